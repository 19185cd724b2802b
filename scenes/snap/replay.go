package snap

import (
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"errors"
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// SnapReplay shows a recorded game of Schnipp Schnapp on the table it was
// played at: the same snapTable, driven by the record instead of by people,
// bots and a Clock. While it plays, time runs in the record's ticks (from
// half to eight times the real pace), so every card is turned and every
// call comes with its reaction time at the tick it was played, and the
// countdown of 3-2-1-los counts to the recorded reveals. A step goes from
// one action to the next, the calls of one tick being one step as they were
// resolved together; a step back replays the record up to there.
type SnapReplay struct {
	snapTable
	game *games.Game
	rec  games.Record
	// log is every action of the record as the engine took them; the
	// table shows the first pos of them.
	log []snap.Action
	pos int
	// Now is the tick time plays next; prev and next are the ticks of the
	// reveals around it in 3-2-1-los, for the countdown.
	Now, prev, next snap.Tick
	half            int // half ticks owed to the replay's time
	Playing         bool
	Speed           int // index into snapReplaySpeeds
	back            shell.Setup
	calls           []snap.Called
	posStr          string
	endWait         int // frames shown at the end, for -exit
}

// snapReplaySpeeds are the replay's paces in half ticks a frame, and their
// names against the real pace.
var snapReplaySpeeds = [...]struct {
	halves int
	name   string
}{{1, "×½"}, {2, "×1"}, {4, "×2"}, {16, "×8"}}

// NewSnapReplay shows a recorded game of Schnipp Schnapp, read by the
// registry (any game whose table is "snap"); Back returns to the menu of
// back. A record the engine refuses is refused here with the engine's
// reason, and nothing of it is shown.
func NewSnapReplay(rec games.Record, back shell.Setup) (*SnapReplay, error) {
	if rec == nil {
		return nil, errors.New("no record to show")
	}
	h := rec.Head()
	g, err := registry.Find(h.Game)
	if err != nil {
		return nil, err
	}
	if g.Table != "snap" {
		return nil, fmt.Errorf("%s is not played at the table of Schnipp Schnapp", g.ID)
	}
	full, err := snapOf(g, rec, -1)
	if err != nil {
		return nil, err
	}
	st, err := snapOf(g, rec, 0)
	if err != nil {
		return nil, err
	}
	s := shell.Setup{Game: g.ID, Players: st.Players(), Rounds: 1}
	s.Seed, _ = h.SeedValue()
	// A game in real time is watched as it went: the replay starts playing.
	r := &SnapReplay{game: g, rec: rec, log: full.Log(), back: back, Speed: 1, Playing: len(full.Log()) > 0}
	r.init(s, st)
	r.controls = true
	if len(h.Names) == st.Players() {
		r.Names = h.Names
	}
	r.moved()
	return r, nil
}

// snapOf replays the record's first upTo actions (all for upTo < 0) through
// the game's own Replay.
func snapOf(g *games.Game, rec games.Record, upTo int) (*snap.State, error) {
	rd, err := g.Replay(rec, upTo)
	if err != nil {
		return nil, err
	}
	sr, ok := rd.(*snap.Round)
	if !ok {
		return nil, fmt.Errorf("%s is not played at the table of Schnipp Schnapp", g.ID)
	}
	return sr.State(), nil
}

// FitsNarrow tells the game that the replay lays itself out for portrait
// and narrow screens too.
func (r *SnapReplay) FitsNarrow() bool { return true }

// Name identifies the scene.
func (r *SnapReplay) Name() string { return "replay" }

// State is the game as far as the replay shows it.
func (r *SnapReplay) State() *snap.State { return r.St }

// Pos is the number of actions the replay shows.
func (r *SnapReplay) Pos() int { return r.pos }

// Len is the number of actions of the record.
func (r *SnapReplay) Len() int { return len(r.log) }

// batchEnd is where the step starting at action i ends: after it, or after
// the last call of the same tick.
func (r *SnapReplay) batchEnd(i int) int {
	if r.log[i].Kind != snap.Call {
		return i + 1
	}
	j := i + 1
	for j < len(r.log) && r.log[j].Kind == snap.Call && r.log[j].Tick == r.log[i].Tick {
		j++
	}
	return j
}

// batchStart is where the step ending at action i (i > 0) starts.
func (r *SnapReplay) batchStart(i int) int {
	j := i - 1
	for j > 0 && r.log[j].Kind == snap.Call && r.log[j-1].Kind == snap.Call && r.log[j-1].Tick == r.log[j].Tick {
		j--
	}
	return j
}

// forward plays the next step through the engine and shows its events.
func (r *SnapReplay) forward() {
	if r.pos >= len(r.log) {
		return
	}
	end := r.batchEnd(r.pos)
	a := r.log[r.pos]
	var ev []snap.Event
	var err error
	if a.Kind == snap.Call {
		r.calls = r.calls[:0]
		for _, c := range r.log[r.pos:end] {
			r.calls = append(r.calls, snap.Called{Seat: c.Seat, Word: c.Word})
		}
		ev, err = r.St.ApplyTick(a.Tick, r.calls)
	} else {
		ev, err = r.St.Apply(a)
	}
	if err != nil {
		// The whole record replayed when the viewer opened, so every step
		// does; should one not, the replay stops where it is.
		r.banner = callout{text: err.Error(), ttl: 240}
		r.Playing = false
		return
	}
	r.pos = end
	r.Show(ev)
	r.moved()
}

// Step moves the replay d steps forward (or back, for d < 0), within the
// record; its time stands just after the last action shown.
func (r *SnapReplay) Step(d int) {
	for ; d > 0 && r.pos < len(r.log); d-- {
		r.forward()
	}
	if d >= 0 {
		r.Now = r.tickAfter()
		return
	}
	pos := r.pos
	for ; d < 0 && pos > 0; d++ {
		pos = r.batchStart(pos)
	}
	r.goTo(pos)
}

// goTo shows the game after the record's first pos actions, replayed
// afresh.
func (r *SnapReplay) goTo(pos int) {
	if pos == r.pos {
		return
	}
	st, err := snapOf(r.game, r.rec, pos)
	if err != nil {
		r.banner = callout{text: err.Error(), ttl: 240}
		return
	}
	r.St, r.tab, r.pos = st, st, pos
	r.callouts = [snap.MaxPlayers]callout{}
	r.reactions = [snap.MaxPlayers][]float64{}
	r.banner = callout{}
	r.result = r.result[:0]
	if st.IsOver() && r.text != nil {
		r.buildResult()
	}
	r.Now = r.tickAfter()
	r.moved()
}

// tickAfter is the tick after the last action shown (0 before the first,
// as a Clock on a game just dealt starts).
func (r *SnapReplay) tickAfter() snap.Tick {
	if r.pos == 0 {
		return 0
	}
	return r.log[r.pos-1].Tick + 1
}

// moved finds the reveals around the position, for the countdown: the
// last one shown (the deal at tick 0 before the first) and the next one.
// After the last reveal of the record the table still counted down to the
// next at the same interval, which the game did not live to see.
func (r *SnapReplay) moved() {
	revealAt := func(i int) bool { k := r.log[i].Kind; return k == snap.Reveal || k == snap.RevealAll }
	r.prev, r.next = 0, -1
	before := snap.Tick(0) // the reveal before prev
	for i, n := r.pos-1, 0; i >= 0 && n < 2; i-- {
		if revealAt(i) {
			if n == 0 {
				r.prev = r.log[i].Tick
			} else {
				before = r.log[i].Tick
			}
			n++
		}
	}
	for i := r.pos; i < len(r.log); i++ {
		if revealAt(i) {
			r.next = r.log[i].Tick
			return
		}
	}
	if r.prev > 0 {
		r.next = r.prev + (r.prev - before)
	}
}

// countdown is the 3-2-1-los countdown before the tick now, as the table
// showed it: its tempo is a step of the recorded interval between reveals.
func (r *SnapReplay) countdown() (count int, until, tempo snap.Tick) {
	if r.next < 0 {
		return 0, 0, 1
	}
	tempo = max((r.next-r.prev)/snap.CountSteps, 1)
	until = max(r.next-r.Now, 0)
	return snap.CountdownAt(until, tempo), until, tempo
}

// playTick plays the record's actions of the tick now, then moves time on.
func (r *SnapReplay) playTick() {
	if r.St.Options().Los && r.ctx != nil && r.next >= 0 {
		// The countdown's tones, as the table played them.
		if _, u, tempo := r.countdown(); u == 0 {
			r.ctx.Play(game.ToneGo)
		} else if u%tempo == 0 && u/tempo <= snap.CountSteps {
			r.ctx.Play(game.ToneCount)
		}
	}
	for r.pos < len(r.log) && r.log[r.pos].Tick <= r.Now && r.Playing {
		r.forward()
	}
	r.Now++
	if r.pos >= len(r.log) {
		r.Playing = false
	}
}

// ReplayButtons are the replay's controls in the bottom left corner: a step
// back and forward, play or pause, the speed, and back to the menu.
func (l *snapLayout) ReplayButtons() (back, fwd, play, speed, menu ui.Rect) {
	if l.short {
		// In the bottom corners beside the bottom seat: the steps, play
		// and the speed on the left, back to the menu on the right.
		c0, c1 := l.corners[0], l.corners[1]
		y := l.lh - ssMargin - 48
		back = ui.Rect{X: c0.X, Y: y, W: 52, H: 48}
		fwd = ui.Rect{X: c0.X + 52 + ssGap, Y: y, W: 52, H: 48}
		play = ui.Rect{X: fwd.X + 52 + ssGap, Y: y, W: c0.X + c0.W - fwd.X - 52 - ssGap, H: 48}
		speed = ui.Rect{X: c0.X, Y: y - 48 - ssGap, W: 64, H: 48}
		menu = ui.Rect{X: c1.X + c1.W - 108, Y: y, W: 108, H: 48}
		return
	}
	if l.portrait {
		// Across the bottom of a narrow screen, under the line of the
		// position.
		y := l.lh - spMargin - spReplayH
		wide := math.Min(108, (l.lw-2*spMargin-4*spGap-3*52)/2)
		back = ui.Rect{X: spMargin, Y: y, W: 52, H: 48}
		fwd = ui.Rect{X: back.X + 52 + spGap, Y: y, W: 52, H: 48}
		play = ui.Rect{X: fwd.X + 52 + spGap, Y: y, W: wide, H: 48}
		speed = ui.Rect{X: play.X + wide + spGap, Y: y, W: 52, H: 48}
		menu = ui.Rect{X: l.lw - spMargin - wide, Y: y, W: wide, H: 48}
		return
	}
	y := l.lh - 72
	back = ui.Rect{X: 24, Y: y, W: 52, H: 48}
	fwd = ui.Rect{X: 84, Y: y, W: 52, H: 48}
	play = ui.Rect{X: 144, Y: y, W: 108, H: 48}
	speed = ui.Rect{X: 260, Y: y, W: 64, H: 48}
	menu = ui.Rect{X: 332, Y: y, W: 108, H: 48}
	return
}

// replayLine is where the replay writes its position: over the menu
// button in a short layout's corner, the info line of a narrow one, the
// bottom right corner of a landscape one.
func (l *snapLayout) replayLine() ui.Rect {
	switch {
	case l.short:
		c := l.corners[1]
		return ui.Rect{X: c.X, Y: l.lh - ssMargin - 48 - ssGap - 32, W: c.W, H: 32}
	case l.portrait:
		return l.info
	}
	return ui.Rect{X: l.lw - 260, Y: l.lh - 40, W: 236, H: 26}
}

// FitsShort tells the game that the replay lays itself out for short
// landscape windows too (a phone held sideways).
func (r *SnapReplay) FitsShort() bool { return true }

// Update takes the controls, and plays on while playing.
func (r *SnapReplay) Update(ctx *game.Context) error {
	r.ctx = ctx
	if tx := i18n.T(ctx.Settings.Lang); tx != r.text {
		r.text = tx
		if len(r.Names) != r.setup.Players {
			r.Names = r.setup.Names(tx)
		}
		r.actions = -1 // lay out again, with the texts of this language
		r.result = r.result[:0]
		if r.St.IsOver() {
			r.buildResult()
		}
	}
	r.motion.SetSpeed(0.6)
	r.Relayout(ctx)
	in := &ctx.Input
	back, fwd, play, speed, menu := r.Lay.ReplayButtons()
	switch {
	case in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyBackspace), in.Released && menu.Contains(in.X, in.Y):
		ctx.Switch(shell.ToMenu(r.back))
		return nil
	case in.Key(ebiten.KeySpace), in.Key(ebiten.KeyP), in.Released && play.Contains(in.X, in.Y):
		r.Playing = !r.Playing
		if r.Playing && r.pos == len(r.log) {
			r.goTo(0)
		}
	case in.Key(ebiten.KeyArrowRight), in.Released && fwd.Contains(in.X, in.Y):
		r.Playing = false
		r.Step(1)
	case in.Key(ebiten.KeyArrowLeft), in.Released && back.Contains(in.X, in.Y):
		r.Playing = false
		r.Step(-1)
	case in.Key(ebiten.KeyHome):
		r.goTo(0)
	case in.Key(ebiten.KeyEnd):
		r.Playing = false
		r.Step(len(r.log))
	case in.Key(ebiten.KeyArrowUp), in.Key(ebiten.KeyEqual), in.Key(ebiten.KeyKPAdd):
		r.Speed = min(len(snapReplaySpeeds)-1, r.Speed+1)
	case in.Key(ebiten.KeyArrowDown), in.Key(ebiten.KeyMinus), in.Key(ebiten.KeyKPSubtract):
		r.Speed = max(0, r.Speed-1)
	case in.Released && speed.Contains(in.X, in.Y):
		r.Speed = (r.Speed + 1) % len(snapReplaySpeeds)
	}
	r.motion.Update()
	r.age()
	if r.Playing {
		r.half += snapReplaySpeeds[r.Speed].halves
		for ; r.half >= 2 && r.Playing; r.half -= 2 {
			r.playTick()
		}
	} else {
		r.half = 0
	}
	if r.pos == len(r.log) && !r.Playing && ctx.Settings.Exit {
		// -exit: the program ends a while after the replay has played out.
		r.endWait++
		if r.endWait > 120 {
			ctx.Quit()
		}
	}
	r.Count, _, _ = r.countdown()
	r.Relayout(ctx)
	secs := max(r.Now-1, 0) / snap.TicksPerSecond
	r.posStr = fmt.Sprintf(r.text.ReplayPos, r.pos, len(r.log)) + fmt.Sprintf(" · %d:%02d · ", secs/60, secs%60) + snapReplaySpeeds[r.Speed].name
	return nil
}

// Draw paints the table as it stood at this point of the record, and the
// replay's controls over it.
func (r *SnapReplay) Draw(screen *ebiten.Image, ctx *game.Context) {
	if r.text == nil {
		return
	}
	r.draw(screen, ctx)
	s := ctx.Scale
	tx := r.text
	back, fwd, play, speed, menu := r.Lay.ReplayButtons()
	label := tx.ReplayPlay
	if r.Playing {
		label = tx.ReplayPause
	}
	face := sprites.Face(18*s, true)
	for _, b := range [...]struct {
		r     ui.Rect
		label string
	}{{back, "◄"}, {fwd, "►"}, {play, label}, {speed, snapReplaySpeeds[r.Speed].name}, {menu, tx.Back}} {
		ctx.Paint.DrawButton(screen, b.r.X*s, b.r.Y*s, b.r.W*s, b.r.H*s, b.label, face, sprites.Normal)
	}
	c := r.codeRect(ctx)
	if r.Lay.short {
		// The position over the menu button, the game's name in the line
		// under the bottom seat.
		p, i := r.Lay.replayLine(), r.Lay.info
		ctx.Paint.DrawText(screen, r.posStr, ui.FitFace(r.posStr, 17, 14, p.W, s, false), (p.X+p.W)*s, (p.Y+p.H/2)*s, ui.TextColor, sprites.Right)
		name := tx.Of(r.setup.Game).Name
		ctx.Paint.DrawText(screen, name, ui.FitFace(name, 18, 14, i.W, s, true), (i.X+i.W/2)*s, (i.Y+i.H/2)*s, ui.DimText, sprites.Center)
		return
	}
	if r.Lay.portrait {
		// The line above the buttons: the game's name and the position.
		i := r.Lay.info
		ctx.Paint.DrawText(screen, r.posStr, ui.FitFace(r.posStr, 17, 14, i.W*0.6, s, false), (i.X+i.W)*s, (i.Y+i.H/2)*s, ui.TextColor, sprites.Right)
		name := tx.Of(r.setup.Game).Name
		ctx.Paint.DrawText(screen, name, ui.FitFace(name, 18, 14, i.W*0.38, s, true), i.X*s, (i.Y+i.H/2)*s, ui.DimText, sprites.Left)
		return
	}
	ctx.Paint.DrawText(screen, r.posStr, sprites.Face(17*s, false), (c.X+c.W)*s, (c.Y+c.H/2)*s, ui.TextColor, sprites.Right)
	ctx.Paint.DrawText(screen, tx.Of(r.setup.Game).Name, sprites.Face(20*s, true), 24*s, 32*s, ui.DimText, sprites.Left)
}
