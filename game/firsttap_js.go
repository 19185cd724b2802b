package game

import "syscall/js"

// audioAtStart: in the browser the audio context is made at the start, so
// the page's first-tap screen can unlock it (see sound.open); it waits
// for the first frame (see Game.Update).
const audioAtStart = true

// tapped is set once the page's first-tap screen is gone.
var tapped bool

// pageWaitsForTap reports whether the page still shows its first-tap screen
// (data-tap="wait" on the body): until the player taps it, the game stands
// still under it, so nothing starts unseen and the first sound can play.
func pageWaitsForTap() bool {
	if tapped {
		return false
	}
	body := js.Global().Get("document").Get("body")
	if body.Truthy() && body.Get("dataset").Get("tap").String() == "wait" {
		return true
	}
	tapped = true
	return false
}
