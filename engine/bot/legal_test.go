package bot

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// TestAlwaysLegal plays thousands of seeded rounds of every variant and seat
// count with mixed levels at the table; playRound fails on any action that
// is not in the seat's legal list and on a round that does not end.
func TestAlwaysLegal(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	type setup struct {
		opts    elfer.Options
		players int
	}
	var setups []setup
	for _, vr := range elfer.Variants() {
		for n := elfer.MinPlayers; n <= elfer.MaxPlayers; n++ {
			setups = append(setups, setup{elfer.Options{Variant: vr}, n})
		}
	}
	setups = append(setups, setup{elfer.Options{Short: true}, 2})
	played := 0
	for si, su := range setups {
		for g := range games {
			seed := card.Mix(uint64(si)<<32, uint64(g))
			bots := make([]*Elfer, su.players)
			for p := range bots {
				// Every seat's level turns with the game, so each level
				// meets each other level at every seat.
				bots[p] = NewElfer(Level((g+p)%3), card.Mix(seed, uint64(p)))
			}
			st, err := elfer.New(su.opts, su.players, g%su.players, seed)
			if err != nil {
				t.Fatal(err)
			}
			if err := playRound(st, bots); err != nil {
				t.Fatalf("%s, %d players, game %d: %v", su.opts.Variant.ID(), su.players, g, err)
			}
			played++
		}
	}
	t.Logf("%d rounds played", played)
}

// TestSameLevelTables plays whole tables of one level, where the bots meet
// their own habits: hard bots holding back against each other must still
// finish every round.
func TestSameLevelTables(t *testing.T) {
	games := 100
	if testing.Short() {
		games = 10
	}
	for _, l := range Levels() {
		for _, vr := range elfer.Variants() {
			for n := elfer.MinPlayers; n <= elfer.MaxPlayers; n++ {
				for g := range games {
					seed := card.Mix(uint64(l)<<40|uint64(vr)<<32|uint64(n), uint64(g))
					bots := make([]*Elfer, n)
					for p := range bots {
						bots[p] = NewElfer(l, card.Mix(seed, uint64(p)))
					}
					st, err := elfer.New(elfer.Options{Variant: vr}, n, g%n, seed)
					if err != nil {
						t.Fatal(err)
					}
					if err := playRound(st, bots); err != nil {
						t.Fatalf("%s table, %s, %d players, game %d: %v", l, vr.ID(), n, g, err)
					}
				}
			}
		}
	}
}

// TestNoLegalAction checks the documented answer when the view offers no
// action: the zero Action, and no panic.
func TestNoLegalAction(t *testing.T) {
	st, err := elfer.New(elfer.Options{}, 3, 0, 5)
	if err != nil {
		t.Fatal(err)
	}
	other := (st.ToMove() + 1) % 3
	for _, l := range Levels() {
		b := NewElfer(l, 1)
		if got := b.Choose(st.View(other)); got != (elfer.Action{}) {
			t.Errorf("%s: Choose for a seat not on turn = %v, want the zero Action", l, got)
		}
		if got := b.Choose(nil); got != (elfer.Action{}) {
			t.Errorf("%s: Choose(nil) = %v, want the zero Action", l, got)
		}
	}
	bots := []*Elfer{NewElfer(Hard, 1), NewElfer(Normal, 2), NewElfer(Easy, 3)}
	if err := playRound(st, bots); err != nil {
		t.Fatal(err)
	}
	for _, l := range Levels() {
		if got := NewElfer(l, 1).Choose(st.View(0)); got != (elfer.Action{}) {
			t.Errorf("%s: Choose after the round = %v, want the zero Action", l, got)
		}
	}
}

// TestStrangeViews hands the bots views no real table produces (cards that
// are not in the deck, a hand that holds a laid card, seat numbers out of
// range): they must not panic, and must still answer from the legal list.
func TestStrangeViews(t *testing.T) {
	base, err := elfer.New(elfer.Options{Variant: elfer.ThreeStarts}, 4, 0, 11)
	if err != nil {
		t.Fatal(err)
	}
	views := []*elfer.View{}
	v := base.View(base.ToMove())
	v.Hand = append(v.Hand, card.Joker(1), card.New(card.Blue, 21), card.Card(0xff), card.None)
	views = append(views, v)
	v = base.View(base.ToMove())
	v.Table[card.Red] = 1<<11 | 1<<12
	v.Hand = append(v.Hand, card.New(card.Red, 12))
	views = append(views, v)
	v = base.View(base.ToMove())
	v.Players = 9
	views = append(views, v)
	v = base.View(base.ToMove())
	v.Players = 0
	v.Seat = -1
	v.Turn.ToMove = -1
	views = append(views, v)
	v = base.View(base.ToMove())
	v.Options.Variant = 77
	views = append(views, v)
	for i, v := range views {
		for _, l := range Levels() {
			a := NewElfer(l, 3).Choose(v)
			if len(v.Legal()) == 0 {
				if a != (elfer.Action{}) {
					t.Errorf("view %d, %s: %v with no legal action", i, l, a)
				}
				continue
			}
			if !isLegal(v, a) {
				t.Errorf("view %d, %s: %v not in %v", i, l, a, v.Legal())
			}
		}
	}
}
