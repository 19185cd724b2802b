package ueberall

import (
	"slices"

	"elferraus/engine/card"
)

// hand is a seat's cards in a ring: c[lo:mid] its face-down stack, top
// first, and c[bot:hi] its face-up pile, bottom first, the indices counted
// round the 256 slots. c[mid:bot] is a gap of dead slots: taking the
// stack's bottom card (a caller's fine) is mid-- with no card moved. When
// the stack is used up the pile turned over is the new stack, bottom card
// on top: the same cards in the same order, so the refill is lo, mid =
// bot, hi, and the gap is gone. A uint8 index never leaves the array, so
// no access needs a bounds check, and a card put on top of the stack
// (lo-1) never needs room made.
type hand struct {
	c                [256]card.Card
	lo, mid, bot, hi uint8
}

// maxGap is the widest gap takeBottom leaves: with at most DeckSize cards
// in a hand, the stack, gap and pile then span at most 2*DeckSize of the
// 256 slots.
const maxGap = DeckSize

func (h *hand) stackLen() int { return int(h.mid - h.lo) }
func (h *hand) pileLen() int  { return int(h.hi - h.bot) }

// pileTop is the top of the face-up pile, None when it is empty.
func (h *hand) pileTop() card.Card {
	if h.hi == h.bot {
		return card.None
	}
	return h.c[h.hi-1]
}

// appendRange appends c[from:to] to dst.
func (h *hand) appendRange(dst []card.Card, from, to uint8) []card.Card {
	for i := from; i != to; i++ {
		dst = append(dst, h.c[i])
	}
	return dst
}

// set makes cs the stack and the pile empty.
func (h *hand) set(cs []card.Card) {
	n := uint8(copy(h.c[:], cs))
	h.lo, h.mid, h.bot, h.hi = 0, n, n, n
}

// takeBottom takes the bottom card of the stack, which holds one: its
// slot joins the gap.
func (h *hand) takeBottom() card.Card {
	h.mid--
	c := h.c[h.mid]
	if h.bot-h.mid > maxGap {
		h.closeGap()
	}
	return c
}

// closeGap moves the pile down onto the stack, a rare step that keeps the
// hand's span inside the ring.
func (h *hand) closeGap() {
	j := h.mid
	for i := h.bot; i != h.hi; i++ {
		h.c[j] = h.c[i]
		j++
	}
	h.bot, h.hi = h.mid, j
}

// run is the centre pile, c[:hi], bottom first: it only grows, to at most
// DeckSize cards.
type run struct {
	c  [DeckSize]card.Card
	hi uint8
}

func (r *run) cards() []card.Card { return r.c[:r.hi] }

func (r *run) len() int { return int(r.hi) }

// last is the top card, None when the pile is empty.
func (r *run) last() card.Card {
	if r.hi == 0 {
		return card.None
	}
	return r.c[r.hi-1]
}

// push adds c on top.
func (r *run) push(c card.Card) {
	r.c[r.hi] = c
	r.hi++
}

// deal is the setup in a fixed array: seat p's stack is c[cut[p]:cut[p+1]].
type deal struct {
	c   [DeckSize]card.Card
	cut [MaxPlayers + 1]uint8
}

func (d *deal) setup(players int) Setup {
	su := Setup{Stacks: make([][]card.Card, players)}
	for p := range players {
		su.Stacks[p] = slices.Clone(d.c[d.cut[p]:d.cut[p+1]])
	}
	return su
}
