package zweikampf_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/zweikampf"
)

func cards(t *testing.T, s string) []card.Card {
	t.Helper()
	var out []card.Card
	for _, f := range strings.Fields(s) {
		c, err := card.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// deal starts a game whose stacks begin with top0 and top1 (top first);
// the remaining cards follow in a fixed order.
func deal(t *testing.T, lang bool, top0, top1 string) *zweikampf.State {
	t.Helper()
	a, b := cards(t, top0), cards(t, top1)
	rest := slices.DeleteFunc(zweikampf.Deck(), func(c card.Card) bool { return slices.Contains(a, c) || slices.Contains(b, c) })
	for len(a) < 20 {
		a, rest = append(a, rest[0]), rest[1:]
	}
	for len(b) < 20 {
		b, rest = append(b, rest[0]), rest[1:]
	}
	s, err := zweikampf.FromSetup(zweikampf.Options{Lang: lang}, 0, zweikampf.Setup{Hands: [][]card.Card{a, b}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// untied deals R1..R20 against B20..B1: no battle ties.
func untied(t *testing.T, lang bool) *zweikampf.State {
	t.Helper()
	b := slices.Clone(zweikampf.Deck()[20:])
	slices.Reverse(b)
	s, err := zweikampf.FromSetup(zweikampf.Options{Lang: lang}, 0, zweikampf.Setup{Hands: [][]card.Card{zweikampf.Deck()[:20], b}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func battle(t *testing.T, s *zweikampf.State) {
	t.Helper()
	for _, p := range s.ToMove() {
		if err := s.Apply(zweikampf.Action{Seat: p, Kind: zweikampf.Turn}); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBattles(t *testing.T) {
	tests := []struct {
		name       string
		top0, top1 string
		battles    int
		won0, won1 string
		pot        string
	}{
		{"higher takes both", "R5", "B3", 1, "R5 B3", "", ""},
		{"colour does not matter", "R3", "B20", 1, "", "R3 B20", ""},
		{"a tie waits", "R7", "B7", 1, "", "", "R7 B7"},
		{"the winner of the tie-break takes all", "R7 R2", "B7 B9", 2, "", "R7 B7 R2 B9", ""},
		{"ties go on", "R7 R4 R10", "B7 B4 B1", 3, "R7 B7 R4 B4 R10 B1", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := deal(t, false, tc.top0, tc.top1)
			for range tc.battles {
				battle(t, s)
			}
			if got := card.Format(s.Won(0)); got != tc.won0 {
				t.Errorf("seat 0 won %q, want %q", got, tc.won0)
			}
			if got := card.Format(s.Won(1)); got != tc.won1 {
				t.Errorf("seat 1 won %q, want %q", got, tc.won1)
			}
			if got := card.Format(s.Pot()); got != tc.pot {
				t.Errorf("pot %q, want %q", got, tc.pot)
			}
		})
	}
}

// TestShortGameEnd: the last battle tied with both stacks used up goes out
// of play; the game ends when the stacks are played through and the one
// with more cards wins.
func TestShortGameEnd(t *testing.T) {
	red, blue := zweikampf.Deck()[:20], zweikampf.Deck()[20:]
	// R1..R19 meet B19..B1, then R20 meets B20 on the last cards.
	b := slices.Clone(blue)
	slices.Reverse(b[:19])
	s, err := zweikampf.FromSetup(zweikampf.Options{}, 0, zweikampf.Setup{Hands: [][]card.Card{red, b}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for !s.IsOver() {
		battle(t, s)
	}
	if s.Reason() != zweikampf.Stacks || card.Format(s.Out()) != "R20 B20" {
		t.Fatalf("reason %v, out %v; want stacks and R20 B20 out", s.Reason(), s.Out())
	}
	// Blue takes R1..R9 (18 cards); R10 ties B10 and R11 takes those with
	// B9; red takes the rest (20 cards in all).
	res := s.Result()
	if res.Reason != "stacks" || !slices.Equal(res.Scores, []int{20, 18}) || !slices.Equal(res.Winners, []int{0}) {
		t.Errorf("result %+v, want stacks, scores [20 18], winner [0]", res)
	}
}

// TestLongGameShuffle: in the long game a used-up stack must be shuffled
// from the won cards before turning; the short game just ends.
func TestLongGameShuffle(t *testing.T) {
	s := untied(t, true)
	for len(s.Stack(0)) > 0 && len(s.Stack(1)) > 0 {
		battle(t, s)
	}
	for p := range 2 {
		if len(s.Stack(p)) == 0 && len(s.Won(p)) > 0 {
			want := []zweikampf.Action{{Seat: p, Kind: zweikampf.Shuffle}}
			if got := s.Legal(p); !slices.Equal(got, want) {
				t.Fatalf("legal %v, want %v", got, want)
			}
			var e *zweikampf.Error
			if err := s.Apply(zweikampf.Action{Seat: p, Kind: zweikampf.Turn}); !errors.As(err, &e) || e.Why != zweikampf.WhyShuffle {
				t.Fatalf("turning an empty stack: %v, want WhyShuffle", err)
			}
			won := slices.Clone(s.Won(p))
			if err := s.Apply(want[0]); err != nil {
				t.Fatal(err)
			}
			got := slices.Clone(s.Stack(p))
			slices.Sort(got)
			slices.Sort(won)
			if !slices.Equal(got, won) || len(s.Won(p)) != 0 {
				t.Fatalf("the new stack %v is not the won cards %v", s.Stack(p), won)
			}
			return
		}
	}
	t.Fatal("no stack was used up with won cards behind it")
}

func TestRefusals(t *testing.T) {
	over := deal(t, false, "", "")
	for !over.IsOver() {
		battle(t, over)
	}
	turned := deal(t, false, "R5", "B6")
	if err := turned.Apply(zweikampf.Action{Seat: 0, Kind: zweikampf.Turn}); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		s    *zweikampf.State
		a    zweikampf.Action
		why  zweikampf.Why
	}{
		{"over", over, zweikampf.Action{Seat: 0, Kind: zweikampf.Turn}, zweikampf.WhyOver},
		{"no seat", deal(t, false, "", ""), zweikampf.Action{Seat: 2, Kind: zweikampf.Turn}, zweikampf.WhyNotSeat},
		{"negative seat", deal(t, false, "", ""), zweikampf.Action{Seat: -1, Kind: zweikampf.Turn}, zweikampf.WhyNotSeat},
		{"turned twice", turned, zweikampf.Action{Seat: 0, Kind: zweikampf.Turn}, zweikampf.WhyTurned},
		{"shuffle with a stack", deal(t, true, "", ""), zweikampf.Action{Seat: 1, Kind: zweikampf.Shuffle}, zweikampf.WhyNoShuffle},
		{"shuffle in the short game", deal(t, false, "", ""), zweikampf.Action{Seat: 1, Kind: zweikampf.Shuffle}, zweikampf.WhyNoShuffle},
		{"unknown kind", deal(t, false, "", ""), zweikampf.Action{Seat: 0, Kind: 9}, zweikampf.WhyBadAction},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.s.Clone()
			err := tc.s.Apply(tc.a)
			var e *zweikampf.Error
			if !errors.As(err, &e) || e.Why != tc.why {
				t.Fatalf("Apply(%v) = %v, want reason %d", tc.a, err, tc.why)
			}
			if e.Error() == "" || !tc.s.Equal(before) {
				t.Errorf("the refusal has no text or changed the state")
			}
		})
	}
}

// TestReshuffleOrder: a replayed shuffle must name exactly the won cards.
func TestReshuffleOrder(t *testing.T) {
	s := untied(t, true)
	for len(s.Stack(0)) > 0 && len(s.Stack(1)) > 0 {
		battle(t, s)
	}
	p := 0
	if len(s.Stack(0)) > 0 {
		p = 1
	}
	won := slices.Clone(s.Won(p))
	before := s.Clone()
	var e *zweikampf.Error
	if err := s.Reshuffle(p, won[1:]); !errors.As(err, &e) || e.Why != zweikampf.WhyOrder || !s.Equal(before) {
		t.Fatalf("a shuffle missing a card: %v", err)
	}
	slices.Reverse(won)
	if err := s.Reshuffle(p, won); err != nil || !slices.Equal(s.Stack(p), won) {
		t.Fatalf("any order of the won cards replays: %v", err)
	}
}

// TestHiddenTurn: a card turned before the other seat turns is not shown to
// anybody; the other sees only that it was turned.
func TestHiddenTurn(t *testing.T) {
	s := deal(t, false, "R5", "B6")
	if err := s.Apply(zweikampf.Action{Seat: 0, Kind: zweikampf.Turn}); err != nil {
		t.Fatal(err)
	}
	for p := range 2 {
		v := s.View(p)
		if !v.Turned[0] || v.Turned[1] || slices.Contains(v.Cards(), card.New(card.Red, 5)) {
			t.Errorf("view of seat %d: turned %v, cards %v", p, v.Turned, v.Cards())
		}
	}
	if !slices.Equal(s.ToMove(), []int{1}) {
		t.Errorf("to move %v, want [1]", s.ToMove())
	}
}

func TestSetupRefused(t *testing.T) {
	d := zweikampf.Deck()
	g := append(slices.Clone(d[:19]), card.New(card.Green, 1))
	dup := append(slices.Clone(d[:19]), d[0])
	for name, su := range map[string]zweikampf.Setup{
		"one stack":    {Hands: [][]card.Card{d}},
		"short stack":  {Hands: [][]card.Card{d[:19], d[19:]}},
		"green card":   {Hands: [][]card.Card{g, d[20:]}},
		"a card twice": {Hands: [][]card.Card{dup, d[20:]}},
	} {
		if _, err := zweikampf.FromSetup(zweikampf.Options{}, 0, su, 1); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := zweikampf.New(zweikampf.Options{}, 3, 0, 1); err == nil {
		t.Error("three players accepted")
	}
}
