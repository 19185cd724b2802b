package rows

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"strings"
)

// Sizes of a seat's note of its last move: it shrinks from seatNoteSize to
// seatNoteLeast, then wraps, then keeps its latest words.
const (
	seatNoteSize  = 15.0
	seatNoteLeast = 13.0
)

// seatNote is a seat's last move fitted to its panel: one or two lines at
// a size, worked out when the move or the screen changes.
type seatNote struct {
	lines [2]string
	size  float64
}

// noteWidth is the room of seat p's note in its panel.
func (t *Table) noteWidth(p int) float64 {
	l := &t.Lay
	b := l.seatBox(t.opponentIndex(p))
	if l.short {
		// The whole width beside the stack: the dealer's chip is on the
		// name's line.
		x, _ := t.seatTextShort(p)
		return b.X + b.W - 6 - x
	}
	if l.portrait {
		// The dealer's chip lies on the stack (portraitChip).
		return b.W - (l.oppCardW + 16) - 4
	}
	return b.W - 12 - 98 // the dealer chip and the extras at the right
}

// noteLines is how many lines seat p's note may take: a portrait panel has
// room for two small ones under the count.
func (t *Table) noteLines() int {
	if t.Lay.portrait {
		return 2
	}
	return 1
}

// fitNotes fits every seat's last move to its panel.
func (t *Table) fitNotes() {
	s := 1.0
	if t.ctx != nil {
		s = t.ctx.Scale
	}
	for p := range t.Setup.Players {
		if p == t.Bottom {
			t.notes[p] = seatNote{}
			continue
		}
		least := seatNoteLeast
		if t.Lay.short {
			least = tLeast
		}
		t.notes[p] = fitNoteLeast(t.last[p], t.noteWidth(p), s, t.noteLines(), least)
	}
}

// fitNote fits text into at most lines lines of width units: at the
// largest size from seatNoteSize down to seatNoteLeast that holds it whole, wrapped
// at spaces; if none does, the latest words, after an ellipsis.
func fitNote(text string, width, s float64, lines int) seatNote {
	return fitNoteLeast(text, width, s, lines, seatNoteLeast)
}

// fitNoteLeast is fitNote down to the size least.
func fitNoteLeast(text string, width, s float64, lines int, least float64) seatNote {
	if text == "" {
		return seatNote{}
	}
	fits := func(str string, size float64) bool {
		w, _ := sprites.MeasureText(str, sprites.Face(size*s, false))
		return w/s <= width
	}
	for n := 1; n <= lines; n++ {
		for size := seatNoteSize; size >= least; size-- {
			if n == 1 && fits(text, size) {
				return seatNote{lines: [2]string{text}, size: size}
			}
			if n == 2 {
				if a, b, ok := wrapTwo(text, func(str string) bool { return fits(str, size) }); ok {
					return seatNote{lines: [2]string{a, b}, size: size}
				}
			}
		}
	}
	// Too long: the latest moves of the turn, whole, after an ellipsis.
	moves := strings.Split(text, ", ")
	for k := len(moves) - 1; k >= 1; k-- {
		try := "… " + strings.Join(moves[len(moves)-k:], ", ")
		if fits(try, least) {
			return seatNote{lines: [2]string{try}, size: least}
		}
		if lines == 2 {
			if a, b, ok := wrapTwo(try, func(str string) bool { return fits(str, least) }); ok {
				return seatNote{lines: [2]string{a, b}, size: least}
			}
		}
	}
	// Even the latest move is too long: its last words.
	words := strings.Fields(text)
	tail := ""
	for i := len(words) - 1; i >= 0; i-- {
		try := "… " + strings.Join(words[i:], " ")
		if !fits(try, least) && tail != "" {
			break
		}
		tail = try
	}
	if lines == 2 {
		// The line before it takes the words before, from their start.
		rest := strings.TrimSuffix(strings.TrimSuffix(text, strings.TrimPrefix(tail, "… ")), " ")
		first := ""
		for _, w := range strings.Fields(rest) {
			try := strings.TrimSpace(first + " " + w)
			if !fits(try+" …", least) {
				break
			}
			first = try
		}
		if first != "" {
			return seatNote{lines: [2]string{first + " …", strings.TrimPrefix(tail, "… ")}, size: least}
		}
	}
	return seatNote{lines: [2]string{tail}, size: least}
}

// wrapTwo splits text at a space into two lines that both fit, the first
// as long as it can be.
func wrapTwo(text string, fits func(string) bool) (a, b string, ok bool) {
	for i := len(text) - 1; i > 0; i-- {
		if text[i] != ' ' {
			continue
		}
		if fits(text[:i]) {
			if fits(text[i+1:]) {
				return text[:i], text[i+1:], true
			}
			return "", "", false
		}
	}
	return "", "", false
}

// drawNote paints seat p's fitted note with its first line at y.
func (t *Table) drawNote(ctx *game.Context, p int, x, y float64) {
	n := &t.notes[p]
	if n.lines[0] == "" {
		return
	}
	s := ctx.Scale
	face := sprites.Face(n.size*s, false)
	if n.lines[1] != "" {
		y -= 6
	}
	for i, ln := range n.lines {
		if ln != "" {
			ctx.Paint.DrawText(t.screen, ln, face, x*s, (y+float64(i)*(n.size+2))*s, ui.ActiveColor, sprites.Left)
		}
	}
}

// laidRect is where "Laid n of 4" stands during seat p's turn, by that
// seat: over the stack of its cards in its panel, or, for the bottom seat,
// over the pile beside its hand (above it on a wide screen); two: the
// narrow form, "Laid" over "n of 4".
func (t *Table) laidRect(p int) (r ui.Rect, two bool) {
	l := &t.Lay
	if p == t.Bottom {
		if l.short {
			// Over the pile's top, above its count.
			return ui.Rect{X: l.pile.X - 14, Y: l.pile.Y + 1, W: l.pile.W + 28, H: 38}, true
		}
		if l.portrait {
			return ui.Rect{X: l.pile.X - 2, Y: l.pile.Y + l.pile.H/2 - 19, W: l.pile.W + 4, H: 38}, true
		}
		return ui.Rect{X: l.pile.X - 14, Y: l.pile.Y - 48, W: l.pile.W + 28, H: 24}, false
	}
	b := l.seatBox(t.opponentIndex(p))
	if l.short {
		// Over the last move's line, beside the stack.
		x := b.X + 6 + l.oppCardW + 6
		return ui.Rect{X: x, Y: b.Y + b.H - 22, W: b.X + b.W - 4 - x, H: 20}, false
	}
	if l.portrait {
		return ui.Rect{X: b.X + 6, Y: b.Y + b.H/2 - 12, W: l.oppCardW + 4, H: 38}, true
	}
	return ui.Rect{X: b.X + 10, Y: b.Y + b.H - 8 - ui.CardH(l.oppCardW)/2 - 12, W: 110, H: 24}, false
}

// drawLaid paints how many cards the seat on turn laid, by that seat.
func (t *Table) drawLaid(ctx *game.Context) {
	if t.laidStr == "" {
		return
	}
	s := ctx.Scale
	r, two := t.laidRect(t.State.ToMove())
	ctx.Paint.DrawPanel(t.screen, r.X*s, r.Y*s, r.W*s, r.H*s, 8*s, ui.BubbleInk)
	least := 13.0
	if t.Lay.short {
		least = tLeast
	}
	if two {
		// The faces are fitted once for the line and the panel, not every
		// frame: a frame at rest measures nothing.
		face := t.laidFit[1].FitFace(t.laidCount, 15, least, r.W-4, s, true)
		ctx.Paint.DrawText(t.screen, t.text.LaidWord, t.laidFit[0].FitFace(t.text.LaidWord, 15, least, r.W-4, s, false), (r.X+r.W/2)*s, (r.Y+10)*s, ui.TextColor, sprites.Center)
		ctx.Paint.DrawText(t.screen, t.laidCount, face, (r.X+r.W/2)*s, (r.Y+27)*s, ui.ActiveColor, sprites.Center)
		return
	}
	face := sprites.Face(15*s, true)
	if t.Lay.short {
		face = t.laidFit[1].FitFace(t.laidStr, 15, least, r.W-4, s, true)
	}
	ctx.Paint.DrawText(t.screen, t.laidStr, face, (r.X+r.W/2)*s, (r.Y+r.H/2)*s, ui.ActiveColor, sprites.Center)
}

// laidCountOf is the narrow form's second line.
func laidCountOf(tx *i18n.Text, laid, most int) string { return fmt.Sprintf(tx.LaidCount, laid, most) }
