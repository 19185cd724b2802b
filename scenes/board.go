package scenes

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/sprites"
)

// boardGame is one game's side of the board: it lays out what a seat sees
// from that seat's view, offers the person on turn his legal actions as
// cards and buttons to press, and tells a play in words. It sees a view,
// never the round: what it could not show, it cannot leak.
type boardGame interface {
	// lay fills tb from v, a view of the game (games.Round.View); legal
	// are the seat's legal actions now (empty when it is not on turn).
	lay(tb *tableau, v games.View, legal []games.Action, tx *Text, names []string)
	// say tells a play in words for the log, from the view of a seat after
	// it: what everybody at the table saw, nothing hidden.
	say(tx *Text, a games.Action, after games.View, names []string) string
	// secret reports whether the game has hands only their owner may see
	// (then people sharing the screen pass it between their turns).
	secret() bool
	// gist is one sentence of what the game's cards do, said by a long
	// press on any card or zone: the same for every card, so it tells
	// nothing about a hidden one.
	gist(tx *Text) string
}

// boardTyped is a board that takes a number typed on the keyboard (a
// Ratefix guess): typed reads the tick's characters and reports whether
// they changed what the board offers.
type boardTyped interface {
	typed(in *game.Input) bool
}

// boardTimed is a board whose choices of several seats may be a real-time
// window (Überall anschließen's "Stopp!"): everybody in it may act at once
// by key or button until the window closes, and whoever has not acted then
// takes the default action.
type boardTimed interface {
	// window reports whether the open choice of v's round is such a window,
	// and how many ticks it stays open.
	window(v games.View) (ticks int, ok bool)
	// fallback is the action of a seat that let the window pass.
	fallback(seat int) games.Action
	// react is how many ticks a bot of the level waits before it acts in
	// the window (drawn from r, a value in [0, 1)).
	react(l level.Level, r float64) int
}

// boardEnder is a game whose end of the round says one thing more in the
// end panel (Schwarzer Peter: who is left with the Peter).
type boardEnder interface {
	endNote(tx *Text, v games.View, names []string) string
}

// boardRevealer is a game some of whose plays turn cards face up for
// everybody (a battle, a trick, a call): the board holds that moment on
// the table, the cards face up and the outcome in words, before anything
// else happens.
type boardRevealer interface {
	// reveals reports whether going from the view before to the view after
	// (both of the seat laid out, around one action) turned cards that the
	// table must hold face up. It remembers what it needs to lay them out
	// while the hold lasts (the tableau's held). shown: the seat's own
	// secrets are face up now, so a reveal meant for it alone (the card it
	// drew) may be held too.
	reveals(before, after games.View, shown bool) bool
}

// localAction is a choice that changes only what a game's board shows (a
// guess dialled up before it is made); the board runs it instead of
// handing it to the round.
type localAction func()

// boards make the board of each game played at the board, by game id: a
// game's board may remember what it showed (the last battle, say).
var boards = map[string]func() boardGame{}

// Board is the table of the games whose cards lie in stacks, piles and
// hands (all but the games of rows and Schnipp Schnapp). It shows one seat's
// view at a time, laid out by the game's boardGame; everything else (the
// match, bots at a pace a person can follow, people sharing the screen,
// the log of plays, saves, statistics, the end of a round) is the same for
// every game.
type Board struct {
	setup Setup
	text  *Text
	names []string
	bg    boardGame
	match *games.Match
	round games.Round
	bots  []games.Bot
	// rn is the number of the round at the table (from 1).
	rn int

	// bottom is the seat whose view is laid out; shown is the seat whose
	// private cards are face up (-1: none). With several people at the
	// screen a seat's secrets only show once he has the device.
	bottom, shown int
	// cover: the device is being passed to bottom.
	cover bool
	// handOver draws the cover.
	handOver handOver
	// fitted are the zones' labels as last cut to their room.
	fitted []fittedLabel
	// statusFit is the wide layout's status line as last fitted.
	statusFit fittedLabel

	tb      tableau
	geom    boardGeom
	boxes   []zoneBox
	motion  *sprites.Motion
	seen    map[int]sprites.Pose // the sprites of the last layout
	laidFor int                  // the action count the layout shows
	dealing bool
	// dealt are the zones' labels while the deal runs, counting only
	// the cards that have arrived ("" where a label names no count).
	dealt []string
	deck  sprites.Pose // where the deal starts

	targetBuf []spot // targets' result, reused so a frame allocates nothing
	sel       int    // the choice (or the spot) selected, -1 none
	focus     int    // the keyboard's place among the targets
	keys      bool
	wait      int // ticks before the next bot moves
	// hold is the ticks left of a reveal held on the table (see
	// boardRevealer); it counts down only while no card flies, and a tap,
	// a click or a key ends it early. While it lasts the board applies no
	// action, neither a bot's nor a person's.
	hold int
	// drag is the card the person presses or drags.
	drag      dragState
	windowT   int // ticks left in a real-time window (0: none open)
	windowLen int
	// botAt is the tick of the window at which each bot acts (-1: it lets
	// the window pass); botWill is what it decided when the window opened.
	botAt   []int
	botWill []games.Action
	// log is the round's log of plays, every line of it (see moveLog).
	log moveLog
	msg toast // a short message over the middle
	// explain is what a long press on a card or zone said, in a bubble
	// beside the point pressed until the next tap.
	explain bubble

	status string
	// statusKeys is the status naming keys, shown instead of status while
	// a keyboard is in use ("" when status names none).
	statusKeys string
	roundLabel string
	codeStr    string
	code       string
	endLines   []string
	endShown   bool
	counted    bool
	saveFailed bool
	paused     bool
	end        endChoice // the way on from the end of a match

	// rp drives the board from a record (the replay viewer); recNames
	// are the record's names for the seats.
	rp       *boardReplay
	recNames []string
	// undo is the bookkeeping of the person's Undo; undoOK: it is offered.
	undo   undoState
	undoOK bool
	// retell: the round was continued from a save, and its log and what
	// the game's board remembers are to be told from the deal on.
	retell bool

	screen *ebiten.Image
	ctx    *game.Context
}

// NewBoard starts a match of a game played at the board.
func NewBoard(s Setup) (*Board, error) {
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	newBG := boards[g.ID]
	if newBG == nil {
		return nil, fmt.Errorf("%s is not played at the board", g.ID)
	}
	bg := newBG()
	if !g.Matches {
		// A game played once: a match of one round.
		s.Rounds = 1
	}
	m, err := games.NewMatch(g, s.Options, s.Players, max(1, s.Rounds), s.Seed)
	if err != nil {
		return nil, err
	}
	b := &Board{setup: s, bg: bg, match: m, code: dealCode(s)}
	r, err := m.Deal()
	if err != nil {
		return nil, err
	}
	b.begin(r, 1)
	return b, nil
}

// ResumeBoard continues a saved match of a board game: the score sheet as
// saved and the running round replayed from its record, dealt by this
// match (a save of another match is refused).
func ResumeBoard(sv *store.Save) (*Board, error) {
	s, err := setupOfSave(sv)
	if err != nil {
		return nil, err
	}
	b, err := NewBoard(s)
	if err != nil {
		return nil, err
	}
	m := b.match
	if err := m.Restore(sv.Sheet); err != nil {
		return nil, err
	}
	g, rec, err := registry.Read([]byte(sv.Record))
	if err != nil {
		return nil, fmt.Errorf("the saved round: %w", err)
	}
	h := rec.Head()
	n := m.Played() + 1
	if g.ID != s.Game || h.Players != s.Players || h.Round != n {
		return nil, fmt.Errorf("the saved round is not round %d of this %s match", n, s.Game)
	}
	if seed, err := h.SeedValue(); err != nil || seed != m.RoundSeed(n) || h.Dealer != m.Dealer(n) {
		return nil, fmt.Errorf("the saved round %d was not dealt in this match", n)
	}
	if o, err := g.CheckOptions(h.Options, h.Players); err != nil || !maps.Equal(o, s.Options) {
		return nil, errors.New("the saved round was played with other options than its match")
	}
	r, err := g.Replay(rec, -1)
	if err != nil {
		return nil, fmt.Errorf("the saved round: %w", err)
	}
	if r.IsOver() {
		return nil, errors.New("the saved round is already over")
	}
	b.begin(r, n)
	// The log is told anew once the board knows its language (Update).
	b.retell = true
	return b, nil
}

// Name identifies the scene.
func (b *Board) Name() string { return "table" }

// Round is the round at the table (for tests).
func (b *Board) Round() games.Round { return b.round }

// Pause stops the bots while the window has lost focus; a key goes on.
func (b *Board) Pause() { b.paused = b.setup.Humans() > 0 }

// AtRest reports that the board waits for a person and nothing moves (see
// game.Rester): no card flies, no bot waits or thinks, no message or
// real-time window counts down, and no seat is about to be laid out for the
// person on turn. A stopped replay, a finished round waiting for Next and a
// paused board rest too.
func (b *Board) AtRest() bool {
	if b.paused {
		return true // Update waits for a press or a key before anything else
	}
	if b.motion.Moving() || b.msg.shown() || b.explain.shown() || b.dealing || b.wait > 0 {
		return false
	}
	if b.rp != nil {
		// A stopped replay keeps a step's reveal on show, at rest.
		return !b.rp.playing
	}
	if b.hold > 0 {
		return false
	}
	if b.round.IsOver() {
		return b.endShown && b.setup.Humans() > 0
	}
	if b.cover {
		return true
	}
	if t, ok := b.bg.(boardTimed); ok {
		if _, open := t.window(b.round.View(b.bottom)); open {
			return false
		}
	}
	for _, p := range b.round.ToMove() {
		if b.bots[p] != nil {
			return false
		}
	}
	p := b.humanToMove()
	return p >= 0 && p == b.bottom && (!b.hotSeat() || b.shown == p)
}

// begin puts round n on the table, dealt or replayed.
func (b *Board) begin(r games.Round, n int) {
	b.round, b.rn = r, n
	b.motion = sprites.NewMotion()
	b.seen = map[int]sprites.Pose{}
	b.laidFor = -1
	b.dealing = true
	b.endShown, b.endLines = false, nil
	b.log.Reset(nil)
	b.sel = -1
	b.windowT = 0
	b.hold = 0
	b.drag = dragState{}
	seed := b.match.RoundSeed(n)
	b.bots = make([]games.Bot, b.setup.Players)
	for p := range b.bots {
		if !b.setup.Human(p) {
			b.bots[p] = b.match.Game.NewBot(b.setup.Level, p, botSeed(seed, p))
		}
	}
	b.botAt = make([]int, b.setup.Players)
	b.botWill = make([]games.Action, b.setup.Players)
	b.bottom, b.shown = 0, -1
	for p := range b.setup.Players {
		if b.setup.Human(p) {
			b.bottom = p
			break
		}
	}
	if b.setup.Humans() <= 1 {
		b.shown = b.bottom
	}
	b.resetUndo()
}

// hotSeat reports whether people share the screen with secrets to keep.
func (b *Board) hotSeat() bool { return b.setup.Humans() > 1 && b.bg.secret() }

// humansToMove appends the people who must act now.
func (b *Board) humanToMove() int {
	for _, p := range b.round.ToMove() {
		if b.setup.Human(p) {
			return p
		}
	}
	return -1
}

// Update runs one tick.
func (b *Board) Update(ctx *game.Context) error {
	b.ctx = ctx
	if tx := T(ctx.Settings.Lang); tx != b.text {
		b.text = tx
		b.names = b.setup.Names(tx)
		if b.recNames != nil {
			b.names = b.recNames
		}
		b.laidFor = -1
		switch {
		case b.rp != nil && b.rp.pos > 0:
			// A replay's log in the new language.
			b.rp.tell = nil
			b.tellReplay(b.rp.pos)
		case b.rp == nil && (b.retell || b.round.Actions() > 0):
			// A round continued from its save, or its language changed:
			// the log tells it from the deal, in the words of play.
			b.retellLog(b.retell)
			b.retell = false
		}
	}
	if b.geom.lw != ctx.LW || b.geom.lh != ctx.LH {
		b.geom = newBoardGeom(ctx.LW, ctx.LH, b.setup.Players-1)
		b.laidFor = -1
	}
	in := &ctx.Input
	if b.paused {
		// The window lost the focus: the board stands still under the
		// sheet until the person comes back.
		b.paused = false
		b.dropDrag()
		ctx.Switch(newPauseSheet(b, b.setup))
		return nil
	}
	if in.LongPress {
		// A long press explains; it drags nothing.
		b.dropDrag()
	}
	b.log.rescale(ctx.Scale)
	if !b.explain.shown() && b.logTakes(in) && b.log.Update(in) {
		// The log took this tick's input (a scroll, a press on it, its
		// keys): nothing else acts on it.
		in.Clear()
	}
	if b.updateExplain(in) {
		return nil
	}
	// The motion's factor stretches durations: below 1 is quicker.
	b.motion.SetSpeed(ctx.Settings.MotionFactor())
	b.motion.Update()
	b.msg.tick()
	if in.Key(ebiten.KeyEscape) {
		if b.sel >= 0 {
			b.sel = -1
			b.laidFor = -1
		} else if b.rp != nil {
			ctx.Switch(ToMenu(b.rp.back))
			return nil
		} else if b.endShown && b.match.Over() {
			// The end of a match names Esc as its way to the menu.
			ctx.Switch(ToMenu(b.setup))
			return nil
		} else {
			b.dropDrag()
			ctx.Switch(NewSheet(b, b.setup))
			return nil
		}
	}
	if in.Released && b.code != "" && b.codeRect().contains(in.X, in.Y) {
		b.copyCode()
	}
	switch {
	case in.Key(ebiten.KeyH), in.Key(ebiten.KeyF1), b.rp != nil && in.Released && b.rulesRect().contains(in.X, in.Y):
		b.dropDrag()
		ctx.Switch(RulesOver(b, b.setup, b.setup.Game))
		return nil
	case b.rp == nil && in.Released && b.rulesRect().contains(in.X, in.Y):
		b.dropDrag()
		ctx.Switch(NewSheet(b, b.setup))
		return nil
	}
	// Whatever this tick changes is laid out before the frame is drawn:
	// a hand passed on is face down in the very next frame.
	defer b.relay()
	b.relay()
	if b.dealing {
		if !b.motion.Moving() {
			b.dealing = false
			b.laidFor = -1
			b.relay()
		}
		b.countDealt()
		return nil
	}
	if b.drag.active && !b.canAct() {
		// The turn went while a card was pressed: it goes back.
		b.dropDrag()
	}
	if b.rp != nil {
		b.updateReplay(ctx)
		return nil
	}
	if b.hold > 0 {
		if b.updateUndo(ctx) {
			// The play held is taken back with the person's decision.
			b.hold = 0
			return nil
		}
		b.updateHold(in)
		return nil
	}
	if b.round.IsOver() {
		b.updateEnd(ctx)
		return nil
	}
	if b.cover {
		if in.Released && b.geomCoverButton().contains(in.X, in.Y) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) {
			b.cover = false
			b.shown = b.bottom
			b.laidFor = -1
		}
		return nil
	}
	if b.updateUndo(ctx) {
		return nil
	}
	if t, ok := b.bg.(boardTimed); ok {
		if ticks, open := t.window(b.round.View(b.bottom)); open {
			b.updateWindow(ctx, t, ticks)
			return nil
		}
		b.windowT = 0
	}
	// Bots choose while people think: a simultaneous choice waits for
	// nobody.
	b.updateBots(ctx)
	if b.round.IsOver() {
		return nil
	}
	if p := b.humanToMove(); p >= 0 {
		if p != b.bottom || (b.hotSeat() && b.shown != p) {
			b.bottom = p
			b.shown = -1
			b.cover = b.hotSeat()
			if !b.cover {
				b.shown = p
			}
			b.laidFor = -1
			return nil
		}
		b.updateHuman(ctx)
	}
	return nil
}

// updateBots lets the bots to move act, one a beat.
func (b *Board) updateBots(ctx *game.Context) {
	if b.wait > 0 {
		b.wait--
		return
	}
	if b.motion.Moving() && !ctx.Settings.NoWait {
		return
	}
	for _, p := range b.round.ToMove() {
		bot := b.bots[p]
		if bot == nil {
			continue
		}
		b.apply(bot.Choose(b.round.View(p)))
		b.wait = b.beat(ctx)
		return
	}
}

// beat is the pause between two bot moves at the chosen speed.
func (b *Board) beat(ctx *game.Context) int {
	if ctx.Settings.NoWait {
		return 2
	}
	return [...]int{60, 36, 18}[ctx.Settings.Speed]
}

// updateWindow runs a real-time window: people act by key or button, bots
// after their reaction time, everybody else lets it pass when it closes.
func (b *Board) updateWindow(ctx *game.Context, t boardTimed, ticks int) {
	if b.windowT == 0 {
		b.windowT, b.windowLen = ticks, ticks
		rng := newTickRng(uint64(b.round.Actions())*7919 + b.match.Seed)
		for _, p := range b.round.ToMove() {
			b.botAt[p] = -1
			if bot := b.bots[p]; bot != nil {
				// A bot decides once, when the window opens, and acts on
				// it after its reaction time, if the window is still open.
				a := bot.Choose(b.round.View(p))
				b.botWill[p] = a
				if !sameAction(a, t.fallback(p)) {
					b.botAt[p] = max(0, ticks-t.react(b.setup.Level, rng.Float64()))
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
	open := func() bool { _, ok := t.window(b.round.View(b.bottom)); return ok }
	for _, p := range slices.Clone(b.round.ToMove()) {
		if !open() || !slices.Contains(b.round.ToMove(), p) {
			// The window closed (or p chose) earlier this tick.
			continue
		}
		if bot := b.bots[p]; bot != nil {
			if b.botAt[p] > 0 && b.windowT <= b.botAt[p] {
				b.apply(b.botWill[p])
			}
			continue
		}
		for _, c := range b.windowChoices(p) {
			if (c.hasKey() && in.Key(c.key)) || (in.Released && b.windowButton(p).contains(in.X, in.Y)) {
				b.apply(c.act)
				break
			}
		}
	}
	if b.windowT <= 0 && open() {
		for _, p := range slices.Clone(b.round.ToMove()) {
			b.apply(t.fallback(p))
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
		if b.setup.Human(p) {
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
	if !b.setup.Human(p) {
		return [2]ebiten.Key{}, false
	}
	k := 0
	for q := range p {
		if b.setup.Human(q) {
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

// apply carries out an action and tells it in the log; a refusal is said
// and changes nothing.
func (b *Board) apply(a games.Action) {
	if f, ok := a.(localAction); ok {
		// A step of the board's own (a number dialled up), not a play.
		f()
		b.laidFor = -1
		return
	}
	own := b.ownChoice(a)
	rv, reveals := b.bg.(boardRevealer)
	var before games.View
	if reveals {
		// A view of a copy: some rounds fill one view again and again,
		// so a view of the round itself would turn into the view after.
		before = b.round.Clone().View(b.bottom)
	}
	if err := b.round.Apply(a); err != nil {
		b.say(err.Error())
		return
	}
	b.undo.note(a, own)
	b.sel = -1
	game.Signal("actions", strconv.Itoa(b.round.Actions()))
	if line := b.bg.say(b.text, a, b.round.View(b.bottom), b.names); line != "" {
		// A play told in several lines (a draw, then the pair it made)
		// is as many lines of the log.
		for l := range strings.SplitSeq(line, "\n") {
			b.log.Add(l)
		}
	}
	if b.hotSeat() && b.setup.Human(b.shown) && !slices.Contains(b.round.ToMove(), b.shown) {
		// His turn is done: his hand goes face down before the device
		// passes on.
		b.shown = -1
	}
	if reveals && rv.reveals(before, b.round.View(b.bottom), b.shown == b.bottom) {
		b.startHold()
	}
	b.save()
}

// startHold holds the reveal of the action just applied on the table.
func (b *Board) startHold() {
	b.hold = holdTicks(b.ctx)
	b.laidFor = -1
}

// holdTicks is how long a reveal is held: a second at normal speed,
// longer when slow, shorter when fast, and never under half a second, not
// even without pauses (-fast), so that a viewer still sees the moment.
func holdTicks(ctx *game.Context) int {
	if ctx == nil {
		return 60
	}
	return max(30, int(60*ctx.Settings.MotionFactor()+0.5))
}

// updateHold runs a held reveal: a tap, a click or a key ends it, else it
// ends when its time has passed with the cards at rest.
func (b *Board) updateHold(in *game.Input) {
	switch {
	case in.Released || in.AnyKey():
		b.hold = 0
	case b.motion.Moving():
		return
	default:
		b.hold--
	}
	if b.hold == 0 {
		// The cards go where the play sent them.
		b.laidFor = -1
	}
}

// say shows a message for its full time.
func (b *Board) say(msg string) { b.msg.say(msg, -1) }

// updateEnd shows the round's end; the person goes on to the next round
// or back to the menu.
func (b *Board) updateEnd(ctx *game.Context) {
	if !b.endShown {
		b.endShown = true
		b.shown = b.bottom
		b.laidFor = -1
		if err := b.match.Finish(b.round); err != nil {
			b.say(err.Error())
		}
		b.keepRound()
		b.buildEnd()
		if b.match.Over() && !b.counted {
			b.counted = true
			if msg := finishMatch(ctx, b.text, b.setup, b.match.Totals(), b.match.Leaders(), b.match.Game.HigherWins); msg != "" {
				b.say(msg)
			}
		}
		b.wait = 60
	}
	if b.wait > 0 {
		b.wait--
		return
	}
	in := &ctx.Input
	switch {
	case b.setup.Humans() == 0 && b.match.Over():
		// A match of bots (a demo) ends the program with -exit.
		if ctx.Settings.Exit {
			ctx.Quit()
		}
		return
	case b.match.Over():
		// A new match or the menu, as at every table's end of a match.
		endMatch(ctx, b.end.update(in, b.endButtons()), b.setup, b.match.Seed)
		return
	case b.setup.Humans() == 0:
		// ... and deals its next round by itself.
	case !(in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) || (in.Released && b.nextButton().contains(in.X, in.Y))):
		return
	}
	r, err := b.match.Deal()
	if err != nil {
		b.say(err.Error())
		return
	}
	b.begin(r, b.match.Played()+1)
	b.save()
}

// buildEnd writes the end of the round: each seat's score of the round and,
// in a match, the totals.
func (b *Board) buildEnd() {
	tx := b.text
	res := b.round.Result()
	b.endLines = b.endLines[:0]
	if res == nil {
		return
	}
	order := make([]int, len(res.Scores))
	for i := range order {
		order[i] = i
	}
	higher := b.match.Game.HigherWins
	sortSeats(order, func(x, y int) int {
		if higher {
			return res.Scores[y] - res.Scores[x]
		}
		return res.Scores[x] - res.Scores[y]
	})
	if e, ok := b.bg.(boardEnder); ok {
		if note := e.endNote(tx, b.round.View(b.bottom), b.names); note != "" {
			b.endLines = append(b.endLines, note)
		}
	}
	for rank, p := range order {
		line := fmt.Sprintf("%d. %s – %d", rank+1, b.names[p], res.Scores[p])
		if b.match.Rounds > 1 {
			line += fmt.Sprintf("  (%s %d)", tx.Total, b.match.Totals()[p])
		}
		b.endLines = append(b.endLines, line)
	}
}

// save keeps the match after every action.
func (b *Board) save() {
	if !keeps(b.ctx, b.setup) || b.round.IsOver() {
		return
	}
	sv := newSave(b.setup, slices.Clone(b.match.Sheet), b.round.Record(nil, b.rn).Marshal())
	if err := b.ctx.Store.SaveMatchLater(saveName, sv); err != nil && !b.saveFailed {
		b.saveFailed = true
		b.say(fmt.Sprintf(b.text.SaveFailed, err))
	}
}

// keepRound keeps a finished round to watch again from the menu.
func (b *Board) keepRound() {
	if !keeps(b.ctx, b.setup) {
		return
	}
	rec := b.round.Record(b.names, b.rn)
	_ = keepRecent(b.ctx.Store, recentRound{When: time.Now().Format("2006-01-02 15:04"), Game: b.setup.Game, Record: string(rec.Marshal())})
}

func (b *Board) copyCode() {
	if err := game.Copy(b.code); err != nil {
		b.say(fmt.Sprintf(b.text.CopyByHand, b.code))
		return
	}
	b.say(fmt.Sprintf(b.text.Copied, b.code))
}

// tickRng is a small generator for the table's own random timing (bots'
// reaction times): it never reaches the engine.
type tickRng struct{ s uint64 }

func newTickRng(seed uint64) *tickRng { return &tickRng{seed | 1} }

func (r *tickRng) Float64() float64 {
	r.s ^= r.s << 13
	r.s ^= r.s >> 7
	r.s ^= r.s << 17
	return float64(r.s>>11) / float64(1<<53)
}

func init() {
	RegisterTable("board", TableKind{
		Open:   func(s Setup) (game.Scene, error) { return NewBoard(s) },
		Replay: func(rec games.Record, back Setup) (game.Scene, error) { return NewBoardReplay(rec, back) },
		Resume: func(sv *store.Save) (game.Scene, error) { return ResumeBoard(sv) },
	})
}
