package scenes

import (
	"elferraus/sprites"
	"math"
)

// rect is an area of the screen in logical units.
type rect struct{ x, y, w, h float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h
}

func cardH(w float64) float64 { return w * cardRatio }

// cardRatio is a card's height over its width.
var cardRatio = float64(sprites.CardHeight(1000)) / 1000

// overlaps reports whether two rectangles share any area.
func (a rect) overlaps(b rect) bool {
	return a.x < b.x+b.w && b.x < a.x+a.w && a.y < b.y+b.h && b.y < a.y+a.h
}

// union is the least rectangle holding r and o.
func (r rect) union(o rect) rect {
	x, y := math.Min(r.x, o.x), math.Min(r.y, o.y)
	return rect{x, y, math.Max(r.x+r.w, o.x+o.w) - x, math.Max(r.y+r.h, o.y+o.h) - y}
}

// crosses reports whether r and o share any area.
func (r rect) crosses(o rect) bool {
	return r.x < o.x+o.w && o.x < r.x+r.w && r.y < o.y+o.h && o.y < r.y+r.h
}

func crossesAny(r rect, rs []rect) bool {
	for _, o := range rs {
		if r.crosses(o) {
			return true
		}
	}
	return false
}

// overlap is the area r and o share.
func overlap(r, o rect) float64 {
	w := math.Min(r.x+r.w, o.x+o.w) - math.Max(r.x, o.x)
	h := math.Min(r.y+r.h, o.y+o.h) - math.Max(r.y, o.y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// inside reports whether r lies on a screen of lw x lh.
func inside(r rect, lw, lh float64) bool {
	const eps = 1e-6
	return r.x >= -eps && r.y >= -eps && r.x+r.w <= lw+eps && r.y+r.h <= lh+eps
}

// overlaps reports whether a and b share any area.
func overlaps(a, b rect) bool {
	return a.x < b.x+b.w && b.x < a.x+a.w && a.y < b.y+b.h && b.y < a.y+a.h
}
