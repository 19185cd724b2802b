package scenes

import (
	"elferraus/game"
)

// tap presses and lets go at (x, y) with a finger.
func tap(s game.Scene, ctx *game.Context, x, y float64) {
	tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = x, y, true, true, true })
	tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = x, y, false, true })
}

func tapRect(s game.Scene, ctx *game.Context, r rect) { tap(s, ctx, r.x+r.w/2, r.y+r.h/2) }
