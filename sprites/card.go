package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
)

// cardAspect is height over width, between a poker (1.40) and a bridge card.
const cardAspect = 1.45

// CardHeight returns the pixel height of a card drawn w pixels wide.
func CardHeight(w int) int { return int(math.Round(float64(w) * cardAspect)) }

// cardRadius is the corner radius of a card w wide.
func cardRadius(w float64) float64 { return w * 0.075 }

// suitInk holds the colours one suit is printed in.
type suitInk struct {
	main rgba // symbols
	dark rgba // numerals and outlines
	pale rgba // the wash inside the big symbol
}

// inks are the suit colours: clear hues that read on paper and next to the
// green felt (the yellow is a deep gold with a brown-amber ink for numerals).
// Players who cannot tell the hues apart read the symbols.
var inks = [card.NumColors]suitInk{
	card.Red:    {main: hex(0xd8343a), dark: hex(0xa3161f), pale: hex(0xfbe0dc)},
	card.Yellow: {main: hex(0xf4b81c), dark: hex(0x8f5a00), pale: hex(0xfdf0c4)},
	card.Green:  {main: hex(0x2a9d55), dark: hex(0x14703a), pale: hex(0xd8f0de)},
	card.Blue:   {main: hex(0x2f6fd0), dark: hex(0x173f94), pale: hex(0xdbe6f8)},
}

var (
	paperTop    = hex(0xfdfaf2)
	paperBottom = hex(0xf3ecdc)
	cardEdge    = hex(0x2b2620).alpha(0.55)
	jokerInk    = hex(0x2e2418)
	gold        = hex(0xf2c232)
	goldDark    = hex(0x8a6100)
	backTop     = hex(0x22418f)
	backBottom  = hex(0x162d6a)
	backLine    = hex(0x4a6cc4)
	backGold    = hex(0xd9b24a)
)

// SuitColor returns the colour a suit is printed in, for scenes that mark a
// row or a score in the suit's colour.
func SuitColor(c card.Color) color.RGBA {
	if c >= card.NumColors {
		return color.RGBA{0x80, 0x80, 0x80, 0xff}
	}
	return inks[c].main.color()
}

// maxWidths bounds how many card widths Art keeps rendered at once; the
// least recently used width is dropped when a new one is needed.
const maxWidths = 24

// cardSet holds every card rendered at one width.
type cardSet struct {
	faces [card.Limit]*ebiten.Image
	back  *ebiten.Image
	used  uint64
}

// maxSlots bounds the cache of rendered empty slots.
const maxSlots = 64

type slotKey struct {
	c    card.Color
	w, h int
}

// Art draws cards and what surrounds them: faces, backs, shadows, outlines
// and empty places. Faces are drawn procedurally at the exact pixel width
// asked for, so they are crisp from 30 to 400 pixels wide, and cached, so
// drawing a frame costs only DrawImage calls. Create one Art per game and
// keep it; it is not safe for concurrent use (ebiten draws from one
// goroutine anyway).
type Art struct {
	sets  map[int]*cardSet
	clock uint64
	slots map[slotKey]*ebiten.Image
	// shadows holds the cards' shadows rendered per size and lift.
	shadows map[shadowKey]*ebiten.Image
	mesh    mesh
	op      ebiten.DrawImageOptions
	// bold draws the faces for players who cannot tell the colours
	// apart: larger corner symbols and a pattern in the big one.
	bold bool
}

// SetSymbols switches the faces to larger corner symbols and a heavier,
// double-lined big symbol (on), or back to the usual faces (off). The
// symbol's shape is what tells the colours apart without colour vision
// (diamond, circle, square, triangle); this makes it readable at a glance
// on small cards too. Faces already drawn are drawn again on next use. A
// nil Art (a game without a window, in tests) has nothing to switch.
func (a *Art) SetSymbols(on bool) {
	if a == nil || a.bold == on {
		return
	}
	a.bold = on
	for w, s := range a.sets {
		for _, img := range s.faces {
			if img != nil {
				img.Deallocate()
			}
		}
		if s.back != nil {
			s.back.Deallocate()
		}
		delete(a.sets, w)
	}
}

// Symbols reports whether the faces have the larger symbols.
func (a *Art) Symbols() bool { return a.bold }

// NewArt returns an Art with empty caches.
func NewArt() *Art {
	return &Art{
		sets:    make(map[int]*cardSet),
		slots:   make(map[slotKey]*ebiten.Image),
		shadows: make(map[shadowKey]*ebiten.Image),
		mesh:    newMesh(),
	}
}

// set returns the cache of width w, making room when needed.
func (a *Art) set(w int) *cardSet {
	a.clock++
	s := a.sets[w]
	if s == nil {
		if len(a.sets) >= maxWidths {
			oldest, ow := uint64(math.MaxUint64), 0
			for k, v := range a.sets {
				if v.used < oldest {
					oldest, ow = v.used, k
				}
			}
			delete(a.sets, ow)
		}
		s = &cardSet{}
		a.sets[w] = s
	}
	s.used = a.clock
	return s
}

// HasFace reports whether the face of c, w pixels wide, is made and kept:
// whether Face would return it at once.
func (a *Art) HasFace(c card.Card, w int) bool {
	s := a.sets[max(w, 8)]
	i := c.Index()
	return s != nil && i >= 0 && i < len(s.faces) && s.faces[i] != nil
}

// Face returns the face of c drawn w pixels wide and CardHeight(w) high,
// with transparent rounded corners. The image is cached: asking again for
// the same card and width returns the same image and allocates nothing.
// Draw it unscaled for the crispest result. Invalid cards get a blank face.
func (a *Art) Face(c card.Card, w int) *ebiten.Image {
	w = max(w, 8)
	s := a.set(w)
	i := c.Index()
	if i < 0 || i >= len(s.faces) {
		i = 0
	}
	if img := s.faces[i]; img != nil {
		return img
	}
	img := ebiten.NewImage(w, CardHeight(w))
	switch {
	case c.IsJoker() && c.Valid():
		a.drawJoker(img)
	case c.Valid():
		a.drawNumber(img, c.Color(), c.Value())
	default:
		a.drawPaper(img, paperTop, 0)
	}
	s.faces[i] = img
	return img
}

// Back returns the shared back of all cards, w pixels wide, cached like Face.
func (a *Art) Back(w int) *ebiten.Image {
	w = max(w, 8)
	s := a.set(w)
	if s.back == nil {
		s.back = ebiten.NewImage(w, CardHeight(w))
		a.drawBack(s.back)
	}
	return s.back
}

// cardRect is the rounded rectangle of a card image.
func cardRect(img *ebiten.Image) rrect {
	b := img.Bounds()
	w := float32(b.Dx())
	return rrect{0, 0, w, float32(b.Dy()), float32(cardRadius(float64(w)))}
}

// drawPaper draws the blank card: paper, tinted towards tint by amount,
// with a thin dark edge.
func (a *Art) drawPaper(img *ebiten.Image, tint rgba, amount float32) {
	rr := cardRect(img)
	s := rectShape(rr)
	m := &a.mesh
	m.begin(img, 0, 0, 0, 0, rr.h)
	m.fill(&s, 0, paint{paperTop.mix(tint, amount), paperBottom.mix(tint, amount)})
	edge := max(0.9, rr.w*0.011)
	m.band(&s, -edge, 0, solid(cardEdge))
	m.end()
}

// index is the layout of a corner index for a card w wide: the centre of
// the numeral column, the numeral's size and the small symbol's size and
// position. The lower corner mirrors it.
type index struct {
	x, numY, numSize, symY, symSize float32
}

func cornerIndex(w float32, bold bool) index {
	// Relatively larger on small cards, where legibility is the limit, and
	// more modest on large ones.
	numSize := w*0.2 + min(7, w*0.12)
	capH := float32(Face(float64(numSize), true).Metrics().CapHeight)
	top := w * 0.075
	symSize := w * 0.14
	if bold {
		symSize = w * 0.19
	}
	return index{
		x:       w*0.055 + numSize*0.52,
		numY:    top + capH/2,
		numSize: numSize,
		symY:    top + capH + w*0.045 + symSize/2,
		symSize: symSize,
	}
}

// drawNumeral draws the digits of s centred at (x, y), set a little
// tighter than the font does so two-digit values stay compact, turned by
// angle around that point.
func drawNumeral(img *ebiten.Image, s string, face *TextFace, size, x, y float32, angle float64, clr color.Color) {
	if len(s) != 2 {
		drawTextAt(img, s, face, x, y, angle, clr)
		return
	}
	adv := float32(face.advance(s[:1]))
	off := (adv - size*0.06) / 2
	sn, cs := math.Sincos(angle)
	dx, dy := off*float32(cs), off*float32(sn)
	drawTextAt(img, s[:1], face, x-dx, y-dy, angle, clr)
	drawTextAt(img, s[1:], face, x+dx, y+dy, angle, clr)
}

func (a *Art) drawNumber(img *ebiten.Image, col card.Color, v int) {
	ink := inks[col]
	a.drawPaper(img, ink.pale, 0.22)
	b := img.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())
	num := itoa(v)

	// The big symbol in the middle, washed, with the value over it.
	big := w * 0.68
	cy := h / 2
	if a.bold {
		// A heavy outline in the dark ink and a second line inside it: the
		// shape stands out even where the hue does not. It is a little
		// smaller, leaving room for the larger corner symbols.
		big = w * 0.62
		a.symbol(img, col, w/2, cy, big, false, ink.pale.mix(ink.main, 0.3), ink.dark, max(1.5, w*0.05))
		sh := symbolShape(col, w/2, cy, big, false)
		m := &a.mesh
		m.begin(img, 0, 0, 0, 0, 0)
		m.band(&sh, -w*0.1, -w*0.1+max(1, w*0.022), solid(ink.main))
		m.end()
	} else {
		a.symbol(img, col, w/2, cy, big, false, ink.pale.mix(ink.main, 0.18), ink.main, max(1, w*0.028))
	}
	size := w * 0.38
	if v >= 10 {
		size = w * 0.33
	}
	ny := cy
	if col == card.Blue {
		ny += big * 0.11 // the triangle is widest low down
	}
	drawNumeral(img, num, Face(float64(size), true), size, w/2, ny, 0, ink.dark.color())

	// Corner indices, the second turned upside down like on real cards.
	ix := cornerIndex(w, a.bold)
	nf := Face(float64(ix.numSize), true)
	outlineW := max(0.6, ix.symSize*0.09)
	drawNumeral(img, num, nf, ix.numSize, ix.x, ix.numY, 0, ink.dark.color())
	a.symbol(img, col, ix.x, ix.symY, ix.symSize, false, ink.main, ink.dark, outlineW)
	drawNumeral(img, num, nf, ix.numSize, w-ix.x, h-ix.numY, math.Pi, ink.dark.color())
	a.symbol(img, col, w-ix.x, h-ix.symY, ix.symSize, true, ink.main, ink.dark, outlineW)
}

func (a *Art) drawJoker(img *ebiten.Image) {
	a.drawPaper(img, gold, 0.1)
	b := img.Bounds()
	w, h := float32(b.Dx()), float32(b.Dy())

	// A big gold star, the four suit symbols in a row, and the word.
	cx := w / 2
	a.star(img, cx, w*0.6, w*0.26, max(0.8, w*0.016))
	sym := w * 0.115
	ow := max(0.6, sym*0.08)
	for i, c := range card.Colors {
		x := cx + (float32(i)-1.5)*w*0.13
		a.symbol(img, c, x, w*0.96, sym, false, inks[c].main, inks[c].dark, ow)
	}
	if w >= 80 {
		// On small cards the corner indices need the room, and the star
		// says joker on its own.
		drawTextAt(img, "JOKER", Face(float64(w*0.12), true), cx, w*1.15, 0, jokerInk.color())
	}

	ix := cornerIndex(w, a.bold)
	nf := Face(float64(ix.numSize), true)
	drawTextAt(img, "J", nf, ix.x, ix.numY, 0, jokerInk.color())
	drawTextAt(img, "J", nf, w-ix.x, h-ix.numY, math.Pi, jokerInk.color())
	a.star(img, ix.x, ix.symY, ix.symSize*0.62, max(0.5, ix.symSize*0.08))
	a.star(img, w-ix.x, h-ix.symY, ix.symSize*0.62, max(0.5, ix.symSize*0.08))
}

func (a *Art) drawBack(img *ebiten.Image) {
	a.drawPaper(img, paperTop, 0)
	rr := cardRect(img)
	w, h := rr.w, rr.h
	inset := w * 0.06
	in := rrect{inset, inset, w - 2*inset, h - 2*inset, max(1, rr.r-inset*0.6)}

	// The lattice is drawn on its own image, clipped to the rounded inner
	// field by source-atop blending, then laid on the paper.
	tw, th := int(math.Ceil(float64(in.w)))+2, int(math.Ceil(float64(in.h)))+2
	field := ebiten.NewImage(tw, th)
	defer field.Deallocate()
	local := rectShape(rrect{1, 1, in.w, in.h, in.r})
	m := &a.mesh
	m.begin(field, 0, 0, 0, 0, float32(th))
	m.fill(&local, 0, paint{backTop, backBottom})
	m.end()

	// Two families of diagonal lines crossing at the field's centre, with a
	// dot on every crossing.
	step := w * 0.11
	lw := max(0.6, w*0.012)
	fw, fh := float32(tw), float32(th)
	fcx, fcy := fw/2, fh/2
	n := int((fw+fh)/step) + 2
	m.begin(field, 0, 0, 0, 0, 0)
	m.op.Blend = ebiten.BlendSourceAtop
	line := solid(backLine.alpha(0.8))
	for i := -n; i <= n; i++ {
		c1 := fcx - fcy + float32(i)*step // x - y = c1
		m.stroke([]vec{{c1 - 1, -1}, {c1 + fh + 1, fh + 1}}, nil, lw, line)
		c2 := fcx + fcy + float32(i)*step // x + y = c2
		m.stroke([]vec{{c2 + 1, -1}, {c2 - fh - 1, fh + 1}}, nil, lw, line)
	}
	m.end()
	m.begin(field, 0, 0, 0, 0, 0)
	m.op.Blend = ebiten.BlendSourceAtop
	dot := solid(backLine.mix(rgba{1, 1, 1, 1}, 0.25))
	r := lw*1.3 + 0.5
	for i := -n; i <= n; i++ {
		for j := -n; j <= n; j++ {
			x := fcx + float32(i+j)*step/2
			y := fcy + float32(j-i)*step/2
			if x < -r || y < -r || x > fw+r || y > fh+r {
				continue // wholly outside the field
			}
			m.dot(x, y, lw*1.3, dot)
		}
	}
	m.end()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(in.x-1), float64(in.y-1))
	DrawImage(img, field, &op)

	// A gold rule inside the field, and a medallion with the game's number.
	fieldShape := rectShape(in)
	m.begin(img, 0, 0, 0, 0, h)
	gw := max(0.7, w*0.01)
	m.band(&fieldShape, -w*0.035-gw, -w*0.035, solid(backGold))
	m.band(&fieldShape, -0.5, 0.5, solid(backTop.mix(rgba{0, 0, 0, 1}, 0.4)).alpha(0.6))
	medal := circleShape(w/2, h/2, w*0.2)
	m.fill(&medal, 0, solid(backBottom.mix(rgba{0, 0, 0, 1}, 0.25)))
	m.band(&medal, -max(0.8, w*0.016), 0, solid(backGold))
	inner := circleShape(w/2, h/2, w*0.165)
	m.band(&inner, -max(0.5, w*0.007), 0, solid(backGold.alpha(0.6)))
	m.end()
	drawTextAt(img, "11", Face(float64(w*0.17), true), w/2, h/2, 0, backGold.color())
}

// symbol draws the suit symbol of col centred at (cx, cy), size s wide,
// filled with fill and outlined inside its edge with line, lw wide (0 for
// none). flip turns it upside down, as on the lower corner index.
func (a *Art) symbol(img *ebiten.Image, col card.Color, cx, cy, s float32, flip bool, fill, line rgba, lw float32) {
	sh := symbolShape(col, cx, cy, s, flip)
	m := &a.mesh
	m.begin(img, 0, 0, 0, 0, 0)
	m.fill(&sh, 0, solid(fill))
	if lw > 0 {
		m.band(&sh, -lw, 0, solid(line))
	}
	m.end()
}

// star draws a gold five-pointed star of outer radius r centred at (cx,
// cy), outlined lw wide: the joker's mark.
func (a *Art) star(img *ebiten.Image, cx, cy, r, lw float32) {
	var pts [10]vec
	for i := range pts {
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		s, c := math.Sincos(-math.Pi/2 + float64(i)*math.Pi/5)
		pts[i] = vec{cx + rad*float32(c), cy + rad*float32(s)}
	}
	sh := polyShape(r*0.06, pts[:]...)
	sh.c = vec{cx, cy}
	m := &a.mesh
	m.begin(img, 0, 0, 0, cy-r, 2*r)
	m.fill(&sh, 0, paint{gold.mix(rgba{1, 1, 1, 1}, 0.25), gold})
	m.band(&sh, -lw, 0, solid(goldDark))
	m.end()
}

// symbolShape is the suit symbol of col: red diamond, yellow circle, green
// square, blue triangle, of similar visual weight in a box s wide, centred
// at (cx, cy); flip turns it upside down.
func symbolShape(col card.Color, cx, cy, s float32, flip bool) shape {
	sy := float32(1)
	if flip {
		sy = -1
	}
	at := func(x, y float32) vec { return vec{cx + x*s, cy + y*s*sy} }
	switch col {
	case card.Red:
		return polyShape(s*0.05, vec{cx, cy - 0.52*s}, vec{cx + 0.38*s, cy}, vec{cx, cy + 0.52*s}, vec{cx - 0.38*s, cy})
	case card.Yellow:
		return circleShape(cx, cy, 0.42*s)
	case card.Green:
		return rectShape(rrect{cx - 0.38*s, cy - 0.38*s, 0.76 * s, 0.76 * s, 0.1 * s})
	}
	// An equilateral triangle pointing up, centred on its bounding box.
	// Rounding takes r off the apex (its 60° corner) and nothing off the
	// base, so the corners move up by r/2 to centre the rounded shape.
	hw := float32(0.52)
	hh := hw * float32(math.Sqrt(3)) / 2
	const r = 0.08
	sh := polyShape(s*r, at(0, -hh-r/2), at(hw, hh-r/2), at(-hw, hh-r/2))
	if flip {
		// Turned upside down the corners run counter-clockwise; restore the order.
		sh.pts[1], sh.pts[2] = sh.pts[2], sh.pts[1]
	}
	return sh
}

// drawTextAt draws s centred at (x, y) (horizontally on its advance,
// vertically on its capital letters), turned by angle around that point.
func drawTextAt(dst *ebiten.Image, s string, face *TextFace, x, y float32, angle float64, clr color.Color) {
	m := face.Metrics()
	var geo ebiten.GeoM
	geo.Translate(0, m.CapHeight/2-m.HAscent)
	geo.Rotate(angle)
	geo.Translate(float64(x), float64(y))
	var cs ebiten.ColorScale
	cs.ScaleWithColor(clr)
	face.drawLines(dst, s, geo, m.HAscent+m.HDescent+m.HLineGap, Center, cs)
}

func itoa(v int) string {
	const digits = "0123456789"
	if v >= 0 && v < 10 {
		return digits[v : v+1]
	}
	if v >= 10 && v < 100 {
		return string([]byte{digits[v/10], digits[v%10]})
	}
	return "?"
}

// DrawShadow draws the soft shadow of a card whose rectangle is (x, y, w,
// h): tight and dark at rest (lift 0), wider, softer and further offset as
// the card rises (lift 1, held or flying). Draw it before the card.
func (a *Art) DrawShadow(dst *ebiten.Image, x, y, w, h, lift float64) {
	a.shadow(dst, x, y, w, h, 0, lift)
}

// shadowLevels is how many steps of lift shadows are rendered for: one
// step changes the blur by under a pixel on a hand-sized card.
const shadowLevels = 8

// maxShadows bounds the cache of rendered shadows; it is emptied when
// full, which only a window resized again and again reaches.
const maxShadows = 128

// shadowKey identifies a rendered shadow: the card's size in pixels and
// its lift in steps of 1/shadowLevels.
type shadowKey struct {
	w, h int
	lift int
}

// shadowLook is the shadow of a card w×h lifted by lift: its rectangle
// relative to the card's top-left corner, its blur and its colour.
func shadowLook(w, h, lift float64) (rr rrect, blur float32, c rgba) {
	grow := w * 0.02 * lift
	dx, dy := shadowOffset(w, lift)
	rr = rrect{float32(dx - grow), float32(dy - grow), float32(w + 2*grow), float32(h + 2*grow),
		float32(cardRadius(w) + grow)}
	return rr, float32(w*(0.025+0.1*lift) + 1), rgba{0.02, 0.06, 0.03, float32(0.42 - 0.14*lift)}
}

// shadowOffset is how far a card's shadow falls right and down of it.
func shadowOffset(w, lift float64) (dx, dy float64) {
	return w * (0.01 + 0.035*lift), w * (0.025 + 0.09*lift)
}

// shadow is DrawShadow for a card turned by angle around its centre. The
// shadow is rendered once per card size and step of lift and drawn as an
// image: a table of cards would otherwise build hundreds of vertices per
// card and frame, which held a browser's first frame back noticeably.
func (a *Art) shadow(dst *ebiten.Image, x, y, w, h, angle, lift float64) {
	if w < 1 || h < 1 {
		return
	}
	lift = max(0, min(1, lift))
	still := lift == 0 && angle == 0
	k := shadowKey{w: int(math.Round(w)), lift: int(math.Round(lift * shadowLevels))}
	if !still {
		k.w = bucket(w)
	}
	k.h = max(1, int(math.Round(h*float64(k.w)/w)))
	img := a.shadows[k]
	if img == nil {
		if len(a.shadows) >= maxShadows {
			for _, s := range a.shadows {
				s.Deallocate()
			}
			clear(a.shadows)
		}
		img = a.renderShadow(k)
		a.shadows[k] = img
	}
	// The image's top-left corner relative to the shadow's centre, at the
	// rendered size; the light does not turn with the card, so the shadow
	// turns around its own centre, offset from the card's.
	kl := float64(k.lift) / shadowLevels
	rr, blur, _ := shadowLook(float64(k.w), float64(k.h), kl)
	pad := float64(blur) + 1
	kdx, kdy := shadowOffset(float64(k.w), kl)
	ox := float64(rr.x) - pad - (float64(k.w)/2 + kdx)
	oy := float64(rr.y) - pad - (float64(k.h)/2 + kdy)
	dx, dy := shadowOffset(w, lift)
	a.op.GeoM.Reset()
	a.op.ColorScale.Reset()
	if still && k.w == int(math.Round(w)) && k.h == int(math.Round(h)) {
		a.op.Filter = ebiten.FilterNearest
		a.op.GeoM.Translate(math.Round(x+w/2+dx+ox), math.Round(y+h/2+dy+oy))
		DrawImage(dst, img, &a.op)
		return
	}
	a.op.Filter = ebiten.FilterLinear
	a.op.GeoM.Translate(ox, oy)
	a.op.GeoM.Scale(w/float64(k.w), h/float64(k.h))
	a.op.GeoM.Rotate(angle)
	a.op.GeoM.Translate(x+w/2+dx, y+h/2+dy)
	DrawImage(dst, img, &a.op)
}

// renderShadow renders the shadow of k on an image reaching a pixel past
// its blur on every side.
func (a *Art) renderShadow(k shadowKey) *ebiten.Image {
	rr, blur, c := shadowLook(float64(k.w), float64(k.h), float64(k.lift)/shadowLevels)
	pad := blur + 1
	iw, ih := int(math.Ceil(float64(rr.w+2*pad))), int(math.Ceil(float64(rr.h+2*pad)))
	img := ebiten.NewImage(iw, ih)
	rr.x, rr.y = pad, pad
	m := &a.mesh
	m.begin(img, 0, 0, 0, 0, 0)
	m.shadow(rr, blur, c)
	m.end()
	return img
}

// squeezedShadow is the shadow of a card turning over, squeezed to w of
// its width while its blur keeps its size, built as a mesh: a flip lasts a
// few frames, not worth an image per width.
func (a *Art) squeezedShadow(dst *ebiten.Image, x, y, w, h, angle, lift float64) {
	lift = max(0, min(1, lift))
	rr, blur, c := shadowLook(w, h, lift)
	dx, dy := shadowOffset(w, lift)
	rr.x += float32(x)
	rr.y += float32(y)
	m := &a.mesh
	m.begin(dst, float32(x+w/2+dx), float32(y+h/2+dy), float32(angle), 0, 0)
	m.shadow(rr, blur, c)
	m.end()
}

// DrawOutline draws a rounded outline of the given thickness just outside
// the card rectangle (x, y, w, h), with a soft glow around it: the mark of
// a playable card or a legal target. The corner radius follows the card's.
func (a *Art) DrawOutline(dst *ebiten.Image, x, y, w, h, thickness float64, clr color.Color) {
	c := toRGBA(clr)
	t := float32(max(thickness, 0.5))
	s := rectShape(rrect{float32(x), float32(y), float32(w), float32(h), float32(cardRadius(w))})
	m := &a.mesh
	m.begin(dst, 0, 0, 0, 0, 0)
	m.glow(&s, t, t*3+2, solid(c.alpha(0.4)))
	m.band(&s, 0, t, solid(c))
	m.end()
}

// DrawSlot draws an empty place, a faint dashed outline with the suit's
// symbol, where a card of colour c could go. (x, y, w, h) is the card
// rectangle; the slot is cached per colour and whole-pixel size.
func (a *Art) DrawSlot(dst *ebiten.Image, x, y, w, h float64, c card.Color) {
	k := slotKey{c, int(math.Round(w)), int(math.Round(h))}
	if k.c >= card.NumColors || k.w < 4 || k.h < 4 {
		return
	}
	img := a.slots[k]
	if img == nil {
		if len(a.slots) >= maxSlots {
			clear(a.slots) // only a window resized again and again gets here
		}
		img = ebiten.NewImage(k.w+4, k.h+4)
		a.drawSlot(img, k)
		a.slots[k] = img
	}
	a.op.GeoM.Reset()
	a.op.GeoM.Translate(math.Round(x)-2, math.Round(y)-2)
	a.op.ColorScale.Reset()
	a.op.Filter = ebiten.FilterNearest
	DrawImage(dst, img, &a.op)
}

func (a *Art) drawSlot(img *ebiten.Image, k slotKey) {
	ink := inks[k.c]
	w, h := float32(k.w), float32(k.h)
	rr := rrect{2, 2, w, h, float32(cardRadius(float64(w)))}
	base := rectShape(rr)
	m := &a.mesh
	m.begin(img, 0, 0, 0, 0, 0)
	m.fill(&base, 0, solid(rgba{0, 0.05, 0.02, 0.16}))
	m.end()

	// Dashes along the rounded outline, a little inside the card edge.
	lw := max(1, w*0.022)
	in := rrect{rr.x + lw, rr.y + lw, rr.w - 2*lw, rr.h - 2*lw, max(0, rr.r-lw)}
	pts := rectOutline(nil, in, 0, 8)
	dash, gap := max(3, w*0.07), max(2.5, w*0.05)
	// cum[i] is the distance along the outline from pts[0] to pts[i]; the
	// outline closes back to pts[0] at cum[len(pts)].
	cum := make([]float32, len(pts)+1)
	for i := range pts {
		q, r := pts[i], pts[(i+1)%len(pts)]
		cum[i+1] = cum[i] + float32(math.Hypot(float64(r.x-q.x), float64(r.y-q.y)))
	}
	per := cum[len(pts)]
	at := func(d float32) vec {
		for i := range pts {
			if d <= cum[i+1] {
				q, r := pts[i], pts[(i+1)%len(pts)]
				t := (d - cum[i]) / max(cum[i+1]-cum[i], 1e-6)
				return vec{q.x + (r.x-q.x)*t, q.y + (r.y-q.y)*t}
			}
		}
		return pts[0]
	}
	// Fit a whole number of dash periods around the outline.
	n := max(4, int(math.Round(float64(per/(dash+gap)))))
	period := per / float32(n)
	dash = period * dash / (dash + gap)
	// Each dash fades in and out over a pixel at its ends, as its sides do.
	line := solid(ink.main.mix(rgba{1, 1, 1, 1}, 0.35).alpha(0.75))
	m.begin(img, 0, 0, 0, 0, 0)
	var dpts []vec
	var fade []float32
	for k := 0; k < n; k++ {
		from, to := float32(k)*period, float32(k)*period+dash
		dpts = append(dpts[:0], at(from-0.5), at(from+0.5))
		fade = append(fade[:0], 0, 1)
		for i := range pts {
			if cum[i] > from+0.5 && cum[i] < to-0.5 {
				dpts = append(dpts, pts[i])
				fade = append(fade, 1)
			}
		}
		dpts = append(dpts, at(to-0.5), at(to+0.5))
		fade = append(fade, 1, 0)
		m.stroke(dpts, fade, lw, line)
	}
	m.end()
	a.symbol(img, k.c, 2+w/2, 2+h/2, w*0.4, false, ink.main.alpha(0.35), ink.main.alpha(0.6), max(0.8, w*0.015))
}

// DrawCard draws card c at pose p as a scene gets it from Motion: its
// shadow (growing with lift), then its face or back (p.FaceUp), turned by
// p.Angle around its centre, scaled up slightly with lift and squeezed
// horizontally by flipX while it turns over. p.W is in pixels of dst.
//
// At rest (lift 0, flipX 1) the card is drawn from an image rendered at
// its exact rounded width on whole pixels, so it is as crisp as the face
// itself; while moving it is drawn from a slightly larger cached width and
// scaled down, so flights do not render a new image per frame.
func (a *Art) DrawCard(dst *ebiten.Image, c card.Card, p Pose, lift, flipX float64) {
	if p.W <= 0 {
		return
	}
	lift = max(0, min(1, lift))
	flipX = max(0, min(1, flipX))
	scale := 1 + 0.06*lift
	w := p.W * scale
	h := w * cardAspect
	cx, cy := p.X+p.W/2, p.Y+p.W*cardAspect/2
	if flipX < 1 {
		a.squeezedShadow(dst, cx-w*flipX/2, cy-h/2, w*flipX, h, p.Angle, lift)
	} else {
		a.shadow(dst, cx-w/2, cy-h/2, w, h, p.Angle, lift)
	}
	if flipX < 0.02 {
		return
	}

	still := lift == 0 && flipX == 1
	iw := int(math.Round(w))
	if !still {
		iw = bucket(w)
	}
	var img *ebiten.Image
	switch {
	case p.FaceUp:
		img = a.Face(c, iw)
	case still:
		img = a.Back(iw)
	default:
		img = a.flyingBack(w)
	}
	b := img.Bounds()
	a.op.GeoM.Reset()
	a.op.ColorScale.Reset()
	a.op.Filter = ebiten.FilterLinear
	if still && p.Angle == 0 {
		a.op.Filter = ebiten.FilterNearest
		a.op.GeoM.Translate(math.Round(cx-float64(b.Dx())/2), math.Round(cy-float64(b.Dy())/2))
		DrawImage(dst, img, &a.op)
		return
	}
	a.op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	a.op.GeoM.Scale(w/float64(b.Dx())*flipX, h/float64(b.Dy()))
	a.op.GeoM.Rotate(p.Angle)
	a.op.GeoM.Translate(cx, cy)
	DrawImage(dst, img, &a.op)
}

// flyingBackRatio is how much wider than drawn a back already rendered
// may be for a card in flight to be drawn from it, scaled down.
const flyingBackRatio = 1.3

// flyingBack returns a back for a card in flight drawn w pixels wide: the
// narrowest back already rendered at least w and at most flyingBackRatio
// times w wide, else a new one at bucket(w). A back is thousands of
// vertices, and a dealt card shrinking or growing on its way to a seat
// passed through half a dozen widths in the deal's first frame; scaled
// down by this little its lattice looks the same on a moving card.
func (a *Art) flyingBack(w float64) *ebiten.Image {
	lo, best := int(math.Ceil(w)), 0
	for k, s := range a.sets {
		if s.back != nil && k >= lo && float64(k) <= w*flyingBackRatio && (best == 0 || k < best) {
			best = k
		}
	}
	if best == 0 {
		best = bucket(w)
	}
	return a.Back(best)
}

// bucket rounds a width up to one of a few cached widths (steps of about
// 1/16), so a card whose size animates reuses a handful of images.
func bucket(w float64) int {
	n := int(math.Ceil(w))
	q := 1
	for q*16 < n {
		q *= 2
	}
	return (n + q - 1) / q * q
}
