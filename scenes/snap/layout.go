package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/ui"
	"math"
	"slices"
)

// snapLayout places the seats around an oval, each with its stack, its
// face-up pile, its quartets and its panel; the centre pile in the middle.
// On a narrow screen (portrait) the seats sit in a grid of three columns
// around the centre instead, and the people's buttons fill the bottom.
type snapLayout struct {
	lw, lh           float64
	players          int
	cardW, cardH     float64
	smallW           float64
	centreX, centreY float64
	seatX, seatY     [snap.MaxPlayers]float64

	// portrait: the narrow layout (see newSnapPortrait): seat p's name
	// plate and buttons, the line of the deal code above the buttons, and
	// the gap between a seat's stack and pile.
	portrait bool
	// short: the short design (see newSnapShort), a kind of portrait
	// layout: plates, buttons and the info line of its own.
	short  bool
	plates [snap.MaxPlayers]ui.Rect
	btns   [snap.MaxPlayers][2]ui.Rect
	info   ui.Rect
	half   float64
	// corners are the short design's bottom corners beside the person's
	// seat: his buttons, or the replay's controls.
	corners [2]ui.Rect
	// countdown is where 3-2-1-los is shown: beside the centre pile, on
	// free felt.
	countdown ui.Rect
	// controls: the replay's controls are on the screen (replayButtons).
	controls bool
	// hints are where the table says what the calls mean: both in
	// hints[0] in a corner of a landscape table; beside the person's seat,
	// Schnapp on the left and Schnipp on the right, on a narrow or short
	// one. None at the replay.
	hints [2]ui.Rect
	// mistakes are where a false call of each seat is shown (mistakeSpot).
	mistakes [snap.MaxPlayers]ui.Rect
	// news is where the table's banner (a quartet set aside, a tie)
	// stands: under the centre pile, or beside it where a low screen has
	// a seat under it (newsSpot).
	news ui.Rect
}

// newSnapLayout lays out a table of players seats; people are the seats
// played at this screen, which get buttons; controls keeps the bottom of a
// narrow screen free for the replay's buttons.
func newSnapLayout(lw, lh float64, players int, people [snap.MaxPlayers]bool, controls bool) snapLayout {
	var l snapLayout
	switch {
	case isShortScreen(lw, lh):
		l = newSnapShort(lw, lh, players, people, controls)
	case lw < game.DesignW:
		l = newSnapPortrait(lw, lh, players, people, controls)
	default:
		l = newSnapWide(lw, lh, players, people, controls)
	}
	for p := range players {
		l.mistakes[p] = l.mistakeSpot(p)
	}
	l.news = l.newsSpot()
	return l
}

// bannerLineH is the height of a line of the table's banner.
const bannerLineH = 32

// newsSpot finds the table banner's place near the centre pile: a line
// under it as wide as the screen allows where that touches nothing on the
// table; else narrower places of two or three lines, under the pile, over
// its label, or beside it; else the hint's place (see underBanner); else
// under the centre pile anyway.
func (l *snapLayout) newsSpot() ui.Rect {
	taken := append(l.taken(), l.countdown)
	cx, cy := l.centreX+l.cardW/2, l.centreY+l.cardH/2
	wide := min(l.lw-2*spMargin, 560)
	under := ui.Rect{X: cx - wide/2, Y: l.centreY + l.cardH + 40 - bannerLineH/2, W: wide, H: bannerLineH}
	for _, w := range []float64{wide, 420, 320, 240, 180, 140} {
		if w > wide {
			continue
		}
		// Narrower places take more lines: two, and three at the least.
		h := float64(bannerLineH)
		switch {
		case w < 180:
			h = 3 * bannerLineH
		case w < 420:
			h = 2 * bannerLineH
		}
		for _, r := range []ui.Rect{
			{X: cx - w/2, Y: l.centreY + l.cardH + 40 - h/2, W: w, H: h},
			{X: cx - w/2, Y: l.centreY + l.cardH + 6, W: w, H: h},
			{X: cx - w/2, Y: l.centreY - 26 - 4 - h, W: w, H: h},
			{X: l.centreX + l.cardW + 16, Y: cy - h/2, W: w, H: h},
			{X: l.centreX - 16 - w, Y: cy - h/2, W: w, H: h},
		} {
			if ui.Inside(r, l.lw, l.lh) && !slices.ContainsFunc(taken, r.Overlaps) {
				return r
			}
		}
	}
	// A crowded table of a low screen: the hint's place beside the
	// person's seat, whose words give way to the banner while it shows.
	if h := l.hints[0]; h.W >= 120 && h.H >= 2*bannerLineH {
		return h
	}
	return under
}

// newSnapWide lays the table out on a landscape screen: the seats around
// an oval, the hint in a corner.
func newSnapWide(lw, lh float64, players int, people [snap.MaxPlayers]bool, controls bool) snapLayout {
	l := snapLayout{lw: lw, lh: lh, players: players, cardW: 78, smallW: 26, half: 8, controls: controls}
	l.cardH = ui.CardH(l.cardW)
	l.centreX, l.centreY = lw/2-l.cardW/2, lh/2-l.cardH/2-10
	rx, ry := lw/2-230, lh/2-150
	for p := range players {
		// Seat 0 at the bottom, the others clockwise.
		a := math.Pi/2 + 2*math.Pi*float64(p)/float64(players)
		l.seatX[p] = lw/2 + rx*math.Cos(a)
		l.seatY[p] = lh/2 - 10 + ry*math.Sin(a)
	}
	for p := range players {
		if people[p] {
			l.btns[p] = l.freeButtons(p)
		}
	}
	if !controls {
		l.hints[0] = l.wideHint()
	}
	l.countdown = l.freeSpot(130, 64)
	return l
}

// freeButtons places seat p's column of two buttons in the landscape
// layout: left of its stack where that is free, else right of its pile,
// either a little higher or lower, so that no button lies over another
// seat's cards or name plate (six seats bring the neighbours' plates close
// to the bottom seat), the centre pile or buttons placed before.
func (l *snapLayout) freeButtons(p int) [2]ui.Rect {
	var taken []ui.Rect
	taken = append(taken, ui.Rect{X: l.centreX, Y: l.centreY - 26, W: l.cardW, H: l.cardH + 26})
	for q := range l.players {
		sx, sy := l.stack(q)
		px, py := l.pile(q)
		taken = append(taken, ui.Rect{X: sx, Y: sy, W: l.cardW, H: l.cardH}, ui.Rect{X: px, Y: py, W: l.cardW, H: l.cardH}, l.panel(q))
		if q < p && l.btns[q][0].W > 0 {
			taken = append(taken, l.btns[q][0], l.btns[q][1])
		}
		// The word of a call stands over the pile.
		taken = append(taken, ui.Rect{X: px + l.cardW/2 - 60, Y: py - 50, W: 120, H: 50})
	}
	sx, sy := l.stack(p)
	px, _ := l.pile(p)
	column := func(x, y float64) [2]ui.Rect {
		return [2]ui.Rect{{X: x, Y: y, W: 120, H: 44}, {X: x, Y: y + 52, W: 120, H: 44}}
	}
	first := column(sx-128, sy)
	for _, dy := range []float64{0, -48, -96, -120, 48} {
		for _, x := range []float64{sx - 128, px + l.cardW + 8} {
			c := column(x, sy+dy)
			if c[0].X < 4 || c[0].Y < 4 || c[1].X+c[1].W > l.lw-4 || c[1].Y+c[1].H > l.lh-4 {
				continue
			}
			free := true
			for _, r := range taken {
				if c[0].Crosses(r) || c[1].Crosses(r) {
					free = false
					break
				}
			}
			if free {
				return c
			}
		}
	}
	return first
}

// Portrait measures of Schnipp Schnapp, in logical units.
const (
	spMargin  = 8.0
	spGap     = 6.0  // between the columns, and a seat's stack and pile
	spPlateH  = 48.0 // a name plate: the name and the count of cards
	spLabelH  = 24.0 // over the centre pile: its name
	spInfoH   = 26.0 // the deal code's line
	spMaxCard = 96.0
	spButtonH = 64.0 // the least height of a person's buttons
	spRowGap  = 34.0 // the least gap between the rows: room for a call's word
	spReplayH = 48.0 // the replay's buttons
)

// snapCells are the grid cells (column, row) of the seats after seat 0,
// clockwise from the bottom, for 1 to 5 of them: the centre pile lies at
// (1, 1) and seat 0 at (1, 2).
var snapCells = [...][][2]int{
	{{1, 0}},
	{{0, 0}, {2, 0}},
	{{0, 1}, {1, 0}, {2, 1}},
	{{0, 1}, {0, 0}, {2, 0}, {2, 1}},
	{{0, 1}, {0, 0}, {1, 0}, {2, 0}, {2, 1}},
}

// newSnapPortrait lays the table out for a narrow screen: the seats in
// three columns around the centre pile, seat 0 under it, the deal code's
// line and then the people's Schnapp and Schnipp buttons across the bottom,
// big enough to play by touch.
func newSnapPortrait(lw, lh float64, players int, people [snap.MaxPlayers]bool, controls bool) snapLayout {
	l := snapLayout{lw: lw, lh: lh, players: players, smallW: 26, half: spGap / 2, portrait: true, controls: controls}
	var humans []int
	for p := range players {
		if people[p] {
			humans = append(humans, p)
		}
	}
	cellW := (lw - 2*spMargin - 2*spGap) / 3
	// The band of buttons: one pair side by side for one person, a column
	// of two for each of several, under a line with the person's name.
	bandH := 0.0
	if controls {
		bandH = spReplayH
	} else if len(humans) == 1 {
		bandH = spButtonH
	} else if len(humans) > 1 {
		bandH = 2*spButtonH*0.75 + spGap + 20
	}
	bottom := lh - spMargin - bandH - spInfoH
	if bandH > 0 {
		bottom -= spGap
	}
	// The cards as big as the cells and the height allow, with room over
	// the top row for a call's word too.
	head := spMargin + spRowGap - 8
	rows := 3.0
	fixed := rows*(4+spPlateH) + spLabelH + (rows-1)*spRowGap
	l.cardW = math.Floor(math.Min(spMaxCard, math.Min((cellW-spGap)/2, (bottom-head-fixed)/rows/ui.CardRatio)))
	l.cardH = ui.CardH(l.cardW)
	cellH := l.cardH + 4 + spPlateH
	gridH := rows*cellH + spLabelH + (rows-1)*spRowGap
	spare := bottom - head - gridH
	// What is left makes the buttons bigger (up to twice), then the gaps
	// between the rows, then lies above and below the grid.
	if bandH > 0 && spare > 0 && !controls {
		more := math.Min(spare*0.4, bandH)
		bandH += more
		spare -= more
	}
	gapY := spRowGap + math.Max(0, math.Min(spare/2, l.cardH*0.4))
	spare -= 2 * (gapY - spRowGap)
	top := head + math.Max(0, spare/2)
	rowTop := func(r int) float64 {
		y := top + float64(r)*(cellH+gapY)
		if r > 0 {
			y += spLabelH
		}
		return math.Floor(y)
	}
	cell := func(p, c, r int) {
		x := spMargin + float64(c)*(cellW+spGap)
		y := rowTop(r)
		l.seatX[p], l.seatY[p] = x+cellW/2, y+l.cardH/2
		l.plates[p] = ui.Rect{X: x, Y: y + l.cardH + 4, W: cellW, H: spPlateH}
	}
	cell(0, 1, 2)
	if players >= 2 {
		for i, c := range snapCells[players-2] {
			cell(i+1, c[0], c[1])
		}
	}
	l.centreX, l.centreY = lw/2-l.cardW/2, rowTop(1)
	bandY := lh - spMargin - bandH
	l.info = ui.Rect{X: spMargin, Y: bandY - spGap - spInfoH, W: lw - 2*spMargin, H: spInfoH}
	if bandH == 0 {
		l.info.Y = lh - spMargin - spInfoH
	}
	switch {
	case len(humans) == 1:
		w := (lw - 2*spMargin - spGap) / 2
		p := humans[0]
		l.btns[p] = [2]ui.Rect{{X: spMargin, Y: bandY, W: w, H: bandH}, {X: spMargin + w + spGap, Y: bandY, W: w, H: bandH}}
	case len(humans) > 1:
		n := float64(len(humans))
		w := (lw - 2*spMargin - (n-1)*spGap) / n
		bh := (bandH - 20 - spGap) / 2
		for i, p := range humans {
			x := spMargin + float64(i)*(w+spGap)
			l.btns[p] = [2]ui.Rect{{X: x, Y: bandY + 20, W: w, H: bh}, {X: x, Y: bandY + 20 + bh + spGap, W: w, H: bh}}
		}
	}
	if !controls {
		// The hint in the free cells beside the person's seat, over his
		// Schnapp and Schnipp buttons.
		y := rowTop(2) + 4
		l.hints = [2]ui.Rect{{X: spMargin, Y: y, W: cellW, H: cellH - 4}, {X: lw - spMargin - cellW, Y: y, W: cellW, H: cellH - 4}}
	}
	l.countdown = l.freeSpot(130, 64)
	return l
}

// taken are the rectangles of everything on the table but the callouts:
// each seat's stack, pile, name plate and buttons (any seat may be a
// person's), the centre pile with its label, and the hint.
func (l *snapLayout) taken() []ui.Rect {
	out := append(l.parts(), l.hints[0], l.hints[1])
	for p := range l.players {
		a, b := l.Buttons(p)
		out = append(out, a, b)
	}
	return out
}

// parts are the seats' cards and name plates and the centre pile with its
// label: taken without buttons and hint.
func (l *snapLayout) parts() []ui.Rect {
	out := []ui.Rect{{X: l.centreX, Y: l.centreY - 26, W: l.cardW, H: l.cardH + 26}}
	for p := range l.players {
		sx, sy := l.stack(p)
		px, py := l.pile(p)
		out = append(out, ui.Rect{X: sx, Y: sy, W: l.cardW, H: l.cardH}, ui.Rect{X: px, Y: py, W: l.cardW, H: l.cardH}, l.panel(p))
	}
	return out
}

// freeSpot finds room of w by h near the centre pile: right of it, left
// of it, or further out, whichever first touches nothing on the table.
func (l *snapLayout) freeSpot(w, h float64) ui.Rect {
	taken := l.taken()
	cy := l.centreY + l.cardH/2 - h/2
	right, left := l.centreX+l.cardW+24, l.centreX-24-w
	first := ui.Rect{X: right, Y: cy, W: w, H: h}
	for _, x := range []float64{right, left, right + 60, left - 60, right + 120, left - 120} {
		for _, dy := range []float64{0, -40, 40, -80, 80} {
			r := ui.Rect{X: x, Y: cy + dy, W: w, H: h}
			if !slices.ContainsFunc(taken, r.Overlaps) {
				return r
			}
		}
	}
	// A crowded upright table: under the centre pile or over its label,
	// in the gap between the rows.
	cx := l.centreX + l.cardW/2 - w/2
	for _, y := range []float64{l.centreY + l.cardH + 2, l.centreY - 26 - h - 2} {
		r := ui.Rect{X: cx, Y: y, W: w, H: h}
		if r.Y >= 0 && r.Y+r.H <= l.lh && !slices.ContainsFunc(taken, r.Overlaps) {
			return r
		}
	}
	return first
}

// turn lays seat bottom out where seat 0 was, the others clockwise after
// it, each with its plate, buttons and banner.
func (l *snapLayout) turn(bottom int) {
	o := *l
	for p := range l.players {
		d := (p - bottom + l.players) % l.players
		l.seatX[p], l.seatY[p], l.plates[p], l.btns[p], l.mistakes[p] = o.seatX[d], o.seatY[d], o.plates[d], o.btns[d], o.mistakes[d]
	}
}

// calloutYs are where seat p's call and its reaction time stand, over
// its pile, and the size of the call's letters: a seat at the top edge of
// a low screen (a phone held sideways) has less room over its pile, and
// its call is set smaller and closer rather than over the screen's edge.
func (l *snapLayout) calloutYs(p int) (text, sub, size float64) {
	_, y := l.pile(p)
	if y-30-calloutHalf(30) >= 0 {
		return y - 30, y - 8, 30
	}
	return max(y-26, calloutHalf(22)), y - 7, 22
}

// calloutHalf is half the height of a call's letters of size px over
// their middle (the font's capitals are 0.73 of its size), with air.
func calloutHalf(size float64) float64 { return size*0.37 + 2 }

// mistake is the banner of a false call by seat p: beside its seat, on
// free felt (mistakeSpot).
func (l *snapLayout) mistake(p int) ui.Rect { return l.mistakes[p] }

// stack and pile are the top-left corners of seat p's face-down stack and
// face-up pile, side by side around the seat's point.
func (l *snapLayout) stack(p int) (float64, float64) {
	return l.seatX[p] - l.cardW - l.half, l.seatY[p] - l.cardH/2
}

func (l *snapLayout) pile(p int) (float64, float64) {
	return l.seatX[p] + l.half, l.seatY[p] - l.cardH/2
}

// panel is seat p's name plate under its cards.
func (l *snapLayout) panel(p int) ui.Rect {
	if l.portrait {
		return l.plates[p]
	}
	return ui.Rect{X: l.seatX[p] - 150, Y: l.seatY[p] + l.cardH/2 + 6, W: 300, H: 50}
}

// quartets is where seat p's quartets begin: the right half of its name
// plate (the right part of a narrow one, beside the count of cards).
func (l *snapLayout) quartets(p int) (float64, float64) {
	b := l.panel(p)
	if l.short {
		// Under the name and the count.
		return b.X + 8, b.Y + 46
	}
	if l.portrait {
		return b.X + b.W*0.58, b.Y + (b.H-ui.CardH(l.smallW))/2
	}
	return b.X + b.W*0.6, b.Y + (b.H-ui.CardH(l.smallW))/2
}

// quartetStep is how far apart the fans of a seat with n quartets lie: a
// narrow plate brings them closer so that they stay on it.
func (l *snapLayout) quartetStep(p, n int) float64 {
	if !l.portrait || n < 2 {
		return 9
	}
	x, _ := l.quartets(p)
	b := l.panel(p)
	room := b.X + b.W - 4 - x - l.smallW - 6
	return math.Min(9, room/float64(n-1))
}

// Buttons are a person's on-screen Schnapp and Schnipp buttons, beside his
// stack and pile (across the bottom of a narrow screen).
func (l *snapLayout) Buttons(p int) (ui.Rect, ui.Rect) {
	if l.portrait {
		return l.btns[p][0], l.btns[p][1]
	}
	if l.btns[p][0].W > 0 {
		return l.btns[p][0], l.btns[p][1]
	}
	x, y := l.stack(p)
	return ui.Rect{X: x - 128, Y: y, W: 120, H: 44}, ui.Rect{X: x - 128, Y: y + 52, W: 120, H: 44}
}
