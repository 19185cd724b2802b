package game

import (
	"runtime/debug"
	"testing"
	"time"
)

// gcSettings reads the collector's percent and memory limit without
// changing them.
func gcSettings() (percent int, limit int64) {
	percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

// TestGCHeldUntilTheFirstFrame: the collector stays off (with the start's
// memory limit as a backstop) while the game steps towards its first
// frame, and is back as it was from the step after that frame.
func TestGCHeldUntilTheFirstFrame(t *testing.T) {
	oldPercent := debug.SetGCPercent(150)
	oldLimit := debug.SetMemoryLimit(1 << 40)
	t.Cleanup(func() { debug.SetGCPercent(oldPercent); debug.SetMemoryLimit(oldLimit) })

	g := testGame(&busyScene{}, &Settings{})
	g.releaseGC = holdGC()
	now := run(t, g, time.Now(), 3)
	if p, l := gcSettings(); p != -1 || l != startHeapLimit {
		t.Fatalf("before the first frame: GC percent %d, memory limit %d; want -1 and %d", p, l, startHeapLimit)
	}
	g.drawn = true // as Draw does
	run(t, g, now, 1)
	if p, l := gcSettings(); p != 150 || l != 1<<40 {
		t.Errorf("after the first frame: GC percent %d, memory limit %d; want them back at 150 and %d", p, l, int64(1<<40))
	}
	if g.releaseGC != nil {
		t.Error("the hold is still kept after its release")
	}
}

// TestGCReleaseIsIdempotent: a second release (Run's deferred one after
// the game already released) leaves settings made since alone.
func TestGCReleaseIsIdempotent(t *testing.T) {
	oldPercent := debug.SetGCPercent(100)
	t.Cleanup(func() { debug.SetGCPercent(oldPercent) })
	release := holdGC()
	release()
	debug.SetGCPercent(70)
	release()
	if p, _ := gcSettings(); p != 70 {
		t.Errorf("a second release set the GC percent to %d, want it left at 70", p)
	}
}
