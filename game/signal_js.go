package game

import (
	"strconv"
	"syscall/js"
)

// signalScene tells the page which scene is on screen (data-scene on the
// body), so browser tests can wait for the table without reading pixels.
func signalScene(name string) { Signal("scene", name) }

// Signal sets data-NAME on the page's body, so browser tests can follow
// what the game did (the calls a person made, say). Call it when something
// changes, not every frame.
func Signal(name, value string) {
	body := js.Global().Get("document").Get("body")
	if body.Truthy() {
		body.Get("dataset").Set(name, value)
	}
}

// markTime notes on <body data-NAME> the page's clock, in milliseconds
// since the navigation began, the first time the game reaches a step of
// its start (Go's start, its first update, its first draw and the draw's
// end): the browser test tells the steps of the first frame apart by them,
// the game's and the empty page's alike, without patching either.
func markTime(name string) {
	body := js.Global().Get("document").Get("body")
	if !body.Truthy() {
		return
	}
	ds := body.Get("dataset")
	if ds.Get(name).Truthy() {
		return
	}
	ms := js.Global().Get("performance").Call("now").Float()
	ds.Set(name, strconv.FormatFloat(ms, 'f', 1, 64))
}
