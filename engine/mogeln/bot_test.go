package mogeln_test

import (
	"fmt"
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
			least := 0.55
			if o.Farbe && c.a == level.Normal {
				// With farbe and the count to ten a true claim is rare
				// and most games are long: normal leads easy by less
				// (0.548 of 400 games).
				least = 0.52
			}
			if share < least {
				t.Errorf("%+v: %v won only %.3f of the games against %v", o, c.a, share, c.b)
			}
		}
	}
}

// rotated plays n games of a seat-rotated tournament: the levels of lineup
// move one seat on every game, so each level sits in every seat equally
// often. It returns each level's first places per seat it held (a shared
// first place counts for every seat that holds it, as the sim counts it)
// and the share of games that ended at the bound.
func rotated(t *testing.T, opts mogeln.Options, lineup []level.Level, n int, seed uint64) (map[level.Level]float64, float64) {
	t.Helper()
	g := mogeln.Game()
	players := len(lineup)
	won, seats := map[level.Level]float64{}, map[level.Level]float64{}
	bounded := 0
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
		if s.Result().Reason == mogeln.ReasonBound {
			bounded++
		}
		for _, p := range s.Winners() {
			won[lv[p]]++
		}
	}
	for l := range won {
		won[l] /= seats[l]
	}
	return won, float64(bounded) / float64(n)
}

// TestStrengthOrder: in seat-rotated tournaments of all three levels, with
// every combination of the options, at three, four and five seats, the hard
// bots win more often than the normal ones by a clear margin, and with
// farbe the normal ones more often than the easy ones. The lineups are the
// sim's (hard, normal, easy, then more easy seats).
//
// It also bounds the share of games that end at the bound, per option set
// and seat count (ceilings below, measured with a margin): the bots play
// toward an end by the rules, so a return of the circling fails here.
func TestStrengthOrder(t *testing.T) {
	H, N, E := level.Hard, level.Normal, level.Easy
	type row struct {
		lineup []level.Level
		n      int
		// hn is the least lead of hard over normal in the share of wins.
		hn float64
	}
	rows := []row{
		{[]level.Level{H, N, E}, 200, 0.15},
		{[]level.Level{H, N, E, E}, 150, 0.15},
		// With five seats the normal bot, which keeps its cards of the
		// colour under farbe as hard does, comes closest (0.51 against
		// 0.23 over 120 games with farbe).
		{[]level.Level{H, N, E, E, E}, 120, 0.05},
	}
	type set struct {
		o mogeln.Options
		// bound is the largest share of games ended by the bound, at
		// three, four and five seats.
		bound [3]float64
	}
	// The ceiling is the issue's: at most 5 in 100 games end at the bound,
	// with every option set and every number of seats. Before the bots
	// tired of a round that drags on (weary), heimlich and farbe kept a
	// fifth of these games at the bound: nobody could tell who was about
	// to go out, or a last card went out only as the one true card of its
	// claim, and every lie with it was called.
	five := [3]float64{0.05, 0.05, 0.05}
	sets := []set{
		{mogeln.Options{}, five},
		{mogeln.Options{Heimlich: true}, five},
		{mogeln.Options{Farbe: true}, five},
		{mogeln.Options{Heimlich: true, Farbe: true}, five},
		{mogeln.Options{Zwanzig: true}, five},
		{mogeln.Options{Heimlich: true, Zwanzig: true}, five},
		{mogeln.Options{Farbe: true, Zwanzig: true}, five},
		{mogeln.Options{Heimlich: true, Farbe: true, Zwanzig: true}, five},
	}
	for i, c := range sets {
		o := c.o
		for j, r := range rows {
			n := r.n
			if testing.Short() {
				n /= 2
			}
			name := fmt.Sprintf("%d seats, %v", len(r.lineup), o.Map())
			won, bound := rotated(t, o, r.lineup, n, uint64(31+10*i+j))
			t.Logf("%s, %d games: hard %.3f, normal %.3f, easy %.3f of their seats won; %.3f ended at the bound",
				name, n, won[H], won[N], won[E], bound)
			hn := r.hn
			if testing.Short() {
				// Half the games: hard ahead is enough.
				hn = 0.001
			}
			if won[H]-won[N] < hn {
				t.Errorf("%s: hard won %.3f, normal %.3f: want hard ahead by %.2f", name, won[H], won[N], hn)
			}
			// Without farbe normal and easy come close in these lineups
			// (easy now keeps quiet unless a player is about to go out);
			// their order is asserted two against two (TestBotStrength).
			if o.Farbe && won[N] <= won[E] {
				t.Errorf("%s: normal won %.3f, easy %.3f: want normal ahead", name, won[N], won[E])
			}
			limit := c.bound[j]
			if testing.Short() {
				// Half the games: a wider margin.
				limit += 0.05
			}
			if bound > limit {
				t.Errorf("%s: %.3f of the games ended at the bound, want at most %.2f", name, bound, limit)
			}
		}
	}
}
