package ui

import (
	"elferraus/game"
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

// feltUnderTheFade draws a w×h felt as a scene's first frame draws it,
// 11 of 12 ticks before the end of the fade (black at 255·(11/12)², 214),
// with pt.
func feltUnderTheFade(pt *sprites.Painter, dst *ebiten.Image) {
	pt.SetLight(1 - float32(214)/255)
	pt.DrawFelt(dst)
}

// TestFeltAfterTheDarkFrame: a scene's first frame, drawn under most of
// the fade, leaves the felt's grain out, and the first frame in full light,
// drawn by the same painter, adds it: its felt is the felt of a painter
// that drew in full light from the start. The two are drawn at other
// places of the GPU's textures, whose rounding of the smooth layer differs
// by a level at a few pixels; without its grain four in five pixels would
// differ, and do.
func TestFeltAfterTheDarkFrame(t *testing.T) {
	gameloop.NeedGPU(t)
	const w, h = 320, 200
	after, alone := sprites.NewPainter(), sprites.NewPainter()
	dark, a, b := ebiten.NewImage(w, h), ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer dark.Deallocate()
	defer a.Deallocate()
	defer b.Deallocate()
	gameloop.InFrame(func(*ebiten.Image) {
		feltUnderTheFade(after, dark)
	})
	gameloop.InFrame(func(*ebiten.Image) {
		after.SetLight(1)
		after.DrawFelt(a)
		alone.DrawFelt(b)
	})
	pa, pb, pd := make([]byte, 4*w*h), make([]byte, 4*w*h), make([]byte, 4*w*h)
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	dark.ReadPixels(pd)
	differ, grainless := 0, 0
	for i := 0; i < len(pa); i += 4 {
		if [4]byte(pa[i:i+4]) == [4]byte(pd[i:i+4]) {
			grainless++
		}
		if [4]byte(pa[i:i+4]) == [4]byte(pb[i:i+4]) {
			continue
		}
		differ++
		for k := range 4 {
			if d := int(pa[i+k]) - int(pb[i+k]); d < -1 || d > 1 {
				t.Fatalf("pixel (%d,%d): the felt after the dark frame %v, the felt alone %v", i/4%w, i/4/w, pa[i:i+4], pb[i:i+4])
			}
		}
	}
	if differ > w*h/10 {
		t.Errorf("%d of %d pixels of the felt after the dark frame differ from the felt alone: is its grain missing?", differ, w*h)
	}
	if grainless > w*h/2 {
		t.Errorf("%d of %d pixels of the felt in full light equal the dark frame's felt: want the grain added", grainless, w*h)
	}
}

// TestGrainWaitsForLight: a frame drawn under most of the fade's black (a
// scene's first) gets the felt without its grain, which could not show
// there: a smooth felt, whose neighbouring pixels differ by a level at
// most. The first frame light enough gets the grain, on the same felt:
// every pixel within the grain's four levels of the smooth one, many
// neighbours two or more apart.
func TestGrainWaitsForLight(t *testing.T) {
	gameloop.NeedGPU(t)
	const w, h = 320, 200
	pt := sprites.NewPainter()
	dark, light := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	defer dark.Deallocate()
	defer light.Deallocate()
	gameloop.InFrame(func(*ebiten.Image) {
		feltUnderTheFade(pt, dark)
	})
	gameloop.InFrame(func(*ebiten.Image) {
		pt.SetLight(1)
		pt.DrawFelt(light)
	})
	pd, pl := make([]byte, 4*w*h), make([]byte, 4*w*h)
	dark.ReadPixels(pd)
	light.ReadPixels(pl)
	// steps counts the neighbours, left and right, whose colours differ
	// by more than one level; worst is the largest difference.
	steps := func(p []byte) (n, worst int) {
		for y := range h {
			for x := 1; x < w; x++ {
				i := 4 * (y*w + x)
				for k := range 3 {
					d := int(p[i+k]) - int(p[i-4+k])
					d = max(d, -d)
					worst = max(worst, d)
					if d > 1 {
						n++
						break
					}
				}
			}
		}
		return n, worst
	}
	if n, worst := steps(pd); n > 0 {
		t.Errorf("under the fade %d neighbouring pixels differ by up to %d levels: want the smooth felt, without grain", n, worst)
	}
	if n, _ := steps(pl); n < w*h/10 {
		t.Errorf("in full light only %d neighbouring pixels differ by two levels or more: want the grain", n)
	}
	for i := 0; i < len(pd); i += 4 {
		for k := range 3 {
			if d := int(pl[i+k]) - int(pd[i+k]); d < -4 || d > 4 {
				t.Fatalf("pixel (%d,%d): the felt in full light %v, under the fade %v: want the grain's few levels on the same felt", i/4%w, i/4/w, pl[i:i+4], pd[i:i+4])
			}
		}
	}
}

// layeredScene draws a text, a panel over it and a text beside it, as a
// screen draws its layers.
type layeredScene struct{}

func (layeredScene) Name() string               { return "layers" }
func (layeredScene) Update(*game.Context) error { return nil }
func (layeredScene) Draw(screen *ebiten.Image, ctx *game.Context) {
	face := sprites.Face(30, true)
	ctx.Paint.DrawText(screen, "HH", face, 30, 30, color.NRGBA{255, 255, 255, 255}, sprites.Center)
	ctx.Paint.DrawPanel(screen, 0, 0, 60, 60, 0, color.RGBA{200, 0, 0, 255})
	ctx.Paint.DrawText(screen, "HH", face, 90, 30, color.NRGBA{255, 255, 255, 255}, sprites.Center)
}

// TestHeldTextsKeepTheirLayers: while the game draws a frame it holds the
// texts a screen draws and hands them to the GPU together, but a text
// stays under what is drawn over it and over what is drawn under it: the
// panel drawn over the first text hides it, and the second text, drawn
// after the panel, is on the screen when the frame is done.
func TestHeldTextsKeepTheirLayers(t *testing.T) {
	gameloop.NeedGPU(t)
	g := game.New(&game.Settings{NoSave: true}, func(*game.Context) game.Scene { return layeredScene{} })
	screen := ebiten.NewImage(120, 60)
	defer screen.Deallocate()
	gameloop.InFrame(func(*ebiten.Image) {
		// The screen's fade-in over first: a second is well past it.
		for range 60 {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
		}
		g.Draw(screen)
	})
	pix := make([]byte, 4*120*60)
	screen.ReadPixels(pix)
	white := func(x0, x1 int) (n int) {
		for y := range 60 {
			for x := x0; x < x1; x++ {
				if p := pix[4*(y*120+x):]; p[0] > 150 && p[1] > 150 && p[2] > 150 {
					n++
				}
			}
		}
		return n
	}
	if n := white(0, 60); n > 0 {
		t.Errorf("%d pixels of the text under the panel show through it: a held text was drawn over what came after it", n)
	}
	if n := white(60, 120); n < 50 {
		t.Errorf("only %d white pixels of the text beside the panel: the held text was not drawn", n)
	}
	// Holding costs a frame at rest nothing: the held list is reused.
	frame := func() { gameloop.InFrame(func(*ebiten.Image) { g.Draw(screen) }) }
	for range 3 {
		frame() // Ebitengine's own buffers grow in the first frames
	}
	if got := gameloop.FramesAllocate(20, frame); got != 0 {
		t.Errorf("20 frames of the game at rest allocate %d times", got)
	}
}
