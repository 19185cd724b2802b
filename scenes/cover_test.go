package scenes

import (
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/rows"
	"elferraus/scenes/shell"
	"testing"
)

// TestCoveredFrameAllocatesNothing: with two people at one screen, the
// pass-the-device cover is a table at rest, at the board as at the rows
// table: its frames allocate nothing (the board used to format its words
// anew in every frame).
func TestCoveredFrameAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, id := range []string{"hoechste", "elfer"} {
		s := shell.Setup{Game: id, Players: 3, Rounds: 1, Seed: 5}
		s.FirstHumans(2)
		sc, err := shell.NewGame(s)
		if err != nil {
			t.Fatal(err)
		}
		covered := func() bool {
			switch v := sc.(type) {
			case *board.Board:
				return v.Cover
			case *rows.Table:
				return v.Covered()
			}
			return false
		}
		ctx, screen := gameloop.GPUCtx(1280, 720)
		frame := gameloop.SceneFrame(sc, screen, ctx)
		for i := 0; i < 20000 && !covered(); i++ {
			gameloop.Tick(sc, ctx, nil)
		}
		if !covered() {
			t.Fatalf("%s: no cover with two people", id)
		}
		for range 60 {
			frame()
		}
		if !covered() {
			t.Fatalf("%s: the cover went away by itself", id)
		}
		if got := min(gameloop.FramesAllocate(30, frame), gameloop.FramesAllocate(30, frame)); got != 0 {
			t.Errorf("%s: 30 covered frames allocate %d times", id, got)
		}
	}
}
