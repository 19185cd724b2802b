package ui

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/sprites"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// bubbleSizes are the screens the bubble is tried on: a phone upright, a
// phone on its side (the short design) and a wide screen.
var bubbleSizes = []gameloop.Size{{W: 390, H: 844}, {W: 844, H: 390}, {W: 1280, H: 720}}

const longBubble = "The green 9 fits with a connection card laid at the yellow 9 in the row beside. Left in your hand at the end: minus 9.\nAnd a second paragraph, a little longer than one line on a phone."

// TestBubbleWrapsToItsWidth: on every screen no line of the bubble is
// wider than its panel's inside, every word is kept in its order, and the
// closing line comes last.
func TestBubbleWrapsToItsWidth(t *testing.T) {
	for _, sz := range bubbleSizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		var b Bubble
		b.ShowAt(&i18n.German, longBubble, ctx.LW/2, ctx.LH/2)
		r, lines, face := b.Layout(ctx.Scale, ctx.LW, ctx.LH)
		if len(lines) < 4 {
			t.Errorf("%vx%v: %d lines, want the text wrapped and the closing line", sz.W, sz.H, len(lines))
		}
		for _, ln := range lines {
			if w, _ := sprites.MeasureText(ln, face); w/ctx.Scale > r.W-2*BubblePad+0.01 {
				t.Errorf("%vx%v: %q is %.1f wide, the panel's inside %.1f", sz.W, sz.H, ln, w/ctx.Scale, r.W-2*BubblePad)
			}
		}
		if got, want := strings.Fields(strings.Join(lines, " ")), strings.Fields(longBubble+" "+i18n.GermanWords.ExDismiss); !reflect.DeepEqual(got, want) {
			t.Errorf("%vx%v: the lines hold %q, want %q", sz.W, sz.H, got, want)
		}
		if lines[len(lines)-1] != i18n.GermanWords.ExDismiss {
			t.Errorf("%vx%v: the last line is %q, want the closing line %q", sz.W, sz.H, lines[len(lines)-1], i18n.GermanWords.ExDismiss)
		}
		if n := testing.AllocsPerRun(20, func() { b.Layout(ctx.Scale, ctx.LW, ctx.LH) }); n != 0 {
			t.Errorf("%vx%v: a frame showing the bubble allocates %v times, want 0", sz.W, sz.H, n)
		}
	}
}

// TestBubbleStaysOnScreen: pressed at each corner, an edge's middle or
// the centre of every screen, the bubble lies wholly on the screen and
// leaves the point pressed uncovered.
func TestBubbleStaysOnScreen(t *testing.T) {
	for _, sz := range bubbleSizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		lw, lh := ctx.LW, ctx.LH
		for _, p := range [][2]float64{{0, 0}, {lw, 0}, {0, lh}, {lw, lh}, {lw / 2, 0}, {0, lh / 2}, {lw / 2, lh / 2}} {
			for _, text := range []string{"Short", longBubble} {
				var b Bubble
				b.ShowAt(&i18n.English, text, p[0], p[1])
				r, _, _ := b.Layout(ctx.Scale, lw, lh)
				name := fmt.Sprintf("%vx%v at (%v,%v), %d bytes", sz.W, sz.H, p[0], p[1], len(text))
				if !Inside(r, lw, lh) || r.X < bubbleMargin-1e-6 || r.Y < bubbleMargin-1e-6 {
					t.Errorf("%s: the bubble %+v is not on the %vx%v screen", name, r, lw, lh)
				}
				if r.Contains(p[0], p[1]) && p[0] > 0 && p[1] > 0 && p[0] < lw && p[1] < lh {
					t.Errorf("%s: the bubble %+v covers the point pressed", name, r)
				}
				if p[1] == 0 && r.Y < b.at.Y+b.at.H || p[1] == lh && r.Y+r.H > b.at.Y {
					t.Errorf("%s: the bubble %+v lies over the finger's spot %+v", name, r, b.at)
				}
			}
		}
	}
}

// TestBubbleGoesByItself: untouched, a bubble stays its six seconds and
// then goes.
func TestBubbleGoesByItself(t *testing.T) {
	var b Bubble
	b.ShowAt(&i18n.English, "Short", 100, 100)
	var in game.Input
	for i := range bubbleTicks - 1 {
		if b.Update(&in) || !b.Shown() {
			t.Fatalf("tick %d: the bubble took an idle tick or went early", i)
		}
	}
	b.Update(&in)
	if b.Shown() {
		t.Error("the bubble outlived its time")
	}
}

// TestToastExpires: a message shows for its full time and then goes; a
// message about a turn goes when another turn begins, one about no turn
// stays.
func TestToastExpires(t *testing.T) {
	var m Toast
	m.Say("Copied", -1)
	for i := range toastTicks {
		if !m.Shown() {
			t.Fatalf("the message went after %d of %d ticks", i, toastTicks)
		}
		m.DropStale(i)
		m.Tick()
	}
	if m.Shown() {
		t.Errorf("the message outlived its %d ticks", toastTicks)
	}
	m.Say("That card does not fit", 4)
	m.DropStale(4)
	if !m.Shown() {
		t.Error("a message went during its own turn")
	}
	m.DropStale(5)
	if m.Shown() {
		t.Error("a message about turn 4 still shows on turn 5")
	}
}
