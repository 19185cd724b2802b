package menu

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"math"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"
)

// Records lists the rounds played lately, to watch one again in the replay
// viewer, and opens a record file (a file picker in the browser; natively a
// file dropped onto the window).
type Records struct {
	back   shell.Setup
	text   *i18n.Text
	Rounds []shell.RecentRound
	Labels []string
	Err    string
	loaded bool
	// cs scrolls the narrow list when its rounds are more than fit.
	cs ui.ColumnScroll
}

// NewRecords shows the recent rounds; Back returns to the menu with s.
func NewRecords(s shell.Setup) *Records { return &Records{back: s} }

// Name identifies the scene.
func (r *Records) Name() string { return "records" }

// AtRest is always true: the list changes only with input, and a file
// chosen in the browser's dialog wakes the game itself (see game.Rester).
func (r *Records) AtRest() bool { return true }

// FitsNarrow tells the game that the list lays itself out for portrait and
// narrow windows too.
func (r *Records) FitsNarrow() bool { return true }

// FitsShort: on a phone held sideways the screen takes its narrow column,
// centred, at a legible size, instead of the landscape design shrunk.
func (r *Records) FitsShort() bool { return true }

// The narrow list's margin, where its rounds begin, their rows' step and
// the height of its hint's lines.
const (
	recMargin = 18.0
	recTop    = 100.0
	recStep   = 54.0
	recHintH  = 20.0
)

// RowRect is where round i's row is on the screen: on a narrow one, as
// the list is scrolled.
func (r *Records) RowRect(ctx *game.Context, i int) ui.Rect {
	if ctx.LW < game.DesignW {
		return ui.Rect{X: recMargin, Y: recTop + float64(i)*recStep - r.cs.Scroll, W: ctx.LW - 2*recMargin, H: recStep - 6}
	}
	// On a wide screen every kept round has its row above the buttons:
	// rows of 40 units where the screen is tall enough, closer where not
	// (at 720 units, the least height, twelve rows get 37).
	back, _ := r.Buttons(ctx)
	step := math.Min(40, math.Floor((back.Y-40-recWideTop+4)/shell.MaxRecent))
	return ui.Rect{X: 80, Y: recWideTop + float64(i)*step, W: ctx.LW - 160, H: step - 4}
}

// recWideTop is where the wide list's first row begins.
const recWideTop = 140.0

func (r *Records) Buttons(ctx *game.Context) (back, open ui.Rect) {
	if ctx.LW < game.DesignW {
		y := ctx.LH - 76
		return ui.Rect{X: recMargin, Y: y, W: 140, H: 56}, ui.Rect{X: recMargin + 150, Y: y, W: ctx.LW - 2*recMargin - 150, H: 56}
	}
	return ui.Rect{X: 80, Y: ctx.LH - 90, W: 200, H: 56}, ui.Rect{X: 300, Y: ctx.LH - 90, W: 300, H: 56}
}

// narrowNotes are the narrow list's message and hint in lines, and the top
// of them, which is where the rounds listed end.
func (r *Records) narrowNotes(ctx *game.Context) (errs, hints []string, top float64) {
	w := ctx.LW - 2*recMargin
	small := sprites.Face(15, false)
	if r.Err != "" {
		errs = ui.Wrap(r.Err, small, w)
	}
	hint := r.text.DropNative
	if canPick() {
		hint = r.text.DropHint
	}
	hints = ui.Wrap(hint, small, w)
	back, _ := r.Buttons(ctx)
	return errs, hints, back.Y - 12 - float64(len(errs)+len(hints))*recHintH
}

// narrowListEnd is where the narrow list's band ends, above its notes.
func (r *Records) narrowListEnd(ctx *game.Context) float64 {
	_, _, bottom := r.narrowNotes(ctx)
	return bottom - 8
}

// drawNarrow paints the list in one column: the rounds, then what may go
// wrong and how else a record is opened, above the buttons.
func (r *Records) drawNarrow(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	tx := r.text
	w := ctx.LW - 2*recMargin
	ctx.Paint.DrawText(screen, tx.OpenRecord, ui.FitFace(tx.OpenRecord, 36, 24, w, s, true), recMargin*s, 52*s, ui.TextColor, sprites.Left)
	small := sprites.Face(15*s, false)
	back, open := r.Buttons(ctx)
	errs, hints, bottom := r.narrowNotes(ctx)
	for i, l := range append(errs, hints...) {
		clr := ui.DimText
		if i < len(errs) {
			clr = ui.ActiveColor
		}
		ctx.Paint.DrawText(screen, l, small, recMargin*s, (bottom+recHintH*(float64(i)+0.5))*s, clr, sprites.Left)
	}
	if len(r.Rounds) == 0 {
		for i, l := range ui.Wrap(tx.NoRecent, sprites.Face(18*s, false), w*s) {
			ctx.Paint.DrawText(screen, l, sprites.Face(18*s, false), recMargin*s, (110+24*float64(i))*s, ui.DimText, sprites.Left)
		}
	}
	end := r.narrowListEnd(ctx)
	band := ui.ClipBand(screen, ctx, recTop-6, end)
	for i, label := range r.Labels {
		row := r.RowRect(ctx, i)
		if row.Y+row.H < recTop-6 || row.Y > end {
			continue
		}
		ctx.Paint.DrawPanel(band, row.X*s, row.Y*s, row.W*s, row.H*s, 8*s, ui.FocusInk)
		ctx.Paint.DrawText(band, label, ui.FitFace(label, 19, 14, row.W-20, s, false), (row.X+10)*s, (row.Y+row.H/2)*s, ui.TextColor, sprites.Left)
	}
	if r.cs.Limit > 0 {
		// The thumb beside the band, as far down as the list is scrolled.
		view := end - recTop
		h := math.Max(30, view*view/(view+r.cs.Limit))
		y := recTop + (view-h)*r.cs.Scroll/r.cs.Limit
		ctx.Paint.DrawPanel(screen, (ctx.LW-recMargin+5)*s, y*s, 4*s, h*s, 2*s, ui.StatsThumbInk)
	}
	big := sprites.Face(22*s, true)
	ctx.Paint.DrawButton(screen, back.X*s, back.Y*s, back.W*s, back.H*s, tx.Back, big, sprites.Normal)
	if canPick() {
		ctx.Paint.DrawButton(screen, open.X*s, open.Y*s, open.W*s, open.H*s, tx.OpenFile, ui.FitFace(tx.OpenFile, 22, 14, open.W-12, s, true), sprites.Normal)
	}
}

// Update loads the list once, opens the round clicked, a file dropped or
// picked, and goes back.
func (r *Records) Update(ctx *game.Context) error {
	if tx := i18n.T(ctx.Settings.Lang); tx != r.text {
		r.text = tx
		r.loaded = false
	}
	if !r.loaded {
		r.loaded = true
		r.Rounds = nil
		if ctx.Store != nil {
			var err error
			if r.Rounds, err = shell.LoadRecent(ctx.Store); err != nil {
				r.Err = err.Error()
			}
			// A file written elsewhere may hold more; the list has room
			// for the kept ones.
			r.Rounds = r.Rounds[:min(len(r.Rounds), shell.MaxRecent)]
		}
		r.Labels = make([]string, len(r.Rounds))
		for i, rr := range r.Rounds {
			r.Labels[i] = rr.When + "   " + r.text.Of(rr.Game).Name
		}
	}
	in := &ctx.Input
	narrow := ctx.LW < game.DesignW
	dragged := false
	if narrow {
		end := r.narrowListEnd(ctx)
		r.cs.SetLimit(float64(len(r.Rounds))*recStep-6, end-recTop)
		r.cs.Keys(in, end-recTop)
		dragged = r.cs.Input(in)
	}
	if opened, msg := fileArrived(ctx, r.back); opened {
		return nil
	} else if msg != "" {
		r.Err = msg
	}
	back, open := r.Buttons(ctx)
	switch {
	case in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyBackspace), in.Released && !dragged && back.Contains(in.X, in.Y):
		ctx.Switch(NewMenu(r.back))
		return nil
	case canPick() && in.Released && !dragged && open.Contains(in.X, in.Y):
		if err := game.PickFile(); err != nil {
			r.Err = r.text.DropHint
		}
	}
	// A tap opens a round in view: on a narrow screen within the band of
	// the list, on a wide one a row above the buttons.
	tapped := in.Released && !dragged
	top, listEnd := 0.0, ctx.LH
	if narrow && tapped {
		top, listEnd = recTop-6, r.narrowListEnd(ctx)
	}
	for i := range r.Rounds {
		row := r.RowRect(ctx, i)
		inView := in.Y >= top && in.Y <= listEnd && (narrow || row.Y+row.H <= back.Y-40)
		if tapped && inView && row.Contains(in.X, in.Y) || i < 9 && in.Key(ebiten.Key1+ebiten.Key(i)) {
			if msg := openFile(ctx, r.back, r.Labels[i], []byte(r.Rounds[i].Record)); msg != "" {
				r.Err = msg
			}
			return nil
		}
	}
	return nil
}

// openFile shows a record (a file dropped or picked, or a kept round) in
// the replay viewer, which returns to the menu of back; what cannot be
// shown comes back as a message naming the file and the reason.
func openFile(ctx *game.Context, back shell.Setup, name string, data []byte) string {
	g, rec, err := registry.Read(data)
	if err == nil {
		k := shell.Tables[g.Table]
		if k == nil || k.Replay == nil {
			return name + ": " + fmt.Sprintf("the replay viewer does not show %s yet", g.ID)
		}
		var t game.Scene
		if t, err = k.Replay(rec, back); err == nil {
			ctx.Switch(t)
			return ""
		}
	}
	return name + ": " + err.Error()
}

// fileArrived opens a record dropped onto the window or chosen with the
// browser's picker in this tick: opened when the viewer was switched to,
// else msg says what was wrong with the file ("" when none came).
func fileArrived(ctx *game.Context, back shell.Setup) (opened bool, msg string) {
	files := ctx.Input.Dropped
	if p, ok := game.PickedFile(); ok {
		files = append(files[:len(files):len(files)], p)
	}
	for _, f := range files {
		if f.Err != nil {
			msg = f.Name + ": " + f.Err.Error()
			continue
		}
		if msg = openFile(ctx, back, f.Name, f.Data); msg == "" {
			return true, ""
		}
	}
	return false, msg
}

// Draw paints the list.
func (r *Records) Draw(screen *ebiten.Image, ctx *game.Context) {
	if r.text == nil {
		return
	}
	s := ctx.Scale
	tx := r.text
	ctx.Paint.DrawFelt(screen)
	if ctx.LW < game.DesignW {
		r.drawNarrow(screen, ctx)
		return
	}
	ctx.Paint.DrawText(screen, tx.OpenRecord, sprites.Face(44*s, true), 80*s, 64*s, ui.TextColor, sprites.Left)
	face := sprites.Face(21*s, false)
	if len(r.Rounds) == 0 {
		ctx.Paint.DrawText(screen, tx.NoRecent, face, 80*s, 160*s, ui.DimText, sprites.Left)
	}
	back, open := r.Buttons(ctx)
	for i, label := range r.Labels {
		row := r.RowRect(ctx, i)
		if row.Y+row.H > back.Y-40 {
			break
		}
		if ui.Hovered(ctx, row) {
			ctx.Paint.DrawPanel(screen, (row.X-12)*s, row.Y*s, (row.W+24)*s, row.H*s, 8*s, ui.FocusInk)
		}
		ctx.Paint.DrawText(screen, label, face, row.X*s, (row.Y+row.H/2)*s, ui.TextColor, sprites.Left)
	}
	if r.Err != "" {
		ctx.Paint.DrawText(screen, r.Err, sprites.Face(17*s, false), 80*s, (back.Y-24)*s, ui.ActiveColor, sprites.Left)
	}
	big := sprites.Face(22*s, true)
	ctx.Paint.DrawButton(screen, back.X*s, back.Y*s, back.W*s, back.H*s, tx.Back, big, sprites.Normal)
	hint := tx.DropNative
	if canPick() {
		ctx.Paint.DrawButton(screen, open.X*s, open.Y*s, open.W*s, open.H*s, tx.OpenFile, big, sprites.Normal)
		hint = tx.DropHint
	} else {
		open.W = 0 // the hint takes the button's place
	}
	ctx.Paint.DrawText(screen, hint, sprites.Face(17*s, false), (open.X+open.W+20)*s, (open.Y+open.H/2)*s, ui.DimText, sprites.Left)
}

// canPick reports whether a file picker exists: in the browser. A native
// window takes files dropped onto it.
func canPick() bool { return runtime.GOOS == "js" }
