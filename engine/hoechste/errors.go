package hoechste

import (
	"fmt"

	"elferraus/engine/card"
)

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused.
const (
	WhyOver    Why = iota + 1 // the game is over
	WhyNotSeat                // Seat is not a seat of this game
	WhyChosen                 // Seat has already chosen his card for this trick
	WhyNotHeld                // Seat does not hold Card
)

// Error is a refused action, with the facts a screen needs to explain it.
type Error struct {
	Why  Why
	Seat int
	Card card.Card
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	switch e.Why {
	case WhyOver:
		return "the game is over"
	case WhyNotSeat:
		return fmt.Sprintf("seat %d does not play in this game", e.Seat)
	case WhyChosen:
		return fmt.Sprintf("seat %d has already chosen his card for this trick", e.Seat)
	case WhyNotHeld:
		return fmt.Sprintf("seat %d does not hold the card %v", e.Seat, e.Card)
	}
	return "the action is not allowed"
}
