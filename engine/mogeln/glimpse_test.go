package mogeln

import (
	"slices"
	"testing"

	"elferraus/engine/card"
)

// TestGlimpsedIsTheCalledLay: before any call no seat glimpses a card;
// after a call every seat glimpses the lay it turned over, also when the
// lay went into a hand that hides it from the others again (Seen does not
// name it there).
func TestGlimpsedIsTheCalledLay(t *testing.T) {
	s, err := New(Options{}, 3, 0, 11)
	if err != nil {
		t.Fatal(err)
	}
	r := NewRound(s)
	glimpsed := func(seat int) []card.Card {
		var out []card.Card
		r.Glimpsed(seat, func(c card.Card) { out = append(out, c) })
		return out
	}
	calls := 0
	for i := 0; i < 400 && !s.IsOver() && calls < 3; i++ {
		p := s.Turn()
		legal := s.Legal(p)
		a := legal[0]
		if calls == 0 {
			for seat := range 3 {
				if g := glimpsed(seat); len(g) != 0 {
					t.Fatalf("seat %d glimpses %v before any call", seat, g)
				}
			}
		}
		var laid card.Card
		if n := len(s.stack); n > 0 {
			laid = s.stack[n-1].cards[0]
		}
		if i%3 == 2 {
			if c := slices.IndexFunc(legal, func(a Action) bool { return a.Kind == Call }); c >= 0 {
				a = legal[c]
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		if a.Kind != Call {
			continue
		}
		calls++
		for seat := range 3 {
			if g := glimpsed(seat); len(g) != 1 || g[0] != laid {
				t.Fatalf("after the call on %v seat %d glimpses %v", laid, seat, g)
			}
		}
		var seen bool
		taker := s.verdict.Taker
		for seat := range 3 {
			if seat == taker {
				continue
			}
			r.Seen(seat, func(c card.Card) { seen = seen || c == laid })
			if seen {
				t.Fatalf("seat %d sees %v in seat %d's hand", seat, laid, taker)
			}
		}
	}
	if calls == 0 {
		t.Fatal("nobody called")
	}
}
