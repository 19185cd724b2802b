package menu

import (
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// sixSeats is a setup of six seats, the most the menu shows.
func sixSeats() shell.Setup {
	s := shell.Setup{Game: "elfer", Players: 6, Rounds: 3}
	s.FirstHumans(2)
	return s
}

// menuOn returns a menu after its first tick on a w x h screen whose scene
// takes the narrow design, with a saved match to continue and the warning
// about replacing it when withSave is set (the tallest the menu gets).
func menuOn(w, h float64, withSave bool) (*Menu, *game.Context) {
	ctx := gameloop.NarrowCtx(w, h)
	m := NewMenu(sixSeats())
	gameloop.Tick(m, ctx, nil)
	if withSave {
		m.Save = &store.Save{}
		m.Err = m.Text.ReplaceSave
		m.Relayout(ctx)
	}
	return m, ctx
}

// TestMenuLayoutOnEveryShape: on every screen of the issue the menu's parts
// lie within the screen's width, over none of one another, each of them
// can be scrolled into view, and everything to tap is a fingertip's size.
func TestMenuLayoutOnEveryShape(t *testing.T) {
	for _, sz := range scenetest.ShapeSizes {
		for _, withSave := range []bool{false, true} {
			m, ctx := menuOn(sz.W, sz.H, withSave)
			name := fmt.Sprintf("%vx%v save %v", sz.W, sz.H, withSave)
			css := ctx.Scale / ctx.DPR
			if want := sz.W < sz.H*game.NarrowRatio; m.Narrow != want {
				t.Fatalf("%s: narrow %v, want %v", name, m.Narrow, want)
			}
			// The column's parts, in its own (unscrolled) coordinates.
			var regs []scenetest.Region
			height := ctx.LH
			if m.Narrow {
				g := &m.nm
				height = g.height
				regs = append(regs, scenetest.Region{Name: "subtitle", R: ui.Rect{X: g.x, Y: g.subY, W: g.w, H: float64(len(g.subtitle)) * nmSubLine}})
				regs = append(regs, scenetest.Region{Name: "blurb", R: ui.Rect{X: g.x + nmLabelW, Y: g.blurbY, W: g.w - nmLabelW, H: float64(len(g.blurb)) * nmBlurbH}})
				if withSave {
					regs = append(regs, scenetest.Region{Name: "message", R: ui.Rect{X: g.x, Y: g.errY, W: g.w, H: float64(len(g.errLines)) * nmBlurbH}})
				}
			}
			for i := range m.Lines {
				regs = append(regs, scenetest.Region{Name: fmt.Sprintf("line %d", i), R: m.lineRect(i)})
			}
			start, rules, quit := m.Buttons(ctx)
			regs = append(regs, scenetest.Region{Name: "start", R: start}, scenetest.Region{Name: "rules", R: rules})
			if canQuit() {
				regs = append(regs, scenetest.Region{Name: "quit", R: quit})
			}
			for i := range numExtras {
				regs = append(regs, scenetest.Region{Name: fmt.Sprintf("extra %d", i), R: m.ExtraRect(ctx, i)})
			}
			if withSave {
				regs = append(regs, scenetest.Region{Name: "continue", R: m.ContinueRect(ctx)})
			}
			for i, a := range regs {
				if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, ctx.LW, height) || a.R.H > ctx.LH {
					t.Errorf("%s: %s %+v is not within %v wide, %v high", name, a.Name, a.R, ctx.LW, height)
				}
				for _, b := range regs[i+1:] {
					if ui.Overlaps(a.R, b.R) {
						t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
					}
				}
			}
			// Everything to tap.
			taps := []scenetest.Region{{Name: "start", R: start}, {Name: "rules", R: rules}}
			for i := range m.Lines {
				if m.Lines[i].seats {
					for p := range m.setup.Players {
						sr := m.seatRect(p)
						taps = append(taps, scenetest.Region{Name: fmt.Sprintf("seat %d", p), R: sr})
						if !ui.Inside(sr, ctx.LW, height) || sr.Y < m.lineRect(i).Y || sr.Y+sr.H > m.lineRect(i).Y+m.lineRect(i).H+1e-6 {
							t.Errorf("%s: seat %d %+v is not within its line", name, p, sr)
						}
						for q := range p {
							if ui.Overlaps(sr, m.seatRect(q)) {
								t.Errorf("%s: seats %d and %d overlap", name, q, p)
							}
						}
					}
					continue
				}
				l, r := m.arrowRects(i)
				taps = append(taps, scenetest.Region{Name: fmt.Sprintf("line %d ◄", i), R: l}, scenetest.Region{Name: fmt.Sprintf("line %d ►", i), R: r})
				if ui.Overlaps(l, r) {
					t.Errorf("%s: line %d's arrows overlap", name, i)
				}
			}
			for i := range numExtras {
				taps = append(taps, scenetest.Region{Name: fmt.Sprintf("extra %d", i), R: m.ExtraRect(ctx, i)})
			}
			for _, tp := range taps {
				if tp.R.W*css < scenetest.MinTapCSS || tp.R.H*css < scenetest.MinTapCSS {
					t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", name, tp.Name, tp.R.W*css, tp.R.H*css)
				}
			}
			if m.Narrow && m.MaxScroll() != math.Max(0, height-ctx.LH) {
				t.Errorf("%s: scrolls %v of a column %v high on a screen %v high", name, m.MaxScroll(), height, ctx.LH)
			}
		}
	}
}

var (
	menuFace    = regexp.MustCompile(`Face\(([0-9.]+)\*s`)
	menuFitFace = regexp.MustCompile(`(?:ui\.)?[fF]itFace\([^,]+, (\w+), (\w+),`)
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
	for _, sz := range scenetest.ShapeSizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		if ctx.LW >= game.DesignW {
			continue
		}
		if css := least * ctx.Scale / ctx.DPR; css < scenetest.MinTextCSS {
			t.Errorf("%vx%v: a %v-unit text is %.1f CSS px", sz.W, sz.H, least, css)
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
	if m.MaxScroll() <= 0 {
		t.Skip("the menu fits the phone without scrolling")
	}
	last := m.ExtraRect(ctx, numExtras-1)
	if ui.Inside(last, ctx.LW, ctx.LH) {
		t.Fatalf("the last button %+v is in view before scrolling", last)
	}
	// Drag from the start button upward: nothing starts.
	y := 700.0
	gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = 200, y, true, true, true })
	for range 30 {
		y -= 20
		gameloop.Tick(m, ctx, func(in *game.Input) { in.Y = y })
	}
	gameloop.Tick(m, ctx, func(in *game.Input) { in.Down, in.Released = false, true })
	if n := ctx.Next(); n != nil {
		t.Fatalf("a drag switched to %s", n.Name())
	}
	if m.Scroll != m.MaxScroll() {
		t.Fatalf("scrolled %v after a long drag, want the end %v", m.Scroll, m.MaxScroll())
	}
	last = m.ExtraRect(ctx, numExtras-1)
	if !ui.Inside(last, ctx.LW, ctx.LH) {
		t.Fatalf("the last button %+v is still off the %vx%v screen", last, ctx.LW, ctx.LH)
	}
	x, ly := last.X+last.W/2, last.Y+last.H/2
	gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = x, ly, true, true })
	gameloop.Tick(m, ctx, func(in *game.Input) { in.Down, in.Released = false, true })
	if n := ctx.Next(); n == nil || n.Name() != "lobby" {
		t.Fatalf("a tap on the last button (Play online) switched to %v", n)
	}

	// The keyboard: up to the top line, and down to the start button.
	for range len(m.Lines) + 1 {
		gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowUp) })
		if m.Focus < len(m.Lines) && !ui.Inside(m.lineRect(m.Focus), ctx.LW, ctx.LH) {
			t.Fatalf("line %d, the keyboard's, is off the screen at %+v", m.Focus, m.lineRect(m.Focus))
		}
	}
	for m.Focus != len(m.Lines) {
		gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	}
	if start, _, _ := m.Buttons(ctx); !ui.Inside(start, ctx.LW, ctx.LH) {
		t.Fatalf("the start button %+v, the keyboard's, is off the screen", start)
	}
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
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
	gameloop.NeedGPU(t)
	for _, size := range [][2]int{{1280, 720}, {390, 844}} {
		ctx, screen := gameloop.GPUCtx(size[0], size[1])
		ctx.AllowNarrow(true)
		m := NewMenu(sixSeats())
		gameloop.Tick(m, ctx, nil)
		var pix [2][]byte
		for i, kb := range []bool{true, false} {
			ctx.Input.Keyboard = kb
			gameloop.InFrame(func(*ebiten.Image) { m.Draw(screen, ctx) })
			pix[i] = make([]byte, 4*size[0]*size[1])
			screen.ReadPixels(pix[i])
		}
		differ := func(r ui.Rect) bool {
			s := ctx.Scale
			for y := int(r.Y * s); y < int((r.Y+r.H)*s); y++ {
				for x := int(r.X * s); x < int((r.X+r.W)*s); x++ {
					i := 4 * (y*size[0] + x)
					if pix[0][i] != pix[1][i] || pix[0][i+1] != pix[1][i+1] {
						return true
					}
				}
			}
			return false
		}
		seat := m.seatRect(3)
		if !differ(ui.Rect{X: seat.X, Y: seat.Y, W: seat.W, H: seat.H / 2}) {
			t.Errorf("%v: seat 4's digit is drawn the same with and without a keyboard", size)
		}
		// The focus panel on the first line, left of its label.
		line := m.lineRect(0)
		if !differ(ui.Rect{X: line.X - 6, Y: line.Y + 2, W: 4, H: line.H - 4}) {
			t.Errorf("%v: the focus is drawn the same with and without a keyboard", size)
		}
	}
}
