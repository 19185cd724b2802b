package sprites

import (
	"image"
	"image/draw"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// TextFace is one size and weight of the game's font, with each glyph
// rasterised once into an image. The game sets Latin text only, left to
// right, with the font's kerning: that needs no shaping engine, so drawing
// it here, glyph by glyph, keeps Ebitengine's text package and the shaping,
// SVG and image decoders it brings out of the browser download.
type TextFace struct {
	xf     font.Face
	m      Metrics
	glyphs map[rune]*glyph
}

// Metrics are a face's vertical measures in pixels.
type Metrics struct {
	HAscent, HDescent, HLineGap, CapHeight float64
}

// glyph is one rasterised glyph: its image (nil for a blank one), where its
// top-left lies from the pen, and how far the pen moves on.
type glyph struct {
	img  *ebiten.Image
	x, y float64
	adv  float64
}

func newTextFace(xf font.Face) *TextFace {
	m := xf.Metrics()
	f := func(v fixed.Int26_6) float64 { return float64(v) / 64 }
	return &TextFace{xf: xf, glyphs: map[rune]*glyph{}, m: Metrics{
		HAscent: f(m.Ascent), HDescent: f(m.Descent), HLineGap: f(m.Height - m.Ascent - m.Descent), CapHeight: f(m.CapHeight),
	}}
}

// Metrics returns the face's vertical measures.
func (f *TextFace) Metrics() Metrics { return f.m }

func (f *TextFace) glyph(r rune) *glyph {
	if g, ok := f.glyphs[r]; ok {
		return g
	}
	g := &glyph{}
	dr, mask, mp, adv, ok := f.xf.Glyph(fixed.Point26_6{}, r)
	if !ok {
		dr, mask, mp, adv, _ = f.xf.Glyph(fixed.Point26_6{}, '\ufffd')
	}
	g.adv = float64(adv) / 64
	if mask != nil && !dr.Empty() {
		// White, its coverage as alpha (premultiplied): tinted when drawn.
		rgba := image.NewRGBA(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		draw.DrawMask(rgba, rgba.Bounds(), image.White, image.Point{}, mask, mp, draw.Src)
		g.img = ebiten.NewImageFromImage(rgba)
		g.x, g.y = float64(dr.Min.X), float64(dr.Min.Y)
	}
	f.glyphs[r] = g
	return g
}

// advance is the width of one line of text: the glyphs' advances with the
// font's kerning between them.
func (f *TextFace) advance(s string) float64 {
	w := 0.0
	prev := rune(-1)
	for _, r := range s {
		if prev >= 0 {
			w += float64(f.xf.Kern(prev, r)) / 64
		}
		w += f.glyph(r).adv
		prev = r
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

// drawLine draws line i of a text (see drawLines).
func (f *TextFace) drawLine(dst *ebiten.Image, line string, i int, lineH float64, align Align, geo ebiten.GeoM, op *ebiten.DrawImageOptions) {
	{
		x := 0.0
		switch align {
		case Center:
			x = -f.advance(line) / 2
		case Right:
			x = -f.advance(line)
		}
		x = math.Round(x)
		base := f.m.HAscent + float64(i)*lineH
		prev := rune(-1)
		for _, r := range line {
			if prev >= 0 {
				x += float64(f.xf.Kern(prev, r)) / 64
			}
			prev = r
			g := f.glyph(r)
			if g.img != nil {
				op.GeoM.Reset()
				op.GeoM.Translate(math.Round(x+g.x), math.Round(base+g.y))
				op.GeoM.Concat(geo)
				dst.DrawImage(g.img, op)
			}
			x += g.adv
		}
	}
}
