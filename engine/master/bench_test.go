package master_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// benchRound deals a round and plays random legal actions to its end, with
// a reused action buffer, as a bot tournament or a Monte Carlo search would.
func benchRound(b *testing.B, players int) {
	b.ReportAllocs()
	rng := card.NewRng(1)
	var buf []master.Action
	actions := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		s, err := master.New(players, int(seed%uint64(players)), seed)
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsOver() {
			buf = s.AppendLegal(buf[:0], s.ToMove())
			if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/op")
}

func BenchmarkRandomRound4(b *testing.B) { benchRound(b, 4) }

func BenchmarkRandomRound(b *testing.B) {
	for _, players := range []int{2, 3, 5, 6} {
		b.Run(string(rune('0'+players)), func(b *testing.B) { benchRound(b, players) })
	}
}

// BenchmarkNew is the deal alone.
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := master.New(4, 0, seed); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClone is what a search pays per explored position.
func BenchmarkClone(b *testing.B) {
	s, _ := master.New(4, 0, 1)
	rng := card.NewRng(2)
	randomPlay(s, &rng, func(s *master.State) bool { return len(s.Log()) > 60 })
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}
