package master_test

import (
	"bytes"
	"fmt"
	"runtime"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/engine/simtest"
)

// game adapts the engine at one table size to the simulation harness.
type game struct{ players int }

func (g game) New(seed uint64) (*master.State, error) {
	return master.New(g.players, int(seed%uint64(g.players)), seed)
}

func (g game) Seats(*master.State) int { return g.players }

func (g game) Legal(s *master.State, dst []master.Action) []master.Action {
	return s.AppendLegal(dst, s.ToMove())
}

func (g game) Apply(s *master.State, a master.Action) error { return s.Apply(a) }
func (g game) Over(s *master.State) bool                    { return s.IsOver() }
func (g game) Clone(s *master.State) *master.State          { return s.Clone() }
func (g game) Equal(x, y *master.State) bool                { return x.Equal(y) }

// The cards and garbage are the Round's audit (engine/master/game.go), the
// same the registry's simulation of every game uses.

func (g game) Deck(s *master.State) []card.Card { return master.NewRound(s).Deck() }

func (g game) Places(s *master.State, yield func(card.Card, simtest.Place)) {
	master.NewRound(s).Places(yield)
}

func (g game) View(s *master.State, seat int, yield func(card.Card)) {
	master.NewRound(s).Seen(seat, yield)
}

func (g game) Record(s *master.State) ([]byte, error) {
	return s.Record(nil, 1).Marshal(), nil
}

func (g game) Replayer(b []byte) (func(int) (*master.State, error), error) {
	rec, err := record.Read(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (*master.State, error) { return master.Replay(rec, upTo) }, nil
}

func (g game) Garbage(s *master.State, r *card.Rng) master.Action {
	return master.NewRound(s).Garbage(r).(master.Action)
}

// Check tests what every games.Round promises (simtest.CheckRound, on the
// engine's Round) and what the engine promises beyond the harness's checks.
func (g game) Check(s *master.State) error {
	if err := simtest.CheckRound(master.NewRound(s)); err != nil {
		return err
	}
	turn := s.Turn()
	bonus := s.Supply()
	for p := range g.players {
		if h := s.Hand(p); !slices.IsSorted(h) {
			return fmt.Errorf("seat %d's hand is not sorted: %s", p, card.Format(h))
		}
		bonus += s.Bonus(p)
		if n := s.Connections(p); n < 0 || n > master.ConnectionCards(g.players) {
			return fmt.Errorf("seat %d has %d connection cards", p, n)
		}
	}
	if bonus != master.BonusCards {
		return fmt.Errorf("%d bonus cards in all, want %d", bonus, master.BonusCards)
	}
	tab := s.Table()
	links := 0
	for p := range g.players {
		links += master.ConnectionCards(g.players) - s.Connections(p)
	}
	if tab.NLinks != links {
		return fmt.Errorf("%d connection cards on the table, %d spent", tab.NLinks, links)
	}
	// Bonus cards went out for completed sides only, one each.
	done := 0
	for _, col := range card.Colors {
		for _, high := range []bool{false, true} {
			if tab.SideDone(col, high) {
				done++
			}
		}
		if tab.Occupied(col)&(1<<11) == 0 || tab.Cards[col]&tab.Jokers[col] != 0 {
			return fmt.Errorf("the %v row lost its 11 or holds a card and a joker in one slot", col)
		}
	}
	if got := master.BonusCards - s.Supply(); got != min(done, master.BonusCards) {
		return fmt.Errorf("%d bonus cards taken for %d completed sides", got, done)
	}
	// Every row's cards reach its 11 through neighbours or a link.
	for n := 1; n <= 4; n++ {
		if at := tab.JokerAt[n]; at != card.None && tab.Slot(at) != card.Joker(n) {
			return fmt.Errorf("joker %d is said to stand at %v, which holds %v", n, at, tab.Slot(at))
		}
	}
	if s.IsOver() {
		if o := s.Out(); o >= 0 && len(s.Hand(o)) != 0 {
			return fmt.Errorf("seat %d went out but holds cards", o)
		}
		res := s.Result()
		best := slices.Max(res.Scores)
		for p, sc := range res.Scores {
			want := 11 * s.Bonus(p)
			for _, c := range s.Hand(p) {
				if c.IsJoker() {
					want -= 11
				} else {
					want -= c.Value()
				}
			}
			if sc != want {
				return fmt.Errorf("seat %d scores %d, want %d", p, sc, want)
			}
			if (sc == best) != slices.Contains(res.Winners, p) {
				return fmt.Errorf("winners %v with scores %v", res.Winners, res.Scores)
			}
		}
		return nil
	}
	if turn.ToMove < 0 || turn.ToMove >= g.players || turn.Laid > master.MaxLaid || turn.Passes >= g.players {
		return fmt.Errorf("impossible turn %+v", turn)
	}
	if turn.Pending != card.None && (tab.Taken(turn.Pending) || turn.Laid >= master.MaxLaid) {
		return fmt.Errorf("pending %v, which is taken or would be a fifth card", turn.Pending)
	}
	// A bot deciding from its view must see the same choices.
	for seat := range g.players {
		if got, want := s.View(seat).Legal(), s.Legal(seat); !slices.Equal(got, want) {
			return fmt.Errorf("seat %d: the view allows %v, the state %v", seat, got, want)
		}
	}
	return nil
}

// TestRandomSimulation plays every table size through the shared harness.
// Every round is checked after every action (cards, views, clone, refused
// garbage, the engine's own invariants) and replayed from its record at
// its end, with random prefixes compared to the snapshots taken on the
// way; the first rounds of each size also replay after every action.
func TestRandomSimulation(t *testing.T) {
	games, full := 300, 3
	if testing.Short() || runtime.GOOS == "js" {
		games, full = 25, 1
	}
	for players := master.MinPlayers; players <= master.MaxPlayers; players++ {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			t.Parallel()
			simtest.Run(t, game{players: players}, simtest.Config{
				Games:      games,
				Seed:       uint64(players) * 1000003,
				MaxActions: 3000,
				FullReplay: full,
				Prefixes:   4,
				Garbage:    3,
			})
		})
	}
}
