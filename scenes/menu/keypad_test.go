package menu

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// keypadShapes are the screens the keypad is checked on: those of the
// issue and the landscape window.
var keypadShapes = append([]scenetest.Size{{W: 1280, H: 720}}, scenetest.ShapeSizes...)

// TestKeypadOnEveryShape: on every screen, in both languages, for fingers
// and for a keyboard and with a long message, the deal code's box lies on
// the screen, its keys and buttons inside it, over none of one another or
// of its text, each a fingertip's size, its text 12 CSS px or more.
func TestKeypadOnEveryShape(t *testing.T) {
	long := "bad character \"U\" at position 5 of deal code (codes use digits and letters other than U)"
	for _, sz := range keypadShapes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		css := ctx.Scale / ctx.DPR
		for _, lang := range []game.Lang{game.English, game.German} {
			for _, kb := range []bool{false, true} {
				name := fmt.Sprintf("%vx%v %v keyboard %v", sz.W, sz.H, lang, kb)
				k := layoutKeypad(ctx.LW, ctx.LH, ctx.LW < game.DesignW, i18n.T(lang), long, kb)
				if !ui.Inside(k.box, ctx.LW, ctx.LH) {
					t.Errorf("%s: the box %+v is off the %vx%v screen", name, k.box, ctx.LW, ctx.LH)
				}
				regs := []scenetest.Region{
					{Name: "code", R: ui.Rect{X: k.box.X, Y: k.codeY - kpCode*0.7, W: k.box.W, H: kpCode * 1.4}},
					{Name: "hint", R: ui.Rect{X: k.box.X, Y: k.hintY, W: k.box.W, H: float64(len(k.hint)) * kpHintH}},
					{Name: "message", R: ui.Rect{X: k.box.X, Y: k.errY, W: k.box.W, H: float64(len(k.errLines)) * kpHintH}},
				}
				taps := []scenetest.Region{{Name: "paste", R: k.Paste}, {Name: "delete", R: k.Del}, {Name: "cancel", R: k.Cancel}, {Name: "play", R: k.Play}}
				for i, r := range k.Keys {
					taps = append(taps, scenetest.Region{Name: "key " + CodeAlphabet[i:i+1], R: r})
				}
				regs = append(regs, taps...)
				for i, a := range regs {
					if a.R.X < k.box.X || a.R.X+a.R.W > k.box.X+k.box.W+1e-6 || a.R.Y < k.box.Y || a.R.Y+a.R.H > k.box.Y+k.box.H+1e-6 {
						t.Errorf("%s: %s %+v leaves the box %+v", name, a.Name, a.R, k.box)
					}
					for _, b := range regs[i+1:] {
						if ui.Overlaps(a.R, b.R) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
						}
					}
				}
				for _, tp := range taps {
					if tp.R.W*css < scenetest.MinTapCSS || tp.R.H*css < scenetest.MinTapCSS {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", name, tp.Name, tp.R.W*css, tp.R.H*css)
					}
				}
				if len(k.errLines) == 0 || len(k.hint) == 0 {
					t.Errorf("%s: %d lines of hint, %d of message", name, len(k.hint), len(k.errLines))
				}
				for _, size := range []float64{kpTitle, kpLeast, kpHint, kpKey} {
					if size*css < scenetest.MinTextCSS {
						t.Errorf("%s: a %v-unit text is %.1f CSS px", name, size, size*css)
					}
				}
			}
		}
	}
}

// tapCode taps the keys of code, leaving out its dashes.
func tapCode(t *testing.T, m *Menu, ctx *game.Context, code string) {
	for _, c := range code {
		if c == '-' {
			continue
		}
		i := strings.IndexRune(CodeAlphabet, c)
		if i < 0 {
			t.Fatalf("%q has no key", c)
		}
		scenetest.TapRect(m, ctx, m.Pad.Keys[i])
	}
}

// TestKeypadDraw draws the keypad on a phone and on the landscape window
// (saved to $ELFER_SHOTS to look at): a held key looks pressed.
func TestKeypadDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []image.Point{{390, 844}, {1280, 720}, {1000, 1000}} {
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		ctx.AllowNarrow(true)
		ctx.Input.Keyboard = false
		m := NewMenu(scenetest.OneHuman(1))
		gameloop.Tick(m, ctx, nil)
		m.extra(ctx, ExtraDeal)
		tapCode(t, m, ctx, "K3ZD9")
		k := m.Pad.Keys[strings.IndexRune(CodeAlphabet, 'Q')]
		var pix [2][]byte
		for i, down := range []bool{false, true} {
			gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = k.X+5, k.Y+5, down, down })
			pix[i] = make([]byte, 4*size.X*size.Y)
			gameloop.InFrame(func(*ebiten.Image) {
				screen.Clear()
				m.Draw(screen, ctx)
				screen.ReadPixels(pix[i])
			})
		}
		gameloop.SaveShot(t, fmt.Sprintf("keypad-%dx%d", size.X, size.Y), size, pix[1])
		s := ctx.Scale
		diff := 0
		for y := int(k.Y * s); y < int((k.Y+k.H)*s); y++ {
			for x := int(k.X * s); x < int((k.X+k.W)*s); x++ {
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

// TestKeypadPastes: Paste reads the clipboard and puts the code on it in
// the entry (spaces, dashes and lower case as a message may hold them);
// text that is no code, or a clipboard that cannot be read, is refused with
// a message and leaves the entry as it was.
func TestKeypadPastes(t *testing.T) {
	var pending []game.Pasted
	oldStart, oldPoll := StartPaste, PollPaste
	t.Cleanup(func() { StartPaste, PollPaste = oldStart, oldPoll })
	next := game.Pasted{}
	StartPaste = func() { pending = append(pending, next) }
	PollPaste = func() (game.Pasted, bool) {
		if len(pending) == 0 {
			return game.Pasted{}, false
		}
		p := pending[0]
		pending = pending[1:]
		return p, true
	}
	code := shell.DealCode(shell.Setup{Game: "elfer", Players: 4, Seed: 99, Rounds: 1})
	m, ctx := padMenu(t, 390, 844)
	next = game.Pasted{Text: "  " + strings.ToLower(code) + "\n"}
	scenetest.TapRect(m, ctx, m.Pad.Paste)
	gameloop.Tick(m, ctx, nil)
	if string(m.Entry) != code || m.Err != "" {
		t.Fatalf("pasted %q, the entry is %q (%s)", code, m.Entry, m.Err)
	}
	for _, bad := range []game.Pasted{{Text: "Hello, world!"}, {Text: ""}, {Err: game.ErrNoClipboard}} {
		next = bad
		scenetest.TapRect(m, ctx, m.Pad.Paste)
		gameloop.Tick(m, ctx, nil)
		if string(m.Entry) != code || m.Err == "" {
			t.Fatalf("pasting %+v made the entry %q and said %q", bad, m.Entry, m.Err)
		}
	}
	scenetest.TapRect(m, ctx, m.Pad.Play)
	if _, ok := ctx.Next().(*rows.Table); !ok {
		t.Fatalf("the pasted code started nothing: %s", m.Err)
	}
}

// TestKeypadTapsStartTheDeal: on a phone and on the landscape window the
// keys of a valid code, tapped, start the very deal it names; a wrong code
// says what is wrong, keeps the keypad open and changes nothing; Delete
// takes back a key and Cancel closes the keypad.
func TestKeypadTapsStartTheDeal(t *testing.T) {
	want := shell.Setup{Game: scenetest.MasterGame, Players: 3, Seed: 777, Rounds: 1}
	code := shell.DealCode(want)
	for _, sz := range [][2]float64{{390, 844}, {1280, 720}} {
		m, ctx := padMenu(t, sz[0], sz[1])
		before := m.Setup()
		tapCode(t, m, ctx, "ZZZZZZZZ")
		if string(m.Entry) != "ZZZZZZZZ" {
			t.Fatalf("%v: tapped ZZZZZZZZ, the entry is %q", sz, m.Entry)
		}
		scenetest.TapRect(m, ctx, m.Pad.Play)
		if n := ctx.Next(); n != nil || m.Err == "" || !m.Entering {
			t.Fatalf("%v: a wrong code switched to %v, said %q, keypad open %v", sz, n, m.Err, m.Entering)
		}
		if fmt.Sprint(m.Setup()) != fmt.Sprint(before) || len(m.Entry) != 8 {
			t.Fatalf("%v: a wrong code changed the setup to %+v or the entry to %q", sz, m.Setup(), m.Entry)
		}
		for range 8 {
			scenetest.TapRect(m, ctx, m.Pad.Del)
		}
		if len(m.Entry) != 0 {
			t.Fatalf("%v: eight deletes left %q", sz, m.Entry)
		}
		// A finger that slides from a key to another presses neither.
		a, b := m.Pad.Keys[0], m.Pad.Keys[1]
		gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = a.X+5, a.Y+5, true, true })
		gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = b.X+5, b.Y+5, false, true })
		if len(m.Entry) != 0 {
			t.Fatalf("%v: a slide typed %q", sz, m.Entry)
		}
		tapCode(t, m, ctx, code)
		scenetest.TapRect(m, ctx, m.Pad.Play)
		tb, ok := ctx.Next().(*rows.Table)
		if !ok {
			t.Fatalf("%v: the code %s, tapped, started nothing: %s", sz, code, m.Err)
		}
		if tb.Setup.Game != want.Game || tb.Setup.Players != want.Players || tb.Setup.Seed != want.Seed || tb.Code != code {
			t.Fatalf("%v: the code %s started %+v", sz, code, tb.Setup)
		}
		m, ctx = padMenu(t, sz[0], sz[1])
		scenetest.TapRect(m, ctx, m.Pad.Cancel)
		if m.Entering || ctx.Next() != nil {
			t.Fatalf("%v: Cancel left the keypad open or switched", sz)
		}
	}
}

// padMenu is a menu on a w x h screen touched by a finger, its deal code
// keypad open.
func padMenu(t *testing.T, w, h float64) (*Menu, *game.Context) {
	ctx := gameloop.NarrowCtx(w, h)
	ctx.Input.Keyboard = false
	m := NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, ctx, nil)
	r := m.ExtraRect(ctx, ExtraDeal)
	if m.Narrow {
		m.Scroll = m.MaxScroll()
		r = m.ExtraRect(ctx, ExtraDeal)
	}
	scenetest.Tap(m, ctx, r.X+r.W/2, r.Y+r.H/2)
	if !m.Entering {
		t.Fatalf("%vx%v: a tap on the deal code button opens no keypad", w, h)
	}
	return m, ctx
}
