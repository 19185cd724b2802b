package rows

import (
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// replayer drives the table from a record: the round is replayed through the
// engine up to pos actions, so stepping either way shows exactly the state
// the record says, and the cards fly between the two states as in play.
type replayer struct {
	Rec       games.Record
	playing   bool
	speed     int // index into replaySpeeds
	view      int // -1: every hand open; else the seat whose view is shown
	wait      int
	viewLabel string
	viewFit   ui.Fitted // the view's label fitted to its button
}

// replaySpeed is the replay's speed, for the layout key.
func (t *Table) replaySpeed() int {
	if t.Rp == nil {
		return 0
	}
	return t.Rp.speed
}

// speedRect is the replay's label: a click there changes the speed.
func (t *Table) speedRect() ui.Rect {
	d := t.Lay.drawButton
	return ui.Rect{X: d.X, Y: d.Y - 30, W: d.W, H: 26}
}

// NewReplay shows a recorded round. A record the engine refuses is refused
// here with the engine's reason; nothing is shown of it.
func NewReplay(rec games.Record) (*Table, error) {
	h := rec.Head()
	g, err := registry.Find(h.Game)
	if err != nil {
		return nil, err
	}
	if _, err := replayRound(rec, -1); err != nil {
		return nil, err
	}
	st, err := replayRound(rec, 0)
	if err != nil {
		return nil, err
	}
	setup := shell.Setup{Game: g.ID, Players: st.Players(), Rounds: 1}
	setup.Seed, _ = h.SeedValue()
	if setup.Options, err = g.CheckOptions(h.Options, setup.Players); err != nil {
		return nil, err
	}
	m, err := newSeries(setup)
	if err != nil {
		return nil, err
	}
	t := &Table{Setup: setup, Match: m, Rp: &replayer{Rec: rec, view: -1, speed: 1}}
	t.use(st)
	if len(h.Names) == st.Players() {
		t.names = h.Names
	}
	t.drawCardFn = t.drawCard
	t.newMotion()
	t.dealing = true
	t.see()
	return t, nil
}

// see gives the table the replay's view: every hand open, which a round on
// record may show as it is public once played, or the chosen seat's own.
func (r *replayer) see(s round, v *seatView) {
	if o, ok := s.(openRound); ok && r.view < 0 {
		o.SeeAll(v)
		return
	}
	s.See(max(0, r.view), v)
}

// Pos is the number of actions the replay shows.
func (t *Table) Pos() int { return t.State.Actions() }

// Step moves the replay d actions forward (or back, for d < 0), within the
// record.
func (t *Table) Step(d int) {
	if t.Rp == nil {
		return
	}
	pos := max(0, min(t.Rp.Rec.Len(), t.Pos()+d))
	if pos == t.Pos() {
		return
	}
	st, err := replayRound(t.Rp.Rec, pos)
	if err != nil {
		// NewReplay replayed the whole record, so every prefix replays.
		t.announce(err.Error())
		return
	}
	// The seat whose move is made or taken back, for the cards that fly.
	t.actor = st.ToMove()
	if pos > t.Pos() {
		t.actor = t.State.ToMove()
	}
	t.use(st)
	t.last = st.LastMoves(t.text)
}

// replayView is the seat whose view the replay shows (-1: all hands), for
// the layout key.
func (t *Table) replayView() int {
	if t.Rp == nil {
		return 0
	}
	return t.Rp.view
}

// cycleView shows every hand, then each seat's own view in turn.
func (t *Table) cycleView() {
	r := t.Rp
	r.view++
	if r.view >= t.Setup.Players {
		r.view = -1
	}
	t.Bottom = max(0, r.view)
}

func (t *Table) updateReplay(ctx *game.Context) {
	r := t.Rp
	in := &ctx.Input
	l := &t.Lay
	back, fwd, play, view := l.ReplayButtons()
	switch {
	case in.Key(ebiten.KeySpace), in.Key(ebiten.KeyP), in.Released && play.Contains(in.X, in.Y):
		r.playing = !r.playing
		if r.playing && t.Pos() == r.Rec.Len() {
			t.Step(-t.Pos())
		}
	case in.Key(ebiten.KeyArrowRight), in.Released && fwd.Contains(in.X, in.Y):
		r.playing = false
		t.Step(1)
	case in.Key(ebiten.KeyArrowLeft), in.Released && back.Contains(in.X, in.Y):
		r.playing = false
		t.Step(-1)
	case in.Key(ebiten.KeyHome):
		t.Step(-t.Pos())
	case in.Key(ebiten.KeyEnd):
		t.Step(r.Rec.Len())
	case in.Key(ebiten.KeyArrowUp), in.Key(ebiten.KeyEqual), in.Key(ebiten.KeyKPAdd):
		r.speed = min(len(ui.ReplaySpeeds)-1, r.speed+1)
	case in.Key(ebiten.KeyArrowDown), in.Key(ebiten.KeyMinus), in.Key(ebiten.KeyKPSubtract):
		r.speed = max(0, r.speed-1)
	case in.Key(ebiten.KeyV), in.Released && view.Contains(in.X, in.Y):
		t.cycleView()
	case in.Released && t.speedRect().Contains(in.X, in.Y):
		r.speed = (r.speed + 1) % len(ui.ReplaySpeeds)
	}
	if !r.playing || t.Motion.Moving() {
		return
	}
	r.wait++
	if r.wait < ui.ReplaySpeeds[r.speed] {
		return
	}
	r.wait = 0
	t.Step(1)
	if t.Pos() == r.Rec.Len() {
		r.playing = false
	}
}

// ReplayButtons splits the two button places into four: back and forward,
// play or pause, and the choice of view.
func (l *layout) ReplayButtons() (back, fwd, play, view ui.Rect) {
	d, e := l.drawButton, l.endButton
	half := math.Floor((d.W - 8) / 2)
	back = ui.Rect{X: d.X, Y: d.Y, W: half, H: d.H}
	fwd = ui.Rect{X: d.X + d.W - half, Y: d.Y, W: half, H: d.H}
	play = ui.Rect{X: e.X, Y: e.Y, W: half, H: e.H}
	view = ui.Rect{X: e.X + e.W - half, Y: e.Y, W: half, H: e.H}
	return
}

func (t *Table) drawReplayControls(ctx *game.Context) {
	s := ctx.Scale
	back, fwd, play, view := t.Lay.ReplayButtons()
	face := sprites.Face(18*s, true)
	label := t.text.ReplayPlay
	if t.Rp.playing {
		label = t.text.ReplayPause
	}
	for _, b := range [...]struct {
		r     ui.Rect
		label string
	}{{back, "◄"}, {fwd, "►"}, {play, label}} {
		ctx.Paint.DrawButton(t.screen, b.r.X*s, b.r.Y*s, b.r.W*s, b.r.H*s, b.label, face, sprites.Normal)
	}
	vf, vl := t.viewLabel(s)
	ctx.Paint.DrawButton(t.screen, view.X*s, view.Y*s, view.W*s, view.H*s, vl, vf, sprites.Normal)
}

// viewLabel is the view button's label and its face at scale s: a seat's
// name may be long, so it is made smaller, then cut short, to stay inside
// the button.
func (t *Table) viewLabel(s float64) (*sprites.TextFace, string) {
	_, _, _, view := t.Lay.ReplayButtons()
	return t.Rp.viewFit.FitLine(t.Rp.viewLabel, 18, 13, view.W-replayLabelPad, s, true)
}

// replayLabelPad is the room a replay button keeps free beside its label.
const replayLabelPad = 12.0
