package master_test

import (
	"cmp"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// position describes a round by its deal, the way a record writes it, so a
// test can set up exactly the hands and pile it needs: the cards named in
// hands and pile lie there, and every other card fills the hands and then the
// pile. Hands are filled with the number cards farthest from the 11s (the
// 1s and 21s first), so only the named cards matter early in the round; the
// jokers not named lie at the bottom of the pile.
type position struct {
	players int
	dealer  int
	rows    string     // the column top to bottom, like "YBRG"; "RYGB" if empty
	hands   [][]string // cards each seat must hold
	pile    []string   // the top of the pile, top card first
}

func distance(c card.Card) int { return max(11-c.Value(), c.Value()-11) }

func (p position) setup(t testing.TB) record.Setup {
	t.Helper()
	used := map[card.Card]bool{}
	take := func(s string) card.Card {
		t.Helper()
		c, err := card.Parse(s)
		if err != nil {
			t.Fatalf("position: %v", err)
		}
		if used[c] || (!c.IsJoker() && c.Value() == 11) {
			t.Fatalf("position names %v twice, or an 11", c)
		}
		used[c] = true
		return c
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
	var rest, jokers []card.Card
	for _, c := range master.Deck() {
		switch {
		case used[c] || (!c.IsJoker() && c.Value() == 11):
		case c.IsJoker():
			jokers = append(jokers, c)
		default:
			rest = append(rest, c)
		}
	}
	slices.SortStableFunc(rest, func(a, b card.Card) int { return cmp.Compare(distance(b), distance(a)) })
	size := master.HandSize(p.players)
	for s := range hands {
		if len(hands[s]) > size {
			t.Fatalf("position gives seat %d %d cards, a hand has %d", s, len(hands[s]), size)
		}
		n := size - len(hands[s])
		hands[s] = append(hands[s], rest[:n]...)
		rest = rest[n:]
	}
	pile = append(append(pile, rest...), jokers...)
	rows := p.rows
	if rows == "" {
		rows = "RYGB"
	}
	su := record.Setup{Hands: hands, Pile: pile, Rows: strings.Split(rows, "")}
	for _, l := range su.Rows {
		su.Table = append(su.Table, mustCard(t, l+"11"))
	}
	for range p.players {
		su.Connections = append(su.Connections, master.ConnectionCards(p.players))
	}
	return su
}

func (p position) record(t testing.TB) *record.Record {
	t.Helper()
	return &record.Record{
		Header: record.Header{
			Game: master.ID, Options: map[string]any{}, Players: p.players,
			Seed: "0", Round: 1, Dealer: p.dealer,
		},
		Setups: []record.Setup{p.setup(t)},
	}
}

// state deals the position through the record reader's path
// (master.Replay) and plays the given actions.
func (p position) state(t testing.TB, actions ...string) *master.State {
	t.Helper()
	s, err := master.Replay(p.record(t), -1)
	if err != nil {
		t.Fatalf("position: %v", err)
	}
	play(t, s, actions...)
	return s
}

// act reads "2 lay R12", "2 lay J1 as B7", "2 connect Y9 to B", "2 swap B7",
// "0 draw", "0 draw G5", "1 end", "3 pass".
func act(t testing.TB, text string) master.Action {
	t.Helper()
	f := strings.Fields(text)
	if len(f) < 2 || len(f[0]) != 1 || f[0][0] < '0' || f[0][0] > '9' {
		t.Fatalf("bad action %q", text)
	}
	a := master.Action{Seat: int(f[0][0] - '0')}
	switch f[1] {
	case "lay":
		a.Kind = master.Lay
	case "connect":
		a.Kind = master.Connect
	case "swap":
		a.Kind = master.Swap
	case "draw":
		a.Kind = master.Draw
	case "end":
		a.Kind = master.End
	case "pass":
		a.Kind = master.Pass
	default:
		t.Fatalf("bad verb in %q", text)
	}
	f = f[2:]
	if a.Kind == master.Connect {
		if len(f) != 3 || f[1] != "to" {
			t.Fatalf("bad connect %q", text)
		}
		a.At = mustCard(t, f[0])
		col, err := card.ParseColor(f[2])
		if err != nil {
			t.Fatalf("bad row in %q", text)
		}
		a.To = col
		return a
	}
	if len(f) > 0 {
		a.Card = mustCard(t, f[0])
	}
	if len(f) == 3 && f[1] == "as" {
		a.As = mustCard(t, f[2])
	} else if len(f) > 1 {
		t.Fatalf("bad action %q", text)
	}
	return a
}

func play(t testing.TB, s *master.State, actions ...string) {
	t.Helper()
	for _, text := range actions {
		if err := s.Apply(act(t, text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

func mustCard(t testing.TB, name string) card.Card {
	t.Helper()
	c, err := card.Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// randomPlay plays random legal actions from rng until the round is over or
// stop says so; it returns whether stop did.
func randomPlay(s *master.State, rng *card.Rng, stop func(*master.State) bool) bool {
	var buf []master.Action
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
func find(t testing.TB, players int, want func(*master.State) bool) *master.State {
	t.Helper()
	for seed := range uint64(5000) {
		s, err := master.New(players, int(seed)%players, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := card.NewRng(card.Mix(seed, 7))
		if randomPlay(s, &rng, want) {
			return s
		}
	}
	t.Fatalf("no round with %d players reaches the position", players)
	return nil
}

// refuse applies a and checks it is refused for reason why, leaving the
// state and its record exactly as they were; it returns the error for
// further checks.
func refuse(t testing.TB, s *master.State, a master.Action, why master.Why) *master.Error {
	t.Helper()
	before := s.Clone()
	beforeRec := s.Record(nil, 1).Marshal()
	err := s.Apply(a)
	if err == nil {
		t.Fatalf("%v was accepted, want refusal %d", a, why)
	}
	e, ok := err.(*master.Error)
	if !ok {
		t.Fatalf("%v: error %T %v, want *master.Error", a, err, err)
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

func legalStrings(s *master.State) []string {
	var out []string
	for _, a := range s.Legal(s.ToMove()) {
		out = append(out, a.String())
	}
	return out
}

// has reports whether the legal list of the seat on turn holds the action.
func has(t testing.TB, s *master.State, text string) bool {
	t.Helper()
	return slices.Contains(s.Legal(s.ToMove()), act(t, text))
}
