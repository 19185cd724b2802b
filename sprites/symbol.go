package sprites

import (
	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
)

// DrawSymbol draws the suit symbol of col centred at (cx, cy), size pixels
// wide, in the suit's colour with its dark outline: the label of a row, so
// the rows read without colour vision too.
func (a *Art) DrawSymbol(dst *ebiten.Image, col card.Color, cx, cy, size float64) {
	if col >= card.NumColors || size <= 0 {
		return
	}
	ink := inks[col]
	a.symbol(dst, col, float32(cx), float32(cy), float32(size), false, ink.main, ink.dark, float32(size)*0.06)
}
