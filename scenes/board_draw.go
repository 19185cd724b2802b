package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/sprites"
)

// codeRect, rulesRect: the deal code and the rules link, over the buttons.
func (b *Board) codeRect() rect {
	r := b.geom.button(3)
	return rect{r.x - 20, r.y + r.h - 24, r.w + 40, 24}
}

func (b *Board) rulesRect() rect {
	r := b.codeRect()
	r.y -= 30
	return r
}

// nextButton is the end panel's button.
func (b *Board) nextButton() rect {
	g := &b.geom
	return rect{g.lw/2 - 150, g.lh/2 + 90, 300, 56}
}

func (b *Board) geomCoverButton() rect {
	g := &b.geom
	return rect{g.lw/2 - 220, g.lh/2 + 40, 440, 64}
}

// windowButton is seat p's button in a real-time window: under its panel,
// or above the hand for the bottom seat.
func (b *Board) windowButton(p int) rect {
	g := &b.geom
	if p == b.bottom {
		return rect{g.lw/2 - 120, g.statusY - 70, 240, 52}
	}
	r := g.panel(b.opponent(p))
	return rect{r.x + r.w/2 - 100, r.y + r.h + 6, 200, 40}
}

// Draw paints the board. It only reads what Update laid out.
func (b *Board) Draw(screen *ebiten.Image, ctx *game.Context) {
	if b.text == nil || b.geom.lw == 0 {
		return
	}
	b.screen, b.ctx = screen, ctx
	ctx.Paint.DrawFelt(screen)
	b.drawPanels(ctx)
	b.drawZones(ctx)
	b.motion.Each(b.drawCard)
	if b.rp != nil {
		b.drawReplay(ctx)
	} else {
		b.drawChoices(ctx)
		b.drawUndo(ctx)
	}
	b.drawSide(ctx)
	b.drawStatus(ctx)
	switch {
	case b.round.IsOver() && b.endShown:
		b.drawEnd(ctx)
	case b.cover:
		tx := b.text
		b.drawCover(ctx, sprintf(tx.PassDevice, b.names[b.bottom]), sprintf(tx.PassHint, b.names[b.bottom]))
		r := b.geomCoverButton()
		s := ctx.Scale
		ctx.Paint.DrawButton(screen, r.x*s, r.y*s, r.w*s, r.h*s, sprintf(tx.Ready, b.names[b.bottom]), sprites.Face(22*s, true), sprites.Normal)
	}
	if b.paused {
		b.drawCover(ctx, b.text.Paused, b.text.PausedHint)
	}
}

func (b *Board) drawCover(ctx *game.Context, title, hint string) {
	s := ctx.Scale
	g := &b.geom
	ctx.Paint.DrawPanel(b.screen, 0, 0, ctx.W, ctx.H, 0, coverInk)
	ctx.Paint.DrawText(b.screen, title, sprites.Face(40*s, true), g.lw/2*s, (g.lh/2-60)*s, textColor, sprites.Center)
	if hint != "" {
		ctx.Paint.DrawText(b.screen, hint, sprites.Face(20*s, false), g.lw/2*s, (g.lh/2-10)*s, dimText, sprites.Center)
	}
}

// drawPanels paints the other seats' panels and the bottom seat's name.
func (b *Board) drawPanels(ctx *game.Context) {
	g := &b.geom
	s := ctx.Scale
	name := sprites.Face(20*s, true)
	to := b.round.ToMove()
	for p := range b.setup.Players {
		if p == b.bottom {
			continue
		}
		r := g.panel(b.opponent(p))
		ctx.Paint.DrawPanel(b.screen, r.x*s, r.y*s, r.w*s, r.h*s, 12*s, panelInk)
		if !b.dealing && contains(to, p) {
			ctx.Art.DrawOutline(b.screen, (r.x-2)*s, (r.y-2)*s, (r.w+4)*s, (r.h+4)*s, 3*s, activeInk)
		}
		ctx.Paint.DrawText(b.screen, b.names[p], name, (r.x+14)*s, (r.y+18)*s, textColor, sprites.Left)
		if p == b.round.Dealer() {
			b.drawChip(ctx, r.x+r.w-22, r.y+18)
		}
	}
	y := g.statusY + 40
	ctx.Paint.DrawText(b.screen, b.names[b.bottom], name, 28*s, y*s, textColor, sprites.Left)
	if b.bottom == b.round.Dealer() {
		w, _ := sprites.MeasureText(b.names[b.bottom], name)
		b.drawChip(ctx, 28+w/s+20, y)
	}
}

func (b *Board) drawChip(ctx *game.Context, x, y float64) {
	s := ctx.Scale
	ctx.Paint.DrawPanel(b.screen, (x-11)*s, (y-11)*s, 22*s, 22*s, 11*s, chipInk)
	ctx.Paint.DrawText(b.screen, b.text.Dealer, sprites.Face(14*s, true), x*s, y*s, darkText, sprites.Center)
}

// drawZones paints each zone's label and the outline of an empty place.
func (b *Board) drawZones(ctx *game.Context) {
	s := ctx.Scale
	for i, z := range b.tb.zones {
		bx := &b.boxes[i]
		size := 15.0
		if z.owner < 0 {
			size = 17
		}
		if z.label != "" {
			ctx.Paint.DrawText(b.screen, z.label, sprites.Face(size*s, false), (bx.r.x+bx.r.w/2)*s, (bx.r.y-12)*s, dimText, sprites.Center)
		}
		if len(z.cards) == 0 || z.kind == zRow {
			n := max(z.slots, 1)
			if z.kind != zRow {
				n = 1
			}
			for k := len(z.cards); k < n; k++ {
				x := bx.r.x + float64(k)*bx.w*1.15
				ctx.Art.DrawOutline(b.screen, x*s, bx.r.y*s, bx.w*s, cardH(bx.w)*s, 2*s, pileInk)
			}
		}
		if z.mark {
			h := cardH(bx.w)
			ctx.Art.DrawOutline(b.screen, (bx.r.x-5)*s, (bx.r.y-5)*s, (bx.r.w+10)*s, (h+10)*s, 3*s, activeInk)
		}
	}
}

// drawCard paints one card; a face-down place is drawn as a back only.
func (b *Board) drawCard(id int, p sprites.Pose, lift float64) {
	s := b.ctx.Scale
	c := card.None
	switch {
	case id >= copyBase:
		c = cardOf(id - copyBase)
	case id < hiddenBase:
		c = cardOf(id)
	default:
		p.FaceUp = false
	}
	px := sprites.Pose{X: p.X * s, Y: p.Y * s, W: p.W * s, Angle: p.Angle, FaceUp: p.FaceUp}
	b.ctx.Art.DrawCard(b.screen, c, px, lift, b.motion.FlipX(id))
}

// drawChoices outlines what the person can press and paints the buttons.
func (b *Board) drawChoices(ctx *game.Context) {
	s := ctx.Scale
	if b.canAct() && !b.motion.Moving() {
		ts := b.targets()
		for i, t := range ts {
			r := b.spotRect(t)
			ink := activeInk
			if b.keys && i == b.focus {
				ink = color.NRGBA{255, 255, 255, 255}
			}
			ctx.Art.DrawOutline(b.screen, (r.x-3)*s, (r.y-3)*s, (r.w+6)*s, (r.h+6)*s, 3*s, ink)
		}
	}
	face := sprites.Face(20*s, true)
	in := &ctx.Input
	k := 0
	act := b.canAct()
	for _, c := range b.tb.choices {
		if c.zone >= 0 {
			continue
		}
		r := b.geom.button(k)
		k++
		st := sprites.Disabled
		if act {
			st = sprites.Normal
			if r.contains(in.X, in.Y) && !in.Touch {
				st = sprites.Hover
			}
		}
		label := c.label
		if c.hasKey() && b.keys {
			label += " (" + game.KeyName(c.key) + ")"
		}
		ctx.Paint.DrawButton(b.screen, r.x*s, r.y*s, r.w*s, r.h*s, label, face, st)
	}
	if b.windowT > 0 {
		for _, p := range b.round.ToMove() {
			if !b.setup.Human(p) {
				continue
			}
			for _, c := range b.windowChoices(p) {
				r := b.windowButton(p)
				label := c.label
				if c.hasKey() {
					label += " (" + game.KeyName(c.key) + ")"
				}
				ctx.Paint.DrawButton(b.screen, r.x*s, r.y*s, r.w*s, r.h*s, label, face, sprites.Normal)
				break
			}
		}
	}
}

// spotRect is the area of a spot on screen.
func (b *Board) spotRect(t spot) rect {
	bx := &b.boxes[t.zone]
	if t.card >= 0 && t.card < len(bx.poses) {
		p := bx.poses[t.card]
		w := p.W
		if t.card+1 < len(bx.poses) && b.tb.zones[t.zone].kind == zFan {
			// Only the part of an overlapped card that shows.
			w = math.Min(w, bx.poses[t.card+1].X-p.X-4)
		}
		return rect{p.X, p.Y, w, cardH(p.W)}
	}
	if n := len(bx.poses); n > 0 && b.tb.zones[t.zone].kind == zPile {
		p := bx.poses[n-1]
		return rect{p.X, p.Y, p.W, cardH(p.W)}
	}
	return rect{bx.r.x, bx.r.y, math.Max(bx.r.w, bx.w), cardH(bx.w)}
}

// drawSide paints the log of plays, the round, the deal code and the rules
// link.
func (b *Board) drawSide(ctx *game.Context) {
	g := &b.geom
	s := ctx.Scale
	small := sprites.Face(15*s, false)
	y := g.midTop
	// The log ends above the round's label and the rules link.
	n := int((math.Min(g.midBottom, b.rulesRect().y-40) - g.midTop) / 22)
	from := max(0, len(b.log)-n)
	for i, line := range b.log[from:] {
		clr := dimText
		if from+i == len(b.log)-1 {
			clr = textColor
		}
		ctx.Paint.DrawText(b.screen, line, small, g.logX*s, (y+float64(i)*22)*s, clr, sprites.Left)
	}
	in := &ctx.Input
	top := b.rulesRect()
	if b.roundLabel != "" {
		ctx.Paint.DrawText(b.screen, b.roundLabel, small, (top.x+top.w/2)*s, (top.y-18)*s, dimText, sprites.Center)
	}
	clr := dimText
	if top.contains(in.X, in.Y) && !in.Touch {
		clr = activeColor
	}
	ctx.Paint.DrawText(b.screen, b.text.RulesLink, small, (top.x+top.w/2)*s, (top.y+top.h/2)*s, clr, sprites.Center)
	if b.codeStr != "" {
		r := b.codeRect()
		clr := greyText
		if r.contains(in.X, in.Y) && !in.Touch {
			clr = activeColor
		}
		ctx.Paint.DrawText(b.screen, b.codeStr, small, (r.x+r.w/2)*s, (r.y+r.h/2)*s, clr, sprites.Center)
	}
}

func (b *Board) drawStatus(ctx *game.Context) {
	g := &b.geom
	s := ctx.Scale
	if b.tb.big != "" {
		y := g.midTop + 6
		ctx.Paint.DrawText(b.screen, b.tb.big, sprites.Face(34*s, true), (g.logX-20)/2*s, y*s, activeColor, sprites.Center)
		if b.tb.bigSub != "" {
			ctx.Paint.DrawText(b.screen, b.tb.bigSub, sprites.Face(17*s, false), (g.logX-20)/2*s, (y+30)*s, dimText, sprites.Center)
		}
	}
	if b.status != "" {
		clr := textColor
		if b.canAct() || b.round.IsOver() {
			clr = activeColor
		}
		ctx.Paint.DrawText(b.screen, b.status, sprites.Face(24*s, true), (g.logX-20)/2*s, (g.statusY+4)*s, clr, sprites.Center)
	}
	if b.windowT > 0 {
		// The window closes as the bar runs out.
		w := 300.0
		x := (g.logX-20)/2 - w/2
		ctx.Paint.DrawPanel(b.screen, x*s, (g.statusY+22)*s, w*s, 8*s, 4*s, panelInk)
		f := float64(b.windowT) / float64(max(1, b.windowLen))
		ctx.Paint.DrawPanel(b.screen, x*s, (g.statusY+22)*s, w*f*s, 8*s, 4*s, activeInk)
	}
	if b.toastT > 0 && b.toast != "" {
		face := sprites.Face(19*s, false)
		w, _ := sprites.MeasureText(b.toast, face)
		w = w/s + 40
		y := g.midBottom - 10
		a := math.Min(1, float64(b.toastT)/20)
		c := toastColor
		c.A = uint8(float64(c.A) * a)
		cx := (g.logX - 20) / 2
		ctx.Paint.DrawPanel(b.screen, (cx-w/2)*s, (y-22)*s, w*s, 44*s, 12*s, c)
		tc := color.NRGBA{textColor.R, textColor.G, textColor.B, uint8(255 * a)}
		ctx.Paint.DrawText(b.screen, b.toast, face, cx*s, y*s, tc, sprites.Center)
	}
}

// drawEnd is the round's end over the table: the ranking and the button
// to go on.
func (b *Board) drawEnd(ctx *game.Context) {
	g := &b.geom
	s := ctx.Scale
	tx := b.text
	h := 150 + 34*float64(len(b.endLines))
	top := g.lh/2 + 90 + 56 + 24 - h
	ctx.Paint.DrawPanel(b.screen, (g.lw/2-320)*s, top*s, 640*s, h*s, 16*s, coverInk)
	title := tx.RoundOver
	if b.match.Over() {
		title = tx.MatchOver
	}
	ctx.Paint.DrawText(b.screen, title, sprites.Face(32*s, true), g.lw/2*s, (top+36)*s, activeColor, sprites.Center)
	face := sprites.Face(22*s, false)
	for i, line := range b.endLines {
		ctx.Paint.DrawText(b.screen, line, face, g.lw/2*s, (top+80+float64(i)*34)*s, textColor, sprites.Center)
	}
	label := tx.NextRound
	if b.match.Over() {
		label = tx.Menu
	}
	r := b.nextButton()
	st := sprites.Normal
	if b.wait > 0 {
		st = sprites.Disabled
	}
	ctx.Paint.DrawButton(b.screen, r.x*s, r.y*s, r.w*s, r.h*s, label, sprites.Face(22*s, true), st)
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
