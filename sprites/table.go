package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// ButtonState is how a button looks: at rest, under the pointer, pressed
// down, or unavailable.
type ButtonState int

// The looks of a button.
const (
	Normal ButtonState = iota
	Hover
	Pressed
	Disabled
)

// Painter draws the table and the pieces of the interface around the cards:
// the felt, panels and buttons. It keeps the felt rendered for the current
// screen size and reuses its geometry buffers, so drawing the same screen
// frame after frame allocates nothing. Create one per game and keep it; it
// is not safe for concurrent use.
type Painter struct {
	felt   *ebiten.Image
	feltW  int
	feltH  int
	mesh   mesh
	op     ebiten.DrawImageOptions
	labels map[labelKey]*ebiten.Image
	texts  map[textKey]*ebiten.Image
}

// labelKey identifies a rendered button label.
type labelKey struct {
	s    string
	face *text.GoXFace
	clr  rgba
}

// maxLabels bounds the label cache; it is emptied when full, which only a
// scene drawing ever new button texts would reach.
const maxLabels = 256

// NewPainter returns a Painter with empty caches.
func NewPainter() *Painter {
	return &Painter{mesh: newMesh(), labels: make(map[labelKey]*ebiten.Image)}
}

// Felt colours: a calm deep green, darker towards the edges.
var (
	feltCentre = [3]float64{0x2b, 0x6e, 0x48}
	feltEdge   = [3]float64{0x0f, 0x33, 0x22}
)

// DrawFelt fills dst with the table: deep green felt with a fine grain and
// a soft vignette. The felt is rendered once per size of dst and redrawn
// from that image each frame.
func (pt *Painter) DrawFelt(dst *ebiten.Image) {
	b := dst.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= 0 || h <= 0 {
		return
	}
	if pt.felt == nil || pt.feltW != w || pt.feltH != h {
		if pt.felt != nil {
			pt.felt.Deallocate()
		}
		pt.felt = feltImage(w, h)
		pt.feltW, pt.feltH = w, h
	}
	fb := pt.felt.Bounds()
	pt.op.GeoM.Reset()
	pt.op.ColorScale.Reset()
	pt.op.Filter = ebiten.FilterLinear
	pt.op.GeoM.Scale(float64(w)/float64(fb.Dx()), float64(h)/float64(fb.Dy()))
	pt.op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	dst.DrawImage(pt.felt, &pt.op)
}

// feltImage renders the felt for a w×h screen. Very large screens get a
// half-resolution felt scaled up; the grain is soft enough not to show it.
func feltImage(w, h int) *ebiten.Image {
	if w*h > 2_400_000 {
		w, h = (w+1)/2, (h+1)/2
	}
	return ebiten.NewImageFromImage(feltPixels(w, h))
}

// feltPixels computes the felt: the same pixels for the same size, always.
func feltPixels(fw, fh int) *image.RGBA {
	pix := image.NewRGBA(image.Rect(0, 0, fw, fh))
	cx, cy := float64(fw)/2, float64(fh)/2
	// The vignette is elliptical, following the screen's shape.
	rx, ry := cx*1.25, cy*1.35
	cell := math.Max(float64(fw), float64(fh)) / 9
	for y := 0; y < fh; y++ {
		for x := 0; x < fw; x++ {
			dx, dy := (float64(x)+0.5-cx)/rx, (float64(y)+0.5-cy)/ry
			v := smoothstep((dx*dx+dy*dy-0.15)/0.85) * 0.9
			// Large soft clouds and a fine fibre grain.
			cloud := valueNoise(float64(x)/cell, float64(y)/cell)*2 - 1
			grain := float64(hash2(uint32(x), uint32(y))&0xff)/255 - 0.5
			fibre := float64(hash2(uint32(x/2+y/3), uint32(y/2))&0xff)/255 - 0.5
			o := 4*(fw*y) + 4*x
			for c := 0; c < 3; c++ {
				base := feltCentre[c] + (feltEdge[c]-feltCentre[c])*v
				val := base*(1+0.035*cloud) + 5*grain + 3*fibre
				pix.Pix[o+c] = uint8(math.Max(0, math.Min(255, math.Round(val))))
			}
			pix.Pix[o+3] = 0xff
		}
	}
	return pix
}

// hash2 is a small integer hash for the felt's grain: deterministic, so the
// table looks the same on every run.
func hash2(x, y uint32) uint32 {
	h := x*0x27d4eb2d ^ y*0x165667b1
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return h
}

// valueNoise is smooth noise in 0..1 with features about one unit apart.
func valueNoise(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := smoothstep(x-x0), smoothstep(y-y0)
	ix, iy := uint32(int32(x0)), uint32(int32(y0))
	at := func(dx, dy uint32) float64 { return float64(hash2(ix+dx, iy+dy)&0xffff) / 0xffff }
	top := at(0, 0) + (at(1, 0)-at(0, 0))*fx
	bottom := at(0, 1) + (at(1, 1)-at(0, 1))*fx
	return top + (bottom-top)*fy
}

// DrawPanel draws a rounded filled rectangle in clr (which may be
// translucent) with a faint light rim: the box behind a HUD text, a banner
// or a dialog.
func (pt *Painter) DrawPanel(dst *ebiten.Image, x, y, w, h, radius float64, clr color.Color) {
	c := toRGBA(clr)
	rr := rrect{float32(x), float32(y), float32(w), float32(h), float32(max(0, min(radius, w/2, h/2)))}
	s := rectShape(rr)
	m := &pt.mesh
	m.begin(dst, 0, 0, 0, rr.y, rr.h)
	m.fill(&s, 0, solid(c))
	m.band(&s, -1.5, -0.5, paint{rgba{1, 1, 1, 0.16 * c.a}, rgba{1, 1, 1, 0.05 * c.a}})
	m.end()
}

// Button colours per state: the gradient from top to bottom, the rim and
// the label.
var buttonLooks = [4]struct {
	top, bottom, rim, label rgba
	shadow                  float32 // shadow opacity
	drop                    float32 // shadow offset in units of the height
}{
	Normal:   {hex(0xffe7a3), hex(0xe8b647), hex(0x8f6a1c), hex(0x3a2a0e), 0.4, 0.07},
	Hover:    {hex(0xfff1c6), hex(0xf3c85f), hex(0xa07a24), hex(0x3a2a0e), 0.45, 0.1},
	Pressed:  {hex(0xe2b445), hex(0xf0c868), hex(0x7e5c14), hex(0x2e2108), 0.3, 0.025},
	Disabled: {hex(0xa7aea6), hex(0x8e958c), hex(0x6b716a), hex(0x5a605a), 0.2, 0.04},
}

// DrawButton draws a rounded golden button with its label centred in face.
// Hover brightens and raises it, Pressed pushes it down, Disabled greys it
// out. The label is rendered once per text, face and look, so drawing the
// same buttons every frame allocates nothing.
func (pt *Painter) DrawButton(dst *ebiten.Image, x, y, w, h float64, label string, face *text.GoXFace, state ButtonState) {
	if state < Normal || state > Disabled {
		state = Normal
	}
	look := &buttonLooks[state]
	r := float32(max(2, min(h*0.32, w/2)))
	lift := float32(0)
	switch state {
	case Hover:
		lift = -1
	case Pressed:
		lift = float32(h * 0.04)
	}
	rr := rrect{float32(x), float32(y) + lift, float32(w), float32(h), r}
	m := &pt.mesh
	// A soft drop shadow, then the body, its rim and a glossy top edge.
	m.begin(dst, 0, 0, 0, rr.y, rr.h)
	drop := float32(h) * look.drop
	sh := rr
	sh.y += drop + 1
	m.shadow(sh, 1.5+drop, rgba{0, 0.05, 0.02, look.shadow})
	body := rectShape(rr)
	m.fill(&body, 0, paint{look.top, look.bottom})
	m.band(&body, -1, 0, solid(look.rim))
	m.band(&body, -2.2, -1.2, paint{rgba{1, 1, 1, 0.55}, rgba{1, 1, 1, 0}})
	m.end()
	if label == "" || face == nil {
		return
	}
	pt.drawLabel(dst, label, face, look.label, x+w/2, float64(rr.y)+h/2)
}

// drawLabel draws s centred at (x, y) from a cached image on whole pixels.
func (pt *Painter) drawLabel(dst *ebiten.Image, s string, face *text.GoXFace, c rgba, x, y float64) {
	k := labelKey{s, face, c}
	img := pt.labels[k]
	if img == nil {
		if len(pt.labels) >= maxLabels {
			clear(pt.labels)
		}
		tw, th := MeasureText(s, face)
		iw, ih := int(math.Ceil(tw))+4, int(math.Ceil(th))+4
		img = ebiten.NewImage(iw, ih)
		// Anchor so that the capital letters' middle sits at the image's
		// middle row, matching DrawText.
		DrawText(img, s, face, float64(iw)/2, float64(ih)/2, c.color(), Center)
		pt.labels[k] = img
	}
	b := img.Bounds()
	pt.op.GeoM.Reset()
	pt.op.ColorScale.Reset()
	pt.op.Filter = ebiten.FilterNearest
	pt.op.GeoM.Translate(math.Round(x-float64(b.Dx())/2), math.Round(y-float64(b.Dy())/2))
	dst.DrawImage(img, &pt.op)
}
