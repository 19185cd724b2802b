// Package glyphs defines the format of the game's glyph files
// (sprites/fonts/*.glyphs): what the game draws of a font, read out of the
// font file by go generate (see package subset), so the game neither
// parses a font file at start nor carries the code to. All numbers are
// little-endian:
//
//	magic "GLY1"
//	u16 units per em
//	i16 ascent, descent (positive: below the baseline), line height
//	    (ascent, descent and line gap) and capital height, in font units
//	u16 n, the number of runes
//	n × u16: the runes, ascending
//	n × i16: each rune's advance
//	(n+1) × u32: where each rune's outline starts in the outlines, and
//	    where the last one ends
//	the outlines: per segment a u8 operation (OpMoveTo, OpLineTo,
//	    OpQuadTo, OpCubeTo) and its 1, 2 or 3 points as i16 x, i16 y in
//	    font units, y growing downwards
//
// Every value is the font's, unscaled; the game scales them to a size as
// golang.org/x/image/font/sfnt does, rounding half away from zero. The
// format has no kerning: the Go fonts, as that package reads them, kern
// no pair, and subset.Outlines fails should a font do so.
package glyphs

// Magic starts every glyph file.
const Magic = "GLY1"

// The outline operations.
const (
	OpMoveTo = iota
	OpLineTo
	OpQuadTo
	OpCubeTo
)

// HeaderSize is the length of the format's fixed start.
const HeaderSize = 4 + 2 + 4*2 + 2
