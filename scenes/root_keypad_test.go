package scenes

import (
	"elferraus/game"
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
	m, ctx := rPadMenu(t, 390, 844)
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

// TestKeypadTapsStartTheDeal: on a phone and on the landscape window the
// keys of a valid code, tapped, start the very deal it names; a wrong code
// says what is wrong, keeps the keypad open and changes nothing; Delete
// takes back a key and Cancel closes the keypad.
func TestKeypadTapsStartTheDeal(t *testing.T) {
	want := Setup{Game: masterGame, Players: 3, Seed: 777, Rounds: 1}
	code := dealCode(want)
	for _, sz := range [][2]float64{{390, 844}, {1280, 720}} {
		m, ctx := rPadMenu(t, sz[0], sz[1])
		before := m.setup
		rTapCode(t, m, ctx, "ZZZZZZZZ")
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
		rTapCode(t, m, ctx, code)
		tapRect(m, ctx, m.pad.play)
		tb, ok := ctx.Next().(*Table)
		if !ok {
			t.Fatalf("%v: the code %s, tapped, started nothing: %s", sz, code, m.err)
		}
		if tb.setup.Game != want.Game || tb.setup.Players != want.Players || tb.setup.Seed != want.Seed || tb.code != code {
			t.Fatalf("%v: the code %s started %+v", sz, code, tb.setup)
		}
		m, ctx = rPadMenu(t, sz[0], sz[1])
		tapRect(m, ctx, m.pad.cancel)
		if m.entering || ctx.Next() != nil {
			t.Fatalf("%v: Cancel left the keypad open or switched", sz)
		}
	}
}
