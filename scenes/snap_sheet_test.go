package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"testing"
)

func (t *Snap) sheetLink(ctx *game.Context) rect { return t.menuRect(ctx) }

// TestSnapMatchEndOffersANewMatch: the same at Schnipp Schnapp's end, where
// a tap anywhere used to leave for the menu.
func TestSnapMatchEndOffersANewMatch(t *testing.T) {
	ctx := newCtx()
	ctx.Settings.Speed = game.Fast
	s := Setup{Game: snap.ID, Players: 2, Seed: 9, Level: 2}
	s.FirstHumans(1)
	sc, err := NewSnap(s)
	if err != nil {
		t.Fatal(err)
	}
	ticks := 0
	for ; ticks < 300000 && !sc.st.IsOver(); ticks++ {
		tick(sc, ctx, nil)
	}
	if !sc.st.IsOver() {
		t.Fatal("the game did not end")
	}
	t.Logf("the game ended after %d ticks and %d actions", ticks, sc.st.Actions())
	for range 70 {
		tick(sc, ctx, nil)
	}
	// A stray tap beside the buttons leaves nothing.
	tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = 5, 5, true, true })
	tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Released = 5, 5, true })
	if n := ctx.Next(); n != nil {
		t.Fatalf("a tap beside the buttons opened %T", n)
	}
	r := sc.endButtons()[endNewMatch]
	tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = r.x+r.w/2, r.y+r.h/2, true, true })
	tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.x+r.w/2, r.y+r.h/2, true })
	ns, ok := ctx.Next().(*Snap)
	if !ok {
		t.Fatal("New match did not deal a new game")
	}
	if ns.setup.Seed == s.Seed || ns.setup.Humans() != 1 {
		t.Errorf("the new game's setup is %+v", ns.setup)
	}
}
