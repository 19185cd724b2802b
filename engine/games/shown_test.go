package games_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/registry"
)

// TestCards: a set holds what was added, jokers and the highest card
// index included, and Covers, Union and Len agree with it.
func TestCards(t *testing.T) {
	var a, b games.Cards
	low, high, joker := card.New(card.Red, 1), card.New(card.Blue, card.MaxValue), card.Joker(4)
	a.Add(low)
	a.Add(joker)
	if !a.Has(low) || !a.Has(joker) || a.Has(high) || a.Len() != 2 {
		t.Fatalf("after adding %v and %v: has %v %v %v, len %d", low, joker, a.Has(low), a.Has(joker), a.Has(high), a.Len())
	}
	b.Add(high)
	if a.Covers(&b) || b.Covers(&a) {
		t.Fatal("disjoint sets cover each other")
	}
	b.Union(&a)
	if !b.Covers(&a) || a.Covers(&b) || b.Len() != 3 {
		t.Fatalf("the union of the sets: covers %v, len %d", b.Covers(&a), b.Len())
	}
	var empty games.Cards
	if !a.Covers(&empty) || empty.Len() != 0 {
		t.Fatal("the empty set")
	}
}

// TestShownEveryGame: every game tells what a seat is shown, so Undo can
// keep track of it; right after the deal each seat is shown at least its
// own cards where it holds any, and nothing of another seat's hand.
func TestShownEveryGame(t *testing.T) {
	for _, g := range registry.All() {
		r, err := g.Deal(map[string]any{}, g.MinPlayers, 0, 7)
		if err != nil {
			t.Fatalf("%s: %v", g.ID, err)
		}
		var s games.Cards
		if !games.Shown(r, 0, &s) {
			t.Errorf("%s: its round cannot tell what a seat is shown", g.ID)
			continue
		}
		a := r.(games.Audited)
		a.Places(func(c card.Card, p games.Place) {
			if p.VisibleTo(0) != s.Has(c) {
				t.Errorf("%s: %v in the %s of seat %d: visible %v, shown %v", g.ID, c, p.Zone, p.Seat, p.VisibleTo(0), s.Has(c))
			}
		})
	}
}

// notAudited is a round that cannot tell what its views show.
type notAudited struct{ games.Round }

func TestShownNeedsAudited(t *testing.T) {
	var s games.Cards
	if games.Shown(notAudited{}, 0, &s) || s.Len() != 0 {
		t.Fatal("a round without Audited told what a seat is shown")
	}
}
