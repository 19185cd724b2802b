package board

import (
	"elferraus/engine/ueberall"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"testing"
)

// TestBoardDealStartsAfterTheFirstFrame: the board of the further games
// does as the table of rows: when it is the program's first scene, its
// first frame lays out the zones and labels without cards, and the deal
// runs from the next tick on.
func TestBoardDealStartsAfterTheFirstFrame(t *testing.T) {
	s := shell.Setup{Game: ueberall.ID, Players: 3, Rounds: 1, Seed: 7}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	if cards := scenetest.UpdateAt(t, b, b.Motion, ctx, 1); cards != 0 || len(b.tb.zones) == 0 || b.tb.zones[0].label == "" {
		t.Fatalf("after the program's first tick: %d cards, %d zones; want none and the zones laid out with labels", cards, len(b.tb.zones))
	}
	if cards := scenetest.UpdateAt(t, b, b.Motion, ctx, 2); cards == 0 || !b.Motion.Moving() || !b.Dealing {
		t.Errorf("after the second tick: %d cards, moving %v, dealing %v; want the deal under way", cards, b.Motion.Moving(), b.Dealing)
	}
}
