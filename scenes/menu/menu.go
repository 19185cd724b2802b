package menu

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"runtime"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Menu is where a match is set up: the game, the seats (which are people,
// which are bots), the bots' level, the rounds, the options, speed and
// language. Everything works by mouse, touch and keyboard (↑/↓ choose a
// line, ←/→ change it, Enter starts).
type Menu struct {
	setup shell.Setup
	Focus int // the line the keyboard is on
	Lines []menuLine
	Text  *i18n.Text
	Err   string

	screen *ebiten.Image
	values []string
	cur    *game.Settings

	shell.KeyCapture // the Schnipp Schnapp keys while they are chosen

	fan fan // the emblem, dealt in when the menu opens

	blurb      []string
	blurbFor   string
	blurbScale float64

	// Save is the match that can be continued, looked up on the first
	// tick; saveLabel describes it.
	Save      *store.Save
	saved     game.Scene // its table, at the point it was saved
	looked    bool
	SaveLabel string
	saveFor   *i18n.Text

	// confirmed: the player was told that a new match replaces the saved
	// one, and may start.
	confirmed bool
	// Entering: a deal code is being typed or tapped into entry, on the
	// keypad pad; padDown is the key a press began on, pasting whether
	// the clipboard is being read.
	Entering bool
	Entry    []byte
	entryStr string
	Pad      keypad
	padDown  int
	pasting  bool

	// Narrow: the screen is portrait or narrow, and the menu is the one
	// column nm, scrolled by scroll units; pressY and pressScroll are where
	// a press began, dragging whether it has become a scroll.
	Narrow      bool
	nm          menuNarrow
	Scroll      float64
	pressY      float64
	pressScroll float64
	dragging    bool
}

// shortLine is the menu line of the short game.
const shortLine = 5

// menuLine is one setting: its label, its current value in words, and how
// it changes by one step either way.
type menuLine struct {
	Label   func(t *i18n.Text) string
	value   func(m *Menu) string
	step    func(m *Menu, d int)
	enabled func(m *Menu) bool
	seats   bool // the line of seat toggles
}

// NewMenu returns the menu, preset to s.
func NewMenu(s shell.Setup) *Menu {
	if !shell.Playable(s.Game) {
		s.Game = shell.TableGames()[0].ID
	}
	if g := s.Desc(); s.Players < g.MinPlayers || s.Players > g.MaxPlayers {
		s.Players = clamp(4, g.MinPlayers, g.MaxPlayers)
	}
	s.Options = ValidOptions(s.Desc(), s.Options, s.Players)
	if s.Rounds < 1 {
		s.Rounds = 3
	}
	if s.Daily != "" {
		// Back from a deal of the day: the menu sets up ordinary matches.
		s.Daily, s.Rounds = "", 3
	}
	m := &Menu{setup: s}
	m.Lines = []menuLine{
		{Label: func(t *i18n.Text) string { return t.Game },
			value: func(m *Menu) string { return m.Text.Of(m.setup.Game).Name },
			step: func(m *Menu, d int) {
				all := shell.TableGames()
				i := slices.IndexFunc(all, func(g *games.Game) bool { return g.ID == m.setup.Game })
				g := all[(i+d+len(all))%len(all)]
				m.setup.Game = g.ID
				m.setup.Players = clamp(m.setup.Players, g.MinPlayers, g.MaxPlayers)
				m.setup.Options = ValidOptions(g, m.setup.Options, m.setup.Players)
			}},
		{Label: func(t *i18n.Text) string { return t.Players },
			value: func(m *Menu) string { return fmt.Sprint(m.setup.Players) },
			step: func(m *Menu, d int) {
				g := m.setup.Desc()
				m.setup.Players = clamp(m.setup.Players+d, g.MinPlayers, g.MaxPlayers)
				m.setup.Options = ValidOptions(g, m.setup.Options, m.setup.Players)
			}},
		{Label: func(t *i18n.Text) string { return t.Seats }, seats: true,
			value: func(m *Menu) string { return "" },
			step:  func(m *Menu, d int) {}},
		{Label: func(t *i18n.Text) string { return t.Level },
			value: func(m *Menu) string { return m.Text.Levels[m.setup.Level] },
			step: func(m *Menu, d int) {
				m.setup.Level = level.Level(clamp(int(m.setup.Level)+d, int(level.Easy), int(level.Hard)))
			}},
		{Label: func(t *i18n.Text) string { return t.Rounds },
			value: func(m *Menu) string {
				if !m.setup.Desc().Matches {
					return "1"
				}
				return fmt.Sprint(m.setup.Rounds)
			},
			step:    func(m *Menu, d int) { m.setup.Rounds = clamp(m.setup.Rounds+d, 1, 20) },
			enabled: func(m *Menu) bool { return m.setup.Desc().Matches }},
		{Label: func(t *i18n.Text) string { return m.optionLabel(t) },
			value:   func(m *Menu) string { return m.optionValue() },
			step:    func(m *Menu, d int) { m.optionStep(d) },
			enabled: func(m *Menu) bool { return len(playableOptions(m.setup.Desc(), m.setup.Players)) > 0 }},
		{Label: func(t *i18n.Text) string { return t.Speed },
			value: func(m *Menu) string { return m.Text.Speeds[m.speed()] },
			step:  func(m *Menu, d int) { m.speedStep(d) }},
		{Label: func(t *i18n.Text) string { return t.Keys },
			value:   func(m *Menu) string { return m.KeyCapture.Value(m.Text, m.settings()) },
			step:    func(m *Menu, d int) { m.Capture = 1 },
			enabled: func(m *Menu) bool { k := shell.Tables[m.setup.Desc().Table]; return k != nil && k.Keys }},
		{Label: func(t *i18n.Text) string { return t.Language },
			value: func(m *Menu) string {
				if m.lang() == game.German {
					return "Deutsch"
				}
				return "English"
			},
			step: func(m *Menu, d int) { m.langStep() }},
	}
	m.values = make([]string, len(m.Lines))
	return m
}

func clamp(v, lo, hi int) int { return max(lo, min(hi, v)) }

// settings is set on the first Update; the menu keeps a pointer to the
// shared settings so speed and language changes apply everywhere.
var noSettings game.Settings

func (m *Menu) speed() game.Speed { return m.settings().Speed }
func (m *Menu) lang() game.Lang   { return m.settings().Lang }
func (m *Menu) speedStep(d int) {
	st := m.settings()
	st.Speed = game.Speed(clamp(int(st.Speed)+d, int(game.Slow), int(game.Fast)))
}
func (m *Menu) langStep() {
	st := m.settings()
	st.Lang = 1 - st.Lang
	m.Text = i18n.T(st.Lang)
}

func (m *Menu) settings() *game.Settings {
	if m.cur != nil {
		return m.cur
	}
	return &noSettings
}

// Name identifies the scene.
func (m *Menu) Name() string { return "menu" }

// AtRest reports whether the emblem's deal is over: after it the menu
// changes only with input, and a file chosen in the browser's dialog wakes
// the game itself (see game.Rester).
func (m *Menu) AtRest() bool { return m.fan.dealt() }

// Setup is the match as currently chosen (for tests).
func (m *Menu) Setup() shell.Setup { return m.setup }

// menu geometry, in logical units.
const (
	menuX      = 90.0
	menuTop    = 178.0
	menuLineH  = 42.0
	menuLabelW = 200.0
	menuValueW = 420.0
)

func (m *Menu) lineRect(i int) ui.Rect {
	if m.Narrow {
		return m.scrolled(m.nm.lines[i])
	}
	return ui.Rect{X: menuX, Y: menuTop + float64(i)*menuLineH, W: menuLabelW + menuValueW + 60, H: menuLineH - 6}
}

func (m *Menu) arrowRects(i int) (left, right ui.Rect) {
	r := m.lineRect(i)
	if m.Narrow {
		return ui.Rect{X: r.X + nmLabelW, Y: r.Y, W: nmArrowW, H: r.H}, ui.Rect{X: r.X + r.W - nmArrowW, Y: r.Y, W: nmArrowW, H: r.H}
	}
	x := r.X + menuLabelW
	return ui.Rect{X: x, Y: r.Y, W: 44, H: r.H}, ui.Rect{X: x + menuValueW + 16, Y: r.Y, W: 44, H: r.H}
}

func (m *Menu) seatRect(p int) ui.Rect {
	if m.Narrow {
		r := m.scrolled(m.nm.seats)
		w := (r.W - float64(shell.MaxSeats-1)*6) / shell.MaxSeats
		return ui.Rect{X: r.X + float64(p)*(w+6), Y: r.Y, W: w, H: r.H}
	}
	r := m.lineRect(2)
	return ui.Rect{X: r.X + menuLabelW + float64(p)*80, Y: r.Y, W: 74, H: r.H}
}

func (m *Menu) Buttons(ctx *game.Context) (start, rules, quit ui.Rect) {
	if m.Narrow {
		if m.nm.pinned {
			return m.nm.start, m.nm.rules, m.nm.quit
		}
		return m.scrolled(m.nm.start), m.scrolled(m.nm.rules), m.scrolled(m.nm.quit)
	}
	y := menuTop + float64(len(m.Lines))*menuLineH + 14
	start = ui.Rect{X: menuX, Y: y, W: 260, H: 60}
	rules = ui.Rect{X: menuX + 280, Y: y, W: 180, H: 60}
	quit = ui.Rect{X: menuX + 480, Y: y, W: 160, H: 60}
	return
}

// The smaller buttons under the big ones.
const (
	extraStats = iota
	extraDaily
	ExtraDeal
	extraWatch
	extraSettings
	ExtraOnline
	numExtras
)

func (m *Menu) ExtraRect(ctx *game.Context, i int) ui.Rect {
	if m.Narrow {
		if m.nm.pinned {
			return m.nm.extras[i]
		}
		return m.scrolled(m.nm.extras[i])
	}
	start, _, _ := m.Buttons(ctx)
	w := 178.0
	return ui.Rect{X: menuX + float64(i)*(w+10), Y: start.Y + start.H + 12, W: w, H: 42}
}

// ContinueRect is the button that continues a saved match, top right.
func (m *Menu) ContinueRect(ctx *game.Context) ui.Rect {
	if m.Narrow {
		return m.scrolled(m.nm.cont)
	}
	return ui.Rect{X: ctx.LW - 560, Y: 34, W: 500, H: 64}
}

// Update handles one tick of input.
func (m *Menu) Update(ctx *game.Context) error {
	m.cur = ctx.Settings
	m.Text = i18n.T(ctx.Settings.Lang)
	if !m.looked {
		m.looked = true
		var msg string
		m.Save, m.saved, msg = shell.LoadSave(ctx, m.Text)
		if msg != "" {
			m.Err = msg
		}
		if m.Save != nil {
			// The page learns that a game can be continued (for its tests).
			game.Signal("continue", m.Save.Game)
		}
		if ctx.StoreErr != nil {
			m.Err = fmt.Sprintf(m.Text.SaveFailed, ctx.StoreErr)
		}
		if msg := settingsNotice(ctx, m.Text); msg != "" {
			m.Err = msg
		}
	}
	if m.Save != nil && m.saveFor != m.Text {
		m.saveFor = m.Text
		m.SaveLabel = shell.ContinueLabel(m.Text, m.Save)
	}
	m.Relayout(ctx)
	defer m.Relayout(ctx)
	m.fan.update(ctx, !m.Narrow)
	in := &ctx.Input
	if m.Entering {
		m.typeCode(ctx)
		return nil
	}
	if opened, msg := fileArrived(ctx, m.setup); opened {
		return nil
	} else if msg != "" {
		m.Err = msg
	}
	if m.Capture > 0 {
		m.Take(&ctx.Input, m.settings())
		for i, l := range m.Lines {
			m.values[i] = l.value(m)
		}
		return nil
	}
	n := len(m.Lines)
	switch {
	case in.Key(ebiten.KeyArrowDown), in.Key(ebiten.KeyTab):
		m.Focus = (m.Focus + 1) % (n + 1)
	case in.Key(ebiten.KeyArrowUp):
		m.Focus = (m.Focus + n) % (n + 1)
	case in.Key(ebiten.KeyArrowLeft):
		m.change(m.Focus, -1)
	case in.Key(ebiten.KeyArrowRight):
		m.change(m.Focus, +1)
	case in.Key(ebiten.KeyEnter):
		if m.Focus < n && m.Lines[m.Focus].seats {
			break
		}
		m.start(ctx)
		return nil
	case in.Key(ebiten.KeyR):
		ctx.Switch(NewRules(m.setup, m.setup.Game))
		return nil
	case in.Key(ebiten.KeyC) && m.Save != nil:
		m.resume(ctx)
		return nil
	case in.Key(ebiten.KeyO):
		ctx.Switch(NewSettings(m.setup))
		return nil
	}
	if in.AnyKey() {
		m.showFocus()
	}
	dragged := m.scrollInput(in)
	if m.Focus < n && m.Lines[m.Focus].seats {
		for p := range m.setup.Players {
			if in.Key(ebiten.Key1 + ebiten.Key(p)) {
				m.toggleSeat(p)
			}
		}
	}
	if in.Released && !dragged {
		m.click(ctx, in.X, in.Y)
	}
	for i, l := range m.Lines {
		m.values[i] = l.value(m)
	}
	return nil
}

func (m *Menu) change(i, d int) {
	if i >= len(m.Lines) {
		return
	}
	l := m.Lines[i]
	if l.enabled != nil && !l.enabled(m) {
		return
	}
	l.step(m, d)
}

func (m *Menu) toggleSeat(p int) {
	if p >= 0 && p < m.setup.Players {
		m.setup.Seats[p] = !m.setup.Seats[p]
	}
}

func (m *Menu) click(ctx *game.Context, x, y float64) {
	for i := range m.Lines {
		if m.Lines[i].seats {
			for p := range m.setup.Players {
				if m.seatRect(p).Contains(x, y) {
					m.Focus = i
					m.toggleSeat(p)
				}
			}
			continue
		}
		left, right := m.arrowRects(i)
		switch {
		case left.Contains(x, y):
			m.Focus = i
			m.change(i, -1)
		case right.Contains(x, y), m.lineRect(i).Contains(x, y):
			m.Focus = i
			m.change(i, +1)
		}
	}
	start, rules, quit := m.Buttons(ctx)
	switch {
	case start.Contains(x, y):
		m.start(ctx)
	case rules.Contains(x, y):
		ctx.Switch(NewRules(m.setup, m.setup.Game))
	case quit.Contains(x, y) && canQuit():
		ctx.Quit()
	case m.Save != nil && m.ContinueRect(ctx).Contains(x, y):
		m.resume(ctx)
	}
	for i := range numExtras {
		if m.ExtraRect(ctx, i).Contains(x, y) {
			m.extra(ctx, i)
		}
	}
}

func canQuit() bool { return runtime.GOOS != "js" }

// start begins a match with a fresh seed drawn from the old one and the
// clock tick, so two matches in a row differ.
func (m *Menu) start(ctx *game.Context) {
	if !m.replaceSave() {
		return
	}
	s := m.setup
	s.Seed = card.Mix(s.Seed, uint64(ctx.Tick))
	t, err := shell.NewGame(s)
	if err != nil {
		m.Err = err.Error()
		return
	}
	ctx.Switch(t)
}

// replaceSave reports whether a new match may start: at once without a
// saved match; with one, only when asked a second time, so a saved match is
// never replaced by a slip of the finger.
func (m *Menu) replaceSave() bool {
	if m.Save == nil || m.confirmed {
		return true
	}
	m.confirmed = true
	m.Err = m.Text.ReplaceSave
	return false
}

// Draw paints the menu.
func (m *Menu) Draw(screen *ebiten.Image, ctx *game.Context) {
	if m.Text == nil {
		return
	}
	m.screen = screen
	if m.Narrow {
		m.drawNarrow(screen, ctx)
		return
	}
	s := ctx.Scale
	tx := m.Text
	ctx.Paint.DrawFelt(screen)
	m.fan.draw(m, ctx)
	ctx.Paint.DrawText(screen, tx.Title, sprites.Face(72*s, true), menuX*s, 80*s, ui.TextColor, sprites.Left)
	ctx.Paint.DrawText(screen, tx.Subtitle, sprites.Face(20*s, false), menuX*s, 136*s, ui.DimText, sprites.Left)
	label := sprites.Face(21*s, false)
	value := sprites.Face(22*s, true)
	for i, l := range m.Lines {
		r := m.lineRect(i)
		enabled := l.enabled == nil || l.enabled(m)
		if i == m.Focus && ctx.Input.Keyboard {
			ctx.Paint.DrawPanel(screen, (r.X-14)*s, r.Y*s, (r.W+28)*s, r.H*s, 10*s, ui.FocusInk)
		}
		lc := ui.DimText
		if !enabled {
			lc = ui.GreyText
		}
		ly := r.Y + r.H/2
		if i == shortLine {
			ly -= 8
		}
		ctx.Paint.DrawText(screen, l.Label(tx), label, r.X*s, ly*s, lc, sprites.Left)
		if l.seats {
			m.drawSeats(screen, ctx)
			continue
		}
		left, right := m.arrowRects(i)
		vc := ui.TextColor
		if !enabled {
			vc = ui.GreyText
		}
		ctx.Paint.DrawText(screen, "◄", value, (left.X+left.W/2)*s, (left.Y+left.H/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, m.values[i], value, (left.X+left.W+menuValueW/2-20)*s, (r.Y+r.H/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, "►", value, (right.X+right.W/2)*s, (right.Y+right.H/2)*s, vc, sprites.Center)
	}
	// The chosen game in a sentence, under the fan of 11s.
	blurb := sprites.Face(18*s, false)
	if key := tx.Of(m.setup.Game).Blurb; key != m.blurbFor || s != m.blurbScale {
		m.blurbFor, m.blurbScale = key, s
		m.blurb = ui.Wrap(key, blurb, 420*s)
	}
	for i, line := range m.blurb {
		ctx.Paint.DrawText(screen, line, blurb, (ctx.LW-260)*s, (590+26*float64(i))*s, ui.DimText, sprites.Center)
	}
	// What the short game is, under its name.
	sr := m.lineRect(shortLine)
	ctx.Paint.DrawText(screen, m.optionHint(tx), sprites.Face(13*s, false), sr.X*s, (sr.Y+sr.H-7)*s, ui.GreyText, sprites.Left)
	start, rules, quit := m.Buttons(ctx)
	st := sprites.Normal
	if m.Focus == len(m.Lines) && ctx.Input.Keyboard {
		st = sprites.Hover
	}
	big := sprites.Face(26*s, true)
	ctx.Paint.DrawButton(screen, start.X*s, start.Y*s, start.W*s, start.H*s, tx.Start, big, st)
	ctx.Paint.DrawButton(screen, rules.X*s, rules.Y*s, rules.W*s, rules.H*s, tx.Rules, big, sprites.Normal)
	if canQuit() {
		ctx.Paint.DrawButton(screen, quit.X*s, quit.Y*s, quit.W*s, quit.H*s, tx.Quit, big, sprites.Normal)
	}
	small := sprites.Face(18*s, true)
	for i := range numExtras {
		r := m.ExtraRect(ctx, i)
		ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, m.extraLabel(i), small, sprites.Normal)
	}
	if m.Save != nil {
		r := m.ContinueRect(ctx)
		// Two lines: what the button does, and which match it brings back.
		ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, "", sprites.Face(22*s, true), sprites.Hover)
		cx := (r.X + r.W/2) * s
		ctx.Paint.DrawText(screen, tx.Continue, sprites.Face(22*s, true), cx, (r.Y+21)*s, ui.DarkText, sprites.Center)
		ctx.Paint.DrawText(screen, m.SaveLabel, sprites.Face(16*s, false), cx, (r.Y+45)*s, ui.DarkText, sprites.Center)
	}
	if m.Err != "" {
		ctx.Paint.DrawText(screen, m.Err, sprites.Face(17*s, false), menuX*s, (menuTop-18)*s, ui.ActiveColor, sprites.Left)
	}
	if m.Entering {
		m.drawEntry(ctx)
	}
}

func (m *Menu) extraLabel(i int) string {
	switch i {
	case extraStats:
		return m.Text.Statistics
	case extraDaily:
		return m.Text.DealOfDay
	case ExtraDeal:
		return m.Text.DealEnter
	case extraSettings:
		return m.Text.Settings
	case ExtraOnline:
		return i18n.NetOf(m.Text).PlayOnline
	}
	return m.Text.OpenRecord
}

var seatDigits = [shell.MaxSeats]string{"1", "2", "3", "4", "5", "6"}

func init() {
	shell.RegisterScreens(func(s shell.Setup) game.Scene { return NewMenu(s) },
		func(over game.Scene, s shell.Setup, id string) game.Scene { return NewRulesOver(over, s, id) })
}
