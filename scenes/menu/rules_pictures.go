package menu

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
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

// rulePictureData are the pictures in a short notation, one string a
// game: panels separated by "|", each a list of words. A card is its
// record notation at its corner in card widths, "R11@1.4,0", outlined with
// a "*" before it; "b0,0" is a back and "l0.88,1.2" a connection card;
// "t1@0.6,1.8" is picture text 1 as a tag ("h" for a hot one); "=3" makes
// picture text 3 the caption. Written as data, the pictures cost the
// browser's download a few bytes instead of the code that built them.
var rulePictureData = [...]struct{ id, pic string }{
	{"elfer", "R11@0,0 Y11@1.15,0 G11@2.3,0 B11@3.45,0 =0 | R9@0,0 R10@0.7,0 *R11@1.4,0 R12@2.1,0 R13@2.8,0 t1@0.6,1.8 t2@3.2,1.8 =3"},
	{"elfer-beliebige-startkarte", "*G7@0,0 =0 | R7@0,0 Y7@1.15,0 B7@2.3,0 G6@3.6,0 *G7@4.3,0 G8@5,0 =1"},
	{"elfer-drei-anfangszahlen", "*Y10@0,0 *Y11@2,0 *Y12@4,0 t0@1.5,0.72 t0@3.5,0.72 =1 | B11@0,0 *B12@0.7,0 B13@1.4,0 B14@2.1,0 =2"},
	{"elfer-falscher-anfang", "*R1@0,0 R2@0.7,0 R3@1.4,0 R18@3.3,0 R19@4,0 *R20@4.7,0 t0@2.85,0.72 =1"},
	{"farben", "b0,0 G4@1.5,0 R17@2.6,0 B9@3.7,0 Y2@4.8,0 =0 | B3@0,0 B8@0.55,0 B12@1.1,0 B15@1.65,0 B19@2.2,0 h1@4,0.72 =2"},
	{"hoechste", "R9@0,0 Y4@1.1,0 *G11@2.2,0 B7@3.3,0 =0 | *R10@0,0 *Y10@1.1,0 G3@2.2,0 h1@4.6,0.72 =2"},
	{"master", "Y8@0,0 Y9@0.7,0 Y10@1.4,0 *B9@0.7,1.9 l0.88,1.2 =0 | R12@0,0 *J1@0.7,0 R14@1.4,0 t1@3.6,0.72 =2"},
	{"mogeln", "b0,0 b1.3,0 b2.6,0 t0@0.5,1.8 t1@1.8,1.8 t2@3.1,1.8 =3 | b0,0 *G9@3.2,0 t2@0.5,1.8 h4@2.1,0.72 =5"},
	{"ratefix", "R5@0,0 Y9@1.1,0 G3@2.2,0 B11@3.3,0 h0@5,0.72 t1@0.5,1.85 h2@1.6,1.85 t3@2.7,1.85 t4@3.8,1.85 =5"},
	{"schnippschnapp", "*Y9@0,0 *G9@1.3,0 h0@3.7,0.72 =1 | R4@0,0 *B4@1.3,0 t2@0.5,1.8 h3@3.7,0.72 =4 | R6@0,0 Y6@0.5,0 G6@1,0 B6@1.5,0 =5"},
	{"schnippschnapp-los", "*R2@0,0.75 Y15@1.1,0.75 B2@2.2,0.75 G8@3.3,0.75 h0@2.05,0.2 =1 | R2@0,0.75 Y15@1.1,0.75 *B2@2.2,0.75 G8@3.3,0.75 h2@2.05,0.2 =3"},
	{"schwarzerpeter", "R5@0,0 B5@0.45,0.2 =0 | b0,0.3 b0.45,0.3 b0.9,0 =1 | B13@0,0 *R13@2.6,0 t2@0.5,1.8 h3@3.1,1.8 =4"},
	{"ueberall", "G7@0,0 *Y8@2.1,0 t0@1.55,0.72 t1@0.5,1.8 =2 | B20@0,0 *R1@0.45,0.25 =3"},
	{"zweikampf", "*R14@0,0 B9@1.5,0 t0@1.25,0.72 =1 | R7@0,0 B7@1.5,0 R3@0,1.75 *B12@1.5,1.75 t2@1.25,0.72 t4@1.25,2.47 =3"},
}

// rulePictures are the pictures of the rules screen by game id, read from
// rulePictureData when a rules screen first asks for them.
var rulePictures = sync.OnceValue(func() map[string][]picPanel {
	out := make(map[string][]picPanel, len(rulePictureData))
	for _, d := range rulePictureData {
		p, err := parsePicture(d.pic)
		if err != nil {
			panic(fmt.Sprintf("rules picture of %s: %v", d.id, err)) // the data above is wrong
		}
		out[d.id] = p
	}
	return out
})

// parsePicture reads a picture in the notation of rulePictureData.
func parsePicture(s string) ([]picPanel, error) {
	var out []picPanel
	for _, panel := range strings.Split(s, "|") {
		var p picPanel
		for _, w := range strings.Fields(panel) {
			if n, ok := strings.CutPrefix(w, "="); ok {
				c, err := strconv.Atoi(n)
				if err != nil {
					return nil, fmt.Errorf("caption %q", w)
				}
				p.caption = c
				continue
			}
			what, at, found := strings.Cut(w, "@")
			if !found {
				what, at = w[:1], w[1:]
			}
			xs, ys, ok := strings.Cut(at, ",")
			x, errx := strconv.ParseFloat(xs, 64)
			y, erry := strconv.ParseFloat(ys, 64)
			if !ok || errx != nil || erry != nil {
				return nil, fmt.Errorf("place of %q", w)
			}
			switch {
			case !found && what == "b":
				p.cards = append(p.cards, picCard{x: x, y: y})
			case !found && what == "l":
				p.cards = append(p.cards, picCard{x: x, y: y, link: true})
			case !found:
				return nil, fmt.Errorf("word %q", w)
			case what[0] == 't' || what[0] == 'h':
				say, err := strconv.Atoi(what[1:])
				if err != nil {
					return nil, fmt.Errorf("tag %q", w)
				}
				p.tags = append(p.tags, picTag{x: x, y: y, say: say, hot: what[0] == 'h'})
			default:
				c, marked := strings.CutPrefix(what, "*")
				p.cards = append(p.cards, picCard{c: c, x: x, y: y, mark: marked})
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// picItem is one thing a picture draws, placed on the screen in logical
// units: a card (c valid, or a back), a connection card, a tag or a line
// of a caption.
type picItem struct {
	r      ui.Rect
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
				minX, maxX, maxY = min(minX, c.x), max(maxX, c.x+1), max(maxY, c.y+ui.CardRatio)
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
				it := picItem{r: ui.Rect{X: left + c.x*unit, Y: top + c.y*unit, W: unit, H: ui.CardH(unit)}, mark: c.mark}
				switch {
				case c.link:
					it.link = true
					it.r = ui.Rect{X: left + c.x*unit, Y: top + c.y*unit, W: unit * 0.34, H: unit * 0.95}
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
				items = append(items, picItem{r: ui.Rect{X: left + t.x*unit - tw/2 - 8, Y: top + t.y*unit - th/2, W: tw + 16, H: th},
					text: s, size: tagSize, hot: t.hot, isText: true, chip: true})
			}
			top += maxY*unit + 10
			for _, l := range ui.Wrap(sayOf(says, p.caption), sprites.Face(capSize, false), w) {
				lw, _ := sprites.MeasureText(l, sprites.Face(capSize, false))
				items = append(items, picItem{r: ui.Rect{X: x + (w-lw)/2, Y: top, W: lw, H: capSize * 1.35}, text: l, size: capSize, isText: true})
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
		r.Y += dy
		switch {
		case it.chip:
			clr := ui.TextColor
			if it.hot {
				clr = ui.ActiveColor
			}
			ctx.Paint.DrawPanel(screen, r.X*s, r.Y*s, r.W*s, r.H*s, r.H/2*s, ui.PanelInk)
			ctx.Paint.DrawText(screen, it.text, sprites.Face(it.size*s, true), (r.X+r.W/2)*s, (r.Y+r.H/2)*s, clr, sprites.Center)
		case it.isText:
			ctx.Paint.DrawText(screen, it.text, sprites.Face(it.size*s, false), (r.X+r.W/2)*s, (r.Y+r.H/2)*s, ui.DimText, sprites.Center)
		case it.link:
			ctx.Paint.DrawPanel(screen, r.X*s, r.Y*s, r.W*s, r.H*s, 4*s, ui.LinkInk)
			ctx.Paint.DrawText(screen, "↕", sprites.Face(r.W*1.1*s, true), (r.X+r.W/2)*s, (r.Y+r.H/2)*s, ui.DarkText, sprites.Center)
		default:
			ctx.Art.DrawCard(screen, it.c, sprites.Pose{X: r.X * s, Y: r.Y * s, W: r.W * s, FaceUp: it.up}, 0, 1)
			if it.mark {
				ctx.Art.DrawOutline(screen, (r.X-2)*s, (r.Y-2)*s, (r.W+4)*s, (r.H+4)*s, 3*s, ui.ActiveInk)
			}
		}
	}
}
