package scenes

import (
	"bytes"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
)

// TestRulesLayoutOnEveryShape: on every screen of the issue, in both
// languages and for every game, the narrow rules are one column: the text
// and the picture lie within the column's width and over none of one
// another, the picture is as wide as the column at most, text is 12 CSS px
// or more, the arrows and Back are a fingertip's size, and the column
// scrolls exactly as far as it is taller than its view.
func TestRulesLayoutOnEveryShape(t *testing.T) {
	for _, sz := range shapeSizes {
		ctx := narrowCtx(sz.w, sz.h)
		css := ctx.Scale / ctx.DPR
		for _, l := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = l
			for _, gm := range ruleGames() {
				r := NewRules(oneHuman(1), gm.ID)
				tick(r, ctx, nil)
				where := fmt.Sprintf("%vx%v %v %s", sz.w, sz.h, l, gm.ID)
				if want := sz.w < sz.h*game.NarrowRatio; r.narrow != want {
					t.Fatalf("%s: narrow %v, want %v", where, r.narrow, want)
				}
				if !r.narrow {
					continue
				}
				g := &r.nr
				if len(r.lines) == 0 || len(r.pic) == 0 {
					t.Fatalf("%s: %d lines, %d picture items", where, len(r.lines), len(r.pic))
				}
				var regs []region
				for i, lr := range r.lineRects {
					regs = append(regs, region{fmt.Sprintf("line %d %q", i, r.lines[i]), lr})
				}
				for i, it := range r.pic {
					regs = append(regs, region{fmt.Sprintf("picture item %d %q", i, it.text), it.r})
					if it.isText && it.size*css < minTextCSS {
						t.Errorf("%s: picture word %q is %.1f CSS px", where, it.text, it.size*css)
					}
				}
				for i, a := range regs {
					if a.r.x < g.x-1e-6 || a.r.x+a.r.w > g.x+g.w+1e-6 || a.r.y < g.textY || a.r.y+a.r.h > g.height {
						t.Errorf("%s: %s %+v leaves the column x %v..%v, y %v..%v", where, a.name, a.r, g.x, g.x+g.w, g.textY, g.height)
					}
					for _, b := range regs[i+1:] {
						// A picture's card may lie on another card; words may not.
						if overlaps(a.r, b.r) && !(a.name[0] == 'p' && b.name[0] == 'p' && !r.pic[pictureIndex(a.name)].isText && !r.pic[pictureIndex(b.name)].isText) {
							t.Errorf("%s: %s %+v overlaps %s %+v", where, a.name, a.r, b.name, b.r)
						}
					}
				}
				if g.sel.y < g.titleY || g.sel.y+g.sel.h > g.textY {
					t.Errorf("%s: the choice of game %+v is not between the title and the text", where, g.sel)
				}
				left, right := r.selArrows()
				for _, tp := range []region{{"◄", left}, {"►", right}, {"Back", g.back}} {
					if tp.r.w*css < minTapCSS || tp.r.h*css < minTapCSS {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", where, tp.name, tp.r.w*css, tp.r.h*css)
					}
				}
				if overlaps(left, right) || !inside(g.back, ctx.LW, ctx.LH) || g.back.y < g.view {
					t.Errorf("%s: arrows %+v %+v or Back %+v out of place (view to %v)", where, left, right, g.back, g.view)
				}
				for _, size := range []float64{rnText, rnLeast, 15} {
					if size*css < minTextCSS {
						t.Errorf("%s: a %v-unit text is %.1f CSS px", where, size, size*css)
					}
				}
				if want := max(0, g.height-g.view); r.cs.limit != want {
					t.Errorf("%s: scrolls %v, want %v", where, r.cs.limit, want)
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
	ctx := narrowCtx(390, 844)
	r := NewRules(oneHuman(1), "elfer")
	tick(r, ctx, nil)
	if r.cs.limit <= 0 {
		t.Fatal("the rules of Elfer raus! fit a phone without scrolling")
	}
	y := 700.0
	tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = 200, y, true, true, true })
	for range 80 {
		y -= 25
		tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down = 200, y, true })
		if y < 100 {
			tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = 200, y, false, true })
			y = 700
			tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = 200, y, true, true })
		}
	}
	tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = 200, y, false, true })
	if n := ctx.Next(); n != nil || r.variant != ruleIndex("elfer") {
		t.Fatalf("a drag switched to %v or game %d", n, r.variant)
	}
	if r.cs.scroll != r.cs.limit {
		t.Fatalf("scrolled %v after long drags, want the end %v", r.cs.scroll, r.cs.limit)
	}
	last := r.pic[len(r.pic)-1].r
	if last.y+last.h-r.cs.scroll > r.nr.view {
		t.Fatalf("the picture's last item %+v is still under the bar at scroll %v", last, r.cs.scroll)
	}
	tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyHome) })
	if r.cs.scroll != 0 {
		t.Fatalf("Home scrolled to %v", r.cs.scroll)
	}
	tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
	_, right := r.selArrows()
	if right.y+right.h > 0 {
		t.Fatalf("the arrows %+v show at the end of the rules", right)
	}
	tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyHome) })
	_, right = r.selArrows()
	tap := func(x, y float64) {
		tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = x, y, true, true })
		tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = x, y, false, true })
	}
	tap(right.x+right.w/2, right.y+right.h/2)
	if r.variant != ruleIndex("elfer")+1 || r.lines == nil {
		t.Fatalf("► showed game %d", r.variant)
	}
	left, _ := r.selArrows()
	tap(left.x+left.w/2, left.y+left.h/2)
	tap(left.x+left.w/2, left.y+left.h/2)
	if r.variant != len(ruleGames())-1 {
		t.Fatalf("◄ twice from the second game showed game %d", r.variant)
	}
	b := r.nr.back
	tap(b.x+b.w/2, b.y+b.h/2)
	if n := ctx.Next(); n == nil || n.Name() != "menu" {
		t.Fatalf("Back switched to %v", n)
	}
}

// TestRulesNarrowDraw draws the narrow rules at the top and scrolled to
// the end: the column moves, the bar with Back stays.
func TestRulesNarrowDraw(t *testing.T) {
	needGPU(t)
	for _, size := range []image.Point{{390, 844}, {768, 1024}, {1000, 1000}} {
		ctx, screen := gpuCtx(size.X, size.Y)
		ctx.AllowNarrow(true)
		for _, id := range []string{"elfer", "schnippschnapp", "ratefix"} {
			r := NewRules(oneHuman(1), id)
			tick(r, ctx, nil)
			var pix [2][]byte
			for i, key := range []ebiten.Key{ebiten.KeyHome, ebiten.KeyEnd} {
				tick(r, ctx, func(in *game.Input) { in.PressKey(key) })
				pix[i] = make([]byte, 4*size.X*size.Y)
				inFrame(func(*ebiten.Image) {
					screen.Clear()
					r.Draw(screen, ctx)
					screen.ReadPixels(pix[i])
				})
				saveShot(t, fmt.Sprintf("rules-narrow-%dx%d-%s-%d", size.X, size.Y, id, i), size, pix[i])
			}
			bar := 4 * size.X * int(r.nr.view*ctx.Scale+3) // past the thumb's soft edge
			if r.cs.limit > 0 && bytes.Equal(pix[0][:bar], pix[1][:bar]) {
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
