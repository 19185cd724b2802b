package board

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// codeRect, rulesRect: the deal code and the rules link, over the buttons.
func (b *Board) codeRect() ui.Rect {
	g := &b.Geom
	if g.short {
		_, _, code := b.sideInfo()
		return code
	}
	if g.narrow {
		// The middle third of the info line.
		third := (g.LW - 2*nMargin) / 3
		return ui.Rect{X: nMargin + third, Y: g.infoY - nInfoH/2, W: third, H: nInfoH}
	}
	r := b.Geom.Button(3)
	return ui.Rect{X: r.X - 20, Y: r.Y + r.H - 24, W: r.W + 40, H: 24}
}

// linkLabel names the link in the rules link's place: the rules in a
// replay, else the sheet (Continue, Rules, Menu), which offers them.
func (b *Board) linkLabel(keyboard bool) string {
	if b.rp != nil {
		return ui.RulesLabel(b.text, keyboard)
	}
	return shell.MenuLabel(b.text, keyboard)
}

func (b *Board) RulesRect() ui.Rect {
	g := &b.Geom
	if g.short {
		_, link, _ := b.sideInfo()
		return link
	}
	if g.narrow {
		third := (g.LW - 2*nMargin) / 3
		return ui.Rect{X: nMargin + 2*third, Y: g.infoY - nInfoH/2, W: third, H: nInfoH}
	}
	r := b.codeRect()
	r.Y -= 30
	return r
}

// nextButton is the end panel's button.
func (b *Board) nextButton() ui.Rect {
	p := b.endRect()
	w := math.Min(300, p.W-24)
	return ui.Rect{X: p.X + p.W/2 - w/2, Y: p.Y + p.H - 80, W: w, H: 56}
}

// EndButtons are the end of a match's buttons (a new match, the menu), in
// the end panel's place of the next round's button.
func (b *Board) EndButtons() [2]ui.Rect {
	p := b.endRect()
	r := shell.EndButtons(p.W-16, p.Y+p.H-80)
	for i := range r {
		r[i].X += p.X + 8
	}
	return r
}

func (b *Board) geomCoverButton() ui.Rect {
	g := &b.Geom
	if g.narrow {
		return ui.Rect{X: nMargin * 2, Y: g.LH/2 + 40, W: g.LW - 4*nMargin, H: 64}
	}
	return ui.Rect{X: g.LW/2 - 220, Y: g.LH/2 + 40, W: 440, H: 64}
}

// windowButton is seat p's button in a real-time window: under its panel,
// or above the hand for the bottom seat.
func (b *Board) windowButton(p int) ui.Rect {
	g := &b.Geom
	if g.short && p == b.Bottom {
		// The lowest place of the column's buttons: a window offers no
		// other.
		return g.Button(0)
	}
	if g.narrow || g.short {
		// The row of buttons, or over the cards of the seat's panel.
		if p == b.Bottom {
			return ui.Rect{X: g.LW/2 - 120, Y: g.buttonsY, W: 240, H: g.buttonH}
		}
		r := g.panel(b.opponent(p))
		w := math.Min(200, r.W-2*nPanelIn)
		return ui.Rect{X: r.X + r.W/2 - w/2, Y: r.Y + r.H - nPanelIn - 48, W: w, H: 48}
	}
	if p == b.Bottom {
		return ui.Rect{X: g.LW/2 - 120, Y: g.statusY - 70, W: 240, H: 52}
	}
	r := g.panel(b.opponent(p))
	return ui.Rect{X: r.X + r.W/2 - 100, Y: r.Y + r.H + 6, W: 200, H: 40}
}

// Draw paints the board. It only reads what Update laid out.
func (b *Board) Draw(screen *ebiten.Image, ctx *game.Context) {
	if b.text == nil || b.Geom.LW == 0 {
		return
	}
	b.screen, b.ctx = screen, ctx
	ctx.Paint.DrawFelt(screen)
	b.drawPanels(ctx)
	b.drawZones(ctx)
	b.Motion.Each(b.drawCard)
	b.drawCountChips(ctx)
	if b.rp != nil {
		b.drawReplay(ctx)
	} else {
		b.drawChoices(ctx)
		b.drawUndo(ctx)
	}
	b.drawSide(ctx)
	b.drawStatus(ctx)
	// The log over the rest: on a phone it opens over the opponents and
	// the middle.
	b.drawLog(ctx)
	switch {
	case b.round.IsOver() && b.EndShown:
		b.drawEnd(ctx)
	case b.Cover:
		b.handOver.Draw(b.screen, ctx, b.text, b.names[b.Bottom], b.Geom.LW, b.Geom.LH, nMargin, b.geomCoverButton())
	}
	b.Explain.Draw(b.screen, ctx, b.Geom.LW, b.Geom.LH)
}

// drawPanels paints the other seats' panels and the bottom seat's name.
func (b *Board) drawPanels(ctx *game.Context) {
	g := &b.Geom
	s := ctx.Scale
	name := sprites.Face(20*s, true)
	to := b.round.ToMove()
	for p := range b.Setup.Players {
		if p == b.Bottom {
			continue
		}
		r := g.panel(b.opponent(p))
		ctx.Paint.DrawPanel(b.screen, r.X*s, r.Y*s, r.W*s, r.H*s, 12*s, ui.PanelInk)
		if !b.Dealing && contains(to, p) {
			ctx.Art.DrawOutline(b.screen, (r.X-2)*s, (r.Y-2)*s, (r.W+4)*s, (r.H+4)*s, 3*s, ui.ActiveInk)
		}
		ny, size, least := r.Y+18, 20.0, 20.0
		switch {
		case g.short:
			// The short design has no height for a line of its own:
			// a smaller name, higher up, clear of the labels under it.
			ny, size, least = r.Y+13, 17, 14
		case g.narrow:
			ny, size, least = r.Y+16, 20, 15
		}
		nm, nf := b.fitName(p, size, least, r.W-2*nPanelIn-26, s)
		ctx.Paint.DrawText(b.screen, nm, nf, (r.X+14)*s, ny*s, ui.TextColor, sprites.Left)
		if p == b.round.Dealer() {
			b.drawChip(ctx, r.X+r.W-22, ny, 22, 22, 14, b.text.Dealer)
		}
	}
	y := g.statusY + 40
	if g.short {
		// In the side column, when people share the screen.
		if !g.nameLine {
			return
		}
		nf := ui.FitFace(b.names[b.Bottom], 20, 15, g.sideW-30, s, true)
		ctx.Paint.DrawText(b.screen, b.names[b.Bottom], nf, g.sideX*s, g.nameY*s, ui.TextColor, sprites.Left)
		if b.Bottom == b.round.Dealer() {
			b.drawChip(ctx, g.sideX+g.sideW-11, g.nameY, 22, 22, 14, b.text.Dealer)
		}
		return
	}
	if g.narrow {
		// The bottom seat's name has a line only when people share the
		// screen; alone, the hand is plainly his own.
		if !g.nameLine {
			return
		}
		y = g.nameY
	}
	ctx.Paint.DrawText(b.screen, b.names[b.Bottom], name, 28*s, y*s, ui.TextColor, sprites.Left)
	if b.Bottom == b.round.Dealer() {
		w, _ := sprites.MeasureText(b.names[b.Bottom], name)
		b.drawChip(ctx, 28+w/s+20, y, 22, 22, 14, b.text.Dealer)
	}
}

// fitName is seat p's name fitted to room in its panel (a name a person
// chose may be long), cut only when even the least size is too wide; the
// result is kept while the name and its room stay.
func (b *Board) fitName(p int, size, least, room, s float64) (string, *sprites.TextFace) {
	for len(b.nameFit) <= p {
		b.nameFit = append(b.nameFit, ui.Fitted{})
	}
	face, out := b.nameFit[p].FitLine(b.names[p], size, least, room, s, true)
	return out, face
}

// drawChip paints a chip of w×h centred on x, y with text on it in bold
// of size: the dealer's mark beside a name, a count on a pile.
func (b *Board) drawChip(ctx *game.Context, x, y, w, h, size float64, text string) {
	s := ctx.Scale
	ctx.Paint.DrawPanel(b.screen, (x-w/2)*s, (y-h/2)*s, w*s, h*s, h/2*s, ui.ChipInk)
	ctx.Paint.DrawText(b.screen, text, sprites.Face(size*s, true), x*s, y*s, ui.DarkText, sprites.Center)
}

// drawZones paints each zone's label and the outline of an empty place.
func (b *Board) drawZones(ctx *game.Context) {
	s := ctx.Scale
	// The labels are laid out once for the frame, all lines together.
	b.layLabels(s)
	for i, z := range b.tb.zones {
		bx := &b.boxes[i]
		if p := &b.lbl[i]; p.out != "" {
			ctx.Paint.DrawText(b.screen, p.out, p.face, (p.x+p.w/2)*s, p.y*s, ui.DimText, sprites.Center)
		}
		if len(z.cards) == 0 || z.kind == zRow {
			n := max(z.slots, 1)
			if z.kind != zRow {
				n = 1
			}
			for k := len(z.cards); k < n; k++ {
				x := bx.r.X + float64(k)*bx.w*1.15
				ctx.Art.DrawOutline(b.screen, x*s, bx.r.Y*s, bx.w*s, ui.CardH(bx.w)*s, 2*s, ui.PileInk)
			}
		}
		if z.mark {
			h := ui.CardH(bx.w)
			ctx.Art.DrawOutline(b.screen, (bx.r.X-5)*s, (bx.r.Y-5)*s, (bx.r.W+10)*s, (h+10)*s, 3*s, ui.ActiveInk)
		}
	}
}

// labelY is the middle of zone i's label: over the zone's place, and over
// the top of a pile grown up with its cards, so a tall pile never covers
// the label that counts it.
func (b *Board) labelY(i int) float64 {
	bx := &b.boxes[i]
	top := bx.r.Y
	for _, p := range bx.poses {
		top = math.Min(top, p.Y)
	}
	if b.Geom.short && b.tb.zones[i].kind == zFan {
		// The short design has no height to spare: a hand's label stays
		// where it is when a selected card stands out of it.
		top = bx.r.Y
	}
	if b.tb.zones[i].mark {
		// Above the mark's outline and its glow (drawZones).
		return top - 12 - markReach
	}
	if b.tb.zones[i].kind == zFan && !b.Geom.short {
		// Above the outlines of the hand's cards to press (drawChoices).
		return top - 12 - targetReach
	}
	return top - 12
}

// targetReach is how far above a card its outline as a choice (3 out, 3
// thick) reaches beyond a label's usual gap.
const targetReach = 6.0

// markReach is how far above a marked zone's place its outline (5 out, 3
// thick) and that outline's glow (11) reach beyond a label's usual gap.
const markReach = 16.0

// labelBox is where zone i's label is drawn, with its text and face (see
// layLabels, which it runs: for one label, not a frame's worth).
func (b *Board) labelBox(i int, s float64) (ui.Rect, string, *sprites.TextFace) {
	b.layLabels(s)
	if i >= len(b.lbl) || b.lbl[i].out == "" {
		return ui.Rect{}, "", nil
	}
	p := &b.lbl[i]
	return ui.Rect{X: p.x, Y: p.y - 8, W: p.w, H: 16}, p.out, p.face
}

// labelPlaced is a zone's label as layLabels lays it: its text as drawn,
// where it starts and how wide it is, over the middle of its zone (cx) on
// its line (y), within lo and hi.
type labelPlaced struct {
	out          string
	face         *sprites.TextFace
	x, w, cx, y  float64
	lo, hi, room float64
	// chip is the count an upright phone's narrow panel shows on its pile
	// instead of in a label too long for the panel (see countChip).
	chip string
}

// labelGap is the least room between two labels of a line.
const labelGap = 8.0

// layLabels lays out every zone's label: centred over its zone, and where
// two on a line would run into each other they move apart, as far as
// their panel or the screen lets them; only a label that still finds no
// room is set smaller, then cut (keeping its count). A label wider than
// its card ("Gewonnen 6" over one card beside "Stapel 14") is so read in
// full.
func (b *Board) layLabels(s float64) {
	n := len(b.tb.zones)
	for len(b.lbl) < n {
		b.lbl = append(b.lbl, labelPlaced{})
	}
	b.lbl = b.lbl[:n]
	for i := range n {
		p := &b.lbl[i]
		text := b.labelText(i)
		if text == "" {
			*p = labelPlaced{}
			continue
		}
		lo, hi := b.labelBounds(i)
		r := b.boxes[i].r
		*p = labelPlaced{cx: r.X + r.W/2, y: b.labelY(i), lo: lo, hi: hi, room: hi - lo}
		b.fitLabel(i, text, s, 0)
	}
	for i := range n {
		if b.lbl[i].out == "" {
			continue
		}
		// Once per line: i is its first label.
		first := true
		for j := range i {
			if b.lbl[j].out != "" && math.Abs(b.lbl[j].y-b.lbl[i].y) < 18 {
				first = false
				break
			}
		}
		if !first {
			continue
		}
		line := b.lblLine[:0]
		for j := i; j < n; j++ {
			if b.lbl[j].out != "" && math.Abs(b.lbl[j].y-b.lbl[i].y) < 18 {
				// In order of their zones, left to right.
				k := len(line)
				line = append(line, j)
				for ; k > 0 && b.lbl[line[k-1]].cx > b.lbl[j].cx; k-- {
					line[k] = line[k-1]
				}
				line[k] = j
			}
		}
		b.lblLine = line
		if !b.spread(line) {
			// No room for them all: each gets the room up to its
			// neighbours' middles, is fitted to it, and they are
			// spread again.
			for k, j := range line {
				room := b.lbl[j].hi - b.lbl[j].lo
				if k > 0 {
					room = math.Min(room, b.lbl[j].cx-b.lbl[line[k-1]].cx-labelGap)
				}
				if k < len(line)-1 {
					room = math.Min(room, b.lbl[line[k+1]].cx-b.lbl[j].cx-labelGap)
				}
				b.lbl[j].room = room
				b.fitLabel(j, b.labelText(j), s, 1)
			}
			b.spread(line)
		}
	}
}

// fitLabel fits zone i's label text to its room, through the board's
// caches of fitted labels, and sets its width. A crowded line fits its
// labels twice (see layLabels), first to their bounds, then to the room
// between their neighbours: each pass has its own caches, so a frame at
// rest finds both fits made and fits nothing anew.
func (b *Board) fitLabel(i int, text string, s float64, pass int) {
	p := &b.lbl[i]
	p.chip = ""
	p.face, p.out = b.fitIn(&b.fitted[pass], i, text, s)
	if p.out == text {
		return
	}
	word, num, ok := b.countChip(i, text)
	if !ok {
		// The short form, where the zone has one for its label.
		if sh := b.shortText(i); sh != "" && text == b.tb.zones[i].label {
			p.face, p.out = b.fitIn(&b.shortFit[pass], i, sh, s)
		}
		return
	}
	// The count goes onto the pile; above it stands the word, or the
	// short form, whole, or nothing.
	p.chip = num
	if p.face, p.out = b.fitIn(&b.wordFit[pass], i, word, s); p.out == word {
		return
	}
	if sh := b.shortText(i); sh != "" {
		if p.face, p.out = b.fitIn(&b.shortFit[pass], i, sh, s); p.out == sh {
			return
		}
	}
	p.out, p.w = "", 0
}

// fitIn fits text to zone i's label room through the cache of zone i in
// cs, one of the board's caches of fitted labels (one per text a label may
// say and per pass of layLabels, so a frame at rest finds every fit made
// and measures nothing), and sets the label's width.
func (b *Board) fitIn(cs *[]ui.Fitted, i int, text string, s float64) (*sprites.TextFace, string) {
	for len(*cs) <= i {
		*cs = append(*cs, ui.Fitted{})
	}
	c := &(*cs)[i]
	p := &b.lbl[i]
	face, out := c.FitLine(text, b.labelSize(i), 14, p.room, s, false)
	p.w = c.W
	return face, out
}

// countChip splits zone i's label text into its word and its count when
// the narrow design of an upright phone should show the count on the
// pile: the zone is a pile of another seat's panel or of the middle, and
// its label ends in a count ("Stapel 12", "Gewonnen 4", or "Stapel 1 (3)":
// the first pile, of three cards), not a place or a list ("Raus – Platz 2",
// "übrig: 3 7 12").
func (b *Board) countChip(i int, text string) (word, num string, ok bool) {
	z := &b.tb.zones[i]
	if !b.Geom.narrow || z.owner == b.Bottom || z.kind != zPile || z.place {
		return "", "", false
	}
	if k := strings.LastIndex(text, " ("); k > 0 && strings.HasSuffix(text, ")") {
		if _, err := strconv.Atoi(text[k+2 : len(text)-1]); err == nil {
			return text[:k], text[k+2 : len(text)-1], true
		}
		return "", "", false
	}
	return ui.SplitCount(text)
}

// drawCountChips paints the counts that narrow panels show on their piles
// (countChip), over the piles' cards: at a pile's bottom right, clear of
// the value in its top left corner.
func (b *Board) drawCountChips(ctx *game.Context) {
	for i := range b.tb.zones {
		if i >= len(b.lbl) || b.lbl[i].chip == "" {
			continue
		}
		bx := &b.boxes[i]
		b.drawChip(ctx, bx.r.X+bx.w-4, bx.r.Y+ui.CardH(bx.w)-4, 24, 18, 13, b.lbl[i].chip)
	}
}

// spread places the labels of a line, in order, each as near the middle of
// its zone as its neighbours and its bounds let it; it reports whether
// they all fit without touching.
func (b *Board) spread(line []int) bool {
	for _, j := range line {
		p := &b.lbl[j]
		p.x = math.Max(p.lo, math.Min(p.hi-p.w, p.cx-p.w/2))
	}
	for k := 1; k < len(line); k++ {
		p, q := &b.lbl[line[k-1]], &b.lbl[line[k]]
		q.x = math.Max(q.x, p.x+p.w+labelGap)
	}
	for k := len(line) - 1; k >= 0; k-- {
		p := &b.lbl[line[k]]
		p.x = math.Min(p.x, p.hi-p.w)
		if k < len(line)-1 {
			p.x = math.Min(p.x, b.lbl[line[k+1]].x-labelGap-p.w)
		}
	}
	for k, j := range line {
		p := &b.lbl[j]
		if p.x < p.lo-0.5 || p.x+p.w > p.hi+0.5 {
			return false
		}
		if k > 0 {
			q := &b.lbl[line[k-1]]
			if q.x+q.w+labelGap > p.x+0.5 {
				return false
			}
		}
	}
	return true
}

// drawCard paints one card; a face-down place is drawn as a back only.
func (b *Board) drawCard(id int, p sprites.Pose, lift float64) {
	s := b.ctx.Scale
	c := card.None
	switch {
	case id >= copyBase:
		c = ui.CardOf(id - copyBase)
	case id < hiddenBase:
		c = ui.CardOf(id)
	default:
		p.FaceUp = false
	}
	px := sprites.Pose{X: p.X * s, Y: p.Y * s, W: p.W * s, Angle: p.Angle, FaceUp: p.FaceUp}
	b.ctx.Art.DrawCard(b.screen, c, px, lift, b.Motion.FlipX(id))
}

// drawChoices outlines what the person can press and paints the buttons.
func (b *Board) drawChoices(ctx *game.Context) {
	s := ctx.Scale
	if b.CanAct() && !b.Motion.Moving() {
		ts := b.Targets()
		for i, t := range ts {
			r := b.SpotRect(t)
			ink := ui.ActiveInk
			if b.keys && i == b.focus {
				ink = color.NRGBA{255, 255, 255, 255}
			}
			ctx.Art.DrawOutline(b.screen, (r.X-3)*s, (r.Y-3)*s, (r.W+6)*s, (r.H+6)*s, 3*s, ink)
		}
	}
	face := sprites.Face(20*s, true)
	in := &ctx.Input
	k := 0
	act := b.CanAct()
	for i := range b.tb.choices {
		c := &b.tb.choices[i]
		if c.zone >= 0 {
			continue
		}
		r := b.Geom.Button(k)
		k++
		st := sprites.Disabled
		if act {
			st = sprites.Normal
			if ui.Hovered(ctx, r) {
				st = sprites.Hover
			}
		}
		label, f := b.buttonLabel(c, in.Keyboard, r, s, face)
		ctx.Paint.DrawButton(b.screen, r.X*s, r.Y*s, r.W*s, r.H*s, label, f, st)
	}
	if b.windowT > 0 {
		for _, p := range b.round.ToMove() {
			if !b.Setup.Human(p) {
				continue
			}
			for _, c := range b.windowChoices(p) {
				r := b.windowButton(p)
				label := c.Shown(in.Keyboard, b.text)
				ctx.Paint.DrawButton(b.screen, r.X*s, r.Y*s, r.W*s, r.H*s, label, ui.FitFace(label, 20, 14, r.W-16, s, true), sprites.Normal)
				break
			}
		}
	}
}

// SpotRect is the area of a spot on screen.
func (b *Board) SpotRect(t spot) ui.Rect {
	bx := &b.boxes[t.zone]
	if t.card >= 0 && t.card < len(bx.poses) {
		p := bx.poses[t.card]
		w := p.W
		if t.card+1 < len(bx.poses) && b.tb.zones[t.zone].kind == zFan && sameLine(p, bx.poses[t.card+1]) {
			// Only the part of an overlapped card that shows.
			w = math.Min(w, bx.poses[t.card+1].X-p.X-4)
		}
		return ui.Rect{X: p.X, Y: p.Y, W: w, H: ui.CardH(p.W)}
	}
	if n := len(bx.poses); n > 0 && b.tb.zones[t.zone].kind == zPile {
		p := bx.poses[n-1]
		return ui.Rect{X: p.X, Y: p.Y, W: p.W, H: ui.CardH(p.W)}
	}
	return ui.Rect{X: bx.r.X, Y: bx.r.Y, W: math.Max(bx.r.W, bx.w), H: ui.CardH(bx.w)}
}

// drawSide paints the round, the deal code and the rules link (the log of
// plays is drawLog's).
func (b *Board) drawSide(ctx *game.Context) {
	g := &b.Geom
	s := ctx.Scale
	if g.narrow {
		b.drawSideNarrow(ctx)
		return
	}
	if g.short {
		b.drawSideShort(ctx)
		return
	}
	small := sprites.Face(15*s, false)
	top := b.RulesRect()
	if b.roundLabel != "" {
		ctx.Paint.DrawText(b.screen, b.roundLabel, small, (top.X+top.W/2)*s, (top.Y-18)*s, ui.DimText, sprites.Center)
	}
	ui.DrawLink(ctx, b.screen, b.linkLabel(ctx.Input.Keyboard), small, top, ui.DimText)
	if b.codeStr != "" {
		r := b.codeRect()
		ui.DrawLink(ctx, b.screen, b.codeStr, small, r, ui.GreyText)
	}
}

func (b *Board) drawStatus(ctx *game.Context) {
	g := &b.Geom
	s := ctx.Scale
	cx := g.centerX()
	if b.tb.big != "" {
		y, big, sub := g.midTop+6, sprites.Face(34*s, true), sprites.Face(17*s, false)
		if g.narrow {
			room := g.LW - 2*nMargin
			y, big, sub = g.bigY, ui.FitFace(b.tb.big, 30, 18, room, s, true), ui.FitFace(b.tb.bigSub, 17, 14, room, s, false)
		}
		if g.short {
			b.drawBigShort(ctx)
		} else {
			ctx.Paint.DrawText(b.screen, b.tb.big, big, cx*s, y*s, ui.ActiveColor, sprites.Center)
			if b.tb.bigSub != "" {
				ctx.Paint.DrawText(b.screen, b.tb.bigSub, sub, cx*s, (y+30)*s, ui.DimText, sprites.Center)
			}
		}
	}
	if status := b.statusLine(ctx); status != "" {
		clr := ui.TextColor
		if b.CanAct() || b.round.IsOver() {
			clr = ui.ActiveColor
		}
		if g.short {
			line, face := ui.FitWrap(status, 18, 14, g.sideW, 3, s, true)
			ctx.Paint.DrawText(b.screen, line, face, (g.sideX+g.sideW/2)*s, (g.statusY2+g.statusH/2)*s, clr, sprites.Center)
		} else {
			line, face, x, y := b.statusPlace(status, s)
			ctx.Paint.DrawText(b.screen, line, face, x*s, y*s, clr, sprites.Center)
		}
	}
	if b.windowT > 0 {
		// The window closes as the bar runs out.
		w := math.Min(300, g.LW-2*nMargin)
		x := cx - w/2
		y := g.statusY + 22
		if g.narrow {
			y = g.buttonsY - 9
		}
		if g.short {
			w, x, y = g.sideW, g.sideX, g.Button(0).Y-ui.SGap/2-4
		}
		ctx.Paint.DrawPanel(b.screen, x*s, y*s, w*s, 8*s, 4*s, ui.PanelInk)
		f := float64(b.windowT) / float64(max(1, b.windowLen))
		ctx.Paint.DrawPanel(b.screen, x*s, y*s, w*f*s, 8*s, 4*s, ui.ActiveInk)
	}
	if b.msg.Shown() {
		face := sprites.Face(19*s, false)
		w, _ := sprites.MeasureText(b.msg.Text, face)
		w = w/s + 40
		y := g.midBottom - 10
		b.msg.Draw(b.screen, ctx, ui.Rect{X: cx - w/2, Y: y - 22, W: w, H: 44}, face, b.msg.Text, "")
	}
}

// statusLine is the status as the person reads it: naming keys only
// while a keyboard is in use, in words for tapping otherwise.
func (b *Board) statusLine(ctx *game.Context) string {
	if ctx.Input.Keyboard && b.statusKeys != "" {
		return b.statusKeys
	}
	return b.status
}

// drawEnd is the round's end over the table: the ranking and the button
// to go on.
func (b *Board) drawEnd(ctx *game.Context) {
	s := ctx.Scale
	tx := b.text
	p := b.endRect()
	top, pw, cx := p.Y, p.W, p.X+p.W/2
	ctx.Paint.DrawPanel(b.screen, p.X*s, top*s, pw*s, p.H*s, 16*s, ui.CoverInk)
	title := tx.RoundOver
	if b.Match.Over() {
		title = tx.MatchOver
	}
	ctx.Paint.DrawText(b.screen, title, ui.FitFace(title, 32, 20, pw-24, s, true), cx*s, (top+36)*s, ui.ActiveColor, sprites.Center)
	for i, line := range b.endLines {
		face := ui.FitFace(line, 22, 14, pw-24, s, false)
		ctx.Paint.DrawText(b.screen, line, face, cx*s, (top+80+float64(i)*34)*s, ui.TextColor, sprites.Center)
	}
	if b.Match.Over() {
		if b.Wait == 0 {
			shell.DrawEndButtons(ctx, b.screen, tx, b.EndButtons())
		}
		return
	}
	label := tx.NextRound
	r := b.nextButton()
	st := sprites.Normal
	if b.Wait > 0 {
		st = sprites.Disabled
	}
	ctx.Paint.DrawButton(b.screen, r.X*s, r.Y*s, r.W*s, r.H*s, label, sprites.Face(22*s, true), st)
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// labelBounds is the stretch of its line zone i's label stays within: its
// seat's panel, or the screen (in the short design the main area, clear of
// the side column).
func (b *Board) labelBounds(i int) (lo, hi float64) {
	if o := b.tb.zones[i].owner; o >= 0 && o != b.Bottom && o < b.Setup.Players {
		p := b.Geom.panel(b.opponent(o))
		return p.X + 6, p.X + p.W - 6
	}
	lo, hi = 0, b.Geom.LW
	if g := &b.Geom; g.short {
		lo, hi = g.mainX, g.mainX+g.mainW
	}
	return lo, hi
}

// labelRoom is the most room zone i's label may have: its bounds' width.
func (b *Board) labelRoom(i int) float64 {
	lo, hi := b.labelBounds(i)
	return hi - lo
}

// drawSideNarrow paints the info line (the round, the deal code, the
// rules link) under the opponents.
func (b *Board) drawSideNarrow(ctx *game.Context) {
	g := &b.Geom
	s := ctx.Scale
	room := g.LW - 2*nMargin
	third := room / 3
	if b.roundLabel != "" {
		ctx.Paint.DrawText(b.screen, b.roundLabel, ui.FitFace(b.roundLabel, 15, 14, third, s, false), nMargin*s, g.infoY*s, ui.DimText, sprites.Left)
	}
	top := b.RulesRect()
	clr := ui.DimText
	if ui.Hovered(ctx, top) {
		clr = ui.ActiveColor
	}
	link := b.linkLabel(ctx.Input.Keyboard)
	ctx.Paint.DrawText(b.screen, link, ui.FitFace(link, 15, 14, third, s, false), (top.X+top.W)*s, g.infoY*s, clr, sprites.Right)
	if b.codeStr != "" {
		r := b.codeRect()
		clr := ui.GreyText
		if ui.Hovered(ctx, r) {
			clr = ui.ActiveColor
		}
		ctx.Paint.DrawText(b.screen, b.codeStr, ui.FitFace(b.codeStr, 15, 14, third, s, false), (r.X+r.W/2)*s, g.infoY*s, clr, sprites.Center)
	}
}

// fittedLabel is the status as last fitted, kept while its
// text, room and scale stay, so a frame at rest fits nothing anew.
type fittedLabel struct {
	text          string
	room, s, size float64
	out           string
	face          *sprites.TextFace
}

// labelSize is the size of zone i's label: the middle's a little larger
// where there is room.
func (b *Board) labelSize(i int) float64 {
	if b.tb.zones[i].owner < 0 && !b.Geom.narrow && !b.Geom.short {
		return 17
	}
	return 15
}

// labelText is zone i's label as it reads now: while the deal runs, it
// counts only the cards that have arrived.
func (b *Board) labelText(i int) string {
	if b.Dealing && i < len(b.dealt) && b.dealt[i] != "" {
		return b.dealt[i]
	}
	return b.tb.zones[i].label
}

// shortText is zone i's short label as it reads now: while the deal runs,
// counting only the cards that have arrived.
func (b *Board) shortText(i int) string {
	if b.Dealing && i < len(b.dealtShort) && b.dealtShort[i] != "" {
		return b.dealtShort[i]
	}
	return b.tb.zones[i].short
}

// labelWidth is the width of a label at size, in layout units.
func labelWidth(text string, size float64) float64 {
	w, _ := sprites.MeasureText(text, sprites.Face(size, false))
	return w
}

// buttonLabel is choice c's label on its button r at scale s, with its
// face: in the narrow and short layouts fitted to the button; in the wide
// one in face unless too long (as a German key's name can make it), then
// smaller, and without the key where even that is too wide.
func (b *Board) buttonLabel(c *choice, keyboard bool, r ui.Rect, s float64, face *sprites.TextFace) (string, *sprites.TextFace) {
	label := c.Shown(keyboard, b.text)
	if b.Geom.narrow || b.Geom.short {
		return label, ui.FitFace(label, 20, 14, r.W-16, s, true)
	}
	if w, _ := sprites.MeasureText(label, face); w/s <= r.W-16 {
		return label, face
	}
	f := ui.FitFace(label, 20, 14, r.W-16, s, true)
	if w, _ := sprites.MeasureText(label, f); w/s > r.W-16 {
		label = c.label
		f = ui.FitFace(label, 20, 14, r.W-16, s, true)
	}
	return label, f
}

// statusPlace is the status line of the narrow and the wide layout as it
// is drawn: its lines, face and centre. It keeps clear of the Undo button
// at its left while that is shown (a long German line ran under it).
// Narrow, it is centred on the width, or on what Undo leaves of it; wide,
// on the play area, with twice the nearer side's room, which Undo narrows.
func (b *Board) statusPlace(status string, s float64) (line string, face *sprites.TextFace, cx, y float64) {
	g := &b.Geom
	undo, shown := b.UndoRect(), b.undoDrawn()
	if g.narrow {
		left, right := nMargin, g.LW-nMargin
		if shown {
			left = undo.X + undo.W + undoGap
		}
		cx = (left + right) / 2
		line, face = b.fitStatus(status, right-left, s, 20)
		return line, face, cx, g.statusY
	}
	cx = g.centerX()
	half := math.Min(cx, g.LW-cx) - 28
	if shown {
		half = math.Min(half, cx-undo.X-undo.W-undoGap)
	}
	line, face = b.fitStatus(status, 2*half, s, 24)
	return line, face, cx, g.statusY + 4
}

// undoGap is the room kept between the Undo button and the status line.
const undoGap = 10.0

// fitStatus is the status line fitted to room: on one line from size down
// to 16 units wide or 14 narrow (size 20), else on two at 20 down to 14,
// the second cut with "…" if even that is too long. It is kept while the
// text, room and scale stay, so a frame at rest fits nothing anew.
func (b *Board) fitStatus(status string, room, s, size float64) (string, *sprites.TextFace) {
	c := &b.statusFit
	if c.face != nil && c.text == status && c.room == room && c.s == s && c.size == size {
		return c.out, c.face
	}
	least := 16.0
	if size < 24 {
		least = 14
	}
	out, face := status, ui.FitFace(status, size, least, room, s, true)
	if w, _ := sprites.MeasureText(status, face); w/s > room {
		out, face = ui.FitLines(status, 20, 14, room, s, true)
		for _, l := range strings.Split(out, "\n") {
			if w, _ := sprites.MeasureText(l, face); w/s > room {
				out, face = ui.FitWrap(status, 20, 14, room, 2, s, true)
				break
			}
		}
	}
	*c = fittedLabel{text: status, room: room, s: s, size: size, out: out, face: face}
	return c.out, c.face
}
