package elfer_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
)

// position describes a round by its deal, the way a record writes it, so a
// test can set up exactly the hands and pile it needs: the cards named in
// hands and pile lie there, and every other card fills the hands and then the
// bottom of the pile. Hands are filled with the cards least likely to fit at
// the start (far from the 11, or, in the false start, far from the 1 and 20),
// so that only the named cards matter early in the round.
type position struct {
	opts    elfer.Options
	players int
	dealer  int
	hands   [][]string // cards each seat must hold
	pile    []string   // the top of the pile, top card first
	starter int        // the seat chosen by lot (any starting card)
}

// distance orders the filler: cards whose values are far from where rows
// begin come first.
func (p position) distance(c card.Card) int {
	v := c.Value()
	if p.opts.Variant == elfer.FalseStart {
		return min(v-1, 20-v) // near the middle: far from the 1 and the 20
	}
	return max(11-v, v-11)
}

func (p position) setup(t testing.TB) record.Setup {
	t.Helper()
	used := map[card.Card]bool{}
	take := func(s string) card.Card {
		t.Helper()
		c, err := card.Parse(s)
		if err != nil {
			t.Fatalf("position: %v", err)
		}
		if used[c] {
			t.Fatalf("position names %v twice", c)
		}
		used[c] = true
		return c
	}
	var table []card.Card
	if p.opts.Variant == elfer.FalseStart {
		for _, col := range p.opts.Colors() {
			table = append(table, card.New(col, 1), card.New(col, 20))
		}
		for _, c := range table {
			used[c] = true
		}
	}
	hands := make([][]card.Card, p.players)
	for s := range p.players {
		if s < len(p.hands) {
			for _, n := range p.hands[s] {
				hands[s] = append(hands[s], take(n))
			}
		}
	}
	var pile []card.Card
	for _, n := range p.pile {
		pile = append(pile, take(n))
	}
	var rest []card.Card
	for _, c := range p.opts.Deck() {
		if !used[c] {
			rest = append(rest, c)
		}
	}
	slices.SortStableFunc(rest, func(a, b card.Card) int { return cmp.Compare(p.distance(b), p.distance(a)) })
	size := elfer.HandSize(p.players)
	for s := range hands {
		if len(hands[s]) > size {
			t.Fatalf("position gives seat %d %d cards, a hand has %d", s, len(hands[s]), size)
		}
		n := size - len(hands[s])
		hands[s] = append(hands[s], rest[:n]...)
		rest = rest[n:]
	}
	pile = append(pile, rest...)
	su := record.Setup{Hands: hands, Pile: pile, Table: table}
	if p.opts.Variant == elfer.AnyStart {
		st := p.starter
		su.Starter = &st
	}
	return su
}

func (p position) record(t testing.TB) *record.Record {
	t.Helper()
	return &record.Record{
		Header: record.Header{
			Game: p.opts.Variant.ID(), Options: p.opts.Map(), Players: p.players,
			Seed: "0", Round: 1, Dealer: p.dealer,
		},
		Setups: []record.Setup{p.setup(t)},
	}
}

// state deals the position through the record reader's path (elfer.Replay)
// and plays the given actions.
func (p position) state(t testing.TB, actions ...string) *elfer.State {
	t.Helper()
	s, err := elfer.Replay(p.record(t), -1)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	play(t, s, actions...)
	return s
}

// act reads "2 lay R12", "0 draw", "1 end", "3 pass".
func act(t testing.TB, text string) elfer.Action {
	t.Helper()
	f := strings.Fields(text)
	if len(f) < 2 || len(f[0]) != 1 || f[0][0] < '0' || f[0][0] > '9' {
		t.Fatalf("bad action %q", text)
	}
	a := elfer.Action{Seat: int(f[0][0] - '0')}
	switch f[1] {
	case "lay":
		a.Kind = elfer.Lay
	case "draw":
		a.Kind = elfer.Draw
	case "end":
		a.Kind = elfer.End
	case "pass":
		a.Kind = elfer.Pass
	default:
		t.Fatalf("bad verb in %q", text)
	}
	if len(f) > 2 {
		c, err := card.Parse(f[2])
		if err != nil {
			t.Fatalf("bad card in %q: %v", text, err)
		}
		a.Card = c
	}
	return a
}

func play(t testing.TB, s *elfer.State, actions ...string) {
	t.Helper()
	for _, text := range actions {
		if err := s.Apply(act(t, text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

func cards(t testing.TB, names ...string) []card.Card {
	t.Helper()
	out := make([]card.Card, len(names))
	for i, n := range names {
		c, err := card.Parse(n)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

func mustCard(t testing.TB, name string) card.Card {
	t.Helper()
	return cards(t, name)[0]
}

// randomPlay plays random legal actions from rng until the round is over or
// stop says so; it returns whether stop did.
func randomPlay(s *elfer.State, rng *card.Rng, stop func(*elfer.State) bool) bool {
	var buf []elfer.Action
	for !s.IsOver() {
		if stop != nil && stop(s) {
			return true
		}
		buf = s.AppendLegal(buf[:0], s.ToMove())
		if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
			panic(err) // a legal action refused: the tests around it report more
		}
	}
	return stop != nil && stop(s)
}

// find plays seeded random rounds until one reaches a position that want
// accepts, and returns it; the seeds are fixed, so the position is too.
func find(t testing.TB, opts elfer.Options, players int, want func(*elfer.State) bool) *elfer.State {
	t.Helper()
	for seed := range uint64(5000) {
		s, err := elfer.New(opts, players, int(seed)%players, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := card.NewRng(card.Mix(seed, 7))
		if randomPlay(s, &rng, want) {
			return s
		}
	}
	t.Fatalf("no round of %s with %d players reaches the position", opts.Variant.ID(), players)
	return nil
}

// refuse applies a and checks it is refused for reason why, leaving the
// state exactly as it was; it returns the error for further checks.
func refuse(t testing.TB, s *elfer.State, a elfer.Action, why elfer.Why) *elfer.Error {
	t.Helper()
	before := s.Clone()
	beforeRec := s.Record(nil, 1).Marshal()
	err := s.Apply(a)
	if err == nil {
		t.Fatalf("%v was accepted, want refusal %d", a, why)
	}
	e, ok := err.(*elfer.Error)
	if !ok {
		t.Fatalf("%v: error %T %v, want *elfer.Error", a, err, err)
	}
	if e.Why != why {
		t.Errorf("%v: Why = %d (%v), want %d", a, e.Why, e, why)
	}
	if !s.Equal(before) || !before.Equal(s) {
		t.Errorf("%v was refused but changed the state", a)
	}
	if got := s.Record(nil, 1).Marshal(); string(got) != string(beforeRec) {
		t.Errorf("%v was refused but changed the record", a)
	}
	return e
}

func legalStrings(s *elfer.State) []string {
	var out []string
	for _, a := range s.Legal(s.ToMove()) {
		out = append(out, a.String())
	}
	return out
}
