package scenes

import (
	"elferraus/game"
	"elferraus/scenes/board"
	"elferraus/scenes/rows"
	"elferraus/scenes/snap"
	"elferraus/scenes/ui"
)

// MenuLink is where a table's link to its sheet (Continue, Rules, Menu)
// lies, in logical units, as the table lays it out on the screen ctx
// describes after a tick: tests press it at every ratio, as the Start
// button.
func MenuLink(sc game.Scene, ctx *game.Context) (x, y, w, h float64, ok bool) {
	var r ui.Rect
	switch t := sc.(type) {
	case *rows.Table:
		r = t.MenuRect()
	case *board.Board:
		r = t.RulesRect()
	case *snap.Snap:
		r = t.MenuRect(ctx)
	default:
		return 0, 0, 0, 0, false
	}
	return r.X, r.Y, r.W, r.H, true
}
