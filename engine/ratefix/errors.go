package ratefix

import (
	"fmt"

	"elferraus/engine/card"
)

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused.
const (
	WhyOver      Why = iota + 1 // the game is over
	WhyNotSeat                  // Seat is not a seat of this game
	WhyBadAction                // an action this game does not know, or a lay with a total, a guess with a card
	WhyLaid                     // Seat has already laid his card this round
	WhyNotTop                   // a lay names a card that is not Seat's top card (Top)
	WhyLaying                   // a guess before every card of the round is laid
	WhyNotTurn                  // a guess out of turn: Turn is to guess
	WhyRange                    // the total is below Low or above High
	WhyTaken                    // the total has been guessed this round
)

// Error is a refused action, with the facts a screen needs to explain it.
type Error struct {
	Why       Why
	Seat      int
	Card      card.Card // the card a lay names
	Total     int       // the total a guess names
	Top       card.Card // WhyNotTop: the seat's top card
	Turn      int       // WhyNotTurn: the seat to guess
	Low, High int       // WhyRange: the bounds of a guess
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	switch e.Why {
	case WhyOver:
		return "the game is over"
	case WhyNotSeat:
		return fmt.Sprintf("seat %d does not play in this game", e.Seat)
	case WhyBadAction:
		return "that is not an action of ratefix (lay a card, guess a total)"
	case WhyLaid:
		return fmt.Sprintf("seat %d has already laid his card this round", e.Seat)
	case WhyNotTop:
		return fmt.Sprintf("seat %d must lay his top card %v, not %v", e.Seat, e.Top, e.Card)
	case WhyLaying:
		return "not every card of the round is laid yet: nobody guesses before"
	case WhyNotTurn:
		return fmt.Sprintf("it is seat %d's turn to guess, not seat %d's", e.Turn, e.Seat)
	case WhyRange:
		return fmt.Sprintf("a guess of %d is impossible: the total lies between %d and %d", e.Total, e.Low, e.High)
	case WhyTaken:
		return fmt.Sprintf("%d has already been guessed this round", e.Total)
	}
	return "the action is not allowed"
}
