package ui

import (
	"elferraus/sprites"
)

// Fitted keeps what fitFace found for one line in one room, so that a
// frame that draws the same line again measures nothing and allocates
// nothing; it works the fit out anew only when the line, the room or the
// scale changes.
type Fitted struct {
	text, Out                 string
	size, least, width, scale float64
	bold                      bool
	Face                      *sprites.TextFace
	// W is Out's width in layout units.
	W float64
}

// FitFace is fitFace of text, from the cache when nothing changed.
func (f *Fitted) FitFace(text string, size, least, width, s float64, bold bool) *sprites.TextFace {
	face, _ := f.FitLine(text, size, least, width, s, bold)
	return face
}

// FitLine is the face fitFace chooses and the line to draw with it: text,
// or, where it is too wide even at the least size, as much of it as fits
// with "…" after it.
func (f *Fitted) FitLine(text string, size, least, width, s float64, bold bool) (*sprites.TextFace, string) {
	if f.Face != nil && f.text == text && f.size == size && f.least == least && f.width == width && f.scale == s && f.bold == bold {
		return f.Face, f.Out
	}
	*f = Fitted{text: text, Out: text, size: size, least: least, width: width, scale: s, bold: bold}
	// One cut for every fitted line (see FitLabel: a count at the end
	// stays).
	f.Out, f.Face = fitText(text, size, least, width, s, bold)
	w, _ := sprites.MeasureText(f.Out, f.Face)
	f.W = w / s
	return f.Face, f.Out
}
