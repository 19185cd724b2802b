package scenes

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
)

// shortScreen is shortCtx with art and a screen to draw on.
func shortScreen(w, h float64) (*game.Context, *ebiten.Image) {
	ctx, screen := gpuCtx(int(w*3), int(h*3))
	ctx.DPR = 3
	ctx.AllowShort(true)
	ctx.AllowNarrow(true)
	ctx.Resize(w*3, h*3)
	return ctx, screen
}

// drawScene draws sc and keeps the picture as name in $ELFER_SHOTS, to be
// looked at. A picture of a few colours (felt alone, or nothing) is an
// error: something that should be on the table was not drawn.
func drawScene(t *testing.T, sc game.Scene, ctx *game.Context, screen *ebiten.Image, name string) []byte {
	inFrame(func(*ebiten.Image) {
		screen.Clear()
		sc.Draw(screen, ctx)
	})
	sz := screen.Bounds().Size()
	pix := make([]byte, 4*sz.X*sz.Y)
	screen.ReadPixels(pix)
	saveShot(t, name, image.Point{sz.X, sz.Y}, pix)
	colors := map[[3]byte]bool{}
	for i := 0; i < len(pix); i += 4 * 97 {
		colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
	}
	if len(colors) < 20 {
		t.Errorf("%s: only %d colours drawn", name, len(colors))
	}
	return pix
}

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
