package mogeln_test

import (
	"math"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/mogeln"
)

// tournament plays n games of players seats, levels a and b alternating
// round the table and rotated by game, and returns the share of first
// places level a took, with the number of games.
func tournament(t testing.TB, opts mogeln.Options, players, n int, a, b level.Level, seed uint64) (share float64, bounded int) {
	g := mogeln.Game()
	wins := 0.0
	for i := range n {
		s, err := mogeln.New(opts, players, i%players, card.Mix(seed, uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		r := mogeln.NewRound(s)
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
		if err := games.Play(r, bots, mogeln.MaxActions+1); err != nil {
			t.Fatal(err)
		}
		if s.Result().Reason == mogeln.ReasonBound {
			bounded++
		}
		w := s.Winners()
		for _, p := range w {
			if isA[p] {
				wins += 1 / float64(len(w))
			}
		}
	}
	return wins / float64(n), bounded
}

// TestBotStrength: in seat-rotated games of two against two, the hard bots
// win more than half the games against the normal ones, and the normal ones
// against the easy ones.
func TestBotStrength(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	for _, o := range []mogeln.Options{{}, {Heimlich: true}, {Farbe: true}} {
		for _, c := range []struct{ a, b level.Level }{{level.Hard, level.Normal}, {level.Normal, level.Easy}} {
			share, bounded := tournament(t, o, 4, n, c.a, c.b, 77)
			ci := 1.96 * math.Sqrt(share*(1-share)/float64(n))
			t.Logf("%+v %v vs %v: %.3f ± %.3f of the wins (%d games, %d ended by the bound)", o, c.a, c.b, share, ci, n, bounded)
			if share < 0.55 {
				t.Errorf("%+v: %v won only %.3f of the games against %v", o, c.a, share, c.b)
			}
		}
	}
}
