package scenetest

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/ui"
)

// Tap presses and lets go at (x, y) with a finger.
func Tap(s game.Scene, ctx *game.Context, x, y float64) {
	gameloop.Tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = x, y, true, true, true })
	gameloop.Tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = x, y, false, true })
}

// TapRect taps the middle of r.
func TapRect(s game.Scene, ctx *game.Context, r ui.Rect) { Tap(s, ctx, r.X+r.W/2, r.Y+r.H/2) }
