package rows

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/ui"
	"math"
	"slices"
)

func (t *Table) selectNextPlayable(hand []card.Card) {
	for i := 1; i <= len(hand); i++ {
		j := (t.Sel + i) % len(hand)
		if t.isLegalLay(hand[j]) {
			t.Sel = j
			return
		}
	}
}

// chooseCard is a click, tap or Enter on a hand card: a number card is laid
// at its slot (or exchanged for the joker standing there); a joker asks for
// its slot; with a connection waiting, the card goes to the slot it demands.
func (t *Table) chooseCard(c card.Card) {
	if t.pick.mode == pickLinkCard {
		t.finishLink(c)
		return
	}
	if c.IsJoker() {
		t.startJoker(c)
		return
	}
	for _, a := range t.legal {
		if a.Kind == mSwap && a.card == c {
			t.Act(a)
			return
		}
	}
	t.Act(Move{Kind: MLay, card: c, slot: c})
}

// pointer turns presses, drags and releases into actions: a click or tap on
// a hand card chooses it, a card dragged onto the table is laid there (or
// flies back with the reason when it does not fit), a click on a slot
// answers a pick, the pile draws, the buttons do what they say.
func (t *Table) pointer(in *game.Input) {
	if !in.Touch {
		t.hover, _ = t.handCardAt(in.X, in.Y)
	}
	pr := &t.press
	if in.Pressed {
		t.dropPress()
		if c, ok := t.handCardAt(in.X, in.Y); ok {
			pose, _, _ := t.Motion.Get(c.Index())
			*pr = pressState{card: c, active: true, x0: in.X, y0: in.Y, dx: in.X - pose.X, dy: in.Y - pose.Y}
			t.SelectCard(c)
		}
	}
	if pr.active && in.Down {
		if !pr.dragging && math.Hypot(in.X-pr.x0, in.Y-pr.y0) > 8 {
			pr.dragging = true
		}
		if pr.dragging {
			t.Motion.Hold(pr.card.Index(), in.X-pr.dx, in.Y-pr.dy)
		}
	}
	if !in.Released {
		return
	}
	if pr.active {
		c, dragged := pr.card, pr.dragging
		*pr = pressState{}
		if dragged {
			t.Motion.Release(c.Index())
			t.dropCard(c, in.X, in.Y)
			return
		}
		if cc, ok := t.handCardAt(in.X, in.Y); ok && cc == c {
			t.chooseCard(c)
		}
		return
	}
	if slot, ok := t.slotAt(in.X, in.Y); ok && t.pick.mode != pickNone && slices.Contains(t.cands, slot) {
		t.chooseSlot(slot)
		return
	}
	switch {
	case t.Lay.linkButton.Contains(in.X, in.Y) && t.pk != nil:
		t.toggleLink()
	case t.Lay.pile.Contains(in.X, in.Y), t.Lay.drawButton.Contains(in.X, in.Y) && t.canDo(mDraw):
		t.Act(Move{Kind: mDraw})
	case t.Lay.endButton.Contains(in.X, in.Y) && t.canDo(mEnd):
		t.Act(Move{Kind: mEnd})
	case t.Lay.endButton.Contains(in.X, in.Y) && t.canDo(mPass):
		t.Act(Move{Kind: mPass})
	case t.pick.mode != pickNone && t.pick.mode != pickLinkCard:
		// A click beside the offered slots gives up the choice.
		t.cancelPick()
	}
}

// dropCard lays a card dragged onto the middle: a joker at the slot it was
// dropped on, a number card at its own slot (or in exchange for a joker).
func (t *Table) dropCard(c card.Card, x, y float64) {
	if y >= t.Lay.rowsBottom+t.Lay.slotH*0.5 {
		return
	}
	if c.IsJoker() {
		slot, ok := t.slotAt(x, y)
		if t.pick.mode == pickLinkCard {
			t.finishLink(c)
			return
		}
		if !ok {
			t.startJoker(c)
			return
		}
		t.Act(Move{Kind: MLay, card: c, slot: slot})
		return
	}
	t.chooseCard(c)
}

// dropPress lets go of a card the pointer holds, so that it flies back to
// its place with the next layout.
func (t *Table) dropPress() {
	if t.press.active {
		t.Motion.Release(t.press.card.Index())
		t.press = pressState{}
		t.key = viewKey{}
	}
}

func (t *Table) SelectCard(c card.Card) {
	for i, h := range t.Own() {
		if h == c {
			t.Sel = i
		}
	}
}

// handCardAt finds the bottom hand's topmost card under a point.
func (t *Table) handCardAt(x, y float64) (card.Card, bool) {
	hand := t.Own()
	for i := len(hand) - 1; i >= 0; i-- {
		if _, ok := t.Motion.Target(hand[i].Index()); !ok {
			continue
		}
		// The card's resting place, not the lifted pose, so a hovered card
		// that rises does not slip away from under the pointer.
		px, py, pw := t.Lay.handSpot(i, len(hand))
		if x >= px && x < px+pw && y >= py-14 && y < py+ui.CardH(pw) {
			return hand[i], true
		}
	}
	return card.None, false
}

// slotAt is the slot of the middle under a point.
func (t *Table) slotAt(x, y float64) (card.Card, bool) {
	l := &t.Lay
	rows := t.State.Rows()
	for k := range rows {
		// From the lowest row up: where rows overlap, the lower lies over.
		col := rows[len(rows)-1-k]
		_, sy := l.slot(col, 1)
		if y < sy || y >= sy+l.slotH {
			continue
		}
		// The highest slot under the point: in a narrow row a slot lies
		// over the one below it.
		for v := l.values; v >= 1; v-- {
			if sx, _ := l.slot(col, v); x >= sx && x < sx+l.slotW {
				return card.New(col, v), true
			}
		}
		return card.None, false // beside the row, or the gap between two slots
	}
	return card.None, false
}
