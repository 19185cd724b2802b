package mogeln_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
	"elferraus/engine/mogeln"
)

// BenchmarkRandomRound plays a 4-player game with random legal actions
// to its end (random play often circles to the bound).
func BenchmarkRandomRound(b *testing.B) {
	rng := card.NewRng(1)
	var l []mogeln.Action
	for i := 0; b.Loop(); i++ {
		s, err := mogeln.New(mogeln.Options{}, 4, i%4, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsOver() {
			l = s.AppendLegal(l[:0], s.Turn())
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkBot is one decision of the hard bot in a 6-player heimlich game.
func BenchmarkBot(b *testing.B) {
	s, err := mogeln.New(mogeln.Options{Heimlich: true}, 6, 0, 9)
	if err != nil {
		b.Fatal(err)
	}
	bot := mogeln.NewBot(level.Hard, 1)
	for range 5 {
		p := s.Turn()
		if err := s.Apply(bot.Choose(s.View(p))); err != nil {
			b.Fatal(err)
		}
	}
	v := s.View(s.Turn())
	for b.Loop() {
		bot.Choose(v)
	}
}
