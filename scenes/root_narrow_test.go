package scenes

import (
	"testing"
)

// TestScoreAndRecordsOnEveryShape: the sheet's and the list's buttons and
// the list's rows lie on every screen of the issue, apart, big enough to
// tap.
func TestScoreAndRecordsOnEveryShape(t *testing.T) {
	for _, sz := range shapeSizes {
		ctx := narrowCtx(sz.w, sz.h)
		css := ctx.Scale / ctx.DPR
		next, menu := (&Score{}).buttons(ctx)
		back, open := (&Records{}).buttons(ctx)
		rows := []rect{(&Records{}).rowRect(ctx, 0), (&Records{}).rowRect(ctx, 4)}
		for i, r := range []rect{next, menu, back, open, rows[0], rows[1]} {
			if !inside(r, ctx.LW, ctx.LH) {
				t.Errorf("%vx%v: part %d %+v is off the %vx%v screen", sz.w, sz.h, i, r, ctx.LW, ctx.LH)
			}
			if r.w*css < minTapCSS || r.h*css < minTapCSS {
				t.Errorf("%vx%v: part %d is %.0fx%.0f px, too small to tap", sz.w, sz.h, i, r.w*css, r.h*css)
			}
		}
		if overlaps(next, menu) || overlaps(back, open) || overlaps(rows[1], back) {
			t.Errorf("%vx%v: buttons overlap", sz.w, sz.h)
		}
	}
}
