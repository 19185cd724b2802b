package ratefix_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/ratefix"
)

func cards(t *testing.T, s string) []card.Card {
	t.Helper()
	var out []card.Card
	for _, f := range strings.Fields(s) {
		c, err := card.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// deal starts a game whose stacks begin with tops[p] (top first); the
// other cards follow in deck order, the rest is out of the game.
func deal(t *testing.T, dealer int, tops ...string) *ratefix.State {
	t.Helper()
	n := len(tops)
	hands := make([][]card.Card, n)
	var used []card.Card
	for p, s := range tops {
		hands[p] = cards(t, s)
		used = append(used, hands[p]...)
	}
	rest := slices.DeleteFunc(ratefix.Deck(), func(c card.Card) bool { return slices.Contains(used, c) })
	for p := range hands {
		for len(hands[p]) < ratefix.StackSize(n) {
			hands[p], rest = append(hands[p], rest[0]), rest[1:]
		}
	}
	s, err := ratefix.FromSetup(dealer, ratefix.Setup{Hands: hands, Out: rest}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// layAll lays every seat's top card, last seat first (any order will do).
func layAll(t *testing.T, s *ratefix.State) {
	t.Helper()
	to := s.ToMove()
	for i := len(to) - 1; i >= 0; i-- {
		p := to[i]
		if err := s.Apply(ratefix.Action{Seat: p, Kind: ratefix.Lay, Card: s.Stack(p)[0]}); err != nil {
			t.Fatal(err)
		}
	}
}

func guess(t *testing.T, s *ratefix.State, totals ...int) {
	t.Helper()
	for _, x := range totals {
		p := s.ToMove()[0]
		if err := s.Apply(ratefix.Action{Seat: p, Kind: ratefix.Guess, Total: x}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDeal(t *testing.T) {
	for _, tc := range []struct{ players, stack, out int }{{2, 20, 40}, {3, 13, 41}, {4, 10, 40}} {
		s, err := ratefix.New(tc.players, 0, 7)
		if err != nil {
			t.Fatal(err)
		}
		seen := map[card.Card]bool{}
		for p := range tc.players {
			if len(s.Stack(p)) != tc.stack {
				t.Errorf("%d players: stack %d holds %d cards, want %d", tc.players, p, len(s.Stack(p)), tc.stack)
			}
			for _, c := range s.Stack(p) {
				seen[c] = true
			}
		}
		for _, c := range s.Out() {
			seen[c] = true
		}
		if len(s.Out()) != tc.out || len(seen) != 80 {
			t.Errorf("%d players: %d out, %d distinct cards; want %d and 80", tc.players, len(s.Out()), len(seen), tc.out)
		}
	}
	for _, n := range []int{1, 5} {
		if _, err := ratefix.New(n, 0, 1); err == nil {
			t.Errorf("%d players dealt", n)
		}
	}
}

// TestRound: who guesses first, who wins, who begins the next round.
func TestRound(t *testing.T) {
	tests := []struct {
		name    string
		dealer  int
		tops    []string
		guesses []int // in guessing order
		winner  int
	}{
		{"left of the dealer first, exact guess wins", 0, []string{"R5", "Y7", "G3"}, []int{10, 15, 20}, 2},
		{"dealer 2: seat 0 first", 2, []string{"R5", "Y7", "G3"}, []int{15, 10, 20}, 0},
		{"above or below does not matter", 0, []string{"R10", "Y10"}, []int{16, 23}, 0},
		{"equally close: the earlier guess wins", 0, []string{"R10", "Y10"}, []int{22, 18}, 1},
		{"equally close, the dealer guesses first", 1, []string{"R10", "Y10"}, []int{22, 18}, 0},
		{"four players", 3, []string{"R1", "Y2", "G3", "B20"}, []int{40, 26, 27, 25}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := deal(t, tc.dealer, tc.tops...)
			n := len(tc.tops)
			if got := s.First(); got != (tc.dealer+1)%n {
				t.Fatalf("seat %d guesses first, want %d", got, (tc.dealer+1)%n)
			}
			layAll(t, s)
			guess(t, s, tc.guesses...)
			if s.Winner() != tc.winner || len(s.Won(tc.winner)) != n {
				t.Fatalf("winner %d with %v, want seat %d with the %d cards", s.Winner(), s.Won(tc.winner), tc.winner, n)
			}
			if s.First() != tc.winner || s.Rounds() != 1 {
				t.Errorf("next round: seat %d first, %d rounds; want %d, 1", s.First(), s.Rounds(), tc.winner)
			}
			layAll(t, s)
			if got := s.ToMove(); !slices.Equal(got, []int{tc.winner}) {
				t.Errorf("to guess in round 2: %v, want the winner %d", got, tc.winner)
			}
		})
	}
}

func TestClosest(t *testing.T) {
	calls := func(ts ...int) []ratefix.Call {
		out := make([]ratefix.Call, len(ts))
		for i, x := range ts {
			out[i] = ratefix.Call{Seat: i, Total: x}
		}
		return out
	}
	for _, tc := range []struct {
		calls []ratefix.Call
		total int
		want  int
	}{
		{calls(10, 20), 14, 0},
		{calls(10, 20), 15, 0},
		{calls(20, 10), 15, 0},
		{calls(10, 20), 16, 1},
		{calls(30, 12, 11, 13), 12, 1},
		{calls(30, 14, 10), 12, 1},
	} {
		if got := ratefix.Closest(tc.calls, tc.total); got != tc.want {
			t.Errorf("Closest(%v, %d) = %d, want %d", tc.calls, tc.total, got, tc.want)
		}
	}
}

// TestRefusals: every refusal has its reason and changes nothing.
func TestRefusals(t *testing.T) {
	fresh := func(t *testing.T) *ratefix.State { return deal(t, 0, "R5 R6", "Y7 Y8", "G3 G4") }
	laid := func(t *testing.T) *ratefix.State { s := fresh(t); layAll(t, s); return s }
	lay := func(seat int, c string) ratefix.Action {
		x, _ := card.Parse(c)
		return ratefix.Action{Seat: seat, Kind: ratefix.Lay, Card: x}
	}
	g := func(seat, total int) ratefix.Action {
		return ratefix.Action{Seat: seat, Kind: ratefix.Guess, Total: total}
	}
	tests := []struct {
		name  string
		state func(*testing.T) *ratefix.State
		a     ratefix.Action
		why   ratefix.Why
	}{
		{"no such seat", fresh, lay(3, "R5"), ratefix.WhyNotSeat},
		{"negative seat", fresh, g(-1, 10), ratefix.WhyNotSeat},
		{"unknown kind", fresh, ratefix.Action{Seat: 0, Kind: 9}, ratefix.WhyBadAction},
		{"a lay with a total", fresh, ratefix.Action{Seat: 0, Kind: ratefix.Lay, Card: card.New(card.Red, 5), Total: 3}, ratefix.WhyBadAction},
		{"a guess with a card", laid, ratefix.Action{Seat: 1, Kind: ratefix.Guess, Card: card.New(card.Red, 5), Total: 30}, ratefix.WhyBadAction},
		{"not the top card", fresh, lay(0, "R6"), ratefix.WhyNotTop},
		{"another seat's card", fresh, lay(0, "Y7"), ratefix.WhyNotTop},
		{"laid twice", laid, lay(0, "R6"), ratefix.WhyLaid},
		{"guess before all are laid", fresh, g(1, 15), ratefix.WhyLaying},
		{"guess out of turn", laid, g(0, 15), ratefix.WhyNotTurn},
		{"below the smallest total", laid, g(1, 2), ratefix.WhyRange},
		{"above the largest total", laid, g(1, 61), ratefix.WhyRange},
		{"a total guessed before", func(t *testing.T) *ratefix.State { s := laid(t); guess(t, s, 15); return s }, g(2, 15), ratefix.WhyTaken},
		{"game over", func(t *testing.T) *ratefix.State {
			s := deal(t, 0, "R1", "Y1")
			for !s.IsOver() {
				layAll(t, s)
				guess(t, s, 20, 21)
			}
			return s
		}, g(1, 20), ratefix.WhyOver},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.state(t)
			before := s.Clone()
			err := s.Apply(tc.a)
			var e *ratefix.Error
			if !errors.As(err, &e) || e.Why != tc.why {
				t.Fatalf("%v: got %v, want reason %d", tc.a, err, tc.why)
			}
			if e.Error() == "" || e.Error() == "the action is not allowed" {
				t.Errorf("reason %d has no message of its own", e.Why)
			}
			if !s.Equal(before) {
				t.Errorf("refused %v changed the state", tc.a)
			}
		})
	}
}

// TestBounds: the legal guesses run from the smallest to the largest total
// that the number of cards can show, without the totals already guessed.
func TestBounds(t *testing.T) {
	for _, tc := range []struct{ players, lo, hi int }{{2, 2, 40}, {3, 3, 60}, {4, 4, 80}} {
		tops := make([]string, tc.players)
		for p := range tops {
			tops[p] = card.New(card.Colors[p], 1).String()
		}
		s := deal(t, tc.players-1, tops...)
		layAll(t, s)
		l := s.Legal(0)
		if len(l) != tc.hi-tc.lo+1 || l[0].Total != tc.lo || l[len(l)-1].Total != tc.hi {
			t.Errorf("%d players: %d guesses from %d to %d, want %d to %d", tc.players, len(l), l[0].Total, l[len(l)-1].Total, tc.lo, tc.hi)
		}
		guess(t, s, tc.lo+1)
		l = s.Legal(1)
		if len(l) != tc.hi-tc.lo || slices.ContainsFunc(l, func(a ratefix.Action) bool { return a.Total == tc.lo+1 }) {
			t.Errorf("%d players: the guessed total is still offered", tc.players)
		}
		if len(s.Legal(0)) != 0 {
			t.Errorf("%d players: a seat that guessed may guess again", tc.players)
		}
	}
}

// TestView: a seat sees its own top card until it lays it, then its laid
// card, never another seat's; the reveal shows every card of the round.
func TestView(t *testing.T) {
	s := deal(t, 0, "R5 R6", "Y7 Y8")
	v := s.View(0)
	if v.Top != card.New(card.Red, 5) || v.Own != card.None || slices.Contains(v.Cards(), card.New(card.Yellow, 7)) {
		t.Fatalf("before laying: top %v, own %v, cards %v", v.Top, v.Own, v.Cards())
	}
	if err := s.Apply(ratefix.Action{Seat: 0, Kind: ratefix.Lay, Card: card.New(card.Red, 5)}); err != nil {
		t.Fatal(err)
	}
	v = s.View(0)
	if v.Top != card.None || v.Own != card.New(card.Red, 5) || slices.Contains(v.Cards(), card.New(card.Red, 6)) {
		t.Errorf("after laying: top %v, own %v, cards %v (the next card is not looked at yet)", v.Top, v.Own, v.Cards())
	}
	if w := s.View(1); !w.HasLaid[0] || w.HasLaid[1] || slices.Contains(w.Cards(), card.New(card.Red, 5)) || w.Top != card.New(card.Yellow, 7) {
		t.Errorf("seat 1 sees %v, laid %v, top %v", w.Cards(), w.HasLaid, w.Top)
	}
	layAll(t, s)
	guess(t, s, 12, 13)
	v = s.View(1)
	// Seat 1 guessed first, and 12 is the total.
	if !slices.Equal(v.Last, cards(t, "R5 Y7")) || v.Winner != 1 || len(v.LastC) != 2 || v.Top != card.New(card.Yellow, 8) {
		t.Errorf("after the reveal: last %v, winner %d, guesses %v, top %v", v.Last, v.Winner, v.LastC, v.Top)
	}
	if !slices.Equal(v.Won[1], cards(t, "R5 Y7")) || len(v.Won[0]) != 0 || v.Stacks[0] != 19 {
		t.Errorf("won %v, stacks %v", v.Won, v.Stacks)
	}
}

// TestEnd: the game ends when the stacks are used up; most cards won wins,
// equal counts share.
func TestEnd(t *testing.T) {
	s := deal(t, 1, "R1", "Y1")
	for !s.IsOver() {
		layAll(t, s)
		// Guesses of which either may win, by the cards.
		if s.First() == 0 {
			guess(t, s, 3, 4)
		} else {
			guess(t, s, 2, 40)
		}
	}
	if s.Rounds() != 20 || s.Actions() != 80 {
		t.Fatalf("%d rounds, %d actions", s.Rounds(), s.Actions())
	}
	res := s.Result()
	sc := s.Scores()
	if res == nil || res.Reason != "stacks" || sc[0]+sc[1] != 40 || !slices.Equal(res.Scores, sc) {
		t.Fatalf("result %+v, scores %v", res, sc)
	}
	want := []int{0}
	switch {
	case sc[1] > sc[0]:
		want = []int{1}
	case sc[1] == sc[0]:
		want = []int{0, 1}
	}
	if !slices.Equal(res.Winners, want) {
		t.Errorf("winners %v with scores %v", res.Winners, sc)
	}
}
