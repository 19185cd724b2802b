package games

import (
	"math/bits"

	"elferraus/engine/card"
)

// Cards is a set of cards, one bit per card.Index: what a seat has been
// shown, kept cheaply after every action.
type Cards [(card.Limit + 63) / 64]uint64

// Add puts c in the set.
func (s *Cards) Add(c card.Card) {
	i := c.Index()
	s[i/64] |= 1 << (i % 64)
}

// Has reports whether c is in the set.
func (s *Cards) Has(c card.Card) bool {
	i := c.Index()
	return s[i/64]&(1<<(i%64)) != 0
}

// Union adds every card of o.
func (s *Cards) Union(o *Cards) {
	for i := range s {
		s[i] |= o[i]
	}
}

// Covers reports whether every card of o is in s.
func (s *Cards) Covers(o *Cards) bool {
	for i := range s {
		if o[i]&^s[i] != 0 {
			return false
		}
	}
	return true
}

// Len is the number of cards in the set.
func (s *Cards) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Glimpser is a round whose views also show, for a while, cards that
// Audited.Seen leaves out because they lie hidden again where they went: a
// lay turned over for everybody on a call and then taken into a hand
// (Mogeln). Seen must not name them, or the random simulation would take
// them for a leak; whoever keeps track of what a seat has learnt (Undo)
// needs them all the same.
type Glimpser interface {
	// Glimpsed reports the cards seat's view shows besides Seen's.
	Glimpsed(seat int, yield func(c card.Card))
}

// Shown adds to s every card seat's view of r shows now: Audited.Seen and,
// where the round has them, Glimpser's cards. It reports false, adding
// nothing, when r does not implement Audited and so cannot tell what a
// view shows.
func Shown(r Round, seat int, s *Cards) bool {
	a, ok := r.(Audited)
	if !ok {
		return false
	}
	a.Seen(seat, s.Add)
	if g, ok := r.(Glimpser); ok {
		g.Glimpsed(seat, s.Add)
	}
	return true
}
