package ratefix_test

import (
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/ratefix"
	"elferraus/engine/simtest"
)

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

// TestSimulation runs the shared random simulation on the game's registry
// entry with its invariants: the game's volume of random rounds (the
// registry's simulation plays only a few of each game).
func TestSimulation(t *testing.T) {
	for players := ratefix.MinPlayers; players <= ratefix.MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			simtest.RunGameWith(t, ratefix.Game(), nil, players, simtest.Config{
				Games: 200, Seed: uint64(players), MaxActions: 2 * ratefix.Dealt,
				FullReplay: 2, Prefixes: 3, Garbage: 4,
			}, invariants)
		})
	}
}
