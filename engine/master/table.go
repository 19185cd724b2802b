package master

import (
	"iter"
	"math/bits"

	"elferraus/engine/card"
)

// Bit sets of a row's values: bit v stands for the slot of value v.
const (
	valueBits = 1<<(MaxValue+1) - 2      // values 1..21
	lowSide   = 1<<11 - 2                // values 1..10
	highSide  = valueBits &^ (1<<12 - 1) // values 12..21
	elevens   = 1 << 11                  // the 11 lies from the start
)

// Sizes of the game.
const (
	MaxValue = card.MaxValue  // the highest value of MASTER
	MaxLinks = 15             // connection cards in the box
	NumRows  = card.NumColors // rows on the table
)

// Rows is the column of 11s from top to bottom: each row's neighbours are
// the rows just above and below it (the top and bottom rows are not
// neighbours).
type Rows [NumRows]card.Color

// Index is the place of colour col in the column, from 0 at the top, or -1.
func (r *Rows) Index(col card.Color) int {
	for i, c := range r {
		if c == col {
			return i
		}
	}
	return -1
}

// Neighbours reports whether the rows of colours a and b lie next to each
// other in the column, which a connection card needs.
func (r *Rows) Neighbours(a, b card.Color) bool {
	i, j := r.Index(a), r.Index(b)
	return i >= 0 && j >= 0 && (i-j == 1 || j-i == 1)
}

// valid reports whether r holds every colour once.
func (r *Rows) valid() bool {
	var seen uint8
	for _, c := range r {
		if c >= NumRows {
			return false
		}
		seen |= 1 << c
	}
	return seen == 1<<NumRows-1
}

// Link is a connection card on the table: laid by Seat at the occupied slot
// At, leading to the neighbouring row To.
type Link struct {
	At   card.Card
	To   card.Color
	Seat uint8
}

// Slot is the slot that a link leads to: value of At in row To.
func (l Link) Slot() card.Card { return card.New(l.To, l.At.Value()) }

// Table is everything that lies open in the middle: per row the slots that
// hold a number card and those that hold a joker, where each joker stands,
// and the connection cards laid. It is a plain value, so the views copy it
// and Equal compares it with ==.
type Table struct {
	// Cards has, per colour, bit v set when the number card of value v lies
	// in its slot.
	Cards [NumRows]uint32
	// Jokers has, per colour, bit v set when a joker stands in slot v.
	Jokers [NumRows]uint32
	// JokerAt[n] is the slot joker n stands in (named like its card), or
	// None while it is not on the table; index 0 is unused.
	JokerAt [5]card.Card
	// Links are the connection cards laid, in order; NLinks counts them.
	Links  [MaxLinks]Link
	NLinks int
}

// startTable is the table before the first turn: the four 11s.
func startTable() Table {
	var t Table
	for col := range t.Cards {
		t.Cards[col] = elevens
	}
	return t
}

// Occupied is the bit set of colour col's slots that hold a card or a joker.
func (t *Table) Occupied(col card.Color) uint32 {
	if col >= NumRows {
		return 0
	}
	return t.Cards[col] | t.Jokers[col]
}

// Slot is what lies in slot (the slot is named like its number card): the
// number card, the joker standing there, or None when it is empty.
func (t *Table) Slot(slot card.Card) card.Card {
	if !isSlot(slot) {
		return card.None
	}
	bit := uint32(1) << slot.Value()
	switch {
	case t.Cards[slot.Color()]&bit != 0:
		return slot
	case t.Jokers[slot.Color()]&bit != 0:
		for n := 1; n <= 4; n++ {
			if t.JokerAt[n] == slot {
				return card.Joker(n)
			}
		}
	}
	return card.None
}

// Taken reports whether slot holds a card or a joker.
func (t *Table) Taken(slot card.Card) bool {
	return isSlot(slot) && t.Occupied(slot.Color())&(1<<slot.Value()) != 0
}

// fitMask is the bit set of colour col's empty slots next to an occupied
// slot of the same row: where its number cards and any joker fit.
func (t *Table) fitMask(col card.Color) uint32 {
	m := t.Cards[col] | t.Jokers[col]
	return (m<<1 | m>>1) &^ m & valueBits
}

// Fits reports whether slot is empty and next to an occupied slot of its
// row, so that its number card, or a joker standing for it, may be laid
// there without a connection card.
func (t *Table) Fits(slot card.Card) bool {
	return isSlot(slot) && t.fitMask(slot.Color())&(1<<slot.Value()) != 0
}

// Count is the number of slots that hold a card or a joker.
func (t *Table) Count() int {
	n := 0
	for col := range t.Cards {
		n += bits.OnesCount32(t.Cards[col] | t.Jokers[col])
	}
	return n
}

// full reports whether every slot is occupied: then no card can be laid.
func (t *Table) full() bool {
	for col := range t.Cards {
		if t.Cards[col]|t.Jokers[col] != valueBits {
			return false
		}
	}
	return true
}

// SideDone reports whether one side of colour col's row is complete: the
// values 1..10 (high false) or 12..21 (high true). Completing one earns a
// bonus card.
func (t *Table) SideDone(col card.Color, high bool) bool {
	side := uint32(lowSide)
	if high {
		side = highSide
	}
	return t.Occupied(col)&side == side
}

// All yields every occupied slot and its content (a number card or a
// joker), row by row in colour order and by ascending value.
func (t *Table) All() iter.Seq2[card.Card, card.Card] {
	return func(yield func(slot, content card.Card) bool) {
		for col := range card.Color(NumRows) {
			for m := t.Cards[col] | t.Jokers[col]; m != 0; m &= m - 1 {
				slot := card.New(col, bits.TrailingZeros32(m))
				if !yield(slot, t.Slot(slot)) {
					return
				}
			}
		}
	}
}

// bounds returns the nearest occupied values below and above v in colour
// col's row: 0 when nothing lies below, MaxValue+1 when nothing lies above.
func (t *Table) bounds(col card.Color, v int) (lo, hi int) {
	m := t.Occupied(col)
	below := m & (1<<v - 1)
	above := m &^ (1<<(v+1) - 1)
	if below != 0 {
		lo = 31 - bits.LeadingZeros32(below)
	}
	hi = MaxValue + 1
	if above != 0 {
		hi = bits.TrailingZeros32(above)
	}
	return lo, hi
}

// isSlot reports whether c names a slot: a well-formed number card.
func isSlot(c card.Card) bool { return c.Valid() && !c.IsJoker() }

// neighbourRows returns the colours of the rows above and below col's
// row; ok is false where there is none.
func neighbourRows(rows *Rows, col card.Color) (up card.Color, upOK bool, down card.Color, downOK bool) {
	i := rows.Index(col)
	if i > 0 {
		up, upOK = rows[i-1], true
	}
	if i >= 0 && i < NumRows-1 {
		down, downOK = rows[i+1], true
	}
	return
}

// nearMask is the bit set of values occupied in a row next to col's: the
// slots of col a connection card can lead to (where they are empty).
func (t *Table) nearMask(rows *Rows, col card.Color) uint32 {
	var m uint32
	up, upOK, down, downOK := neighbourRows(rows, col)
	if upOK {
		m |= t.Occupied(up)
	}
	if downOK {
		m |= t.Occupied(down)
	}
	return m
}
