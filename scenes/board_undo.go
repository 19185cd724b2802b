package scenes

import (
	"elferraus/engine/games"
	"elferraus/game"
	"slices"
)

// resetUndo starts the bookkeeping of the round just put on the board; its
// bots note their questions.
func (b *Board) resetUndo() {
	if b.rp != nil || b.setup.Humans() != 1 {
		b.undo = undoState{}
		return
	}
	b.undo.reset(b.round.Actions(), func() int { return b.round.Actions() }, func() games.Round { return b.round }, b.person())
	b.bots = b.undo.wrap(b.bots)
}

// person is the seat of the one person at the screen.
func (b *Board) person() int {
	for p := range b.setup.Players {
		if b.setup.Human(p) {
			return p
		}
	}
	return -1
}

// ownChoice tells who a would be by now: the person's own choice when it
// is one of his legal actions with others to choose from, outside a
// real-time window; his action all the same when it is one of his legal
// ones; else a bot's.
func (b *Board) ownChoice(a games.Action) undoBy {
	p := b.person()
	if p < 0 || !slices.Contains(b.round.ToMove(), p) {
		return byBot
	}
	legal := b.round.Legal(p)
	if !slices.ContainsFunc(legal, func(l games.Action) bool { return sameAction(l, a) }) {
		return byBot
	}
	if b.undo.pos == nil || b.inWindow() || len(legal) < 2 {
		return byPerson
	}
	return byChoice
}

// undoWhy tells whether an undo may go back now, and if not, why.
func (b *Board) undoWhy() undoWhy {
	if b.rp != nil || b.setup.Humans() != 1 || b.dealing || b.cover || b.round.IsOver() || b.inWindow() {
		return undoNone
	}
	_, why := b.undo.target(b.round.Actions())
	return why
}

// canUndo reports whether the Undo button is offered now.
func (b *Board) canUndo() bool { return b.undoWhy() == undoYes }

// undoRect is the Undo button: at the left, level with the status line.
func (b *Board) undoRect() rect {
	g := &b.geom
	return rect{20, g.statusY - 14, 112, 36}
}

// updateUndo takes the Undo button or key; it reports whether it undid.
// Where cards were shown since the person's last decision, the key or a
// press where the button would be says why there is no Undo.
func (b *Board) updateUndo(ctx *game.Context) bool {
	why := b.undoWhy()
	b.undoOK = why == undoYes
	if why == undoNone || !undoAsked(&ctx.Input, b.undoRect(), why != undoShown) {
		return false
	}
	return b.Undo()
}

// Undo takes the person's last decision back (see undoState); it reports
// whether it did, and says how far it went back, or why it may not. The
// log of plays loses the undone lines and the save follows.
func (b *Board) Undo() bool {
	if b.text == nil {
		return false
	}
	switch b.undoWhy() {
	case undoNone:
		return false
	case undoShown:
		b.say(b.text.UndoShown)
		return false
	}
	k, _ := b.undo.target(b.round.Actions())
	mine, replies := b.undo.reach(k)
	if err := b.undoRound(k); err != nil {
		b.say(err.Error())
		return false
	}
	b.say(undoneText(b.text, mine, replies))
	return true
}

// undoRound puts the round back at position k.
func (b *Board) undoRound(k int) error {
	g, rec, err := readBack(b.round.Record(nil, b.rn))
	if err != nil {
		return err
	}
	// The round is played from the deal to where the bots were made, and
	// on to k, every action told in the log as in play by a board of its
	// own: a board remembers what it showed, and that must be the undone
	// position's. So the log after an undo is the log of that position,
	// the lines before a resume included.
	r, t, err := b.tellRecord(g, rec, b.undo.from)
	if err != nil {
		return err
	}
	seed := b.match.RoundSeed(b.rn)
	bots := make([]games.Bot, b.setup.Players)
	for p := range bots {
		if !b.setup.Human(p) {
			bots[p] = g.NewBot(b.setup.Level, p, botSeed(seed, p))
		}
	}
	err = b.undo.rebuild(k,
		func(p int) { bots[p].Choose(r.View(p)) },
		func(a any) error { return r.Apply(a) },
		func(a any) { t.told(a, r) })
	if err != nil {
		return err
	}
	want, err := g.Replay(rec, k)
	if err != nil {
		return err
	}
	if !r.Equal(want) {
		return errUndoDiffers
	}
	b.undo.undone(k)
	b.round, b.bg = r, t.bg
	b.log.Reset(t.lines)
	b.bots = b.undo.wrap(bots)
	b.sel, b.focus = -1, 0
	b.windowT = 0
	// The bots wait their beat, as after any move of the person's.
	b.wait = 0
	if b.ctx != nil {
		b.wait = b.beat(b.ctx)
	}
	b.laidFor = -1
	b.save()
	return nil
}

// drawUndo paints the Undo button while it is offered.
func (b *Board) drawUndo(ctx *game.Context) {
	if b.undoOK && b.rp == nil && !b.round.IsOver() && !b.cover {
		drawUndoButton(ctx, b.screen, b.undoRect(), b.text.Undo)
	}
}
