package game

import "errors"

// ErrNoClipboard is what Copy returns (wrapped, with a hint) where no
// clipboard can be reached: no clipboard tool installed, or a page without
// navigator.clipboard.
var ErrNoClipboard = errors.New("no clipboard tool found")

// Copy puts text on the system clipboard. In the browser it hands the text
// to navigator.clipboard.writeText and returns at once (the page must be
// served over https or from localhost, and the browser may ask for a recent
// click or key press). Natively, without cgo, it feeds the text to the first
// clipboard tool that works: wl-copy, xclip or xsel on Linux and the BSDs,
// pbcopy on macOS, clip on Windows, waiting at most 2 seconds.
func Copy(text string) error { return copyText(text) }
