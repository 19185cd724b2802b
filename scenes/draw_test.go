package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

func gpuCtx(w, h int) (*game.Context, *ebiten.Image) {
	ctx := newCtx()
	ctx.Art = sprites.NewArt()
	ctx.Paint = sprites.NewPainter()
	ctx.Resize(float64(w), float64(h))
	return ctx, ebiten.NewImage(w, h)
}

// TestTableFrameAtRestAllocatesNothing: while no card moves, a frame of the
// table (update and draw) allocates nothing, so the garbage collector never
// interrupts play.
func TestTableFrameAtRestAllocatesNothing(t *testing.T) {
	needGPU(t)
	for _, size := range []image.Point{{1280, 720}, {1920, 1080}} {
		tb, _ := NewTable(oneHuman(4))
		ctx, screen := gpuCtx(size.X, size.Y)
		if !untilHumanTurn(t, tb, ctx) {
			t.Fatal("no turn for the person")
		}
		// Warm the caches: card images, faces, texts.
		for range 5 {
			inFrame(func(*ebiten.Image) {
				tick(tb, ctx, nil)
				tb.Draw(screen, ctx)
			})
		}
		if tb.motion.Moving() {
			t.Fatal("cards still move")
		}
		// Count only the frame's own allocations, inside the game loop's
		// Draw where a scene really draws.
		var worst uint64
		for range 30 {
			inFrame(func(*ebiten.Image) {
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				ctx.Input.Clear()
				_ = tb.Update(ctx)
				tb.Draw(screen, ctx)
				runtime.ReadMemStats(&after)
				worst = max(worst, after.Mallocs-before.Mallocs)
			})
		}
		if worst != 0 {
			t.Errorf("%v: a frame at rest allocates up to %d times", size, worst)
		}
	}
}

// TestScenesDraw draws every scene at several sizes and checks that the
// screen is painted (not left blank) and nothing panics.
func TestScenesDraw(t *testing.T) {
	needGPU(t)
	for _, size := range []image.Point{{1280, 720}, {800, 600}, {2560, 1440}} {
		ctx, screen := gpuCtx(size.X, size.Y)
		tb, _ := NewTable(oneHuman(2))
		done, _ := NewTable(Setup{Players: 4, Rounds: 3, Seed: 8})
		for !done.state.IsOver() {
			tick(done, ctx, nil)
		}
		_ = done.match.Finish(done.state)
		scenes := []game.Scene{NewMenu(oneHuman(1)), tb, NewRules(oneHuman(1), 0), NewScore(done)}
		for _, sc := range scenes {
			for range 10 {
				tick(sc, ctx, nil)
			}
			inFrame(func(*ebiten.Image) {
				screen.Clear()
				sc.Draw(screen, ctx)
			})
			pix := make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix)
			saveShot(t, fmt.Sprintf("%s-%dx%d", sc.Name(), size.X, size.Y), size, pix)
			colors := map[[3]byte]bool{}
			for i := 0; i < len(pix); i += 4 * 97 {
				colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
			}
			if len(colors) < 20 {
				t.Errorf("%s at %v: only %d colours on screen", sc.Name(), size, len(colors))
			}
		}
	}
}

// saveShot writes a screen to $ELFER_SHOTS/name.png when that is set, to look
// at what the tests drew.
func saveShot(t *testing.T, name string, size image.Point, pix []byte) {
	dir := os.Getenv("ELFER_SHOTS")
	if dir == "" {
		return
	}
	img := &image.RGBA{Pix: pix, Stride: 4 * size.X, Rect: image.Rect(0, 0, size.X, size.Y)}
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
