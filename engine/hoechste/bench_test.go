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

// BenchmarkBotCrowd is each level's first decision at four seats, and the
// hard bot's decision in the middle of such a game.
func BenchmarkBotCrowd(b *testing.B) {
	s, err := hoechste.New(4, 0, 1)
	if err != nil {
		b.Fatal(err)
	}
	v := s.View(0)
	mid := s.Clone()
	for x := 1; x <= 5; x++ {
		for p := range 4 {
			if err := mid.Apply(hoechste.Action{Seat: p, Card: card.New(card.Colors[p], 1+(x*(p+2))%hoechste.Tricks)}); err != nil {
				b.Fatal(err)
			}
		}
	}
	vm := mid.View(0)
	for _, l := range level.All() {
		b.Run(l.String(), func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				bot := hoechste.NewBot(l, 0, uint64(i))
				_ = bot.Choose(v)
				_ = bot.Choose(vm)
			}
		})
	}
}
