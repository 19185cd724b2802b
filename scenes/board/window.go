package board

import (
	"elferraus/engine/games"
	"elferraus/game"
	"reflect"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// updateWindow runs a real-time window: people act by key or button, bots
// after their reaction time, everybody else lets it pass when it closes.
func (b *Board) updateWindow(ctx *game.Context, t boardTimed, ticks int) {
	if b.windowT == 0 {
		b.windowT, b.windowLen = ticks, ticks
		rng := newTickRng(uint64(b.round.Actions())*7919 + b.Match.Seed)
		for _, p := range b.round.ToMove() {
			b.botAt[p] = -1
			if bot := b.bots[p]; bot != nil {
				// A bot decides once, when the window opens, and acts on
				// it after its reaction time, if the window is still open.
				a := bot.Choose(b.round.View(p))
				b.botWill[p] = a
				if !sameAction(a, t.fallback(p)) {
					b.botAt[p] = max(0, ticks-t.react(b.Setup.Level, rng.Float64()))
				}
			}
		}
		if !b.personIn(b.round.ToMove()) {
			// Nobody at the screen may act in this window: it lasts only
			// until the quickest bot acts, or not at all. The bots still
			// act in the order of their reactions.
			b.windowT = 1
			for _, p := range b.round.ToMove() {
				b.windowT = max(b.windowT, b.botAt[p]+1)
			}
		}
	}
	b.windowT--
	in := &ctx.Input
	open := func() bool { _, ok := t.window(b.round.View(b.Bottom)); return ok }
	for _, p := range slices.Clone(b.round.ToMove()) {
		if !open() || !slices.Contains(b.round.ToMove(), p) {
			// The window closed (or p chose) earlier this tick.
			continue
		}
		if b.net != nil && p != b.net.Seat {
			// The server hears the other seats of an online room.
			continue
		}
		if bot := b.bots[p]; bot != nil {
			if b.botAt[p] > 0 && b.windowT <= b.botAt[p] {
				b.Apply(b.botWill[p])
			}
			continue
		}
		for _, c := range b.windowChoices(p) {
			if (c.hasKey() && in.Key(c.key)) || (in.Released && b.windowButton(p).Contains(in.X, in.Y)) {
				b.Apply(c.act)
				break
			}
		}
	}
	if b.windowT <= 0 && open() {
		for _, p := range slices.Clone(b.round.ToMove()) {
			if b.net != nil && p != b.net.Seat {
				continue
			}
			b.Apply(t.fallback(p))
		}
	}
	if !open() {
		// Closed by the time or by the last choice: the bar and the
		// buttons go before the next frame.
		b.windowT = 0
	}
}

// personIn reports whether a person sits at any of seats.
func (b *Board) personIn(seats []int) bool {
	for _, p := range seats {
		if b.Setup.Human(p) {
			return true
		}
	}
	return false
}

// windowChoices are seat p's choices in a window other than letting it
// pass. They answer to the keys of p's person (his place among the people
// at the screen): the Schnipp Schnapp keys of the settings, so people at
// one keyboard each have their own.
func (b *Board) windowChoices(p int) []choice {
	var tb tableau
	b.bg.lay(&tb, b.round.View(p), b.round.Legal(p), b.text, b.names)
	var out []choice
	for _, c := range tb.choices {
		if t, ok := b.bg.(boardTimed); ok && sameAction(c.act, t.fallback(p)) {
			continue
		}
		c.key, c.keyed = 0, false
		if keys, ok := b.personKeys(p); ok && len(out) < len(keys) {
			c.key, c.keyed = keys[len(out)], true
		}
		out = append(out, c)
	}
	return out
}

// personKeys are the keys of seat p's person, if he has any.
func (b *Board) personKeys(p int) ([2]ebiten.Key, bool) {
	if !b.Setup.Human(p) {
		return [2]ebiten.Key{}, false
	}
	k := 0
	for q := range p {
		if b.Setup.Human(q) {
			k++
		}
	}
	keys := game.DefaultSnapKeys
	if b.ctx != nil {
		keys = b.ctx.Settings.Keys()
	}
	if k >= len(keys) {
		return [2]ebiten.Key{}, false
	}
	return keys[k], true
}

// sameAction compares two actions of any kind (some hold slices, which ==
// cannot compare).
func sameAction(a, c games.Action) bool { return reflect.DeepEqual(a, c) }
