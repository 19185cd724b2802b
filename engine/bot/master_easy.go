package bot

import (
	"elferraus/engine/card"
	"elferraus/engine/master"
)

// The easy MASTER bot's habits, in percent: a casual player who is happy
// with a card or two, sometimes draws although a card fits, and lays
// connection cards and jokers on a whim rather than by plan.
const (
	easyMasterEnd    = 40 // ends the turn as soon as it may
	easyMasterDraw   = 20 // draws at the start of a turn though it could lay
	easyMasterNumber = 85 // lays a fitting number card rather than anything else
)

// masterEasy picks a random legal action with a casual player's habits.
func (b *Master) masterEasy(v *master.View) master.Action {
	if v.Turn.Pending != card.None {
		return b.legal[b.rng.IntN(len(b.legal))]
	}
	if a, ok := b.find(master.End); ok && b.rng.IntN(100) < easyMasterEnd {
		return a
	}
	if a, ok := b.find(master.Draw); ok && b.rng.IntN(100) < easyMasterDraw {
		return a
	}
	b.pick = b.pick[:0]
	for _, a := range b.legal {
		if a.Kind == master.Lay && !a.Card.IsJoker() {
			b.pick = append(b.pick, a)
		}
	}
	if len(b.pick) > 0 && b.rng.IntN(100) < easyMasterNumber {
		return b.pick[b.rng.IntN(len(b.pick))]
	}
	// Anything else: a random kind first, so that the many joker slots do
	// not crowd out drawing and ending.
	b.pick = b.pick[:0]
	kinds := [...]master.Kind{master.Lay, master.Connect, master.Swap, master.Draw, master.End, master.Pass}
	k := kinds[b.rng.IntN(len(kinds))]
	for _, a := range b.legal {
		if a.Kind == k {
			b.pick = append(b.pick, a)
		}
	}
	if len(b.pick) == 0 {
		return b.legal[b.rng.IntN(len(b.legal))]
	}
	return b.pick[b.rng.IntN(len(b.pick))]
}
