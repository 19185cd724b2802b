package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

// DrawLink draws a link's text centred in r: in idle, or lit while a mouse
// points at it (a finger points at nothing until it taps).
func DrawLink(ctx *game.Context, screen *ebiten.Image, text string, face *sprites.TextFace, r Rect, idle color.NRGBA) {
	if Hovered(ctx, r) {
		idle = ActiveColor
	}
	s := ctx.Scale
	ctx.Paint.DrawText(screen, text, face, (r.X+r.W/2)*s, (r.Y+r.H/2)*s, idle, sprites.Center)
}

// Hovered reports whether a mouse points at r.
func Hovered(ctx *game.Context, r Rect) bool {
	in := &ctx.Input
	return !in.Touch && r.Contains(in.X, in.Y)
}
