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

// highest always plays its highest card, lowest its lowest; matchPot plays
// its highest card when cards wait and its lowest otherwise; pile plays the
// card nearest the number of cards at stake (the trick's and those
// waiting): the naive fixed policies the hard bot must not lose to.
func highest(v *hoechste.View) hoechste.Action {
	return hoechste.Action{Seat: v.Seat, Card: v.Hand[len(v.Hand)-1]}
}

func lowest(v *hoechste.View) hoechste.Action {
	return hoechste.Action{Seat: v.Seat, Card: v.Hand[0]}
}

func pile(v *hoechste.View) hoechste.Action {
	stake := v.Players + len(v.Waiting)
	best := v.Hand[0]
	for _, c := range v.Hand {
		if d, b := c.Value()-stake, best.Value()-stake; d*d <= b*b {
			best = c
		}
	}
	return hoechste.Action{Seat: v.Seat, Card: best}
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

func lv(l level.Level, k uint64) func(int) chooser {
	return func(g int) chooser { return botOf(l, card.Mix(k, uint64(g))) }
}

// TestStrength: in seat-rotated duels hard beats normal and easy, normal
// beats easy, each clearly: the lower end of the 95% interval of the
// winner's score is above one half.
func TestStrength(t *testing.T) {
	const n = 1000
	for _, tc := range []struct {
		a, b level.Level
	}{{level.Hard, level.Normal}, {level.Normal, level.Easy}, {level.Hard, level.Easy}} {
		r := duel(t, n, lv(tc.a, uint64(tc.a)), lv(tc.b, 10+uint64(tc.b)))
		name := tc.a.String() + " against " + tc.b.String()
		logRate(t, name, r, n)
		if r-1.96*math.Sqrt(r*(1-r)/n) <= 0.5 {
			t.Errorf("%s: %.3f, want clearly above one half", name, r)
		}
	}
}

// TestStrengthCrowd: at three and four seats, the levels rotated round the
// table, hard wins the most games and easy the fewest. A seat shares a
// game it ties for the lead.
func TestStrengthCrowd(t *testing.T) {
	const n = 300
	for _, lineup := range [][]level.Level{
		{level.Hard, level.Normal, level.Easy},
		{level.Hard, level.Normal, level.Easy, level.Easy},
	} {
		players := len(lineup)
		share := map[level.Level]float64{}
		seats := map[level.Level]float64{}
		for g := range n {
			s, err := hoechste.New(players, g%players, uint64(g))
			if err != nil {
				t.Fatal(err)
			}
			ch := make([]chooser, players)
			lvls := make([]level.Level, players)
			for p := range players {
				lvls[p] = lineup[(p+g)%players]
				ch[p] = botOf(lvls[p], card.Mix(uint64(100+p), uint64(g)))
			}
			for !s.IsOver() {
				for _, p := range s.ToMove() {
					if err := s.Apply(ch[p](s.View(p))); err != nil {
						t.Fatal(err)
					}
				}
			}
			w := s.Winners()
			for p, l := range lvls {
				seats[l]++
				if slices.Contains(w, p) {
					share[l] += 1 / float64(len(w))
				}
			}
		}
		h, m, e := share[level.Hard]/seats[level.Hard], share[level.Normal]/seats[level.Normal], share[level.Easy]/seats[level.Easy]
		t.Logf("%d players: hard %.3f, normal %.3f, easy %.3f of their seat-games", players, h, m, e)
		if h <= m || m <= e {
			t.Errorf("%d players: hard %.3f, normal %.3f, easy %.3f: want them in that order", players, h, m, e)
		}
	}
}

// TestNotExploitable: the hard bot's mixed strategy holds its own against
// simple fixed policies, which a pure strategy would lose to.
func TestNotExploitable(t *testing.T) {
	const n = 400
	hard := func(g int) chooser { return botOf(level.Hard, card.Mix(9, uint64(g))) }
	for name, f := range map[string]chooser{"always highest": highest, "always lowest": lowest, "match the pot": matchPot, "the card of the pile's size": pile} {
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
