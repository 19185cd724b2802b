package elfer_test

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
	"elferraus/engine/simtest"
)

// game adapts one configuration of the engine to the simulation harness.
type game struct {
	opts    elfer.Options
	players int
}

func (g game) New(seed uint64) (*elfer.State, error) {
	return elfer.New(g.opts, g.players, int(seed%uint64(g.players)), seed)
}

func (g game) Seats(*elfer.State) int { return g.players }

func (g game) Legal(s *elfer.State, dst []elfer.Action) []elfer.Action {
	return s.AppendLegal(dst, s.ToMove())
}

func (g game) Apply(s *elfer.State, a elfer.Action) error { return s.Apply(a) }
func (g game) Over(s *elfer.State) bool                   { return s.IsOver() }
func (g game) Clone(s *elfer.State) *elfer.State          { return s.Clone() }
func (g game) Equal(x, y *elfer.State) bool               { return x.Equal(y) }

// The cards and garbage are the Round's audit (engine/elfer/game.go), the
// same the registry's simulation of every game uses.

func (g game) Deck(s *elfer.State) []card.Card { return elfer.NewRound(s).Deck() }

func (g game) Places(s *elfer.State, yield func(card.Card, simtest.Place)) {
	elfer.NewRound(s).Places(yield)
}

func (g game) View(s *elfer.State, seat int, yield func(card.Card)) {
	elfer.NewRound(s).Seen(seat, yield)
}

func (g game) Record(s *elfer.State) ([]byte, error) {
	return s.Record(nil, 1).Marshal(), nil
}

func (g game) Replayer(b []byte) (func(int) (*elfer.State, error), error) {
	rec, err := record.Read(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (*elfer.State, error) { return elfer.Replay(rec, upTo) }, nil
}

func (g game) Garbage(s *elfer.State, r *card.Rng) elfer.Action {
	return elfer.NewRound(s).Garbage(r).(elfer.Action)
}

// Check tests what every games.Round promises (simtest.CheckRound, on the
// engine's Round) and what the engine promises beyond the harness's checks.
func (g game) Check(s *elfer.State) error {
	if err := simtest.CheckRound(elfer.NewRound(s)); err != nil {
		return err
	}
	turn := s.Turn()
	tab := s.Table()
	for p := range g.players {
		if h := s.Hand(p); !slices.IsSorted(h) {
			return fmt.Errorf("seat %d's hand is not sorted: %s", p, card.Format(h))
		}
	}
	if s.IsOver() {
		if w := s.Winner(); w >= 0 && len(s.Hand(w)) != 0 {
			return fmt.Errorf("winner %d holds cards", w)
		}
		if !s.Blocked() && s.Winner() < 0 {
			return fmt.Errorf("over without a winner or a block")
		}
		res := s.Result()
		for p, sc := range res.Scores {
			if sc != card.Sum(s.Hand(p)) {
				return fmt.Errorf("seat %d scores %d, holds %d", p, sc, card.Sum(s.Hand(p)))
			}
		}
		return nil
	}
	if turn.ToMove < 0 || turn.ToMove >= g.players {
		return fmt.Errorf("seat %d on", turn.ToMove)
	}
	if turn.Draws > 3 || (turn.Draws > 0 && turn.Laid > 0) || turn.Passes >= g.players {
		return fmt.Errorf("impossible turn %+v", turn)
	}
	if turn.MustLay != card.None && (!slices.Contains(s.Hand(turn.ToMove), turn.MustLay) || !s.Fits(turn.MustLay)) {
		return fmt.Errorf("must lay %v, which seat %d does not hold or which does not fit", turn.MustLay, turn.ToMove)
	}
	if turn.Phase == elfer.Opening && g.opts.Variant != elfer.FalseStart && tab.Count() != 0 {
		return fmt.Errorf("opening phase with %d cards laid", tab.Count())
	}
	// Every row has the shape its variant allows.
	for _, col := range card.Colors {
		m := tab[col]
		if m == 0 {
			continue
		}
		lo, hi := tab.Bounds(col)
		var inside uint32
		for v := lo; v <= hi; v++ {
			inside |= 1 << v
		}
		switch g.opts.Variant {
		case elfer.FalseStart:
			// Two runs, from the 1 up to lo and from the 20 down to hi.
			var want uint32
			for v := 1; v <= 20; v++ {
				if v <= lo || v >= hi {
					want |= 1 << v
				}
			}
			if m != want && !(lo == 1 && hi == 20 && m == inside) { // or the runs met
				return fmt.Errorf("the %v row is not two runs from the ends: %s", col, card.Format(tab.Cards()))
			}
			continue
		case elfer.Classic:
			if m&(1<<11) == 0 {
				return fmt.Errorf("the %v row lacks its 11", col)
			}
		case elfer.ThreeStarts:
			if m&(1<<10|1<<11|1<<12) == 0 {
				return fmt.Errorf("the %v row has none of 10, 11, 12", col)
			}
		case elfer.AnyStart:
			if m&(1<<s.Start()) == 0 {
				return fmt.Errorf("the %v row lacks the starting value %d", col, s.Start())
			}
		}
		if m != inside {
			return fmt.Errorf("the %v row has a gap: %s", col, card.Format(tab.Cards()))
		}
	}
	// A bot deciding from its view must see the same choices.
	for seat := range g.players {
		if got, want := s.View(seat).Legal(), s.Legal(seat); !slices.Equal(got, want) {
			return fmt.Errorf("seat %d: the view allows %v, the state %v", seat, got, want)
		}
	}
	return nil
}

// TestRandomSimulation plays every variant at every table size through the
// shared harness. Every round is checked after every action (cards, views,
// clone, refused garbage, the engine's own invariants) and replayed from its
// record at its end, with four random prefixes compared to the snapshots
// taken on the way. Writing and replaying the record after every action is
// quadratic in the length of a round, so only the first rounds of each
// configuration do that.
func TestRandomSimulation(t *testing.T) {
	// 24 configurations of 150 rounds: 3600 rounds, about 450000 checked
	// positions. A browser build runs the same checks on fewer rounds, since
	// js/wasm is several times slower and the point there is that it runs.
	games, full := 150, 3
	if testing.Short() || runtime.GOOS == "js" {
		games, full = 20, 1
	}
	for _, v := range elfer.Variants() {
		for players := 2; players <= 6; players++ {
			for _, short := range []bool{false, true} {
				if short && players != 2 {
					continue
				}
				opts := elfer.Options{Variant: v, Short: short}
				name := fmt.Sprintf("%s/%d", v.ID(), players)
				if short {
					name += "/short"
				}
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					simtest.Run(t, game{opts: opts, players: players}, simtest.Config{
						Games:      games,
						Seed:       uint64(v)<<8 | uint64(players)<<1 | b2u(short),
						MaxActions: 2000,
						FullReplay: full,
						Prefixes:   4,
						Garbage:    2,
					})
				})
			}
		}
	}
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
