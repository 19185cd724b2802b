package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

// handOver is the pass-the-device cover of every table where people share
// a screen: it hides the last person's hand until the next one says he
// holds the device. Its words are formatted once per name and language,
// so a covered table at rest allocates nothing.
type handOver struct{ title, hint, ready cachedText }

// draw paints the cover for the person name over a screen of lw x lh
// logical units, its texts margin from the sides, its button at r.
func (h *handOver) draw(screen *ebiten.Image, ctx *game.Context, tx *Text, name string, lw, lh, margin float64, r rect) {
	s := ctx.Scale
	title := sprintfOnce(&h.title, tx.PassDevice, name)
	hint := sprintfOnce(&h.hint, tx.PassHint, name)
	ready := sprintfOnce(&h.ready, tx.Ready, name)
	ctx.Paint.DrawPanel(screen, 0, 0, ctx.W, ctx.H, 0, coverInk)
	room := lw - 4*margin
	ctx.Paint.DrawText(screen, title, fitFace(title, 40, 20, room, s, true), lw/2*s, (lh/2-60)*s, textColor, sprites.Center)
	ctx.Paint.DrawText(screen, hint, fitFace(hint, 20, 14, room, s, false), lw/2*s, (lh/2-10)*s, dimText, sprites.Center)
	ctx.Paint.DrawButton(screen, r.x*s, r.y*s, r.w*s, r.h*s, ready, fitFace(ready, 22, 15, r.w-24, s, true), sprites.Normal)
}
