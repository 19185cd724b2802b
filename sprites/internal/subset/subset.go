// Package subset cuts the game's fonts down to the characters the program
// can show and writes what the game needs of them, already read out of
// the font file: the metrics and each kept rune's advance and outline (in
// the format of package glyphs). The game
// then draws its text without parsing a font file at start, and without
// the font-reading code in its download.
//
// It also finds that set of runes: printable ASCII, Latin-1, and every rune
// of a string or rune literal in the module's Go sources.
package subset

import (
	"encoding/binary"
	"errors"
	"fmt"
	"go/scanner"
	"go/token"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"elferraus/sprites/internal/glyphs"
)

// Base lists the runes always kept: printable ASCII, Latin-1's letters and
// signs (names in file paths and error messages may use them) and the
// replacement character shown for broken text.
func Base() []rune {
	var rs []rune
	for r := rune(0x20); r < 0x7f; r++ {
		rs = append(rs, r)
	}
	for r := rune(0xa0); r <= 0xff; r++ {
		rs = append(rs, r)
	}
	return append(rs, '\uFFFD')
}

// SourceRunes returns the runes beyond ASCII of every string and rune
// literal in the Go files under root, tests, testdata and hidden folders
// left out, sorted and without repeats.
func SourceRunes(root string) ([]rune, error) {
	seen := map[rune]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if path != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return literalRunes(path, src, seen)
	})
	if err != nil {
		return nil, err
	}
	var rs []rune
	for r := range seen {
		rs = append(rs, r)
	}
	slices.Sort(rs)
	return rs, nil
}

// literalRunes adds the non-ASCII runes of src's string and rune literals
// to seen.
func literalRunes(path string, src []byte, seen map[rune]bool) error {
	fset := token.NewFileSet()
	var s scanner.Scanner
	var bad error
	s.Init(fset.AddFile(path, -1, len(src)), src, func(pos token.Position, msg string) {
		bad = fmt.Errorf("%s: %s", pos, msg)
	}, 0)
	for {
		_, tok, lit := s.Scan()
		if tok == token.EOF {
			break
		}
		if tok != token.STRING && tok != token.CHAR {
			continue
		}
		if tok == token.CHAR {
			lit = `"` + strings.Trim(lit, "'") + `"`
		}
		v, err := strconv.Unquote(lit)
		if err != nil {
			continue // a rune literal of a quote, say: nothing to keep
		}
		for _, r := range v {
			if r == utf8.RuneError && !strings.ContainsRune(lit, utf8.RuneError) {
				continue // an invalid byte written as an escape, not a character
			}
			if r >= 0x80 {
				seen[r] = true
			}
		}
	}
	return bad
}

// Outlines reads ttf and returns what the game draws of runes in the
// glyphs package's format, or an error where the font kerns two of them.
// A rune the font has no glyph for is left out (the sprites' tests name
// it); the replacement character should be among runes, as the game draws
// it for any rune it lacks.
func Outlines(ttf []byte, runes []rune) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	var b sfnt.Buffer
	upem := f.UnitsPerEm()
	ppem := fixed.Int26_6(upem) // at one pixel per font unit, sfnt's values are the font's own
	type kept struct {
		r rune
		g sfnt.GlyphIndex
	}
	var ks []kept
	seen := map[rune]bool{}
	for _, r := range runes {
		if seen[r] {
			continue
		}
		seen[r] = true
		if r < 0 || r > 0xffff {
			return nil, fmt.Errorf("rune %U lies beyond the format's 16 bits", r)
		}
		g, err := f.GlyphIndex(&b, r)
		if err != nil {
			return nil, fmt.Errorf("%U: %w", r, err)
		}
		if g != 0 {
			ks = append(ks, kept{r, g})
		}
	}
	slices.SortFunc(ks, func(a, b kept) int { return int(a.r) - int(b.r) })

	m, err := f.Metrics(&b, ppem, font.HintingNone)
	if err != nil {
		return nil, err
	}
	var out []byte
	le := binary.LittleEndian
	// put16 appends v as 16 bits, signed or not.
	put16 := func(v int, signed bool) error {
		lo, hi := 0, math.MaxUint16
		if signed {
			lo, hi = math.MinInt16, math.MaxInt16
		}
		if v < lo || v > hi {
			return fmt.Errorf("value %d does not fit 16 bits", v)
		}
		out = le.AppendUint16(out, uint16(v))
		return nil
	}
	out = append(out, glyphs.Magic...)
	if err := put16(int(upem), false); err != nil {
		return nil, err
	}
	for _, v := range []fixed.Int26_6{m.Ascent, m.Descent, m.Height, m.CapHeight} {
		if err := put16(int(v), true); err != nil {
			return nil, err
		}
	}
	if err := put16(len(ks), false); err != nil {
		return nil, err
	}
	for _, a := range ks {
		for _, c := range ks {
			k, err := f.Kern(&b, a.g, c.g, ppem, font.HintingNone)
			if err != nil && !errors.Is(err, sfnt.ErrNotFound) {
				return nil, err
			}
			if k != 0 {
				return nil, fmt.Errorf("the font kerns %q and %q, and the format has no kerning", a.r, c.r)
			}
		}
	}
	for _, k := range ks {
		out = le.AppendUint16(out, uint16(k.r))
	}
	for _, k := range ks {
		adv, err := f.GlyphAdvance(&b, k.g, ppem, font.HintingNone)
		if err != nil {
			return nil, fmt.Errorf("%U: %w", k.r, err)
		}
		if err := put16(int(adv), true); err != nil {
			return nil, err
		}
	}
	var segs []byte
	var starts []uint32
	for _, k := range ks {
		starts = append(starts, uint32(len(segs)))
		ss, err := f.LoadGlyph(&b, k.g, ppem, nil)
		if err != nil {
			return nil, fmt.Errorf("%U: %w", k.r, err)
		}
		for _, s := range ss {
			op, n := byte(glyphs.OpMoveTo), 1
			switch s.Op {
			case sfnt.SegmentOpLineTo:
				op = glyphs.OpLineTo
			case sfnt.SegmentOpQuadTo:
				op, n = glyphs.OpQuadTo, 2
			case sfnt.SegmentOpCubeTo:
				op, n = glyphs.OpCubeTo, 3
			}
			segs = append(segs, op)
			for _, p := range s.Args[:n] {
				for _, v := range []fixed.Int26_6{p.X, p.Y} {
					if v < math.MinInt16 || v > math.MaxInt16 {
						return nil, fmt.Errorf("%U: coordinate %d does not fit 16 bits", k.r, v)
					}
					segs = le.AppendUint16(segs, uint16(int16(v)))
				}
			}
		}
	}
	starts = append(starts, uint32(len(segs)))
	for _, s := range starts {
		out = le.AppendUint32(out, s)
	}
	return append(out, segs...), nil
}
