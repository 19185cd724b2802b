package ueberall_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/ueberall"
)

func cards(t testing.TB, s string) []card.Card {
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

// table deals the named cards on top of the seats' stacks and the rest of
// the deck below them, round the seats, or with fill false all to the last
// seat; the dealer is the last seat, so seat 0 opens.
func table(t testing.TB, players int, fill bool, stacks ...string) *ueberall.State {
	t.Helper()
	su := ueberall.Setup{Stacks: make([][]card.Card, players)}
	used := map[card.Card]bool{}
	for p, st := range stacks {
		su.Stacks[p] = cards(t, st)
		for _, c := range su.Stacks[p] {
			used[c] = true
		}
	}
	i := 0
	for _, c := range card.Deck(ueberall.Values, card.Colors[:]...) {
		if used[c] {
			continue
		}
		p := i % players
		if !fill {
			p = players - 1
		}
		su.Stacks[p] = append(su.Stacks[p], c)
		i++
	}
	s, err := ueberall.FromSetup(players-1, su, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func apply(t testing.TB, s *ueberall.State, as ...ueberall.Action) {
	t.Helper()
	for _, a := range as {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
}

func act(seat int, k ueberall.Kind) ueberall.Action { return ueberall.Action{Seat: seat, Kind: k} }
func give(seat, on int) ueberall.Action {
	return ueberall.Action{Seat: seat, Kind: ueberall.Give, On: on}
}

func isWhy(err error, w ueberall.Why) bool {
	var e *ueberall.Error
	return errors.As(err, &e) && e.Why == w
}

func TestDeal(t *testing.T) {
	for players := ueberall.MinPlayers; players <= ueberall.MaxPlayers; players++ {
		s, err := ueberall.New(players, 0, 5)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for p := range players {
			n += len(s.Stack(p))
			want := 80 / players
			if p >= 1 && p <= 80%players {
				want++
			}
			if len(s.Stack(p)) != want {
				t.Errorf("%d players: seat %d has %d cards, want %d", players, p, len(s.Stack(p)), want)
			}
		}
		if n != 80 || s.Turn() != 1 {
			t.Errorf("%d players: %d cards, seat %d opens", players, n, s.Turn())
		}
	}
	if _, err := ueberall.New(7, 0, 1); err == nil {
		t.Error("seven players dealt")
	}
}

func TestFits(t *testing.T) {
	for _, tc := range []struct {
		c, top string
		fits   bool
	}{
		{"R6", "R5", true}, {"B6", "R5", true}, {"R7", "R5", false}, {"R4", "R5", false},
		{"G1", "Y20", true}, {"G20", "Y19", true}, {"G2", "Y20", false}, {"R5", "R5", false},
	} {
		if got := ueberall.Fits(cards(t, tc.c)[0], cards(t, tc.top)[0]); got != tc.fits {
			t.Errorf("%s on %s: %v", tc.c, tc.top, got)
		}
	}
	if ueberall.Fits(cards(t, "R1")[0], card.None) {
		t.Error("a card fits an empty pile")
	}
}

// play3 is a 3-player table: seat 0 opens with R5; seat 1's B9 fits
// nowhere; seat 2's Y10 fits seat 1's pile, then G12 fits nowhere; seat 0's
// G6 fits the centre.
func play3(t *testing.T) *ueberall.State {
	return table(t, 3, true, "R5 G6", "B9", "Y10 G12")
}

var (
	open3   = []ueberall.Action{act(0, ueberall.Turn), act(0, ueberall.Centre)}
	second3 = append(slices.Clone(open3), act(1, ueberall.Turn), act(2, ueberall.Turn), give(2, 1),
		act(2, ueberall.Turn), act(0, ueberall.Turn))
	window3 = append(slices.Clone(second3), act(0, ueberall.Keep))
	turned3 = append(slices.Clone(open3), act(1, ueberall.Turn), act(2, ueberall.Turn))
)

func TestTurns(t *testing.T) {
	s := play3(t)
	apply(t, s, act(0, ueberall.Turn))
	if got := s.Legal(0); !slices.Equal(got, []ueberall.Action{act(0, ueberall.Centre)}) {
		t.Errorf("opening: legal %v", got)
	}
	apply(t, s, act(0, ueberall.Centre))
	if s.Turn() != 1 || len(s.Centre()) != 1 {
		t.Fatalf("after the opening seat %d is on turn", s.Turn())
	}
	apply(t, s, act(1, ueberall.Turn))
	if s.Turn() != 2 || s.Window() || s.Turned() != card.None || !slices.Equal(s.Pile(1), cards(t, "B9")) || len(s.Legal(1)) != 0 {
		t.Fatalf("B9 on R5 with no piles: seat %d on turn, window %v, turned %v, seat 1's pile %v and legal %v; want it on seat 1's pile and seat 2 on turn",
			s.Turn(), s.Window(), s.Turned(), s.Pile(1), s.Legal(1))
	}
	apply(t, s, act(2, ueberall.Turn))
	if got := s.Legal(2); !slices.Equal(got, []ueberall.Action{give(2, 1), act(2, ueberall.Keep)}) {
		t.Errorf("Y10 on B9: legal %v", got)
	}
	apply(t, s, give(2, 1))
	if s.Turn() != 2 || !slices.Equal(s.Pile(1), cards(t, "B9 Y10")) {
		t.Errorf("after giving: seat %d on turn, seat 1's pile %v", s.Turn(), s.Pile(1))
	}
	apply(t, s, act(2, ueberall.Turn))
	if s.Turn() != 0 || !slices.Equal(s.Pile(2), cards(t, "G12")) {
		t.Fatalf("G12 fits nowhere: seat %d on turn, seat 2's pile %v", s.Turn(), s.Pile(2))
	}
	apply(t, s, act(0, ueberall.Turn))
	if got := s.Legal(0); !slices.Equal(got, []ueberall.Action{act(0, ueberall.Centre), act(0, ueberall.Keep)}) {
		t.Errorf("G6 on R5: legal %v", got)
	}
}

// TestStopp: an overlooked fit opens a window for every other seat; each
// caller's bottom card goes on top of the overlooker's stack.
func TestStopp(t *testing.T) {
	for _, tc := range []struct {
		name    string
		choices []ueberall.Action
		gained  int
	}{
		{"both call", []ueberall.Action{act(2, ueberall.Stopp), act(1, ueberall.Stopp)}, 2},
		{"one calls", []ueberall.Action{act(1, ueberall.Pass), act(2, ueberall.Stopp)}, 1},
		{"nobody calls", []ueberall.Action{act(1, ueberall.Pass), act(2, ueberall.Pass)}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := play3(t)
			apply(t, s, window3...)
			if !s.Window() || !slices.Equal(s.ToMove(nil), []int{1, 2}) {
				t.Fatalf("window %v, to move %v", s.Window(), s.ToMove(nil))
			}
			before := slices.Clone(s.Stack(0))
			bottoms := map[int]card.Card{1: s.Stack(1)[len(s.Stack(1))-1], 2: s.Stack(2)[len(s.Stack(2))-1]}
			apply(t, s, tc.choices[0])
			v := s.View(1)
			if tc.choices[0].Seat == 2 && (!v.Chosen[2] || v.Chosen[1] || v.Mine != 0) {
				t.Errorf("seat 1's view: chosen %v, mine %v", v.Chosen, v.Mine)
			}
			apply(t, s, tc.choices[1])
			if s.Window() || s.Turn() != 1 {
				t.Fatalf("after the window: open %v, seat %d on turn", s.Window(), s.Turn())
			}
			got := s.Stack(0)
			if len(got) != len(before)+tc.gained || !slices.Equal(got[tc.gained:], before) {
				t.Fatalf("the overlooker's stack went from %v to %v", before, got)
			}
			// Callers give in seat order from the overlooker's left, each
			// on top: the last giver's card lies on top.
			var want []card.Card
			for _, p := range []int{2, 1} {
				for _, a := range tc.choices {
					if a.Seat == p && a.Kind == ueberall.Stopp {
						want = append(want, bottoms[p])
					}
				}
			}
			if !slices.Equal(got[:tc.gained], want) {
				t.Errorf("given cards on top %v, want %v", got[:tc.gained], want)
			}
		})
	}
}

// TestRefillAndOut: an empty stack takes the face-up pile turned over (its
// bottom card on top); a player without cards is out and placed; the game
// ends when one player is left.
func TestRefillAndOut(t *testing.T) {
	s := table(t, 2, false, "R5 B9", "Y1 Y10 G3")
	apply(t, s, act(0, ueberall.Turn), act(0, ueberall.Centre), act(1, ueberall.Turn),
		act(0, ueberall.Turn), act(1, ueberall.Turn), give(1, 0), act(1, ueberall.Turn))
	if len(s.Stack(0)) != 0 || !slices.Equal(s.Pile(0), cards(t, "B9 Y10")) {
		t.Fatalf("seat 0: stack %v, pile %v", s.Stack(0), s.Pile(0))
	}
	// B9, the pile's bottom card, is turned first and fits nowhere.
	apply(t, s, act(0, ueberall.Turn))
	if s.Turned() != card.None || !slices.Equal(s.Stack(0), cards(t, "Y10")) || !slices.Equal(s.Pile(0), cards(t, "B9")) {
		t.Fatalf("after the refill: turned %v, stack %v, pile %v", s.Turned(), s.Stack(0), s.Pile(0))
	}

}

func TestGoingOut(t *testing.T) {
	s := table(t, 2, false, "R5 R6", "Y1")
	apply(t, s, act(0, ueberall.Turn), act(0, ueberall.Centre), act(1, ueberall.Turn),
		act(0, ueberall.Turn), act(0, ueberall.Centre))
	res := s.Result()
	if !s.IsOver() || res.Reason != ueberall.ReasonOut || !slices.Equal(res.Winners, []int{0}) || !slices.Equal(res.Scores, []int{1, 2}) {
		t.Errorf("result %+v", res)
	}
	if err := s.Apply(act(1, ueberall.Turn)); !isWhy(err, ueberall.WhyOver) {
		t.Errorf("after the end: %v", err)
	}

	// Three players: the first out is placed, the others play on.
	s = table(t, 3, false, "R5 R6", "Y1")
	apply(t, s, act(0, ueberall.Turn), act(0, ueberall.Centre), act(1, ueberall.Turn))
	for s.Turn() == 2 {
		l := s.Legal(2)
		apply(t, s, l[0])
		for _, p := range s.ToMove(nil) {
			if s.Window() {
				apply(t, s, act(p, ueberall.Pass))
			}
		}
	}
	apply(t, s, act(0, ueberall.Turn))
	if s.Turned() != cards(t, "R6")[0] || !slices.Contains(s.Legal(0), act(0, ueberall.Centre)) {
		t.Fatalf("seat 0 turned %v, legal %v", s.Turned(), s.Legal(0))
	}
	apply(t, s, act(0, ueberall.Centre))
	if got := s.Places(); got[0] != 1 || got[1] != 0 || got[2] != 0 || s.IsOver() || s.Turn() != 1 {
		t.Errorf("places %v, over %v, seat %d on turn", got, s.IsOver(), s.Turn())
	}
}

func TestRefusals(t *testing.T) {
	tests := []struct {
		before []ueberall.Action
		a      ueberall.Action
		why    ueberall.Why
	}{
		{nil, act(5, ueberall.Turn), ueberall.WhyNotSeat},
		{nil, act(1, ueberall.Turn), ueberall.WhyNotYourTurn},
		{nil, act(0, ueberall.Keep), ueberall.WhyTurnFirst},
		{open3[:1], act(0, ueberall.Turn), ueberall.WhyLayFirst},
		{open3[:1], act(0, ueberall.Keep), ueberall.WhyOpening},
		{nil, act(1, ueberall.Stopp), ueberall.WhyNoWindow},
		{nil, act(0, 9), ueberall.WhyBadAction},
		{nil, ueberall.Action{Seat: 0, Kind: ueberall.Turn, On: 2}, ueberall.WhyBadAction},
		// Seat 2's Y10 fits seat 1's pile only.
		{turned3, act(2, ueberall.Centre), ueberall.WhyNoFit},
		{turned3, give(2, 0), ueberall.WhyNoFit},
		{turned3, give(2, 2), ueberall.WhyOwnPile},
		{turned3, give(2, 7), ueberall.WhyNotSeat},
		// Seat 1's B9 went on its own pile in its turn.
		{turned3, act(1, ueberall.Keep), ueberall.WhyNotYourTurn},
		{second3, give(0, 1), ueberall.WhyCentreFirst},
		{window3, act(1, ueberall.Turn), ueberall.WhyWindow},
		{append(slices.Clone(window3), act(1, ueberall.Stopp)), act(1, ueberall.Pass), ueberall.WhyChosen},
		{window3, act(0, ueberall.Stopp), ueberall.WhyNotInWindow},
	}
	for i, tc := range tests {
		s := play3(t)
		apply(t, s, tc.before...)
		before := s.Clone()
		err := s.Apply(tc.a)
		if !isWhy(err, tc.why) {
			t.Errorf("case %d, %v: got %v, want reason %d", i, tc.a, err, tc.why)
		}
		if err != nil && err.Error() == "" {
			t.Errorf("case %d: empty message", i)
		}
		if !s.Equal(before) {
			t.Errorf("case %d: the refusal changed the state", i)
		}
	}
}
