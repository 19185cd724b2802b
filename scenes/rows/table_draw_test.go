package rows

import (
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/sprites"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestTableFrameAtRestAllocatesNothing: while no card moves, a frame of the
// table (update and draw) allocates nothing, so the garbage collector never
// interrupts play.
func TestTableFrameAtRestAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	for i, size := range []image.Point{{1280, 720}, {1920, 1080}, {1280, 720}} {
		s := scenetest.OneHuman(4)
		if i == 2 {
			s = scenetest.MasterHuman(4)
		}
		tb, _ := NewTable(s)
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		if !untilHumanTurn(t, tb, ctx) {
			t.Fatal("no turn for the person")
		}
		// Warm the caches: card images, faces, texts.
		for range 5 {
			gameloop.InFrame(func(*ebiten.Image) {
				gameloop.Tick(tb, ctx, nil)
				tb.Draw(screen, ctx)
			})
		}
		if tb.Motion.Moving() {
			t.Fatal("cards still move")
		}
		// Count the allocations made by the scene's own code, and by
		// anything it calls, inside the game loop's Draw where a scene
		// really draws. Allocations elsewhere (ebiten's render thread) are
		// not the scene's and are told apart by their call stacks.
		worst := gameloop.FramesAllocate(30, gameloop.SceneFrame(tb, screen, ctx))
		if worst != 0 {
			t.Errorf("%v: 30 frames at rest allocate %d times", size, worst)
		}
	}
}

// TestLongNamesAreCut: a name a person chose, too long for a seat's panel,
// is drawn cut with "…" to the panel's room, wide and upright.
func TestLongNamesAreCut(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []image.Point{{1280, 720}, {390, 844}} {
		tb, _ := NewTable(scenetest.OneHuman(4))
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		if size.X < size.Y {
			ctx = gameloop.NarrowCtx(float64(size.X), float64(size.Y))
			ctx.Art, ctx.Paint = sprites.NewArt(), sprites.NewPainter()
		}
		long := "Maximiliane Müller-Lüdenscheidt von Hohenstein"
		gameloop.InFrame(func(*ebiten.Image) {
			gameloop.Tick(tb, ctx, nil)
			tb.names[1] = long
			tb.Draw(screen, ctx)
		})
		f := &tb.nameFits[1]
		if f.Face == nil || !strings.HasSuffix(f.Out, "…") || len(f.Out) >= len(long) {
			t.Fatalf("%v: the long name was drawn as %q", size, f.Out)
		}
	}
}
