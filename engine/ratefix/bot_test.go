package ratefix_test

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
	"elferraus/engine/ratefix"
)

// table plays n games of players seats: the levels rotate one seat per
// game, so every level sits in every seat as often. It returns each
// level's share of the wins (a shared win split) per seat it held.
func table(t *testing.T, n, players int, levels []level.Level, seed uint64) []float64 {
	t.Helper()
	score := make([]float64, len(levels))
	for g := range n {
		s, err := ratefix.New(players, g%players, card.Mix(seed, uint64(g)))
		if err != nil {
			t.Fatal(err)
		}
		seatLevel := make([]level.Level, players)
		for i := range players {
			seatLevel[(i+g)%players] = levels[i]
		}
		play(t, s, seatLevel, card.Mix(seed^0xfeed, uint64(g)))
		w := s.Winners()
		for _, p := range w {
			i := (p - g%players + players) % players
			score[i] += 1 / float64(len(w))
		}
	}
	for i := range score {
		score[i] /= float64(n)
	}
	return score
}

func logRate(t *testing.T, name string, r float64, n int) {
	t.Helper()
	half := 1.96 * math.Sqrt(r*(1-r)/float64(n))
	t.Logf("%s: %.3f (95%% CI %.3f to %.3f, %d games)", name, r, r-half, r+half, n)
}

// TestStrength: in seat-rotated duels hard beats normal and normal beats
// easy; at four seats hard wins more than its share among three normals,
// and normal more than its share among three easy bots.
func TestStrength(t *testing.T) {
	E, N, H := level.Easy, level.Normal, level.Hard
	tests := []struct {
		name    string
		n       int
		players int
		levels  []level.Level
		min     float64 // the first level's least share of the wins
	}{
		{"hard against normal", 400, 2, []level.Level{H, N}, 0.6},
		{"normal against easy", 400, 2, []level.Level{N, E}, 0.6},
		{"hard against easy", 400, 2, []level.Level{H, E}, 0.6},
		{"hard among three normals", 200, 4, []level.Level{H, N, N, N}, 0.35},
		{"normal among three easy", 400, 4, []level.Level{N, E, E, E}, 0.28},
	}
	for i, tc := range tests {
		r := table(t, tc.n, tc.players, tc.levels, uint64(i+1))[0]
		logRate(t, tc.name, r, tc.n)
		if r < tc.min {
			t.Errorf("%s: %.3f of the wins, want at least %.2f", tc.name, r, tc.min)
		}
	}
}

// duelView builds the view of seat 1 of a duel whose seat 0 has won every
// card but the values in keep and the seat's own card (nil keeps all).
func duelView(own card.Card, keep []int, calls ...ratefix.Call) *ratefix.View {
	v := &ratefix.View{Seat: 1, Players: 2, Rounds: 20, Own: own, HasLaid: []bool{true, true},
		Stacks: []int{0, 0}, Won: make([][]card.Card, 2), Calls: calls, ToGuess: 1, Winner: -1}
	for _, c := range ratefix.Deck() {
		if keep != nil && c != own && !slices.Contains(keep, c.Value()) {
			v.Won[0] = append(v.Won[0], c)
		}
	}
	return v
}

// TestHardPlacement: the hard bot guesses the one possible total; after
// one earlier guess it takes the neighbour of that guess on the side with
// more of the chance; it never repeats a guess.
func TestHardPlacement(t *testing.T) {
	own := card.New(card.Red, 10)
	tests := []struct {
		name string
		v    *ratefix.View
		want int
	}{
		{"only one total is possible", duelView(own, []int{7}), 17},
		{"low earlier guess: just above it", duelView(own, nil, ratefix.Call{Seat: 0, Total: 12}), 13},
		{"high earlier guess: just below it", duelView(own, nil, ratefix.Call{Seat: 0, Total: 28}), 27},
		{"the likely total is taken", duelView(own, []int{7}, ratefix.Call{Seat: 0, Total: 17}), 16},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := ratefix.NewBot(level.Hard, 1, 1).Choose(tc.v)
			if a.Kind != ratefix.Guess || a.Total != tc.want {
				t.Errorf("got %v, want a guess of %d", a, tc.want)
			}
		})
	}
}

// TestBotsLegal: every level plays legal actions at every number of seats,
// returns no action when its seat has nothing to do, and plays the same
// game again from the same seeds.
func TestBotsLegal(t *testing.T) {
	for players := ratefix.MinPlayers; players <= ratefix.MaxPlayers; players++ {
		for _, l := range level.All() {
			t.Run(fmt.Sprintf("%dp-%v", players, l), func(t *testing.T) {
				levels := slices.Repeat([]level.Level{l}, players)
				var first []byte
				for range 2 {
					s, err := ratefix.New(players, 0, 3)
					if err != nil {
						t.Fatal(err)
					}
					play(t, s, levels, 9)
					rec := s.Record(nil, 1).Marshal()
					if first == nil {
						first = rec
					} else if string(first) != string(rec) {
						t.Errorf("two games from one seed differ")
					}
				}
				s, err := ratefix.New(players, 0, 3)
				if err != nil {
					t.Fatal(err)
				}
				layAll(t, s)
				idle := (s.ToMove()[0] + 1) % players
				if a := ratefix.NewBot(l, idle, 1).Choose(s.View(idle)); a != (ratefix.Action{}) {
					t.Errorf("seat %d, not to move, chose %v", idle, a)
				}
			})
		}
	}
}
