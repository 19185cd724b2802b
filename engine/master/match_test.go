package master_test

import (
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

func TestMatch(t *testing.T) {
	m, err := master.NewMatch(3, 4, 2024)
	if err != nil {
		t.Fatal(err)
	}
	var want [3]int
	seeds := map[uint64]bool{}
	for r := 1; r <= 4; r++ {
		s, err := m.Deal()
		if err != nil {
			t.Fatal(err)
		}
		if got, wantDealer := s.Dealer(), (m.First+r-1)%3; got != wantDealer {
			t.Errorf("round %d: dealer %d, want %d", r, got, wantDealer)
		}
		if s.Seed() != m.RoundSeed(r) || s.Seed() != card.Mix(2024, uint64(r)) {
			t.Errorf("round %d seed %d", r, s.Seed())
		}
		seeds[s.Seed()] = true
		if err := m.Finish(s); err == nil {
			t.Error("Finish accepted a round still running")
		}
		rng := card.NewRng(uint64(r))
		randomPlay(s, &rng, nil)
		for p, sc := range s.Scores() {
			want[p] += sc
		}
		if err := m.Finish(s); err != nil {
			t.Fatal(err)
		}
	}
	if len(seeds) != 4 || !m.Over() || m.Played() != 4 {
		t.Errorf("seeds %d, over %v, played %d", len(seeds), m.Over(), m.Played())
	}
	if got := m.Totals(); !slices.Equal(got, want[:]) {
		t.Errorf("totals %v, want %v", got, want)
	}
	// The highest total leads.
	best := slices.Max(want[:])
	var leaders []int
	for p, v := range want {
		if v == best {
			leaders = append(leaders, p)
		}
	}
	if got := m.Leaders(); !slices.Equal(got, leaders) {
		t.Errorf("leaders %v, want %v", got, leaders)
	}
	if _, err := m.Deal(); err == nil {
		t.Error("a fifth round was dealt")
	}
}

func TestMatchLeadersShareTies(t *testing.T) {
	m := &master.Match{Players: 3, Rounds: 2, Sheet: [][]int{{5, -3, 11}, {6, 13, 0}}}
	if got := m.Leaders(); !slices.Equal(got, []int{0, 2}) {
		t.Errorf("leaders %v, want [0 2]", got)
	}
}

func TestMatchRefuses(t *testing.T) {
	if _, err := master.NewMatch(1, 3, 0); err == nil {
		t.Error("a match for one player")
	}
	if _, err := master.NewMatch(3, 0, 0); err == nil {
		t.Error("a match of no rounds")
	}
	m, _ := master.NewMatch(3, 2, 1)
	other, _ := master.New(4, 0, 1)
	rng := card.NewRng(1)
	randomPlay(other, &rng, nil)
	if err := m.Finish(other); err == nil {
		t.Error("a round of another table entered the sheet")
	}
	wrongDealer, _ := master.New(3, (m.Dealer(1)+1)%3, 1)
	randomPlay(wrongDealer, &rng, nil)
	if err := m.Finish(wrongDealer); err == nil {
		t.Error("a round of the wrong dealer entered the sheet")
	}
}
