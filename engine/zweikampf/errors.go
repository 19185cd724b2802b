package zweikampf

import "fmt"

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused.
const (
	WhyOver      Why = iota + 1 // the game is over
	WhyNotSeat                  // Seat is not a seat of this game
	WhyTurned                   // Seat has already turned his card in this battle
	WhyShuffle                  // Seat must first shuffle his won cards into a new stack
	WhyNoShuffle                // Seat has nothing to shuffle now
	WhyOrder                    // a replayed shuffle is not an order of Seat's won cards
	WhyBadAction                // an action this game does not know
)

// Error is a refused action, with the facts a screen needs to explain it.
type Error struct {
	Why  Why
	Seat int
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	switch e.Why {
	case WhyOver:
		return "the game is over"
	case WhyNotSeat:
		return fmt.Sprintf("seat %d does not play in this game", e.Seat)
	case WhyTurned:
		return fmt.Sprintf("seat %d has already turned his card in this battle", e.Seat)
	case WhyShuffle:
		return fmt.Sprintf("seat %d's stack is used up: he shuffles his won cards into a new stack first", e.Seat)
	case WhyNoShuffle:
		return fmt.Sprintf("seat %d has nothing to shuffle: his stack is not used up or he won no cards", e.Seat)
	case WhyOrder:
		return fmt.Sprintf("the shuffled stack of seat %d must hold exactly his won cards", e.Seat)
	}
	return "zweikampf knows only turning a card and shuffling the won cards"
}
