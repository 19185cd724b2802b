package game

import "syscall/js"

// PageServer is the address of the online rooms of the server the page
// came from ("wss://host/ws" on a page served over https).
func PageServer() string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.Get("host").String() == "" {
		return ""
	}
	scheme := "ws://"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss://"
	}
	return scheme + loc.Get("host").String() + "/ws"
}

// Ask asks for a line of text in the browser's own dialog, which brings up
// a phone's keyboard; ok is false when it was cancelled.
func Ask(title, value string) (answer string, ok bool) {
	defer func() {
		if recover() != nil {
			answer, ok = "", false
		}
	}()
	v := js.Global().Call("prompt", title, value)
	if v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}
