package scenes

import (
	"slices"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/sprites"
)

// A rules picture shows a newcomer a game's key moments with the real card
// art: a few panels, each a handful of cards, short tags beside them and a
// caption under them. Pictures are data: positions are in card widths from
// the panel's top-left corner, cards are written in record notation, and
// every word comes from the language's Text.RulePics of the game, by index.
type picPanel struct {
	cards   []picCard
	tags    []picTag
	caption int // index into the game's picture texts
}

// picCard is one card of a panel: a face (record notation such as "R11" or
// "J1"), a back ("") or a MASTER connection card (link), at its top-left
// corner (x, y) in card widths. mark outlines it as the card that matters.
type picCard struct {
	c    string
	x, y float64
	mark bool
	link bool
}

// picTag is a short word beside the cards, centred on (x, y) in card
// widths; hot ones are the call or result the panel is about.
type picTag struct {
	x, y float64
	say  int
	hot  bool
}

// Constructors that keep the tables below short.
func face(c string, x, y float64) picCard { return picCard{c: c, x: x, y: y} }
func mark(c string, x, y float64) picCard { return picCard{c: c, x: x, y: y, mark: true} }
func back(x, y float64) picCard           { return picCard{x: x, y: y} }
func tag(x, y float64, say int) picTag    { return picTag{x: x, y: y, say: say} }
func hot(x, y float64, say int) picTag    { return picTag{x: x, y: y, say: say, hot: true} }

// row lays cards left to right from (x, y), step card widths apart.
func row(x, y, step float64, cs ...string) []picCard {
	out := make([]picCard, len(cs))
	for i, c := range cs {
		out[i] = face(c, x+float64(i)*step, y)
	}
	return out
}

// withMark marks the cards cs among cards.
func withMark(cards []picCard, cs ...string) []picCard {
	for i := range cards {
		if slices.Contains(cs, cards[i].c) {
			cards[i].mark = true
		}
	}
	return cards
}

// rulePictures are the pictures of the rules screen by game id. They are
// made when a rules screen first asks for them, not when the program
// starts: in the browser, code run at the start is compiled on its first
// call before the first frame, and making the pictures was the larger part
// of this package's start.
var rulePictures = sync.OnceValue(func() map[string][]picPanel {
	return map[string][]picPanel{
		"elfer": {
			{cards: row(0, 0, 1.15, "R11", "Y11", "G11", "B11"), caption: 0},
			{cards: withMark(row(0, 0, 0.7, "R9", "R10", "R11", "R12", "R13"), "R11"),
				tags: []picTag{tag(0.6, 1.8, 1), tag(3.2, 1.8, 2)}, caption: 3},
		},
		"elfer-falscher-anfang": {
			{cards: append(withMark(row(0, 0, 0.7, "R1", "R2", "R3"), "R1"), withMark(row(3.3, 0, 0.7, "R18", "R19", "R20"), "R20")...),
				tags: []picTag{tag(2.85, 0.72, 0)}, caption: 1},
		},
		"elfer-drei-anfangszahlen": {
			{cards: withMark(row(0, 0, 2, "Y10", "Y11", "Y12"), "Y10", "Y11", "Y12"), tags: []picTag{tag(1.5, 0.72, 0), tag(3.5, 0.72, 0)}, caption: 1},
			{cards: withMark(row(0, 0, 0.7, "B11", "B12", "B13", "B14"), "B12"), caption: 2},
		},
		"elfer-beliebige-startkarte": {
			{cards: []picCard{mark("G7", 0, 0)}, caption: 0},
			{cards: append(row(0, 0, 1.15, "R7", "Y7", "B7"), withMark(row(3.6, 0, 0.7, "G6", "G7", "G8"), "G7")...), caption: 1},
		},
		"master": {
			{cards: []picCard{face("Y8", 0, 0), face("Y9", 0.7, 0), face("Y10", 1.4, 0), mark("B9", 0.7, 1.9),
				{x: 0.88, y: 1.2, link: true}}, caption: 0},
			{cards: []picCard{face("R12", 0, 0), mark("J1", 0.7, 0), face("R14", 1.4, 0)},
				tags: []picTag{tag(3.6, 0.72, 1)}, caption: 2},
		},
		"ueberall": {
			{cards: []picCard{face("G7", 0, 0), mark("Y8", 2.1, 0)}, tags: []picTag{tag(1.55, 0.72, 0), tag(0.5, 1.8, 1)}, caption: 2},
			{cards: []picCard{face("B20", 0, 0), mark("R1", 0.45, 0.25)}, caption: 3},
		},
		"mogeln": {
			{cards: []picCard{back(0, 0), back(1.3, 0), back(2.6, 0)},
				tags: []picTag{tag(0.5, 1.8, 0), tag(1.8, 1.8, 1), tag(3.1, 1.8, 2)}, caption: 3},
			{cards: []picCard{back(0, 0), mark("G9", 3.2, 0)}, tags: []picTag{tag(0.5, 1.8, 2), hot(2.1, 0.72, 4)}, caption: 5},
		},
		"ratefix": {
			{cards: row(0, 0, 1.1, "R5", "Y9", "G3", "B11"),
				tags: []picTag{hot(5.0, 0.72, 0), tag(0.5, 1.85, 1), hot(1.6, 1.85, 2), tag(2.7, 1.85, 3), tag(3.8, 1.85, 4)}, caption: 5},
		},
		"zweikampf": {
			{cards: []picCard{mark("R14", 0, 0), face("B9", 1.5, 0)}, tags: []picTag{tag(1.25, 0.72, 0)}, caption: 1},
			{cards: []picCard{face("R7", 0, 0), face("B7", 1.5, 0), face("R3", 0, 1.75), mark("B12", 1.5, 1.75)},
				tags: []picTag{tag(1.25, 0.72, 2), tag(1.25, 2.47, 4)}, caption: 3},
		},
		"farben": {
			{cards: append([]picCard{back(0, 0)}, row(1.5, 0, 1.1, "G4", "R17", "B9", "Y2")...), caption: 0},
			{cards: row(0, 0, 0.55, "B3", "B8", "B12", "B15", "B19"), tags: []picTag{hot(4.0, 0.72, 1)}, caption: 2},
		},
		"schnippschnapp": {
			{cards: []picCard{mark("Y9", 0, 0), mark("G9", 1.3, 0)}, tags: []picTag{hot(3.7, 0.72, 0)}, caption: 1},
			{cards: []picCard{face("R4", 0, 0), mark("B4", 1.3, 0)}, tags: []picTag{tag(0.5, 1.8, 2), hot(3.7, 0.72, 3)}, caption: 4},
			{cards: row(0, 0, 0.5, "R6", "Y6", "G6", "B6"), caption: 5},
		},
		"schnippschnapp-los": {
			{cards: withMark(row(0, 0.75, 1.1, "R2", "Y15", "B2", "G8"), "R2"), tags: []picTag{hot(2.05, 0.2, 0)}, caption: 1},
			{cards: withMark(row(0, 0.75, 1.1, "R2", "Y15", "B2", "G8"), "B2"), tags: []picTag{hot(2.05, 0.2, 2)}, caption: 3},
		},
		"schwarzerpeter": {
			{cards: []picCard{face("R5", 0, 0), face("B5", 0.45, 0.2)}, caption: 0},
			{cards: []picCard{back(0, 0.3), back(0.45, 0.3), back(0.9, 0)}, caption: 1},
			{cards: []picCard{face("B13", 0, 0), mark("R13", 2.6, 0)}, tags: []picTag{tag(0.5, 1.8, 2), hot(3.1, 1.8, 3)}, caption: 4},
		},
		"hoechste": {
			{cards: withMark(row(0, 0, 1.1, "R9", "Y4", "G11", "B7"), "G11"), caption: 0},
			{cards: []picCard{mark("R10", 0, 0), mark("Y10", 1.1, 0), face("G3", 2.2, 0)}, tags: []picTag{hot(4.6, 0.72, 1)}, caption: 2},
		},
	}
})

// picItem is one thing a picture draws, placed on the screen in logical
// units: a card (c valid, or a back), a connection card, a tag or a line
// of a caption.
type picItem struct {
	r      rect
	c      card.Card
	up     bool
	mark   bool
	link   bool
	text   string
	size   float64
	hot    bool
	isText bool
	chip   bool // a tag: a word on a chip
}

// pictureWidth is how wide the picture column is, in logical units: a
// third of the room beside the text, at most 400.
func pictureWidth(lw float64) float64 { return min(400, (lw-160)*0.34) }

// arrangePicture lays the panels of a game out in the column (x, y, w, h):
// one under the other, each centred, its caption wrapped under its cards.
// The cards shrink until every panel fits the column's width and all of
// them its height.
func arrangePicture(panels []picPanel, says []string, x, y, w, h float64) []picItem {
	capSize := 15.0
	gap := 20.0
	var items []picItem
	for unit := 60.0; unit >= 24; unit -= 4 {
		items = items[:0]
		top := y
		wide := false
		for _, p := range panels {
			minX, maxX, maxY := 0.0, 0.0, 0.0
			for _, c := range p.cards {
				minX, maxX, maxY = min(minX, c.x), max(maxX, c.x+1), max(maxY, c.y+cardRatio)
				if c.link {
					maxX = max(maxX, c.x+0.34)
				}
			}
			tagSize := max(13, unit*0.3)
			for _, t := range p.tags {
				tw, _ := sprites.MeasureText(sayOf(says, t.say), sprites.Face(tagSize, true))
				minX = min(minX, t.x-(tw/2+8)/unit)
				maxX = max(maxX, t.x+(tw/2+8)/unit)
				maxY = max(maxY, t.y+(tagSize*0.9)/unit)
			}
			pw := (maxX - minX) * unit
			wide = wide || pw > w+0.01
			left := x + (w-pw)/2 - minX*unit
			for _, c := range p.cards {
				it := picItem{r: rect{left + c.x*unit, top + c.y*unit, unit, cardH(unit)}, mark: c.mark}
				switch {
				case c.link:
					it.link = true
					it.r = rect{left + c.x*unit, top + c.y*unit, unit * 0.34, unit * 0.95}
				case c.c == "":
				default:
					cc, err := card.Parse(c.c)
					if err != nil {
						continue // a test reads every picture
					}
					it.c, it.up = cc, true
				}
				items = append(items, it)
			}
			for _, t := range p.tags {
				s := sayOf(says, t.say)
				tw, _ := sprites.MeasureText(s, sprites.Face(tagSize, true))
				th := tagSize * 1.5
				items = append(items, picItem{r: rect{left + t.x*unit - tw/2 - 8, top + t.y*unit - th/2, tw + 16, th},
					text: s, size: tagSize, hot: t.hot, isText: true, chip: true})
			}
			top += maxY*unit + 10
			for _, l := range wrap(sayOf(says, p.caption), sprites.Face(capSize, false), w) {
				lw, _ := sprites.MeasureText(l, sprites.Face(capSize, false))
				items = append(items, picItem{r: rect{x + (w-lw)/2, top, lw, capSize * 1.35}, text: l, size: capSize, isText: true})
				top += capSize * 1.35
			}
			top += gap
		}
		if top-gap <= y+h && !wide {
			break
		}
	}
	return items
}

// sayOf is the picture text i, or nothing where a language lacks it (a
// test finds that).
func sayOf(says []string, i int) string {
	if i < 0 || i >= len(says) {
		return ""
	}
	return says[i]
}

// drawPicture paints the items arranged by arrangePicture, dy units lower
// (a scrolled column).
func drawPicture(screen *ebiten.Image, ctx *game.Context, items []picItem, dy float64) {
	s := ctx.Scale
	for _, it := range items {
		r := it.r
		r.y += dy
		switch {
		case it.chip:
			clr := textColor
			if it.hot {
				clr = activeColor
			}
			ctx.Paint.DrawPanel(screen, r.x*s, r.y*s, r.w*s, r.h*s, r.h/2*s, panelInk)
			ctx.Paint.DrawText(screen, it.text, sprites.Face(it.size*s, true), (r.x+r.w/2)*s, (r.y+r.h/2)*s, clr, sprites.Center)
		case it.isText:
			ctx.Paint.DrawText(screen, it.text, sprites.Face(it.size*s, false), (r.x+r.w/2)*s, (r.y+r.h/2)*s, dimText, sprites.Center)
		case it.link:
			ctx.Paint.DrawPanel(screen, r.x*s, r.y*s, r.w*s, r.h*s, 4*s, linkInk)
			ctx.Paint.DrawText(screen, "↕", sprites.Face(r.w*1.1*s, true), (r.x+r.w/2)*s, (r.y+r.h/2)*s, darkText, sprites.Center)
		default:
			ctx.Art.DrawCard(screen, it.c, sprites.Pose{X: r.x * s, Y: r.y * s, W: r.w * s, FaceUp: it.up}, 0, 1)
			if it.mark {
				ctx.Art.DrawOutline(screen, (r.x-2)*s, (r.y-2)*s, (r.w+4)*s, (r.h+4)*s, 3*s, activeInk)
			}
		}
	}
}
