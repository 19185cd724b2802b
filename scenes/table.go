package scenes

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/sprites"
)

// Table is the scene where a round is played. It holds the round and the
// match, lets bots move at a pace a person can follow, and turns clicks,
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
	setup Setup
	text  *Text
	names []string
	match *series
	state round
	// view is the seat's view everything on screen comes from.
	view seatView
	// pk is the round's multi-step choices and extras (MASTER), or nil;
	// xv their public figures.
	pk picker
	xv extraView

	motion *sprites.Motion
	// dealt: the cards have had their first places; prev is the layout
	// the motion shows, next the one being made (handAt: where each seat's
	// hand begins in it), gone the sprites that left the layout.
	dealt      bool
	prev, next []sprite
	gone       []sprite
	handAt     [maxSeats]int
	actor      int // the seat that made the latest move shown, -1 if none
	lay        layout
	legal      []move
	// pick is a MASTER choice in progress (a joker's slot, a connection).
	pick  pick
	cands []card.Card // the slots the pick may choose now
	bonus bonusTrack  // MASTER's bonus cards as sprites
	csel  int         // keyboard selection among cands

	// bottom is the seat whose hand lies face up at the bottom.
	bottom int
	// hidden: the bottom hand lies face down (two or more people at one
	// screen); when a person is on turn, a hand-over screen covers the
	// table until he confirms.
	hidden   bool
	seenTurn int
	// dealing lasts until the deal animation has settled.
	dealing bool
	wait    int // ticks before the next automatic move
	endWait int // ticks the finished round stays on screen

	sel     int       // keyboard selection in the bottom hand
	keys    bool      // the keyboard is in use: show the selection
	hover   card.Card // card under the mouse
	press   pressState
	msg     toast  // a short message in the status line's place
	explain bubble // a card's explanation, after a long press

	last      [maxSeats]string   // each seat's last move, in words
	notes     [maxSeats]seatNote // ... fitted to its panel
	laidCount string
	laidFit   [2]fitted // the faces of the two-line laid count: word, count
	status    string
	counts    [maxSeats]string
	extras    [maxSeats]seatExtras
	laidStr   string
	supply    string
	supplyNum string // the supply's count alone (the short design's chip)
	linkLabel string
	pileStr   string
	pileNum   string // the pile's count alone (the short design's chip)
	round     string
	paused    bool

	cover handOver // the pass-the-device cover
	// finished: the round is on the score sheet; saveFailed: a save could
	// not be written (said once).
	finished, saveFailed bool
	lastFor              *Text // the language t.last is in
	// back is the menu a replay opened from a list returns to.
	back *Setup
	// code is the deal code of the match; codeStr says it on screen.
	code, codeStr string
	// rp drives the table from a record instead of from players.
	rp  *replayer
	key viewKey
	// undo is the bookkeeping of the person's Undo; undoOK: it is offered.
	undo   undoState
	undoOK bool

	// log is the round's move log; logged the events its lines tell, told
	// what they were told for, events the buffer they are read into.
	log            moveLog
	logged, events []logEvent
	told           logTold
	// fresh is the card the person just drew, marked in his hand until his
	// next action; freshW the width of its tag in freshFor's words.
	fresh    card.Card
	freshW   float64
	freshFor *Text

	// short keeps the short design's fitted texts; nameFits the seats'
	// names fitted to their panels.
	short    shortFits
	nameFits [maxSeats]fitted

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
func NewTable(s Setup) (*Table, error) {
	m, err := newSeries(s)
	if err != nil {
		return nil, err
	}
	t := &Table{setup: s, match: m, code: dealCode(s)}
	t.drawCardFn = t.drawCard
	if err := t.startRound(); err != nil {
		return nil, err
	}
	return t, nil
}

// Name identifies the scene.
func (t *Table) Name() string { return "table" }

func (t *Table) startRound() error {
	s, err := t.match.Deal()
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
	t.last = [maxSeats]string{}
	t.logged, t.fresh = t.logged[:0], card.None
	t.log.Reset(nil)
	// The person at the screen sits at the bottom, whichever seat he has.
	t.bottom = t.nextHuman(0)
	t.hidden = false
	t.seenTurn = -1
	if t.setup.Humans() > 1 {
		t.bottom = t.nextHuman(s.ToMove())
		t.hidden = true
	}
	t.sel = 0
	t.lay = layout{}
	t.msg.clear()
	t.lastFor = nil // the moves so far are put in words with the next tick
	t.key = viewKey{}
	t.see()
	t.resetUndo()
}

// use makes s the round on the table, and asks once whether it brings
// choices of more than one step.
func (t *Table) use(s round) {
	t.state = s
	t.pk, _ = s.(picker)
}

// newMotion clears the table of sprites: the next layout deals.
func (t *Table) newMotion() {
	t.motion = sprites.NewMotion()
	t.dealt = false
	t.prev = t.prev[:0]
	t.actor = -1
}

// see takes the view the table shows: the replay's choice, nobody's while
// the device is passed on, else the bottom seat's.
func (t *Table) see() {
	switch {
	case t.rp != nil:
		t.rp.see(t.state, &t.view)
	case t.hidden:
		t.state.See(-1, &t.view)
	default:
		t.state.See(t.bottom, &t.view)
	}
	if t.pk != nil {
		t.pk.Extras(&t.xv)
	}
}

// own is the bottom seat's hand while the view shows it, else nil.
func (t *Table) own() []card.Card {
	if !t.view.sees(t.bottom) {
		return nil
	}
	return t.view.Hands[t.bottom]
}

// nextHuman is the first human seat from seat p on in turn order.
func (t *Table) nextHuman(p int) int {
	for i := range t.setup.Players {
		q := (p + i) % t.setup.Players
		if t.setup.Human(q) {
			return q
		}
	}
	return 0
}

// humanTurn reports whether a person at this screen is on turn and may act.
func (t *Table) humanTurn() bool {
	p := t.state.ToMove()
	return p >= 0 && t.setup.Human(p) && p == t.bottom && !t.hidden && !t.dealing
}

// Highlighted lists the bottom hand's cards that may be played now: the
// cards of the engine's legal lays and exchanges while a person is on turn
// (with a connection waiting, the card it demands and the jokers).
func (t *Table) Highlighted() []card.Card {
	var out []card.Card
	for _, c := range t.own() {
		if t.isLegalLay(c) {
			out = append(out, c)
		}
	}
	return out
}

func (t *Table) isLegalLay(c card.Card) bool {
	if !t.humanTurn() {
		return false
	}
	if t.pick.mode == pickLinkCard {
		return c == t.pick.demand() || c.IsJoker()
	}
	for _, a := range t.legal {
		if (a.kind == mLay || a.kind == mSwap) && a.card == c {
			return true
		}
	}
	return false
}

func (t *Table) canDo(k moveKind) bool {
	if !t.humanTurn() {
		return false
	}
	for _, a := range t.legal {
		if a.kind == k {
			return true
		}
	}
	return false
}

// Act tries an action for the seat on turn: the engine decides, and a
// refusal is shown as a short message while nothing changes.
func (t *Table) Act(a move) bool {
	seat := t.state.ToMove()
	own := t.ownChoice(seat)
	if err := t.state.Apply(a); err != nil {
		t.say(t.state.Refusal(t.text, err, t.names))
		return false
	}
	t.undo.note(a, own)
	t.actor = seat
	t.noteMove()
	// The view and the legal moves change at once, for anything else done
	// in this tick.
	t.see()
	t.legal = t.state.AppendLegal(t.legal[:0], t.view.Seat)
	t.save()
	return true
}

// say shows a message about the turn on the table: it stays a short while
// and goes when the turn passes.
func (t *Table) say(msg string) { t.msg.say(msg, t.state.TurnNumber()) }

// announce shows a message about no turn in particular, for its full time.
func (t *Table) announce(msg string) { t.msg.say(msg, -1) }

// noteMove keeps each seat's last move in words until its next one.
func (t *Table) noteMove() {
	t.last = t.state.LastMoves(t.text)
	t.wait = 0
}

// lastMoves describes each seat's latest move from the log: the cards laid
// in that turn, the number of cards drawn, or a pass.
func lastMoves(tx *Text, log []elfer.Action) [maxSeats]string {
	var last [maxSeats]string
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
				last[a.Seat] += sep + tx.short(a.Card)
			} else {
				last[a.Seat] = tx.short(a.Card)
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

// short is a compact card name for a seat's note of its last move, in the
// player's language: "R12", "Rot 12".
func (t *Text) short(c card.Card) string { return fmt.Sprintf(t.ShortCard[c.Color()&3], c.Value()) }

// Pause stops the round's clock while the window has lost focus (bots wait
// for the people). A table of bots only plays on: nobody is there to come
// back.
func (t *Table) Pause() { t.paused = t.setup.Humans() > 0 }

// AtRest reports that the table waits for a person and nothing moves (see
// game.Rester): no card flies, settles or is held, no bot waits to move,
// no message counts down, the deal and the round's end are over, and no
// forced move is about to be made for the person. A stopped replay and a
// paused table rest too.
func (t *Table) AtRest() bool {
	if t.paused {
		return true // Update waits for a press or a key before anything else
	}
	if t.motion.Moving() || t.press.active || t.msg.shown() || t.dealing || t.explain.shown() {
		return false
	}
	if t.rp != nil {
		return !t.rp.playing
	}
	if t.state.IsOver() {
		return false
	}
	if t.covered() {
		return true
	}
	return t.setup.Human(t.state.ToMove()) && !t.onlyLegal(mEnd) && !t.onlyLegal(mPass)
}

// Update advances the table by one tick.
func (t *Table) Update(ctx *game.Context) error {
	t.ctx = ctx
	t.text = T(ctx.Settings.Lang)
	if t.names == nil {
		t.names = t.setup.Names(t.text)
	}
	if t.lastFor != t.text {
		if t.lastFor != nil && t.rp == nil {
			t.names = t.setup.Names(t.text) // "You" in the new language
		}
		t.lastFor = t.text
		t.last = t.state.LastMoves(t.text)
	}
	t.motion.SetSpeed(ctx.Settings.MotionFactor())
	t.relayout(ctx)
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
		ctx.Switch(newPauseSheet(t, t.setup))
		return nil
	}
	t.log.rescale(ctx.Scale)
	if !t.covered() && t.log.Update(&ctx.Input) {
		// The log took this tick's input (a scroll, a press on it, its
		// keys): nothing else acts on it.
		ctx.Input.Clear()
	}
	if ctx.Input.Key(ebiten.KeyEscape) && t.pick.mode != pickNone {
		t.cancelPick()
	} else if ctx.Input.Key(ebiten.KeyEscape) && t.back != nil {
		ctx.Switch(ToMenu(*t.back))
		return nil
	} else if in := &ctx.Input; t.rp == nil && (in.Key(ebiten.KeyEscape) || in.Released && !t.press.active && t.menuRect().contains(in.X, in.Y)) {
		t.dropPress()
		ctx.Switch(NewSheet(t, t.setup))
		return nil
	}
	if in := &ctx.Input; t.rp == nil && (in.Key(ebiten.KeyH) || in.Key(ebiten.KeyF1)) {
		// The rules of this game, over the table; Back returns to it.
		t.dropPress()
		ctx.Switch(RulesOver(t, t.setup, t.setup.Game))
		return nil
	}
	t.motion.Update()
	t.msg.tick()
	if t.rp != nil {
		// A replay's controls work from the first tick, even during the deal.
		t.dealing = false
		t.updateReplay(ctx)
		t.refresh()
		return nil
	}
	if t.dealing {
		if t.motion.Moving() {
			t.refresh()
			return nil
		}
		t.dealing = false
		if msg := t.state.Notice(t.text); msg != "" {
			t.announce(msg)
		} else if msg := t.lotNote(); msg != "" {
			t.announce(msg)
		}
	}
	if t.state.IsOver() {
		t.refresh()
		if t.motion.Moving() {
			return nil
		}
		t.endWait++
		if t.endWait >= 40+2*ctx.Settings.Pause() {
			if err := t.match.Finish(t.state); err != nil {
				return err
			}
			t.finished = true
			t.keepRound()
			if t.match.Over() {
				t.matchOver()
			} else {
				t.save()
			}
			ctx.Switch(NewScore(t))
		}
		return nil
	}
	t.syncSeats()
	if !t.humanTurn() {
		t.dropPress()
	}
	if in := &ctx.Input; in.Released && !t.press.active && t.codeRect().contains(in.X, in.Y) && !t.covered() {
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
	p := t.state.ToMove()
	switch {
	case t.covered():
		t.updateHandOver(ctx)
	case t.setup.Human(p):
		t.updateHuman(ctx)
	default:
		t.updateBot(ctx, p)
	}
	t.syncSeats()
	t.msg.dropStale(t.state.TurnNumber())
	t.refresh()
	return nil
}

// syncSeats keeps the hands private with several people at one screen: every
// turn starts with the hands face down, and when a person is on turn his
// hand comes to the bottom, to be uncovered after the hand-over screen.
func (t *Table) syncSeats() {
	if t.setup.Humans() > 1 && t.state.TurnNumber() != t.seenTurn {
		t.seenTurn = t.state.TurnNumber()
		t.hidden = true
		// Nothing of the last person's turn may show to the next: not a
		// message about his cards, not his selection, not a card in hand.
		t.msg.clear()
		t.sel, t.keys = 0, false
		t.dropPress()
	}
	if p := t.state.ToMove(); t.hidden && t.setup.Human(p) {
		t.bottom = p
	}
}

func (t *Table) updateBot(ctx *game.Context, p int) {
	if t.motion.Moving() {
		return
	}
	if t.wait < ctx.Settings.Pause() {
		t.wait++
		return
	}
	t.Act(t.state.Bot(p))
}

func (t *Table) updateHandOver(ctx *game.Context) {
	in := &ctx.Input
	if in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) || (in.Released && t.lay.handOverButton.contains(in.X, in.Y)) {
		t.hidden = false
	}
}

// updateHuman handles the pointer and keys while a person is on turn.
func (t *Table) updateHuman(ctx *game.Context) {
	in := &ctx.Input
	hand := t.own()
	if t.sel >= len(hand) {
		t.sel = len(hand) - 1
	}
	if t.sel < 0 {
		t.sel = 0
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
		if !t.keys && t.sel < len(hand) && !t.isLegalLay(hand[t.sel]) {
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
		t.sel = max(0, t.sel-1)
	case in.Key(ebiten.KeyArrowRight):
		t.sel = min(len(hand)-1, t.sel+1)
	case in.Key(ebiten.KeyTab):
		t.selectNextPlayable(hand)
	case in.Key(ebiten.KeyEnter), in.Key(ebiten.KeySpace), in.Key(ebiten.KeyArrowUp):
		if t.sel < len(hand) {
			t.chooseCard(hand[t.sel])
		}
	case in.Key(ebiten.KeyC):
		t.toggleLink()
	case in.Key(ebiten.KeyD):
		t.Act(move{kind: mDraw})
	case in.Key(ebiten.KeyE):
		t.Act(move{kind: mEnd})
	case in.Key(ebiten.KeyP):
		t.Act(move{kind: mPass})
	}
	t.pointer(in)
}

func (t *Table) onlyLegal(k moveKind) bool {
	return t.humanTurn() && len(t.legal) == 1 && t.legal[0].kind == k
}

func (t *Table) selectNextPlayable(hand []card.Card) {
	for i := 1; i <= len(hand); i++ {
		j := (t.sel + i) % len(hand)
		if t.isLegalLay(hand[j]) {
			t.sel = j
			return
		}
	}
}

// chooseCard is a click, tap or Enter on a hand card: a number card is laid
// at its slot (or exchanged for the joker standing there); a joker asks for
// its slot; with a connection waiting, the card goes to the slot it demands.
func (t *Table) chooseCard(c card.Card) {
	if t.pick.mode == pickLinkCard {
		t.finishLink(c)
		return
	}
	if c.IsJoker() {
		t.startJoker(c)
		return
	}
	for _, a := range t.legal {
		if a.kind == mSwap && a.card == c {
			t.Act(a)
			return
		}
	}
	t.Act(move{kind: mLay, card: c, slot: c})
}

// pointer turns presses, drags and releases into actions: a click or tap on
// a hand card chooses it, a card dragged onto the table is laid there (or
// flies back with the reason when it does not fit), a click on a slot
// answers a pick, the pile draws, the buttons do what they say.
func (t *Table) pointer(in *game.Input) {
	if !in.Touch {
		t.hover, _ = t.handCardAt(in.X, in.Y)
	}
	pr := &t.press
	if in.Pressed {
		t.dropPress()
		if c, ok := t.handCardAt(in.X, in.Y); ok {
			pose, _, _ := t.motion.Get(c.Index())
			*pr = pressState{card: c, active: true, x0: in.X, y0: in.Y, dx: in.X - pose.X, dy: in.Y - pose.Y}
			t.selectCard(c)
		}
	}
	if pr.active && in.Down {
		if !pr.dragging && math.Hypot(in.X-pr.x0, in.Y-pr.y0) > 8 {
			pr.dragging = true
		}
		if pr.dragging {
			t.motion.Hold(pr.card.Index(), in.X-pr.dx, in.Y-pr.dy)
		}
	}
	if !in.Released {
		return
	}
	if pr.active {
		c, dragged := pr.card, pr.dragging
		*pr = pressState{}
		if dragged {
			t.motion.Release(c.Index())
			t.dropCard(c, in.X, in.Y)
			return
		}
		if cc, ok := t.handCardAt(in.X, in.Y); ok && cc == c {
			t.chooseCard(c)
		}
		return
	}
	if slot, ok := t.slotAt(in.X, in.Y); ok && t.pick.mode != pickNone && slices.Contains(t.cands, slot) {
		t.chooseSlot(slot)
		return
	}
	switch {
	case t.lay.linkButton.contains(in.X, in.Y) && t.pk != nil:
		t.toggleLink()
	case t.lay.pile.contains(in.X, in.Y), t.lay.drawButton.contains(in.X, in.Y) && t.canDo(mDraw):
		t.Act(move{kind: mDraw})
	case t.lay.endButton.contains(in.X, in.Y) && t.canDo(mEnd):
		t.Act(move{kind: mEnd})
	case t.lay.endButton.contains(in.X, in.Y) && t.canDo(mPass):
		t.Act(move{kind: mPass})
	case t.pick.mode != pickNone && t.pick.mode != pickLinkCard:
		// A click beside the offered slots gives up the choice.
		t.cancelPick()
	}
}

// dropCard lays a card dragged onto the middle: a joker at the slot it was
// dropped on, a number card at its own slot (or in exchange for a joker).
func (t *Table) dropCard(c card.Card, x, y float64) {
	if y >= t.lay.rowsBottom+t.lay.slotH*0.5 {
		return
	}
	if c.IsJoker() {
		slot, ok := t.slotAt(x, y)
		if t.pick.mode == pickLinkCard {
			t.finishLink(c)
			return
		}
		if !ok {
			t.startJoker(c)
			return
		}
		t.Act(move{kind: mLay, card: c, slot: slot})
		return
	}
	t.chooseCard(c)
}

// dropPress lets go of a card the pointer holds, so that it flies back to
// its place with the next layout.
func (t *Table) dropPress() {
	if t.press.active {
		t.motion.Release(t.press.card.Index())
		t.press = pressState{}
		t.key = viewKey{}
	}
}

func (t *Table) selectCard(c card.Card) {
	for i, h := range t.own() {
		if h == c {
			t.sel = i
		}
	}
}

// handCardAt finds the bottom hand's topmost card under a point.
func (t *Table) handCardAt(x, y float64) (card.Card, bool) {
	hand := t.own()
	for i := len(hand) - 1; i >= 0; i-- {
		if _, ok := t.motion.Target(hand[i].Index()); !ok {
			continue
		}
		// The card's resting place, not the lifted pose, so a hovered card
		// that rises does not slip away from under the pointer.
		px, py, pw := t.lay.handSpot(i, len(hand))
		if x >= px && x < px+pw && y >= py-14 && y < py+cardH(pw) {
			return hand[i], true
		}
	}
	return card.None, false
}

// slotAt is the slot of the middle under a point.
func (t *Table) slotAt(x, y float64) (card.Card, bool) {
	l := &t.lay
	rows := t.state.Rows()
	for k := range rows {
		// From the lowest row up: where rows overlap, the lower lies over.
		col := rows[len(rows)-1-k]
		_, sy := l.slot(col, 1)
		if y < sy || y >= sy+l.slotH {
			continue
		}
		// The highest slot under the point: in a narrow row a slot lies
		// over the one below it.
		for v := l.values; v >= 1; v-- {
			if sx, _ := l.slot(col, v); x >= sx && x < sx+l.slotW {
				return card.New(col, v), true
			}
		}
		return card.None, false // beside the row, or the gap between two slots
	}
	return card.None, false
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
	text                   *Text
	lay                    layout
	state                  round
	touch                  bool
	pick                   pick
	csel                   int
}

// refresh recomputes what the screen shows after anything may have changed:
// the legal actions, every card's place, and the texts, so that drawing a
// frame only reads.
func (t *Table) refresh() {
	s := t.state
	k := viewKey{s.Actions(), s.TurnNumber(), t.sel, t.bottom, t.hidden, t.dealing, s.IsOver(), t.hover, t.keys, t.replayView(), t.replaySpeed(), t.text, t.lay, s, t.ctxTouch(), t.pick, t.csel}
	if k == t.key {
		if t.dealing {
			// Cards land without the view changing.
			t.countDealt()
		}
		return
	}
	t.key = k
	t.see()
	t.legal = s.AppendLegal(t.legal[:0], t.view.Seat)
	t.syncLog()
	t.refreshPick()
	t.place()
	tx := t.text
	if t.dealing {
		t.countDealt()
	} else {
		for p := range t.setup.Players {
			t.counts[p] = t.countText(t.view.Sizes[p])
		}
	}
	t.pileStr = fmt.Sprintf("%s: %d", tx.Pile, t.view.Pile)
	t.pileNum = strconv.Itoa(t.view.Pile)
	t.refreshMaster()
	t.fitNotes()
	t.round = fmt.Sprintf(tx.RoundOf, t.match.Played()+1, t.match.Rounds())
	t.codeStr = ""
	if t.code != "" {
		t.codeStr = fmt.Sprintf(tx.DealCode, t.code)
	}
	if t.rp != nil {
		t.round = fmt.Sprintf(tx.ReplayPos, s.Actions(), t.rp.rec.Len()) + " · " + replaySpeedNames[t.rp.speed]
		if len(t.names) > 0 {
			t.rp.viewLabel = tx.ViewAll
			if t.rp.view >= 0 {
				t.rp.viewLabel = t.names[t.rp.view]
			}
		}
	}
	out := s.Out()
	switch {
	case s.IsOver() && out >= 0 && t.names[out] == tx.You:
		t.status = tx.YouWentOut
	case s.IsOver() && out >= 0:
		t.status = fmt.Sprintf(tx.WentOut, t.names[out])
	case s.IsOver():
		t.status = tx.Blocked
	case t.dealing:
		t.status = ""
	case t.humanTurn():
		// What to do now: the step of a pick, the rules' demand, or just
		// that it is your turn.
		t.status = t.pickStatus()
		if t.status == "" {
			t.status = s.Hint(tx)
		}
		if t.status == "" {
			t.status = tx.YourTurn
		}
	default:
		t.status = fmt.Sprintf(tx.TurnOf, t.names[s.ToMove()])
	}
}

// Sprite ids. A card the view knows is the sprite of its own identity
// (card.Index, below card.Limit); MASTER's bonus cards follow (bonusBase);
// a hidden card is named only by where it lies: slot i of seat p's hand or
// position k of the pile, ids that say nothing about the card.
const (
	rowsHidden = bonusBase + 16
	handCap    = card.Limit // no hand holds more than a deck
	pileBase   = rowsHidden + maxSeats*handCap
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

// place gives every sprite of the view its target: the pile, a hand, or its
// slot in a row.
func (t *Table) place() {
	v := &t.view
	l := &t.lay
	if l.short && !l.shortLines(v.Sizes[t.bottom]) {
		// The hand needs another number of lines: the rows make room or
		// take it back.
		t.layout(t.ctx)
	}
	t.next = t.next[:0]
	for k := range v.Pile {
		p := sprites.Pose{X: l.pile.x - float64(k)*0.25, Y: l.pile.y - float64(k)*0.25, W: l.pile.w, Z: k}
		t.next = append(t.next, sprite{id: pileID(k), pose: p, at: rowSpot{spotPile, -1, int16(k)}})
	}
	for _, pc := range v.Placed {
		x, y := l.slot(pc.slot.Color(), pc.slot.Value())
		z := 200 + pc.slot.Value()
		if l.short {
			// The rows overlap downwards: a lower row lies over the one above.
			z += 22 * int(l.rowOf[pc.slot.Color()&3])
		}
		p := sprites.Pose{X: x, Y: y, W: l.slotW, FaceUp: true, Z: z}
		t.next = append(t.next, sprite{id: pc.card.Index(), pose: p, at: rowSpot{spotTable, -1, -1}})
	}
	for p := range t.setup.Players {
		t.handAt[p] = len(t.next)
		n := v.Sizes[p]
		for i := range n {
			id, c := t.handSprite(p, i)
			t.next = append(t.next, sprite{id: id, pose: t.handPose(p, i, n, c), at: rowSpot{spotHand, int16(p), int16(i)}})
		}
	}
	if t.holdDeal() {
		return // nothing on the table yet
	}
	t.placeBonus(!t.dealt)
	if !t.dealt {
		t.dealt = true
		t.dealFromPile()
	} else {
		t.fly()
	}
	t.prev, t.next = t.next, t.prev
}

// handSprite is the sprite of card i of seat p's hand, and the card when
// the view shows it: a card seen is its own sprite, a hidden one its
// place's.
func (t *Table) handSprite(p, i int) (int, card.Card) {
	v := &t.view
	if v.sees(p) && i < len(v.Hands[p]) {
		return v.Hands[p][i].Index(), v.Hands[p][i]
	}
	return handID(p, i), card.None
}

// countText is a seat's count of n cards.
func (t *Table) countText(n int) string {
	word := t.text.Cards
	if n == 1 {
		word = t.text.OneCard
	}
	return fmt.Sprintf("%d %s", n, word)
}

// countDealt writes the seats' counts as the deal has got so far: only the
// cards that have arrived in a hand count, so no count runs ahead of the
// cards flying to it (before the deal starts, every hand counts none).
func (t *Table) countDealt() {
	for p := range t.setup.Players {
		arrived := 0
		for i := range t.view.Sizes[p] {
			if id, _ := t.handSprite(p, i); t.motion.Arrived(id) {
				arrived++
			}
		}
		t.counts[p] = t.countText(arrived)
	}
}

// holdDeal reports whether the deal waits for the next tick: in the
// program's very first tick, when the table is the first scene.
func (t *Table) holdDeal() bool { return !t.dealt && programStart(t.ctx) }

// dealFromPile puts every card on the pile and sends them out one after
// another, round the table, as a dealer would.
func (t *Table) dealFromPile() {
	l := &t.lay
	at := sprites.Pose{X: l.pile.x, Y: l.pile.y, W: l.pile.w, Z: 100}
	stagger := 3
	if t.ctx != nil && t.ctx.Settings.NoWait {
		stagger = 1
	}
	k := 0
	for _, e := range t.next {
		switch e.at.kind {
		case spotPile:
			t.motion.Place(e.id, e.pose)
		case spotTable:
			t.motion.Place(e.id, at)
			t.motion.MoveTo(e.id, e.pose, k*stagger, 20)
			k++
		}
	}
	n := 0
	for p := range t.setup.Players {
		n = max(n, t.view.Sizes[p])
	}
	for i := range n {
		for j := range t.setup.Players {
			p := (t.state.Dealer() + 1 + j) % t.setup.Players
			if i >= t.view.Sizes[p] {
				continue
			}
			e := &t.next[t.handAt[p]+i]
			t.motion.Place(e.id, at)
			t.motion.MoveTo(e.id, e.pose, k*stagger, 20)
			k++
		}
	}
}

// fly sends every sprite of the new layout to its place. Sprites that left
// the layout are taken off the table, and a sprite new to it starts where
// the one it stands for was: a card laid from a hidden hand where that
// hand's card lay, a card drawn at the pile's top, a hand uncovered or
// covered where its cards lay, face down.
func (t *Table) fly() {
	t.gone = t.gone[:0]
	for _, e := range t.prev {
		if t.inNext(e.id) {
			continue
		}
		if pose, _, ok := t.motion.Get(e.id); ok {
			t.gone = append(t.gone, sprite{id: e.id, pose: pose, at: e.at})
			t.motion.Remove(e.id)
		}
	}
	fresh := func(e *sprite) bool {
		_, ok := t.motion.Target(e.id)
		return !ok && !e.hasFrom
	}
	// take finds an unused sprite that left from a spot of kind k (seat
	// and slot too when asked), the latest in the layout first.
	take := func(e *sprite, k spotKind, seat, slot int) {
		for i := len(t.gone) - 1; i >= 0; i-- {
			g := &t.gone[i]
			if g.id < 0 || g.at.kind != k || seat >= 0 && int(g.at.seat) != seat || slot >= 0 && int(g.at.slot) != slot {
				continue
			}
			e.from, e.hasFrom = g.pose, true
			g.id = -1
			return
		}
	}
	passes := [...]struct {
		to, from   spotKind
		seat, slot bool
	}{
		{spotHand, spotHand, true, true}, // a hand turned over where it lies
		{spotTable, spotHand, true, false},
		{spotTable, spotHand, false, false},
		{spotHand, spotPile, false, false}, // drawn
		{spotHand, spotTable, false, false},
		{spotHand, spotHand, false, false},
		{spotPile, spotHand, false, false},
		{spotPile, spotTable, false, false},
		{spotTable, spotPile, false, false},
	}
	for _, ps := range passes {
		for i := range t.next {
			e := &t.next[i]
			if e.at.kind != ps.to || !fresh(e) {
				continue
			}
			seat, slot := -1, -1
			if ps.seat {
				seat = int(e.at.seat)
				if e.at.kind == spotTable {
					seat = t.actor
				}
			}
			if ps.slot {
				slot = int(e.at.slot)
			}
			if ps.seat && seat < 0 {
				continue
			}
			take(e, ps.from, seat, slot)
		}
	}
	// A card exchanged with a hidden hand (a joker taken back for a number
	// card): the number card comes from the hand's last card, and that
	// card flies from the slot the joker left.
	if a := t.actor; a >= 0 && a < t.setup.Players && !t.view.sees(a) && t.view.Sizes[a] > 0 {
		last := &t.next[t.handAt[a]+t.view.Sizes[a]-1]
		for i := range t.next {
			if e := &t.next[i]; e.at.kind == spotTable && fresh(e) {
				if pose, _, ok := t.motion.Get(last.id); ok {
					e.from, e.hasFrom = pose, true
				}
			}
		}
		for _, g := range t.gone {
			if g.id >= 0 && g.at.kind == spotTable && !last.hasFrom {
				last.from, last.hasFrom = g.pose, true
			}
		}
	}
	for i := range t.next {
		e := &t.next[i]
		if !e.hasFrom {
			t.moveID(e.id, e.pose, 0)
			continue
		}
		if isHiddenID(e.id) {
			e.from.FaceUp = false // a hidden card never shows its face
		}
		t.motion.Place(e.id, e.from)
		t.motion.MoveTo(e.id, e.pose, 0, 20)
	}
}

// inNext reports whether the layout being made has sprite id.
func (t *Table) inNext(id int) bool {
	for i := range t.next {
		if t.next[i].id == id {
			return true
		}
	}
	return false
}

// moveID sends the sprite id to p: placed at once the first time, flown
// after that.
func (t *Table) moveID(id int, p sprites.Pose, delay int) {
	if _, ok := t.motion.Target(id); !ok {
		t.motion.Place(id, p)
		return
	}
	t.motion.MoveTo(id, p, delay, 20)
}

// handPose is where card i of n in seat p's hand belongs.
func (t *Table) handPose(p, i, n int, c card.Card) sprites.Pose {
	l := &t.lay
	if p == t.bottom {
		x, y, w := l.handSpot(i, n)
		faceUp := t.view.sees(p) && c != card.None
		if t.humanTurn() && (c == t.hover || (t.sel == i && t.keys)) {
			y -= 14
		}
		return sprites.Pose{X: x, Y: y, W: w, FaceUp: faceUp, Z: 400 + i}
	}
	box := l.seatBox(t.opponentIndex(p))
	w := l.oppCardW
	if l.portrait || l.short {
		// A compact panel: the hand as a neat stack of backs at the left.
		d := math.Min(0.5, 10/math.Max(1, float64(n-1)))
		x0, y0 := box.x+8, box.y+(box.h-cardH(w))/2
		if l.short {
			// The stack rises a little: it starts that much lower.
			x0, y0 = box.x+6, y0+2.5
		}
		return sprites.Pose{X: x0 + float64(i)*d, Y: y0 - float64(i)*d*0.5, W: w, FaceUp: t.view.sees(p) && c != card.None, Z: 300 + i}
	}
	inner := box.w - 24
	if t.pk != nil {
		inner -= 86 // the bonus cards lie at the right
	}
	step := math.Min(w*0.5, (inner-w)/math.Max(1, float64(n-1)))
	x := box.x + 12 + float64(i)*step
	return sprites.Pose{X: x, Y: box.y + box.h - cardH(w) - 8, W: w, FaceUp: t.view.sees(p) && c != card.None, Z: 300 + i}
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
	return (p - t.bottom - 1 + t.setup.Players) % t.setup.Players
}

// relayout recomputes the geometry when the screen's logical size changed.
func (t *Table) relayout(ctx *game.Context) {
	if t.lay.lw == ctx.LW && t.lay.lh == ctx.LH && t.lay.short == ctx.Short() {
		return
	}
	t.layout(ctx)
	t.see()
	t.place()
}

// layout makes the geometry for the screen of ctx (the short design's for
// the bottom hand's size) and gives the log its place.
func (t *Table) layout(ctx *game.Context) {
	if ctx == nil {
		return
	}
	if ctx.Short() {
		t.lay = newShort(ctx.LW, ctx.LH, t.setup.Players-1, t.state.Rows(), t.state.Values(), t.view.Sizes[t.bottom], t.rp != nil)
	} else {
		t.lay = newLayout(ctx.LW, ctx.LH, t.setup.Players-1, t.state.Rows(), t.state.Values())
	}
	t.log.Layout(t.lay.log, logSize)
	t.log.Fold(t.lay.logOpen)
}

// codeRect is where the deal code is shown: above the round's label.
func (t *Table) codeRect() rect {
	if t.lay.portrait || t.lay.short {
		return t.lay.code
	}
	b := t.lay.topButton()
	return rect{b.x, b.y - 58, b.w, 24}
}

// menuRect is the link to the table's sheet (Continue, Rules, Menu), in
// the place of the rules link, which the sheet offers.
func (t *Table) menuRect() rect { return t.rulesRect() }

// rulesRect is the link to this game's rules, above the deal code.
func (t *Table) rulesRect() rect {
	if t.lay.portrait || t.lay.short {
		return t.lay.rules
	}
	r := t.codeRect()
	r.y -= 28
	return r
}

// copyCode puts the deal code on the clipboard, so a friend can play the
// same deal; where no clipboard can be reached the code is shown to copy.
func (t *Table) copyCode() {
	if t.code == "" {
		return
	}
	if err := game.Copy(t.code); err != nil {
		t.announce(fmt.Sprintf(t.text.CopyByHand, t.code))
		return
	}
	t.announce(fmt.Sprintf(t.text.Copied, t.code))
}

func init() {
	RegisterTable("rows", TableKind{
		Open: func(s Setup) (game.Scene, error) { return NewTable(s) },
		Replay: func(rec games.Record, back Setup) (game.Scene, error) {
			t, err := NewReplay(rec)
			if err != nil {
				return nil, err
			}
			t.back = &back
			return t, nil
		},
		Resume: func(sv *store.Save) (game.Scene, error) { return Resume(sv) },
	})
}
