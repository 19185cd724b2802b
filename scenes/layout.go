package scenes

import (
	"math"

	"elferraus/engine/card"
	"elferraus/sprites"
)

// rect is an area of the screen in logical units.
type rect struct{ x, y, w, h float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h
}

// cardRatio is a card's height over its width.
var cardRatio = float64(sprites.CardHeight(1000)) / 1000

func cardH(w float64) float64 { return w * cardRatio }

// layout is the table's geometry for one screen size: four rows of twenty
// slots in the middle, the other seats along the top, the pile, the hand and
// the buttons along the bottom. Everything is in logical units (at least
// 1280 x 720), so it fits any window.
type layout struct {
	lw, lh float64

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
	pile           rect
	drawButton     rect
	endButton      rect
	linkButton     rect // MASTER: lay a connection card
	supply         rect // MASTER: the bonus cards still to be won
	handOverButton rect
	statusY        float64
	oppY, oppH     float64
	oppCardW       float64
	opponents      int
	seatW, seatGap float64
	oppLeft        float64
}

// newLayout places rows in the given order, top down, each with values
// slots; MASTER (21 slots) also gets a column for the bonus supply and a
// third button.
func newLayout(lw, lh float64, opponents int, rows []card.Color, values int) layout {
	l := layout{lw: lw, lh: lh, opponents: opponents, values: values}
	for i := range l.rowOf {
		l.rowOf[i] = int8(i)
	}
	for i, col := range rows {
		l.rowOf[col] = int8(i)
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
	hh := cardH(l.handW)
	l.handY = lh - hh - 14
	l.statusY = l.handY - 34
	top := l.oppY + l.oppH + 14
	bottom := l.statusY - 26
	// Four rows of twenty (or 21): the slot grows with the room there is,
	// in both directions, keeping the gaps in proportion.
	side := 0.0
	if master {
		side = 90 // the bonus supply's column
	}
	n := float64(values)
	maxW := (lw - 120 - side) / n / 1.07
	maxH := (bottom - top) / 4 / (cardRatio + 0.1)
	if master {
		// The connection cards lie in the gaps between the rows: wider gaps.
		maxH = (bottom - top) / 4 / (cardRatio + 0.2)
	}
	l.slotW = math.Floor(math.Min(maxW, maxH))
	l.slotH = cardH(l.slotW)
	l.step = math.Round(l.slotW * 1.07)
	l.rowStep = math.Round(l.slotH + l.slotW*0.1)
	if master {
		l.rowStep = math.Round(l.slotH + l.slotW*0.2)
	}
	l.rowX = math.Round((lw - side - n*l.step + (l.step - l.slotW)) / 2)
	l.rowY = math.Round(top + ((bottom-top)-(3*l.rowStep+l.slotH))/2)
	l.rowsBottom = l.rowY + 3*l.rowStep + l.slotH
	l.labelX = l.rowX - 30

	pw := 72.0
	l.pile = rect{28, lh - cardH(pw) - 26, pw, cardH(pw)}
	bw, bh := 180.0, 48.0
	l.endButton = rect{lw - bw - 28, lh - bh - 30, bw, bh}
	l.drawButton = rect{lw - bw - 28, lh - 2*bh - 42, bw, bh}
	if master {
		bh = 40
		l.endButton = rect{lw - bw - 28, lh - bh - 30, bw, bh}
		l.drawButton = rect{lw - bw - 28, lh - 2*bh - 38, bw, bh}
		l.linkButton = rect{lw - bw - 28, lh - 3*bh - 46, bw, bh}
		sw := 48.0
		sx := l.rowX + n*l.step + (side-sw)/2
		l.supply = rect{sx, l.rowY + (l.rowsBottom-l.rowY)/2 - cardH(sw)/2 + 10, sw, cardH(sw)}
	}
	l.handLeft = l.pile.x + l.pile.w + 40
	l.handRight = l.endButton.x - 28
	l.handOverButton = rect{lw/2 - 220, lh/2 + 40, 440, 64}
	return l
}

// slot is the top-left corner of the place of value v in colour col's row.
func (l *layout) slot(col card.Color, v int) (x, y float64) {
	return l.rowX + float64(v-1)*l.step, l.rowY + float64(l.rowOf[col&3])*l.rowStep
}

// topButton is the highest of the buttons, under the round's label.
func (l *layout) topButton() rect {
	if l.linkButton.w > 0 {
		return l.linkButton
	}
	return l.drawButton
}

// seatBox is the panel of the i-th seat along the top.
func (l *layout) seatBox(i int) rect {
	return rect{l.oppLeft + float64(i)*(l.seatW+l.seatGap), l.oppY, l.seatW, l.oppH}
}
