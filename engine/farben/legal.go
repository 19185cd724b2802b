package farben

import (
	"math/bits"
	"slices"

	"elferraus/engine/card"
)

// Legal lists seat's legal actions in a fixed order: before the take the
// draw and the takes from piles 1 to 4; after it, for every card of the hand
// in order and every pile, the lay and, where the hand is then of one
// colour, the lay with "Schluss".
func (s *State) Legal(seat int) []Action { return s.LegalInto(seat, nil) }

// LegalInto is Legal appending to dst, for loops that reuse a buffer.
func (s *State) LegalInto(seat int, dst []Action) []Action {
	out := dst[:0]
	if s.reason != "" || seat != s.turn {
		return out
	}
	if !s.took {
		out = slices.Grow(out, 1+NumPiles)
		buf := out[:1+NumPiles]
		n := 0
		if s.stack.len() > 0 || s.buried() > 0 {
			put(&buf[n], Draw, seat, 0, card.None, false)
			n++
		}
		for p := range NumPiles {
			if s.piles[p].len() > 0 {
				put(&buf[n], Take, seat, p, card.None, false)
				n++
			}
		}
		return buf[:n]
	}
	h := s.hands[seat].cards()
	colours := s.colours(seat)
	emptied := s.from >= 0 && s.piles[s.from].len() == 0
	// The list is written in place, not appended action by action: a
	// random round lists some 15,000 lays. Each card gives at most one lay
	// on each pile, and as many with "Schluss".
	out = slices.Grow(out, 2*NumPiles*len(h))
	buf := out[:cap(out)]
	if colours > 2 && !emptied {
		// The common case: no card leaves one colour, every pile is open.
		taken := card.None
		if s.from >= 0 {
			taken = s.taken
		}
		n := 0
		for _, c := range h {
			if c == taken {
				for p := range NumPiles {
					if p != s.from {
						put(&buf[n], Lay, seat, p, c, false)
						n++
					}
				}
				continue
			}
			w := buf[n : n+NumPiles : n+NumPiles]
			for p := range w {
				put(&w[p], Lay, seat, p, c, false)
			}
			n += NumPiles
		}
		return buf[:n]
	}
	n := 0
	for _, c := range h {
		one := s.oneWithout(seat, c.Color())
		for p := range NumPiles {
			if (emptied && p != s.from) || (p == s.from && c == s.taken) {
				continue
			}
			put(&buf[n], Lay, seat, p, c, false)
			n++
			if one {
				put(&buf[n], Lay, seat, p, c, true)
				n++
			}
		}
	}
	return buf[:n]
}

// CountLegal is len(Legal(seat)), counted without building the list.
func (s *State) CountLegal(seat int) int {
	if s.reason != "" || seat != s.turn {
		return 0
	}
	if !s.took {
		return s.countTakes()
	}
	pl := s.plan(seat)
	n := 0
	for _, c := range s.hands[seat].cards() {
		n += pl.lays(s, c)
	}
	return n
}

// LegalAt is Legal(seat)[i], found without building the list, and false
// when i is not below CountLegal(seat).
func (s *State) LegalAt(seat, i int) (Action, bool) {
	n := s.CountLegal(seat)
	if i < 0 || i >= n {
		return Action{}, false
	}
	return s.legalAt(seat, i), true
}

// RandomLegal is an action drawn uniformly from the legal actions of the
// seat to move: Legal's action at rng.IntN of its length, the only one
// without a draw when there is one. A random player, a fuzzer or a playout
// gets it without building the list; false once the round is over.
func (s *State) RandomLegal(rng *card.Rng) (Action, bool) {
	if s.reason != "" {
		return Action{}, false
	}
	seat := s.turn
	// Nearly every action of a round falls in one of two common cases,
	// answered here by arithmetic; the rest walk Legal's order. Both cases
	// stay in this function: handing an Action up through another call
	// costs about as much as working it out.
	if !s.took {
		// The stack holds a card and every pile a top, as between turns
		// they nearly always do (a lay fills the place its take emptied):
		// Legal is the draw and the four takes. Which one is picked is
		// selected, not branched on.
		if s.stack.n > 0 && s.piles[0].n > 0 && s.piles[1].n > 0 && s.piles[2].n > 0 && s.piles[3].n > 0 {
			i := rng.IntN(1 + NumPiles)
			t := b2u(i > 0)
			return Action{Kind: Draw + Kind(t), Seat: seat, Pile: max(i-1, 0)}, true
		}
	} else if h := &s.hands[seat]; s.colours(seat) > 2 {
		// LegalInto's common case after the take: the hand keeps two
		// colours whatever it lays, so no lay may announce. Every card but
		// the last (the card taken) has a lay on each open pile, the last
		// one on each of lastOpen's: open has one pile or four, so the
		// card and the pile of lay i are a shift and a mask, and the pile
		// a look-up of the set bits.
		last := int(h.n) - 1
		sh := uint(bits.OnesCount8(s.open)>>1) & 3 // log2 of the open piles, 1 or 4
		n := last<<sh + bits.OnesCount8(s.lastOpen)
		i := rng.IntN(n)
		c, k := i>>sh, i&(1<<sh-1)&(NumPiles-1)
		open := s.open
		if c == last {
			open = s.lastOpen
		}
		return LayOf(seat, h.c[c&(handCap-1)], int(nthBit[open&allPiles][k])), true
	} else {
		return s.randomLay(seat, rng)
	}
	n := s.CountLegal(seat)
	if n == 0 {
		return Action{}, false
	}
	i := 0
	if n > 1 {
		i = rng.IntN(n)
	}
	return s.legalAt(seat, i), true
}

// randomLay is RandomLegal after the take outside the common case: it
// counts the lays and walks the hand to the one drawn, with one layPlan.
func (s *State) randomLay(seat int, rng *card.Rng) (Action, bool) {
	h := s.hands[seat].cards()
	pl := s.plan(seat)
	n := 0
	for _, c := range h {
		n += pl.lays(s, c)
	}
	i := 0
	if n > 1 {
		i = rng.IntN(n)
	}
	emptied := s.from >= 0 && s.piles[s.from].n == 0
	for _, c := range h {
		if k := pl.lays(s, c); i >= k {
			i -= k
			continue
		}
		return s.layAt(seat, c, i, pl.one>>c.Color()&1 != 0, emptied), true
	}
	return Action{}, false
}

// countTakes is the number of takes (the draw and the piles with a card).
func (s *State) countTakes() int {
	n := 0
	if s.stack.len() > 0 || s.buried() > 0 {
		n++
	}
	for p := range NumPiles {
		if s.piles[p].len() > 0 {
			n++
		}
	}
	return n
}

// layPlan is what LegalInto's lays of a hand depend on, worked out once
// for the hand so that counting or walking them costs little per card.
type layPlan struct {
	piles int // the piles a card may go on: all, or the place the take emptied
	back  int // the piles the card taken from a pile may go on: one fewer, or none
	// one has a bit for each colour whose card, once laid, leaves the hand
	// of one colour (it is the only card of its colour beside one other
	// colour, or the hand has one colour): its lays come twice, without and
	// with "Schluss".
	one uint8
}

// plan is the layPlan of seat's hand after its take.
func (s *State) plan(seat int) layPlan {
	pl := layPlan{piles: NumPiles, back: NumPiles - 1}
	if s.from >= 0 && s.piles[s.from].n == 0 {
		pl.piles, pl.back = 1, 0
	}
	switch s.colours(seat) {
	case 1:
		pl.one = s.hues[seat]
	case 2:
		for col, k := range &s.tint[seat] {
			if k == 1 {
				pl.one |= 1 << col
			}
		}
	}
	return pl
}

// lays is the number of LegalInto's lays of c.
func (pl *layPlan) lays(s *State, c card.Card) int {
	n := pl.piles
	if s.from >= 0 && c == s.taken {
		n = pl.back
	}
	if pl.one>>c.Color()&1 != 0 {
		n *= 2
	}
	return n
}

// legalAt is LegalAt for an i known to be below CountLegal(seat), walking
// Legal's order without writing it.
func (s *State) legalAt(seat, i int) Action {
	if !s.took {
		if s.stack.len() > 0 || s.buried() > 0 {
			if i == 0 {
				return DrawOf(seat)
			}
			i--
		}
		for p := range NumPiles {
			if s.piles[p].len() > 0 {
				if i == 0 {
					return TakeOf(seat, p)
				}
				i--
			}
		}
		return Action{}
	}
	emptied := s.from >= 0 && s.piles[s.from].len() == 0
	pl := s.plan(seat)
	for _, c := range s.hands[seat].cards() {
		k := pl.lays(s, c)
		if i >= k {
			i -= k
			continue
		}
		return s.layAt(seat, c, i, pl.one>>c.Color()&1 != 0, emptied)
	}
	return Action{}
}

// layAt is the i-th of LegalInto's lays of c: the piles in order, each
// with its "Schluss" lay after it when one is set.
func (s *State) layAt(seat int, c card.Card, i int, one, emptied bool) Action {
	for p := range NumPiles {
		if (emptied && p != s.from) || (p == s.from && c == s.taken) {
			continue
		}
		if i == 0 {
			return LayOf(seat, c, p)
		}
		if one {
			if i == 1 {
				return SchlussOf(seat, c, p)
			}
			i--
		}
		i--
	}
	return Action{}
}

// put writes an action into *d field by field: a whole Action built and
// then copied is read back from the stack before all its bytes have landed
// there, which stalls the processor, and LegalInto writes thousands.
func put(d *Action, k Kind, seat, pile int, c card.Card, schluss bool) {
	d.Seat, d.Kind, d.Pile, d.Card, d.Schluss = seat, k, pile, c, schluss
}
