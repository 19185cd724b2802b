package scenes

import (
	"elferraus/engine/games"
	"elferraus/game"
)

// resetUndo starts the bookkeeping of the round just put on the table and
// gives it fresh bots that note their questions (the same bots, from the
// same seeds, as the match gave it).
func (t *Table) resetUndo() {
	if t.rp != nil || t.setup.Humans() != 1 {
		t.undo = undoState{}
		return
	}
	s := t.state
	t.undo.reset(s.Actions(), func() int { return t.state.Actions() }, func() games.Round { return t.state.Engine() }, t.person())
	s.SetBots(t.undo.wrap(t.freshBots()))
}

// freshBots are the bots of the running round as its deal made them.
func (t *Table) freshBots() []games.Bot {
	seed := t.match.RoundSeed(t.match.Played() + 1)
	g := t.match.m.Game
	bots := make([]games.Bot, t.setup.Players)
	for p := range bots {
		if !t.setup.Human(p) {
			bots[p] = g.NewBot(t.setup.Level, p, botSeed(seed, p))
		}
	}
	return bots
}

// person is the seat of the one person at the table (-1 with none).
func (t *Table) person() int {
	for p := range t.setup.Players {
		if t.setup.Human(p) {
			return p
		}
	}
	return -1
}

// ownChoice tells who an action of seat now would be by: the person's own
// choice when he has more than one legal action, else his or a bot's.
func (t *Table) ownChoice(seat int) undoBy {
	switch {
	case !t.setup.Human(seat):
		return byBot
	case t.undo.pos != nil && len(t.state.AppendLegal(nil, seat)) > 1:
		return byChoice
	}
	return byPerson
}

// undoWhy tells whether an undo may go back now, and if not, why.
func (t *Table) undoWhy() undoWhy {
	if t.rp != nil || t.setup.Humans() != 1 || t.state.IsOver() || t.dealing || t.finished {
		return undoNone
	}
	_, why := t.undo.target(t.state.Actions())
	return why
}

// canUndo reports whether the Undo button is offered now.
func (t *Table) canUndo() bool { return t.undoWhy() == undoYes }

// undoRect is the Undo button: at the left, between the rows and the pile.
func (t *Table) undoRect() rect {
	l := &t.lay
	w := 104.0
	return rect{l.pile.x + l.pile.w/2 - w/2, l.rowsBottom + 12, w, 36}
}

// updateUndo takes the Undo button or key; it reports whether it undid.
// Where cards were shown since the person's last decision, the key or a
// press where the button would be says why there is no Undo.
func (t *Table) updateUndo(ctx *game.Context) bool {
	why := t.undoWhy()
	t.undoOK = why == undoYes
	// With the button away (cards were shown), only a key asks: a press
	// where it stood goes to what lies there.
	if why == undoNone || !undoAsked(&ctx.Input, t.undoRect(), !t.press.active && why != undoShown) {
		return false
	}
	return t.Undo()
}

// Undo takes the person's last decision back (see undoState); it reports
// whether it did, and says how far it went back, or why it may not. The
// save follows, so a resumed match is at the undone position too.
func (t *Table) Undo() bool {
	switch t.undoWhy() {
	case undoNone:
		return false
	case undoShown:
		if t.text != nil {
			t.say(t.text.UndoShown)
		}
		return false
	}
	k, _ := t.undo.target(t.state.Actions())
	mine, replies := t.undo.reach(k)
	if err := t.undoRound(k); err != nil {
		t.say(err.Error())
		return false
	}
	if t.text != nil {
		t.say(undoneText(t.text, mine, replies))
	}
	return true
}

// undoRound puts the round back at position k.
func (t *Table) undoRound(k int) error {
	g, rec, err := readBack(t.state.Record(nil, t.match.Played()+1))
	if err != nil {
		return err
	}
	r, err := replayRound(rec, t.undo.from)
	if err != nil {
		return err
	}
	bots := t.freshBots()
	r.SetBots(bots)
	err = t.undo.rebuild(k, func(p int) { r.Bot(p) }, func(a any) error { return r.Apply(a.(move)) }, nil)
	if err != nil {
		return err
	}
	want, err := g.Replay(rec, k)
	if err != nil {
		return err
	}
	if !r.Engine().Equal(want) {
		return errUndoDiffers
	}
	r.SetBots(t.undo.wrap(bots))
	t.undo.undone(k)
	t.use(r)
	// Whatever the table showed of the undone moves goes: a choice in
	// progress, a card held, the selection, the last moves.
	t.dropPress()
	t.pick = pick{}
	t.cands = t.cands[:0]
	t.sel, t.keys = 0, false
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

// drawUndo paints the Undo button while it is offered.
func (t *Table) drawUndo(ctx *game.Context) {
	if t.undoOK && t.rp == nil && !t.state.IsOver() && !t.covered() {
		drawUndoButton(ctx, t.screen, t.undoRect(), t.text.Undo)
	}
}
