package mogeln_test

import (
	"bytes"
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/mogeln"
	"elferraus/engine/simtest"
)

// game adapts mogeln to the shared random-simulation harness.
type game struct {
	opts    mogeln.Options
	players int
}

func (g game) New(seed uint64) (*mogeln.Round, error) {
	s, err := mogeln.New(g.opts, g.players, int(seed%uint64(g.players)), seed)
	if err != nil {
		return nil, err
	}
	return mogeln.NewRound(s), nil
}

func (game) Seats(r *mogeln.Round) int { return r.Players() }

func (game) Legal(r *mogeln.Round, dst []mogeln.Action) []mogeln.Action {
	s := r.State()
	for p := range s.Players() {
		dst = append(dst, s.Legal(p)...)
	}
	return dst
}

func (game) Apply(r *mogeln.Round, a mogeln.Action) error { return r.Apply(a) }
func (game) Over(r *mogeln.Round) bool                    { return r.IsOver() }
func (game) Clone(r *mogeln.Round) *mogeln.Round          { return r.Clone().(*mogeln.Round) }
func (game) Equal(x, y *mogeln.Round) bool                { return x.Equal(y) }
func (game) Deck(r *mogeln.Round) []card.Card             { return r.Deck() }

func (game) Places(r *mogeln.Round, yield func(card.Card, simtest.Place)) {
	r.Places(func(c card.Card, p games.Place) { yield(c, simtest.Place(p)) })
}

func (game) View(r *mogeln.Round, seat int, yield func(card.Card)) { r.Seen(seat, yield) }

func (game) Record(r *mogeln.Round) ([]byte, error) { return r.State().Record(nil, 1).Marshal(), nil }

func (game) Replayer(b []byte) (func(int) (*mogeln.Round, error), error) {
	rec, err := mogeln.ReadRecord(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (*mogeln.Round, error) {
		s, err := mogeln.Replay(rec, upTo)
		if err != nil {
			return nil, err
		}
		return mogeln.NewRound(s), nil
	}, nil
}

func (game) Garbage(r *mogeln.Round, g *card.Rng) mogeln.Action {
	return r.Garbage(g).(mogeln.Action)
}

// Check: what every games.Round promises (simtest.CheckRound); places are
// a ranking once over, the claim stays within 1..20.
func (game) Check(r *mogeln.Round) error {
	if err := simtest.CheckRound(r); err != nil {
		return err
	}
	s := r.State()
	v := s.View(0)
	if v.Claim < 1 || v.Claim > mogeln.TopClaim {
		return fmt.Errorf("claim %d", v.Claim)
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
	for players := mogeln.MinPlayers; players <= mogeln.MaxPlayers; players++ {
		for _, o := range []mogeln.Options{{}, {Heimlich: true}, {Farbe: true}, {Heimlich: true, Farbe: true}} {
			t.Run(fmt.Sprintf("%dp-%v-%v", players, o.Heimlich, o.Farbe), func(t *testing.T) {
				games := 60
				if testing.Short() {
					games = 10
				}
				simtest.Run(t, game{opts: o, players: players}, simtest.Config{
					Games: games, Seed: uint64(players*10) + 7, MaxActions: mogeln.MaxActions + 1,
					FullReplay: 1, Prefixes: 3, Garbage: 3,
				})
			})
		}
	}
}
