package sprites

import (
	_ "embed"
	"image/color"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

//go:generate go run ./internal/subset/gen

// The Go fonts, regular and bold, cut down to the characters the game can
// show (printable ASCII, Latin-1 with the German umlauts and ß, and every
// other character of the program's texts, such as typographic dashes and
// arrows) and read out of the font files by go generate: metrics,
// advances and outlines (see subset.Outlines). The game needs
// neither the rest of the fonts nor code to parse a font file, at start
// or in the browser's download; go generate writes the files anew when a
// text gains a character, and the tests fail until it has.
var (
	//go:embed fonts/regular.glyphs
	regularGlyphs []byte
	//go:embed fonts/bold.glyphs
	boldGlyphs []byte
)

// fonts reads the embedded fonts' tables once: regular and bold.
var fonts = sync.OnceValue(func() [2]*outlines {
	load := func(b []byte) *outlines {
		o, err := readOutlines(b)
		if err != nil {
			// The fonts are compiled in; failing to read them is a build defect.
			panic("sprites: embedded font does not read: " + err.Error())
		}
		return o
	}
	return [2]*outlines{load(regularGlyphs), load(boldGlyphs)}
})

type faceKey struct {
	size float64
	bold bool
}

// faces caches the faces handed out by Face. It only ever grows by one face
// per distinct size and weight, and is guarded by its mutex.
var faces struct {
	sync.Mutex
	m map[faceKey]*TextFace
}

// Face returns the Go font face of the given pixel size, bold or regular,
// for all text the game draws. Faces are cached per size and weight, so
// asking again every frame costs a map look-up and allocates nothing. The
// returned face is shared and, like all faces, used from one goroutine.
func Face(size float64, bold bool) *TextFace {
	size = math.Max(1, size)
	k := faceKey{size, bold}
	faces.Lock()
	defer faces.Unlock()
	if f, ok := faces.m[k]; ok {
		return f
	}
	if faces.m == nil {
		faces.m = make(map[faceKey]*TextFace)
	}
	o := fonts()[0]
	if bold {
		o = fonts()[1]
	}
	f := newTextFace(o, size)
	faces.m[k] = f
	return f
}

// Align says where the anchor of DrawText lies horizontally: at the text's
// left end, its middle, or its right end.
type Align int

// The horizontal anchors for DrawText.
const (
	Left Align = iota
	Center
	Right
)

// DrawText draws s in face and colour clr with its anchor at (x, y). The
// anchor is horizontally at the left end, the middle or the right end of the
// text (align), and vertically in the middle of the capital letters, so text
// of any size centres optically on a button or a row of icons at y. Text with
// line breaks is centred as a block around y, lines spaced by the face's
// line height, each line aligned on its own.
func DrawText(dst *ebiten.Image, s string, face *TextFace, x, y float64, clr color.Color, align Align) {
	if s == "" || face == nil {
		return
	}
	m := face.Metrics()
	lineH := m.HAscent + m.HDescent + m.HLineGap
	lines := strings.Count(s, "\n") + 1
	// Baseline of the first line, then the top of its line box.
	base := y + m.CapHeight/2 - float64(lines-1)*lineH/2
	var geo ebiten.GeoM
	geo.Translate(x, base-m.HAscent)
	var cs ebiten.ColorScale
	cs.ScaleWithColor(clr)
	face.drawLines(dst, s, geo, lineH, align, cs)
}

// MeasureText returns the width of s in face (its widest line) and its
// height: the line height times the number of lines, the same spacing
// DrawText uses.
func MeasureText(s string, face *TextFace) (w, h float64) {
	if face == nil {
		return 0, 0
	}
	m := face.Metrics()
	lines := 0
	for rest, found := s, true; found; {
		var line string
		line, rest, found = strings.Cut(rest, "\n")
		w = math.Max(w, face.advance(line))
		lines++
	}
	return w, float64(lines) * (m.HAscent + m.HDescent + m.HLineGap)
}
