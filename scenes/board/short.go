package board

import (
	"elferraus/game"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"
)

// Short layout constants, in logical units (a phone held sideways: 450
// units are its 375 to 390 CSS px of height).
const (
	sOppW       = 58.0 // 48 CSS px on a phone 375 CSS px high
	sHandW      = 62.0
	sOppLeast   = 48.0 // 40 CSS px: opponents' cards are looked at, not tapped
	sMidMin     = 58.0
	sMidMax     = 84.0
	sUndoH      = 36.0 // the Undo button's height (undoRect)
	sInfoH      = 24.0
	sStatusLine = 19.0
	sStatusH    = 3*sStatusLine + 6 // three lines of status
	sBigH       = 60.0
	sSideMin    = 200.0
	sSideMax    = 260.0
	sPanelZone  = 6.0  // between two zones of a panel
	sPanelTo    = 48.0 // a panel's cards below its top: the name, the labels
	sLabelMark  = markReach
)

// newShort sets the fixed part of the short design: the side column at the
// left, the opponents' panels in a row at the top of the main area (over
// the column too when the main area is too narrow for them), and the
// sizes of the cards and buttons.
func (g *boardGeom) newShort() {
	g.short = true
	g.sideW = math.Max(sSideMin, math.Min(sSideMax, g.LW*0.24))
	g.sideX = ui.SMargin
	g.mainX = g.sideX + g.sideW + ui.SGutter
	g.mainW = g.LW - ui.SMargin - g.mainX
	g.panelGap = ui.SGap
	g.panelY = ui.SMargin
	n := float64(max(1, g.seats))
	least := 2*sOppW + sPanelZone + 2*nPanelIn
	room, left := g.mainW, g.mainX
	if (room-(n-1)*ui.SGap)/n < least {
		g.panelsWide = true
		room, left = g.LW-2*ui.SMargin, ui.SMargin
	}
	g.panelW = math.Min(300, (room-(n-1)*ui.SGap)/n)
	g.panelLeft = left + (room-(g.panelW*n+ui.SGap*(n-1)))/2
	g.oppMax = math.Min(sOppW, (g.panelW-2*nPanelIn-sPanelZone)/2)
	g.setPanels(g.oppMax)
	g.handW = sHandW
	g.midW = sMidMin
	g.buttonH = ui.SButtonH
	g.buttonW = g.sideW
	g.buttonsX = g.sideX
	g.logX, g.logW = g.sideX, g.sideW
}

// setPanels sizes the panels for opponents' cards w wide, and the main
// area and the side column below them.
func (g *boardGeom) setPanels(w float64) {
	g.oppW = w
	g.panelH = sPanelTo + ui.CardH(w) + nPanelIn
	g.midTop = g.panelY + g.panelH + ui.SGap
	g.sideTop = ui.SMargin
	if g.panelsWide {
		g.sideTop = g.midTop
	}
}

// undoShown reports whether the board may offer Undo, so the short design
// keeps its room free in the side column.
func (b *Board) undoShown() bool { return b.rp == nil && b.Setup.Humans() == 1 }

// placeShort lays the tableau out in the short design (and reports
// whether it did): in the side column the buttons at the bottom, Undo and
// the status over them, the round, the deal code and the menu link at the
// top and the log's last lines between; in the main area the opponents at
// the top, the hand, in lines if need be, at the bottom and the middle
// between them, with the big word over it or, short of height, beside it.
func (b *Board) placeShort(own, fans, mid []int, seatZones [][]int) bool {
	g := &b.Geom
	if !g.short {
		return false
	}
	zs := b.tb.zones
	g.setPanels(g.oppMax)
	// The bottom seat: its piles at the left, the hand beside them.
	lines, per, step := 1, 0, 0.0
	ownW := sOppW
	left := g.mainX
	ownRoom := 0.0
	for _, i := range own {
		ownRoom += zoneWidth(&zs[i], ownW, g.mainW) + ownW*0.35
	}
	if len(own) > 0 {
		left += ownRoom + 12
	}
	right := g.mainX + g.mainW
	fanRoom := right - left
	g.handW = sHandW
	if len(fans) == 1 {
		per, step, lines = ui.HandLinesTap(len(zs[fans[0]].cards), g.handW, fanRoom, ui.STap, 3)
		if lines > 1 {
			// Two lines take height from the middle: smaller cards.
			g.handW = ui.SHandMin
			per, step, lines = ui.HandLinesTap(len(zs[fans[0]].cards), g.handW, fanRoom, ui.STap, 3)
		}
	}
	blockH := ui.CardH(g.handW) + float64(lines-1)*ui.STap
	g.handY = g.LH - ui.SMargin - blockH
	layZones(b.boxes, zs, own, g.mainX, g.handY+ui.CardH(g.handW)-ui.CardH(ownW), ownW, ownRoom, false, 2000)
	if len(fans) == 1 {
		layHandLines(&b.boxes[fans[0]], zs, fans[0], left, fanRoom, g.handY, g.handW, blockH, step, ui.STap, per)
	} else {
		layZones(b.boxes, zs, fans, left+fanRoom/2, g.handY, g.handW, fanRoom, true, 4000)
	}
	// The middle, between the panels and the hand's labels.
	g.midBottom = g.handY - nLabelH - 2
	for _, i := range append(own, fans...) {
		if zs[i].mark {
			// The hand's label stands over its outline.
			g.midBottom = g.handY - nLabelH - sLabelMark - 2
		}
	}
	labelH := nLabelH
	for _, i := range mid {
		if zs[i].mark {
			// A marked zone's label stands over its outline.
			labelH = nLabelH + sLabelMark
		}
	}
	room := g.mainW
	g.bigX, g.bigW = g.centerX(), g.mainW
	rowsOf := func(w, room float64) [][]int { return middleRows(zs, mid, w, room, 4) }
	need := func(rows int, bigH float64) float64 {
		return bigH + float64(rows)*(labelH+ui.CardH(sMidMin)) + float64(max(0, rows-1))*ui.SGap
	}
	if d := need(len(rowsOf(sMidMin, room)), 0) - (g.midBottom - g.midTop); d > 0 {
		// Short of height even so: the opponents' cards give way.
		g.setPanels(math.Max(sOppLeast, g.oppW-d/ui.CardRatio))
	}
	b.placeSide()
	bigH := 0.0
	if b.tb.big != "" {
		bigH = sBigH
		if need(len(rowsOf(sMidMin, room)), bigH) > g.midBottom-g.midTop {
			// Short of height: the big word beside the middle.
			bigH = 0
			room = math.Floor(g.mainW * 0.55)
			g.bigW = g.mainW - room - ui.SGap
			g.bigX = g.mainX + room + ui.SGap + g.bigW/2
		}
	}
	rows := rowsOf(sMidMin, room)
	avail := g.midBottom - g.midTop - bigH - float64(max(0, len(rows)-1))*ui.SGap
	w := sMidMin
	if n := len(rows); n > 0 {
		w = math.Max(sMidMin, math.Min(sMidMax, (avail/float64(n)-labelH)/ui.CardRatio))
		for w > sMidMin && len(rowsOf(w, room)) > n {
			w--
		}
		rows = rowsOf(w, room)
	}
	g.midW = w
	blockMid := float64(len(rows))*(labelH+ui.CardH(w)) + float64(max(0, len(rows)-1))*ui.SGap
	y := g.midTop + bigH + math.Max(0, (g.midBottom-g.midTop-bigH-blockMid)/2) + labelH
	g.bigY = g.midTop + 16
	if b.tb.big != "" && bigH == 0 {
		// The word and its line, up to four lines, beside the cards.
		g.bigY = math.Max(g.midTop+18, y+ui.CardH(w)/2-30)
	}
	midY := y
	cx := g.mainX + room/2
	for _, r := range rows {
		layZones(b.boxes, zs, r, cx, y, w, room, true, 3000)
		y += ui.CardH(w) + labelH + ui.SGap
	}
	for p, idx := range seatZones {
		if p == b.Bottom || len(idx) == 0 {
			continue
		}
		r := g.panel(b.opponent(p))
		layZonesGap(b.boxes, zs, idx, r.X+nPanelIn, r.Y+sPanelTo, g.oppW, r.W-2*nPanelIn, false, 1000, sPanelZone)
	}
	if b.Sel >= 0 && b.Sel < len(b.tb.choices) {
		c := b.tb.choices[b.Sel]
		if c.zone >= 0 && c.card >= 0 && c.card < len(b.boxes[c.zone].poses) {
			b.boxes[c.zone].poses[c.card].Y -= 18
		}
	}
	b.deck = sprites.Pose{X: cx - w/2, Y: midY, W: w, Z: 5000}
	b.move()
	return true
}

// placeSide lays out the side column of the short design: from the bottom
// the buttons (room kept for as many as the round has shown, so the status
// does not jump), Undo and the status; from the top the line of the round
// and the menu link, the deal code's line, the bottom seat's name when
// people share the screen, and the log in what is left.
func (b *Board) placeSide() {
	g := &b.Geom
	g.buttons = 0
	for _, c := range b.tb.choices {
		if c.zone < 0 {
			g.buttons++
		}
	}
	if b.rp != nil {
		g.buttons = 2 // the replay's two rows (replayButtons)
	}
	g.slots = max(g.slots, g.buttons, 1)
	bottom := g.LH - ui.SMargin - float64(g.slots)*(g.buttonH+ui.SGap)
	if b.undoShown() {
		// undoRect lies 14 over statusY, at the column's left.
		g.statusY = bottom - sUndoH + 14
		bottom -= sUndoH + ui.SGap
	}
	g.statusH = sStatusH
	g.statusY2 = bottom - sStatusH
	if !b.undoShown() {
		g.statusY = g.statusY2 + sStatusH/2
	}
	y := g.sideTop
	g.infoY = y + sInfoH/2
	y += sInfoH
	g.codeY = 0
	if b.code != "" && g.statusY2-4-y >= sInfoH {
		g.codeY = y + sInfoH/2
		y += sInfoH
	}
	g.nameLine = b.Setup.Humans() > 1 && g.statusY2-4-y >= 26
	if g.nameLine {
		g.nameY = y + 13
		y += 26
	}
	// The log: what the column leaves, scrolled in place.
	g.logR = ui.Rect{X: g.sideX, Y: y, W: g.sideW, H: max(0, g.statusY2-6-y)}
	g.logOpen = ui.Rect{}
}

// sideInfo are the short design's three places of the side column's top:
// the round's label, the menu link (its line's halves) and the deal code
// (a line of its own, or, short of room, the left half of the first).
func (b *Board) sideInfo() (round, link, code ui.Rect) {
	g := &b.Geom
	half := g.sideW / 2
	round = ui.Rect{X: g.sideX, Y: g.infoY - sInfoH/2, W: half, H: sInfoH}
	link = ui.Rect{X: g.sideX + half, Y: g.infoY - sInfoH/2, W: half, H: sInfoH}
	code = ui.Rect{X: g.sideX, Y: g.codeY - sInfoH/2, W: g.sideW, H: sInfoH}
	if g.codeY == 0 {
		code = round
	}
	return round, link, code
}

// drawSideShort paints the top of the short design's side column: the
// round and the menu link and the deal code (the log under them is
// drawLog's).
func (b *Board) drawSideShort(ctx *game.Context) {
	g := &b.Geom
	s := ctx.Scale
	in := &ctx.Input
	round, link, code := b.sideInfo()
	if b.roundLabel != "" && g.codeY != 0 {
		ctx.Paint.DrawText(b.screen, b.roundLabel, ui.FitFace(b.roundLabel, 15, 14, round.W-4, s, false), round.X*s, g.infoY*s, ui.DimText, sprites.Left)
	}
	clr := ui.DimText
	if ui.Hovered(ctx, link) {
		clr = ui.ActiveColor
	}
	label := b.linkLabel(in.Keyboard)
	ctx.Paint.DrawText(b.screen, label, ui.FitFace(label, 15, 14, link.W-4, s, false), (link.X+link.W)*s, g.infoY*s, clr, sprites.Right)
	if b.codeStr != "" {
		clr := ui.GreyText
		if ui.Hovered(ctx, code) {
			clr = ui.ActiveColor
		}
		ctx.Paint.DrawText(b.screen, b.codeStr, ui.FitFace(b.codeStr, 15, 14, code.W, s, false), code.X*s, (code.Y+code.H/2)*s, clr, sprites.Left)
	}
}

// drawBigShort paints the big word and the line under it in the short
// design: over the middle, or beside it, where placeShort put them.
func (b *Board) drawBigShort(ctx *game.Context) {
	s := ctx.Scale
	g := &b.Geom
	big, bigF, bigR, sub, subF, subR := b.bigShort(s)
	ctx.Paint.DrawText(b.screen, big, bigF, g.bigX*s, (bigR.Y+bigR.H/2)*s, ui.ActiveColor, sprites.Center)
	ctx.Paint.DrawText(b.screen, sub, subF, g.bigX*s, (subR.Y+subR.H/2)*s, ui.DimText, sprites.Center)
}

// bigShort is the big word and the line under it as the short design
// draws them at scale s, centred on bigX from bigY down: their texts,
// faces and boxes. Beside the middle each may take two lines.
func (b *Board) bigShort(s float64) (big string, bigF *sprites.TextFace, bigR ui.Rect, sub string, subF *sprites.TextFace, subR ui.Rect) {
	g := &b.Geom
	lines := 1
	if g.bigW < g.mainW {
		lines = 2
	}
	box := func(text string, f *sprites.TextFace, y float64) ui.Rect {
		w, h := sprites.MeasureText(text, f)
		return ui.Rect{X: g.bigX - w/s/2, Y: y, W: w / s, H: h / s}
	}
	big, bigF = ui.FitWrap(b.tb.big, 30, 18, g.bigW, lines, s, true)
	bigR = box(big, bigF, g.bigY-18)
	if b.tb.bigSub == "" {
		return big, bigF, bigR, "", nil, ui.Rect{X: g.bigX, Y: bigR.Y + bigR.H, W: 0, H: 0}
	}
	sub, subF = ui.FitWrap(b.tb.bigSub, 17, 14, g.bigW, lines, s, false)
	return big, bigF, bigR, sub, subF, box(sub, subF, bigR.Y+bigR.H)
}
