package scenes

import (
	"fmt"
	"testing"

	"elferraus/game"
)

// TestPlayableOutlineFramesOnlyTheVisiblePart: the frame of a playable hand
// card lies around the part of it that shows, in the landscape hand and in
// an upright one of several lines: it crosses no later card of the hand,
// which lies over it, and it still frames the card's top-left corner.
func TestPlayableOutlineFramesOnlyTheVisiblePart(t *testing.T) {
	for _, sz := range []struct{ w, h float64 }{{1280, 720}, {390, 844}, {768, 1024}} {
		for _, id := range []string{"elfer", masterGame} {
			name := fmt.Sprintf("%s %vx%v", id, sz.w, sz.h)
			s := Setup{Game: id, Players: 3, Rounds: 1, Seed: 4}
			s.FirstHumans(1)
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx := narrowCtx(sz.w, sz.h)
			if !untilHumanTurn(t, tb, ctx) {
				t.Fatalf("%s: no turn for the person", name)
			}
			if got := tb.lay.portrait; got != (sz.w < sz.h*game.NarrowRatio) {
				t.Fatalf("%s: portrait %v", name, got)
			}
			base, n := tb.handAt[tb.bottom], tb.view.Sizes[tb.bottom]
			if n < 8 {
				t.Fatalf("%s: a hand of %d cards overlaps too little to tell", name, n)
			}
			clipped := 0
			for i := range n {
				p := tb.prev[base+i].pose
				r := tb.outlineRect(i, p)
				if r.x > p.X || r.y > p.Y || r.w < p.W/3 || r.h < cardH(p.W)/3 {
					t.Errorf("%s: card %d's frame %+v does not frame its corner at %v,%v", name, i, r, p.X, p.Y)
				}
				if r.w < p.W || r.h < cardH(p.W) {
					clipped++
				}
				for j := i + 1; j < n; j++ {
					q := tb.prev[base+j].pose
					if overlaps(r, rect{q.X, q.Y, q.W, cardH(q.W)}) {
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
