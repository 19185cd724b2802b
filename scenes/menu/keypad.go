package menu

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"math"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
)

// CodeAlphabet are the characters of a deal code (engine/deal's alphabet:
// digits and the letters but I, L, O and U), the keys of the keypad.
const CodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// maxEntry is the longest deal code the entry takes, dashes included.
const maxEntry = 32

// The keypad's sizes, in logical units: keys of 50 units are 46 CSS px on
// a 390 px phone, its text no smaller than 15 units.
const (
	kpPad    = 14.0
	kpGap    = 6.0
	kpKeyH   = 50.0
	kpActH   = 54.0
	kpMinKey = 56.0 // the narrowest key of a row of eight
	kpTitle  = 24.0
	kpCode   = 32.0
	kpLeast  = 16.0
	kpHint   = 15.0
	kpHintH  = 20.0
	kpKey    = 21.0
	kpAction = 18.0
)

// keypad is where the parts of the deal code's box lie, in logical units
// on the screen: the title, the code typed so far, a hint, the message of
// the moment, a key for every character of a code, and Paste, Delete,
// Cancel and Play.
type keypad struct {
	box                      ui.Rect
	titleY, codeY            float64
	hint                     []string
	hintY                    float64
	errLines                 []string
	errY                     float64
	Keys                     [len(CodeAlphabet)]ui.Rect
	Paste, Del, Cancel, Play ui.Rect
	forLW, forLH             float64
	forText                  *i18n.Text
	forErr                   string
	forKeyboard              bool
}

// Keypad actions beyond the characters, as returned by keyAt.
const (
	kpNone = -1 - iota
	kpPasteKey
	kpDeleteKey
	kpCancelKey
	kpPlayKey
)

// layoutKeypad lays the box out for an lw x lh screen (narrow: the menu is
// one column), with the hint for a keyboard or for fingers and room for
// the message err.
func layoutKeypad(lw, lh float64, narrow bool, tx *i18n.Text, err string, keyboard bool) keypad {
	k := keypad{forLW: lw, forLH: lh, forText: tx, forErr: err, forKeyboard: keyboard}
	w := 700.0
	if narrow {
		w = math.Min(nmMaxW, lw-2*nmMargin)
	}
	inner := w - 2*kpPad
	cols := 8
	if (inner-7*kpGap)/8 < kpMinKey {
		cols = 6
	}
	keyW := (inner - float64(cols-1)*kpGap) / float64(cols)
	rows := (len(CodeAlphabet) + cols - 1) / cols
	hint := tx.DealPadHint
	if keyboard {
		hint = tx.DealEnterHint
	}
	k.hint = ui.Wrap(hint, sprites.Face(kpHint, false), inner)
	if err != "" {
		k.errLines = ui.Wrap(err, sprites.Face(kpHint, false), inner)
	}
	// Heights first, to centre the box on the screen.
	y := kpPad
	k.titleY = y + kpTitle*0.6
	y += kpTitle * 1.4
	k.codeY = y + kpCode*0.7
	y += kpCode * 1.5
	k.hintY = y
	y += float64(len(k.hint))*kpHintH + 10
	k.errY = y
	y += float64(len(k.errLines)) * kpHintH
	if len(k.errLines) > 0 {
		y += 10
	}
	gridY := y
	y += float64(rows)*(kpKeyH+kpGap) + 6
	actY := y
	y += 2*kpActH + kpGap + kpPad
	top := math.Max(8, (lh-y)/2)
	k.box = ui.Rect{X: (lw - w) / 2, Y: top, W: w, H: y}
	x0 := k.box.X + kpPad
	for i := range CodeAlphabet {
		r, c := i/cols, i%cols
		left := x0
		if last := len(CodeAlphabet) - r*cols; last < cols {
			// A short last row is centred.
			left += float64(cols-last) * (keyW + kpGap) / 2
		}
		k.Keys[i] = ui.Rect{X: left + float64(c)*(keyW+kpGap), Y: top + gridY + float64(r)*(kpKeyH+kpGap), W: keyW, H: kpKeyH}
	}
	half := (inner - kpGap) / 2
	k.Paste = ui.Rect{X: x0, Y: top + actY, W: half, H: kpActH}
	k.Del = ui.Rect{X: x0 + half + kpGap, Y: top + actY, W: half, H: kpActH}
	k.Cancel = ui.Rect{X: x0, Y: top + actY + kpActH + kpGap, W: half, H: kpActH}
	k.Play = ui.Rect{X: x0 + half + kpGap, Y: top + actY + kpActH + kpGap, W: half, H: kpActH}
	k.titleY += top
	k.codeY += top
	k.hintY += top
	k.errY += top
	return k
}

// keyAt is the key under (x, y): an index into codeAlphabet, one of the
// actions, or kpNone.
func (k *keypad) keyAt(x, y float64) int {
	for i, r := range k.Keys {
		if r.Contains(x, y) {
			return i
		}
	}
	switch {
	case k.Paste.Contains(x, y):
		return kpPasteKey
	case k.Del.Contains(x, y):
		return kpDeleteKey
	case k.Cancel.Contains(x, y):
		return kpCancelKey
	case k.Play.Contains(x, y):
		return kpPlayKey
	}
	return kpNone
}

// The clipboard, replaced in tests.
var (
	StartPaste = game.Paste
	PollPaste  = game.PastedText
)

// refreshKeypad lays the keypad out again when the screen, the language,
// the message or the kind of input changed.
func (m *Menu) refreshKeypad(ctx *game.Context) {
	k := &m.Pad
	if k.forLW != ctx.LW || k.forLH != ctx.LH || k.forText != m.Text || k.forErr != m.Err || k.forKeyboard != ctx.Input.Keyboard {
		*k = layoutKeypad(ctx.LW, ctx.LH, m.Narrow, m.Text, m.Err, ctx.Input.Keyboard)
	}
}

// openEntry shows the deal code's keypad, empty.
func (m *Menu) openEntry(ctx *game.Context) {
	m.Entering = true
	m.Entry = m.Entry[:0]
	m.entryStr = "_"
	m.Err = ""
	m.padDown = kpNone
	m.refreshKeypad(ctx)
}

// typeCode takes the keys of a deal code, typed or tapped: letters and
// digits, Backspace or Delete, Paste, Enter or Play to start the deal,
// Escape or Cancel (or a tap beside the box) to give up.
func (m *Menu) typeCode(ctx *game.Context) {
	in := &ctx.Input
	m.refreshKeypad(ctx)
	if m.pasting {
		if p, ok := PollPaste(); ok {
			m.pasting = false
			m.takePaste(p)
		}
	}
	switch {
	case in.Key(ebiten.KeyEscape):
		m.Entering = false
		return
	case in.Key(ebiten.KeyEnter):
		m.playEntry(ctx)
		return
	case in.Key(ebiten.KeyBackspace) && len(m.Entry) > 0:
		m.Entry = m.Entry[:len(m.Entry)-1]
	}
	// Characters, not keys: a code is read as the keyboard layout types it.
	for _, r := range in.Chars {
		m.addChar(r)
	}
	if in.Pressed {
		m.padDown = m.Pad.keyAt(in.X, in.Y)
	}
	if in.Released {
		key := m.Pad.keyAt(in.X, in.Y)
		down := m.padDown
		m.padDown = kpNone
		switch {
		case !m.Pad.box.Contains(in.X, in.Y):
			m.Entering = false
		case key != down:
			// A finger that slid off its key presses nothing.
		case key >= 0:
			m.addChar(rune(CodeAlphabet[key]))
		case key == kpDeleteKey && len(m.Entry) > 0:
			m.Entry = m.Entry[:len(m.Entry)-1]
		case key == kpPasteKey && !m.pasting:
			m.pasting = true
			StartPaste()
		case key == kpCancelKey:
			m.Entering = false
		case key == kpPlayKey:
			m.playEntry(ctx)
		}
	}
	if !m.Entering {
		return
	}
	m.refreshKeypad(ctx)
	if m.entryStr != string(m.Entry)+"_" {
		m.entryStr = string(m.Entry) + "_"
	}
}

// addChar adds a character of a code to the entry, in upper case; others
// are not taken.
func (m *Menu) addChar(r rune) {
	if r >= 'a' && r <= 'z' {
		r -= 'a' - 'A'
	}
	if len(m.Entry) < maxEntry && (r == '-' || r >= '0' && r <= '9' || r >= 'A' && r <= 'Z') {
		m.Entry = append(m.Entry, byte(r))
	}
}

// takePaste puts the clipboard's code in the entry, in place of what was
// there; text that is no code is refused with a message and changes
// nothing.
func (m *Menu) takePaste(p game.Pasted) {
	if p.Err != nil {
		m.Err = p.Err.Error()
		return
	}
	text := strings.TrimSpace(p.Text)
	var code []byte
	for _, r := range text {
		switch {
		case unicode.IsSpace(r):
			continue
		case r == '-' || r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z':
			code = append(code, byte(unicode.ToUpper(r)))
			continue
		}
		code = nil
		break
	}
	if len(code) == 0 || len(code) > maxEntry {
		if len(text) > 40 {
			text = text[:40] + "…"
		}
		m.Err = fmt.Sprintf(m.Text.DealNotACode, text)
		return
	}
	m.Entry = append(m.Entry[:0], code...)
	m.Err = ""
}

// playEntry starts the deal of the code entered; a code that names no
// deal keeps the keypad open and says what is wrong with it.
func (m *Menu) playEntry(ctx *game.Context) {
	if !m.replaceSave() {
		return // the warning shows in the box; Play again starts
	}
	m.Err = ""
	m.startCode(ctx, string(m.Entry))
	if m.Err == "" {
		m.Entering = false
	}
}

// drawEntry shows the deal code's box over the menu: the code so far, a
// hint, the message of the moment and the keypad.
func (m *Menu) drawEntry(ctx *game.Context) {
	s := ctx.Scale
	k := &m.Pad
	p := ctx.Paint
	r := k.box
	p.DrawPanel(m.screen, 0, 0, ctx.W, ctx.H, 0, ui.SeatInk)
	p.DrawPanel(m.screen, r.X*s, r.Y*s, r.W*s, r.H*s, 16*s, ui.CoverInk)
	cx := (r.X + r.W/2) * s
	tx := m.Text
	p.DrawText(m.screen, tx.DealEnter, sprites.Face(kpTitle*s, true), cx, k.titleY*s, ui.TextColor, sprites.Center)
	p.DrawText(m.screen, m.entryStr, ui.FitFace(m.entryStr, kpCode, kpLeast, r.W-2*kpPad, s, true), cx, k.codeY*s, ui.ActiveColor, sprites.Center)
	hint := sprites.Face(kpHint*s, false)
	for i, l := range k.hint {
		p.DrawText(m.screen, l, hint, cx, (k.hintY+kpHintH*(float64(i)+0.5))*s, ui.DimText, sprites.Center)
	}
	for i, l := range k.errLines {
		p.DrawText(m.screen, l, hint, cx, (k.errY+kpHintH*(float64(i)+0.5))*s, ui.ActiveColor, sprites.Center)
	}
	held := kpNone
	if ctx.Input.Down && k.keyAt(ctx.Input.X, ctx.Input.Y) == m.padDown {
		held = m.padDown
	}
	key := sprites.Face(kpKey*s, true)
	for i, kr := range k.Keys {
		st := sprites.Normal
		if i == held {
			st = sprites.Pressed
		}
		p.DrawButton(m.screen, kr.X*s, kr.Y*s, kr.W*s, kr.H*s, CodeAlphabet[i:i+1], key, st)
	}
	for _, a := range []struct {
		r     ui.Rect
		label string
		id    int
	}{{k.Paste, tx.DealPaste, kpPasteKey}, {k.Del, tx.DealDelete, kpDeleteKey}, {k.Cancel, tx.DealCancel, kpCancelKey}, {k.Play, tx.DealPlay, kpPlayKey}} {
		st := sprites.Normal
		switch {
		case a.id == held:
			st = sprites.Pressed
		case a.id == kpPlayKey:
			st = sprites.Hover
		case a.id == kpPasteKey && m.pasting:
			st = sprites.Pressed
		}
		p.DrawButton(m.screen, a.r.X*s, a.r.Y*s, a.r.W*s, a.r.H*s, a.label, ui.FitFace(a.label, kpAction, kpHint, a.r.W-10, s, true), st)
	}
}
