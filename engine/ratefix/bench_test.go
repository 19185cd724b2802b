package ratefix_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
	"elferraus/engine/ratefix"
)

// BenchmarkRandomRound plays a four-player game with random legal actions:
// each seat lays its top card, and each guess is drawn uniformly from the
// free totals (drawing again when the total is taken, which is the same
// distribution as picking from Legal without building the list of up to 77
// guesses each time).
func BenchmarkRandomRound(b *testing.B) {
	rng := card.NewRng(1)
	lo, hi := ratefix.MinGuess(4), ratefix.MaxGuess(4)
	for b.Loop() {
		s, err := ratefix.New(4, 0, 1)
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsOver() {
			for _, p := range s.ToMove() {
				a := ratefix.Action{Seat: p, Kind: ratefix.Lay}
				if st := s.Stack(p); s.Laid(p) == card.None {
					a.Card = st[0]
				} else {
					a.Kind = ratefix.Guess
				}
				for {
					if a.Kind == ratefix.Guess {
						a.Total = lo + rng.IntN(hi-lo+1)
					}
					if err := s.Apply(a); err == nil {
						break
					} else if a.Kind == ratefix.Lay {
						b.Fatal(err)
					}
				}
			}
		}
	}
}

// BenchmarkBotHard is the hard bot's widest decision: the first guess of a
// four-player round (three seats' cards unknown, three guesses to come).
func BenchmarkBotHard(b *testing.B) {
	s, err := ratefix.New(4, 3, 1)
	if err != nil {
		b.Fatal(err)
	}
	for _, p := range s.ToMove() {
		if err := s.Apply(s.Legal(p)[0]); err != nil {
			b.Fatal(err)
		}
	}
	v := s.View(0)
	bot := ratefix.NewBot(level.Hard, 0, 1)
	for b.Loop() {
		if a := bot.Choose(v); a.Kind != ratefix.Guess {
			b.Fatalf("the bot chose %v", a)
		}
	}
}
