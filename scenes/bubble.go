package scenes

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

// Sizes and times of the bubble a long press brings up, the same at every
// table.
const (
	bubbleSize   = 16.0 // its text, in units (15 CSS px on a 390 px phone)
	bubbleLine   = bubbleSize + 6
	bubblePad    = 12.0
	bubbleMaxW   = 420.0
	bubbleMargin = 8.0  // its least distance from the screen's edges
	bubbleGap    = 12.0 // between it and what it explains
	bubbleTicks  = 360  // how long it stays without a tap: six seconds
)

// bubble is the explanation a long press (or a right click) brings up at
// a table: its text beside what was pressed, wholly on the screen, with a
// line saying how to close it. The next press, tap or key closes it and
// does nothing else; untouched it goes after bubbleTicks. The rows table
// and the board both show theirs through it, so that they wrap, place and
// close alike.
type bubble struct {
	text    string // what it says; paragraphs apart at "\n"
	dismiss string // the closing line, in the table's language
	at      rect   // what it explains: a card's place, or a spot round the point pressed
	ticks   int
	// eat: the press that closed it is swallowed through its release, so
	// that it is not also a click.
	eat bool

	// lines is text and dismiss wrapped for the key after it, kept so
	// that a frame showing the bubble wraps and allocates nothing.
	lines             []string
	forText, forDism  string
	forScale, forWide float64
}

// show puts text up beside at, with the closing line of tx's language.
func (b *bubble) show(tx *Text, text string, at rect) {
	b.text, b.dismiss, b.at, b.ticks = text, wordsOf(tx).ExDismiss, at, bubbleTicks
}

// showAt puts text up beside the point (x, y) a finger pressed: the spot
// round it stays clear, so that the finger hides none of the text.
func (b *bubble) showAt(tx *Text, text string, x, y float64) {
	const finger = 12.0
	b.show(tx, text, rect{x - finger, y - finger, 2 * finger, 2 * finger})
}

// shown reports whether the bubble is on the screen.
func (b *bubble) shown() bool { return b.ticks > 0 && b.text != "" }

// close takes the bubble away.
func (b *bubble) close() { b.text, b.ticks = "", 0 }

// update counts the bubble down and lets the next press, tap or key close
// it, that input doing nothing else. It reports whether it took the
// tick's input.
func (b *bubble) update(in *game.Input) bool {
	if b.eat {
		if in.Released || !in.Down {
			b.eat = false
			in.Released = false
		}
		in.Pressed, in.Down, in.LongPress = false, false, false
		return true
	}
	if !b.shown() {
		return false
	}
	b.ticks--
	switch {
	case in.Pressed || in.LongPress:
		b.close()
		b.eat = !in.Released
		in.Pressed, in.Down, in.Released, in.LongPress = false, false, false, false
		return true
	case in.Released || in.AnyKey():
		b.close()
		in.Clear()
		return true
	}
	if b.ticks == 0 {
		b.close()
	}
	return false
}

// layout is the bubble on a screen of lw x lh units at scale s: its
// panel, its lines (the closing line last) and their face. The panel is
// centred over what it explains, above it, below when there is no room
// above, and wholly on the screen.
func (b *bubble) layout(s, lw, lh float64) (rect, []string, *sprites.TextFace) {
	face := sprites.Face(bubbleSize*s, false)
	w := math.Min(bubbleMaxW, lw-2*bubbleMargin)
	if b.forText != b.text || b.forDism != b.dismiss || b.forScale != s || b.forWide != w || b.lines == nil {
		b.lines = b.lines[:0]
		for _, para := range strings.Split(b.text, "\n") {
			b.lines = append(b.lines, wrapWords(para, face, w-2*bubblePad, s)...)
		}
		if b.dismiss != "" {
			b.lines = append(b.lines, wrapWords(b.dismiss, face, w-2*bubblePad, s)...)
		}
		b.forText, b.forDism, b.forScale, b.forWide = b.text, b.dismiss, s, w
	}
	h := float64(len(b.lines))*bubbleLine + 2*bubblePad - (bubbleLine - bubbleSize)
	x := math.Max(bubbleMargin, math.Min(b.at.x+b.at.w/2-w/2, lw-bubbleMargin-w))
	y := b.at.y - bubbleGap - h
	if y < bubbleMargin {
		y = math.Min(b.at.y+b.at.h+bubbleGap, lh-bubbleMargin-h)
	}
	return rect{x, math.Max(bubbleMargin, y), w, h}, b.lines, face
}

// draw paints the bubble, if shown, over a screen of lw x lh units.
func (b *bubble) draw(dst *ebiten.Image, ctx *game.Context, lw, lh float64) {
	if !b.shown() {
		return
	}
	s := ctx.Scale
	r, lines, face := b.layout(s, lw, lh)
	ctx.Paint.DrawPanel(dst, r.x*s, r.y*s, r.w*s, r.h*s, 12*s, bubbleInk)
	ctx.Art.DrawOutline(dst, r.x*s, r.y*s, r.w*s, r.h*s, 2*s, activeInk)
	for i, ln := range lines {
		clr := textColor
		if b.dismiss != "" && i == len(lines)-1 {
			clr = dimText
		}
		y := r.y + bubblePad + bubbleSize/2 + float64(i)*bubbleLine
		ctx.Paint.DrawText(dst, ln, face, (r.x+bubblePad)*s, y*s, clr, sprites.Left)
	}
}

// wrapWords breaks text into lines of at most width units in face.
func wrapWords(text string, face *sprites.TextFace, width, s float64) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(text) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if w, _ := sprites.MeasureText(try, face); w/s > width && line != "" {
			out = append(out, line)
			line = word
			continue
		}
		line = try
	}
	return append(out, line)
}

// toastTicks is how long a message stays: three seconds.
const toastTicks = 180

// toast is a short message at a table that fades as its time runs out,
// the same at every table; where it stands is the table's own.
type toast struct {
	text  string
	ticks int
	// turn is the turn the message is about: it goes when that turn
	// passes, so that no refusal of one turn shows into the next. -1: a
	// message about no turn (a notice of the deal, a copied code).
	turn int
}

// say shows msg for its full time, about the given turn (-1: none).
func (m *toast) say(msg string, turn int) { m.text, m.ticks, m.turn = msg, toastTicks, turn }

// shown reports whether a message is on the screen.
func (m *toast) shown() bool { return m.ticks > 0 && m.text != "" }

// clear takes the message away.
func (m *toast) clear() { m.text, m.ticks = "", 0 }

// tick counts the message's time down.
func (m *toast) tick() {
	if m.ticks > 0 {
		m.ticks--
	}
}

// dropStale takes away a message about a turn other than turn.
func (m *toast) dropStale(turn int) {
	if m.ticks > 0 && m.turn >= 0 && m.turn != turn {
		m.clear()
	}
}

// draw paints the message in its panel r: one line (several when a holds
// line breaks), or a over b when b is given, fading out over its last
// third of a second.
func (m *toast) draw(dst *ebiten.Image, ctx *game.Context, r rect, face *sprites.TextFace, a, b string) {
	s := ctx.Scale
	fade := math.Min(1, float64(m.ticks)/20)
	c := toastColor
	c.A = uint8(float64(c.A) * fade)
	ctx.Paint.DrawPanel(dst, r.x*s, r.y*s, r.w*s, r.h*s, 10*s, c)
	tc := color.NRGBA{textColor.R, textColor.G, textColor.B, uint8(255 * fade)}
	cx, cy := r.x+r.w/2, r.y+r.h/2
	if b == "" {
		ctx.Paint.DrawText(dst, a, face, cx*s, cy*s, tc, sprites.Center)
		return
	}
	ctx.Paint.DrawText(dst, a, face, cx*s, (cy-8)*s, tc, sprites.Center)
	ctx.Paint.DrawText(dst, b, face, cx*s, (cy+8)*s, tc, sprites.Center)
}
