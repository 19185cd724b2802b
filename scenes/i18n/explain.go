package i18n

import (
	"fmt"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
)

// explainText is what a long press on a card says, in one language: what
// the card is worth and where it fits, worked out from the seat's view.
type explainText struct {
	Opens     string // "The %s opens the %s row."
	FitsLow   string // "The %s fits now, below the %d of its row."
	FitsHigh  string // "The %s fits now, above the %d of its row."
	Counts    string // " Left in your hand at the end it counts %d."
	MasterVia string // "The %s fits with a connection card from the %s of the row beside."
	MasterNot string // "The %s does not fit yet: no card of its row lies next to it."
	MasterOn  string // "The %s already lies on the table."
	MasterEnd string // " Left in your hand at the end: minus %d."
	JokerNote string
}

var explainTexts = map[*Text]explainText{
	&English: {
		Opens:     "The %s opens the %s row.",
		FitsLow:   "The %s fits now, below the %d of its row.",
		FitsHigh:  "The %s fits now, above the %d of its row.",
		Counts:    " Left in your hand at the end it counts %d.",
		MasterVia: "The %s fits with a connection card laid at the %s in the row beside.",
		MasterNot: "The %s does not fit yet: no card of its row lies next to its place.",
		MasterOn:  "The %s already lies on the table.",
		MasterEnd: " Left in your hand at the end: minus %d.",
		JokerNote: "Joker: it can stand in any empty place where a number card would fit, and counts as one of your four cards. A player holding the real card may take it back. Left in your hand at the end: minus 11.",
	},
	&German: {
		Opens:     "Die %s eröffnet die %s Reihe.",
		FitsLow:   "Die %s passt jetzt, unter die %d ihrer Reihe.",
		FitsHigh:  "Die %s passt jetzt, über die %d ihrer Reihe.",
		Counts:    " Bleibt sie am Ende auf deiner Hand, zählt sie %d.",
		MasterVia: "Die %s passt mit einer Verbindungskarte an der %s der Nachbarreihe.",
		MasterNot: "Die %s passt noch nicht: Neben ihrem Platz liegt keine Karte ihrer Reihe.",
		MasterOn:  "Die %s liegt schon auf dem Tisch.",
		MasterEnd: " Bleibt sie am Ende auf deiner Hand: minus %d.",
		JokerNote: "Joker: Er kann auf jedem freien Platz stehen, an den eine Zahlenkarte passen würde, und zählt als eine deiner vier Karten. Wer die echte Karte hat, kann ihn zurücktauschen. Bleibt er am Ende auf deiner Hand: minus 11.",
	},
}

// explainOf is the explanations in tx's language (English if it has none).
func explainOf(tx *Text) explainText {
	if e, ok := explainTexts[tx]; ok {
		return e
	}
	return explainTexts[&English]
}

// ExplainElfer says where c fits on the table of v (a view of an Elfer
// raus! round), or why not yet, and what it costs when left in the hand.
func ExplainElfer(tx *Text, v *elfer.View, c card.Card) string {
	ex := explainOf(tx)
	name, col := tx.CardName(c), tx.ColorNames[c.Color()]
	tail := fmt.Sprintf(ex.Counts, c.Value())
	t := &v.Table
	val := c.Value()
	switch {
	case t.Has(c):
		return fmt.Sprintf(tx.Refusals[elfer.WhyLaid], name)
	case v.Fits(c) && val > 1 && t.Has(card.New(c.Color(), val-1)):
		return fmt.Sprintf(ex.FitsHigh, name, val-1) + tail
	case v.Fits(c) && val < 20 && t.Has(card.New(c.Color(), val+1)):
		return fmt.Sprintf(ex.FitsLow, name, val+1) + tail
	case v.Fits(c):
		return fmt.Sprintf(ex.Opens, name, col) + tail
	case t.Empty(c.Color()):
		return fmt.Sprintf(tx.Refusals[elfer.WhyNoRow], name, col) + tail
	}
	// The same reasons the engine gives when the card is played.
	lo, hi := t.Bounds(c.Color())
	switch {
	case val > hi:
		return fmt.Sprintf(tx.Refusals[elfer.WhyGap], name, col, hi, hi+1) + tail
	case val < lo:
		return fmt.Sprintf(tx.Refusals[whyGapLow], name, col, lo, lo-1) + tail
	}
	return fmt.Sprintf(tx.Refusals[whyGapInner], name, col) + tail
}

// ExplainMaster says where the MASTER card c fits on the table of v: next
// to its row, with a connection card from a neighbouring row, or not yet;
// a joker gets its own rules.
func ExplainMaster(tx *Text, v *master.View, c card.Card) string {
	ex := explainOf(tx)
	if c.IsJoker() {
		return ex.JokerNote
	}
	name := tx.CardName(c)
	tail := fmt.Sprintf(ex.MasterEnd, c.Value())
	t := &v.Table
	if t.Taken(c) {
		if t.Slot(c) == c {
			return fmt.Sprintf(ex.MasterOn, name)
		}
		return fmt.Sprintf(tx.MasterRefusals[master.WhyJokerThere], name) + tail
	}
	if t.Fits(c) {
		if t.Taken(card.New(c.Color(), c.Value()-1)) {
			return fmt.Sprintf(ex.FitsHigh, name, c.Value()-1) + tail
		}
		return fmt.Sprintf(ex.FitsLow, name, c.Value()+1) + tail
	}
	for _, other := range v.Rows {
		at := card.New(other, c.Value())
		if other != c.Color() && v.Rows.Neighbours(c.Color(), other) && t.Taken(at) {
			return fmt.Sprintf(ex.MasterVia, name, tx.MasterCard(t.Slot(at))) + tail
		}
	}
	return fmt.Sprintf(ex.MasterNot, name) + tail
}
