package ueberall

import (
	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot is a computer player of Überall anschließen, deciding from a View and
// its own seeded generator. The game leaves little to decide, so the levels
// differ in care: how often a bot overlooks a fit and how often it calls
// "Stopp!" on another's overlooked fit, and (hard) which fitting pile it
// feeds: the one of the player with the fewest cards.
type Bot struct {
	level level.Level
	rng   card.Rng
}

// overlook and call are each level's chances, in percent, of laying a
// fitting card on the own pile and of calling "Stopp!".
var (
	overlook = [...]int{level.Easy: 25, level.Normal: 8, level.Hard: 0}
	calls    = [...]int{level.Easy: 30, level.Normal: 75, level.Hard: 100}
)

// NewBot returns a bot of level l; seed fixes its random choices.
func NewBot(l level.Level, seed uint64) *Bot {
	if l < level.Easy || l > level.Hard {
		l = level.Easy
	}
	return &Bot{level: l, rng: card.NewRng(seed)}
}

func (b *Bot) chance(percent int) bool { return percent > 0 && b.rng.IntN(100) < percent }

// Choose returns a legal action for the view's seat, which must be to move.
func (b *Bot) Choose(v *View) Action {
	if v == nil {
		return Action{}
	}
	me := v.Seat
	if v.Window {
		if b.chance(calls[b.level]) {
			return Action{Seat: me, Kind: Stopp}
		}
		return Action{Seat: me, Kind: Pass}
	}
	c := v.Turned
	switch {
	case c == card.None:
		return Action{Seat: me, Kind: Turn}
	case v.Centre == card.None:
		return Action{Seat: me, Kind: Centre}
	case Fits(c, v.Centre):
		if b.chance(overlook[b.level]) {
			return Action{Seat: me, Kind: Keep}
		}
		return Action{Seat: me, Kind: Centre}
	}
	var fits []int
	for p, t := range v.Tops {
		if p != me && Fits(c, t) {
			fits = append(fits, p)
		}
	}
	if len(fits) == 0 || b.chance(overlook[b.level]) {
		return Action{Seat: me, Kind: Keep}
	}
	on := fits[b.rng.IntN(len(fits))]
	if b.level == level.Hard {
		for _, p := range fits {
			if v.Stacks[p]+v.Piles[p] < v.Stacks[on]+v.Piles[on] {
				on = p
			}
		}
	}
	return Action{Seat: me, Kind: Give, On: on}
}
