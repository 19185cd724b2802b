package schwarzerpeter

import (
	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot plays one seat from its view. As the rules ask, every bot mixes its
// hand before it is drawn from (a mix chosen evenly among all orders, the
// old one included), so nobody ever knows where a card sits in a bot's
// hand: between bots every draw takes an evenly random card, whatever
// position the drawer names, and no level can do better than another. The
// levels differ only in what they make of a person who leaves his hand as
// it is, whose cards the view lets them follow (View.Known):
//   - Easy draws blindly.
//   - Normal follows cards only once two players are left (then the cards
//     it lost sit with the player it draws from): it takes a known card
//     that pairs with its hand and avoids one that does not, which with
//     two players is the Peter itself.
//   - Hard follows every card it knows around the table (a card it lost
//     that is drawn on from a known place), takes a known card that pairs,
//     avoids known cards that do not, and when it must draw a known card
//     that does not pair it prefers one that cannot be the Peter (its twin
//     is known to sit in another hand).
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
	if v == nil || v.Over || v.Seat < 0 || v.Seat >= len(v.Counts) {
		return Action{}
	}
	if !v.Arranged {
		if v.Seat != v.Giver {
			return Action{}
		}
		return b.mix(v)
	}
	if v.Seat != v.Drawer || v.Giver < 0 || v.Giver >= len(v.Counts) || v.Counts[v.Giver] < 1 {
		return Action{}
	}
	n := v.Counts[v.Giver]
	if b.level == level.Easy || v.Giver >= len(v.Known) || len(v.Known[v.Giver]) != n ||
		(b.level == level.Normal && holders(v) > 2) {
		return DrawOf(v.Seat, b.rng.IntN(n))
	}
	return DrawOf(v.Seat, b.pick(v))
}

// mix is the rule's shuffle: every order equally likely, the old one
// included (as an Arrange, so the others lose track as they would watching
// the cards mixed), and a keep for a single card, which has one order.
func (b *Bot) mix(v *View) Action {
	n := len(v.Hand)
	if n < 2 {
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
	return ArrangeOf(v.Seat, b.buf)
}

// The ranks of a position of the giver's hand: the drawer takes one of the
// highest rank.
const (
	rankPeter   = iota // known, does not pair and may be the Peter
	rankNoPair         // known, does not pair, its twin sits in another hand
	rankUnknown        // not known
	rankPair           // known and pairs with the drawer's hand
)

// pick chooses a position of the giver's hand by what the seat knows of it,
// evenly at random among the best.
func (b *Bot) pick(v *View) int {
	var mine [MaxHand + 1]bool
	for _, c := range v.Hand {
		if c.Value() <= MaxHand {
			mine[c.Value()] = true
		}
	}
	// seen: cards the seat knows in any hand, whose twins are therefore
	// not the Peter (its twin lies aside).
	var seen [card.Limit]bool
	if b.level == level.Hard {
		for p, known := range v.Known {
			if p == v.Seat {
				continue
			}
			for _, c := range known {
				if c != card.None {
					seen[c.Index()] = true
				}
			}
		}
	}
	best := -1
	b.buf = b.buf[:0]
	for i, c := range v.Known[v.Giver] {
		r := rankUnknown
		switch {
		case c == card.None:
		case c.Value() <= MaxHand && mine[c.Value()]:
			r = rankPair
		case b.level == level.Hard && seen[Twin(c).Index()]:
			r = rankNoPair
		default:
			r = rankPeter
		}
		if r > best {
			best = r
			b.buf = b.buf[:0]
		}
		if r == best {
			b.buf = append(b.buf, i)
		}
	}
	return b.buf[b.rng.IntN(len(b.buf))]
}

// holders counts the seats that still hold cards.
func holders(v *View) int {
	n := 0
	for _, c := range v.Counts {
		if c > 0 {
			n++
		}
	}
	return n
}
