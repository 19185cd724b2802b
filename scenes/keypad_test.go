package scenes

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
)

// keypadShapes are the screens the keypad is checked on: those of the
// issue and the landscape window.
var keypadShapes = append([]struct{ w, h float64 }{{1280, 720}}, shapeSizes...)

// TestKeypadOnEveryShape: on every screen, in both languages, for fingers
// and for a keyboard and with a long message, the deal code's box lies on
// the screen, its keys and buttons inside it, over none of one another or
// of its text, each a fingertip's size, its text 12 CSS px or more.
func TestKeypadOnEveryShape(t *testing.T) {
	long := "bad character \"U\" at position 5 of deal code (codes use digits and letters other than U)"
	for _, sz := range keypadShapes {
		ctx := narrowCtx(sz.w, sz.h)
		css := ctx.Scale / ctx.DPR
		for _, lang := range []game.Lang{game.English, game.German} {
			for _, kb := range []bool{false, true} {
				name := fmt.Sprintf("%vx%v %v keyboard %v", sz.w, sz.h, lang, kb)
				k := layoutKeypad(ctx.LW, ctx.LH, ctx.LW < game.DesignW, T(lang), long, kb)
				if !inside(k.box, ctx.LW, ctx.LH) {
					t.Errorf("%s: the box %+v is off the %vx%v screen", name, k.box, ctx.LW, ctx.LH)
				}
				regs := []region{
					{"code", rect{k.box.x, k.codeY - kpCode*0.7, k.box.w, kpCode * 1.4}},
					{"hint", rect{k.box.x, k.hintY, k.box.w, float64(len(k.hint)) * kpHintH}},
					{"message", rect{k.box.x, k.errY, k.box.w, float64(len(k.errLines)) * kpHintH}},
				}
				taps := []region{{"paste", k.paste}, {"delete", k.del}, {"cancel", k.cancel}, {"play", k.play}}
				for i, r := range k.keys {
					taps = append(taps, region{"key " + codeAlphabet[i:i+1], r})
				}
				regs = append(regs, taps...)
				for i, a := range regs {
					if a.r.x < k.box.x || a.r.x+a.r.w > k.box.x+k.box.w+1e-6 || a.r.y < k.box.y || a.r.y+a.r.h > k.box.y+k.box.h+1e-6 {
						t.Errorf("%s: %s %+v leaves the box %+v", name, a.name, a.r, k.box)
					}
					for _, b := range regs[i+1:] {
						if overlaps(a.r, b.r) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
						}
					}
				}
				for _, tp := range taps {
					if tp.r.w*css < minTapCSS || tp.r.h*css < minTapCSS {
						t.Errorf("%s: %s is %.0fx%.0f px, too small to tap", name, tp.name, tp.r.w*css, tp.r.h*css)
					}
				}
				if len(k.errLines) == 0 || len(k.hint) == 0 {
					t.Errorf("%s: %d lines of hint, %d of message", name, len(k.hint), len(k.errLines))
				}
				for _, size := range []float64{kpTitle, kpLeast, kpHint, kpKey} {
					if size*css < minTextCSS {
						t.Errorf("%s: a %v-unit text is %.1f CSS px", name, size, size*css)
					}
				}
			}
		}
	}
}

// padMenu is a menu on a w x h screen touched by a finger, its deal code
// keypad open.
func padMenu(t *testing.T, w, h float64) (*Menu, *game.Context) {
	ctx := narrowCtx(w, h)
	ctx.Input.Keyboard = false
	m := NewMenu(oneHuman(1))
	tick(m, ctx, nil)
	r := m.extraRect(ctx, extraDeal)
	if m.narrow {
		m.scroll = m.maxScroll()
		r = m.extraRect(ctx, extraDeal)
	}
	tap(m, ctx, r.x+r.w/2, r.y+r.h/2)
	if !m.entering {
		t.Fatalf("%vx%v: a tap on the deal code button opens no keypad", w, h)
	}
	return m, ctx
}

// tapCode taps the keys of code, leaving out its dashes.
func tapCode(t *testing.T, m *Menu, ctx *game.Context, code string) {
	for _, c := range code {
		if c == '-' {
			continue
		}
		i := strings.IndexRune(codeAlphabet, c)
		if i < 0 {
			t.Fatalf("%q has no key", c)
		}
		tapRect(m, ctx, m.pad.keys[i])
	}
}

// TestKeypadDraw draws the keypad on a phone and on the landscape window
// (saved to $ELFER_SHOTS to look at): a held key looks pressed.
func TestKeypadDraw(t *testing.T) {
	needGPU(t)
	for _, size := range []image.Point{{390, 844}, {1280, 720}, {1000, 1000}} {
		ctx, screen := gpuCtx(size.X, size.Y)
		ctx.AllowNarrow(true)
		ctx.Input.Keyboard = false
		m := NewMenu(oneHuman(1))
		tick(m, ctx, nil)
		m.extra(ctx, extraDeal)
		tapCode(t, m, ctx, "K3ZD9")
		k := m.pad.keys[strings.IndexRune(codeAlphabet, 'Q')]
		var pix [2][]byte
		for i, down := range []bool{false, true} {
			tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed = k.x+5, k.y+5, down, down })
			pix[i] = make([]byte, 4*size.X*size.Y)
			inFrame(func(*ebiten.Image) {
				screen.Clear()
				m.Draw(screen, ctx)
				screen.ReadPixels(pix[i])
			})
		}
		saveShot(t, fmt.Sprintf("keypad-%dx%d", size.X, size.Y), size, pix[1])
		s := ctx.Scale
		diff := 0
		for y := int(k.y * s); y < int((k.y+k.h)*s); y++ {
			for x := int(k.x * s); x < int((k.x+k.w)*s); x++ {
				i := 4 * (y*size.X + x)
				if pix[0][i] != pix[1][i] {
					diff++
				}
			}
		}
		if diff < 50 {
			t.Errorf("%v: a held key looks as it does at rest (%d pixels differ)", size, diff)
		}
	}
}
