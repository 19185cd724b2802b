package menu

import (
	"bytes"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRulesLayoutOnEveryShape: on every screen of the issue, in both
// languages and for every game, the narrow rules are one column: the text
// and the picture lie within the column's width and over none of one
// another, the picture is as wide as the column at most, text is 12 CSS px
// or more, the arrows and Back are a fingertip's size, and the column
// scrolls exactly as far as it is taller than its view.
func TestRulesLayoutOnEveryShape(t *testing.T) {
	for _, sz := range scenetest.ShapeSizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		css := ctx.Scale / ctx.DPR
		for _, l := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = l
			for _, gm := range RuleGames() {
				r := NewRules(scenetest.OneHuman(1), gm.ID)
				gameloop.Tick(r, ctx, nil)
				where := fmt.Sprintf("%vx%v %v %s", sz.W, sz.H, l, gm.ID)
				if want := sz.W < sz.H*game.NarrowRatio; r.narrow != want {
					t.Fatalf("%s: narrow %v, want %v", where, r.narrow, want)
				}
				if !r.narrow {
					continue
				}
				g := &r.nr
				if len(r.lines) == 0 || len(r.pic) == 0 {
					t.Fatalf("%s: %d lines, %d picture items", where, len(r.lines), len(r.pic))
				}
				var regs []scenetest.Region
				for i, lr := range r.lineRects {
					regs = append(regs, scenetest.Region{Name: fmt.Sprintf("line %d %q", i, r.lines[i]), R: lr})
				}
				for i, it := range r.pic {
					regs = append(regs, scenetest.Region{Name: fmt.Sprintf("picture item %d %q", i, it.text), R: it.r})
					if it.isText && it.size*css < scenetest.MinTextCSS {
						t.Errorf("%s: picture word %q is %.1f CSS px", where, it.text, it.size*css)
					}
				}
				for i, a := range regs {
					if a.R.X < g.x-1e-6 || a.R.X+a.R.W > g.x+g.w+1e-6 || a.R.Y < g.textY || a.R.Y+a.R.H > g.height {
						t.Errorf("%s: %s %+v leaves the column x %v..%v, y %v..%v", where, a.Name, a.R, g.x, g.x+g.w, g.textY, g.height)
					}
					for _, b := range regs[i+1:] {
						// A picture's card may lie on another card; words may not.
						if ui.Overlaps(a.R, b.R) && !(a.Name[0] == 'p' && b.Name[0] == 'p' && !r.pic[pictureIndex(a.Name)].isText && !r.pic[pictureIndex(b.Name)].isText) {
							t.Errorf("%s: %s %+v overlaps %s %+v", where, a.Name, a.R, b.Name, b.R)
						}
					}
				}
				if g.sel.Y < g.titleY || g.sel.Y+g.sel.H > g.textY {
					t.Errorf("%s: the choice of game %+v is not between the title and the text", where, g.sel)
				}
				left, right := r.selArrows()
				for _, tp := range []scenetest.Region{{Name: "◄", R: left}, {Name: "►", R: right}, {Name: "Back", R: g.back}} {
					if tp.R.W*css < scenetest.MinTapCSS || tp.R.H*css < scenetest.MinTapCSS {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", where, tp.Name, tp.R.W*css, tp.R.H*css)
					}
				}
				if ui.Overlaps(left, right) || !ui.Inside(g.back, ctx.LW, ctx.LH) || g.back.Y < g.view {
					t.Errorf("%s: arrows %+v %+v or Back %+v out of place (view to %v)", where, left, right, g.back, g.view)
				}
				for _, size := range []float64{rnText, rnLeast, 15} {
					if size*css < scenetest.MinTextCSS {
						t.Errorf("%s: a %v-unit text is %.1f CSS px", where, size, size*css)
					}
				}
				if want := max(0, g.height-g.view); r.cs.Limit != want {
					t.Errorf("%s: scrolls %v, want %v", where, r.cs.Limit, want)
				}
			}
		}
	}
}

// pictureIndex reads the index out of a "picture item N" region's name.
func pictureIndex(name string) int {
	var i int
	fmt.Sscanf(name, "picture item %d", &i)
	return i
}

// TestRulesNarrowScrollsAndSwitches: on a phone a drag scrolls the rules
// to their end (the drag is no tap) and brings the last of the picture into
// view; the arrows turn to another game's rules from their top, and Back
// goes back.
func TestRulesNarrowScrollsAndSwitches(t *testing.T) {
	ctx := gameloop.NarrowCtx(390, 844)
	r := NewRules(scenetest.OneHuman(1), "elfer")
	gameloop.Tick(r, ctx, nil)
	if r.cs.Limit <= 0 {
		t.Fatal("the rules of Elfer raus! fit a phone without scrolling")
	}
	y := 700.0
	gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = 200, y, true, true, true })
	for range 80 {
		y -= 25
		gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down = 200, y, true })
		if y < 100 {
			gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = 200, y, false, true })
			y = 700
			gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = 200, y, true, true })
		}
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = 200, y, false, true })
	if n := ctx.Next(); n != nil || r.Variant != ruleIndex("elfer") {
		t.Fatalf("a drag switched to %v or game %d", n, r.Variant)
	}
	if r.cs.Scroll != r.cs.Limit {
		t.Fatalf("scrolled %v after long drags, want the end %v", r.cs.Scroll, r.cs.Limit)
	}
	last := r.pic[len(r.pic)-1].r
	if last.Y+last.H-r.cs.Scroll > r.nr.view {
		t.Fatalf("the picture's last item %+v is still under the bar at scroll %v", last, r.cs.Scroll)
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyHome) })
	if r.cs.Scroll != 0 {
		t.Fatalf("Home scrolled to %v", r.cs.Scroll)
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
	_, right := r.selArrows()
	if right.Y+right.H > 0 {
		t.Fatalf("the arrows %+v show at the end of the rules", right)
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyHome) })
	_, right = r.selArrows()
	tap := func(x, y float64) {
		gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = x, y, true, true })
		gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = x, y, false, true })
	}
	tap(right.X+right.W/2, right.Y+right.H/2)
	if r.Variant != ruleIndex("elfer")+1 || r.lines == nil {
		t.Fatalf("► showed game %d", r.Variant)
	}
	left, _ := r.selArrows()
	tap(left.X+left.W/2, left.Y+left.H/2)
	tap(left.X+left.W/2, left.Y+left.H/2)
	if r.Variant != len(RuleGames())-1 {
		t.Fatalf("◄ twice from the second game showed game %d", r.Variant)
	}
	b := r.nr.back
	tap(b.X+b.W/2, b.Y+b.H/2)
	if n := ctx.Next(); n == nil || n.Name() != "menu" {
		t.Fatalf("Back switched to %v", n)
	}
}

// TestRulesNarrowDraw draws the narrow rules at the top and scrolled to
// the end: the column moves, the bar with Back stays.
func TestRulesNarrowDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []image.Point{{390, 844}, {768, 1024}, {1000, 1000}} {
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		ctx.AllowNarrow(true)
		for _, id := range []string{"elfer", "schnippschnapp", "ratefix"} {
			r := NewRules(scenetest.OneHuman(1), id)
			gameloop.Tick(r, ctx, nil)
			var pix [2][]byte
			for i, key := range []ebiten.Key{ebiten.KeyHome, ebiten.KeyEnd} {
				gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(key) })
				pix[i] = make([]byte, 4*size.X*size.Y)
				gameloop.InFrame(func(*ebiten.Image) {
					screen.Clear()
					r.Draw(screen, ctx)
					screen.ReadPixels(pix[i])
				})
				gameloop.SaveShot(t, fmt.Sprintf("rules-narrow-%dx%d-%s-%d", size.X, size.Y, id, i), size, pix[i])
			}
			bar := 4 * size.X * int(r.nr.view*ctx.Scale+3) // past the thumb's soft edge
			if r.cs.Limit > 0 && bytes.Equal(pix[0][:bar], pix[1][:bar]) {
				t.Errorf("%v %s: the column looks the same scrolled", size, id)
			}
			// The button's edges may be smoothed a shade differently from
			// frame to frame; a line of text would change many pixels.
			if n := changed(pix[0][bar:], pix[1][bar:]); n > 40 {
				t.Errorf("%v %s: the bar with Back changes with the scroll (%d pixels)", size, id, n)
			}
		}
	}
}

// changed counts the pixels of two RGBA buffers that differ by more than a
// shade in a channel.
func changed(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		for c := range 3 {
			if d := int(a[i+c]) - int(b[i+c]); d > 24 || d < -24 {
				n++
				break
			}
		}
	}
	return n
}
