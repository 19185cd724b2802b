package game

import (
	"errors"
	"fmt"
	"syscall/js"
)

// pickInputID is the id of the hidden file input, so browser tests can set
// its files (DOM.setFileInputFiles) without a dialog.
const pickInputID = "elferraus-pick"

// pickInput is the hidden <input type="file">, made on the first PickFile.
var pickInput js.Value

// PickFile opens the browser's file dialog for a game record (.jsonl, .json,
// .txt) and returns at once; the chosen file arrives through PickedFile.
// Browsers open the dialog only shortly after a click or key press, so call
// it in the tick that handles one. A cancelled dialog delivers nothing.
func PickFile() error {
	doc := js.Global().Get("document")
	if !doc.Truthy() || !doc.Get("body").Truthy() {
		return errors.New("no page to choose a file from")
	}
	if !pickInput.Truthy() {
		in := doc.Call("createElement", "input")
		in.Set("type", "file")
		in.Set("id", pickInputID)
		in.Set("accept", ".jsonl,.json,.txt")
		in.Get("style").Set("display", "none")
		// Lives as long as the page: never released.
		onChange := js.FuncOf(func(this js.Value, _ []js.Value) any {
			files := this.Get("files")
			if files.Truthy() && files.Length() > 0 {
				readPicked(files.Index(0))
			}
			// Choosing the same file again must fire "change" again.
			this.Set("value", "")
			return nil
		})
		in.Call("addEventListener", "change", onChange)
		doc.Get("body").Call("appendChild", in)
		pickInput = in
	}
	pickInput.Call("click")
	return nil
}

// readPicked reads the JS File f without blocking and delivers it.
func readPicked(f js.Value) {
	name := f.Get("name").String()
	if f.Get("size").Float() > MaxFileSize {
		deliverPick(Picked{Name: name, Err: fmt.Errorf("%s: %w", name, ErrTooLarge)})
		return
	}
	var then, fail js.Func
	release := func() {
		then.Release()
		fail.Release()
	}
	// arrayBuffer rather than text: the bytes as they are, no UTF-8 repair.
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		buf := js.Global().Get("Uint8Array").New(args[0])
		data := make([]byte, buf.Length())
		js.CopyBytesToGo(data, buf)
		deliverPick(Picked{Name: name, Data: data})
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer release()
		msg := "unknown error"
		if len(args) > 0 {
			msg = js.Global().Call("String", args[0]).String()
		}
		deliverPick(Picked{Name: name, Err: fmt.Errorf("reading %s: %s", name, msg)})
		return nil
	})
	f.Call("arrayBuffer").Call("then", then, fail)
}
