package shell

import (
	"testing"

	"elferraus/game/store"
)

// TestHotSeatMatchCountsOnce: a match of two people at one screen counts
// once, won when either of them won, with the better total.
func TestHotSeatMatchCountsOnce(t *testing.T) {
	st := store.NewStats()
	s := Setup{Game: "elfer", Players: 3}
	s.FirstHumans(2)
	addStats(st, s, []int{30, 12, 5}, []int{2}, false)
	addStats(st, s, []int{3, 12, 5}, []int{0}, false)
	e := st.Modes["elfer"]
	if e.Played != 2 || e.Won != 1 || e.Best != 3 || e.Sum != 15 {
		t.Fatalf("two hot-seat matches counted as %+v", e)
	}
}
