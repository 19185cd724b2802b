package game

import (
	"fmt"
	"syscall/js"
)

// pasteText starts navigator.clipboard.readText and delivers its text, or
// its refusal, when the promise settles.
func pasteText() {
	nav := js.Global().Get("navigator")
	clip := js.Undefined()
	if nav.Truthy() {
		clip = nav.Get("clipboard")
	}
	if !clip.Truthy() || clip.Get("readText").Type() != js.TypeFunction {
		deliverPaste(Pasted{Err: fmt.Errorf("%w: the page cannot read navigator.clipboard (it needs https or localhost)", ErrNoClipboard)})
		return
	}
	var ok, fail js.Func
	release := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		text := ""
		if len(args) > 0 && args[0].Type() == js.TypeString {
			text = args[0].String()
		}
		release()
		deliverPaste(Pasted{Text: text})
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		why := "the browser refused"
		if len(args) > 0 && args[0].Truthy() {
			why = args[0].Call("toString").String()
		}
		release()
		deliverPaste(Pasted{Err: fmt.Errorf("the clipboard could not be read: %s", why)})
		return nil
	})
	clip.Call("readText").Call("then", ok, fail)
}
