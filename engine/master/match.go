package master

import (
	"errors"
	"fmt"

	"elferraus/engine/card"
)

// Match is a series of rounds with a running score sheet. The dealer of the
// first round is drawn from the match seed and moves one seat each round;
// each round's deal comes from a seed derived from the match seed and the
// round number, so a match is fixed by its seed and the players' actions.
type Match struct {
	Players int
	Seed    uint64
	Rounds  int     // rounds to play
	First   int     // dealer of the first round
	Sheet   [][]int // points per round and seat
}

// NewMatch sets up a match of rounds rounds.
func NewMatch(players, rounds int, seed uint64) (*Match, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("%s is for %d to %d players, not %d", ID, MinPlayers, MaxPlayers, players)
	}
	if rounds < 1 {
		return nil, errors.New("a match has at least one round")
	}
	rng := card.NewRng(card.Mix(seed, 0))
	return &Match{Players: players, Seed: seed, Rounds: rounds, First: rng.IntN(players)}, nil
}

// Played is the number of rounds finished.
func (m *Match) Played() int { return len(m.Sheet) }

// Over reports whether every round has been played.
func (m *Match) Over() bool { return len(m.Sheet) >= m.Rounds }

// Dealer is the dealer of round r (1-based).
func (m *Match) Dealer(r int) int { return (m.First + r - 1) % m.Players }

// RoundSeed is the seed of round r's deal.
func (m *Match) RoundSeed(r int) uint64 { return card.Mix(m.Seed, uint64(r)) }

// Deal deals the next round.
func (m *Match) Deal() (*State, error) {
	if m.Over() {
		return nil, errors.New("the match is over")
	}
	r := len(m.Sheet) + 1
	return New(m.Players, m.Dealer(r), m.RoundSeed(r))
}

// Finish enters a finished round in the score sheet.
func (m *Match) Finish(s *State) error {
	if !s.IsOver() {
		return errors.New("the round is not over")
	}
	if m.Over() {
		return errors.New("the match is over")
	}
	if s.Players() != m.Players {
		return fmt.Errorf("the round is for %d players, the match for %d", s.Players(), m.Players)
	}
	if r := len(m.Sheet) + 1; s.Dealer() != m.Dealer(r) {
		return fmt.Errorf("round %d is dealt by seat %d, not seat %d", r, m.Dealer(r), s.Dealer())
	}
	m.Sheet = append(m.Sheet, s.Scores())
	return nil
}

// Totals is each seat's sum over the rounds played.
func (m *Match) Totals() []int {
	t := make([]int, m.Players)
	for _, row := range m.Sheet {
		for p, v := range row {
			t[p] += v
		}
	}
	return t
}

// Leaders are the seats with the highest total: the winners once the match
// is over (equal totals share the win).
func (m *Match) Leaders() []int { return appendWinners(nil, m.Totals()) }
