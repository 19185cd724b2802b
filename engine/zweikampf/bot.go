package zweikampf

import "elferraus/engine/level"

// Bot plays a seat. Zweikampf leaves nothing to decide: each battle a
// player turns the top card of his stack as it lies, and in the long game a
// used-up stack is shuffled by the round's generator, not in an order the
// player picks (RULES.md, zweikampf). Every seat to move has exactly one
// legal action, so Easy, Normal and Hard exist for the level menus but are
// the same bot: it turns its card, or shuffles when its stack is used up,
// and any difference between the levels in a tournament is the deal's luck.
type Bot struct {
	Level level.Level
}

// NewBot returns a bot of the level; no choice of it is random, so the
// seat and the seed change nothing.
func NewBot(l level.Level, _ int, _ uint64) *Bot { return &Bot{Level: l} }

// Choose returns the view's seat's one legal action (a zero Action for a
// missing view or a finished game).
func (b *Bot) Choose(v *View) Action {
	if v == nil || v.Over {
		return Action{}
	}
	if v.Shuffle {
		return Action{v.Seat, Shuffle}
	}
	return Action{v.Seat, Turn}
}
