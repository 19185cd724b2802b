package ui

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// HandOver is the pass-the-device cover of every table where people share
// a screen: it hides the last person's hand until the next one says he
// holds the device. Its words are formatted once per name and language,
// so a covered table at rest allocates nothing.
type HandOver struct{ Title, Hint, ready cachedText }

// Draw paints the cover for the person name over a screen of lw x lh
// logical units, its texts margin from the sides, its button at r.
func (h *HandOver) Draw(screen *ebiten.Image, ctx *game.Context, tx *i18n.Text, name string, lw, lh, margin float64, r Rect) {
	s := ctx.Scale
	title := SprintfOnce(&h.Title, tx.PassDevice, name)
	hint := SprintfOnce(&h.Hint, tx.PassHint, name)
	ready := SprintfOnce(&h.ready, tx.Ready, name)
	ctx.Paint.DrawPanel(screen, 0, 0, ctx.W, ctx.H, 0, CoverInk)
	room := lw - 4*margin
	ctx.Paint.DrawText(screen, title, FitFace(title, 40, 20, room, s, true), lw/2*s, (lh/2-60)*s, TextColor, sprites.Center)
	ctx.Paint.DrawText(screen, hint, FitFace(hint, 20, 14, room, s, false), lw/2*s, (lh/2-10)*s, DimText, sprites.Center)
	ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, ready, FitFace(ready, 22, 15, r.W-24, s, true), sprites.Normal)
}
