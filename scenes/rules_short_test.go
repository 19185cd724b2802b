package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
)

// TestRulesScrollRatherThanShrink: on landscape screens the rules' text
// is never under 14 units (12 CSS px at 1280 x 720 less a browser's bars);
// rules longer than the room scroll by the keys, the wheel and a drag, as
// far as their last line shows above the Back button and no further.
func TestRulesScrollRatherThanShrink(t *testing.T) {
	scrolled := 0
	for _, sz := range []struct{ w, h float64 }{{1280, 720}, {1920, 1080}, {1280, 620}} {
		ctx := narrowCtx(sz.w, sz.h)
		for _, l := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = l
			for _, gm := range ruleGames() {
				where := fmt.Sprintf("%vx%v %v %s", sz.w, sz.h, l, gm.ID)
				r := NewRules(oneHuman(1), gm.ID)
				tick(r, ctx, nil)
				if r.narrow {
					t.Fatalf("%s: the rules are laid out narrow", where)
				}
				if r.size < rlLeast || r.size*ctx.Scale/ctx.DPR < minTextCSS {
					t.Errorf("%s: the text is %v units (%.1f CSS px)", where, r.size, r.size*ctx.Scale/ctx.DPR)
				}
				room, top := r.textRoom(ctx), r.textTop(ctx)
				if want := max(0, r.textHeight()-room); r.cs.limit != want {
					t.Errorf("%s: scrolls %v, want %v", where, r.cs.limit, want)
				}
				if r.cs.limit == 0 {
					continue
				}
				scrolled++
				tick(r, ctx, func(in *game.Input) { in.Wheel = -1 })
				if r.cs.scroll <= 0 {
					t.Errorf("%s: the wheel does not scroll", where)
				}
				tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
				last := r.lineRects[len(r.lineRects)-1]
				if y := last.y + last.h - r.cs.scroll; y > top+room+1e-6 || y < top+room-last.h {
					t.Errorf("%s: at the end the last line ends at %v, the room at %v", where, y, top+room)
				}
				tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyHome) })
				// A drag up scrolls down and presses no tab.
				x, y := 200.0, top+room-10
				tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = x, y, true, true })
				tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-60, true })
				tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = x, y-60, false, true })
				if r.cs.scroll != min(60, r.cs.limit) || r.variant != ruleIndex(gm.ID) || ctx.Next() != nil {
					t.Errorf("%s: a drag of 60 scrolled %v (game %d, next %v)", where, r.cs.scroll, r.variant, ctx.Next())
				}
				// Another game's rules start at their top.
				tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
				if r.cs.scroll != 0 {
					t.Errorf("%s: the next game's rules start scrolled by %v", where, r.cs.scroll)
				}
			}
		}
	}
	if scrolled == 0 {
		t.Fatal("no rules long enough to scroll: the test checks nothing")
	}
}

// TestRulesShortLayout: on a phone held sideways the rules are the narrow
// design's column, as high as the screen, with Back beside it at the
// bottom left: text of 14 units or more, nothing out of the column or over
// anything else, the arrows and Back a fingertip's size, and the column
// scrolls as far as it is taller than the screen.
func TestRulesShortLayout(t *testing.T) {
	var _ game.Short = (*Rules)(nil)
	for _, sz := range shortSizes {
		ctx := shortCtx(sz.w, sz.h)
		css := ctx.Scale / ctx.DPR
		for _, l := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = l
			for _, gm := range ruleGames() {
				where := fmt.Sprintf("%vx%v %v %s", sz.w, sz.h, l, gm.ID)
				r := NewRules(oneHuman(1), gm.ID)
				tick(r, ctx, nil)
				if !r.narrow || !ctx.Short() {
					t.Fatalf("%s: not the short column (narrow %v, short %v)", where, r.narrow, ctx.Short())
				}
				g := &r.nr
				if r.size < 14 || rnText < 14 || rnLeast < 14 {
					t.Errorf("%s: text of %v units", where, r.size)
				}
				var regs []region
				for i, lr := range r.lineRects {
					regs = append(regs, region{fmt.Sprintf("line %d %q", i, r.lines[i]), lr})
				}
				for i, it := range r.pic {
					regs = append(regs, region{fmt.Sprintf("picture item %d %q", i, it.text), it.r})
					if it.isText && it.size < 14 {
						t.Errorf("%s: picture word %q is %v units", where, it.text, it.size)
					}
				}
				for i, a := range regs {
					if a.r.x < g.x-1e-6 || a.r.x+a.r.w > g.x+g.w+1e-6 || a.r.y < g.textY || a.r.y+a.r.h > g.height {
						t.Errorf("%s: %s %+v leaves the column", where, a.name, a.r)
					}
					for _, b := range regs[i+1:] {
						if overlaps(a.r, b.r) && !(a.name[0] == 'p' && b.name[0] == 'p' && !r.pic[pictureIndex(a.name)].isText && !r.pic[pictureIndex(b.name)].isText) {
							t.Errorf("%s: %s %+v overlaps %s %+v", where, a.name, a.r, b.name, b.r)
						}
					}
				}
				left, right := r.selArrows()
				for _, tp := range []region{{"◄", left}, {"►", right}, {"Back", g.back}} {
					if m := min(tp.r.w, tp.r.h); m < 44 || m*css < 40 {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", where, tp.name, tp.r.w*css, tp.r.h*css)
					}
				}
				if !inside(g.back, ctx.LW, ctx.LH) || g.back.x+g.back.w > g.x || g.view != ctx.LH {
					t.Errorf("%s: Back %+v is not beside the column at %v, or the view %v is not the screen's height", where, g.back, g.x, g.view)
				}
				if want := max(0, g.height-g.view); r.cs.limit != want {
					t.Errorf("%s: scrolls %v, want %v", where, r.cs.limit, want)
				}
				tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
				if last := r.pic[len(r.pic)-1].r; last.y+last.h-r.cs.scroll > g.view {
					t.Errorf("%s: the picture's end %+v stays out of sight", where, last)
				}
			}
		}
	}
}
