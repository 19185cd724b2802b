package schwarzerpeter

import (
	"fmt"

	"elferraus/engine/card"
)

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused.
const (
	WhyOver        Why = iota + 1 // the round is over
	WhyNotSeat                    // Seat is not a seat of this round
	WhyNotYourTurn                // Seat is not to act: Other is
	WhyArrangeNow                 // Other must first arrange (or keep) his hand before it is drawn from
	WhyDrawNow                    // the hand is arranged: Other draws now
	WhyPos                        // Pos is not a position of the giver's hand of N cards
	WhyOrder                      // the order is not a rearrangement of the N cards of the hand
	WhyKind                       // an action this game does not know
	WhyCard                       // a replayed draw names Card, which is not the card at that position
	WhySameOrder                  // a hand of one card has one order: that is Keep
)

// Error is a refused action, with the facts a screen needs to explain it.
type Error struct {
	Why   Why
	Seat  int
	Other int
	Pos   int
	N     int
	Card  card.Card
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	switch e.Why {
	case WhyOver:
		return "the round is over"
	case WhyNotSeat:
		return fmt.Sprintf("seat %d does not play in this round", e.Seat)
	case WhyNotYourTurn:
		return fmt.Sprintf("it is not seat %d's turn: seat %d is to act", e.Seat, e.Other)
	case WhyArrangeNow:
		return fmt.Sprintf("seat %d first arranges or keeps his hand before it is drawn from", e.Other)
	case WhyDrawNow:
		return fmt.Sprintf("the hand is ready: seat %d draws a card now", e.Other)
	case WhyPos:
		return fmt.Sprintf("position %d is not in the hand of %d cards (positions run from 1 to %d)", e.Pos+1, e.N, e.N)
	case WhyOrder:
		return fmt.Sprintf("the order must name each of the %d positions of the hand exactly once", e.N)
	case WhyKind:
		return "that is not an action of Schwarzer Peter"
	case WhySameOrder:
		return "a single card has no other order: keep the hand instead"
	case WhyCard:
		return fmt.Sprintf("the card at position %d is not %v", e.Pos+1, e.Card)
	}
	return "the action is not allowed"
}
