package farben_test

import (
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// rotated plays games seat-rotated rounds of the lineup (one level per
// seat, moved one seat on from game to game, the dealer too) and returns
// each level's share of its seat-rounds won, a shared win counting for
// every winner.
func rotated(t *testing.T, lineup []level.Level, games int, seed uint64) map[level.Level]float64 {
	t.Helper()
	n := len(lineup)
	won := map[level.Level]int{}
	seats := map[level.Level]int{}
	levels := make([]level.Level, n)
	for g := range games {
		for p := range n {
			levels[p] = lineup[(p+g)%n]
			seats[levels[p]]++
		}
		s := playBots(t, levels, g%n, card.Mix(seed, uint64(g)))
		for _, w := range s.Winners() {
			won[levels[w]]++
		}
	}
	rate := map[level.Level]float64{}
	for l, k := range seats {
		rate[l] = float64(won[l]) / float64(k)
	}
	return rate
}

// TestBotOrder: in seat-rotated rounds at 2, 3 and 4 players Hard wins a
// clearly larger share of its seats than Normal, and Normal than Easy,
// whatever seat follows whom. The margins leave room below the measured
// gaps (see the comments; 3000 rounds give a 95% interval of at most ±1.8
// points on a share).
func TestBotOrder(t *testing.T) {
	const h, n, e = level.Hard, level.Normal, level.Easy
	for _, c := range []struct {
		lineup []level.Level
		pairs  [][2]level.Level // the stronger level first
		margin float64
	}{
		{[]level.Level{h, n}, [][2]level.Level{{h, n}}, 0.08},
		{[]level.Level{n, e}, [][2]level.Level{{n, e}}, 0.08},
		{[]level.Level{h, n, e}, [][2]level.Level{{h, n}, {n, e}}, 0.05},
		{[]level.Level{h, e, n}, [][2]level.Level{{h, n}, {n, e}}, 0.03},
		{[]level.Level{h, n, e, e}, [][2]level.Level{{h, n}, {n, e}}, 0.03},
		{[]level.Level{h, n, e, n}, [][2]level.Level{{h, n}, {n, e}}, 0.03},
	} {
		var names []string
		for _, l := range c.lineup {
			names = append(names, l.String())
		}
		name := strings.Join(names, ",")
		t.Run(name, func(t *testing.T) {
			rate := rotated(t, c.lineup, 3000, 7)
			t.Logf("%s: hard %.3f, normal %.3f, easy %.3f", name, rate[h], rate[n], rate[e])
			for _, p := range c.pairs {
				if d := rate[p[0]] - rate[p[1]]; d < c.margin {
					t.Errorf("%v wins %.3f and %v %.3f: %v leads by %.3f, want at least %.2f",
						p[0], rate[p[0]], p[1], rate[p[1]], p[0], d, c.margin)
				}
			}
		})
	}
}
