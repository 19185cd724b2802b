package schwarzerpeter

import (
	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot plays one seat from its view. There is little to decide; the levels
// differ in care:
//   - Easy keeps its hand as it is and draws blindly.
//   - Normal keeps its hand too, but draws with what it knows: a card it
//     lost to the giver that pairs with its hand now is taken, one that does
//     not is avoided.
//   - Hard draws like Normal and shuffles its hand before it is drawn from,
//     so the drawer never knows where a card went.
type Bot struct {
	level level.Level
	rng   card.Rng
	buf   []int
}

// NewBot returns a bot of the level; seed fixes its random choices.
func NewBot(l level.Level, seed uint64) *Bot { return &Bot{level: l, rng: card.NewRng(seed)} }

// Choose returns a legal action for the view's seat, which must be the seat
// to act (a zero Action otherwise).
func (b *Bot) Choose(v *View) Action {
	if v == nil || v.Over {
		return Action{}
	}
	if !v.Arranged {
		if v.Seat != v.Giver {
			return Action{}
		}
		n := len(v.Hand)
		if b.level < level.Hard || n < 2 {
			return KeepOf(v.Seat)
		}
		b.buf = b.buf[:0]
		for i := range n {
			b.buf = append(b.buf, i)
		}
		for i := n - 1; i > 0; i-- {
			j := b.rng.IntN(i + 1)
			b.buf[i], b.buf[j] = b.buf[j], b.buf[i]
		}
		a := ArrangeOf(v.Seat, b.buf)
		if identity(a.Order, n) {
			// A shuffle that leaves the order as it was is a keep.
			return KeepOf(v.Seat)
		}
		return a
	}
	if v.Seat != v.Drawer {
		return Action{}
	}
	n := v.Counts[v.Giver]
	if b.level == level.Easy {
		return DrawOf(v.Seat, b.rng.IntN(n))
	}
	known := v.Known[v.Giver]
	mine := map[int]bool{}
	for _, c := range v.Hand {
		mine[c.Value()] = true
	}
	b.buf = b.buf[:0]
	for i, c := range known {
		if c != card.None && mine[c.Value()] {
			return DrawOf(v.Seat, i)
		}
		if c == card.None {
			b.buf = append(b.buf, i)
		}
	}
	if len(b.buf) == 0 {
		return DrawOf(v.Seat, b.rng.IntN(n))
	}
	return DrawOf(v.Seat, b.buf[b.rng.IntN(len(b.buf))])
}
