package bot

import (
	"math/bits"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// allValues has the bits of the values 1..20: a full row.
const allValues uint32 = 0x1ffffe

// board is a view read into bit masks, one word per colour with bit v set for
// value v, so that the bots can try a plan and judge it in a few
// instructions instead of copying hands and tables.
type board struct {
	variant elfer.Variant
	start   int // the any-start value, 0 before it is set
	seat    int
	players int

	laid   [card.NumColors]uint32 // cards on the table
	mine   [card.NumColors]uint32 // cards in the seat's hand
	unseen [card.NumColors]uint32 // cards in other hands or the pile
	valid  [card.NumColors]uint32 // the colour's values in play (0 for a removed colour)

	hand     int                       // cards in the seat's hand
	unseenN  int                       // cards the seat cannot see
	oppCards int                       // cards in the other hands together
	oppMin   int                       // the smallest other hand
	nextHand int                       // the hand of the seat after this one, first to use what it opens
	others   [elfer.MaxPlayers - 1]int // the other hands' sizes, in seat order after this one
	nOthers  int
	pile     int // cards left to draw
}

// read fills b from v. It reads nothing but the view.
func (b *board) read(v *elfer.View) {
	*b = board{
		variant: v.Options.Variant,
		start:   v.Start,
		seat:    v.Seat,
		players: v.Players,
		pile:    v.PileSize,
		oppMin:  100,
	}
	for _, col := range v.Options.Colors() {
		b.valid[col] = allValues
		b.laid[col] = v.Table[col] & allValues
	}
	for _, c := range v.Hand {
		if c.IsJoker() || !c.Valid() || c.Value() > 20 {
			continue
		}
		b.mine[c.Color()] |= 1 << c.Value()
	}
	for col := range b.valid {
		b.mine[col] &= b.valid[col] &^ b.laid[col]
		b.unseen[col] = b.valid[col] &^ b.laid[col] &^ b.mine[col]
		b.unseenN += bits.OnesCount32(b.unseen[col])
		b.hand += bits.OnesCount32(b.mine[col])
	}
	players := min(max(v.Players, 0), elfer.MaxPlayers)
	for i := 1; i < players; i++ {
		p := (v.Seat + i) % players
		if p < 0 {
			p += players
		}
		n := v.HandSizes[p]
		b.others[b.nOthers] = n
		b.nOthers++
		b.oppCards += n
		if n < b.oppMin {
			b.oppMin = n
		}
	}
	if v.Players > 0 && v.Players <= elfer.MaxPlayers {
		next := (v.Seat + 1) % v.Players
		if next < 0 {
			next += v.Players
		}
		b.nextHand = v.HandSizes[next]
	}
	if b.oppMin == 100 {
		b.oppMin = 0
	}
}

// starters is the set of values that may begin an empty row.
func (b *board) starters() uint32 { return elfer.Starters(b.variant, b.start) }

// fit is the set of values of colour col that could be laid on a row that
// holds laid: the neighbours of the row, or a starting value of an empty row.
func (b *board) fit(col int, laid uint32) uint32 {
	if laid == 0 {
		return b.starters() & b.valid[col]
	}
	return (laid<<1 | laid>>1) & b.valid[col] &^ laid
}

// flood grows seeds through the cells of within that touch them, one value
// at a time: the cells a chain of such cards can reach.
func flood(seeds, within uint32) uint32 {
	r := seeds & within
	for {
		n := (r<<1 | r>>1) & within &^ r
		if n == 0 {
			return r
		}
		r |= n
	}
}

// sumValues adds up the values whose bits are set in m.
func sumValues(m uint32) int {
	s := 0
	for ; m != 0; m &= m - 1 {
		s += bits.TrailingZeros32(m)
	}
	return s
}

// options lists every row colour col can reach in this turn with the seat's
// own cards, starting with the row as it lies (laying nothing). Each entry is
// the laid mask after the turn; the seat can reach it by laying its new
// cards in any order that keeps them touching the row.
func (b *board) options(col int, dst []uint32) []uint32 {
	first := len(dst)
	dst = append(dst, b.laid[col])
	mine := b.mine[col]
	for i := first; i < len(dst); i++ {
		cur := dst[i]
		f := b.fit(col, cur) & mine
		for f != 0 {
			bit := f & -f
			f &^= bit
			next := cur | bit
			dup := false
			for _, o := range dst[first:] {
				if o == next {
					dup = true
					break
				}
			}
			if !dup {
				dst = append(dst, next)
			}
		}
	}
	return dst
}

// canGoOut reports whether the seat can lay its whole hand this turn, and if
// so which rows it leads to.
func (b *board) canGoOut(buf []uint32) (target [card.NumColors]uint32, ok bool) {
	for col := range b.valid {
		if b.mine[col] == 0 {
			target[col] = b.laid[col]
			continue
		}
		want := b.laid[col] | b.mine[col]
		found := false
		for _, o := range b.options(col, buf[:0]) {
			if o == want {
				found = true
				break
			}
		}
		if !found {
			return target, false
		}
		target[col] = want
	}
	return target, true
}
