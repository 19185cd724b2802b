package farben

import (
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot plays one seat from its view. Every level collects one colour and
// announces "Schluss" once its hand is of that colour and scores 80 or more
// (with any score once the stack is empty):
//   - Easy collects its best colour as it stands: it takes an open top card
//     of that colour worth 10 or more, else draws, and lays a random card of
//     another colour (now and then of any colour) on a random pile.
//   - Normal rates a hand by its best colour, counting every card of it for
//     its value and a step towards "Schluss". It weighs every take by the
//     best hand it can keep after laying a card (a draw by the average over
//     the cards it has not seen) and lays the card that costs it least on
//     the pile whose top it needs least.
//   - Hard plays like Normal and also reads what the others visibly collect
//     (the cards it saw them take from the piles): it does not lay cards of
//     a colour they collect (a high one least of all), and lays on
//     the pile whose top they want most, covering it.
type Bot struct {
	level level.Level
	rng   card.Rng
	hand  []card.Card
	// out is the buffer of unseen, reused from decision to decision.
	out []card.Card
	p   params
}

// params are the weights of Normal and Hard (Easy uses only enough).
type params struct {
	step   float64 // the worth of a card of the collected colour beyond its value
	second float64 // the share of the second colour in a hand's worth
	read   bool    // reading the others (Hard)
	feed   float64 // the cost of laying a card others want, per point of want
	cover  float64 // the gain of covering a top others want, per point of want
	enough int     // the least score to announce "Schluss" with while the stack lasts
}

var (
	normalParams = params{step: 8, second: 0.05, enough: 80}
	hardParams   = params{step: 8, second: 0.05, read: true, feed: 0.6, cover: 0.3, enough: 80}
)

// NewBot returns a bot of the level; seed fixes its random choices.
func NewBot(l level.Level, seed uint64) *Bot {
	b := &Bot{level: l, rng: card.NewRng(seed), p: normalParams}
	if l == level.Hard {
		b.p = hardParams
	}
	return b
}

// sums adds up h per colour.
func sums(h []card.Card) [card.NumColors]int {
	var s [card.NumColors]int
	for _, c := range h {
		s[c.Color()] += c.Value()
	}
	return s
}

// tally is a hand per colour: the sum of the values and the number of cards.
type tally struct {
	sum, n [card.NumColors]int
}

func tallyOf(h []card.Card) tally {
	var t tally
	for _, c := range h {
		t.sum[c.Color()] += c.Value()
		t.n[c.Color()]++
	}
	return t
}

func (t *tally) add(c card.Card, k int) {
	t.sum[c.Color()] += k * c.Value()
	t.n[c.Color()] += k
}

// worth rates a hand: its best colour, each card counting its value and a
// step towards "Schluss", and a little of the second best colour, so that of two hands with the
// same best the one with more to switch to is preferred.
func (b *Bot) worth(t *tally) float64 {
	best, next := -1e9, -1e9
	for col := range card.NumColors {
		w := float64(t.sum[col]) + b.p.step*float64(t.n[col])
		if w > best {
			best, next = w, best
		} else if w > next {
			next = w
		}
	}
	return best + b.p.second*next
}

// keep is the worth of the hand t (one card more than a hand holds) after
// laying its best card to lay.
func (b *Bot) keep(h []card.Card, t *tally) float64 {
	best := -1e9
	for _, c := range h {
		t.add(c, -1)
		best = max(best, b.worth(t))
		t.add(c, 1)
	}
	return best
}

// reading is what Hard sees of the others: wanted[col] is how many cards of
// colour col the other seats visibly collect.
type reading struct {
	wanted [card.NumColors]float64
}

// read sums up the others' known cards: each seat wants the colour it
// visibly collects most, the more cards of it it was seen taking.
func (b *Bot) read(v *View) reading {
	var r reading
	if !b.p.read {
		return r
	}
	for p, k := range v.Known {
		if p == v.Seat || len(k) == 0 {
			continue
		}
		t := tallyOf(k)
		col := 0
		for c := range card.NumColors {
			if t.sum[c] > t.sum[col] {
				col = c
			}
		}
		r.wanted[col] += float64(t.n[col])
	}
	return r
}

// want is how much the others want card c: a high card more than a low one.
func (r *reading) want(c card.Card) float64 {
	return r.wanted[c.Color()] * float64(c.Value()+5) / 5
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
	if b.p.read {
		for _, k := range v.Known {
			for _, c := range k {
				seen[c.Index()] = true
			}
		}
	}
	// The deck in Deck's order, without allocating it.
	out := b.out[:0]
	for _, col := range card.Colors {
		for v := 1; v <= 20; v++ {
			if c := card.New(col, v); !seen[c.Index()] {
				out = append(out, c)
			}
		}
	}
	b.out = out
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
	// Room for the card taken, so append(b.hand[:n], c) below writes in
	// place instead of copying the hand for every card weighed.
	b.hand = slices.Grow(append(b.hand[:0], v.Hand...), 1)
	n := len(b.hand)
	t := tallyOf(b.hand)
	choice, best := Action{}, -1e9
	if canDraw {
		un := b.unseen(v)
		sum := 0.0
		for _, c := range un {
			t.add(c, 1)
			sum += b.keep(append(b.hand[:n], c), &t)
			t.add(c, -1)
		}
		if len(un) > 0 {
			choice, best = DrawOf(v.Seat), sum/float64(len(un))
		}
	}
	for i, c := range v.Tops {
		if c == card.None {
			continue
		}
		t.add(c, 1)
		w := b.keep(append(b.hand[:n], c), &t)
		t.add(c, -1)
		if w > best+1e-9 || choice.Kind == 0 {
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
	if b.level == level.Easy {
		s := sums(h)
		col := card.Color(slices.Index(s[:], slices.Max(s[:])))
		var cands []int
		slip := b.rng.IntN(4) == 0
		for i, c := range h {
			if slip || c.Color() != col {
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
				return b.schluss(v, LayOf(v.Seat, c, p))
			}
		}
	}
	r := b.read(v)
	t := tallyOf(h)
	var choice Action
	best := -1e9
	for _, c := range h {
		t.add(c, -1)
		w := b.worth(&t)
		t.add(c, 1)
		w -= b.p.feed * r.want(c)
		for i := range NumPiles {
			if !canLay(v, c, i) {
				continue
			}
			pw := w
			if top := v.Tops[i]; top != card.None && !(v.From == i && v.Sizes[i] == 0) {
				// Covering a top the others want keeps it from them; one
				// that helps the bot itself is better left open.
				pw += b.p.cover * r.want(top)
				t.add(c, -1)
				t.add(top, 1)
				pw -= 0.01 * max(0, b.worth(&t)-w)
				t.add(top, -1)
				t.add(c, 1)
			}
			if pw > best+1e-9 {
				choice, best = LayOf(v.Seat, c, i), pw
			}
		}
	}
	return b.schluss(v, choice)
}

// schluss turns the lay a into one with "Schluss" where a lay leaves a hand
// of one colour: it lays the only card of another colour, or the lowest
// card of a hand of one colour, and announces unless another seat visibly
// holds more than that hand scores (Hard waits then, the others never).
func (b *Bot) schluss(v *View, a Action) Action {
	h := v.Hand
	lay := -1
	for j, d := range h {
		if oneColourWithout(h, j) && (lay < 0 || d.Value() < h[lay].Value()) {
			lay = j
		}
	}
	if lay < 0 {
		return a
	}
	d := h[lay]
	score := 0
	for j, c := range h {
		if j != lay {
			score += c.Value()
		}
	}
	if score < b.p.enough && v.Stack > 0 {
		return a
	}
	for p := range NumPiles {
		q := (a.Pile + p) % NumPiles
		if canLay(v, d, q) {
			return SchlussOf(v.Seat, d, q)
		}
	}
	return a
}
