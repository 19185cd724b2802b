package scenes

import (
	"errors"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/sprites"
)

// Undo against bots. A single person playing against bots may take back his
// last decision: the round goes back to just before his latest action that
// was a real choice (more than one legal action, outside a real-time
// window), and every bot reply made since goes with it. One step only: after
// an undo the button stays away until he has decided again, so a round
// cannot be walked back decision by decision (that would turn every bot
// reply into a preview). It is not offered with two or more people at the
// screen, in Schnipp Schnapp (its own table, which has no undo), in
// Überall anschließen's "Stopp!" windows, in replays, once the round is
// over, nor for a decision made before the match was resumed from a save.
//
// Nor does an undo ever cross an action that showed the person a card he
// had not seen before: a bot's lay from its hand, a card he drew, the bids
// of a trick revealed, the cards of a guess turned up, a lay turned over on
// a call. What he has seen cannot be hidden from him again, and a choice
// made anew with it in mind would be a choice made with the cards of the
// others in sight. Both tables decide this here, in one place: after every
// action the cards the person's seat is shown (games.Shown, from the
// engine's own account of what a view shows) are added to the set of cards
// he has ever seen, and shown notes the position after the last action
// that made that set grow. The set only grows, so a position before shown
// is one where he had seen fewer cards than now, and one from shown on is
// one where he had seen them all: an undo may go back to the latter only.
// When his last decision lies behind such a reveal, the button stays away,
// and the key (or a press where the button would be) says why.
//
// The round is never copied: it is rebuilt from its own record, replayed
// through the engine up to that point, the way a save is resumed. The bots
// are rebuilt too. A bot's random choices come from one generator per seat
// and round that advances with every question it is asked (and some bots
// remember what they saw), so a bot made afresh would answer the same
// position differently than it did the first time, and a person could undo
// until the dice fall his way. The table therefore notes at which position
// each bot was asked, makes the bots anew from their seeds and asks them
// again at exactly those positions while the round is replayed: after an
// undo every bot is in the state it was in when the person made his move,
// and the same move brings the same replies.
//
// undoState is that bookkeeping for one round at one table.
type undoState struct {
	// from is the action count at which the round's bots were made (0 at
	// the deal, the saved position on a resume): the rebuild starts there.
	from int
	// acts are the actions applied since from, in order.
	acts []undoAct
	// asks are the questions put to the bots since from, in order.
	asks []botAsk
	// floor: no undo goes back before this position (the last undo's), so
	// that an undo is one step.
	floor int
	// pos is the action count of the round at the table now.
	pos func() int
	// round is the engine's round at the table now; seat the person's.
	round func() games.Round
	seat  int
	// seen is every card the person's seat has been shown since from, and
	// shown the position after the last action that added a card to it
	// (from at first): no undo goes back before shown. Where the round
	// cannot tell what a view shows, every action counts as showing
	// something.
	seen  games.Cards
	shown int
}

// undoBy is who made an action, as far as Undo cares: the person's own
// choice is what an undo goes back before; his other actions and the
// bots' replies go with it.
type undoBy uint8

const (
	byBot    undoBy = iota // a bot's action
	byPerson               // the person's, with nothing else legal
	byChoice               // the person's own choice
)

// undoWhy is whether an undo may go back now, and if not, why.
type undoWhy uint8

const (
	// undoNone: there is no decision to take back (none made, the last
	// one taken back already, or the bookkeeping is off).
	undoNone undoWhy = iota
	// undoYes: the undo may go back.
	undoYes
	// undoShown: cards were shown since the last decision.
	undoShown
)

// undoAct is an action as the table applied it (a move at the table of
// rows, a games.Action at the board) and who made it.
type undoAct struct {
	a  any
	by undoBy
}

// botAsk is a bot asked for its choice: its seat and the round's action
// count then.
type botAsk struct{ seat, at int }

// askBot passes a bot's questions on and notes them.
type askBot struct {
	games.Bot
	seat int
	u    *undoState
}

func (b *askBot) Choose(v games.View) games.Action {
	b.u.asks = append(b.u.asks, botAsk{b.seat, b.u.pos()})
	return b.Bot.Choose(v)
}

// reset starts the bookkeeping of a round whose fresh bots were made at
// action count from; the person sits in seat of round.
func (u *undoState) reset(from int, pos func() int, round func() games.Round, seat int) {
	*u = undoState{from: from, acts: u.acts[:0], asks: u.asks[:0], pos: pos, round: round, seat: seat, shown: from}
	games.Shown(round(), seat, &u.seen)
}

// wrap returns the bots, each noting its questions (nil stays nil: a
// person's seat).
func (u *undoState) wrap(bots []games.Bot) []games.Bot {
	out := make([]games.Bot, len(bots))
	for p, b := range bots {
		if b != nil {
			out[p] = &askBot{Bot: b, seat: p, u: u}
		}
	}
	return out
}

// note keeps an action just applied (nothing where there is no undo) and
// what it showed the person.
func (u *undoState) note(a any, by undoBy) {
	if u.pos == nil {
		return
	}
	u.acts = append(u.acts, undoAct{a, by})
	var now games.Cards
	if !games.Shown(u.round(), u.seat, &now) || !u.seen.Covers(&now) {
		u.seen.Union(&now)
		u.shown = u.from + len(u.acts)
	}
}

// target is the position an undo goes back to, just before the person's
// latest own choice, and whether it may.
func (u *undoState) target(now int) (int, undoWhy) {
	if u.pos == nil || u.from+len(u.acts) != now {
		// An action the table did not see: no undo rather than a wrong one.
		return 0, undoNone
	}
	for i := len(u.acts) - 1; i >= 0; i-- {
		if u.acts[i].by == byChoice {
			k := u.from + i
			switch {
			case k < u.floor:
				return k, undoNone
			case k < u.shown:
				return k, undoShown
			}
			return k, undoYes
		}
	}
	return 0, undoNone
}

// reach counts what an undo back to position k takes back: the person's
// actions (his choice and any that had no alternative) and the others'.
func (u *undoState) reach(k int) (mine, replies int) {
	for _, a := range u.acts[k-u.from:] {
		if a.by == byBot {
			replies++
		} else {
			mine++
		}
	}
	return mine, replies
}

// undoneText says how far an undo went back: the person's moves and the
// replies taken back with them.
func undoneText(tx *Text, mine, replies int) string {
	moves := tx.UndoneMoves[0]
	if mine != 1 {
		moves = fmt.Sprintf(tx.UndoneMoves[1], mine)
	}
	switch {
	case replies == 1:
		moves = fmt.Sprintf(tx.UndoneReplies[0], moves)
	case replies > 1:
		moves = fmt.Sprintf(tx.UndoneReplies[1], moves, replies)
	}
	return fmt.Sprintf(tx.Undone, moves)
}

// undoAsked reports whether the key or a press where the button sits asks
// for an undo.
func undoAsked(in *game.Input, r rect, pressFree bool) bool {
	return undoKey(in) || in.Released && pressFree && r.contains(in.X, in.Y)
}

// rebuild steps a round from from to position k: before each action it
// asks the bots again what they were asked at that position (ask), then
// applies the action (apply), then lets after see it.
func (u *undoState) rebuild(k int, ask func(seat int), apply func(a any) error, after func(a any)) error {
	j := 0
	for i := u.from; i < k; i++ {
		for ; j < len(u.asks) && u.asks[j].at <= i; j++ {
			ask(u.asks[j].seat)
		}
		a := u.acts[i-u.from].a
		if err := apply(a); err != nil {
			return fmt.Errorf("action %d of the round: %w", i+1, err)
		}
		if after != nil {
			after(a)
		}
	}
	return nil
}

// undone forgets what came after position k, which the round is back at.
func (u *undoState) undone(k int) {
	u.acts = u.acts[:k-u.from]
	i := 0
	for i < len(u.asks) && u.asks[i].at < k {
		i++
	}
	u.asks = u.asks[:i]
	u.floor = k
}

// errUndoDiffers is a rebuilt round that is not the round its record says:
// the undo is refused rather than showing a wrong position.
var errUndoDiffers = errors.New("the rebuilt round differs from its record")

// readBack reads a record as a save would hold it.
func readBack(rec interface{ Marshal() []byte }) (*games.Game, games.Record, error) {
	return registry.Read(rec.Marshal())
}

// undoKey reports whether a key asking for an undo was pressed: U,
// Backspace, or Z (so Ctrl+Z works too). None of them does anything else
// at a table.
func undoKey(in *game.Input) bool {
	return in.Key(ebiten.KeyU) || in.Key(ebiten.KeyBackspace) || in.Key(ebiten.KeyZ)
}

// drawUndoButton paints the Undo button.
func drawUndoButton(ctx *game.Context, screen *ebiten.Image, r rect, label string) {
	s := ctx.Scale
	in := &ctx.Input
	st := sprites.Normal
	if r.contains(in.X, in.Y) && !in.Touch {
		st = sprites.Hover
		if in.Down {
			st = sprites.Pressed
		}
	}
	ctx.Paint.DrawButton(screen, r.x*s, r.y*s, r.w*s, r.h*s, label, sprites.Face(18*s, true), st)
}

// The table of rows.

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

// The board.

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
