package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

// The narrow menu's sizes, in logical units: one column of lines a
// fingertip can hit (48 units are 44 CSS px on a 390 px phone), text no
// smaller than 14 units (13 CSS px there).
const (
	nmMargin   = 18.0
	nmMaxW     = 600.0 // the column's widest, on a tablet
	nmLineH    = 48.0
	nmGap      = 6.0
	nmLabelW   = 112.0
	nmArrowW   = 50.0
	nmSeatHead = 24.0
	nmTitle    = 46.0
	nmSub      = 16.0
	nmSubLine  = 21.0
	nmSmall    = 14.0
	nmBlurb    = 15.0
	nmBlurbH   = 20.0
	nmButtonH  = 56.0
	nmExtraH   = 48.0
)

// menuNarrow is the menu's geometry on a portrait or narrow screen, in the
// coordinates of the column before it is scrolled: everything under one
// another, the whole column scrolled when it is taller than the screen.
type menuNarrow struct {
	lw, lh   float64
	x, w     float64 // the column
	titleY   float64
	subtitle []string
	subY     float64
	cont     rect // continue a saved match, when there is one
	errLines []string
	errY     float64
	lines    []rect
	seats    rect // the seat buttons' row (under the seats line's label)
	blurb    []string
	blurbY   float64
	start    rect
	rules    rect
	quit     rect
	extras   [numExtras]rect
	height   float64 // the column's full height
	// pinned: the screen is a short landscape one (a phone held
	// sideways), and the buttons stand in a column of their own at the
	// right that does not scroll, so Start is always at hand.
	pinned bool
}

// narrowMenu lays the menu out for an lw x lh narrow screen; hasSave makes
// room for the continue button, err for the message of the moment.
func (m *Menu) narrowMenu(lw, lh float64, hasSave bool, err string) menuNarrow {
	g := menuNarrow{lw: lw, lh: lh, pinned: lw >= lh*game.NarrowRatio}
	g.w = math.Min(nmMaxW, lw-2*nmMargin)
	g.x = (lw - g.w) / 2
	if g.pinned {
		g.w = math.Min(nmMaxW, lw*0.62-nmMargin)
		g.x = nmMargin
	}
	y := 16.0
	g.titleY = y + nmTitle*0.6
	y += nmTitle * 1.2
	g.subtitle = wrap(m.text.Subtitle, sprites.Face(nmSub, false), g.w)
	g.subY = y
	y += float64(len(g.subtitle))*nmSubLine + 12
	if hasSave {
		g.cont = rect{g.x, y, g.w, 64}
		y += 64 + 12
	}
	if err != "" {
		g.errLines = wrap(err, sprites.Face(nmBlurb, false), g.w)
		g.errY = y
		y += float64(len(g.errLines))*nmBlurbH + 8
	}
	g.lines = make([]rect, len(m.lines))
	for i, l := range m.lines {
		h := nmLineH
		if l.seats {
			h = nmSeatHead + nmLineH
		}
		g.lines[i] = rect{g.x, y, g.w, h}
		if l.seats {
			g.seats = rect{g.x, y + nmSeatHead, g.w, nmLineH}
		}
		y += h + nmGap
		if i == 0 {
			// The chosen game in a sentence, under its name.
			g.blurb = wrap(m.text.Of(m.setup.Game).Blurb, sprites.Face(nmBlurb, false), g.w-nmLabelW)
			g.blurbY = y
			y += float64(len(g.blurb))*nmBlurbH + 6
		}
	}
	y += 8
	if g.pinned {
		g.height = y
		g.buttons(g.x+g.w+2*nmMargin, math.Max(16, (lh-g.buttonsH())/2), lw-g.x-g.w-3*nmMargin)
		return g
	}
	g.height = g.buttons(g.x, y, g.w)
	return g
}

// buttonsH is the height of the buttons' block: Start, Rules (and Quit),
// and the smaller buttons two by two.
func (g *menuNarrow) buttonsH() float64 {
	return nmButtonH + 10 + nmButtonH + 14 + float64((numExtras+1)/2)*(nmExtraH+10)
}

// buttons lays the buttons' block out at x, y, w wide, and returns where
// it ends.
func (g *menuNarrow) buttons(x, y, w float64) float64 {
	g.start = rect{x, y, w, nmButtonH}
	y += nmButtonH + 10
	half := (w - 10) / 2
	if canQuit() {
		g.rules = rect{x, y, half, nmButtonH}
		g.quit = rect{x + half + 10, y, half, nmButtonH}
	} else {
		g.rules = rect{x, y, w, nmButtonH}
	}
	y += nmButtonH + 14
	for i := range numExtras {
		g.extras[i] = rect{x + float64(i%2)*(half+10), y + float64(i/2)*(nmExtraH+10), half, nmExtraH}
	}
	return y + float64((numExtras+1)/2)*(nmExtraH+10) + 10
}

// FitsNarrow tells the game that the menu lays itself out for portrait and
// narrow windows too.
func (m *Menu) FitsNarrow() bool { return true }

// FitsShort tells the game that the menu lays itself out for a phone held
// sideways too: its column at the left, its buttons pinned at the right.
func (m *Menu) FitsShort() bool { return true }

// maxScroll is how far the narrow column scrolls.
func (m *Menu) maxScroll() float64 {
	if !m.narrow {
		return 0
	}
	return math.Max(0, m.nm.height-m.nm.lh)
}

// scrolled moves a rect of the narrow column to where it is on screen.
func (m *Menu) scrolled(r rect) rect {
	r.y -= m.scroll
	return r
}

// relayout works out the narrow geometry for this tick, if the screen is
// narrow, and keeps the scroll in range.
func (m *Menu) relayout(ctx *game.Context) {
	m.narrow = ctx.LW < game.DesignW
	if !m.narrow {
		m.scroll = 0
		return
	}
	m.nm = m.narrowMenu(ctx.LW, ctx.LH, m.save != nil, m.err)
	m.scroll = math.Max(0, math.Min(m.maxScroll(), m.scroll))
}

// scrollInput scrolls the narrow column by the wheel and by dragging, and
// reports whether the pointer's release ends a drag (and is no tap).
func (m *Menu) scrollInput(in *game.Input) (dragged bool) {
	if !m.narrow {
		return false
	}
	if in.Wheel != 0 {
		m.scroll -= in.Wheel * 40
	}
	switch {
	case in.Pressed:
		m.pressY, m.pressScroll, m.dragging = in.Y, m.scroll, false
	case in.Down:
		if math.Abs(in.Y-m.pressY) > nmDrag {
			m.dragging = true
		}
		if m.dragging {
			m.scroll = m.pressScroll - (in.Y - m.pressY)
		}
	}
	if in.Released {
		dragged, m.dragging = m.dragging, false
	}
	m.scroll = math.Max(0, math.Min(m.maxScroll(), m.scroll))
	return dragged
}

// showFocus scrolls the narrow column so the line (or the start button) the
// keyboard is on is in view.
func (m *Menu) showFocus() {
	if !m.narrow {
		return
	}
	if m.focus >= len(m.nm.lines) && m.nm.pinned {
		return // Start does not scroll
	}
	r := m.nm.start
	if m.focus < len(m.nm.lines) {
		r = m.nm.lines[m.focus]
	}
	const pad = 12
	if r.y-pad < m.scroll {
		m.scroll = r.y - pad
	}
	if r.y+r.h+pad > m.scroll+m.nm.lh {
		m.scroll = r.y + r.h + pad - m.nm.lh
	}
	m.scroll = math.Max(0, math.Min(m.maxScroll(), m.scroll))
}

// drawNarrow paints the menu in one column.
func (m *Menu) drawNarrow(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	tx := m.text
	g := &m.nm
	o := -m.scroll
	ctx.Paint.DrawFelt(screen)
	ctx.Paint.DrawText(screen, tx.Title, sprites.Face(nmTitle*s, true), g.x*s, (g.titleY+o)*s, textColor, sprites.Left)
	sub := sprites.Face(nmSub*s, false)
	for i, line := range g.subtitle {
		ctx.Paint.DrawText(screen, line, sub, g.x*s, (g.subY+nmSubLine*(float64(i)+0.5)+o)*s, dimText, sprites.Left)
	}
	small := sprites.Face(nmBlurb*s, false)
	for i, line := range g.errLines {
		ctx.Paint.DrawText(screen, line, small, g.x*s, (g.errY+nmBlurbH*(float64(i)+0.5)+o)*s, activeColor, sprites.Left)
	}
	for i, l := range m.lines {
		r := m.scrolled(g.lines[i])
		enabled := l.enabled == nil || l.enabled(m)
		if i == m.focus && ctx.Input.Keyboard {
			ctx.Paint.DrawPanel(screen, (r.x-8)*s, r.y*s, (r.w+16)*s, r.h*s, 10*s, focusInk)
		}
		lc, vc := dimText, textColor
		if !enabled {
			lc, vc = greyText, greyText
		}
		label := l.label(tx)
		if l.seats {
			ctx.Paint.DrawText(screen, label, fitFace(label, 17, nmSmall, g.w, s, false), r.x*s, (r.y+nmSeatHead/2)*s, lc, sprites.Left)
			m.drawSeats(screen, ctx)
			continue
		}
		ly := r.y + r.h/2
		hint := ""
		if i == shortLine {
			hint = m.optionHint(tx)
		}
		if hint != "" {
			ly -= 8
			ctx.Paint.DrawText(screen, hint, fitFace(hint, nmSmall, 13, g.w-2*nmArrowW, s, false), r.x*s, (r.y+r.h-8)*s, greyText, sprites.Left)
		}
		ctx.Paint.DrawText(screen, label, fitFace(label, 17, nmSmall, nmLabelW-6, s, false), r.x*s, ly*s, lc, sprites.Left)
		left, right := m.arrowRects(i)
		arrow := sprites.Face(20*s, true)
		vw := right.x - left.x - left.w
		ctx.Paint.DrawText(screen, "◄", arrow, (left.x+left.w/2)*s, (left.y+left.h/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, m.values[i], fitFace(m.values[i], 19, nmSmall, vw-4, s, true), (left.x+left.w+vw/2)*s, (r.y+r.h/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, "►", arrow, (right.x+right.w/2)*s, (right.y+right.h/2)*s, vc, sprites.Center)
		if i == 0 {
			for j, line := range g.blurb {
				ctx.Paint.DrawText(screen, line, small, (g.x+nmLabelW)*s, (g.blurbY+nmBlurbH*(float64(j)+0.5)+o)*s, dimText, sprites.Left)
			}
		}
	}
	start, rules, quit := m.buttons(ctx)
	st := sprites.Normal
	if m.focus == len(m.lines) && ctx.Input.Keyboard {
		st = sprites.Hover
	}
	big := sprites.Face(24*s, true)
	ctx.Paint.DrawButton(screen, start.x*s, start.y*s, start.w*s, start.h*s, tx.Start, big, st)
	ctx.Paint.DrawButton(screen, rules.x*s, rules.y*s, rules.w*s, rules.h*s, tx.Rules, big, sprites.Normal)
	if canQuit() {
		ctx.Paint.DrawButton(screen, quit.x*s, quit.y*s, quit.w*s, quit.h*s, tx.Quit, big, sprites.Normal)
	}
	for i := range numExtras {
		r := m.extraRect(ctx, i)
		label := m.extraLabel(i)
		ctx.Paint.DrawButton(screen, r.x*s, r.y*s, r.w*s, r.h*s, label, fitFace(label, 18, nmSmall, r.w-12, s, true), sprites.Normal)
	}
	if m.save != nil {
		r := m.continueRect(ctx)
		ctx.Paint.DrawButton(screen, r.x*s, r.y*s, r.w*s, r.h*s, "", sprites.Face(22*s, true), sprites.Hover)
		cx := (r.x + r.w/2) * s
		ctx.Paint.DrawText(screen, tx.Continue, sprites.Face(21*s, true), cx, (r.y+21)*s, darkText, sprites.Center)
		ctx.Paint.DrawText(screen, m.saveLabel, fitFace(m.saveLabel, 16, nmSmall, r.w-16, s, false), cx, (r.y+45)*s, darkText, sprites.Center)
	}
	if m.entering {
		m.drawEntry(ctx)
	}
}

// drawSeats paints the seat toggles: who is a person, who a bot; the
// digits that toggle them by key show only while a keyboard is in use.
func (m *Menu) drawSeats(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	tx := m.text
	for p := range m.setup.Players {
		sr := m.seatRect(p)
		clr := seatInk
		word := tx.Bot
		if m.setup.Seats[p] {
			clr = activeInk
			word = tx.Human
		}
		ctx.Paint.DrawPanel(screen, sr.x*s, sr.y*s, sr.w*s, sr.h*s, 8*s, clr)
		tc := textColor
		if m.setup.Seats[p] {
			tc = darkText
		}
		wx, wy, ww := sr.x+sr.w/2, sr.y+sr.h/2, sr.w-4
		switch {
		case ctx.Input.Keyboard && sr.h >= 44:
			// A tall chip: the key's digit above the word.
			ctx.Paint.DrawText(screen, seatDigits[p], sprites.Face(13*s, true), (sr.x+sr.w/2)*s, (sr.y+12)*s, tc, sprites.Center)
			wy = sr.y + sr.h - 14
		case ctx.Input.Keyboard:
			// A low one: the digit at its left, the word beside it.
			ctx.Paint.DrawText(screen, seatDigits[p], sprites.Face(13*s, true), (sr.x+9)*s, wy*s, tc, sprites.Center)
			wx, ww = sr.x+17+(sr.w-19)/2, sr.w-19
		}
		ctx.Paint.DrawText(screen, word, fitFace(word, 15, 13, ww, s, true), wx*s, wy*s, tc, sprites.Center)
	}
}
