package board

import "elferraus/game"

// PersonInput is the input of a person who, when he may act and nothing
// moves, taps the middle one of the outlined places, or presses the first
// button where none is outlined; nil otherwise. Tests outside the board
// play it through its input with it.
func (b *Board) PersonInput() func(in *game.Input) {
	if !b.CanAct() || b.Motion.Moving() {
		return nil
	}
	if ts := b.Targets(); len(ts) > 0 {
		r := b.SpotRect(ts[len(ts)/2])
		return func(in *game.Input) { in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true }
	}
	return func(in *game.Input) { PressButton(b, in) }
}

// PressButton clicks the first button of the person's choices.
func PressButton(b *Board, in *game.Input) {
	k := 0
	for _, c := range b.tb.choices {
		if c.zone < 0 {
			r := b.Geom.Button(k)
			in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true
			return
		}
	}
}
