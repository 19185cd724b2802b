// Package startup marks the steps of a page's start on the page's body, in
// milliseconds since the navigation began: the browser test tells the steps
// of the first frame apart by them, the game's and the empty Ebitengine
// page's alike. It imports nothing but the browser's bindings, so the empty
// page it is measured against stays empty. Outside a browser it does
// nothing.
package startup

// The steps, in order, as data attributes of the page's body; the page
// itself marks the ones before (data-loaded) and after (data-first-frame).
const (
	GoStart     = "goStart"     // the program hands over to Ebitengine
	FirstUpdate = "firstUpdate" // the first update begins
	FirstDraw   = "firstDraw"   // the first draw begins
	FirstDrawn  = "firstDrawn"  // the first draw ends, before Ebitengine's flush
)
