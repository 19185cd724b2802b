package board

import (
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// boardGame is one game's side of the board: it lays out what a seat sees
// from that seat's view, offers the person on turn his legal actions as
// cards and buttons to press, and tells a play in words. It sees a view,
// never the round: what it could not show, it cannot leak.
type boardGame interface {
	// lay fills tb from v, a view of the game (games.Round.View); legal
	// are the seat's legal actions now (empty when it is not on turn).
	lay(tb *tableau, v games.View, legal []games.Action, tx *i18n.Text, names []string)
	// Say tells a play in words for the log, from the view of a seat after
	// it: what everybody at the table saw, nothing hidden.
	Say(tx *i18n.Text, a games.Action, after games.View, names []string) string
	// secret reports whether the game has hands only their owner may see
	// (then people sharing the screen pass it between their turns).
	secret() bool
	// gist is one sentence of what the game's cards do, said by a long
	// press on any card or zone: the same for every card, so it tells
	// nothing about a hidden one.
	gist(tx *i18n.Text) string
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
	endNote(tx *i18n.Text, v games.View, names []string) string
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

// Boards make the board of each game played at the board, by game id: a
// game's board may remember what it showed (the last battle, say).
var Boards = map[string]func() boardGame{}

// Board is the table of the games whose cards lie in stacks, piles and
// hands (all but the games of rows and Schnipp Schnapp). It shows one seat's
// view at a time, laid out by the game's boardGame; everything else (the
// Match, bots at a pace a person can follow, people sharing the screen,
// the log of plays, saves, statistics, the end of a round) is the same for
// every game.
type Board struct {
	Setup shell.Setup
	text  *i18n.Text
	names []string
	bg    boardGame
	Match *games.Match
	round games.Round
	bots  []games.Bot
	// rn is the number of the round at the table (from 1).
	rn int

	// Bottom is the seat whose view is laid out; shown is the seat whose
	// private cards are face up (-1: none). With several people at the
	// screen a seat's secrets only show once he has the device.
	Bottom, Shown int
	// Cover: the device is being passed to bottom.
	Cover bool
	// handOver draws the cover.
	handOver ui.HandOver
	// fitted are the zones' labels as last cut to their room; lbl where
	// layLabels put them (lblLine its buffer).
	fitted   [2][]ui.Fitted // by pass of layLabels
	wordFit  [2][]ui.Fitted // labels' words whose count went onto a chip
	shortFit [2][]ui.Fitted // labels' short forms (see zone.short)

	nameFit []ui.Fitted // the opponents' names as fitted to their panels
	lbl     []labelPlaced
	lblLine []int
	// statusFit is the wide layout's status line as last fitted.
	statusFit fittedLabel

	tb      tableau
	Geom    boardGeom
	boxes   []zoneBox
	Motion  *sprites.Motion
	seen    map[int]sprites.Pose // the sprites of the last layout
	LaidFor int                  // the action count the layout shows
	Dealing bool
	// dealt are the zones' labels while the deal runs, counting only
	// the cards that have arrived ("" where a label names no count).
	dealt []string
	// dealtShort are the zones' short labels so counted (see zone.short).
	dealtShort []string
	deck       sprites.Pose // where the deal starts

	targetBuf []spot // targets' result, reused so a frame allocates nothing
	Sel       int    // the choice (or the spot) selected, -1 none
	focus     int    // the keyboard's place among the targets
	keys      bool
	Wait      int // ticks before the next bot moves
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
	log ui.MoveLog
	msg ui.Toast // a short message over the middle
	// Explain is what a long press on a card or zone said, in a bubble
	// beside the point pressed until the next tap.
	Explain ui.Bubble

	status string
	// statusKeys is the status naming keys, shown instead of status while
	// a keyboard is in use ("" when status names none).
	statusKeys string
	roundLabel string
	codeStr    string
	code       string
	endLines   []string
	EndShown   bool
	counted    bool
	saveFailed bool
	paused     bool
	end        shell.EndChoice // the way on from the end of a match

	// rp drives the board from a record (the replay viewer); recNames
	// are the record's names for the seats.
	rp       *boardReplay
	recNames []string
	// undo is the bookkeeping of the person's Undo; undoOK: it is offered.
	undo   shell.UndoState
	UndoOK bool
	// retell: the round was continued from a save, and its log and what
	// the game's board remembers are to be told from the deal on.
	retell bool

	screen *ebiten.Image
	ctx    *game.Context
	// net is the seat's online room when the board plays one (nil at a
	// table of this screen): the other seats move at the server.
	net *shell.Net
}

// NewBoard starts a match of a game played at the board.
func NewBoard(s shell.Setup) (*Board, error) {
	b, err := newBoard(s)
	if err != nil {
		return nil, err
	}
	b.code = shell.DealCode(b.Setup)
	r, err := b.Match.Deal()
	if err != nil {
		return nil, err
	}
	b.begin(r, 1)
	return b, nil
}

// newBoard is the board of setup s with its match, before a round is on
// it: at this screen, or for a seat of an online room.
func newBoard(s shell.Setup) (*Board, error) {
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	newBG := Boards[g.ID]
	if newBG == nil {
		return nil, fmt.Errorf("%s is not played at the board", g.ID)
	}
	if !g.Matches {
		// A game played once: a match of one round.
		s.Rounds = 1
	}
	m, err := games.NewMatch(g, s.Options, s.Players, max(1, s.Rounds), s.Seed)
	if err != nil {
		return nil, err
	}
	return &Board{Setup: s, bg: newBG(), Match: m}, nil
}

// ResumeBoard continues a saved match of a board game: the score sheet as
// saved and the running round replayed from its record, dealt by this
// Match (a save of another match is refused).
func ResumeBoard(sv *store.Save) (*Board, error) {
	s, err := shell.SetupOfSave(sv)
	if err != nil {
		return nil, err
	}
	b, err := NewBoard(s)
	if err != nil {
		return nil, err
	}
	m := b.Match
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
// An online room goes on at its server, so its board does not stop.
func (b *Board) Pause() { b.paused = b.Setup.Humans() > 0 && b.net == nil }

// AtRest reports that the board waits for a person and nothing moves (see
// game.Rester): no card flies, no bot waits or thinks, no message or
// real-time window counts down, and no seat is about to be laid out for the
// person on turn. A stopped replay, a finished round waiting for Next and a
// paused board rest too.
func (b *Board) AtRest() bool {
	if b.paused {
		return true // Update waits for a press or a key before anything else
	}
	if b.net != nil {
		if trouble, _ := b.net.Trouble(); trouble || b.net.ClockLeft() >= 0 {
			// A turn clock counts down, a connection is being made again.
			return false
		}
	}
	if b.Motion.Moving() || b.msg.Shown() || b.Explain.Shown() || b.Dealing || b.Wait > 0 {
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
		return b.EndShown && b.Setup.Humans() > 0
	}
	if b.Cover {
		return true
	}
	if t, ok := b.bg.(boardTimed); ok {
		if _, open := t.window(b.round.View(b.Bottom)); open {
			return false
		}
	}
	for _, p := range b.round.ToMove() {
		if b.bots[p] != nil {
			return false
		}
	}
	p := b.humanToMove()
	return p >= 0 && p == b.Bottom && (!b.hotSeat() || b.Shown == p)
}

// begin puts round n on the table, dealt or replayed.
func (b *Board) begin(r games.Round, n int) {
	b.round, b.rn = r, n
	b.Motion = sprites.NewMotion()
	b.seen = map[int]sprites.Pose{}
	b.LaidFor = -1
	b.Dealing = true
	b.EndShown, b.endLines = false, nil
	b.log.Reset(nil)
	b.Sel = -1
	b.windowT = 0
	b.hold = 0
	b.drag = dragState{}
	seed := b.Match.RoundSeed(n)
	b.bots = make([]games.Bot, b.Setup.Players)
	for p := range b.bots {
		// Online, only the seat of this screen is played here: by a
		// bot when nobody plays it (a demonstration).
		if !b.Setup.Human(p) && (b.net == nil || p == b.net.Seat) {
			b.bots[p] = b.Match.Game.NewBot(b.Setup.Level, p, shell.BotSeed(seed, p))
		}
	}
	b.botAt = make([]int, b.Setup.Players)
	b.botWill = make([]games.Action, b.Setup.Players)
	b.Bottom, b.Shown = 0, -1
	for p := range b.Setup.Players {
		if b.Setup.Human(p) {
			b.Bottom = p
			break
		}
	}
	if b.net != nil {
		b.Bottom = b.net.Seat
	}
	if b.Setup.Humans() <= 1 {
		b.Shown = b.Bottom
	}
	b.resetUndo()
}

// hotSeat reports whether people share the screen with secrets to keep.
func (b *Board) hotSeat() bool { return b.Setup.Humans() > 1 && b.bg.secret() }

// humansToMove appends the people who must act now.
func (b *Board) humanToMove() int {
	for _, p := range b.round.ToMove() {
		if b.Setup.Human(p) {
			return p
		}
	}
	return -1
}

// Update runs one tick.
func (b *Board) Update(ctx *game.Context) error {
	b.ctx = ctx
	if tx := i18n.T(ctx.Settings.Lang); tx != b.text {
		b.text = tx
		b.names = b.Setup.Names(tx)
		if b.recNames != nil {
			b.names = b.recNames
		}
		b.LaidFor = -1
		switch {
		case b.rp != nil && b.rp.pos > 0:
			// A replay's log in the new language.
			b.rp.tell = nil
			b.tellReplay(b.rp.pos)
		case b.rp == nil && b.net == nil && (b.retell || b.round.Actions() > 0):
			// (An online round's history is the server's: its log tells
			// what the table saw, in the words it was told in.)
			// A round continued from its save, or its language changed:
			// the log tells it from the deal, in the words of play.
			b.retellLog(b.retell)
			b.retell = false
		}
	}
	if b.net != nil {
		b.pumpNet()
	}
	if b.Geom.LW != ctx.LW || b.Geom.LH != ctx.LH {
		b.Geom = newBoardGeom(ctx.LW, ctx.LH, b.Setup.Players-1)
		b.LaidFor = -1
	}
	in := &ctx.Input
	if b.paused {
		// The window lost the focus: the board stands still under the
		// sheet until the person comes back.
		b.paused = false
		b.dropDrag()
		ctx.Switch(shell.NewPauseSheet(b, b.Setup))
		return nil
	}
	if in.LongPress {
		// A long press explains; it drags nothing.
		b.dropDrag()
	}
	b.log.Rescale(ctx.Scale)
	if !b.Explain.Shown() && b.logTakes(in) && b.log.Update(in) {
		// The log took this tick's input (a scroll, a press on it, its
		// keys): nothing else acts on it.
		in.Clear()
	}
	if b.updateExplain(in) {
		return nil
	}
	// The motion's factor stretches durations: below 1 is quicker.
	b.Motion.SetSpeed(ctx.Settings.MotionFactor())
	b.Motion.Update()
	b.msg.Tick()
	if in.Key(ebiten.KeyEscape) {
		if b.Sel >= 0 {
			b.Sel = -1
			b.LaidFor = -1
		} else if b.rp != nil {
			ctx.Switch(shell.ToMenu(b.rp.back))
			return nil
		} else if b.EndShown && b.Match.Over() {
			// The end of a match names Esc as its way to the menu.
			ctx.Switch(shell.ToMenu(b.Setup))
			return nil
		} else {
			b.dropDrag()
			ctx.Switch(shell.NewSheet(b, b.Setup))
			return nil
		}
	}
	if in.Released && b.code != "" && b.codeRect().Contains(in.X, in.Y) {
		b.copyCode()
	}
	switch {
	case in.Key(ebiten.KeyH), in.Key(ebiten.KeyF1), b.rp != nil && in.Released && b.RulesRect().Contains(in.X, in.Y):
		b.dropDrag()
		ctx.Switch(shell.RulesOver(b, b.Setup, b.Setup.Game))
		return nil
	case b.rp == nil && in.Released && b.RulesRect().Contains(in.X, in.Y):
		b.dropDrag()
		ctx.Switch(shell.NewSheet(b, b.Setup))
		return nil
	}
	// Whatever this tick changes is laid out before the frame is drawn:
	// a hand passed on is face down in the very next frame.
	defer b.Relay()
	b.Relay()
	if b.Dealing {
		if !b.Motion.Moving() {
			b.Dealing = false
			b.LaidFor = -1
			b.Relay()
		}
		b.countDealt()
		return nil
	}
	if b.drag.active && !b.CanAct() {
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
	if b.Cover {
		if in.Released && b.geomCoverButton().Contains(in.X, in.Y) || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) {
			b.Cover = false
			b.Shown = b.Bottom
			b.LaidFor = -1
		}
		return nil
	}
	if b.updateUndo(ctx) {
		return nil
	}
	if t, ok := b.bg.(boardTimed); ok {
		if ticks, open := t.window(b.round.View(b.Bottom)); open {
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
		if p != b.Bottom || (b.hotSeat() && b.Shown != p) {
			b.Bottom = p
			b.Shown = -1
			b.Cover = b.hotSeat()
			if !b.Cover {
				b.Shown = p
			}
			b.LaidFor = -1
			return nil
		}
		b.updateHuman(ctx)
	}
	return nil
}

// updateBots lets the bots to move act, one a beat.
func (b *Board) updateBots(ctx *game.Context) {
	if b.Wait > 0 {
		b.Wait--
		return
	}
	if b.Motion.Moving() && !ctx.Settings.NoWait {
		return
	}
	for _, p := range b.round.ToMove() {
		bot := b.bots[p]
		if bot == nil {
			continue
		}
		b.Apply(bot.Choose(b.round.View(p)))
		b.Wait = b.beat(ctx)
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

// Apply carries out an action and tells it in the log; a refusal is said
// and changes nothing.
func (b *Board) Apply(a games.Action) {
	if f, ok := a.(localAction); ok {
		// A step of the board's own (a number dialled up), not a play.
		f()
		b.LaidFor = -1
		return
	}
	if b.net != nil {
		b.sendMove(a)
		return
	}
	own := b.ownChoice(a)
	var before games.View
	if _, reveals := b.bg.(boardRevealer); reveals {
		// A view of a copy: some rounds fill one view again and again,
		// so a view of the round itself would turn into the view after.
		before = b.round.Clone().View(b.Bottom)
	}
	if err := b.round.Apply(a); err != nil {
		b.Say(err.Error())
		return
	}
	b.undo.Note(a, own)
	b.stepped(a, before, true)
}

// stepped tells an action just applied, at this table or at an online
// room's server: the log's lines, the hands that go face down, the reveal
// held on the table (checked when last, against the view before), the
// save.
func (b *Board) stepped(a games.Action, before games.View, last bool) {
	rv, reveals := b.bg.(boardRevealer)
	b.Sel = -1
	game.Signal("actions", strconv.Itoa(b.round.Actions()))
	if line := b.bg.Say(b.text, a, b.round.View(b.Bottom), b.names); line != "" {
		// A play told in several lines (a draw, then the pair it made)
		// is as many lines of the log.
		for l := range strings.SplitSeq(line, "\n") {
			b.log.Add(l)
		}
	}
	if b.hotSeat() && b.Setup.Human(b.Shown) && !slices.Contains(b.round.ToMove(), b.Shown) {
		// His turn is done: his hand goes face down before the device
		// passes on.
		b.Shown = -1
	}
	if reveals && last && before != nil && rv.reveals(before, b.round.View(b.Bottom), b.Shown == b.Bottom) {
		b.startHold()
	}
	b.save()
}

// startHold holds the reveal of the action just applied on the table.
func (b *Board) startHold() {
	b.hold = holdTicks(b.ctx)
	b.LaidFor = -1
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
	case b.Motion.Moving():
		return
	default:
		b.hold--
	}
	if b.hold == 0 {
		// The cards go where the play sent them.
		b.LaidFor = -1
	}
}

// Say shows a message for its full time.
func (b *Board) Say(msg string) { b.msg.Say(msg, -1) }

// updateEnd shows the round's end; the person goes on to the next round
// or back to the menu.
func (b *Board) updateEnd(ctx *game.Context) {
	first := !b.EndShown
	if first {
		b.EndShown = true
		b.Shown = b.Bottom
		b.LaidFor = -1
		if b.net != nil {
			_ = b.Match.Restore(b.net.Sheet)
		} else if err := b.Match.Finish(b.round); err != nil {
			b.Say(err.Error())
		}
		b.keepRound()
		b.buildEnd()
		if b.Match.Over() && !b.counted {
			b.counted = true
			if msg := shell.FinishMatch(ctx, b.text, b.Setup, b.Match.Totals(), b.Match.Leaders(), b.Match.Game.HigherWins); msg != "" {
				b.Say(msg)
			}
		}
		b.Wait = 60
	}
	if b.Wait > 0 {
		b.Wait--
		return
	}
	if b.net != nil {
		b.netEnd(ctx)
		return
	}
	in := &ctx.Input
	switch {
	case b.Setup.Humans() == 0 && b.Match.Over():
		// A match of bots (a demo) ends the program with -exit.
		if ctx.Settings.Exit {
			ctx.Quit()
		}
		return
	case b.Match.Over():
		// A new match or the menu, as at every table's end of a match.
		shell.EndMatch(ctx, b.end.Update(in, b.EndButtons()), b.Setup, b.Match.Seed)
		return
	case b.Setup.Humans() == 0:
		// ... and deals its next round by itself.
	case !(in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) || (in.Released && b.nextButton().Contains(in.X, in.Y))):
		return
	}
	r, err := b.Match.Deal()
	if err != nil {
		b.Say(err.Error())
		return
	}
	b.begin(r, b.Match.Played()+1)
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
	higher := b.Match.Game.HigherWins
	shell.SortSeats(order, func(x, y int) int {
		if higher {
			return res.Scores[y] - res.Scores[x]
		}
		return res.Scores[x] - res.Scores[y]
	})
	if e, ok := b.bg.(boardEnder); ok {
		if note := e.endNote(tx, b.round.View(b.Bottom), b.names); note != "" {
			b.endLines = append(b.endLines, note)
		}
	}
	for rank, p := range order {
		line := fmt.Sprintf("%d. %s – %d", rank+1, b.names[p], res.Scores[p])
		if b.Match.Rounds > 1 {
			line += fmt.Sprintf("  (%s %d)", tx.Total, b.Match.Totals()[p])
		}
		b.endLines = append(b.endLines, line)
	}
}

// save keeps the match after every action.
func (b *Board) save() {
	if !shell.Keeps(b.ctx, b.Setup) || b.round.IsOver() || b.net != nil {
		return
	}
	sv := shell.NewSave(b.Setup, slices.Clone(b.Match.Sheet), b.round.Record(nil, b.rn).Marshal())
	if err := b.ctx.Store.SaveMatchLater(shell.SaveName, sv); err != nil && !b.saveFailed {
		b.saveFailed = true
		b.Say(fmt.Sprintf(b.text.SaveFailed, err))
	}
}

// keepRound keeps a finished round to watch again from the menu.
func (b *Board) keepRound() {
	if !shell.Keeps(b.ctx, b.Setup) || b.net != nil {
		// An online round's record comes from the server (keepNetRecord).
		return
	}
	rec := b.round.Record(b.names, b.rn)
	_ = shell.KeepRecent(b.ctx.Store, shell.RecentRound{When: time.Now().Format("2006-01-02 15:04"), Game: b.Setup.Game, Record: string(rec.Marshal())})
}

func (b *Board) copyCode() {
	if err := game.Copy(b.code); err != nil {
		b.Say(fmt.Sprintf(b.text.CopyByHand, b.code))
		return
	}
	b.Say(fmt.Sprintf(b.text.Copied, b.code))
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
	shell.RegisterTable("board", shell.TableKind{
		Open:   func(s shell.Setup) (game.Scene, error) { return NewBoard(s) },
		Replay: func(rec games.Record, back shell.Setup) (game.Scene, error) { return NewBoardReplay(rec, back) },
		Resume: func(sv *store.Save) (game.Scene, error) { return ResumeBoard(sv) },
		Online: func(n *shell.Net, st online.Msg) (game.Scene, error) { return NewOnlineBoard(n, st) },
	})
}
