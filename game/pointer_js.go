package game

import "syscall/js"

// keyboardAtStart reports whether the page is likely used with a keyboard
// from the start: its main pointer is fine (a mouse or a trackpad, as on a
// desktop), not coarse (a finger). A phone's page then waits for a key,
// a desktop's names keys and clicks from the first frame instead of
// telling a mouse to tap.
func keyboardAtStart() bool {
	mm := js.Global().Get("matchMedia")
	if mm.Type() != js.TypeFunction {
		return false
	}
	return !js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
}
