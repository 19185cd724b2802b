package board

import (
	"elferraus/engine/registry"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"testing"
)

// TestBoardFrameAtRestAllocatesNothing: in every game of the board, while
// the person is to choose and no card moves, a frame (update and draw)
// allocates nothing, so the garbage collector never interrupts play.
func TestBoardFrameAtRestAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		s := shell.Setup{Game: id, Players: min(g.MaxPlayers, 3), Rounds: 1, Seed: 5}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx, screen := gameloop.GPUCtx(1280, 720)
		frame := gameloop.SceneFrame(b, screen, ctx)
		// Let the bots play until the person has a choice and the table
		// is at rest: no card flies, no bot is still to choose (in the
		// simultaneous games the bots choose while the person thinks).
		settled := false
		for range 20000 {
			if b.round.IsOver() {
				break
			}
			if b.CanAct() && b.AtRest() {
				settled = true
				break
			}
			gameloop.Tick(b, ctx, nil)
		}
		if !settled {
			t.Errorf("%s: the person never had a choice at rest", id)
			continue
		}
		for range 60 { // warm the caches: card images, faces, texts
			frame()
		}
		// Two stretches of 30 frames: an allocation in every frame shows in
		// both, a one-off of the runtime's (a pool emptied by the
		// collector) in one at most.
		if got := min(gameloop.FramesAllocate(30, frame), gameloop.FramesAllocate(30, frame)); got != 0 {
			t.Errorf("%s: 30 frames at rest allocate %d times", id, got)
		}
	}
}
