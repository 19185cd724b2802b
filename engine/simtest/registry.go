package simtest

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
)

// RunGame runs the random simulation on a registered game with its default
// options: every game whose Round also implements games.Audited gets the
// whole harness from its registry entry alone.
func RunGame(t testing.TB, g *games.Game, players int, cfg Config) {
	t.Helper()
	RunGameWith(t, g, nil, players, cfg)
}

// RunGameWith is RunGame with an option map, as a header holds it, and
// the game's own invariants: each of checks runs after every action, beside
// CheckRound. A game whose Round does not implement games.Audited fails at
// its first deal.
func RunGameWith(t testing.TB, g *games.Game, options map[string]any, players int, cfg Config, checks ...func(games.Round) error) {
	t.Helper()
	opts, err := g.CheckOptions(options, players)
	if err != nil {
		t.Errorf("%s: %v", g.ID, err)
		return
	}
	Run(t, registered{g: g, opts: opts, players: players, checks: checks}, cfg)
}

// registered adapts a registry entry to the harness. The state is the
// game's Round and its Audited half; the actions are the opaque
// games.Action values, compared with reflect.DeepEqual since a game's
// action type may hold slices.
type registered struct {
	g       *games.Game
	opts    map[string]any
	players int
	checks  []func(games.Round) error
}

// audited is a Round with its Audited half.
type audited interface {
	games.Round
	games.Audited
}

func (a registered) New(seed uint64) (games.Round, error) {
	r, err := a.g.Deal(a.opts, a.players, int(seed%uint64(a.players)), seed)
	if err != nil {
		return nil, err
	}
	if _, ok := r.(audited); !ok {
		return nil, fmt.Errorf("%s deals a %T, which does not implement games.Audited (Deck, Places, Seen, Garbage): the simulation cannot check its cards", a.g.ID, r)
	}
	return r, nil
}

func (registered) Seats(r games.Round) int { return r.Players() }

// Legal offers the actions of every seat to move, so simultaneous choices
// are made one seat at a time in any order.
func (registered) Legal(r games.Round, dst []games.Action) []games.Action {
	for _, p := range r.ToMove() {
		dst = append(dst, r.Legal(p)...)
	}
	return dst
}

func (registered) Apply(r games.Round, a games.Action) error { return r.Apply(a) }
func (registered) Over(r games.Round) bool                   { return r.IsOver() }
func (registered) Clone(r games.Round) games.Round           { return r.Clone() }
func (registered) Equal(x, y games.Round) bool               { return x.Equal(y) }
func (registered) SameAction(x, y games.Action) bool         { return reflect.DeepEqual(x, y) }

func (registered) Deck(r games.Round) []card.Card { return r.(audited).Deck() }

func (registered) Places(r games.Round, yield func(card.Card, Place)) {
	r.(audited).Places(yield)
}

func (registered) View(r games.Round, seat int, yield func(card.Card)) {
	r.(audited).Seen(seat, yield)
}

func (registered) Record(r games.Round) ([]byte, error) { return r.Record(nil, 1).Marshal(), nil }

// Lines is the record's action lines: a game's Actions.
func (registered) Lines(r games.Round) int { return r.Actions() }

func (a registered) Replayer(b []byte) (func(int) (games.Round, error), error) {
	rec, err := a.g.Read(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (games.Round, error) { return a.g.Replay(rec, upTo) }, nil
}

// foreign are values of no game's action type, which every Round must
// refuse.
var foreign = []games.Action{nil, "draw", 11, struct{}{}, []int{1}}

// Garbage is mostly the game's own garbage, now and then a value of another
// type altogether.
func (registered) Garbage(r games.Round, rng *card.Rng) games.Action {
	if rng.IntN(8) == 0 {
		return foreign[rng.IntN(len(foreign))]
	}
	return r.(audited).Garbage(rng)
}

// Check runs CheckRound and the game's own checks.
func (a registered) Check(r games.Round) error {
	if err := CheckRound(r); err != nil {
		return err
	}
	for _, c := range a.checks {
		if err := c(r); err != nil {
			return err
		}
	}
	return nil
}

// CheckRound tests what games.Round promises of every game: who is to move,
// the result line once the round is over, that only the seats to move have
// legal actions, and the dealer. RunGame runs it after every action; a
// game's own simulation over its engine's types runs it on the engine's
// Round, so that its rounds are held to the same promises.
func CheckRound(r games.Round) error {
	n := r.Players()
	to := r.ToMove()
	res := r.Result()
	if r.IsOver() {
		if len(to) != 0 {
			return fmt.Errorf("the round is over, but seats %v are to move", to)
		}
		if res == nil {
			return fmt.Errorf("the round is over without a result")
		}
		if len(res.Scores) != n {
			return fmt.Errorf("the result has %d scores for %d seats", len(res.Scores), n)
		}
		for _, w := range res.Winners {
			if w < 0 || w >= n {
				return fmt.Errorf("the result names seat %d a winner", w)
			}
		}
	} else {
		if len(to) == 0 {
			return fmt.Errorf("the round is not over, but no seat is to move")
		}
		if res != nil {
			return fmt.Errorf("the round is not over, but has a result")
		}
	}
	for i, p := range to {
		if p < 0 || p >= n || slices.Contains(to[:i], p) {
			return fmt.Errorf("seats to move %v: seat %d is out of range or named twice", to, p)
		}
	}
	for p := range n {
		if !slices.Contains(to, p) && len(r.Legal(p)) > 0 {
			return fmt.Errorf("seat %d is not to move, but has legal actions %v", p, r.Legal(p))
		}
	}
	if r.Dealer() < 0 || r.Dealer() >= n {
		return fmt.Errorf("dealer %d of %d seats", r.Dealer(), n)
	}
	return nil
}
