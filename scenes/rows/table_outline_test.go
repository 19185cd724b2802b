package rows

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"testing"
)

// TestPlayableOutlineFramesOnlyTheVisiblePart: the frame of a playable hand
// card lies around the part of it that shows, in the landscape hand and in
// an upright one of several lines: it crosses no later card of the hand,
// which lies over it, and it still frames the card's top-left corner.
func TestPlayableOutlineFramesOnlyTheVisiblePart(t *testing.T) {
	for _, sz := range []scenetest.Size{{W: 1280, H: 720}, {W: 390, H: 844}, {W: 768, H: 1024}} {
		for _, id := range []string{"elfer", scenetest.MasterGame} {
			name := fmt.Sprintf("%s %vx%v", id, sz.W, sz.H)
			s := shell.Setup{Game: id, Players: 3, Rounds: 1, Seed: 4}
			s.FirstHumans(1)
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx := gameloop.NarrowCtx(sz.W, sz.H)
			if !untilHumanTurn(t, tb, ctx) {
				t.Fatalf("%s: no turn for the person", name)
			}
			if got := tb.Lay.portrait; got != (sz.W < sz.H*game.NarrowRatio) {
				t.Fatalf("%s: portrait %v", name, got)
			}
			base, n := tb.handAt[tb.Bottom], tb.view.Sizes[tb.Bottom]
			if n < 8 {
				t.Fatalf("%s: a hand of %d cards overlaps too little to tell", name, n)
			}
			clipped := 0
			for i := range n {
				p := tb.prev[base+i].pose
				r := tb.outlineRect(i, p)
				if r.X > p.X || r.Y > p.Y || r.W < p.W/3 || r.H < ui.CardH(p.W)/3 {
					t.Errorf("%s: card %d's frame %+v does not frame its corner at %v,%v", name, i, r, p.X, p.Y)
				}
				if r.W < p.W || r.H < ui.CardH(p.W) {
					clipped++
				}
				for j := i + 1; j < n; j++ {
					q := tb.prev[base+j].pose
					if ui.Overlaps(r, ui.Rect{X: q.X, Y: q.Y, W: q.W, H: ui.CardH(q.W)}) {
						t.Errorf("%s: card %d's frame %+v crosses card %d at %v,%v", name, i, r, j, q.X, q.Y)
					}
				}
			}
			if clipped == 0 {
				t.Errorf("%s: no card of %d lies partly under another", name, n)
			}
		}
	}
}
