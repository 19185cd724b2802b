package scenes

import "elferraus/game"

// StartButton is where the menu's Start button lies, in logical units, on
// the screen ctx describes, as the menu lays it out there. Tests press it
// through a real page or window, at every device pixel ratio and by mouse
// and by touch, to check that a press lands on what is drawn under it.
func (m *Menu) StartButton(ctx *game.Context) (x, y, w, h float64) {
	m.relayout(ctx)
	r, _, _ := m.buttons(ctx)
	return r.x, r.y, r.w, r.h
}

// MenuLink is where a table's link to its sheet (Continue, Rules, Menu)
// lies, in logical units, as the table lays it out on the screen ctx
// describes after a tick: tests press it at every ratio, as the Start
// button.
func MenuLink(sc game.Scene, ctx *game.Context) (x, y, w, h float64, ok bool) {
	var r rect
	switch t := sc.(type) {
	case *Table:
		r = t.menuRect()
	case *Board:
		r = t.rulesRect()
	case *Snap:
		r = t.menuRect(ctx)
	default:
		return 0, 0, 0, 0, false
	}
	return r.x, r.y, r.w, r.h, true
}
