package ueberall

import (
	"math/bits"

	"elferraus/engine/card"
)

// Legal lists seat's legal actions now: Stopp and Pass in the window; else
// Turn, or where the turned card may go (centre, the seats' piles in seat
// order, the own pile).
func (s *State) Legal(seat int) []Action { return s.AppendLegal(nil, seat) }

// AppendLegal appends seat's legal actions to out, in Legal's order.
func (s *State) AppendLegal(out []Action, seat int) []Action {
	// Out of the window only the seat on turn (a seat) acts; ask that
	// first, as it is the question of almost every step.
	if seat == s.turn && !s.window && !s.IsOver() {
		return s.appendLaying(out, seat)
	}
	if s.IsOver() || seat < 0 || seat >= s.players {
		return out
	}
	if s.window {
		if s.asked&(1<<seat) != 0 {
			out = append(out, Action{Seat: seat, Kind: Stopp}, Action{Seat: seat, Kind: Pass})
		}
		return out
	}
	if seat != s.turn {
		return out
	}
	return s.appendLaying(out, seat)
}

// appendLaying appends the actions of the seat on turn out of the window.
func (s *State) appendLaying(out []Action, seat int) []Action {
	c := s.turned
	switch {
	case c == card.None:
		return append(out, Action{Seat: seat, Kind: Turn})
	case s.centre.len() == 0:
		return append(out, Action{Seat: seat, Kind: Centre})
	case s.fits[c.Value()]&centreBit != 0:
		return append(out, Action{Seat: seat, Kind: Centre}, Action{Seat: seat, Kind: Keep})
	}
	// The set bits of m are the other seats whose piles c fits, lowest
	// (first in seat order) first.
	for m := s.fits[c.Value()] &^ bit(seat); m != 0; m &= m - 1 {
		out = append(out, Action{Seat: seat, Kind: Give, On: bits.TrailingZeros8(m)})
	}
	return append(out, Action{Seat: seat, Kind: Keep})
}

// CountLegal is len(Legal(seat)), counted without building the list.
func (s *State) CountLegal(seat int) int {
	if s.IsOver() || seat < 0 || seat >= s.players {
		return 0
	}
	if s.window {
		if s.asked&(1<<seat) != 0 {
			return 2
		}
		return 0
	}
	if seat != s.turn {
		return 0
	}
	c := s.turned
	switch {
	case c == card.None, s.centre.len() == 0:
		return 1
	case s.fits[c.Value()]&centreBit != 0:
		return 2
	}
	return bits.OnesCount8(s.fits[c.Value()]&^bit(seat)) + 1
}

// LegalAt is Legal(seat)[i], found without building the list, and false
// when i is not below CountLegal(seat).
func (s *State) LegalAt(seat, i int) (Action, bool) {
	n := s.CountLegal(seat)
	if i < 0 || i >= n {
		return Action{}, false
	}
	return s.legalAt(seat, i, n), true
}

// legalAt is LegalAt for an i known to be below n, CountLegal(seat).
func (s *State) legalAt(seat, i, n int) Action {
	if s.window {
		return Action{Seat: seat, Kind: Stopp + Kind(i)}
	}
	c := s.turned
	switch {
	case c == card.None:
		return Action{Seat: seat, Kind: Turn}
	case i == n-1 && s.centre.len() > 0:
		// The own pile is the last choice once the centre is open.
		return Action{Seat: seat, Kind: Keep}
	case s.centre.len() == 0 || s.fits[c.Value()]&centreBit != 0:
		return Action{Seat: seat, Kind: Centre}
	}
	// The i-th lowest set bit of m is the seat whose pile is the i-th
	// choice.
	m := s.fits[c.Value()] &^ bit(seat)
	return Action{Seat: seat, Kind: Give, On: int(nthBit[m][i&7])}
}

// RandomLegal is an action drawn uniformly from the legal actions of every
// seat to move: from the list of Legal(p) for each p of ToMove in turn, the
// action at rng.IntN of its length, and the only one without a draw when
// there is one. A random player, a fuzzer or a playout gets it without
// building the list; false once the game is over.
func (s *State) RandomLegal(rng *card.Rng) (Action, bool) {
	if s.alone.Kind != 0 {
		return s.alone, true
	}
	return s.randomLegal(rng)
}

// randomLegal is RandomLegal where the table has a choice, or the game is
// over.
func (s *State) randomLegal(rng *card.Rng) (Action, bool) {
	// The two common cases, a lay of the turned card on an open centre
	// and a seat's choice in the window, share one draw; the rest is
	// randomRare's.
	if s.IsOver() || (s.turned == card.None) != s.window || s.centre.hi == 0 {
		return s.randomRare(rng)
	}
	// Out of the window the choices are the piles the card may go on as
	// bits: the other seats', bit 6 the centre (which then is the only
	// other) and bit 7 the own (keep). In it they are the asked seats',
	// each twice: Stopp and Pass.
	m, sh := s.asked, uint(1)
	if !s.window {
		f := s.fits[s.turned&31]
		cm := -(f >> MaxPlayers & 1)
		m, sh = f&^(1<<(s.turn&7))&^(cm&(centreBit-1))|1<<7, 0
	}
	n := uint64(bits.OnesCount8(m)) << sh
	if n <= 1 {
		return s.randomRare(rng)
	}
	// rng.IntN(n), written out here so that the draw is inlined.
	hi, lo := bits.Mul64(rng.Uint64(), n)
	if lo < n {
		hi = intNAgain(rng, n, hi, lo)
	}
	q := nthBit[m][hi>>sh&7]
	if sh != 0 {
		return Action{Seat: int(q), Kind: Stopp + Kind(hi&1)}, true
	}
	return Action{Seat: s.turn, Kind: kindOf[q], On: int(onOf[q])}, true
}

// kindOf and onOf are the kind and On of randomLegal's choice of bit q
// out of the window.
var (
	kindOf = [8]Kind{Give, Give, Give, Give, Give, Give, Centre, Keep}
	onOf   = [8]uint8{0, 1, 2, 3, 4, 5}
)

// randomRare is randomLegal off its common cases: the game over, the
// opening card and a keep that is the only choice, each a single action,
// and a table changed behind the rules' back. It draws from the legal
// lists of the seats to move exactly as RandomLegal promises, counted and
// indexed without building them.
func (s *State) randomRare(rng *card.Rng) (Action, bool) {
	var seats [MaxPlayers]int
	to := s.ToMove(seats[:0])
	n := 0
	for _, p := range to {
		n += s.CountLegal(p)
	}
	if n == 0 {
		return Action{}, false
	}
	i := 0
	if n > 1 {
		i = rng.IntN(n)
	}
	for _, p := range to {
		c := s.CountLegal(p)
		if i < c {
			return s.legalAt(p, i, c), true
		}
		i -= c
	}
	return Action{}, false
}

// intNAgain is the rare case of rng.IntN(n) written out: a low word below
// n may be one to draw again.
func intNAgain(rng *card.Rng, un, hi, lo uint64) uint64 {
	for lo < un && lo < (-un)%un {
		hi, lo = bits.Mul64(rng.Uint64(), un)
	}
	return hi
}
