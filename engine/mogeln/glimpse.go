package mogeln

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
)

var _ games.Glimpser = (*Round)(nil)

// Glimpsed reports the cards of the lay the last call turned over: every
// seat saw them before the stack went into the taker's hand, where they lie
// hidden from the others again, so Seen leaves them out.
func (r *Round) Glimpsed(seat int, yield func(c card.Card)) {
	v := r.s.verdict
	if v == nil || seat < 0 || seat >= r.s.players {
		return
	}
	for _, c := range v.Turned {
		if c != card.None {
			yield(c)
		}
	}
}
