package scenes

import "math"

// endSize is the end panel's width and height: a title, the end lines and
// the button.
func (b *Board) endSize() (w, h float64) {
	g := &b.geom
	return math.Min(640, g.lw-2*nMargin), 150 + 34*float64(len(b.endLines))
}

// endClear are the places the end panel must leave in sight: the marked
// zones (Schwarzer Peter's set-aside card, the card just turned) with
// their labels, the status line and the line of messages ("best score").
func (b *Board) endClear() []rect {
	g := &b.geom
	var out []rect
	for i, z := range b.tb.zones {
		if !z.mark || i >= len(b.boxes) {
			continue
		}
		r := b.zoneArea(i)
		top := math.Min(r.y, b.labelY(i)-10)
		out = append(out, rect{r.x - 6, top, r.w + 12, r.y + r.h + 6 - top})
	}
	if g.short {
		out = append(out, rect{g.sideX, g.statusY2, g.sideW, g.statusH})
	} else if g.narrow {
		out = append(out, rect{nMargin, g.statusY2, g.lw - 2*nMargin, g.statusH})
	} else {
		out = append(out, rect{28, g.statusY - 12, g.lw - 56, 32})
	}
	// The toast of a message (drawStatus), as wide as a long one.
	w := math.Min(480, g.lw-2*nMargin)
	return append(out, rect{g.centerX() - w/2, g.midBottom - 10 - 22, w, 44})
}

// zoneArea is where zone i's box and its cards lie.
func (b *Board) zoneArea(i int) rect {
	bx := &b.boxes[i]
	x0, y0, x1, y1 := bx.r.x, bx.r.y, bx.r.x+bx.r.w, bx.r.y+bx.r.h
	for _, p := range bx.poses {
		x0, y0 = math.Min(x0, p.X), math.Min(y0, p.Y)
		x1, y1 = math.Max(x1, p.X+p.W), math.Max(y1, p.Y+cardH(p.W))
	}
	return rect{x0, y0, x1 - x0, y1 - y0}
}

// endRect is the end panel: in the middle of the screen unless that covers
// what endClear keeps in sight; then the nearest place on the screen that
// covers none of it and as little of the other cards as it can, narrower
// if it must. With no such place it stays in the middle.
func (b *Board) endRect() rect {
	g := &b.geom
	full, h := b.endSize()
	home := rect{g.lw/2 - full/2, g.lh/2 + 170 - h, full, h}
	home.y = math.Max(nMargin, math.Min(home.y, g.lh-nMargin-h))
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
func (b *Board) endPlace(home rect, w float64, clear []rect) (rect, bool) {
	g := &b.geom
	h := home.h
	xs := []float64{g.lw/2 - w/2, nMargin, g.lw - nMargin - w}
	ys := []float64{home.y, nMargin, g.lh - nMargin - h}
	for _, c := range clear {
		xs = append(xs, c.x-w-4, c.x+c.w+4)
		ys = append(ys, c.y-h-4, c.y+c.h+4)
	}
	best, bestCost := home, math.Inf(1)
	for _, x := range xs {
		for _, y := range ys {
			r := rect{x, y, w, h}
			if x < nMargin-1e-6 || y < nMargin-1e-6 || x+w > g.lw-nMargin+1e-6 || y+h > g.lh-nMargin+1e-6 {
				continue
			}
			if crossesAny(r, clear) {
				continue
			}
			cost := math.Hypot(x+w/2-g.lw/2, y-home.y)
			for i := range b.tb.zones {
				if i < len(b.boxes) {
					cost += overlap(r, b.zoneArea(i)) / 20
				}
			}
			if cost < bestCost {
				best, bestCost = r, cost
			}
		}
	}
	return best, !math.IsInf(bestCost, 1)
}
