package menu

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// SettingsScreen is where the player sets what holds for every match: the
// volume and sound, the speed, the language, the colour symbols on the
// cards and the Schnipp Schnapp keys; it lists the other keys. Every change
// applies at once and is kept between sessions (game.Settings.Keep).
// Mouse, touch and keyboard work as in the menu: ↑/↓ choose a line, ←/→
// change it, Enter changes it or chooses keys, Esc goes back.
type SettingsScreen struct {
	setup shell.Setup // the menu's match, to go back to
	focus int         // the line the keyboard is on; len(settingLines) is Back
	text  *i18n.Text
	cur   *game.Settings
	note  string

	shell.KeyCapture // the Schnipp Schnapp keys while they are chosen

	values    [numSettingLines]string
	keyList   []string
	keyIndent []bool
	keyFor    *i18n.Text
	keyW      float64

	// narrow: the screen is portrait or narrow, and the settings are the
	// one column sn, scrolled by cs.
	narrow bool
	sn     settingsNarrow
	cs     ui.ColumnScroll
}

// The lines of the screen.
const (
	setVolume = iota
	setSound
	setSpeed
	setLang
	setSymbols
	setKeys
	numSettingLines
)

// NewSettings returns the settings screen; Back returns to the menu with s.
func NewSettings(s shell.Setup) *SettingsScreen { return &SettingsScreen{setup: s} }

// Name identifies the scene.
func (g *SettingsScreen) Name() string { return "settings" }

// volumeStep is how much one step changes the volume, in percent.
const volumeStep = 10

// settings geometry, in logical units.
const (
	setX      = 90.0
	setTop    = 170.0
	setLineH  = 58.0
	setLabelW = 250.0
	setValueW = 330.0
)

func (g *SettingsScreen) lineRect(i int) ui.Rect {
	if g.narrow {
		r := g.sn.lines[i]
		r.Y -= g.cs.Scroll
		return r
	}
	return ui.Rect{X: setX, Y: setTop + float64(i)*setLineH, W: setLabelW + setValueW + 100, H: setLineH - 10}
}

func (g *SettingsScreen) arrowRects(i int) (left, right ui.Rect) {
	if g.narrow {
		r := g.sn.row(i)
		r.Y -= g.cs.Scroll
		return ui.Rect{X: r.X, Y: r.Y, W: snArrowW, H: r.H}, ui.Rect{X: r.X + r.W - snArrowW, Y: r.Y, W: snArrowW, H: r.H}
	}
	r := g.lineRect(i)
	x := r.X + setLabelW
	return ui.Rect{X: x, Y: r.Y, W: 44, H: r.H}, ui.Rect{X: x + 44 + setValueW, Y: r.Y, W: 44, H: r.H}
}

func (g *SettingsScreen) backRect(ctx *game.Context) ui.Rect {
	if g.narrow {
		return g.sn.back
	}
	return ui.Rect{X: setX, Y: ctx.LH - 90, W: 200, H: 56}
}

// previewX is where the sample cards and the key list begin.
func previewX(ctx *game.Context) float64 { return max(setX+setLabelW+setValueW+140, ctx.LW-470) }

// Update handles one tick of input.
func (g *SettingsScreen) Update(ctx *game.Context) error {
	g.cur = ctx.Settings
	g.text = i18n.T(ctx.Settings.Lang)
	if ctx.Settings.Notice != nil {
		g.note = settingsNotice(ctx, g.text)
	}
	in := &ctx.Input
	g.Relayout(ctx)
	defer g.Relayout(ctx)
	if g.Capture > 0 {
		g.Take(in, g.cur)
		g.refresh()
		return nil
	}
	n := numSettingLines
	switch {
	case in.Key(ebiten.KeyArrowDown), in.Key(ebiten.KeyTab):
		g.focus = (g.focus + 1) % (n + 1)
	case in.Key(ebiten.KeyArrowUp):
		g.focus = (g.focus + n) % (n + 1)
	case in.Key(ebiten.KeyArrowLeft):
		g.change(ctx, g.focus, -1)
	case in.Key(ebiten.KeyArrowRight):
		g.change(ctx, g.focus, +1)
	case in.Key(ebiten.KeyEnter), in.Key(ebiten.KeySpace):
		if g.focus == n {
			g.leave(ctx)
			return nil
		}
		g.change(ctx, g.focus, +1)
	case in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyBackspace):
		g.leave(ctx)
		return nil
	}
	if in.AnyKey() {
		g.showFocus()
	}
	dragged := g.narrow && g.cs.Input(in)
	if in.Released && !dragged {
		g.click(ctx, in.X, in.Y)
	}
	g.refresh()
	return nil
}

func (g *SettingsScreen) leave(ctx *game.Context) { ctx.Switch(NewMenu(g.setup)) }

func (g *SettingsScreen) click(ctx *game.Context, x, y float64) {
	if g.narrow && y >= g.sn.view {
		// The bar under the column: only Back is there.
		if g.backRect(ctx).Contains(x, y) {
			g.leave(ctx)
		}
		return
	}
	for i := range numSettingLines {
		left, right := g.arrowRects(i)
		switch {
		case left.Contains(x, y):
			g.focus = i
			g.change(ctx, i, -1)
		case right.Contains(x, y), g.lineRect(i).Contains(x, y):
			g.focus = i
			g.change(ctx, i, +1)
		}
	}
	if g.backRect(ctx).Contains(x, y) {
		g.leave(ctx)
	}
}

// change moves line i one step in direction d; the switches turn over
// either way.
func (g *SettingsScreen) change(ctx *game.Context, i, d int) {
	st := ctx.Settings
	switch i {
	case setVolume:
		st.Volume = clamp(st.Volume+d*volumeStep, 0, store.MaxVolume)
		if st.Volume > 0 {
			st.Mute = false
		}
		// The new volume is heard at once.
		ctx.Play(game.ToneCount)
	case setSound:
		st.Mute = !st.Mute
		ctx.Play(game.ToneCount)
	case setSpeed:
		st.Speed = game.Speed(clamp(int(st.Speed)+d, int(game.Slow), int(game.Fast)))
	case setLang:
		st.Lang = 1 - st.Lang
		g.text = i18n.T(st.Lang)
	case setSymbols:
		st.Symbols = !st.Symbols
	case setKeys:
		if d < 0 {
			st.SnapKeys, st.SnapKeysSet = [shell.MaxSnapHumans][2]ebiten.Key{}, false
			return
		}
		g.Capture = 1
	}
}

// refresh makes the values' words when they changed.
func (g *SettingsScreen) refresh() {
	st, t := g.cur, g.text
	onOff := func(b bool) string {
		if b {
			return t.On
		}
		return t.Off
	}
	lang := "English"
	if st.Lang == game.German {
		lang = "Deutsch"
	}
	g.set(setVolume, fmt.Sprintf(t.VolumeValue, st.Volume))
	g.set(setSound, onOff(!st.Mute))
	g.set(setSpeed, t.Speeds[clamp(int(st.Speed), int(game.Slow), int(game.Fast))])
	g.set(setLang, lang)
	g.set(setSymbols, onOff(st.Symbols))
	g.set(setKeys, g.KeyCapture.Value(t, st))
}

// set keeps a value's words, making a new string only when they differ.
func (g *SettingsScreen) set(i int, v string) {
	if g.values[i] != v {
		g.values[i] = v
	}
}

// settingsNotice says, once, why the kept settings could not be used or
// kept, in the player's language; "" when nothing went wrong.
func settingsNotice(ctx *game.Context, t *i18n.Text) string {
	err := ctx.Settings.Notice
	if err == nil {
		return ""
	}
	ctx.Settings.Notice = nil
	var b *store.BrokenError
	if errors.As(err, &b) {
		return fmt.Sprintf(t.SettingsBroken, b.SetAsideAs)
	}
	return fmt.Sprintf(t.SettingsFailed, err)
}

func (g *SettingsScreen) label(i int) string {
	t := g.text
	switch i {
	case setVolume:
		return t.Volume
	case setSound:
		return t.SoundLabel
	case setSpeed:
		return t.Speed
	case setLang:
		return t.Language
	case setSymbols:
		return t.SymbolsLabel
	}
	return t.SnapKeysLabel
}

// settingHint is the grey line under setting i, "" for none. The keys'
// hint names Enter only while a keyboard is in use; otherwise it speaks of
// clicking and tapping.
func settingHint(t *i18n.Text, i int, keyboard bool) string {
	switch {
	case i == setSymbols:
		return t.SymbolsHint
	case i == setKeys && keyboard:
		return t.SnapKeysHint
	case i == setKeys:
		return t.SnapKeysPointHint
	}
	return ""
}

// Draw paints the screen.
func (g *SettingsScreen) Draw(screen *ebiten.Image, ctx *game.Context) {
	if g.text == nil {
		return
	}
	if g.narrow {
		g.drawNarrow(screen, ctx)
		return
	}
	s := ctx.Scale
	t := g.text
	p := ctx.Paint
	p.DrawFelt(screen)
	p.DrawText(screen, t.Settings, sprites.Face(56*s, true), setX*s, 78*s, ui.TextColor, sprites.Left)
	if g.note != "" {
		p.DrawText(screen, g.note, sprites.Face(17*s, false), setX*s, 132*s, ui.ActiveColor, sprites.Left)
	}
	label := sprites.Face(22*s, false)
	value := sprites.Face(22*s, true)
	hint := sprites.Face(14*s, false)
	for i := range numSettingLines {
		r := g.lineRect(i)
		if i == g.focus && ctx.Input.Keyboard {
			p.DrawPanel(screen, (r.X-14)*s, r.Y*s, (r.W+28)*s, r.H*s, 10*s, ui.FocusInk)
		}
		ly := r.Y + r.H/2
		h := settingHint(t, i, ctx.Input.Keyboard)
		if h != "" {
			ly -= 8
			p.DrawText(screen, h, hint, r.X*s, (r.Y+r.H-8)*s, ui.GreyText, sprites.Left)
		}
		vc := ui.TextColor
		if i == setVolume && g.cur.Mute {
			vc = ui.GreyText
		}
		p.DrawText(screen, g.label(i), label, r.X*s, ly*s, ui.DimText, sprites.Left)
		left, right := g.arrowRects(i)
		p.DrawText(screen, "◄", value, (left.X+left.W/2)*s, ly*s, vc, sprites.Center)
		vcol := vc
		if i == setKeys && g.Capture > 0 {
			vcol = ui.ActiveColor
		}
		p.DrawText(screen, g.values[i], value, (left.X+left.W+setValueW/2)*s, ly*s, vcol, sprites.Center)
		p.DrawText(screen, "►", value, (right.X+right.W/2)*s, ly*s, vc, sprites.Center)
	}
	b := g.backRect(ctx)
	st := sprites.Normal
	if g.focus == numSettingLines && ctx.Input.Keyboard {
		st = sprites.Hover
	}
	p.DrawButton(screen, b.X*s, b.Y*s, b.W*s, b.H*s, t.Back, sprites.Face(22*s, true), st)
	g.drawPreview(screen, ctx)
	g.drawKeys(screen, ctx)
}

// previewCards are the cards shown as they look now, one per colour, so
// the colour symbols' switch shows its effect at once.
var previewCards = [card.NumColors]card.Card{
	card.New(card.Red, 7), card.New(card.Yellow, 12), card.New(card.Green, 3), card.New(card.Blue, 18),
}

func (g *SettingsScreen) drawPreview(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	x := previewX(ctx)
	w := 96.0
	for i, c := range previewCards {
		cx := (x + float64(i)*(w+14)) * s
		ctx.Art.DrawCard(screen, c, sprites.Pose{X: cx, Y: setTop * s, W: w * s, FaceUp: true}, 0, 1)
	}
}

// drawKeys lists what the other keys do, wrapped to the column.
func (g *SettingsScreen) drawKeys(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	x := previewX(ctx)
	width := (ctx.LW - x - 40) * s
	face := sprites.Face(15*s, false)
	if g.keyFor != g.text || g.keyW != width {
		g.keyFor, g.keyW = g.text, width
		g.keyList, g.keyIndent = g.keyList[:0], g.keyIndent[:0]
		for _, l := range g.text.KeyList {
			for i, part := range wrapItems(l, face, width-16*s) {
				g.keyList = append(g.keyList, part)
				g.keyIndent = append(g.keyIndent, i > 0)
			}
		}
	}
	y := setTop + ui.CardH(96) + 44
	ctx.Paint.DrawText(screen, g.text.OtherKeys, sprites.Face(20*s, true), x*s, y*s, ui.TextColor, sprites.Left)
	y += 30
	for i, l := range g.keyList {
		lx := x
		if g.keyIndent[i] {
			lx += 16 // a line that goes on is indented
		}
		ctx.Paint.DrawText(screen, l, face, lx*s, y*s, ui.DimText, sprites.Left)
		y += 22
	}
}
