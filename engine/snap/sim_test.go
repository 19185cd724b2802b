package snap_test

import (
	"bytes"
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/simtest"
	"elferraus/engine/snap"
)

// game adapts snap to the shared random-simulation harness. The harness
// plays one action at a time from a legal list; a real-time game has
// endless ticks, so the list offers every accepted action at the latest
// tick, the next and one 25 ticks on, and single calls (a batch of one).
// Batches of simultaneous calls are covered by TestRandomBatches.
type game struct {
	opts    snap.Options
	players int
}

func (g game) New(seed uint64) (*snap.State, error) {
	return snap.New(g.opts, g.players, int(seed%uint64(g.players)), seed)
}

func (game) Seats(s *snap.State) int { return s.Players() }

func ticks(s *snap.State) []snap.Tick {
	l := max(s.Last(), 0)
	ts := []snap.Tick{l, l + 1, l + 25}
	if lim := s.Options().TimeLimit; lim > l+25 {
		ts = append(ts, lim)
	}
	return ts
}

// act is an action as the harness handles it: comparable, so without the
// cards and new stacks a reveal may name (the engine fills those in).
type act struct {
	kind snap.Kind
	seat int
	tick snap.Tick
	word snap.Word
	card card.Card
}

func actOf(a snap.Action) act { return act{a.Kind, a.Seat, a.Tick, a.Word, a.Card} }

func (a act) action() snap.Action {
	return snap.Action{Kind: a.kind, Seat: a.seat, Tick: a.tick, Word: a.word, Card: a.card}
}

func (game) Legal(s *snap.State, dst []act) []act {
	for _, t := range ticks(s) {
		cands := []snap.Action{snap.RevealOf(s.Turn(), t), snap.RevealAllOf(t), {Kind: snap.Time, Seat: -1, Tick: t}}
		for p := range s.Players() {
			cands = append(cands, snap.CallOf(p, t, snap.Schnapp), snap.CallOf(p, t, snap.Schnipp))
		}
		for _, a := range cands {
			if s.Check(a) == nil {
				dst = append(dst, actOf(a))
			}
		}
	}
	return dst
}

func (game) Apply(s *snap.State, a act) error { _, err := s.Apply(a.action()); return err }
func (game) Over(s *snap.State) bool          { return s.IsOver() }
func (game) Clone(s *snap.State) *snap.State  { return s.Clone() }
func (game) Equal(x, y *snap.State) bool      { return x.Equal(y) }
func (game) Deck(*snap.State) []card.Card     { return card.Deck(20, card.Colors[:]...) }

func (game) Places(s *snap.State, yield func(card.Card, simtest.Place)) {
	for p := range s.Players() {
		for _, c := range s.Stack(p) {
			yield(c, simtest.Place{Zone: "stack", Seat: p, SeenBy: -1})
		}
		pile := s.Pile(p)
		for i, c := range pile {
			yield(c, simtest.Place{Zone: "face-up pile", Seat: p, SeenBy: -1, Open: i == len(pile)-1})
		}
	}
	for i, c := range s.Centre() {
		yield(c, simtest.Place{Zone: "centre", Seat: -1, SeenBy: -1, Open: i == len(s.Centre())-1})
	}
	for v := 1; v <= snap.Values; v++ {
		if o := s.Aside(v); o >= 0 {
			for _, col := range card.Colors {
				yield(card.New(col, v), simtest.Place{Zone: "quartets", Seat: o, SeenBy: -1, Open: true})
			}
		}
	}
}

func (game) View(s *snap.State, seat int, yield func(card.Card)) {
	for _, c := range s.View(seat).Cards() {
		yield(c)
	}
}

func (game) Record(s *snap.State) ([]byte, error) { return s.Record(nil, 1).Marshal(), nil }

func (game) Replayer(b []byte) (func(int) (*snap.State, error), error) {
	rec, err := snap.ReadRecord(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	return func(upTo int) (*snap.State, error) { return snap.Replay(rec, upTo) }, nil
}

func (game) Garbage(s *snap.State, r *card.Rng) act {
	ts := append(ticks(s), s.Last()-1, -3)
	a := snap.Action{
		Kind: snap.Kind(r.IntN(6)),
		Seat: r.IntN(s.Players()+3) - 1,
		Tick: ts[r.IntN(len(ts))],
		Word: snap.Word(r.IntN(4)),
	}
	if r.IntN(4) == 0 {
		// Any card but the one the seat would turn, which the list of legal
		// actions leaves unnamed.
		c := card.Card(1 + r.IntN(127))
		reveal := a.Kind == snap.Reveal && a.Seat >= 0 && a.Seat < s.Players()
		switch {
		case reveal && len(s.Stack(a.Seat)) == 0:
			c = card.None
		case reveal && c == s.Stack(a.Seat)[0]:
			c++
		}
		a.Card = c
	}
	return actOf(a)
}

func (game) Check(s *snap.State) error { return invariants(s) }

func TestSimulation(t *testing.T) {
	configs := []struct {
		opts    snap.Options
		players int
		games   int
	}{
		{snap.Options{}, 2, 30},
		{snap.Options{}, 4, 20},
		{snap.Options{}, 6, 10},
		{snap.Options{Los: true}, 3, 20},
		{snap.Options{Los: true}, 5, 10},
		{snap.Options{TimeLimit: 300}, 3, 10},
	}
	for _, c := range configs {
		t.Run(fmt.Sprintf("%s-%dp-limit%d", c.opts.ID(), c.players, c.opts.TimeLimit), func(t *testing.T) {
			simtest.Run(t, game{c.opts, c.players}, simtest.Config{
				Games: c.games, Seed: uint64(c.players), MaxActions: snap.MaxActions + 1,
				FullReplay: 1, Prefixes: 3, Garbage: 3,
			})
		})
	}
}

// TestSimulationOfTheRounds runs the shared simulation on the registry
// entries of both games, at every table size: the Round that the table and
// the bots play, a tick at a time with the seats' calls in any order, where
// TestSimulation plays the engine's actions. A round takes about 9000
// ticks, so each configuration plays four, replayed at the end and at
// twelve prefixes rather than after every action.
func TestSimulationOfTheRounds(t *testing.T) {
	check := func(r games.Round) error { return invariants(r.(*snap.Round).State()) }
	for i, los := range []bool{false, true} {
		g := snap.Game(los)
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			t.Run(fmt.Sprintf("%s/%d", g.ID, n), func(t *testing.T) {
				t.Parallel()
				simtest.RunGameWith(t, g, nil, n, simtest.Config{
					Games: 4, Seed: uint64(10*n + i), MaxActions: 20000,
					Prefixes: 12, Garbage: 2,
				}, check)
			})
		}
	}
}

// TestRandomBatches plays seeded random games the way a screen does: ticks
// advance by random steps, reveals come in between, and each tick's calls
// (any seats, any words, right or wrong) come as one batch. After every step
// every card lies in exactly one place; every game ends; its record replays
// to the same state, also cut after any batch.
func TestRandomBatches(t *testing.T) {
	reasons := map[snap.Reason]int{}
	for g := range 120 {
		seed := card.Mix(77, uint64(g))
		r := card.NewRng(seed)
		players := 2 + r.IntN(5)
		opts := snap.Options{Los: r.IntN(3) == 0}
		if r.IntN(4) == 0 {
			opts.TimeLimit = snap.Tick(600 + r.IntN(3000))
		}
		s, err := snap.New(opts, players, r.IntN(players), seed)
		if err != nil {
			t.Fatal(err)
		}
		tick := snap.Tick(0)
		var cuts []int // action counts after whole steps
		var snaps []*snap.State
		for step := 0; !s.IsOver(); step++ {
			if step > 3*snap.MaxActions {
				t.Fatalf("game %d does not end", g)
			}
			tick += snap.Tick(1 + r.IntN(40)) // a fresh tick: a batch may come
			if lim := opts.TimeLimit; lim > 0 && tick >= lim {
				if _, err := s.Apply(snap.Action{Kind: snap.Time, Seat: -1, Tick: tick}); err != nil {
					t.Fatal(err)
				}
				break
			}
			var err error
			if r.IntN(3) > 0 {
				if opts.Los {
					_, err = s.Apply(snap.RevealAllOf(tick))
				} else {
					_, err = s.Apply(snap.RevealOf(s.Turn(), tick))
				}
			} else {
				var batch []snap.Called
				for p := range players {
					if r.IntN(3) == 0 {
						w := snap.Word(1 + r.IntN(2))
						if !s.Holds(p) {
							w = snap.Schnipp
						}
						batch = append(batch, snap.Called{Seat: p, Word: w})
					}
				}
				_, err = s.ApplyTick(tick, batch)
			}
			if err != nil {
				t.Fatalf("game %d step %d: %v\n%v", g, step, err, s)
			}
			if err := invariants(s); err != nil {
				t.Fatalf("game %d step %d: %v", g, step, err)
			}
			if r.IntN(50) == 0 {
				cuts = append(cuts, s.Actions())
				snaps = append(snaps, s.Clone())
			}
		}
		reasons[s.Reason()]++
		b := s.Record(nil, 1).Marshal()
		rec, err := snap.ReadRecord(bytes.NewReader(b))
		if err != nil {
			t.Fatal(err)
		}
		back, err := snap.Replay(rec, -1)
		if err != nil || !back.Equal(s) || !bytes.Equal(back.Record(nil, 1).Marshal(), b) {
			t.Fatalf("game %d does not replay: %v", g, err)
		}
		for i, k := range cuts {
			part, err := snap.Replay(rec, k)
			if err != nil || !part.Equal(snaps[i]) {
				t.Fatalf("game %d: the first %d actions do not replay to the state then: %v", g, k, err)
			}
		}
	}
	t.Logf("end reasons: %v", reasons)
	if reasons[snap.Players] == 0 || reasons[snap.TimeOut] == 0 {
		t.Errorf("end reasons %v: the random games do not reach every end", reasons)
	}
}
