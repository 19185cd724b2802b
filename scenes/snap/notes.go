package snap

import (
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"math"
	"slices"
)

// The notes of the Schnipp Schnapp table, a false call's banner and the
// hint of what the calls mean, lie on free felt: never over a seat's cards,
// name plate or buttons, the centre pile, the countdown or a line of text
// the table writes, so that nobody loses sight of a pile or a button while
// play goes on.

// mistakeTicks is how long a false call's banner stays: a second and a
// half, long enough to read the penalty; it covers nothing of the play.
const mistakeTicks = 90

// bannerSizes are the sizes a false call's banner may take, largest first:
// the penalty on one line under the title, then narrower boxes that wrap
// it on more lines, for a crowded or narrow table.
var bannerSizes = [...][2]float64{{440, 64}, {300, 84}, {240, 84}, {200, 104}, {136, 148}, {124, 156}}

// hintLineH is the height of a line of the hint, and of the penalty.
const hintLineH = 19.0

// ssHintW is the least width of the short design's hint beside the
// person's seat.
const ssHintW = 136.0

// solid are the parts of the table no note may cover: the seats' cards
// and plates, the centre, the people's buttons, the info line, the
// countdown, the menu link and the deal code, and the replay's controls
// and title.
func (l *snapLayout) solid() []ui.Rect {
	out := l.parts()
	out = append(out, l.countdown)
	for p := range l.players {
		if b := l.btns[p]; b[0].W > 0 {
			out = append(out, b[0], b[1])
		}
	}
	if l.portrait {
		out = append(out, l.info)
	} else {
		// The menu link over the deal code (codeRect, menuRect).
		out = append(out, ui.Rect{X: l.lw - 260, Y: l.lh - 70, W: 236, H: 56})
	}
	if l.controls {
		back, fwd, play, speed, menu := l.ReplayButtons()
		out = append(out, back, fwd, play, speed, menu, l.replayLine())
		if !l.portrait {
			out = append(out, ui.Rect{X: 24, Y: 16, W: 320, H: 32}) // the game's name
		}
	}
	return out
}

// callWord is where the word of seat p's call stands, over its pile.
func (l *snapLayout) callWord(p int) ui.Rect {
	px, py := l.pile(p)
	return ui.Rect{X: px + l.cardW/2 - 65, Y: py - 46, W: 130, H: 46}
}

// seatCards is the rectangle of seat p's stack and face-up pile.
func (l *snapLayout) seatCards(p int) ui.Rect {
	sx, sy := l.stack(p)
	px, _ := l.pile(p)
	return ui.Rect{X: sx, Y: sy, W: px + l.cardW - sx, H: l.cardH}
}

// mistakeSpot is where the banner of a false call by seat p goes: beside
// the caller's seat, as large as free felt allows. It first keeps clear of
// the hint and of the other seats' call words too, then only of what is
// solid; a table with no room at all gets it in the strip over the
// caller's own cards, where its call's word would stand.
func (l *snapLayout) mistakeSpot(p int) ui.Rect {
	solid := l.solid()
	soft := append(slices.Clone(solid), l.hints[0], l.hints[1])
	for q := range l.players {
		if q != p {
			soft = append(soft, l.callWord(q))
		}
	}
	cards := l.seatCards(p)
	block := cards.Union(l.panel(p))
	for _, avoid := range [][]ui.Rect{soft, solid} {
		for _, sz := range bannerSizes {
			w, h := sz[0], sz[1]
			if w > l.lw-16 || h > l.lh-16 {
				continue
			}
			mid := cards.Y + cards.H/2 - h/2
			left, right := block.X-w-6, block.X+block.W+6
			for _, c := range [...]ui.Rect{
				{X: cards.X + cards.W/2 - w/2, Y: cards.Y - h - 4, W: w, H: h}, // over its cards
				{X: cards.X + cards.W/2 - w/2, Y: block.Y + block.H + 4, W: w, H: h},
				{X: left, Y: mid, W: w, H: h}, {X: right, Y: mid, W: w, H: h},
				{X: left, Y: block.Y + block.H - h, W: w, H: h}, {X: right, Y: block.Y + block.H - h, W: w, H: h},
				{X: left, Y: block.Y, W: w, H: h}, {X: right, Y: block.Y, W: w, H: h},
			} {
				c.X = math.Max(8, math.Min(l.lw-8-w, c.X))
				c.Y = math.Max(8, math.Min(l.lh-8-h, c.Y))
				// A little felt between the banner and its neighbours.
				room := ui.Rect{X: c.X - 3, Y: c.Y - 3, W: c.W + 6, H: c.H + 6}
				if !slices.ContainsFunc(avoid, room.Overlaps) {
					return c
				}
			}
		}
	}
	h := math.Min(34, cards.Y)
	return ui.Rect{X: cards.X, Y: cards.Y - h, W: cards.W, H: h}
}

// wideHint places the hint on a landscape table: two lines in a corner of
// the felt, the top left one first, clear of the seats and their calls.
func (l *snapLayout) wideHint() ui.Rect {
	avoid := l.parts()
	for p := range l.players {
		a, b := l.Buttons(p)
		avoid = append(avoid, l.callWord(p), a, b)
	}
	avoid = append(avoid, ui.Rect{X: l.lw - 260, Y: l.lh - 70, W: 236, H: 56})
	for _, w := range []float64{460, 400} {
		h := 2*hintLineH + 8
		for _, c := range []ui.Rect{{X: 24, Y: 16, W: w, H: h}, {X: l.lw - 24 - w, Y: 16, W: w, H: h}, {X: 24, Y: l.lh - 16 - h, W: w, H: h}} {
			if !slices.ContainsFunc(avoid, c.Overlaps) {
				return c
			}
		}
	}
	return ui.Rect{}
}

// bannerLines are a false call's title and penalty fitted into its banner
// b: the title's face, and the penalty broken into the lines there is room
// for with its face ("" when there is room only for the title).
func bannerLines(b ui.Rect, title, penalty string, s float64) (*sprites.TextFace, string, *sprites.TextFace) {
	size := 24.0
	if b.H < 60 {
		size = 18
	}
	tf := ui.FitFace(title, size, 14, b.W-16, s, true)
	lines := int((b.H - 12 - size*1.25) / hintLineH)
	if lines < 1 {
		return tf, "", nil
	}
	pen, pf := ui.FitWrap(penalty, 16, 14, b.W-16, lines, s, true)
	return tf, pen, pf
}

// hintLines are the hint's text fitted into its place b: one line for each
// call in a corner of the landscape table (both in hints[0]), else the one
// call's meaning wrapped in its narrow place.
func hintLines(b ui.Rect, text string, s float64) (string, *sprites.TextFace) {
	lines := max(1, int((b.H-8)/hintLineH))
	return ui.FitWrap(text, 15, 14, b.W-8, lines, s, false)
}

// drawHint writes what the calls mean in their places, dimmed: it is
// there to be read once, not to draw the eye during play.
func (t *snapTable) drawHint() {
	screen, ctx, l := t.screen, t.ctx, &t.Lay
	s := ctx.Scale
	if !l.portrait {
		b := l.hints[0]
		if t.underBanner(b) {
			return
		}
		ctx.Paint.DrawText(screen, t.hintText[0], t.hintFaces[0], (b.X+4)*s, (b.Y+b.H/2)*s, ui.DimText, sprites.Left)
		return
	}
	for i, b := range l.hints {
		if !t.underBanner(b) {
			ctx.Paint.DrawText(screen, t.hintText[i], t.hintFaces[i], (b.X+b.W/2)*s, (b.Y+b.H/2)*s, ui.DimText, sprites.Center)
		}
	}
}

// underBanner reports whether a false call's banner or the table's
// banner shown now lies over r: the hint there gives way to it for that
// while.
func (t *snapTable) underBanner(r ui.Rect) bool {
	if t.banner.ttl > 0 && t.Lay.news.Crosses(r) {
		return true
	}
	for p := range t.setup.Players {
		if c := t.callouts[p]; c.ttl > 0 && c.penalty != "" && t.Lay.mistake(p).Crosses(r) {
			return true
		}
	}
	return false
}
