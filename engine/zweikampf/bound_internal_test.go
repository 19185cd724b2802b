package zweikampf

import (
	"slices"
	"testing"

	"elferraus/engine/card"
)

// TestBound: the long game ends after MaxBattles battles, won by the player
// with more cards, and a battle that is still tied does not end it.
func TestBound(t *testing.T) {
	red := func(v int) card.Card { return card.New(card.Red, v) }
	blue := func(v int) card.Card { return card.New(card.Blue, v) }
	var a, b []card.Card
	for v := 1; v <= Values; v++ {
		a = append(a, red(v))
		b = append(b, blue(v))
	}
	// Seat 0 turns R1 then R2...; seat 1 B1, B3...: a tie first.
	b[1], b[2] = b[2], b[1]
	s, err := FromSetup(Options{Lang: true}, 0, Setup{Hands: [][]card.Card{a, b}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	s.battles = MaxBattles - 1
	for _, p := range []int{0, 1} {
		if err := s.Apply(Action{p, Turn}); err != nil {
			t.Fatal(err)
		}
	}
	if s.IsOver() || len(s.Pot()) != 2 {
		t.Fatalf("a tie at the bound ends the game or leaves the pot %v", s.Pot())
	}
	for _, p := range []int{1, 0} {
		if err := s.Apply(Action{p, Turn}); err != nil {
			t.Fatal(err)
		}
	}
	if s.Reason() != Bound || s.Battles() != MaxBattles {
		t.Fatalf("reason %v after %d battles, want bound after %d", s.Reason(), s.Battles(), MaxBattles)
	}
	if !slices.Equal(s.Scores(), []int{18, 22}) || !slices.Equal(s.Winners(), []int{1}) {
		t.Errorf("scores %v winners %v, want [18 22] and [1]", s.Scores(), s.Winners())
	}
}
