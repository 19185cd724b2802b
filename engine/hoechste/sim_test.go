package hoechste_test

import (
	"bytes"
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/hoechste"
	"elferraus/engine/simtest"
)

// sim adapts a registry game to the shared random-simulation harness
// through games.Round and games.Audited alone.
type sim struct {
	g       *games.Game
	opts    map[string]any
	players int
	check   func(games.Round) error
}

func (c sim) New(seed uint64) (games.Round, error) {
	return c.g.Deal(c.opts, c.players, int(seed%uint64(c.players)), seed)
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

// invariants: 11 cards per seat in all; hands equal in size but for the
// choices made; the trick count matches the cards played.
func invariants(r games.Round) error {
	s := r.(*hoechste.Round).State()
	n := len(s.Waiting()) + len(s.Out())
	for p := range s.Players() {
		n += len(s.HandOf(p)) + len(s.Won(p))
		held := len(s.HandOf(p))
		if s.Chosen(p) != card.None {
			n++
			held++
		}
		if held != hoechste.Tricks-s.Trick() {
			return fmt.Errorf("seat %d holds %d cards after %d tricks", p, held, s.Trick())
		}
	}
	if n != hoechste.Tricks*s.Players() {
		return fmt.Errorf("%d cards in play, not %d", n, hoechste.Tricks*s.Players())
	}
	if s.IsOver() && len(s.Waiting()) != 0 {
		return fmt.Errorf("cards wait after the last trick")
	}
	if (s.Result() != nil) != s.IsOver() {
		return fmt.Errorf("a result while running, or none when over")
	}
	return nil
}

func TestSimulation(t *testing.T) {
	for players := hoechste.MinPlayers; players <= hoechste.MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			simtest.Run(t, sim{hoechste.Game(), nil, players, invariants}, simtest.Config{
				Games: 200, Seed: uint64(players), MaxActions: hoechste.Tricks * players,
				FullReplay: 3, Prefixes: 3, Garbage: 4,
			})
		})
	}
}
