package game

import "sync"

// Pasted is the outcome of a clipboard read started by Paste: the text on
// the clipboard, or Err where it could not be read.
type Pasted struct {
	Text string
	Err  error
}

// pastes holds the clipboard's text until the scene polls it; the browser
// delivers it from its event loop, a native tool from its own goroutine.
var pastes struct {
	mu    sync.Mutex
	ready []Pasted
}

// deliverPaste hands the clipboard's text to the next PastedText call.
func deliverPaste(p Pasted) {
	pastes.mu.Lock()
	defer pastes.mu.Unlock()
	pastes.ready = append(pastes.ready, p)
	// A game at rest must come to poll it.
	Wake(2)
}

// Paste starts reading the system clipboard's text. It returns at once;
// the text (or why there is none) comes through PastedText in a later
// tick. In the browser it asks navigator.clipboard.readText (the browser
// may ask the player first); natively it runs the first clipboard tool
// that works: wl-paste, xclip or xsel on Linux and the BSDs, pbpaste on
// macOS, PowerShell's Get-Clipboard on Windows.
func Paste() { pasteText() }

// PastedText returns what a Paste read, once per Paste; ok is false while
// nothing has come.
func PastedText() (p Pasted, ok bool) {
	pastes.mu.Lock()
	defer pastes.mu.Unlock()
	if len(pastes.ready) == 0 {
		return Pasted{}, false
	}
	p = pastes.ready[0]
	pastes.ready = pastes.ready[1:]
	return p, true
}
