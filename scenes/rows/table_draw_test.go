package rows

import (
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"image"
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
