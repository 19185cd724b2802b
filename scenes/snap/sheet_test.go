package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"testing"
)

// TestSnapMatchEndOffersANewMatch: the same at Schnipp Schnapp's end, where
// a tap anywhere used to leave for the menu.
func TestSnapMatchEndOffersANewMatch(t *testing.T) {
	ctx := gameloop.NewCtx()
	ctx.Settings.Speed = game.Fast
	s := shell.Setup{Game: snap.ID, Players: 2, Seed: 9, Level: 2}
	s.FirstHumans(1)
	sc, err := NewSnap(s)
	if err != nil {
		t.Fatal(err)
	}
	ticks := 0
	for ; ticks < 300000 && !sc.St.IsOver(); ticks++ {
		gameloop.Tick(sc, ctx, nil)
	}
	if !sc.St.IsOver() {
		t.Fatal("the game did not end")
	}
	t.Logf("the game ended after %d ticks and %d actions", ticks, sc.St.Actions())
	for range 70 {
		gameloop.Tick(sc, ctx, nil)
	}
	// A stray tap beside the buttons leaves nothing.
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = 5, 5, true, true })
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Released = 5, 5, true })
	if n := ctx.Next(); n != nil {
		t.Fatalf("a tap beside the buttons opened %T", n)
	}
	r := sc.EndButtons()[shell.EndNewMatch]
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = r.X+r.W/2, r.Y+r.H/2, true, true })
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true })
	ns, ok := ctx.Next().(*Snap)
	if !ok {
		t.Fatal("New match did not deal a new game")
	}
	if ns.setup.Seed == s.Seed || ns.setup.Humans() != 1 {
		t.Errorf("the new game's setup is %+v", ns.setup)
	}
}
