package rows

import (
	"elferraus/engine/card"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"math"
	"strconv"
)

// refresh recomputes what the screen shows after anything may have changed:
// the legal actions, every card's place, and the texts, so that drawing a
// frame only reads.
func (t *Table) refresh() {
	s := t.State
	k := viewKey{s.Actions(), s.TurnNumber(), t.Sel, t.Bottom, t.hidden, t.dealing, s.IsOver(), t.hover, t.keys, t.replayView(), t.replaySpeed(), t.text, t.Lay, s, t.ctxTouch(), t.pick, t.csel}
	if k == t.key {
		if t.dealing {
			// Cards land without the view changing.
			t.countDealt()
		}
		return
	}
	t.key = k
	t.see()
	t.legal = s.AppendLegal(t.legal[:0], t.view.Seat)
	t.syncLog()
	t.refreshPick()
	t.place()
	tx := t.text
	if t.dealing {
		t.countDealt()
	} else {
		for p := range t.Setup.Players {
			t.counts[p] = t.countText(t.view.Sizes[p])
		}
	}
	t.pileStr = fmt.Sprintf("%s: %d", tx.Pile, t.view.Pile)
	t.pileNum = strconv.Itoa(t.view.Pile)
	t.refreshMaster()
	t.fitNotes()
	t.round = fmt.Sprintf(tx.RoundOf, t.Match.Played()+1, t.Match.Rounds())
	t.codeStr = ""
	if t.Code != "" {
		t.codeStr = fmt.Sprintf(tx.DealCode, t.Code)
	}
	if t.Rp != nil {
		t.round = fmt.Sprintf(tx.ReplayPos, s.Actions(), t.Rp.Rec.Len()) + " · " + ui.ReplaySpeedNames[t.Rp.speed]
		if len(t.names) > 0 {
			t.Rp.viewLabel = tx.ViewAll
			if t.Rp.view >= 0 {
				t.Rp.viewLabel = t.names[t.Rp.view]
			}
		}
	}
	out := s.Out()
	switch {
	case s.IsOver() && out >= 0 && t.names[out] == tx.You:
		t.status = tx.YouWentOut
	case s.IsOver() && out >= 0:
		t.status = fmt.Sprintf(tx.WentOut, t.names[out])
	case s.IsOver():
		t.status = tx.Blocked
	case t.dealing:
		t.status = ""
	case t.HumanTurn():
		// What to do now: the step of a pick, the rules' demand, or just
		// that it is your turn.
		t.status = t.pickStatus()
		if t.status == "" {
			t.status = s.Hint(tx)
		}
		if t.status == "" {
			t.status = tx.YourTurn
		}
	default:
		t.status = fmt.Sprintf(tx.TurnOf, t.names[s.ToMove()])
	}
	if t.net != nil {
		t.netTexts()
	}
}

// place gives every sprite of the view its target: the pile, a hand, or its
// slot in a row.
func (t *Table) place() {
	v := &t.view
	l := &t.Lay
	if l.short && !l.shortLines(v.Sizes[t.Bottom]) {
		// The hand needs another number of lines: the rows make room or
		// take it back.
		t.Layout(t.ctx)
	}
	t.next = t.next[:0]
	for k := range v.Pile {
		p := sprites.Pose{X: l.pile.X - float64(k)*0.25, Y: l.pile.Y - float64(k)*0.25, W: l.pile.W, Z: k}
		t.next = append(t.next, sprite{id: pileID(k), pose: p, at: rowSpot{spotPile, -1, int16(k)}})
	}
	for _, pc := range v.Placed {
		x, y := l.slot(pc.slot.Color(), pc.slot.Value())
		z := 200 + pc.slot.Value()
		if l.short {
			// The rows overlap downwards: a lower row lies over the one above.
			z += 22 * int(l.rowOf[pc.slot.Color()&3])
		}
		p := sprites.Pose{X: x, Y: y, W: l.slotW, FaceUp: true, Z: z}
		t.next = append(t.next, sprite{id: pc.card.Index(), pose: p, at: rowSpot{spotTable, -1, -1}})
	}
	for p := range t.Setup.Players {
		t.handAt[p] = len(t.next)
		n := v.Sizes[p]
		for i := range n {
			id, c := t.handSprite(p, i)
			t.next = append(t.next, sprite{id: id, pose: t.handPose(p, i, n, c), at: rowSpot{spotHand, int16(p), int16(i)}})
		}
	}
	if t.holdDeal() {
		return // nothing on the table yet
	}
	t.placeBonus(!t.dealt)
	if !t.dealt {
		t.dealt = true
		t.dealFromPile()
	} else {
		t.fly()
	}
	t.prev, t.next = t.next, t.prev
}

// handSprite is the sprite of card i of seat p's hand, and the card when
// the view shows it: a card seen is its own sprite, a hidden one its
// place's.
func (t *Table) handSprite(p, i int) (int, card.Card) {
	v := &t.view
	if v.sees(p) && i < len(v.Hands[p]) {
		return v.Hands[p][i].Index(), v.Hands[p][i]
	}
	return handID(p, i), card.None
}

// countText is a seat's count of n cards.
func (t *Table) countText(n int) string {
	word := t.text.Cards
	if n == 1 {
		word = t.text.OneCard
	}
	return fmt.Sprintf("%d %s", n, word)
}

// countDealt writes the seats' counts as the deal has got so far: only the
// cards that have arrived in a hand count, so no count runs ahead of the
// cards flying to it (before the deal starts, every hand counts none).
func (t *Table) countDealt() {
	for p := range t.Setup.Players {
		arrived := 0
		for i := range t.view.Sizes[p] {
			if id, _ := t.handSprite(p, i); t.Motion.Arrived(id) {
				arrived++
			}
		}
		t.counts[p] = t.countText(arrived)
	}
}

// holdDeal reports whether the deal waits for the next tick: in the
// program's very first tick, when the table is the first scene.
func (t *Table) holdDeal() bool { return !t.dealt && ui.ProgramStart(t.ctx) }

// dealFromPile puts every card on the pile and sends them out one after
// another, round the table, as a dealer would.
func (t *Table) dealFromPile() {
	l := &t.Lay
	at := sprites.Pose{X: l.pile.X, Y: l.pile.Y, W: l.pile.W, Z: 100}
	stagger := 3
	if t.ctx != nil && t.ctx.Settings.NoWait {
		stagger = 1
	}
	k := 0
	for _, e := range t.next {
		switch e.at.kind {
		case spotPile:
			t.Motion.Place(e.id, e.pose)
		case spotTable:
			t.Motion.Place(e.id, at)
			t.Motion.MoveTo(e.id, e.pose, k*stagger, 20)
			k++
		}
	}
	n := 0
	for p := range t.Setup.Players {
		n = max(n, t.view.Sizes[p])
	}
	for i := range n {
		for j := range t.Setup.Players {
			p := (t.State.Dealer() + 1 + j) % t.Setup.Players
			if i >= t.view.Sizes[p] {
				continue
			}
			e := &t.next[t.handAt[p]+i]
			t.Motion.Place(e.id, at)
			t.Motion.MoveTo(e.id, e.pose, k*stagger, 20)
			k++
		}
	}
}

// fly sends every sprite of the new layout to its place. Sprites that left
// the layout are taken off the table, and a sprite new to it starts where
// the one it stands for was: a card laid from a hidden hand where that
// hand's card lay, a card drawn at the pile's top, a hand uncovered or
// covered where its cards lay, face down.
func (t *Table) fly() {
	t.gone = t.gone[:0]
	for _, e := range t.prev {
		if t.inNext(e.id) {
			continue
		}
		if pose, _, ok := t.Motion.Get(e.id); ok {
			t.gone = append(t.gone, sprite{id: e.id, pose: pose, at: e.at})
			t.Motion.Remove(e.id)
		}
	}
	fresh := func(e *sprite) bool {
		_, ok := t.Motion.Target(e.id)
		return !ok && !e.hasFrom
	}
	// take finds an unused sprite that left from a spot of kind k (seat
	// and slot too when asked), the latest in the layout first.
	take := func(e *sprite, k spotKind, seat, slot int) {
		for i := len(t.gone) - 1; i >= 0; i-- {
			g := &t.gone[i]
			if g.id < 0 || g.at.kind != k || seat >= 0 && int(g.at.seat) != seat || slot >= 0 && int(g.at.slot) != slot {
				continue
			}
			e.from, e.hasFrom = g.pose, true
			g.id = -1
			return
		}
	}
	passes := [...]struct {
		to, from   spotKind
		seat, slot bool
	}{
		{spotHand, spotHand, true, true}, // a hand turned over where it lies
		{spotTable, spotHand, true, false},
		{spotTable, spotHand, false, false},
		{spotHand, spotPile, false, false}, // drawn
		{spotHand, spotTable, false, false},
		{spotHand, spotHand, false, false},
		{spotPile, spotHand, false, false},
		{spotPile, spotTable, false, false},
		{spotTable, spotPile, false, false},
	}
	for _, ps := range passes {
		for i := range t.next {
			e := &t.next[i]
			if e.at.kind != ps.to || !fresh(e) {
				continue
			}
			seat, slot := -1, -1
			if ps.seat {
				seat = int(e.at.seat)
				if e.at.kind == spotTable {
					seat = t.actor
				}
			}
			if ps.slot {
				slot = int(e.at.slot)
			}
			if ps.seat && seat < 0 {
				continue
			}
			take(e, ps.from, seat, slot)
		}
	}
	// A card exchanged with a hidden hand (a joker taken back for a number
	// card): the number card comes from the hand's last card, and that
	// card flies from the slot the joker left.
	if a := t.actor; a >= 0 && a < t.Setup.Players && !t.view.sees(a) && t.view.Sizes[a] > 0 {
		last := &t.next[t.handAt[a]+t.view.Sizes[a]-1]
		for i := range t.next {
			if e := &t.next[i]; e.at.kind == spotTable && fresh(e) {
				if pose, _, ok := t.Motion.Get(last.id); ok {
					e.from, e.hasFrom = pose, true
				}
			}
		}
		for _, g := range t.gone {
			if g.id >= 0 && g.at.kind == spotTable && !last.hasFrom {
				last.from, last.hasFrom = g.pose, true
			}
		}
	}
	for i := range t.next {
		e := &t.next[i]
		if !e.hasFrom {
			t.moveID(e.id, e.pose, 0)
			continue
		}
		if isHiddenID(e.id) {
			e.from.FaceUp = false // a hidden card never shows its face
		}
		t.Motion.Place(e.id, e.from)
		t.Motion.MoveTo(e.id, e.pose, 0, 20)
	}
}

// inNext reports whether the layout being made has sprite id.
func (t *Table) inNext(id int) bool {
	for i := range t.next {
		if t.next[i].id == id {
			return true
		}
	}
	return false
}

// moveID sends the sprite id to p: placed at once the first time, flown
// after that.
func (t *Table) moveID(id int, p sprites.Pose, delay int) {
	if _, ok := t.Motion.Target(id); !ok {
		t.Motion.Place(id, p)
		return
	}
	t.Motion.MoveTo(id, p, delay, 20)
}

// stackDepth is how far the stack of backs in a compact panel (upright
// and short) reaches right of its first card: the name and the count
// begin 8 and 4 units further on; a full hand of 20 reached 10 and
// touched them.
const stackDepth = 4.0

// handPose is where card i of n in seat p's hand belongs.
func (t *Table) handPose(p, i, n int, c card.Card) sprites.Pose {
	l := &t.Lay
	if p == t.Bottom {
		x, y, w := l.handSpot(i, n)
		faceUp := t.view.sees(p) && c != card.None
		if t.HumanTurn() && (c == t.hover || (t.Sel == i && t.keys)) {
			y -= 14
		}
		return sprites.Pose{X: x, Y: y, W: w, FaceUp: faceUp, Z: 400 + i}
	}
	box := l.seatBox(t.opponentIndex(p))
	w := l.oppCardW
	if l.portrait || l.short {
		// A compact panel: the hand as a neat stack of backs at the left,
		// no deeper than stackDepth, so that it ends short of the words.
		d := math.Min(0.5, stackDepth/math.Max(1, float64(n-1)))
		x0, y0 := box.X+8, box.Y+(box.H-ui.CardH(w))/2
		if l.short {
			// The stack rises a little: it starts that much lower.
			x0, y0 = box.X+6, y0+2.5
		}
		return sprites.Pose{X: x0 + float64(i)*d, Y: y0 - float64(i)*d*0.5, W: w, FaceUp: t.view.sees(p) && c != card.None, Z: 300 + i}
	}
	inner := box.W - 24
	if t.pk != nil {
		inner -= 86 // the bonus cards lie at the right
	}
	step := math.Min(w*0.5, (inner-w)/math.Max(1, float64(n-1)))
	x := box.X + 12 + float64(i)*step
	return sprites.Pose{X: x, Y: box.Y + box.H - ui.CardH(w) - 8, W: w, FaceUp: t.view.sees(p) && c != card.None, Z: 300 + i}
}
