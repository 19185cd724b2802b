package hoechste_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/hoechste"
	"elferraus/engine/level"
)

// BenchmarkRandomRound plays a four-player game with random choices.
func BenchmarkRandomRound(b *testing.B) {
	rng := card.NewRng(1)
	for b.Loop() {
		s, err := hoechste.New(4, 0, 1)
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsOver() {
			for _, p := range s.ToMove() {
				l := s.Legal(p)
				if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkBot is the hard bot's first decision of a duel (the widest
// matrix), and its first exact end-game decision, each from a fresh bot.
func BenchmarkBot(b *testing.B) {
	s, err := hoechste.New(2, 0, 1)
	if err != nil {
		b.Fatal(err)
	}
	v := s.View(0)
	end := s.Clone()
	for x := 1; x <= hoechste.Tricks-hoechste.EndGame; x++ {
		for p := range 2 {
			if err := end.Apply(hoechste.Action{Seat: p, Card: card.New(card.Colors[p], x)}); err != nil {
				b.Fatal(err)
			}
		}
	}
	ve := end.View(0)
	for i := 0; b.Loop(); i++ {
		bot := hoechste.NewBot(level.Hard, 0, uint64(i))
		_ = bot.Choose(v)
		_ = bot.Choose(ve)
	}
}
