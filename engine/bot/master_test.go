package bot

import (
	"reflect"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// TestMasterAlwaysLegal plays thousands of seeded MASTER rounds for every
// seat count with mixed levels at the table; playMasterRound fails on any
// action that is not in the seat's legal list and on a round that does
// not end.
func TestMasterAlwaysLegal(t *testing.T) {
	games := 500
	if testing.Short() {
		games = 60
	}
	played := 0
	for n := master.MinPlayers; n <= master.MaxPlayers; n++ {
		for g := range games {
			seed := card.Mix(uint64(n)<<32, uint64(g))
			bots := make([]*Master, n)
			for p := range bots {
				// Every seat's level turns with the game, so each level
				// meets each other level at every seat.
				bots[p] = NewMaster(Level((g+p)%3), card.Mix(seed, uint64(p)))
			}
			st, err := master.New(n, g%n, seed)
			if err != nil {
				t.Fatal(err)
			}
			if err := playMasterRound(st, bots); err != nil {
				t.Fatalf("%d players, game %d: %v", n, g, err)
			}
			played++
		}
	}
	t.Logf("%d rounds played", played)
}

// TestMasterSameLevelTables plays whole tables of one level, where the bots
// meet their own habits: every round must still end, also once the pile is
// empty and laying is compulsory.
func TestMasterSameLevelTables(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 20
	}
	for _, l := range Levels() {
		for n := master.MinPlayers; n <= master.MaxPlayers; n++ {
			for g := range games {
				seed := card.Mix(uint64(l)<<40|uint64(n), uint64(g))
				bots := make([]*Master, n)
				for p := range bots {
					bots[p] = NewMaster(l, card.Mix(seed, uint64(p)))
				}
				st, err := master.New(n, g%n, seed)
				if err != nil {
					t.Fatal(err)
				}
				if err := playMasterRound(st, bots); err != nil {
					t.Fatalf("%s table, %d players, game %d: %v", l, n, g, err)
				}
			}
		}
	}
}

// TestMasterNoLegalAction checks the documented answer when the view offers
// no action: the zero Action, and no panic.
func TestMasterNoLegalAction(t *testing.T) {
	st, err := master.New(3, 0, 5)
	if err != nil {
		t.Fatal(err)
	}
	other := (st.ToMove() + 1) % 3
	for _, l := range Levels() {
		b := NewMaster(l, 1)
		if got := b.Choose(st.View(other)); got != (master.Action{}) {
			t.Errorf("%s: Choose for a seat not on turn = %v, want the zero Action", l, got)
		}
		if got := b.Choose(nil); got != (master.Action{}) {
			t.Errorf("%s: Choose(nil) = %v, want the zero Action", l, got)
		}
	}
	bots := []*Master{NewMaster(Hard, 1), NewMaster(Normal, 2), NewMaster(Easy, 3)}
	if err := playMasterRound(st, bots); err != nil {
		t.Fatal(err)
	}
	for _, l := range Levels() {
		if got := NewMaster(l, 1).Choose(st.View(0)); got != (master.Action{}) {
			t.Errorf("%s: Choose after the round = %v, want the zero Action", l, got)
		}
	}
	if NewMaster(Level(-3), 1).level != Normal {
		t.Errorf("an unknown level should play as normal")
	}
}

// TestMasterStrangeViews hands the bots views no real table produces (cards
// that are not in the deck, a hand that holds a laid card, a broken column,
// seat numbers out of range): they must not panic, and must still answer
// from the legal list.
func TestMasterStrangeViews(t *testing.T) {
	base, err := master.New(4, 0, 11)
	if err != nil {
		t.Fatal(err)
	}
	seat := base.ToMove()
	mk := func(f func(v *master.View)) *master.View {
		v := base.View(seat)
		f(v)
		return v
	}
	views := []*master.View{
		mk(func(v *master.View) {
			v.Hand = append(v.Hand, card.Joker(7), card.New(card.Blue, 25), card.Card(0xff), card.None, card.Joker(1), card.Joker(1))
		}),
		mk(func(v *master.View) { v.Hand = append(v.Hand, card.New(card.Red, 11)) }),
		mk(func(v *master.View) { v.Rows = master.Rows{card.Red, card.Red, card.Red, card.Red} }),
		mk(func(v *master.View) { v.Rows = master.Rows{9, 200, 3, 1} }),
		mk(func(v *master.View) { v.Players = 9 }),
		mk(func(v *master.View) { v.Players, v.Seat, v.Turn.ToMove = 0, -1, -1 }),
		mk(func(v *master.View) { v.Connections[seat] = -5; v.Supply = -2; v.PileSize = -1 }),
		mk(func(v *master.View) { v.Turn.Laid = 9 }),
		mk(func(v *master.View) { v.Turn.Pending = card.New(card.Green, 3) }),
		mk(func(v *master.View) {
			for col := range v.Table.Cards {
				v.Table.Cards[col] = mValues
			}
		}),
		mk(func(v *master.View) { v.Table.JokerAt[2] = card.New(card.Red, 12); v.Table.Jokers[card.Red] = 1 << 12 }),
	}
	for i, v := range views {
		for _, l := range Levels() {
			a := NewMaster(l, 3).Choose(v)
			if len(v.Legal()) == 0 {
				if a != (master.Action{}) {
					t.Errorf("view %d, %s: %v with no legal action", i, l, a)
				}
				continue
			}
			if !isMasterLegal(v, a) {
				t.Errorf("view %d, %s: %v not in %v", i, l, a, v.Legal())
			}
		}
	}
}

// masterRoundLog plays one seeded round with the given levels and bot seed
// and returns its action log.
func masterRoundLog(t *testing.T, levels []Level, seed, botSeed uint64) []master.Action {
	t.Helper()
	st, err := master.New(len(levels), 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*Master, len(levels))
	for p, l := range levels {
		bots[p] = NewMaster(l, card.Mix(botSeed, uint64(p)))
	}
	if err := playMasterRound(st, bots); err != nil {
		t.Fatal(err)
	}
	return slices.Clone(st.Log())
}

// TestMasterDeterminism replays rounds with the same seeds and expects the
// same actions, bit for bit; and checks that the easy bot's seed does
// matter.
func TestMasterDeterminism(t *testing.T) {
	tables := [][]Level{{Easy, Normal, Hard}, {Hard, Hard, Hard, Hard}, {Easy, Easy}, {Normal, Easy, Hard, Normal, Easy, Hard}}
	for i, levels := range tables {
		for r := range 15 {
			seed := card.Mix(uint64(i), uint64(r))
			a := masterRoundLog(t, levels, seed, 42)
			b := masterRoundLog(t, levels, seed, 42)
			if !slices.Equal(a, b) {
				t.Fatalf("%v round %d: two plays with the same seeds differ:\n%v\n%v", levels, r, a, b)
			}
		}
	}
	differ := 0
	for r := range 20 {
		seed := card.Mix(7, uint64(r))
		a := masterRoundLog(t, []Level{Easy, Easy, Easy}, seed, 1)
		b := masterRoundLog(t, []Level{Easy, Easy, Easy}, seed, 2)
		if !slices.Equal(a, b) {
			differ++
		}
	}
	if differ == 0 {
		t.Errorf("easy bots with other seeds played 20 deals exactly alike: their randomness is not used")
	}
}

// TestMasterChooseRepeatable asks two bots of the same seed the same views
// in the same order and expects the same answers; the normal and hard bots,
// which use no randomness, answer the same in any order (they keep no
// memory that changes their play).
func TestMasterChooseRepeatable(t *testing.T) {
	var views []*master.View
	for r := range 4 {
		st, err := master.New(4, r, uint64(r)+3)
		if err != nil {
			t.Fatal(err)
		}
		bots := []*Master{NewMaster(Normal, 1), NewMaster(Easy, 2), NewMaster(Hard, 3), NewMaster(Normal, 4)}
		for !st.IsOver() {
			v := st.View(st.ToMove())
			views = append(views, v)
			if err := st.Apply(bots[v.Seat].Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, l := range Levels() {
		a, b := NewMaster(l, 9), NewMaster(l, 9)
		for i, v := range views {
			if x, y := a.Choose(v), b.Choose(v); x != y {
				t.Fatalf("%s, view %d: %v and %v from the same seed", l, i, x, y)
			}
		}
		if l == Easy {
			continue
		}
		c := NewMaster(l, 9)
		for i := len(views) - 1; i >= 0; i-- {
			if x, y := a.Choose(views[i]), c.Choose(views[i]); x != y {
				t.Fatalf("%s, view %d: %v, and %v when asked in another order", l, i, x, y)
			}
		}
	}
}

// TestMasterHiddenInformation builds, at many points of seeded rounds, a
// second round that looks the same from the seat on turn but deals the
// hidden cards differently: the other hands and the undrawn pile are
// shuffled among themselves (keeping every hand's size and every logged
// action legal). A bot must choose the same action in both, since it sees
// only the view.
func TestMasterHiddenInformation(t *testing.T) {
	rounds := 16
	if testing.Short() {
		rounds = 5
	}
	checked := 0
	for r := range rounds {
		n := 2 + r%5
		seed := card.Mix(31, uint64(r))
		st, err := master.New(n, r%n, seed)
		if err != nil {
			t.Fatal(err)
		}
		players := make([]*Master, n)
		for p := range players {
			players[p] = NewMaster(Level((p+r)%3), uint64(p+1))
		}
		rng := card.NewRng(seed)
		for step := 0; !st.IsOver(); step++ {
			seat := st.ToMove()
			v := st.View(seat)
			if len(v.Legal()) > 1 && step%3 == 0 {
				if other := masterHiddenTwin(st, seat, &rng); other != nil {
					ov := other.View(seat)
					if !reflect.DeepEqual(v, ov) {
						t.Fatalf("the twin round's view differs:\n%+v\n%+v", v, ov)
					}
					for _, l := range Levels() {
						a := NewMaster(l, seed).Choose(v)
						b := NewMaster(l, seed).Choose(ov)
						if a != b {
							t.Fatalf("%s bot chose %v in one round and %v in its twin", l, a, b)
						}
					}
					checked++
				}
			}
			if err := st.Apply(players[seat].Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d twin rounds were built; the test proves too little", checked)
	}
	t.Logf("%d positions checked against a twin round", checked)
}

// masterHiddenTwin returns a round that differs from st in the cards seat
// cannot see but replays the same actions to the same view, or nil if a few
// random tries find none.
func masterHiddenTwin(st *master.State, seat int, rng *card.Rng) *master.State {
	rec := st.Record(nil, 1)
	deal := rec.Deal()
	// Cards that moved (laid, exchanged or drawn by anyone) stay where they
	// were dealt; every other hidden card may go to any hidden place.
	moved := map[card.Card]bool{}
	for _, a := range rec.Actions {
		if a.Card != card.None {
			moved[a.Card] = true
		}
	}
	type place struct{ hand, i int } // hand -1 is the pile
	var places []place
	var cards []card.Card
	for p, h := range deal.Hands {
		if p == seat {
			continue
		}
		for i, c := range h {
			if !moved[c] {
				places = append(places, place{p, i})
				cards = append(cards, c)
			}
		}
	}
	for i, c := range deal.Pile {
		if !moved[c] {
			places = append(places, place{-1, i})
			cards = append(cards, c)
		}
	}
	if len(cards) < 2 {
		return nil
	}
	for range 20 {
		shuffled := slices.Clone(cards)
		rng.Shuffle(shuffled)
		if slices.Equal(shuffled, cards) {
			continue
		}
		twin := *rec
		d := *deal
		d.Hands = make([][]card.Card, len(deal.Hands))
		for p, h := range deal.Hands {
			d.Hands[p] = slices.Clone(h)
		}
		d.Pile = slices.Clone(deal.Pile)
		for k, pl := range places {
			if pl.hand < 0 {
				d.Pile[pl.i] = shuffled[k]
			} else {
				d.Hands[pl.hand][pl.i] = shuffled[k]
			}
		}
		twin.Setups = []record.Setup{d}
		twin.Result = nil
		other, err := master.Replay(&twin, -1)
		if err != nil {
			continue // a shuffled hand would have had to lay where it passed
		}
		if other.Equal(st) {
			continue
		}
		return other
	}
	return nil
}

// TestFillMatchesFlood checks the parallel fill the plan search uses
// against the step-by-step flood on many masks.
func TestFillMatchesFlood(t *testing.T) {
	rng := card.NewRng(3)
	for range 100000 {
		seeds, within := uint32(rng.Uint64())&mValues, uint32(rng.Uint64())&mValues
		if rng.IntN(2) == 0 {
			within |= uint32(rng.Uint64()) & mValues // denser rows, longer chains
		}
		if got, want := fill(seeds, within), flood(seeds, within); got != want {
			t.Fatalf("fill(%022b, %022b) = %022b, want %022b", seeds, within, got, want)
		}
	}
}
