package elfer_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// benchRound deals a round and plays random legal actions to its end, with
// a reused action buffer, as a bot tournament or a Monte Carlo search would.
func benchRound(b *testing.B, opts elfer.Options, players int) {
	b.ReportAllocs()
	rng := card.NewRng(1)
	var buf []elfer.Action
	actions := 0
	seed := uint64(0)
	for b.Loop() {
		seed++
		s, err := elfer.New(opts, players, int(seed%uint64(players)), seed)
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

func BenchmarkRandomRound4(b *testing.B) { benchRound(b, elfer.Options{}, 4) }

func BenchmarkRandomRound(b *testing.B) {
	for _, v := range elfer.Variants() {
		for _, players := range []int{2, 4, 6} {
			b.Run(v.ID()+"/"+string(rune('0'+players)), func(b *testing.B) {
				benchRound(b, elfer.Options{Variant: v}, players)
			})
		}
	}
}

// BenchmarkNew is the deal alone.
func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	seed := uint64(0)
	for b.Loop() {
		seed++
		if _, err := elfer.New(elfer.Options{}, 4, 0, seed); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClone is what a search pays per explored position.
func BenchmarkClone(b *testing.B) {
	s, _ := elfer.New(elfer.Options{}, 4, 0, 1)
	rng := card.NewRng(2)
	randomPlay(s, &rng, func(s *elfer.State) bool { return len(s.Log()) > 60 })
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}
