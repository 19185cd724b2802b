package sprites

import (
	"image/color"
	"math"
	"testing"

	"elferraus/engine/card"
)

// roundedBoxDistance is the signed distance from (x, y) to a rounded
// rectangle: negative inside, positive outside.
func roundedBoxDistance(rr rrect, x, y float64) float64 {
	cx, cy := float64(rr.x+rr.w/2), float64(rr.y+rr.h/2)
	r := float64(rr.r)
	qx := math.Abs(x-cx) - (float64(rr.w)/2 - r)
	qy := math.Abs(y-cy) - (float64(rr.h)/2 - r)
	outside := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return outside + math.Min(math.Max(qx, qy), 0) - r
}

func TestRectOutlineLiesAtOffset(t *testing.T) {
	rr := rrect{10, 20, 60, 87, 4.5}
	for _, off := range []float32{-4, -0.5, 0, 0.5, 3, 12} {
		pts := rectOutline(nil, rr, off, 6)
		if len(pts) != 4*7 {
			t.Fatalf("offset %v: %d points, want 28", off, len(pts))
		}
		for _, p := range pts {
			d := roundedBoxDistance(rr, float64(p.x), float64(p.y))
			if off >= -rr.r && math.Abs(d-float64(off)) > 1e-3 {
				t.Fatalf("offset %v: point %v is %v from the rectangle", off, p, d)
			}
		}
	}
}

// polygonDistance is the signed distance from p to a convex polygon given
// clockwise on screen: the largest distance past any edge line when
// inside, the distance to the nearest edge or corner outside.
func polygonDistance(pts []vec, p vec) float64 {
	n := len(pts)
	inside := -math.MaxFloat64
	nearest := math.MaxFloat64
	allInside := true
	for i := range pts {
		a, b := pts[i], pts[(i+1)%n]
		ex, ey := float64(b.x-a.x), float64(b.y-a.y)
		l := math.Hypot(ex, ey)
		// Outward normal of a clockwise (on screen) polygon.
		nx, ny := ey/l, -ex/l
		side := (float64(p.x-a.x))*nx + (float64(p.y-a.y))*ny
		inside = math.Max(inside, side)
		if side > 0 {
			allInside = false
		}
		t := math.Max(0, math.Min(1, (float64(p.x-a.x)*ex+float64(p.y-a.y)*ey)/(l*l)))
		nearest = math.Min(nearest, math.Hypot(float64(a.x)+t*ex-float64(p.x), float64(a.y)+t*ey-float64(p.y)))
	}
	if allInside {
		return inside
	}
	return nearest
}

func TestPolygonOutlineLiesAtOffset(t *testing.T) {
	// Sharp-cornered symbols: every outline point is exactly off away.
	shapes := map[string][]vec{
		"triangle": {{50, 10}, {90, 80}, {10, 80}},
		"diamond":  {{50, 0}, {80, 50}, {50, 100}, {20, 50}},
		"square":   {{0, 0}, {40, 0}, {40, 40}, {0, 40}},
	}
	for name, pts := range shapes {
		s := polyShape(0, pts...)
		for _, off := range []float32{0.5, 2, 5} {
			out := s.outline(nil, off, 4)
			for _, p := range out {
				if d := polygonDistance(pts, p); math.Abs(d-float64(off)) > 1e-3 {
					t.Errorf("%s offset %v: point %v is %v away", name, off, p, d)
				}
			}
		}
		// Inside, straight parts are off away from the nearest edge line.
		for _, off := range []float32{-0.5, -2} {
			out := s.outline(nil, off, 4)
			for _, p := range out {
				if d := polygonDistance(pts, p); math.Abs(d-float64(off)) > 1e-3 {
					t.Errorf("%s offset %v: point %v is %v away", name, off, p, d)
				}
			}
		}
	}
}

func TestRoundedPolygonStaysInsideItsCorners(t *testing.T) {
	pts := []vec{{50, 10}, {90, 80}, {10, 80}}
	sharp := polyShape(0, pts...)
	round := polyShape(6, pts...)
	for _, off := range []float32{-1, 0, 1} {
		a := round.outline(nil, off, 5)
		b := round.outline(nil, off, 5)
		if len(a) != len(b) || len(a) == len(pts) {
			t.Fatalf("rounded outline has %d points", len(a))
		}
		for _, p := range a {
			if d := polygonDistance(pts, p); d > float64(off)+1e-3 {
				t.Errorf("offset %v: rounded point %v lies outside the sharp outline (%v)", off, p, d)
			}
		}
	}
	// Point counts depend only on the shape and segs, so rings pair up.
	if len(round.outline(nil, -3, 5)) != len(round.outline(nil, 4, 5)) {
		t.Error("outlines at different offsets have different point counts")
	}
	if len(sharp.outline(nil, 0, 5)) != len(sharp.outline(nil, 2, 5)) {
		t.Error("sharp outlines at different offsets differ in point count")
	}
}

func TestStarOutlineHasReflexCorners(t *testing.T) {
	var pts [10]vec
	for i := range pts {
		r := float32(40)
		if i%2 == 1 {
			r = 18
		}
		s, c := math.Sincos(-math.Pi/2 + float64(i)*math.Pi/5)
		pts[i] = vec{50 + r*float32(c), 50 + r*float32(s)}
	}
	s := polyShape(2, pts[:]...)
	s.c = vec{50, 50}
	out := s.outline(nil, 0, 3)
	// Five rounded tips with several points each, five single inner corners.
	if len(out) <= 10 {
		t.Fatalf("star outline has %d points", len(out))
	}
	for _, p := range out {
		if d := math.Hypot(float64(p.x-50), float64(p.y-50)); d > 40+1e-3 || d < 18-1e-3 {
			t.Errorf("star point %v at radius %v, outside 18..40", p, d)
		}
	}
}

func TestSymbolShapesAreCentredAndSized(t *testing.T) {
	for _, c := range card.Colors {
		for _, flip := range []bool{false, true} {
			s := symbolShape(c, 100, 200, 50, flip)
			pts := s.outline(nil, 0, 6)
			minX, maxX, minY, maxY := float32(math.MaxFloat32), float32(-math.MaxFloat32), float32(math.MaxFloat32), float32(-math.MaxFloat32)
			for _, p := range pts {
				minX, maxX = min(minX, p.x), max(maxX, p.x)
				minY, maxY = min(minY, p.y), max(maxY, p.y)
			}
			w, h := maxX-minX, maxY-minY
			if w < 30 || w > 56 || h < 30 || h > 56 {
				t.Errorf("%v flip=%v: %vx%v, want about 50 wide", c, flip, w, h)
			}
			if cx, cy := (minX+maxX)/2, (minY+maxY)/2; math.Abs(float64(cx-100)) > 1 || math.Abs(float64(cy-200)) > 1 {
				t.Errorf("%v flip=%v: centred at (%v,%v), want (100,200)", c, flip, cx, cy)
			}
		}
	}
	// The blue triangle points up, and down in the turned corner.
	up := symbolShape(card.Blue, 0, 0, 10, false)
	down := symbolShape(card.Blue, 0, 0, 10, true)
	if up.pts[0].y >= 0 || down.pts[0].y <= 0 {
		t.Errorf("triangle apex at %v (up) and %v (turned)", up.pts[0], down.pts[0])
	}
}

func TestFeltHasVignetteAndIsStable(t *testing.T) {
	a := feltPixels(160, 90)
	b := feltPixels(160, 90)
	for i := range a.Pix {
		if a.Pix[i] != b.Pix[i] {
			t.Fatal("the felt differs between two renders")
		}
	}
	brightness := func(x0, y0 int) float64 {
		sum := 0.0
		for y := y0; y < y0+8; y++ {
			for x := x0; x < x0+8; x++ {
				c := a.RGBAAt(x, y)
				sum += float64(c.R) + float64(c.G) + float64(c.B)
				if c.A != 0xff {
					t.Fatalf("felt pixel (%d,%d) is not opaque", x, y)
				}
				if c.G <= c.R || c.G <= c.B {
					t.Fatalf("felt pixel (%d,%d) = %v is not green", x, y, c)
				}
			}
		}
		return sum
	}
	centre := brightness(76, 41)
	for _, corner := range [][2]int{{0, 0}, {152, 0}, {0, 82}, {152, 82}} {
		if c := brightness(corner[0], corner[1]); c >= centre*0.8 {
			t.Errorf("corner %v is not clearly darker than the centre (%v vs %v)", corner, c, centre)
		}
	}
}

func TestBucket(t *testing.T) {
	for w := 1.0; w < 600; w += 0.37 {
		b := bucket(w)
		if float64(b) < w {
			t.Fatalf("bucket(%v) = %d is smaller", w, b)
		}
		if float64(b) > w*1.13+1 {
			t.Fatalf("bucket(%v) = %d is too coarse", w, b)
		}
	}
	// A width animating from 60 to 120 uses only a handful of images.
	seen := map[int]bool{}
	for w := 60.0; w <= 120; w += 0.1 {
		seen[bucket(w)] = true
	}
	if len(seen) > 16 {
		t.Errorf("a 60..120 tween uses %d widths", len(seen))
	}
}

func TestColourConversions(t *testing.T) {
	tests := []struct {
		in   color.Color
		want rgba
	}{
		{nil, rgba{}},
		{color.RGBA{0, 0, 0, 0}, rgba{}},
		{color.White, rgba{1, 1, 1, 1}},
		{color.RGBA{0x80, 0, 0, 0x80}, rgba{1, 0, 0, float32(0x8080) / 0xffff}},
		{color.NRGBA{0xff, 0x80, 0, 0xff}, rgba{1, float32(0x8080) / 0xffff, 0, 1}},
	}
	for _, tc := range tests {
		got := toRGBA(tc.in)
		for i, pair := range [][2]float32{{got.r, tc.want.r}, {got.g, tc.want.g}, {got.b, tc.want.b}, {got.a, tc.want.a}} {
			if math.Abs(float64(pair[0]-pair[1])) > 1e-4 {
				t.Errorf("toRGBA(%v) channel %d = %v, want %v", tc.in, i, pair[0], pair[1])
			}
		}
	}
	if got := hex(0x2a9d55).color(); got != (color.RGBA{0x2a, 0x9d, 0x55, 0xff}) {
		t.Errorf("hex round trip = %v", got)
	}
	if got := hex(0xffffff).alpha(0.5).color(); got.A != 128 || got.R != 128 {
		t.Errorf("half-transparent white = %v, want premultiplied 128s", got)
	}
}

func TestItoa(t *testing.T) {
	for v, want := range map[int]string{1: "1", 9: "9", 10: "10", 21: "21", 0: "0", 100: "?", -1: "?"} {
		if got := itoa(v); got != want {
			t.Errorf("itoa(%d) = %q, want %q", v, got, want)
		}
	}
}

// TestFeltSmoothLayerScalesBack: the smooth layer, spread over the screen
// as drawSmooth has the GPU do it (a corner of two triangles at the centre
// of each of its pixels, colours blended across each triangle), gives every
// screen pixel the shade computed for that pixel to within a level, edges
// and corners included.
func TestFeltSmoothLayerScalesBack(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {801, 599}, {390, 844}, {844, 390}, {1920, 1080}, {2560, 1440}, {320, 200}} {
		fw, fh := size[0], size[1]
		step := feltStepFor(fw, fh)
		smooth := feltSmooth(fw, fh, step)
		if b := smooth.Bounds(); b.Dx() != (fw+step-1)/step+2 || b.Dy() != (fh+step-1)/step+2 {
			t.Fatalf("%dx%d: smooth layer %v", fw, fh, b)
		}
		// Where a screen pixel's centre lies in the grid of corners: the
		// corner of layer pixel i sits at the centre of its square, one
		// square left of the screen's edge.
		texel := func(x int) (int, float64) {
			s := (float64(x)+0.5)/float64(step) + 1 - 0.5
			i := math.Floor(s)
			return int(i), s - i
		}
		worst := 0.0
		for y := 0; y < fh; y += 7 {
			for x := 0; x < fw; x += 5 {
				i, fx := texel(x)
				j, fy := texel(y)
				want := feltShade(float64(x), float64(y), fw, fh)
				for c := range 3 {
					at := func(i, j int) float64 { return float64(smooth.Pix[smooth.PixOffset(i, j)+c]) }
					// Each square is split from its top-right to its
					// bottom-left corner.
					a, b, d, e := at(i, j), at(i+1, j), at(i, j+1), at(i+1, j+1)
					got := a + (b-a)*fx + (d-a)*fy
					if fx+fy > 1 {
						got = e + (d-e)*(1-fx) + (b-e)*(1-fy)
					}
					worst = math.Max(worst, math.Abs(got-want[c]))
				}
			}
		}
		if worst > 1 {
			t.Errorf("%dx%d: the scaled smooth layer is up to %.2f levels off the shade, want at most 1", fw, fh, worst)
		}
	}
}

// TestGrainTileIsFineAndBalanced: the grain adds and takes away a few
// levels, never both at one pixel, and on average nothing, so the felt's
// shade stays what the vignette and clouds make it.
func TestGrainTileIsFineAndBalanced(t *testing.T) {
	light, dark := grainPixels()
	sum, levels := 0, map[int]bool{}
	for y := range grainTile {
		for x := range grainTile {
			l, d := light.RGBAAt(x, y), dark.RGBAAt(x, y)
			if l.R != 0 && d.R != 0 {
				t.Fatalf("grain pixel (%d,%d) both lightens and darkens", x, y)
			}
			if l.R != l.G || l.R != l.B || d.R != d.G || d.R != d.B || l.A != 0xff || d.A != 0xff {
				t.Fatalf("grain pixel (%d,%d) is not an opaque grey: %v %v", x, y, l, d)
			}
			n := int(l.R) - int(d.R)
			if n < -4 || n > 4 {
				t.Fatalf("grain pixel (%d,%d) changes the felt by %d levels, want at most 4", x, y, n)
			}
			sum += n
			levels[n] = true
		}
	}
	if mean := float64(sum) / (grainTile * grainTile); math.Abs(mean) > 0.1 {
		t.Errorf("the grain shifts the felt by %.2f levels on average", mean)
	}
	if len(levels) < 7 {
		t.Errorf("the grain has only %d levels: %v", len(levels), levels)
	}
}

// TestFeltSmoothIsFeltShade: the smooth layer, computed with its column,
// row and lattice terms taken out of the loop, holds exactly feltShade's
// rounded shade at the centre of each of its squares.
func TestFeltSmoothIsFeltShade(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {801, 599}, {390, 844}, {2560, 1440}, {1, 1}} {
		fw, fh := size[0], size[1]
		step := feltStepFor(fw, fh)
		smooth := feltSmooth(fw, fh, step)
		for j := range smooth.Rect.Dy() {
			for i := range smooth.Rect.Dx() {
				c := feltShade(float64((i-1)*step+step/2)-0.5, float64((j-1)*step+step/2)-0.5, fw, fh)
				o := smooth.PixOffset(i, j)
				for k := range c {
					if want := uint8(math.Max(0, math.Min(255, math.Round(c[k])))); smooth.Pix[o+k] != want {
						t.Fatalf("%dx%d: layer pixel (%d,%d) channel %d = %d, feltShade gives %d", fw, fh, i, j, k, smooth.Pix[o+k], want)
					}
				}
				if smooth.Pix[o+3] != 0xff {
					t.Fatalf("%dx%d: layer pixel (%d,%d) not opaque", fw, fh, i, j)
				}
			}
		}
	}
}

// TestGrainPixelsRoundLikeFloats: the grain tile's integer levels are
// round(5·grain + 3·fibre) of the hashes taken as -0.5..0.5.
func TestGrainPixelsRoundLikeFloats(t *testing.T) {
	light, dark := grainPixels()
	for y := range grainTile {
		for x := range grainTile {
			grain := float64(hash2(uint32(x), uint32(y))&0xff)/255 - 0.5
			fibre := float64(hash2(uint32(x/2+y/3), uint32(y/2))&0xff)/255 - 0.5
			want := math.Round(5*grain + 3*fibre)
			if got := float64(light.RGBAAt(x, y).R) - float64(dark.RGBAAt(x, y).R); got != want {
				t.Fatalf("grain (%d,%d) = %v, want %v", x, y, got, want)
			}
		}
	}
}

// A rounded corner is cut into as few chords as keep it within
// arcTolerance of the true arc: more would only cost vertices (every one
// is built and copied in code not yet optimised on a screen's first frame
// in the browser), fewer would show the corners' facets.
func TestCornerSegmentsFollowTheArc(t *testing.T) {
	sagitta := func(r float64, segs int) float64 { return r * (1 - math.Cos(math.Pi/4/float64(segs))) }
	for _, r := range []float32{0.05, 0.5, 1, 2, 4.5, 9, 18, 25, 50, 100, 200, 400} {
		n := segments(r)
		if n < 24 && sagitta(float64(r), n) > arcTolerance+1e-6 {
			t.Errorf("radius %v: %d segments stray %.3f px from the arc, more than %v", r, n, sagitta(float64(r), n), arcTolerance)
		}
		if n > 1 && sagitta(float64(r), n-1) <= arcTolerance {
			t.Errorf("radius %v: %d segments, but %d would stay within %v px", r, n, n-1, arcTolerance)
		}
	}
	// The quarter arcs come from a table: its points lie on the unit
	// circle at even steps, for every size the table holds and beyond.
	for _, segs := range []int{1, 2, 7, 24, 30} {
		arc := quarterArc(segs)
		if len(arc) != segs+1 {
			t.Fatalf("%d segments: %d points, want %d", segs, len(arc), segs+1)
		}
		for i, p := range arc {
			a := float64(i) * math.Pi / 2 / float64(segs)
			if math.Abs(float64(p.x)-math.Cos(a)) > 1e-6 || math.Abs(float64(p.y)-math.Sin(a)) > 1e-6 {
				t.Fatalf("%d segments: point %d is %v, want angle %v", segs, i, p, a)
			}
		}
	}
}

// A menu button is drawn from a few hundred vertices: its drop shadow,
// body, rim and gloss. The count is a budget: a screen of buttons built
// twice as many each frame, and every vertex weighs on a browser's first
// frame.
func TestButtonVertexBudget(t *testing.T) {
	for state := Normal; state <= Disabled; state++ {
		var m mesh
		m.begin(nil, 0, 0, 0, 0, 0)
		m.button(100, 570, 260, 58, state)
		if n := len(m.vs); n > 700 {
			t.Errorf("a 260x58 button in state %d takes %d vertices, want at most 700", state, n)
		}
	}
}
