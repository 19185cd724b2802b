package zweikampf

import "elferraus/engine/level"

// Bot plays a seat. Zweikampf leaves nothing to decide (the cards are
// turned as they lie, and a shuffle is the generator's), so every level
// plays alike: it turns its card, or shuffles when its stack is used up.
type Bot struct {
	Level level.Level
}

// NewBot returns a bot of the level; no choice of it is random, so the
// seat and the seed change nothing.
func NewBot(l level.Level, _ int, _ uint64) *Bot { return &Bot{Level: l} }

// Choose returns the view's seat's one legal action.
func (b *Bot) Choose(v *View) Action {
	if v.Shuffle {
		return Action{v.Seat, Shuffle}
	}
	return Action{v.Seat, Turn}
}
