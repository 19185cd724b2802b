// Package audit checks what a server told a seat against the round's
// record, for the tests and the load tool: the moves a state passes on
// show the recorded action with no card the seat did not see. It stays out
// of the game's own build.
package audit

import (
	"bytes"
	"fmt"
	"reflect"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/online"
)

// Move checks mv, a move a state told seat, against a, the action the
// record holds at that place, with r the round just before it (r is left
// as it is): the move is the action as recorded, some cards left out (a
// card drawn is not part of the drawing), and of another seat's action it
// shows only cards seat saw just before or just after it.
func Move(r games.Round, a games.Action, seat int, mv online.Move) error {
	var seen games.Cards
	games.Shown(r, seat, &seen)
	after := r.Clone()
	if err := after.Apply(a); err != nil {
		return fmt.Errorf("the recorded action %v: %w", a, err)
	}
	games.Shown(after, seat, &seen)
	got, err := online.DecodeAs(mv.Action, reflect.TypeOf(a))
	if err != nil {
		return fmt.Errorf("seat %d's move %s: %w", mv.Seat, mv.Action, err)
	}
	var told games.Cards
	_, _ = online.EncodeMasked(got, func(c card.Card) bool { told.Add(c); return true })
	want, _ := online.EncodeMasked(a, func(c card.Card) bool {
		return told.Has(c) && (mv.Seat == seat || seen.Has(c))
	})
	if !bytes.Equal(want, mv.Action) {
		return fmt.Errorf("seat %d's move was told as %s, want %s", mv.Seat, mv.Action, want)
	}
	return nil
}
