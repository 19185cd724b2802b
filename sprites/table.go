package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
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
	felt  *ebiten.Image
	feltW int
	feltH int
	// grained: felt has its grain, which waits for light (see feltFor).
	grained bool
	// light is how light the frame being drawn will be seen (SetLight).
	light  float32
	grain  [2]*ebiten.Image // the grain tile's light and dark halves
	mesh   mesh
	op     ebiten.DrawImageOptions
	labels map[labelKey]*ebiten.Image
	texts  map[textKey]*ebiten.Image
}

// labelKey identifies a rendered button label.
type labelKey struct {
	s    string
	face *TextFace
	clr  rgba
}

// maxLabels bounds the label cache; it is emptied when full, which only a
// scene drawing ever new button texts would reach.
const maxLabels = 256

// NewPainter returns a Painter with empty caches.
func NewPainter() *Painter {
	return &Painter{mesh: newMesh(), labels: make(map[labelKey]*ebiten.Image), light: 1}
}

// SetLight tells the painter how light the frame it draws next will be
// seen: 1 at full light, less under a fade's black. The felt leaves its
// grain out while the grain could not show (see grainLight), so a scene's
// first frame, drawn under most of the fade, does not make it: in the
// browser making the grain took several milliseconds of that frame.
func (pt *Painter) SetLight(light float32) { pt.light = light }

// grainLight is the light from which the felt has its grain: the grain
// adds or takes away at most 4 levels (grainPixels), under a level below
// it.
const grainLight = 0.2

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
	pt.feltFor(w, h, pt.light >= grainLight)
	fb := pt.felt.Bounds()
	pt.op.GeoM.Reset()
	pt.op.ColorScale.Reset()
	pt.op.Blend = ebiten.Blend{}
	// A felt of the screen's size is copied pixel for pixel; only the
	// half-resolution felt of a very large screen is scaled up smoothly.
	pt.op.Filter = ebiten.FilterNearest
	if fb.Dx() != w || fb.Dy() != h {
		pt.op.Filter = ebiten.FilterLinear
	}
	pt.op.GeoM.Scale(float64(w)/float64(fb.Dx()), float64(h)/float64(fb.Dy()))
	pt.op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	DrawImage(dst, pt.felt, &pt.op)
}

// feltFor makes the felt image the felt of a w×h screen, if it is not
// already: its smooth layer, and its grain when grain asks for it. A
// scene's first frame, under most of the fade, makes the smooth layer, and
// the first frame light enough adds the grain to the same image, so the
// layer is computed and drawn once.
func (pt *Painter) feltFor(w, h int, grain bool) {
	if pt.felt == nil || pt.feltW != w || pt.feltH != h {
		if pt.felt != nil {
			pt.felt.Deallocate()
		}
		pt.felt = pt.smoothFelt(w, h)
		pt.feltW, pt.feltH, pt.grained = w, h, false
	}
	if grain && !pt.grained {
		pt.addGrain(pt.felt)
		pt.grained = true
	}
}

// feltStepFor is how many screen pixels one pixel of the smooth layer of
// a fw×fh felt spans: an even number, about a seventh of a cloud (a ninth
// of the felt's longer side), from 6 to 32. The vignette and the clouds
// change over hundreds of pixels, so scaling them up from that stays
// within a level of every pixel's shade (TestFeltSmoothLayerScalesBack).
// In the browser the layer's grid of vertices was most of what the felt
// took of the first frame: at 1280x720 a step of 20 makes it a third of
// what a step of 12 made, and a large screen's grid stays as small.
func feltStepFor(fw, fh int) int {
	return 2 * max(3, min(16, int(math.Round(float64(max(fw, fh))/126))))
}

// grainTile is the side of the square of grain repeated over the felt:
// noise this fine shows no pattern at that period.
const grainTile = 128

// Blends that add the grain tile's light half to the felt and subtract its
// dark half, leaving the felt's alpha alone.
var (
	blendAdd = ebiten.Blend{
		BlendFactorSourceRGB: ebiten.BlendFactorOne, BlendFactorSourceAlpha: ebiten.BlendFactorZero,
		BlendFactorDestinationRGB: ebiten.BlendFactorOne, BlendFactorDestinationAlpha: ebiten.BlendFactorOne,
		BlendOperationRGB: ebiten.BlendOperationAdd, BlendOperationAlpha: ebiten.BlendOperationAdd,
	}
	blendSubtract = ebiten.Blend{
		BlendFactorSourceRGB: ebiten.BlendFactorOne, BlendFactorSourceAlpha: ebiten.BlendFactorZero,
		BlendFactorDestinationRGB: ebiten.BlendFactorOne, BlendFactorDestinationAlpha: ebiten.BlendFactorOne,
		BlendOperationRGB: ebiten.BlendOperationReverseSubtract, BlendOperationAlpha: ebiten.BlendOperationAdd,
	}
)

// smoothFelt renders the felt for a w×h screen on the GPU without its
// grain: the smooth layer (vignette and clouds, computed at 1/feltStepFor of
// the resolution) spread over the screen. Computing every pixel in Go took
// most of the browser's first frame. Very large screens get a
// half-resolution felt scaled up, so that the grain (see addGrain) keeps
// its size.
func (pt *Painter) smoothFelt(w, h int) *ebiten.Image {
	if w*h > 2_400_000 {
		w, h = (w+1)/2, (h+1)/2
	}
	felt := ebiten.NewImage(w, h)
	step := feltStepFor(w, h)
	drawSmooth(felt, feltSmooth(w, h, step), step, pt.mesh.src)
	return felt
}

// addGrain adds the grain tile over the felt.
func (pt *Painter) addGrain(felt *ebiten.Image) {
	w, h := felt.Bounds().Dx(), felt.Bounds().Dy()
	if pt.grain[0] == nil {
		light, dark := grainPixels()
		pt.grain = [2]*ebiten.Image{ebiten.NewImageFromImage(light), ebiten.NewImageFromImage(dark)}
	}
	// The tiles of each half go to the GPU as one list of quads: in the
	// browser a DrawImage per tile (120 at 1280x720) took tens of
	// milliseconds of the first frame.
	var vs []ebiten.Vertex
	var is []uint16
	for i, blend := range [2]ebiten.Blend{blendAdd, blendSubtract} {
		vs, is = vs[:0], is[:0]
		b := pt.grain[i].Bounds()
		sx0, sy0, sx1, sy1 := float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X), float32(b.Max.Y)
		for y := 0; y < h; y += grainTile {
			for x := 0; x < w; x += grainTile {
				x0, y0 := float32(x), float32(y)
				x1, y1 := x0+grainTile, y0+grainTile
				n := uint16(len(vs))
				vs = append(vs,
					ebiten.Vertex{DstX: x0, DstY: y0, SrcX: sx0, SrcY: sy0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
					ebiten.Vertex{DstX: x1, DstY: y0, SrcX: sx1, SrcY: sy0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
					ebiten.Vertex{DstX: x0, DstY: y1, SrcX: sx0, SrcY: sy1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1},
					ebiten.Vertex{DstX: x1, DstY: y1, SrcX: sx1, SrcY: sy1, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
				is = append(is, n, n+1, n+2, n+1, n+3, n+2)
			}
		}
		drawTriangles(felt, vs, is, pt.grain[i], &ebiten.DrawTrianglesOptions{Blend: blend})
	}
}

// feltSmooth computes the smooth layer of a fw×fh felt: one pixel per
// step×step square of the screen (see feltStepFor), holding the shade at
// the square's centre (feltShade's, to the bit), so that a linear scale by
// step puts every value back where it belongs. A border of one more square on every
// side gives the pixels at the screen's edges neighbours to blend with
// (scaling would blend them with transparent black, darkening the edges).
//
// It is feltShade (felt_ref_test.go, the formula per pixel) taken apart:
// what depends only on the column or the row, and the clouds' lattice
// values, are computed once, not per pixel. In the browser the first frame
// runs code not yet optimised, and calling feltShade per pixel was a tenth
// of that frame.
func feltSmooth(fw, fh, step int) *image.RGBA {
	sw, sh := (fw+step-1)/step+2, (fh+step-1)/step+2
	pix := image.NewRGBA(image.Rect(0, 0, sw, sh))
	cx, cy := float64(fw)/2, float64(fh)/2
	rx, ry := cx*1.25, cy*1.35
	cell := math.Max(float64(fw), float64(fh)) / 9
	centre := func(i int) float64 { return float64((i-1)*step+step/2) - 0.5 }
	// The columns' share of the vignette and their place in the clouds'
	// lattice.
	dx2 := make([]float64, sw)
	ix := make([]int, sw)
	fx := make([]float64, sw)
	for i := range sw {
		x := centre(i)
		dx := (x + 0.5 - cx) / rx
		dx2[i] = dx * dx
		x0 := math.Floor(x / cell)
		ix[i], fx[i] = int(x0), smoothstep(x/cell-x0)
	}
	// The lattice values of valueNoise over the layer's extent.
	lx0, ly0 := ix[0], int(math.Floor(centre(0)/cell))
	lw, lh := ix[sw-1]-lx0+2, int(math.Floor(centre(sh-1)/cell))-ly0+2
	lat := make([]float64, lw*lh)
	for j := range lh {
		for i := range lw {
			lat[j*lw+i] = float64(hash2(uint32(int32(lx0+i)), uint32(int32(ly0+j)))&0xffff) / 0xffff
		}
	}
	o := 0
	for j := range sh {
		y := centre(j)
		dy := (y + 0.5 - cy) / ry
		dy2 := dy * dy
		y0 := math.Floor(y / cell)
		fy := smoothstep(y/cell - y0)
		row := (int(y0) - ly0) * lw
		for i := range sw {
			v := smoothstep((dx2[i]+dy2-0.15)/0.85) * 0.9
			l := row + ix[i] - lx0
			a, b, c, d := lat[l], lat[l+1], lat[l+lw], lat[l+lw+1]
			top := a + (b-a)*fx[i]
			bottom := c + (d-c)*fx[i]
			cloud := (top+(bottom-top)*fy)*2 - 1
			for k := range 3 {
				base := feltCentre[k] + (feltEdge[k]-feltCentre[k])*v
				pix.Pix[o+k] = uint8(math.Max(0, math.Min(255, math.Round(base*(1+0.035*cloud)))))
			}
			pix.Pix[o+3] = 0xff
			o += 4
		}
	}
	return pix
}

// drawSmooth spreads the smooth layer over dst as a grid of triangles, one
// corner at the centre of each of its pixels, whose colours the GPU blends
// across each triangle: as smooth as scaling the layer up linearly, drawn
// with the same shader as every other shape of the table, so that the first
// frame needs no second, filtering one. white is a one-pixel white source.
// A layer too large for 16-bit indices is scaled up linearly instead.
func drawSmooth(dst *ebiten.Image, smooth *image.RGBA, step int, white *ebiten.Image) {
	sw, sh := smooth.Rect.Dx(), smooth.Rect.Dy()
	if sw*sh > math.MaxUint16 {
		img := ebiten.NewImageFromImage(smooth)
		defer img.Deallocate()
		var op ebiten.DrawImageOptions
		op.Filter = ebiten.FilterLinear
		op.GeoM.Scale(float64(step), float64(step))
		op.GeoM.Translate(-float64(step), -float64(step))
		op.Blend = ebiten.BlendCopy
		DrawImage(dst, img, &op)
		return
	}
	sx, sy := float32(white.Bounds().Min.X)+0.5, float32(white.Bounds().Min.Y)+0.5
	vs := make([]ebiten.Vertex, 0, sw*sh)
	for j := range sh {
		for i := range sw {
			o := smooth.PixOffset(i, j)
			p := smooth.Pix[o : o+3 : o+3]
			vs = append(vs, ebiten.Vertex{
				DstX: float32((i-1)*step + step/2), DstY: float32((j-1)*step + step/2),
				SrcX: sx, SrcY: sy,
				ColorR: float32(p[0]) / 255, ColorG: float32(p[1]) / 255, ColorB: float32(p[2]) / 255, ColorA: 1,
			})
		}
	}
	is := make([]uint16, 0, 6*(sw-1)*(sh-1))
	for j := range sh - 1 {
		for i := range sw - 1 {
			a := uint16(j*sw + i)
			b, c := a+1, a+uint16(sw)
			is = append(is, a, b, c, b, c+1, c)
		}
	}
	drawTriangles(dst, vs, is, white, &ebiten.DrawTrianglesOptions{Blend: ebiten.BlendCopy})
}

// grainPixels computes the grain tile: a fine fibre grain of a few levels
// around zero, split into what it adds (light) and what it takes away
// (dark), as an image cannot hold negative values. Each level is
// round(5·grain + 3·fibre) for a grain and a fibre hashed to -0.5..0.5 in
// 255ths, worked out in integers: the float form was most of the tile's
// time in the browser's first frame. The sum is never half way between two
// levels, so there is no tie to round.
func grainPixels() (light, dark *image.RGBA) {
	light = image.NewRGBA(image.Rect(0, 0, grainTile, grainTile))
	dark = image.NewRGBA(light.Rect)
	lp, dp := light.Pix, dark.Pix
	o := 0
	for y := range grainTile {
		for x := range grainTile {
			grain := int(hash2(uint32(x), uint32(y)) & 0xff)
			fibre := int(hash2(uint32(x/2+y/3), uint32(y/2)) & 0xff)
			// 255·(5·grain + 3·fibre) in 255ths, centred on zero.
			n := 5*grain + 3*fibre - 4*255
			var l, d uint8
			if n >= 0 {
				l = uint8((2*n + 255) / 510)
			} else {
				d = uint8((255 - 2*n) / 510)
			}
			lp[o], lp[o+1], lp[o+2], lp[o+3] = l, l, l, 0xff
			dp[o], dp[o+1], dp[o+2], dp[o+3] = d, d, d, 0xff
			o += 4
		}
	}
	return light, dark
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

// FillRect covers the rectangle with clr, which may be translucent: the
// fade of a new screen. One quad of the white source does it, so the game
// needs no vector package for it (its code and shaders were a sizeable part
// of the browser download for this one use).
func (pt *Painter) FillRect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	pt.op.GeoM.Reset()
	pt.op.GeoM.Scale(w, h)
	pt.op.GeoM.Translate(x, y)
	pt.op.ColorScale.Reset()
	pt.op.ColorScale.ScaleWithColor(clr)
	pt.op.Blend = ebiten.Blend{}
	pt.op.Filter = ebiten.FilterNearest
	DrawImage(dst, pt.mesh.src, &pt.op)
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
func (pt *Painter) DrawButton(dst *ebiten.Image, x, y, w, h float64, label string, face *TextFace, state ButtonState) {
	if state < Normal || state > Disabled {
		state = Normal
	}
	m := &pt.mesh
	m.begin(dst, 0, 0, 0, 0, 0)
	top := m.button(x, y, w, h, state)
	m.end()
	if label == "" || face == nil {
		return
	}
	pt.drawLabel(dst, label, face, buttonLooks[state].label, x+w/2, top+h/2)
}

// button adds a button's shapes in state (a valid one) to the mesh begun
// on its destination: a soft drop shadow, then the body, its rim and a
// glossy top edge. It returns the body's top, which the state lifts or
// presses down.
func (m *mesh) button(x, y, w, h float64, state ButtonState) (top float64) {
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
	m.gy, m.gh = rr.y, rr.h // the gradient spans the body
	drop := float32(h) * look.drop
	sh := rr
	sh.y += drop + 1
	m.shadow(sh, 1.5+drop, rgba{0, 0.05, 0.02, look.shadow})
	body := rectShape(rr)
	m.fill(&body, 0, paint{look.top, look.bottom})
	m.band(&body, -1, 0, solid(look.rim))
	m.band(&body, -2.2, -1.2, paint{rgba{1, 1, 1, 0.55}, rgba{1, 1, 1, 0}})
	return float64(rr.y)
}

// drawLabel draws s centred at (x, y) from a cached image on whole pixels.
func (pt *Painter) drawLabel(dst *ebiten.Image, s string, face *TextFace, c rgba, x, y float64) {
	k := labelKey{s, face, c}
	img := pt.labels[k]
	if img == nil {
		if len(pt.labels) >= maxLabels {
			clear(pt.labels)
		}
		tw, th := MeasureText(s, face)
		iw, ih := int(math.Ceil(tw))+4, int(math.Ceil(th))+4
		// Anchor so that the capital letters' middle sits at the image's
		// middle row, matching DrawText.
		img = face.render(s, iw, ih, float64(iw)/2, float64(ih)/2, c.color(), Center)
		pt.labels[k] = img
	}
	b := img.Bounds()
	pt.op.GeoM.Reset()
	pt.op.ColorScale.Reset()
	pt.op.Filter = ebiten.FilterNearest
	pt.op.GeoM.Translate(math.Round(x-float64(b.Dx())/2), math.Round(y-float64(b.Dy())/2))
	DrawImage(dst, img, &pt.op)
}
