package scenes

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
)

// keypadShapes are the screens the keypad is checked on: those of the
// issue and the landscape window.
var keypadShapes = append([]struct{ w, h float64 }{{1280, 720}}, shapeSizes...)

// TestKeypadOnEveryShape: on every screen, in both languages, for fingers
// and for a keyboard and with a long message, the deal code's box lies on
// the screen, its keys and buttons inside it, over none of one another or
// of its text, each a fingertip's size, its text 12 CSS px or more.
func TestKeypadOnEveryShape(t *testing.T) {
	long := "bad character \"U\" at position 5 of deal code (codes use digits and letters other than U)"
	for _, sz := range keypadShapes {
		ctx := narrowCtx(sz.w, sz.h)
		css := ctx.Scale / ctx.DPR
		for _, lang := range []game.Lang{game.English, game.German} {
			for _, kb := range []bool{false, true} {
				name := fmt.Sprintf("%vx%v %v keyboard %v", sz.w, sz.h, lang, kb)
				k := layoutKeypad(ctx.LW, ctx.LH, ctx.LW < game.DesignW, T(lang), long, kb)
				if !inside(k.box, ctx.LW, ctx.LH) {
					t.Errorf("%s: the box %+v is off the %vx%v screen", name, k.box, ctx.LW, ctx.LH)
				}
				regs := []region{
					{"code", rect{k.box.x, k.codeY - kpCode*0.7, k.box.w, kpCode * 1.4}},
					{"hint", rect{k.box.x, k.hintY, k.box.w, float64(len(k.hint)) * kpHintH}},
					{"message", rect{k.box.x, k.errY, k.box.w, float64(len(k.errLines)) * kpHintH}},
				}
				taps := []region{{"paste", k.paste}, {"delete", k.del}, {"cancel", k.cancel}, {"play", k.play}}
				for i, r := range k.keys {
					taps = append(taps, region{"key " + codeAlphabet[i:i+1], r})
				}
				regs = append(regs, taps...)
				for i, a := range regs {
					if a.r.x < k.box.x || a.r.x+a.r.w > k.box.x+k.box.w+1e-6 || a.r.y < k.box.y || a.r.y+a.r.h > k.box.y+k.box.h+1e-6 {
						t.Errorf("%s: %s %+v leaves the box %+v", name, a.name, a.r, k.box)
					}
					for _, b := range regs[i+1:] {
						if overlaps(a.r, b.r) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
						}
					}
				}
				for _, tp := range taps {
					if tp.r.w*css < minTapCSS || tp.r.h*css < minTapCSS {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", name, tp.name, tp.r.w*css, tp.r.h*css)
					}
				}
				if len(k.errLines) == 0 || len(k.hint) == 0 {
					t.Errorf("%s: %d lines of hint, %d of message", name, len(k.hint), len(k.errLines))
				}
				for _, size := range []float64{kpTitle, kpLeast, kpHint, kpKey} {
					if size*css < minTextCSS {
						t.Errorf("%s: a %v-unit text is %.1f CSS px", name, size, size*css)
					}
				}
			}
		}
	}
}

// padMenu is a menu on a w x h screen touched by a finger, its deal code
// keypad open.
func padMenu(t *testing.T, w, h float64) (*Menu, *game.Context) {
	ctx := narrowCtx(w, h)
	ctx.Input.Keyboard = false
	m := NewMenu(oneHuman(1))
	tick(m, ctx, nil)
	r := m.extraRect(ctx, extraDeal)
	if m.narrow {
		m.scroll = m.maxScroll()
		r = m.extraRect(ctx, extraDeal)
	}
	tap(m, ctx, r.x+r.w/2, r.y+r.h/2)
	if !m.entering {
		t.Fatalf("%vx%v: a tap on the deal code button opens no keypad", w, h)
	}
	return m, ctx
}

// tap presses and lets go at (x, y) with a finger.
func tap(s game.Scene, ctx *game.Context, x, y float64) {
	tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = x, y, true, true, true })
	tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = x, y, false, true })
}

func tapRect(s game.Scene, ctx *game.Context, r rect) { tap(s, ctx, r.x+r.w/2, r.y+r.h/2) }

// tapCode taps the keys of code, leaving out its dashes.
func tapCode(t *testing.T, m *Menu, ctx *game.Context, code string) {
	for _, c := range code {
		if c == '-' {
			continue
		}
		i := strings.IndexRune(codeAlphabet, c)
		if i < 0 {
			t.Fatalf("%q has no key", c)
		}
		tapRect(m, ctx, m.pad.keys[i])
	}
}

// TestKeypadTapsStartTheDeal: on a phone and on the landscape window the
// keys of a valid code, tapped, start the very deal it names; a wrong code
// says what is wrong, keeps the keypad open and changes nothing; Delete
// takes back a key and Cancel closes the keypad.
func TestKeypadTapsStartTheDeal(t *testing.T) {
	want := Setup{Game: masterGame, Players: 3, Seed: 777, Rounds: 1}
	code := dealCode(want)
	for _, sz := range [][2]float64{{390, 844}, {1280, 720}} {
		m, ctx := padMenu(t, sz[0], sz[1])
		before := m.setup
		tapCode(t, m, ctx, "ZZZZZZZZ")
		if string(m.entry) != "ZZZZZZZZ" {
			t.Fatalf("%v: tapped ZZZZZZZZ, the entry is %q", sz, m.entry)
		}
		tapRect(m, ctx, m.pad.play)
		if n := ctx.Next(); n != nil || m.err == "" || !m.entering {
			t.Fatalf("%v: a wrong code switched to %v, said %q, keypad open %v", sz, n, m.err, m.entering)
		}
		if fmt.Sprint(m.setup) != fmt.Sprint(before) || len(m.entry) != 8 {
			t.Fatalf("%v: a wrong code changed the setup to %+v or the entry to %q", sz, m.setup, m.entry)
		}
		for range 8 {
			tapRect(m, ctx, m.pad.del)
		}
		if len(m.entry) != 0 {
			t.Fatalf("%v: eight deletes left %q", sz, m.entry)
		}
		// A finger that slides from a key to another presses neither.
		a, b := m.pad.keys[0], m.pad.keys[1]
		tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = a.x+5, a.y+5, true, true })
		tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = b.x+5, b.y+5, false, true })
		if len(m.entry) != 0 {
			t.Fatalf("%v: a slide typed %q", sz, m.entry)
		}
		tapCode(t, m, ctx, code)
		tapRect(m, ctx, m.pad.play)
		tb, ok := ctx.Next().(*Table)
		if !ok {
			t.Fatalf("%v: the code %s, tapped, started nothing: %s", sz, code, m.err)
		}
		if tb.setup.Game != want.Game || tb.setup.Players != want.Players || tb.setup.Seed != want.Seed || tb.code != code {
			t.Fatalf("%v: the code %s started %+v", sz, code, tb.setup)
		}
		m, ctx = padMenu(t, sz[0], sz[1])
		tapRect(m, ctx, m.pad.cancel)
		if m.entering || ctx.Next() != nil {
			t.Fatalf("%v: Cancel left the keypad open or switched", sz)
		}
	}
}

// TestKeypadPastes: Paste reads the clipboard and puts the code on it in
// the entry (spaces, dashes and lower case as a message may hold them);
// text that is no code, or a clipboard that cannot be read, is refused with
// a message and leaves the entry as it was.
func TestKeypadPastes(t *testing.T) {
	var pending []game.Pasted
	oldStart, oldPoll := startPaste, pollPaste
	t.Cleanup(func() { startPaste, pollPaste = oldStart, oldPoll })
	next := game.Pasted{}
	startPaste = func() { pending = append(pending, next) }
	pollPaste = func() (game.Pasted, bool) {
		if len(pending) == 0 {
			return game.Pasted{}, false
		}
		p := pending[0]
		pending = pending[1:]
		return p, true
	}
	code := dealCode(Setup{Game: "elfer", Players: 4, Seed: 99, Rounds: 1})
	m, ctx := padMenu(t, 390, 844)
	next = game.Pasted{Text: "  " + strings.ToLower(code) + "\n"}
	tapRect(m, ctx, m.pad.paste)
	tick(m, ctx, nil)
	if string(m.entry) != code || m.err != "" {
		t.Fatalf("pasted %q, the entry is %q (%s)", code, m.entry, m.err)
	}
	for _, bad := range []game.Pasted{{Text: "Hello, world!"}, {Text: ""}, {Err: game.ErrNoClipboard}} {
		next = bad
		tapRect(m, ctx, m.pad.paste)
		tick(m, ctx, nil)
		if string(m.entry) != code || m.err == "" {
			t.Fatalf("pasting %+v made the entry %q and said %q", bad, m.entry, m.err)
		}
	}
	tapRect(m, ctx, m.pad.play)
	if _, ok := ctx.Next().(*Table); !ok {
		t.Fatalf("the pasted code started nothing: %s", m.err)
	}
}

// TestKeypadDraw draws the keypad on a phone and on the landscape window
// (saved to $ELFER_SHOTS to look at): a held key looks pressed.
func TestKeypadDraw(t *testing.T) {
	needGPU(t)
	for _, size := range []image.Point{{390, 844}, {1280, 720}, {1000, 1000}} {
		ctx, screen := gpuCtx(size.X, size.Y)
		ctx.AllowNarrow(true)
		ctx.Input.Keyboard = false
		m := NewMenu(oneHuman(1))
		tick(m, ctx, nil)
		m.extra(ctx, extraDeal)
		tapCode(t, m, ctx, "K3ZD9")
		k := m.pad.keys[strings.IndexRune(codeAlphabet, 'Q')]
		var pix [2][]byte
		for i, down := range []bool{false, true} {
			tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = k.x+5, k.y+5, down, down })
			pix[i] = make([]byte, 4*size.X*size.Y)
			inFrame(func(*ebiten.Image) {
				screen.Clear()
				m.Draw(screen, ctx)
				screen.ReadPixels(pix[i])
			})
		}
		saveShot(t, fmt.Sprintf("keypad-%dx%d", size.X, size.Y), size, pix[1])
		s := ctx.Scale
		diff := 0
		for y := int(k.y * s); y < int((k.y+k.h)*s); y++ {
			for x := int(k.x * s); x < int((k.x+k.w)*s); x++ {
				i := 4 * (y*size.X + x)
				if pix[0][i] != pix[1][i] {
					diff++
				}
			}
		}
		if diff < 50 {
			t.Errorf("%v: a held key looks as it does at rest (%d pixels differ)", size, diff)
		}
	}
}
