package snap

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
	WhyPast                         // Tick lies before Last, the tick of the latest action (or below 0)
	WhyResolved                     // the calls of Tick were already resolved: calls of one tick come in one batch
	WhyTimeUp                       // Tick reaches the time limit Last: the game must be ended by time
	WhyNotTimeUp                    // ending by time before the limit Last (or without a limit)
	WhyNotSeat                      // Seat is not a seat of this game
	WhyNotYourReveal                // Seat may not reveal: Other is to reveal
	WhyTogether                     // schnippschnapp-los: everybody reveals together (RevealAll)
	WhyInTurn                       // schnippschnapp: the players reveal in turn (Reveal), not together
	WhyOutSchnapp                   // Seat holds no cards, so he may call only Schnipp
	WhyTwice                        // Seat calls twice in one tick
	WhyNoWord                       // the call names no word (Schnapp or Schnipp)
	WhyRevealCard                   // a replayed reveal names Card, which is not the top of the stack
	WhyBadAction                    // an action this game does not know
	WhyRefill                       // a reveal that names new stacks names none for Seat, whose stack is empty
	WhyRefillCards                  // the new stack named for Seat is not his face-up pile turned over
	WhyNoRefill                     // a reveal names a new stack for Seat, whose stack is not empty (or who does not turn)
)

// Error is a refused action. It carries the facts a screen needs to explain
// the refusal in any language.
type Error struct {
	Why   Why
	Seat  int
	Other int
	Tick  Tick
	Last  Tick
	Card  card.Card
	Text  string
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	switch e.Why {
	case WhyOver:
		return "the game is over"
	case WhyPast:
		if e.Tick < 0 {
			return fmt.Sprintf("tick %d does not exist: ticks count from 0", e.Tick)
		}
		return fmt.Sprintf("tick %d lies in the past: the game is at tick %d", e.Tick, e.Last)
	case WhyResolved:
		return fmt.Sprintf("the calls of tick %d were already resolved: calls of the same tick must come together", e.Tick)
	case WhyTimeUp:
		return fmt.Sprintf("the time is up at tick %d: the game ends by time", e.Last)
	case WhyNotTimeUp:
		if e.Last <= 0 {
			return "this game has no time limit"
		}
		return fmt.Sprintf("the time is not up before tick %d", e.Last)
	case WhyNotSeat:
		return fmt.Sprintf("seat %d does not play in this game", e.Seat)
	case WhyNotYourReveal:
		if e.Other < 0 {
			return fmt.Sprintf("seat %d may not reveal: nobody is to reveal", e.Seat)
		}
		return fmt.Sprintf("it is not seat %d's reveal: seat %d turns the next card", e.Seat, e.Other)
	case WhyTogether:
		return "in 3-2-1-los everybody turns a card together on the countdown"
	case WhyInTurn:
		return "the players turn their cards one after another, not together"
	case WhyOutSchnapp:
		return fmt.Sprintf("seat %d holds no cards and may call only \"Schnipp\"", e.Seat)
	case WhyTwice:
		return fmt.Sprintf("seat %d calls twice in tick %d", e.Seat, e.Tick)
	case WhyNoWord:
		return "a call is \"Schnapp\" or \"Schnipp\""
	case WhyRefill:
		return fmt.Sprintf("seat %d's stack is empty: the reveal names his new stack too", e.Seat)
	case WhyRefillCards:
		return fmt.Sprintf("the new stack named for seat %d is not his face-up pile turned over", e.Seat)
	case WhyNoRefill:
		return fmt.Sprintf("seat %d turns no stack over at this reveal", e.Seat)
	case WhyRevealCard:
		return fmt.Sprintf("the %s is not the top card of seat %d's stack", Name(e.Card), e.Seat)
	}
	if e.Text != "" {
		return e.Text
	}
	return "the action is not allowed"
}

// Name is a card in words: "blue 12".
func Name(c card.Card) string {
	if !c.Valid() || c.IsJoker() {
		return c.String()
	}
	return c.Color().String() + " " + fmt.Sprint(c.Value())
}
