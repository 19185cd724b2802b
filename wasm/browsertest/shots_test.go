package browsertest

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// shotSizes are the screens every table is looked at on: an upright and a
// sideways phone (ratio 3, touch), a laptop and a full HD desktop.
var shotSizes = []struct {
	name  string
	w, h  int64
	dpr   float64
	touch bool
}{
	{"390x844", 390, 844, 3, true},
	{"844x390", 844, 390, 3, true},
	{"1280x720", 1280, 720, 1, false},
	{"1920x1080", 1920, 1080, 1, false},
}

// TestBrowserShots keeps a screenshot of every game's table at every size
// of shotSizes, in English and German, in $BROWSER_SHOTS_ALL, to be looked
// at as a player would: ELFER_SHOTS_GAMES and ELFER_SHOTS_SIZES (comma
// separated) narrow it down. Each table is a person's seat against bots,
// a few seconds into the round: ELFER_SHOTS_WAIT seconds (9 unless set),
// more on a busy machine, where the deal is still under way after 9.
func TestBrowserShots(t *testing.T) {
	dir := os.Getenv("BROWSER_SHOTS_ALL")
	if dir == "" {
		t.Skip("set BROWSER_SHOTS_ALL to a folder to keep a screenshot of every table at every size there")
	}
	needChromium(t)
	res := buildSite(t)
	ids := strings.Split(cmpOr(os.Getenv("ELFER_SHOTS_GAMES"), "elfer,master,schnippschnapp,hoechste,ratefix,zweikampf,mogeln,schwarzerpeter,farben,ueberall"), ",")
	sizes := os.Getenv("ELFER_SHOTS_SIZES")
	langs := strings.Split(cmpOr(os.Getenv("ELFER_SHOTS_LANGS"), "en,de"), ",")
	wait, err := strconv.Atoi(cmpOr(os.Getenv("ELFER_SHOTS_WAIT"), "9"))
	if err != nil || wait < 0 {
		t.Fatalf("ELFER_SHOTS_WAIT=%q is not a number of seconds", os.Getenv("ELFER_SHOTS_WAIT"))
	}
	for _, sz := range shotSizes {
		if sizes != "" && !strings.Contains(sizes, sz.name) {
			continue
		}
		for _, id := range ids {
			for _, lang := range langs {
				name := fmt.Sprintf("%s-%s-%s", id, sz.name, lang)
				t.Run(name, func(t *testing.T) {
					opts := []chromedp.EmulateViewportOption{chromedp.EmulateScale(sz.dpr)}
					if sz.touch {
						opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch)
					}
					players := 3
					if id == "zweikampf" {
						players = 2
					}
					q := fmt.Sprintf("?game=%s&players=%d&humans=1&seed=5&lang=%s", id, players, lang)
					pg := openPageSized(t, res, q, "table", sz.w, sz.h, opts...)
					defer pg.close()
					time.Sleep(time.Duration(wait) * time.Second)
					data, err := chromedp.Run(pg.ctx, chromedp.CaptureScreenshot())
					if err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(filepath.Join(dir, name+".png"), data, 0o644); err != nil {
						t.Fatal(err)
					}
				})
			}
		}
	}
}
