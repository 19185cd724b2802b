package menu

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// settingsOn returns the settings after their first tick on a w x h
// screen whose scene takes the narrow design, with a notice (the longest
// the column gets) when withNote is set.
func settingsOn(w, h float64, lang game.Lang, withNote bool) (*SettingsScreen, *game.Context) {
	ctx := gameloop.NarrowCtx(w, h)
	ctx.Settings.Lang = lang
	g := NewSettings(scenetest.OneHuman(1))
	if withNote {
		g.note = "Your settings file could not be read. It was kept as settings.json.broken-20260301-101500 and the defaults are used."
	}
	gameloop.Tick(g, ctx, nil)
	return g, ctx
}

// TestSettingsLayoutOnEveryShape: on every screen of the issue the narrow
// settings are one column whose parts lie within its width and over none
// of one another, every arrow and Back is a fingertip's size, text is 12
// CSS px or more, and the column scrolls as far as it is taller than its
// view; landscape screens keep the wide design.
func TestSettingsLayoutOnEveryShape(t *testing.T) {
	for _, sz := range scenetest.ShapeSizes {
		for _, lang := range []game.Lang{game.English, game.German} {
			for _, withNote := range []bool{false, true} {
				g, ctx := settingsOn(sz.W, sz.H, lang, withNote)
				name := fmt.Sprintf("%vx%v %v note %v", sz.W, sz.H, lang, withNote)
				css := ctx.Scale / ctx.DPR
				if want := sz.W < sz.H*game.NarrowRatio; g.narrow != want {
					t.Fatalf("%s: narrow %v, want %v", name, g.narrow, want)
				}
				if !g.narrow {
					continue
				}
				n := &g.sn
				regs := []scenetest.Region{
					{Name: "note", R: ui.Rect{X: n.x, Y: n.noteY, W: n.w, H: float64(len(n.note)) * snHintH}},
					{Name: "cards", R: ui.Rect{X: n.x, Y: n.cardsY, W: n.w, H: ui.CardH(n.cardW)}},
					{Name: "keys", R: ui.Rect{X: n.x, Y: n.keysY, W: n.w, H: 30 + float64(len(n.keyList))*snKeysH}},
				}
				if !withNote {
					regs = regs[1:]
				}
				for i := range numSettingLines {
					regs = append(regs, scenetest.Region{Name: fmt.Sprintf("setting %d", i), R: n.lines[i]})
				}
				for i, a := range regs {
					if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, ctx.LW, n.height) || a.R.Y < n.titleY {
						t.Errorf("%s: %s %+v is not within %v wide, %v high", name, a.Name, a.R, ctx.LW, n.height)
					}
					for _, b := range regs[i+1:] {
						if ui.Overlaps(a.R, b.R) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
						}
					}
				}
				taps := []scenetest.Region{{Name: "Back", R: g.backRect(ctx)}}
				for i := range numSettingLines {
					l, r := g.arrowRects(i)
					taps = append(taps, scenetest.Region{Name: fmt.Sprintf("setting %d ◄", i), R: l}, scenetest.Region{Name: fmt.Sprintf("setting %d ►", i), R: r})
					if ui.Overlaps(l, r) || l.Y < g.lineRect(i).Y || r.Y+r.H > g.lineRect(i).Y+g.lineRect(i).H+1e-6 {
						t.Errorf("%s: setting %d's arrows %+v %+v are out of place", name, i, l, r)
					}
				}
				for _, tp := range taps {
					if tp.R.W*css < scenetest.MinTapCSS || tp.R.H*css < scenetest.MinTapCSS {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", name, tp.Name, tp.R.W*css, tp.R.H*css)
					}
				}
				if b := g.backRect(ctx); !ui.Inside(b, ctx.LW, ctx.LH) || b.Y < n.view {
					t.Errorf("%s: Back %+v is not in the bar under %v", name, b, n.view)
				}
				for _, size := range []float64{snLabel, snHint, snValue, snLeast, snKeys} {
					if size*css < scenetest.MinTextCSS {
						t.Errorf("%s: a %v-unit text is %.1f CSS px", name, size, size*css)
					}
				}
				if want := max(0, n.height-n.view); g.cs.Limit != want {
					t.Errorf("%s: scrolls %v, want %v", name, g.cs.Limit, want)
				}
			}
		}
	}
}

// TestSettingsNarrowByFingerAndKeys: on a phone a drag scrolls the
// settings and changes nothing; a tap on an arrow changes its setting; the
// keyboard's focus scrolls its setting into view; Back goes to the menu.
func TestSettingsNarrowByFingerAndKeys(t *testing.T) {
	g, ctx := settingsOn(390, 844, game.English, true)
	ctx.Settings.Speed = game.Normal
	before := *ctx.Settings
	y := 600.0
	gameloop.Tick(g, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = 200, y, true, true, true })
	for range 40 {
		y -= 15
		gameloop.Tick(g, ctx, func(in *game.Input) { in.X, in.Y, in.Down = 200, y, true })
	}
	gameloop.Tick(g, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = 200, y, false, true })
	if g.cs.Limit > 0 && g.cs.Scroll == 0 {
		t.Fatal("a drag did not scroll")
	}
	if *ctx.Settings != before || ctx.Next() != nil {
		t.Fatal("a drag changed a setting or the screen")
	}
	tap := func(r ui.Rect) {
		gameloop.Tick(g, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = r.X+r.W/2, r.Y+r.H/2, true, true })
		gameloop.Tick(g, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = r.X+r.W/2, r.Y+r.H/2, false, true })
	}
	for range numSettingLines + 1 {
		gameloop.Tick(g, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowUp) })
		if g.focus < numSettingLines && (g.lineRect(g.focus).Y < 0 || g.lineRect(g.focus).Y+g.lineRect(g.focus).H > g.sn.view) {
			t.Fatalf("setting %d, the keyboard's, is not in view at %+v", g.focus, g.lineRect(g.focus))
		}
	}
	for g.focus != setSpeed {
		gameloop.Tick(g, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	}
	_, right := g.arrowRects(setSpeed)
	if right.Y < 0 || right.Y+right.H > g.sn.view {
		t.Fatalf("the speed's arrow %+v is out of view", right)
	}
	tap(right)
	if ctx.Settings.Speed != game.Fast {
		t.Fatalf("► of the speed made it %v", ctx.Settings.Speed)
	}
	tap(g.backRect(ctx))
	if n := ctx.Next(); n == nil || n.Name() != "menu" {
		t.Fatalf("Back switched to %v", n)
	}
}

// TestSettingsNarrowDraw draws the narrow settings scrolled to their end
// (saved to $ELFER_SHOTS to look at) and checks that the colour symbols' switch changes the
// sample cards.
func TestSettingsNarrowDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []image.Point{{390, 844}, {768, 1024}, {1000, 1000}} {
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		ctx.AllowNarrow(true)
		g := NewSettings(scenetest.OneHuman(1))
		var pix [2][]byte
		for i, sym := range []bool{false, true} {
			ctx.Settings.Symbols = sym
			gameloop.Tick(g, ctx, nil)
			g.cs.Scroll = g.cs.Limit // the cards and the keys in view
			ctx.Art.SetSymbols(sym)
			pix[i] = make([]byte, 4*size.X*size.Y)
			gameloop.InFrame(func(*ebiten.Image) {
				screen.Clear()
				g.Draw(screen, ctx)
				screen.ReadPixels(pix[i])
			})
			gameloop.SaveShot(t, fmt.Sprintf("settings-narrow-%dx%d-%v", size.X, size.Y, sym), size, pix[i])
		}
		n := &g.sn
		s := ctx.Scale
		y0 := int((n.cardsY - g.cs.Scroll) * s)
		diff := 0
		for y := max(0, y0); y < min(int(n.view*s), y0+int(ui.CardH(n.cardW)*s)); y++ {
			for x := range size.X {
				i := 4 * (y*size.X + x)
				if pix[0][i] != pix[1][i] || pix[0][i+1] != pix[1][i+1] {
					diff++
				}
			}
		}
		if diff < 1000 {
			t.Errorf("%v: the colour symbols change only %d pixels of the sample cards at y %d", size, diff, y0)
		}
	}
}

// TestSettingsHintsNameKeysOnlyWithKeyboard: the line that says how to
// choose the Schnipp Schnapp keys names Enter while a keyboard is in use,
// and speaks of clicking or tapping otherwise, on the wide screen and in
// the upright column, in both languages.
func TestSettingsHintsNameKeysOnlyWithKeyboard(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		for _, size := range [][2]float64{{1280, 720}, {390, 844}} {
			ctx := gameloop.NarrowCtx(size[0], size[1])
			ctx.Settings.Lang = lang
			g := NewSettings(scenetest.OneHuman(1))
			for _, kb := range []bool{true, false} {
				gameloop.Tick(g, ctx, func(in *game.Input) { in.Keyboard = kb })
				hint := settingHint(g.text, setKeys, kb)
				if g.narrow {
					hint = strings.Join(g.sn.hints[setKeys], " ")
				}
				if named := strings.Contains(hint, "Enter"); named != kb {
					t.Errorf("%v %v keyboard %v: the keys' hint %q", lang, size, kb, hint)
				}
				if !kb && !strings.Contains(strings.ToLower(hint), "tap") && !strings.Contains(hint, "tippen") {
					t.Errorf("%v %v: without a keyboard the keys' hint %q does not say to tap", lang, size, hint)
				}
			}
		}
	}
}

// TestSettingsKeyListKeepsKeysWithTheirDeeds: in the upright column the
// list of keys breaks its lines between items, so no key letter is parted
// from what it does ("H" at a line's end, "Regeln" on the next).
func TestSettingsKeyListKeepsKeysWithTheirDeeds(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		ctx := gameloop.NarrowCtx(390, 844)
		ctx.Settings.Lang = lang
		g := NewSettings(scenetest.OneHuman(1))
		gameloop.Tick(g, ctx, nil)
		all := strings.Join(g.sn.keyList, "\n")
		for _, l := range g.text.KeyList {
			for _, item := range strings.Split(l, itemSep) {
				if _, tail, ok := strings.Cut(item, ": "); ok {
					item = tail // the screen's name may stand on the line before
				}
				if !strings.Contains(all, item) {
					t.Errorf("%v: %q is split over two lines:\n%s", lang, item, all)
				}
			}
		}
	}
}
