package game

import "syscall/js"

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
