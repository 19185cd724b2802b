package scenes

import (
	"math"
	"slices"

	"elferraus/sprites"
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
func (l *snapLayout) solid() []rect {
	out := l.parts()
	out = append(out, l.countdown)
	for p := range l.players {
		if b := l.btns[p]; b[0].w > 0 {
			out = append(out, b[0], b[1])
		}
	}
	if l.portrait {
		out = append(out, l.info)
	} else {
		// The menu link over the deal code (codeRect, menuRect).
		out = append(out, rect{l.lw - 260, l.lh - 70, 236, 56})
	}
	if l.controls {
		back, fwd, play, speed, menu := l.replayButtons()
		out = append(out, back, fwd, play, speed, menu, l.replayLine())
		if !l.portrait {
			out = append(out, rect{24, 16, 320, 32}) // the game's name
		}
	}
	return out
}

// callWord is where the word of seat p's call stands, over its pile.
func (l *snapLayout) callWord(p int) rect {
	px, py := l.pile(p)
	return rect{px + l.cardW/2 - 65, py - 46, 130, 46}
}

// seatCards is the rectangle of seat p's stack and face-up pile.
func (l *snapLayout) seatCards(p int) rect {
	sx, sy := l.stack(p)
	px, _ := l.pile(p)
	return rect{sx, sy, px + l.cardW - sx, l.cardH}
}

// mistakeSpot is where the banner of a false call by seat p goes: beside
// the caller's seat, as large as free felt allows. It first keeps clear of
// the hint and of the other seats' call words too, then only of what is
// solid; a table with no room at all gets it in the strip over the
// caller's own cards, where its call's word would stand.
func (l *snapLayout) mistakeSpot(p int) rect {
	solid := l.solid()
	soft := append(slices.Clone(solid), l.hints[0], l.hints[1])
	for q := range l.players {
		if q != p {
			soft = append(soft, l.callWord(q))
		}
	}
	cards := l.seatCards(p)
	block := cards.union(l.panel(p))
	for _, avoid := range [][]rect{soft, solid} {
		for _, sz := range bannerSizes {
			w, h := sz[0], sz[1]
			if w > l.lw-16 || h > l.lh-16 {
				continue
			}
			mid := cards.y + cards.h/2 - h/2
			left, right := block.x-w-6, block.x+block.w+6
			for _, c := range [...]rect{
				{cards.x + cards.w/2 - w/2, cards.y - h - 4, w, h}, // over its cards
				{cards.x + cards.w/2 - w/2, block.y + block.h + 4, w, h},
				{left, mid, w, h}, {right, mid, w, h},
				{left, block.y + block.h - h, w, h}, {right, block.y + block.h - h, w, h},
				{left, block.y, w, h}, {right, block.y, w, h},
			} {
				c.x = math.Max(8, math.Min(l.lw-8-w, c.x))
				c.y = math.Max(8, math.Min(l.lh-8-h, c.y))
				// A little felt between the banner and its neighbours.
				room := rect{c.x - 3, c.y - 3, c.w + 6, c.h + 6}
				if !slices.ContainsFunc(avoid, room.overlaps) {
					return c
				}
			}
		}
	}
	h := math.Min(34, cards.y)
	return rect{cards.x, cards.y - h, cards.w, h}
}

// wideHint places the hint on a landscape table: two lines in a corner of
// the felt, the top left one first, clear of the seats and their calls.
func (l *snapLayout) wideHint() rect {
	avoid := l.parts()
	for p := range l.players {
		a, b := l.buttons(p)
		avoid = append(avoid, l.callWord(p), a, b)
	}
	avoid = append(avoid, rect{l.lw - 260, l.lh - 70, 236, 56})
	for _, w := range []float64{460, 400} {
		h := 2*hintLineH + 8
		for _, c := range []rect{{24, 16, w, h}, {l.lw - 24 - w, 16, w, h}, {24, l.lh - 16 - h, w, h}} {
			if !slices.ContainsFunc(avoid, c.overlaps) {
				return c
			}
		}
	}
	return rect{}
}

// bannerLines are a false call's title and penalty fitted into its banner
// b: the title's face, and the penalty broken into the lines there is room
// for with its face ("" when there is room only for the title).
func bannerLines(b rect, title, penalty string, s float64) (*sprites.TextFace, string, *sprites.TextFace) {
	size := 24.0
	if b.h < 60 {
		size = 18
	}
	tf := fitFace(title, size, 14, b.w-16, s, true)
	lines := int((b.h - 12 - size*1.25) / hintLineH)
	if lines < 1 {
		return tf, "", nil
	}
	pen, pf := fitWrap(penalty, 16, 14, b.w-16, lines, s, true)
	return tf, pen, pf
}

// hintLines are the hint's text fitted into its place b: one line for each
// call in a corner of the landscape table (both in hints[0]), else the one
// call's meaning wrapped in its narrow place.
func hintLines(b rect, text string, s float64) (string, *sprites.TextFace) {
	lines := max(1, int((b.h-8)/hintLineH))
	return fitWrap(text, 15, 14, b.w-8, lines, s, false)
}

// drawHint writes what the calls mean in their places, dimmed: it is
// there to be read once, not to draw the eye during play.
func (t *snapTable) drawHint() {
	screen, ctx, l := t.screen, t.ctx, &t.lay
	s := ctx.Scale
	if !l.portrait {
		b := l.hints[0]
		if t.underBanner(b) {
			return
		}
		ctx.Paint.DrawText(screen, t.hintText[0], t.hintFaces[0], (b.x+4)*s, (b.y+b.h/2)*s, dimText, sprites.Left)
		return
	}
	for i, b := range l.hints {
		if !t.underBanner(b) {
			ctx.Paint.DrawText(screen, t.hintText[i], t.hintFaces[i], (b.x+b.w/2)*s, (b.y+b.h/2)*s, dimText, sprites.Center)
		}
	}
}

// underBanner reports whether a false call's banner shown now lies over r:
// the hint there gives way to it for that while.
func (t *snapTable) underBanner(r rect) bool {
	for p := range t.setup.Players {
		if c := t.callouts[p]; c.ttl > 0 && c.penalty != "" && t.lay.mistake(p).crosses(r) {
			return true
		}
	}
	return false
}
