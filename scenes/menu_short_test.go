package scenes

import (
	"fmt"
	"testing"

	"elferraus/game"
)

// TestMenuShortLayout: on a phone held sideways the menu takes the short
// design: its lines in a column at the left that scrolls, Start and the
// other buttons pinned at the right, all on screen, none over another,
// and Start still there after the column is scrolled to its end. Text is
// no smaller than 14 units (about 12 CSS px there).
func TestMenuShortLayout(t *testing.T) {
	for _, size := range [][2]float64{{844, 390}, {667, 375}, {844, 340}} {
		for _, lang := range []game.Lang{game.English, game.German} {
			ctx := shortCtx(size[0], size[1])
			ctx.Settings.Lang = lang
			if !ctx.Short() || 14*ctx.Scale/3 < 10.5 {
				t.Fatalf("%v: not the short design (scale %.2f)", size, ctx.Scale)
			}
			m := NewMenu(Setup{Game: "mogeln", Players: 4})
			tick(m, ctx, nil)
			if gpu && size == [2]float64{844, 390} {
				shot, screen := shortScreen(size[0], size[1])
				shot.Settings.Lang = lang
				tick(m, shot, nil)
				drawScene(t, m, shot, screen, fmt.Sprintf("menu-short-%d", lang))
				tick(m, ctx, nil)
			}
			start, rules, _ := m.buttons(ctx)
			boxes := []rect{start, rules}
			for i := range numExtras {
				boxes = append(boxes, m.extraRect(ctx, i))
			}
			for i, b := range boxes {
				if b.x < 0 || b.y < 0 || b.x+b.w > ctx.LW || b.y+b.h > ctx.LH {
					t.Errorf("%v lang %d: button %d %+v leaves the %vx%v screen", size, lang, i, b, ctx.LW, ctx.LH)
				}
				if b.h < 44 {
					t.Errorf("%v: button %d is %v units high, too low for a finger", size, i, b.h)
				}
				for j, o := range boxes[:i] {
					if b.crosses(o) {
						t.Errorf("%v: buttons %d and %d overlap", size, i, j)
					}
				}
				if col := m.nm.x + m.nm.w; b.x < col {
					t.Errorf("%v: button %d %+v lies over the column ending at %v", size, i, b, col)
				}
			}
			// Scrolled to the end, Start is where it was.
			tick(m, ctx, func(in *game.Input) { in.Wheel = -100 })
			if m.scroll <= 0 {
				t.Errorf("%v: the column does not scroll (height %v in %v)", size, m.nm.height, ctx.LH)
			}
			if s2, _, _ := m.buttons(ctx); s2 != start {
				t.Errorf("%v: Start moved with the column: %+v, then %+v", size, start, s2)
			}
		}
	}
}
