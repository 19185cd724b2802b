package ueberall_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
	"elferraus/engine/ueberall"
)

// BenchmarkRandomRound plays a 4-player game with random legal actions to
// its end, as a random player or a playout does: RandomLegal, then Apply.
func BenchmarkRandomRound(b *testing.B) {
	rng := card.NewRng(1)
	for i := 0; b.Loop(); i++ {
		playRandom(b, i, &rng)
	}
}

// playRandom is one round of BenchmarkRandomRound, a function of its own
// because calls straight in a b.Loop body are not inlined.
func playRandom(b *testing.B, i int, rng *card.Rng) {
	s, err := ueberall.New(4, i%4, uint64(i))
	if err != nil {
		b.Fatal(err)
	}
	for {
		a, ok := s.RandomLegal(rng)
		if !ok {
			return
		}
		if err := s.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLegalRound is BenchmarkRandomRound drawing from the lists of
// AppendLegal: the same games, at the price of the lists.
func BenchmarkLegalRound(b *testing.B) {
	rng := card.NewRng(1)
	var l []ueberall.Action
	var m []int
	for i := 0; b.Loop(); i++ {
		l, m = playListed(b, i, &rng, l, m)
	}
}

// playListed is one round of BenchmarkLegalRound.
func playListed(b *testing.B, i int, rng *card.Rng, l []ueberall.Action, m []int) ([]ueberall.Action, []int) {
	s, err := ueberall.New(4, i%4, uint64(i))
	if err != nil {
		b.Fatal(err)
	}
	for !s.IsOver() {
		l = l[:0]
		m = s.ToMove(m[:0])
		for _, p := range m {
			l = s.AppendLegal(l, p)
		}
		// A random player with one choice has nothing to draw.
		a := l[0]
		if len(l) > 1 {
			a = l[rng.IntN(len(l))]
		}
		if err := s.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
	return l, m
}

// BenchmarkBot is one decision of the hard bot with a card turned.
func BenchmarkBot(b *testing.B) {
	s, err := ueberall.New(6, 0, 9)
	if err != nil {
		b.Fatal(err)
	}
	bot := ueberall.NewBot(level.Hard, 1)
	for range 40 {
		p := s.ToMove(nil)[0]
		if err := s.Apply(bot.Choose(s.View(p))); err != nil {
			b.Fatal(err)
		}
	}
	if s.Turned() == card.None {
		if err := s.Apply(ueberall.Action{Seat: s.Turn(), Kind: ueberall.Turn}); err != nil {
			b.Fatal(err)
		}
	}
	v := s.View(s.Turn())
	for b.Loop() {
		bot.Choose(v)
	}
}
