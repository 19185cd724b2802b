package scenetest

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"testing"
)

// HoldsRest checks the promise of AtRest: ticks without input change
// nothing, switch to nothing, and the scene stays at rest.
func HoldsRest[M comparable](t *testing.T, s game.Scene, ctx *game.Context, mark func() M) {
	t.Helper()
	before := mark()
	for i := range 120 {
		gameloop.Tick(s, ctx, nil)
		if next := ctx.Next(); next != nil {
			t.Fatalf("tick %d at rest switched to %s", i, next.Name())
		}
		if got := mark(); got != before {
			t.Fatalf("tick %d at rest changed the scene: %+v, was %+v", i, got, before)
		}
		if !s.(game.Rester).AtRest() {
			t.Fatalf("tick %d without input ended the rest", i)
		}
	}
}

// UntilRest ticks s without input until it rests, at most limit ticks.
func UntilRest(t *testing.T, s game.Scene, ctx *game.Context, limit int) {
	t.Helper()
	for range limit {
		gameloop.Tick(s, ctx, nil)
		if s.(game.Rester).AtRest() {
			return
		}
	}
	t.Fatalf("%s did not come to rest in %d ticks", s.Name(), limit)
}
