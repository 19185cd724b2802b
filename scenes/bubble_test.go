package scenes

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"elferraus/game"
	"elferraus/sprites"
)

// bubbleSizes are the screens the bubble is tried on: a phone upright, a
// phone on its side (the short design) and a wide screen.
var bubbleSizes = []struct{ w, h float64 }{{390, 844}, {844, 390}, {1280, 720}}

const longBubble = "The green 9 fits with a connection card laid at the yellow 9 in the row beside. Left in your hand at the end: minus 9.\nAnd a second paragraph, a little longer than one line on a phone."

// TestBubbleWrapsToItsWidth: on every screen no line of the bubble is
// wider than its panel's inside, every word is kept in its order, and the
// closing line comes last.
func TestBubbleWrapsToItsWidth(t *testing.T) {
	for _, sz := range bubbleSizes {
		ctx := narrowCtx(sz.w, sz.h)
		var b bubble
		b.showAt(&german, longBubble, ctx.LW/2, ctx.LH/2)
		r, lines, face := b.layout(ctx.Scale, ctx.LW, ctx.LH)
		if len(lines) < 4 {
			t.Errorf("%vx%v: %d lines, want the text wrapped and the closing line", sz.w, sz.h, len(lines))
		}
		for _, ln := range lines {
			if w, _ := sprites.MeasureText(ln, face); w/ctx.Scale > r.w-2*bubblePad+0.01 {
				t.Errorf("%vx%v: %q is %.1f wide, the panel's inside %.1f", sz.w, sz.h, ln, w/ctx.Scale, r.w-2*bubblePad)
			}
		}
		if got, want := strings.Fields(strings.Join(lines, " ")), strings.Fields(longBubble+" "+germanWords.ExDismiss); !reflect.DeepEqual(got, want) {
			t.Errorf("%vx%v: the lines hold %q, want %q", sz.w, sz.h, got, want)
		}
		if lines[len(lines)-1] != germanWords.ExDismiss {
			t.Errorf("%vx%v: the last line is %q, want the closing line %q", sz.w, sz.h, lines[len(lines)-1], germanWords.ExDismiss)
		}
		if n := testing.AllocsPerRun(20, func() { b.layout(ctx.Scale, ctx.LW, ctx.LH) }); n != 0 {
			t.Errorf("%vx%v: a frame showing the bubble allocates %v times, want 0", sz.w, sz.h, n)
		}
	}
}

// TestBubbleStaysOnScreen: pressed at each corner, an edge's middle or
// the centre of every screen, the bubble lies wholly on the screen and
// leaves the point pressed uncovered.
func TestBubbleStaysOnScreen(t *testing.T) {
	for _, sz := range bubbleSizes {
		ctx := narrowCtx(sz.w, sz.h)
		lw, lh := ctx.LW, ctx.LH
		for _, p := range [][2]float64{{0, 0}, {lw, 0}, {0, lh}, {lw, lh}, {lw / 2, 0}, {0, lh / 2}, {lw / 2, lh / 2}} {
			for _, text := range []string{"Short", longBubble} {
				var b bubble
				b.showAt(&english, text, p[0], p[1])
				r, _, _ := b.layout(ctx.Scale, lw, lh)
				name := fmt.Sprintf("%vx%v at (%v,%v), %d bytes", sz.w, sz.h, p[0], p[1], len(text))
				if !inside(r, lw, lh) || r.x < bubbleMargin-1e-6 || r.y < bubbleMargin-1e-6 {
					t.Errorf("%s: the bubble %+v is not on the %vx%v screen", name, r, lw, lh)
				}
				if r.contains(p[0], p[1]) && p[0] > 0 && p[1] > 0 && p[0] < lw && p[1] < lh {
					t.Errorf("%s: the bubble %+v covers the point pressed", name, r)
				}
				if p[1] == 0 && r.y < b.at.y+b.at.h || p[1] == lh && r.y+r.h > b.at.y {
					t.Errorf("%s: the bubble %+v lies over the finger's spot %+v", name, r, b.at)
				}
			}
		}
	}
}

// TestBubbleGoesByItself: untouched, a bubble stays its six seconds and
// then goes.
func TestBubbleGoesByItself(t *testing.T) {
	var b bubble
	b.showAt(&english, "Short", 100, 100)
	var in game.Input
	for i := range bubbleTicks - 1 {
		if b.update(&in) || !b.shown() {
			t.Fatalf("tick %d: the bubble took an idle tick or went early", i)
		}
	}
	b.update(&in)
	if b.shown() {
		t.Error("the bubble outlived its time")
	}
}

// TestToastExpires: a message shows for its full time and then goes; a
// message about a turn goes when another turn begins, one about no turn
// stays.
func TestToastExpires(t *testing.T) {
	var m toast
	m.say("Copied", -1)
	for i := range toastTicks {
		if !m.shown() {
			t.Fatalf("the message went after %d of %d ticks", i, toastTicks)
		}
		m.dropStale(i)
		m.tick()
	}
	if m.shown() {
		t.Errorf("the message outlived its %d ticks", toastTicks)
	}
	m.say("That card does not fit", 4)
	m.dropStale(4)
	if !m.shown() {
		t.Error("a message went during its own turn")
	}
	m.dropStale(5)
	if m.shown() {
		t.Error("a message about turn 4 still shows on turn 5")
	}
}
