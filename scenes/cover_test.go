package scenes

import (
	"strings"
	"testing"

	"elferraus/game"
	"elferraus/sprites"
)

// TestCoveredFrameAllocatesNothing: with two people at one screen, the
// pass-the-device cover is a table at rest, at the board as at the rows
// table: its frames allocate nothing (the board used to format its words
// anew in every frame).
func TestCoveredFrameAllocatesNothing(t *testing.T) {
	needGPU(t)
	for _, id := range []string{"hoechste", "elfer"} {
		s := Setup{Game: id, Players: 3, Rounds: 1, Seed: 5}
		s.FirstHumans(2)
		sc, err := newGame(s)
		if err != nil {
			t.Fatal(err)
		}
		covered := func() bool {
			switch v := sc.(type) {
			case *Board:
				return v.cover
			case *Table:
				return v.covered()
			}
			return false
		}
		ctx, screen := gpuCtx(1280, 720)
		frame := sceneFrame(sc, screen, ctx)
		for i := 0; i < 20000 && !covered(); i++ {
			tick(sc, ctx, nil)
		}
		if !covered() {
			t.Fatalf("%s: no cover with two people", id)
		}
		for range 60 {
			frame()
		}
		if !covered() {
			t.Fatalf("%s: the cover went away by itself", id)
		}
		if got := min(framesAllocate(30, frame), framesAllocate(30, frame)); got != 0 {
			t.Errorf("%s: 30 covered frames allocate %d times", id, got)
		}
	}
}

// TestWideBoardWordsStayInTheirRoom: at 1280x720 in both languages, with
// keys named, every button's label fits its button and the status line
// lies wholly on the screen (the German Ratefix prompt ran off its left
// edge, "Karte legen (Leertaste)" over its button's).
func TestWideBoardWordsStayInTheirRoom(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		for _, id := range boardIDs() {
			b, ctx := boardAt(t, id, 2+boolInt(id == "schwarzerpeter" || id == "mogeln"), 1280, 720, 0)
			ctx.Settings.Lang = lang
			ctx.Input.Keyboard = true
			tick(b, ctx, nil)
			s := ctx.Scale
			face := sprites.Face(20*s, true)
			k := 0
			for i := range b.tb.choices {
				c := &b.tb.choices[i]
				if c.zone >= 0 {
					continue
				}
				r := b.geom.button(k)
				k++
				label, f := b.buttonLabel(c, true, r, s, face)
				if w, _ := sprites.MeasureText(label, f); w/s > r.w-16 {
					t.Errorf("%s, lang %d: button %q is %.0f wide in a %.0f button", id, lang, label, w/s, r.w)
				}
			}
			if status := b.statusLine(ctx); status != "" {
				cx := b.geom.centerX()
				line, f := b.wideStatus(status, cx, s)
				for _, l := range strings.Split(line, "\n") {
					w, _ := sprites.MeasureText(l, f)
					if x0, x1 := cx-w/s/2, cx+w/s/2; x0 < 0 || x1 > b.geom.lw {
						t.Errorf("%s, lang %d: the status %q spans %.0f to %.0f of %.0f", id, lang, l, x0, x1, b.geom.lw)
					}
				}
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
