package game

// Pasted is the outcome of a clipboard read started by Paste: the text on
// the clipboard, or Err where it could not be read.
type Pasted struct {
	Text string
	Err  error
}

// pastes holds the clipboard's text until the scene polls it; the browser
// delivers it from its event loop, a native tool from its own goroutine.
var pastes inbox[Pasted]

// deliverPaste hands the clipboard's text to the next PastedText call.
func deliverPaste(p Pasted) { pastes.deliver(p) }

// Paste starts reading the system clipboard's text. It returns at once;
// the text (or why there is none) comes through PastedText in a later
// tick. In the browser it asks navigator.clipboard.readText (the browser
// may ask the player first); natively it runs the first clipboard tool
// that works: wl-paste, xclip or xsel on Linux and the BSDs, pbpaste on
// macOS, PowerShell's Get-Clipboard on Windows.
func Paste() { pasteText() }

// PastedText returns what a Paste read, once per Paste; ok is false while
// nothing has come.
func PastedText() (p Pasted, ok bool) { return pastes.take() }
