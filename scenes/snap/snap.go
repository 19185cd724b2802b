package snap

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Snap is the real-time table of Schnipp Schnapp. Time is counted in ticks,
// one engine tick per frame: every tick it reads each person's keys once,
// lets the bots decide from what is shown, and hands the tick's calls to the
// engine's Clock, which resolves them together (calls of one tick are
// simultaneous) and reveals cards at the chosen tempo, the pace the
// registry's rounds and the golden records are played at. The engine stays
// deterministic: only tick numbers reach it. What is shown is the snapTable
// the replay viewer draws too.
type Snap struct {
	snapTable
	Clock *snap.Clock
	bots  []*snap.Bot
	keys  [shell.MaxSnapHumans][2]ebiten.Key
	// kbd is whether the buttons name their keys: while a keyboard is in
	// use (ctx.Input.Keyboard).
	kbd bool

	paused  bool
	end     shell.EndChoice // the way on from the end of the match
	started bool            // the clock is set at the speed of the settings
	endWait int

	view  snap.View
	calls []snap.Called
	// humanCalls counts the calls people made, keys and buttons alike.
	humanCalls int
	saveFailed bool
	counted    bool // the finished game is in the statistics
	// code is the game's deal code, shown in a corner (the room's online).
	code string
	// net is the seat's online room when the table plays one (nil at a
	// game of this screen): the server runs the clock and the other seats.
	net *netSnap
}

// snapTempo is the Clock's tempo for the speed chosen in the settings.
func snapTempo(sp game.Speed) snap.Tick {
	if sp < 0 || int(sp) >= len(snap.Tempos) {
		return snap.NormalTempo
	}
	return snap.Tempos[sp]
}

// NewSnap starts a game of Schnipp Schnapp (or its 3-2-1-los variant).
func NewSnap(s shell.Setup) (*Snap, error) {
	los := s.Game == snap.IDLos
	if s.Players < snap.MinPlayers || s.Players > snap.MaxPlayers {
		return nil, fmt.Errorf("%s is for %d to %d players", snap.ID, snap.MinPlayers, snap.MaxPlayers)
	}
	if s.Humans() > shell.MaxSnapHumans {
		return nil, fmt.Errorf("at most %d people can share the keyboard", shell.MaxSnapHumans)
	}
	// Dealt as every game's match deals (registry, sim, the deal command),
	// so a deal code gives the same cards everywhere.
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	m, err := games.NewMatch(g, nil, s.Players, 1, s.Seed)
	if err != nil {
		return nil, err
	}
	r, err := m.Deal()
	if err != nil {
		return nil, err
	}
	sr, ok := r.(*snap.Round)
	if !ok || sr.State().Options().Los != los {
		return nil, fmt.Errorf("%s is not played at the table of Schnipp Schnapp", s.Game)
	}
	st := sr.State()
	return newSnap(s, st), nil
}

// ResumeSnap continues a saved game of Schnipp Schnapp at the tick after
// its last action: the record replayed through the engine, fresh bots, and
// a Clock set on it, which turns the next card an interval after that
// action.
func ResumeSnap(sv *store.Save) (*Snap, error) {
	s, err := shell.SetupOfSave(sv)
	if err != nil {
		return nil, err
	}
	if s.Humans() > shell.MaxSnapHumans {
		return nil, fmt.Errorf("at most %d people can share the keyboard", shell.MaxSnapHumans)
	}
	rec, err := snap.ReadRecord(strings.NewReader(sv.Record))
	if err != nil {
		return nil, fmt.Errorf("the saved game: %w", err)
	}
	st, err := snap.Replay(rec, -1)
	if err != nil {
		return nil, fmt.Errorf("the saved game: %w", err)
	}
	if st.IsOver() {
		return nil, errors.New("the saved game is already over")
	}
	m, err := games.NewMatch(s.Desc(), nil, s.Players, 1, s.Seed)
	if err != nil {
		return nil, err
	}
	if st.Seed() != m.RoundSeed(1) || st.Dealer() != m.Dealer(1) || st.Options().Los != (s.Game == snap.IDLos) {
		return nil, errors.New("the saved game does not belong to its match")
	}
	return newSnap(s, st), nil
}

// newSnap sets a table for a game in progress (or just dealt), its clock at
// the normal tempo until the settings say otherwise.
func newSnap(s shell.Setup, st *snap.State) *Snap {
	t := &Snap{Clock: snap.NewClock(st, snap.NormalTempo)}
	t.init(s, st)
	t.hint = s.Humans() > 0
	h := 0
	t.bots = make([]*snap.Bot, s.Players)
	for p := range s.Players {
		if s.Human(p) {
			t.keyOf[p] = h
			h++
			continue
		}
		t.bots[p] = snap.NewBot(snap.Level(s.Level), card.Mix(s.Seed, uint64(100+p)))
	}
	t.Count = t.Clock.Countdown()
	return t
}

// Name identifies the scene.
func (t *Snap) Name() string { return "table" }

// State is the game (for tests).
func (t *Snap) State() *snap.State { return t.St }

// FitsNarrow tells the game that the table lays itself out for portrait and
// narrow screens too.
func (t *Snap) FitsNarrow() bool { return true }

// Pause stops the clock while the window has lost focus; a key goes on.
// A game of bots only plays on.
// An online room goes on at its server, so its table does not stop.
func (t *Snap) Pause() { t.paused = t.setup.Humans() > 0 && t.net == nil }

// Update runs one tick.
func (t *Snap) Update(ctx *game.Context) error {
	t.ctx = ctx
	if tx := i18n.T(ctx.Settings.Lang); tx != t.text || t.keys != ctx.Settings.Keys() || t.kbd != ctx.Input.Keyboard {
		t.text = tx
		t.keys = ctx.Settings.Keys()
		t.kbd = ctx.Input.Keyboard
		t.Names = t.setup.Names(tx)
		if t.net != nil {
			t.Names = t.net.n.Names(tx)
		}
		for p, k := range t.keyOf[:t.setup.Players] {
			if k >= 0 {
				t.buttonLabels[p] = [2]string{tx.SnapSchnapp, tx.SnapSchnipp}
				if t.kbd {
					t.buttonLabels[p] = [2]string{tx.KeyName(t.keys[k][0]) + ": " + tx.SnapSchnapp, tx.KeyName(t.keys[k][1]) + ": " + tx.SnapSchnipp}
				}
			}
		}
		t.actions = -1 // lay out again, with the texts of this language
		t.code = shell.DealCode(t.setup)
		t.codeStr = ""
		if t.code != "" {
			t.codeStr = fmt.Sprintf(tx.DealCode, t.code)
		}
		if t.net != nil {
			t.code = t.net.n.Code
			t.codeStr = fmt.Sprintf(i18n.NetOf(tx).Room, t.code)
		}
	}
	if t.net != nil {
		t.pumpNet()
	}
	if in := &ctx.Input; in.Released && t.code != "" && t.codeRect(ctx).Contains(in.X, in.Y) {
		// The deal code goes to the clipboard, for a friend to play it.
		msg := fmt.Sprintf(t.text.Copied, t.code)
		if err := game.Copy(t.code); err != nil {
			msg = fmt.Sprintf(t.text.CopyByHand, t.code)
		}
		t.banner = callout{text: msg, ttl: 150}
	}
	if !t.started && t.net == nil {
		// The first card comes a tempo of the chosen speed after the deal
		// (or after a resumed game's last action).
		t.started = true
		t.Clock = snap.NewClock(t.St, snapTempo(ctx.Settings.Speed))
	}
	if t.Clock != nil {
		t.Clock.SetTempo(snapTempo(ctx.Settings.Speed))
	}
	t.motion.SetSpeed(0.6)
	t.Relayout(ctx)
	in := &ctx.Input
	if t.paused {
		// The window lost the focus: the clock stands still under the
		// sheet until the person comes back.
		t.paused = false
		ctx.Switch(shell.NewPauseSheet(t, t.setup))
		return nil
	}
	if t.tab.IsOver() && !t.counted {
		// Counted at once, before anything could leave the table.
		t.counted = true
		if t.net != nil {
			// The server's result; its record comes in a message.
			if res := t.net.rd.Result(); res != nil {
				t.finish(ctx, res.Scores, res.Winners)
			}
		} else {
			t.finish(ctx, t.St.Scores(), t.St.Winners())
			t.keepRound(ctx)
		}
	}
	if t.tab.IsOver() {
		t.motion.Update()
		t.age()
		t.endWait++
		if t.endWait > 120 && ctx.Settings.Exit {
			ctx.Quit()
			return nil
		}
		if t.endWait > 60 && t.net != nil {
			t.netEnd(ctx)
		} else if t.endWait > 60 {
			// A new match or the menu, as at every table's end of a match.
			shell.EndMatch(ctx, t.end.Update(in, t.EndButtons()), t.setup, t.setup.Seed)
		}
		return nil
	}
	switch {
	case in.Key(ebiten.KeyEscape), in.Released && t.MenuRect(ctx).Contains(in.X, in.Y):
		ctx.Switch(shell.NewSheet(t, t.setup))
		return nil
	case in.Key(ebiten.KeyH), in.Key(ebiten.KeyF1):
		ctx.Switch(shell.RulesOver(t, t.setup, t.setup.Game))
		return nil
	}
	t.motion.Update()
	t.age()
	if t.net != nil {
		t.netStep(in)
	} else {
		t.step(in)
	}
	if t.tab.Actions() != t.actions {
		t.Relayout(ctx)
		t.save(ctx)
	}
	return nil
}

// finish counts the finished match in the statistics, once.
func (t *Snap) finish(ctx *game.Context, scores, winners []int) {
	if msg := shell.FinishMatch(ctx, t.text, t.setup, scores, winners, true); msg != "" {
		t.banner = callout{text: msg, ttl: 240}
	}
}

// save keeps the game after every action that changed it.
func (t *Snap) save(ctx *game.Context) {
	if !shell.Keeps(ctx, t.setup) || t.net != nil || t.St.IsOver() || t.saveFailed {
		return
	}
	sv := shell.NewSave(t.setup, nil, t.St.Record(nil, 1).Marshal())
	if err := ctx.Store.SaveMatchLater(shell.SaveName, sv); err != nil {
		t.saveFailed = true
		t.banner = callout{text: fmt.Sprintf(t.text.SaveFailed, err), ttl: 240}
	}
}

// keepRound keeps the finished game with a person at the table among the
// recent rounds, to watch again in the replay viewer.
func (t *Snap) keepRound(ctx *game.Context) {
	if !shell.Keeps(ctx, t.setup) {
		return
	}
	rec := t.St.Record(t.Names, 1)
	_ = shell.KeepRecent(ctx.Store, shell.RecentRound{When: time.Now().Format("2006-01-02 15:04"), Game: t.setup.Game, Record: string(rec.Marshal())})
}

// step is one tick of the game: the people's and the bots' calls of the
// tick Now, handed to the Clock, which resolves them and turns a card when
// the tempo says so.
func (t *Snap) step(in *game.Input) {
	now := t.Clock.Now()
	t.calls = t.calls[:0]
	for p := range t.setup.Players {
		if w, ok := t.HumanCall(in, p); ok {
			t.noteCall()
			t.addCall(p, w, now)
		}
	}
	for p, b := range t.bots {
		if b == nil {
			continue
		}
		t.St.ViewInto(p, &t.view)
		if w, ok := b.Decide(&t.view, now); ok {
			t.addCall(p, w, now)
		}
	}
	if t.St.Options().Los {
		t.countTones(t.Clock.Until(), t.Clock.Tempo())
	}
	ev, err := t.Clock.Step(t.calls)
	if err != nil && len(t.calls) > 0 {
		// The calls came too late (the time is up): the tick goes on
		// without them.
		ev, err = t.Clock.Step(nil)
	}
	if err == nil {
		t.Show(ev)
	}
	t.Count = t.Clock.Countdown()
}

// noteCall counts a call of a person (the page is told, for tests).
func (t *Snap) noteCall() {
	t.humanCalls++
	game.Signal("calls", strconv.Itoa(t.humanCalls))
}

// countTones plays 3-2-1-los's tones, u ticks before a reveal at the
// tempo: one on every number and a higher one on "los".
func (t *Snap) countTones(u, tempo snap.Tick) {
	if t.ctx == nil {
		return
	}
	if u == 0 {
		t.ctx.Play(game.ToneGo)
	} else if u%tempo == 0 && u/tempo <= snap.CountSteps {
		t.ctx.Play(game.ToneCount)
	}
}

// addCall keeps the first call of a seat in a tick, and only calls the
// engine would take, so one bad call cannot sink the tick's batch.
func (t *Snap) addCall(p int, w snap.Word, now snap.Tick) {
	for _, c := range t.calls {
		if c.Seat == p {
			return
		}
	}
	if t.St.Check(snap.CallOf(p, now, w)) != nil {
		return
	}
	t.calls = append(t.calls, snap.Called{Seat: p, Word: w})
}

// HumanCall reads seat p's keys and on-screen buttons for this tick.
func (t *Snap) HumanCall(in *game.Input, p int) (snap.Word, bool) {
	k := t.keyOf[p]
	if k < 0 {
		return 0, false
	}
	switch {
	case in.Key(t.keys[k][0]):
		return snap.Schnapp, true
	case in.Key(t.keys[k][1]):
		return snap.Schnipp, true
	}
	if in.Pressed {
		a, b := t.Lay.Buttons(p)
		switch {
		case a.Contains(in.X, in.Y):
			return snap.Schnapp, true
		case b.Contains(in.X, in.Y):
			return snap.Schnipp, true
		}
	}
	return 0, false
}

// Draw paints the table, and the pause over it.
func (t *Snap) Draw(screen *ebiten.Image, ctx *game.Context) {
	if t.text == nil {
		return
	}
	t.draw(screen, ctx)
	if t.tab.IsOver() {
		if t.endWait > 60 {
			shell.DrawEndButtons(ctx, screen, t.text, t.EndButtons())
		}
		return
	}
	s, in := ctx.Scale, &ctx.Input
	r := t.MenuRect(ctx)
	clr := ui.DimText
	if ui.Hovered(ctx, r) {
		clr = ui.ActiveColor
	}
	link := shell.MenuLabel(t.text, in.Keyboard)
	if t.Lay.portrait {
		ctx.Paint.DrawText(screen, link, ui.FitFace(link, 15, 14, r.W, s, false), r.X*s, (r.Y+r.H/2)*s, clr, sprites.Left)
	} else {
		ctx.Paint.DrawText(screen, link, sprites.Face(15*s, false), (r.X+r.W)*s, (r.Y+r.H/2)*s, clr, sprites.Right)
	}
}

// EndButtons are the end of the match's buttons, under the ranking.
func (t *Snap) EndButtons() [2]ui.Rect {
	y := t.Lay.resultY(len(t.result)) + 30
	if t.Lay.short {
		y -= 24
	}
	return shell.EndButtons(t.Lay.lw, math.Min(y, t.Lay.lh-90))
}

// MenuRect is the link to the sheet (Continue, Rules, Menu): above the
// deal code in the bottom right corner, or the left half of the narrow
// layout's info line, whose right half holds the code.
func (t *Snap) MenuRect(ctx *game.Context) ui.Rect {
	if t.Lay.portrait {
		r := t.Lay.info
		return ui.Rect{X: r.X, Y: r.Y, W: r.W / 2, H: r.H}
	}
	r := t.codeRect(ctx)
	r.Y -= 30
	return r
}

func init() {
	shell.RegisterTable("snap", shell.TableKind{
		Open: func(s shell.Setup) (game.Scene, error) { return NewSnap(s) },
		Replay: func(rec games.Record, back shell.Setup) (game.Scene, error) {
			r, err := NewSnapReplay(rec, back)
			if err != nil {
				return nil, err // not a nil *SnapReplay in a Scene
			}
			return r, nil
		},
		Resume: func(sv *store.Save) (game.Scene, error) { return ResumeSnap(sv) },
		Online: func(n *shell.Net, st online.Msg) (game.Scene, error) { return NewOnlineSnap(n, st) },
		Keys:   true,
	})
}
