package schwarzerpeter_test

import (
	"testing"

	sp "elferraus/engine/schwarzerpeter"
)

// avoid plays a round with omniscient drawers that never take a card that
// pairs when another is there: the round that would go on for ever.
func avoid(t *testing.T, players int, seed uint64) *sp.State {
	t.Helper()
	s, err := sp.New(sp.Options{}, players, 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	for !s.IsOver() {
		a := sp.KeepOf(s.ToMove())
		if s.Arranged() {
			a = sp.DrawOf(s.Drawer(), 0)
			for i, c := range s.Hand(s.Giver()) {
				pairs := false
				for _, h := range s.Hand(s.Drawer()) {
					pairs = pairs || h == sp.Twin(c)
				}
				if !pairs {
					a = sp.DrawOf(s.Drawer(), i)
					break
				}
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestBound: drawers that avoid pairs keep the cards going round; the round
// ends after MaxDraws draws and the holder of the Peter loses.
func TestBound(t *testing.T) {
	s := avoid(t, 4, 3)
	if s.Reason() != "bound" || s.Draws() != sp.MaxDraws {
		t.Fatalf("ended by %q after %d draws, want bound after %d", s.Reason(), s.Draws(), sp.MaxDraws)
	}
	if h := s.PeterHolder(); h < 0 || s.Loser() != h || s.Scores()[h] != 1 {
		t.Errorf("the Peter lies with seat %d, the loser is %d, scores %v", h, s.Loser(), s.Scores())
	}
}
