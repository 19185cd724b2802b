package emptypage

import "syscall/js"

// signalScene sets data-scene on the page's body, as the game does when it
// draws its first frame.
func signalScene(name string) {
	if body := js.Global().Get("document").Get("body"); body.Truthy() {
		body.Get("dataset").Set("scene", name)
	}
}
