package scenes

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"strings"
	"testing"
)

// TestKeypadPastes: Paste reads the clipboard and puts the code on it in
// the entry (spaces, dashes and lower case as a message may hold them);
// text that is no code, or a clipboard that cannot be read, is refused with
// a message and leaves the entry as it was.
func TestKeypadPastes(t *testing.T) {
	var pending []game.Pasted
	oldStart, oldPoll := menu.StartPaste, menu.PollPaste
	t.Cleanup(func() { menu.StartPaste, menu.PollPaste = oldStart, oldPoll })
	next := game.Pasted{}
	menu.StartPaste = func() { pending = append(pending, next) }
	menu.PollPaste = func() (game.Pasted, bool) {
		if len(pending) == 0 {
			return game.Pasted{}, false
		}
		p := pending[0]
		pending = pending[1:]
		return p, true
	}
	code := shell.DealCode(shell.Setup{Game: "elfer", Players: 4, Seed: 99, Rounds: 1})
	m, ctx := rPadMenu(t, 390, 844)
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
		m, ctx := rPadMenu(t, sz[0], sz[1])
		before := m.Setup()
		rTapCode(t, m, ctx, "ZZZZZZZZ")
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
		rTapCode(t, m, ctx, code)
		scenetest.TapRect(m, ctx, m.Pad.Play)
		tb, ok := ctx.Next().(*rows.Table)
		if !ok {
			t.Fatalf("%v: the code %s, tapped, started nothing: %s", sz, code, m.Err)
		}
		if tb.Setup.Game != want.Game || tb.Setup.Players != want.Players || tb.Setup.Seed != want.Seed || tb.Code != code {
			t.Fatalf("%v: the code %s started %+v", sz, code, tb.Setup)
		}
		m, ctx = rPadMenu(t, sz[0], sz[1])
		scenetest.TapRect(m, ctx, m.Pad.Cancel)
		if m.Entering || ctx.Next() != nil {
			t.Fatalf("%v: Cancel left the keypad open or switched", sz)
		}
	}
}
