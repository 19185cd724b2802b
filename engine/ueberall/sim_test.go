package ueberall_test

import (
	"bytes"
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/simtest"
	"elferraus/engine/ueberall"
)

// game adapts ueberall to the shared random-simulation harness.
type game struct {
	players int
}

func (g game) New(seed uint64) (*ueberall.Round, error) {
	s, err := ueberall.New(g.players, int(seed%uint64(g.players)), seed)
	if err != nil {
		return nil, err
	}
	return ueberall.NewRound(s), nil
}

func (game) Seats(r *ueberall.Round) int { return r.Players() }

func (game) Legal(r *ueberall.Round, dst []ueberall.Action) []ueberall.Action {
	s := r.State()
	for p := range s.Players() {
		dst = append(dst, s.Legal(p)...)
	}
	return dst
}

func (game) Apply(r *ueberall.Round, a ueberall.Action) error { return r.Apply(a) }
func (game) Over(r *ueberall.Round) bool                      { return r.IsOver() }
func (game) Clone(r *ueberall.Round) *ueberall.Round          { return r.Clone().(*ueberall.Round) }
func (game) Equal(x, y *ueberall.Round) bool                  { return x.Equal(y) }
func (game) Deck(r *ueberall.Round) []card.Card               { return r.Deck() }

func (game) Places(r *ueberall.Round, yield func(card.Card, simtest.Place)) {
	r.Places(func(c card.Card, p games.Place) { yield(c, simtest.Place(p)) })
}

func (game) View(r *ueberall.Round, seat int, yield func(card.Card)) { r.Seen(seat, yield) }

func (game) Record(r *ueberall.Round) ([]byte, error) { return r.State().Record(nil, 1).Marshal(), nil }

func (game) Replayer(b []byte) (func(int) (*ueberall.Round, error), error) {
	rec, err := ueberall.ReadRecord(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (*ueberall.Round, error) {
		s, err := ueberall.Replay(rec, upTo)
		if err != nil {
			return nil, err
		}
		return ueberall.NewRound(s), nil
	}, nil
}

func (game) Garbage(r *ueberall.Round, g *card.Rng) ueberall.Action {
	return r.Garbage(g).(ueberall.Action)
}

// Check: what every games.Round promises (simtest.CheckRound); places are
// a ranking once over; cards turned stay within the bound.
func (game) Check(r *ueberall.Round) error {
	if err := simtest.CheckRound(r); err != nil {
		return err
	}
	s := r.State()
	if s.TurnedCards() > ueberall.MaxTurned+1 {
		return fmt.Errorf("%d cards turned", s.TurnedCards())
	}
	if s.IsOver() {
		for p, pl := range s.Places() {
			if pl < 1 || pl > s.Players() {
				return fmt.Errorf("seat %d has place %d at the end", p, pl)
			}
		}
		if len(s.Winners()) == 0 {
			return fmt.Errorf("nobody won")
		}
	}
	return nil
}

func TestRandomGames(t *testing.T) {
	for players := ueberall.MinPlayers; players <= ueberall.MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			games := 30
			if testing.Short() {
				games = 8
			}
			simtest.Run(t, game{players: players}, simtest.Config{
				Games: games, Seed: uint64(players*10) + 3, MaxActions: 4 * ueberall.MaxTurned,
				FullReplay: 0, Prefixes: 3, Garbage: 2,
			})
		})
	}
}
