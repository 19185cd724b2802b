package ueberall

import (
	"testing"

	"elferraus/engine/card"
)

// TestBound: once MaxTurned cards are turned, the game ends after the turned
// card is laid (and a window it opens is closed), or at once when the card
// fitted no other pile and went on the own; the seats still in are placed
// by fewest cards left, equal counts sharing a place.
func TestBound(t *testing.T) {
	s, err := New(4, 3, 8)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []Action{{Seat: 0, Kind: Turn}, {Seat: 0, Kind: Centre}} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	// Give seats 1 and 2 equal counts, seat 3 the most.
	for range 2 {
		h := &s.hands[3]
		h.lo--
		h.c[h.lo] = s.hands[0].takeBottom()
	}
	// The table before a turn whose card waits for a choice, and before
	// one whose card goes on the own pile.
	var choice, auto *State
	for choice == nil || auto == nil {
		if s.IsOver() {
			t.Fatal("the game ended before both kinds of turn were seen")
		}
		var a Action
		switch l := s.Legal(s.turn); {
		case s.window:
			a = Action{Seat: s.ToMove(nil)[0], Kind: Pass}
		case s.turned == card.None:
			before := s.Clone()
			if err := s.Apply(l[0]); err != nil {
				t.Fatal(err)
			}
			if s.turned != card.None && choice == nil {
				choice = before
			} else if s.turned == card.None && auto == nil {
				auto = before
			}
			continue
		default:
			a = l[0]
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}

	auto.turns = MaxTurned - 1
	if err := auto.Apply(Action{Seat: auto.turn, Kind: Turn}); err != nil {
		t.Fatal(err)
	}
	if !auto.IsOver() || auto.reason != ReasonBound {
		t.Errorf("a card that went on the own pile as the %dth: over %v, reason %q", MaxTurned, auto.IsOver(), auto.reason)
	}

	s = choice
	s.turns = MaxTurned - 1
	if err := s.Apply(Action{Seat: s.turn, Kind: Turn}); err != nil {
		t.Fatal(err)
	}
	if s.IsOver() {
		t.Fatal("over with a card in the air")
	}
	for !s.IsOver() {
		if s.window {
			for _, p := range s.ToMove(nil) {
				if err := s.Apply(Action{Seat: p, Kind: Pass}); err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		l := s.Legal(s.turn)
		if err := s.Apply(l[len(l)-1]); err != nil {
			t.Fatal(err)
		}
	}
	if s.reason != ReasonBound {
		t.Fatalf("reason %q", s.reason)
	}
	pl := s.Places()
	for p := range 4 {
		for q := range 4 {
			lp, lq := s.Left(p), s.Left(q)
			if lp < lq && pl[p] >= pl[q] || lp == lq && pl[p] != pl[q] {
				t.Errorf("seat %d holds %d and is placed %d, seat %d holds %d and is placed %d", p, lp, pl[p], q, lq, pl[q])
			}
		}
	}
}
