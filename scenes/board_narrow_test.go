package scenes

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/sprites"
)

// personMove is the input of a person who, when he may act and nothing
// moves, taps the middle one of the outlined places, or presses the first
// button where none is outlined; nil otherwise.
func personMove(b *Board) func(in *game.Input) {
	if !b.canAct() || b.motion.Moving() {
		return nil
	}
	if ts := b.targets(); len(ts) > 0 {
		r := b.spotRect(ts[len(ts)/2])
		return func(in *game.Input) { in.X, in.Y, in.Released = r.x+r.w/2, r.y+r.h/2, true }
	}
	return func(in *game.Input) { pressButton(b, in) }
}

// boardAt is a board of game id for n players, one of them a person, on a
// w x h screen, laid out from the dealt round (after the deal) or, with
// ticks, from the position that many ticks of play later.
func boardAt(t *testing.T, id string, n int, w, h float64, ticks int) (*Board, *game.Context) {
	t.Helper()
	s := Setup{Game: id, Players: n, Rounds: 1, Seed: 7}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := narrowCtx(w, h)
	ctx.AllowNarrow(b.FitsNarrow())
	tick(b, ctx, nil)
	for range 600 {
		if !b.dealing {
			break
		}
		tick(b, ctx, nil)
	}
	for range ticks {
		if b.round.IsOver() {
			break
		}
		tick(b, ctx, personMove(b))
	}
	// The board as the person sees it now.
	if b.cover {
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	b.laidFor = -1
	b.relay()
	return b, ctx
}

// cardsBox is the area the cards of zone i cover, a lifted card too.
func cardsBox(b *Board, i int) rect {
	bx := &b.boxes[i]
	if len(bx.poses) == 0 {
		return rect{bx.r.x, bx.r.y, math.Max(bx.r.w, bx.w), cardH(bx.w)}
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range bx.poses {
		minX, minY = math.Min(minX, p.X), math.Min(minY, p.Y)
		maxX, maxY = math.Max(maxX, p.X+p.W), math.Max(maxY, p.Y+cardH(p.W))
	}
	return rect{minX, minY, maxX - minX, maxY - minY}
}

// boardRegions are the parts of the board that hold cards, text or
// buttons and must not overlap one another; inPanel are the opponents'
// zones with the panel each must lie in.
func boardRegions(b *Board, ctx *game.Context) (out []region, inPanel [][2]region) {
	g := &b.geom
	s := ctx.Scale
	for p := range b.setup.Players {
		if p != b.bottom {
			out = append(out, region{fmt.Sprintf("panel of seat %d", p), g.panel(b.opponent(p))})
		}
	}
	for i, z := range b.tb.zones {
		r := cardsBox(b, i)
		if g.narrow && z.kind == zFan && z.owner == b.bottom && r.y > g.handY-18 {
			// Room for the selected card standing out.
			r.h += r.y - (g.handY - 18)
			r.y = g.handY - 18
		}
		name := fmt.Sprintf("zone %d (%q)", i, z.label)
		if z.owner >= 0 && z.owner != b.bottom {
			inPanel = append(inPanel, [2]region{{name, r}, {"its panel", g.panel(b.opponent(z.owner))}})
			continue
		}
		out = append(out, region{name, r})
		if z.label != "" && g.narrow {
			label, face := fitLabel(z.label, b.labelRoom(i), s, 15)
			w, _ := sprites.MeasureText(label, face)
			w /= s
			bx := b.boxes[i].r
			// The label's letters, over the cards (a pile's top card sits
			// a little higher, see layZones).
			out = append(out, region{name + "'s label", rect{bx.x + bx.w/2 - w/2, bx.y - 19, w, 13}})
		}
	}
	k := 0
	for _, c := range b.tb.choices {
		if c.zone < 0 {
			out = append(out, region{fmt.Sprintf("button %d (%s)", k, c.label), g.button(k)})
			k++
		}
	}
	if g.narrow {
		room := g.lw - 2*nMargin
		out = append(out,
			region{"info line", rect{nMargin, g.infoY - nInfoH/2, room, nInfoH}},
			region{"status", rect{nMargin, g.statusY2, room, g.statusH}},
		)
		if g.logR.h > 0 {
			out = append(out, region{"log", g.logR})
		}
		if b.tb.big != "" {
			out = append(out, region{"big word", rect{nMargin, g.bigY - 18, room, nBigH - 4}})
		}
	}
	return out, inPanel
}

// TestBoardLayoutOnEveryShape lays out every game of the board at every
// number of players on every screen of the issue, from the dealt round and
// from a position of the game under way, and checks what a person at that
// screen needs: nothing off the screen, no two parts over one another,
// cards and buttons big enough, the hand's cards each showing a corner.
func TestBoardLayoutOnEveryShape(t *testing.T) {
	for _, id := range boardIDs() {
		gm, _ := registry.Lookup(id)
		for n := gm.MinPlayers; n <= gm.MaxPlayers; n++ {
			for _, sz := range shapeSizes {
				for _, ticks := range []int{0, 240} {
					name := fmt.Sprintf("%s/%d players/%vx%v/tick %d", id, n, sz.w, sz.h, ticks)
					b, ctx := boardAt(t, id, n, sz.w, sz.h, ticks)
					checkBoardLayout(t, name, b, ctx)
				}
			}
		}
	}
}

func checkBoardLayout(t *testing.T, name string, b *Board, ctx *game.Context) {
	t.Helper()
	g := &b.geom
	css := ctx.Scale / ctx.DPR
	if want := ctx.W < ctx.H*game.NarrowRatio; g.narrow != want {
		t.Errorf("%s: narrow %v, want %v", name, g.narrow, want)
	}
	regs, inPanel := boardRegions(b, ctx)
	for i, a := range regs {
		if a.r.w <= 0 || a.r.h <= 0 || !inside(a.r, g.lw, g.lh) {
			t.Errorf("%s: %s %+v is not on the %.0fx%.0f screen", name, a.name, a.r, g.lw, g.lh)
		}
		for _, o := range regs[i+1:] {
			// A selected card of the hand may stand over its own label.
			if o.name == a.name+"'s label" {
				continue
			}
			if overlaps(a.r, o.r) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, o.name, o.r)
			}
		}
	}
	for _, zp := range inPanel {
		z, p := zp[0].r, zp[1].r
		if z.x < p.x || z.y < p.y || z.x+z.w > p.x+p.w+1e-6 || z.y+z.h > p.y+p.h+1e-6 {
			t.Errorf("%s: %s %+v is not inside %+v", name, zp[0].name, z, p)
		}
	}
	for i := range b.tb.zones {
		for _, p := range b.boxes[i].poses {
			if p.W*css < minCardCSS-1e-6 {
				t.Errorf("%s: a card of zone %d is %.1f px wide, under %v", name, i, p.W*css, minCardCSS)
				break
			}
		}
	}
	for k := range g.buttons {
		if r := g.button(k); r.w*css < minTapCSS || r.h*css < minTapCSS {
			t.Errorf("%s: button %d of %.0fx%.0f px is too small to tap", name, k, r.w*css, r.h*css)
		}
	}
	if !g.narrow {
		return
	}
	// The bottom hand: every card's top-left corner, a fingertip's square,
	// lies under no later card.
	tap := minTapCSS / css
	for i, z := range b.tb.zones {
		if z.owner != b.bottom || z.kind != zFan {
			continue
		}
		// A selected card stands raised over its neighbours until it is
		// played: it is left out.
		selected := -1
		if b.sel >= 0 && b.sel < len(b.tb.choices) && b.tb.choices[b.sel].zone == i {
			selected = b.tb.choices[b.sel].card
		}
		ps := b.boxes[i].poses
		for j, p := range ps {
			if j == selected {
				continue
			}
			corner := rect{p.X, p.Y, math.Min(tap, p.W), tap}
			for k, q := range ps[j+1:] {
				if j+1+k == selected {
					continue
				}
				if overlaps(corner, rect{q.X, q.Y, q.W, cardH(q.W)}) {
					t.Errorf("%s: the hand's card %d of %d hides the corner of card %d", name, j+2+k, len(ps), j+1)
					break
				}
			}
		}
	}
}

var fitLinesSize = regexp.MustCompile(`fitLines\([^,]+, [0-9.]+, ([0-9.]+),`)

// TestBoardTextIsReadableOnEveryShape: every size of text the board draws
// is at least 12 CSS px on every screen of the issue.
func TestBoardTextIsReadableOnEveryShape(t *testing.T) {
	src, err := os.ReadFile("board_draw.go")
	if err != nil {
		t.Fatal(err)
	}
	var sizes []float64
	for _, re := range []*regexp.Regexp{faceSize, fitSize, fitLinesSize} {
		for _, m := range re.FindAllSubmatch(src, -1) {
			v, err := strconv.ParseFloat(string(m[1]), 64)
			if err != nil {
				t.Fatal(err)
			}
			sizes = append(sizes, v)
		}
	}
	checkLeastText(t, sizes)
}

// TestBoardKeyHintsOnlyWithAKeyboard: a button names its key only while a
// keyboard is in use.
func TestBoardKeyHintsOnlyWithAKeyboard(t *testing.T) {
	keyed := 0
	for _, id := range boardIDs() {
		gm, _ := registry.Lookup(id)
		b, _ := boardAt(t, id, gm.MinPlayers, 390, 844, 240)
		for i := range b.tb.choices {
			c := &b.tb.choices[i]
			if c.zone >= 0 || !c.hasKey() {
				continue
			}
			keyed++
			if got := c.shown(false, T(game.English)); got != c.label {
				t.Errorf("without a keyboard the button says %q, want %q", got, c.label)
			}
			if got := c.shown(true, T(game.English)); got == c.label || !strings.HasPrefix(got, c.label) {
				t.Errorf("with a keyboard the button says %q, want %q and its key", got, c.label)
			}
		}
	}
	if keyed == 0 {
		t.Fatal("no button with a key to check")
	}
}
