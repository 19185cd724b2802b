package scenes

import (
	"math"

	"elferraus/engine/card"
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
	l := layout{lw: lw, lh: lh, opponents: opponents, values: values, short: true}
	for i := range l.rowOf {
		l.rowOf[i] = int8(i)
	}
	for i, col := range rows {
		l.rowOf[col] = int8(i)
	}
	master := values > 20
	l.sideW = math.Max(224, math.Min(250, lw*0.25))
	l.sideX = sMargin
	l.mainX = l.sideX + l.sideW + sGutter
	l.mainW = lw - sMargin - l.mainX

	// The seats in a row over the main area, or over the whole width when
	// the main area is too narrow for them.
	n := float64(max(1, opponents))
	room, left := l.mainW, l.mainX
	if (room-(n-1)*sGap)/n < tSeatMinW {
		room, left = lw-2*sMargin, sMargin
		l.sideTop = sMargin + tSeatH + sGap
	} else {
		l.sideTop = sMargin
	}
	l.seatCols = max(1, opponents)
	l.seatGap = sGap
	l.seatW = math.Min(260, (room-(n-1)*sGap)/n)
	l.oppLeft = left + (room-(l.seatW*n+sGap*(n-1)))/2
	l.oppY, l.oppH = sMargin, tSeatH
	l.oppCardW = tOppCardW
	rowsTop := l.oppY + tSeatH + sGap
	if opponents == 0 {
		rowsTop = sMargin
	}

	// The hand from the bottom up, in as many lines as it needs.
	l.handW = sHandMin
	l.handLeft, l.handRight = l.mainX, l.mainX+l.mainW
	_, _, l.handRows = handLinesTap(max(1, handN), l.handW, l.mainW, sTap, 3)
	l.handBottom = lh - sMargin
	l.handY = l.handBottom - cardH(l.handW) - float64(l.handRows-1)*sTap

	// The column's foot: the pile under the Undo button's place at the
	// left (undoRect centres the button on the pile, under the rows), the
	// buttons one above the other at the right.
	bx := l.sideX + tUndoW + sGap
	bw := l.sideX + l.sideW - bx
	l.pile = rect{l.sideX + tUndoW/2 - tPileW/2, lh - sMargin - cardH(tPileW), tPileW, cardH(tPileW)}
	if replay {
		// No Undo, and the replay's four controls need the width: the
		// buttons across the column, the pile over them.
		bx, bw = l.sideX, l.sideW
	}
	y := lh - sMargin - sButtonH
	l.endButton = rect{bx, y, bw, sButtonH}
	y -= sButtonH + sGap
	l.drawButton = rect{bx, y, bw, sButtonH}
	if master && !replay {
		y -= sButtonH + sGap
		l.linkButton = rect{bx, y, bw, sButtonH}
	}
	buttonsTop := y
	if replay {
		l.pile.y = buttonsTop - sGap - l.pile.h
	}
	// The pile's count stands on it (and the supply's on the supply), so
	// the pile's frame is all the room it takes.
	labelsTop := l.pile.y - 4
	if master {
		sw := 24.0
		l.supply = rect{l.pile.x + l.pile.w + 6, l.pile.y + l.pile.h - cardH(sw), sw, cardH(sw)}
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
	w := math.Min(tRowCap, (avail-3*extra)/(cardRatio+3*tCornerDown))
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
	l.slotH = cardH(w)
	l.rowStep = math.Floor(math.Max(least(w), math.Min(l.slotH+sGap, (avail-l.slotH)/3)))
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
	l.rules = rect{l.sideX + half, l.infoY, half, tInfoH}
	l.code = rect{l.sideX, l.infoY + tInfoH, l.sideW, tInfoH}
	l.ownY = l.infoY + 2*tInfoH + tInfoH/2
	top := l.infoY + 3*tInfoH + 4
	bottom := math.Min(buttonsTop, labelsTop)
	if !replay {
		bottom = math.Min(bottom, l.rowsBottom+12)
	}
	l.statusH = 3 * tStatusLine
	l.statusTop = bottom - 6 - l.statusH
	l.statusY = l.statusTop + l.statusH/2
	l.log = rect{l.sideX, top, l.sideW, l.statusTop - 6 - top}
	lineH := math.Round(logSize * logLeadIn)
	if l.log.h < float64(tLogLeast)*lineH+logPad {
		// Too low for a column: a strip of the newest line over the
		// status, which opens over the column.
		h := lineH + logPad
		l.log = rect{l.sideX, l.statusTop - 6 - h, l.sideW, h}
		l.logOpen = rect{l.sideX, l.sideTop, l.sideW, buttonsTop - 6 - l.sideTop}
	}
	w2 := math.Min(440, lw-2*sMargin)
	l.handOverButton = rect{lw/2 - w2/2, lh/2 + 40, w2, 64}
	return l
}

// handSpotShort is where card i of an n-card hand rests in the short
// design: in lines of fingertip steps (handLinesTap), centred in the main
// area, from handY down.
func (l *layout) handSpotShort(i, n int) (x, y, w float64) {
	w = l.handW
	per, step, _ := handLinesTap(n, w, l.handRight-l.handLeft, sTap, 3)
	line, k := i/per, i%per
	inLine := min(per, n-line*per)
	total := step*float64(inLine-1) + w
	return (l.handLeft+l.handRight)/2 - total/2 + float64(k)*step, l.handY + float64(line)*sTap, w
}

// shortLines reports whether the short layout was made for a hand of n
// cards' lines.
func (l *layout) shortLines(n int) bool {
	_, _, lines := handLinesTap(max(1, n), l.handW, l.handRight-l.handLeft, sTap, 3)
	return lines == l.handRows
}

// strip is how much of a row card shows above the next row's card.
func (l *layout) strip() float64 { return math.Min(l.rowStep, l.slotH) }
