package bot

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// Elfer plays Elfer raus! and its variants from one seat's view. It keeps
// only its level, its own seeded generator and scratch buffers: it decides
// every action afresh from the view it is handed, so a game can be saved and
// resumed with new bots without changing how they play.
//
// An Elfer is not safe for use by several goroutines at once; give every
// seat its own.
type Elfer struct {
	level Level
	rng   card.Rng
	legal []elfer.Action
	opts  []uint32
	hp    *hardParams // the hard bot's weights when not its variant's defaults (tests)
}

// NewElfer returns a bot of the given level whose random choices all come
// from seed, so that a game with bots can be replayed from its seeds. A
// level outside Levels() plays as Normal rather than failing a game.
func NewElfer(level Level, seed uint64) *Elfer {
	if level < Easy || level > Hard {
		level = Normal
	}
	return &Elfer{
		level: level,
		rng:   card.NewRng(seed),
		legal: make([]elfer.Action, 0, 24),
		opts:  make([]uint32, 0, 256),
	}
}

// Choose returns one legal action for the seat of v, which must be on turn.
// A turn of several cards is played by calling Choose again after each
// action. The action is always one of v.Legal(); when v offers no legal
// action at all (the round is over, or another seat is on turn) Choose
// returns the zero Action, which Apply refuses without harm.
func (b *Elfer) Choose(v *elfer.View) elfer.Action {
	if v == nil {
		return elfer.Action{}
	}
	b.legal = v.AppendLegal(b.legal[:0])
	switch len(b.legal) {
	case 0:
		return elfer.Action{}
	case 1:
		return b.legal[0]
	}
	var a elfer.Action
	switch b.level {
	case Easy:
		a = b.easy()
	case Hard:
		a = b.hard(v)
	default:
		a = b.normal(v)
	}
	for _, l := range b.legal {
		if l == a {
			return a
		}
	}
	return b.legal[0]
}

// endAction is the legal action that ends the turn, if there is one.
func (b *Elfer) endAction() (elfer.Action, bool) {
	for _, a := range b.legal {
		if a.Kind == elfer.End {
			return a, true
		}
	}
	return elfer.Action{}, false
}

// towards returns a legal lay that brings the rows closer to target, or
// false if target adds nothing to what lies. Any order of the new cards that
// keeps each touching its row reaches target; laying the highest value first
// fixes one.
func (b *Elfer) towards(bd *board, target *[card.NumColors]uint32) (elfer.Action, bool) {
	best, found := elfer.Action{}, false
	for _, a := range b.legal {
		if a.Kind != elfer.Lay {
			continue
		}
		c := a.Card
		col := int(c.Color())
		if target[col]&^bd.laid[col]&(1<<c.Value()) == 0 {
			continue
		}
		if !found || c.Value() > best.Card.Value() {
			best, found = a, true
		}
	}
	return best, found
}
