package elfer

import (
	"slices"
	"testing"

	"elferraus/engine/card"
)

// TestBlockedGuard builds, field by field, a position no deal can reach: the
// pile is empty and nothing in any hand fits. (With a whole deck some hand
// always holds the next card of an unfinished row, so no record can set this
// up.) Everybody passes in turn and the round ends as blocked.
func TestBlockedGuard(t *testing.T) {
	s := &State{players: 3, winner: -1}
	s.table[card.Red] = 1 << 11
	s.hands[0] = []card.Card{card.New(card.Red, 5)}
	s.hands[1] = []card.Card{card.New(card.Red, 15), card.New(card.Blue, 3)}
	s.hands[2] = []card.Card{card.New(card.Green, 20)}
	s.turn = Turn{Phase: Playing, ToMove: 1}
	s.reindex()
	for i, seat := range []int{1, 2, 0} {
		if got := s.Legal(seat); !slices.Equal(got, []Action{{Seat: seat, Kind: Pass}}) {
			t.Fatalf("seat %d legal %v, want only passing", seat, got)
		}
		if err := s.Apply(Action{Seat: seat, Kind: Pass}); err != nil {
			t.Fatal(err)
		}
		if got, want := s.IsOver(), i == 2; got != want {
			t.Fatalf("after %d passes over = %v", i+1, got)
		}
	}
	if !s.Blocked() || s.Winner() != -1 || s.ToMove() != -1 {
		t.Errorf("blocked %v, winner %d, seat on %d", s.Blocked(), s.Winner(), s.ToMove())
	}
	res := s.Result()
	if res.Reason != "blocked" || len(res.Winners) != 0 || !slices.Equal(res.Scores, []int{5, 18, 20}) {
		t.Errorf("result %+v, want blocked, no winner, scores [5 18 20]", res)
	}
	if err := s.Apply(Action{Seat: 1, Kind: Pass}); err == nil {
		t.Error("a pass after the round was blocked")
	}
}

// TestPassesResetByPlay checks that passes count only in a row: a draw or a
// laid card between them starts the count again.
func TestPassesResetByPlay(t *testing.T) {
	s := &State{players: 2, winner: -1}
	s.table[card.Red] = 1 << 11
	s.hands[0] = []card.Card{card.New(card.Red, 5)}
	s.hands[1] = []card.Card{card.New(card.Red, 12), card.New(card.Red, 15)}
	s.turn = Turn{Phase: Playing, ToMove: 0}
	s.reindex()
	for _, a := range []Action{{0, Pass, 0}, {1, Lay, card.New(card.Red, 12)}, {1, End, 0}, {0, Pass, 0}} {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if s.IsOver() || s.Turn().Passes != 1 {
		t.Errorf("over %v with %d passes; want running with 1", s.IsOver(), s.Turn().Passes)
	}
}
