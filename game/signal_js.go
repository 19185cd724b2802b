package game

import "syscall/js"

// signalScene tells the page which scene is on screen (data-scene on the
// body), so browser tests can wait for the table without reading pixels.
func signalScene(name string) {
	body := js.Global().Get("document").Get("body")
	if body.Truthy() {
		body.Get("dataset").Set("scene", name)
	}
}
