package rows

import (
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"fmt"
	"testing"
)

// TestTableDealStartsAfterTheFirstFrame: when the table is the program's
// first scene, its first frame shows the seats without cards (rendering the
// backs and shadows of a whole deck would hold that frame back), and the
// deal runs from the next tick on.
func TestTableDealStartsAfterTheFirstFrame(t *testing.T) {
	tb, err := NewTable(scenetest.OneHuman(3))
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	if cards := scenetest.UpdateAt(t, tb, tb.Motion, ctx, 1); cards != 0 || !tb.dealing {
		t.Fatalf("after the program's first tick: %d cards on the table, dealing %v; want none, the deal to come", cards, tb.dealing)
	}
	if tb.names == nil || tb.counts[0] == "" {
		t.Errorf("the first frame's seats have no names or counts: %q %q", tb.names, tb.counts)
	}
	if cards := scenetest.UpdateAt(t, tb, tb.Motion, ctx, 2); cards == 0 || !tb.Motion.Moving() || !tb.dealing {
		t.Errorf("after the second tick: %d cards, moving %v, dealing %v; want the deal under way", cards, tb.Motion.Moving(), tb.dealing)
	}
	for tick := int64(3); tick < 600; tick++ {
		if scenetest.UpdateAt(t, tb, tb.Motion, ctx, tick); !tb.dealing {
			return
		}
	}
	t.Error("the deal never ended")
}

// TestTableCountsFollowTheDeal: while the deal flies, a seat's count names
// only the cards that have arrived in its hand (none in the first frame,
// before the deal starts), never fewer than before, never more than the
// hand; once the deal is done it names the whole hand.
func TestTableCountsFollowTheDeal(t *testing.T) {
	tb, err := NewTable(scenetest.OneHuman(4))
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	count := func(p int) int {
		var n int
		if _, err := fmt.Sscanf(tb.counts[p], "%d", &n); err != nil {
			t.Fatalf("seat %d's count %q names no number", p, tb.counts[p])
		}
		return n
	}
	last := make([]int, 4)
	partial := false
	for tick := int64(1); tick < 600; tick++ {
		scenetest.UpdateAt(t, tb, tb.Motion, ctx, tick)
		for p := range 4 {
			n, size := count(p), tb.view.Sizes[p]
			switch {
			case tick == 1 && n != 0:
				t.Fatalf("first frame, before the deal: seat %d counts %q", p, tb.counts[p])
			case n < last[p] || n > size:
				t.Fatalf("tick %d: seat %d counts %d after %d, of a hand of %d", tick, p, n, last[p], size)
			case !tb.dealing && n != size:
				t.Fatalf("tick %d, deal done: seat %d counts %q of a hand of %d", tick, p, tb.counts[p], size)
			}
			partial = partial || n > 0 && n < size
			last[p] = n
		}
		if !tb.dealing {
			if !partial {
				t.Error("no count ever named part of a hand during the deal")
			}
			return
		}
	}
	t.Error("the deal never ended")
}
