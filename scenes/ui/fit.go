package ui

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/sprites"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// FitFace is the face of size units, made smaller in whole units down to
// least while text is wider than width units, so that a long line stays on
// a narrow screen. s is the screen's scale.
func FitFace(text string, size, least, width, s float64, bold bool) *sprites.TextFace {
	for ; size > least; size-- {
		f := sprites.Face(size*s, bold)
		if w, _ := sprites.MeasureText(text, f); w/s <= width {
			return f
		}
	}
	return sprites.Face(least*s, bold)
}

// CardOf is the card of a motion id (the card's Index).
func CardOf(id int) card.Card {
	if id >= 4*32 {
		return card.Joker(id - 4*32)
	}
	return card.Card(id)
}

// SprintfOnce formats into a cached string, rebuilding only when the inputs
// change, so a steady frame allocates nothing.
func SprintfOnce(c *cachedText, format, arg string) string {
	if c.format != format || c.arg != arg {
		c.format, c.arg = format, arg
		c.out = sprintf(format, arg)
	}
	return c.out
}

type cachedText struct{ format, arg, out string }

// RulesLabel is the rules link's label: with its key while a keyboard is
// in use, the bare word otherwise.
func RulesLabel(tx *i18n.Text, keyboard bool) string {
	if keyboard {
		return tx.RulesLink
	}
	return tx.Rules
}

const LogSize = 15.0

// Wrap breaks text into lines no wider than width; blank lines separate
// paragraphs.
func Wrap(s string, face *sprites.TextFace, width float64) []string {
	var out []string
	for i, para := range strings.Split(s, "\n") {
		if para == "" {
			if i > 0 {
				out = append(out, "")
			}
			continue
		}
		line := ""
		for _, w := range strings.Fields(para) {
			try := w
			if line != "" {
				try = line + " " + w
			}
			if tw, _ := sprites.MeasureText(try, face); tw > width && line != "" {
				out = append(out, line)
				line = w
			} else {
				line = try
			}
		}
		out = append(out, line)
	}
	return out
}

// FitWrap is text in the largest face from size down to least that holds
// it in width on at most lines lines, broken at spaces; at the least size
// the last line is cut short with an ellipsis if it must be.
func FitWrap(text string, size, least, width float64, lines int, s float64, bold bool) (string, *sprites.TextFace) {
	for ; ; size-- {
		f := sprites.Face(math.Max(size, least)*s, bold)
		ls := wrapWords(text, f, width, s)
		fits := len(ls) <= lines
		for _, l := range ls {
			if w, _ := sprites.MeasureText(l, f); w/s > width {
				fits = false
			}
		}
		if fits {
			return strings.Join(ls, "\n"), f
		}
		if size <= least {
			cut := len(ls) > lines
			if cut {
				ls = ls[:lines]
			}
			for i, l := range ls {
				ls[i], _ = FitLabel(l, width, s, least)
			}
			if last := ls[len(ls)-1]; cut && !strings.HasSuffix(last, "…") {
				rs := []rune(last)
				for n := len(rs); n > 0; n-- {
					t := strings.TrimRight(string(rs[:n]), " ") + "…"
					if w, _ := sprites.MeasureText(t, f); w/s <= width {
						ls[len(ls)-1] = t
						break
					}
				}
			}
			return strings.Join(ls, "\n"), f
		}
	}
}

// HandLinesTap is handLines with a corner of tap units kept free of the
// next card, up to most lines.
func HandLinesTap(n int, w, room, tap float64, most int) (per int, step float64, lines int) {
	if n <= 1 {
		return 1, w * 1.06, 1
	}
	step = math.Min(w*1.06, tap)
	per = max(1, 1+int((room-w)/step))
	lines = min(most, (n+per-1)/per)
	per = (n + lines - 1) / lines
	if per > 1 {
		step = math.Min(w*1.06, (room-w)/float64(per-1))
	}
	return per, step, lines
}

func Abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

const NmDrag = 10.0 // how far a finger moves before a press is a scroll

// FitLines is text in the largest face from size down to least that holds
// it in width, on one line or, at the least size, broken into two.
func FitLines(text string, size, least, width, s float64, bold bool) (string, *sprites.TextFace) {
	f := FitFace(text, size, least, width, s, bold)
	if w, _ := sprites.MeasureText(text, f); w/s <= width {
		return text, f
	}
	words := strings.Fields(text)
	best, bestW := text, math.Inf(1)
	for i := 1; i < len(words); i++ {
		a, c := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		wa, _ := sprites.MeasureText(a, f)
		wc, _ := sprites.MeasureText(c, f)
		if m := math.Max(wa, wc); m < bestW {
			best, bestW = a+"\n"+c, m
		}
	}
	return best, f
}

// FitLabel is a zone's label as the narrow design draws it in room: in
// the largest face down to 14 units that holds it, cut short with an
// ellipsis if even that is too wide.
func FitLabel(text string, room, s, size float64) (string, *sprites.TextFace) {
	return fitText(text, size, 14, room, s, false)
}

// FitText is text in the largest face from size down to 14 units that
// holds it in room, cut with "…" where even that is too wide.
func FitText(text string, room, s, size float64, bold bool) (string, *sprites.TextFace) {
	return fitText(text, size, min(size, 14), room, s, bold)
}

// fitText is text in a face from size down to least (bold or not) that
// fits room, cut with "…" where even least is too wide; a count at its end
// is kept (see FitLabel). A name a person chose is drawn so.
func fitText(text string, size, least, room, s float64, bold bool) (string, *sprites.TextFace) {
	f := FitFace(text, size, least, room, s, bold)
	if w, _ := sprites.MeasureText(text, f); w/s <= room {
		return text, f // the usual case, with nothing to allocate
	}
	// A label that counts ("Gewonnen 6") keeps its number: the word is
	// cut, not the count.
	word, num := text, ""
	if w, n, ok := SplitCount(text); ok {
		word, num = w, " "+n
	}
	for end := len(word); end > 0; {
		_, n := utf8.DecodeLastRuneInString(word[:end])
		end -= n
		if end == 0 {
			break
		}
		t := word[:end] + "…" + num
		if w, _ := sprites.MeasureText(t, f); w/s <= room {
			return t, f
		}
	}
	if num != "" {
		return strings.TrimSpace(num), f
	}
	// Not even a letter fits before the ellipsis: the ellipsis alone, not
	// the whole text over the room's edge.
	return "…", f
}

// SplitCount splits a label that ends in a count ("Gewonnen 6") into its
// word and its number. A list of numbers ("left: 3 7 12") is no count:
// its last number is not split off, as it would read as one ("left:…
// 12").
func SplitCount(text string) (word, num string, ok bool) {
	i := strings.LastIndexByte(text, ' ')
	if i <= 0 || !isNumber(text[i+1:]) || strings.ContainsAny(text[:i], "0123456789") {
		return "", "", false
	}
	return text[:i], text[i+1:], true
}

// isNumber reports whether s is digits only.
func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// ProgramStart reports whether this is the program's very first tick, whose
// frame is the first a player (or a browser page) waits for: a table there
// lays out its seats and holds its deal back a tick.
func ProgramStart(ctx *game.Context) bool { return ctx != nil && ctx.Tick == 1 }

var ReplaySpeeds = [...]int{90, 45, 20, 6}

// ReplaySpeeds are the ticks between two actions while playing, and
// ReplaySpeedNames how fast that is against the normal pace.
var (
	ReplaySpeedNames = [len(ReplaySpeeds)]string{"×½", "×1", "×2", "×8"}
)

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
