package elfer_test

import (
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

func TestMatchRotatesDealerAndAddsUp(t *testing.T) {
	for _, v := range elfer.Variants() {
		m, err := elfer.NewMatch(elfer.Options{Variant: v}, 3, 5, 2024)
		if err != nil {
			t.Fatal(err)
		}
		if m.First < 0 || m.First >= 3 {
			t.Fatalf("first dealer %d", m.First)
		}
		var want [3]int
		seeds := map[uint64]bool{}
		for r := 1; r <= 5; r++ {
			s, err := m.Deal()
			if err != nil {
				t.Fatal(err)
			}
			if got, wantDealer := s.Dealer(), (m.First+r-1)%3; got != wantDealer || m.Dealer(r) != wantDealer {
				t.Errorf("%s round %d: dealer %d, want %d", v.ID(), r, got, wantDealer)
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
			if m.Played() != r {
				t.Errorf("played %d, want %d", m.Played(), r)
			}
		}
		if len(seeds) != 5 {
			t.Errorf("%s: the five rounds used %d different seeds", v.ID(), len(seeds))
		}
		if !m.Over() {
			t.Error("the match is not over after its rounds")
		}
		if got := m.Totals(); !slices.Equal(got, want[:]) {
			t.Errorf("totals %v, want %v", got, want)
		}
		if _, err := m.Deal(); err == nil {
			t.Error("a sixth round was dealt")
		}
	}
}

func TestMatchIsFixedBySeed(t *testing.T) {
	a, _ := elfer.NewMatch(classic, 4, 3, 99)
	b, _ := elfer.NewMatch(classic, 4, 3, 99)
	sa, _ := a.Deal()
	sb, _ := b.Deal()
	if a.First != b.First || !sa.Equal(sb) {
		t.Error("two matches with one seed differ")
	}
	firsts := map[int]bool{}
	for seed := range uint64(100) {
		m, _ := elfer.NewMatch(classic, 4, 1, seed)
		firsts[m.First] = true
	}
	if len(firsts) != 4 {
		t.Errorf("the first dealer took only %d different seats in 100 matches", len(firsts))
	}
}

func TestMatchLeaders(t *testing.T) {
	tests := []struct {
		sheet [][]int
		want  []int
	}{
		{[][]int{{5, 3, 7}}, []int{1}},
		{[][]int{{5, 3, 3}}, []int{1, 2}}, // equal totals share the win
		{[][]int{{0, 10}, {10, 0}}, []int{0, 1}},
		{[][]int{{1, 2, 3}, {0, 0, 0}}, []int{0}},
		{[][]int{{4, 0, 9, 2}, {0, 7, 0, 5}}, []int{0}},
		{nil, []int{0, 1, 2}}, // before any round everybody leads
	}
	for _, tt := range tests {
		players := 3
		if len(tt.sheet) > 0 {
			players = len(tt.sheet[0])
		}
		m, err := elfer.NewMatch(classic, players, 3, 1)
		if err != nil {
			t.Fatal(err)
		}
		m.Sheet = tt.sheet
		if got := m.Leaders(); !slices.Equal(got, tt.want) {
			t.Errorf("sheet %v: leaders %v, want %v", tt.sheet, got, tt.want)
		}
	}
}

func TestMatchRefuses(t *testing.T) {
	if _, err := elfer.NewMatch(classic, 3, 0, 1); err == nil {
		t.Error("a match of no rounds")
	}
	if _, err := elfer.NewMatch(classic, 7, 3, 1); err == nil {
		t.Error("a match of seven players")
	}
	// A round of another table must not enter the sheet: its scores would
	// not line up with the seats.
	m, _ := elfer.NewMatch(classic, 3, 2, 1)
	other := find(t, classic, 4, func(s *elfer.State) bool { return s.IsOver() })
	if err := m.Finish(other); err == nil || !strings.Contains(err.Error(), "4 players") {
		t.Errorf("Finish of a 4-player round in a 3-player match: %v", err)
	}
	wrongDealer, _ := elfer.New(classic, 3, (m.Dealer(1)+1)%3, 5)
	rng := card.NewRng(1)
	randomPlay(wrongDealer, &rng, nil)
	if err := m.Finish(wrongDealer); err == nil {
		t.Error("Finish accepted a round dealt by the wrong seat")
	}
	if m.Played() != 0 || len(m.Totals()) != 3 {
		t.Errorf("refused rounds changed the sheet: %v", m.Sheet)
	}
}
