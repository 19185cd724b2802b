package sprites

import (
	"encoding/binary"
	"image"
	"image/color"
	"iter"
	"math"
	"strings"
	"sync"
	"unsafe"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// TextFace is one size and weight of the game's font, with each glyph
// rasterised once into an image. The game sets Latin text only, left to
// right, in the Go fonts, which kern no pair: that needs no shaping engine,
// so drawing it here, glyph by glyph, keeps Ebitengine's text package and
// the shaping, SVG and image decoders it brings out of the browser
// download.
type TextFace struct {
	o      *outlines
	ppem   int32 // the size in 26.6 pixels per em
	m      Metrics
	glyphs map[rune]*glyph
	rast   vector.Rasterizer // reused from one glyph to the next
	segs   []segment         // likewise
}

// Metrics are a face's vertical measures in pixels.
type Metrics struct {
	HAscent, HDescent, HLineGap, CapHeight float64
}

// glyph is one glyph of a face: how far the pen moves on, and once the
// glyph is drawn (see TextFace.shape) its coverage (nil for a blank one),
// its image made from that on first use (only turned text draws glyph by
// glyph) and where its top-left lies from the pen. Measuring text needs
// only the advance, so a glyph that is measured and never drawn is never
// rasterised.
type glyph struct {
	// at is the place in the font of what the face draws: the rune's, or
	// U+FFFD's where the font lacks the rune (-1 if it lacks both).
	at     int
	shaped bool // mask, x and y are set
	mask   *image.Alpha
	img    *ebiten.Image
	x, y   float64
	adv    float64
}

// newTextFace returns o's face of size pixels. The size in 26.6 fixed
// point is worked out as golang.org/x/image/font/opentype's NewFace does at
// 72 DPI, so the glyphs fall on the same sub-pixels as in that package.
func newTextFace(o *outlines, size float64) *TextFace {
	ppem := int32(0.5 + (size * 72 * 64 / 72))
	f := func(v int32) float64 { return float64(scale(v, ppem, o.upem)) / 64 }
	return &TextFace{o: o, ppem: ppem, glyphs: map[rune]*glyph{}, m: Metrics{
		HAscent:   f(o.ascent),
		HDescent:  f(o.descent),
		HLineGap:  f(o.height) - f(o.ascent) - f(o.descent),
		CapHeight: f(o.capHeight),
	}}
}

// Metrics returns the face's vertical measures.
func (f *TextFace) Metrics() Metrics { return f.m }

func (f *TextFace) glyph(r rune) *glyph {
	if g, ok := f.glyphs[r]; ok {
		return g
	}
	g := &glyph{at: -1}
	if i, ok := f.o.index(r); ok {
		g.at = i
	} else if i, ok := f.o.index('\ufffd'); ok {
		g.at = i
	}
	if g.at >= 0 {
		g.adv = float64(scale(f.o.advance(g.at), f.ppem, f.o.upem)) / 64
	}
	f.glyphs[r] = g
	return g
}

// shape rasterises g's coverage the first time g is drawn, and returns g.
// Fitting a text to its room measures it at one size after another
// (ui.FitFace): only the size that is drawn is rasterised. In the
// browser's first frame of a screen, rasterising glyphs is the largest
// share of the time the game's own code takes.
func (f *TextFace) shape(g *glyph) *glyph {
	if g.shaped {
		return g
	}
	g.shaped = true
	if g.at < 0 {
		return g
	}
	f.segs = f.o.segments(f.segs[:0], g.at, f.ppem)
	mask, at := rasterise(&f.rast, f.segs)
	if mask == nil {
		return g
	}
	g.mask = mask
	g.x, g.y = float64(at.X), float64(at.Y)
	return g
}

// image returns the glyph as an image, white with its coverage as alpha
// (premultiplied), tinted when drawn; nil for a blank glyph.
func (g *glyph) image() *ebiten.Image {
	if g.img == nil && g.mask != nil {
		g.img = ebiten.NewImageFromImage(white(g.mask))
	}
	return g.img
}

// white returns the coverage as a white image, premultiplied: the glyph
// image a colour scale tints when drawn.
func white(mask *image.Alpha) *image.RGBA {
	b := mask.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := range b.Dy() {
		src := mask.Pix[y*mask.Stride : y*mask.Stride+b.Dx()]
		dst := rgba.Pix[y*rgba.Stride : y*rgba.Stride+4*b.Dx()]
		for i, a := range src {
			dst[4*i], dst[4*i+1], dst[4*i+2], dst[4*i+3] = a, a, a, a
		}
	}
	return rgba
}

// render returns s as one image of iw×ih pixels, in colour clr, laid out
// as DrawText lays it out with its anchor at (ax, ay), composed from the
// glyphs' coverage on the CPU: one upload per text instead of a glyph
// image each and a draw per glyph, which is most of what the first frame
// of a screen full of new text costs in the browser.
func (f *TextFace) render(s string, iw, ih int, ax, ay float64, clr color.Color, align Align) *ebiten.Image {
	c := tintOf(clr)
	dst := image.NewRGBA(image.Rect(0, 0, iw, ih))
	m := f.m
	lineH := m.HAscent + m.HDescent + m.HLineGap
	lines := strings.Count(s, "\n") + 1
	// The translation DrawText gives the glyphs, as whole pixels the way
	// nearest sampling places them.
	base := ay + m.CapHeight/2 - float64(lines-1)*lineH/2
	snap := func(v float64) int { return int(math.Floor(v + 0.5)) }
	rest := s
	for i := 0; ; i++ {
		line, more, found := strings.Cut(rest, "\n")
		rest = more
		lb := m.HAscent + float64(i)*lineH
		for x, gl := range f.pens(line, f.lineX(line, align)) {
			if f.shape(gl).mask != nil {
				gx := int(math.Round(x+gl.x)) + snap(ax)
				gy := int(math.Round(lb+gl.y)) + snap(base-m.HAscent)
				over(dst, gl.mask, gx, gy, c)
			}
		}
		if !found {
			return ebiten.NewImageFromImage(dst)
		}
	}
}

// tint is a premultiplied colour at every coverage: ch[k][a] is channel k
// of the colour at coverage a, rounded, and px[a] the four channels as
// one pixel read from an image's memory as a word.
type tint struct {
	ch [4][256]uint8
	px [256]uint32
}

// tints are the tints made so far, by colour: a game draws its texts in
// white (tinted when drawn) and its buttons' labels in a few colours.
var tints struct {
	sync.Mutex
	m map[color.RGBA]*tint
}

// maxTints bounds the tints kept; only ever new colours would reach it.
const maxTints = 64

// tintOf returns the tint of clr, made once per colour.
func tintOf(clr color.Color) *tint {
	r, g, b, a := clr.RGBA()
	k := color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
	tints.Lock()
	defer tints.Unlock()
	if t := tints.m[k]; t != nil {
		return t
	}
	if tints.m == nil || len(tints.m) >= maxTints {
		tints.m = make(map[color.RGBA]*tint)
	}
	t := newTint(k)
	tints.m[k] = &t
	return &t
}

func newTint(clr color.Color) tint {
	r, g, b, a := clr.RGBA() // premultiplied, 16 bits
	c := [4]uint32{r >> 8, g >> 8, b >> 8, a >> 8}
	var t tint
	for a := range uint32(256) {
		var p [4]byte
		for k := range 4 {
			t.ch[k][a] = uint8((c[k]*a + 127) / 255)
			p[k] = t.ch[k][a]
		}
		t.px[a] = binary.NativeEndian.Uint32(p[:])
	}
	return t
}

// over composes the coverage mask in colour c onto dst with its top-left
// at (x, y), source over, clipped to dst. Glyphs seldom overlap, so most
// pixels land on a clear one and take the colour as it is, one word
// written for the pixel's four bytes: in the browser's first frame of a
// screen, code run for the first time and not yet optimised, this loop
// over every pixel of its texts was most of what the texts cost.
func over(dst *image.RGBA, mask *image.Alpha, x, y int, c *tint) {
	mb := mask.Bounds()
	r := image.Rect(x, y, x+mb.Dx(), y+mb.Dy()).Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	// The image's pixels as words: its rows are whole pixels, and its
	// memory, from make, is aligned for them.
	words := unsafe.Slice((*uint32)(unsafe.Pointer(unsafe.SliceData(dst.Pix))), len(dst.Pix)/4)
	stride := dst.Stride / 4
	for py := r.Min.Y; py < r.Max.Y; py++ {
		src := mask.Pix[(py-y)*mask.Stride+r.Min.X-x : (py-y)*mask.Stride+r.Max.X-x]
		row := words[py*stride+r.Min.X : py*stride+r.Max.X]
		row = row[:len(src)]
		for i := 0; i < len(src); i++ {
			// Eight clear pixels of coverage at a time: a glyph's box is
			// mostly the space around its strokes.
			if i+8 <= len(src) && *(*uint64)(unsafe.Pointer(&src[i])) == 0 {
				i += 7
				continue
			}
			a := src[i]
			if a == 0 {
				continue
			}
			if row[i] == 0 {
				row[i] = c.px[a]
				continue
			}
			keep := 255 - uint32(c.ch[3][a])
			var d [4]byte
			binary.NativeEndian.PutUint32(d[:], row[i])
			for k := range 4 {
				d[k] = uint8(uint32(c.ch[k][a]) + (uint32(d[k])*keep+127)/255)
			}
			row[i] = binary.NativeEndian.Uint32(d[:])
		}
	}
}

// advance is the width of one line of text: the sum of its glyphs'
// advances.
func (f *TextFace) advance(s string) float64 {
	w := 0.0
	for x, g := range f.pens(s, 0) {
		w = x + g.adv
	}
	return w
}

// drawLines draws s, line by line lineH apart, with the top of the first
// line's box at the origin of geo and each line aligned on x = 0; geo then
// places (and may turn) the text on dst.
func (f *TextFace) drawLines(dst *ebiten.Image, s string, geo ebiten.GeoM, lineH float64, align Align, cs ebiten.ColorScale) {
	var op ebiten.DrawImageOptions
	op.ColorScale = cs
	if geo.Element(0, 1) != 0 || geo.Element(1, 0) != 0 {
		op.Filter = ebiten.FilterLinear // turned text
	}
	rest := s
	for i := 0; ; i++ {
		line, more, found := strings.Cut(rest, "\n")
		rest = more
		f.drawLine(dst, line, i, lineH, align, geo, &op)
		if !found {
			return
		}
	}
}

// lineX is where a line aligned so starts, in whole pixels from the
// anchor, as nearest sampling places the glyphs.
func (f *TextFace) lineX(line string, align Align) float64 {
	switch align {
	case Center:
		return math.Round(-f.advance(line) / 2)
	case Right:
		return math.Round(-f.advance(line))
	}
	return 0
}

// drawLine draws line i of a text (see drawLines).
func (f *TextFace) drawLine(dst *ebiten.Image, line string, i int, lineH float64, align Align, geo ebiten.GeoM, op *ebiten.DrawImageOptions) {
	base := f.m.HAscent + float64(i)*lineH
	for x, g := range f.pens(line, f.lineX(line, align)) {
		if img := f.shape(g).image(); img != nil {
			op.GeoM.Reset()
			op.GeoM.Translate(math.Round(x+g.x), math.Round(base+g.y))
			op.GeoM.Concat(geo)
			DrawImage(dst, img, op)
		}
	}
}

// pens yields each glyph of one line with the pen's x where it goes,
// starting at x and moving by the glyphs' advances: the one walk that
// measuring, composing and drawing a line share.
func (f *TextFace) pens(line string, x float64) iter.Seq2[float64, *glyph] {
	return func(yield func(float64, *glyph) bool) {
		for _, r := range line {
			g := f.glyph(r)
			if !yield(x, g) {
				return
			}
			x += g.adv
		}
	}
}
