package farben

import (
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot plays one seat from its view. Every level collects the colour that
// promises the most and announces "Schluss" as soon as its hand is of one
// colour:
//   - Easy collects its best colour as it stands: it takes an open top card
//     of that colour worth 10 or more, else draws, and lays a random card of
//     another colour on a random pile.
//   - Normal weighs every take by the best hand it can keep after laying a
//     card (a draw by the average over the cards it has not seen), so it
//     switches colour when a better one comes along, and lays the card that
//     costs it least.
//   - Hard plays like Normal and also watches what the others visibly
//     collect (the cards it saw them take from the piles): it takes a top
//     card the next player wants, does not lay cards of a colour another
//     player collects, and lays on the pile whose top the others want most,
//     covering it.
type Bot struct {
	level level.Level
	rng   card.Rng
	hand  []card.Card
}

// NewBot returns a bot of the level; seed fixes its random choices.
func NewBot(l level.Level, seed uint64) *Bot { return &Bot{level: l, rng: card.NewRng(seed)} }

// sums adds up h per colour.
func sums(h []card.Card) [card.NumColors]int {
	var s [card.NumColors]int
	for _, c := range h {
		s[c.Color()] += c.Value()
	}
	return s
}

// worth rates a hand's colour sums: the best sum, and a little of the
// second best, so that of two hands with the same best the one with more to
// switch to is preferred.
func worth(s [card.NumColors]int) float64 {
	b, n := 0, 0
	for _, v := range s {
		if v > b {
			b, n = v, b
		} else if v > n {
			n = v
		}
	}
	return float64(b) + 0.05*float64(n)
}

// keep is the worth of h after laying its best card to lay.
func keep(h []card.Card) float64 {
	s := sums(h)
	best := -1.0
	for _, c := range h {
		s[c.Color()] -= c.Value()
		best = max(best, worth(s))
		s[c.Color()] += c.Value()
	}
	return best
}

// interest is how much each seat visibly collects of each colour: the sum
// of the cards it was seen taking from the piles. The bot's own row is zero.
func interest(v *View) [][card.NumColors]int {
	out := make([][card.NumColors]int, v.Players)
	for p, k := range v.Known {
		out[p] = sums(k)
	}
	return out
}

// wants is how much the other seats want card c: its value for every seat
// that visibly collects its colour more than any other, the next player
// counted fully and the rest by half.
func wants(v *View, in [][card.NumColors]int, c card.Card) float64 {
	w := 0.0
	for p := range v.Players {
		if p == v.Seat {
			continue
		}
		s := in[p]
		col := s[c.Color()]
		if col == 0 || col < slices.Max(s[:]) {
			continue
		}
		f := 0.5
		if p == (v.Seat+1)%v.Players {
			f = 1
		}
		w += f * float64(c.Value())
	}
	return w
}

// unseen are the cards the bot has not seen where they lie: not in its
// hand, not on a top, and (Hard) not seen taken by another seat.
func (b *Bot) unseen(v *View) []card.Card {
	var seen [card.Limit]bool
	for _, c := range v.Hand {
		seen[c.Index()] = true
	}
	for _, c := range v.Tops {
		seen[c.Index()] = true
	}
	if b.level == level.Hard {
		for _, k := range v.Known {
			for _, c := range k {
				seen[c.Index()] = true
			}
		}
	}
	var out []card.Card
	for _, c := range Deck() {
		if !seen[c.Index()] {
			out = append(out, c)
		}
	}
	return out
}

// Choose returns a legal action for the view's seat, which must be the seat
// to act (a zero Action otherwise).
func (b *Bot) Choose(v *View) Action {
	if v == nil || v.Over || v.Seat != v.Turn || v.Seat < 0 || v.Seat >= v.Players {
		return Action{}
	}
	if !v.Took {
		return b.take(v)
	}
	return b.lay(v)
}

func (b *Bot) take(v *View) Action {
	canDraw := v.Stack > 0
	for _, n := range v.Sizes {
		canDraw = canDraw || n > 1
	}
	if b.level == level.Easy {
		s := sums(v.Hand)
		col := card.Color(slices.Index(s[:], slices.Max(s[:])))
		best, bp := 9, -1
		for i, c := range v.Tops {
			if c != card.None && c.Color() == col && c.Value() > best {
				best, bp = c.Value(), i
			}
		}
		if bp < 0 && canDraw {
			return DrawOf(v.Seat)
		}
		if bp < 0 {
			bp = slices.IndexFunc(v.Tops[:], func(c card.Card) bool { return c != card.None })
		}
		return TakeOf(v.Seat, bp)
	}
	var in [][card.NumColors]int
	if b.level == level.Hard {
		in = interest(v)
	}
	b.hand = append(b.hand[:0], v.Hand...)
	n := len(b.hand)
	choice, best := Action{}, -1e9
	if canDraw {
		un := b.unseen(v)
		sum := 0.0
		for _, c := range un {
			sum += keep(append(b.hand[:n], c))
		}
		if len(un) > 0 {
			choice, best = DrawOf(v.Seat), sum/float64(len(un))
		}
	}
	for i, c := range v.Tops {
		if c == card.None {
			continue
		}
		w := keep(append(b.hand[:n], c))
		if in != nil {
			// Taking a card the others want keeps it from them.
			w += 0.3 * wants(v, in, c)
		}
		if w > best+1e-9 {
			choice, best = TakeOf(v.Seat, i), w
		}
	}
	return choice
}

// canLay reports whether c may be laid on pile i: an emptied place must be
// filled, and the card just taken (the last of the hand) may not go back.
func canLay(v *View, c card.Card, i int) bool {
	if v.From < 0 {
		return true
	}
	if v.Sizes[v.From] == 0 && i != v.From {
		return false
	}
	return i != v.From || c != v.Hand[len(v.Hand)-1]
}

func (b *Bot) lay(v *View) Action {
	h := v.Hand
	s := sums(h)
	if b.level == level.Easy {
		col := card.Color(slices.Index(s[:], slices.Max(s[:])))
		var cands []int
		for i, c := range h {
			if c.Color() != col {
				cands = append(cands, i)
			}
		}
		if len(cands) == 0 {
			lo := 0
			for i, c := range h {
				if c.Value() < h[lo].Value() {
					lo = i
				}
			}
			cands = append(cands, lo)
		}
		for {
			c := h[cands[b.rng.IntN(len(cands))]]
			p := b.rng.IntN(NumPiles)
			if canLay(v, c, p) {
				return b.finish(v, c, p)
			}
		}
	}
	var in [][card.NumColors]int
	if b.level == level.Hard {
		in = interest(v)
	}
	var choice Action
	best := -1e9
	for _, c := range h {
		s[c.Color()] -= c.Value()
		w := worth(s)
		s[c.Color()] += c.Value()
		if in != nil {
			w -= 0.4 * wants(v, in, c)
		}
		for i := range NumPiles {
			if !canLay(v, c, i) {
				continue
			}
			pw := w
			if in != nil && v.Tops[i] != card.None && !(v.From == i && v.Sizes[i] == 0) {
				// Covering a top the others want keeps it from them.
				pw += 0.2 * wants(v, in, v.Tops[i])
			}
			if pw > best+1e-9 {
				choice, best = LayOf(v.Seat, c, i), pw
			}
		}
	}
	return b.finish(v, choice.Card, choice.Pile)
}

// finish lays c on pile i and announces "Schluss" when that leaves a hand
// of one colour, and always prefers such a lay where one exists.
func (b *Bot) finish(v *View, c card.Card, i int) Action {
	h := v.Hand
	for j, d := range h {
		if !oneColourWithout(h, j) {
			continue
		}
		for p := range NumPiles {
			q := (i + p) % NumPiles
			if canLay(v, d, q) {
				return SchlussOf(v.Seat, d, q)
			}
		}
	}
	return LayOf(v.Seat, c, i)
}
