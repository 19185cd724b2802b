package scenes

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/game/store"
)

// sixSeats is a setup of six seats, the most the menu shows.
func sixSeats() Setup {
	s := Setup{Game: "elfer", Players: 6, Rounds: 3}
	s.FirstHumans(2)
	return s
}

// menuOn returns a menu after its first tick on a w x h screen whose scene
// takes the narrow design, with a saved match to continue and the warning
// about replacing it when withSave is set (the tallest the menu gets).
func menuOn(w, h float64, withSave bool) (*Menu, *game.Context) {
	ctx := narrowCtx(w, h)
	m := NewMenu(sixSeats())
	tick(m, ctx, nil)
	if withSave {
		m.save = &store.Save{}
		m.err = m.text.ReplaceSave
		m.relayout(ctx)
	}
	return m, ctx
}

// TestMenuLayoutOnEveryShape: on every screen of the issue the menu's parts
// lie within the screen's width, over none of one another, each of them
// can be scrolled into view, and everything to tap is a fingertip's size.
func TestMenuLayoutOnEveryShape(t *testing.T) {
	for _, sz := range shapeSizes {
		for _, withSave := range []bool{false, true} {
			m, ctx := menuOn(sz.w, sz.h, withSave)
			name := fmt.Sprintf("%vx%v save %v", sz.w, sz.h, withSave)
			css := ctx.Scale / ctx.DPR
			if want := sz.w < sz.h*game.NarrowRatio; m.narrow != want {
				t.Fatalf("%s: narrow %v, want %v", name, m.narrow, want)
			}
			// The column's parts, in its own (unscrolled) coordinates.
			var regs []region
			height := ctx.LH
			if m.narrow {
				g := &m.nm
				height = g.height
				regs = append(regs, region{"subtitle", rect{g.x, g.subY, g.w, float64(len(g.subtitle)) * nmSubLine}})
				regs = append(regs, region{"blurb", rect{g.x + nmLabelW, g.blurbY, g.w - nmLabelW, float64(len(g.blurb)) * nmBlurbH}})
				if withSave {
					regs = append(regs, region{"message", rect{g.x, g.errY, g.w, float64(len(g.errLines)) * nmBlurbH}})
				}
			}
			for i := range m.lines {
				regs = append(regs, region{fmt.Sprintf("line %d", i), m.lineRect(i)})
			}
			start, rules, quit := m.buttons(ctx)
			regs = append(regs, region{"start", start}, region{"rules", rules})
			if canQuit() {
				regs = append(regs, region{"quit", quit})
			}
			for i := range numExtras {
				regs = append(regs, region{fmt.Sprintf("extra %d", i), m.extraRect(ctx, i)})
			}
			if withSave {
				regs = append(regs, region{"continue", m.continueRect(ctx)})
			}
			for i, a := range regs {
				if a.r.w <= 0 || a.r.h <= 0 || !inside(a.r, ctx.LW, height) || a.r.h > ctx.LH {
					t.Errorf("%s: %s %+v is not within %v wide, %v high", name, a.name, a.r, ctx.LW, height)
				}
				for _, b := range regs[i+1:] {
					if overlaps(a.r, b.r) {
						t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
					}
				}
			}
			// Everything to tap.
			taps := []region{{"start", start}, {"rules", rules}}
			for i := range m.lines {
				if m.lines[i].seats {
					for p := range m.setup.Players {
						sr := m.seatRect(p)
						taps = append(taps, region{fmt.Sprintf("seat %d", p), sr})
						if !inside(sr, ctx.LW, height) || sr.y < m.lineRect(i).y || sr.y+sr.h > m.lineRect(i).y+m.lineRect(i).h+1e-6 {
							t.Errorf("%s: seat %d %+v is not within its line", name, p, sr)
						}
						for q := range p {
							if overlaps(sr, m.seatRect(q)) {
								t.Errorf("%s: seats %d and %d overlap", name, q, p)
							}
						}
					}
					continue
				}
				l, r := m.arrowRects(i)
				taps = append(taps, region{fmt.Sprintf("line %d ◄", i), l}, region{fmt.Sprintf("line %d ►", i), r})
				if overlaps(l, r) {
					t.Errorf("%s: line %d's arrows overlap", name, i)
				}
			}
			for i := range numExtras {
				taps = append(taps, region{fmt.Sprintf("extra %d", i), m.extraRect(ctx, i)})
			}
			for _, tp := range taps {
				if tp.r.w*css < minTapCSS || tp.r.h*css < minTapCSS {
					t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", name, tp.name, tp.r.w*css, tp.r.h*css)
				}
			}
			if m.narrow && m.maxScroll() != math.Max(0, height-ctx.LH) {
				t.Errorf("%s: scrolls %v of a column %v high on a screen %v high", name, m.maxScroll(), height, ctx.LH)
			}
		}
	}
}

var (
	menuFace    = regexp.MustCompile(`Face\(([0-9.]+)\*s`)
	menuFitFace = regexp.MustCompile(`fitFace\([^,]+, (\w+), (\w+),`)
	menuConst   = regexp.MustCompile(`(?m)^\s+(nm\w+)\s+= ([0-9.]+)`)
)

// TestMenuNarrowTextIsReadable: every size of text the narrow menu draws,
// the least a long line is shrunk to included, is 12 CSS px or more on
// every narrow screen of the issue.
func TestMenuNarrowTextIsReadable(t *testing.T) {
	src, err := os.ReadFile("menu_narrow.go")
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]float64{}
	for _, c := range menuConst.FindAllSubmatch(src, -1) {
		consts[string(c[1])], _ = strconv.ParseFloat(string(c[2]), 64)
	}
	num := func(s string) float64 {
		if v, ok := consts[s]; ok {
			return v
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatalf("text size %q is neither a number nor a constant", s)
		}
		return v
	}
	sizes := []float64{consts["nmSub"], consts["nmBlurb"], consts["nmSmall"]}
	for _, c := range menuFace.FindAllSubmatch(src, -1) {
		sizes = append(sizes, num(string(c[1])))
	}
	for _, c := range menuFitFace.FindAllSubmatch(src, -1) {
		sizes = append(sizes, num(string(c[2])))
	}
	for _, c := range regexp.MustCompile(`Face\((nm\w+)\*s`).FindAllSubmatch(src, -1) {
		sizes = append(sizes, num(string(c[1])))
	}
	if len(sizes) < 12 {
		t.Fatalf("found only %d text sizes in the narrow menu", len(sizes))
	}
	least := slicesMin(sizes)
	for _, sz := range shapeSizes {
		ctx := narrowCtx(sz.w, sz.h)
		if ctx.LW >= game.DesignW {
			continue
		}
		if css := least * ctx.Scale / ctx.DPR; css < minTextCSS {
			t.Errorf("%vx%v: a %v-unit text is %.1f CSS px", sz.w, sz.h, least, css)
		}
	}
}

func slicesMin(v []float64) float64 {
	least := math.Inf(1)
	for _, x := range v {
		least = math.Min(least, x)
	}
	return least
}

// TestMenuNarrowScrollsToEverything: on a phone a finger drags the column
// up (the drag is no tap) until the last button is in view, and a tap there
// opens it; the keyboard's focus scrolls to the start button and back.
func TestMenuNarrowScrollsToEverything(t *testing.T) {
	m, ctx := menuOn(390, 844, false)
	if m.maxScroll() <= 0 {
		t.Skip("the menu fits the phone without scrolling")
	}
	last := m.extraRect(ctx, numExtras-1)
	if inside(last, ctx.LW, ctx.LH) {
		t.Fatalf("the last button %+v is in view before scrolling", last)
	}
	// Drag from the start button upward: nothing starts.
	y := 700.0
	tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = 200, y, true, true, true })
	for range 30 {
		y -= 20
		tick(m, ctx, func(in *game.Input) { in.Y = y })
	}
	tick(m, ctx, func(in *game.Input) { in.Down, in.Released = false, true })
	if n := ctx.Next(); n != nil {
		t.Fatalf("a drag switched to %s", n.Name())
	}
	if m.scroll != m.maxScroll() {
		t.Fatalf("scrolled %v after a long drag, want the end %v", m.scroll, m.maxScroll())
	}
	last = m.extraRect(ctx, numExtras-1)
	if !inside(last, ctx.LW, ctx.LH) {
		t.Fatalf("the last button %+v is still off the %vx%v screen", last, ctx.LW, ctx.LH)
	}
	x, ly := last.x+last.w/2, last.y+last.h/2
	tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = x, ly, true, true })
	tick(m, ctx, func(in *game.Input) { in.Down, in.Released = false, true })
	if n := ctx.Next(); n == nil || n.Name() != "settings" {
		t.Fatalf("a tap on the last button (settings) switched to %v", n)
	}

	// The keyboard: up to the top line, and down to the start button.
	for range len(m.lines) + 1 {
		tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowUp) })
		if m.focus < len(m.lines) && !inside(m.lineRect(m.focus), ctx.LW, ctx.LH) {
			t.Fatalf("line %d, the keyboard's, is off the screen at %+v", m.focus, m.lineRect(m.focus))
		}
	}
	for m.focus != len(m.lines) {
		tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	}
	if start, _, _ := m.buttons(ctx); !inside(start, ctx.LW, ctx.LH) {
		t.Fatalf("the start button %+v, the keyboard's, is off the screen", start)
	}
	tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	if n := ctx.Next(); n == nil || n.Name() == "menu" {
		t.Fatalf("Enter on the start button switched to %v", n)
	}
}

// TestMenuTakesTheNarrowDesign: the game lays the menu out narrow.
func TestMenuTakesTheNarrowDesign(t *testing.T) {
	var s game.Scene = NewMenu(sixSeats())
	if n, ok := s.(game.Narrow); !ok || !n.FitsNarrow() {
		t.Fatal("the menu does not take the narrow design")
	}
}

// TestMenuKeyHintsOnlyWithKeyboard: the menu's seat digits (the keys that
// toggle the seats) and the keyboard's focus are drawn only while a
// keyboard is in use.
func TestMenuKeyHintsOnlyWithKeyboard(t *testing.T) {
	needGPU(t)
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		ctx, screen := gpuCtx(size[0], size[1])
		ctx.AllowNarrow(true)
		m := NewMenu(sixSeats())
		tick(m, ctx, nil)
		var pix [2][]byte
		for i, kb := range []bool{true, false} {
			ctx.Input.Keyboard = kb
			inFrame(func(*ebiten.Image) { m.Draw(screen, ctx) })
			pix[i] = make([]byte, 4*size[0]*size[1])
			screen.ReadPixels(pix[i])
		}
		differ := func(r rect) bool {
			s := ctx.Scale
			for y := int(r.y * s); y < int((r.y+r.h)*s); y++ {
				for x := int(r.x * s); x < int((r.x+r.w)*s); x++ {
					i := 4 * (y*size[0] + x)
					if pix[0][i] != pix[1][i] || pix[0][i+1] != pix[1][i+1] {
						return true
					}
				}
			}
			return false
		}
		seat := m.seatRect(3)
		if !differ(rect{seat.x, seat.y, seat.w, seat.h / 2}) {
			t.Errorf("%v: seat 4's digit is drawn the same with and without a keyboard", size)
		}
		// The focus panel on the first line, left of its label.
		line := m.lineRect(0)
		if !differ(rect{line.x - 6, line.y + 2, 4, line.h - 4}) {
			t.Errorf("%v: the focus is drawn the same with and without a keyboard", size)
		}
	}
}
