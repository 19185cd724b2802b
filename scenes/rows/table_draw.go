package rows

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Draw paints the table. It only reads: everything it shows was computed by
// Update, so a frame at rest allocates nothing.
func (t *Table) Draw(screen *ebiten.Image, ctx *game.Context) {
	if t.text == nil {
		return // not updated yet
	}
	t.screen, t.ctx = screen, ctx
	ctx.Paint.DrawFelt(screen)
	t.drawRows(ctx)
	t.drawSeats(ctx)
	t.drawControls(ctx)
	t.drawUndo(ctx)
	t.drawCards()
	if t.Lay.short {
		t.drawCountsShort(ctx)
	} else if t.Lay.portrait {
		t.drawChipPortrait(ctx)
	}
	t.drawFresh(ctx)
	t.drawTarget(ctx)
	t.drawMaster(ctx)
	t.drawStatus(ctx)
	t.log.Draw(t.screen, ctx)
	t.Explain.Draw(t.screen, ctx, t.Lay.LW, t.Lay.LH)
	if t.Covered() {
		t.drawHandOver(ctx)
	}
}

func (t *Table) drawRows(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	target := t.targetSlot()
	islands := t.pk != nil
	num := sprites.Face(l.slotW*0.3*s, false)
	for _, col := range t.State.Rows() {
		_, y := l.slot(col, 1)
		// The row's colour and symbol, so the rows read without colour.
		if l.labelX >= 0 {
			ctx.Art.DrawSymbol(t.screen, col, (l.labelX+6)*s, (y+l.slotH/2)*s, 22*s)
		}
		for v := 1; v <= l.values; v++ {
			slot := card.New(col, v)
			if !t.State.ShowSlot(col, v) && slot != target {
				if islands {
					// Every place of a MASTER row, faintly: where a
					// connection card could open an island (in a narrow
					// row, in the part of the place the next one leaves).
					x, y := l.slot(col, v)
					cx, cy := x+l.slotW/2, y+l.slotH/2
					if (l.portrait || l.short) && v < l.values {
						cx = x + math.Min(l.slotW, l.slotX[v+1]-x)/2
					}
					if l.short {
						// In the strip the next row leaves.
						cy = y + l.strip()/2
					}
					ctx.Paint.DrawText(t.screen, slotNumbers[v], num, cx*s, cy*s, ui.FaintText, sprites.Center)
				}
				continue
			}
			x, y := l.slot(col, v)
			ctx.Art.DrawSlot(t.screen, x*s, y*s, l.slotW*s, l.slotH*s, col)
		}
	}
}

// drawTarget outlines the slot the selected, hovered or dragged card would
// go to (over the cards: a card exchanged for a joker goes to a full slot).
func (t *Table) drawTarget(ctx *game.Context) {
	c := t.targetSlot()
	if c == card.None {
		return
	}
	l := &t.Lay
	s := ctx.Scale
	x, y := l.slot(c.Color(), c.Value())
	ctx.Art.DrawOutline(t.screen, (x-3)*s, (y-3)*s, (l.slotW+6)*s, (l.slotH+6)*s, 3*s, ui.ActiveInk)
}

// Covered reports whether the hand-over screen is up: the hands are face
// down and a person is on turn.
func (t *Table) Covered() bool {
	return t.hidden && !t.dealing && !t.State.IsOver() && t.Setup.Human(t.State.ToMove())
}

// targetSlot is the slot the dragged, hovered or keyboard-selected card
// would go to, or None. A joker has no slot of its own until one is picked.
func (t *Table) targetSlot() card.Card {
	if !t.HumanTurn() {
		return card.None
	}
	var c card.Card
	hand := t.Own()
	switch {
	case t.press.dragging:
		c = t.press.card
	case t.hover != card.None:
		c = t.hover
	case t.keys && t.Sel < len(hand):
		c = hand[t.Sel]
	default:
		return card.None
	}
	if c.IsJoker() || !t.isLegalLay(c) {
		return card.None
	}
	if t.pick.mode == pickLinkCard {
		return t.pick.demand()
	}
	return c
}

func (t *Table) drawSeats(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	on := t.State.ToMove()
	smallFace := sprites.Face(15*s, false)
	if l.portrait {
		t.drawSeatsPortrait(ctx)
		return
	}
	if l.short {
		t.drawSeatsShort(ctx)
		return
	}
	for p := range t.Setup.Players {
		if p == t.Bottom {
			continue
		}
		b := l.seatBox(t.opponentIndex(p))
		ctx.Paint.DrawPanel(t.screen, b.X*s, b.Y*s, b.W*s, b.H*s, 12*s, ui.PanelInk)
		if p == on && !t.dealing {
			ctx.Art.DrawOutline(t.screen, (b.X-2)*s, (b.Y-2)*s, (b.W+4)*s, (b.H+4)*s, 3*s, ui.ActiveInk)
		}
		// A name a person chose may be long: it is cut clear of the count.
		cw, _ := sprites.MeasureText(t.counts[p], smallFace)
		nf, name := t.nameFits[p].FitLine(t.names[p], 20, 20, b.W-36-cw/s, s, true)
		ctx.Paint.DrawText(t.screen, name, nf, (b.X+12)*s, (b.Y+16)*s, ui.TextColor, sprites.Left)
		ctx.Paint.DrawText(t.screen, t.counts[p], smallFace, (b.X+b.W-12)*s, (b.Y+16)*s, ui.DimText, sprites.Right)
		t.drawNote(ctx, p, b.X+12, b.Y+38)
		t.drawExtras(ctx, p, b.X+b.W-60, b.Y+38)
		if p == t.State.Dealer() {
			t.drawDealerChip(ctx, b.X+b.W-82, b.Y+38)
		}
	}
	// The bottom seat's own line, above its hand.
	face := sprites.Face(20*s, true)
	x := (l.handLeft + 8) * s
	y := (l.statusY + 4) * s
	ctx.Paint.DrawText(t.screen, t.names[t.Bottom], face, x, y, ui.TextColor, sprites.Left)
	w, _ := sprites.MeasureText(t.names[t.Bottom], face)
	ctx.Paint.DrawText(t.screen, t.counts[t.Bottom], smallFace, x+w+12*s, y, ui.DimText, sprites.Left)
	if t.Bottom == t.State.Dealer() {
		t.drawDealerChip(ctx, l.handLeft+8+w/s+12+90, l.statusY+4)
	}
	t.drawExtras(ctx, t.Bottom, l.handLeft+8+w/s+12+116, l.statusY+4)
}

// Portrait text sizes: the seats' names and the small lines.
const (
	pNameSize  = 17.0
	pSmallSize = 15.0
)

// drawSeatsPortrait paints the compact panels of the other seats (the
// stack of backs at the left, name, count and last move beside it) and the
// bottom seat's words beside the pile.
func (t *Table) drawSeatsPortrait(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	on := t.State.ToMove()
	smallFace := sprites.Face(pSmallSize*s, false)
	tx := l.oppCardW + 16
	for p := range t.Setup.Players {
		if p == t.Bottom {
			continue
		}
		b := l.seatBox(t.opponentIndex(p))
		ctx.Paint.DrawPanel(t.screen, b.X*s, b.Y*s, b.W*s, b.H*s, 10*s, ui.PanelInk)
		if p == on && !t.dealing {
			ctx.Art.DrawOutline(t.screen, (b.X-2)*s, (b.Y-2)*s, (b.W+4)*s, (b.H+4)*s, 3*s, ui.ActiveInk)
		}
		nf, name := t.nameFits[p].FitLine(t.names[p], pNameSize, pNameSize, b.W-tx-8, s, true)
		ctx.Paint.DrawText(t.screen, name, nf, (b.X+tx)*s, (b.Y+18)*s, ui.TextColor, sprites.Left)
		cf, count := t.portraitCount(p, s)
		ctx.Paint.DrawText(t.screen, count, cf, (b.X+tx)*s, (b.Y+42)*s, ui.DimText, sprites.Left)
		t.drawNote(ctx, p, b.X+tx, b.Y+64)
	}
	x := l.ownX
	if t.pk != nil {
		// MASTER: two lines over the connection card's button.
		right := l.drawButton.X - 8
		ctx.Paint.DrawText(t.screen, t.names[t.Bottom], sprites.Face(18*s, true), x*s, (l.bandY+14)*s, ui.TextColor, sprites.Left)
		t.drawExtras(ctx, t.Bottom, right-40, l.bandY+14)
		ctx.Paint.DrawText(t.screen, t.counts[t.Bottom], smallFace, x*s, (l.bandY+38)*s, ui.DimText, sprites.Left)
		if t.Bottom == t.State.Dealer() {
			w, _ := sprites.MeasureText(t.names[t.Bottom], sprites.Face(18*s, true))
			t.drawDealerChip(ctx, x+w/s+18, l.bandY+14)
		}
		return
	}
	ctx.Paint.DrawText(t.screen, t.names[t.Bottom], sprites.Face(20*s, true), x*s, (l.bandY+22)*s, ui.TextColor, sprites.Left)
	ctx.Paint.DrawText(t.screen, t.counts[t.Bottom], smallFace, x*s, (l.bandY+50)*s, ui.DimText, sprites.Left)
	if t.Bottom == t.State.Dealer() {
		w, _ := sprites.MeasureText(t.counts[t.Bottom], smallFace)
		t.drawDealerChip(ctx, x+w/s+20, l.bandY+50)
	}
}

// portraitChip is the middle of the dealer's chip in seat p's upright
// panel: on the top right corner of its stack of backs, as a dealer button
// lies on a real table, clear of MASTER's count of connection cards at
// the stack's top left. At the panel's foot it took the last move's room,
// and "Grün 11" broke into "Grün" over "11".
func (t *Table) portraitChip(p int) (x, y float64) {
	b := t.Lay.seatBox(t.opponentIndex(p))
	return b.X + 8 + t.Lay.oppCardW - 7, b.Y + 16
}

// drawChipPortrait paints the dealer's chip on its seat's stack (after the
// cards, which would hide it), unless the dealer is the bottom seat.
func (t *Table) drawChipPortrait(ctx *game.Context) {
	if p := t.State.Dealer(); p != t.Bottom && p >= 0 && p < t.Setup.Players {
		x, y := t.portraitChip(p)
		t.drawDealerChip(ctx, x, y)
	}
}

// portraitCount is seat p's count of cards fitted to its upright panel,
// from pSmallSize down to seatNoteLeast, cut with "…" below that ("20
// Karten" ran over the panel's edge), and its face.
func (t *Table) portraitCount(p int, s float64) (*sprites.TextFace, string) {
	b := t.Lay.seatBox(t.opponentIndex(p))
	return t.short.counts[p].FitLine(t.counts[p], pSmallSize, seatNoteLeast, b.W-(t.Lay.oppCardW+16)-4, s, false)
}

func (t *Table) drawDealerChip(ctx *game.Context, x, y float64) {
	s := ctx.Scale
	ctx.Paint.DrawPanel(t.screen, (x-11)*s, (y-11)*s, 22*s, 22*s, 11*s, ui.ChipInk)
	ctx.Paint.DrawText(t.screen, t.text.Dealer, sprites.Face(14*s, true), x*s, y*s, ui.DarkText, sprites.Center)
}

func (t *Table) drawControls(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	if l.short {
		t.drawControlsShort(ctx)
		return
	}
	face := sprites.Face(20*s, true)
	small := sprites.Face(16*s, false)
	switch {
	case l.portrait && t.pk != nil:
		ctx.Paint.DrawText(t.screen, t.pileStr, small, (l.drawButton.X-8)*s, (l.bandY+38)*s, ui.TextColor, sprites.Right)
	case l.portrait:
		ctx.Paint.DrawText(t.screen, t.pileStr, small, l.ownX*s, (l.bandY+78)*s, ui.TextColor, sprites.Left)
	default:
		ctx.Paint.DrawText(t.screen, t.pileStr, small, (l.pile.X+l.pile.W/2)*s, (l.pile.Y-14)*s, ui.TextColor, sprites.Center)
	}
	if t.view.Pile == 0 {
		ctx.Art.DrawOutline(t.screen, l.pile.X*s, l.pile.Y*s, l.pile.W*s, l.pile.H*s, 2*s, ui.PileInk)
	}
	if t.canDo(mDraw) {
		ctx.Art.DrawOutline(t.screen, (l.pile.X-4)*s, (l.pile.Y-4)*s, (l.pile.W+8)*s, (l.pile.H+8)*s, 3*s, ui.ActiveInk)
	}
	in := &ctx.Input
	btn := func(r ui.Rect, label string, enabled bool) {
		st := sprites.Disabled
		if enabled {
			st = sprites.Normal
			if ui.Hovered(ctx, r) {
				st = sprites.Hover
				if in.Down {
					st = sprites.Pressed
				}
			}
		}
		ctx.Paint.DrawButton(t.screen, r.X*s, r.Y*s, r.W*s, r.H*s, label, face, st)
	}
	switch {
	case t.Rp != nil:
		t.drawReplayControls(ctx)
	case t.canDo(mPass):
		btn(l.drawButton, t.text.Draw, false)
		btn(l.endButton, t.text.Pass, true)
	default:
		btn(l.drawButton, t.text.Draw, t.canDo(mDraw))
		btn(l.endButton, t.text.EndTurn, t.canDo(mEnd))
	}
	if t.pk != nil && t.Rp == nil {
		btn(l.linkButton, t.linkLabel, t.canDo(mConnect) || t.pick.mode >= pickLinkFrom)
	}
	if t.pk != nil && l.portrait {
		ctx.Paint.DrawText(t.screen, t.supply, small, (l.supply.X-16)*s, (l.statusY+4)*s, ui.TextColor, sprites.Right)
	} else if t.pk != nil {
		ctx.Paint.DrawText(t.screen, t.supply, small, (l.supply.X+l.supply.W/2)*s, (l.supply.Y-16)*s, ui.TextColor, sprites.Center)
	}
	if l.portrait {
		ctx.Paint.DrawText(t.screen, t.round, small, pMargin*s, (l.infoY+pInfoH/2)*s, ui.DimText, sprites.Left)
	} else {
		ctx.Paint.DrawText(t.screen, t.round, small, (l.endButton.X+l.endButton.W/2)*s, (l.topButton().Y-16)*s, ui.DimText, sprites.Center)
	}
	if t.Rp == nil {
		r := t.MenuRect()
		ui.DrawLink(ctx, t.screen, shell.MenuLabel(t.text, ctx.Input.Keyboard), small, r, ui.DimText)
	}
	if t.codeStr != "" && t.Rp == nil {
		r := t.codeRect()
		ui.DrawLink(ctx, t.screen, t.codeStr, small, r, ui.GreyText)
	}
}

func (t *Table) drawStatus(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	if l.short {
		t.drawStatusShort(ctx)
		return
	}
	toast := t.msg.Shown()
	if t.status != "" && !toast {
		face := sprites.Face(24*s, true)
		sx, sw := 0.0, l.LW
		line := t.status
		if l.portrait {
			line, face, sx, sw = t.portraitStatus(s)
		}
		clr := ui.TextColor
		if t.HumanTurn() || t.State.IsOver() {
			clr = ui.ActiveColor
		}
		ctx.Paint.DrawText(t.screen, line, face, (sx+sw/2)*s, (l.statusY+4)*s, clr, sprites.Center)
	}
	if hint := t.keysHint(ctx); hint != "" {
		// The keys' hint sits in the free band between the seats and the rows.
		y := (l.oppY + l.oppH + l.rowY) / 2
		ctx.Paint.DrawText(t.screen, hint, sprites.Face(14*s, false), l.LW/2*s, y*s, ui.DimText, sprites.Center)
	}
	if toast {
		a, b, face, r := t.toastLayout(t.msg.Text, s)
		t.msg.Draw(t.screen, ctx, r, face, a, b)
	}
}

// toastH is the height of a message's panel: it takes the status line's
// place, between the rows and the hand (a lifted card included).
const toastH = 34.0

// toastRoom is the panel's widest extent around the status line's centre:
// the status line's room upright, and in the landscape layout the width
// the bottom seat's name, count and extras at its left leave free, on
// both sides alike.
func (t *Table) toastRoom() (cx, w float64) {
	l := &t.Lay
	if l.portrait {
		x, w := t.statusSpan()
		return x + w/2, w
	}
	nw, _ := sprites.MeasureText(t.names[t.Bottom], sprites.Face(20, true))
	own := l.handLeft + 8 + nw + 12 + 116 + 60
	return l.LW / 2, math.Max(200, l.LW-2*own)
}

// toastLayout fits a message into its panel: one line, made smaller down
// to the least readable size, else two lines split at the space nearest
// the middle. It returns the lines ("" for none), the face and the panel.
func (t *Table) toastLayout(msg string, s float64) (a, b string, face *sprites.TextFace, box ui.Rect) {
	cx, room := t.toastRoom()
	inner := room - 24
	face = ui.FitFace(msg, 19, 13, inner, s, false)
	w, _ := sprites.MeasureText(msg, face)
	if w/s > inner {
		a, b = splitMiddle(msg)
		long := longer(a, b)
		face = ui.FitFace(long, 15, 13, inner, s, false)
		wa, _ := sprites.MeasureText(a, face)
		wb, _ := sprites.MeasureText(b, face)
		w = math.Max(wa, wb)
	} else {
		a = msg
	}
	bw := math.Min(room, w/s+24)
	y := t.Lay.statusY + 2
	if t.Lay.portrait {
		y = t.Lay.statusY
	}
	return a, b, face, ui.Rect{X: cx - bw/2, Y: y - toastH/2, W: bw, H: toastH}
}

// splitMiddle splits a line at the space nearest its middle.
func splitMiddle(msg string) (a, b string) {
	best := -1
	for i := range len(msg) {
		if msg[i] == ' ' && (best < 0 || ui.Abs(i-len(msg)/2) < ui.Abs(best-len(msg)/2)) {
			best = i
		}
	}
	if best < 0 {
		return msg, ""
	}
	return msg[:best], msg[best+1:]
}

func longer(a, b string) string {
	if len(b) > len(a) {
		return b
	}
	return a
}

func (t *Table) drawHandOver(ctx *game.Context) {
	l := &t.Lay
	t.cover.Draw(t.screen, ctx, t.text, t.names[t.Bottom], l.LW, l.LH, pMargin, l.handOverButton)
}

// statusWidth is the room of the portrait status line: the whole width,
// or MASTER's up to the bonus supply and its label at the right end.
func (t *Table) statusWidth() float64 {
	l := &t.Lay
	if t.pk == nil || l.supply.W == 0 {
		return l.LW - 2*pMargin
	}
	return l.supply.X - supplyLabelW - 22 - pMargin
}

// portraitStatus is the portrait status line as drawn at scale s, its face
// and its room (from x, w wide): on one line from 22 units down to 15, else
// on two at 14, the second cut with "…" if even they are too short (beside
// Undo, MASTER's "Lay the green 9 (or a joker) where the connection card
// leads." ran under the button).
func (t *Table) portraitStatus(s float64) (line string, face *sprites.TextFace, x, w float64) {
	x, w = t.statusSpan()
	face = ui.FitFace(t.status, 22, 15, w, s, true)
	if tw, _ := sprites.MeasureText(t.status, face); tw/s <= w {
		return t.status, face, x, w
	}
	line, face = t.short.upStatus.fit(t.status, tLeast, w, 2, s, true)
	return line, face, x, w
}

// statusSpan is where the portrait status line and a message in its place
// stand: from the left margin, or from the Undo button while that is
// shown at the line's left end, to the end of statusWidth.
func (t *Table) statusSpan() (x, w float64) {
	x, w = pMargin, t.statusWidth()
	if t.undoDrawn() {
		u := t.UndoRect()
		x = u.X + u.W + 8
		w = pMargin + t.statusWidth() - x
	}
	return x, w
}

// supplyLabelW is the room of the supply's label ("Bonus: 7") left of it.
const supplyLabelW = 70.0

// keysHint is the line of keys the table shows on a person's turn: only
// while a keyboard is in use, and only in the landscape layout, which has a
// band for it; "" where none is shown.
func (t *Table) keysHint(ctx *game.Context) string {
	if !t.HumanTurn() || !ctx.Input.Keyboard || t.Lay.portrait || t.Lay.short {
		return ""
	}
	if t.pk != nil {
		return t.text.MasterKeys
	}
	return t.text.KeysHint
}

// drawCards paints every sprite of the layout, in draw order, through
// drawCardFn.
func (t *Table) drawCards() { t.Motion.Each(t.drawCardFn) }

// drawCard paints one card at its current pose: shadow, face or back, and
// the outline of a playable card. A hidden card's sprite has only a back.
func (t *Table) drawCard(id int, p sprites.Pose, lift float64) {
	if id >= bonusBase && !isHiddenID(id) {
		t.drawBonusCard(p)
		return
	}
	s := t.ctx.Scale
	c := card.None
	if !isHiddenID(id) {
		c = ui.CardOf(id)
	}
	px := sprites.Pose{X: p.X * s, Y: p.Y * s, W: p.W * s, Angle: p.Angle, FaceUp: p.FaceUp && c != card.None}
	t.ctx.Art.DrawCard(t.screen, c, px, lift, t.Motion.FlipX(id))
	if p.FaceUp && lift < 0.01 && t.isLegalLay(c) {
		if i := slices.Index(t.Own(), c); i >= 0 {
			r := t.outlineRect(i, p)
			t.ctx.Art.DrawOutline(t.screen, r.X*s, r.Y*s, r.W*s, r.H*s, 3*s, ui.ActiveInk)
		}
	}
}

// freshTagSize is the text size of the tag of a card just drawn; logSize
// the move log's.
const (
	freshTagSize = 13.0
)

// freshInk marks the card just drawn, boxed once so drawing allocates
// nothing.
var freshInk color.Color = color.NRGBA{140, 214, 255, 255}

// drawFresh marks the card the person just drew in his hand: a "new" tag
// on its top edge, over the part of it that shows, and a frame of its own
// where no frame of a playable card is drawn already.
func (t *Table) drawFresh(ctx *game.Context) {
	c := t.fresh
	if c == card.None {
		return
	}
	i := slices.Index(t.Own(), c)
	pose, _, ok := t.Motion.Get(c.Index())
	if i < 0 || !ok || !pose.FaceUp {
		return
	}
	s := ctx.Scale
	r := t.outlineRect(i, pose)
	if !t.isLegalLay(c) {
		ctx.Art.DrawOutline(t.screen, r.X*s, r.Y*s, r.W*s, r.H*s, 3*s, freshInk)
	}
	w, h, size := t.freshW+12, 18.0, freshTagSize
	if t.Lay.short {
		// No text under tLeast units on a phone held sideways.
		w, h, size = t.freshW*tLeast/freshTagSize+12, 19, tLeast
	}
	x := r.X + r.W/2 - w/2
	ctx.Paint.DrawPanel(t.screen, x*s, (pose.Y-h/2)*s, w*s, h*s, h/2*s, freshInk)
	ctx.Paint.DrawText(t.screen, t.text.NewCard, sprites.Face(size*s, true), (x+w/2)*s, pose.Y*s, ui.DarkText, sprites.Center)
}

// outlineRect is the frame of the playable card i of the bottom hand at
// pose p: around the part of it that shows, so that it ends where a later
// card of the hand lies over it (the next one in its line, or the next
// line of an upright hand) rather than crossing that card's edges.
func (t *Table) outlineRect(i int, p sprites.Pose) ui.Rect {
	w, h := p.W, ui.CardH(p.W)
	right, bottom := 2.0, 2.0
	base, n := t.handAt[t.Bottom], t.view.Sizes[t.Bottom]
	if i >= n || base+n > len(t.prev) {
		return ui.Rect{X: p.X - 2, Y: p.Y - 2, W: w + 4, H: h + 4}
	}
	a := t.prev[base+i].pose
	for j := i + 1; j < n; j++ { // the next card in the same line
		b := t.prev[base+j].pose
		if math.Abs(b.Y-a.Y) < h/2 && b.X > a.X && b.X < a.X+w {
			w, right = b.X-a.X, 0
			break
		}
	}
	for j := i + 1; j < n; j++ { // a card of a later line over the bottom
		b := t.prev[base+j].pose
		if b.Y-a.Y >= h/2 && b.Y < a.Y+h && b.X < a.X+w && b.X+b.W > a.X {
			h, bottom = b.Y-a.Y, 0
			break
		}
	}
	return ui.Rect{X: p.X - 2, Y: p.Y - 2, W: w + 2 + right, H: h + 2 + bottom}
}
