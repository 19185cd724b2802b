package scenes

import (
	"unicode/utf8"

	"elferraus/sprites"
)

// fitted keeps what fitFace found for one line in one room, so that a
// frame that draws the same line again measures nothing and allocates
// nothing; it works the fit out anew only when the line, the room or the
// scale changes.
type fitted struct {
	text, out                 string
	size, least, width, scale float64
	bold                      bool
	face                      *sprites.TextFace
}

// fitFace is fitFace of text, from the cache when nothing changed.
func (f *fitted) fitFace(text string, size, least, width, s float64, bold bool) *sprites.TextFace {
	face, _ := f.fitLine(text, size, least, width, s, bold)
	return face
}

// fitLine is the face fitFace chooses and the line to draw with it: text,
// or, where it is too wide even at the least size, as much of it as fits
// with "…" after it.
func (f *fitted) fitLine(text string, size, least, width, s float64, bold bool) (*sprites.TextFace, string) {
	if f.face != nil && f.text == text && f.size == size && f.least == least && f.width == width && f.scale == s && f.bold == bold {
		return f.face, f.out
	}
	*f = fitted{text: text, out: text, size: size, least: least, width: width, scale: s, bold: bold}
	f.face = fitFace(text, size, least, width, s, bold)
	if w, _ := sprites.MeasureText(text, f.face); w/s > width {
		cut := text
		for cut != "" {
			_, n := utf8.DecodeLastRuneInString(cut)
			cut = cut[:len(cut)-n]
			if w, _ := sprites.MeasureText(cut+"…", f.face); w/s <= width {
				break
			}
		}
		f.out = cut + "…"
	}
	return f.face, f.out
}
