package bot

import (
	"math"
	"math/bits"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// masterParams are the weights of the hard MASTER bot's judgement of the
// position after its turn, in points of the final score. They live in one
// value so that tests can try other settings; the bot plays with
// masterDefaults.
type masterParams struct {
	mob       float64 // per own card it can lay next turn, up to four
	free      float64 // per own card it can lay on its own later, however many
	reach     float64 // per unseen card the others can reach in a chain from the open places
	block     float64 // share of the hand's points traded for blocking when another seat may go out soon
	stuck     float64 // per own card that waits for the others' cards (play found a small reward: such cards also keep rows shut)
	stuckVal  float64 // per point of such a card: it is likely left at the end
	front     float64 // per unseen card that fits after the turn
	short1    float64 // share of a bonus lost to a side that waits for one unseen card
	short2    float64 // the same for a side that waits for two unseen cards
	jokerOpt  float64 // worth of a joker kept for later, beyond its cost
	jokerRisk float64 // per laid joker whose card the others may exchange
	link      float64 // per connection card kept for later
	win       float64 // going out with the highest score
	draw      float64 // worth of the choice a drawn card may bring
	reserve   float64 // cost of keeping no card to lay next turn while cards wait
	finish    float64 // worth of a hand that can go out next turn
}

// masterDefaults are the weights the hard bot plays with at a table of
// players seats, found by a coordinate search over seeded four- and
// six-seat rounds against the normal bot (other seeds than the tests use). Shutting the rows the others need weighs
// most: a seat that cannot lay must draw, which costs it a card and a turn
// in the race to go out; jokers and connection cards are worth more kept
// for completing a side or for the last turn than spent early, until
// another hand is nearly empty. A function, not a variable, so that nothing can
// change the weights of every bot at once.
func masterDefaults(players int) masterParams {
	p := masterParams{
		mob:       8,
		free:      2,
		reach:     5,
		block:     0.5,
		stuck:     -0.5,
		stuckVal:  0.06,
		front:     5,
		short1:    1.6,
		short2:    0.25,
		jokerOpt:  38,
		jokerRisk: 6,
		link:      10,
		win:       60,
		draw:      3.2,
		reserve:   5,
		finish:    2,
	}
	if players >= 5 {
		// Twelve cards a hand and four or five others: the round is short,
		// a shut row is soon opened by someone else, and holding cards
		// back to keep rows shut costs more than it gains.
		p.mob, p.free, p.reach, p.front = 0, 0.5, 0.5, 2.5
		p.block, p.reserve = 0, 2.5
	}
	return p
}

// masterDepth bounds the moves of one plan (four cards and the exchanges
// of the four jokers), masterFan the moves tried from one position.
const (
	masterDepth = master.MaxLaid + 4
	masterFan   = 24
)

// masterNodes bounds the positions one plan search visits, so that a
// decision stays far inside its time budget whatever the hand.
const masterNodes = 10000

// Kinds of the plan search's moves; a connection card and the card it
// leads to are one move.
const (
	mvCard      uint8 = iota + 1 // lay an own number card at its slot
	mvJoker                      // lay a joker in a slot
	mvLink                       // connection card, then the own number card
	mvLinkJoker                  // connection card, then a joker
	mvSwap                       // exchange an own card for the joker in its slot
)

// mmove is one move of the plan search.
type mmove struct{ kind, col, val uint8 }

// masterCtx holds what the judgement needs beyond the position, worked out
// once per decision.
type masterCtx struct {
	p         *masterParams
	danger    float64 // how likely another seat goes out soon
	pHold     float64 // the chance that an unseen card lies in another hand
	pJoker    float64 // the chance that another hand holds a joker
	bestOther float64 // the probable best score of the others if the round ended now
	bonus     int     // the seat's bonus cards before the turn
}

// masterSearch is one decision's plan search.
type masterSearch struct {
	ctx   masterCtx
	seen  *mseen
	nodes int
	best  float64
	first mmove
	cut   bool
	buf   [(masterDepth + 1) * masterFan]mmove
	stack [masterDepth + 1]mboard
}

// masterHard plans the rest of the turn, every way to lay up to four cards
// with connection cards and joker exchanges, judges the position each plan
// leaves (and drawing, or passing, instead) and takes the plan's first move.
func (b *Master) masterHard(v *master.View) master.Action {
	if v.Turn.Pending != card.None {
		return b.pendingLay()
	}
	p := masterDefaults(v.Players)
	if b.mp != nil {
		p = *b.mp
	}
	var root mboard
	root.read(v)
	var s masterSearch
	b.plan(&s, &root, &p)
	if root.laid == 0 && root.swaps == 0 {
		if a, ok := b.find(master.Draw); ok && s.ctx.eval(&root)-root.unseenAvg+p.draw > s.best {
			return a
		}
		if a, ok := b.find(master.Pass); ok && s.ctx.eval(&root) > s.best {
			return a
		}
	}
	if s.first.kind == 0 {
		if a, ok := b.find(master.End); ok {
			return a
		}
		return b.fallback()
	}
	return b.actionOf(s.first)
}

// plan runs the plan search from root into s.
func (b *Master) plan(s *masterSearch, root *mboard, p *masterParams) {
	if b.seen == nil {
		b.seen = new(mseen)
	}
	b.seen.reset()
	*s = masterSearch{ctx: root.context(p), seen: b.seen, best: math.Inf(-1)}
	s.search(root)
}

// context reads the table-wide factors of the judgement from the view.
func (m *mboard) context(p *masterParams) masterCtx {
	c := masterCtx{p: p, bestOther: math.Inf(-1)}
	if m.seat >= 0 && m.seat < master.MaxPlayers {
		c.bonus = m.bonus[m.seat]
	}
	if m.oppMin > 0 {
		c.danger = min(1, 3/float64(m.oppMin))
	} else {
		c.danger = 1
	}
	if m.unseenN > 0 {
		c.pHold = min(1, float64(m.oppCards)/float64(m.unseenN))
		c.pJoker = 1 - math.Pow(1-c.pHold, float64(m.unseenJokers))
	}
	for p := range m.players {
		if p != m.seat {
			c.bestOther = max(c.bestOther, float64(master.BonusValue*m.bonus[p])-float64(m.sizes[p])*m.unseenAvg)
		}
	}
	return c
}

// search deepens the plan search one move at a time, so that when the
// node budget runs out every plan of the shallower depths has been judged
// (a depth-first walk would have spent the budget on its first branch).
func (s *masterSearch) search(root *mboard) {
	s.stack[0] = *root
	for limit := 1; limit <= masterDepth; limit++ {
		s.seen.reset()
		s.cut = false
		s.dfs(0, limit, mmove{})
		if !s.cut || s.nodes >= masterNodes {
			return
		}
	}
}

// dfs walks the plans from s.stack[depth] down to limit moves; first is
// the plan's first move. It sets cut when a position at the limit had
// moves left, so a deeper walk would find more.
func (s *masterSearch) dfs(depth, limit int, first mmove) {
	m := &s.stack[depth]
	s.nodes++
	if m.laid > 0 {
		if val := s.ctx.eval(m); val > s.best {
			s.best, s.first = val, first
		}
		if m.hand == 0 {
			return
		}
	}
	if s.nodes >= masterNodes {
		return
	}
	lo := depth * masterFan
	moves := m.moves(s.buf[lo : lo : lo+masterFan])
	if depth == limit {
		s.cut = s.cut || len(moves) > 0
		return
	}
	child := &s.stack[depth+1]
	for _, mv := range moves {
		*child = *m
		child.apply(mv)
		if !s.seen.add(child.key()) {
			continue
		}
		f := first
		if f.kind == 0 {
			f = mv
		}
		s.dfs(depth+1, limit, f)
		if s.nodes >= masterNodes {
			return
		}
	}
}

// moves lists the moves worth trying from m into dst, up to its capacity: own
// number cards that fit, connection cards to own cards that do not, joker
// exchanges, and jokers where they complete a side or free an own card,
// and in the one slot that opens least, to shed their eleven points.
func (m *mboard) moves(dst []mmove) []mmove {
	add := func(kind uint8, col, v int) {
		if len(dst) < cap(dst) {
			dst = append(dst, mmove{kind, uint8(col), uint8(v)})
		}
	}
	for col := range master.NumRows {
		for s := m.jok[col] & m.mine[col]; s != 0; s &= s - 1 {
			add(mvSwap, col, bits.TrailingZeros32(s))
		}
	}
	if m.laid >= master.MaxLaid {
		return dst
	}
	for col := range master.NumRows {
		f := m.fit(col)
		for s := f & m.mine[col]; s != 0; s &= s - 1 {
			add(mvCard, col, bits.TrailingZeros32(s))
		}
	}
	if m.links > 0 {
		for col := range master.NumRows {
			f := m.fit(col)
			l := m.linkable(col) &^ f
			for s := l & m.mine[col]; s != 0; s &= s - 1 {
				add(mvLink, col, bits.TrailingZeros32(s))
			}
			if m.jokers == 0 {
				continue
			}
			for s := l &^ m.mine[col]; s != 0; s &= s - 1 {
				bit := s & -s
				if (bit<<1|bit>>1)&m.mine[col]&^f != 0 {
					add(mvLinkJoker, col, bits.TrailingZeros32(s))
				}
			}
		}
	}
	if m.jokers == 0 {
		return dst
	}
	dumpCol, dumpVal, dumpOpens := -1, 0, 3
	for col := range master.NumRows {
		f := m.fit(col)
		for s := f; s != 0; s &= s - 1 {
			bit := s & -s
			v := bits.TrailingZeros32(bit)
			next := (bit<<1 | bit>>1) & mValues &^ m.occ[col]
			switch {
			case m.supply > 0 && m.completes(col, v):
			case next&m.mine[col]&^f != 0:
			default:
				// Otherwise only the one slot that opens the fewest
				// places to the others is worth trying, to shed the
				// joker's eleven points.
				if opens := bits.OnesCount32(next & m.unseen[col]); opens < dumpOpens {
					dumpCol, dumpVal, dumpOpens = col, v, opens
				}
				continue
			}
			add(mvJoker, col, v)
		}
	}
	if dumpCol >= 0 {
		add(mvJoker, dumpCol, dumpVal)
	}
	return dst
}

// apply plays mv on m.
func (m *mboard) apply(mv mmove) {
	col, v := int(mv.col), int(mv.val)
	switch mv.kind {
	case mvCard:
		m.place(col, v, false)
	case mvJoker:
		m.place(col, v, true)
	case mvLink:
		m.links--
		m.place(col, v, false)
	case mvLinkJoker:
		m.links--
		m.place(col, v, true)
	case mvSwap:
		m.swap(col, v)
	}
}

// eval judges the position m after the turn, in points of the seat's final
// score: the bonus cards won and the points left in the hand, what it can
// lay next turn and what waits for others, the sides that are nearly
// complete (a bonus card for whoever fills them), the places opened to the
// others, and the jokers and connection cards kept. A plan that lays the
// last card ends the round and is judged by whether the seat then wins.
func (c *masterCtx) eval(m *mboard) float64 {
	p := c.p
	gain := float64(master.BonusValue * m.gained)
	if m.hand == 0 {
		my := float64(master.BonusValue * (c.bonus + m.gained))
		if my >= c.bestOther {
			return gain + p.win
		}
		return gain - p.win/4
	}
	calm := 1 - c.danger
	v := gain - (1-p.block*c.danger)*float64(m.value)
	freeN, stuckN, stuckPts := m.jokers, 0, 0
	front, reach := 0, 0
	for col := range master.NumRows {
		fr := m.free(col, true)
		st := m.mine[col] &^ fr
		freeN += bits.OnesCount32(fr)
		stuckN += bits.OnesCount32(st)
		stuckPts += sumValues(st)
		open := m.fit(col) & m.unseen[col]
		front += bits.OnesCount32(open)
		reach += bits.OnesCount32(fill(open, m.unseen[col]))
		for j := m.jok[col] & m.unseen[col]; j != 0; j &= j - 1 {
			v -= p.jokerRisk
		}
		if m.supply == 0 {
			continue
		}
		for _, side := range [2]uint32{mLow, mHigh} {
			miss := side &^ m.occ[col]
			if miss == 0 {
				continue
			}
			k := bits.OnesCount32(miss)
			un := miss &^ m.mine[col]
			switch {
			case un == 0:
				// Only the seat's own cards are missing: the bonus is
				// its own to take, unless a joker fills a gap first.
			case k == 1:
				v -= master.BonusValue * p.short1 * min(1, c.pHold+0.5*c.pJoker)
			case k == 2 && un == miss:
				v -= master.BonusValue * p.short2 * c.pHold
			}
		}
	}
	v += p.mob*float64(min(freeN, master.MaxLaid)) + p.free*float64(freeN)
	switch {
	case stuckN == 0 && m.hand <= master.MaxLaid:
		v += p.finish
	case freeN == 0:
		v -= p.reserve
	}
	v -= p.stuck*float64(stuckN) + p.stuckVal*float64(stuckPts)
	v -= (p.front*float64(front) + p.reach*float64(reach)) * c.pHold
	v += calm * (p.jokerOpt*float64(m.jokers) + p.link*float64(m.links))
	return v
}

// actionOf turns the plan's move into the legal action that makes it.
func (b *Master) actionOf(mv mmove) master.Action {
	slot := card.New(card.Color(mv.col), int(mv.val))
	for _, a := range b.legal {
		switch mv.kind {
		case mvCard, mvSwap:
			want := master.Lay
			if mv.kind == mvSwap {
				want = master.Swap
			}
			if a.Kind == want && a.Card == slot {
				return a
			}
		case mvJoker:
			if a.Kind == master.Lay && a.Card.IsJoker() && a.As == slot {
				return a
			}
		case mvLink, mvLinkJoker:
			if a.Kind == master.Connect && a.To == slot.Color() && a.At.Value() == slot.Value() {
				return a
			}
		}
	}
	return b.fallback()
}
