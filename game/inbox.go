package game

import "sync"

// inbox hands results that arrive outside the game loop (the browser's
// event loop, a native tool's goroutine) to the scene that polls for them
// each tick, in order, once each.
type inbox[T any] struct {
	mu    sync.Mutex
	ready []T
}

// deliver queues v for the next take and wakes a game at rest, which must
// come to poll it.
func (b *inbox[T]) deliver(v T) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.ready = append(b.ready, v)
	Wake(2)
}

// take returns the oldest result not taken yet; ok is false while there is
// none.
func (b *inbox[T]) take() (v T, ok bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.ready) == 0 {
		return v, false
	}
	v = b.ready[0]
	var zero T
	b.ready[0] = zero // a picked file's data is not kept by the slice
	b.ready = b.ready[1:]
	return v, true
}
