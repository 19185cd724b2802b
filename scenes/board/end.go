package board

import (
	"elferraus/scenes/ui"
	"math"
)

// endSize is the end panel's width and height: a title, the end lines and
// the button.
func (b *Board) endSize() (w, h float64) {
	g := &b.Geom
	return math.Min(640, g.LW-2*nMargin), 150 + 34*float64(len(b.endLines))
}

// endClear are the places the end panel must leave in sight: the marked
// zones (Schwarzer Peter's set-aside card, the card just turned) with
// their labels, the status line and the line of messages ("best score").
func (b *Board) endClear() []ui.Rect {
	g := &b.Geom
	var out []ui.Rect
	for i, z := range b.tb.zones {
		if !z.mark || i >= len(b.boxes) {
			continue
		}
		r := b.zoneArea(i)
		top := math.Min(r.Y, b.labelY(i)-10)
		out = append(out, ui.Rect{X: r.X - 6, Y: top, W: r.W + 12, H: r.Y + r.H + 6 - top})
	}
	if g.short {
		out = append(out, ui.Rect{X: g.sideX, Y: g.statusY2, W: g.sideW, H: g.statusH})
	} else if g.narrow {
		out = append(out, ui.Rect{X: nMargin, Y: g.statusY2, W: g.LW - 2*nMargin, H: g.statusH})
	} else {
		out = append(out, ui.Rect{X: 28, Y: g.statusY - 12, W: g.LW - 56, H: 32})
	}
	// The toast of a message (drawStatus), as wide as a long one.
	w := math.Min(480, g.LW-2*nMargin)
	return append(out, ui.Rect{X: g.centerX() - w/2, Y: g.midBottom - 10 - 22, W: w, H: 44})
}

// zoneArea is where zone i's box and its cards lie.
func (b *Board) zoneArea(i int) ui.Rect {
	bx := &b.boxes[i]
	x0, y0, x1, y1 := bx.r.X, bx.r.Y, bx.r.X+bx.r.W, bx.r.Y+bx.r.H
	for _, p := range bx.poses {
		x0, y0 = math.Min(x0, p.X), math.Min(y0, p.Y)
		x1, y1 = math.Max(x1, p.X+p.W), math.Max(y1, p.Y+ui.CardH(p.W))
	}
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// endRect is the end panel: in the middle of the screen unless that covers
// what endClear keeps in sight; then the nearest place on the screen that
// covers none of it and as little of the other cards as it can, narrower
// if it must. With no such place it stays in the middle.
func (b *Board) endRect() ui.Rect {
	g := &b.Geom
	full, h := b.endSize()
	home := ui.Rect{X: g.LW/2 - full/2, Y: g.LH/2 + 170 - h, W: full, H: h}
	home.Y = math.Max(nMargin, math.Min(home.Y, g.LH-nMargin-h))
	clear := b.endClear()
	for _, w := range []float64{full, math.Min(full, 480), math.Min(full, 360), math.Min(full, 280)} {
		if r, ok := b.endPlace(home, w, clear); ok {
			return r
		}
	}
	return home
}

// endPlace is the best place of a panel w wide near home that crosses
// nothing of clear.
func (b *Board) endPlace(home ui.Rect, w float64, clear []ui.Rect) (ui.Rect, bool) {
	g := &b.Geom
	h := home.H
	xs := []float64{g.LW/2 - w/2, nMargin, g.LW - nMargin - w}
	ys := []float64{home.Y, nMargin, g.LH - nMargin - h}
	for _, c := range clear {
		xs = append(xs, c.X-w-4, c.X+c.W+4)
		ys = append(ys, c.Y-h-4, c.Y+c.H+4)
	}
	best, bestCost := home, math.Inf(1)
	for _, x := range xs {
		for _, y := range ys {
			r := ui.Rect{X: x, Y: y, W: w, H: h}
			if x < nMargin-1e-6 || y < nMargin-1e-6 || x+w > g.LW-nMargin+1e-6 || y+h > g.LH-nMargin+1e-6 {
				continue
			}
			if ui.CrossesAny(r, clear) {
				continue
			}
			cost := math.Hypot(x+w/2-g.LW/2, y-home.Y)
			for i := range b.tb.zones {
				if i < len(b.boxes) {
					cost += ui.Overlap(r, b.zoneArea(i)) / 20
				}
			}
			if cost < bestCost {
				best, bestCost = r, cost
			}
		}
	}
	return best, !math.IsInf(bestCost, 1)
}
