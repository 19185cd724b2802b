package game

import "runtime/debug"

// startHeapLimit is the heap at which the collector runs even while it is
// held for the first frame: the start allocates about 5 MB once (shaders,
// fonts, the felt), so only a start gone wrong comes near it.
const startHeapLimit = 256 << 20

// holdGC puts the garbage collector off until release is called, which
// Game does once the first scene's first frame, the page's first in the
// browser, is on screen. The start's allocations crossed the collector's
// first goal of 4 MB in the middle of the first frame, and in the browser
// that collection, single-threaded and running code not yet optimised,
// took about a fifth of the time to the first frame. release restores the
// collector's settings as they were (GOGC and GOMEMLIMIT included) and is
// safe to call more than once.
func holdGC() (release func()) {
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(startHeapLimit)
	done := false
	return func() {
		if done {
			return
		}
		done = true
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}
}
