package sprites

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"elferraus/sprites/internal/subset"
)

// TestFontsAreTheCommittedSubsets: the embedded fonts are what go generate
// makes of the Go fonts for the runes of today's sources, so a text with a
// new character fails here until the fonts are generated again.
func TestFontsAreTheCommittedSubsets(t *testing.T) {
	runes, err := subset.SourceRunes("..")
	if err != nil {
		t.Fatal(err)
	}
	runes = append(subset.Base(), runes...)
	for _, f := range []struct {
		name      string
		full, got []byte
	}{{"regular", goregular.TTF, regularTTF}, {"bold", gobold.TTF, boldTTF}} {
		want, err := subset.Font(f.full, runes)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.got, want) {
			t.Errorf("fonts/%s.ttf is not the subset for the runes of the sources (%d bytes, want %d): run go generate ./sprites", f.name, len(f.got), len(want))
		}
	}
}

// TestFontsDrawEveryRuneOfTheTexts: every character of a string in the
// program's sources (the scenes' texts, the rules, the engines' reasons)
// and every Latin-1 character has an outline in both fonts, the same as in
// the whole Go font, with the same advance; a character the Go fonts lack
// fails here as well.
func TestFontsDrawEveryRuneOfTheTexts(t *testing.T) {
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
	runes = append(subset.Base(), runes...)
	for _, f := range []struct {
		name      string
		full, got []byte
	}{{"regular", goregular.TTF, regularTTF}, {"bold", gobold.TTF, boldTTF}} {
		full, err := sfnt.Parse(f.full)
		if err != nil {
			t.Fatal(err)
		}
		sub, err := sfnt.Parse(f.got)
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		var b1, b2 sfnt.Buffer
		for _, r := range runes {
			g, err := sub.GlyphIndex(&b2, r)
			if err != nil || g == 0 {
				t.Errorf("%s: %q (U+%04X) has no glyph (%v)", f.name, r, r, err)
				continue
			}
			want, err1 := outline(full, &b1, r)
			got, err2 := outline(sub, &b2, r)
			if err1 != nil || err2 != nil || got != want {
				t.Errorf("%s: %q (U+%04X) draws as %s (%v), want %s as in the whole font (%v)", f.name, r, r, got, err2, want, err1)
			}
		}
		if len(f.got) > len(f.full)/2 {
			t.Errorf("%s: the subset is %d bytes of the font's %d", f.name, len(f.got), len(f.full))
		}
	}
}

// outline describes how r is drawn in f: its advance and its outline's
// segments, with their points.
func outline(f *sfnt.Font, b *sfnt.Buffer, r rune) (string, error) {
	g, err := f.GlyphIndex(b, r)
	if err != nil {
		return "", err
	}
	adv, err := f.GlyphAdvance(b, g, fixed.I(1000), 0)
	if err != nil {
		return "", err
	}
	segs, err := f.LoadGlyph(b, g, fixed.I(1000), nil)
	if err != nil {
		return "", err
	}
	if len(segs) == 0 && r != ' ' && r != 0xa0 {
		return "", fmt.Errorf("no outline")
	}
	return fmt.Sprintf("advance %v, %d segments %v", adv, len(segs), segs), nil
}
