package scenes

import (
	"math"

	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/sprites"
)

// Sizes of the explanation a long press brings up.
const (
	explainSize  = 16.0 // its text, in units (15 CSS px on a 390 px phone)
	explainTicks = 360  // how long it stays without a tap: six seconds
	explainPad   = 12.0
	explainMaxW  = 460.0
)

// explainState is the explanation of a card on screen: its lines, the
// panel they stand in, and the ticks left.
type explainState struct {
	lines []string
	box   rect
	ticks int
	// eat: the tap that dismissed it is not also a click.
	eat bool
}

// longPress answers a long press (or a right click) over a card of the
// bottom hand or of the rows with what that card means to the bottom seat,
// and reports whether it did. The card is neither played nor selected.
func (t *Table) longPress(in *game.Input) bool {
	if !in.LongPress || t.covered() || t.rp != nil {
		return false
	}
	if c, ok := t.handCardAt(in.X, in.Y); ok {
		t.dropPress()
		x, y, w := t.handCardRect(c)
		t.showExplain(c, rect{x, y, w, cardH(w)})
		return true
	}
	if slot, ok := t.slotAt(in.X, in.Y); ok {
		for _, pc := range t.view.Placed {
			if pc.slot == slot {
				t.dropPress()
				x, y := t.lay.slot(slot.Color(), slot.Value())
				t.showExplain(pc.card, rect{x, y, t.lay.slotW, t.lay.slotH})
				return true
			}
		}
	}
	return false
}

// handCardRect is where the bottom hand's card c rests.
func (t *Table) handCardRect(c card.Card) (x, y, w float64) {
	hand := t.own()
	for i, h := range hand {
		if h == c {
			return t.lay.handSpot(i, len(hand))
		}
	}
	return 0, 0, t.lay.handW
}

// showExplain puts the explanation of c up beside the card's place at: a
// panel that fits the screen, above the card (below it when there is no
// room above), its text wrapped to the panel.
func (t *Table) showExplain(c card.Card, at rect) {
	text := t.state.Explain(t.text, t.bottom, c)
	if text == "" {
		return
	}
	l := &t.lay
	s := 1.0
	if t.ctx != nil {
		s = t.ctx.Scale
	}
	w := math.Min(explainMaxW, l.lw-2*pMargin)
	lines := wrapWords(text, sprites.Face(explainSize*s, false), w-2*explainPad, s)
	h := float64(len(lines))*explainLine + 2*explainPad - (explainLine - explainSize)
	x := math.Min(math.Max(pMargin, at.x+at.w/2-w/2), l.lw-pMargin-w)
	y := at.y - 18 - h
	if y < pMargin {
		y = math.Min(at.y+at.h+8, l.lh-pMargin-h)
	}
	t.explain = explainState{lines: lines, box: rect{x, math.Max(pMargin, y), w, h}, ticks: explainTicks}
	t.key = viewKey{}
}

// explainLine is the distance between two lines of an explanation.
const explainLine = explainSize + 6

// updateExplain counts the explanation down and lets the next tap dismiss
// it; that tap does nothing else. It reports whether the tick's pointer
// was taken.
func (t *Table) updateExplain(in *game.Input) bool {
	e := &t.explain
	if e.eat {
		if in.Released {
			e.eat = false
			in.Released = false
		}
		in.Pressed, in.Down = false, false
		return true
	}
	if e.ticks == 0 {
		return false
	}
	e.ticks--
	if in.Pressed {
		*e = explainState{eat: true}
		in.Pressed, in.Down = false, false
		t.key = viewKey{}
		return true
	}
	return false
}

// drawExplain paints the explanation's panel over the table.
func (t *Table) drawExplain(ctx *game.Context) {
	e := &t.explain
	if e.ticks == 0 || len(e.lines) == 0 {
		return
	}
	s := ctx.Scale
	b := e.box
	ctx.Paint.DrawPanel(t.screen, b.x*s, b.y*s, b.w*s, b.h*s, 12*s, bubbleInk)
	ctx.Art.DrawOutline(t.screen, b.x*s, b.y*s, b.w*s, b.h*s, 2*s, activeInk)
	face := sprites.Face(explainSize*s, false)
	for i, ln := range e.lines {
		y := b.y + explainPad + explainSize/2 + float64(i)*explainLine
		ctx.Paint.DrawText(t.screen, ln, face, (b.x+explainPad)*s, y*s, textColor, sprites.Left)
	}
}
