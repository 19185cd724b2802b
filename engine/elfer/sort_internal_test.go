package elfer

import (
	"slices"
	"testing"

	"elferraus/engine/card"
)

func TestSortHand(t *testing.T) {
	// sortHand must agree with an ordinary sort on every input, including
	// the ones a well-formed deal never has (doubles, jokers, garbage).
	tests := [][]card.Card{
		nil,
		{card.New(card.Blue, 20), card.New(card.Red, 1), card.New(card.Green, 7)},
		{5, 5, 3},
		{card.Joker(2), card.New(card.Red, 4), 200, 0},
		{127, 126, 64, 63, 0, 1},
	}
	rng := card.NewRng(1)
	for range 200 {
		d := card.Deck(20, card.Colors[:]...)
		rng.Shuffle(d)
		tests = append(tests, d[:rng.IntN(len(d))])
	}
	for _, h := range tests {
		got, want := slices.Clone(h), slices.Clone(h)
		sortHand(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("sortHand(%v) = %v, want %v", h, got, want)
		}
	}
}
