package bot

import (
	"math/bits"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// The normal MASTER bot's weights, in points. Shedding a card is worth its
// value; freeing one of its own cards next to it is worth more than the
// difference between most values; completing a side wins a bonus card; and
// a card that lets the others lay next to it costs a little.
const (
	normalMasterValue  = 0.5  // per point of the card's value
	normalMasterUnlock = 8.0  // per own card it makes fit
	normalMasterBonus  = 12.0 // the card completes a side
	normalMasterOpen   = 2.0  // per unseen card it makes fit
	normalMasterDanger = 4    // another hand this small may go out soon
)

// masterNormal lays up to four cards, best first: high values and cards
// that free its own further cards. It exchanges a joker when it holds the
// real card, leads a connection card to a card that is otherwise stuck,
// lays a joker where it frees its own card or completes a side (or to shed
// it when the round may end soon), and draws when nothing useful fits.
func (b *Master) masterNormal(v *master.View) master.Action {
	if v.Turn.Pending != card.None {
		return b.pendingLay()
	}
	var m mboard
	m.read(v)
	if m.laid < master.MaxLaid {
		if a, ok := b.find(master.Swap); ok {
			return a
		}
	}
	best, bestScore, found := master.Action{}, 0.0, false
	for _, a := range b.legal {
		if a.Kind != master.Lay || a.Card.IsJoker() {
			continue
		}
		col, val := int(a.Card.Color()), a.Card.Value()
		if s := m.normalScore(col, val); !found || s > bestScore {
			best, bestScore, found = a, s, true
		}
	}
	if found {
		return best
	}
	for _, a := range b.legal {
		if a.Kind != master.Connect {
			continue
		}
		col, val := int(a.To), a.At.Value()
		if m.mine[col]&(1<<val) == 0 || m.fit(col)&(1<<val) != 0 {
			continue // it would need a joker, or the card fits without one
		}
		if s := m.normalScore(col, val); !found || s > bestScore {
			best, bestScore, found = a, s, true
		}
	}
	if found {
		return best
	}
	if a, ok := b.normalJoker(&m); ok {
		return a
	}
	if a, ok := b.find(master.End); ok {
		return a
	}
	if a, ok := b.find(master.Draw); ok {
		return a
	}
	return b.fallback()
}

// normalScore judges laying the number card (col, val) by its value and the
// cards it makes fit next to it.
func (m *mboard) normalScore(col, val int) float64 {
	s := normalMasterValue * float64(val)
	if m.supply > 0 && m.completes(col, val) {
		s += normalMasterBonus
	}
	bit := uint32(1) << val
	next := (bit<<1 | bit>>1) & mValues &^ m.occ[col] &^ m.fit(col)
	s += normalMasterUnlock * float64(bits.OnesCount32(next&m.mine[col]))
	s -= normalMasterOpen * float64(bits.OnesCount32(next&m.unseen[col]))
	return s
}

// normalJoker finds a joker lay worth making: one that completes a side,
// one that frees an own card which can follow this turn, or, when the
// round may end soon or only jokers are left, any.
func (b *Master) normalJoker(m *mboard) (master.Action, bool) {
	var dump master.Action
	dumpOK := false
	shed := m.jokers == m.hand || m.pile == 0 || m.oppMin <= normalMasterDanger
	for _, a := range b.legal {
		if a.Kind != master.Lay || !a.Card.IsJoker() {
			continue
		}
		col, val := int(a.As.Color()), a.As.Value()
		bit := uint32(1) << val
		if m.supply > 0 && m.completes(col, val) {
			return a, true
		}
		if m.laid+1 < master.MaxLaid && (bit<<1|bit>>1)&m.mine[col] != 0 {
			return a, true
		}
		if shed && !dumpOK {
			dump, dumpOK = a, true
		}
	}
	return dump, dumpOK
}
