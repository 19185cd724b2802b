package sprites

import (
	"bytes"
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// TestMeasuringRasterisesNothing: measuring a text (as fitting one to its
// room does at one size after another) reads only the glyphs' advances;
// a glyph is rasterised when it is first drawn, and then its coverage, its
// place and its advance are exactly what the font's face gives, the
// replacement character's for a rune the font lacks.
func TestMeasuringRasterisesNothing(t *testing.T) {
	// A face of its own, so no other test has drawn with it.
	f := newTextFace(fonts()[1], 37.5)
	const text = "Größe 11 – ok\u4e00"
	w, _ := MeasureText(text, f)
	if w <= 0 {
		t.Fatalf("MeasureText(%q) = %v wide", text, w)
	}
	for r, g := range f.glyphs {
		if g.shaped || g.mask != nil {
			t.Errorf("measuring rasterised %q", r)
		}
	}
	// The whole Go font's face draws the reference glyphs: its mask is
	// reused from one glyph to the next.
	src, err := opentype.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := opentype.NewFace(src, &opentype.FaceOptions{Size: 37.5, DPI: 72})
	if err != nil {
		t.Fatal(err)
	}
	sum := 0.0
	prev := rune(-1)
	for _, r := range text {
		if prev >= 0 {
			sum += float64(ref.Kern(prev, r)) / 64
		}
		prev = r
		dr, mask, mp, adv, ok := ref.Glyph(fixed.Point26_6{}, r)
		if !ok {
			if r != '\u4e00' {
				t.Fatalf("the font lacks %q", r)
			}
			dr, mask, mp, adv, _ = ref.Glyph(fixed.Point26_6{}, '\ufffd')
		}
		sum += float64(adv) / 64
		g := f.shape(f.glyph(r))
		if g.adv != float64(adv)/64 {
			t.Errorf("%q advances %v, the face %v", r, g.adv, float64(adv)/64)
		}
		if dr.Empty() {
			if g.mask != nil {
				t.Errorf("%q is blank but has a mask", r)
			}
			continue
		}
		if g.mask == nil || g.x != float64(dr.Min.X) || g.y != float64(dr.Min.Y) {
			t.Errorf("%q: mask %v at (%v, %v), want %v", r, g.mask != nil, g.x, g.y, dr)
			continue
		}
		want := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		a := mask.(*image.Alpha)
		for y := range dr.Dy() {
			for x := range dr.Dx() {
				want.Pix[y*want.Stride+x] = a.AlphaAt(mp.X+x, mp.Y+y).A
			}
		}
		if !bytes.Equal(g.mask.Pix, want.Pix) || g.mask.Rect != want.Rect {
			t.Errorf("%q: the coverage differs from the face's", r)
		}
	}
	if w != sum {
		t.Errorf("MeasureText(%q) = %v, the advances and kerning add up to %v", text, w, sum)
	}
}

// TestOverIsSourceOver: composing a glyph's coverage onto a text's image,
// on clear pixels and on pixels an earlier glyph covered, gives exactly
// source-over of the premultiplied colour at that coverage, rounded, in
// white as the texts are rendered and in a translucent colour.
func TestOverIsSourceOver(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 11))
	for _, clr := range []color.Color{color.White, color.NRGBA{200, 120, 40, 180}} {
		r, g, b, a := clr.RGBA()
		c := [4]uint32{r >> 8, g >> 8, b >> 8, a >> 8}
		tn := tintOf(clr)
		dst := image.NewRGBA(image.Rect(0, 0, 40, 16))
		want := image.NewRGBA(dst.Rect)
		// Three glyphs, the last two overlapping the first and the edge.
		for _, at := range []image.Point{{2, 2}, {14, 5}, {30, 9}} {
			// Rows of every density, clear ones and runs of clear pixels
			// among them, as a glyph's box has.
			mask := image.NewAlpha(image.Rect(0, 0, 21, 9))
			for y := range 9 {
				dense := rng.IntN(5)
				for x := range 21 {
					if rng.IntN(4) < dense {
						mask.Pix[y*mask.Stride+x] = uint8(rng.IntN(256))
					}
				}
			}
			over(dst, mask, at.X, at.Y, tn)
			for y := range 9 {
				for x := range 21 {
					px, py := at.X+x, at.Y+y
					if !(image.Point{px, py}.In(want.Rect)) {
						continue
					}
					m := uint32(mask.Pix[y*mask.Stride+x])
					d := want.Pix[want.PixOffset(px, py):][:4]
					for k := range 4 {
						s := (c[k]*m + 127) / 255
						d[k] = uint8(s + (uint32(d[k])*(255-(c[3]*m+127)/255)+127)/255)
					}
				}
			}
		}
		if !bytes.Equal(dst.Pix, want.Pix) {
			t.Errorf("colour %v: composed text differs from source over", clr)
		}
	}
}
