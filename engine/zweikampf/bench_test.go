package zweikampf_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/zweikampf"
)

// BenchmarkRandomRound plays a short game (there is nothing to choose, so a
// random round is any round).
func BenchmarkRandomRound(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		s, err := zweikampf.New(zweikampf.Options{}, 2, 0, card.Mix(1, uint64(i)))
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsOver() {
			for _, p := range s.ToMove() {
				if err := s.Apply(s.Legal(p)[0]); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
}

// BenchmarkBot is one decision from a view.
func BenchmarkBot(b *testing.B) {
	s, err := zweikampf.New(zweikampf.Options{Lang: true}, 2, 0, 1)
	if err != nil {
		b.Fatal(err)
	}
	bot := zweikampf.NewBot(2, 0, 1)
	v := s.View(0)
	for b.Loop() {
		_ = bot.Choose(v)
	}
}
