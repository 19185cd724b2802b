package emptypage

import (
	"strconv"
	"syscall/js"
)

// signalScene sets data-scene on the page's body, as the game does when it
// draws its first frame.
func signalScene(name string) {
	if body := js.Global().Get("document").Get("body"); body.Truthy() {
		body.Get("dataset").Set("scene", name)
	}
}

// markTime notes on <body data-NAME> the page's clock the first time the
// page reaches a step of its start, as the game does (game.markTime).
func markTime(name string) {
	body := js.Global().Get("document").Get("body")
	if !body.Truthy() || body.Get("dataset").Get(name).Truthy() {
		return
	}
	ms := js.Global().Get("performance").Call("now").Float()
	body.Get("dataset").Set(name, strconv.FormatFloat(ms, 'f', 1, 64))
}
