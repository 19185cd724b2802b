package menu

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"testing"
)

// TestMenuShortLayout: on a phone held sideways the menu takes the short
// design: its lines in a column at the left that scrolls, Start and the
// other buttons pinned at the right, all on screen, none over another,
// and Start still there after the column is scrolled to its end. Text is
// no smaller than 14 units (about 12 CSS px there).
func TestMenuShortLayout(t *testing.T) {
	for _, size := range [][2]float64{{844, 390}, {667, 375}, {844, 340}} {
		for _, lang := range []game.Lang{game.English, game.German} {
			ctx := scenetest.ShortCtx(size[0], size[1])
			ctx.Settings.Lang = lang
			if !ctx.Short() || 14*ctx.Scale/3 < 10.5 {
				t.Fatalf("%v: not the short design (scale %.2f)", size, ctx.Scale)
			}
			m := NewMenu(shell.Setup{Game: "mogeln", Players: 4})
			gameloop.Tick(m, ctx, nil)
			if gameloop.GPU && size == [2]float64{844, 390} {
				shot, screen := scenetest.ShortScreen(size[0], size[1])
				shot.Settings.Lang = lang
				gameloop.Tick(m, shot, nil)
				scenetest.DrawScene(t, m, shot, screen, fmt.Sprintf("menu-short-%d", lang))
				gameloop.Tick(m, ctx, nil)
			}
			start, rules, _ := m.Buttons(ctx)
			boxes := []ui.Rect{start, rules}
			for i := range numExtras {
				boxes = append(boxes, m.ExtraRect(ctx, i))
			}
			for i, b := range boxes {
				if b.X < 0 || b.Y < 0 || b.X+b.W > ctx.LW || b.Y+b.H > ctx.LH {
					t.Errorf("%v lang %d: button %d %+v leaves the %vx%v screen", size, lang, i, b, ctx.LW, ctx.LH)
				}
				if b.H < 44 {
					t.Errorf("%v: button %d is %v units high, too low for a finger", size, i, b.H)
				}
				for j, o := range boxes[:i] {
					if b.Crosses(o) {
						t.Errorf("%v: buttons %d and %d overlap", size, i, j)
					}
				}
				if col := m.nm.x + m.nm.w; b.X < col {
					t.Errorf("%v: button %d %+v lies over the column ending at %v", size, i, b, col)
				}
			}
			// Scrolled to the end, Start is where it was.
			gameloop.Tick(m, ctx, func(in *game.Input) { in.Wheel = -100 })
			if m.Scroll <= 0 {
				t.Errorf("%v: the column does not scroll (height %v in %v)", size, m.nm.height, ctx.LH)
			}
			if s2, _, _ := m.Buttons(ctx); s2 != start {
				t.Errorf("%v: Start moved with the column: %+v, then %+v", size, start, s2)
			}
		}
	}
}
