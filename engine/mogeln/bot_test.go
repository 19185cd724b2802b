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

// rotated plays n games of a seat-rotated tournament: the levels of lineup
// move one seat on every game, so each level sits in every seat equally
// often. It returns each level's first places per seat it held (a shared
// first place counts for every seat that holds it, as the sim counts it).
func rotated(t *testing.T, opts mogeln.Options, lineup []level.Level, n int, seed uint64) map[level.Level]float64 {
	t.Helper()
	g := mogeln.Game()
	players := len(lineup)
	won, seats := map[level.Level]float64{}, map[level.Level]float64{}
	for i := range n {
		s, err := mogeln.New(opts, players, i%players, card.Mix(seed, uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		lv := make([]level.Level, players)
		bots := make([]games.Bot, players)
		for p := range players {
			lv[p] = lineup[(p+i)%players]
			seats[lv[p]]++
			bots[p] = g.NewBot(lv[p], p, card.Mix(seed, uint64(1000+i*players+p)))
		}
		if err := games.Play(mogeln.NewRound(s), bots, mogeln.MaxActions+1); err != nil {
			t.Fatal(err)
		}
		for _, p := range s.Winners() {
			won[lv[p]]++
		}
	}
	for l := range won {
		won[l] /= seats[l]
	}
	return won
}

// TestStrengthOrder: in seat-rotated tournaments of all three levels the
// hard bots win more often than the normal ones, and the normal ones more
// often than the easy ones, each by a clear margin, at three and at four
// seats.
func TestStrengthOrder(t *testing.T) {
	H, N, E := level.Hard, level.Normal, level.Easy
	tests := []struct {
		name   string
		lineup []level.Level
		n      int
		// hn and ne are the least leads of hard over normal and of
		// normal over easy in the share of wins.
		hn, ne float64
	}{
		{"3 seats", []level.Level{H, N, E}, 600, 0.5, 0.01},
		{"4 seats, two easy", []level.Level{H, N, E, E}, 400, 0.4, 0.03},
		{"4 seats, two normal", []level.Level{H, N, N, E}, 400, 0.4, 0.03},
	}
	for i, tc := range tests {
		r := rotated(t, mogeln.Options{}, tc.lineup, tc.n, uint64(31+i))
		t.Logf("%s, %d games: hard %.3f, normal %.3f, easy %.3f of their seats won", tc.name, tc.n, r[H], r[N], r[E])
		if r[H]-r[N] < tc.hn {
			t.Errorf("%s: hard won %.3f, normal %.3f: want hard ahead by %.3f", tc.name, r[H], r[N], tc.hn)
		}
		if r[N]-r[E] < tc.ne {
			t.Errorf("%s: normal won %.3f, easy %.3f: want normal ahead by %.3f", tc.name, r[N], r[E], tc.ne)
		}
	}
}
