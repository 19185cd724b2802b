package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
)

// ColumnScroll is the scrolling of a narrow screen's column that is taller
// than the room it has: by the wheel, by dragging a finger and by the keys
// ↑/↓, PageUp/PageDown, Home/End. A press that moves further than nmDrag
// becomes a scroll, and its release is no tap.
type ColumnScroll struct {
	Scroll      float64 // how far the column is scrolled up, in logical units
	Limit       float64 // the most it scrolls
	pressY      float64
	pressScroll float64
	dragging    bool
}

// SetLimit sets how far a column height high scrolls in a view view high,
// keeping the scroll in range.
func (c *ColumnScroll) SetLimit(height, view float64) {
	c.Limit = math.Max(0, height-view)
	c.Clamp()
}

func (c *ColumnScroll) Clamp() { c.Scroll = math.Max(0, math.Min(c.Limit, c.Scroll)) }

// Keys scrolls by this tick's keys; page is the view's height.
func (c *ColumnScroll) Keys(in *game.Input, page float64) {
	switch {
	case in.Key(ebiten.KeyArrowDown):
		c.Scroll += 48
	case in.Key(ebiten.KeyArrowUp):
		c.Scroll -= 48
	case in.Key(ebiten.KeyPageDown), in.Key(ebiten.KeySpace):
		c.Scroll += page * 0.85
	case in.Key(ebiten.KeyPageUp):
		c.Scroll -= page * 0.85
	case in.Key(ebiten.KeyHome):
		c.Scroll = 0
	case in.Key(ebiten.KeyEnd):
		c.Scroll = c.Limit
	}
	c.Clamp()
}

// Input scrolls by this tick's wheel and drag, and reports whether the
// pointer's release ends a drag (and is no tap).
func (c *ColumnScroll) Input(in *game.Input) (dragged bool) {
	if in.Wheel != 0 {
		c.Scroll -= in.Wheel * 40
	}
	switch {
	case in.Pressed:
		c.pressY, c.pressScroll, c.dragging = in.Y, c.Scroll, false
	case in.Down:
		if math.Abs(in.Y-c.pressY) > NmDrag {
			c.dragging = true
		}
		if c.dragging {
			c.Scroll = c.pressScroll - (in.Y - c.pressY)
		}
	}
	if in.Released {
		dragged, c.dragging = c.dragging, false
	}
	c.Clamp()
	return dragged
}

// ClipTo is the part of screen from the top down to bottom logical units,
// where a scrolled column is drawn, so it slides under the bar below.
func ClipTo(screen *ebiten.Image, ctx *game.Context, bottom float64) *ebiten.Image {
	return ClipBand(screen, ctx, 0, bottom)
}

// ClipBand is the band of screen from top to bottom logical units, where a
// scrolled list is drawn, so it slides under what lies above and below.
func ClipBand(screen *ebiten.Image, ctx *game.Context, top, bottom float64) *ebiten.Image {
	b := screen.Bounds()
	y0 := b.Min.Y + int(math.Round(top*ctx.Scale))
	y1 := b.Min.Y + int(math.Round(bottom*ctx.Scale))
	return screen.SubImage(image.Rect(b.Min.X, y0, b.Max.X, max(y0, y1))).(*ebiten.Image)
}

// DrawThumb marks, at the right edge of a view view high, which part of
// a column scrolls into sight, when it scrolls at all.
func (c *ColumnScroll) DrawThumb(screen *ebiten.Image, ctx *game.Context, view float64) {
	if c.Limit <= 0 {
		return
	}
	s := ctx.Scale
	height := view + c.Limit
	h := math.Max(30, view*view/height)
	y := (view - h) * c.Scroll / c.Limit
	ctx.Paint.DrawPanel(screen, (ctx.LW-7)*s, y*s, 4*s, h*s, 2*s, StatsThumbInk)
}
