package hoechste_test

import (
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/hoechste"
	"elferraus/engine/simtest"
)

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

// TestSimulation runs the shared random simulation on the game's registry
// entry with its invariants: the game's volume of random rounds (the
// registry's simulation plays only a few of each game).
func TestSimulation(t *testing.T) {
	for players := hoechste.MinPlayers; players <= hoechste.MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			simtest.RunGameWith(t, hoechste.Game(), nil, players, simtest.Config{
				Games: 200, Seed: uint64(players), MaxActions: hoechste.Tricks * players,
				FullReplay: 3, Prefixes: 3, Garbage: 4,
			}, invariants)
		})
	}
}
