package schwarzerpeter_test

import (
	"bytes"
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	sp "elferraus/engine/schwarzerpeter"
	"elferraus/engine/simtest"
)

// game adapts the engine to the shared random-simulation harness.
type game struct {
	opts    sp.Options
	players int
}

func (g game) New(seed uint64) (*sp.State, error) {
	return sp.New(g.opts, g.players, int(seed%uint64(g.players)), seed)
}
func (game) Seats(s *sp.State) int { return s.Players() }
func (game) Legal(s *sp.State, dst []sp.Action) []sp.Action {
	return append(dst, s.Legal(s.ToMove())...)
}
func (game) Apply(s *sp.State, a sp.Action) error { return s.Apply(a) }
func (game) Over(s *sp.State) bool                { return s.IsOver() }
func (game) Clone(s *sp.State) *sp.State          { return s.Clone() }
func (game) Equal(x, y *sp.State) bool            { return x.Equal(y) }
func (g game) Deck(*sp.State) []card.Card         { return g.opts.Deck() }

func (game) Places(s *sp.State, yield func(card.Card, simtest.Place)) {
	sp.NewRound(s).Places(func(c card.Card, p games.Place) {
		yield(c, p)
	})
}

func (game) View(s *sp.State, seat int, yield func(card.Card)) {
	sp.NewRound(s).Seen(seat, yield)
}

func (game) Record(s *sp.State) ([]byte, error) { return s.Record(nil, 1).Marshal(), nil }

func (game) Replayer(b []byte) (func(int) (*sp.State, error), error) {
	rec, err := sp.ReadRecord(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (*sp.State, error) { return sp.Replay(rec, upTo) }, nil
}

func (game) Garbage(s *sp.State, r *card.Rng) sp.Action {
	a, _ := sp.NewRound(s).Garbage(r).(sp.Action)
	return a
}

// Check: what every games.Round promises (simtest.CheckRound, on the
// engine's Round); the known cards of every view are cards the viewer lost
// to that holder, at their true positions; exactly one seat holds the Peter
// while the round runs; the loser holds it at the end.
func (game) Check(s *sp.State) error {
	if err := simtest.CheckRound(sp.NewRound(s)); err != nil {
		return err
	}
	for seat := range s.Players() {
		v := s.View(seat)
		for p, known := range v.Known {
			if p == seat {
				continue
			}
			if len(known) != len(s.Hand(p)) {
				return fmt.Errorf("seat %d's view knows %d positions of seat %d's %d cards", seat, len(known), p, len(s.Hand(p)))
			}
			for i, c := range known {
				if c != card.None && (c != s.Hand(p)[i] || !s.Knows(seat, c)) {
					return fmt.Errorf("seat %d's view claims %v at position %d of seat %d", seat, c, i, p)
				}
			}
		}
	}
	if h := s.PeterHolder(); h < 0 {
		return fmt.Errorf("nobody holds the Peter")
	} else if s.IsOver() && h != s.Loser() {
		return fmt.Errorf("seat %d holds the Peter but seat %d lost", h, s.Loser())
	}
	return nil
}

func TestRandomRounds(t *testing.T) {
	for _, kurz := range []bool{false, true} {
		for n := sp.MinPlayers; n <= sp.MaxPlayers; n++ {
			t.Run(fmt.Sprintf("%dp-kurz%v", n, kurz), func(t *testing.T) {
				simtest.Run(t, game{sp.Options{Kurz: kurz}, n}, simtest.Config{
					Games: 100, Seed: uint64(n), MaxActions: 2*sp.MaxDraws + 1,
					FullReplay: 2, Prefixes: 3, Garbage: 4,
				})
			})
		}
	}
}
