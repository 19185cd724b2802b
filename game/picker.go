package game

// Picked is the outcome of a file choice started by PickFile: the file's
// name and contents, or Err (then Data is nil), for example ErrTooLarge
// above MaxFileSize. It is the same type as a dropped file, so a scene can
// treat both alike.
type Picked = Dropped

// picks holds the chosen files until the scene polls them; the browser
// delivers them from its event loop.
var picks inbox[Picked]

// deliverPick hands a chosen file to the next PickedFile call.
func deliverPick(p Picked) { picks.deliver(p) }

// PickedFile returns a file the player chose since the last call, once per
// file; ok is false while there is none. Scenes call it every tick after
// PickFile. Check p.Err before using p.Data.
func PickedFile() (p Picked, ok bool) { return picks.take() }
