package scenes

import (
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"testing"
)

// TestScoreAndRecordsOnEveryShape: the sheet's and the list's buttons and
// the list's rows lie on every screen of the issue, apart, big enough to
// tap.
func TestScoreAndRecordsOnEveryShape(t *testing.T) {
	for _, sz := range scenetest.ShapeSizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		css := ctx.Scale / ctx.DPR
		next, toMenu := (&rows.Score{}).Buttons(ctx)
		back, open := (&menu.Records{}).Buttons(ctx)
		rows := []ui.Rect{(&menu.Records{}).RowRect(ctx, 0), (&menu.Records{}).RowRect(ctx, 4)}
		for i, r := range []ui.Rect{next, toMenu, back, open, rows[0], rows[1]} {
			if !ui.Inside(r, ctx.LW, ctx.LH) {
				t.Errorf("%vx%v: part %d %+v is off the %vx%v screen", sz.W, sz.H, i, r, ctx.LW, ctx.LH)
			}
			if r.W*css < scenetest.MinTapCSS || r.H*css < scenetest.MinTapCSS {
				t.Errorf("%vx%v: part %d is %.0fx%.0f px, too small to tap", sz.W, sz.H, i, r.W*css, r.H*css)
			}
		}
		if ui.Overlaps(next, toMenu) || ui.Overlaps(back, open) || ui.Overlaps(rows[1], back) {
			t.Errorf("%vx%v: buttons overlap", sz.W, sz.H)
		}
	}
}
