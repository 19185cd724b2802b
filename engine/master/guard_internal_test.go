package master

import (
	"slices"
	"testing"

	"elferraus/engine/card"
)

// handMade builds, field by field, a position no deal reaches: an empty
// pile and the given hands, with only the 11s on the table.
func handMade(hands ...[]card.Card) *State {
	s := &State{players: len(hands), rows: Rows(card.Colors), table: startTable(), supply: BonusCards, out: -1}
	for p, h := range hands {
		s.hands[p] = h
		s.held[p] = setOf(h)
	}
	return s
}

// TestBlockedGuard: nobody holds a number card that fits (seat 1's joker
// never has to be laid), the pile is empty, nobody has a connection card.
// Everybody passes in turn and the round ends as blocked, scored as usual.
func TestBlockedGuard(t *testing.T) {
	s := handMade(
		[]card.Card{card.New(card.Red, 5)},
		[]card.Card{card.New(card.Blue, 15), card.Joker(1)},
		[]card.Card{card.New(card.Green, 20)},
	)
	s.turn.ToMove = 1
	if got := s.Legal(1); !slices.Contains(got, Action{Seat: 1, Kind: Pass}) || len(got) != 9 {
		t.Fatalf("seat 1 legal %v, want eight joker lays and passing", got)
	}
	for i, seat := range []int{1, 2, 0} {
		if err := s.Apply(Action{Seat: seat, Kind: Pass}); err != nil {
			t.Fatal(err)
		}
		if got, want := s.IsOver(), i == 2; got != want {
			t.Fatalf("after %d passes over = %v", i+1, got)
		}
	}
	if !s.Blocked() || s.Out() != -1 || s.ToMove() != -1 {
		t.Errorf("blocked %v, out %d, seat on %d", s.Blocked(), s.Out(), s.ToMove())
	}
	res := s.Result()
	if res.Reason != "blocked" || !slices.Equal(res.Winners, []int{0}) || !slices.Equal(res.Scores, []int{-5, -26, -20}) {
		t.Errorf("result %+v, want blocked, winner 0, scores [-5 -26 -20]", res)
	}
	if err := s.Apply(Action{Seat: 1, Kind: Pass}); err == nil {
		t.Error("a pass after the round was blocked")
	}
}

// TestPassesResetByPlay checks that passes count only in a row.
func TestPassesResetByPlay(t *testing.T) {
	s := handMade([]card.Card{card.New(card.Red, 5)}, []card.Card{card.New(card.Red, 12), card.New(card.Red, 15)})
	for _, a := range []Action{{Seat: 0, Kind: Pass}, {Seat: 1, Kind: Lay, Card: card.New(card.Red, 12)}, {Seat: 1, Kind: End}, {Seat: 0, Kind: Pass}} {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if s.IsOver() || s.Turn().Passes != 1 {
		t.Errorf("over %v with %d passes; want running with 1", s.IsOver(), s.Turn().Passes)
	}
}

// TestScoresAndTies: the seat that goes out need not win, and equal
// scores share the win.
func TestScoresAndTies(t *testing.T) {
	tests := []struct {
		name    string
		bonus   [3]int
		hands   [3][]card.Card
		scores  []int
		winners []int
	}{
		{"out and alone on top", [3]int{1, 0, 0}, [3][]card.Card{{}, {card.New(card.Blue, 3)}, {card.Joker(2)}}, []int{11, -3, -11}, []int{0}},
		{"out but beaten", [3]int{0, 1, 0}, [3][]card.Card{{}, {card.New(card.Blue, 3)}, {card.New(card.Green, 1)}}, []int{0, 8, -1}, []int{1}},
		{"a tie with the seat out", [3]int{0, 1, 0}, [3][]card.Card{{}, {card.New(card.Blue, 5), card.New(card.Green, 6)}, {card.Joker(2)}}, []int{0, 0, -11}, []int{0, 1}},
		{"three equal", [3]int{1, 1, 2}, [3][]card.Card{{}, {}, {}}, []int{11, 11, 22}, []int{2}},
		{"jokers cost eleven", [3]int{2, 0, 0}, [3][]card.Card{{}, {card.Joker(1), card.Joker(3)}, {card.New(card.Red, 21), card.New(card.Red, 1)}}, []int{22, -22, -22}, []int{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Seat 0 goes out with the red 12.
			s := handMade(append([]card.Card{card.New(card.Red, 12)}, tt.hands[0]...), tt.hands[1], tt.hands[2])
			copy(s.bonus[:], tt.bonus[:])
			if err := s.Apply(Action{Seat: 0, Kind: Lay, Card: card.New(card.Red, 12)}); err != nil {
				t.Fatal(err)
			}
			if !s.IsOver() || s.Out() != 0 {
				t.Fatalf("over %v, out %d", s.IsOver(), s.Out())
			}
			if got := s.Scores(); !slices.Equal(got, tt.scores) {
				t.Errorf("scores %v, want %v", got, tt.scores)
			}
			if got := s.Winners(); !slices.Equal(got, tt.winners) {
				t.Errorf("winners %v, want %v", got, tt.winners)
			}
			if res := s.Result(); res.Reason != "out" || !slices.Equal(res.Winners, tt.winners) {
				t.Errorf("result %+v", res)
			}
			if v := s.View(2); !slices.Equal(v.Winners, tt.winners) {
				t.Errorf("view winners %v", v.Winners)
			}
		})
	}
}

func TestSortHand(t *testing.T) {
	h := []card.Card{card.Joker(3), card.New(card.Blue, 2), card.Joker(1), card.New(card.Red, 21), card.New(card.Yellow, 1)}
	sortHand(h)
	if got, want := card.Format(h), "R21 Y1 B2 J1 J3"; got != want {
		t.Errorf("sorted %s, want %s", got, want)
	}
	if !slices.IsSorted(h) {
		t.Error("hand order is not card order")
	}
	dup := []card.Card{card.New(card.Red, 3), card.New(card.Red, 1), card.New(card.Red, 3)}
	sortHand(dup)
	if got := card.Format(dup); got != "R1 R3 R3" {
		t.Errorf("a hand with a card twice sorts to %s", got)
	}
}

func TestFullTable(t *testing.T) {
	// Every slot taken, a joker at the green 1 whose card seat 0 holds:
	// exchanging it would leave a turn that cannot lay, so seat 0 passes.
	s := handMade([]card.Card{card.New(card.Green, 1), card.Joker(2)}, []card.Card{card.Joker(1)})
	for col := range s.table.Cards {
		s.table.Cards[col] = valueBits
	}
	s.table.Cards[card.Green] &^= 1 << 1
	s.table.Jokers[card.Green] = 1 << 1
	s.table.JokerAt[3] = card.New(card.Green, 1)
	if got, want := s.Legal(0), []Action{{Seat: 0, Kind: Pass}}; !slices.Equal(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
	err := s.Apply(Action{Seat: 0, Kind: Swap, Card: card.New(card.Green, 1)})
	if e, ok := err.(*Error); !ok || e.Why != WhyFull {
		t.Errorf("exchange at a full table: %v", err)
	}
	// After a card was laid this turn the exchange is fine.
	s.turn.Laid = 1
	if got, want := s.Legal(0), []Action{{Seat: 0, Kind: Swap, Card: card.New(card.Green, 1)}, {Seat: 0, Kind: End}}; !slices.Equal(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
}
