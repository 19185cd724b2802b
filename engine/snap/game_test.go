package snap_test

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/snap"
)

// TestRoundPlaysBotsToTheEnd plays rounds of both games between the
// registry's bots for every number of seats: every round ends within the
// rules' bound, the bots call and their calls are all accepted, and the
// record replays to the same round.
func TestRoundPlaysBotsToTheEnd(t *testing.T) {
	for _, los := range []bool{false, true} {
		g := snap.Game(los)
		for n := g.MinPlayers; n <= g.MaxPlayers; n++ {
			t.Run(fmt.Sprintf("%s-%dp", g.ID, n), func(t *testing.T) {
				r, err := g.Deal(nil, n, n-1, uint64(40+n))
				if err != nil {
					t.Fatal(err)
				}
				bots := make([]games.Bot, n)
				for p := range bots {
					bots[p] = g.NewBot(level.All()[p%3], p, card.Mix(9, uint64(p)))
				}
				if err := games.Play(r, bots, snap.MaxActions+1); err != nil {
					t.Fatal(err)
				}
				s := r.(*snap.Round).State()
				calls := 0
				for _, a := range s.Log() {
					if a.Kind == snap.Call {
						calls++
					}
				}
				back, err := g.Replay(r.Record(nil, 1), -1)
				if err != nil || !back.Equal(r) {
					t.Fatalf("the record does not replay: %v", err)
				}
				t.Logf("%s after %d reveals, %d calls; scores %v", s.Reason(), r.Turns(), calls, s.Scores())
				if r.Turns() != s.Reveals() || r.Result() == nil {
					t.Errorf("turns %d, reveals %d, result %v", r.Turns(), s.Reveals(), r.Result())
				}
				if calls == 0 {
					t.Error("the bots never called")
				}
			})
		}
	}
}

// TestRoundTicks: every seat acts once a tick; the tick is resolved when
// the last seat has acted, its calls together; a refused action changes
// nothing.
func TestRoundTicks(t *testing.T) {
	s := table(t, snap.Options{}, 2, []string{"R7 Y3", "B7 G4", "G7 Y9"}, nil)
	r := snap.NewRound(s)
	var e *snap.Error
	// Up to the tick of the second reveal nobody calls.
	for r.Clock().Now() <= 2*snap.NormalTempo {
		if got := r.ToMove(); !slices.Equal(got, []int{0, 1, 2}) {
			t.Fatalf("tick %d: to move %v", r.Clock().Now(), got)
		}
		for p := range 3 {
			if err := r.Apply(snap.Called{Seat: p}); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got := r.Legal(1); len(got) != 3 {
		t.Fatalf("with a Schnapp match showing, seat 1 may %v", got)
	}
	if err := r.Apply(snap.Called{Seat: 0, Word: snap.Schnapp}); err != nil {
		t.Fatal(err)
	}
	before := r.Clone()
	for _, bad := range []games.Action{snap.Called{Seat: 0}, snap.Called{Seat: 5}, snap.Called{Seat: 1, Word: 7}, snap.RevealOf(1, 99)} {
		if err := r.Apply(bad); err == nil {
			t.Errorf("%v was taken", bad)
		}
		if !r.Equal(before) {
			t.Fatalf("the refused %v changed the round", bad)
		}
	}
	if err := r.Apply(snap.Called{Seat: 0}); !errors.As(err, &e) || e.Why != snap.WhyTwice {
		t.Errorf("seat 0 acting twice in a tick: %v", err)
	}
	if got := r.ToMove(); !slices.Equal(got, []int{1, 2}) {
		t.Fatalf("after seat 0's call, to move %v", got)
	}
	v := r.View(2).(*snap.TickView)
	if v.Now != r.Clock().Now() || v.Seat != 2 || v.Piles[0].Top != cards(t, "R7")[0] {
		t.Errorf("the view of seat 2: tick %d, seat %d, seat 0's top %v", v.Now, v.Seat, v.Piles[0].Top)
	}
	if err := r.Apply(snap.Called{Seat: 1, Word: snap.Schnapp}); err != nil {
		t.Fatal(err)
	}
	if len(s.Log()) != 2 {
		t.Fatal("the calls were resolved before the last seat acted")
	}
	if err := r.Apply(snap.Called{Seat: 2}); err != nil {
		t.Fatal(err)
	}
	l := s.Log()
	if len(l) != 4 || l[2].Seat != 0 || l[3].Seat != 1 || l[2].Tick != l[3].Tick || len(s.Pile(0)) != 0 {
		t.Errorf("after the tick the log is %v: want both calls in one tick, a tie", l)
	}
	if got := r.ToMove(); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("a new tick: to move %v", got)
	}
}

// TestRoundKeepsEveryCardInItsPlace plays random legal actions through the
// Round and checks what the shared simulation relies on: every card of the
// deck lies in exactly one place, and a seat's view shows only cards it may
// see.
func TestRoundKeepsEveryCardInItsPlace(t *testing.T) {
	for seed := range uint64(6) {
		g := snap.Game(seed%2 == 1)
		n := 2 + int(seed)%5
		r, err := g.Deal(nil, n, 0, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := card.NewRng(seed)
		au := r.(games.Audited)
		for step := 0; !r.IsOver() && step < 20000; step++ {
			if step%7 == 0 {
				before := r.Clone()
				if r.Apply(au.Garbage(&rng)) != nil && !r.Equal(before) {
					t.Fatal("a refused action changed the round")
				}
			}
			to := r.ToMove()
			if len(to) == 0 {
				continue
			}
			p := to[0]
			legal := r.Legal(p)
			a := legal[0]
			if rng.IntN(30) == 0 {
				a = legal[rng.IntN(len(legal))]
			}
			if err := r.Apply(a); err != nil {
				t.Fatalf("seed %d: legal %v refused: %v", seed, a, err)
			}
			if step%97 != 0 {
				continue
			}
			var where []card.Card
			open := map[card.Card]games.Place{}
			au.Places(func(c card.Card, pl games.Place) {
				where = append(where, c)
				open[c] = pl
			})
			slices.Sort(where)
			if !slices.Equal(where, au.Deck()) {
				t.Fatalf("seed %d: the places hold %d cards, not the deck", seed, len(where))
			}
			for q := range n {
				au.Seen(q, func(c card.Card) {
					if !open[c].VisibleTo(q) {
						t.Fatalf("seat %d sees %v in %v", q, c, open[c])
					}
				})
			}
		}
	}
}
