package scenes

import (
	"testing"

	"elferraus/sprites"
)

// TestTableDealStartsAfterTheFirstFrame: when the table is the program's
// first scene, its first frame shows the seats without cards (rendering the
// backs and shadows of a whole deck would hold that frame back), and the
// deal runs from the next tick on.
func TestTableDealStartsAfterTheFirstFrame(t *testing.T) {
	tb, err := NewTable(oneHuman(3))
	if err != nil {
		t.Fatal(err)
	}
	ctx := newCtx()
	ctx.Tick = 1
	if err := tb.Update(ctx); err != nil {
		t.Fatal(err)
	}
	cards := 0
	tb.motion.Each(func(int, sprites.Pose, float64) { cards++ })
	if cards != 0 || !tb.dealing {
		t.Fatalf("after the program's first tick: %d cards on the table, dealing %v; want none, the deal to come", cards, tb.dealing)
	}
	if tb.names == nil || tb.counts[0] == "" {
		t.Errorf("the first frame's seats have no names or counts: %q %q", tb.names, tb.counts)
	}
	ctx.Tick = 2
	if err := tb.Update(ctx); err != nil {
		t.Fatal(err)
	}
	tb.motion.Each(func(int, sprites.Pose, float64) { cards++ })
	if cards == 0 || !tb.motion.Moving() || !tb.dealing {
		t.Errorf("after the second tick: %d cards, moving %v, dealing %v; want the deal under way", cards, tb.motion.Moving(), tb.dealing)
	}
	for range 600 {
		ctx.Tick++
		if err := tb.Update(ctx); err != nil {
			t.Fatal(err)
		}
		if !tb.dealing {
			return
		}
	}
	t.Error("the deal never ended")
}
