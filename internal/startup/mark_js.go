package startup

import (
	"strconv"
	"syscall/js"
)

// Mark notes on <body data-STEP> the page's clock the first time the page
// reaches step; later calls leave it.
func Mark(step string) {
	body := js.Global().Get("document").Get("body")
	if !body.Truthy() {
		return
	}
	ds := body.Get("dataset")
	if ds.Get(step).Truthy() {
		return
	}
	ms := js.Global().Get("performance").Call("now").Float()
	ds.Set(step, strconv.FormatFloat(ms, 'f', 1, 64))
}
