package browsertest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserPhoneTable opens the game in a phone's viewport (390x844 CSS
// pixels): the canvas fills the width without scrolling, the game takes the
// upright design (data-narrow). With $BROWSER_SHOTS
// set, the screenshot is kept there to be looked at.
func TestBrowserPhoneTable(t *testing.T) {
	needChromium(t)
	pg := openPageSized(t, buildSite(t), "?game=elfer&players=4&seed=5&demo=1&fast=1", "table", 390, 844)
	defer pg.close()
	if err := waitPage(pg.ctx, `document.body.dataset.narrow === "1"`, sceneTimeout); err != nil {
		state, _ := chromedp.Run(pg.ctx, chromedp.Evaluate[string](`JSON.stringify(document.body.dataset)`))
		t.Fatalf("the table did not take the upright design: %v; page state %s", err, state)
	}
	size, err := chromedp.Run(pg.ctx, chromedp.Evaluate[[]float64](`(() => {
		const c = document.querySelector("canvas").getBoundingClientRect();
		return [c.width, c.height, document.documentElement.scrollWidth, innerWidth];
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if size[0] != 390 || size[2] > size[3] {
		t.Errorf("canvas %vx%v CSS px, page %v wide in a %v-wide viewport: want the canvas at the phone's width, no sideways scrolling", size[0], size[1], size[2], size[3])
	}
	if dir := os.Getenv("BROWSER_SHOTS"); dir != "" {
		if data, err := chromedp.Run(pg.ctx, chromedp.CaptureScreenshot()); err == nil {
			_ = os.WriteFile(filepath.Join(dir, "phone.png"), data, 0o644)
		}
	}
	pg.report()
}
