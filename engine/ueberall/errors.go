package ueberall

import (
	"fmt"

	"elferraus/engine/card"
)

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused.
const (
	WhyOver        Why = iota + 1 // the game is over
	WhyNotSeat                    // Seat is not a seat of this game
	WhyNotYourTurn                // Seat is not on turn: Other is
	WhyWindow                     // the "Stopp!" window is open: only call or pass
	WhyNoWindow                   // "Stopp!" or pass with no window open
	WhyChosen                     // Seat has already chosen in this window
	WhyNotInWindow                // Seat has no say in this window (the overlooker, or out)
	WhyTurnFirst                  // the card must be turned before it is laid
	WhyLayFirst                   // the turned card must be laid before the next is turned
	WhyCentreFirst                // Card fits the centre: it goes there (or, overlooked, on the own pile)
	WhyNoFit                      // Card does not fit the pile named (Other's, or the centre when Other is -1)
	WhyOwnPile                    // giving names the player's own pile: that is keep
	WhyOpening                    // the opening card starts the centre pile
	WhyTurnCard                   // a replayed turn names Card, which is not the top of the stack
	WhyBadAction                  // an action this game does not know
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
	case WhyWindow:
		return "the \"Stopp!\" window is open: the other players call or pass"
	case WhyNoWindow:
		return "nobody overlooked a fit: there is nothing to call \"Stopp!\" on"
	case WhyChosen:
		return fmt.Sprintf("seat %d has already chosen", e.Seat)
	case WhyNotInWindow:
		return fmt.Sprintf("seat %d has no say in this \"Stopp!\" window", e.Seat)
	case WhyTurnFirst:
		return "turn the top card of your stack first"
	case WhyLayFirst:
		return fmt.Sprintf("lay the %s first", Name(e.Card))
	case WhyCentreFirst:
		return fmt.Sprintf("the %s fits the centre pile, which comes first", Name(e.Card))
	case WhyNoFit:
		if e.Other < 0 {
			return fmt.Sprintf("the %s does not fit the centre pile", Name(e.Card))
		}
		return fmt.Sprintf("the %s does not fit seat %d's pile", Name(e.Card), e.Other)
	case WhyOwnPile:
		return "to lay on your own pile, keep the card"
	case WhyOpening:
		return fmt.Sprintf("the opening card, the %s, starts the centre pile", Name(e.Card))
	case WhyTurnCard:
		return fmt.Sprintf("the %s is not the top card of seat %d's stack", Name(e.Card), e.Seat)
	}
	return "Überall anschließen has no such action"
}

// Name is a card in words: "blue 12".
func Name(c card.Card) string {
	if !c.Valid() || c.IsJoker() {
		return c.String()
	}
	return c.Color().String() + " " + fmt.Sprint(c.Value())
}
