package ui

import (
	"elferraus/sprites"
	"math"
)

// Rect is an area of the screen in logical units.
type Rect struct{ X, Y, W, H float64 }

func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

func CardH(w float64) float64 { return w * CardRatio }

// CardRatio is a card's height over its width.
var CardRatio = float64(sprites.CardHeight(1000)) / 1000

// Overlaps reports whether two rectangles share any area.
func (a Rect) Overlaps(b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Union is the least rectangle holding r and o.
func (r Rect) Union(o Rect) Rect {
	x, y := math.Min(r.X, o.X), math.Min(r.Y, o.Y)
	return Rect{x, y, math.Max(r.X+r.W, o.X+o.W) - x, math.Max(r.Y+r.H, o.Y+o.H) - y}
}

// Crosses reports whether r and o share any area.
func (r Rect) Crosses(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

func CrossesAny(r Rect, rs []Rect) bool {
	for _, o := range rs {
		if r.Crosses(o) {
			return true
		}
	}
	return false
}

// Overlap is the area r and o share.
func Overlap(r, o Rect) float64 {
	w := math.Min(r.X+r.W, o.X+o.W) - math.Max(r.X, o.X)
	h := math.Min(r.Y+r.H, o.Y+o.H) - math.Max(r.Y, o.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// Inside reports whether r lies on a screen of lw x lh.
func Inside(r Rect, lw, lh float64) bool {
	const eps = 1e-6
	return r.X >= -eps && r.Y >= -eps && r.X+r.W <= lw+eps && r.Y+r.H <= lh+eps
}

// Overlaps reports whether a and b share any area.
func Overlaps(a, b Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
