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
// record holds at that place; seen holds every card seat's view showed
// just before a and just after it (games.Shown of the round before and
// after). The move is the action as recorded, some cards left out (a card
// drawn is not part of the drawing), and of another seat's action it shows
// only cards of seen.
func Move(a games.Action, seat int, mv online.Move, seen *games.Cards) error {
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
