package scenes

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/sprites"
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
	if t.lay.short {
		t.drawCountsShort(ctx)
	}
	t.drawFresh(ctx)
	t.drawTarget(ctx)
	t.drawMaster(ctx)
	t.drawStatus(ctx)
	t.log.Draw(t.screen, ctx)
	t.explain.draw(t.screen, ctx, t.lay.lw, t.lay.lh)
	if t.covered() {
		t.drawHandOver(ctx)
	}
}

func (t *Table) drawRows(ctx *game.Context) {
	l := &t.lay
	s := ctx.Scale
	target := t.targetSlot()
	islands := t.pk != nil
	num := sprites.Face(l.slotW*0.3*s, false)
	for _, col := range t.state.Rows() {
		_, y := l.slot(col, 1)
		// The row's colour and symbol, so the rows read without colour.
		if l.labelX >= 0 {
			ctx.Art.DrawSymbol(t.screen, col, (l.labelX+6)*s, (y+l.slotH/2)*s, 22*s)
		}
		for v := 1; v <= l.values; v++ {
			slot := card.New(col, v)
			if !t.state.ShowSlot(col, v) && slot != target {
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
					ctx.Paint.DrawText(t.screen, slotNumbers[v], num, cx*s, cy*s, faintText, sprites.Center)
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
	l := &t.lay
	s := ctx.Scale
	x, y := l.slot(c.Color(), c.Value())
	ctx.Art.DrawOutline(t.screen, (x-3)*s, (y-3)*s, (l.slotW+6)*s, (l.slotH+6)*s, 3*s, activeInk)
}

// covered reports whether the hand-over screen is up: the hands are face
// down and a person is on turn.
func (t *Table) covered() bool {
	return t.hidden && !t.dealing && !t.state.IsOver() && t.setup.Human(t.state.ToMove())
}

// targetSlot is the slot the dragged, hovered or keyboard-selected card
// would go to, or None. A joker has no slot of its own until one is picked.
func (t *Table) targetSlot() card.Card {
	if !t.humanTurn() {
		return card.None
	}
	var c card.Card
	hand := t.own()
	switch {
	case t.press.dragging:
		c = t.press.card
	case t.hover != card.None:
		c = t.hover
	case t.keys && t.sel < len(hand):
		c = hand[t.sel]
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
	l := &t.lay
	s := ctx.Scale
	on := t.state.ToMove()
	nameFace := sprites.Face(20*s, true)
	smallFace := sprites.Face(15*s, false)
	if l.portrait {
		t.drawSeatsPortrait(ctx)
		return
	}
	if l.short {
		t.drawSeatsShort(ctx)
		return
	}
	for p := range t.setup.Players {
		if p == t.bottom {
			continue
		}
		b := l.seatBox(t.opponentIndex(p))
		ctx.Paint.DrawPanel(t.screen, b.x*s, b.y*s, b.w*s, b.h*s, 12*s, panelInk)
		if p == on && !t.dealing {
			ctx.Art.DrawOutline(t.screen, (b.x-2)*s, (b.y-2)*s, (b.w+4)*s, (b.h+4)*s, 3*s, activeInk)
		}
		ctx.Paint.DrawText(t.screen, t.names[p], nameFace, (b.x+12)*s, (b.y+16)*s, textColor, sprites.Left)
		ctx.Paint.DrawText(t.screen, t.counts[p], smallFace, (b.x+b.w-12)*s, (b.y+16)*s, dimText, sprites.Right)
		t.drawNote(ctx, p, b.x+12, b.y+38)
		t.drawExtras(ctx, p, b.x+b.w-60, b.y+38)
		if p == t.state.Dealer() {
			t.drawDealerChip(ctx, b.x+b.w-82, b.y+38)
		}
	}
	// The bottom seat's own line, above its hand.
	face := sprites.Face(20*s, true)
	x := (l.handLeft + 8) * s
	y := (l.statusY + 4) * s
	ctx.Paint.DrawText(t.screen, t.names[t.bottom], face, x, y, textColor, sprites.Left)
	w, _ := sprites.MeasureText(t.names[t.bottom], face)
	ctx.Paint.DrawText(t.screen, t.counts[t.bottom], smallFace, x+w+12*s, y, dimText, sprites.Left)
	if t.bottom == t.state.Dealer() {
		t.drawDealerChip(ctx, l.handLeft+8+w/s+12+90, l.statusY+4)
	}
	t.drawExtras(ctx, t.bottom, l.handLeft+8+w/s+12+116, l.statusY+4)
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
	l := &t.lay
	s := ctx.Scale
	on := t.state.ToMove()
	nameFace := sprites.Face(pNameSize*s, true)
	smallFace := sprites.Face(pSmallSize*s, false)
	tx := l.oppCardW + 16
	for p := range t.setup.Players {
		if p == t.bottom {
			continue
		}
		b := l.seatBox(t.opponentIndex(p))
		ctx.Paint.DrawPanel(t.screen, b.x*s, b.y*s, b.w*s, b.h*s, 10*s, panelInk)
		if p == on && !t.dealing {
			ctx.Art.DrawOutline(t.screen, (b.x-2)*s, (b.y-2)*s, (b.w+4)*s, (b.h+4)*s, 3*s, activeInk)
		}
		ctx.Paint.DrawText(t.screen, t.names[p], nameFace, (b.x+tx)*s, (b.y+18)*s, textColor, sprites.Left)
		ctx.Paint.DrawText(t.screen, t.counts[p], smallFace, (b.x+tx)*s, (b.y+42)*s, dimText, sprites.Left)
		t.drawNote(ctx, p, b.x+tx, b.y+64)
		if p == t.state.Dealer() {
			t.drawDealerChip(ctx, b.x+b.w-16, b.y+b.h-16)
		}
	}
	x := l.ownX
	if t.pk != nil {
		// MASTER: two lines over the connection card's button.
		right := l.drawButton.x - 8
		ctx.Paint.DrawText(t.screen, t.names[t.bottom], sprites.Face(18*s, true), x*s, (l.bandY+14)*s, textColor, sprites.Left)
		t.drawExtras(ctx, t.bottom, right-40, l.bandY+14)
		ctx.Paint.DrawText(t.screen, t.counts[t.bottom], smallFace, x*s, (l.bandY+38)*s, dimText, sprites.Left)
		if t.bottom == t.state.Dealer() {
			w, _ := sprites.MeasureText(t.names[t.bottom], sprites.Face(18*s, true))
			t.drawDealerChip(ctx, x+w/s+18, l.bandY+14)
		}
		return
	}
	ctx.Paint.DrawText(t.screen, t.names[t.bottom], sprites.Face(20*s, true), x*s, (l.bandY+22)*s, textColor, sprites.Left)
	ctx.Paint.DrawText(t.screen, t.counts[t.bottom], smallFace, x*s, (l.bandY+50)*s, dimText, sprites.Left)
	if t.bottom == t.state.Dealer() {
		w, _ := sprites.MeasureText(t.counts[t.bottom], smallFace)
		t.drawDealerChip(ctx, x+w/s+20, l.bandY+50)
	}
}

func (t *Table) drawDealerChip(ctx *game.Context, x, y float64) {
	s := ctx.Scale
	ctx.Paint.DrawPanel(t.screen, (x-11)*s, (y-11)*s, 22*s, 22*s, 11*s, chipInk)
	ctx.Paint.DrawText(t.screen, t.text.Dealer, sprites.Face(14*s, true), x*s, y*s, darkText, sprites.Center)
}

func (t *Table) drawControls(ctx *game.Context) {
	l := &t.lay
	s := ctx.Scale
	if l.short {
		t.drawControlsShort(ctx)
		return
	}
	face := sprites.Face(20*s, true)
	small := sprites.Face(16*s, false)
	switch {
	case l.portrait && t.pk != nil:
		ctx.Paint.DrawText(t.screen, t.pileStr, small, (l.drawButton.x-8)*s, (l.bandY+38)*s, textColor, sprites.Right)
	case l.portrait:
		ctx.Paint.DrawText(t.screen, t.pileStr, small, l.ownX*s, (l.bandY+78)*s, textColor, sprites.Left)
	default:
		ctx.Paint.DrawText(t.screen, t.pileStr, small, (l.pile.x+l.pile.w/2)*s, (l.pile.y-14)*s, textColor, sprites.Center)
	}
	if t.view.Pile == 0 {
		ctx.Art.DrawOutline(t.screen, l.pile.x*s, l.pile.y*s, l.pile.w*s, l.pile.h*s, 2*s, pileInk)
	}
	if t.canDo(mDraw) {
		ctx.Art.DrawOutline(t.screen, (l.pile.x-4)*s, (l.pile.y-4)*s, (l.pile.w+8)*s, (l.pile.h+8)*s, 3*s, activeInk)
	}
	in := &ctx.Input
	btn := func(r rect, label string, enabled bool) {
		st := sprites.Disabled
		if enabled {
			st = sprites.Normal
			if r.contains(in.X, in.Y) && !in.Touch {
				st = sprites.Hover
				if in.Down {
					st = sprites.Pressed
				}
			}
		}
		ctx.Paint.DrawButton(t.screen, r.x*s, r.y*s, r.w*s, r.h*s, label, face, st)
	}
	switch {
	case t.rp != nil:
		t.drawReplayControls(ctx)
	case t.canDo(mPass):
		btn(l.drawButton, t.text.Draw, false)
		btn(l.endButton, t.text.Pass, true)
	default:
		btn(l.drawButton, t.text.Draw, t.canDo(mDraw))
		btn(l.endButton, t.text.EndTurn, t.canDo(mEnd))
	}
	if t.pk != nil && t.rp == nil {
		btn(l.linkButton, t.linkLabel, t.canDo(mConnect) || t.pick.mode >= pickLinkFrom)
	}
	if t.pk != nil && l.portrait {
		ctx.Paint.DrawText(t.screen, t.supply, small, (l.supply.x-16)*s, (l.statusY+4)*s, textColor, sprites.Right)
	} else if t.pk != nil {
		ctx.Paint.DrawText(t.screen, t.supply, small, (l.supply.x+l.supply.w/2)*s, (l.supply.y-16)*s, textColor, sprites.Center)
	}
	if l.portrait {
		ctx.Paint.DrawText(t.screen, t.round, small, pMargin*s, (l.infoY+pInfoH/2)*s, dimText, sprites.Left)
	} else {
		ctx.Paint.DrawText(t.screen, t.round, small, (l.endButton.x+l.endButton.w/2)*s, (l.topButton().y-16)*s, dimText, sprites.Center)
	}
	if t.rp == nil {
		r := t.menuRect()
		clr := dimText
		if r.contains(in.X, in.Y) && !in.Touch {
			clr = activeColor
		}
		ctx.Paint.DrawText(t.screen, menuLabel(t.text, ctx.Input.Keyboard), small, (r.x+r.w/2)*s, (r.y+r.h/2)*s, clr, sprites.Center)
	}
	if t.codeStr != "" && t.rp == nil {
		r := t.codeRect()
		clr := greyText
		if r.contains(in.X, in.Y) && !in.Touch {
			clr = activeColor
		}
		ctx.Paint.DrawText(t.screen, t.codeStr, small, (r.x+r.w/2)*s, (r.y+r.h/2)*s, clr, sprites.Center)
	}
}

func (t *Table) drawStatus(ctx *game.Context) {
	l := &t.lay
	s := ctx.Scale
	if l.short {
		t.drawStatusShort(ctx)
		return
	}
	toast := t.msg.shown()
	if t.status != "" && !toast {
		face := sprites.Face(24*s, true)
		sx, sw := 0.0, l.lw
		if l.portrait {
			sx, sw = pMargin, t.statusWidth()
			face = fitFace(t.status, 22, 13, sw, s, true)
		}
		clr := textColor
		if t.humanTurn() || t.state.IsOver() {
			clr = activeColor
		}
		ctx.Paint.DrawText(t.screen, t.status, face, (sx+sw/2)*s, (l.statusY+4)*s, clr, sprites.Center)
	}
	if hint := t.keysHint(ctx); hint != "" {
		// The keys' hint sits in the free band between the seats and the rows.
		y := (l.oppY + l.oppH + l.rowY) / 2
		ctx.Paint.DrawText(t.screen, hint, sprites.Face(14*s, false), l.lw/2*s, y*s, dimText, sprites.Center)
	}
	if toast {
		a, b, face, r := t.toastLayout(t.msg.text, s)
		t.msg.draw(t.screen, ctx, r, face, a, b)
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
	l := &t.lay
	if l.portrait {
		return pMargin + t.statusWidth()/2, t.statusWidth()
	}
	nw, _ := sprites.MeasureText(t.names[t.bottom], sprites.Face(20, true))
	own := l.handLeft + 8 + nw + 12 + 116 + 60
	return l.lw / 2, math.Max(200, l.lw-2*own)
}

// toastLayout fits a message into its panel: one line, made smaller down
// to the least readable size, else two lines split at the space nearest
// the middle. It returns the lines ("" for none), the face and the panel.
func (t *Table) toastLayout(msg string, s float64) (a, b string, face *sprites.TextFace, box rect) {
	cx, room := t.toastRoom()
	inner := room - 24
	face = fitFace(msg, 19, 13, inner, s, false)
	w, _ := sprites.MeasureText(msg, face)
	if w/s > inner {
		a, b = splitMiddle(msg)
		long := longer(a, b)
		face = fitFace(long, 15, 13, inner, s, false)
		wa, _ := sprites.MeasureText(a, face)
		wb, _ := sprites.MeasureText(b, face)
		w = math.Max(wa, wb)
	} else {
		a = msg
	}
	bw := math.Min(room, w/s+24)
	y := t.lay.statusY + 2
	if t.lay.portrait {
		y = t.lay.statusY
	}
	return a, b, face, rect{cx - bw/2, y - toastH/2, bw, toastH}
}

// splitMiddle splits a line at the space nearest its middle.
func splitMiddle(msg string) (a, b string) {
	best := -1
	for i := range len(msg) {
		if msg[i] == ' ' && (best < 0 || abs(i-len(msg)/2) < abs(best-len(msg)/2)) {
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
	l := &t.lay
	t.cover.draw(t.screen, ctx, t.text, t.names[t.bottom], l.lw, l.lh, pMargin, l.handOverButton)
}

// statusWidth is the room of the portrait status line: the whole width,
// or MASTER's up to the bonus supply and its label at the right end.
func (t *Table) statusWidth() float64 {
	l := &t.lay
	if t.pk == nil || l.supply.w == 0 {
		return l.lw - 2*pMargin
	}
	return l.supply.x - supplyLabelW - 22 - pMargin
}

// supplyLabelW is the room of the supply's label ("Bonus: 7") left of it.
const supplyLabelW = 70.0

// keysHint is the line of keys the table shows on a person's turn: only
// while a keyboard is in use, and only in the landscape layout, which has a
// band for it; "" where none is shown.
func (t *Table) keysHint(ctx *game.Context) string {
	if !t.humanTurn() || !ctx.Input.Keyboard || t.lay.portrait || t.lay.short {
		return ""
	}
	if t.pk != nil {
		return t.text.MasterKeys
	}
	return t.text.KeysHint
}

// drawCards paints every sprite of the layout, in draw order, through
// drawCardFn.
func (t *Table) drawCards() { t.motion.Each(t.drawCardFn) }

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
		c = cardOf(id)
	}
	px := sprites.Pose{X: p.X * s, Y: p.Y * s, W: p.W * s, Angle: p.Angle, FaceUp: p.FaceUp && c != card.None}
	t.ctx.Art.DrawCard(t.screen, c, px, lift, t.motion.FlipX(id))
	if p.FaceUp && lift < 0.01 && t.isLegalLay(c) {
		if i := slices.Index(t.own(), c); i >= 0 {
			r := t.outlineRect(i, p)
			t.ctx.Art.DrawOutline(t.screen, r.x*s, r.y*s, r.w*s, r.h*s, 3*s, activeInk)
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
	i := slices.Index(t.own(), c)
	pose, _, ok := t.motion.Get(c.Index())
	if i < 0 || !ok || !pose.FaceUp {
		return
	}
	s := ctx.Scale
	r := t.outlineRect(i, pose)
	if !t.isLegalLay(c) {
		ctx.Art.DrawOutline(t.screen, r.x*s, r.y*s, r.w*s, r.h*s, 3*s, freshInk)
	}
	w, h, size := t.freshW+12, 18.0, freshTagSize
	if t.lay.short {
		// No text under tLeast units on a phone held sideways.
		w, h, size = t.freshW*tLeast/freshTagSize+12, 19, tLeast
	}
	x := r.x + r.w/2 - w/2
	ctx.Paint.DrawPanel(t.screen, x*s, (pose.Y-h/2)*s, w*s, h*s, h/2*s, freshInk)
	ctx.Paint.DrawText(t.screen, t.text.NewCard, sprites.Face(size*s, true), (x+w/2)*s, pose.Y*s, darkText, sprites.Center)
}

// outlineRect is the frame of the playable card i of the bottom hand at
// pose p: around the part of it that shows, so that it ends where a later
// card of the hand lies over it (the next one in its line, or the next
// line of an upright hand) rather than crossing that card's edges.
func (t *Table) outlineRect(i int, p sprites.Pose) rect {
	w, h := p.W, cardH(p.W)
	right, bottom := 2.0, 2.0
	base, n := t.handAt[t.bottom], t.view.Sizes[t.bottom]
	if i >= n || base+n > len(t.prev) {
		return rect{p.X - 2, p.Y - 2, w + 4, h + 4}
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
	return rect{p.X - 2, p.Y - 2, w + 2 + right, h + 2 + bottom}
}
