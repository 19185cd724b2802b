package browsertest

import (
	"context"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"elferraus/game"
	"elferraus/scenes"
)

// TestBrowserPressAtEveryRatio presses the menu's Start button where it is
// drawn, by mouse and by touch, on a HiDPI desktop and on phones held
// upright and sideways: the press must start a match. The button's place
// comes from the menu's own layout for that screen, so the test presses
// what a person sees, not a guess.
func TestBrowserPressAtEveryRatio(t *testing.T) {
	needChromium(t)
	res := buildSite(t)
	for _, c := range []struct {
		name  string
		w, h  int64
		dpr   float64
		touch bool
	}{
		{"desktop at 2, mouse", 1280, 720, 2, false},
		{"phone at 3, touch", 390, 844, 3, true},
		{"landscape phone at 3, touch", 844, 390, 3, true},
		{"phone at 2, mouse", 390, 844, 2, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(c.dpr)}
			if c.touch {
				opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
			}
			pg := openPageSized(t, res, "", "menu", c.w, c.h, opts...)
			defer pg.close()
			ratio, err := chromedp.Run(pg.ctx, chromedp.Evaluate[float64](`devicePixelRatio`))
			if err != nil || ratio != c.dpr {
				t.Fatalf("the page's devicePixelRatio is %v (%v), want %v", ratio, err, c.dpr)
			}
			// A page with a mouse names keys and clicks at once, as the
			// desktop program does; one on a touch screen says tap.
			want := map[bool]string{true: "0", false: "1"}[c.touch]
			if err := waitPage(pg.ctx, `document.body.dataset.keyboard === "`+want+`"`, 10*time.Second); err != nil {
				k, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`document.body.dataset.keyboard || ""`))
				t.Errorf("the page says data-keyboard=%q, want %q", k, want)
			}
			x, y := startButtonCSS(float64(c.w), float64(c.h), c.dpr)
			if c.touch {
				err = tap(pg.ctx, x, y)
			} else {
				err = click(pg.ctx, x, y)
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := waitPage(pg.ctx, `document.body.dataset.scene === "table"`, 20*time.Second); err != nil {
				scene, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`document.body.dataset.scene || ""`))
				saveScreenshot(t, pg.ctx)
				t.Fatalf("pressing Start at %.0f,%.0f CSS px did not start a match (scene %q): %v", x, y, scene, err)
			}
			// At the table, the Menu link opens the sheet: a phone has
			// no Esc, so this is its way back to the menu.
			lx, ly := menuLinkCSS(float64(c.w), float64(c.h), c.dpr)
			time.Sleep(time.Second) // the deal's first cards, as a person waits
			if c.touch {
				err = tap(pg.ctx, lx, ly)
			} else {
				err = click(pg.ctx, lx, ly)
			}
			if err != nil {
				t.Fatal(err)
			}
			if err := waitPage(pg.ctx, `document.body.dataset.scene === "sheet"`, 20*time.Second); err != nil {
				scene, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`document.body.dataset.scene || ""`))
				saveScreenshot(t, pg.ctx)
				t.Fatalf("pressing the Menu link at %.0f,%.0f CSS px did not open the sheet (scene %q): %v", lx, ly, scene, err)
			}
			pg.report()
		})
	}
}

// menuLinkCSS is the centre of the Menu link of the table the menu's Start
// opens, in CSS pixels, laid out as startButtonCSS lays out the menu.
func menuLinkCSS(w, h, dpr float64) (float64, float64) {
	ctx := phoneContext(w, h, dpr)
	m := scenes.NewMenu(scenes.Setup{})
	_ = m.Update(ctx)
	sc := scenes.First(ctx, m.Setup(), true)
	if n, ok := sc.(game.Narrow); ok {
		ctx.AllowNarrow(n.FitsNarrow())
	}
	_ = sc.Update(ctx)
	x, y, bw, bh, _ := scenes.MenuLink(sc, ctx)
	return (x + bw/2) * ctx.Scale / dpr, (y + bh/2) * ctx.Scale / dpr
}

// phoneContext is the game's context for a page of w x h CSS pixels at
// ratio dpr, whose scene takes the narrow and the short design.
func phoneContext(w, h, dpr float64) *game.Context {
	ctx := game.NewContext(&game.Settings{})
	ctx.DPR = dpr
	ctx.AllowNarrow(true)
	ctx.AllowShort(true)
	ctx.Resize(math.Ceil(w*dpr), math.Ceil(h*dpr))
	return ctx
}

// startButtonCSS is the centre of the menu's Start button in CSS pixels on
// a page of w x h CSS pixels at ratio dpr, laid out as the game lays it out
// there (the screen is w*dpr x h*dpr device pixels).
func startButtonCSS(w, h, dpr float64) (float64, float64) {
	ctx := phoneContext(w, h, dpr)
	m := scenes.NewMenu(scenes.Setup{})
	_ = m.Update(ctx)
	bx, by, bw, bh := m.StartButton(ctx)
	return (bx + bw/2) * ctx.Scale / dpr, (by + bh/2) * ctx.Scale / dpr
}

// click moves the mouse to x, y (CSS pixels), then presses and releases
// its left button there, a frame apart, as a hand does.
func click(ctx context.Context, x, y float64) error {
	left := func(p *input.DispatchMouseEventParams) {
		p.Button, p.ClickCount, p.Buttons = input.MouseButtonLeft, 1, 1
	}
	for _, a := range []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(chromedp.MouseMoved, x, y),
		chromedp.MouseEvent(chromedp.MousePressed, x, y, left),
		chromedp.Sleep(80 * time.Millisecond),
		chromedp.MouseEvent(chromedp.MouseReleased, x, y, left),
	} {
		if err := chromedp.Do(ctx, a); err != nil {
			return fmt.Errorf("clicking at %.0f,%.0f: %w", x, y, err)
		}
	}
	return nil
}

// tap touches x, y (CSS pixels) with one finger and lifts it a little
// later, as a finger does.
func tap(ctx context.Context, x, y float64) error {
	touch := func(typ input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	for _, a := range []chromedp.Action[chromedp.Void]{
		touch(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{{X: x, Y: y}}),
		chromedp.Sleep(120 * time.Millisecond),
		touch(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}),
	} {
		if err := chromedp.Do(ctx, a); err != nil {
			return fmt.Errorf("tapping at %.0f,%.0f: %w", x, y, err)
		}
	}
	return nil
}
