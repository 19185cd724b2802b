package board

import (
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"slices"
)

// resetUndo starts the bookkeeping of the round just put on the board; its
// bots note their questions.
func (b *Board) resetUndo() {
	if b.rp != nil || b.Setup.Humans() != 1 || b.net != nil {
		b.undo = shell.UndoState{}
		return
	}
	b.undo.Reset(b.round.Actions(), func() int { return b.round.Actions() }, func() games.Round { return b.round }, b.person())
	b.bots = b.undo.Wrap(b.bots)
}

// person is the seat of the one person at the screen.
func (b *Board) person() int {
	for p := range b.Setup.Players {
		if b.Setup.Human(p) {
			return p
		}
	}
	return -1
}

// ownChoice tells who a would be by now: the person's own choice when it
// is one of his legal actions with others to choose from, outside a
// real-time window; his action all the same when it is one of his legal
// ones; else a bot's.
func (b *Board) ownChoice(a games.Action) shell.UndoBy {
	p := b.person()
	if p < 0 || !slices.Contains(b.round.ToMove(), p) {
		return shell.ByBot
	}
	legal := b.round.Legal(p)
	if !slices.ContainsFunc(legal, func(l games.Action) bool { return sameAction(l, a) }) {
		return shell.ByBot
	}
	if b.undo.Pos == nil || b.inWindow() || len(legal) < 2 {
		return shell.ByPerson
	}
	return shell.ByChoice
}

// undoWhy tells whether an undo may go back now, and if not, why.
func (b *Board) undoWhy() shell.UndoWhy {
	if b.rp != nil || b.Setup.Humans() != 1 || b.net != nil || b.Dealing || b.Cover || b.round.IsOver() || b.inWindow() {
		return shell.UndoNone
	}
	_, why := b.undo.Target(b.round.Actions())
	return why
}

// canUndo reports whether the Undo button is offered now.
func (b *Board) canUndo() bool { return b.undoWhy() == shell.UndoYes }

// UndoRect is the Undo button: at the left, level with the status line.
func (b *Board) UndoRect() ui.Rect {
	g := &b.Geom
	return ui.Rect{X: 20, Y: g.statusY - 14, W: 112, H: 36}
}

// updateUndo takes the Undo button or key; it reports whether it undid.
// Where cards were shown since the person's last decision, the key or a
// press where the button would be says why there is no Undo.
func (b *Board) updateUndo(ctx *game.Context) bool {
	why := b.undoWhy()
	b.UndoOK = why == shell.UndoYes
	if why == shell.UndoNone || !shell.UndoAsked(&ctx.Input, b.UndoRect(), why != shell.UndoShown) {
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
	case shell.UndoNone:
		return false
	case shell.UndoShown:
		b.Say(b.text.UndoShown)
		return false
	}
	k, _ := b.undo.Target(b.round.Actions())
	mine, replies := b.undo.Reach(k)
	if err := b.undoRound(k); err != nil {
		b.Say(err.Error())
		return false
	}
	b.Say(shell.UndoneText(b.text, mine, replies))
	return true
}

// undoRound puts the round back at position k.
func (b *Board) undoRound(k int) error {
	g, rec, err := shell.ReadBack(b.round.Record(nil, b.rn))
	if err != nil {
		return err
	}
	// The round is played from the deal to where the bots were made, and
	// on to k, every action told in the log as in play by a board of its
	// own: a board remembers what it showed, and that must be the undone
	// position's. So the log after an undo is the log of that position,
	// the lines before a resume included.
	r, t, err := b.tellRecord(g, rec, b.undo.From)
	if err != nil {
		return err
	}
	seed := b.Match.RoundSeed(b.rn)
	bots := make([]games.Bot, b.Setup.Players)
	for p := range bots {
		if !b.Setup.Human(p) {
			bots[p] = g.NewBot(b.Setup.Level, p, shell.BotSeed(seed, p))
		}
	}
	err = b.undo.Rebuild(k,
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
		return shell.ErrUndoDiffers
	}
	b.undo.Undone(k)
	b.round, b.bg = r, t.bg
	b.log.Reset(t.lines)
	b.bots = b.undo.Wrap(bots)
	b.Sel, b.focus = -1, 0
	b.windowT = 0
	// The bots wait their beat, as after any move of the person's.
	b.Wait = 0
	if b.ctx != nil {
		b.Wait = b.beat(b.ctx)
	}
	b.LaidFor = -1
	b.save()
	return nil
}

// undoDrawn reports whether the Undo button is on screen.
func (b *Board) undoDrawn() bool {
	return b.UndoOK && b.rp == nil && !b.round.IsOver() && !b.Cover
}

// drawUndo paints the Undo button while it is offered.
func (b *Board) drawUndo(ctx *game.Context) {
	if b.undoDrawn() {
		shell.DrawUndoButton(ctx, b.screen, b.UndoRect(), b.text.Undo)
	}
}
