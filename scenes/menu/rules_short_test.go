package menu

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRulesScrollRatherThanShrink: on landscape screens the rules' text
// is never under 14 units (12 CSS px at 1280 x 720 less a browser's bars);
// rules longer than the room scroll by the keys, the wheel and a drag, as
// far as their last line shows above the Back button and no further.
func TestRulesScrollRatherThanShrink(t *testing.T) {
	scrolled := 0
	for _, sz := range []scenetest.Size{{W: 1280, H: 720}, {W: 1920, H: 1080}, {W: 1280, H: 620}} {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		for _, l := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = l
			for _, gm := range RuleGames() {
				where := fmt.Sprintf("%vx%v %v %s", sz.W, sz.H, l, gm.ID)
				r := NewRules(scenetest.OneHuman(1), gm.ID)
				gameloop.Tick(r, ctx, nil)
				if r.narrow {
					t.Fatalf("%s: the rules are laid out narrow", where)
				}
				if r.size < rlLeast || r.size*ctx.Scale/ctx.DPR < scenetest.MinTextCSS {
					t.Errorf("%s: the text is %v units (%.1f CSS px)", where, r.size, r.size*ctx.Scale/ctx.DPR)
				}
				room, top := r.textRoom(ctx), r.textTop(ctx)
				if want := max(0, r.textHeight()-room); r.cs.Limit != want {
					t.Errorf("%s: scrolls %v, want %v", where, r.cs.Limit, want)
				}
				if r.cs.Limit == 0 {
					continue
				}
				scrolled++
				gameloop.Tick(r, ctx, func(in *game.Input) { in.Wheel = -1 })
				if r.cs.Scroll <= 0 {
					t.Errorf("%s: the wheel does not scroll", where)
				}
				gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
				last := r.lineRects[len(r.lineRects)-1]
				if y := last.Y + last.H - r.cs.Scroll; y > top+room+1e-6 || y < top+room-last.H {
					t.Errorf("%s: at the end the last line ends at %v, the room at %v", where, y, top+room)
				}
				gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyHome) })
				// A drag up scrolls down and presses no tab.
				x, y := 200.0, top+room-10
				gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = x, y, true, true })
				gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down = x, y-60, true })
				gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = x, y-60, false, true })
				if r.cs.Scroll != min(60, r.cs.Limit) || r.Variant != ruleIndex(gm.ID) || ctx.Next() != nil {
					t.Errorf("%s: a drag of 60 scrolled %v (game %d, next %v)", where, r.cs.Scroll, r.Variant, ctx.Next())
				}
				// Another game's rules start at their top.
				gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
				if r.cs.Scroll != 0 {
					t.Errorf("%s: the next game's rules start scrolled by %v", where, r.cs.Scroll)
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
	for _, sz := range scenetest.ShortSizes {
		ctx := scenetest.ShortCtx(sz.W, sz.H)
		css := ctx.Scale / ctx.DPR
		for _, l := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = l
			for _, gm := range RuleGames() {
				where := fmt.Sprintf("%vx%v %v %s", sz.W, sz.H, l, gm.ID)
				r := NewRules(scenetest.OneHuman(1), gm.ID)
				gameloop.Tick(r, ctx, nil)
				if !r.narrow || !ctx.Short() {
					t.Fatalf("%s: not the short column (narrow %v, short %v)", where, r.narrow, ctx.Short())
				}
				g := &r.nr
				if r.size < 14 || rnText < 14 || rnLeast < 14 {
					t.Errorf("%s: text of %v units", where, r.size)
				}
				var regs []scenetest.Region
				for i, lr := range r.lineRects {
					regs = append(regs, scenetest.Region{Name: fmt.Sprintf("line %d %q", i, r.lines[i]), R: lr})
				}
				for i, it := range r.pic {
					regs = append(regs, scenetest.Region{Name: fmt.Sprintf("picture item %d %q", i, it.text), R: it.r})
					if it.isText && it.size < 14 {
						t.Errorf("%s: picture word %q is %v units", where, it.text, it.size)
					}
				}
				for i, a := range regs {
					if a.R.X < g.x-1e-6 || a.R.X+a.R.W > g.x+g.w+1e-6 || a.R.Y < g.textY || a.R.Y+a.R.H > g.height {
						t.Errorf("%s: %s %+v leaves the column", where, a.Name, a.R)
					}
					for _, b := range regs[i+1:] {
						if ui.Overlaps(a.R, b.R) && !(a.Name[0] == 'p' && b.Name[0] == 'p' && !r.pic[pictureIndex(a.Name)].isText && !r.pic[pictureIndex(b.Name)].isText) {
							t.Errorf("%s: %s %+v overlaps %s %+v", where, a.Name, a.R, b.Name, b.R)
						}
					}
				}
				left, right := r.selArrows()
				for _, tp := range []scenetest.Region{{Name: "◄", R: left}, {Name: "►", R: right}, {Name: "Back", R: g.back}} {
					if m := min(tp.R.W, tp.R.H); m < 44 || m*css < 40 {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", where, tp.Name, tp.R.W*css, tp.R.H*css)
					}
				}
				if !ui.Inside(g.back, ctx.LW, ctx.LH) || g.back.X+g.back.W > g.x || g.view != ctx.LH {
					t.Errorf("%s: Back %+v is not beside the column at %v, or the view %v is not the screen's height", where, g.back, g.x, g.view)
				}
				if want := max(0, g.height-g.view); r.cs.Limit != want {
					t.Errorf("%s: scrolls %v, want %v", where, r.cs.Limit, want)
				}
				gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
				if last := r.pic[len(r.pic)-1].r; last.Y+last.H-r.cs.Scroll > g.view {
					t.Errorf("%s: the picture's end %+v stays out of sight", where, last)
				}
			}
		}
	}
}
