package master

import (
	"math/bits"
	"slices"

	"elferraus/engine/card"
)

// Legal returns the actions seat may take now, in a fixed order.
func (s *State) Legal(seat int) []Action { return s.AppendLegal(nil, seat) }

// AppendLegal appends the legal actions of seat to dst, so a caller that keeps
// its buffer asks without allocating. The order: lays of number cards (card
// order), lays of jokers (joker by joker, slot by slot in card order),
// connection cards (by the row led to, the row laid at, then value), joker
// exchanges, and last one of end, draw or pass.
func (s *State) AppendLegal(dst []Action, seat int) []Action {
	if seat < 0 || seat >= s.players {
		return dst
	}
	return appendLegal(dst, seat, &s.held[seat], s.links[seat], &s.rows, &s.table, &s.turn, len(s.pile))
}

// appendLegal lists the actions of seat from what that seat sees, so the
// state and the views share it.
func appendLegal(dst []Action, seat int, h *handSet, links int, rows *Rows, t *Table, turn *Turn, pile int) []Action {
	if turn.Phase == Over || seat != turn.ToMove {
		return dst
	}
	if p := turn.Pending; p != card.None {
		if h.has(p) {
			dst = append(dst, Action{Seat: seat, Kind: Lay, Card: p})
		}
		for m := h.jokers; m != 0; m &= m - 1 {
			dst = append(dst, Action{Seat: seat, Kind: Lay, Card: card.Joker(bits.TrailingZeros8(m)), As: p})
		}
		return dst
	}
	var fit [NumRows]uint32
	for col := range fit {
		fit[col] = t.fitMask(card.Color(col))
	}
	if turn.Laid < MaxLaid {
		for col, f := range fit {
			for m := f & h.num[col]; m != 0; m &= m - 1 {
				dst = append(dst, Action{Seat: seat, Kind: Lay, Card: card.New(card.Color(col), bits.TrailingZeros32(m))})
			}
		}
		for j := h.jokers; j != 0; j &= j - 1 {
			joker := card.Joker(bits.TrailingZeros8(j))
			for col, f := range fit {
				for m := f; m != 0; m &= m - 1 {
					dst = append(dst, Action{Seat: seat, Kind: Lay, Card: joker, As: card.New(card.Color(col), bits.TrailingZeros32(m))})
				}
			}
		}
		if links > 0 {
			for to := range card.Color(NumRows) {
				free := valueBits &^ t.Occupied(to)
				if h.jokers == 0 {
					free &= h.num[to]
				}
				if free == 0 {
					continue
				}
				up, upOK, down, downOK := neighbourRows(rows, to)
				first, second := up, down
				firstOK, secondOK := upOK, downOK
				if downOK && (!upOK || down < up) {
					first, second, firstOK, secondOK = down, up, downOK, upOK
				}
				if firstOK {
					for m := free & t.Occupied(first); m != 0; m &= m - 1 {
						dst = append(dst, Action{Seat: seat, Kind: Connect, At: card.New(first, bits.TrailingZeros32(m)), To: to})
					}
				}
				if secondOK {
					for m := free & t.Occupied(second); m != 0; m &= m - 1 {
						dst = append(dst, Action{Seat: seat, Kind: Connect, At: card.New(second, bits.TrailingZeros32(m)), To: to})
					}
				}
			}
		}
	}
	if turn.Laid > 0 || !t.full() {
		for col := range card.Color(NumRows) {
			for m := t.Jokers[col] & h.num[col]; m != 0; m &= m - 1 {
				dst = append(dst, Action{Seat: seat, Kind: Swap, Card: card.New(col, bits.TrailingZeros32(m))})
			}
		}
	}
	switch {
	case turn.Laid > 0:
		dst = append(dst, Action{Seat: seat, Kind: End})
	case turn.Swaps > 0:
	case pile > 0:
		dst = append(dst, Action{Seat: seat, Kind: Draw})
	default:
		if c, _ := layable(h, links, rows, t); c == card.None {
			dst = append(dst, Action{Seat: seat, Kind: Pass})
		}
	}
	return dst
}

// layable finds a number card of the hand that can be laid now: at its slot
// next to its row, or else with a connection card (then at is the slot the
// connection card would lie at). It returns None when there is none: such
// a seat may pass once the pile is empty (jokers never have to be laid).
func layable(h *handSet, links int, rows *Rows, t *Table) (c, at card.Card) {
	for col := range card.Color(NumRows) {
		if m := t.fitMask(col) & h.num[col]; m != 0 {
			return card.New(col, bits.TrailingZeros32(m)), card.None
		}
	}
	if links <= 0 {
		return card.None, card.None
	}
	for col := range card.Color(NumRows) {
		m := t.nearMask(rows, col) &^ t.Occupied(col) & h.num[col] & valueBits
		if m == 0 {
			continue
		}
		v := bits.TrailingZeros32(m)
		up, upOK, down, _ := neighbourRows(rows, col)
		from := down
		if upOK && t.Occupied(up)&(1<<v) != 0 {
			from = up
		}
		return card.New(col, v), card.New(from, v)
	}
	return card.None, card.None
}

// Apply carries out an action, or refuses it with an *Error and changes
// nothing.
func (s *State) Apply(a Action) error {
	if s.turn.Phase == Over {
		return &Error{Why: WhyOver, Kind: a.Kind, Seat: a.Seat}
	}
	if a.Seat != s.turn.ToMove {
		return &Error{Why: WhyNotYourTurn, Kind: a.Kind, Seat: a.Seat, Other: s.turn.ToMove}
	}
	if err := s.check(a); err != nil {
		err.Kind, err.Seat = a.Kind, a.Seat
		return err
	}
	seat := a.Seat
	switch a.Kind {
	case Lay:
		slot := a.Card
		if a.Card.IsJoker() {
			slot = a.As
		}
		s.take(seat, a.Card)
		col, bit := slot.Color(), uint32(1)<<slot.Value()
		if a.Card.IsJoker() {
			s.table.Jokers[col] |= bit
			s.table.JokerAt[a.Card.Value()] = slot
		} else {
			s.table.Cards[col] |= bit
		}
		s.turn.Laid++
		s.turn.Passes = 0
		s.turn.Pending = card.None
		s.log = append(s.log, entryOf(a))
		// The slot was empty, so a side complete now was completed by this card.
		occ := s.table.Occupied(col)
		if s.supply > 0 && (bit&lowSide != 0 && occ&lowSide == lowSide || bit&highSide != 0 && occ&highSide == highSide) {
			s.supply--
			s.bonus[seat]++
		}
		if len(s.hands[seat]) == 0 {
			s.out = seat
			s.turn.Phase = Over
		}
	case Connect:
		s.links[seat]--
		s.table.Links[s.table.NLinks] = Link{At: a.At, To: a.To, Seat: uint8(seat)}
		s.table.NLinks++
		s.turn.Connected++
		s.turn.Pending = card.New(a.To, a.At.Value())
		s.log = append(s.log, entryOf(a))
	case Swap:
		slot := a.Card
		col, bit := slot.Color(), uint32(1)<<slot.Value()
		var joker card.Card
		for n := 1; n <= 4; n++ {
			if s.table.JokerAt[n] == slot {
				joker = card.Joker(n)
				s.table.JokerAt[n] = card.None
			}
		}
		s.take(seat, a.Card)
		s.give(seat, joker)
		s.table.Jokers[col] &^= bit
		s.table.Cards[col] |= bit
		s.turn.Swaps++
		s.log = append(s.log, entryOf(a))
	case Draw:
		top := s.pile[len(s.pile)-1]
		s.pile = s.pile[:len(s.pile)-1]
		s.give(seat, top)
		s.turn.Passes = 0
		a.Card = top
		s.log = append(s.log, entryOf(a))
		s.next()
	case End:
		s.log = append(s.log, entryOf(a))
		s.next()
	case Pass:
		s.log = append(s.log, entryOf(a))
		s.turn.Passes++
		if s.turn.Passes >= s.players {
			s.turn.Phase = Over
			return nil
		}
		s.next()
	}
	return nil
}

// check returns why a is not allowed for the seat on turn, or nil. It
// mirrors appendLegal: an action passes iff it is in the legal list.
func (s *State) check(a Action) *Error {
	seat := a.Seat
	h := &s.held[seat]
	t := &s.table
	turn := &s.turn
	if a.Kind != Connect && (a.At != card.None || a.To != 0) {
		return &Error{Why: WhyBadAction, Text: a.Kind.String() + " takes no connection slot or row"}
	}
	if a.Kind != Lay && a.As != card.None {
		return &Error{Why: WhyBadAction, Text: a.Kind.String() + " takes no slot for a joker"}
	}
	switch a.Kind {
	case Lay:
		c := a.Card
		if !c.Valid() {
			return &Error{Why: WhyBadAction, Text: "lay names no card"}
		}
		slot := c
		if c.IsJoker() {
			if !isSlot(a.As) {
				return &Error{Why: WhyBadAction, Card: c, Text: "a joker is laid as a card: say which slot it stands in"}
			}
			slot = a.As
		} else if a.As != card.None {
			return &Error{Why: WhyBadAction, Card: c, Text: "a number card is laid at its own slot; only a joker stands in for another"}
		}
		if !h.has(c) {
			return &Error{Why: WhyNotInHand, Card: c}
		}
		if turn.Pending != card.None {
			if slot != turn.Pending {
				return &Error{Why: WhyPending, Card: c, Slot: turn.Pending}
			}
			return nil
		}
		if turn.Laid >= MaxLaid {
			return &Error{Why: WhyFour, Card: c}
		}
		if t.Taken(slot) {
			if !c.IsJoker() {
				// The player holds the card, so a joker stands there.
				return &Error{Why: WhyJokerThere, Card: c, Slot: slot}
			}
			return &Error{Why: WhyTaken, Card: c, Slot: slot}
		}
		if !t.Fits(slot) {
			lo, hi := t.bounds(slot.Color(), slot.Value())
			return &Error{Why: WhyNoFit, Card: c, Slot: slot, Lo: lo, Hi: hi}
		}
		return nil
	case Connect:
		if a.Card != card.None {
			return &Error{Why: WhyBadAction, Text: "connect takes no card: the card to lay follows as its own action"}
		}
		if !isSlot(a.At) || a.To >= NumRows {
			return &Error{Why: WhyBadAction, Text: "connect names the slot it lies at and the row it leads to"}
		}
		target := card.New(a.To, a.At.Value())
		switch {
		case turn.Pending != card.None:
			return &Error{Why: WhyPending, Slot: turn.Pending}
		case turn.Laid >= MaxLaid:
			return &Error{Why: WhyFour}
		case s.links[seat] <= 0:
			return &Error{Why: WhyNoLinks}
		case !t.Taken(a.At):
			return &Error{Why: WhyAtEmpty, Slot: a.At, At: a.At, To: a.To}
		case a.To == a.At.Color():
			return &Error{Why: WhyInsideRow, Slot: a.At, At: a.At, To: a.To}
		case !s.rows.Neighbours(a.At.Color(), a.To):
			return &Error{Why: WhyNotNeighbours, Slot: a.At, At: a.At, To: a.To}
		case t.Taken(target):
			return &Error{Why: WhyTaken, Slot: target, At: a.At, To: a.To}
		case !h.has(target) && h.jokers == 0:
			return &Error{Why: WhyNoFollow, Slot: target, At: a.At, To: a.To}
		}
		return nil
	case Swap:
		c := a.Card
		if !isSlot(c) {
			return &Error{Why: WhyBadAction, Card: c, Text: "a joker is exchanged for a number card: name the number card"}
		}
		switch {
		case !h.has(c):
			return &Error{Why: WhyNotInHand, Card: c}
		case turn.Pending != card.None:
			return &Error{Why: WhyPending, Card: c, Slot: turn.Pending}
		case t.Jokers[c.Color()]&(1<<c.Value()) == 0:
			return &Error{Why: WhyNoJoker, Card: c, Slot: c}
		case turn.Laid == 0 && t.full():
			// The turn would have to lay a card, and none can be laid.
			return &Error{Why: WhyFull, Card: c, Slot: c}
		}
		return nil
	case Draw:
		switch {
		case turn.Pending != card.None:
			return &Error{Why: WhyPending, Slot: turn.Pending}
		case turn.Laid > 0:
			return &Error{Why: WhyDrawDone}
		case turn.Swaps > 0:
			return &Error{Why: WhySwapped}
		case len(s.pile) == 0:
			return &Error{Why: WhyPileEmpty}
		case a.Card != card.None && a.Card != s.pile[len(s.pile)-1]:
			return &Error{Why: WhyDrawCard, Card: a.Card}
		}
		return nil
	case End, Pass:
		if a.Card != card.None {
			return &Error{Why: WhyBadAction, Card: a.Card, Text: a.Kind.String() + " names no card"}
		}
		switch {
		case turn.Pending != card.None:
			return &Error{Why: WhyPending, Slot: turn.Pending}
		case a.Kind == End && turn.Laid > 0:
			return nil
		case a.Kind == End && turn.Swaps > 0:
			return &Error{Why: WhySwapped}
		case a.Kind == End:
			return &Error{Why: WhyEndNothing}
		case turn.Laid > 0:
			return &Error{Why: WhyCannotPass}
		case turn.Swaps > 0:
			return &Error{Why: WhySwapped}
		case len(s.pile) > 0:
			return &Error{Why: WhyPileLeft}
		}
		if c, at := layable(h, s.links[seat], &s.rows, t); c != card.None {
			return &Error{Why: WhyMustLay, Card: c, At: at}
		}
		return nil
	}
	return &Error{Why: WhyBadAction, Text: "unknown action"}
}

// take removes c from seat's hand.
func (s *State) take(seat int, c card.Card) {
	h := &s.held[seat]
	i := h.rank(c)
	hand := s.hands[seat]
	copy(hand[i:], hand[i+1:])
	s.hands[seat] = hand[:len(hand)-1]
	h.remove(c)
}

// give puts c into seat's hand at its place.
func (s *State) give(seat int, c card.Card) {
	h := &s.held[seat]
	s.hands[seat] = slices.Insert(s.hands[seat], h.rank(c), c)
	h.add(c)
}

func (s *State) next() {
	s.turn.ToMove = (s.turn.ToMove + 1) % s.players
	s.turn.Laid = 0
	s.turn.Swaps = 0
	s.turn.Connected = 0
	s.turn.Pending = card.None
	s.turn.Number++
}
