package scenes

import (
	"elferraus/game"
	"testing"
)

// holdsRest checks the promise of AtRest: ticks without input change
// nothing, switch to nothing, and the scene stays at rest.
func holdsRest[M comparable](t *testing.T, s game.Scene, ctx *game.Context, mark func() M) {
	t.Helper()
	before := mark()
	for i := range 120 {
		tick(s, ctx, nil)
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

// untilRest ticks s without input until it rests, at most limit ticks.
func untilRest(t *testing.T, s game.Scene, ctx *game.Context, limit int) {
	t.Helper()
	for range limit {
		tick(s, ctx, nil)
		if s.(game.Rester).AtRest() {
			return
		}
	}
	t.Fatalf("%s did not come to rest in %d ticks", s.Name(), limit)
}
