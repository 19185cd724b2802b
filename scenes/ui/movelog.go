package ui

import (
	"image/color"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

// MoveLog is the log of a round's moves that a table shows: every line of
// the round, each wrapped to the width it is given (a word is never cut,
// nor a line cut off at the edge), the newest lines that fit at the bottom
// and the newest line marked. The whole history scrolls back by the mouse
// wheel over it, by dragging or swiping on it, by PageUp and PageDown at
// any time, and by the arrow keys, Home and End once it was clicked (it
// has the focus until a press elsewhere or Esc). A new line brings the
// view back to the bottom.
//
// On a narrow screen it may be folded (see Fold): a strip of its newest
// Lines that a tap opens over a larger rectangle, to scroll through the
// history, and that a tap or Esc folds again.
//
// The lines are wrapped when they are added or the room or the screen's
// scale changes, never while drawing, and each wrapped row is drawn from
// the painter's cache of rendered text: a frame at rest allocates nothing.
type MoveLog struct {
	Lines []string
	Rows  []logRow
	// R is where the log shows (the strip when folded); FoldRect the
	// rectangle it opens over, empty when it does not fold; open: it is
	// Open.
	R, FoldRect Rect
	Open        bool
	// Size is the text's size in logical units; scale the screen's scale
	// the rows were wrapped at, wrapW the width.
	Size, scale, wrapW float64
	// Back is how many rows the view is scrolled back from the newest.
	Back  int
	Focus bool
	press logPress
}

// logRow is one row of a wrapped line: its text and the line it belongs to.
type logRow struct {
	Text string
	Line int
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
	LogPad    = 8.0
	LogRight  = 24.0 // the room at a row's right: the scroll mark, the strip's ↓
	LogLeadIn = 1.3
)

// Inks of the log, boxed once so drawing allocates nothing.
var (
	logInk   color.Color = color.NRGBA{0, 0, 0, 70}
	logOpen  color.Color = color.NRGBA{12, 38, 24, 255}
	logThumb color.Color = color.NRGBA{255, 255, 255, 90}
)

// Add puts a line at the end of the log and shows the newest lines again.
func (m *MoveLog) Add(line string) {
	m.Lines = append(m.Lines, line)
	if m.scale > 0 {
		m.Rows = m.wrapLine(m.Rows, len(m.Lines)-1)
	}
	m.Back = 0
}

// Reset makes lines the whole log (a new round, or the round's log told
// anew), showing the newest.
func (m *MoveLog) Reset(lines []string) {
	m.Lines = append(m.Lines[:0], lines...)
	m.Back = 0
	m.rewrap()
}

// Layout places the log in r with text size units high. The log keeps its
// Lines; they are wrapped again when the width changed.
func (m *MoveLog) Layout(r Rect, size float64) {
	changed := r.W != m.R.W || size != m.Size
	m.R, m.Size = r, size
	if changed {
		m.rewrap()
	}
}

// Fold makes the log a strip (its Layout rectangle) that a tap opens over
// Open; an empty open unfolds it for good.
func (m *MoveLog) Fold(open Rect) {
	if open.W <= 0 || open.H <= 0 {
		open = Rect{}
		m.Open = false
	}
	if open.W != m.FoldRect.W {
		m.FoldRect = open
		m.rewrap()
		return
	}
	m.FoldRect = open
}

// Rescale wraps the lines for the screen's scale s (the text measures at
// the size it is drawn at), when it changed.
func (m *MoveLog) Rescale(s float64) {
	if s != m.scale {
		m.scale = s
		m.rewrap()
	}
}

// Folded reports whether the log folds into a strip.
func (m *MoveLog) Folded() bool { return m.FoldRect.W > 0 }

// area is the rectangle the log shows in now: its own, or the one it
// opened over.
func (m *MoveLog) area() Rect {
	if m.Open {
		return m.FoldRect
	}
	return m.R
}

// width is the room of a row: the widest area the log shows in, less the
// padding and the scroll mark, so a row fits both the strip and the open
// log.
func (m *MoveLog) width() float64 {
	w := m.R.W
	if m.Folded() {
		w = math.Min(w, m.FoldRect.W)
	}
	return w - LogPad - LogRight
}

func (m *MoveLog) LineH() float64 { return math.Round(m.Size * LogLeadIn) }

// Capacity is how many rows the area shows.
func (m *MoveLog) Capacity() int {
	if m.Size <= 0 {
		return 0
	}
	return max(1, int((m.area().H-LogPad)/m.LineH()))
}

// MaxBack is the furthest the view scrolls back: the oldest row at the top.
func (m *MoveLog) MaxBack() int { return max(0, len(m.Rows)-m.Capacity()) }

func (m *MoveLog) face() *sprites.TextFace { return sprites.Face(m.Size*m.scale, false) }

// rewrap wraps every line anew, at the scale last drawn with.
func (m *MoveLog) rewrap() {
	m.Rows = m.Rows[:0]
	if m.scale <= 0 || m.Size <= 0 {
		return
	}
	m.wrapW = m.width()
	for i := range m.Lines {
		m.Rows = m.wrapLine(m.Rows, i)
	}
	m.Back = min(m.Back, m.MaxBack())
}

// wrapLine appends line i's rows to dst: as many words a row as fit the
// width, and a single word wider than the width broken after a hyphen or
// else between letters, so that nothing is ever cut off.
func (m *MoveLog) wrapLine(dst []logRow, i int) []logRow {
	face, s, w := m.face(), m.scale, m.width()
	fits := func(str string) bool {
		tw, _ := sprites.MeasureText(str, face)
		return tw/s <= w
	}
	row := ""
	for _, word := range strings.Fields(m.Lines[i]) {
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
	if row != "" || len(m.Lines[i]) == 0 {
		dst = append(dst, logRow{row, i})
	}
	return dst
}

// Update scrolls the log by this tick's input and reports whether the log
// took the input, which then is nobody else's: the wheel or a press on it,
// a drag that began on it, its keys. A folded log opens on a tap on the
// strip and, while open, takes every press, folding again on a tap.
func (m *MoveLog) Update(in *game.Input) bool {
	if m.Size <= 0 || m.R.W <= 0 {
		return false
	}
	a := m.area()
	used := false
	if in.Wheel != 0 && a.Contains(in.X, in.Y) {
		m.scroll(int(math.Round(in.Wheel * 3)))
		used = true
	}
	p := &m.press
	switch {
	case in.Pressed && (a.Contains(in.X, in.Y) || m.Open):
		*p = logPress{active: true, y0: in.Y, back0: m.Back}
		used = true
	case in.Pressed:
		m.Focus = false
	case in.Down && p.active:
		if !p.dragging && math.Abs(in.Y-p.y0) > NmDrag {
			p.dragging = true
		}
		if p.dragging {
			// The rows follow the finger: dragging down brings older
			// Rows in from the top.
			m.Back = p.back0 + int(math.Round((in.Y-p.y0)/m.LineH()))
			m.Clamp()
		}
		used = true
	}
	if in.Released && p.active {
		tap := !p.dragging && math.Abs(in.Y-p.y0) <= NmDrag
		*p = logPress{}
		if tap {
			switch {
			case m.Folded():
				m.Open = !m.Open
				m.Back = min(m.Back, m.MaxBack())
			default:
				m.Focus = true
			}
		}
		used = true
	}
	if in.LongPress && p.active {
		used = true
	}
	return m.Keys(in) || used
}

// Keys scrolls by the keys: PageUp and PageDown always, the arrows, Home
// and End while the log has the focus or is open; Esc gives the focus up
// or folds the log.
func (m *MoveLog) Keys(in *game.Input) bool {
	page := max(1, m.Capacity()-1)
	switch {
	case in.Key(ebiten.KeyPageUp):
		m.scroll(page)
	case in.Key(ebiten.KeyPageDown):
		m.scroll(-page)
	case !m.Focus && !m.Open:
		return false
	case in.Key(ebiten.KeyArrowUp):
		m.scroll(1)
	case in.Key(ebiten.KeyArrowDown):
		m.scroll(-1)
	case in.Key(ebiten.KeyHome):
		m.Back = m.MaxBack()
	case in.Key(ebiten.KeyEnd):
		m.Back = 0
	case in.Key(ebiten.KeyEscape):
		m.Focus, m.Open = false, false
		m.Back = min(m.Back, m.MaxBack())
	default:
		return false
	}
	return true
}

// scroll moves the view n rows back (older) or, for n < 0, forward.
func (m *MoveLog) scroll(n int) {
	m.Back += n
	m.Clamp()
}

func (m *MoveLog) Clamp() { m.Back = max(0, min(m.Back, m.MaxBack())) }

// Shown is the range of rows in view, oldest first. A folded strip that
// is not scrolled shows the newest line whole, and above it only whole
// lines: the rows of an older line cut at the top are left out rather than
// the end of the newest ("Bot 1 lays" without its card). A newest line
// longer than the strip shows from its start (the rest of it is a tap
// away).
func (m *MoveLog) Shown() (from, to int) {
	to = len(m.Rows) - min(m.Back, m.MaxBack())
	from = max(0, to-m.Capacity())
	if m.Folded() && !m.Open && m.Back == 0 && from > 0 {
		newest := m.Rows[to-1].Line
		start := to - 1
		for start > 0 && m.Rows[start-1].Line == newest {
			start--
		}
		if start < from {
			return start, start + m.Capacity()
		}
		for from < start && m.Rows[from-1].Line == m.Rows[from].Line {
			from++
		}
	}
	return from, to
}

// Draw paints the log: its panel, the rows in view (the newest line's
// marked in the colour of the seats' last moves), and a mark of where the view is when it scrolls.
func (m *MoveLog) Draw(screen *ebiten.Image, ctx *game.Context) {
	if m.Size <= 0 || m.R.W <= 0 {
		return
	}
	s := ctx.Scale
	m.Rescale(s)
	a := m.area()
	ink := logInk
	if m.Open {
		ink = logOpen
	}
	ctx.Paint.DrawPanel(screen, a.X*s, a.Y*s, a.W*s, a.H*s, 8*s, ink)
	if m.Focus || m.Open {
		ctx.Art.DrawOutline(screen, a.X*s, a.Y*s, a.W*s, a.H*s, 2*s, FocusInk)
	}
	face := m.face()
	lh := m.LineH()
	from, to := m.Shown()
	// The rows in view stand at the bottom of the area, newest last.
	y := a.Y + a.H - LogPad/2 - float64(to-from)*lh + lh/2
	newest := len(m.Lines) - 1
	for i := from; i < to; i++ {
		clr := DimText
		if m.Rows[i].Line == newest {
			clr = ActiveColor
		}
		ctx.Paint.DrawText(screen, m.Rows[i].Text, face, (a.X+LogPad)*s, y*s, clr, sprites.Left)
		y += lh
	}
	if n := len(m.Rows); n > to-from && to-from > 0 && (m.Open || !m.Folded()) {
		// Where the view is in the history, at the right edge.
		track := a.H - LogPad
		h := math.Max(10, track*float64(to-from)/float64(n))
		ty := a.Y + LogPad/2 + (track-h)*float64(from)/float64(max(1, n-(to-from)))
		ctx.Paint.DrawPanel(screen, (a.X+a.W-7)*s, ty*s, 3*s, h*s, 1.5*s, logThumb)
	}
	if m.Folded() && !m.Open && len(m.Rows) > 0 {
		// The strip opens: a small mark at its right end says so.
		ctx.Paint.DrawText(screen, "↓", sprites.Face(14*s, true), (a.X+a.W-17)*s, (a.Y+a.H/2)*s, DimText, sprites.Center)
	}
}
