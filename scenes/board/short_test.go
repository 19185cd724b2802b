package board

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// boardOn is boardAt on the context ctx, with people at the first humans
// seats, in language l.
func boardOn(t *testing.T, id string, n, humans int, ctx *game.Context, ticks int) *Board {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 2, Seed: 7}
	s.FirstHumans(humans)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
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
		if b.Cover {
			gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			continue
		}
		gameloop.Tick(b, ctx, PersonMove(b))
	}
	if b.Cover {
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	b.LaidFor = -1
	b.Relay()
	return b
}

// shortBoardParts are the parts of the short board that must not overlap
// (regions), the opponents' zones and labels with the panel each must lie
// in, and every text with the room it is drawn in.
func shortBoardParts(b *Board, ctx *game.Context) (regs []scenetest.Region, inPanel [][2]scenetest.Region, texts []scenetest.ShortText) {
	g := &b.Geom
	s := ctx.Scale
	name := sprites.Face(20*s, true)
	for p := range b.Setup.Players {
		if p == b.Bottom {
			continue
		}
		r := g.panel(b.opponent(p))
		regs = append(regs, scenetest.Region{Name: fmt.Sprintf("panel of seat %d", p), R: r})
		_ = name
		texts = append(texts, scenetest.ShortText{Name: fmt.Sprintf("name of seat %d", p), Text: b.names[p], Face: ui.FitFace(b.names[p], 20, 15, r.W-2*nPanelIn-26, s, true), Room: r.W - 2*nPanelIn - 26})
	}
	for i, z := range b.tb.zones {
		r := cardsBox(b, i)
		if z.kind == zFan && z.owner == b.Bottom && r.Y > g.handY-18 {
			// Room for the selected card standing out.
			r.H += r.Y - (g.handY - 18)
			r.Y = g.handY - 18
		}
		zn := fmt.Sprintf("zone %d (%q)", i, z.label)
		lr, label, face := b.labelBox(i, s)
		if label != "" {
			texts = append(texts, scenetest.ShortText{Name: zn + "'s label", Text: label, Face: face, Room: lr.W + 1e-6})
			if z.owner < 0 || z.owner == b.Bottom {
				texts[len(texts)-1].Room = b.labelRoom(i)
			}
		}
		if z.owner >= 0 && z.owner != b.Bottom {
			p := scenetest.Region{Name: "its panel", R: g.panel(b.opponent(z.owner))}
			inPanel = append(inPanel, [2]scenetest.Region{{Name: zn, R: r}, p})
			if label != "" {
				inPanel = append(inPanel, [2]scenetest.Region{{Name: zn + "'s label", R: lr}, p})
			}
			continue
		}
		regs = append(regs, scenetest.Region{Name: zn, R: r})
		if label != "" {
			regs = append(regs, scenetest.Region{Name: zn + "'s label", R: lr})
		}
	}
	k := 0
	for i := range b.tb.choices {
		c := &b.tb.choices[i]
		if c.zone >= 0 {
			continue
		}
		r := g.Button(k)
		regs = append(regs, scenetest.Region{Name: fmt.Sprintf("button %d (%s)", k, c.label), R: r})
		for _, kb := range []bool{false, true} {
			l := c.Shown(kb, b.text)
			texts = append(texts, scenetest.ShortText{Name: fmt.Sprintf("button %d", k), Text: l, Face: ui.FitFace(l, 20, 14, r.W-16, s, true), Room: r.W - 16})
		}
		k++
	}
	round, link, code := b.sideInfo()
	regs = append(regs, scenetest.Region{Name: "menu link", R: link}, scenetest.Region{Name: "status", R: ui.Rect{X: g.sideX, Y: g.statusY2, W: g.sideW, H: g.statusH}})
	for _, kb := range []bool{false, true} {
		l := b.linkLabel(kb)
		texts = append(texts, scenetest.ShortText{Name: "menu link", Text: l, Face: ui.FitFace(l, 15, 14, link.W-4, s, false), Room: link.W - 4})
	}
	if b.codeStr != "" {
		regs = append(regs, scenetest.Region{Name: "deal code", R: code})
		texts = append(texts, scenetest.ShortText{Name: "deal code", Text: b.codeStr, Face: ui.FitFace(b.codeStr, 15, 14, code.W, s, false), Room: code.W})
	}
	if b.roundLabel != "" && g.codeY != 0 {
		regs = append(regs, scenetest.Region{Name: "round", R: round})
		texts = append(texts, scenetest.ShortText{Name: "round", Text: b.roundLabel, Face: ui.FitFace(b.roundLabel, 15, 14, round.W-4, s, false), Room: round.W - 4})
	}
	if g.logR.H > 0 {
		regs = append(regs, scenetest.Region{Name: "log", R: g.logR})
	}
	if g.nameLine {
		regs = append(regs, scenetest.Region{Name: "own name", R: ui.Rect{X: g.sideX, Y: g.nameY - 12, W: g.sideW, H: 24}})
	}
	if b.undoShown() {
		regs = append(regs, scenetest.Region{Name: "undo", R: b.UndoRect()})
	}
	for _, st := range []string{b.status, b.statusKeys} {
		if st == "" {
			continue
		}
		l, f := ui.FitWrap(st, 18, 14, g.sideW, 3, s, true)
		for _, line := range strings.Split(l, "\n") {
			texts = append(texts, scenetest.ShortText{Name: "status", Text: line, Face: f, Room: g.sideW})
		}
		if _, h := sprites.MeasureText(l, f); h/s > g.statusH {
			texts = append(texts, scenetest.ShortText{Name: "status (too high)", Text: l, Face: f, Room: -1})
		}
	}
	if b.tb.big != "" {
		big, bf, br, sub, sf, sr := b.bigShort(s)
		regs = append(regs, scenetest.Region{Name: "big word", R: br})
		for _, line := range strings.Split(big, "\n") {
			texts = append(texts, scenetest.ShortText{Name: "big word", Text: line, Face: bf, Room: g.bigW})
		}
		if sub != "" {
			regs = append(regs, scenetest.Region{Name: "line under the big word", R: sr})
			for _, line := range strings.Split(sub, "\n") {
				texts = append(texts, scenetest.ShortText{Name: "line under the big word", Text: line, Face: sf, Room: g.bigW})
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
	g := &b.Geom
	s := ctx.Scale
	css := s / ctx.DPR
	if !g.short || g.narrow {
		t.Fatalf("%s: the board is not laid out short (%.0fx%.0f)", name, g.LW, g.LH)
	}
	regs, inPanel, texts := shortBoardParts(b, ctx)
	for i, a := range regs {
		if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, g.LW, g.LH) {
			t.Errorf("%s: %s %+v is not on the %.0fx%.0f screen", name, a.Name, a.R, g.LW, g.LH)
		}
		for _, o := range regs[i+1:] {
			if o.Name == a.Name+"'s label" {
				continue // a selected card may stand over its own label
			}
			if ui.Overlaps(a.R, o.R) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, o.Name, o.R)
			}
		}
	}
	for _, zp := range inPanel {
		z, p := zp[0].R, zp[1].R
		if z.X < p.X-1e-6 || z.Y < p.Y-1e-6 || z.X+z.W > p.X+p.W+1e-6 || z.Y+z.H > p.Y+p.H+1e-6 {
			t.Errorf("%s: %s %+v is not inside %+v", name, zp[0].Name, z, p)
		}
	}
	for _, tx := range texts {
		if strings.Contains(tx.Text, "%!") {
			t.Errorf("%s: %s %q is badly formatted", name, tx.Name, tx.Text)
		}
		size := scenetest.UnitsOf(tx.Face, s)
		if size < 14 {
			t.Errorf("%s: %s %q is %v units", name, tx.Name, tx.Text, size)
		}
		if w, _ := sprites.MeasureText(tx.Text, tx.Face); w/s > tx.Room+1e-6 {
			t.Errorf("%s: %s %q is %.0f wide, its room %.0f", name, tx.Name, tx.Text, w/s, tx.Room)
		}
	}
	for i, z := range b.tb.zones {
		least := scenetest.MinCardCSS
		if z.owner >= 0 && z.owner != b.Bottom {
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
		if r := g.Button(k); r.H < 44 || r.H*css < 38 {
			t.Errorf("%s: button %d is %.0f units (%.0f px) high", name, k, r.H, r.H*css)
		}
	}
	tap := scenetest.MinTapCSS / css
	for i, z := range b.tb.zones {
		if z.owner != b.Bottom || z.kind != zFan {
			continue
		}
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
				if j+1+k != selected && ui.Overlaps(corner, ui.Rect{X: q.X, Y: q.Y, W: q.W, H: ui.CardH(q.W)}) {
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
	for _, sz := range scenetest.ShortSizes {
		for _, l := range []game.Lang{game.English, game.German} {
			for _, id := range boardIDs() {
				gm, _ := registry.Lookup(id)
				for n := gm.MinPlayers; n <= gm.MaxPlayers; n++ {
					for _, ticks := range []int{0, 240, 300, 700} {
						humans := 1
						if ticks == 700 {
							humans = 2
						}
						ctx := scenetest.ShortCtx(sz.W, sz.H)
						ctx.Settings.Lang = l
						b := boardOn(t, id, n, humans, ctx, ticks)
						if !b.FitsShort() || !ctx.Short() {
							t.Fatalf("%s: the board does not take the short design", id)
						}
						name := fmt.Sprintf("%s/%d players/%d people/%vx%v/%v/tick %d", id, n, humans, sz.W, sz.H, l, ticks)
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
	gameloop.NeedGPU(t)
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		for _, n := range []int{g.MinPlayers, g.MaxPlayers} {
			for _, l := range []game.Lang{game.English, game.German} {
				ctx, screen := gameloop.GPUCtx(844*2, 390*2)
				ctx.DPR = 2
				ctx.AllowNarrow(true)
				ctx.AllowShort(true)
				ctx.Settings.Lang = l
				b := boardOn(t, id, n, 1, ctx, 300)
				for range 200 {
					if !b.Motion.Moving() {
						break
					}
					gameloop.Tick(b, ctx, nil)
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
