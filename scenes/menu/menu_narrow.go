package menu

import (
	"elferraus/game"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
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
	cont     ui.Rect // continue a saved match, when there is one
	errLines []string
	errY     float64
	lines    []ui.Rect
	seats    ui.Rect // the seat buttons' row (under the seats line's label)
	blurb    []string
	blurbY   float64
	start    ui.Rect
	rules    ui.Rect
	quit     ui.Rect
	extras   [numExtras]ui.Rect
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
	g.subtitle = ui.Wrap(m.Text.Subtitle, sprites.Face(nmSub, false), g.w)
	g.subY = y
	y += float64(len(g.subtitle))*nmSubLine + 12
	if hasSave {
		g.cont = ui.Rect{X: g.x, Y: y, W: g.w, H: 64}
		y += 64 + 12
	}
	if err != "" {
		g.errLines = ui.Wrap(err, sprites.Face(nmBlurb, false), g.w)
		g.errY = y
		y += float64(len(g.errLines))*nmBlurbH + 8
	}
	g.lines = make([]ui.Rect, len(m.Lines))
	for i, l := range m.Lines {
		h := nmLineH
		if l.seats {
			h = nmSeatHead + nmLineH
		}
		g.lines[i] = ui.Rect{X: g.x, Y: y, W: g.w, H: h}
		if l.seats {
			g.seats = ui.Rect{X: g.x, Y: y + nmSeatHead, W: g.w, H: nmLineH}
		}
		y += h + nmGap
		if i == 0 {
			// The chosen game in a sentence, under its name.
			g.blurb = ui.Wrap(m.Text.Of(m.setup.Game).Blurb, sprites.Face(nmBlurb, false), g.w-nmLabelW)
			g.blurbY = y
			y += float64(len(g.blurb))*nmBlurbH + 6
		}
	}
	y += 8
	if g.pinned {
		g.height = y
		g.Buttons(g.x+g.w+2*nmMargin, math.Max(16, (lh-g.buttonsH())/2), lw-g.x-g.w-3*nmMargin)
		return g
	}
	g.height = g.Buttons(g.x, y, g.w)
	return g
}

// buttonsH is the height of the buttons' block: Start, Rules (and Quit),
// and the smaller buttons two by two.
func (g *menuNarrow) buttonsH() float64 {
	return nmButtonH + 10 + nmButtonH + 14 + float64((numExtras+1)/2)*(nmExtraH+10)
}

// Buttons lays the buttons' block out at x, y, w wide, and returns where
// it ends.
func (g *menuNarrow) Buttons(x, y, w float64) float64 {
	g.start = ui.Rect{X: x, Y: y, W: w, H: nmButtonH}
	y += nmButtonH + 10
	half := (w - 10) / 2
	if canQuit() {
		g.rules = ui.Rect{X: x, Y: y, W: half, H: nmButtonH}
		g.quit = ui.Rect{X: x + half + 10, Y: y, W: half, H: nmButtonH}
	} else {
		g.rules = ui.Rect{X: x, Y: y, W: w, H: nmButtonH}
	}
	y += nmButtonH + 14
	for i := range numExtras {
		g.extras[i] = ui.Rect{X: x + float64(i%2)*(half+10), Y: y + float64(i/2)*(nmExtraH+10), W: half, H: nmExtraH}
	}
	return y + float64((numExtras+1)/2)*(nmExtraH+10) + 10
}

// FitsNarrow tells the game that the menu lays itself out for portrait and
// narrow windows too.
func (m *Menu) FitsNarrow() bool { return true }

// FitsShort tells the game that the menu lays itself out for a phone held
// sideways too: its column at the left, its buttons pinned at the right.
func (m *Menu) FitsShort() bool { return true }

// MaxScroll is how far the narrow column scrolls.
func (m *Menu) MaxScroll() float64 {
	if !m.Narrow {
		return 0
	}
	return math.Max(0, m.nm.height-m.nm.lh)
}

// scrolled moves a rect of the narrow column to where it is on screen.
func (m *Menu) scrolled(r ui.Rect) ui.Rect {
	r.Y -= m.Scroll
	return r
}

// Relayout works out the narrow geometry for this tick, if the screen is
// narrow, and keeps the scroll in range.
func (m *Menu) Relayout(ctx *game.Context) {
	m.Narrow = ctx.LW < game.DesignW
	if !m.Narrow {
		m.Scroll = 0
		return
	}
	m.nm = m.narrowMenu(ctx.LW, ctx.LH, m.Save != nil, m.Err)
	m.Scroll = math.Max(0, math.Min(m.MaxScroll(), m.Scroll))
}

// scrollInput scrolls the narrow column by the wheel and by dragging, and
// reports whether the pointer's release ends a drag (and is no tap).
func (m *Menu) scrollInput(in *game.Input) (dragged bool) {
	if !m.Narrow {
		return false
	}
	if in.Wheel != 0 {
		m.Scroll -= in.Wheel * 40
	}
	switch {
	case in.Pressed:
		m.pressY, m.pressScroll, m.dragging = in.Y, m.Scroll, false
	case in.Down:
		if math.Abs(in.Y-m.pressY) > ui.NmDrag {
			m.dragging = true
		}
		if m.dragging {
			m.Scroll = m.pressScroll - (in.Y - m.pressY)
		}
	}
	if in.Released {
		dragged, m.dragging = m.dragging, false
	}
	m.Scroll = math.Max(0, math.Min(m.MaxScroll(), m.Scroll))
	return dragged
}

// showFocus scrolls the narrow column so the line (or the start button) the
// keyboard is on is in view.
func (m *Menu) showFocus() {
	if !m.Narrow {
		return
	}
	if m.Focus >= len(m.nm.lines) && m.nm.pinned {
		return // Start does not scroll
	}
	r := m.nm.start
	if m.Focus < len(m.nm.lines) {
		r = m.nm.lines[m.Focus]
	}
	const pad = 12
	if r.Y-pad < m.Scroll {
		m.Scroll = r.Y - pad
	}
	if r.Y+r.H+pad > m.Scroll+m.nm.lh {
		m.Scroll = r.Y + r.H + pad - m.nm.lh
	}
	m.Scroll = math.Max(0, math.Min(m.MaxScroll(), m.Scroll))
}

// drawNarrow paints the menu in one column.
func (m *Menu) drawNarrow(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	tx := m.Text
	g := &m.nm
	o := -m.Scroll
	ctx.Paint.DrawFelt(screen)
	ctx.Paint.DrawText(screen, tx.Title, sprites.Face(nmTitle*s, true), g.x*s, (g.titleY+o)*s, ui.TextColor, sprites.Left)
	sub := sprites.Face(nmSub*s, false)
	for i, line := range g.subtitle {
		ctx.Paint.DrawText(screen, line, sub, g.x*s, (g.subY+nmSubLine*(float64(i)+0.5)+o)*s, ui.DimText, sprites.Left)
	}
	small := sprites.Face(nmBlurb*s, false)
	for i, line := range g.errLines {
		ctx.Paint.DrawText(screen, line, small, g.x*s, (g.errY+nmBlurbH*(float64(i)+0.5)+o)*s, ui.ActiveColor, sprites.Left)
	}
	for i, l := range m.Lines {
		r := m.scrolled(g.lines[i])
		enabled := l.enabled == nil || l.enabled(m)
		if i == m.Focus && ctx.Input.Keyboard {
			ctx.Paint.DrawPanel(screen, (r.X-8)*s, r.Y*s, (r.W+16)*s, r.H*s, 10*s, ui.FocusInk)
		}
		lc, vc := ui.DimText, ui.TextColor
		if !enabled {
			lc, vc = ui.GreyText, ui.GreyText
		}
		label := l.Label(tx)
		if l.seats {
			ctx.Paint.DrawText(screen, label, ui.FitFace(label, 17, nmSmall, g.w, s, false), r.X*s, (r.Y+nmSeatHead/2)*s, lc, sprites.Left)
			m.drawSeats(screen, ctx)
			continue
		}
		ly := r.Y + r.H/2
		hint := ""
		if i == shortLine {
			hint = m.optionHint(tx)
		}
		if hint != "" {
			ly -= 8
			ctx.Paint.DrawText(screen, hint, ui.FitFace(hint, nmSmall, 13, g.w-2*nmArrowW, s, false), r.X*s, (r.Y+r.H-8)*s, ui.GreyText, sprites.Left)
		}
		ctx.Paint.DrawText(screen, label, ui.FitFace(label, 17, nmSmall, nmLabelW-6, s, false), r.X*s, ly*s, lc, sprites.Left)
		left, right := m.arrowRects(i)
		arrow := sprites.Face(20*s, true)
		vw := right.X - left.X - left.W
		ctx.Paint.DrawText(screen, "◄", arrow, (left.X+left.W/2)*s, (left.Y+left.H/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, m.values[i], ui.FitFace(m.values[i], 19, nmSmall, vw-4, s, true), (left.X+left.W+vw/2)*s, (r.Y+r.H/2)*s, vc, sprites.Center)
		ctx.Paint.DrawText(screen, "►", arrow, (right.X+right.W/2)*s, (right.Y+right.H/2)*s, vc, sprites.Center)
		if i == 0 {
			for j, line := range g.blurb {
				ctx.Paint.DrawText(screen, line, small, (g.x+nmLabelW)*s, (g.blurbY+nmBlurbH*(float64(j)+0.5)+o)*s, ui.DimText, sprites.Left)
			}
		}
	}
	start, rules, quit := m.Buttons(ctx)
	st := sprites.Normal
	if m.Focus == len(m.Lines) && ctx.Input.Keyboard {
		st = sprites.Hover
	}
	big := sprites.Face(24*s, true)
	ctx.Paint.DrawButton(screen, start.X*s, start.Y*s, start.W*s, start.H*s, tx.Start, big, st)
	ctx.Paint.DrawButton(screen, rules.X*s, rules.Y*s, rules.W*s, rules.H*s, tx.Rules, big, sprites.Normal)
	if canQuit() {
		ctx.Paint.DrawButton(screen, quit.X*s, quit.Y*s, quit.W*s, quit.H*s, tx.Quit, big, sprites.Normal)
	}
	for i := range numExtras {
		r := m.ExtraRect(ctx, i)
		label := m.extraLabel(i)
		ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, label, ui.FitFace(label, 18, nmSmall, r.W-12, s, true), sprites.Normal)
	}
	if m.Save != nil {
		r := m.ContinueRect(ctx)
		ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, "", sprites.Face(22*s, true), sprites.Hover)
		cx := (r.X + r.W/2) * s
		ctx.Paint.DrawText(screen, tx.Continue, sprites.Face(21*s, true), cx, (r.Y+21)*s, ui.DarkText, sprites.Center)
		ctx.Paint.DrawText(screen, m.SaveLabel, ui.FitFace(m.SaveLabel, 16, nmSmall, r.W-16, s, false), cx, (r.Y+45)*s, ui.DarkText, sprites.Center)
	}
	if m.Entering {
		m.drawEntry(ctx)
	}
}

// drawSeats paints the seat toggles: who is a person, who a bot; the
// digits that toggle them by key show only while a keyboard is in use.
func (m *Menu) drawSeats(screen *ebiten.Image, ctx *game.Context) {
	s := ctx.Scale
	tx := m.Text
	for p := range m.setup.Players {
		sr := m.seatRect(p)
		clr := ui.SeatInk
		word := tx.Bot
		if m.setup.Seats[p] {
			clr = ui.ActiveInk
			word = tx.Human
		}
		ctx.Paint.DrawPanel(screen, sr.X*s, sr.Y*s, sr.W*s, sr.H*s, 8*s, clr)
		tc := ui.TextColor
		if m.setup.Seats[p] {
			tc = ui.DarkText
		}
		wx, wy, ww := sr.X+sr.W/2, sr.Y+sr.H/2, sr.W-4
		switch {
		case ctx.Input.Keyboard && sr.H >= 44:
			// A tall chip: the key's digit above the word.
			ctx.Paint.DrawText(screen, seatDigits[p], sprites.Face(13*s, true), (sr.X+sr.W/2)*s, (sr.Y+12)*s, tc, sprites.Center)
			wy = sr.Y + sr.H - 14
		case ctx.Input.Keyboard:
			// A low one: the digit at its left, the word beside it.
			ctx.Paint.DrawText(screen, seatDigits[p], sprites.Face(13*s, true), (sr.X+9)*s, wy*s, tc, sprites.Center)
			wx, ww = sr.X+17+(sr.W-19)/2, sr.W-19
		}
		ctx.Paint.DrawText(screen, word, ui.FitFace(word, 15, 13, ww, s, true), wx*s, wy*s, tc, sprites.Center)
	}
}
