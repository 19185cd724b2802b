package game

import "sync"

// Picked is the outcome of a file choice started by PickFile: the file's
// name and contents, or Err (then Data is nil), for example ErrTooLarge
// above MaxFileSize. It is the same type as a dropped file, so a scene can
// treat both alike.
type Picked = Dropped

// picks holds the chosen files until the scene polls them; the browser
// delivers them from its event loop.
var picks struct {
	mu    sync.Mutex
	ready []Picked
}

// deliverPick hands a chosen file to the next PickedFile call.
func deliverPick(p Picked) {
	picks.mu.Lock()
	defer picks.mu.Unlock()
	picks.ready = append(picks.ready, p)
	// A game at rest must come to poll it.
	Wake(2)
}

// PickedFile returns a file the player chose since the last call, once per
// file; ok is false while there is none. Scenes call it every tick after
// PickFile. Check p.Err before using p.Data.
func PickedFile() (p Picked, ok bool) {
	picks.mu.Lock()
	defer picks.mu.Unlock()
	if len(picks.ready) == 0 {
		return Picked{}, false
	}
	p = picks.ready[0]
	picks.ready[0] = Picked{}
	picks.ready = picks.ready[1:]
	return p, true
}
