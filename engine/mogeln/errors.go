package mogeln

import (
	"fmt"

	"elferraus/engine/card"
)

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused.
const (
	WhyOver          Why = iota + 1 // the game is over
	WhyNotSeat                      // Seat is not a seat of this game
	WhyNotYourTurn                  // Seat is not on turn: Other is
	WhyNotHeld                      // Seat does not hold Card
	WhySameCard                     // both cards of a double lay are Card
	WhyNoHeimlich                   // two cards as one, or "mehrere", without the option heimlich
	WhyNothingToCall                // no card lies in the middle to call on
	WhyMustDecide                   // Seat must call or let the last card stand (pass), not lay
	WhyNoPass                       // passing is only for the last holder facing a player who went out
	WhyNoCard                       // a lay names no card
	WhyOrder                        // a double lay names Card, the higher card, first
	WhyBadAction                    // an action this game does not know
)

// Error is a refused action with the facts a screen needs to explain it.
type Error struct {
	Why   Why
	Seat  int
	Other int
	Card  card.Card
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	switch e.Why {
	case WhyOver:
		return "the game is over"
	case WhyNotSeat:
		return fmt.Sprintf("seat %d does not play in this game", e.Seat)
	case WhyNotYourTurn:
		return fmt.Sprintf("it is not seat %d's turn: seat %d is on turn", e.Seat, e.Other)
	case WhyNotHeld:
		return fmt.Sprintf("seat %d does not hold the %s", e.Seat, Name(e.Card))
	case WhySameCard:
		return fmt.Sprintf("the %s cannot be laid twice", Name(e.Card))
	case WhyNoHeimlich:
		return "laying two cards as one and calling \"mehrere\" need the option heimlich"
	case WhyNothingToCall:
		return "no card lies in the middle to call on"
	case WhyMustDecide:
		return fmt.Sprintf("seat %d went out: call on his last card or let it stand (pass)", e.Other)
	case WhyNoPass:
		return "passing is only for the last player holding cards when the other went out"
	case WhyNoCard:
		return "a lay names the card laid"
	case WhyOrder:
		return fmt.Sprintf("a double lay names the lower card first, not the %s", Name(e.Card))
	}
	return "Mogeln has no such action"
}

// Name is a card in words: "blue 12".
func Name(c card.Card) string {
	if !c.Valid() || c.IsJoker() {
		return c.String()
	}
	return c.Color().String() + " " + fmt.Sprint(c.Value())
}
