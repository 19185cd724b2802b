package bot

import (
	"reflect"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
)

// TestHiddenInformation builds, at many points of seeded rounds, a second
// round that looks the same from the seat on turn but deals the hidden cards
// differently: the other hands and the undrawn pile are shuffled among
// themselves (keeping every hand's size and every logged action legal). A
// bot must choose the same action in both, since it sees only the view.
func TestHiddenInformation(t *testing.T) {
	rounds := 12
	if testing.Short() {
		rounds = 4
	}
	checked := 0
	for _, vr := range elfer.Variants() {
		for r := range rounds {
			seed := card.Mix(31, uint64(vr)*1000+uint64(r))
			st, err := elfer.New(elfer.Options{Variant: vr}, 4, r%4, seed)
			if err != nil {
				t.Fatal(err)
			}
			players := []*Elfer{NewElfer(Normal, 1), NewElfer(Easy, 2), NewElfer(Normal, 3), NewElfer(Easy, 4)}
			rng := card.NewRng(seed)
			for step := 0; !st.IsOver(); step++ {
				seat := st.ToMove()
				v := st.View(seat)
				if len(v.Legal()) > 1 && step%3 == 0 {
					if other := hiddenTwin(t, st, seat, &rng); other != nil {
						ov := other.View(seat)
						if !reflect.DeepEqual(v, ov) {
							t.Fatalf("the twin round's view differs:\n%+v\n%+v", v, ov)
						}
						for _, l := range Levels() {
							a := NewElfer(l, seed).Choose(v)
							b := NewElfer(l, seed).Choose(ov)
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
	}
	if checked < 50 {
		t.Fatalf("only %d twin rounds were built; the test proves too little", checked)
	}
	t.Logf("%d positions checked against a twin round", checked)
}

// hiddenTwin returns a round that differs from st in the cards seat cannot
// see but replays the same actions to the same view, or nil if a few random
// tries find none.
func hiddenTwin(t *testing.T, st *elfer.State, seat int, rng *card.Rng) *elfer.State {
	t.Helper()
	rec := st.Record(nil, 1)
	deal := rec.Deal()
	// Cards that moved (laid by anyone, or drawn) must stay where they were
	// dealt; every other hidden card may go to any hidden slot.
	moved := map[card.Card]bool{}
	for _, a := range rec.Actions {
		if a.Card != card.None {
			moved[a.Card] = true
		}
	}
	type slot struct{ hand, i int } // hand -1 is the pile
	var slots []slot
	var cards []card.Card
	for p, h := range deal.Hands {
		if p == seat {
			continue
		}
		for i, c := range h {
			if !moved[c] {
				slots = append(slots, slot{p, i})
				cards = append(cards, c)
			}
		}
	}
	for i, c := range deal.Pile {
		if !moved[c] {
			slots = append(slots, slot{-1, i})
			cards = append(cards, c)
		}
	}
	if len(cards) < 2 {
		return nil
	}
	for try := 0; try < 20; try++ {
		shuffled := slices.Clone(cards)
		rng.Shuffle(shuffled)
		if slices.Equal(shuffled, cards) {
			continue
		}
		twin := *rec
		twin.Setups = slices.Clone(rec.Setups)
		d := record.Setup{Hands: make([][]card.Card, len(deal.Hands)), Pile: slices.Clone(deal.Pile), Table: deal.Table, Starter: deal.Starter}
		for p, h := range deal.Hands {
			d.Hands[p] = slices.Clone(h)
		}
		for k, s := range slots {
			if s.hand < 0 {
				d.Pile[s.i] = shuffled[k]
			} else {
				d.Hands[s.hand][s.i] = shuffled[k]
			}
		}
		twin.Setups[len(twin.Setups)-1] = d
		other, err := elfer.Replay(&twin, -1)
		if err != nil {
			continue // a shuffled hand would have had to lay where it drew
		}
		if other.Equal(st) {
			continue
		}
		return other
	}
	return nil
}
