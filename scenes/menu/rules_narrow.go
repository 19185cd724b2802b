package menu

import (
	"elferraus/game"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// The narrow rules screen's sizes, in logical units: one column, the game
// chosen by arrows a fingertip can hit, text of 16 units (15 CSS px on a
// 390 px phone), the Back button in a bar of its own at the bottom.
const (
	rnMargin = 18.0
	rnMaxW   = 640.0 // the column's widest, on a tablet
	rnTitle  = 34.0
	rnSelH   = 52.0
	rnArrowW = 56.0
	rnGame   = 21.0
	rnLeast  = 14.0
	rnText   = 16.0
	rnLineH  = 23.0
	rnBackH  = 56.0
	rnBar    = 80.0 // the bar under the column that holds Back
)

// rulesNarrow is the rules screen's geometry on a portrait or narrow
// screen, in the coordinates of the column before it is scrolled.
type rulesNarrow struct {
	x, w   float64
	titleY float64
	sel    ui.Rect // ◄ the game ►
	textY  float64
	height float64 // the column's full height
	view   float64 // how much of it shows at once: down to the bar
	back   ui.Rect // on screen, not scrolled
}

// FitsNarrow tells the game that the rules lay themselves out for portrait
// and narrow windows too.
func (r *Rules) FitsNarrow() bool { return true }

// FitsShort tells the game that the rules lay themselves out for short
// landscape windows too (a phone held sideways): the narrow design's
// column, as high as the screen, with Back beside it.
func (r *Rules) FitsShort() bool { return true }

// rsBackW is the Back button's width beside the short design's column.
const rsBackW = 150.0

// arrangeNarrow lays the column out: the title, the choice of game, the
// rules text wrapped to the width and the picture scaled to it under the
// text. Lines and picture keep the column's coordinates (drawn scrolled).
func (r *Rules) arrangeNarrow(ctx *game.Context) {
	s := ctx.Scale
	g := &r.nr
	g.w = math.Min(rnMaxW, ctx.LW-2*rnMargin)
	g.x = (ctx.LW - g.w) / 2
	g.view = ctx.LH - rnBar
	bw := math.Min(g.w, 360)
	g.back = ui.Rect{X: (ctx.LW - bw) / 2, Y: ctx.LH - rnBar + (rnBar-rnBackH)/2, W: bw, H: rnBackH}
	if ctx.Short() {
		// A phone held sideways has width to spare and no height: the
		// column takes the whole height, Back the bottom left corner.
		g.w = math.Min(rnMaxW, ctx.LW-2*(rsBackW+2*rnMargin))
		g.x = (ctx.LW - g.w) / 2
		g.view = ctx.LH
		g.back = ui.Rect{X: rnMargin, Y: ctx.LH - rnMargin - rnBackH, W: rsBackW, H: rnBackH}
	}
	y := 14.0
	g.titleY = y + rnTitle*0.6
	y += rnTitle * 1.3
	g.sel = ui.Rect{X: g.x, Y: y, W: g.w, H: rnSelH}
	y += rnSelH + 18
	g.textY = y
	width := g.w * s
	if r.wrapNarrow && r.wrapW == width && r.wrapFor == r.text && r.wrapVar == r.Variant && r.lines != nil {
		return
	}
	r.wrapNarrow, r.wrapW, r.wrapFor, r.wrapVar, r.wrapH = true, width, r.text, r.Variant, ctx.LH
	id := RuleGames()[r.Variant].ID
	r.size = rnText
	face := sprites.Face(rnText*s, false)
	r.lines = ui.Wrap(r.text.Of(id).Rules, face, width)
	r.lineRects = r.lineRects[:0]
	for _, l := range r.lines {
		w, _ := sprites.MeasureText(l, face)
		r.lineRects = append(r.lineRects, ui.Rect{X: g.x, Y: y, W: w / s, H: rnLineH})
		y += rnLineH
	}
	y += 24
	r.pic = nil
	if panels := rulePictures()[id]; len(panels) > 0 {
		r.pic = arrangePicture(panels, r.text.RulePicsOf(id), g.x, y, g.w, math.Inf(1))
		for _, it := range r.pic {
			y = math.Max(y, it.r.Y+it.r.H)
		}
	}
	g.height = y + 20
}

// selArrows are the choice of game's arrows, on screen.
func (r *Rules) selArrows() (left, right ui.Rect) {
	sel := r.nr.sel
	sel.Y -= r.cs.Scroll
	return ui.Rect{X: sel.X, Y: sel.Y, W: rnArrowW, H: sel.H}, ui.Rect{X: sel.X + sel.W - rnArrowW, Y: sel.Y, W: rnArrowW, H: sel.H}
}

// updateNarrow handles a tick's pointer on the narrow screen: scrolling,
// the game's arrows (a tap on its name is the next game) and Back.
func (r *Rules) updateNarrow(ctx *game.Context, n int) {
	in := &ctx.Input
	r.arrangeNarrow(ctx)
	r.cs.SetLimit(r.nr.height, r.nr.view)
	r.cs.Keys(in, r.nr.view)
	dragged := r.cs.Input(in)
	if !in.Released || dragged {
		return
	}
	if r.nr.back.Contains(in.X, in.Y) {
		r.leave(ctx)
		return
	}
	if in.Y >= r.nr.view {
		return
	}
	left, right := r.selArrows()
	sel := r.nr.sel
	sel.Y = left.Y
	switch {
	case left.Contains(in.X, in.Y):
		r.Show((r.Variant + n - 1) % n)
	case right.Contains(in.X, in.Y), sel.Contains(in.X, in.Y):
		r.Show((r.Variant + 1) % n)
	}
}

// Show turns to the rules of game i, from their top.
func (r *Rules) Show(i int) {
	if i != r.Variant {
		r.Variant = i
		r.cs.Scroll = 0
	}
}

// drawNarrow paints the column, scrolled, and the bar with Back under it.
func (r *Rules) drawNarrow(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	g := &r.nr
	o := -r.cs.Scroll
	p := ctx.Paint
	p.DrawFelt(screen)
	view := ui.ClipTo(screen, ctx, g.view)
	p.DrawText(view, r.text.Rules, sprites.Face(rnTitle*s, true), g.x*s, (g.titleY+o)*s, ui.TextColor, sprites.Left)
	left, right := r.selArrows()
	p.DrawPanel(view, left.X*s, left.Y*s, g.sel.W*s, g.sel.H*s, 10*s, ui.PanelInk)
	arrow := sprites.Face(22*s, true)
	cy := (left.Y + left.H/2) * s
	p.DrawText(view, "◄", arrow, (left.X+left.W/2)*s, cy, ui.TextColor, sprites.Center)
	p.DrawText(view, "►", arrow, (right.X+right.W/2)*s, cy, ui.TextColor, sprites.Center)
	name := r.text.Of(RuleGames()[r.Variant].ID).Name
	p.DrawText(view, name, ui.FitFace(name, rnGame, rnLeast, g.sel.W-2*rnArrowW-8, s, true), (g.sel.X+g.sel.W/2)*s, cy, ui.ActiveColor, sprites.Center)
	face := sprites.Face(rnText*s, false)
	for i, l := range r.lines {
		lr := r.lineRects[i]
		p.DrawText(view, l, face, lr.X*s, (lr.Y+lr.H/2+o)*s, ui.TextColor, sprites.Left)
	}
	drawPicture(view, ctx, r.pic, o)
	r.cs.DrawThumb(screen, ctx, g.view)
	b := g.back
	p.DrawButton(screen, b.X*s, b.Y*s, b.W*s, b.H*s, r.text.Back, sprites.Face(22*s, true), sprites.Normal)
}
