package rows

import (
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
)

// resetUndo starts the bookkeeping of the round just put on the table and
// gives it fresh bots that note their questions (the same bots, from the
// same seeds, as the match gave it).
func (t *Table) resetUndo() {
	if t.Rp != nil || t.Setup.Humans() != 1 || t.net != nil {
		t.undo = shell.UndoState{}
		return
	}
	s := t.State
	t.undo.Reset(s.Actions(), func() int { return t.State.Actions() }, func() games.Round { return t.State.Engine() }, t.person())
	s.SetBots(t.undo.Wrap(t.freshBots()))
}

// freshBots are the bots of the running round as its deal made them.
func (t *Table) freshBots() []games.Bot {
	seed := t.Match.RoundSeed(t.Match.Played() + 1)
	g := t.Match.m.Game
	bots := make([]games.Bot, t.Setup.Players)
	for p := range bots {
		if !t.Setup.Human(p) {
			bots[p] = g.NewBot(t.Setup.Level, p, shell.BotSeed(seed, p))
		}
	}
	return bots
}

// person is the seat of the one person at the table (-1 with none).
func (t *Table) person() int {
	for p := range t.Setup.Players {
		if t.Setup.Human(p) {
			return p
		}
	}
	return -1
}

// ownChoice tells who an action of seat now would be by: the person's own
// choice when he has more than one legal action, else his or a bot's.
func (t *Table) ownChoice(seat int) shell.UndoBy {
	switch {
	case !t.Setup.Human(seat):
		return shell.ByBot
	case t.undo.Pos != nil && len(t.State.AppendLegal(nil, seat)) > 1:
		return shell.ByChoice
	}
	return shell.ByPerson
}

// undoWhy tells whether an undo may go back now, and if not, why.
func (t *Table) undoWhy() shell.UndoWhy {
	if t.Rp != nil || t.Setup.Humans() != 1 || t.net != nil || t.State.IsOver() || t.dealing || t.finished {
		return shell.UndoNone
	}
	_, why := t.undo.Target(t.State.Actions())
	return why
}

// canUndo reports whether the Undo button is offered now.
func (t *Table) canUndo() bool { return t.undoWhy() == shell.UndoYes }

// UndoRect is the Undo button: at the left, between the rows and the pile;
// upright, where the pile lies at the screen's edge, at the status line's
// left end (centred on the pile it began off the screen).
func (t *Table) UndoRect() ui.Rect {
	l := &t.Lay
	w := 104.0
	if l.portrait {
		return ui.Rect{X: pMargin, Y: l.statusY - 16, W: w, H: 32}
	}
	return ui.Rect{X: l.pile.X + l.pile.W/2 - w/2, Y: l.rowsBottom + 12, W: w, H: 36}
}

// updateUndo takes the Undo button or key; it reports whether it undid.
// Where cards were shown since the person's last decision, the key or a
// press where the button would be says why there is no Undo.
func (t *Table) updateUndo(ctx *game.Context) bool {
	why := t.undoWhy()
	t.UndoOK = why == shell.UndoYes
	// With the button away (cards were shown), only a key asks: a press
	// where it stood goes to what lies there.
	if why == shell.UndoNone || !shell.UndoAsked(&ctx.Input, t.UndoRect(), !t.press.active && why != shell.UndoShown) {
		return false
	}
	return t.Undo()
}

// Undo takes the person's last decision back (see undoState); it reports
// whether it did, and says how far it went back, or why it may not. The
// save follows, so a resumed match is at the undone position too.
func (t *Table) Undo() bool {
	switch t.undoWhy() {
	case shell.UndoNone:
		return false
	case shell.UndoShown:
		if t.text != nil {
			t.Say(t.text.UndoShown)
		}
		return false
	}
	k, _ := t.undo.Target(t.State.Actions())
	mine, replies := t.undo.Reach(k)
	if err := t.undoRound(k); err != nil {
		t.Say(err.Error())
		return false
	}
	if t.text != nil {
		t.Say(shell.UndoneText(t.text, mine, replies))
	}
	return true
}

// undoRound puts the round back at position k.
func (t *Table) undoRound(k int) error {
	g, rec, err := shell.ReadBack(t.State.Record(nil, t.Match.Played()+1))
	if err != nil {
		return err
	}
	r, err := replayRound(rec, t.undo.From)
	if err != nil {
		return err
	}
	bots := t.freshBots()
	r.SetBots(bots)
	err = t.undo.Rebuild(k, func(p int) { r.Bot(p) }, func(a any) error { return r.Apply(a.(Move)) }, nil)
	if err != nil {
		return err
	}
	want, err := g.Replay(rec, k)
	if err != nil {
		return err
	}
	if !r.Engine().Equal(want) {
		return shell.ErrUndoDiffers
	}
	r.SetBots(t.undo.Wrap(bots))
	t.undo.Undone(k)
	t.use(r)
	// Whatever the table showed of the undone moves goes: a choice in
	// progress, a card held, the selection, the last moves.
	t.dropPress()
	t.pick = pick{}
	t.cands = t.cands[:0]
	t.Sel, t.keys = 0, false
	t.actor = -1
	t.wait = 0
	if t.text != nil {
		t.last = r.LastMoves(t.text)
	}
	t.key = viewKey{}
	t.see()
	t.legal = r.AppendLegal(t.legal[:0], t.view.Seat)
	t.save()
	return nil
}

// undoDrawn reports whether the Undo button is on screen.
func (t *Table) undoDrawn() bool {
	return t.UndoOK && t.Rp == nil && !t.State.IsOver() && !t.Covered()
}

// drawUndo paints the Undo button while it is offered.
func (t *Table) drawUndo(ctx *game.Context) {
	if t.undoDrawn() {
		shell.DrawUndoButton(ctx, t.screen, t.UndoRect(), t.text.Undo)
	}
}
