package bot

import (
	"math/bits"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// Bit sets of a MASTER row: bit v stands for the slot of value v.
const (
	mValues uint32 = 1<<(master.MaxValue+1) - 2 // values 1..21
	mLow    uint32 = 1<<11 - 2                  // values 1..10
	mHigh   uint32 = mValues &^ (1<<12 - 1)     // values 12..21
)

// mboard is a MASTER view read into bit masks, one word per row colour with
// bit v for value v, so that a bot can try a turn's plan card by card on a
// copy of a hundred bytes instead of on the engine's state, and judge it in
// a few instructions.
type mboard struct {
	seat    int
	players int
	nbr     [master.NumRows]uint8 // per colour, the colours of its neighbour rows as bits

	occ    [master.NumRows]uint32 // slots that hold a card or a joker
	jok    [master.NumRows]uint32 // slots that hold a joker
	mine   [master.NumRows]uint32 // the seat's number cards
	unseen [master.NumRows]uint32 // number cards in other hands or the pile

	jokers       int // jokers in the seat's hand
	unseenJokers int // jokers in other hands or the pile
	links        int // the seat's connection cards
	laid         int // cards laid this turn
	swaps        int // jokers exchanged this turn
	supply       int // bonus cards still to be won
	gained       int // bonus cards the plan has won this turn
	hand         int // cards in the seat's hand, jokers included
	value        int // their points: values, 11 per joker

	bonus     [master.MaxPlayers]int // bonus cards per seat before the plan
	sizes     [master.MaxPlayers]int // hand sizes per seat
	pile      int
	unseenN   int     // cards the seat cannot see, jokers included
	unseenAvg float64 // the mean points of an unseen card
	oppCards  int     // cards in the other hands together
	oppMin    int     // the smallest other hand
	oppLinks  int     // connection cards the others hold together
}

// read fills m from v. It reads nothing but the view, and ignores cards a
// real table cannot show (so a strange view cannot make it panic).
func (m *mboard) read(v *master.View) {
	*m = mboard{
		seat:    v.Seat,
		players: min(max(v.Players, 0), master.MaxPlayers),
		supply:  v.Supply,
		pile:    v.PileSize,
		laid:    v.Turn.Laid,
		swaps:   v.Turn.Swaps,
		oppMin:  100,
	}
	for col := range master.NumRows {
		c := card.Color(col)
		i := v.Rows.Index(c)
		for _, o := range []int{i - 1, i + 1} {
			if i >= 0 && o >= 0 && o < master.NumRows && v.Rows[o] < master.NumRows {
				m.nbr[col] |= 1 << v.Rows[o]
			}
		}
		m.occ[col] = v.Table.Occupied(c) & mValues
		m.jok[col] = v.Table.Jokers[col] & mValues
	}
	for _, c := range v.Hand {
		switch {
		case !c.Valid():
		case c.IsJoker():
			m.jokers++
		default:
			m.mine[c.Color()] |= 1 << c.Value()
		}
	}
	onTable := 0
	for n := 1; n <= 4; n++ {
		if v.Table.JokerAt[n] != card.None {
			onTable++
		}
	}
	m.jokers = min(m.jokers, 4)
	m.unseenJokers = max(4-m.jokers-onTable, 0)
	unseenSum := 11 * m.unseenJokers
	m.unseenN = m.unseenJokers
	for col := range m.mine {
		// A hand card in a slot that holds a joker may be exchanged; one in
		// a slot with its own card cannot be (a strange view): drop it.
		m.mine[col] &= mValues &^ (m.occ[col] &^ m.jok[col])
		m.unseen[col] = mValues &^ m.occ[col] &^ m.mine[col]
		m.unseenN += bits.OnesCount32(m.unseen[col])
		unseenSum += sumValues(m.unseen[col])
		m.hand += bits.OnesCount32(m.mine[col])
		m.value += sumValues(m.mine[col])
	}
	m.hand += m.jokers
	m.value += master.JokerValue * m.jokers
	if m.unseenN > 0 {
		m.unseenAvg = float64(unseenSum) / float64(m.unseenN)
	}
	if v.Seat >= 0 && v.Seat < master.MaxPlayers {
		m.links = v.Connections[v.Seat]
	}
	for p := range m.players {
		m.bonus[p] = v.Bonus[p]
		m.sizes[p] = v.HandSizes[p]
		if p == v.Seat {
			continue
		}
		m.oppCards += v.HandSizes[p]
		m.oppLinks += v.Connections[p]
		m.oppMin = min(m.oppMin, v.HandSizes[p])
	}
	if m.oppMin == 100 {
		m.oppMin = 0
	}
}

// fit is the set of colour col's empty slots next to a slot of its row that
// holds a card or a joker: where its number cards and a joker fit now.
func (m *mboard) fit(col int) uint32 {
	o := m.occ[col]
	return (o<<1 | o>>1) &^ o & mValues
}

// linkable is the set of colour col's empty slots a connection card can
// lead to: the values that lie in a neighbour row.
func (m *mboard) linkable(col int) uint32 {
	var near uint32
	for n := range master.NumRows {
		if m.nbr[col]&(1<<n) != 0 {
			near |= m.occ[n]
		}
	}
	return near &^ m.occ[col] & mValues
}

// place puts a card or a joker (joker true) in the empty slot (col, v) and
// takes the bonus card if that completes a side of the row.
func (m *mboard) place(col, v int, joker bool) {
	bit := uint32(1) << v
	m.occ[col] |= bit
	if joker {
		m.jok[col] |= bit
		m.jokers--
		m.value -= master.JokerValue
	} else {
		m.mine[col] &^= bit
		m.value -= v
	}
	m.hand--
	m.laid++
	if m.supply > 0 && (bit&mLow != 0 && m.occ[col]&mLow == mLow || bit&mHigh != 0 && m.occ[col]&mHigh == mHigh) {
		m.supply--
		m.gained++
	}
}

// swap exchanges the hand's card (col, v) for the joker standing in its slot.
func (m *mboard) swap(col, v int) {
	bit := uint32(1) << v
	m.jok[col] &^= bit
	m.mine[col] &^= bit
	m.jokers++
	m.value += master.JokerValue - v
	m.swaps++
}

// completes reports whether a card in the empty slot (col, v) would fill
// the last gap of its side.
func (m *mboard) completes(col, v int) bool {
	bit := uint32(1) << v
	o := m.occ[col] | bit
	return bit&mLow != 0 && o&mLow == mLow || bit&mHigh != 0 && o&mHigh == mHigh
}

// free is the set of the seat's number cards it can lay on its own in a
// chain from the table as it lies: from a fitting slot outward, and, with
// connection cards, from a slot a connection card leads to.
func (m *mboard) free(col int, withLinks bool) uint32 {
	seeds := m.fit(col) & m.mine[col]
	if withLinks && m.links > 0 {
		seeds |= m.linkable(col) & m.mine[col]
	}
	return fill(seeds, m.mine[col])
}

// fill is flood done in parallel: the cells of within that a chain of
// neighbours links to seeds, found by doubling shifts in both directions
// instead of one step at a time, because the plan search asks for it at
// every position it judges.
func fill(seeds, within uint32) uint32 {
	up, pro := seeds&within, within
	up |= pro & (up << 1)
	pro &= pro << 1
	up |= pro & (up << 2)
	pro &= pro << 2
	up |= pro & (up << 4)
	pro &= pro << 4
	up |= pro & (up << 8)
	pro &= pro << 8
	up |= pro & (up << 16)
	down, pro := seeds&within, within
	down |= pro & (down >> 1)
	pro &= pro >> 1
	down |= pro & (down >> 2)
	pro &= pro >> 2
	down |= pro & (down >> 4)
	pro &= pro >> 4
	down |= pro & (down >> 8)
	pro &= pro >> 8
	down |= pro & (down >> 16)
	return up | down
}

// key is a 64-bit hash of a plan's position for the transposition table:
// two plans that reach the same table and hand by other orders are the
// same. The hand follows from the table (the plan only removes cards from
// it) but for the jokers, and the connection cards and the count of cards
// laid complete the position.
func (m *mboard) key() uint64 {
	h := uint64(m.jokers) | uint64(m.links)<<8 | uint64(m.laid)<<16
	for col := range master.NumRows {
		h = card.Mix(h, uint64(m.occ[col])|uint64(m.jok[col])<<32)
	}
	return h | 1
}

// mseen is the plan search's transposition table: an open-addressing set
// of position hashes, emptied for each decision by moving to a new
// generation instead of clearing it.
type mseen struct {
	keys [1 << 14]uint64
	gen  [1 << 14]uint32
	cur  uint32
}

// reset empties the set.
func (t *mseen) reset() {
	t.cur++
	if t.cur == 0 {
		t.gen = [len(t.gen)]uint32{}
		t.cur = 1
	}
}

// add inserts k and reports whether it was new. A full neighbourhood
// counts as seen, so the search stays bounded.
func (t *mseen) add(k uint64) bool {
	const mask = len(t.keys) - 1
	i := int(k) & mask
	for range 16 {
		if t.gen[i] != t.cur {
			t.gen[i], t.keys[i] = t.cur, k
			return true
		}
		if t.keys[i] == k {
			return false
		}
		i = (i + 1) & mask
	}
	return false
}
