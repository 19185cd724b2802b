package elfer

import (
	"fmt"
	"strings"

	"elferraus/engine/card"
)

// Why names the reason an action is refused, so a screen can say it in the
// player's language; Error.Error gives the English sentence.
type Why uint8

// The reasons an action can be refused.
const (
	WhyOver         Why = iota + 1 // the round is over
	WhyNotYourTurn                 // Seat is not on turn; Other is
	WhyNotInHand                   // Card is not in the hand
	WhyNoRow                       // Card's colour has no row yet and Card cannot start it
	WhyGap                         // Card does not touch its row; Lo..Hi lie, or Lo and Hi are the inner ends of a row with a gap (false start)
	WhyLaid                        // Card already lies (cannot happen with a real hand)
	WhyOpening                     // the opening card must be Card
	WhyMustLayDrawn                // the drawn Card fits and must be laid now
	WhyDrawnOnly                   // after laying a drawn card the turn is over (internal)
	WhyCanLay                      // Card fits, so drawing is not allowed
	WhyPileEmpty                   // nothing to draw
	WhyMustDraw                    // nothing fits: draw (or pass)
	WhyEndNothing                  // cannot end a turn before laying a card
	WhyCannotPass                  // passing is for an empty pile and no fitting card
	WhyDrawDone                    // laid cards this turn, so no drawing
	WhyBadAction                   // an action this game does not know
	WhyDrawCard                    // a replayed draw names Card, which is not on top of the pile
)

// Error is a refused action. It carries the facts a screen needs to explain
// the refusal in any language.
type Error struct {
	Why   Why
	Seat  int
	Other int
	Card  card.Card
	Lo    int
	Hi    int
	Start int // the starting value of empty rows, for WhyNoRow
	Text  string
}

// Error is the English explanation, for the command line and logs.
func (e *Error) Error() string {
	c := Name(e.Card)
	switch e.Why {
	case WhyOver:
		return "the round is over"
	case WhyNotYourTurn:
		return fmt.Sprintf("it is not seat %d's turn: seat %d is on", e.Seat, e.Other)
	case WhyNotInHand:
		return fmt.Sprintf("the %s is not in the hand", c)
	case WhyNoRow:
		col := e.Card.Color().String()
		if e.Start != 0 {
			return fmt.Sprintf("the %s does not fit: the %s row has not begun, and only the %s can begin it", c, col, Name(card.New(e.Card.Color(), e.Start)))
		}
		return fmt.Sprintf("the %s does not fit: the %s row has not begun, and %s", c, col, e.Text)
	case WhyGap:
		col := e.Card.Color().String()
		if e.Lo == e.Hi {
			switch e.Lo {
			case 1: // a row begun at the 1 (any starting card) grows only up
				return fmt.Sprintf("the %s does not fit: the %s row holds only the 1, so only the 2 fits there", c, col)
			case 20:
				return fmt.Sprintf("the %s does not fit: the %s row holds only the 20, so only the 19 fits there", c, col)
			}
			return fmt.Sprintf("the %s does not fit: the %s row holds only the %d, so only the %d or the %d fits there", c, col, e.Lo, e.Lo-1, e.Lo+1)
		}
		if e.Card.Value() > e.Hi {
			return fmt.Sprintf("the %s does not fit: the %s row ends at %d, so the %d must come first", c, col, e.Hi, e.Hi+1)
		}
		if e.Card.Value() < e.Lo {
			return fmt.Sprintf("the %s does not fit: the %s row begins at %d, so the %d must come first", c, col, e.Lo, e.Lo-1)
		}
		// Between the ends: only a row that grows from both ends toward each
		// other (false start) has a gap, and Lo and Hi are its inner ends.
		return fmt.Sprintf("the %s does not fit: the %s row has reached the %d from below and the %d from above, so only the %d or the %d fits there", c, col, e.Lo, e.Hi, e.Lo+1, e.Hi-1)
	case WhyLaid:
		return fmt.Sprintf("the %s already lies on the table", c)
	case WhyOpening:
		return fmt.Sprintf("the round opens with the %s", c)
	case WhyMustLayDrawn:
		return fmt.Sprintf("the drawn %s fits and must be laid at once", c)
	case WhyCanLay:
		return fmt.Sprintf("the %s fits, so a card must be laid instead of drawn", c)
	case WhyPileEmpty:
		return "the pile is empty"
	case WhyMustDraw:
		return "no card fits: draw from the pile"
	case WhyEndNothing:
		return "lay at least one card before ending the turn"
	case WhyCannotPass:
		if e.Card != card.None {
			return fmt.Sprintf("passing is not allowed: the %s fits", c)
		}
		return "passing is allowed only when nothing fits and the pile is empty"
	case WhyDrawDone:
		return "cards were laid this turn, so drawing is not allowed"
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

// Name is a card in words: "blue 12".
func Name(c card.Card) string {
	if c.IsJoker() {
		return "joker"
	}
	return c.Color().String() + " " + fmt.Sprint(c.Value())
}

// starterText says which cards may begin an empty row of colour col: "only
// the blue 10, 11 or 12 can begin it".
func starterText(col card.Color, starters uint32) string {
	var vals []string
	for v := 1; v <= 20; v++ {
		if starters&(1<<v) != 0 {
			vals = append(vals, fmt.Sprint(v))
		}
	}
	switch len(vals) {
	case 0:
		return "no card can begin it"
	case 1:
		return "only the " + col.String() + " " + vals[0] + " can begin it"
	}
	return "only the " + col.String() + " " + strings.Join(vals[:len(vals)-1], ", ") + " or " + vals[len(vals)-1] + " can begin it"
}
