package snap_test

import (
	"fmt"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/snap"
)

// cards parses record notation ("R7 Y7").
func cards(t testing.TB, s string) []card.Card {
	t.Helper()
	var out []card.Card
	for _, f := range splitFields(s) {
		c, err := card.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// table deals a game whose stacks begin with the given cards (top first) and
// whose seats set aside the given quartets; the other cards are spread over
// the stacks so that no stack holds a quartet.
func table(t testing.TB, opts snap.Options, dealer int, tops []string, quartets [][]int) *snap.State {
	t.Helper()
	players := len(tops)
	su := snap.Setup{Hands: make([][]card.Card, players), Quartets: make([][]int, players)}
	used := map[card.Card]bool{}
	need := make([]int, players)
	for p := range players {
		su.Hands[p] = cards(t, tops[p])
		for _, c := range su.Hands[p] {
			used[c] = true
		}
		if quartets != nil {
			su.Quartets[p] = quartets[p]
		}
		for _, v := range su.Quartets[p] {
			for _, col := range card.Colors {
				used[card.New(col, v)] = true
			}
		}
		need[p] = snap.DealSize(players, dealer, p) - len(su.Hands[p]) - 4*len(su.Quartets[p])
		if need[p] < 0 {
			t.Fatalf("seat %d is given too many cards", p)
		}
	}
	base := su.Hands
	for seed := uint64(1); ; seed++ {
		if seed > 100 {
			t.Fatal("no deal found around the given cards")
		}
		su.Hands = make([][]card.Card, players)
		left := slices.Clone(need)
		for p := range players {
			su.Hands[p] = slices.Clone(base[p])
		}
		if fill(su.Hands, left, used, seed) {
			break
		}
	}
	s, err := snap.FromSetup(opts, dealer, su, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
	return s
}

func count(h []card.Card, v int) int {
	n := 0
	for _, c := range h {
		if c.Value() == v {
			n++
		}
	}
	return n
}

// invariants checks that every card lies in exactly one place, that the
// counts of quartets agree with the cards set aside, and that the view shows
// what the state holds.
func invariants(s *snap.State) error {
	var all []card.Card
	for p := range s.Players() {
		all = append(all, s.Stack(p)...)
		all = append(all, s.Pile(p)...)
	}
	all = append(all, s.Centre()...)
	q := make([]int, s.Players())
	for v := 1; v <= snap.Values; v++ {
		if o := s.Aside(v); o >= 0 {
			q[o]++
			for _, col := range card.Colors {
				all = append(all, card.New(col, v))
			}
		}
	}
	slices.Sort(all)
	if !slices.Equal(all, card.Deck(20, card.Colors[:]...)) {
		return fmt.Errorf("the cards are not the deck (%d cards): %s", len(all), card.Format(all))
	}
	if !slices.Equal(q, s.Quartets()) {
		return fmt.Errorf("quartets %v, but the values set aside give %v", s.Quartets(), q)
	}
	v := s.View(0)
	for p := range s.Players() {
		pile := s.Pile(p)
		h := v.Piles[p]
		if h.Size != len(pile) || v.Stacks[p] != len(s.Stack(p)) || (len(pile) > 0 && h.Top != pile[len(pile)-1]) {
			return fmt.Errorf("the view of seat %d's cards differs from the state", p)
		}
		err := s.Check(snap.CallOf(p, s.Last()+1, snap.Schnapp))
		if s.IsOver() || (s.Options().TimeLimit > 0 && s.Last()+1 >= s.Options().TimeLimit) {
			continue
		}
		if (err == nil) != s.Holds(p) {
			return fmt.Errorf("seat %d holds cards: %v, but a Schnapp of his is refused: %v", p, s.Holds(p), err)
		}
	}
	if !s.Options().Los && (s.Turn() < 0) != s.IsOver() {
		return fmt.Errorf("turn %d while over is %v", s.Turn(), s.IsOver())
	}
	if t := s.Turn(); t >= 0 && !s.Holds(t) {
		return fmt.Errorf("seat %d is to reveal but holds no cards", t)
	}
	return nil
}

// fill spreads the unused cards over the stacks in a seeded order, never
// giving a stack the fourth card of a value; false if it gets stuck.
func fill(hands [][]card.Card, need []int, used map[card.Card]bool, seed uint64) bool {
	rest := card.Deck(20, card.Colors[:]...)
	r := card.NewRng(seed)
	r.Shuffle(rest)
	for _, c := range rest {
		if used[c] {
			continue
		}
		placed := false
		for p := range hands {
			if need[p] > 0 && count(hands[p], c.Value()) < 3 {
				hands[p] = append(hands[p], c)
				need[p]--
				placed = true
				break
			}
		}
		if !placed {
			return false
		}
	}
	return true
}
