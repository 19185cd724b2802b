package rows

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/ui"
)

// longPress answers a long press (or a right click) over a card of the
// bottom hand or of the rows with what that card means to the bottom seat,
// and reports whether it did. The card is neither played nor selected.
func (t *Table) longPress(in *game.Input) bool {
	if !in.LongPress || t.Covered() || t.Rp != nil {
		return false
	}
	if c, ok := t.handCardAt(in.X, in.Y); ok {
		t.dropPress()
		x, y, w := t.HandCardRect(c)
		t.showExplain(c, ui.Rect{X: x, Y: y, W: w, H: ui.CardH(w)})
		return true
	}
	if slot, ok := t.slotAt(in.X, in.Y); ok {
		for _, pc := range t.view.Placed {
			if pc.slot == slot {
				t.dropPress()
				x, y := t.Lay.slot(slot.Color(), slot.Value())
				t.showExplain(pc.card, ui.Rect{X: x, Y: y, W: t.Lay.slotW, H: t.Lay.slotH})
				return true
			}
		}
	}
	return false
}

// HandCardRect is where the bottom hand's card c rests.
func (t *Table) HandCardRect(c card.Card) (x, y, w float64) {
	hand := t.Own()
	for i, h := range hand {
		if h == c {
			return t.Lay.handSpot(i, len(hand))
		}
	}
	return 0, 0, t.Lay.handW
}

// showExplain puts the explanation of c up beside the card's place at, in
// the table's bubble.
func (t *Table) showExplain(c card.Card, at ui.Rect) {
	if text := t.State.Explain(t.text, t.Bottom, c); text != "" {
		t.Explain.Show(t.text, text, at)
		t.key = viewKey{}
	}
}

// updateExplain lets the bubble count down and the next tap or key close
// it; that input does nothing else. It reports whether the tick's input
// was taken.
func (t *Table) updateExplain(in *game.Input) bool {
	if !t.Explain.Update(in) {
		return false
	}
	t.key = viewKey{}
	return true
}
