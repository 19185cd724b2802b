package snap

import (
	"elferraus/engine/card"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// snapTable is what a Schnipp Schnapp table shows, whoever drives it: the
// live table (people, bots and the Clock) or the replay viewer (a record).
// The driver changes st and hands the engine's events to show; snapTable
// lays the cards out after every action and shows the calls, the reaction
// times, the countdown and the ranking from them.
type snapTable struct {
	setup shell.Setup
	text  *i18n.Text
	Names []string
	// St is the game at a table of this screen; tab is what is shown: St,
	// or an online seat's views (netBoard).
	St    *snap.State
	tab   board
	keyOf [snap.MaxPlayers]int // index into the settings' keys for human seats, else -1
	// bottom is the seat shown at the bottom (an online table's own).
	bottom int
	// controls: the replay's buttons take the bottom of the screen.
	controls bool
	// hint is whether the table says what the calls mean (hintLines
	// fitted to the layout's hints, with their faces).
	hint      bool
	hintText  [2]string
	hintFaces [2]*sprites.TextFace

	motion   *sprites.Motion
	Lay      snapLayout
	actions  int // the actions laid out; -1 lays out again
	callouts [snap.MaxPlayers]callout
	banner   callout
	// Count is the 3-2-1-los countdown shown: 3, 2, 1, or 0 for "los!".
	Count int
	// codeStr is the deal code line shown in a corner ("" for none).
	codeStr string
	// reaction times of each seat's won calls, in milliseconds
	reactions [snap.MaxPlayers][]float64

	counts [snap.MaxPlayers]string
	// nameFits are the seats' names as fitted to their plates (a name a
	// person chose may be long).
	nameFits     [snap.MaxPlayers]ui.Fitted
	nameCols     [snap.MaxPlayers]ui.Fitted // over their columns of buttons
	buttonLabels [snap.MaxPlayers][2]string
	result       []string

	drawCardFn func(id int, p sprites.Pose, lift float64)
	screen     *ebiten.Image
	ctx        *game.Context
}

// board is what a snapTable lays out and draws: the engine's State, or
// the table as an online seat's views show it.
type board interface {
	Options() snap.Options
	IsOver() bool
	Turn() int
	Actions() int
	Stack(p int) []card.Card
	Pile(p int) []card.Card
	Centre() []card.Card
	Aside(v int) int
	Quartets() []int
	Scores() []int
}

// callout is a short text shown for a while: a call, a mistake, a tie.
type callout struct {
	text string
	sub  string
	good bool
	ttl  int
	// penalty, on a false call, says what it cost; the call is then shown
	// as a banner beside the caller's seat (snapLayout.mistake).
	penalty string
	// fitted is the banner the lines below were fitted to: the title's
	// face, and the penalty broken into lines with its face, made once.
	fitted    ui.Rect
	titleFace *sprites.TextFace
	titleH    float64
	lines     string
	linesFace *sprites.TextFace
}

// countdownDigits are the countdown's numbers as text.
var countdownDigits = [...]string{"", "1", "2", "3"}

// init sets the table in place (drawCardFn is bound to this very table),
// for the game st of setup s with nobody at the keys.
func (t *snapTable) init(s shell.Setup, st *snap.State) {
	t.setup, t.St, t.tab = s, st, st
	t.motion = sprites.NewMotion()
	t.drawCardFn = t.drawCard
	t.actions = -1
	for p := range t.keyOf {
		t.keyOf[p] = -1
	}
}

// Relayout lays the table out afresh for the window's size, and lays the
// cards out again after every action.
func (t *snapTable) Relayout(ctx *game.Context) {
	if t.Lay.lw != ctx.LW || t.Lay.lh != ctx.LH {
		n := t.setup.Players
		var people [snap.MaxPlayers]bool
		for p := range n {
			people[p] = t.keyOf[(p+t.bottom)%n] >= 0
		}
		t.Lay = newSnapLayout(ctx.LW, ctx.LH, n, people, t.controls)
		t.Lay.turn(t.bottom)
		t.actions = -1
	}
	if t.tab.Actions() != t.actions && t.text != nil {
		if t.actions < 0 {
			t.fitHint(ctx.Scale)
		}
		t.actions = t.tab.Actions()
		t.place()
	}
}

// fitHint fits the hint's words to their places: in a corner of a
// landscape table both calls, a line each; else each call in its place
// beside the person's seat.
func (t *snapTable) fitHint(s float64) {
	l := &t.Lay
	t.hintText, t.hintFaces = [2]string{}, [2]*sprites.TextFace{}
	if !t.hint {
		return
	}
	if !l.portrait {
		both := t.text.SnapHintSchnapp + "\n" + t.text.SnapHintSchnipp
		t.hintText[0], t.hintFaces[0] = both, ui.FitFace(both, 15, 14, l.hints[0].W-8, s, false)
		return
	}
	for i, text := range [2]string{t.text.SnapHintSchnapp, t.text.SnapHintSchnipp} {
		t.hintText[i], t.hintFaces[i] = hintLines(l.hints[i], text, s)
	}
}

// Show turns the engine's events into what the players see.
func (t *snapTable) Show(evs []snap.Event) {
	tx := t.text
	for _, e := range evs {
		word := tx.SnapSchnapp
		if e.Word == snap.Schnipp {
			word = tx.SnapSchnipp
		}
		switch e.Kind {
		case snap.Captured:
			t.captured(e.Seat, word, float64(e.Reaction.Millis()))
		case snap.Tied:
			t.banner = callout{text: tx.SnapTie, ttl: 90}
			for _, p := range e.Seats {
				t.callouts[p] = callout{text: word, sub: tx.SnapTie, ttl: 90}
			}
		case snap.Mistake:
			t.callouts[e.Seat] = callout{text: word, sub: tx.SnapMistake, ttl: mistakeTicks,
				penalty: fmt.Sprintf(tx.SnapPenalty, word)}
		case snap.QuartetOut:
			t.banner = callout{text: fmt.Sprintf(tx.SnapQuartet, t.Names[e.Seat], e.Value), good: true, ttl: 90}
		case snap.Ended:
			t.buildResult()
		}
	}
}

// captured shows seat p's won call of word with its reaction in
// milliseconds, and counts the reaction for the result.
func (t *snapTable) captured(p int, word string, ms float64) {
	t.callouts[p] = callout{text: word, sub: reactionText(ms), good: true, ttl: 100}
	t.reactions[p] = append(t.reactions[p], ms)
}

// implausibleMs is the reaction under which nobody reacts to what he
// sees (an anticipation, a misjudged latency online): the table marks
// such a time rather than hide it.
const implausibleMs = 100

// reactionText is a reaction time as the table writes it: "312 ms", and
// "85 ms !" when it is implausibly fast.
func reactionText(ms float64) string {
	s := fmt.Sprintf("%.0f ms", ms)
	if ms < implausibleMs {
		s += " !"
	}
	return s
}

// age counts the callouts' time down, a tick at a time.
func (t *snapTable) age() {
	for i := range t.callouts {
		if t.callouts[i].ttl > 0 {
			t.callouts[i].ttl--
		}
	}
	if t.banner.ttl > 0 {
		t.banner.ttl--
	}
}

// buildResult writes the ranking and each person's reaction times.
func (t *snapTable) buildResult() {
	tx := t.text
	scores := t.tab.Scores()
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	shell.SortSeats(order, func(a, b int) int { return scores[b] - scores[a] })
	unit := "quartet"
	if t.tab.Options().Los {
		unit = "cardWon"
	}
	t.result = t.result[:0]
	for rank, p := range order {
		line := fmt.Sprintf("%d. %s – %s", rank+1, t.Names[p], i18n.Count(tx, scores[p], unit))
		if r := t.reactions[p]; t.setup.Human(p) && len(r) > 0 {
			sum := 0.0
			for _, v := range r {
				sum += v
			}
			line += fmt.Sprintf(" · %s %s, %s %.0f ms", tx.SnapBest, reactionText(slices.Min(r)), tx.SnapMean, sum/float64(len(r)))
		}
		t.result = append(t.result, line)
	}
}

// place gives every card its place: a stack, a face-up pile, the centre, or
// the row of quartets of the seat that set it aside.
func (t *snapTable) place() {
	l := &t.Lay
	for p := range t.setup.Players {
		sx, sy := l.stack(p)
		for i, c := range t.tab.Stack(p) {
			t.moveTo(c, sprites.Pose{X: sx - float64(i)*0.3, Y: sy - float64(i)*0.3, W: l.cardW, Z: i})
		}
		px, py := l.pile(p)
		for i, c := range t.tab.Pile(p) {
			t.moveTo(c, sprites.Pose{X: px, Y: py, W: l.cardW, FaceUp: true, Z: 100 + i})
		}
	}
	for i, c := range t.tab.Centre() {
		t.moveTo(c, sprites.Pose{X: l.centreX, Y: l.centreY, W: l.cardW, FaceUp: true, Z: 300 + i})
	}
	// Quartets lie as small fans in the owner's name plate, one a little
	// apart from the next.
	n, all := [snap.MaxPlayers]int{}, [snap.MaxPlayers]int{}
	for v := 1; v <= snap.Values; v++ {
		if owner := t.tab.Aside(v); owner >= 0 {
			all[owner]++
		}
	}
	for v := 1; v <= snap.Values; v++ {
		owner := t.tab.Aside(v)
		if owner < 0 {
			continue
		}
		qx, qy := l.quartets(owner)
		step := l.quartetStep(owner, all[owner])
		for i, col := range card.Colors {
			x := qx + float64(n[owner])*step + float64(i)*2
			t.moveTo(card.New(col, v), sprites.Pose{X: x, Y: qy, W: l.smallW, FaceUp: true, Z: 500 + 4*n[owner] + i})
		}
		n[owner]++
	}
	tx := t.text
	for p := range t.setup.Players {
		if l.portrait {
			// A narrow plate has room for the cards' count; its
			// quartets lie beside it.
			t.counts[p] = i18n.Count(tx, len(t.tab.Stack(p))+len(t.tab.Pile(p)), "card")
			continue
		}
		t.counts[p] = i18n.Count(tx, len(t.tab.Stack(p))+len(t.tab.Pile(p)), "card") + " · " + i18n.Count(tx, t.tab.Quartets()[p], "quartet")
	}
}

func (t *snapTable) moveTo(c card.Card, p sprites.Pose) {
	id := c.Index()
	if _, ok := t.motion.Target(id); !ok {
		t.motion.Place(id, p)
		return
	}
	t.motion.MoveTo(id, p, 0, 16)
}

// codeRect is the bottom right corner where the deal code is shown.
func (t *snapTable) codeRect(ctx *game.Context) ui.Rect {
	if t.Lay.portrait {
		// On a narrow screen: the right half of the line above the buttons.
		r := t.Lay.info
		return ui.Rect{X: r.X + r.W/2, Y: r.Y, W: r.W / 2, H: r.H}
	}
	return ui.Rect{X: ctx.LW - 260, Y: ctx.LH - 40, W: 236, H: 26}
}

// draw paints the table: the seats with their cards and buttons, the
// centre, the callouts, the countdown and, once the game is over, the
// ranking over it all.
func (t *snapTable) draw(screen *ebiten.Image, ctx *game.Context) {
	t.screen, t.ctx = screen, ctx
	s := ctx.Scale
	l := &t.Lay
	tx := t.text
	ctx.Paint.DrawFelt(screen)
	small := sprites.Face(15*s, false)
	for p := range t.setup.Players {
		b := l.panel(p)
		ctx.Paint.DrawPanel(screen, b.X*s, b.Y*s, b.W*s, b.H*s, 12*s, ui.PanelInk)
		if !t.tab.IsOver() && t.tab.Turn() == p && !t.tab.Options().Los {
			ctx.Art.DrawOutline(screen, (b.X-2)*s, (b.Y-2)*s, (b.W+4)*s, (b.H+4)*s, 3*s, ui.ActiveInk)
		}
		if l.short {
			t.drawShortSeat(p, b)
			continue
		}
		if l.portrait {
			t.drawPortraitSeat(p, b)
			continue
		}
		nf, nm := t.nameFits[p].FitLine(t.Names[p], 20, 20, b.W-24, s, true)
		ctx.Paint.DrawText(screen, nm, nf, (b.X+12)*s, (b.Y+16)*s, ui.TextColor, sprites.Left)
		ctx.Paint.DrawText(screen, t.counts[p], small, (b.X+12)*s, (b.Y+38)*s, ui.DimText, sprites.Left)
		if t.keyOf[p] >= 0 {
			a, c := l.Buttons(p)
			f := sprites.Face(16*s, true)
			ctx.Paint.DrawButton(screen, a.X*s, a.Y*s, a.W*s, a.H*s, t.buttonLabels[p][0], f, sprites.Normal)
			ctx.Paint.DrawButton(screen, c.X*s, c.Y*s, c.W*s, c.H*s, t.buttonLabels[p][1], f, sprites.Normal)
		}
	}
	ctx.Paint.DrawText(screen, tx.SnapCentre, small, (l.centreX+l.cardW/2)*s, (l.centreY-14)*s, ui.DimText, sprites.Center)
	if len(t.tab.Centre()) == 0 {
		// An empty centre is still a place: outlined, and said so.
		ctx.Paint.DrawPanel(screen, l.centreX*s, l.centreY*s, l.cardW*s, l.cardH*s, l.cardW*0.075*s, ui.PileInk)
		ctx.Art.DrawOutline(screen, l.centreX*s, l.centreY*s, l.cardW*s, l.cardH*s, 2*s, placeInk)
		ctx.Paint.DrawText(screen, tx.SnapEmpty, small, (l.centreX+l.cardW/2)*s, (l.centreY+l.cardH/2)*s, ui.DimText, sprites.Center)
	}
	if t.codeStr != "" {
		r := t.codeRect(ctx)
		f := small
		if l.portrait {
			f = ui.FitFace(t.codeStr, 15, 14, r.W, s, false)
		}
		ctx.Paint.DrawText(screen, t.codeStr, f, (r.X+r.W)*s, (r.Y+r.H/2)*s, ui.GreyText, sprites.Right)
	}
	t.motion.Each(t.drawCardFn)
	for p := range t.setup.Players {
		c := t.callouts[p]
		if c.ttl == 0 || c.penalty != "" {
			continue
		}
		x, _ := l.pile(p)
		clr := ui.TextColor
		if c.good {
			clr = ui.ActiveColor
		}
		ty, sy, size := l.calloutYs(p)
		ctx.Paint.DrawText(screen, c.text, sprites.Face(size*s, true), (x+l.cardW/2)*s, ty*s, clr, sprites.Center)
		if c.sub != "" {
			ctx.Paint.DrawText(screen, c.sub, small, (x+l.cardW/2)*s, sy*s, clr, sprites.Center)
		}
	}
	if t.hint && !t.tab.IsOver() {
		t.drawHint()
	}
	// False calls last: a banner beside the caller's seat, on free felt.
	for p := range t.setup.Players {
		if c := &t.callouts[p]; c.ttl > 0 && c.penalty != "" {
			b := l.mistake(p)
			if c.fitted != b || c.titleFace == nil {
				// Fitted once for the banner's place, so that a frame
				// with a banner allocates nothing.
				c.fitted = b
				c.titleFace, c.lines, c.linesFace = bannerLines(b, c.sub, c.penalty, s)
				_, c.titleH = sprites.MeasureText(c.sub, c.titleFace)
				c.titleH /= s
			}
			ctx.Paint.DrawPanel(screen, b.X*s, b.Y*s, b.W*s, b.H*s, math.Min(b.W, b.H)*0.2*s, mistakeInk)
			ctx.Art.DrawOutline(screen, b.X*s, b.Y*s, b.W*s, b.H*s, 2*s, mistakeEdge)
			if c.lines == "" {
				ctx.Paint.DrawText(screen, c.sub, c.titleFace, (b.X+b.W/2)*s, (b.Y+b.H/2)*s, ui.TextColor, sprites.Center)
				continue
			}
			th := c.titleH
			ctx.Paint.DrawText(screen, c.sub, c.titleFace, (b.X+b.W/2)*s, (b.Y+6+th/2)*s, ui.TextColor, sprites.Center)
			ctx.Paint.DrawText(screen, c.lines, c.linesFace, (b.X+b.W/2)*s, (b.Y+6+th+b.Y+b.H-6)/2*s, ui.TextColor, sprites.Center)
		}
	}
	if b := &t.banner; b.ttl > 0 {
		r := l.news
		if b.fitted != r || b.titleFace == nil {
			// Fitted once for its place, so that a frame with the
			// banner allocates nothing.
			b.fitted = r
			b.lines, b.titleFace = ui.FitWrap(b.text, 26, 15, r.W, max(1, int(r.H/bannerLineH)), s, true)
		}
		ctx.Paint.DrawText(screen, b.lines, b.titleFace, (r.X+r.W/2)*s, (r.Y+r.H/2)*s, ui.ActiveColor, sprites.Center)
	}
	if t.tab.Options().Los && !t.tab.IsOver() {
		// The countdown: 3, 2, 1, los! in the three tempos before a reveal.
		word := tx.SnapGo
		if t.Count >= 1 && t.Count < len(countdownDigits) {
			word = countdownDigits[t.Count]
		}
		r := l.countdown
		f := sprites.Face(44*s, true)
		if l.short {
			f = ui.FitFace(word, 44, 24, r.W, s, true)
		}
		ctx.Paint.DrawText(screen, word, f, (r.X+r.W/2)*s, (r.Y+r.H/2)*s, ui.ActiveColor, sprites.Center)
	}
	if t.tab.IsOver() {
		ctx.Paint.DrawPanel(screen, 0, 0, ctx.W, ctx.H, 0, ui.CoverInk)
		ctx.Paint.DrawText(screen, tx.MatchOver, sprites.Face(44*s, true), l.lw/2*s, l.resultY(-2)*s, ui.TextColor, sprites.Center)
		for i, line := range t.result {
			clr := ui.TextColor
			if i == 0 {
				clr = ui.ActiveColor
			}
			f := sprites.Face(22*s, false)
			if l.portrait {
				f = ui.FitFace(line, 22, 14, l.lw-2*spMargin, s, false)
			}
			ctx.Paint.DrawText(screen, line, f, l.lw/2*s, l.resultY(i)*s, clr, sprites.Center)
		}
	}
}

// resultY is the middle of the ranking's line i at the end (-2: the
// title's): closer together on a short screen.
func (l *snapLayout) resultY(i int) float64 {
	if l.short {
		return 120 + 34*float64(i)
	}
	return 220 + 40*float64(i)
}

// drawPortraitSeat writes seat p's name and count of cards on its narrow
// plate b, and draws the person's buttons across the bottom, with the
// person's name over them when several share the screen.
func (t *snapTable) drawPortraitSeat(p int, b ui.Rect) { t.drawSeatPlate(p, b, b.W*0.58-10, 24) }

// drawSeatPlate writes seat p's name and count on its plate b, the count
// countW wide, and draws the person's buttons with words up to button
// units, each column under its owner's name when several share the screen.
func (t *snapTable) drawSeatPlate(p int, b ui.Rect, countW, button float64) {
	screen, ctx, l := t.screen, t.ctx, &t.Lay
	s := ctx.Scale
	nf, nm := t.nameFits[p].FitLine(t.Names[p], 18, 15, b.W-16, s, true)
	ctx.Paint.DrawText(screen, nm, nf, (b.X+8)*s, (b.Y+15)*s, ui.TextColor, sprites.Left)
	ctx.Paint.DrawText(screen, t.counts[p], ui.FitFace(t.counts[p], 15, 14, countW, s, false), (b.X+8)*s, (b.Y+35)*s, ui.DimText, sprites.Left)
	if t.keyOf[p] < 0 {
		return
	}
	a, c := l.Buttons(p)
	if t.setup.Humans() > 1 {
		// Several people: each column of buttons under its owner's name.
		cf, cn := t.nameCols[p].FitLine(t.Names[p], 16, 14, a.W, s, true)
		ctx.Paint.DrawText(screen, cn, cf, (a.X+a.W/2)*s, (a.Y-11)*s, ui.TextColor, sprites.Center)
	}
	for i, r := range [2]ui.Rect{a, c} {
		f := ui.FitFace(t.buttonLabels[p][i], button, 14, r.W-12, s, true)
		ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, t.buttonLabels[p][i], f, sprites.Normal)
	}
}

// Inks of the Schnipp Schnapp table, boxed once so drawing allocates
// nothing.
var (
	placeInk    color.Color = color.NRGBA{210, 235, 215, 150}
	mistakeInk  color.Color = color.NRGBA{150, 28, 24, 240}
	mistakeEdge color.Color = color.NRGBA{255, 200, 190, 255}
)

func (t *snapTable) drawCard(id int, p sprites.Pose, lift float64) {
	s := t.ctx.Scale
	px := sprites.Pose{X: p.X * s, Y: p.Y * s, W: p.W * s, Angle: p.Angle, FaceUp: p.FaceUp}
	t.ctx.Art.DrawCard(t.screen, ui.CardOf(id), px, lift, t.motion.FlipX(id))
}
