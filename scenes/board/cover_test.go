package board

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/sprites"
	"strings"
	"testing"
)

// TestWideBoardWordsStayInTheirRoom: at 1280x720 in both languages, with
// keys named, every button's label fits its button and the status line
// lies wholly on the screen (the German Ratefix prompt ran off its left
// edge, "Karte legen (Leertaste)" over its button's).
func TestWideBoardWordsStayInTheirRoom(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		for _, id := range boardIDs() {
			b, ctx := boardAt(t, id, 2+scenetest.BoolInt(id == "schwarzerpeter" || id == "mogeln"), 1280, 720, 0)
			ctx.Settings.Lang = lang
			ctx.Input.Keyboard = true
			gameloop.Tick(b, ctx, nil)
			s := ctx.Scale
			face := sprites.Face(20*s, true)
			k := 0
			for i := range b.tb.choices {
				c := &b.tb.choices[i]
				if c.zone >= 0 {
					continue
				}
				r := b.Geom.Button(k)
				k++
				label, f := b.buttonLabel(c, true, r, s, face)
				if w, _ := sprites.MeasureText(label, f); w/s > r.W-16 {
					t.Errorf("%s, lang %d: button %q is %.0f wide in a %.0f button", id, lang, label, w/s, r.W)
				}
			}
			if status := b.statusLine(ctx); status != "" {
				line, f, cx, _ := b.statusPlace(status, s)
				for _, l := range strings.Split(line, "\n") {
					w, _ := sprites.MeasureText(l, f)
					if x0, x1 := cx-w/s/2, cx+w/s/2; x0 < 0 || x1 > b.Geom.LW {
						t.Errorf("%s, lang %d: the status %q spans %.0f to %.0f of %.0f", id, lang, l, x0, x1, b.Geom.LW)
					}
				}
			}
		}
	}
}
