package schwarzerpeter_test

import (
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
	sp "elferraus/engine/schwarzerpeter"
)

// keeper stands for a person who never rearranges his hand and draws
// without looking: the player whose cards can be followed.
type keeper struct{ rng card.Rng }

func (k *keeper) choose(v *sp.View) sp.Action {
	if !v.Arranged {
		return sp.KeepOf(v.Seat)
	}
	return sp.DrawOf(v.Seat, k.rng.IntN(v.Counts[v.Giver]))
}

// lossesAmongKeepers plays rounds of one bot of level l against players-1
// keepers, the bot's seat and the dealer turning round, and returns how
// many the bot lost.
func lossesAmongKeepers(t *testing.T, l level.Level, players, rounds int, seed uint64) int {
	t.Helper()
	lost := 0
	var v sp.View
	for i := range rounds {
		g := card.Mix(seed, uint64(i))
		s, err := sp.New(sp.Options{}, players, (i/players)%players, g)
		if err != nil {
			t.Fatal(err)
		}
		seat := i % players
		bot := sp.NewBot(l, card.Mix(g, 1))
		k := &keeper{card.NewRng(card.Mix(g, 2))}
		for !s.IsOver() {
			p := s.ToMove()
			s.ViewInto(p, &v)
			a := k.choose(&v)
			if p == seat {
				a = bot.Choose(&v)
			}
			if err := s.Apply(a); err != nil {
				t.Fatalf("round %d seat %d: %v", i, p, err)
			}
		}
		if s.Loser() == seat {
			lost++
		}
	}
	return lost
}

// TestLevelsAgainstKeepers: against players who leave their hands as they
// are, the levels are ordered. With three or four players Hard follows the
// cards it lost as they pass on and loses clearly less than Normal, which
// follows them only once two are left, and Normal less than Easy. With two
// players a known card that does not pair can only be the Peter, so Normal
// already uses all there is: Hard plays exactly as Normal does.
func TestLevelsAgainstKeepers(t *testing.T) {
	const rounds = 6000
	for _, n := range []int{2, 3, 4} {
		var rate [3]float64
		for _, l := range level.All() {
			rate[l] = float64(lossesAmongKeepers(t, l, n, rounds, 7)) / rounds
		}
		t.Logf("%d players, %d rounds each: the bot loses easy %.3f, normal %.3f, hard %.3f", n, rounds, rate[level.Easy], rate[level.Normal], rate[level.Hard])
		// Half-widths of the 95% intervals are below 0.013 at these rates
		// and counts: the margins asked are several of them.
		if rate[level.Easy]-rate[level.Normal] < 0.06 {
			t.Errorf("%d players: easy loses %.3f, normal %.3f: normal should lose clearly less", n, rate[level.Easy], rate[level.Normal])
		}
		switch {
		case n == 2 && rate[level.Hard] != rate[level.Normal]:
			t.Errorf("2 players: hard loses %.3f, normal %.3f: they should play alike", rate[level.Hard], rate[level.Normal])
		case n > 2 && rate[level.Normal]-rate[level.Hard] < 0.03:
			t.Errorf("%d players: normal loses %.3f, hard %.3f: hard should lose clearly less", n, rate[level.Normal], rate[level.Hard])
		}
	}
}

// TestBotsLeaveNothingToFollow: every level mixes its hand (of two cards or
// more) before each draw from it, so in rounds among bots the drawer never
// knows a position of the giver's hand. Every draw is then an evenly random
// card whatever the drawer names: between bots the round is pure luck.
func TestBotsLeaveNothingToFollow(t *testing.T) {
	var v sp.View
	for n := sp.MinPlayers; n <= sp.MaxPlayers; n++ {
		for r := range 30 {
			seed := uint64(100*n + r)
			s, err := sp.New(sp.Options{Kurz: r%2 == 1}, n, r%n, seed)
			if err != nil {
				t.Fatal(err)
			}
			bots := make([]*sp.Bot, n)
			for p := range n {
				bots[p] = sp.NewBot(level.Level((p+r)%3), card.Mix(seed, uint64(p)))
			}
			for !s.IsOver() {
				p := s.ToMove()
				s.ViewInto(p, &v)
				if v.Arranged {
					for i, c := range v.Known[v.Giver] {
						if c != card.None && v.Counts[v.Giver] > 1 {
							t.Fatalf("%d players, seed %d: seat %d knows %v at position %d of seat %d's mixed hand", n, seed, p, c, i+1, v.Giver)
						}
					}
				}
				a := bots[p].Choose(&v)
				if !v.Arranged && len(v.Hand) > 1 && a.Kind != sp.Arrange {
					t.Fatalf("%d players, seed %d: seat %d (%v) gives from %d cards with %v, not a mix", n, seed, p, level.Level((p+r)%3), len(v.Hand), a.Kind)
				}
				if err := s.Apply(a); err != nil {
					t.Fatalf("%d players, seed %d: seat %d: %v", n, seed, p, err)
				}
			}
		}
	}
}

// TestMixIsEven: a bot's mix of three cards comes out in each of the six
// orders about equally often, the old order included; a mix that never
// kept the old order would tell the drawer something.
func TestMixIsEven(t *testing.T) {
	s := threeSeats(t)
	v := s.View(1)
	counts := map[[3]uint8]int{}
	const mixes = 6000
	for i := range mixes {
		a := sp.NewBot(level.Level(i%3), uint64(i)).Choose(v)
		if a.Kind != sp.Arrange {
			t.Fatalf("mix %d: %v, not an arrangement", i, a.Kind)
		}
		if err := s.Clone().Apply(a); err != nil {
			t.Fatalf("mix %d: %v", i, err)
		}
		counts[[3]uint8{a.Order[0], a.Order[1], a.Order[2]}]++
	}
	if len(counts) != 6 {
		t.Fatalf("%d orders come out, want all 6: %v", len(counts), counts)
	}
	for o, c := range counts {
		// 1000 expected; 4.5 standard deviations is about 130.
		if c < 870 || c > 1130 {
			t.Errorf("order %v comes out %d times of %d, want about %d", o, c, mixes, mixes/6)
		}
	}
}

// TestDrawChoice: a drawer's choice among known and unknown positions.
func TestDrawChoice(t *testing.T) {
	c := func(s string) card.Card { return cards(t, s)[0] }
	none := card.None
	cases := []struct {
		name   string
		hand   []card.Card
		known  [][]card.Card // per seat; the drawer is seat 0, the giver seat 1
		counts []int
		want   map[level.Level][]int // the positions each level may name
	}{
		{"a known card that pairs is taken",
			[]card.Card{c("R5"), c("R7")}, [][]card.Card{nil, {none, c("B7"), none}, {}}, []int{2, 3, 0},
			map[level.Level][]int{level.Normal: {1}, level.Hard: {1}}},
		{"a known card that does not pair is avoided",
			[]card.Card{c("R5"), c("R7")}, [][]card.Card{nil, {c("B9"), none, none}, {}}, []int{2, 3, 0},
			map[level.Level][]int{level.Normal: {1, 2}, level.Hard: {1, 2}}},
		{"with three holding cards Normal does not follow, Hard does",
			[]card.Card{c("R5"), c("R7")}, [][]card.Card{nil, {none, c("B7"), none}, {none}}, []int{2, 3, 1},
			map[level.Level][]int{level.Normal: {0, 1, 2}, level.Hard: {1}}},
		{"Hard prefers a card whose twin it knows elsewhere: it is not the Peter",
			[]card.Card{c("R5")}, [][]card.Card{nil, {c("B9"), c("B8")}, {c("R8")}}, []int{1, 2, 1},
			map[level.Level][]int{level.Normal: {0, 1}, level.Hard: {1}}},
	}
	for _, tc := range cases {
		v := &sp.View{Seat: 0, Players: 3, Hand: tc.hand, Counts: tc.counts, Known: tc.known,
			Drawer: 0, Giver: 1, Arranged: true, Laid: make([][]card.Card, 3)}
		for l, allowed := range tc.want {
			seen := map[int]bool{}
			for seed := range uint64(200) {
				a := sp.NewBot(l, seed).Choose(v)
				if a.Kind != sp.Draw || a.Seat != 0 || !slices.Contains(allowed, a.Pos) {
					t.Fatalf("%s: %v draws %+v, want one of %v", tc.name, l, a, allowed)
				}
				seen[a.Pos] = true
			}
			if len(seen) != len(allowed) {
				t.Errorf("%s: %v names %v, want every one of %v at random", tc.name, l, seen, allowed)
			}
		}
	}
}
