package game

import "syscall/js"

// watchWakes wakes the game when a file is dropped onto the page: the
// browser reads it in the background and hands it over a moment later,
// with no input event to wake a game at rest then.
func watchWakes() {
	win := js.Global().Get("window")
	if !win.Truthy() {
		return
	}
	// Lives as long as the page: never released.
	win.Call("addEventListener", "drop", js.FuncOf(func(js.Value, []js.Value) any {
		Wake(60)
		return nil
	}), true)
}
