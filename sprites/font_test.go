package sprites

import (
	"bytes"
	"encoding/binary"
	"image"
	"math/rand/v2"
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"elferraus/sprites/internal/glyphs"
	"elferraus/sprites/internal/subset"
)

// fontRunes are the runes the fonts must show: Base and every rune of the
// sources' literals.
func fontRunes(t *testing.T) []rune {
	t.Helper()
	runes, err := subset.SourceRunes("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(runes) < 10 {
		t.Fatalf("only %d runes beyond ASCII found in the sources: %q", len(runes), runes)
	}
	for _, want := range "äöüßÜ–…→↕" {
		if !slices.Contains(runes, want) {
			t.Errorf("the sources' runes %q lack %q", runes, want)
		}
	}
	return append(subset.Base(), runes...)
}

// goFonts are the embedded fonts beside the whole Go fonts they come from.
var goFonts = []struct {
	name      string
	ttf, file []byte
	bold      bool
}{{"regular", goregular.TTF, regularGlyphs, false}, {"bold", gobold.TTF, boldGlyphs, true}}

// TestFontsAreTheCommittedOutlines: the embedded fonts are what go
// generate makes of the Go fonts for the runes of today's sources, so a
// text with a new character fails here until the fonts are generated
// again.
func TestFontsAreTheCommittedOutlines(t *testing.T) {
	runes := fontRunes(t)
	for _, f := range goFonts {
		want, err := subset.Outlines(f.ttf, runes)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.file, want) {
			t.Errorf("fonts/%s.glyphs is not what the Go font gives for the runes of the sources (%d bytes, want %d): run go generate ./sprites", f.name, len(f.file), len(want))
		}
		if len(f.file) > len(f.ttf)/4 {
			t.Errorf("%s: the glyph file is %d bytes, the font file %d", f.name, len(f.file), len(f.ttf))
		}
	}
}

// TestFontsDrawLikeTheGoFonts: every character of a string in the
// program's sources (the scenes' texts, the rules, the engines' reasons)
// and every Latin-1 character is drawn from the embedded fonts exactly as
// golang.org/x/image's OpenType face draws it from the whole Go font, at
// sizes from a phone's small print to the menu's title: the same metrics,
// advance, coverage to the byte and place. A character the Go fonts lack
// fails here as well.
func TestFontsDrawLikeTheGoFonts(t *testing.T) {
	runes := fontRunes(t)
	for _, f := range goFonts {
		src, err := opentype.Parse(f.ttf)
		if err != nil {
			t.Fatal(err)
		}
		o, err := readOutlines(f.file)
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		for _, size := range []float64{9, 13, 15.5, 22, 37.5, 72, 121.3} {
			ref, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
			if err != nil {
				t.Fatal(err)
			}
			face := newTextFace(o, size)
			m := ref.Metrics()
			px := func(v fixed.Int26_6) float64 { return float64(v) / 64 }
			want := Metrics{HAscent: px(m.Ascent), HDescent: px(m.Descent), HLineGap: px(m.Height - m.Ascent - m.Descent), CapHeight: px(m.CapHeight)}
			if face.Metrics() != want {
				t.Errorf("%s %v px: metrics %+v, the Go font's %+v", f.name, size, face.Metrics(), want)
			}
			bad := 0
			for _, r := range runes {
				if _, ok := o.index(r); !ok {
					t.Errorf("%s: %q (U+%04X) has no glyph", f.name, r, r)
					continue
				}
				if msg := sameGlyph(face, ref, r); msg != "" && bad < 5 {
					bad++
					t.Errorf("%s %v px: %q (U+%04X) %s", f.name, size, r, r, msg)
				}
			}
		}
	}
}

// sameGlyph compares how face and the OpenType face ref draw r, and says
// how they differ ("" when they do not).
func sameGlyph(face *TextFace, ref font.Face, r rune) string {
	g := face.shape(face.glyph(r))
	dr, mask, mp, adv, ok := ref.Glyph(fixed.Point26_6{}, r)
	if !ok {
		return "is missing from the Go font"
	}
	if g.adv != float64(adv)/64 {
		return "advances differently"
	}
	if dr.Empty() {
		if g.mask != nil {
			return "has a mask, the Go font's glyph is blank"
		}
		return ""
	}
	if g.mask == nil || g.x != float64(dr.Min.X) || g.y != float64(dr.Min.Y) || g.mask.Rect.Dx() != dr.Dx() || g.mask.Rect.Dy() != dr.Dy() {
		return "lies elsewhere"
	}
	a := mask.(*image.Alpha)
	for y := range dr.Dy() {
		row := a.Pix[a.PixOffset(mp.X, mp.Y+y):][:dr.Dx()]
		if !bytes.Equal(g.mask.Pix[y*g.mask.Stride:][:dr.Dx()], row) {
			return "covers other pixels"
		}
	}
	return ""
}

// TestTheGoFontsKernNoPair: the OpenType face of each whole Go font kerns
// no two characters the game shows, nor one of them and a character the
// font lacks, so a text measures the same drawn from the glyph files,
// which have no kerning.
func TestTheGoFontsKernNoPair(t *testing.T) {
	runes := append(fontRunes(t), '\u4e00')
	for _, f := range goFonts {
		src, err := opentype.Parse(f.ttf)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := opentype.NewFace(src, &opentype.FaceOptions{Size: 22, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			t.Fatal(err)
		}
		face := Face(22, f.bold)
		for _, a := range runes {
			for _, b := range runes {
				if k := ref.Kern(a, b); k != 0 {
					t.Fatalf("%s: the Go font kerns %q and %q by %v", f.name, a, b, k)
				}
			}
		}
		const s = "Wählt: 11 – AV Ty…"
		sum := 0.0
		for _, r := range s {
			adv, _ := ref.GlyphAdvance(r)
			sum += float64(adv) / 64
		}
		if w, _ := MeasureText(s, face); w != sum {
			t.Errorf("%s: %q measures %v, its advances add up to %v", f.name, s, w, sum)
		}
	}
}

// TestBrokenFontFilesAreRefused: a glyph file that is cut short or whose
// tables point outside it is refused with an error; one whose outlines
// are damaged still draws every glyph without reading past its bytes.
func TestBrokenFontFilesAreRefused(t *testing.T) {
	good := regularGlyphs
	o, err := readOutlines(good)
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{
		"empty":       nil,
		"bad magic":   append([]byte("GLY0"), good[4:]...),
		"header only": good[:glyphs.HeaderSize],
		"cut short":   good[:o.segsAt-1],
		"no units":    append(append(slices.Clone(good[:4]), 0, 0), good[6:]...),
	} {
		if _, err := readOutlines(b); err == nil {
			t.Errorf("%s: read without an error", name)
		}
	}
	// Runes out of order, an outline past the end.
	swapped := slices.Clone(good)
	copy(swapped[glyphs.HeaderSize:], good[glyphs.HeaderSize+2:glyphs.HeaderSize+4])
	if _, err := readOutlines(swapped); err == nil {
		t.Error("runes out of order: read without an error")
	}
	past := slices.Clone(good)
	binary.LittleEndian.PutUint32(past[o.startsAt+4*o.n:], uint32(len(good)))
	if _, err := readOutlines(past); err == nil {
		t.Error("an outline past the end: read without an error")
	}
	// Damaged outlines: every glyph still draws or stays blank.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		b := slices.Clone(good)
		for range 50 {
			b[o.segsAt+rng.IntN(len(b)-o.segsAt)] = byte(rng.IntN(256))
		}
		d, err := readOutlines(b)
		if err != nil {
			t.Fatal(err)
		}
		face := newTextFace(d, 17)
		for i := range d.n {
			face.shape(face.glyph(d.rune(i)))
		}
	}
}
