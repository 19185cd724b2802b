package rows

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Score is the sheet after a round: how it ended, the cards each seat was
// left with and their points, and the match so far, with the way on (next
// round, a new match, the menu).
type Score struct {
	table *Table
	state round // the finished round (the table may deal the next)
	text  *i18n.Text
	ticks int

	title, result string
	// note is what an online table says on the sheet: that the next round
	// or the host's rematch is awaited.
	note string
	// asked: the person asked for the next round online; it comes on as
	// soon as the server's state of it arrives.
	asked   bool
	leaders [shell.MaxSeats]bool
	cells   [][]string // per seat: name, round columns..., total
	header  []string
}

// maxScoreColumns is how many rounds the sheet shows in columns.
const maxScoreColumns = 7

// NewScore shows the sheet of the round the table just finished.
// At an online table that is the round replayed from the server's record
// when it came: every hand open.
func NewScore(t *Table) *Score {
	s := &Score{table: t, state: t.State}
	if t.netFinal != nil {
		s.state = t.netFinal
	}
	return s
}

// Name identifies the scene.
func (s *Score) Name() string { return "scoring" }

// AtRest reports that the sheet waits for the player (see game.Rester):
// not when it goes on by itself (every seat a bot) or quits by itself
// (-exit at the end of the match), which counts ticks.
func (s *Score) AtRest() bool {
	t := s.table
	auto := t.Setup.Humans() == 0
	quits := t.Match.Over() && (t.ctx == nil || t.ctx.Settings.Exit)
	return !auto && !quits
}

func (s *Score) build() {
	t := s.table
	tx := s.text
	m := t.Match
	st := s.state
	s.title = tx.RoundOver
	if m.Over() {
		s.title = tx.MatchOver
	}
	switch {
	case m.Over():
		lead := m.Leaders()
		names := make([]string, len(lead))
		for i, p := range lead {
			names[i] = t.names[p]
		}
		switch {
		case len(lead) == 1 && names[0] == tx.You:
			s.result = tx.YouWin
		case len(lead) == 1:
			s.result = fmt.Sprintf(tx.Winner, names[0])
		default:
			s.result = fmt.Sprintf(tx.Winners, strings.Join(names, " & "))
		}
	case st.Out() >= 0 && t.names[st.Out()] == tx.You:
		s.result = tx.YouWentOut
	case st.Out() >= 0:
		s.result = fmt.Sprintf(tx.WentOut, t.names[st.Out()])
	default:
		s.result = tx.Blocked
	}
	if ms, ok := st.(*MasterRound); ok && !m.Over() {
		// In MASTER going out need not win: the most points do.
		var names []string
		for _, p := range ms.S.Winners() {
			names = append(names, t.names[p])
		}
		s.result += " · " + fmt.Sprintf(tx.RoundWon, strings.Join(names, " & "))
	}
	if s.note != "" {
		s.result += " · " + s.note
	}
	// Only the latest rounds fit; earlier ones are in the total.
	first := max(0, m.Played()-maxScoreColumns)
	s.header = []string{""}
	for r := first; r < m.Played(); r++ {
		s.header = append(s.header, fmt.Sprint(r+1))
	}
	s.header = append(s.header, tx.Total)
	s.leaders = [shell.MaxSeats]bool{}
	if m.Over() {
		for _, p := range m.Leaders() {
			s.leaders[p] = true
		}
	}
	totals := m.Totals()
	s.cells = make([][]string, m.Players())
	for p := range m.Players() {
		row := []string{t.names[p]}
		for _, r := range m.Sheet()[first:] {
			row = append(row, fmt.Sprint(r[p]))
		}
		row = append(row, fmt.Sprint(totals[p]))
		s.cells[p] = row
	}
}

func (s *Score) Buttons(ctx *game.Context) (next, menu ui.Rect) {
	if ctx.Short() {
		half := (ctx.LW - 2*scoreMargin - 10) / 2
		y := ctx.LH - 8 - scoreShortButtonH
		return ui.Rect{X: scoreMargin, Y: y, W: half, H: scoreShortButtonH}, ui.Rect{X: scoreMargin + half + 10, Y: y, W: half, H: scoreShortButtonH}
	}
	if ctx.LW < game.DesignW {
		half := (ctx.LW - 2*scoreMargin - 10) / 2
		y := ctx.LH - 76
		return ui.Rect{X: scoreMargin, Y: y, W: half, H: 56}, ui.Rect{X: scoreMargin + half + 10, Y: y, W: half, H: 56}
	}
	y := ctx.LH - 100
	return ui.Rect{X: ctx.LW/2 - 290, Y: y, W: 300, H: 60}, ui.Rect{X: ctx.LW/2 + 30, Y: y, W: 260, H: 60}
}

// Update waits for the player's choice; with every seat a bot it goes on by
// itself, and with -exit it quits when the match is over.
func (s *Score) Update(ctx *game.Context) error {
	if s.text == nil || s.text != i18n.T(ctx.Settings.Lang) {
		s.text = i18n.T(ctx.Settings.Lang)
		s.build()
	}
	s.ticks++
	t := s.table
	if t.net != nil {
		return s.netUpdate(ctx)
	}
	auto := t.Setup.Humans() == 0
	wait := 150
	if ctx.Settings.NoWait {
		wait = 20
	}
	if t.Match.Over() && ctx.Settings.Exit && s.ticks >= wait {
		ctx.Quit()
		return nil
	}
	in := &ctx.Input
	next, menu := s.Buttons(ctx)
	switch {
	case in.Key(ebiten.KeyEnter), in.Key(ebiten.KeySpace), in.Released && next.Contains(in.X, in.Y), auto && s.ticks >= wait:
		s.next(ctx)
	case in.Key(ebiten.KeyEscape), in.Released && menu.Contains(in.X, in.Y):
		ctx.Switch(shell.ToMenu(t.Setup))
	}
	return nil
}

// netUpdate is Update at an online table: Next goes on to the round the
// server dealt once it has come, New match asks the host's rematch, and
// the match the server began goes on by itself; Menu leaves the room.
func (s *Score) netUpdate(ctx *game.Context) error {
	t := s.table
	t.text = s.text
	t.pumpNet()
	in := &ctx.Input
	next, menu := s.Buttons(ctx)
	asked := in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) || in.Released && next.Contains(in.X, in.Y)
	s.asked = s.asked || asked && !t.Match.Over()
	switch {
	case in.Key(ebiten.KeyEscape), in.Released && menu.Contains(in.X, in.Y):
		t.Leave()
		ctx.Switch(shell.ToMenu(t.Setup))
		return nil
	case t.Match.Over() && t.Setup.Humans() == 0 && ctx.Settings.Exit:
		// A demonstration ends with its match when asked to (-exit).
		ctx.Quit()
		return nil
	}
	// A demonstration goes on by itself, but asks no rematch.
	note, on := t.netNext(asked || s.asked || t.Setup.Humans() == 0 && s.ticks >= 20 && !t.Match.Over())
	if on {
		ctx.Switch(t)
		return nil
	}
	if note != "" && note != s.note {
		s.note = note
		s.build()
	}
	return nil
}

func (s *Score) next(ctx *game.Context) {
	t := s.table
	if t.Match.Over() {
		setup := t.Setup
		setup.Seed = t.Match.Seed() + 1
		if setup.Daily != "" {
			// The deal of the day was played: the next match is an ordinary one.
			setup.Daily, setup.Rounds = "", 3
		}
		nt, err := NewTable(setup)
		if err != nil {
			ctx.Switch(shell.ToMenu(setup))
			return
		}
		ctx.Switch(nt)
		return
	}
	if err := t.startRound(); err != nil {
		ctx.Switch(shell.ToMenu(t.Setup))
		return
	}
	ctx.Switch(t)
}

// Draw paints the sheet.
func (s *Score) Draw(screen *ebiten.Image, ctx *game.Context) {
	if s.text == nil {
		return
	}
	sc := ctx.Scale
	t := s.table
	ctx.Paint.DrawFelt(screen)
	if ctx.Short() {
		s.drawShort(screen, ctx)
		return
	}
	if ctx.LW < game.DesignW {
		s.drawNarrow(screen, ctx)
		return
	}
	cx := ctx.LW / 2
	ctx.Paint.DrawText(screen, s.title, sprites.Face(48*sc, true), cx*sc, 60*sc, ui.TextColor, sprites.Center)
	ctx.Paint.DrawText(screen, s.result, sprites.Face(26*sc, true), cx*sc, 112*sc, ui.ActiveColor, sprites.Center)

	// The sheet: one line per seat, with the cards left in hand.
	players := t.Match.Players()
	top := 150.0
	next, menu := s.Buttons(ctx)
	lineH := minf(74, (next.Y-24-top-50)/float64(players))
	width := ctx.LW - 120
	ctx.Paint.DrawPanel(screen, 60*sc, top*sc, width*sc, (lineH*float64(players)+50)*sc, 16*sc, ui.PanelInk)
	head := sprites.Face(17*sc, true)
	cell := sprites.Face(22*sc, true)
	nameW := 190.0
	handW := width - nameW - 80*float64(len(s.header)-1) - 40
	colX := func(i int) float64 { return 80 + nameW + handW + 80*float64(i-1) + 40 }
	ctx.Paint.DrawText(screen, s.text.Hand, head, (80+nameW)*sc, (top+24)*sc, ui.DimText, sprites.Left)
	for i := 1; i < len(s.header); i++ {
		ctx.Paint.DrawText(screen, s.header[i], head, colX(i)*sc, (top+24)*sc, ui.DimText, sprites.Center)
	}
	st := s.state
	for p := range players {
		y := top + 50 + float64(p)*lineH
		clr := ui.TextColor
		if s.leaders[p] {
			clr = ui.ActiveColor
		}
		ctx.Paint.DrawText(screen, s.cells[p][0], cell, 80*sc, (y+lineH/2)*sc, clr, sprites.Left)
		hand := st.Revealed(p)
		cw := minf(40, (lineH-12)/ui.CardRatio)
		bonus := 0
		if ms, ok := st.(*MasterRound); ok {
			bonus = ms.S.Bonus(p)
		}
		n := len(hand) + bonus
		step := minf(cw+4, (handW-cw)/maxf(1, float64(n-1)))
		for i := range bonus {
			// The bonus cards won, gold, before the cards that cost.
			x, h := 80+nameW+float64(i)*step, ui.CardH(cw)
			ctx.Paint.DrawPanel(screen, x*sc, (y+6)*sc, cw*sc, h*sc, 4*sc, bonusInk)
			ctx.Paint.DrawText(screen, "+11", sprites.Face(13*sc, true), (x+cw/2)*sc, (y+6+h/2)*sc, ui.DarkText, sprites.Center)
		}
		for i, c := range hand {
			img := ctx.Art.Face(c, int(cw*sc))
			var op ebiten.DrawImageOptions
			op.GeoM.Translate((80+nameW+float64(i+bonus)*step)*sc, (y+6)*sc)
			sprites.DrawImage(screen, img, &op)
		}
		for i := 1; i < len(s.cells[p]); i++ {
			f := cell
			if i == len(s.cells[p])-1 {
				f = sprites.Face(26*sc, true)
			}
			ctx.Paint.DrawText(screen, s.cells[p][i], f, colX(i)*sc, (y+lineH/2)*sc, clr, sprites.Center)
		}
	}
	label := s.text.NextRound
	if t.Match.Over() {
		label = s.text.NewMatch
	}
	big := sprites.Face(24*sc, true)
	ctx.Paint.DrawButton(screen, next.X*sc, next.Y*sc, next.W*sc, next.H*sc, label, big, sprites.Hover)
	ctx.Paint.DrawButton(screen, menu.X*sc, menu.Y*sc, menu.W*sc, menu.H*sc, s.text.Menu, big, sprites.Normal)
}

// FitsNarrow tells the game that the sheet lays itself out for portrait and
// narrow windows too.
func (s *Score) FitsNarrow() bool { return true }

// FitsShort: on a phone held sideways the sheet takes its short design
// (drawShort) instead of the landscape design shrunk.
func (s *Score) FitsShort() bool { return true }

// Measures of the short sheet, in logical units.
const (
	scoreShortButtonH = 50.0
	scoreShortTop     = 78.0 // the table's top, under the title and the result
	scoreShortHead    = 26.0 // the table's header line
	scoreShortNameW   = 170.0
)

// scoreShortLines is the short sheet's line height for n seats between
// its table's header and the buttons.
func scoreShortLines(ctx *game.Context, n int) float64 {
	return minf(64, (ctx.LH-8-scoreShortButtonH-10-scoreShortTop-scoreShortHead)/float64(max(1, n)))
}

// drawShort paints the sheet on a phone held sideways: the title and the
// result in a line each, then a line per seat with its name, the cards it
// kept beside it, the round's points and the total, and the buttons at
// the foot; nothing under 14 units.
func (s *Score) drawShort(screen *ebiten.Image, ctx *game.Context) {
	sc := ctx.Scale
	t := s.table
	w := ctx.LW - 2*scoreMargin
	cx := ctx.LW / 2
	ctx.Paint.DrawText(screen, s.title, ui.FitFace(s.title, 30, 20, w, sc, true), cx*sc, 26*sc, ui.TextColor, sprites.Center)
	ctx.Paint.DrawText(screen, s.result, ui.FitFace(s.result, 19, 14, w, sc, true), cx*sc, 56*sc, ui.ActiveColor, sprites.Center)
	players := t.Match.Players()
	top := scoreShortTop
	lineH := scoreShortLines(ctx, players)
	ctx.Paint.DrawPanel(screen, (scoreMargin-6)*sc, top*sc, (w+12)*sc, (lineH*float64(players)+scoreShortHead+4)*sc, 12*sc, ui.PanelInk)
	head := sprites.Face(14*sc, true)
	totalX := ctx.LW - scoreMargin - 36
	roundX := totalX - 72
	handX := scoreMargin + 4 + scoreShortNameW + 10
	handW := roundX - 36 - handX
	ctx.Paint.DrawText(screen, s.text.Hand, head, handX*sc, (top+scoreShortHead/2+2)*sc, ui.DimText, sprites.Left)
	if n := len(s.header); n >= 3 {
		ctx.Paint.DrawText(screen, s.header[n-2], head, roundX*sc, (top+scoreShortHead/2+2)*sc, ui.DimText, sprites.Center)
	}
	ctx.Paint.DrawText(screen, s.header[len(s.header)-1], head, totalX*sc, (top+scoreShortHead/2+2)*sc, ui.DimText, sprites.Center)
	st := s.state
	for p := range players {
		y := top + scoreShortHead + float64(p)*lineH
		mid := y + lineH/2
		clr := ui.TextColor
		if s.leaders[p] {
			clr = ui.ActiveColor
		}
		row := s.cells[p]
		ctx.Paint.DrawText(screen, row[0], ui.FitFace(row[0], 19, 14, scoreShortNameW, sc, true), (scoreMargin+4)*sc, mid*sc, clr, sprites.Left)
		if len(row) >= 3 {
			ctx.Paint.DrawText(screen, row[len(row)-2], sprites.Face(19*sc, true), roundX*sc, mid*sc, clr, sprites.Center)
		}
		ctx.Paint.DrawText(screen, row[len(row)-1], sprites.Face(23*sc, true), totalX*sc, mid*sc, clr, sprites.Center)
		// The cards it kept, beside the name.
		hand := st.Revealed(p)
		cw := minf(40, (lineH-6)/ui.CardRatio)
		h := ui.CardH(cw)
		bonus := 0
		if ms, ok := st.(*MasterRound); ok {
			bonus = ms.S.Bonus(p)
		}
		n := len(hand) + bonus
		step := minf(cw+3, (handW-cw)/maxf(1, float64(n-1)))
		for i := range bonus {
			x := handX + float64(i)*step
			ctx.Paint.DrawPanel(screen, x*sc, (mid-h/2)*sc, cw*sc, h*sc, 3*sc, bonusInk)
			if cw >= 26 {
				ctx.Paint.DrawText(screen, "+11", sprites.Face(14*sc, true), (x+cw/2)*sc, mid*sc, ui.DarkText, sprites.Center)
			}
		}
		for i, c := range hand {
			img := ctx.Art.Face(c, int(cw*sc))
			var op ebiten.DrawImageOptions
			op.GeoM.Translate((handX+float64(i+bonus)*step)*sc, (mid-h/2)*sc)
			sprites.DrawImage(screen, img, &op)
		}
	}
	label := s.text.NextRound
	if t.Match.Over() {
		label = s.text.NewMatch
	}
	next, menu := s.Buttons(ctx)
	ctx.Paint.DrawButton(screen, next.X*sc, next.Y*sc, next.W*sc, next.H*sc, label, ui.FitFace(label, 22, 14, next.W-12, sc, true), sprites.Hover)
	ctx.Paint.DrawButton(screen, menu.X*sc, menu.Y*sc, menu.W*sc, menu.H*sc, s.text.Menu, ui.FitFace(s.text.Menu, 22, 14, menu.W-12, sc, true), sprites.Normal)
}

// scoreMargin is the narrow sheet's margin.
const scoreMargin = 18.0

// drawNarrow paints the sheet in one column: a line per seat with its name,
// the cards left, the round's points and the total; earlier rounds are in
// the total.
func (s *Score) drawNarrow(screen *ebiten.Image, ctx *game.Context) {
	sc := ctx.Scale
	t := s.table
	w := ctx.LW - 2*scoreMargin
	cx := ctx.LW / 2
	ctx.Paint.DrawText(screen, s.title, ui.FitFace(s.title, 36, 22, w, sc, true), cx*sc, 46*sc, ui.TextColor, sprites.Center)
	res := sprites.Face(19*sc, true)
	lines := ui.Wrap(s.result, res, w*sc)
	for i, l := range lines {
		ctx.Paint.DrawText(screen, l, res, cx*sc, (88+24*float64(i))*sc, ui.ActiveColor, sprites.Center)
	}
	top := 88 + 24*float64(len(lines))
	players := t.Match.Players()
	next, menu := s.Buttons(ctx)
	lineH := minf(80, (next.Y-16-top-34)/float64(players))
	ctx.Paint.DrawPanel(screen, (scoreMargin-6)*sc, top*sc, (w+12)*sc, (lineH*float64(players)+34)*sc, 14*sc, ui.PanelInk)
	head := sprites.Face(14*sc, true)
	totalX := ctx.LW - scoreMargin - 30
	roundX := totalX - 60
	ctx.Paint.DrawText(screen, s.text.Hand, head, (scoreMargin+4)*sc, (top+18)*sc, ui.DimText, sprites.Left)
	if n := len(s.header); n >= 3 {
		ctx.Paint.DrawText(screen, s.header[n-2], head, roundX*sc, (top+18)*sc, ui.DimText, sprites.Center)
	}
	ctx.Paint.DrawText(screen, s.header[len(s.header)-1], head, totalX*sc, (top+18)*sc, ui.DimText, sprites.Center)
	st := s.state
	handW := roundX - 30 - scoreMargin
	for p := range players {
		y := top + 34 + float64(p)*lineH
		clr := ui.TextColor
		if s.leaders[p] {
			clr = ui.ActiveColor
		}
		row := s.cells[p]
		name := row[0]
		ctx.Paint.DrawText(screen, name, ui.FitFace(name, 17, 14, handW, sc, true), (scoreMargin+4)*sc, (y+10)*sc, clr, sprites.Left)
		if len(row) >= 3 {
			ctx.Paint.DrawText(screen, row[len(row)-2], sprites.Face(19*sc, true), roundX*sc, (y+lineH/2)*sc, clr, sprites.Center)
		}
		ctx.Paint.DrawText(screen, row[len(row)-1], sprites.Face(23*sc, true), totalX*sc, (y+lineH/2)*sc, clr, sprites.Center)
		// The cards left, small, under the name.
		hand := st.Revealed(p)
		cw := minf(34, (lineH-26)/ui.CardRatio)
		if cw < 12 {
			continue
		}
		bonus := 0
		if ms, ok := st.(*MasterRound); ok {
			bonus = ms.S.Bonus(p)
		}
		n := len(hand) + bonus
		step := minf(cw+3, (handW-cw)/maxf(1, float64(n-1)))
		x0 := scoreMargin + 4
		for i := range bonus {
			x, h := x0+float64(i)*step, ui.CardH(cw)
			ctx.Paint.DrawPanel(screen, x*sc, (y+22)*sc, cw*sc, h*sc, 3*sc, bonusInk)
			ctx.Paint.DrawText(screen, "+11", sprites.Face(13*sc, true), (x+cw/2)*sc, (y+22+h/2)*sc, ui.DarkText, sprites.Center)
		}
		for i, c := range hand {
			img := ctx.Art.Face(c, int(cw*sc))
			var op ebiten.DrawImageOptions
			op.GeoM.Translate((x0+float64(i+bonus)*step)*sc, (y+22)*sc)
			sprites.DrawImage(screen, img, &op)
		}
	}
	label := s.text.NextRound
	if t.Match.Over() {
		label = s.text.NewMatch
	}
	ctx.Paint.DrawButton(screen, next.X*sc, next.Y*sc, next.W*sc, next.H*sc, label, ui.FitFace(label, 22, 14, next.W-12, sc, true), sprites.Hover)
	ctx.Paint.DrawButton(screen, menu.X*sc, menu.Y*sc, menu.W*sc, menu.H*sc, s.text.Menu, ui.FitFace(s.text.Menu, 22, 14, menu.W-12, sc, true), sprites.Normal)
}

func minf(a, b float64) float64 {
	if a < b {
		return a
	}
	return b
}

func maxf(a, b float64) float64 {
	if a > b {
		return a
	}
	return b
}
