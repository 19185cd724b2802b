package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/master"
	"elferraus/engine/snap"
	"elferraus/game"
)

func twoAtOneKeyboard(seed uint64) Setup {
	s := Setup{Game: snap.ID, Players: 2, Seed: seed}
	s.FirstHumans(2)
	return s
}

// runUntil ticks the scene until cond holds.
func runUntil(t *testing.T, sc *Snap, ctx *game.Context, cond func(v *snap.View) bool) {
	t.Helper()
	var v snap.View
	for range 20000 {
		sc.st.ViewInto(0, &v)
		if cond(&v) {
			return
		}
		if sc.st.IsOver() {
			t.Fatal("the game ended first")
		}
		tick(sc, ctx, nil)
	}
	t.Fatal("never happened")
}

func TestSnapKeysMakeCalls(t *testing.T) {
	ctx := newCtx()
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	// A Schnipp when nothing matches is a mistake: the caller's pile goes
	// to the centre.
	runUntil(t, sc, ctx, func(v *snap.View) bool {
		ok, _ := v.Match(snap.Schnipp)
		return v.Piles[0].Size > 0 && !ok
	})
	pile := len(sc.st.Pile(0))
	centre := len(sc.st.Centre())
	tick(sc, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyS) })
	if len(sc.st.Pile(0)) != 0 || len(sc.st.Centre()) != centre+pile {
		t.Fatalf("S (seat 1's Schnipp) with no match: pile %d, centre %d→%d", len(sc.st.Pile(0)), centre, len(sc.st.Centre()))
	}
	if c := sc.callouts[0]; c.ttl == 0 || c.sub != sc.text.SnapMistake {
		t.Errorf("the mistake is not shown: %+v", c)
	}
	// A Schnapp on a match, by the second person's key, wins it.
	runUntil(t, sc, ctx, func(v *snap.View) bool { ok, _ := v.Match(snap.Schnapp); return ok })
	before := sc.st.Conquered()[1]
	tick(sc, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyK) })
	if sc.st.Conquered()[1] <= before {
		t.Fatalf("K (seat 2's Schnapp) on a match won nothing")
	}
	if c := sc.callouts[1]; c.ttl == 0 || !c.good || c.sub == "" {
		t.Errorf("the win and its reaction time are not shown: %+v", c)
	}
	if len(sc.reactions[1]) != 1 || sc.reactions[1][0] < 0 {
		t.Errorf("reaction times kept: %v", sc.reactions[1])
	}
}

func TestSnapSameTickIsATie(t *testing.T) {
	ctx := newCtx()
	sc, _ := NewSnap(twoAtOneKeyboard(5))
	runUntil(t, sc, ctx, func(v *snap.View) bool { ok, _ := v.Match(snap.Schnapp); return ok })
	c0, c1 := sc.st.Conquered()[0], sc.st.Conquered()[1]
	tick(sc, ctx, func(in *game.Input) {
		in.PressKey(ebiten.KeyA)
		in.PressKey(ebiten.KeyK)
	})
	if sc.st.Conquered()[0] != c0 || sc.st.Conquered()[1] != c1 {
		t.Fatal("two calls in one tick: somebody won")
	}
	if sc.banner.text != sc.text.SnapTie {
		t.Errorf("the tie is not announced: %q", sc.banner.text)
	}
}

func TestSnapBotsPlayToTheEnd(t *testing.T) {
	for _, los := range []bool{false, true} {
		ctx := newCtx()
		ctx.Settings.Speed = game.Fast
		sc, _ := NewSnap(Setup{Game: snap.ID, Players: 4, Seed: 9, Level: 2})
		for i := 0; i < 200000 && !sc.st.IsOver(); i++ {
			tick(sc, ctx, nil)
		}
		if !sc.st.IsOver() {
			t.Fatalf("los=%v: a bot game did not end", los)
		}
		if len(sc.result) != 4 {
			t.Errorf("los=%v: the ranking has %d lines", los, len(sc.result))
		}
	}
}

func TestSnapPausesUntilAKey(t *testing.T) {
	ctx := newCtx()
	sc, _ := NewSnap(twoAtOneKeyboard(1))
	tick(sc, ctx, nil)
	sc.Pause()
	at := sc.clock.Now()
	for range 100 {
		tick(sc, ctx, nil)
	}
	if sc.clock.Now() != at {
		t.Fatal("the clock ran while paused")
	}
	tick(sc, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
	tick(sc, ctx, nil)
	if sc.clock.Now() == at {
		t.Fatal("a key did not resume the game")
	}
}

// TestNewSnapRefusesOtherGames: the Schnipp Schnapp table opens only its
// own games, with a reason, never a panic.
func TestNewSnapRefusesOtherGames(t *testing.T) {
	for _, id := range []string{"elfer", master.ID, "nonsense"} {
		if _, err := NewSnap(Setup{Game: id, Players: 4, Seed: 1}); err == nil {
			t.Errorf("the Schnipp Schnapp table opened %q", id)
		}
	}
}
