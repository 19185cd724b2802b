package board

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// PersonMove is the input of a person who, when he may act and nothing
// moves, taps the middle one of the outlined places, or presses the first
// button where none is outlined; nil otherwise.
func PersonMove(b *Board) func(in *game.Input) {
	if !b.CanAct() || b.Motion.Moving() {
		return nil
	}
	if ts := b.Targets(); len(ts) > 0 {
		r := b.SpotRect(ts[len(ts)/2])
		return func(in *game.Input) { in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true }
	}
	return func(in *game.Input) { PressButton(b, in) }
}

// boardAt is a board of game id for n players, one of them a person, on a
// w x h screen, laid out from the dealt round (after the deal) or, with
// ticks, from the position that many ticks of play later.
func boardAt(t *testing.T, id string, n int, w, h float64, ticks int) (*Board, *game.Context) {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 7}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NarrowCtx(w, h)
	ctx.AllowNarrow(b.FitsNarrow())
	gameloop.Tick(b, ctx, nil)
	for range 600 {
		if !b.Dealing {
			break
		}
		gameloop.Tick(b, ctx, nil)
	}
	for range ticks {
		if b.round.IsOver() {
			break
		}
		gameloop.Tick(b, ctx, PersonMove(b))
	}
	// The board as the person sees it now.
	if b.Cover {
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	b.LaidFor = -1
	b.Relay()
	return b, ctx
}

// cardsBox is the area the cards of zone i cover, a lifted card too.
func cardsBox(b *Board, i int) ui.Rect {
	bx := &b.boxes[i]
	if len(bx.poses) == 0 {
		return ui.Rect{X: bx.r.X, Y: bx.r.Y, W: math.Max(bx.r.W, bx.w), H: ui.CardH(bx.w)}
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range bx.poses {
		minX, minY = math.Min(minX, p.X), math.Min(minY, p.Y)
		maxX, maxY = math.Max(maxX, p.X+p.W), math.Max(maxY, p.Y+ui.CardH(p.W))
	}
	return ui.Rect{X: minX, Y: minY, W: maxX - minX, H: maxY - minY}
}

// boardRegions are the parts of the board that hold cards, text or
// buttons and must not overlap one another; inPanel are the opponents'
// zones with the panel each must lie in.
func boardRegions(b *Board, ctx *game.Context) (out []scenetest.Region, inPanel [][2]scenetest.Region) {
	g := &b.Geom
	s := ctx.Scale
	for p := range b.Setup.Players {
		if p != b.Bottom {
			out = append(out, scenetest.Region{Name: fmt.Sprintf("panel of seat %d", p), R: g.panel(b.opponent(p))})
		}
	}
	for i, z := range b.tb.zones {
		r := cardsBox(b, i)
		if g.narrow && z.kind == zFan && z.owner == b.Bottom && r.Y > g.handY-18 {
			// Room for the selected card standing out.
			r.H += r.Y - (g.handY - 18)
			r.Y = g.handY - 18
		}
		name := fmt.Sprintf("zone %d (%q)", i, z.label)
		if z.owner >= 0 && z.owner != b.Bottom {
			inPanel = append(inPanel, [2]scenetest.Region{{Name: name, R: r}, {Name: "its panel", R: g.panel(b.opponent(z.owner))}})
			continue
		}
		out = append(out, scenetest.Region{Name: name, R: r})
		if z.label != "" && g.narrow {
			// The label's letters where the board lays them, over the
			// cards (a pile's top card sits a little higher, see
			// layZones).
			lr, _, _ := b.labelBox(i, s)
			bx := b.boxes[i].r
			out = append(out, scenetest.Region{Name: name + "'s label", R: ui.Rect{X: lr.X, Y: bx.Y - 19, W: lr.W, H: 13}})
		}
	}
	k := 0
	for _, c := range b.tb.choices {
		if c.zone < 0 {
			out = append(out, scenetest.Region{Name: fmt.Sprintf("button %d (%s)", k, c.label), R: g.Button(k)})
			k++
		}
	}
	if g.narrow {
		room := g.LW - 2*nMargin
		out = append(out,
			scenetest.Region{Name: "info line", R: ui.Rect{X: nMargin, Y: g.infoY - nInfoH/2, W: room, H: nInfoH}},
			scenetest.Region{Name: "status", R: ui.Rect{X: nMargin, Y: g.statusY2, W: room, H: g.statusH}},
		)
		if g.logR.H > 0 {
			out = append(out, scenetest.Region{Name: "log", R: g.logR})
		}
		if b.tb.big != "" {
			out = append(out, scenetest.Region{Name: "big word", R: ui.Rect{X: nMargin, Y: g.bigY - 18, W: room, H: nBigH - 4}})
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
			for _, sz := range scenetest.ShapeSizes {
				for _, ticks := range []int{0, 240} {
					name := fmt.Sprintf("%s/%d players/%vx%v/tick %d", id, n, sz.W, sz.H, ticks)
					b, ctx := boardAt(t, id, n, sz.W, sz.H, ticks)
					checkBoardLayout(t, name, b, ctx)
				}
			}
		}
	}
}

func checkBoardLayout(t *testing.T, name string, b *Board, ctx *game.Context) {
	t.Helper()
	g := &b.Geom
	css := ctx.Scale / ctx.DPR
	if want := ctx.W < ctx.H*game.NarrowRatio; g.narrow != want {
		t.Errorf("%s: narrow %v, want %v", name, g.narrow, want)
	}
	regs, inPanel := boardRegions(b, ctx)
	for i, a := range regs {
		if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, g.LW, g.LH) {
			t.Errorf("%s: %s %+v is not on the %.0fx%.0f screen", name, a.Name, a.R, g.LW, g.LH)
		}
		for _, o := range regs[i+1:] {
			// A selected card of the hand may stand over its own label.
			if o.Name == a.Name+"'s label" {
				continue
			}
			if ui.Overlaps(a.R, o.R) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, o.Name, o.R)
			}
		}
	}
	for _, zp := range inPanel {
		z, p := zp[0].R, zp[1].R
		if z.X < p.X || z.Y < p.Y || z.X+z.W > p.X+p.W+1e-6 || z.Y+z.H > p.Y+p.H+1e-6 {
			t.Errorf("%s: %s %+v is not inside %+v", name, zp[0].Name, z, p)
		}
	}
	for i := range b.tb.zones {
		for _, p := range b.boxes[i].poses {
			if p.W*css < scenetest.MinCardCSS-1e-6 {
				t.Errorf("%s: a card of zone %d is %.1f px wide, under %v", name, i, p.W*css, scenetest.MinCardCSS)
				break
			}
		}
	}
	for k := range g.buttons {
		if r := g.Button(k); r.W*css < scenetest.MinTapCSS || r.H*css < scenetest.MinTapCSS {
			t.Errorf("%s: button %d of %.0fx%.0f px is too small to tap", name, k, r.W*css, r.H*css)
		}
	}
	if !g.narrow {
		return
	}
	// The bottom hand: every card's top-left corner, a fingertip's square,
	// lies under no later card.
	tap := scenetest.MinTapCSS / css
	for i, z := range b.tb.zones {
		if z.owner != b.Bottom || z.kind != zFan {
			continue
		}
		// A selected card stands raised over its neighbours until it is
		// played: it is left out.
		selected := -1
		if b.Sel >= 0 && b.Sel < len(b.tb.choices) && b.tb.choices[b.Sel].zone == i {
			selected = b.tb.choices[b.Sel].card
		}
		ps := b.boxes[i].poses
		for j, p := range ps {
			if j == selected {
				continue
			}
			corner := ui.Rect{X: p.X, Y: p.Y, W: math.Min(tap, p.W), H: tap}
			for k, q := range ps[j+1:] {
				if j+1+k == selected {
					continue
				}
				if ui.Overlaps(corner, ui.Rect{X: q.X, Y: q.Y, W: q.W, H: ui.CardH(q.W)}) {
					t.Errorf("%s: the hand's card %d of %d hides the corner of card %d", name, j+2+k, len(ps), j+1)
					break
				}
			}
		}
	}
}

var fitLinesSize = regexp.MustCompile(`(?:ui\.)?[fF]itLines\([^,]+, [0-9.]+, ([0-9.]+),`)

// TestBoardTextIsReadableOnEveryShape: every size of text the board draws
// is at least 12 CSS px on every screen of the issue.
func TestBoardTextIsReadableOnEveryShape(t *testing.T) {
	src, err := os.ReadFile("draw.go")
	if err != nil {
		t.Fatal(err)
	}
	var sizes []float64
	for _, re := range []*regexp.Regexp{scenetest.FaceSize, scenetest.FitSize, fitLinesSize} {
		for _, m := range re.FindAllSubmatch(src, -1) {
			v, err := strconv.ParseFloat(string(m[1]), 64)
			if err != nil {
				t.Fatal(err)
			}
			sizes = append(sizes, v)
		}
	}
	scenetest.CheckLeastText(t, sizes)
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
			if got := c.Shown(false, i18n.T(game.English)); got != c.label {
				t.Errorf("without a keyboard the button says %q, want %q", got, c.label)
			}
			if got := c.Shown(true, i18n.T(game.English)); got == c.label || !strings.HasPrefix(got, c.label) {
				t.Errorf("with a keyboard the button says %q, want %q and its key", got, c.label)
			}
		}
	}
	if keyed == 0 {
		t.Fatal("no button with a key to check")
	}
}
