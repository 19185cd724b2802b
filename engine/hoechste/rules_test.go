package hoechste_test

import (
	"errors"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/hoechste"
)

func newGame(t *testing.T, players int) *hoechste.State {
	t.Helper()
	s, err := hoechste.New(players, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play plays one trick: values[p] is seat p's card value (of its colour).
func play(t *testing.T, s *hoechste.State, values ...int) {
	t.Helper()
	for p := len(values) - 1; p >= 0; p-- { // any order
		if err := s.Apply(hoechste.Action{Seat: p, Card: card.New(card.Colors[p], values[p])}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestTricks(t *testing.T) {
	tests := []struct {
		name    string
		tricks  [][]int
		scores  []int
		waiting int
	}{
		{"the highest takes the trick", [][]int{{3, 9}}, []int{0, 2}, 0},
		{"a tie waits", [][]int{{5, 5}}, []int{0, 0}, 2},
		{"the next winner takes the waiting cards", [][]int{{5, 5}, {2, 1}}, []int{4, 0}, 0},
		{"ties pile up", [][]int{{5, 5}, {6, 6}, {1, 7}}, []int{0, 6}, 0},
		{"three players: a tie for the highest waits", [][]int{{8, 8, 2}}, []int{0, 0, 0}, 3},
		{"three players: a tie below the highest does not matter", [][]int{{4, 4, 9}}, []int{0, 0, 3}, 0},
		{"four players", [][]int{{1, 2, 3, 4}, {11, 11, 10, 10}, {5, 1, 1, 1}}, []int{8, 0, 0, 4}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newGame(t, len(tc.scores))
			for _, tr := range tc.tricks {
				play(t, s, tr...)
			}
			if !slices.Equal(s.Scores(), tc.scores) || len(s.Waiting()) != tc.waiting {
				t.Errorf("scores %v waiting %d, want %v and %d", s.Scores(), len(s.Waiting()), tc.scores, tc.waiting)
			}
		})
	}
}

// TestLastTrickTie: a tie on the 11th trick puts the waiting cards out of
// the game; the most cards win, equal counts share.
func TestLastTrickTie(t *testing.T) {
	s := newGame(t, 2)
	for v := 1; v <= 10; v++ {
		play(t, s, v, 11-v) // seat 0 wins 6..10, seat 1 wins 1..5
	}
	play(t, s, 11, 11)
	if !s.IsOver() || len(s.Out()) != 2 || len(s.Waiting()) != 0 {
		t.Fatalf("over %v, out %v", s.IsOver(), s.Out())
	}
	res := s.Result()
	if res.Reason != "tricks" || !slices.Equal(res.Scores, []int{10, 10}) || !slices.Equal(res.Winners, []int{0, 1}) {
		t.Errorf("result %+v", res)
	}
}

func TestRefusals(t *testing.T) {
	chosen := newGame(t, 3)
	if err := chosen.Apply(hoechste.Action{Seat: 1, Card: card.New(card.Yellow, 4)}); err != nil {
		t.Fatal(err)
	}
	over := newGame(t, 2)
	for v := 1; v <= 11; v++ {
		play(t, over, v, v)
	}
	tests := []struct {
		name string
		s    *hoechste.State
		a    hoechste.Action
		why  hoechste.Why
	}{
		{"over", over, hoechste.Action{Seat: 0, Card: card.New(card.Red, 1)}, hoechste.WhyOver},
		{"no seat", newGame(t, 2), hoechste.Action{Seat: 2, Card: card.New(card.Green, 1)}, hoechste.WhyNotSeat},
		{"negative seat", newGame(t, 2), hoechste.Action{Seat: -1, Card: card.New(card.Red, 1)}, hoechste.WhyNotSeat},
		{"chosen twice", chosen, hoechste.Action{Seat: 1, Card: card.New(card.Yellow, 5)}, hoechste.WhyChosen},
		{"another colour", newGame(t, 2), hoechste.Action{Seat: 0, Card: card.New(card.Yellow, 5)}, hoechste.WhyNotHeld},
		{"value 12", newGame(t, 2), hoechste.Action{Seat: 0, Card: card.New(card.Red, 12)}, hoechste.WhyNotHeld},
		{"no card", newGame(t, 2), hoechste.Action{Seat: 0}, hoechste.WhyNotHeld},
		{"played before", chosen, hoechste.Action{Seat: 0, Card: card.Card(200)}, hoechste.WhyNotHeld},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.s.Clone()
			err := tc.s.Apply(tc.a)
			var e *hoechste.Error
			if !errors.As(err, &e) || e.Why != tc.why {
				t.Fatalf("Apply(%v) = %v, want reason %d", tc.a, err, tc.why)
			}
			if e.Error() == "" || !tc.s.Equal(before) {
				t.Errorf("the refusal has no text or changed the state")
			}
		})
	}
}

// TestHiddenChoice: the others see that a seat has chosen, never what.
func TestHiddenChoice(t *testing.T) {
	s := newGame(t, 3)
	c := card.New(card.Yellow, 9)
	if err := s.Apply(hoechste.Action{Seat: 1, Card: c}); err != nil {
		t.Fatal(err)
	}
	for p := range 3 {
		v := s.View(p)
		if !v.Chosen[1] || v.Chosen[0] || v.Counts[1] != 11 {
			t.Errorf("seat %d sees chosen %v counts %v", p, v.Chosen, v.Counts)
		}
		if shown := slices.Contains(v.Cards(), c); shown != (p == 1) {
			t.Errorf("seat %d sees the yellow 9: %v", p, shown)
		}
	}
	if !slices.Equal(s.ToMove(), []int{0, 2}) {
		t.Errorf("to move %v, want [0 2]", s.ToMove())
	}
}

func TestSetupRefused(t *testing.T) {
	r, y := hoechste.Hand(0), hoechste.Hand(1)
	short := r[:10]
	mixed := append(slices.Clone(r[:10]), card.New(card.Yellow, 11))
	for name, su := range map[string]hoechste.Setup{
		"one hand":     {Hands: [][]card.Card{r}},
		"short hand":   {Hands: [][]card.Card{short, y}},
		"mixed":        {Hands: [][]card.Card{mixed, y}},
		"same colour":  {Hands: [][]card.Card{r, r}},
		"five players": {Hands: [][]card.Card{r, y, hoechste.Hand(2), hoechste.Hand(3), r}},
	} {
		if _, err := hoechste.FromSetup(0, su, 1); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := hoechste.New(5, 0, 1); err == nil {
		t.Error("five players accepted")
	}
}
