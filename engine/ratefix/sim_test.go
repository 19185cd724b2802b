package ratefix_test

import (
	"bytes"
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/ratefix"
	"elferraus/engine/simtest"
)

// sim adapts a registry game to the shared random-simulation harness
// through games.Round and games.Audited alone.
type sim struct {
	g       *games.Game
	players int
	check   func(games.Round) error
}

func (c sim) New(seed uint64) (games.Round, error) {
	return c.g.Deal(nil, c.players, int(seed%uint64(c.players)), seed)
}
func (sim) Seats(r games.Round) int { return r.Players() }
func (sim) Legal(r games.Round, dst []games.Action) []games.Action {
	for _, p := range r.ToMove() {
		dst = append(dst, r.Legal(p)...)
	}
	return dst
}
func (sim) Apply(r games.Round, a games.Action) error { return r.Apply(a) }
func (sim) Over(r games.Round) bool                   { return r.IsOver() }
func (sim) Clone(r games.Round) games.Round           { return r.Clone() }
func (sim) Equal(x, y games.Round) bool               { return x.Equal(y) }
func (sim) Deck(r games.Round) []card.Card            { return r.(games.Audited).Deck() }
func (sim) Places(r games.Round, yield func(card.Card, simtest.Place)) {
	r.(games.Audited).Places(func(c card.Card, p games.Place) {
		yield(c, p)
	})
}
func (sim) View(r games.Round, seat int, yield func(card.Card)) { r.(games.Audited).Seen(seat, yield) }
func (sim) Record(r games.Round) ([]byte, error)                { return r.Record(nil, 1).Marshal(), nil }
func (c sim) Replayer(b []byte) (func(int) (games.Round, error), error) {
	rec, err := c.g.Read(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (games.Round, error) { return c.g.Replay(rec, upTo) }, nil
}
func (sim) Garbage(r games.Round, rng *card.Rng) games.Action {
	return r.(games.Audited).Garbage(rng)
}
func (c sim) Check(r games.Round) error { return c.check(r) }

// invariants: the stacks stay equal but for this round's lays; the cards
// won are the seats times the rounds revealed; the guesses are distinct,
// within bounds and never made before every card is laid; a result exactly
// when the game is over.
func invariants(r games.Round) error {
	s := r.(*ratefix.Round).State()
	n := s.Players()
	won, laying := 0, false
	for p := range n {
		held := len(s.Stack(p))
		if s.Laid(p) != card.None {
			held++
		} else {
			laying = true
		}
		if held != ratefix.StackSize(n)-s.Rounds() {
			return fmt.Errorf("seat %d holds %d cards after %d rounds", p, held, s.Rounds())
		}
		won += len(s.Won(p))
	}
	if won != n*s.Rounds() {
		return fmt.Errorf("%d cards won after %d rounds of %d seats", won, s.Rounds(), n)
	}
	if laying && len(s.Calls()) > 0 {
		return fmt.Errorf("guesses %v before every card is laid", s.Calls())
	}
	seen := map[int]bool{}
	for i, c := range s.Calls() {
		if c.Seat != (s.First()+i)%n {
			return fmt.Errorf("guess %d of the round by seat %d, not seat %d", i, c.Seat, (s.First()+i)%n)
		}
		if seen[c.Total] || c.Total < ratefix.MinGuess(n) || c.Total > ratefix.MaxGuess(n) {
			return fmt.Errorf("guess %d twice or out of bounds", c.Total)
		}
		seen[c.Total] = true
	}
	if (s.Result() != nil) != s.IsOver() {
		return fmt.Errorf("a result while running, or none when over")
	}
	return nil
}

func TestSimulation(t *testing.T) {
	for players := ratefix.MinPlayers; players <= ratefix.MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			simtest.Run(t, sim{ratefix.Game(), players, invariants}, simtest.Config{
				Games: 200, Seed: uint64(players), MaxActions: 2 * ratefix.Dealt,
				FullReplay: 2, Prefixes: 3, Garbage: 4,
			})
		})
	}
}
