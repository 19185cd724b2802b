package ui

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/sprites"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sizes and times of the bubble a long press brings up, the same at every
// table.
const (
	BubbleSize   = 16.0 // its text, in units (15 CSS px on a 390 px phone)
	bubbleLine   = BubbleSize + 6
	BubblePad    = 12.0
	bubbleMaxW   = 420.0
	bubbleMargin = 8.0  // its least distance from the screen's edges
	bubbleGap    = 12.0 // between it and what it explains
	bubbleTicks  = 360  // how long it stays without a tap: six seconds
)

// Bubble is the explanation a long press (or a right click) brings up at
// a table: its text beside what was pressed, wholly on the screen, with a
// line saying how to close it. The next press, tap or key closes it and
// does nothing else; untouched it goes after bubbleTicks. The rows table
// and the board both show theirs through it, so that they wrap, place and
// close alike.
type Bubble struct {
	Text    string // what it says; paragraphs apart at "\n"
	dismiss string // the closing line, in the table's language
	at      Rect   // what it explains: a card's place, or a spot round the point pressed
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

// Show puts text up beside at, with the closing line of tx's language.
func (b *Bubble) Show(tx *i18n.Text, text string, at Rect) {
	b.Text, b.dismiss, b.at, b.ticks = text, i18n.WordsOf(tx).ExDismiss, at, bubbleTicks
}

// ShowAt puts text up beside the point (x, y) a finger pressed: the spot
// round it stays clear, so that the finger hides none of the text.
func (b *Bubble) ShowAt(tx *i18n.Text, text string, x, y float64) {
	const finger = 12.0
	b.Show(tx, text, Rect{x - finger, y - finger, 2 * finger, 2 * finger})
}

// Shown reports whether the bubble is on the screen.
func (b *Bubble) Shown() bool { return b.ticks > 0 && b.Text != "" }

// close takes the bubble away.
func (b *Bubble) close() { b.Text, b.ticks = "", 0 }

// Update counts the bubble down and lets the next press, tap or key close
// it, that input doing nothing else. It reports whether it took the
// Tick's input.
func (b *Bubble) Update(in *game.Input) bool {
	if b.eat {
		if in.Released || !in.Down {
			b.eat = false
			in.Released = false
		}
		in.Pressed, in.Down, in.LongPress = false, false, false
		return true
	}
	if !b.Shown() {
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

// Layout is the bubble on a screen of lw x lh units at scale s: its
// panel, its lines (the closing line last) and their face. The panel is
// centred over what it explains, above it, below when there is no room
// above, and wholly on the screen.
func (b *Bubble) Layout(s, lw, lh float64) (Rect, []string, *sprites.TextFace) {
	face := sprites.Face(BubbleSize*s, false)
	w := math.Min(bubbleMaxW, lw-2*bubbleMargin)
	if b.forText != b.Text || b.forDism != b.dismiss || b.forScale != s || b.forWide != w || b.lines == nil {
		b.lines = b.lines[:0]
		for _, para := range strings.Split(b.Text, "\n") {
			b.lines = append(b.lines, wrapWords(para, face, w-2*BubblePad, s)...)
		}
		if b.dismiss != "" {
			b.lines = append(b.lines, wrapWords(b.dismiss, face, w-2*BubblePad, s)...)
		}
		b.forText, b.forDism, b.forScale, b.forWide = b.Text, b.dismiss, s, w
	}
	h := float64(len(b.lines))*bubbleLine + 2*BubblePad - (bubbleLine - BubbleSize)
	x := math.Max(bubbleMargin, math.Min(b.at.X+b.at.W/2-w/2, lw-bubbleMargin-w))
	y := b.at.Y - bubbleGap - h
	if y < bubbleMargin {
		y = math.Min(b.at.Y+b.at.H+bubbleGap, lh-bubbleMargin-h)
	}
	return Rect{x, math.Max(bubbleMargin, y), w, h}, b.lines, face
}

// Draw paints the bubble, if shown, over a screen of lw x lh units.
func (b *Bubble) Draw(dst *ebiten.Image, ctx *game.Context, lw, lh float64) {
	if !b.Shown() {
		return
	}
	s := ctx.Scale
	r, lines, face := b.Layout(s, lw, lh)
	ctx.Paint.DrawPanel(dst, r.X*s, r.Y*s, r.W*s, r.H*s, 12*s, BubbleInk)
	ctx.Art.DrawOutline(dst, r.X*s, r.Y*s, r.W*s, r.H*s, 2*s, ActiveInk)
	for i, ln := range lines {
		clr := TextColor
		if b.dismiss != "" && i == len(lines)-1 {
			clr = DimText
		}
		y := r.Y + BubblePad + BubbleSize/2 + float64(i)*bubbleLine
		ctx.Paint.DrawText(dst, ln, face, (r.X+BubblePad)*s, y*s, clr, sprites.Left)
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

// Toast is a short message at a table that fades as its time runs out,
// the same at every table; where it stands is the table's own.
type Toast struct {
	Text  string
	Ticks int
	// turn is the turn the message is about: it goes when that turn
	// passes, so that no refusal of one turn shows into the next. -1: a
	// message about no turn (a notice of the deal, a copied code).
	turn int
}

// Say shows msg for its full time, about the given turn (-1: none).
func (m *Toast) Say(msg string, turn int) { m.Text, m.Ticks, m.turn = msg, toastTicks, turn }

// Shown reports whether a message is on the screen.
func (m *Toast) Shown() bool { return m.Ticks > 0 && m.Text != "" }

// Clear takes the message away.
func (m *Toast) Clear() { m.Text, m.Ticks = "", 0 }

// Tick counts the message's time down.
func (m *Toast) Tick() {
	if m.Ticks > 0 {
		m.Ticks--
	}
}

// DropStale takes away a message about a turn other than turn.
func (m *Toast) DropStale(turn int) {
	if m.Ticks > 0 && m.turn >= 0 && m.turn != turn {
		m.Clear()
	}
}

// Draw paints the message in its panel r: one line (several when a holds
// line breaks), or a over b when b is given, fading out over its last
// third of a second.
func (m *Toast) Draw(dst *ebiten.Image, ctx *game.Context, r Rect, face *sprites.TextFace, a, b string) {
	s := ctx.Scale
	fade := math.Min(1, float64(m.Ticks)/20)
	c := toastColor
	c.A = uint8(float64(c.A) * fade)
	ctx.Paint.DrawPanel(dst, r.X*s, r.Y*s, r.W*s, r.H*s, 10*s, c)
	tc := color.NRGBA{TextColor.R, TextColor.G, TextColor.B, uint8(255 * fade)}
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	if b == "" {
		ctx.Paint.DrawText(dst, a, face, cx*s, cy*s, tc, sprites.Center)
		return
	}
	ctx.Paint.DrawText(dst, a, face, cx*s, (cy-8)*s, tc, sprites.Center)
	ctx.Paint.DrawText(dst, b, face, cx*s, (cy+8)*s, tc, sprites.Center)
}
