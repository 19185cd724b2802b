package sprites

import (
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/draw"

	"golang.org/x/image/vector"

	"elferraus/sprites/internal/glyphs"
)

// outlines is one of the game's fonts as go generate wrote it (in the format
// of package glyphs): its metrics, and for each rune it can show the
// advance and the outline, all in font units. Reading a glyph is a look-up
// in the embedded bytes; nothing is parsed at start.
type outlines struct {
	b    []byte
	upem int32
	// The vertical metrics: ascent, descent (positive), line height and
	// capital height.
	ascent, descent, height, capHeight int32
	n                                  int // the number of runes
	advAt, startsAt, segsAt            int // where the tables start in b
}

// readOutlines checks b's tables and returns the font they describe.
func readOutlines(b []byte) (*outlines, error) {
	le := binary.LittleEndian
	if len(b) < glyphs.HeaderSize || string(b[:4]) != glyphs.Magic {
		return nil, errors.New("not a glyph file of the game")
	}
	i16 := func(at int) int32 { return int32(int16(le.Uint16(b[at:]))) }
	o := &outlines{
		b:      b,
		upem:   int32(le.Uint16(b[4:])),
		ascent: i16(6), descent: i16(8), height: i16(10), capHeight: i16(12),
		n: int(le.Uint16(b[14:])),
	}
	if o.upem == 0 {
		return nil, errors.New("the font has no units per em")
	}
	o.advAt = glyphs.HeaderSize + 2*o.n
	o.startsAt = o.advAt + 2*o.n
	o.segsAt = o.startsAt + 4*(o.n+1)
	if o.segsAt > len(b) {
		return nil, fmt.Errorf("the tables of %d runes are cut short", o.n)
	}
	for i := range o.n {
		if i > 0 && o.rune(i) <= o.rune(i-1) {
			return nil, fmt.Errorf("rune %U follows %U: want them ascending", o.rune(i), o.rune(i-1))
		}
		if s, e := o.start(i), o.start(i+1); s > e || o.segsAt+e > len(b) {
			return nil, fmt.Errorf("the outline of %U lies outside the file", o.rune(i))
		}
	}
	return o, nil
}

// rune is the font's i-th rune.
func (o *outlines) rune(i int) rune {
	return rune(binary.LittleEndian.Uint16(o.b[glyphs.HeaderSize+2*i:]))
}

// start is where rune i's outline starts in the outlines, and for i = n
// where the last one ends.
func (o *outlines) start(i int) int {
	return int(binary.LittleEndian.Uint32(o.b[o.startsAt+4*i:]))
}

// advance is rune i's advance in font units.
func (o *outlines) advance(i int) int32 {
	return int32(int16(binary.LittleEndian.Uint16(o.b[o.advAt+2*i:])))
}

// index is r's place among the font's runes, or false when the font
// cannot show r.
func (o *outlines) index(r rune) (int, bool) {
	lo, hi := 0, o.n
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch c := o.rune(m); {
		case c < r:
			lo = m + 1
		case c > r:
			hi = m
		default:
			return m, true
		}
	}
	return 0, false
}

// scale turns font units into 26.6 fixed-point pixels at ppem (26.6
// pixels per em), rounding half away from zero: sfnt's rule, so a glyph
// lands on exactly the sub-pixels the font package would give it.
func scale(v, ppem, upem int32) int32 {
	x := v * ppem
	if x >= 0 {
		x += upem / 2
	} else {
		x -= upem / 2
	}
	return x / upem
}

// point is a point of an outline scaled to 26.6 pixels.
type point struct{ x, y int32 }

// segment is one step of an outline: its operation and points.
type segment struct {
	op  byte
	n   int
	pts [3]point
}

// segments appends rune i's outline, scaled to ppem, to dst.
func (o *outlines) segments(dst []segment, i int, ppem int32) []segment {
	b := o.b[o.segsAt+o.start(i) : o.segsAt+o.start(i+1)]
	for len(b) > 0 {
		s := segment{op: b[0], n: 1}
		switch s.op {
		case glyphs.OpMoveTo, glyphs.OpLineTo:
		case glyphs.OpQuadTo:
			s.n = 2
		case glyphs.OpCubeTo:
			s.n = 3
		default:
			return dst // checked by the tests of the committed files
		}
		if len(b) < 1+4*s.n {
			return dst
		}
		for k := range s.n {
			p := b[1+4*k:]
			x := int32(int16(binary.LittleEndian.Uint16(p)))
			y := int32(int16(binary.LittleEndian.Uint16(p[2:])))
			s.pts[k] = point{scale(x, ppem, o.upem), scale(y, ppem, o.upem)}
		}
		dst = append(dst, s)
		b = b[1+4*s.n:]
	}
	return dst
}

// rasterise draws segs (a glyph's outline with its origin at the pen) as
// coverage into a new image of the whole pixels the outline touches, and
// returns it with its top-left corner relative to the pen; nil for an
// outline that covers nothing. Bounds, bias and the conversion to floats
// follow golang.org/x/image/font/opentype's Face.Glyph, so the coverage
// is the same to the byte (the sprites' tests compare the two).
func rasterise(r *vector.Rasterizer, segs []segment) (*image.Alpha, image.Point) {
	if len(segs) == 0 {
		return nil, image.Point{}
	}
	minX, minY := int32(1<<31-1), int32(1<<31-1)
	maxX, maxY := int32(-1<<31), int32(-1<<31)
	for _, s := range segs {
		for _, p := range s.pts[:s.n] {
			minX, maxX = min(minX, p.x), max(maxX, p.x)
			minY, maxY = min(minY, p.y), max(maxY, p.y)
		}
	}
	// Whole pixels: floor the top left, ceil the bottom right.
	x0, y0 := int(minX>>6), int(minY>>6)
	x1, y1 := int((maxX+63)>>6), int((maxY+63)>>6)
	w, h := x1-x0, y1-y0
	if w <= 0 || h <= 0 {
		return nil, image.Point{}
	}
	// The bias moves the glyph's whole-pixel box to the rasteriser's origin.
	biasX, biasY := -int32(x0<<6), -int32(y0<<6)
	f := func(p point) (float32, float32) { return float32(p.x+biasX) / 64, float32(p.y+biasY) / 64 }
	r.Reset(w, h)
	r.DrawOp = draw.Src
	for _, s := range segs {
		ax, ay := f(s.pts[0])
		switch s.op {
		case glyphs.OpMoveTo:
			r.MoveTo(ax, ay)
		case glyphs.OpLineTo:
			r.LineTo(ax, ay)
		case glyphs.OpQuadTo:
			bx, by := f(s.pts[1])
			r.QuadTo(ax, ay, bx, by)
		case glyphs.OpCubeTo:
			bx, by := f(s.pts[1])
			cx, cy := f(s.pts[2])
			r.CubeTo(ax, ay, bx, by, cx, cy)
		}
	}
	mask := image.NewAlpha(image.Rect(0, 0, w, h))
	r.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return mask, image.Point{x0, y0}
}
