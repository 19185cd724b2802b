package ui

import (
	"elferraus/scenes/gameloop"
	"elferraus/sprites"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestFillRectCoversExactlyItsRectangle: the fade of a new screen blends
// its colour over every pixel of the rectangle and none outside it.
func TestFillRectCoversExactlyItsRectangle(t *testing.T) {
	gameloop.NeedGPU(t)
	pt := sprites.NewPainter()
	img := ebiten.NewImage(40, 30)
	defer img.Deallocate()
	gameloop.InFrame(func(*ebiten.Image) {
		img.Fill(color.RGBA{200, 100, 50, 255})
		pt.FillRect(img, 10, 5, 20, 15, color.RGBA{A: 128}) // half-transparent black
	})
	pix := make([]byte, 4*40*30)
	img.ReadPixels(pix)
	for y := range 30 {
		for x := range 40 {
			p := pix[4*(y*40+x):]
			want := [4]byte{200, 100, 50, 255}
			if x >= 10 && x < 30 && y >= 5 && y < 20 {
				want = [4]byte{100, 50, 25, 255}
			}
			for k := range 4 {
				if d := int(p[k]) - int(want[k]); d < -1 || d > 1 {
					t.Fatalf("pixel (%d,%d) = %v, want %v", x, y, p[:4], want)
				}
			}
		}
	}
}

// TestDimFeltIsTheFadedFelt: the page's backdrop (the felt dimmed, without
// its grain) shows what the first scene's frame shows under the fade, the
// felt with the fade's black over it, to within a level at every pixel, so
// the table comes in behind the first-tap screen without a jump in
// brightness. At full light the two differ by the grain. The backdrop is
// the first thing a painter draws, so it is drawn by one that has drawn
// nothing before.
func TestDimFeltIsTheFadedFelt(t *testing.T) {
	gameloop.NeedGPU(t)
	const w, h = 320, 200
	pt, first := sprites.NewPainter(), sprites.NewPainter()
	faded, dim := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer faded.Deallocate()
	defer dim.Deallocate()
	// The first scene's first frame is 11 of 12 ticks from the end of the
	// fade, which eases out: black at 255·(11/12)² over the felt.
	f := 11.0 / 12
	alpha := uint8(255 * f * f)
	gameloop.InFrame(func(*ebiten.Image) {
		first.DrawDimFelt(dim, 1-float32(alpha)/255)
		pt.DrawFelt(faded)
		pt.FillRect(faded, 0, 0, w, h, color.RGBA{A: alpha})
	})
	a, b := make([]byte, 4*w*h), make([]byte, 4*w*h)
	faded.ReadPixels(a)
	dim.ReadPixels(b)
	for i := 0; i < len(a); i += 4 {
		for k := range 4 {
			if d := int(a[i+k]) - int(b[i+k]); d < -1 || d > 1 {
				t.Fatalf("pixel (%d,%d): faded felt %v, dim felt %v", i/4%w, i/4/w, a[i:i+4], b[i:i+4])
			}
		}
	}
	if b[0] == 0 && b[1] == 0 && b[2] == 0 {
		t.Fatal("the dim felt is black")
	}
}

// TestFeltAfterTheBackdrop: the backdrop leaves the felt's grain out, and
// the first scene's frame, drawn by the same painter, adds it: its felt is
// the felt of a painter that never drew the backdrop. The two are drawn at
// other places of the GPU's textures, whose rounding of the smooth layer
// differs by a level at a few pixels; without its grain four in five
// pixels would differ, and do.
func TestFeltAfterTheBackdrop(t *testing.T) {
	gameloop.NeedGPU(t)
	const w, h = 320, 200
	after, alone := sprites.NewPainter(), sprites.NewPainter()
	backdrop, a, b := ebiten.NewImage(w, h), ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer backdrop.Deallocate()
	defer a.Deallocate()
	defer b.Deallocate()
	gameloop.InFrame(func(*ebiten.Image) {
		after.DrawDimFelt(backdrop, 0.2)
	})
	gameloop.InFrame(func(*ebiten.Image) {
		after.DrawFelt(a)
		alone.DrawFelt(b)
	})
	pa, pb := make([]byte, 4*w*h), make([]byte, 4*w*h)
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	differ := 0
	for i := 0; i < len(pa); i += 4 {
		if [4]byte(pa[i:i+4]) == [4]byte(pb[i:i+4]) {
			continue
		}
		differ++
		for k := range 4 {
			if d := int(pa[i+k]) - int(pb[i+k]); d < -1 || d > 1 {
				t.Fatalf("pixel (%d,%d): the felt after the backdrop %v, the felt alone %v", i/4%w, i/4/w, pa[i:i+4], pb[i:i+4])
			}
		}
	}
	if differ > w*h/10 {
		t.Errorf("%d of %d pixels of the felt after the backdrop differ from the felt alone: is its grain missing?", differ, w*h)
	}
	// The felt without its grain, as the backdrop at full light.
	grainless := ebiten.NewImage(w, h)
	defer grainless.Deallocate()
	gameloop.InFrame(func(*ebiten.Image) {
		sprites.NewPainter().DrawDimFelt(grainless, 1)
	})
	grainless.ReadPixels(pb)
	differ = 0
	for i := 0; i < len(pa); i += 4 {
		if [4]byte(pa[i:i+4]) != [4]byte(pb[i:i+4]) {
			differ++
		}
	}
	if differ < w*h/2 {
		t.Errorf("only %d of %d pixels of the felt after the backdrop differ from the felt without grain: want the grain at most", differ, w*h)
	}
}

// TestGrainWaitsForLight: a frame drawn under most of the fade's black (a
// scene's first) gets the felt without its grain, which could not show
// there; the first frame light enough gets the grain, on the same felt.
func TestGrainWaitsForLight(t *testing.T) {
	gameloop.NeedGPU(t)
	const w, h = 320, 200
	pt := sprites.NewPainter()
	dark, light, grainless := ebiten.NewImage(w, h), ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer dark.Deallocate()
	defer light.Deallocate()
	defer grainless.Deallocate()
	gameloop.InFrame(func(*ebiten.Image) {
		// 11 ticks before the end of the fade: black at 255·(11/12)², 214.
		pt.SetLight(1 - float32(214)/255)
		pt.DrawFelt(dark)
		sprites.NewPainter().DrawDimFelt(grainless, 1)
	})
	gameloop.InFrame(func(*ebiten.Image) {
		pt.SetLight(1)
		pt.DrawFelt(light)
	})
	pd, pl, pg := make([]byte, 4*w*h), make([]byte, 4*w*h), make([]byte, 4*w*h)
	dark.ReadPixels(pd)
	light.ReadPixels(pl)
	grainless.ReadPixels(pg)
	grained := 0
	for i := 0; i < len(pd); i += 4 {
		for k := range 4 {
			if d := int(pd[i+k]) - int(pg[i+k]); d < -1 || d > 1 {
				t.Fatalf("pixel (%d,%d): the felt under the fade %v, the felt without grain %v", i/4%w, i/4/w, pd[i:i+4], pg[i:i+4])
			}
		}
		if [4]byte(pl[i:i+4]) != [4]byte(pg[i:i+4]) {
			grained++
		}
	}
	if grained < w*h/2 {
		t.Errorf("only %d of %d pixels of the felt in full light differ from the felt without grain: want the grain", grained, w*h)
	}
}
