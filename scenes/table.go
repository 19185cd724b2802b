package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/sprites"
)

// Table is the scene where a round is played. It holds the round and the
// match, lets bots move at a pace a person can follow, and turns clicks,
// taps, drags and keys of the people at the screen into engine actions.
//
// Every card keeps its identity from the deal to the end: after each action
// the table computes where every card belongs and hands that to Motion,
// which flies the cards whose place changed. Dealing, laying and drawing are
// all that one mechanism.
type Table struct {
	setup Setup
	text  *Text
	names []string
	match *elfer.Match
	state *elfer.State
	bots  []*bot.Elfer

	motion *sprites.Motion
	lay    layout
	view   elfer.View
	legal  []elfer.Action

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

	sel      int       // keyboard selection in the bottom hand
	keys     bool      // the keyboard is in use: show the selection
	hover    card.Card // card under the mouse
	press    pressState
	toast    string
	toastFor int

	last    [elfer.MaxPlayers]string // each seat's last move, in words
	status  string
	counts  [elfer.MaxPlayers]string
	pileStr string
	round   string
	paused  bool

	coverTitle, coverHint, coverButton cachedText
	// rp drives the table from a record instead of from players.
	rp  *replayer
	key viewKey

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

// NewTable starts a match.
func NewTable(s Setup) (*Table, error) {
	m, err := elfer.NewMatch(s.Options, s.Players, s.Rounds, s.Seed)
	if err != nil {
		return nil, err
	}
	t := &Table{setup: s, match: m}
	t.drawCardFn = t.drawCard
	if err := t.startRound(); err != nil {
		return nil, err
	}
	return t, nil
}

// Name identifies the scene.
func (t *Table) Name() string { return "table" }

// State is the round in play (for the score sheet and for tests).
func (t *Table) State() *elfer.State { return t.state }

// Match is the match in play.
func (t *Table) Match() *elfer.Match { return t.match }

func (t *Table) startRound() error {
	s, err := t.match.Deal()
	if err != nil {
		return err
	}
	t.state = s
	t.bots = make([]*bot.Elfer, t.setup.Players)
	r := uint64(t.match.Played() + 1)
	for p := range t.bots {
		if !t.setup.Human(p) {
			t.bots[p] = bot.NewElfer(t.setup.Level, card.Mix(t.match.RoundSeed(int(r)), uint64(100+p)))
		}
	}
	t.motion = sprites.NewMotion()
	t.dealing = true
	t.endWait = 0
	t.last = [elfer.MaxPlayers]string{}
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
	t.toast, t.toastFor = "", 0
	return nil
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

// Highlighted lists the bottom hand's cards that may be laid now: exactly
// the cards of the engine's legal Lay actions while a person is on turn.
func (t *Table) Highlighted() []card.Card {
	var out []card.Card
	if !t.humanTurn() {
		return out
	}
	for _, a := range t.legal {
		if a.Kind == elfer.Lay {
			out = append(out, a.Card)
		}
	}
	return out
}

func (t *Table) isLegalLay(c card.Card) bool {
	if !t.humanTurn() {
		return false
	}
	for _, a := range t.legal {
		if a.Kind == elfer.Lay && a.Card == c {
			return true
		}
	}
	return false
}

func (t *Table) canDo(k elfer.Kind) bool {
	if !t.humanTurn() {
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
func (t *Table) Act(a elfer.Action) bool {
	if err := t.state.Apply(a); err != nil {
		t.say(t.text.Refusal(err, t.names))
		return false
	}
	t.noteMove(a)
	return true
}

func (t *Table) say(msg string) {
	t.toast = msg
	t.toastFor = 150
}

// noteMove keeps each seat's last move in words until its next one.
func (t *Table) noteMove(elfer.Action) {
	t.last = lastMoves(t.text, t.state.Log())
	t.wait = 0
}

// lastMoves describes each seat's latest move from the log: the cards laid
// in that turn, the number of cards drawn, or a pass.
func lastMoves(tx *Text, log []elfer.Action) [elfer.MaxPlayers]string {
	var last [elfer.MaxPlayers]string
	draws := 0
	for i, a := range log {
		if a.Seat < 0 || a.Seat >= elfer.MaxPlayers {
			continue
		}
		sameTurn := i > 0 && log[i-1].Seat == a.Seat && log[i-1].Kind == a.Kind
		switch a.Kind {
		case elfer.Lay:
			if sameTurn {
				last[a.Seat] += " " + tx.short(a.Card)
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

// short is a compact card name for the move log: "R12".
func (t *Text) short(c card.Card) string { return c.String() }

// Pause stops the round's clock while the window has lost focus (bots wait
// for the people). A table of bots only plays on: nobody is there to come
// back.
func (t *Table) Pause() { t.paused = t.setup.Humans() > 0 }

// Update advances the table by one tick.
func (t *Table) Update(ctx *game.Context) error {
	t.ctx = ctx
	t.text = T(ctx.Settings.Lang)
	if t.names == nil {
		t.names = t.setup.Names(t.text)
	}
	t.motion.SetSpeed(ctx.Settings.MotionFactor())
	t.relayout(ctx)
	if t.paused {
		if ctx.Input.Pressed || ctx.Input.AnyKey() {
			t.paused = false
		}
		return nil
	}
	if ctx.Input.Key(ebiten.KeyEscape) {
		ctx.Switch(NewMenu(t.setup))
		return nil
	}
	t.motion.Update()
	if t.toastFor > 0 {
		t.toastFor--
	}
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
		if t.state.Redealt() {
			t.say(t.text.Redealt)
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
			ctx.Switch(NewScore(t))
		}
		return nil
	}
	t.syncSeats()
	if !t.humanTurn() {
		t.dropPress()
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
	t.refresh()
	return nil
}

// syncSeats keeps the hands private with several people at one screen: every
// turn starts with the hands face down, and when a person is on turn his
// hand comes to the bottom, to be uncovered after the hand-over screen.
func (t *Table) syncSeats() {
	if t.setup.Humans() > 1 && t.state.Turn().Number != t.seenTurn {
		t.seenTurn = t.state.Turn().Number
		t.hidden = true
		// Nothing of the last person's turn may show to the next: not a
		// message about his cards, not his selection, not a card in hand.
		t.toast, t.toastFor = "", 0
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
	t.state.ViewInto(p, &t.view)
	a := t.bots[p].Choose(&t.view)
	t.Act(a)
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
	hand := t.state.Hand(t.bottom)
	if t.sel >= len(hand) {
		t.sel = len(hand) - 1
	}
	if t.sel < 0 {
		t.sel = 0
	}
	// Forced moves the player has no choice in are made for him after a
	// moment: ending a turn when nothing else fits, passing.
	if (t.onlyLegal(elfer.End) || t.onlyLegal(elfer.Pass)) && !t.press.active {
		t.wait++
		if t.wait > 30+ctx.Settings.Pause() {
			t.Act(t.legal[0])
		}
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
			t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.Lay, Card: hand[t.sel]})
		}
	case in.Key(ebiten.KeyD):
		t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.Draw})
	case in.Key(ebiten.KeyE):
		t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.End})
	case in.Key(ebiten.KeyP):
		t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.Pass})
	}
	t.pointer(in)
}

func (t *Table) onlyLegal(k elfer.Kind) bool {
	return t.humanTurn() && len(t.legal) == 1 && t.legal[0].Kind == k
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

// pointer turns presses, drags and releases into actions: a click or tap on
// a hand card lays it, a card dragged onto the table is laid there (or flies
// back with the reason when it does not fit), the pile draws, the buttons do
// what they say.
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
			if in.Y < t.lay.rowsBottom+t.lay.slotH*0.5 {
				t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.Lay, Card: c})
			}
			return
		}
		if cc, ok := t.handCardAt(in.X, in.Y); ok && cc == c {
			t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.Lay, Card: c})
		}
		return
	}
	switch {
	case t.lay.pile.contains(in.X, in.Y), t.lay.drawButton.contains(in.X, in.Y) && t.canDo(elfer.Draw):
		t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.Draw})
	case t.lay.endButton.contains(in.X, in.Y) && t.canDo(elfer.End):
		t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.End})
	case t.lay.endButton.contains(in.X, in.Y) && t.canDo(elfer.Pass):
		t.Act(elfer.Action{Seat: t.bottom, Kind: elfer.Pass})
	}
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
	for i, h := range t.state.Hand(t.bottom) {
		if h == c {
			t.sel = i
		}
	}
}

// handCardAt finds the bottom hand's topmost card under a point.
func (t *Table) handCardAt(x, y float64) (card.Card, bool) {
	hand := t.state.Hand(t.bottom)
	for i := len(hand) - 1; i >= 0; i-- {
		p, ok := t.motion.Target(hand[i].Index())
		if !ok {
			continue
		}
		// The hand's resting line, not the lifted pose, so a hovered card
		// that rises does not slip away from under the pointer.
		top := t.lay.handY - 14
		if x >= p.X && x < p.X+p.W && y >= top && y < t.lay.handY+cardH(p.W) {
			return hand[i], true
		}
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
	text                   *Text
	lay                    layout
	state                  *elfer.State
	touch                  bool
}

// refresh recomputes what the screen shows after anything may have changed:
// the legal actions, every card's place, and the texts, so that drawing a
// frame only reads.
func (t *Table) refresh() {
	s := t.state
	k := viewKey{s.Actions(), s.Turn().Number, t.sel, t.bottom, t.hidden, t.dealing, s.IsOver(), t.hover, t.keys, t.replayView(), t.text, t.lay, s, t.ctxTouch()}
	if k == t.key {
		return
	}
	t.key = k
	t.legal = s.AppendLegal(t.legal[:0], t.bottom)
	t.place()
	tx := t.text
	for p := range t.setup.Players {
		word := tx.Cards
		if len(s.Hand(p)) == 1 {
			word = tx.OneCard
		}
		t.counts[p] = fmt.Sprintf("%d %s", len(s.Hand(p)), word)
	}
	t.pileStr = fmt.Sprintf("%s: %d", tx.Pile, s.PileSize())
	t.round = fmt.Sprintf(tx.RoundOf, t.match.Played()+1, t.match.Rounds)
	if t.rp != nil {
		t.round = fmt.Sprintf(tx.ReplayPos, s.Actions(), len(t.rp.rec.Actions))
		if len(t.names) > 0 {
			t.rp.viewLabel = tx.ViewAll
			if t.rp.view >= 0 {
				t.rp.viewLabel = t.names[t.rp.view]
			}
		}
	}
	switch {
	case s.IsOver() && s.Winner() >= 0 && t.names[s.Winner()] == tx.You:
		t.status = tx.YouWentOut
	case s.IsOver() && s.Winner() >= 0:
		t.status = fmt.Sprintf(tx.WentOut, t.names[s.Winner()])
	case s.IsOver():
		t.status = tx.Blocked
	case t.dealing:
		t.status = ""
	case t.humanTurn() && s.Turn().MustLay != card.None:
		t.status = tx.MustLayDrawn
	case t.humanTurn():
		t.status = tx.YourTurn
	default:
		t.status = fmt.Sprintf(tx.TurnOf, t.names[s.ToMove()])
	}
}

// place gives every card its target: the pile, a hand, or its slot in a row.
func (t *Table) place() {
	s := t.state
	l := &t.lay
	first := !t.motion.Moving() && !t.placedOnce()
	pile := s.Pile()
	for i, c := range pile {
		p := sprites.Pose{X: l.pile.x - float64(i)*0.25, Y: l.pile.y - float64(i)*0.25, W: l.pile.w, Z: i}
		t.moveTo(c, p, 0)
	}
	if first {
		// The deal: every card starts on the pile and flies out in turn.
		t.dealFromPile()
		return
	}
	for col := range card.NumColors {
		tbl := s.Table()
		for v := 1; v <= 20; v++ {
			c := card.New(card.Color(col), v)
			if tbl.Has(c) {
				x, y := l.slot(card.Color(col), v)
				t.moveTo(c, sprites.Pose{X: x, Y: y, W: l.slotW, FaceUp: true, Z: 200 + v}, 0)
			}
		}
	}
	for p := range t.setup.Players {
		for i, c := range s.Hand(p) {
			t.moveTo(c, t.handPose(p, i, len(s.Hand(p)), c), 0)
		}
	}
}

func (t *Table) placedOnce() bool {
	hand := t.state.Hand(0)
	if len(hand) == 0 {
		return true
	}
	_, ok := t.motion.Target(hand[0].Index())
	return ok
}

// dealFromPile puts every card on the pile and sends them out one after
// another, round the table, as a dealer would.
func (t *Table) dealFromPile() {
	s := t.state
	l := &t.lay
	at := sprites.Pose{X: l.pile.x, Y: l.pile.y, W: l.pile.w, Z: 100}
	stagger := 3
	if t.ctx != nil && t.ctx.Settings.NoWait {
		stagger = 1
	}
	k := 0
	tbl := s.Table()
	for _, c := range tbl.Cards() {
		t.motion.Place(c.Index(), at)
		x, y := l.slot(c.Color(), c.Value())
		t.motion.MoveTo(c.Index(), sprites.Pose{X: x, Y: y, W: l.slotW, FaceUp: true, Z: 200 + c.Value()}, k*stagger, 20)
		k++
	}
	n := 0
	for p := range t.setup.Players {
		n = max(n, len(s.Hand(p)))
	}
	for i := range n {
		for j := range t.setup.Players {
			p := (t.state.Dealer() + 1 + j) % t.setup.Players
			h := s.Hand(p)
			if i >= len(h) {
				continue
			}
			t.motion.Place(h[i].Index(), at)
			t.motion.MoveTo(h[i].Index(), t.handPose(p, i, len(h), h[i]), k*stagger, 20)
			k++
		}
	}
}

func (t *Table) moveTo(c card.Card, p sprites.Pose, delay int) {
	id := c.Index()
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
		w := l.handW
		step := math.Min(w+6, (l.handRight-l.handLeft-w)/math.Max(1, float64(n-1)))
		total := step*float64(n-1) + w
		x := (l.handLeft+l.handRight)/2 - total/2 + float64(i)*step
		y := l.handY
		faceUp := !t.hidden
		if t.humanTurn() && (c == t.hover || (t.sel == i && t.keys)) {
			y -= 14
		}
		return sprites.Pose{X: x, Y: y, W: w, FaceUp: faceUp, Z: 400 + i}
	}
	box := l.seatBox(t.opponentIndex(p))
	w := l.oppCardW
	inner := box.w - 24
	step := math.Min(w*0.5, (inner-w)/math.Max(1, float64(n-1)))
	x := box.x + 12 + float64(i)*step
	return sprites.Pose{X: x, Y: box.y + box.h - cardH(w) - 8, W: w, FaceUp: t.rp != nil && t.rp.view < 0, Z: 300 + i}
}

func (t *Table) ctxTouch() bool { return t.ctx != nil && t.ctx.Input.Touch }

// opponentIndex is seat p's place among the panels along the top, in turn
// order starting left of the bottom seat.
func (t *Table) opponentIndex(p int) int {
	return (p - t.bottom - 1 + t.setup.Players) % t.setup.Players
}

// relayout recomputes the geometry when the screen's logical size changed.
func (t *Table) relayout(ctx *game.Context) {
	if t.lay.lw == ctx.LW && t.lay.lh == ctx.LH {
		return
	}
	t.lay = newLayout(ctx.LW, ctx.LH, t.setup.Players-1)
	t.place()
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
