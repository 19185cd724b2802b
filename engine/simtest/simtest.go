// Package simtest is the random-simulation test every game of the project
// runs, in the spirit of OpenSpiel's RandomSimTest: thousands of seeded
// random rounds, and after every action a check that no card is lost or
// doubled, that no seat's view shows a card hidden from it, that a clone is
// equal to its original, that refused actions change nothing, that the
// record of the round so far replays to the same state, and that the round
// ends within a bound.
//
// A game plugs in through a Game adapter: a handful of functions over its
// own state and action types. The harness knows nothing of any rule.
package simtest

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
)

// Place is where a card lies, as far as who may see it: the registry's
// games.Place, so an engine's games.Audited and a test's adapter report the
// same thing.
type Place = games.Place

// where names a place for failure messages.
func where(p Place) string {
	if p.Seat >= 0 {
		return fmt.Sprintf("%s of seat %d", p.Zone, p.Seat)
	}
	return p.Zone
}

// Game adapts one game's engine (one configuration of it: variant, number of
// seats, options) to the harness. S is the engine's state, usually a pointer;
// A its action type.
//
// The harness assumes that every action Apply accepts is one action line of
// the record, so that replaying the first k lines gives the state after k
// actions.
type Game[S any, A comparable] interface {
	// New starts a round from a seed.
	New(seed uint64) (S, error)
	// Seats is the number of seats.
	Seats(s S) int
	// Legal appends the actions that may be taken now to dst, in a fixed
	// order: those of the seat on turn, or of every seat that may act.
	Legal(s S, dst []A) []A
	// Apply carries out an action, or refuses it with an error and leaves s
	// unchanged.
	Apply(s S, a A) error
	// Over reports whether the round has ended.
	Over(s S) bool
	// Clone returns an independent copy, Equal compares two states.
	Clone(s S) S
	Equal(x, y S) bool
	// Deck is every card of the round (asked once per round); each must lie
	// in exactly one place.
	Deck(s S) []card.Card
	// Places reports every card of the round and where it lies.
	Places(s S, yield func(c card.Card, p Place))
	// View reports every card the view of seat shows.
	View(s S, seat int, yield func(c card.Card))
	// Record writes the record of the round so far.
	Record(s S) ([]byte, error)
	// Replayer reads a record and returns a function that replays its
	// first upTo actions (all of them when upTo < 0).
	Replayer(rec []byte) (func(upTo int) (S, error), error)
	// Garbage returns an arbitrary action, legal or not, from r: wrong
	// seats, cards not held, unknown kinds.
	Garbage(s S, r *card.Rng) A
	// Check tests the game's own invariants (scores, turn bookkeeping) and
	// returns nil when they hold.
	Check(s S) error
}

// Liner is a Game whose actions and record lines do not match one for one
// (a real-time game whose seats choose one by one within a tick, written to
// the record together when the tick resolves). Lines is the number of action
// lines of s's record; the harness compares a prefix of the record only with
// a state taken right after its last line was written.
type Liner[S any] interface {
	Lines(s S) int
}

// Config says how many rounds to play and how hard to check them.
type Config struct {
	// Games is the number of random rounds.
	Games int
	// Seed derives each round's seed and its chooser's seed.
	Seed uint64
	// MaxActions bounds the actions of one round; a round still running
	// after it fails the test.
	MaxActions int
	// FullReplay is the number of rounds (the first ones) that write and
	// replay their record after every action and try every legal action on
	// a clone. That costs time quadratic in the length of a round, so the
	// other rounds replay their record once at the end, and Prefixes of its
	// prefixes.
	FullReplay int
	// Prefixes is the number of random prefixes of every round's record
	// replayed at its end and compared with the state the round had then.
	Prefixes int
	// Garbage is the number of arbitrary actions tried (on a clone) before
	// every action.
	Garbage int
}

// Run plays cfg.Games seeded random rounds of g and checks them after every
// action. It stops at the first failure and reports it, with the seed and
// the record so far, through t.Errorf (the only reporting method it uses, so
// a test of the harness can record failures).
func Run[S any, A comparable](t testing.TB, g Game[S, A], cfg Config) {
	t.Helper()
	if cfg.MaxActions <= 0 {
		cfg.MaxActions = 10000
	}
	same := func(x, y A) bool { return x == y }
	if s, ok := g.(SameActioner[A]); ok {
		same = s.SameAction
	}
	for i := range cfg.Games {
		seed := card.Mix(cfg.Seed, uint64(i))
		r := runner[S, A]{g: g, cfg: cfg, full: i < cfg.FullReplay, seed: seed, same: same}
		if err := r.play(); err != nil {
			t.Errorf("round %d (seed %d), after %d actions: %v%s", i, seed, r.steps, err, r.dump())
			return
		}
	}
}

// SameActioner is a Game whose actions == cannot compare: interface values
// that may hold slices, which == would panic on. The harness then compares
// actions with SameAction.
type SameActioner[A any] interface {
	SameAction(x, y A) bool
}

type runner[S any, A comparable] struct {
	g     Game[S, A]
	same  func(x, y A) bool
	cfg   Config
	full  bool
	seed  uint64
	s     S
	steps int
	snaps []S   // snaps[i] is the state after keys[i] actions
	keys  []int // the record's action lines at each snapshot
	deck  []card.Card
	// Per-card tables of check, indexed by card.Index, kept between calls.
	count  []int
	place  []Place
	inDeck []bool
	shown  []bool
}

// dump is the record of the failed round, for reproducing it.
func (r *runner[S, A]) dump() string {
	if r.steps == 0 && r.snaps == nil {
		return ""
	}
	b, err := r.g.Record(r.s)
	if err != nil {
		return "\n(no record: " + err.Error() + ")"
	}
	return "\nrecord so far:\n" + string(b)
}

func (r *runner[S, A]) play() error {
	g := r.g
	s, err := g.New(r.seed)
	if err != nil {
		return fmt.Errorf("dealing: %v", err)
	}
	r.s = s
	r.snaps, r.keys = append(r.snaps, g.Clone(s)), append(r.keys, 0)
	liner, hasLines := any(g).(Liner[S])
	if err := r.check(); err != nil {
		return fmt.Errorf("after the deal: %v", err)
	}
	rng := card.NewRng(card.Mix(r.seed, 1<<32))
	var legal, again []A
	for !g.Over(s) {
		if r.steps >= r.cfg.MaxActions {
			return fmt.Errorf("the round did not end within %d actions", r.cfg.MaxActions)
		}
		legal = g.Legal(s, legal[:0])
		if len(legal) == 0 {
			return fmt.Errorf("the round is not over, but nothing is legal")
		}
		again = g.Legal(s, again[:0])
		if !slices.EqualFunc(legal, again, r.same) {
			return fmt.Errorf("the legal actions changed between two calls: %v, then %v", legal, again)
		}
		if r.full {
			for _, a := range legal {
				c := g.Clone(s)
				if err := g.Apply(c, a); err != nil {
					return fmt.Errorf("legal action %v refused: %v", a, err)
				}
			}
		}
		for range r.cfg.Garbage {
			a := g.Garbage(s, &rng)
			c := g.Clone(s)
			if err := g.Apply(c, a); err != nil {
				if !g.Equal(c, s) {
					return fmt.Errorf("refused action %v (%v) changed the state", a, err)
				}
			} else if !slices.ContainsFunc(legal, func(b A) bool { return r.same(a, b) }) {
				return fmt.Errorf("action %v is not in the legal list %v, but Apply accepted it", a, legal)
			}
		}
		a := legal[rng.IntN(len(legal))]
		before := r.snaps[len(r.snaps)-1]
		if hasLines {
			before = g.Clone(s)
		}
		if err := g.Apply(s, a); err != nil {
			return fmt.Errorf("legal action %v refused: %v", a, err)
		}
		r.steps++
		if g.Equal(before, s) {
			return fmt.Errorf("action %v changed nothing", a)
		}
		key := r.steps
		if hasLines {
			key = liner.Lines(s)
		}
		if err := r.check(); err != nil {
			return fmt.Errorf("after %v: %v", a, err)
		}
		if key == r.keys[len(r.keys)-1] {
			// A choice the record writes only with the others of its
			// tick: no prefix of the record ends here.
			continue
		}
		r.snaps, r.keys = append(r.snaps, g.Clone(s)), append(r.keys, key)
		if r.full {
			if _, err := r.replay(s); err != nil {
				return fmt.Errorf("after %v: %v", a, err)
			}
		}
	}
	rep, err := r.replay(s)
	if err != nil {
		return fmt.Errorf("at the end: %v", err)
	}
	// Earlier snapshots are compared with their prefix of the record; a
	// clone that shared memory with the state would have changed since.
	for range r.cfg.Prefixes {
		i := rng.IntN(len(r.snaps))
		k := r.keys[i]
		got, err := rep(k)
		if err != nil {
			return fmt.Errorf("replaying the first %d actions: %v", k, err)
		}
		if !g.Equal(got, r.snaps[i]) {
			return fmt.Errorf("replaying the first %d actions differs from the state after %d actions (or that snapshot changed since)", k, k)
		}
	}
	return nil
}

// replay writes the record of s, replays it and compares; it also checks
// that the replayed state writes the same bytes. It returns the record's
// replayer for further prefixes.
func (r *runner[S, A]) replay(s S) (func(int) (S, error), error) {
	g := r.g
	b, err := g.Record(s)
	if err != nil {
		return nil, fmt.Errorf("writing the record: %v", err)
	}
	rep, err := g.Replayer(b)
	if err != nil {
		return nil, fmt.Errorf("reading the record back: %v", err)
	}
	got, err := rep(-1)
	if err != nil {
		return nil, fmt.Errorf("replaying the record: %v", err)
	}
	if !g.Equal(got, s) {
		return nil, fmt.Errorf("the replayed record gives another state")
	}
	b2, err := g.Record(got)
	if err != nil {
		return nil, fmt.Errorf("writing the replayed record: %v", err)
	}
	if !bytes.Equal(b, b2) {
		return nil, fmt.Errorf("the replayed state writes another record:\n%s\nvs\n%s", b2, b)
	}
	return rep, nil
}

// check runs the checks of one position: cards, views, clone, the game's own.
func (r *runner[S, A]) check() error {
	g, s := r.g, r.s
	if r.count == nil {
		r.count = make([]int, card.Limit)
		r.place = make([]Place, card.Limit)
		r.inDeck = make([]bool, card.Limit)
		r.shown = make([]bool, card.Limit)
		r.deck = g.Deck(s)
		for _, c := range r.deck {
			r.inDeck[c.Index()] = true
		}
	}
	clear(r.count)
	var extra []string
	g.Places(s, func(c card.Card, p Place) {
		i := c.Index()
		if i < 0 || i >= card.Limit || !c.Valid() {
			extra = append(extra, fmt.Sprintf("%v in the %s is not a card", c, where(p)))
			return
		}
		r.count[i]++
		if r.count[i] > 1 {
			extra = append(extra, fmt.Sprintf("%v lies twice: in the %s and in the %s", c, where(r.place[i]), where(p)))
		}
		r.place[i] = p
	})
	if len(extra) > 0 {
		return fmt.Errorf("%s", extra[0])
	}
	deck, inDeck := r.deck, r.inDeck
	for _, c := range deck {
		if r.count[c.Index()] == 0 {
			return fmt.Errorf("%v is nowhere", c)
		}
	}
	for i, n := range r.count {
		if n > 0 && !inDeck[i] {
			return fmt.Errorf("%v lies in the %s but is not a card of this round", cardOf(i), where(r.place[i]))
		}
	}
	seats := g.Seats(s)
	shown := r.shown
	for seat := range seats {
		clear(shown)
		var leak error
		g.View(s, seat, func(c card.Card) {
			i := c.Index()
			if leak != nil {
				return
			}
			if i < 0 || i >= card.Limit || r.count[i] == 0 {
				leak = fmt.Errorf("the view of seat %d shows %v, which lies nowhere", seat, c)
				return
			}
			if !r.place[i].VisibleTo(seat) {
				leak = fmt.Errorf("the view of seat %d shows %v, which lies in the %s, hidden from it", seat, c, where(r.place[i]))
				return
			}
			shown[i] = true
		})
		if leak != nil {
			return leak
		}
		for _, c := range deck {
			if i := c.Index(); r.place[i].VisibleTo(seat) && !shown[i] {
				return fmt.Errorf("the view of seat %d misses %v in the %s", seat, c, where(r.place[i]))
			}
		}
	}
	if c := g.Clone(s); !g.Equal(c, s) || !g.Equal(s, c) {
		return fmt.Errorf("a clone is not equal to its original")
	}
	if err := g.Check(s); err != nil {
		return err
	}
	return nil
}

// cardOf inverts card.Card.Index.
func cardOf(i int) card.Card {
	if i >= 4*32 {
		return card.Joker(i - 4*32)
	}
	return card.Card(i)
}
