package sprites

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// rgba is a straight-alpha colour in 0..1, the form vertex colours take.
type rgba struct{ r, g, b, a float32 }

// toRGBA converts any colour to straight alpha; nil is transparent.
func toRGBA(c color.Color) rgba {
	if c == nil {
		return rgba{}
	}
	r, g, b, a := c.RGBA()
	if a == 0 {
		return rgba{}
	}
	fa := float32(a)
	return rgba{float32(r) / fa, float32(g) / fa, float32(b) / fa, fa / 0xffff}
}

func hex(v uint32) rgba {
	return rgba{float32(v>>16&0xff) / 255, float32(v>>8&0xff) / 255, float32(v&0xff) / 255, 1}
}

// alpha returns c with its opacity multiplied by f.
func (c rgba) alpha(f float32) rgba { c.a *= f; return c }

// clear returns c fully transparent, keeping its hue so edges blend cleanly.
func (c rgba) clear() rgba { c.a = 0; return c }

func (c rgba) mix(d rgba, t float32) rgba {
	return rgba{c.r + (d.r-c.r)*t, c.g + (d.g-c.g)*t, c.b + (d.b-c.b)*t, c.a + (d.a-c.a)*t}
}

// color converts back to a premultiplied colour for ebiten's own APIs.
func (c rgba) color() color.RGBA {
	f := func(v float32) uint8 { return uint8(math.Round(float64(max(0, min(1, v)) * 255))) }
	return color.RGBA{f(c.r * c.a), f(c.g * c.a), f(c.b * c.a), f(c.a)}
}

// paint is a vertical gradient from top to bottom of the mesh's gradient
// span; top == bottom is a solid colour.
type paint struct{ top, bottom rgba }

func solid(c rgba) paint { return paint{c, c} }

func (p paint) alpha(f float32) paint { return paint{p.top.alpha(f), p.bottom.alpha(f)} }
func (p paint) clear() paint          { return paint{p.top.clear(), p.bottom.clear()} }

// rrect is a rounded rectangle: top-left corner, size and corner radius.
type rrect struct{ x, y, w, h, r float32 }

type vec struct{ x, y float32 }

// mesh builds antialiased rounded shapes as coloured triangles and draws
// them with one DrawTriangles call. Edges fade over one pixel through vertex
// alpha, which gives smooth outlines without multisampling. Its buffers are
// reused, so drawing the same shapes every frame allocates nothing.
type mesh struct {
	vs   []ebiten.Vertex
	is   []uint16
	a, b []vec
	src  *ebiten.Image
	dst  *ebiten.Image // where begin said the shape goes
	op   ebiten.DrawTrianglesOptions

	// Rotation of the whole shape around (cx, cy), and the vertical span a
	// paint's gradient covers, both set by begin.
	cx, cy, cos, sin float32
	gy, gh           float32
}

// newMesh returns a mesh whose triangles take their colour from a white
// pixel. The pixel is written, not drawn: Ebitengine keeps an image only
// ever written to on its atlas of source images, beside the texts and
// glyphs, so a shape and a text drawn one after the other go to the GPU as
// one batch. A white image filled by drawing lived on a texture of its own,
// and every change between shapes and text was a draw call more (43 in the
// browser's first frame of the table).
func newMesh() mesh {
	pix := image.NewRGBA(image.Rect(0, 0, 3, 3))
	for i := range pix.Pix {
		pix.Pix[i] = 0xff
	}
	white := ebiten.NewImageFromImage(pix)
	return mesh{src: white.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)}
}

// begin starts drawing to dst, rotated by angle around (cx, cy), with
// gradients running from y = gy to gy+gh in unrotated coordinates, blended
// normally (set m.op.Blend after begin for other blending).
func (m *mesh) begin(dst *ebiten.Image, cx, cy, angle, gy, gh float32) {
	m.vs, m.is = m.vs[:0], m.is[:0]
	m.dst = dst
	m.op.Blend = ebiten.BlendSourceOver
	m.cx, m.cy, m.gy, m.gh = cx, cy, gy, gh
	s, c := math.Sincos(float64(angle))
	m.cos, m.sin = float32(c), float32(s)
}

// flush draws the triangles gathered so far.
func (m *mesh) flush(dst *ebiten.Image) {
	if len(m.is) > 0 && dst != nil {
		drawTriangles(dst, m.vs, m.is, m.src, &m.op)
	}
	m.vs, m.is = m.vs[:0], m.is[:0]
}

// end draws what is left and forgets the destination.
func (m *mesh) end() {
	m.flush(m.dst)
	m.dst = nil
}

func (m *mesh) vertex(p vec, pt paint) uint16 {
	t := float32(0)
	if m.gh > 0 {
		t = max(0, min(1, (p.y-m.gy)/m.gh))
	}
	c := pt.top.mix(pt.bottom, t)
	dx, dy := p.x-m.cx, p.y-m.cy
	m.vs = append(m.vs, ebiten.Vertex{
		DstX: m.cx + dx*m.cos - dy*m.sin, DstY: m.cy + dx*m.sin + dy*m.cos,
		SrcX: 1.5, SrcY: 1.5,
		ColorR: c.r, ColorG: c.g, ColorB: c.b, ColorA: c.a,
	})
	return uint16(len(m.vs) - 1)
}

// segments picks how many steps a quarter circle of radius r needs to look
// round: each chord strays at most arcTolerance of a pixel from the arc,
// well inside the pixel-wide antialiased edge the shapes fade over. Every
// vertex costs twice on a screen's first frame in the browser (built here
// and copied by Ebitengine, both in code not yet optimised), and the
// buttons of the menu are most of its vertices.
func segments(r float32) int {
	if r <= arcTolerance {
		return 1
	}
	step := 2 * math.Acos(1-arcTolerance/float64(r)) // the angle whose chord strays arcTolerance
	return max(1, min(24, int(math.Ceil(math.Pi/2/step))))
}

// arcTolerance is how far, in pixels, a rounded corner's chords may stray
// from the true arc.
const arcTolerance = 0.125

// shape is an outline the mesh can fill and stroke at any offset: a rounded
// rectangle (circles are rounded squares) or a polygon, clockwise on screen,
// whose convex corners are rounded by radius round. Polygons must be
// star-shaped around their centre (all symbols and stars are).
type shape struct {
	rect  bool
	rr    rrect
	pts   [10]vec
	n     int
	round float32
	c     vec // centre, where fans start
}

func rectShape(rr rrect) shape {
	return shape{rect: true, rr: rr, c: vec{rr.x + rr.w/2, rr.y + rr.h/2}}
}

func circleShape(cx, cy, r float32) shape {
	return rectShape(rrect{cx - r, cy - r, 2 * r, 2 * r, r})
}

// polyShape returns the polygon through pts with convex corners rounded by
// round; its centre is the average of its corners.
func polyShape(round float32, pts ...vec) shape {
	s := shape{round: round, n: min(len(pts), 10)}
	copy(s.pts[:], pts)
	for _, p := range s.pts[:s.n] {
		s.c.x += p.x / float32(s.n)
		s.c.y += p.y / float32(s.n)
	}
	return s
}

// reach is how far the shape's corners reach from its outline at offset
// off, used to pick the number of arc segments.
func (s *shape) reach(off float32) float32 {
	if s.rect {
		return s.rr.r + off
	}
	return s.round + off
}

// outline appends the points of the shape grown by off (shrunk when
// negative) to dst. The number of points depends only on segs, so two
// outlines of one shape at different offsets pair up point by point.
func (s *shape) outline(dst []vec, off float32, segs int) []vec {
	if s.rect {
		return rectOutline(dst, s.rr, off, segs)
	}
	n := s.n
	for i := 0; i < n; i++ {
		a, v, b := s.pts[(i+n-1)%n], s.pts[i], s.pts[(i+1)%n]
		d1, d2 := unit(v.x-a.x, v.y-a.y), unit(b.x-v.x, b.y-v.y)
		n1, n2 := vec{d1.y, -d1.x}, vec{d2.y, -d2.x}
		k := 1 / max(1+n1.x*n2.x+n1.y*n2.y, 1e-3) // miter factor along n1+n2
		m := vec{(n1.x + n2.x) * k, (n1.y + n2.y) * k}
		if d1.x*d2.y-d1.y*d2.x <= 0 {
			// A reflex corner: the offset outline has a sharp miter here.
			dst = append(dst, vec{v.x + m.x*off, v.y + m.y*off})
			continue
		}
		r := max(s.round, -off)
		c := vec{v.x - m.x*r, v.y - m.y*r}
		rad := r + off
		t1 := math.Atan2(float64(n1.y), float64(n1.x))
		turn := math.Atan2(float64(n2.y), float64(n2.x)) - t1
		for turn < 0 {
			turn += 2 * math.Pi
		}
		steps := max(1, int(math.Ceil(float64(segs)*turn/(math.Pi/2))))
		for j := 0; j <= steps; j++ {
			sn, cs := math.Sincos(t1 + turn*float64(j)/float64(steps))
			dst = append(dst, vec{c.x + rad*float32(cs), c.y + rad*float32(sn)})
		}
	}
	return dst
}

func unit(x, y float32) vec {
	l := float32(math.Hypot(float64(x), float64(y)))
	if l == 0 {
		return vec{}
	}
	return vec{x / l, y / l}
}

// rectOutline appends the points of rr grown by off (shrunk when negative)
// to dst, clockwise from the left end of the top-left corner, segs steps
// per corner.
func rectOutline(dst []vec, rr rrect, off float32, segs int) []vec {
	ox, oy := rr.x-off, rr.y-off
	ow, oh := rr.w+2*off, rr.h+2*off
	if ow < 0 {
		ox, ow = ox+ow/2, 0
	}
	if oh < 0 {
		oy, oh = oy+oh/2, 0
	}
	r := max(0, min(rr.r+off, ow/2, oh/2))
	centres := [4]vec{{ox + r, oy + r}, {ox + ow - r, oy + r}, {ox + ow - r, oy + oh - r}, {ox + r, oy + oh - r}}
	arc := quarterArc(segs)
	for k, c := range centres {
		// Corner k starts at angle π + k·π/2: the quarter arc turned by
		// k quarters.
		for _, u := range arc {
			switch k {
			case 0:
				u = vec{-u.x, -u.y}
			case 1:
				u = vec{u.y, -u.x}
			case 3:
				u = vec{-u.y, u.x}
			}
			dst = append(dst, vec{c.x + r*u.x, c.y + r*u.y})
		}
	}
	return dst
}

// quarterArcs holds, for each number of segments up to 24, the segs+1
// points of the quarter circle from angle 0 to π/2 (cos, sin): a corner's
// points then cost no trigonometry.
var quarterArcs = sync.OnceValue(func() (arcs [25][]vec) {
	for segs := 1; segs < len(arcs); segs++ {
		arcs[segs] = arcPoints(segs)
	}
	return arcs
})

// quarterArc returns the points of a quarter circle in segs steps.
func quarterArc(segs int) []vec {
	if segs >= 1 && segs <= 24 {
		return quarterArcs()[segs]
	}
	return arcPoints(max(1, segs))
}

func arcPoints(segs int) []vec {
	a := make([]vec, segs+1)
	for i := range a {
		s, c := math.Sincos(float64(i) * math.Pi / 2 / float64(segs))
		a[i] = vec{float32(c), float32(s)}
	}
	return a
}

// ring fills the band between the shape grown by off0 and by off1,
// coloured p0 on the first edge and p1 on the second.
func (m *mesh) ring(s *shape, off0, off1 float32, p0, p1 paint) {
	segs := segments(s.reach(max(off0, off1)))
	m.a = s.outline(m.a[:0], off0, segs)
	m.b = s.outline(m.b[:0], off1, segs)
	m.flushIfFull(len(m.a) * 2)
	base := uint16(len(m.vs))
	for _, p := range m.a {
		m.vertex(p, p0)
	}
	for _, p := range m.b {
		m.vertex(p, p1)
	}
	n := uint16(len(m.a))
	for i := uint16(0); i < n; i++ {
		j := (i + 1) % n
		m.is = append(m.is, base+i, base+j, base+n+j, base+n+j, base+n+i, base+i)
	}
}

// fan fills the shape grown by off, with hard edges.
func (m *mesh) fan(s *shape, off float32, p paint) {
	m.a = s.outline(m.a[:0], off, segments(s.reach(off)))
	m.flushIfFull(len(m.a) + 1)
	c := m.vertex(s.c, p)
	base := uint16(len(m.vs))
	for _, q := range m.a {
		m.vertex(q, p)
	}
	n := uint16(len(m.a))
	for i := uint16(0); i < n; i++ {
		m.is = append(m.is, c, base+i, base+(i+1)%n)
	}
}

// flushIfFull draws what is gathered when n more vertices would not fit
// 16-bit indices. It needs the destination, so the mesh remembers it.
func (m *mesh) flushIfFull(n int) {
	if len(m.vs)+n > 60000 && m.dst != nil {
		m.flush(m.dst)
	}
}

// fill fills the shape grown by off with an antialiased edge.
func (m *mesh) fill(s *shape, off float32, p paint) {
	m.fan(s, off-0.5, p)
	m.ring(s, off-0.5, off+0.5, p, p.clear())
}

// band strokes the band between the shape grown by off0 and by off1 (off0
// < off1) with antialiased edges; bands thinner than a pixel fade instead
// of vanishing.
func (m *mesh) band(s *shape, off0, off1 float32, p paint) {
	if off1-off0 < 1 {
		mid := (off0 + off1) / 2
		q := p.alpha(max(0, off1-off0))
		m.ring(s, mid-0.5, mid, q.clear(), q)
		m.ring(s, mid, mid+0.5, q, q.clear())
		return
	}
	m.ring(s, off0-0.5, off0+0.5, p.clear(), p)
	if off1-off0 > 1 {
		m.ring(s, off0+0.5, off1-0.5, p, p)
	}
	m.ring(s, off1-0.5, off1+0.5, p, p.clear())
}

// glow fades p out from the shape grown by off0 to the shape grown by off1.
func (m *mesh) glow(s *shape, off0, off1 float32, p paint) {
	const steps = 6
	prev := p
	for i := 1; i <= steps; i++ {
		t := float32(i) / steps
		next := p.alpha(1 - float32(smoothstep(float64(t))))
		m.ring(s, off0+(off1-off0)*(t-1.0/steps), off0+(off1-off0)*t, prev, next)
		prev = next
	}
}

// shadow adds a soft shadow of the rounded rectangle rr: colour c inside,
// blurred over blur pixels on each side of the edge.
func (m *mesh) shadow(rr rrect, blur float32, c rgba) {
	s := rectShape(rr)
	blur = max(blur, 0.5)
	inner := -min(blur, rr.w/2-0.01, rr.h/2-0.01)
	p := solid(c)
	m.fan(&s, inner, p)
	// Four straight steps follow the smoothstep's fall to within 0.04 of
	// the shadow's opacity: a level of colour at most on the felt.
	const steps = 4
	prev := p
	prevOff := inner
	for i := 1; i <= steps; i++ {
		off := -blur + 2*blur*float32(i)/steps
		if off <= inner {
			continue
		}
		t := (off + blur) / (2 * blur)
		next := p.alpha(1 - float32(smoothstep(float64(t))))
		m.ring(&s, prevOff, off, prev, next)
		prev, prevOff = next, off
	}
}

// stroke draws the open polyline pts w wide, with antialiased sides.
// fade, if not nil, scales the paint's opacity at each point, which gives
// the ends of a dash their antialiasing. Lines thinner than a pixel fade
// instead of vanishing, as bands do. Unlike vector's strokes it needs no
// shader: the first frame in a browser does not wait for one to compile.
func (m *mesh) stroke(pts []vec, fade []float32, w float32, p paint) {
	n := len(pts)
	if n < 2 {
		return
	}
	// The offsets across the line of its four rows of vertices, and the
	// paint's opacity on each row.
	offs, ops := [4]float32{-0.5, 0, 0, 0.5}, [4]float32{0, w, w, 0}
	if w >= 1 {
		h := w / 2
		offs, ops = [4]float32{-h - 0.5, -h + 0.5, h - 0.5, h + 0.5}, [4]float32{0, 1, 1, 0}
	}
	m.flushIfFull(n * 4)
	base := uint16(len(m.vs))
	for i, q := range pts {
		var d1, d2 vec
		if i > 0 {
			d1 = unit(q.x-pts[i-1].x, q.y-pts[i-1].y)
		}
		if i < n-1 {
			d2 = unit(pts[i+1].x-q.x, pts[i+1].y-q.y)
		}
		if d1 == (vec{}) {
			d1 = d2
		}
		if d2 == (vec{}) {
			d2 = d1
		}
		// The normal halfway between the two segments', lengthened so
		// that the sides keep their distance from both (a miter).
		d := unit(d1.x+d2.x, d1.y+d2.y)
		k := 1 / max(d.x*d1.x+d.y*d1.y, 0.3)
		nx, ny := -d.y*k, d.x*k
		f := float32(1)
		if fade != nil {
			f = fade[i]
		}
		for j := range offs {
			m.vertex(vec{q.x + nx*offs[j], q.y + ny*offs[j]}, p.alpha(ops[j]*f))
		}
	}
	for i := range uint16(n - 1) {
		for j := range uint16(3) {
			a, b := base+i*4+j, base+(i+1)*4+j
			m.is = append(m.is, a, a+1, b+1, b+1, b, a)
		}
	}
}

// dot fills a small disc of radius r around (cx, cy) with an antialiased
// edge: a card back has hundreds of them, and a disc a few pixels wide
// needs far fewer points than a rounded shape's outline.
func (m *mesh) dot(cx, cy, r float32, p paint) {
	n := 8
	if r > 2 {
		n = 12
	}
	if r > 4 {
		n = 16
	}
	m.flushIfFull(2*n + 1)
	c := m.vertex(vec{cx, cy}, p)
	base := uint16(len(m.vs))
	in, out := max(0, r-0.5), r+0.5
	for i := range n {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		m.vertex(vec{cx + in*float32(co), cy + in*float32(s)}, p)
		m.vertex(vec{cx + out*float32(co), cy + out*float32(s)}, p.clear())
	}
	for i := range uint16(n) {
		j := (i + 1) % uint16(n)
		a, b, a2, b2 := base+2*i, base+2*j, base+2*i+1, base+2*j+1
		m.is = append(m.is, c, a, b, a, a2, b2, b2, b, a)
	}
}
