package bot

import (
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// roundLog plays one seeded round with the given levels and bot seed and
// returns its action log.
func roundLog(t *testing.T, opts elfer.Options, levels []Level, seed, botSeed uint64) []elfer.Action {
	t.Helper()
	st, err := elfer.New(opts, len(levels), 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*Elfer, len(levels))
	for p, l := range levels {
		bots[p] = NewElfer(l, card.Mix(botSeed, uint64(p)))
	}
	if err := playRound(st, bots); err != nil {
		t.Fatal(err)
	}
	return slices.Clone(st.Log())
}

// TestDeterminism replays rounds with the same seeds and expects the same
// actions, bit for bit; and checks that the easy bot's seed does matter.
func TestDeterminism(t *testing.T) {
	tables := [][]Level{{Easy, Normal, Hard}, {Hard, Hard, Hard, Hard}, {Easy, Easy}, {Normal, Easy, Hard, Normal, Easy, Hard}}
	for _, vr := range elfer.Variants() {
		for i, levels := range tables {
			for r := range 10 {
				seed := card.Mix(uint64(vr)*100+uint64(i), uint64(r))
				opts := elfer.Options{Variant: vr}
				a := roundLog(t, opts, levels, seed, 42)
				b := roundLog(t, opts, levels, seed, 42)
				if !slices.Equal(a, b) {
					t.Fatalf("%s %v round %d: two plays with the same seeds differ:\n%v\n%v", vr.ID(), levels, r, a, b)
				}
			}
		}
	}
	differ := 0
	for r := range 20 {
		seed := card.Mix(7, uint64(r))
		a := roundLog(t, elfer.Options{}, []Level{Easy, Easy, Easy}, seed, 1)
		b := roundLog(t, elfer.Options{}, []Level{Easy, Easy, Easy}, seed, 2)
		if !slices.Equal(a, b) {
			differ++
		}
	}
	if differ == 0 {
		t.Errorf("easy bots with other seeds played 20 deals exactly alike: their randomness is not used")
	}
}

// TestChooseRepeatable asks two bots of the same seed the same views in the
// same order and expects the same answers, also for views of games they did
// not play (a bot keeps no hidden memory that changes its play).
func TestChooseRepeatable(t *testing.T) {
	var views []*elfer.View
	for _, vr := range elfer.Variants() {
		st, err := elfer.New(elfer.Options{Variant: vr}, 4, 1, uint64(vr)+3)
		if err != nil {
			t.Fatal(err)
		}
		bots := []*Elfer{NewElfer(Normal, 1), NewElfer(Easy, 2), NewElfer(Hard, 3), NewElfer(Normal, 4)}
		for !st.IsOver() {
			v := st.View(st.ToMove())
			views = append(views, v)
			if err := st.Apply(bots[v.Seat].Choose(v)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, l := range Levels() {
		a, b := NewElfer(l, 9), NewElfer(l, 9)
		for i, v := range views {
			if x, y := a.Choose(v), b.Choose(v); x != y {
				t.Fatalf("%s, view %d: %v and %v from the same seed", l, i, x, y)
			}
		}
		// Without randomness the answer depends on the view alone, in any order.
		if l == Easy {
			continue
		}
		c := NewElfer(l, 9)
		for i := len(views) - 1; i >= 0; i-- {
			if x, y := a.Choose(views[i]), c.Choose(views[i]); x != y {
				t.Fatalf("%s, view %d: %v, and %v when asked in another order", l, i, x, y)
			}
		}
	}
}
