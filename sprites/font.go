package sprites

import (
	_ "embed"
	"image/color"
	"math"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
)

//go:generate go run ./internal/subset/gen

// The Go fonts, regular and bold, cut down to the characters the game can
// show: printable ASCII, Latin-1 (German umlauts and ß among them) and
// every other character of the program's texts, such as typographic
// dashes and arrows. The rest of their glyphs would only weigh on the
// browser download; go generate writes them anew when a text gains a
// character, and the tests fail until it has.
var (
	//go:embed fonts/regular.ttf
	regularTTF []byte
	//go:embed fonts/bold.ttf
	boldTTF []byte
)

// fontSources parses the embedded fonts once: regular and bold.
//
// Faces are built on golang.org/x/image's OpenType rasteriser and drawn by
// TextFace: the game needs no complex shaping.
var fontSources = sync.OnceValue(func() [2]*opentype.Font {
	load := func(ttf []byte) *opentype.Font {
		f, err := opentype.Parse(ttf)
		if err != nil {
			// The fonts are compiled in; failing to parse them is a build defect.
			panic("sprites: embedded Go font does not parse: " + err.Error())
		}
		return f
	}
	return [2]*opentype.Font{load(regularTTF), load(boldTTF)}
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
	src := fontSources()[0]
	if bold {
		src = fontSources()[1]
	}
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("sprites: embedded Go font gives no face: " + err.Error())
	}
	f := newTextFace(xf)
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
