package ueberall

import "testing"

// TestBound: once MaxTurned cards are turned, the game ends after the turned
// card is laid (and a window it opens is closed); the seats still in are
// placed by fewest cards left, equal counts sharing a place.
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
	s.turns = MaxTurned - 1
	// Give seats 1 and 2 equal counts, seat 3 the most.
	for range 2 {
		s.stacks[3].push(s.stacks[0].c[s.stacks[0].lo])
		s.stacks[0].lo++
	}
	if err := s.Apply(Action{Seat: 1, Kind: Turn}); err != nil {
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
