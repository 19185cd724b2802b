package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Table is the scene where a round is played. It holds the round and the
// Match, lets bots move at a pace a person can follow, and turns clicks,
// taps, drags and keys of the people at the screen into engine actions.
//
// The table lays out and draws one seat's view of the round (view), never
// the round itself: a card the view knows is a sprite of its own identity,
// a hidden card (another hand, the pile) a sprite named only by where it
// lies. After each action the table computes where every sprite belongs and
// hands that to Motion, which flies the sprites whose place changed; a card
// that comes to light starts where the hidden sprite it was lay. Dealing,
// laying and drawing are all that one mechanism. Play and replay are two
// controllers over it: the people and bots, or a record (rp).
type Table struct {
	Setup shell.Setup
	text  *i18n.Text
	names []string
	Match *series
	State round
	// view is the seat's view everything on screen comes from.
	view seatView
	// pk is the round's multi-step choices and extras (MASTER), or nil;
	// xv their public figures.
	pk picker
	xv extraView

	Motion *sprites.Motion
	// dealt: the cards have had their first places; prev is the layout
	// the motion shows, next the one being made (handAt: where each seat's
	// hand begins in it), gone the sprites that left the layout.
	dealt      bool
	prev, next []sprite
	gone       []sprite
	handAt     [shell.MaxSeats]int
	actor      int // the seat that made the latest move shown, -1 if none
	Lay        layout
	legal      []Move
	// pick is a MASTER choice in progress (a joker's slot, a connection).
	pick  pick
	cands []card.Card // the slots the pick may choose now
	bonus bonusTrack  // MASTER's bonus cards as sprites
	csel  int         // keyboard selection among cands

	// Bottom is the seat whose hand lies face up at the bottom.
	Bottom int
	// hidden: the bottom hand lies face down (two or more people at one
	// screen); when a person is on turn, a hand-over screen covers the
	// table until he confirms.
	hidden   bool
	seenTurn int
	// dealing lasts until the deal animation has settled.
	dealing bool
	wait    int // ticks before the next automatic move
	endWait int // ticks the finished round stays on screen

	Sel     int       // keyboard selection in the bottom hand
	keys    bool      // the keyboard is in use: show the selection
	hover   card.Card // card under the mouse
	press   pressState
	msg     ui.Toast  // a short message in the status line's place
	Explain ui.Bubble // a card's explanation, after a long press

	last      [shell.MaxSeats]string   // each seat's last move, in words
	notes     [shell.MaxSeats]seatNote // ... fitted to its panel
	laidCount string
	laidFit   [2]ui.Fitted // the faces of the two-line laid count: word, count
	status    string
	counts    [shell.MaxSeats]string
	extras    [shell.MaxSeats]seatExtras
	laidStr   string
	supply    string
	supplyNum string // the supply's count alone (the short design's chip)
	linkLabel string
	pileStr   string
	pileNum   string // the pile's count alone (the short design's chip)
	round     string
	paused    bool

	cover ui.HandOver // the pass-the-device cover
	// finished: the round is on the score sheet; saveFailed: a save could
	// not be written (said once).
	finished, saveFailed bool
	lastFor              *i18n.Text // the language t.last is in
	// back is the menu a replay opened from a list returns to.
	back *shell.Setup
	// Code is the deal code of the match; codeStr says it on screen.
	Code, codeStr string
	// Rp drives the table from a record instead of from players.
	Rp  *replayer
	key viewKey
	// undo is the bookkeeping of the person's Undo; undoOK: it is offered.
	undo   shell.UndoState
	UndoOK bool

	// log is the round's move log; logged the events its lines tell, told
	// what they were told for, events the buffer they are read into.
	log            ui.MoveLog
	logged, events []logEvent
	told           logTold
	// fresh is the card the person just drew, marked in his hand until his
	// next action; freshW the width of its tag in freshFor's words.
	fresh    card.Card
	freshW   float64
	freshFor *i18n.Text

	// short keeps the short design's fitted texts; nameFits the seats'
	// names fitted to their panels.
	short    shortFits
	nameFits [shell.MaxSeats]ui.Fitted

	// net is the seat's online room when the table plays one (nil
	// offline): the server holds the round, the table plays this seat and
	// waits for the others. netRn is the number of the round on the
	// table, netFinal the round replayed from the server's record once it
	// is over; counted: the match is in the statistics.
	net      *shell.Net
	netRn    int
	netFinal round
	counted  bool

	drawCardFn func(id int, p sprites.Pose, lift float64)
	screen     *ebiten.Image
	ctx        *game.Context
}

type pressState struct {
	card     card.Card
	active   bool
	dragging bool
	x0, y0   float64 // where the press began
	dx, dy   float64 // grab point inside the card
}

// NewTable starts a match of one of the games of rows.
func NewTable(s shell.Setup) (*Table, error) {
	m, err := newSeries(s)
	if err != nil {
		return nil, err
	}
	t := &Table{Setup: s, Match: m, Code: shell.DealCode(s)}
	t.drawCardFn = t.drawCard
	if err := t.startRound(); err != nil {
		return nil, err
	}
	return t, nil
}

// Name identifies the scene.
func (t *Table) Name() string { return "table" }

func (t *Table) startRound() error {
	s, err := t.Match.Deal()
	if err != nil {
		return err
	}
	t.beginRound(s)
	t.save()
	return nil
}

// beginRound shows a round from its deal: dealt or replayed from a save.
func (t *Table) beginRound(s round) {
	t.use(s)
	t.finished = false
	t.pick = pick{}
	t.bonus = bonusTrack{}
	t.newMotion()
	t.dealing = true
	t.endWait = 0
	t.last = [shell.MaxSeats]string{}
	t.logged, t.fresh = t.logged[:0], card.None
	t.log.Reset(nil)
	// The person at the screen sits at the bottom, whichever seat he has.
	t.Bottom = t.nextHuman(0)
	t.hidden = false
	t.seenTurn = -1
	if t.Setup.Humans() > 1 {
		t.Bottom = t.nextHuman(s.ToMove())
		t.hidden = true
	}
	if t.net != nil {
		t.Bottom = t.net.Seat
	}
	t.Sel = 0
	t.Lay = layout{}
	t.msg.Clear()
	t.lastFor = nil // the moves so far are put in words with the next tick
	t.key = viewKey{}
	t.see()
	t.resetUndo()
}

// use makes s the round on the table, and asks once whether it brings
// choices of more than one step.
func (t *Table) use(s round) {
	t.State = s
	t.pk, _ = s.(picker)
}

// newMotion clears the table of sprites: the next layout deals.
func (t *Table) newMotion() {
	t.Motion = sprites.NewMotion()
	t.dealt = false
	t.prev = t.prev[:0]
	t.actor = -1
}

// see takes the view the table shows: the replay's choice, nobody's while
// the device is passed on, else the bottom seat's.
func (t *Table) see() {
	switch {
	case t.Rp != nil:
		t.Rp.see(t.State, &t.view)
	case t.hidden:
		t.State.See(-1, &t.view)
	default:
		t.State.See(t.Bottom, &t.view)
	}
	if t.pk != nil {
		t.pk.Extras(&t.xv)
	}
}

// Own is the bottom seat's hand while the view shows it, else nil.
func (t *Table) Own() []card.Card {
	if !t.view.sees(t.Bottom) {
		return nil
	}
	return t.view.Hands[t.Bottom]
}

// nextHuman is the first human seat from seat p on in turn order.
func (t *Table) nextHuman(p int) int {
	for i := range t.Setup.Players {
		q := (p + i) % t.Setup.Players
		if t.Setup.Human(q) {
			return q
		}
	}
	return 0
}

// HumanTurn reports whether a person at this screen is on turn and may act.
func (t *Table) HumanTurn() bool {
	p := t.State.ToMove()
	return p >= 0 && t.Setup.Human(p) && p == t.Bottom && !t.hidden && !t.dealing
}

// Highlighted lists the bottom hand's cards that may be played now: the
// cards of the engine's legal lays and exchanges while a person is on turn
// (with a connection waiting, the card it demands and the jokers).
func (t *Table) Highlighted() []card.Card {
	var out []card.Card
	for _, c := range t.Own() {
		if t.isLegalLay(c) {
			out = append(out, c)
		}
	}
	return out
}

func (t *Table) isLegalLay(c card.Card) bool {
	if !t.HumanTurn() {
		return false
	}
	if t.pick.mode == pickLinkCard {
		return c == t.pick.demand() || c.IsJoker()
	}
	for _, a := range t.legal {
		if (a.Kind == MLay || a.Kind == mSwap) && a.card == c {
			return true
		}
	}
	return false
}

func (t *Table) canDo(k moveKind) bool {
	if !t.HumanTurn() {
		return false
	}
	for _, a := range t.legal {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// Act tries an action for the seat on turn: the engine decides, and a
// refusal is shown as a short message while nothing changes.
func (t *Table) Act(a Move) bool {
	if t.net != nil {
		return t.sendMove(a)
	}
	seat := t.State.ToMove()
	own := t.ownChoice(seat)
	if err := t.State.Apply(a); err != nil {
		t.Say(t.State.Refusal(t.text, err, t.names))
		return false
	}
	t.undo.Note(a, own)
	t.actor = seat
	t.noteMove()
	// The view and the legal moves change at once, for anything else done
	// in this tick.
	t.see()
	t.legal = t.State.AppendLegal(t.legal[:0], t.view.Seat)
	t.save()
	return true
}

// Say shows a message about the turn on the table: it stays a short while
// and goes when the turn passes.
func (t *Table) Say(msg string) { t.msg.Say(msg, t.State.TurnNumber()) }

// announce shows a message about no turn in particular, for its full time.
func (t *Table) announce(msg string) { t.msg.Say(msg, -1) }

// noteMove keeps each seat's last move in words until its next one.
func (t *Table) noteMove() {
	t.last = t.State.LastMoves(t.text)
	t.wait = 0
	// The page counts the actions for its tests, as the board's does.
	game.Signal("actions", strconv.Itoa(t.State.Actions()))
}

// lastMoves describes each seat's latest move from the log: the cards laid
// in that turn, the number of cards drawn, or a pass.
func lastMoves(tx *i18n.Text, log []elfer.Action) [shell.MaxSeats]string {
	var last [shell.MaxSeats]string
	draws := 0
	for i, a := range log {
		if a.Seat < 0 || a.Seat >= elfer.MaxPlayers {
			continue
		}
		sameTurn := i > 0 && log[i-1].Seat == a.Seat && log[i-1].Kind == a.Kind
		switch a.Kind {
		case elfer.Lay:
			if sameTurn {
				sep := " "
				if strings.Contains(tx.ShortCard[0], " ") {
					sep = ", " // "Rot 12, Rot 13"
				}
				last[a.Seat] += sep + tx.ShortName(a.Card)
			} else {
				last[a.Seat] = tx.ShortName(a.Card)
			}
		case elfer.Draw:
			if !sameTurn {
				draws = 0
			}
			draws++
			last[a.Seat] = fmt.Sprintf("%s %d", tx.DrewNoFit, draws)
		case elfer.Pass:
			last[a.Seat] = tx.Passed
		}
	}
	return last
}

// Pause stops the round's clock while the window has lost focus (bots wait
// for the people). A table of bots only plays on: nobody is there to come
// back.
// An online room goes on at its server, so its table does not stop.
func (t *Table) Pause() { t.paused = t.Setup.Humans() > 0 && t.net == nil }

// AtRest reports that the table waits for a person and nothing moves (see
// game.Rester): no card flies, settles or is held, no bot waits to move,
// no message counts down, the deal and the round's end are over, and no
// forced move is about to be made for the person. A stopped replay and a
// paused table rest too.
func (t *Table) AtRest() bool {
	if t.paused {
		return true // Update waits for a press or a key before anything else
	}
	if t.Motion.Moving() || t.press.active || t.msg.Shown() || t.dealing || t.Explain.Shown() {
		return false
	}
	if t.Rp != nil {
		return !t.Rp.playing
	}
	if t.State.IsOver() {
		return false
	}
	if t.Covered() {
		return true
	}
	if t.net != nil {
		return t.netRest()
	}
	return t.Setup.Human(t.State.ToMove()) && !t.onlyLegal(mEnd) && !t.onlyLegal(mPass)
}

// Update advances the table by one tick.
func (t *Table) Update(ctx *game.Context) error {
	t.ctx = ctx
	t.text = i18n.T(ctx.Settings.Lang)
	if t.net != nil {
		t.pumpNet()
	}
	if t.names == nil {
		t.names = t.Setup.Names(t.text)
	}
	if t.lastFor != t.text {
		if t.lastFor != nil && t.Rp == nil && t.net == nil {
			t.names = t.Setup.Names(t.text) // "You" in the new language
		}
		t.lastFor = t.text
		t.last = t.State.LastMoves(t.text)
	}
	t.Motion.SetSpeed(ctx.Settings.MotionFactor())
	t.Relayout(ctx)
	if t.holdDeal() {
		// The first scene's first frame shows the table, its seats and
		// rows without cards, and the deal starts with the next tick:
		// that frame does not wait for card backs and shadows to be
		// rendered.
		t.refresh()
		return nil
	}
	if !t.dealt {
		t.key = viewKey{} // the deal held back in the first frame starts now
		t.refresh()
	}
	if t.paused {
		// The window lost the focus: the table stands still under the
		// sheet until the person comes back.
		t.paused = false
		t.dropPress()
		ctx.Switch(shell.NewPauseSheet(t, t.Setup))
		return nil
	}
	t.log.Rescale(ctx.Scale)
	if !t.Covered() && t.log.Update(&ctx.Input) {
		// The log took this tick's input (a scroll, a press on it, its
		// keys): nothing else acts on it.
		ctx.Input.Clear()
	}
	if ctx.Input.Key(ebiten.KeyEscape) && t.pick.mode != pickNone {
		t.cancelPick()
	} else if ctx.Input.Key(ebiten.KeyEscape) && t.back != nil {
		ctx.Switch(shell.ToMenu(*t.back))
		return nil
	} else if in := &ctx.Input; t.Rp == nil && (in.Key(ebiten.KeyEscape) || in.Released && !t.press.active && t.MenuRect().Contains(in.X, in.Y)) {
		t.dropPress()
		ctx.Switch(shell.NewSheet(t, t.Setup))
		return nil
	}
	if in := &ctx.Input; t.Rp == nil && (in.Key(ebiten.KeyH) || in.Key(ebiten.KeyF1)) {
		// The rules of this game, over the table; Back returns to it.
		t.dropPress()
		ctx.Switch(shell.RulesOver(t, t.Setup, t.Setup.Game))
		return nil
	}
	t.Motion.Update()
	t.msg.Tick()
	if t.Rp != nil {
		// A replay's controls work from the first tick, even during the deal.
		t.dealing = false
		t.updateReplay(ctx)
		t.refresh()
		return nil
	}
	if t.dealing {
		if t.Motion.Moving() {
			t.refresh()
			return nil
		}
		t.dealing = false
		if msg := t.State.Notice(t.text); msg != "" {
			t.announce(msg)
		} else if msg := t.lotNote(); msg != "" {
			t.announce(msg)
		}
	}
	if t.State.IsOver() {
		t.refresh()
		if t.Motion.Moving() {
			return nil
		}
		t.endWait++
		if t.endWait >= 40+2*ctx.Settings.Pause() {
			if t.net != nil {
				if t.netEnd(ctx.Settings.Pause()) {
					ctx.Switch(NewScore(t))
				}
				return nil
			}
			if err := t.Match.Finish(t.State); err != nil {
				return err
			}
			t.finished = true
			t.keepRound()
			if t.Match.Over() {
				t.matchOver()
			} else {
				t.save()
			}
			ctx.Switch(NewScore(t))
		}
		return nil
	}
	t.syncSeats()
	if !t.HumanTurn() {
		t.dropPress()
	}
	if in := &ctx.Input; in.Released && !t.press.active && t.codeRect().Contains(in.X, in.Y) && !t.Covered() {
		t.copyCode()
	}
	if t.updateExplain(&ctx.Input) || t.longPress(&ctx.Input) {
		t.refresh()
		return nil
	}
	if t.updateUndo(ctx) {
		t.refresh()
		return nil
	}
	p := t.State.ToMove()
	switch {
	case t.Covered():
		t.updateHandOver(ctx)
	case t.net != nil && t.netWaits(p):
		// Another seat's move, or this seat's on its way: the server's
		// next state tells it.
	case t.Setup.Human(p):
		t.updateHuman(ctx)
	default:
		t.updateBot(ctx, p)
	}
	t.syncSeats()
	t.msg.DropStale(t.State.TurnNumber())
	t.refresh()
	return nil
}

// syncSeats keeps the hands private with several people at one screen: every
// turn starts with the hands face down, and when a person is on turn his
// hand comes to the bottom, to be uncovered after the hand-over screen.
func (t *Table) syncSeats() {
	if t.Setup.Humans() > 1 && t.State.TurnNumber() != t.seenTurn {
		t.seenTurn = t.State.TurnNumber()
		t.hidden = true
		// Nothing of the last person's turn may show to the next: not a
		// message about his cards, not his selection, not a card in hand.
		t.msg.Clear()
		t.Sel, t.keys = 0, false
		t.dropPress()
	}
	if p := t.State.ToMove(); t.hidden && t.Setup.Human(p) {
		t.Bottom = p
	}
}

func (t *Table) updateBot(ctx *game.Context, p int) {
	if t.Motion.Moving() {
		return
	}
	if t.wait < ctx.Settings.Pause() {
		t.wait++
		return
	}
	t.Act(t.State.Bot(p))
}

func (t *Table) updateHandOver(ctx *game.Context) {
	in := &ctx.Input
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) || (in.Released && t.Lay.handOverButton.Contains(in.X, in.Y)) {
		t.hidden = false
	}
}

// updateHuman handles the pointer and keys while a person is on turn.
func (t *Table) updateHuman(ctx *game.Context) {
	in := &ctx.Input
	hand := t.Own()
	if t.Sel >= len(hand) {
		t.Sel = len(hand) - 1
	}
	if t.Sel < 0 {
		t.Sel = 0
	}
	// Forced moves the player has no choice in are made for him after a
	// moment: ending a turn when nothing else fits, passing.
	if (t.onlyLegal(mEnd) || t.onlyLegal(mPass)) && !t.press.active {
		t.wait++
		if t.wait > 30+ctx.Settings.Pause() {
			t.Act(t.legal[0])
		}
	}
	if t.pick.mode != pickNone && t.pick.mode != pickLinkCard {
		t.pickKeys(in)
		t.pointer(in)
		return
	}
	if in.Key(ebiten.KeyArrowLeft) || in.Key(ebiten.KeyArrowRight) || in.Key(ebiten.KeyTab) {
		if !t.keys && t.Sel < len(hand) && !t.isLegalLay(hand[t.Sel]) {
			// The first key press picks a playable card to start from.
			t.selectNextPlayable(hand)
			t.keys = true
			return
		}
		t.keys = true
	}
	if in.Pressed {
		t.keys = false
	}
	switch {
	case in.Key(ebiten.KeyArrowLeft):
		t.Sel = max(0, t.Sel-1)
	case in.Key(ebiten.KeyArrowRight):
		t.Sel = min(len(hand)-1, t.Sel+1)
	case in.Key(ebiten.KeyTab):
		t.selectNextPlayable(hand)
	case in.Key(ebiten.KeyEnter), in.Key(ebiten.KeySpace), in.Key(ebiten.KeyArrowUp):
		if t.Sel < len(hand) {
			t.chooseCard(hand[t.Sel])
		}
	case in.Key(ebiten.KeyC):
		t.toggleLink()
	case in.Key(ebiten.KeyD):
		t.Act(Move{Kind: mDraw})
	case in.Key(ebiten.KeyE):
		t.Act(Move{Kind: mEnd})
	case in.Key(ebiten.KeyP):
		t.Act(Move{Kind: mPass})
	}
	t.pointer(in)
}

func (t *Table) onlyLegal(k moveKind) bool {
	return t.HumanTurn() && len(t.legal) == 1 && t.legal[0].Kind == k
}

// viewKey is everything the screen's layout and texts depend on; refresh
// does its work only when it changes, so a table at rest costs nothing.
type viewKey struct {
	log, turn, sel, bottom int
	hidden, dealing, over  bool
	hover                  card.Card
	keys                   bool
	replayView             int
	replaySpeed            int
	text                   *i18n.Text
	lay                    layout
	state                  round
	touch                  bool
	pick                   pick
	csel                   int
}

// Sprite ids. A card the view knows is the sprite of its own identity
// (card.Index, below card.Limit); MASTER's bonus cards follow (bonusBase);
// a hidden card is named only by where it lies: slot i of seat p's hand or
// position k of the pile, ids that say nothing about the card.
const (
	rowsHidden = bonusBase + 16
	handCap    = card.Limit // no hand holds more than a deck
	pileBase   = rowsHidden + shell.MaxSeats*handCap
)

func handID(p, i int) int { return rowsHidden + p*handCap + i }
func pileID(k int) int    { return pileBase + k }

// hiddenID reports whether a sprite id names a hidden card.
func isHiddenID(id int) bool { return id >= rowsHidden }

// rowSpot is where a sprite lies in a layout: on the pile at position slot, in
// seat's hand at slot, or on the table.
type rowSpot struct {
	kind       spotKind
	seat, slot int16
}

type spotKind uint8

const (
	spotNone spotKind = iota
	spotPile
	spotHand
	spotTable
)

// sprite is one entry of a layout: a sprite id and where it belongs; from
// is where it starts when it comes to light (or goes dark) this time.
type sprite struct {
	id      int
	pose    sprites.Pose
	at      rowSpot
	from    sprites.Pose
	hasFrom bool
}

// FitsNarrow tells the game that the table lays itself out for portrait and
// narrow screens, MASTER's 21 slots too.
func (t *Table) FitsNarrow() bool { return true }

// FitsShort tells the game that the table lays itself out for a phone held
// sideways (see newShort), MASTER's too.
func (t *Table) FitsShort() bool { return true }

func (t *Table) ctxTouch() bool { return t.ctx != nil && t.ctx.Input.Touch }

// opponentIndex is seat p's place among the panels along the top, in turn
// order starting left of the bottom seat.
func (t *Table) opponentIndex(p int) int {
	return (p - t.Bottom - 1 + t.Setup.Players) % t.Setup.Players
}

// Relayout recomputes the geometry when the screen's logical size changed.
func (t *Table) Relayout(ctx *game.Context) {
	if t.Lay.LW == ctx.LW && t.Lay.LH == ctx.LH && t.Lay.short == ctx.Short() {
		return
	}
	t.Layout(ctx)
	t.see()
	t.place()
}

// Layout makes the geometry for the screen of ctx (the short design's for
// the bottom hand's size) and gives the log its place.
func (t *Table) Layout(ctx *game.Context) {
	if ctx == nil {
		return
	}
	if ctx.Short() {
		t.Lay = newShort(ctx.LW, ctx.LH, t.Setup.Players-1, t.State.Rows(), t.State.Values(), t.view.Sizes[t.Bottom], t.Rp != nil)
	} else {
		t.Lay = newLayout(ctx.LW, ctx.LH, t.Setup.Players-1, t.State.Rows(), t.State.Values())
	}
	t.log.Layout(t.Lay.log, ui.LogSize)
	t.log.Fold(t.Lay.logOpen)
}

// codeRect is where the deal code is shown: above the round's label.
func (t *Table) codeRect() ui.Rect {
	if t.Lay.portrait || t.Lay.short {
		return t.Lay.code
	}
	b := t.Lay.topButton()
	return ui.Rect{X: b.X, Y: b.Y - 58, W: b.W, H: 24}
}

// MenuRect is the link to the table's sheet (Continue, Rules, Menu), in
// the place of the rules link, which the sheet offers.
func (t *Table) MenuRect() ui.Rect { return t.RulesRect() }

// RulesRect is the link to this game's rules, above the deal code.
func (t *Table) RulesRect() ui.Rect {
	if t.Lay.portrait || t.Lay.short {
		return t.Lay.rules
	}
	r := t.codeRect()
	r.Y -= 28
	return r
}

// copyCode puts the deal code on the clipboard, so a friend can play the
// same deal; where no clipboard can be reached the code is shown to copy.
func (t *Table) copyCode() {
	if t.Code == "" {
		return
	}
	if err := game.Copy(t.Code); err != nil {
		t.announce(fmt.Sprintf(t.text.CopyByHand, t.Code))
		return
	}
	t.announce(fmt.Sprintf(t.text.Copied, t.Code))
}

func init() {
	shell.RegisterTable("rows", shell.TableKind{
		Open: func(s shell.Setup) (game.Scene, error) { return NewTable(s) },
		Replay: func(rec games.Record, back shell.Setup) (game.Scene, error) {
			t, err := NewReplay(rec)
			if err != nil {
				return nil, err
			}
			t.back = &back
			return t, nil
		},
		Resume: func(sv *store.Save) (game.Scene, error) { return Resume(sv) },
		Online: func(n *shell.Net, st online.Msg) (game.Scene, error) { return NewOnlineTable(n, st) },
	})
}
