package board

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"testing"
)

// TestBoardFrameAtRestAllocatesNothing: in every game of the board, while
// the person is to choose and no card moves, a frame (update and draw)
// allocates nothing, so the garbage collector never interrupts play: on a
// laptop with three seats, and on an upright phone with the most, in
// German, whose narrow panels put counts on chips and say short labels.
func TestBoardFrameAtRestAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	chips := 0
	for _, phone := range []bool{false, true} {
		for _, id := range boardIDs() {
			chips += atRestAllocatesNothing(t, id, phone)
		}
	}
	if chips == 0 {
		t.Error("no count stood on a chip on the phone")
	}
}

// atRestAllocatesNothing checks one game of the board (see
// TestBoardFrameAtRestAllocatesNothing) and returns how many counts stood
// on chips in its frames at rest.
func atRestAllocatesNothing(t *testing.T, id string, phone bool) int {
	t.Helper()
	g, _ := registry.Lookup(id)
	s := shell.Setup{Game: id, Players: min(g.MaxPlayers, 3), Rounds: 1, Seed: 5}
	if phone {
		s.Players = g.MaxPlayers
	}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx, screen := gameloop.GPUCtx(1280, 720)
	if phone {
		// In German, whose words are the longer.
		ctx, screen = gameloop.GPUCtx(390, 844)
		ctx.AllowNarrow(true)
		ctx.Resize(390, 844)
		ctx.Settings.Lang = game.German
	}
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
		return 0
	}
	for range 60 { // warm the caches: card images, faces, texts
		frame()
	}
	// Two stretches of 30 frames: an allocation in every frame shows in
	// both, a one-off of the runtime's (a pool emptied by the
	// collector) in one at most.
	if got := min(gameloop.FramesAllocate(30, frame), gameloop.FramesAllocate(30, frame)); got != 0 {
		t.Errorf("%s (phone %v): 30 frames at rest allocate %d times", id, phone, got)
	}
	chips := 0
	for _, l := range b.lbl {
		if l.chip != "" {
			chips++
		}
	}
	return chips
}
