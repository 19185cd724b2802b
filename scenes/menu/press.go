package menu

import "elferraus/game"

// StartButton is where the menu's Start button lies, in logical units, on
// the screen ctx describes, as the menu lays it out there. Tests press it
// through a real page or window, at every device pixel ratio and by mouse
// and by touch, to check that a press lands on what is drawn under it.
func (m *Menu) StartButton(ctx *game.Context) (x, y, w, h float64) {
	m.Relayout(ctx)
	r, _, _ := m.Buttons(ctx)
	return r.X, r.Y, r.W, r.H
}
