package scenes

import (
	"fmt"
	"runtime"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/sprites"
)

// Menu is where a match is set up: the game, the seats (which are people,
// which are bots), the bots' level, the rounds, the options, speed and
// language. Everything works by mouse, touch and keyboard (↑/↓ choose a
// line, ←/→ change it, Enter starts).
type Menu struct {
	setup Setup
	focus int // the line the keyboard is on
	lines []menuLine
	text  *Text
	err   string

	screen *ebiten.Image
	values []string
	cur    *game.Settings

	keyCapture // the Schnipp Schnapp keys while they are chosen

	blurb      []string
	blurbFor   string
	blurbScale float64

	// save is the match that can be continued, looked up on the first
	// tick; saveLabel describes it.
	save      *store.Save
	saved     game.Scene // its table, at the point it was saved
	looked    bool
	saveLabel string
	saveFor   *Text

	// confirmed: the player was told that a new match replaces the saved
	// one, and may start.
	confirmed bool
	// entering: a deal code is being typed or tapped into entry, on the
	// keypad pad; padDown is the key a press began on, pasting whether
	// the clipboard is being read.
	entering bool
	entry    []byte
	entryStr string
	pad      keypad
	padDown  int
	pasting  bool

	// narrow: the screen is portrait or narrow, and the menu is the one
	// column nm, scrolled by scroll units; pressY and pressScroll are where
	// a press began, dragging whether it has become a scroll.
	narrow      bool
	nm          menuNarrow
	scroll      float64
	pressY      float64
	pressScroll float64
	dragging    bool
}

// shortLine is the menu line of the short game.
const shortLine = 5

// menuLine is one setting: its label, its current value in words, and how
// it changes by one step either way.
type menuLine struct {
	label   func(t *Text) string
	value   func(m *Menu) string
	step    func(m *Menu, d int)
	enabled func(m *Menu) bool
	seats   bool // the line of seat toggles
}

// NewMenu returns the menu, preset to s.
func NewMenu(s Setup) *Menu {
	if !Playable(s.Game) {
		s.Game = tableGames()[0].ID
	}
	if g := s.game(); s.Players < g.MinPlayers || s.Players > g.MaxPlayers {
		s.Players = clamp(4, g.MinPlayers, g.MaxPlayers)
	}
	s.Options = validOptions(s.game(), s.Options, s.Players)
	if s.Rounds < 1 {
		s.Rounds = 3
	}
	if s.Daily != "" {
		// Back from a deal of the day: the menu sets up ordinary matches.
		s.Daily, s.Rounds = "", 3
	}
	m := &Menu{setup: s}
	m.lines = []menuLine{
		{label: func(t *Text) string { return t.Game },
			value: func(m *Menu) string { return m.text.Of(m.setup.Game).Name },
			step: func(m *Menu, d int) {
				all := tableGames()
				i := slices.IndexFunc(all, func(g *games.Game) bool { return g.ID == m.setup.Game })
				g := all[(i+d+len(all))%len(all)]
				m.setup.Game = g.ID
				m.setup.Players = clamp(m.setup.Players, g.MinPlayers, g.MaxPlayers)
				m.setup.Options = validOptions(g, m.setup.Options, m.setup.Players)
			}},
		{label: func(t *Text) string { return t.Players },
			value: func(m *Menu) string { return fmt.Sprint(m.setup.Players) },
			step: func(m *Menu, d int) {
				g := m.setup.game()
				m.setup.Players = clamp(m.setup.Players+d, g.MinPlayers, g.MaxPlayers)
				m.setup.Options = validOptions(g, m.setup.Options, m.setup.Players)
			}},
		{label: func(t *Text) string { return t.Seats }, seats: true,
			value: func(m *Menu) string { return "" },
			step:  func(m *Menu, d int) {}},
		{label: func(t *Text) string { return t.Level },
			value: func(m *Menu) string { return m.text.Levels[m.setup.Level] },
			step: func(m *Menu, d int) {
				m.setup.Level = level.Level(clamp(int(m.setup.Level)+d, int(level.Easy), int(level.Hard)))
			}},
		{label: func(t *Text) string { return t.Rounds },
			value: func(m *Menu) string {
				if !m.setup.game().Matches {
					return "1"
				}
				return fmt.Sprint(m.setup.Rounds)
			},
			step:    func(m *Menu, d int) { m.setup.Rounds = clamp(m.setup.Rounds+d, 1, 20) },
			enabled: func(m *Menu) bool { return m.setup.game().Matches }},
		{label: func(t *Text) string { return m.optionLabel(t) },
			value:   func(m *Menu) string { return m.optionValue() },
			step:    func(m *Menu, d int) { m.optionStep(d) },
			enabled: func(m *Menu) bool { return len(playableOptions(m.setup.game(), m.setup.Players)) > 0 }},
		{label: func(t *Text) string { return t.Speed },
			value: func(m *Menu) string { return m.text.Speeds[m.speed()] },
			step:  func(m *Menu, d int) { m.speedStep(d) }},
		{label: func(t *Text) string { return t.Keys },
			value:   func(m *Menu) string { return m.keyCapture.value(m.text, m.settings()) },
			step:    func(m *Menu, d int) { m.capture = 1 },
			enabled: func(m *Menu) bool { k := tables[m.setup.game().Table]; return k != nil && k.Keys }},
		{label: func(t *Text) string { return t.Language },
			value: func(m *Menu) string {
				if m.lang() == game.German {
					return "Deutsch"
				}
				return "English"
			},
			step: func(m *Menu, d int) { m.langStep() }},
	}
	m.values = make([]string, len(m.lines))
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
	m.text = T(st.Lang)
}

func (m *Menu) settings() *game.Settings {
	if m.cur != nil {
		return m.cur
	}
	return &noSettings
}

// Name identifies the scene.
func (m *Menu) Name() string { return "menu" }

// AtRest is always true: the menu changes only with input, and a file
// chosen in the browser's dialog wakes the game itself (see game.Rester).
func (m *Menu) AtRest() bool { return true }

// Setup is the match as currently chosen (for tests).
func (m *Menu) Setup() Setup { return m.setup }

// menu geometry, in logical units.
const (
	menuX      = 90.0
	menuTop    = 178.0
	menuLineH  = 42.0
	menuLabelW = 200.0
	menuValueW = 420.0
)

func (m *Menu) lineRect(i int) rect {
	if m.narrow {
		return m.scrolled(m.nm.lines[i])
	}
	return rect{menuX, menuTop + float64(i)*menuLineH, menuLabelW + menuValueW + 60, menuLineH - 6}
}

func (m *Menu) arrowRects(i int) (left, right rect) {
	r := m.lineRect(i)
	if m.narrow {
		return rect{r.x + nmLabelW, r.y, nmArrowW, r.h}, rect{r.x + r.w - nmArrowW, r.y, nmArrowW, r.h}
	}
	x := r.x + menuLabelW
	return rect{x, r.y, 44, r.h}, rect{x + menuValueW + 16, r.y, 44, r.h}
}

func (m *Menu) seatRect(p int) rect {
	if m.narrow {
		r := m.scrolled(m.nm.seats)
		w := (r.w - float64(maxSeats-1)*6) / maxSeats
		return rect{r.x + float64(p)*(w+6), r.y, w, r.h}
	}
	r := m.lineRect(2)
	return rect{r.x + menuLabelW + float64(p)*80, r.y, 74, r.h}
}

func (m *Menu) buttons(ctx *game.Context) (start, rules, quit rect) {
	if m.narrow {
		if m.nm.pinned {
			return m.nm.start, m.nm.rules, m.nm.quit
		}
		return m.scrolled(m.nm.start), m.scrolled(m.nm.rules), m.scrolled(m.nm.quit)
	}
	y := menuTop + float64(len(m.lines))*menuLineH + 14
	start = rect{menuX, y, 260, 60}
	rules = rect{menuX + 280, y, 180, 60}
	quit = rect{menuX + 480, y, 160, 60}
	return
}

// The smaller buttons under the big ones.
const (
	extraStats = iota
	extraDaily
	extraDeal
	extraWatch
	extraSettings
	numExtras
)

func (m *Menu) extraRect(ctx *game.Context, i int) rect {
	if m.narrow {
		if m.nm.pinned {
			return m.nm.extras[i]
		}
		return m.scrolled(m.nm.extras[i])
	}
	start, _, _ := m.buttons(ctx)
	w := 178.0
	return rect{menuX + float64(i)*(w+10), start.y + start.h + 12, w, 42}
}

// continueRect is the button that continues a saved match, top right.
func (m *Menu) continueRect(ctx *game.Context) rect {
	if m.narrow {
		return m.scrolled(m.nm.cont)
	}
	return rect{ctx.LW - 560, 34, 500, 64}
}

// Update handles one tick of input.
func (m *Menu) Update(ctx *game.Context) error {
	m.cur = ctx.Settings
	m.text = T(ctx.Settings.Lang)
	if !m.looked {
		m.looked = true
		var msg string
		m.save, m.saved, msg = loadSave(ctx, m.text)
		if msg != "" {
			m.err = msg
		}
		if m.save != nil {
			// The page learns that a game can be continued (for its tests).
			game.Signal("continue", m.save.Game)
		}
		if ctx.StoreErr != nil {
			m.err = fmt.Sprintf(m.text.SaveFailed, ctx.StoreErr)
		}
		if msg := settingsNotice(ctx, m.text); msg != "" {
			m.err = msg
		}
	}
	if m.save != nil && m.saveFor != m.text {
		m.saveFor = m.text
		m.saveLabel = continueLabel(m.text, m.save)
	}
	m.relayout(ctx)
	defer m.relayout(ctx)
	in := &ctx.Input
	if m.entering {
		m.typeCode(ctx)
		return nil
	}
	if opened, msg := fileArrived(ctx, m.setup); opened {
		return nil
	} else if msg != "" {
		m.err = msg
	}
	if m.capture > 0 {
		m.take(&ctx.Input, m.settings())
		for i, l := range m.lines {
			m.values[i] = l.value(m)
		}
		return nil
	}
	n := len(m.lines)
	switch {
	case in.Key(ebiten.KeyArrowDown), in.Key(ebiten.KeyTab):
		m.focus = (m.focus + 1) % (n + 1)
	case in.Key(ebiten.KeyArrowUp):
		m.focus = (m.focus + n) % (n + 1)
	case in.Key(ebiten.KeyArrowLeft):
		m.change(m.focus, -1)
	case in.Key(ebiten.KeyArrowRight):
		m.change(m.focus, +1)
	case in.Key(ebiten.KeyEnter):
		if m.focus < n && m.lines[m.focus].seats {
			break
		}
		m.start(ctx)
		return nil
	case in.Key(ebiten.KeyR):
		ctx.Switch(NewRules(m.setup, m.setup.Game))
		return nil
	case in.Key(ebiten.KeyC) && m.save != nil:
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
	if m.focus < n && m.lines[m.focus].seats {
		for p := range m.setup.Players {
			if in.Key(ebiten.Key1 + ebiten.Key(p)) {
				m.toggleSeat(p)
			}
		}
	}
	if in.Released && !dragged {
		m.click(ctx, in.X, in.Y)
	}
	for i, l := range m.lines {
		m.values[i] = l.value(m)
	}
	return nil
}

func (m *Menu) change(i, d int) {
	if i >= len(m.lines) {
		return
	}
	l := m.lines[i]
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
	for i := range m.lines {
		if m.lines[i].seats {
			for p := range m.setup.Players {
				if m.seatRect(p).contains(x, y) {
					m.focus = i
					m.toggleSeat(p)
				}
			}
			continue
		}
		left, right := m.arrowRects(i)
		switch {
		case left.contains(x, y):
			m.focus = i
			m.change(i, -1)
		case right.contains(x, y), m.lineRect(i).contains(x, y):
			m.focus = i
			m.change(i, +1)
		}
	}
	start, rules, quit := m.buttons(ctx)
	switch {
	case start.contains(x, y):
		m.start(ctx)
	case rules.contains(x, y):
		ctx.Switch(NewRules(m.setup, m.setup.Game))
	case quit.contains(x, y) && canQuit():
		ctx.Quit()
	case m.save != nil && m.continueRect(ctx).contains(x, y):
		m.resume(ctx)
	}
	for i := range numExtras {
		if m.extraRect(ctx, i).contains(x, y) {
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
	t, err := newGame(s)
	if err != nil {
		m.err = err.Error()
		return
	}
	ctx.Switch(t)
}

// replaceSave reports whether a new match may start: at once without a
// saved match; with one, only when asked a second time, so a saved match is
// never replaced by a slip of the finger.
func (m *Menu) replaceSave() bool {
	if m.save == nil || m.confirmed {
		return true
	}
	m.confirmed = true
	m.err = m.text.ReplaceSave
	return false
}

// Draw paints the menu.
func (m *Menu) Draw(screen *ebiten.Image, ctx *game.Context) {
	if m.text == nil {
		return
	}
	m.screen = screen
	if m.narrow {
		m.drawNarrow(screen, ctx)
		return
	}
	s := ctx.Scale
	tx := m.text
	ctx.Paint.DrawFelt(screen)
	m.drawFan(ctx)
	ctx.Paint.DrawText(screen, tx.Title, sprites.Face(72*s, true), menuX*s, 80*s, textColor, sprites.Left)
	ctx.Paint.DrawText(screen, tx.Subtitle, sprites.Face(20*s, false), menuX*s, 136*s, dimText, sprites.Left)
	label := sprites.Face(21*s, false)
	value := sprites.Face(22*s, true)
	for i, l := range m.lines {
		r := m.lineRect(i)
		enabled := l.enabled == nil || l.enabled(m)
		if i == m.focus && ctx.Input.Keyboard {
			ctx.Paint.DrawPanel(screen, (r.x-14)*s, r.y*s, (r.w+28)*s, r.h*s, 10*s, focusInk)
		}
		lc := dimText
		if !enabled {
			lc = greyText
		}
		ly := r.y + r.h/2
		if i == shortLine {
			ly -= 8
		}
		ctx.Paint.DrawText(screen, l.label(tx), label, r.x*s, ly*s, lc, sprites.Left)
		if l.seats {
			m.drawSeats(screen, ctx)
			continue
		}
		left, right := m.arrowRects(i)
		vc := textColor
		if !enabled {
			vc = greyText
		}
		ctx.Paint.DrawText(screen, "◄", value, (left.x+left.w/2)*s, (left.y+left.h/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, m.values[i], value, (left.x+left.w+menuValueW/2-20)*s, (r.y+r.h/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, "►", value, (right.x+right.w/2)*s, (right.y+right.h/2)*s, vc, sprites.Center)
	}
	// The chosen game in a sentence, under the fan of 11s.
	blurb := sprites.Face(18*s, false)
	if key := tx.Of(m.setup.Game).Blurb; key != m.blurbFor || s != m.blurbScale {
		m.blurbFor, m.blurbScale = key, s
		m.blurb = wrap(key, blurb, 420*s)
	}
	for i, line := range m.blurb {
		ctx.Paint.DrawText(screen, line, blurb, (ctx.LW-260)*s, (590+26*float64(i))*s, dimText, sprites.Center)
	}
	// What the short game is, under its name.
	sr := m.lineRect(shortLine)
	ctx.Paint.DrawText(screen, m.optionHint(tx), sprites.Face(13*s, false), sr.x*s, (sr.y+sr.h-7)*s, greyText, sprites.Left)
	start, rules, quit := m.buttons(ctx)
	st := sprites.Normal
	if m.focus == len(m.lines) && ctx.Input.Keyboard {
		st = sprites.Hover
	}
	big := sprites.Face(26*s, true)
	ctx.Paint.DrawButton(screen, start.x*s, start.y*s, start.w*s, start.h*s, tx.Start, big, st)
	ctx.Paint.DrawButton(screen, rules.x*s, rules.y*s, rules.w*s, rules.h*s, tx.Rules, big, sprites.Normal)
	if canQuit() {
		ctx.Paint.DrawButton(screen, quit.x*s, quit.y*s, quit.w*s, quit.h*s, tx.Quit, big, sprites.Normal)
	}
	small := sprites.Face(18*s, true)
	for i := range numExtras {
		r := m.extraRect(ctx, i)
		ctx.Paint.DrawButton(screen, r.x*s, r.y*s, r.w*s, r.h*s, m.extraLabel(i), small, sprites.Normal)
	}
	if m.save != nil {
		r := m.continueRect(ctx)
		// Two lines: what the button does, and which match it brings back.
		ctx.Paint.DrawButton(screen, r.x*s, r.y*s, r.w*s, r.h*s, "", sprites.Face(22*s, true), sprites.Hover)
		cx := (r.x + r.w/2) * s
		ctx.Paint.DrawText(screen, tx.Continue, sprites.Face(22*s, true), cx, (r.y+21)*s, darkText, sprites.Center)
		ctx.Paint.DrawText(screen, m.saveLabel, sprites.Face(16*s, false), cx, (r.y+45)*s, darkText, sprites.Center)
	}
	if m.err != "" {
		ctx.Paint.DrawText(screen, m.err, sprites.Face(17*s, false), menuX*s, (menuTop-18)*s, activeColor, sprites.Left)
	}
	if m.entering {
		m.drawEntry(ctx)
	}
}

func (m *Menu) extraLabel(i int) string {
	switch i {
	case extraStats:
		return m.text.Statistics
	case extraDaily:
		return m.text.DealOfDay
	case extraDeal:
		return m.text.DealEnter
	case extraSettings:
		return m.text.Settings
	}
	return m.text.OpenRecord
}

var seatDigits = [maxSeats]string{"1", "2", "3", "4", "5", "6"}

// drawFan shows the four 11s fanned out on the right, the game's emblem.
func (m *Menu) drawFan(ctx *game.Context) {
	s := ctx.Scale
	w := 150.0
	pw := int(w * s)
	cx := (ctx.LW - 260) * s
	cy := 400 * s
	for i, col := range card.Colors {
		img := ctx.Art.Face(card.New(col, 11), pw)
		var op ebiten.DrawImageOptions
		op.Filter = ebiten.FilterLinear
		iw, ih := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
		op.GeoM.Translate(-iw/2, -ih)
		op.GeoM.Rotate((float64(i) - 1.5) * 0.22)
		op.GeoM.Translate(cx, cy+ih/2)
		ctx.Art.DrawShadow(m.screen, cx-iw/2+float64(i-2)*30*s, cy-ih/2+10*s, iw, ih, 0.4)
		m.screen.DrawImage(img, &op)
	}
}

func init() {
	RegisterScreens(func(s Setup) game.Scene { return NewMenu(s) },
		func(over game.Scene, s Setup, id string) game.Scene { return NewRulesOver(over, s, id) })
}
