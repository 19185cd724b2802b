package bot

import "elferraus/engine/elfer"

// easyEndPercent is how often, out of 100, the easy bot ends its turn as
// soon as it may: a casual player who is happy with one card and does not
// plan ahead.
const easyEndPercent = 45

// easy picks a random legal action, ending the turn early fairly often.
func (b *Elfer) easy() elfer.Action {
	if end, ok := b.endAction(); ok && b.rng.IntN(100) < easyEndPercent {
		return end
	}
	n := 0
	for _, a := range b.legal {
		if a.Kind == elfer.Lay {
			n++
		}
	}
	if n == 0 {
		return b.legal[b.rng.IntN(len(b.legal))]
	}
	k := b.rng.IntN(n)
	for _, a := range b.legal {
		if a.Kind == elfer.Lay {
			if k == 0 {
				return a
			}
			k--
		}
	}
	return b.legal[0]
}
