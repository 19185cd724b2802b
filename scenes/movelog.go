package scenes

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

// moveLog is the log of a round's moves that a table shows: every line of
// the round, each wrapped to the width it is given (a word is never cut,
// nor a line cut off at the edge), the newest lines that fit at the bottom
// and the newest line marked. The whole history scrolls back by the mouse
// wheel over it, by dragging or swiping on it, by PageUp and PageDown at
// any time, and by the arrow keys, Home and End once it was clicked (it
// has the focus until a press elsewhere or Esc). A new line brings the
// view back to the bottom.
//
// On a narrow screen it may be folded (see Fold): a strip of its newest
// lines that a tap opens over a larger rectangle, to scroll through the
// history, and that a tap or Esc folds again.
//
// The lines are wrapped when they are added or the room or the screen's
// scale changes, never while drawing, and each wrapped row is drawn from
// the painter's cache of rendered text: a frame at rest allocates nothing.
type moveLog struct {
	lines []string
	rows  []logRow
	// r is where the log shows (the strip when folded); fold the
	// rectangle it opens over, empty when it does not fold; open: it is
	// open.
	r, fold rect
	open    bool
	// size is the text's size in logical units; scale the screen's scale
	// the rows were wrapped at, wrapW the width.
	size, scale, wrapW float64
	// back is how many rows the view is scrolled back from the newest.
	back  int
	focus bool
	press logPress
}

// logRow is one row of a wrapped line: its text and the line it belongs to.
type logRow struct {
	text string
	line int
}

// logPress is a press on the log: where it began and the scroll then;
// dragging once it moved further than a tap.
type logPress struct {
	active, dragging bool
	y0               float64
	back0            int
}

// Measures of the log, in logical units: the padding inside its panel and
// the line height per unit of text size.
const (
	logPad    = 8.0
	logRight  = 24.0 // the room at a row's right: the scroll mark, the strip's ↓
	logLeadIn = 1.3
)

// Inks of the log, boxed once so drawing allocates nothing.
var (
	logInk   color.Color = color.NRGBA{0, 0, 0, 70}
	logOpen  color.Color = color.NRGBA{12, 38, 24, 255}
	logThumb color.Color = color.NRGBA{255, 255, 255, 90}
)

// Add puts a line at the end of the log and shows the newest lines again.
func (m *moveLog) Add(line string) {
	m.lines = append(m.lines, line)
	if m.scale > 0 {
		m.rows = m.wrapLine(m.rows, len(m.lines)-1)
	}
	m.back = 0
}

// Reset makes lines the whole log (a new round, or the round's log told
// anew), showing the newest.
func (m *moveLog) Reset(lines []string) {
	m.lines = append(m.lines[:0], lines...)
	m.back = 0
	m.rewrap()
}

// Layout places the log in r with text size units high. The log keeps its
// lines; they are wrapped again when the width changed.
func (m *moveLog) Layout(r rect, size float64) {
	changed := r.w != m.r.w || size != m.size
	m.r, m.size = r, size
	if changed {
		m.rewrap()
	}
}

// Fold makes the log a strip (its Layout rectangle) that a tap opens over
// open; an empty open unfolds it for good.
func (m *moveLog) Fold(open rect) {
	if open.w <= 0 || open.h <= 0 {
		open = rect{}
		m.open = false
	}
	if open.w != m.fold.w {
		m.fold = open
		m.rewrap()
		return
	}
	m.fold = open
}

// rescale wraps the lines for the screen's scale s (the text measures at
// the size it is drawn at), when it changed.
func (m *moveLog) rescale(s float64) {
	if s != m.scale {
		m.scale = s
		m.rewrap()
	}
}

// folded reports whether the log folds into a strip.
func (m *moveLog) folded() bool { return m.fold.w > 0 }

// area is the rectangle the log shows in now: its own, or the one it
// opened over.
func (m *moveLog) area() rect {
	if m.open {
		return m.fold
	}
	return m.r
}

// width is the room of a row: the widest area the log shows in, less the
// padding and the scroll mark, so a row fits both the strip and the open
// log.
func (m *moveLog) width() float64 {
	w := m.r.w
	if m.folded() {
		w = math.Min(w, m.fold.w)
	}
	return w - logPad - logRight
}

func (m *moveLog) lineH() float64 { return math.Round(m.size * logLeadIn) }

// capacity is how many rows the area shows.
func (m *moveLog) capacity() int {
	if m.size <= 0 {
		return 0
	}
	return max(1, int((m.area().h-logPad)/m.lineH()))
}

// maxBack is the furthest the view scrolls back: the oldest row at the top.
func (m *moveLog) maxBack() int { return max(0, len(m.rows)-m.capacity()) }

func (m *moveLog) face() *sprites.TextFace { return sprites.Face(m.size*m.scale, false) }

// rewrap wraps every line anew, at the scale last drawn with.
func (m *moveLog) rewrap() {
	m.rows = m.rows[:0]
	if m.scale <= 0 || m.size <= 0 {
		return
	}
	m.wrapW = m.width()
	for i := range m.lines {
		m.rows = m.wrapLine(m.rows, i)
	}
	m.back = min(m.back, m.maxBack())
}

// wrapLine appends line i's rows to dst: as many words a row as fit the
// width, and a single word wider than the width broken after a hyphen or
// else between letters, so that nothing is ever cut off.
func (m *moveLog) wrapLine(dst []logRow, i int) []logRow {
	face, s, w := m.face(), m.scale, m.width()
	fits := func(str string) bool {
		tw, _ := sprites.MeasureText(str, face)
		return tw/s <= w
	}
	row := ""
	for _, word := range strings.Fields(m.lines[i]) {
		try := word
		if row != "" {
			try = row + " " + word
		}
		if fits(try) {
			row = try
			continue
		}
		if row != "" {
			dst = append(dst, logRow{row, i})
			row = ""
		}
		// A word wider than the row on its own goes over as many rows as
		// it needs, broken between letters.
		for word != "" && !fits(word) {
			cut := len(word)
			for cut > 0 && !fits(word[:cut]) {
				_, n := utf8.DecodeLastRuneInString(word[:cut])
				cut -= n
			}
			if cut == 0 {
				_, cut = utf8.DecodeRuneInString(word) // not even a letter fits
			} else if h := strings.LastIndexByte(word[:cut], '-'); h > 0 {
				cut = h + 1 // after a hyphen, where the word breaks itself
			}
			dst = append(dst, logRow{word[:cut], i})
			word = word[cut:]
		}
		row = word
	}
	if row != "" || len(m.lines[i]) == 0 {
		dst = append(dst, logRow{row, i})
	}
	return dst
}

// Update scrolls the log by this tick's input and reports whether the log
// took the input, which then is nobody else's: the wheel or a press on it,
// a drag that began on it, its keys. A folded log opens on a tap on the
// strip and, while open, takes every press, folding again on a tap.
func (m *moveLog) Update(in *game.Input) bool {
	if m.size <= 0 || m.r.w <= 0 {
		return false
	}
	a := m.area()
	used := false
	if in.Wheel != 0 && a.contains(in.X, in.Y) {
		m.scroll(int(math.Round(in.Wheel * 3)))
		used = true
	}
	p := &m.press
	switch {
	case in.Pressed && (a.contains(in.X, in.Y) || m.open):
		*p = logPress{active: true, y0: in.Y, back0: m.back}
		used = true
	case in.Pressed:
		m.focus = false
	case in.Down && p.active:
		if !p.dragging && math.Abs(in.Y-p.y0) > nmDrag {
			p.dragging = true
		}
		if p.dragging {
			// The rows follow the finger: dragging down brings older
			// rows in from the top.
			m.back = p.back0 + int(math.Round((in.Y-p.y0)/m.lineH()))
			m.clamp()
		}
		used = true
	}
	if in.Released && p.active {
		tap := !p.dragging && math.Abs(in.Y-p.y0) <= nmDrag
		*p = logPress{}
		if tap {
			switch {
			case m.folded():
				m.open = !m.open
				m.back = min(m.back, m.maxBack())
			default:
				m.focus = true
			}
		}
		used = true
	}
	if in.LongPress && p.active {
		used = true
	}
	return m.keys(in) || used
}

// keys scrolls by the keys: PageUp and PageDown always, the arrows, Home
// and End while the log has the focus or is open; Esc gives the focus up
// or folds the log.
func (m *moveLog) keys(in *game.Input) bool {
	page := max(1, m.capacity()-1)
	switch {
	case in.Key(ebiten.KeyPageUp):
		m.scroll(page)
	case in.Key(ebiten.KeyPageDown):
		m.scroll(-page)
	case !m.focus && !m.open:
		return false
	case in.Key(ebiten.KeyArrowUp):
		m.scroll(1)
	case in.Key(ebiten.KeyArrowDown):
		m.scroll(-1)
	case in.Key(ebiten.KeyHome):
		m.back = m.maxBack()
	case in.Key(ebiten.KeyEnd):
		m.back = 0
	case in.Key(ebiten.KeyEscape):
		m.focus, m.open = false, false
		m.back = min(m.back, m.maxBack())
	default:
		return false
	}
	return true
}

// scroll moves the view n rows back (older) or, for n < 0, forward.
func (m *moveLog) scroll(n int) {
	m.back += n
	m.clamp()
}

func (m *moveLog) clamp() { m.back = max(0, min(m.back, m.maxBack())) }

// shown is the range of rows in view, oldest first. A folded strip that
// is not scrolled shows the newest line from its start (the rest of it is
// a tap away).
func (m *moveLog) shown() (from, to int) {
	to = len(m.rows) - min(m.back, m.maxBack())
	from = max(0, to-m.capacity())
	if m.folded() && !m.open && m.back == 0 {
		for from > 0 && from < to && m.rows[from-1].line == m.rows[from].line {
			from--
			to--
		}
	}
	return from, to
}

// Draw paints the log: its panel, the rows in view (the newest line's
// marked in the colour of the seats' last moves), and a mark of where the view is when it scrolls.
func (m *moveLog) Draw(screen *ebiten.Image, ctx *game.Context) {
	if m.size <= 0 || m.r.w <= 0 {
		return
	}
	s := ctx.Scale
	m.rescale(s)
	a := m.area()
	ink := logInk
	if m.open {
		ink = logOpen
	}
	ctx.Paint.DrawPanel(screen, a.x*s, a.y*s, a.w*s, a.h*s, 8*s, ink)
	if m.focus || m.open {
		ctx.Art.DrawOutline(screen, a.x*s, a.y*s, a.w*s, a.h*s, 2*s, focusInk)
	}
	face := m.face()
	lh := m.lineH()
	from, to := m.shown()
	// The rows in view stand at the bottom of the area, newest last.
	y := a.y + a.h - logPad/2 - float64(to-from)*lh + lh/2
	newest := len(m.lines) - 1
	for i := from; i < to; i++ {
		clr := dimText
		if m.rows[i].line == newest {
			clr = activeColor
		}
		ctx.Paint.DrawText(screen, m.rows[i].text, face, (a.x+logPad)*s, y*s, clr, sprites.Left)
		y += lh
	}
	if n := len(m.rows); n > to-from && to-from > 0 && (m.open || !m.folded()) {
		// Where the view is in the history, at the right edge.
		track := a.h - logPad
		h := math.Max(10, track*float64(to-from)/float64(n))
		ty := a.y + logPad/2 + (track-h)*float64(from)/float64(max(1, n-(to-from)))
		ctx.Paint.DrawPanel(screen, (a.x+a.w-7)*s, ty*s, 3*s, h*s, 1.5*s, logThumb)
	}
	if m.folded() && !m.open && len(m.rows) > 0 {
		// The strip opens: a small mark at its right end says so.
		ctx.Paint.DrawText(screen, "↓", sprites.Face(14*s, true), (a.x+a.w-17)*s, (a.y+a.h/2)*s, dimText, sprites.Center)
	}
}
