package bot

import (
	"elferraus/engine/card"
	"elferraus/engine/master"
)

// Master plays Elfer raus! MASTER from one seat's view. Like Elfer it keeps
// only its level, its own seeded generator and scratch buffers, and decides
// every action afresh from the view it is handed: a laying turn of several
// actions is replanned at each call, so a saved game resumes with new bots
// without changing how they play.
//
// The levels:
//   - Easy lays a random fitting card, often ends its turn after one or
//     two, sometimes draws although it could lay, and lays connection
//     cards and jokers on a whim.
//   - Normal lays up to four cards, best first: high values (they are minus
//     points in the hand), cards that free its own next cards and cards
//     that complete a side; it exchanges a joker when it holds the real
//     card, leads a connection card to a card that is otherwise stuck,
//     lays a joker where it frees its own card or completes a side, and
//     draws when nothing useful fits.
//   - Hard searches every way to finish its turn (up to four cards, with
//     connection cards and joker exchanges) and judges the position each
//     leaves: bonus cards won, points shed, the cards it can lay next turn,
//     the places and chains it opens to the others, sides left one card
//     short for them, and the jokers and connection cards it keeps; it
//     compares drawing with the best plan, and goes out when its score
//     then beats the others' probable scores.
//
// A Master is not safe for use by several goroutines at once; give every
// seat its own.
type Master struct {
	level Level
	rng   card.Rng
	legal []master.Action
	pick  []master.Action // scratch for the easy bot's random choices
	seen  *mseen          // the hard bot's transposition table, made on first use
	mp    *masterParams   // the hard bot's weights when not the defaults (tests)
}

// NewMaster returns a MASTER bot of the given level whose random choices
// all come from seed, so that a game with bots can be replayed from its
// seeds. A level outside Levels() plays as Normal rather than failing a
// game.
func NewMaster(level Level, seed uint64) *Master {
	if level < Easy || level > Hard {
		level = Normal
	}
	return &Master{
		level: level,
		rng:   card.NewRng(seed),
		legal: make([]master.Action, 0, 64),
		pick:  make([]master.Action, 0, 64),
	}
}

// Choose returns one action from v.Legal() for the seat of v, which must be
// on turn. A laying turn of several actions (lays, connection cards, joker
// exchanges, then End) is played by calling Choose again after each action.
// When v offers no legal action (the round is over, another seat is on
// turn, or v is nil) Choose returns the zero Action, which Apply refuses
// without harm.
func (b *Master) Choose(v *master.View) master.Action {
	if v == nil {
		return master.Action{}
	}
	b.legal = v.AppendLegal(b.legal[:0])
	switch len(b.legal) {
	case 0:
		return master.Action{}
	case 1:
		return b.legal[0]
	}
	var a master.Action
	switch b.level {
	case Easy:
		a = b.masterEasy(v)
	case Hard:
		a = b.masterHard(v)
	default:
		a = b.masterNormal(v)
	}
	if b.isLegal(a) {
		return a
	}
	return b.fallback()
}

// isLegal reports whether a is in the legal list of the current call.
func (b *Master) isLegal(a master.Action) bool {
	for _, l := range b.legal {
		if l == a {
			return true
		}
	}
	return false
}

// fallback is the answer when a plan names no legal action (a view no real
// table produces): a number card if one lies in the list, else the turn's
// closing action, else the first action listed.
func (b *Master) fallback() master.Action {
	for _, a := range b.legal {
		if a.Kind == master.Lay && !a.Card.IsJoker() {
			return a
		}
	}
	if a, ok := b.find(master.End); ok {
		return a
	}
	return b.legal[0]
}

// find returns the first legal action of kind k.
func (b *Master) find(k master.Kind) (master.Action, bool) {
	for _, a := range b.legal {
		if a.Kind == k {
			return a, true
		}
	}
	return master.Action{}, false
}

// pendingLay answers a connection card just laid: its own number card when
// held, else a joker, so the connection never spends a joker needlessly.
func (b *Master) pendingLay() master.Action {
	for _, a := range b.legal {
		if a.Kind == master.Lay && !a.Card.IsJoker() {
			return a
		}
	}
	return b.legal[0]
}
