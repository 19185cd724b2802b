package game

import (
	"fmt"
	"syscall/js"
)

// copyText starts navigator.clipboard.writeText and does not wait for its
// promise; a refusal (no permission, no user activation) is not reported.
func copyText(text string) error {
	nav := js.Global().Get("navigator")
	if !nav.Truthy() {
		return fmt.Errorf("%w: the page has no navigator", ErrNoClipboard)
	}
	clip := nav.Get("clipboard")
	if !clip.Truthy() || clip.Get("writeText").Type() != js.TypeFunction {
		return fmt.Errorf("%w: the page has no navigator.clipboard (it needs https or localhost)", ErrNoClipboard)
	}
	promise := clip.Call("writeText", text)
	// Settle the promise quietly (no "uncaught rejection" in the console);
	// only one of the two handlers runs, so the function is released once.
	var settled js.Func
	settled = js.FuncOf(func(js.Value, []js.Value) any {
		settled.Release()
		return nil
	})
	promise.Call("then", settled, settled)
	return nil
}
