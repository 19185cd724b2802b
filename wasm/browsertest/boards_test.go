package browsertest

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// boardGames are the games played on the generic board, each with a seat
// count that keeps a demo short, and how many actions prove it plays when
// the match is too long to wait for its end (0: wait for the end).
var boardGames = []struct {
	id      string
	players int
	enough  int
}{
	{"hoechste", 2, 0},
	{"zweikampf", 2, 0},
	{"ratefix", 2, 0},
	{"schwarzerpeter", 3, 0},
	{"farben", 2, 0},
	{"ueberall", 2, 60},
	{"mogeln", 3, 60},
}

// TestBrowserBoardGamesPlay opens each of the seven further games as a demo
// in headless Chromium and watches it play: the short ones to the end
// of the match (the page's data-over names the game), the long ones until
// enough actions were applied (data-actions). The console must stay free of
// errors throughout; with $BROWSER_SHOTS set, a screenshot of each table is
// kept there to be looked at.
func TestBrowserBoardGamesPlay(t *testing.T) {
	for _, g := range boardGames {
		t.Run(g.id, func(t *testing.T) {
			// A page of its own for each game: a browser lives a few
			// minutes at most (see openPage).
			pg := openGame(t, fmt.Sprintf("?game=%s&players=%d&seed=5&demo=1&fast=1&rounds=1", g.id, g.players))
			defer pg.close()
			start := time.Now()
			cond := fmt.Sprintf(`document.body.dataset.over === %q`, g.id)
			if g.enough > 0 {
				cond = fmt.Sprintf(`Number(document.body.dataset.actions || 0) >= %d || document.body.dataset.over === %q`, g.enough, g.id)
			}
			if err := waitPage(pg.ctx, cond, 3*time.Minute); err != nil {
				state, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`JSON.stringify(document.body.dataset)`))
				t.Fatalf("%s did not play on in the browser: %v; page state %s", g.id, err, state)
			}
			n, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`document.body.dataset.actions || "0"`))
			t.Logf("%-15s %s actions in %.1fs", g.id, n, time.Since(start).Seconds())
			if k, _ := strconv.Atoi(n); k == 0 {
				t.Errorf("%s: the page counted no action", g.id)
			}
			if dir := os.Getenv("BROWSER_SHOTS"); dir != "" {
				if data, err := chromedp.Run(pg.ctx, chromedp.CaptureScreenshot()); err == nil {
					_ = os.WriteFile(filepath.Join(dir, g.id+".png"), data, 0o644)
				}
			}
		})
	}
}

// waitPage polls the page until the JavaScript expression cond is true.
func waitPage(ctx context.Context, cond string, timeout time.Duration) error {
	wctx, cancel := context.WithTimeout(ctx, timeout+5*time.Second)
	defer cancel()
	_, err := chromedp.Run(wctx, chromedp.Poll[bool](`(`+cond+`) || false`,
		chromedp.WithPollingInterval(250*time.Millisecond), chromedp.WithPollingTimeout(timeout)))
	return err
}
