package rows

import (
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"
)

// Short text sizes: nothing under tLeast units (about 12 CSS px on a
// phone held sideways).
const (
	tLeast    = 14.0
	tNameSize = 16.0
	tSmall    = 15.0
)

// shortFits are the short design's fitted lines, kept so that a frame at
// rest measures nothing: the buttons' labels, the side column's lines, and
// the status and message wrapped into the status's place.
type shortFits struct {
	draw, end, link, round, menu, code, name, count ui.Fitted
	status, toast                                   wrapped
	// upStatus is the portrait design's status on two lines, where one
	// is too short for it; counts the other seats' counts of cards in
	// their portrait panels.
	upStatus wrapped
	counts   [shell.MaxSeats]ui.Fitted
}

// wrapped keeps what fitWrap found for one text in one room, worked out
// anew only when the text, the room or the scale changes.
type wrapped struct {
	text, out          string
	size, width, scale float64
	lines              int
	bold               bool
	face               *sprites.TextFace
}

// fit is fitWrap of text, from the cache when nothing changed.
func (f *wrapped) fit(text string, size, width float64, lines int, s float64, bold bool) (string, *sprites.TextFace) {
	if f.face != nil && f.text == text && f.size == size && f.width == width && f.lines == lines && f.scale == s && f.bold == bold {
		return f.out, f.face
	}
	*f = wrapped{text: text, size: size, width: width, scale: s, lines: lines, bold: bold}
	f.out, f.face = ui.FitWrap(text, size, tLeast, width, lines, s, bold)
	return f.out, f.face
}

// drawSeatsShort paints the short design's seats: the other seats' panels
// in a row (the stack of backs at the left, the name, the count and the
// last move beside it) and the bottom seat's line in the side column.
func (t *Table) drawSeatsShort(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	on := t.State.ToMove()
	small := sprites.Face(tLeast*s, false)
	for p := range t.Setup.Players {
		if p == t.Bottom {
			continue
		}
		b := l.seatBox(t.opponentIndex(p))
		ctx.Paint.DrawPanel(t.screen, b.X*s, b.Y*s, b.W*s, b.H*s, 10*s, ui.PanelInk)
		if p == on && !t.dealing {
			ctx.Art.DrawOutline(t.screen, (b.X-2)*s, (b.Y-2)*s, (b.W+4)*s, (b.H+4)*s, 3*s, ui.ActiveInk)
		}
		x, _ := t.seatTextShort(p)
		face, name := t.seatNameShort(p, s)
		ctx.Paint.DrawText(t.screen, name, face, x*s, (b.Y+13)*s, ui.TextColor, sprites.Left)
		ctx.Paint.DrawText(t.screen, t.counts[p], small, x*s, (b.Y+31)*s, ui.DimText, sprites.Left)
		if p != on || t.laidStr == "" {
			// On turn in MASTER, the laid count takes the note's line.
			t.drawNote(ctx, p, x, b.Y+48)
		}
		if p == t.State.Dealer() {
			t.drawDealerChip(ctx, b.X+b.W-15, b.Y+14)
		}
	}
	// The bottom seat's line: its name, the dealer's chip, its count (and
	// MASTER's connection cards) at the right.
	name, count := t.ownShort(s)
	nf, cf := t.short.name.Face, t.short.count.Face
	ctx.Paint.DrawText(t.screen, name, nf, l.sideX*s, l.ownY*s, ui.TextColor, sprites.Left)
	right := l.sideX + l.sideW
	if t.pk != nil {
		right -= 42
		t.drawExtras(ctx, t.Bottom, right+6, l.ownY)
	}
	ctx.Paint.DrawText(t.screen, count, cf, right*s, l.ownY*s, ui.DimText, sprites.Right)
	if t.Bottom == t.State.Dealer() {
		w, _ := sprites.MeasureText(name, nf)
		t.drawDealerChip(ctx, l.sideX+w/s+16, l.ownY)
	}
}

// seatTextShort is where the texts of seat p's short panel begin, and
// their room (less the dealer's chip for the dealer).
func (t *Table) seatTextShort(p int) (x, room float64) {
	l := &t.Lay
	b := l.seatBox(t.opponentIndex(p))
	x = b.X + 6 + l.oppCardW + 10
	room = b.X + b.W - 6 - x
	if p == t.State.Dealer() {
		room -= 26
	}
	return x, room
}

// seatNameShort is seat p's name fitted to its short panel, and its face.
func (t *Table) seatNameShort(p int, s float64) (*sprites.TextFace, string) {
	_, room := t.seatTextShort(p)
	return t.nameFits[p].FitLine(t.names[p], tNameSize, tLeast, room, s, true)
}

// ownShort is the bottom seat's name and count as the side column shows
// them, fitted (the faces in t.short): the count keeps its size, the name
// takes the rest of the line.
func (t *Table) ownShort(s float64) (name, count string) {
	l := &t.Lay
	room := l.sideW
	if t.pk != nil {
		room -= 42
	}
	t.short.count.FitFace(t.counts[t.Bottom], tSmall, tLeast, room/2, s, false)
	cw, _ := sprites.MeasureText(t.short.count.Out, t.short.count.Face)
	nameRoom := room - cw/s - 8
	if t.Bottom == t.State.Dealer() {
		nameRoom -= 30
	}
	_, name = t.short.name.FitLine(t.names[t.Bottom], tNameSize, tLeast, nameRoom, s, true)
	return name, t.short.count.Out
}

// drawControlsShort paints the side column's texts and buttons: the round
// and the menu link, the deal code, the pile's count (MASTER: the
// supply's), and the buttons with labels that fit them.
func (t *Table) drawControlsShort(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	in := &ctx.Input
	if t.view.Pile == 0 {
		ctx.Art.DrawOutline(t.screen, l.pile.X*s, l.pile.Y*s, l.pile.W*s, l.pile.H*s, 2*s, ui.PileInk)
	}
	if t.canDo(mDraw) {
		ctx.Art.DrawOutline(t.screen, (l.pile.X-4)*s, (l.pile.Y-4)*s, (l.pile.W+8)*s, (l.pile.H+8)*s, 3*s, ui.ActiveInk)
	}
	btn := func(r ui.Rect, f *ui.Fitted, label string, enabled bool) {
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
		face, text := f.FitLine(label, 20, tLeast, r.W-tLabelPad, s, true)
		ctx.Paint.DrawButton(t.screen, r.X*s, r.Y*s, r.W*s, r.H*s, text, face, st)
	}
	switch {
	case t.Rp != nil:
		t.drawReplayControls(ctx)
	case t.canDo(mPass):
		btn(l.drawButton, &t.short.draw, t.text.Draw, false)
		btn(l.endButton, &t.short.end, t.text.Pass, true)
	default:
		btn(l.drawButton, &t.short.draw, t.text.Draw, t.canDo(mDraw))
		btn(l.endButton, &t.short.end, t.text.EndTurn, t.canDo(mEnd))
	}
	if t.pk != nil && t.Rp == nil {
		btn(l.linkButton, &t.short.link, t.linkLabel, t.canDo(mConnect) || t.pick.mode >= pickLinkFrom)
	}
	round, menu, code := t.infoShort(s)
	ctx.Paint.DrawText(t.screen, round, t.short.round.Face, l.sideX*s, (l.infoY+tInfoH/2)*s, ui.DimText, sprites.Left)
	if t.Rp == nil {
		r := t.MenuRect()
		clr := ui.DimText
		if ui.Hovered(ctx, r) {
			clr = ui.ActiveColor
		}
		ctx.Paint.DrawText(t.screen, menu, t.short.menu.Face, (r.X+r.W)*s, (r.Y+r.H/2)*s, clr, sprites.Right)
	}
	if code != "" {
		r := t.codeRect()
		clr := ui.GreyText
		if ui.Hovered(ctx, r) {
			clr = ui.ActiveColor
		}
		ctx.Paint.DrawText(t.screen, code, t.short.code.Face, r.X*s, (r.Y+r.H/2)*s, clr, sprites.Left)
	}
}

// drawCountsShort paints the pile's count on the pile, and MASTER's
// supply's on the supply, over their cards.
func (t *Table) drawCountsShort(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	face := sprites.Face(tSmall*s, true)
	chip := func(text string, cx, cy float64) {
		w, _ := sprites.MeasureText(text, face)
		bw := math.Max(24, w/s+12)
		ctx.Paint.DrawPanel(t.screen, (cx-bw/2)*s, (cy-11)*s, bw*s, 22*s, 11*s, ui.BubbleInk)
		ctx.Paint.DrawText(t.screen, text, face, cx*s, cy*s, ui.TextColor, sprites.Center)
	}
	// At the pile's foot: MASTER's laid count takes its top.
	if t.view.Pile > 0 {
		chip(t.pileNum, l.pile.X+l.pile.W/2, l.pile.Y+l.pile.H-14)
	}
	if t.pk != nil && t.xv.Supply > 0 {
		chip(t.supplyNum, l.supply.X+l.supply.W/2, l.supply.Y+l.supply.H/2)
	}
}

// infoShort is the side column's top lines fitted (their faces in
// t.short): the round (in a replay, the whole line), the menu link at the
// right of it, the deal code under them.
func (t *Table) infoShort(s float64) (round, menu, code string) {
	l := &t.Lay
	roundW := l.sideW/2 - 4
	if t.Rp != nil {
		roundW = l.sideW
	}
	_, round = t.short.round.FitLine(t.round, tSmall, tLeast, roundW, s, false)
	if t.Rp == nil {
		label := shell.MenuLabel(t.text, t.ctx != nil && t.ctx.Input.Keyboard)
		_, menu = t.short.menu.FitLine(label, tSmall, tLeast, l.rules.W-4, s, false)
	}
	if t.codeStr != "" && t.Rp == nil {
		_, code = t.short.code.FitLine(t.codeStr, tSmall, tLeast, l.code.W, s, false)
	}
	return round, menu, code
}

// statusShort is the status as the short design shows it: up to three
// lines in the side column's width, and its face.
func (t *Table) statusShort(s float64) (string, *sprites.TextFace) {
	return t.short.status.fit(t.status, 18, t.Lay.sideW, 3, s, true)
}

// toastShort is a message as the short design shows it: up to three lines
// in a panel over the status's place, the panel and the face.
func (t *Table) toastShort(msg string, s float64) (string, *sprites.TextFace, ui.Rect) {
	l := &t.Lay
	text, face := t.short.toast.fit(msg, 17, l.sideW-20, 3, s, false)
	_, h := sprites.MeasureText(text, face)
	bh := math.Min(l.statusH+10, h/s+14)
	return text, face, ui.Rect{X: l.sideX, Y: l.statusY - bh/2, W: l.sideW, H: bh}
}

// drawStatusShort paints the status in the side column, or a message in
// its place.
func (t *Table) drawStatusShort(ctx *game.Context) {
	l := &t.Lay
	s := ctx.Scale
	if t.msg.Shown() {
		text, face, r := t.toastShort(t.msg.Text, s)
		t.msg.Draw(t.screen, ctx, r, face, text, "")
		return
	}
	if t.status == "" {
		return
	}
	text, face := t.statusShort(s)
	clr := ui.TextColor
	if t.HumanTurn() || t.State.IsOver() {
		clr = ui.ActiveColor
	}
	ctx.Paint.DrawText(t.screen, text, face, (l.sideX+l.sideW/2)*s, l.statusY*s, clr, sprites.Center)
}
