package board

import (
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// boardReplay drives the board from a record instead of from players: the
// round is replayed through the engine up to pos actions, and the board
// shows one seat's view of it (V moves to the next seat), so a replay shows
// what that player saw and the cards fly between two steps as in play.
type boardReplay struct {
	g       *games.Game
	rec     games.Record
	pos     int
	playing bool
	speed   int // index into replaySpeeds
	wait    int
	back    shell.Setup
	// tell tells the log of the replay, its round at tellAt actions.
	tell      *boardTeller
	tellRound games.Round
	tellAt    int
}

// NewBoardReplay shows a recorded round of a game played at the board. A
// record the engine refuses is refused here with the engine's reason.
func NewBoardReplay(rec games.Record, back shell.Setup) (*Board, error) {
	h := rec.Head()
	if h == nil {
		return nil, errors.New("the record has no header")
	}
	g, err := registry.Find(h.Game)
	if err != nil {
		return nil, err
	}
	newBG := Boards[g.ID]
	if newBG == nil {
		return nil, fmt.Errorf("%s is not played at the board", g.ID)
	}
	if _, err := g.Replay(rec, -1); err != nil {
		return nil, err
	}
	r, err := g.Replay(rec, 0)
	if err != nil {
		return nil, err
	}
	opts, err := g.CheckOptions(h.Options, h.Players)
	if err != nil {
		return nil, err
	}
	seed, _ := h.SeedValue()
	m, err := games.NewMatch(g, opts, h.Players, 1, seed)
	if err != nil {
		return nil, err
	}
	s := shell.Setup{Game: g.ID, Options: opts, Players: h.Players, Rounds: 1, Seed: seed}
	b := &Board{Setup: s, bg: newBG(), Match: m, rp: &boardReplay{g: g, rec: rec, speed: 1, back: back}}
	b.begin(r, max(1, h.Round))
	b.bots = make([]games.Bot, h.Players) // nobody plays: the record does
	if len(h.Names) == h.Players {
		b.recNames = h.Names
	}
	return b, nil
}

// Pos is the number of actions shown.
func (b *Board) Pos() int { return b.rp.pos }

// Step moves the replay d actions on (or back), within the record.
func (b *Board) Step(d int) {
	rp := b.rp
	to := max(0, min(rp.rec.Len(), rp.pos+d))
	if to == rp.pos {
		rp.playing = false
		return
	}
	r, err := rp.g.Replay(rp.rec, to)
	if err != nil {
		b.Say(err.Error())
		rp.playing = false
		return
	}
	before := b.round.View(b.Bottom)
	rp.pos = to
	b.round = r
	b.tellReplay(to)
	b.LaidFor = -1
	b.hold = 0
	// One step on that turns cards is held as in play: the replay waits
	// on it before it plays on.
	if rv, ok := b.bg.(boardRevealer); ok && d == 1 && rv.reveals(before, r.View(b.Bottom), true) {
		b.startHold()
	}
}

// ReplayButtons are the replay's controls in the button column: back, on,
// play or pause, and the seat whose view is shown.
func (b *Board) ReplayButtons() (back, fwd, play, view ui.Rect) {
	g := &b.Geom
	r0, r1 := g.Button(0), g.Button(1)
	half := (r0.W - 8) / 2
	back = ui.Rect{X: r1.X, Y: r1.Y, W: half, H: r1.H}
	fwd = ui.Rect{X: r1.X + r1.W - half, Y: r1.Y, W: half, H: r1.H}
	play = ui.Rect{X: r0.X, Y: r0.Y, W: half, H: r0.H}
	view = ui.Rect{X: r0.X + r0.W - half, Y: r0.Y, W: half, H: r0.H}
	return
}

// updateReplay turns keys and buttons into steps, and plays on at the
// chosen speed.
func (b *Board) updateReplay(ctx *game.Context) {
	rp := b.rp
	in := &ctx.Input
	back, fwd, play, view := b.ReplayButtons()
	click := func(r ui.Rect) bool { return in.Released && r.Contains(in.X, in.Y) }
	switch {
	case in.Key(ebiten.KeySpace) || in.Key(ebiten.KeyP) || click(play):
		rp.playing = !rp.playing
		if rp.playing && rp.pos == rp.rec.Len() {
			b.Step(-rp.pos)
			rp.playing = true
		}
		rp.wait = 0
	case in.Key(ebiten.KeyArrowRight) || click(fwd):
		rp.playing = false
		b.Step(1)
	case in.Key(ebiten.KeyArrowLeft) || click(back):
		rp.playing = false
		b.Step(-1)
	case in.Key(ebiten.KeyHome):
		b.Step(-rp.pos)
	case in.Key(ebiten.KeyEnd):
		b.Step(rp.rec.Len())
	case in.Key(ebiten.KeyArrowUp):
		rp.speed = min(rp.speed+1, len(ui.ReplaySpeeds)-1)
		b.LaidFor = -1
	case in.Key(ebiten.KeyArrowDown):
		rp.speed = max(rp.speed-1, 0)
		b.LaidFor = -1
	case in.Key(ebiten.KeyV) || click(view):
		// The next seat's view: what that player saw.
		b.Bottom = (b.Bottom + 1) % b.Setup.Players
		b.Shown = b.Bottom
		b.LaidFor = -1
	}
	if rp.playing && !b.Motion.Moving() {
		if b.hold > 0 {
			b.hold--
			if b.hold == 0 {
				b.LaidFor = -1
			}
			return
		}
		if rp.wait > 0 {
			rp.wait--
		} else {
			b.Step(1)
			rp.wait = ui.ReplaySpeeds[rp.speed]
		}
	}
	if rp.playing && ctx.Settings.Exit && rp.pos == rp.rec.Len() {
		ctx.Quit()
	}
}

// drawReplay paints the replay's controls.
func (b *Board) drawReplay(ctx *game.Context) {
	s := ctx.Scale
	tx := b.text
	face := sprites.Face(20*s, true)
	back, fwd, play, view := b.ReplayButtons()
	label := tx.ReplayPlay
	if b.rp.playing {
		label = tx.ReplayPause
	}
	for _, bt := range []struct {
		r     ui.Rect
		label string
	}{{back, "◄"}, {fwd, "►"}, {play, label}, {view, fmt.Sprintf(tx.NameSeat, b.Bottom+1)}} {
		f := face
		if w, _ := sprites.MeasureText(bt.label, f); w > (bt.r.W-12)*s {
			// The seat's label in a smaller type, so it stays in its button.
			f = sprites.Face(15*s, true)
		}
		ctx.Paint.DrawButton(b.screen, bt.r.X*s, bt.r.Y*s, bt.r.W*s, bt.r.H*s, bt.label, f, sprites.Normal)
	}
}

// tellReplay brings the replay's log to position to, told as in play: a
// step on tells the one action more, any other step the round anew.
func (b *Board) tellReplay(to int) {
	rp := b.rp
	if t := rp.tell; t != nil && rp.tellAt == to-1 {
		if a, err := rp.g.Action(rp.rec, to-1); err == nil && rp.tellRound.Apply(a) == nil {
			n := len(t.lines)
			t.told(a, rp.tellRound)
			for _, l := range t.lines[n:] {
				b.log.Add(l)
			}
			rp.tellAt = to
			return
		}
	}
	r, t, err := b.tellRecord(rp.g, rp.rec, to)
	if err != nil {
		rp.tell = nil
		b.log.Reset(nil)
		return
	}
	rp.tell, rp.tellRound, rp.tellAt = t, r, to
	b.log.Reset(t.lines)
}
