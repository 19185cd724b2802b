package master

import (
	"fmt"
	"strconv"

	"elferraus/engine/card"
)

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused. The comment says which fields of
// the Error carry the facts.
const (
	WhyOver          Why = iota + 1 // the round is over
	WhyNotYourTurn                  // Seat is not on turn; Other is
	WhyNotInHand                    // Card is not in the hand
	WhyNoFit                        // Card (a number card, or a joker as Slot) does not fit at Slot; Lo and Hi are the nearest occupied values of the row below and above (0 and 22 for none)
	WhyTaken                        // Slot already holds a card or a joker
	WhyJokerThere                   // a joker stands in Card's slot: exchange it (Swap) instead
	WhyFour                         // four cards were laid this turn; Kind says what was tried
	WhyPending                      // a connection card leads to Slot, which must be filled first
	WhyNoLinks                      // the seat has no connection cards left
	WhyAtEmpty                      // a connection card must lie at an occupied slot; Slot is empty
	WhyInsideRow                    // a connection card leads to another row, never within Slot's row
	WhyNotNeighbours                // the rows of Slot and To are not neighbours
	WhyNoFollow                     // a connection to Slot needs its number card or a joker in the hand
	WhyNoJoker                      // no joker stands in Card's slot to exchange
	WhyFull                         // every slot is taken: an exchange before the first card would leave the turn without a card to lay
	WhySwapped                      // a joker was exchanged this turn, so a card must be laid before anything else
	WhyDrawDone                     // cards were laid this turn, so no drawing
	WhyPileEmpty                    // nothing to draw
	WhyEndNothing                   // no card laid this turn yet
	WhyPileLeft                     // passing needs an empty pile
	WhyCannotPass                   // cards were laid this turn: end it instead of passing
	WhyMustLay                      // the pile is empty and Card can be laid (at its own slot, or with a connection card at At)
	WhyBadAction                    // an action this game does not know, or fields it does not take; Text says which
	WhyDrawCard                     // a replayed draw names Card, which is not on top of the pile
)

// Error is a refused action. It carries the facts a screen needs to explain
// the refusal in any language.
type Error struct {
	Why   Why
	Kind  Kind
	Seat  int
	Other int
	Card  card.Card // the card concerned (a number card or a joker)
	Slot  card.Card // the slot concerned, named like its number card
	At    card.Card // the slot a connection card would lie at
	To    card.Color
	Lo    int
	Hi    int
	Text  string
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	c, slot := Name(e.Card), Name(e.Slot)
	switch e.Why {
	case WhyOver:
		return "the round is over"
	case WhyNotYourTurn:
		return fmt.Sprintf("it is not seat %d's turn: seat %d is on", e.Seat, e.Other)
	case WhyNotInHand:
		return fmt.Sprintf("the %s is not in the hand", c)
	case WhyNoFit:
		what := "the " + c
		if e.Card.IsJoker() {
			what = "a joker as the " + slot
		}
		return what + " does not fit: " + missing(e.Slot, e.Lo, e.Hi)
	case WhyTaken:
		return fmt.Sprintf("the place of the %s is taken", slot)
	case WhyJokerThere:
		return fmt.Sprintf("a joker stands as the %s: exchange it for the card instead", c)
	case WhyFour:
		if e.Kind == Connect {
			return "four cards were laid this turn, and a connection card needs one more: end the turn"
		}
		return "four cards were laid this turn: end the turn"
	case WhyPending:
		return fmt.Sprintf("a connection card leads to the %s: lay the %s or a joker there first", slot, slot)
	case WhyNoLinks:
		return "no connection cards are left"
	case WhyAtEmpty:
		return fmt.Sprintf("a connection card is laid at a card, and the place of the %s is empty", slot)
	case WhyInsideRow:
		return "a connection card leads to a neighbouring row; it never bridges a gap inside one row"
	case WhyNotNeighbours:
		return fmt.Sprintf("the %s row and the %s row are not neighbours", e.Slot.Color(), e.To)
	case WhyNoFollow:
		return fmt.Sprintf("a connection card to the %s needs the %s or a joker in the hand", slot, slot)
	case WhyNoJoker:
		return fmt.Sprintf("no joker stands as the %s", c)
	case WhyFull:
		return "every place on the table is taken: an exchange needs a card laid in the same turn, and none can be"
	case WhySwapped:
		return "a joker was exchanged this turn: lay at least one card"
	case WhyDrawDone:
		return "cards were laid this turn, so drawing is not allowed"
	case WhyPileEmpty:
		return "the pile is empty"
	case WhyEndNothing:
		return "lay at least one card before ending the turn"
	case WhyPileLeft:
		return "passing is allowed only when the pile is empty: draw or lay"
	case WhyCannotPass:
		return "cards were laid this turn: end the turn instead of passing"
	case WhyMustLay:
		if e.At != card.None {
			return fmt.Sprintf("the pile is empty and the %s can be laid with a connection card at the %s: lay at least one card", c, Name(e.At))
		}
		return fmt.Sprintf("the pile is empty and the %s fits: lay at least one card", c)
	case WhyDrawCard:
		// The refusal names only the card the action claimed: naming the
		// real top card would show a player the pile.
		return fmt.Sprintf("the %s is not the top card of the pile", c)
	}
	if e.Text != "" {
		return e.Text
	}
	return "the action is not allowed"
}

// missing says which cards a slot waits for: "the red 6 is missing", "the
// red 6 to 9 are missing", or, for a slot between two parts of a row,
// "neither the red 4 nor the red 6 lies".
func missing(slot card.Card, lo, hi int) string {
	col := slot.Color()
	v := slot.Value()
	from, to := 0, 0
	switch {
	case lo >= 1 && hi <= MaxValue:
		return fmt.Sprintf("neither the %s nor the %s lies", Name(card.New(col, v-1)), Name(card.New(col, v+1)))
	case lo >= 1:
		from, to = lo+1, v-1
	case hi <= MaxValue:
		from, to = v+1, hi-1
	default:
		return "nothing lies in the " + col.String() + " row"
	}
	switch {
	case from > to:
		return "the slot is not empty"
	case from == to:
		return fmt.Sprintf("the %s is missing", Name(card.New(col, from)))
	case to == from+1:
		return fmt.Sprintf("the %s and %d are missing", Name(card.New(col, from)), to)
	}
	return fmt.Sprintf("the %s to %d are missing", Name(card.New(col, from)), to)
}

// Name is a card in words: "blue 12", "joker".
func Name(c card.Card) string {
	switch {
	case c.IsJoker():
		return "joker"
	case c == card.None:
		return "nothing"
	case !c.Valid():
		return "no card"
	}
	return c.Color().String() + " " + strconv.Itoa(c.Value())
}
