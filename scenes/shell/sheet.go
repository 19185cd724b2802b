package shell

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Sheet is the pause of every table: it stands over the table (drawn
// dimmed under it, standing still) and offers the ways on: back to the
// game, its rules, or the menu. A table opens it from its Menu link, by
// Esc, and when the window loses the focus, so a phone, which has no Esc,
// has a way back to the menu too, and leaving never happens by a stray
// key. The match is saved after every action, so leaving loses nothing:
// the menu offers to continue it.
type Sheet struct {
	Under game.Scene
	setup Setup
	text  *i18n.Text
	// Paused: the sheet was opened by the window losing the focus, and
	// says so in its title.
	Paused bool
	press  int // the button a press began on, -1 for none
}

// The sheet's buttons, top to bottom.
const (
	SheetContinue = iota
	SheetRules
	SheetLeave
	SheetButtons
)

// NewSheet opens the sheet over the table under, a match of setup s.
func NewSheet(under game.Scene, s Setup) *Sheet {
	return &Sheet{Under: under, setup: s, press: -1}
}

// NewPauseSheet is the sheet a table opens when the window lost the focus.
func NewPauseSheet(under game.Scene, s Setup) *Sheet {
	sh := NewSheet(under, s)
	sh.Paused = true
	return sh
}

// Name identifies the scene.
func (sh *Sheet) Name() string { return "sheet" }

// AtRest is always true: the sheet changes only with input.
func (sh *Sheet) AtRest() bool { return true }

// FitsNarrow: the sheet is one column and fits any screen, as the table
// Under it does.
func (sh *Sheet) FitsNarrow() bool {
	n, ok := sh.Under.(game.Narrow)
	return ok && n.FitsNarrow()
}

// FitsShort: the sheet fits a short landscape screen too, and keeps the
// table under it in the design the table takes there.
func (sh *Sheet) FitsShort() bool {
	n, ok := sh.Under.(game.Short)
	return ok && n.FitsShort()
}

// Button is the rectangle of button i, in logical units.
func (sh *Sheet) Button(ctx *game.Context, i int) ui.Rect {
	w := math.Min(360, ctx.LW-48)
	top := ctx.LH/2 - 40
	return ui.Rect{X: ctx.LW/2 - w/2, Y: top + float64(i)*72, W: w, H: 58}
}

// Update goes back to the table, to the rules over it, or to the menu.
func (sh *Sheet) Update(ctx *game.Context) error {
	sh.text = i18n.T(ctx.Settings.Lang)
	in := &ctx.Input
	choice := -1
	switch {
	case in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyEnter), in.Key(ebiten.KeySpace):
		choice = SheetContinue
	case in.Key(ebiten.KeyH), in.Key(ebiten.KeyF1):
		choice = SheetRules
	case in.Key(ebiten.KeyM), in.Key(ebiten.KeyBackspace):
		choice = SheetLeave
	case in.Pressed:
		sh.press = sh.at(ctx, in.X, in.Y)
	case in.Released:
		at := sh.at(ctx, in.X, in.Y)
		if at == sh.press {
			choice = at
		}
		sh.press = -1
		if at < 0 && sh.Paused {
			// A tap anywhere goes on after a pause, as before the sheet.
			choice = SheetContinue
		}
	}
	switch choice {
	case SheetContinue:
		ctx.Switch(sh.Under)
	case SheetRules:
		ctx.Switch(RulesOver(sh.Under, sh.setup, sh.setup.Game))
	case SheetLeave:
		Leave(sh.Under)
		ctx.Switch(ToMenu(sh.setup))
	}
	return nil
}

// Leaver is a table that holds something open while it is played (the
// connection to an online room), to close when the person leaves it.
type Leaver interface{ Leave() }

// Leave closes what the table sc holds open, if anything.
func Leave(sc game.Scene) {
	if l, ok := sc.(Leaver); ok {
		l.Leave()
	}
}

// at is the button under x, y, or -1.
func (sh *Sheet) at(ctx *game.Context, x, y float64) int {
	for i := range SheetButtons {
		if sh.Button(ctx, i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// Draw paints the table as it stands, dimmed, and the sheet over it.
func (sh *Sheet) Draw(screen *ebiten.Image, ctx *game.Context) {
	sh.Under.Draw(screen, ctx)
	if sh.text == nil {
		return
	}
	tx, s, in := sh.text, ctx.Scale, &ctx.Input
	ctx.Paint.DrawPanel(screen, 0, 0, ctx.W, ctx.H, 0, ui.CoverInk)
	room := ctx.LW - 48
	title := tx.Paused
	ctx.Paint.DrawText(screen, title, ui.FitFace(title, 40, 22, room, s, true), ctx.LW/2*s, (ctx.LH/2-140)*s, ui.TextColor, sprites.Center)
	note := tx.SheetSaved
	if sh.setup.Online {
		note = i18n.NetOf(tx).SeatKept
	}
	if sh.Paused {
		note = PauseHint(tx, in.Keyboard)
	}
	ctx.Paint.DrawText(screen, note, ui.FitFace(note, 18, 12, room, s, false), ctx.LW/2*s, (ctx.LH/2-88)*s, ui.DimText, sprites.Center)
	labels := [SheetButtons]string{tx.Continue, tx.Rules, tx.SheetLeave}
	if in.Keyboard {
		labels = [SheetButtons]string{tx.Continue + " (Esc)", tx.Rules + " (H)", tx.SheetLeave + " (M)"}
	}
	for i, label := range labels {
		r := sh.Button(ctx, i)
		st := sprites.Normal
		if i == SheetContinue || (!in.Touch && r.Contains(in.X, in.Y)) {
			st = sprites.Hover
		}
		ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, label, ui.FitFace(label, 24, 14, r.W-24, s, true), st)
	}
}

// MenuLabel is the table's link to its sheet, with its key while a
// keyboard is in use.
func MenuLabel(tx *i18n.Text, keyboard bool) string {
	if keyboard {
		return tx.MenuLink
	}
	return tx.MenuPlain
}

// PauseHint is how to go on from a pause: by a key only while a keyboard
// is in use, else by a tap (on the pause sheet).
func PauseHint(tx *i18n.Text, keyboard bool) string {
	if keyboard {
		return tx.PausedHint
	}
	return tx.PausedTap
}
