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

	rowX, rowY     float64 // top-left of the first row's slot 1
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
	handOverButton rect
	statusY        float64
	oppY, oppH     float64
	oppCardW       float64
	opponents      int
	seatW, seatGap float64
	oppLeft        float64
}

func newLayout(lw, lh float64, opponents int) layout {
	l := layout{lw: lw, lh: lh, opponents: opponents}
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
	// Four rows of twenty: the slot grows with the room there is, in both
	// directions, keeping the gaps in proportion.
	maxW := (lw - 120) / 20 / 1.07
	maxH := (bottom - top) / 4 / (cardRatio + 0.1)
	l.slotW = math.Floor(math.Min(maxW, maxH))
	l.slotH = cardH(l.slotW)
	l.step = math.Round(l.slotW * 1.07)
	l.rowStep = math.Round(l.slotH + l.slotW*0.1)
	l.rowX = math.Round((lw - 20*l.step + (l.step - l.slotW)) / 2)
	l.rowY = math.Round(top + ((bottom-top)-(3*l.rowStep+l.slotH))/2)
	l.rowsBottom = l.rowY + 3*l.rowStep + l.slotH
	l.labelX = l.rowX - 30

	pw := 72.0
	l.pile = rect{28, lh - cardH(pw) - 26, pw, cardH(pw)}
	bw, bh := 180.0, 48.0
	l.endButton = rect{lw - bw - 28, lh - bh - 30, bw, bh}
	l.drawButton = rect{lw - bw - 28, lh - 2*bh - 42, bw, bh}
	l.handLeft = l.pile.x + l.pile.w + 40
	l.handRight = l.endButton.x - 28
	l.handOverButton = rect{lw/2 - 220, lh/2 + 40, 440, 64}
	return l
}

// slot is the top-left corner of the place of value v in colour col's row.
func (l *layout) slot(col card.Color, v int) (x, y float64) {
	return l.rowX + float64(v-1)*l.step, l.rowY + float64(col)*l.rowStep
}

// seatBox is the panel of the i-th seat along the top.
func (l *layout) seatBox(i int) rect {
	return rect{l.oppLeft + float64(i)*(l.seatW+l.seatGap), l.oppY, l.seatW, l.oppH}
}
