package bot

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// The normal bot's weights, in penalty points. A card that frees one of its
// own cards is always worth laying; one that opens a row for the others
// costs as much as shedding a 20 gains, so after its first card of a turn
// the bot lays only cards that open nothing or free its own.
const (
	normalUnlock = 8.0  // the card frees the bot's own next card
	normalOpen   = 10.0 // the card lets the others lay a further card
	normalValue  = 0.5  // per point of the card's value
)

// normal lays what fits, preferring cards that free its own further cards
// and high values; after the first card it stops when the best remaining
// card would only open a row for the others.
func (b *Elfer) normal(v *elfer.View) elfer.Action {
	var bd board
	bd.read(v)
	if v.Turn.Phase == elfer.Playing {
		if target, ok := bd.canGoOut(b.opts[:0]); ok {
			if a, ok := b.towards(&bd, &target); ok {
				return a
			}
		}
	}
	best, bestScore, found := elfer.Action{}, 0.0, false
	for _, a := range b.legal {
		if a.Kind != elfer.Lay {
			continue
		}
		s := bd.normalScore(a.Card)
		if !found || s > bestScore {
			best, bestScore, found = a, s, true
		}
	}
	if !found {
		return b.legal[0]
	}
	if end, ok := b.endAction(); ok && bestScore <= 0 {
		return end
	}
	return best
}

// normalScore judges laying c by the cards it makes fit next to it.
func (bd *board) normalScore(c card.Card) float64 {
	col, v := int(c.Color()), c.Value()
	after := bd.laid[col] | 1<<v
	s := normalValue * float64(v)
	next := (uint32(1)<<(v+1) | uint32(1)<<(v-1)) & bd.valid[col] &^ after
	for ; next != 0; next &= next - 1 {
		bit := next & -next
		switch {
		case bd.mine[col]&bit != 0:
			s += normalUnlock
		case bd.unseen[col]&bit != 0:
			s -= normalOpen
		}
	}
	return s
}
