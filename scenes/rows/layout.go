package rows

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/ui"
	"math"
)

// layout is the table's geometry for one screen size: four rows of twenty
// slots in the middle, the other seats along the top, the pile, the hand and
// the buttons along the bottom. Everything is in logical units (at least
// 1280 x 720), so it fits any window.
type layout struct {
	LW, LH float64

	values         int // slots per row
	rowOf          [card.NumColors]int8
	rowX, rowY     float64 // top-left of the top row's slot 1
	slotW, slotH   float64
	step, rowStep  float64
	rowsBottom     float64
	labelX         float64
	handY, handW   float64
	handLeft       float64
	handRight      float64
	pile           ui.Rect
	drawButton     ui.Rect
	endButton      ui.Rect
	linkButton     ui.Rect // MASTER: lay a connection card
	supply         ui.Rect // MASTER: the bonus cards still to be won
	handOverButton ui.Rect
	// log is the move log's place: a column at the right, over the
	// buttons (under MASTER's bonus supply); upright, the place the seats
	// leave free in their last line, else a strip under the info line,
	// either of which opens over logOpen.
	log, logOpen   ui.Rect
	statusY        float64
	oppY, oppH     float64
	oppCardW       float64
	opponents      int
	seatW, seatGap float64
	oppLeft        float64

	// portrait: the narrow layout (see newPortrait), with the slots of a
	// row at slotX (by value), the seats in seatCols columns, and the hand
	// in lines between handY and handBottom.
	portrait   bool
	slotX      [card.MaxValue + 2]float64
	seatCols   int
	handBottom float64
	infoY      float64 // the line of the round, the rules link and the deal code
	rules      ui.Rect
	code       ui.Rect
	ownX       float64 // the bottom seat's name, count and the pile's size
	bandY      float64 // the top of the pile's and the buttons' band

	// short: the design for a phone held sideways (see newShort), with a
	// side column at sideX (from sideTop down) beside the main area at
	// mainX; handRows is how many lines the hand it was made for takes.
	short        bool
	sideX, sideW float64
	sideTop      float64
	mainX, mainW float64
	handRows     int
	ownY         float64 // the bottom seat's line in the side column
	statusTop    float64 // the status's three lines, statusH high
	statusH      float64
}

// newLayout places rows in the given order, top down, each with values
// slots; MASTER (21 slots) also gets a column for the bonus supply and a
// third button.
func newLayout(lw, lh float64, opponents int, rows []card.Color, values int) layout {
	l := layout{LW: lw, LH: lh, opponents: opponents, values: values}
	for i := range l.rowOf {
		l.rowOf[i] = int8(i)
	}
	for i, col := range rows {
		l.rowOf[col] = int8(i)
	}
	if lw < game.DesignW {
		l.portrait = true
		l.newPortrait()
		return l
	}
	master := values > 20
	l.oppY, l.oppH = 10, 104
	l.oppCardW = 30
	l.seatGap = 12
	l.seatW = math.Min(300, (lw-40-float64(opponents-1)*l.seatGap)/float64(max(1, opponents)))
	total := l.seatW*float64(opponents) + l.seatGap*float64(opponents-1)
	l.oppLeft = (lw - total) / 2

	// The hand and the controls take the bottom; the rows get the rest.
	l.handW = 86
	hh := ui.CardH(l.handW)
	l.handY = lh - hh - 14
	l.statusY = l.handY - 34
	top := l.oppY + l.oppH + 14
	bottom := l.statusY - 26

	// The buttons at the bottom right, one above the other.
	bw, bh := 180.0, 48.0
	l.endButton = ui.Rect{X: lw - bw - 28, Y: lh - bh - 30, W: bw, H: bh}
	l.drawButton = ui.Rect{X: lw - bw - 28, Y: lh - 2*bh - 42, W: bw, H: bh}
	if master {
		bh = 40
		l.endButton = ui.Rect{X: lw - bw - 28, Y: lh - bh - 30, W: bw, H: bh}
		l.drawButton = ui.Rect{X: lw - bw - 28, Y: lh - 2*bh - 38, W: bw, H: bh}
		l.linkButton = ui.Rect{X: lw - bw - 28, Y: lh - 3*bh - 46, W: bw, H: bh}
	}
	// Over them, the move log, as wide as they are, from the seats down
	// to the rules link and the deal code (see Table.rulesRect); MASTER's
	// bonus supply heads the column.
	l.log = ui.Rect{X: l.endButton.X, Y: top, W: bw, H: l.topButton().Y - 86 - 8 - top}
	if master {
		sw := 48.0
		l.supply = ui.Rect{X: l.log.X + (bw-sw)/2, Y: top + 28, W: sw, H: ui.CardH(sw)}
		l.log.Y = l.supply.Y + l.supply.H + 14
		l.log.H = l.topButton().Y - 86 - 8 - l.log.Y
	}

	// Four rows of twenty (or 21) between the row symbols and the log:
	// the slot grows with the room there is, in both directions, keeping
	// the gaps in proportion.
	left, right := 60.0, l.log.X-16
	n := float64(values)
	maxW := (right - left) / n / 1.07
	maxH := (bottom - top) / 4 / (ui.CardRatio + 0.1)
	if master {
		// The connection cards lie in the gaps between the rows: wider gaps.
		maxH = (bottom - top) / 4 / (ui.CardRatio + 0.2)
	}
	l.slotW = math.Floor(math.Min(maxW, maxH))
	l.slotH = ui.CardH(l.slotW)
	l.step = math.Round(l.slotW * 1.07)
	l.rowStep = math.Round(l.slotH + l.slotW*0.1)
	if master {
		l.rowStep = math.Round(l.slotH + l.slotW*0.2)
	}
	l.rowX = math.Round(left + ((right-left)-(n*l.step-(l.step-l.slotW)))/2)
	l.rowY = math.Round(top + ((bottom-top)-(3*l.rowStep+l.slotH))/2)
	l.rowsBottom = l.rowY + 3*l.rowStep + l.slotH
	l.labelX = l.rowX - 30

	pw := 72.0
	l.pile = ui.Rect{X: 28, Y: lh - ui.CardH(pw) - 26, W: pw, H: ui.CardH(pw)}
	l.handLeft = l.pile.X + l.pile.W + 40
	l.handRight = l.endButton.X - 28
	l.handOverButton = ui.Rect{X: lw/2 - 220, Y: lh/2 + 40, W: 440, H: 64}
	for v := 1; v <= values && v < len(l.slotX); v++ {
		l.slotX[v] = l.rowX + float64(v-1)*l.step
	}
	return l
}

// Portrait measures, in logical units (a narrow screen has about one CSS
// pixel per unit, at least 0.93).
const (
	pMargin   = 8.0
	pRowEdge  = 4.0  // the rows come closer to the edges, for the width
	pSeatH    = 84.0 // a seat's panel: a stack of backs, name, count, last move
	pSeatGap  = 6.0
	pSeatMinW = 130.0
	pOppCardW = 52.0 // the backs of a seat's hand, stacked
	pInfoH    = 30.0
	pRowGap   = 8.0
	pStatusH  = 34.0
	pBandH    = 112.0 // the pile and the two buttons, one above the other
	pButtonW  = 156.0
	pButtonH  = 50.0
	pPileW    = 56.0
	pLogSlot  = 52.0 // the row card's width the log's strip takes no room from
	// minTap is the least width and height of the part of a hand card
	// that takes a tap: a fingertip (about 44 CSS px).
	minTap = 48.0
)

// masterShare is cornerShare for MASTER's 21 slots, which need every bit
// of a 390 px phone's width: the value's extent as the card art sets it
// (0.3104 and 0.3897 of the width under 58 px), with a hair to spare.
func masterShare(v int) float64 {
	if v >= 10 {
		return 0.39
	}
	return 0.311
}

// cornerShare is how much of a card's width, from its left edge, holds
// the value in the corner: a number of one or two digits (at most 0.31 and
// 0.39 of the width with the card art's corner index). Cards overlap in a
// narrow row by no more than leaves this much of each visible.
func cornerShare(v int) float64 {
	if v >= 10 {
		return 0.40
	}
	return 0.32
}

// newPortrait lays the table out for a narrow screen: the other seats in
// compact panels at the top, the round's line, the four rows across the
// whole width (overlapping so that each card's value corner shows when the
// width is short), the status, the pile and the buttons, and the hand at the
// bottom in as many lines as it needs.
func (l *layout) newPortrait() {
	lw, lh := l.LW, l.LH
	// Seats: as many panels a line as fit at pSeatMinW (three on a phone),
	// and where they leave a place free in their last line, the move log
	// takes it; with fewer seats than fit, a place is left for it.
	fit := max(1, int((lw-2*pMargin+pSeatGap)/(pSeatMinW+pSeatGap)))
	l.seatCols = min(max(1, l.opponents+1), fit)
	lines := max(1, (l.opponents+l.seatCols-1)/l.seatCols)
	free := lines*l.seatCols - l.opponents
	l.seatGap = pSeatGap
	l.seatW = math.Min(300, (lw-2*pMargin-float64(l.seatCols-1)*l.seatGap)/float64(l.seatCols))
	l.oppLeft = (lw - (l.seatW*float64(l.seatCols) + l.seatGap*float64(l.seatCols-1))) / 2
	l.oppY, l.oppH = pMargin, pSeatH
	l.oppCardW = pOppCardW
	oppBottom := l.oppY + float64(lines)*pSeatH + float64(max(0, lines-1))*pSeatGap
	if l.opponents == 0 {
		oppBottom = l.oppY
	}
	l.infoY = oppBottom + 4
	third := (lw - 2*pMargin) / 3
	l.rules = ui.Rect{X: pMargin + third, Y: l.infoY, W: third, H: pInfoH}
	l.code = ui.Rect{X: pMargin + 2*third, Y: l.infoY, W: third, H: pInfoH}
	top := l.infoY + pInfoH + 6
	rowsTop := top
	if free > 0 {
		first := l.seatBox(l.opponents)
		l.log = ui.Rect{X: first.X, Y: first.Y, W: float64(free)*(l.seatW+l.seatGap) - l.seatGap, H: pSeatH}
	} else {
		// Else a strip of its newest line under the info line. The rows
		// are sized as if it were not there: it takes its room from the
		// room they leave, else from the hand's.
		l.log = ui.Rect{X: pMargin, Y: top - 2, W: lw - 2*pMargin, H: math.Round(ui.LogSize*ui.LogLeadIn) + ui.LogPad}
		rowsTop = l.log.Y + l.log.H + 6
	}

	// From the bottom up: the hand, the band of the pile and the buttons,
	// the status line.
	l.handW = math.Min(96, math.Max(64, math.Floor(math.Min((lw-2*pMargin)/6, lh*0.09))))
	hh := ui.CardH(l.handW)
	l.handBottom = lh - pMargin
	handTop := l.handBottom - hh - math.Max(2*minTap, hh*0.55) - 14
	l.bandY = handTop - pBandH
	l.statusY = l.bandY - pStatusH/2
	bottom := l.bandY - pStatusH
	// The rows share what is left with the hand: a tall screen gives the
	// hand a third line's room.
	n := float64(l.values)
	master := l.values > 20
	share, edge := cornerShare, pRowEdge
	if master {
		share, edge = masterShare, 0.3
	}
	avail := lw - 2*edge
	need := 0.0
	for v := 1; v < l.values; v++ {
		need += share(v)
	}
	maxW := avail / (1 + need)
	// The rows give the log's strip its room while their cards stay at
	// least pLogSlot wide; the hand gives what is still missing.
	maxH := (bottom - top - 3*pRowGap) / 4 / ui.CardRatio
	maxH = math.Max((bottom-rowsTop-3*pRowGap)/4/ui.CardRatio, math.Min(maxH, pLogSlot))
	l.slotW = math.Floor(math.Min(math.Min(maxW, maxH), 120))
	if master {
		// Whole units would cost a phone its 48 px cards.
		l.slotW = math.Floor(math.Min(math.Min(maxW, maxH), 120)*100) / 100
	}
	l.slotH = ui.CardH(l.slotW)
	l.rowStep = math.Round(l.slotH + pRowGap)
	if master {
		l.rowStep = l.slotH + pRowGap // the slot is not whole either
	}
	rowsH := 3*l.rowStep + l.slotH
	top = rowsTop
	if short := rowsH - (bottom - top); short > 0 {
		handTop += short
		l.bandY += short
		l.statusY += short
		bottom += short
	}
	if spare := (bottom - top) - rowsH; spare > 0 {
		// Keep the rows under the seats and give the spare room to the
		// hand's lines.
		spare = math.Min(spare, hh)
		handTop -= spare
		l.bandY -= spare
		l.statusY -= spare
		bottom -= spare
	}
	l.rowY = math.Floor(top + math.Max(0, (bottom-top-rowsH)/2))
	l.rowsBottom = l.rowY + rowsH
	l.handY = handTop + 14
	// The slots: side by side where the width allows, else overlapping by
	// each card's corner share, the last card whole.
	uniform := math.Min(l.slotW*1.07, (avail-l.slotW)/(n-1))
	if uniform >= l.slotW*cornerShare(10) {
		l.step = math.Floor(uniform)
		l.rowX = math.Round((lw - (n-1)*l.step - l.slotW) / 2)
		for v := 1; v <= l.values; v++ {
			l.slotX[v] = l.rowX + float64(v-1)*l.step
		}
	} else {
		f := (avail - l.slotW) / (l.slotW * need)
		l.rowX = edge
		x := l.rowX
		for v := 1; v <= l.values; v++ {
			l.slotX[v] = x // not rounded: a corner needs every bit of its share
			x += l.slotW * share(v) * f
		}
		l.step = l.slotW * share(1) * f
	}
	l.labelX = -1 // no symbols beside the rows: the slots show the colour

	// The band: the pile at the left, the bottom seat's words beside it,
	// the buttons at the right, one above the other.
	l.pile = ui.Rect{X: pMargin, Y: l.bandY + (pBandH-ui.CardH(pPileW))/2, W: pPileW, H: ui.CardH(pPileW)}
	l.ownX = l.pile.X + l.pile.W + 12
	bx := lw - pMargin - pButtonW
	gap := pBandH - 2*pButtonH
	l.drawButton = ui.Rect{X: bx, Y: l.bandY + gap/3, W: pButtonW, H: pButtonH}
	l.endButton = ui.Rect{X: bx, Y: l.bandY + 2*gap/3 + pButtonH, W: pButtonW, H: pButtonH}
	if master {
		// The connection card's button under the bottom seat's two lines;
		// the bonus supply at the right end of the status line.
		l.linkButton = ui.Rect{X: l.ownX, Y: l.endButton.Y, W: bx - 8 - l.ownX, H: pButtonH}
		sw := 22.0
		l.supply = ui.Rect{X: lw - pMargin - sw, Y: l.statusY - ui.CardH(sw)/2, W: sw, H: ui.CardH(sw)}
	}
	l.handLeft, l.handRight = pMargin, lw-pMargin
	// Opened, the log covers the seats, the rows and the status line, down
	// to the band.
	l.logOpen = ui.Rect{X: pMargin, Y: l.oppY, W: lw - 2*pMargin, H: l.bandY - 6 - l.oppY}
	w := math.Min(440, lw-2*pMargin)
	l.handOverButton = ui.Rect{X: lw/2 - w/2, Y: lh/2 + 40, W: w, H: 64}
}

// handSpot is where card i of an n-card bottom hand rests (its top-left
// corner and width). A portrait hand takes as many lines as make the part
// of each card that shows the largest, later lines over the earlier ones.
func (l *layout) handSpot(i, n int) (x, y, w float64) {
	w = l.handW
	if l.short {
		return l.handSpotShort(i, n)
	}
	if !l.portrait {
		step := math.Min(w+6, (l.handRight-l.handLeft-w)/math.Max(1, float64(n-1)))
		total := step*float64(n-1) + w
		return (l.handLeft+l.handRight)/2 - total/2 + float64(i)*step, l.handY, w
	}
	per, hstep, vstep := l.handLines(n)
	line, k := i/per, i%per
	inLine := min(per, n-line*per)
	total := hstep*float64(inLine-1) + w
	return (l.handLeft+l.handRight)/2 - total/2 + float64(k)*hstep, l.handY + float64(line)*vstep, w
}

// handLines chooses the lines of an n-card portrait hand: the cards a line
// and the steps across and down.
func (l *layout) handLines(n int) (per int, hstep, vstep float64) {
	w := l.handW
	h := ui.CardH(w)
	room := l.handBottom - l.handY - h // how far down the last line may start
	best := -1.0
	for ln := 1; ln <= max(1, n); ln++ {
		p := (n + ln - 1) / ln
		hs := math.Min(w+6, (l.handRight-l.handLeft-w)/math.Max(1, float64(p-1)))
		vs, show := 0.0, hs
		if ln > 1 {
			vs = math.Min(h*0.6, room/float64(ln-1))
			show = math.Min(hs, vs)
		}
		if ln > 1 && vs <= 0 {
			break
		}
		if show > best+0.5 {
			best, per, hstep, vstep = show, p, hs, vs
		}
	}
	return
}

// slot is the top-left corner of the place of value v in colour col's row.
func (l *layout) slot(col card.Color, v int) (x, y float64) {
	return l.slotX[min(max(v, 0), len(l.slotX)-1)], l.rowY + float64(l.rowOf[col&3])*l.rowStep
}

// topButton is the highest of the buttons, under the round's label.
func (l *layout) topButton() ui.Rect {
	if l.linkButton.W > 0 {
		return l.linkButton
	}
	return l.drawButton
}

// seatBox is the panel of the i-th seat along the top.
func (l *layout) seatBox(i int) ui.Rect {
	if l.portrait || l.short {
		c, r := i%l.seatCols, i/l.seatCols
		return ui.Rect{X: l.oppLeft + float64(c)*(l.seatW+l.seatGap), Y: l.oppY + float64(r)*(l.oppH+l.seatGap), W: l.seatW, H: l.oppH}
	}
	return ui.Rect{X: l.oppLeft + float64(i)*(l.seatW+l.seatGap), Y: l.oppY, W: l.seatW, H: l.oppH}
}
