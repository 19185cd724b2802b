package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/ui"
	"math"
	"slices"
)

// Short measures of Schnipp Schnapp (a phone held sideways), in logical
// units.
const (
	ssMargin  = 8.0
	ssGap     = 6.0  // between a seat's stack, pile and plate
	ssCallH   = 30.0 // over the top row: room for a call's word
	ssRowGap  = 36.0 // between the rows: the centre's label, a call's word
	ssInfoH   = 24.0 // the line of the menu link and the deal code
	ssPlateW  = 112.0
	ssMaxCard = 76.0
	ssNameH   = 22.0 // a person's name over his buttons
)

// FitsShort tells the game that the table lays itself out for short
// landscape windows too (a phone held sideways).
func (t *Snap) FitsShort() bool { return true }

// isShortScreen reports whether a logical screen lw x lh is the short
// design's: lower than the landscape design, and landscape (game.FitShort).
func isShortScreen(lw, lh float64) bool {
	return lh < game.DesignH && lw >= lh*game.NarrowRatio
}

// newSnapShort lays the table out for a phone held sideways: the seats in
// three columns and three rows around the centre pile as the portrait
// grid has them, each seat's name plate beside its cards, the person at
// the bottom in the middle, the menu link and the deal code under him, and
// his Schnapp and Schnipp buttons in the bottom corners, under the thumbs
// (several people: a column of two buttons each, shared by the corners),
// with the hint of what the calls mean between them and his seat. The
// replay (controls) has its controls in those corners instead.
func newSnapShort(lw, lh float64, players int, people [snap.MaxPlayers]bool, controls bool) snapLayout {
	l := snapLayout{lw: lw, lh: lh, players: players, smallW: 26, half: ssGap / 2, portrait: true, short: true, controls: controls}
	colW := (lw - 2*ssMargin - 2*ssGap) / 3
	rowsH := lh - 2*ssMargin - ssCallH - 2*ssRowGap - ssInfoH - 4
	l.cardW = math.Floor(math.Min(ssMaxCard, math.Min(rowsH/3/ui.CardRatio, (colW-ssPlateW-2*ssGap)/2)))
	l.cardH = ui.CardH(l.cardW)
	cellW := 2*l.cardW + 2*ssGap + ssPlateW
	rowTop := func(r int) float64 { return ssMargin + ssCallH + float64(r)*(l.cardH+ssRowGap) }
	colX := func(c int) float64 { return ssMargin + float64(c)*(colW+ssGap) + (colW-cellW)/2 }
	cell := func(p, c, r int) {
		x, y := colX(c), rowTop(r)
		// The cards at the cell's left, the plate beside them.
		l.seatX[p], l.seatY[p] = x+l.cardW+ssGap/2, y+l.cardH/2
		l.plates[p] = ui.Rect{X: x + 2*l.cardW + 2*ssGap, Y: y, W: ssPlateW, H: l.cardH}
	}
	cell(0, 1, 2)
	if players >= 2 {
		for i, c := range snapCells[players-2] {
			cell(i+1, c[0], c[1])
		}
	}
	l.centreX, l.centreY = lw/2-l.cardW/2, rowTop(1)
	bottom := rowTop(2) + l.cardH
	l.info = ui.Rect{X: colX(1), Y: bottom + 4, W: cellW, H: ssInfoH}
	// The corners beside the person's seat, down to the bottom edge,
	// leaving room for the hint between them and his seat.
	cw := math.Min(220, colX(1)-ssGap-ssMargin)
	if !controls {
		cw = math.Min(cw, colX(1)-2*ssGap-ssMargin-ssHintW)
	}
	top := rowTop(2) - 10
	corners := [2]ui.Rect{{X: ssMargin, Y: top, W: cw, H: lh - ssMargin - top}, {X: lw - ssMargin - cw, Y: top, W: cw, H: lh - ssMargin - top}}
	l.corners = corners
	if !controls {
		y := rowTop(2)
		l.hints = [2]ui.Rect{
			{X: ssMargin + cw + ssGap, Y: y, W: colX(1) - 2*ssGap - ssMargin - cw, H: lh - ssMargin - y},
			{X: colX(1) + cellW + ssGap, Y: y, W: lw - ssMargin - cw - ssGap - colX(1) - cellW - ssGap, H: lh - ssMargin - y},
		}
	}
	var humans []int
	for p := range players {
		if people[p] && !controls {
			humans = append(humans, p)
		}
	}
	switch n := len(humans); {
	case n == 1:
		l.btns[humans[0]] = [2]ui.Rect{corners[0], corners[1]}
	case n > 1:
		// Columns of two, the first half in the left corner.
		left := (n + 1) / 2
		for i, p := range humans {
			c, k, m := corners[0], i, left
			if i >= left {
				c, k, m = corners[1], i-left, n-left
			}
			w := (c.W - float64(m-1)*ssGap) / float64(m)
			x := c.X + float64(k)*(w+ssGap)
			bh := (c.H - ssNameH - ssGap) / 2
			y := c.Y + ssNameH
			l.btns[p] = [2]ui.Rect{{X: x, Y: y, W: w, H: bh}, {X: x, Y: y + bh + ssGap, W: w, H: bh}}
		}
	}
	// The countdown close beside the centre pile: the columns leave
	// little room there.
	w, h := 76.0, 48.0
	cy := l.centreY + l.cardH/2 - h/2
	l.countdown = l.freeSpot(w, h)
	for _, x := range []float64{l.centreX + l.cardW + 8, l.centreX - 8 - w} {
		if r := (ui.Rect{X: x, Y: cy, W: w, H: h}); !slices.ContainsFunc(l.taken(), r.Overlaps) {
			l.countdown = r
			break
		}
	}
	return l
}

// drawShortSeat is drawPortraitSeat on the short layout's plate, which has
// the count's whole width, and its corner buttons' larger words.
func (t *snapTable) drawShortSeat(p int, b ui.Rect) { t.drawSeatPlate(p, b, b.W-16, 28) }
