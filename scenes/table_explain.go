package scenes

import (
	"elferraus/engine/card"
	"elferraus/game"
)

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

// showExplain puts the explanation of c up beside the card's place at, in
// the table's bubble.
func (t *Table) showExplain(c card.Card, at rect) {
	if text := t.state.Explain(t.text, t.bottom, c); text != "" {
		t.explain.show(t.text, text, at)
		t.key = viewKey{}
	}
}

// updateExplain lets the bubble count down and the next tap or key close
// it; that input does nothing else. It reports whether the tick's input
// was taken.
func (t *Table) updateExplain(in *game.Input) bool {
	if !t.explain.update(in) {
		return false
	}
	t.key = viewKey{}
	return true
}
