package schwarzerpeter_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"elferraus/engine/card"
	sp "elferraus/engine/schwarzerpeter"
)

func cards(t *testing.T, s ...string) []card.Card {
	t.Helper()
	out := make([]card.Card, len(s))
	for i, x := range s {
		c, err := card.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// pairsOf lists both cards of each value from lo to hi.
func pairsOf(lo, hi int) []card.Card {
	var out []card.Card
	for v := lo; v <= hi; v++ {
		out = append(out, card.New(card.Red, v), card.New(card.Blue, v))
	}
	return out
}

// threeSeats: dealer 2, aside R1 (the Peter is B1); after the pairs seat 0
// holds R2, seat 1 B2 R3 B4, seat 2 B3 R4 B1.
func threeSeats(t *testing.T) *sp.State {
	t.Helper()
	su := sp.Setup{Aside: cards(t, "R1")[0], Hands: [][]card.Card{
		append(cards(t, "R2"), pairsOf(5, 10)...),
		append(cards(t, "B2", "R3", "B4"), pairsOf(11, 15)...),
		append(cards(t, "B3", "R4", "B1"), pairsOf(16, 20)...),
	}}
	s, err := sp.FromSetup(sp.Options{}, 3, 2, 7, su)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDeal(t *testing.T) {
	for _, kurz := range []bool{false, true} {
		for n := sp.MinPlayers; n <= sp.MaxPlayers; n++ {
			for dealer := range n {
				s, err := sp.New(sp.Options{Kurz: kurz}, n, dealer, uint64(10*n+dealer))
				if err != nil {
					t.Fatal(err)
				}
				rec := s.Record(nil, 1)
				su := rec.Setups[0]
				total := 1
				deck := 40
				if kurz {
					deck = 32
				}
				for p, h := range su.Hands {
					total += len(h)
					want := (deck - 1) / n
					if (p-dealer-1+n)%n < (deck-1)%n {
						want++
					}
					if len(h) != want {
						t.Errorf("kurz %v, %d players, dealer %d: seat %d has %d cards, want %d", kurz, n, dealer, p, len(h), want)
					}
					for _, c := range h {
						if kurz && c.Value() > 16 {
							t.Errorf("kurz deals %v", c)
						}
					}
					// After the deal no hand holds a pair.
					vals := map[int]bool{}
					for _, c := range s.Hand(p) {
						if vals[c.Value()] {
							t.Errorf("seat %d still holds a pair of %d", p, c.Value())
						}
						vals[c.Value()] = true
					}
					if len(s.Hand(p))+len(s.Laid(p)) != len(h) {
						t.Errorf("seat %d: %d in hand and %d laid of %d dealt", p, len(s.Hand(p)), len(s.Laid(p)), len(h))
					}
				}
				if total != deck {
					t.Errorf("%d cards dealt and aside, want %d", total, deck)
				}
				if s.PeterHolder() < 0 || s.Hand(s.PeterHolder())[0] == su.Aside {
					t.Errorf("the Peter (twin of %v) is not in a hand", su.Aside)
				}
			}
		}
	}
}

func TestPlayThrough(t *testing.T) {
	s := threeSeats(t)
	if s.Drawer() != 0 || s.Giver() != 1 || s.ToMove() != 1 {
		t.Fatalf("drawer %d giver %d to move %d, want 0 1 1", s.Drawer(), s.Giver(), s.ToMove())
	}
	steps := []struct {
		a             sp.Action
		drawer, giver int
		hand0, hand1  string
		hand2         string
	}{
		{sp.KeepOf(1), 0, 1, "R2", "B2 R3 B4", "B3 R4 B1"},
		{sp.DrawOf(0, 0), 1, 2, "", "R3 B4", "B3 R4 B1"}, // seat 0 pairs its last card and is out
		{sp.KeepOf(2), 1, 2, "", "R3 B4", "B3 R4 B1"},
		{sp.DrawOf(1, 0), 2, 1, "", "B4", "R4 B1"}, // the next after seat 2 is seat 1: seat 0 is out
		{sp.ArrangeOf(1, []int{0}), 2, 1, "", "B4", "R4 B1"},
	}
	for i, st := range steps {
		err := s.Apply(st.a)
		if i == 4 {
			// One card has one order: that is a keep.
			var e *sp.Error
			if !errors.As(err, &e) || e.Why != sp.WhySameOrder {
				t.Fatalf("arranging one card: %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		got := [3]string{card.Format(s.Hand(0)), card.Format(s.Hand(1)), card.Format(s.Hand(2))}
		if s.Drawer() != st.drawer || s.Giver() != st.giver || got != [3]string{st.hand0, st.hand1, st.hand2} {
			t.Fatalf("step %d: drawer %d giver %d hands %q", i, s.Drawer(), s.Giver(), got)
		}
	}
	for _, a := range []sp.Action{sp.KeepOf(1), sp.DrawOf(2, 0)} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !s.IsOver() || s.Reason() != "peter" || s.Loser() != 2 {
		t.Fatalf("over %v by %q, loser %d", s.IsOver(), s.Reason(), s.Loser())
	}
	r := s.Result()
	if !slices.Equal(r.Winners, []int{0, 1}) || !slices.Equal(r.Scores, []int{0, 0, 1}) {
		t.Errorf("result %+v", r)
	}
	if v := s.View(0); v.Aside != cards(t, "R1")[0] {
		t.Errorf("the set-aside card is not shown at the end: %v", v.Aside)
	}
}

// TestOverAtTheDeal: a deal that leaves one player alone with cards is over
// before anybody draws.
func TestOverAtTheDeal(t *testing.T) {
	su := sp.Setup{Aside: cards(t, "R1")[0], Hands: [][]card.Card{
		pairsOf(2, 11),
		append(pairsOf(12, 20), cards(t, "B1")...),
	}}
	s, err := sp.FromSetup(sp.Options{}, 2, 1, 1, su)
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsOver() || s.Loser() != 1 || len(s.Legal(0))+len(s.Legal(1)) != 0 {
		t.Errorf("over %v, loser %d", s.IsOver(), s.Loser())
	}
}

func TestRefusals(t *testing.T) {
	fresh := threeSeats(t)
	arranged := threeSeats(t)
	if err := arranged.Apply(sp.KeepOf(1)); err != nil {
		t.Fatal(err)
	}
	over := threeSeats(t)
	for _, a := range []sp.Action{sp.KeepOf(1), sp.DrawOf(0, 0), sp.KeepOf(2), sp.DrawOf(1, 0), sp.KeepOf(1), sp.DrawOf(2, 0)} {
		if err := over.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	cases := []struct {
		s   *sp.State
		a   sp.Action
		why sp.Why
	}{
		{fresh, sp.DrawOf(0, 0), sp.WhyArrangeNow},
		{fresh, sp.KeepOf(0), sp.WhyNotYourTurn},
		{fresh, sp.KeepOf(7), sp.WhyNotSeat},
		{fresh, sp.KeepOf(-1), sp.WhyNotSeat},
		{fresh, sp.ArrangeOf(1, []int{0, 0, 1}), sp.WhyOrder},
		{fresh, sp.ArrangeOf(1, []int{1, 0}), sp.WhyOrder},
		{fresh, sp.ArrangeOf(1, []int{1, 0, 2, 3}), sp.WhyOrder},
		{fresh, sp.Action{Kind: 9, Seat: 1}, sp.WhyKind},
		{arranged, sp.KeepOf(1), sp.WhyDrawNow},
		{arranged, sp.ArrangeOf(1, []int{2, 1, 0}), sp.WhyDrawNow},
		{arranged, sp.DrawOf(2, 0), sp.WhyNotYourTurn},
		{arranged, sp.DrawOf(0, 3), sp.WhyPos},
		{arranged, sp.DrawOf(0, -1), sp.WhyPos},
		{over, sp.KeepOf(1), sp.WhyOver},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.a), func(t *testing.T) {
			before := c.s.Clone()
			err := c.s.Apply(c.a)
			var e *sp.Error
			if !errors.As(err, &e) || e.Why != c.why {
				t.Fatalf("got %v, want reason %d", err, c.why)
			}
			if e.Error() == "" || e.Error() == "the action is not allowed" {
				t.Errorf("no clear message: %q", e.Error())
			}
			if !c.s.Equal(before) {
				t.Error("a refused action changed the state")
			}
		})
	}
}

// TestArrangeAndKnowledge: the giver sees where the card it lost went until
// the holder rearranges; an arrangement reorders the hand as named.
func TestArrangeAndKnowledge(t *testing.T) {
	s := threeSeats(t)
	if err := s.Apply(sp.ArrangeOf(1, []int{2, 0, 1})); err != nil {
		t.Fatal(err)
	}
	if got := card.Format(s.Hand(1)); got != "B4 B2 R3" {
		t.Fatalf("arranged hand %s, want B4 B2 R3", got)
	}
	// Seat 0 draws B4 (no pair): seat 1 now knows where it is.
	if err := s.Apply(sp.DrawOf(0, 0)); err != nil {
		t.Fatal(err)
	}
	if got := s.View(1).Known[0]; card.Format(got) != "- B4" {
		t.Errorf("seat 1 knows %v of seat 0's hand, want - B4", card.Format(got))
	}
	if got := s.View(2).Known[0]; card.Format(got) != "- -" {
		t.Errorf("seat 2 knows %v, want nothing", card.Format(got))
	}
	// Seat 2 is the next giver, and seat 0 will later give to seat 2; an
	// arrangement by seat 0 would wipe seat 1's knowledge.
	for _, a := range []sp.Action{sp.KeepOf(2), sp.DrawOf(1, 2)} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if s.Giver() != 0 || s.ToMove() != 0 {
		t.Fatalf("giver %d", s.Giver())
	}
	if err := s.Apply(sp.ArrangeOf(0, []int{1, 0})); err != nil {
		t.Fatal(err)
	}
	if got := s.View(1).Known[0]; card.Format(got) != "- -" {
		t.Errorf("after the arrangement seat 1 still knows %v", card.Format(got))
	}
}

func TestFromSetupRefuses(t *testing.T) {
	good := func() sp.Setup {
		return sp.Setup{Aside: cards(t, "R1")[0], Hands: [][]card.Card{
			pairsOf(2, 11),
			append(pairsOf(12, 20), cards(t, "B1")...),
		}}
	}
	cases := map[string]func(*sp.Setup){
		"doubled card":    func(su *sp.Setup) { su.Hands[0][0] = su.Hands[0][1] },
		"not of the deck": func(su *sp.Setup) { su.Hands[0][0] = cards(t, "G5")[0] },
		"aside in a hand": func(su *sp.Setup) { su.Aside = su.Hands[1][0] },
		"uneven hands":    func(su *sp.Setup) { su.Hands[1] = append(su.Hands[1], su.Hands[0][19]); su.Hands[0] = su.Hands[0][:19] },
		"three hands":     func(su *sp.Setup) { su.Hands = append(su.Hands, nil) },
	}
	for name, mod := range cases {
		su := good()
		mod(&su)
		if _, err := sp.FromSetup(sp.Options{}, 2, 1, 1, su); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := sp.FromSetup(sp.Options{Kurz: true}, 2, 1, 1, good()); err == nil {
		t.Error("the long deck accepted in the short game")
	}
	if _, err := sp.FromSetup(sp.Options{}, 2, 1, 1, good()); err != nil {
		t.Errorf("the good setup: %v", err)
	}
}

// TestFollowAndMix: a card lost in a draw is followed by the seat that lost
// it, and by every seat that knew where it sat, when it is drawn on; a mix
// wipes that knowledge even when it leaves the order as it was, since the
// others only saw the cards mixed.
func TestFollowAndMix(t *testing.T) {
	s := threeSeats(t)
	for _, a := range []sp.Action{
		sp.KeepOf(1), sp.DrawOf(0, 2), // seat 0 takes B4 from seat 1
		sp.KeepOf(2), sp.DrawOf(1, 1), // seat 1 takes R4 from seat 2
		sp.KeepOf(0), sp.DrawOf(2, 1), // seat 2 takes B4 from seat 0
	} {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if got := card.Format(s.Hand(2)); got != "B3 B1 B4" {
		t.Fatalf("seat 2 holds %s, want B3 B1 B4", got)
	}
	for seat, want := range []string{"- - B4", "- - B4"} {
		if got := card.Format(s.View(seat).Known[2]); got != want {
			t.Errorf("seat %d knows %s of seat 2's hand, want %s", seat, got, want)
		}
	}
	if got := card.Format(s.View(2).Known[1]); got != "- - R4" {
		t.Errorf("seat 2 knows %s of seat 1's hand, want - - R4", got)
	}
	// Seat 1 is the giver now: a mix that leaves the order is accepted
	// and the others lose track.
	if err := s.Apply(sp.ArrangeOf(1, []int{0, 1, 2})); err != nil {
		t.Fatalf("a mix that keeps the order: %v", err)
	}
	if got := card.Format(s.Hand(1)); got != "B2 R3 R4" {
		t.Errorf("seat 1 holds %s after the mix, want B2 R3 R4", got)
	}
	if got := card.Format(s.View(2).Known[1]); got != "- - -" {
		t.Errorf("after the mix seat 2 still knows %s", got)
	}
	if s.Knows(2, cards(t, "R4")[0]) || !s.Knows(1, cards(t, "B4")[0]) {
		t.Error("Knows disagrees with the views")
	}
}
