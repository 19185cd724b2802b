package farben

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
	WhyLayNow                     // the seat has taken its card: it lays one now
	WhyTakeNow                    // the seat takes a card before it lays one
	WhyPile                       // Pile is not one of the four places
	WhyEmptyPile                  // the pile at Pile holds no card to take
	WhyNoCards                    // the stack is empty and the piles hold nothing to shuffle
	WhyNotHeld                    // Card is not in the seat's hand
	WhyFill                       // the take emptied the place Other: the card is laid there
	WhyPutBack                    // Card was just taken from Pile: laying it back there is no move
	WhySchluss                    // "Schluss" needs a hand of one colour once the card is laid
	WhyKind                       // an action this game does not know
	WhyCard                       // a replayed line names Card, which is not the card taken
	WhyStack                      // a replayed reshuffle does not name the cards under the tops
	WhyExtra                      // a draw or take names a field it does not use (a card, "Schluss", a draw's pile)
)

// Error is a refused action, with the facts a screen needs to explain it.
type Error struct {
	Why   Why
	Seat  int
	Other int
	Pile  int
	Card  card.Card
}

// Error is the English explanation, for the command line and logs. Piles
// are counted from 1, as a player counts them from the left.
func (e *Error) Error() string {
	switch e.Why {
	case WhyOver:
		return "the round is over"
	case WhyNotSeat:
		return fmt.Sprintf("seat %d does not play in this round", e.Seat)
	case WhyNotYourTurn:
		return fmt.Sprintf("it is not seat %d's turn: seat %d is to act", e.Seat, e.Other)
	case WhyLayNow:
		return "a card was taken this turn: lay one card from the hand now"
	case WhyTakeNow:
		return "take a card from the stack or an open pile first"
	case WhyPile:
		return fmt.Sprintf("there is no pile %d (the open piles are 1 to %d)", e.Pile+1, NumPiles)
	case WhyEmptyPile:
		return fmt.Sprintf("pile %d is empty", e.Pile+1)
	case WhyNoCards:
		return "the stack is empty and the open piles hold nothing to shuffle: take from an open pile"
	case WhyNotHeld:
		return fmt.Sprintf("%v is not in the hand", e.Card)
	case WhyFill:
		return fmt.Sprintf("the take emptied pile %d: the card is laid in its place", e.Other+1)
	case WhyPutBack:
		return fmt.Sprintf("%v was just taken from pile %d: lay it elsewhere or lay another card", e.Card, e.Pile+1)
	case WhySchluss:
		return "\"Schluss\" may be announced only with a hand of one colour"
	case WhyKind:
		return "that is not an action of Farben sammeln"
	case WhyCard:
		return fmt.Sprintf("the card taken is not %v", e.Card)
	case WhyExtra:
		return "a draw names only its seat, a take only its seat and pile"
	case WhyStack:
		return "the new stack must hold exactly the cards under the tops of the open piles"
	}
	return "the action is not allowed"
}
