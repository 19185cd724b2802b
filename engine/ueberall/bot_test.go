package ueberall_test

import (
	"math"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/ueberall"
)

// tournament plays n games of players seats, levels a and b alternating
// round the table and rotated by game, and returns the share of first
// places level a took.
func tournament(t testing.TB, players, n int, a, b level.Level, seed uint64) float64 {
	g := ueberall.Game()
	wins := 0.0
	for i := range n {
		s, err := ueberall.New(players, i%players, card.Mix(seed, uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]games.Bot, players)
		isA := make([]bool, players)
		for p := range players {
			isA[p] = (p+i)%2 == 0
			l := b
			if isA[p] {
				l = a
			}
			bots[p] = g.NewBot(l, p, card.Mix(seed, uint64(1000+i*players+p)))
		}
		if err := games.Play(ueberall.NewRound(s), bots, 4*ueberall.MaxTurned); err != nil {
			t.Fatal(err)
		}
		w := s.Winners()
		for _, p := range w {
			if isA[p] {
				wins += 1 / float64(len(w))
			}
		}
	}
	return wins / float64(n)
}

// TestBotStrength: in seat-rotated games, hard bots win more than half the
// games against normal ones, and normal ones against easy ones.
func TestBotStrength(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	for _, players := range []int{2, 4} {
		for _, c := range []struct{ a, b level.Level }{{level.Hard, level.Normal}, {level.Normal, level.Easy}} {
			share := tournament(t, players, n, c.a, c.b, 91)
			ci := 1.96 * math.Sqrt(share*(1-share)/float64(n))
			t.Logf("%d players, %v vs %v: %.3f ± %.3f of the wins (%d games)", players, c.a, c.b, share, ci, n)
			if share < 0.55 {
				t.Errorf("%d players: %v won only %.3f of the games against %v", players, c.a, share, c.b)
			}
		}
	}
}
