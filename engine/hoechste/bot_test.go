package hoechste_test

import (
	"math"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/hoechste"
	"elferraus/engine/level"
)

// chooser picks a card from a view.
type chooser func(v *hoechste.View) hoechste.Action

func botOf(l level.Level, seed uint64) chooser { return hoechste.NewBot(l, 0, seed).Choose }

// highest always plays its highest card; matchPot plays its highest card
// when cards wait and its lowest otherwise: the fixed policies the hard bot
// must not lose to.
func highest(v *hoechste.View) hoechste.Action {
	return hoechste.Action{Seat: v.Seat, Card: v.Hand[len(v.Hand)-1]}
}

func matchPot(v *hoechste.View) hoechste.Action {
	if len(v.Waiting) > 0 {
		return highest(v)
	}
	return hoechste.Action{Seat: v.Seat, Card: v.Hand[0]}
}

// duel plays n two-player games, a in seat g%2, and returns a's score rate
// (a win counts 1, a shared win 1/2).
func duel(t *testing.T, n int, a, b func(g int) chooser) float64 {
	t.Helper()
	score := 0.0
	for g := range n {
		s, err := hoechste.New(2, g%2, uint64(g))
		if err != nil {
			t.Fatal(err)
		}
		seatA := g % 2
		ch := make([]chooser, 2)
		ch[seatA], ch[1-seatA] = a(g), b(g)
		for !s.IsOver() {
			for _, p := range s.ToMove() {
				if err := s.Apply(ch[p](s.View(p))); err != nil {
					t.Fatal(err)
				}
			}
		}
		w := s.Winners()
		if slices.Contains(w, seatA) {
			score += 1 / float64(len(w))
		}
	}
	return score / float64(n)
}

func logRate(t *testing.T, name string, r float64, n int) {
	t.Helper()
	half := 1.96 * math.Sqrt(r*(1-r)/float64(n))
	t.Logf("%s: %.3f (95%% CI %.3f to %.3f, %d games)", name, r, r-half, r+half, n)
}

// TestStrength: in seat-rotated duels hard beats normal, normal beats easy.
func TestStrength(t *testing.T) {
	const n = 400
	lv := func(l level.Level, k uint64) func(int) chooser {
		return func(g int) chooser { return botOf(l, card.Mix(k, uint64(g))) }
	}
	hn := duel(t, n, lv(level.Hard, 1), lv(level.Normal, 2))
	logRate(t, "hard against normal", hn, n)
	ne := duel(t, n, lv(level.Normal, 3), lv(level.Easy, 4))
	logRate(t, "normal against easy", ne, n)
	if hn < 0.52 || ne < 0.52 {
		t.Errorf("hard-normal %.3f, normal-easy %.3f: want both above 0.52", hn, ne)
	}
}

// TestNotExploitable: the hard bot's mixed strategy holds its own against
// simple fixed policies, which a pure strategy would lose to.
func TestNotExploitable(t *testing.T) {
	const n = 400
	hard := func(g int) chooser { return botOf(level.Hard, card.Mix(9, uint64(g))) }
	for name, f := range map[string]chooser{"always highest": highest, "match the pot": matchPot} {
		r := duel(t, n, hard, func(int) chooser { return f })
		logRate(t, "hard against "+name, r, n)
		if r < 0.5 {
			t.Errorf("hard against %s: %.3f, want at least 0.5", name, r)
		}
	}
}

// TestBotsLegal: every level chooses a card of its hand for every count of
// players, and the bots are deterministic for a seed.
func TestBotsLegal(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for _, l := range level.All() {
			var first []int
			for range 2 {
				s, err := hoechste.New(players, 0, 1)
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]*hoechste.Bot, players)
				for p := range bots {
					bots[p] = hoechste.NewBot(l, p, uint64(p))
				}
				for !s.IsOver() {
					for _, p := range s.ToMove() {
						if err := s.Apply(bots[p].Choose(s.View(p))); err != nil {
							t.Fatalf("%v bot, %d players: %v", l, players, err)
						}
					}
				}
				if first == nil {
					first = s.Scores()
				} else if !slices.Equal(first, s.Scores()) {
					t.Errorf("%v bot, %d players: two games from one seed differ", l, players)
				}
			}
		}
	}
}
