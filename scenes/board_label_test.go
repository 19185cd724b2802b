package scenes

import (
	"strings"
	"testing"

	"elferraus/engine/mogeln"
)

// TestBoardMogelnLabelsClearOfMarksAndInPanels: at 1280x720 in Mogeln,
// the label over the turned card stays above its outline's glow, and the
// labels of the seats along the top ("out – place 3") lie inside their
// panels.
func TestBoardMogelnLabelsClearOfMarksAndInPanels(t *testing.T) {
	s := Setup{Game: mogeln.ID, Players: 4, Rounds: 1, Seed: 5}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := narrowCtx(1280, 720)
	marked, out := 0, 0
	runBoard(t, b, ctx, 400000, func() {
		if b.dealing || len(b.boxes) != len(b.tb.zones) {
			return
		}
		for i, z := range b.tb.zones {
			r, label, _ := b.labelBox(i, ctx.Scale)
			if label == "" {
				continue
			}
			if z.mark {
				marked++
				// The outline lies 5 out and 3 thick, its glow 11 more.
				if glow := b.boxes[i].r.y - 5 - 3 - 11; r.y+r.h/2+8.5 > glow {
					t.Fatalf("the label %q reaches %.1f, into the mark's glow from %.1f", label, r.y+r.h/2+8.5, glow)
				}
			}
			if z.owner >= 0 && z.owner != b.bottom {
				if strings.Contains(label, "place") {
					out++
				}
				p := b.geom.panel(b.opponent(z.owner))
				if r.x < p.x || r.x+r.w > p.x+p.w {
					t.Fatalf("the label %q (%.1f to %.1f) leaves its panel (%.1f to %.1f)", label, r.x, r.x+r.w, p.x, p.x+p.w)
				}
			}
		}
	})
	if marked == 0 || out == 0 {
		t.Errorf("no turned card (%d) or no seat out (%d) was checked", marked, out)
	}
}
