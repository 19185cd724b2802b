package simtest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/simtest"
)

// toy is a tiny shedding game that exercises the harness: 12 cards, three to
// a hand, the rest a pile. On his turn a seat lays any card face up, or draws
// when the pile has cards; the round ends when a hand is empty. Its bug field
// switches on one deliberate fault, so each check of the harness is shown to
// fail when it should.
type toy struct {
	bug     string
	players int
}

type toyState struct {
	seed  uint64
	hands [][]card.Card
	pile  []card.Card // top last
	table []card.Card
	turn  int
	log   []toyAction
	bug   string
}

type toyAction struct {
	Seat int       `json:"seat"`
	Draw bool      `json:"draw,omitempty"`
	Card card.Card `json:"card,omitempty"`
}

type toyRecord struct {
	Seed    uint64      `json:"seed"`
	Players int         `json:"players"`
	Actions []toyAction `json:"actions"`
}

func (g toy) New(seed uint64) (*toyState, error) {
	r := card.NewRng(seed)
	d := card.Deck(6, card.Red, card.Yellow)
	r.Shuffle(d)
	s := &toyState{seed: seed, bug: g.bug}
	for p := range g.players {
		s.hands = append(s.hands, slices.Clone(d[3*p:3*p+3]))
	}
	s.pile = slices.Clone(d[3*g.players:])
	return s, nil
}

func (toy) Seats(s *toyState) int { return len(s.hands) }

func (toy) Legal(s *toyState, dst []toyAction) []toyAction {
	for _, c := range s.hands[s.turn] {
		dst = append(dst, toyAction{Seat: s.turn, Card: c})
	}
	if len(s.pile) > 0 {
		dst = append(dst, toyAction{Seat: s.turn, Draw: true})
	}
	return dst
}

func (toy) Apply(s *toyState, a toyAction) (err error) {
	if s.bug == "refusal-changes" {
		defer func() {
			if err != nil {
				s.turn = (s.turn + 1) % len(s.hands) // a refusal that moves the turn on
			}
		}()
	}
	if a.Seat != s.turn {
		return errors.New("not your turn")
	}
	h := s.hands[a.Seat]
	switch {
	case a.Draw:
		if len(s.pile) == 0 || a.Card != card.None {
			return errors.New("cannot draw")
		}
		s.hands[a.Seat] = append(h, s.pile[len(s.pile)-1])
		s.pile = s.pile[:len(s.pile)-1]
	default:
		i := slices.Index(h, a.Card)
		if i < 0 && s.bug != "accepts-illegal" {
			return errors.New("not in hand")
		}
		if i >= 0 {
			s.hands[a.Seat] = slices.Delete(h, i, i+1)
		}
		if s.bug == "endless" {
			s.pile = slices.Insert(s.pile, 0, a.Card) // cards go round for ever
		} else {
			s.table = append(s.table, a.Card)
		}
	}
	s.log = append(s.log, a)
	s.turn = (s.turn + 1) % len(s.hands)
	return nil
}

func (toy) Over(s *toyState) bool {
	if s.bug == "endless" {
		return false
	}
	for _, h := range s.hands {
		if len(h) == 0 {
			return true
		}
	}
	return false
}

func (toy) Clone(s *toyState) *toyState {
	c := *s
	if s.bug == "shallow-clone" {
		c.hands = slices.Clone(s.hands) // the hands themselves stay shared
	} else {
		c.hands = make([][]card.Card, len(s.hands))
		for p, h := range s.hands {
			c.hands[p] = slices.Clone(h)
		}
	}
	c.pile = slices.Clone(s.pile)
	c.table = slices.Clone(s.table)
	c.log = slices.Clone(s.log)
	return &c
}

func (toy) Equal(x, y *toyState) bool {
	return x.turn == y.turn && slices.EqualFunc(x.hands, y.hands, slices.Equal) &&
		slices.Equal(x.pile, y.pile) && slices.Equal(x.table, y.table) && slices.Equal(x.log, y.log)
}

func (toy) Deck(*toyState) []card.Card { return card.Deck(6, card.Red, card.Yellow) }

func (toy) Places(s *toyState, yield func(card.Card, simtest.Place)) {
	for p, h := range s.hands {
		for _, c := range h {
			yield(c, simtest.Place{Zone: "hand", Seat: p, SeenBy: p})
		}
	}
	for i, c := range s.pile {
		if s.bug == "loses-card" && i == 0 {
			continue
		}
		yield(c, simtest.Place{Zone: "pile", Seat: -1, SeenBy: -1})
	}
	for _, c := range s.table {
		yield(c, simtest.Place{Zone: "table", Seat: -1, SeenBy: -1, Open: true})
		if s.bug == "doubles-card" {
			yield(c, simtest.Place{Zone: "hand", Seat: 0, SeenBy: 0})
		}
	}
}

func (toy) View(s *toyState, seat int, yield func(card.Card)) {
	for _, c := range s.hands[seat] {
		yield(c)
	}
	for _, c := range s.table {
		yield(c)
	}
	if s.bug == "leaks" {
		for _, c := range s.hands[(seat+1)%len(s.hands)] {
			yield(c)
		}
	}
}

func (toy) Record(s *toyState) ([]byte, error) {
	return json.Marshal(toyRecord{Seed: s.seed, Players: len(s.hands), Actions: s.log})
}

func (g toy) Replayer(b []byte) (func(int) (*toyState, error), error) {
	var rec toyRecord
	if err := json.Unmarshal(b, &rec); err != nil {
		return nil, err
	}
	return func(upTo int) (*toyState, error) {
		g.players = rec.Players
		s, _ := g.New(rec.Seed)
		acts := rec.Actions
		if g.bug == "replay-drifts" && len(acts) > 3 {
			acts = acts[:len(acts)-1]
		}
		for i, a := range acts {
			if upTo >= 0 && i >= upTo {
				break
			}
			if err := g.Apply(s, a); err != nil {
				return nil, fmt.Errorf("action %d: %v", i, err)
			}
		}
		return s, nil
	}, nil
}

func (toy) Garbage(s *toyState, r *card.Rng) toyAction {
	return toyAction{Seat: r.IntN(4) - 1, Card: card.New(card.Color(r.IntN(2)), 1+r.IntN(6))}
}

func (toy) Check(*toyState) error { return nil }

// recorder stands in for *testing.T to catch what Run reports.
type recorder struct {
	testing.TB
	msgs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

func TestHarnessPassesSoundGame(t *testing.T) {
	for players := 2; players <= 4; players++ {
		simtest.Run(t, toy{players: players}, simtest.Config{Games: 300, Seed: 1, MaxActions: 100, FullReplay: 30, Prefixes: 3, Garbage: 3})
	}
}

func TestHarnessCatchesBugs(t *testing.T) {
	full := simtest.Config{Games: 200, Seed: 2, MaxActions: 100, FullReplay: 5, Prefixes: 20, Garbage: 4}
	// Without per-action replay and legal-action trials, a clone that shares
	// memory is caught only by the prefixes replayed at the end.
	light := simtest.Config{Games: 200, Seed: 2, MaxActions: 100, Prefixes: 20}
	tests := []struct {
		bug  string
		cfg  simtest.Config
		want string
	}{
		{"loses-card", full, "is nowhere"},
		{"doubles-card", full, "lies twice"},
		{"leaks", full, "hidden from it"},
		{"shallow-clone", light, "replaying the first"},
		{"shallow-clone", full, "refused"},
		{"endless", full, "did not end within 100 actions"},
		{"replay-drifts", full, "replayed record gives another state"},
		{"replay-drifts", light, "at the end"},
		{"refusal-changes", full, "changed the state"},
		{"accepts-illegal", full, "not in the legal list"},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			var r recorder
			simtest.Run(&r, toy{players: 3, bug: tt.bug}, tt.cfg)
			if len(r.msgs) != 1 {
				t.Fatalf("got %d reports, want 1: %q", len(r.msgs), r.msgs)
			}
			if got := r.msgs[0]; !strings.Contains(got, tt.want) || !strings.Contains(got, "seed") {
				t.Errorf("report %q, want it to say %q and name the seed", got, tt.want)
			}
		})
	}
}
