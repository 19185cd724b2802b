package scenes

import (
	"fmt"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/sprites"
)

// snapTable is what a Schnipp Schnapp table shows, whoever drives it: the
// live table (people, bots and the Clock) or the replay viewer (a record).
// The driver changes st and hands the engine's events to show; snapTable
// lays the cards out after every action and shows the calls, the reaction
// times, the countdown and the ranking from them.
type snapTable struct {
	setup Setup
	text  *Text
	names []string
	st    *snap.State
	keyOf [snap.MaxPlayers]int // index into the settings' keys for human seats, else -1

	motion   *sprites.Motion
	lay      snapLayout
	actions  int // the actions laid out; -1 lays out again
	callouts [snap.MaxPlayers]callout
	banner   callout
	// count is the 3-2-1-los countdown shown: 3, 2, 1, or 0 for "los!".
	count int
	// codeStr is the deal code line shown in a corner ("" for none).
	codeStr string
	// reaction times of each seat's won calls, in milliseconds
	reactions [snap.MaxPlayers][]float64

	counts       [snap.MaxPlayers]string
	buttonLabels [snap.MaxPlayers][2]string
	result       []string

	drawCardFn func(id int, p sprites.Pose, lift float64)
	screen     *ebiten.Image
	ctx        *game.Context
}

// callout is a short text shown for a while: a call, a mistake, a tie.
type callout struct {
	text string
	sub  string
	good bool
	ttl  int
	// penalty, on a false call, says what it cost; the call is then shown
	// as a large banner over the caller's cards.
	penalty string
}

// mistakeTicks is how long a false call's banner stays: two seconds.
const mistakeTicks = 120

// mistakeSize is the type size of a false call's penalty.
const mistakeSize = 18.0

// countdownDigits are the countdown's numbers as text.
var countdownDigits = [...]string{"", "1", "2", "3"}

// init sets the table in place (drawCardFn is bound to this very table),
// for the game st of setup s with nobody at the keys.
func (t *snapTable) init(s Setup, st *snap.State) {
	t.setup, t.st = s, st
	t.motion = sprites.NewMotion()
	t.drawCardFn = t.drawCard
	t.actions = -1
	for p := range t.keyOf {
		t.keyOf[p] = -1
	}
}

// relayout lays the table out afresh for the window's size, and lays the
// cards out again after every action.
func (t *snapTable) relayout(ctx *game.Context) {
	if t.lay.lw != ctx.LW || t.lay.lh != ctx.LH {
		t.lay = newSnapLayout(ctx.LW, ctx.LH, t.setup.Players)
		t.actions = -1
	}
	if t.st.Actions() != t.actions && t.text != nil {
		t.actions = t.st.Actions()
		t.place()
	}
}

// show turns the engine's events into what the players see.
func (t *snapTable) show(evs []snap.Event) {
	tx := t.text
	for _, e := range evs {
		word := tx.SnapSchnapp
		if e.Word == snap.Schnipp {
			word = tx.SnapSchnipp
		}
		switch e.Kind {
		case snap.Captured:
			ms := float64(e.Reaction.Millis())
			t.callouts[e.Seat] = callout{text: word, sub: fmt.Sprintf("%.0f ms", ms), good: true, ttl: 100}
			t.reactions[e.Seat] = append(t.reactions[e.Seat], ms)
		case snap.Tied:
			t.banner = callout{text: tx.SnapTie, ttl: 90}
			for _, p := range e.Seats {
				t.callouts[p] = callout{text: word, sub: tx.SnapTie, ttl: 90}
			}
		case snap.Mistake:
			t.callouts[e.Seat] = callout{text: word, sub: tx.SnapMistake, ttl: mistakeTicks,
				penalty: fmt.Sprintf(tx.SnapPenalty, word)}
		case snap.QuartetOut:
			t.banner = callout{text: fmt.Sprintf(tx.SnapQuartet, t.names[e.Seat], e.Value), good: true, ttl: 90}
		case snap.Ended:
			t.buildResult()
		}
	}
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
	scores := t.st.Scores()
	order := make([]int, len(scores))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return scores[b] - scores[a] })
	unit := tx.SnapQuartets
	if t.st.Options().Los {
		unit = tx.SnapConquered
	}
	t.result = t.result[:0]
	for rank, p := range order {
		line := fmt.Sprintf("%d. %s – %d %s", rank+1, t.names[p], scores[p], unit)
		if r := t.reactions[p]; t.setup.Human(p) && len(r) > 0 {
			sum := 0.0
			for _, v := range r {
				sum += v
			}
			line += fmt.Sprintf(" · %s %.0f ms, %s %.0f ms", tx.SnapBest, slices.Min(r), tx.SnapMean, sum/float64(len(r)))
		}
		t.result = append(t.result, line)
	}
}

// place gives every card its place: a stack, a face-up pile, the centre, or
// the row of quartets of the seat that set it aside.
func (t *snapTable) place() {
	l := &t.lay
	for p := range t.setup.Players {
		sx, sy := l.stack(p)
		for i, c := range t.st.Stack(p) {
			t.moveTo(c, sprites.Pose{X: sx - float64(i)*0.3, Y: sy - float64(i)*0.3, W: l.cardW, Z: i})
		}
		px, py := l.pile(p)
		for i, c := range t.st.Pile(p) {
			t.moveTo(c, sprites.Pose{X: px, Y: py, W: l.cardW, FaceUp: true, Z: 100 + i})
		}
	}
	for i, c := range t.st.Centre() {
		t.moveTo(c, sprites.Pose{X: l.centreX, Y: l.centreY, W: l.cardW, FaceUp: true, Z: 300 + i})
	}
	// Quartets lie as small fans in the owner's name plate, one a little
	// apart from the next.
	n := [snap.MaxPlayers]int{}
	for v := 1; v <= snap.Values; v++ {
		owner := t.st.Aside(v)
		if owner < 0 {
			continue
		}
		qx, qy := l.quartets(owner)
		for i, col := range card.Colors {
			x := qx + float64(n[owner])*9 + float64(i)*2
			t.moveTo(card.New(col, v), sprites.Pose{X: x, Y: qy, W: l.smallW, FaceUp: true, Z: 500 + 4*n[owner] + i})
		}
		n[owner]++
	}
	tx := t.text
	for p := range t.setup.Players {
		t.counts[p] = fmt.Sprintf("%d %s · %d %s", len(t.st.Stack(p))+len(t.st.Pile(p)), tx.Cards, t.st.Quartets()[p], tx.SnapQuartets)
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
func (t *snapTable) codeRect(ctx *game.Context) rect {
	return rect{ctx.LW - 260, ctx.LH - 40, 236, 26}
}

// draw paints the table: the seats with their cards and buttons, the
// centre, the callouts, the countdown and, once the game is over, the
// ranking over it all.
func (t *snapTable) draw(screen *ebiten.Image, ctx *game.Context) {
	t.screen, t.ctx = screen, ctx
	s := ctx.Scale
	l := &t.lay
	tx := t.text
	ctx.Paint.DrawFelt(screen)
	name := sprites.Face(20*s, true)
	small := sprites.Face(15*s, false)
	for p := range t.setup.Players {
		b := l.panel(p)
		ctx.Paint.DrawPanel(screen, b.x*s, b.y*s, b.w*s, b.h*s, 12*s, panelInk)
		if !t.st.IsOver() && t.st.Turn() == p && !t.st.Options().Los {
			ctx.Art.DrawOutline(screen, (b.x-2)*s, (b.y-2)*s, (b.w+4)*s, (b.h+4)*s, 3*s, activeInk)
		}
		ctx.Paint.DrawText(screen, t.names[p], name, (b.x+12)*s, (b.y+16)*s, textColor, sprites.Left)
		ctx.Paint.DrawText(screen, t.counts[p], small, (b.x+12)*s, (b.y+38)*s, dimText, sprites.Left)
		if t.keyOf[p] >= 0 {
			a, c := l.buttons(p)
			f := sprites.Face(16*s, true)
			ctx.Paint.DrawButton(screen, a.x*s, a.y*s, a.w*s, a.h*s, t.buttonLabels[p][0], f, sprites.Normal)
			ctx.Paint.DrawButton(screen, c.x*s, c.y*s, c.w*s, c.h*s, t.buttonLabels[p][1], f, sprites.Normal)
		}
	}
	ctx.Paint.DrawText(screen, tx.SnapCentre, small, (l.centreX+l.cardW/2)*s, (l.centreY-14)*s, dimText, sprites.Center)
	if len(t.st.Centre()) == 0 {
		// An empty centre is still a place: outlined, and said so.
		ctx.Paint.DrawPanel(screen, l.centreX*s, l.centreY*s, l.cardW*s, l.cardH*s, l.cardW*0.075*s, pileInk)
		ctx.Art.DrawOutline(screen, l.centreX*s, l.centreY*s, l.cardW*s, l.cardH*s, 2*s, placeInk)
		ctx.Paint.DrawText(screen, tx.SnapEmpty, small, (l.centreX+l.cardW/2)*s, (l.centreY+l.cardH/2)*s, dimText, sprites.Center)
	}
	if t.codeStr != "" {
		r := t.codeRect(ctx)
		ctx.Paint.DrawText(screen, t.codeStr, small, (r.x+r.w)*s, (r.y+r.h/2)*s, greyText, sprites.Right)
	}
	t.motion.Each(t.drawCardFn)
	big := sprites.Face(30*s, true)
	for p := range t.setup.Players {
		c := t.callouts[p]
		if c.ttl == 0 || c.penalty != "" {
			continue
		}
		x, y := l.pile(p)
		clr := textColor
		if c.good {
			clr = activeColor
		}
		ctx.Paint.DrawText(screen, c.text, big, (x+l.cardW/2)*s, (y-30)*s, clr, sprites.Center)
		if c.sub != "" {
			ctx.Paint.DrawText(screen, c.sub, small, (x+l.cardW/2)*s, (y-8)*s, clr, sprites.Center)
		}
	}
	// False calls last: a banner over the caller's cards, over everything
	// else of the table.
	for p := range t.setup.Players {
		if c := t.callouts[p]; c.ttl > 0 && c.penalty != "" {
			b := l.mistake(p)
			ctx.Paint.DrawPanel(screen, b.x*s, b.y*s, b.w*s, b.h*s, b.w*0.075*s, mistakeInk)
			ctx.Art.DrawOutline(screen, b.x*s, b.y*s, b.w*s, b.h*s, 2*s, mistakeEdge)
			ctx.Paint.DrawText(screen, c.sub, sprites.Face(38*s, true), (b.x+b.w/2)*s, (b.y+b.h*0.36)*s, textColor, sprites.Center)
			ctx.Paint.DrawText(screen, c.penalty, sprites.Face(mistakeSize*s, true), (b.x+b.w/2)*s, (b.y+b.h*0.76)*s, textColor, sprites.Center)
		}
	}
	if t.banner.ttl > 0 {
		ctx.Paint.DrawText(screen, t.banner.text, sprites.Face(26*s, true), l.lw/2*s, (l.centreY+l.cardH+40)*s, activeColor, sprites.Center)
	}
	if t.st.Options().Los && !t.st.IsOver() {
		// The countdown: 3, 2, 1, los! in the three tempos before a reveal.
		word := tx.SnapGo
		if t.count >= 1 && t.count < len(countdownDigits) {
			word = countdownDigits[t.count]
		}
		r := l.countdown
		ctx.Paint.DrawText(screen, word, sprites.Face(44*s, true), (r.x+r.w/2)*s, (r.y+r.h/2)*s, activeColor, sprites.Center)
	}
	if t.st.IsOver() {
		ctx.Paint.DrawPanel(screen, 0, 0, ctx.W, ctx.H, 0, coverInk)
		ctx.Paint.DrawText(screen, tx.MatchOver, sprites.Face(44*s, true), l.lw/2*s, 140*s, textColor, sprites.Center)
		for i, line := range t.result {
			clr := textColor
			if i == 0 {
				clr = activeColor
			}
			ctx.Paint.DrawText(screen, line, sprites.Face(22*s, false), l.lw/2*s, (220+40*float64(i))*s, clr, sprites.Center)
		}
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
	t.ctx.Art.DrawCard(t.screen, cardOf(id), px, lift, t.motion.FlipX(id))
}

// snapLayout places the seats around an oval, each with its stack, its
// face-up pile, its quartets and its panel; the centre pile in the middle.
type snapLayout struct {
	lw, lh           float64
	players          int
	cardW, cardH     float64
	smallW           float64
	centreX, centreY float64
	seatX, seatY     [snap.MaxPlayers]float64
	// countdown is where 3-2-1-los is shown: beside the centre pile, on
	// free felt.
	countdown rect
}

func newSnapLayout(lw, lh float64, players int) snapLayout {
	l := snapLayout{lw: lw, lh: lh, players: players, cardW: 78, smallW: 26}
	l.cardH = cardH(l.cardW)
	l.centreX, l.centreY = lw/2-l.cardW/2, lh/2-l.cardH/2-10
	rx, ry := lw/2-230, lh/2-150
	for p := range players {
		// Seat 0 at the bottom, the others clockwise.
		a := math.Pi/2 + 2*math.Pi*float64(p)/float64(players)
		l.seatX[p] = lw/2 + rx*math.Cos(a)
		l.seatY[p] = lh/2 - 10 + ry*math.Sin(a)
	}
	l.countdown = l.freeSpot(130, 64)
	return l
}

// taken are the rectangles of everything on the table but the callouts:
// each seat's stack, pile, name plate and buttons (any seat may be a
// person's), and the centre pile with its label.
func (l *snapLayout) taken() []rect {
	out := []rect{{l.centreX, l.centreY - 26, l.cardW, l.cardH + 26}}
	for p := range l.players {
		sx, sy := l.stack(p)
		px, py := l.pile(p)
		a, b := l.buttons(p)
		out = append(out, rect{sx, sy, l.cardW, l.cardH}, rect{px, py, l.cardW, l.cardH}, l.panel(p), a, b)
	}
	return out
}

// freeSpot finds room of w by h near the centre pile: right of it, left
// of it, or further out, whichever first touches nothing on the table.
func (l *snapLayout) freeSpot(w, h float64) rect {
	taken := l.taken()
	cy := l.centreY + l.cardH/2 - h/2
	right, left := l.centreX+l.cardW+24, l.centreX-24-w
	first := rect{right, cy, w, h}
	for _, x := range []float64{right, left, right + 60, left - 60, right + 120, left - 120} {
		for _, dy := range []float64{0, -40, 40, -80, 80} {
			r := rect{x, cy + dy, w, h}
			if !slices.ContainsFunc(taken, r.overlaps) {
				return r
			}
		}
	}
	return first
}

// mistake is the banner of a false call by seat p: over its cards, kept on
// the screen.
func (l *snapLayout) mistake(p int) rect {
	w, h := 520.0, 100.0
	x := max(8, min(l.lw-8-w, l.seatX[p]-w/2))
	y := max(8, min(l.lh-8-h, l.seatY[p]-h/2))
	return rect{x, y, w, h}
}

// stack and pile are the top-left corners of seat p's face-down stack and
// face-up pile, side by side around the seat's point.
func (l *snapLayout) stack(p int) (float64, float64) {
	return l.seatX[p] - l.cardW - 8, l.seatY[p] - l.cardH/2
}

func (l *snapLayout) pile(p int) (float64, float64) {
	return l.seatX[p] + 8, l.seatY[p] - l.cardH/2
}

// panel is seat p's name plate under its cards.
func (l *snapLayout) panel(p int) rect {
	return rect{l.seatX[p] - 150, l.seatY[p] + l.cardH/2 + 6, 300, 50}
}

// quartets is where seat p's quartets begin: the right half of its name
// plate.
func (l *snapLayout) quartets(p int) (float64, float64) {
	b := l.panel(p)
	return b.x + b.w*0.6, b.y + (b.h-cardH(l.smallW))/2
}

// buttons are a person's on-screen Schnapp and Schnipp buttons, beside his
// stack and pile.
func (l *snapLayout) buttons(p int) (rect, rect) {
	x, y := l.stack(p)
	return rect{x - 128, y, 120, 44}, rect{x - 128, y + 52, 120, 44}
}
