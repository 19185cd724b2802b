package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/sprites"
)

// boardOn is boardAt on the context ctx, with people at the first humans
// seats, in language l.
func boardOn(t *testing.T, id string, n, humans int, ctx *game.Context, ticks int) *Board {
	t.Helper()
	s := Setup{Game: id, Players: n, Rounds: 2, Seed: 7}
	s.FirstHumans(humans)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
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
		if b.cover {
			tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			continue
		}
		tick(b, ctx, personMove(b))
	}
	if b.cover {
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	b.laidFor = -1
	b.relay()
	return b
}

// shortBoardParts are the parts of the short board that must not overlap
// (regions), the opponents' zones and labels with the panel each must lie
// in, and every text with the room it is drawn in.
func shortBoardParts(b *Board, ctx *game.Context) (regs []region, inPanel [][2]region, texts []shortText) {
	g := &b.geom
	s := ctx.Scale
	name := sprites.Face(20*s, true)
	for p := range b.setup.Players {
		if p == b.bottom {
			continue
		}
		r := g.panel(b.opponent(p))
		regs = append(regs, region{fmt.Sprintf("panel of seat %d", p), r})
		_ = name
		texts = append(texts, shortText{fmt.Sprintf("name of seat %d", p), b.names[p], fitFace(b.names[p], 20, 15, r.w-2*nPanelIn-26, s, true), r.w - 2*nPanelIn - 26})
	}
	for i, z := range b.tb.zones {
		r := cardsBox(b, i)
		if z.kind == zFan && z.owner == b.bottom && r.y > g.handY-18 {
			// Room for the selected card standing out.
			r.h += r.y - (g.handY - 18)
			r.y = g.handY - 18
		}
		zn := fmt.Sprintf("zone %d (%q)", i, z.label)
		lr, label, face := b.labelBox(i, s)
		if label != "" {
			texts = append(texts, shortText{zn + "'s label", label, face, lr.w + 1e-6})
			if z.owner < 0 || z.owner == b.bottom {
				texts[len(texts)-1].room = b.labelRoom(i)
			}
		}
		if z.owner >= 0 && z.owner != b.bottom {
			p := region{"its panel", g.panel(b.opponent(z.owner))}
			inPanel = append(inPanel, [2]region{{zn, r}, p})
			if label != "" {
				inPanel = append(inPanel, [2]region{{zn + "'s label", lr}, p})
			}
			continue
		}
		regs = append(regs, region{zn, r})
		if label != "" {
			regs = append(regs, region{zn + "'s label", lr})
		}
	}
	k := 0
	for i := range b.tb.choices {
		c := &b.tb.choices[i]
		if c.zone >= 0 {
			continue
		}
		r := g.button(k)
		regs = append(regs, region{fmt.Sprintf("button %d (%s)", k, c.label), r})
		for _, kb := range []bool{false, true} {
			l := c.shown(kb, b.text)
			texts = append(texts, shortText{fmt.Sprintf("button %d", k), l, fitFace(l, 20, 14, r.w-16, s, true), r.w - 16})
		}
		k++
	}
	round, link, code := b.sideInfo()
	regs = append(regs, region{"menu link", link}, region{"status", rect{g.sideX, g.statusY2, g.sideW, g.statusH}})
	for _, kb := range []bool{false, true} {
		l := b.linkLabel(kb)
		texts = append(texts, shortText{"menu link", l, fitFace(l, 15, 14, link.w-4, s, false), link.w - 4})
	}
	if b.codeStr != "" {
		regs = append(regs, region{"deal code", code})
		texts = append(texts, shortText{"deal code", b.codeStr, fitFace(b.codeStr, 15, 14, code.w, s, false), code.w})
	}
	if b.roundLabel != "" && g.codeY != 0 {
		regs = append(regs, region{"round", round})
		texts = append(texts, shortText{"round", b.roundLabel, fitFace(b.roundLabel, 15, 14, round.w-4, s, false), round.w - 4})
	}
	if g.logR.h > 0 {
		regs = append(regs, region{"log", g.logR})
	}
	if g.nameLine {
		regs = append(regs, region{"own name", rect{g.sideX, g.nameY - 12, g.sideW, 24}})
	}
	if b.undoShown() {
		regs = append(regs, region{"undo", b.undoRect()})
	}
	for _, st := range []string{b.status, b.statusKeys} {
		if st == "" {
			continue
		}
		l, f := fitWrap(st, 18, 14, g.sideW, 3, s, true)
		for _, line := range strings.Split(l, "\n") {
			texts = append(texts, shortText{"status", line, f, g.sideW})
		}
		if _, h := sprites.MeasureText(l, f); h/s > g.statusH {
			texts = append(texts, shortText{"status (too high)", l, f, -1})
		}
	}
	if b.tb.big != "" {
		big, bf, br, sub, sf, sr := b.bigShort(s)
		regs = append(regs, region{"big word", br})
		for _, line := range strings.Split(big, "\n") {
			texts = append(texts, shortText{"big word", line, bf, g.bigW})
		}
		if sub != "" {
			regs = append(regs, region{"line under the big word", sr})
			for _, line := range strings.Split(sub, "\n") {
				texts = append(texts, shortText{"line under the big word", line, sf, g.bigW})
			}
		}
	}
	return regs, inPanel, texts
}

// checkShortBoard checks the short board as laid out now: every part on
// the screen and over no other, the opponents' cards and labels in their
// panels, every text at least 14 units and within its room, cards and
// buttons big enough, and each card of the hand showing a fingertip's
// corner.
func checkShortBoard(t *testing.T, name string, b *Board, ctx *game.Context) {
	t.Helper()
	g := &b.geom
	s := ctx.Scale
	css := s / ctx.DPR
	if !g.short || g.narrow {
		t.Fatalf("%s: the board is not laid out short (%.0fx%.0f)", name, g.lw, g.lh)
	}
	regs, inPanel, texts := shortBoardParts(b, ctx)
	for i, a := range regs {
		if a.r.w <= 0 || a.r.h <= 0 || !inside(a.r, g.lw, g.lh) {
			t.Errorf("%s: %s %+v is not on the %.0fx%.0f screen", name, a.name, a.r, g.lw, g.lh)
		}
		for _, o := range regs[i+1:] {
			if o.name == a.name+"'s label" {
				continue // a selected card may stand over its own label
			}
			if overlaps(a.r, o.r) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, o.name, o.r)
			}
		}
	}
	for _, zp := range inPanel {
		z, p := zp[0].r, zp[1].r
		if z.x < p.x-1e-6 || z.y < p.y-1e-6 || z.x+z.w > p.x+p.w+1e-6 || z.y+z.h > p.y+p.h+1e-6 {
			t.Errorf("%s: %s %+v is not inside %+v", name, zp[0].name, z, p)
		}
	}
	for _, tx := range texts {
		if strings.Contains(tx.text, "%!") {
			t.Errorf("%s: %s %q is badly formatted", name, tx.name, tx.text)
		}
		size := unitsOf(tx.face, s)
		if size < 14 {
			t.Errorf("%s: %s %q is %v units", name, tx.name, tx.text, size)
		}
		if w, _ := sprites.MeasureText(tx.text, tx.face); w/s > tx.room+1e-6 {
			t.Errorf("%s: %s %q is %.0f wide, its room %.0f", name, tx.name, tx.text, w/s, tx.room)
		}
	}
	for i, z := range b.tb.zones {
		least := minCardCSS
		if z.owner >= 0 && z.owner != b.bottom {
			// An opponent's cards are looked at, never tapped.
			least = 40
		}
		for _, p := range b.boxes[i].poses {
			if p.W*css < least-1e-6 {
				t.Errorf("%s: a card of zone %d is %.1f px wide, under %v", name, i, p.W*css, least)
				break
			}
		}
	}
	for k := range g.buttons {
		if r := g.button(k); r.h < 44 || r.h*css < 38 {
			t.Errorf("%s: button %d is %.0f units (%.0f px) high", name, k, r.h, r.h*css)
		}
	}
	tap := minTapCSS / css
	for i, z := range b.tb.zones {
		if z.owner != b.bottom || z.kind != zFan {
			continue
		}
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
				if j+1+k != selected && overlaps(corner, rect{q.X, q.Y, q.W, cardH(q.W)}) {
					t.Errorf("%s: the hand's card %d of %d hides the corner of card %d", name, j+2+k, len(ps), j+1)
					break
				}
			}
		}
	}
}

// TestBoardShortLayout lays out every game of the board at every number of
// players on a phone held sideways, in English and German, from the deal
// and from positions under way, with one person and with two sharing the
// screen: the short design, nothing off the screen or over anything else,
// text of 14 units or more within its room.
func TestBoardShortLayout(t *testing.T) {
	var _ game.Short = (*Board)(nil)
	for _, sz := range shortSizes {
		for _, l := range []game.Lang{game.English, game.German} {
			for _, id := range boardIDs() {
				gm, _ := registry.Lookup(id)
				for n := gm.MinPlayers; n <= gm.MaxPlayers; n++ {
					for _, ticks := range []int{0, 240, 300, 700} {
						humans := 1
						if ticks == 700 {
							humans = 2
						}
						ctx := shortCtx(sz.w, sz.h)
						ctx.Settings.Lang = l
						b := boardOn(t, id, n, humans, ctx, ticks)
						if !b.FitsShort() || !ctx.Short() {
							t.Fatalf("%s: the board does not take the short design", id)
						}
						name := fmt.Sprintf("%s/%d players/%d people/%vx%v/%v/tick %d", id, n, humans, sz.w, sz.h, l, ticks)
						checkShortBoard(t, name, b, ctx)
					}
				}
			}
		}
	}
}

// TestBoardShortShots draws every board game a while into play on a phone
// held sideways (to look at with ELFER_SHOTS): the short design fills the
// screen with its panels, middle, hand and side column.
func TestBoardShortShots(t *testing.T) {
	needGPU(t)
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		for _, n := range []int{g.MinPlayers, g.MaxPlayers} {
			for _, l := range []game.Lang{game.English, game.German} {
				ctx, screen := gpuCtx(844*2, 390*2)
				ctx.DPR = 2
				ctx.AllowNarrow(true)
				ctx.AllowShort(true)
				ctx.Settings.Lang = l
				b := boardOn(t, id, n, 1, ctx, 300)
				for range 200 {
					if !b.motion.Moving() {
						break
					}
					tick(b, ctx, nil)
				}
				pix := drawBoard(t, b, ctx, screen, fmt.Sprintf("board-short-%s-%d-%s", id, n, []string{"en", "de"}[l]))
				colors := map[[3]byte]bool{}
				for i := 0; i < len(pix); i += 4 * 97 {
					colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
				}
				if len(colors) < 20 {
					t.Errorf("%s: only %d colours on screen", id, len(colors))
				}
			}
		}
	}
}
