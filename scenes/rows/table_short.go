package rows

import (
	"elferraus/engine/card"
	"elferraus/scenes/ui"
	"math"
)

// Short measures of the table, in logical units (a phone held sideways:
// 450 units are its 375 to 390 CSS px of height). The side column and the
// hand's tap step are the board's (see board_short.go).
const (
	tSeatH      = 60.0  // a seat's panel: a stack of backs, name, count, last move
	tSeatMinW   = 150.0 // narrower panels take the side column's width too
	tOppCardW   = 36.0
	tInfoH      = 24.0
	tUndoW      = 104.0 // the Undo button's width (Table.undoRect)
	tPileW      = 48.0
	tRowCap     = 58.0 // a row card is no wider than a hand card
	tStatusLine = 20.0
	tLogLeast   = 3    // fewer rows than this, and the log folds to a strip
	tLabelPad   = 10.0 // a button's room beside its label
	// tCornerDown is how far down a card's width its corner index reaches
	// (at most 0.46 of it and 3 units at a phone's scale, see the card
	// art's cornerIndex).
	tCornerDown = 0.5
)

// newShort lays the table out for a phone held sideways: a side column at
// the left with the round and the menu link, the deal code, the bottom
// seat's line, the move log, the status and, at its foot, the pile (with
// the Undo button's place over it) beside the buttons; in the main area
// the other seats in a row at the top, the hand along the bottom in lines
// of fingertip steps, and the four rows between, their cards overlapping
// across and down so that each card's corner shows where the room is
// short. handN is the bottom hand's size, which the hand's lines follow;
// replay: the replay's controls take the column's whole width.
func newShort(lw, lh float64, opponents int, rows []card.Color, values, handN int, replay bool) layout {
	l := layout{LW: lw, LH: lh, opponents: opponents, values: values, short: true}
	for i := range l.rowOf {
		l.rowOf[i] = int8(i)
	}
	for i, col := range rows {
		l.rowOf[col] = int8(i)
	}
	master := values > 20
	l.sideW = math.Max(224, math.Min(250, lw*0.25))
	l.sideX = ui.SMargin
	l.mainX = l.sideX + l.sideW + ui.SGutter
	l.mainW = lw - ui.SMargin - l.mainX

	// The seats in a row over the main area, or over the whole width when
	// the main area is too narrow for them.
	n := float64(max(1, opponents))
	room, left := l.mainW, l.mainX
	if (room-(n-1)*ui.SGap)/n < tSeatMinW {
		room, left = lw-2*ui.SMargin, ui.SMargin
		l.sideTop = ui.SMargin + tSeatH + ui.SGap
	} else {
		l.sideTop = ui.SMargin
	}
	l.seatCols = max(1, opponents)
	l.seatGap = ui.SGap
	l.seatW = math.Min(260, (room-(n-1)*ui.SGap)/n)
	l.oppLeft = left + (room-(l.seatW*n+ui.SGap*(n-1)))/2
	l.oppY, l.oppH = ui.SMargin, tSeatH
	l.oppCardW = tOppCardW
	rowsTop := l.oppY + tSeatH + ui.SGap
	if opponents == 0 {
		rowsTop = ui.SMargin
	}

	// The hand from the bottom up, in as many lines as it needs.
	l.handW = ui.SHandMin
	l.handLeft, l.handRight = l.mainX, l.mainX+l.mainW
	_, _, l.handRows = ui.HandLinesTap(max(1, handN), l.handW, l.mainW, ui.STap, 3)
	l.handBottom = lh - ui.SMargin
	l.handY = l.handBottom - ui.CardH(l.handW) - float64(l.handRows-1)*ui.STap

	// The column's foot: the pile under the Undo button's place at the
	// left (undoRect centres the button on the pile, under the rows), the
	// buttons one above the other at the right.
	bx := l.sideX + tUndoW + ui.SGap
	bw := l.sideX + l.sideW - bx
	l.pile = ui.Rect{X: l.sideX + tUndoW/2 - tPileW/2, Y: lh - ui.SMargin - ui.CardH(tPileW), W: tPileW, H: ui.CardH(tPileW)}
	if replay {
		// No Undo, and the replay's four controls need the width: the
		// buttons across the column, the pile over them.
		bx, bw = l.sideX, l.sideW
	}
	y := lh - ui.SMargin - ui.SButtonH
	l.endButton = ui.Rect{X: bx, Y: y, W: bw, H: ui.SButtonH}
	y -= ui.SButtonH + ui.SGap
	l.drawButton = ui.Rect{X: bx, Y: y, W: bw, H: ui.SButtonH}
	if master && !replay {
		y -= ui.SButtonH + ui.SGap
		l.linkButton = ui.Rect{X: bx, Y: y, W: bw, H: ui.SButtonH}
	}
	buttonsTop := y
	if replay {
		l.pile.Y = buttonsTop - ui.SGap - l.pile.H
	}
	// The pile's count stands on it (and the supply's on the supply), so
	// the pile's frame is all the room it takes.
	labelsTop := l.pile.Y - 4
	if master {
		sw := 24.0
		l.supply = ui.Rect{X: l.pile.X + l.pile.W + 6, Y: l.pile.Y + l.pile.H - ui.CardH(sw), W: sw, H: ui.CardH(sw)}
	}

	// The rows fill the main area between the seats and the hand, no
	// lower than leaves the Undo button its place over the pile's labels.
	rowsBottom := l.handY - 14 - 6
	if !replay {
		rowsBottom = math.Min(rowsBottom, labelsTop-4-36-12)
	}
	avail := rowsBottom - rowsTop
	// The least step between two rows shows a card's value in its corner
	// (tCornerDown of its width down, and a little); MASTER's connection
	// cards need room under it.
	extra := 4.0
	if master {
		extra = 14
	}
	least := func(w float64) float64 { return tCornerDown*w + extra }
	w := math.Min(tRowCap, (avail-3*extra)/(ui.CardRatio+3*tCornerDown))
	nv := float64(values)
	share := cornerShare
	if master {
		share = masterShare
	}
	need := 0.0
	for v := 1; v < values; v++ {
		need += share(v)
	}
	w = math.Floor(math.Min(w, l.mainW/(1+need)))
	l.slotW = w
	l.slotH = ui.CardH(w)
	l.rowStep = math.Floor(math.Max(least(w), math.Min(l.slotH+ui.SGap, (avail-l.slotH)/3)))
	rowsH := 3*l.rowStep + l.slotH
	l.rowY = math.Floor(rowsTop + math.Max(0, (avail-rowsH)/2))
	l.rowsBottom = l.rowY + rowsH
	uniform := math.Min(w*1.07, (l.mainW-w)/(nv-1))
	if uniform >= w*share(10) {
		l.step = math.Floor(uniform)
		l.rowX = math.Round(l.mainX + (l.mainW-(nv-1)*l.step-w)/2)
		for v := 1; v <= values; v++ {
			l.slotX[v] = l.rowX + float64(v-1)*l.step
		}
	} else {
		f := (l.mainW - w) / (w * need)
		x := l.mainX
		l.rowX = x
		for v := 1; v <= values; v++ {
			l.slotX[v] = x
			x += w * share(v) * f
		}
		l.step = w * share(1) * f
	}
	l.labelX = -1 // the slots show the colour

	// The column from the top: the round and the menu link, the deal
	// code, the bottom seat's line; from the foot up the status over the
	// Undo button's place and the buttons; the log between.
	l.infoY = l.sideTop
	half := l.sideW / 2
	l.rules = ui.Rect{X: l.sideX + half, Y: l.infoY, W: half, H: tInfoH}
	l.code = ui.Rect{X: l.sideX, Y: l.infoY + tInfoH, W: l.sideW, H: tInfoH}
	l.ownY = l.infoY + 2*tInfoH + tInfoH/2
	top := l.infoY + 3*tInfoH + 4
	bottom := math.Min(buttonsTop, labelsTop)
	if !replay {
		bottom = math.Min(bottom, l.rowsBottom+12)
	}
	l.statusH = 3 * tStatusLine
	l.statusTop = bottom - 6 - l.statusH
	l.statusY = l.statusTop + l.statusH/2
	l.log = ui.Rect{X: l.sideX, Y: top, W: l.sideW, H: l.statusTop - 6 - top}
	lineH := math.Round(ui.LogSize * ui.LogLeadIn)
	if l.log.H < float64(tLogLeast)*lineH+ui.LogPad {
		// Too low for a column: a strip of the newest line over the
		// status, which opens over the column.
		h := lineH + ui.LogPad
		l.log = ui.Rect{X: l.sideX, Y: l.statusTop - 6 - h, W: l.sideW, H: h}
		l.logOpen = ui.Rect{X: l.sideX, Y: l.sideTop, W: l.sideW, H: buttonsTop - 6 - l.sideTop}
	}
	w2 := math.Min(440, lw-2*ui.SMargin)
	l.handOverButton = ui.Rect{X: lw/2 - w2/2, Y: lh/2 + 40, W: w2, H: 64}
	return l
}

// handSpotShort is where card i of an n-card hand rests in the short
// design: in lines of fingertip steps (handLinesTap), centred in the main
// area, from handY down.
func (l *layout) handSpotShort(i, n int) (x, y, w float64) {
	w = l.handW
	per, step, _ := ui.HandLinesTap(n, w, l.handRight-l.handLeft, ui.STap, 3)
	line, k := i/per, i%per
	inLine := min(per, n-line*per)
	total := step*float64(inLine-1) + w
	return (l.handLeft+l.handRight)/2 - total/2 + float64(k)*step, l.handY + float64(line)*ui.STap, w
}

// shortLines reports whether the short layout was made for a hand of n
// cards' lines.
func (l *layout) shortLines(n int) bool {
	_, _, lines := ui.HandLinesTap(max(1, n), l.handW, l.handRight-l.handLeft, ui.STap, 3)
	return lines == l.handRows
}

// strip is how much of a row card shows above the next row's card.
func (l *layout) strip() float64 { return math.Min(l.rowStep, l.slotH) }
