// Package subset shrinks the game's TrueType fonts to the characters the
// program can show: it keeps the outlines of the glyphs of a set of runes
// (and the glyphs those are composed of) and empties every other glyph.
// Glyph numbers, the character map, metrics and kerning stay as they are,
// so the result reads exactly like the original for every kept rune.
//
// It also finds that set of runes: printable ASCII, Latin-1, and every rune
// of a string or rune literal in the module's Go sources.
package subset

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"go/scanner"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"
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

// Font returns ttf with every glyph emptied that neither maps from one of
// runes nor is part of one that does, glyph 0 (the missing-glyph box) kept.
// The glyph names of the post table and the hinting programs are dropped
// too: the game draws without hinting, and nothing reads the names.
func Font(ttf []byte, runes []rune) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	tables, err := readTables(ttf)
	if err != nil {
		return nil, err
	}
	head, loca, glyf := tables["head"], tables["loca"], tables["glyf"]
	maxp := tables["maxp"]
	if head == nil || loca == nil || glyf == nil || len(head) < 54 || len(maxp) < 6 {
		return nil, errors.New("not a TrueType font with glyf, loca, head and maxp tables")
	}
	long := binary.BigEndian.Uint16(head[50:]) == 1
	n := int(binary.BigEndian.Uint16(maxp[4:]))
	offsets := make([]int, n+1)
	for i := range offsets {
		if long {
			offsets[i] = int(binary.BigEndian.Uint32(loca[4*i:]))
		} else {
			offsets[i] = 2 * int(binary.BigEndian.Uint16(loca[2*i:]))
		}
		if offsets[i] > len(glyf) || i > 0 && offsets[i] < offsets[i-1] {
			return nil, fmt.Errorf("glyph %d's offset %d is out of order or past the glyf table", i, offsets[i])
		}
	}

	keep := make([]bool, n)
	var mark func(g int) error
	mark = func(g int) error {
		if g < 0 || g >= n || keep[g] {
			return nil
		}
		keep[g] = true
		data := glyf[offsets[g]:offsets[g+1]]
		if len(data) < 10 || int16(binary.BigEndian.Uint16(data)) >= 0 {
			return nil
		}
		// A composite glyph: keep its components.
		for p := 10; ; {
			if p+4 > len(data) {
				return fmt.Errorf("composite glyph %d is cut short", g)
			}
			flags := binary.BigEndian.Uint16(data[p:])
			if err := mark(int(binary.BigEndian.Uint16(data[p+2:]))); err != nil {
				return err
			}
			p += 4
			if flags&0x0001 != 0 { // arguments are words
				p += 4
			} else {
				p += 2
			}
			switch {
			case flags&0x0008 != 0: // one scale
				p += 2
			case flags&0x0040 != 0: // x and y scales
				p += 4
			case flags&0x0080 != 0: // a 2x2 matrix
				p += 8
			}
			if flags&0x0020 == 0 { // no more components
				return nil
			}
		}
	}
	if err := mark(0); err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
	for _, r := range runes {
		g, err := f.GlyphIndex(&buf, r)
		if err != nil {
			return nil, err
		}
		if err := mark(int(g)); err != nil {
			return nil, err
		}
	}

	// The glyf table of the kept glyphs, each padded to four bytes, and
	// its loca in the long format.
	var newGlyf bytes.Buffer
	newLoca := make([]byte, 4*(n+1))
	for g := range n {
		binary.BigEndian.PutUint32(newLoca[4*g:], uint32(newGlyf.Len()))
		if keep[g] {
			newGlyf.Write(glyf[offsets[g]:offsets[g+1]])
			for newGlyf.Len()%4 != 0 {
				newGlyf.WriteByte(0)
			}
		}
	}
	binary.BigEndian.PutUint32(newLoca[4*n:], uint32(newGlyf.Len()))
	tables["glyf"], tables["loca"] = newGlyf.Bytes(), newLoca
	head = slices.Clone(head)
	binary.BigEndian.PutUint16(head[50:], 1)
	tables["head"] = head
	// The hinting programs: the game draws without hinting.
	for _, tag := range []string{"fpgm", "prep", "cvt ", "gasp"} {
		delete(tables, tag)
	}
	if post := tables["post"]; len(post) >= 32 {
		post = slices.Clone(post[:32])
		binary.BigEndian.PutUint32(post, 0x00030000) // version 3: no names
		tables["post"] = post
	}
	return writeTables(tables)
}

// readTables splits an sfnt file into its tables by tag.
func readTables(ttf []byte) (map[string][]byte, error) {
	if len(ttf) < 12 {
		return nil, errors.New("font file too short")
	}
	num := int(binary.BigEndian.Uint16(ttf[4:]))
	if len(ttf) < 12+16*num {
		return nil, errors.New("font table directory cut short")
	}
	tables := make(map[string][]byte, num)
	for i := range num {
		rec := ttf[12+16*i:]
		off, length := binary.BigEndian.Uint32(rec[8:]), binary.BigEndian.Uint32(rec[12:])
		if uint64(off)+uint64(length) > uint64(len(ttf)) {
			return nil, fmt.Errorf("table %q lies past the end of the file", rec[:4])
		}
		tables[string(rec[:4])] = ttf[off : off+length]
	}
	return tables, nil
}

// writeTables assembles an sfnt file from tables, in tag order with their
// checksums and the head table's checksum adjustment, as the format asks.
func writeTables(tables map[string][]byte) ([]byte, error) {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	num := len(tags)
	entrySelector := 0
	for 1<<(entrySelector+1) <= num {
		entrySelector++
	}
	searchRange := 16 << entrySelector
	var out bytes.Buffer
	hdr := make([]byte, 12+16*num)
	binary.BigEndian.PutUint32(hdr, 0x00010000)
	binary.BigEndian.PutUint16(hdr[4:], uint16(num))
	binary.BigEndian.PutUint16(hdr[6:], uint16(searchRange))
	binary.BigEndian.PutUint16(hdr[8:], uint16(entrySelector))
	binary.BigEndian.PutUint16(hdr[10:], uint16(16*num-searchRange))
	out.Write(hdr)
	headAt := -1
	for i, tag := range tags {
		data := tables[tag]
		if tag == "head" {
			data = slices.Clone(data)
			binary.BigEndian.PutUint32(data[8:], 0) // checkSumAdjustment, set below
			headAt = out.Len()
		}
		rec := out.Bytes()[12+16*i:]
		copy(rec, tag)
		binary.BigEndian.PutUint32(rec[4:], checksum(data))
		binary.BigEndian.PutUint32(rec[8:], uint32(out.Len()))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(data)))
		out.Write(data)
		for out.Len()%4 != 0 {
			out.WriteByte(0)
		}
	}
	b := out.Bytes()
	if headAt >= 0 {
		binary.BigEndian.PutUint32(b[headAt+8:], 0xB1B0AFBA-checksum(b))
	}
	return b, nil
}

// checksum is the sfnt table checksum: the sum of big-endian uint32 words,
// the last one padded with zeros.
func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var w [4]byte
		copy(w[:], data[i:])
		sum += binary.BigEndian.Uint32(w[:])
	}
	return sum
}
