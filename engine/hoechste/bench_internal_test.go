package hoechste

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// BenchmarkBotColdEndGame is the heaviest two-player decision found: the
// first with EndGame cards in hand, from an empty end-game table, so that
// every smaller position it leads to is solved on the spot.
func BenchmarkBotColdEndGame(b *testing.B) {
	s, err := New(2, 0, 1)
	if err != nil {
		b.Fatal(err)
	}
	// seat 0 keeps 2 3 5 6 7 8, seat 1 keeps 1 3 4 5 6 10; the last pair ties
	for i, x := range []int{1, 4, 9, 10, 11} {
		y := []int{2, 7, 8, 9, 11}[i]
		for p, val := range []int{x, y} {
			if err := s.Apply(Action{Seat: p, Card: card.New(card.Colors[p], val)}); err != nil {
				b.Fatal(err)
			}
		}
	}
	v := s.View(0)
	if len(v.Hand) != EndGame {
		b.Fatalf("%d cards in hand, want %d", len(v.Hand), EndGame)
	}
	for i := 0; b.Loop(); i++ {
		endgame.Lock()
		endgame.v = nil
		endgame.Unlock()
		_ = NewBot(level.Hard, 0, uint64(i)).Choose(v)
	}
}
