package menu

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// statsText are the statistics screen's words in one language.
type statsText struct {
	Title    string
	Empty    string
	Game     string
	Played   string
	Won      string
	WinPct   string
	Best     string
	Mean     string
	Daily    string
	Date     string
	Results  string
	Yes, No  string
	Decimal  string // the decimal separator
	DateForm string // the layout dates are shown in
}

// statsTexts are indexed by game.Lang.
var statsTexts = [2]statsText{
	game.English: {
		Title:    "Statistics",
		Empty:    "No games played yet: finish a match and it counts here.",
		Game:     "Game",
		Played:   "Played",
		Won:      "Won",
		WinPct:   "Win %",
		Best:     "Best",
		Mean:     "Mean",
		Daily:    "Deal of the day",
		Date:     "Date",
		Results:  "Results",
		Yes:      "yes",
		No:       "no",
		Decimal:  ".",
		DateForm: "2006-01-02",
	},
	game.German: {
		Title:    "Statistik",
		Empty:    "Noch keine Spiele: Beende eine Partie, dann zählt sie hier.",
		Game:     "Spiel",
		Played:   "Gespielt",
		Won:      "Gewonnen",
		WinPct:   "Quote",
		Best:     "Bestes",
		Mean:     "Schnitt",
		Daily:    "Spiel des Tages",
		Date:     "Datum",
		Results:  "Ergebnisse",
		Yes:      "ja",
		No:       "nein",
		Decimal:  ",",
		DateForm: "02.01.2006",
	},
}

// statsFor returns the statistics texts of l, English for an unknown one.
func statsFor(l game.Lang) (*statsText, game.Lang) {
	if l < 0 || int(l) >= len(statsTexts) {
		l = game.English
	}
	return &statsTexts[l], l
}

// maxDailyLines is how many deals of the day the screen lists.
const maxDailyLines = 8

// statsRowKind is what a line of the statistics shows, and so its look.
type statsRowKind uint8

const (
	rowBlank      statsRowKind = iota // space between the sections
	rowMessage                        // a sentence, such as "no games yet"
	rowModeHead                       // the column heads of the modes
	rowMode                           // one mode's totals
	rowDailyTitle                     // "Deal of the day"
	rowDailyHead                      // the column heads of the deals
	rowDaily                          // one deal of the day
)

// statsRow is one line of the list. Mode lines fill cells 0 to 5 (game,
// played, won, win %, best, mean); deal lines cells 0, 1 and 3 to 5 (date,
// game, results, best, won).
type statsRow struct {
	kind  statsRowKind
	cells [6]string
	long  string // the name's line of the upright list (a deal: date · game)
	won   bool   // a deal of the day that was won at least once
}

// statsSig is a cheap fingerprint of the statistics, to notice a change
// without building anything.
type statsSig struct {
	modes, daily, results int
	sum                   int
}

func statsSignature(st *store.Stats) statsSig {
	var g statsSig
	if st == nil {
		return g
	}
	g.modes, g.daily = len(st.Modes), len(st.Daily)
	for _, e := range st.Modes {
		if e != nil {
			g.sum += e.Played*7 + e.Won*13 + e.Best*31 + e.Sum
		}
	}
	for _, rs := range st.Daily {
		g.results += len(rs)
		for _, r := range rs {
			g.sum += r.Score * 3
			if r.Won {
				g.sum++
			}
		}
	}
	return g
}

// Stats shows the player's results: per game (and short game) the games
// played and won, the best and the mean score, and the latest deals of the
// day. Its lines are built in Update, so Draw only reads.
type Stats struct {
	back shell.Setup
	st   *store.Stats
	note string

	built     bool
	lang      game.Lang
	sig       statsSig
	noteW     float64
	tx        *statsText
	text      *i18n.Text
	noteLines []string
	rows      []statsRow

	scroll   int     // the first line shown
	wheel    float64 // wheel movement not yet turned into lines
	dragging bool
	dragY    float64
	dragFrom int
	hover    bool // the pointer is over the back button
}

// NewStats shows st; Back returns to the menu with back. note, when not
// empty, is shown above the list (for example that a broken statistics
// file was set aside).
func NewStats(back shell.Setup, st *store.Stats, note string) *Stats {
	return &Stats{back: back, st: st, note: note}
}

// Name identifies the scene.
func (s *Stats) Name() string { return "stats" }

// AtRest is always true: the statistics change only with input (see
// game.Rester).
func (s *Stats) AtRest() bool { return true }

// Logical geometry of the screen.
const (
	statsLineH   = 50.0
	statsPad     = 10.0
	statsColW    = 124.0
	statsTitleY  = 56.0
	statsNoteY   = 104.0
	statsNoteH   = 28.0
	statsNoteMax = 3
)

func (s *Stats) backButton(ctx *game.Context) ui.Rect {
	if narrowStats(ctx) {
		return ui.Rect{X: statsNarrowMargin, Y: ctx.LH - 80, W: ctx.LW - 2*statsNarrowMargin, H: 56}
	}
	return ui.Rect{X: 80, Y: ctx.LH - 90, W: 200, H: 56}
}

// statsNarrowMargin is the side margin of the upright screen.
const statsNarrowMargin = 16.0

// narrowStats: a window narrower than the design gets the upright list,
// where a game's name has a line of its own above its numbers.
func narrowStats(ctx *game.Context) bool { return ctx.LW < game.DesignW }

// FitsNarrow tells the game that the list lays itself out for portrait and
// narrow windows too.
func (s *Stats) FitsNarrow() bool { return true }

// FitsShort: on a phone held sideways the screen takes its narrow column,
// centred, at a legible size, instead of the landscape design shrunk.
func (s *Stats) FitsShort() bool { return true }

// noteSize is the note's text size and line height and the most lines
// it takes: on an upright screen smaller, in more lines, so a long message
// (a file's name) is read whole.
func noteSize(ctx *game.Context) (size, lineH float64, most int) {
	if narrowStats(ctx) {
		return 16, 21, 5
	}
	return 20, statsNoteH, statsNoteMax
}

// statsRowH is the height of one line of the list: two text lines in the
// upright list.
func statsRowH(ctx *game.Context) float64 {
	if narrowStats(ctx) {
		return 2*statsLineH - 8
	}
	return statsLineH
}

// panel is the box the lines are drawn in, and how many lines fit.
func (s *Stats) panel(ctx *game.Context) (ui.Rect, int) {
	top := 100.0
	if n := len(s.noteLines); n > 0 {
		_, lh, _ := noteSize(ctx)
		top = statsNoteY + lh*float64(n) + 4
	}
	bottom := s.backButton(ctx).Y - 20
	p := ui.Rect{X: 60, Y: top, W: ctx.LW - 120, H: bottom - top}
	if narrowStats(ctx) {
		p = ui.Rect{X: statsNarrowMargin, Y: top, W: ctx.LW - 2*statsNarrowMargin, H: bottom - top}
	}
	lh := statsRowH(ctx)
	vis := max(1, int((p.H-2*statsPad)/lh))
	// The box fits its lines exactly, short lists a small box, as the score
	// sheet does.
	vis = max(1, min(vis, len(s.rows)))
	p.H = float64(vis)*lh + 2*statsPad
	return p, vis
}

// statsColX is the middle of numeric column i (1 to 5), counted from the right
// edge of the panel.
func statsColX(p ui.Rect, i int) float64 {
	return p.X + p.W - 28 - statsColW*float64(5-i) - statsColW/2
}

// statsNarrowColX is the middle of numeric column i (1 to 5) in the upright
// list, where the five columns share the panel's width under the name.
func statsNarrowColX(p ui.Rect, i int) float64 {
	w := (p.W - 2*statsPad - 14) / 5
	return p.X + statsPad + w*float64(i-1) + w/2
}

// MaxScroll is the largest first line.
func (s *Stats) MaxScroll(ctx *game.Context) int {
	_, vis := s.panel(ctx)
	return max(0, len(s.rows)-vis)
}

// Update builds the lines when the language or the statistics changed,
// scrolls, and goes back to the menu.
func (s *Stats) Update(ctx *game.Context) error {
	tx, lang := statsFor(ctx.Settings.Lang)
	if sig := statsSignature(s.st); !s.built || lang != s.lang || sig != s.sig || s.noteW != ctx.LW {
		s.built, s.lang, s.sig, s.noteW, s.tx = true, lang, sig, ctx.LW, tx
		s.text = i18n.T(lang)
		s.build(ctx)
	}
	in := &ctx.Input
	b := s.backButton(ctx)
	s.hover = !in.Touch && b.Contains(in.X, in.Y)
	switch {
	case in.Key(ebiten.KeyEscape), in.Key(ebiten.KeyEnter), in.Key(ebiten.KeyBackspace),
		in.Released && b.Contains(in.X, in.Y) && !s.dragging:
		ctx.Switch(NewMenu(s.back))
		return nil
	}
	_, vis := s.panel(ctx)
	switch {
	case in.Key(ebiten.KeyArrowDown):
		s.scroll++
	case in.Key(ebiten.KeyArrowUp):
		s.scroll--
	case in.Key(ebiten.KeyPageDown), in.Key(ebiten.KeySpace):
		s.scroll += max(1, vis-1)
	case in.Key(ebiten.KeyPageUp):
		s.scroll -= max(1, vis-1)
	case in.Key(ebiten.KeyHome):
		s.scroll = 0
	case in.Key(ebiten.KeyEnd):
		s.scroll = len(s.rows)
	}
	// The wheel turns one notch into one line; a touchpad's small steps add
	// up.
	s.wheel += in.Wheel
	for s.wheel >= 1 {
		s.scroll--
		s.wheel--
	}
	for s.wheel <= -1 {
		s.scroll++
		s.wheel++
	}
	// A finger (or the mouse) drags the list.
	p, _ := s.panel(ctx)
	if in.Pressed && p.Contains(in.X, in.Y) {
		s.dragging, s.dragY, s.dragFrom = true, in.Y, s.scroll
	}
	if s.dragging {
		s.scroll = s.dragFrom - int(math.Round((in.Y-s.dragY)/statsRowH(ctx)))
		if !in.Down {
			s.dragging = false
		}
	}
	s.scroll = clamp(s.scroll, 0, s.MaxScroll(ctx))
	return nil
}

// build makes every string the screen shows.
func (s *Stats) build(ctx *game.Context) {
	tx := s.tx
	s.noteLines = s.noteLines[:0]
	if s.note != "" {
		w := ctx.LW - 160
		if narrowStats(ctx) {
			w = ctx.LW - 2*statsNarrowMargin
		}
		size, _, most := noteSize(ctx)
		s.noteLines = ui.Wrap(s.note, sprites.Face(size, false), w)
		if len(s.noteLines) > most {
			s.noteLines = s.noteLines[:most]
			s.noteLines[most-1] += " …"
		}
	}
	s.rows = s.rows[:0]
	var modes []string
	var daily []string
	if s.st != nil {
		modes = s.st.Keys()
		for k := range s.st.Daily {
			daily = append(daily, k)
		}
	}
	if len(modes) == 0 {
		s.rows = append(s.rows, statsRow{kind: rowMessage, cells: [6]string{tx.Empty}})
	} else {
		s.rows = append(s.rows, statsRow{kind: rowModeHead, cells: [6]string{tx.Game, tx.Played, tx.Won, tx.WinPct, tx.Best, tx.Mean}})
		// The games in the registry's order, each game's option modes
		// ("elfer+short") after it, then whatever else is stored under
		// its own key.
		shell.SortWords(modes, func(a, b string) int {
			ga, _, _ := strings.Cut(a, "+")
			gb, _, _ := strings.Cut(b, "+")
			if c := gameOrder(ga) - gameOrder(gb); c != 0 {
				return c
			}
			return strings.Compare(a, b)
		})
		for _, k := range modes {
			s.rows = append(s.rows, s.modeRow(s.modeLabel(k), s.st.Modes[k]))
		}
	}
	if len(daily) > 0 {
		// Newest first; on one day in the menu's order.
		shell.SortWords(daily, func(a, b string) int {
			da, ga, _ := strings.Cut(a, " ")
			db, gb, _ := strings.Cut(b, " ")
			if c := strings.Compare(db, da); c != 0 {
				return c
			}
			if c := gameOrder(ga) - gameOrder(gb); c != 0 {
				return c
			}
			return strings.Compare(a, b)
		})
		s.rows = append(s.rows,
			statsRow{kind: rowBlank},
			statsRow{kind: rowDailyTitle, cells: [6]string{tx.Daily}},
			statsRow{kind: rowDailyHead, cells: [6]string{tx.Date, tx.Game, "", tx.Results, tx.Best, tx.Won}})
		for _, k := range daily[:min(len(daily), maxDailyLines)] {
			s.rows = append(s.rows, s.dailyRow(k, s.st.Daily[k]))
		}
	}
	s.joinNames()
}

// joinNames fills each line's name for the upright list, once, so that a
// frame allocates nothing.
func (s *Stats) joinNames() {
	for i := range s.rows {
		r := &s.rows[i]
		r.long = r.cells[0]
		if (r.kind == rowDaily || r.kind == rowDailyHead) && r.cells[1] != "" {
			r.long += " · " + r.cells[1]
		}
	}
}

// gameOrder is a game's place in the registry, unknown games last.
func gameOrder(id string) int {
	if i := slices.Index(registry.IDs(), id); i >= 0 {
		return i
	}
	return len(registry.IDs())
}

// modeLabel names a mode key: the game's name and its options on
// in brackets ("elfer+short": "Elfer raus! (Short game)"); an unknown game
// its key.
func (s *Stats) modeLabel(key string) string {
	if id, ok := strings.CutPrefix(key, "daily:"); ok {
		if _, known := registry.Lookup(id); known {
			// The deals of the day of a game, together.
			return s.text.DealOfDay + ": " + s.text.Of(id).Name
		}
	}
	if mode, ok := strings.CutPrefix(key, "online:"); ok {
		// A game's online matches, beside its matches at this screen.
		if label := s.modeLabel(mode); label != mode {
			return i18n.NetOf(s.text).Online + ": " + label
		}
		return key
	}
	parts := strings.Split(key, "+")
	if _, ok := registry.Lookup(parts[0]); !ok {
		return key
	}
	label := s.text.Of(parts[0]).Name
	if len(parts) > 1 {
		names := make([]string, len(parts)-1)
		for i, o := range parts[1:] {
			names[i] = s.text.Option(o).Name
		}
		label += " (" + strings.Join(names, ", ") + ")"
	}
	return label
}

// modeRow is the line of one mode's totals.
func (s *Stats) modeRow(label string, e *store.Entry) statsRow {
	r := statsRow{kind: rowMode}
	r.cells[0] = label
	if e == nil {
		e = &store.Entry{}
	}
	r.cells[1] = fmt.Sprint(e.Played)
	r.cells[2] = fmt.Sprint(e.Won)
	if e.Played > 0 {
		r.cells[3] = fmt.Sprintf("%d%%", int(math.Round(100*float64(e.Won)/float64(e.Played))))
		r.cells[4] = fmt.Sprint(e.Best)
		r.cells[5] = strings.Replace(fmt.Sprintf("%.1f", e.Mean()), ".", s.tx.Decimal, 1)
	} else {
		r.cells[3], r.cells[4], r.cells[5] = "–", "–", "–"
	}
	return r
}

// dailyRow is the line of one deal of the day.
func (s *Stats) dailyRow(key string, results []store.DailyResult) statsRow {
	r := statsRow{kind: rowDaily}
	date, id, ok := strings.Cut(key, " ")
	if !ok {
		r.cells[0] = key
	} else {
		r.cells[0] = date
		if d, err := time.Parse("2006-01-02", date); err == nil {
			r.cells[0] = d.Format(s.tx.DateForm)
		}
		r.cells[1] = s.text.Of(id).Name
	}
	higher := true
	if g, ok := registry.Lookup(id); ok {
		higher = g.HigherWins
	} else if e := s.st.Modes[id]; e != nil {
		higher = e.HigherBetter
	}
	r.cells[3] = fmt.Sprint(len(results))
	r.cells[4] = "–"
	r.cells[5] = s.tx.No
	for _, res := range results {
		r.won = r.won || res.Won
	}
	if len(results) > 0 {
		best := results[0].Score
		for _, res := range results[1:] {
			if (higher && res.Score > best) || (!higher && res.Score < best) {
				best = res.Score
			}
		}
		r.cells[4] = fmt.Sprint(best)
	}
	if r.won {
		r.cells[5] = s.tx.Yes
	}
	return r
}

// Draw paints the title, the note, the visible lines and the back button.
func (s *Stats) Draw(screen *ebiten.Image, ctx *game.Context) {
	if !s.built {
		return
	}
	sc := ctx.Scale
	ctx.Paint.DrawFelt(screen)
	ctx.Paint.DrawText(screen, s.tx.Title, sprites.Face(48*sc, true), ctx.LW/2*sc, statsTitleY*sc, ui.TextColor, sprites.Center)
	size, lh, _ := noteSize(ctx)
	noteFace := sprites.Face(size*sc, false)
	for i, l := range s.noteLines {
		ctx.Paint.DrawText(screen, l, noteFace, ctx.LW/2*sc, (statsNoteY+lh*float64(i))*sc, ui.ActiveColor, sprites.Center)
	}

	p, vis := s.panel(ctx)
	ctx.Paint.DrawPanel(screen, p.X*sc, p.Y*sc, p.W*sc, p.H*sc, 16*sc, ui.PanelInk)
	head := sprites.Face(17*sc, true)
	cell := sprites.Face(22*sc, true)
	num := sprites.Face(24*sc, true)
	title := sprites.Face(26*sc, true)
	msg := sprites.Face(22*sc, false)
	left := p.X + 24
	gameX := left + 170 // the game's name in a deal's line
	first := clamp(s.scroll, 0, max(0, len(s.rows)-vis))
	from := first
	if narrowStats(ctx) {
		s.drawNarrow(screen, ctx, p, first, vis)
		from = len(s.rows) // the lines are drawn
	}
	for i := from; i < len(s.rows) && i < first+vis; i++ {
		r := &s.rows[i]
		y := (p.Y + statsPad + float64(i-first)*statsLineH + statsLineH/2) * sc
		switch r.kind {
		case rowMessage:
			ctx.Paint.DrawText(screen, r.cells[0], msg, (p.X+p.W/2)*sc, y, ui.TextColor, sprites.Center)
		case rowDailyTitle:
			ctx.Paint.DrawText(screen, r.cells[0], title, left*sc, y, ui.ActiveColor, sprites.Left)
		case rowModeHead, rowDailyHead:
			ctx.Paint.DrawText(screen, r.cells[0], head, left*sc, y, ui.DimText, sprites.Left)
			if r.kind == rowDailyHead {
				ctx.Paint.DrawText(screen, r.cells[1], head, gameX*sc, y, ui.DimText, sprites.Left)
			}
			for c := 1; c < len(r.cells); c++ {
				if r.kind == rowModeHead || c >= 3 {
					ctx.Paint.DrawText(screen, r.cells[c], head, statsColX(p, c)*sc, y, ui.DimText, sprites.Center)
				}
			}
		case rowMode:
			ctx.Paint.DrawText(screen, r.cells[0], cell, left*sc, y, ui.TextColor, sprites.Left)
			for c := 1; c < len(r.cells); c++ {
				ctx.Paint.DrawText(screen, r.cells[c], num, statsColX(p, c)*sc, y, ui.TextColor, sprites.Center)
			}
		case rowDaily:
			clr := ui.TextColor
			if r.won {
				clr = ui.ActiveColor
			}
			ctx.Paint.DrawText(screen, r.cells[0], cell, left*sc, y, clr, sprites.Left)
			ctx.Paint.DrawText(screen, r.cells[1], cell, gameX*sc, y, clr, sprites.Left)
			for c := 3; c < len(r.cells); c++ {
				ctx.Paint.DrawText(screen, r.cells[c], num, statsColX(p, c)*sc, y, clr, sprites.Center)
			}
		}
	}
	// A scroll bar when not every line fits.
	if track, thumb, ok := s.scrollBar(ctx); ok {
		ctx.Paint.DrawPanel(screen, track.X*sc, track.Y*sc, track.W*sc, track.H*sc, 3*sc, ui.FocusInk)
		ctx.Paint.DrawPanel(screen, thumb.X*sc, thumb.Y*sc, thumb.W*sc, thumb.H*sc, 3*sc, ui.StatsThumbInk)
	}
	b := s.backButton(ctx)
	state := sprites.Normal
	if s.hover {
		state = sprites.Hover
	}
	ctx.Paint.DrawButton(screen, b.X*sc, b.Y*sc, b.W*sc, b.H*sc, s.text.Back, sprites.Face(22*sc, true), state)
}

// scrollBar is the scroll bar's track along the panel's right edge and its
// thumb, which covers the part of the list in view; ok is false when every
// line fits.
func (s *Stats) scrollBar(ctx *game.Context) (track, thumb ui.Rect, ok bool) {
	p, vis := s.panel(ctx)
	n := len(s.rows)
	if n <= vis {
		return ui.Rect{}, ui.Rect{}, false
	}
	first := clamp(s.scroll, 0, n-vis)
	track = ui.Rect{X: p.X + p.W - 14, Y: p.Y + statsPad, W: 6, H: p.H - 2*statsPad}
	thumb = ui.Rect{X: track.X, Y: track.Y + track.H*float64(first)/float64(n), W: 6, H: track.H * float64(vis) / float64(n)}
	return track, thumb, true
}

// drawNarrow draws the visible lines of the upright list: a game's (or a
// deal's) name on a line of its own, its numbers in five columns below.
func (s *Stats) drawNarrow(screen *ebiten.Image, ctx *game.Context, p ui.Rect, first, vis int) {
	sc := ctx.Scale
	head := sprites.Face(17*sc, true)
	num := sprites.Face(24*sc, true)
	title := sprites.Face(26*sc, true)
	msg := sprites.Face(22*sc, false)
	left := p.X + statsPad + 6
	lh := statsRowH(ctx)
	for i := first; i < len(s.rows) && i < first+vis; i++ {
		r := &s.rows[i]
		top := p.Y + statsPad + float64(i-first)*lh
		y1 := (top + lh*0.28) * sc // the name's line
		y2 := (top + lh*0.72) * sc // the numbers' line
		clr := ui.TextColor
		if r.won {
			clr = ui.ActiveColor
		}
		switch r.kind {
		case rowMessage:
			ctx.Paint.DrawText(screen, r.cells[0], msg, (p.X+p.W/2)*sc, (top+lh/2)*sc, ui.TextColor, sprites.Center)
		case rowDailyTitle:
			ctx.Paint.DrawText(screen, r.cells[0], title, left*sc, (top+lh/2)*sc, ui.ActiveColor, sprites.Left)
		case rowModeHead, rowDailyHead:
			ctx.Paint.DrawText(screen, r.long, head, left*sc, y1, ui.DimText, sprites.Left)
			for c := 1; c < len(r.cells); c++ {
				if r.kind == rowModeHead || c >= 3 {
					ctx.Paint.DrawText(screen, r.cells[c], head, statsNarrowColX(p, c)*sc, y2, ui.DimText, sprites.Center)
				}
			}
		case rowMode, rowDaily:
			name := r.long
			ctx.Paint.DrawText(screen, name, ui.FitFace(name, 22, 14, p.W-2*statsPad-20, sc, true), left*sc, y1, clr, sprites.Left)
			from := 1
			if r.kind == rowDaily {
				from = 3
			}
			for c := from; c < len(r.cells); c++ {
				ctx.Paint.DrawText(screen, r.cells[c], num, statsNarrowColX(p, c)*sc, y2, clr, sprites.Center)
			}
		}
	}
}
