package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/sprites"
)

// rowsIDs are the games of the table of rows: Elfer raus!, its variants
// and MASTER.
var rowsIDs = []string{"elfer", "elfer-falscher-anfang", "elfer-drei-anfangszahlen", "elfer-beliebige-startkarte", master.ID}

// personLays is the move a person at the table makes: the first card he
// may lay, else a draw, else whatever is legal first.
func personLays(tb *Table) (move, bool) {
	if !tb.humanTurn() || tb.motion.Moving() || tb.pick.mode != pickNone {
		return move{}, false
	}
	legal := tb.state.AppendLegal(nil, tb.bottom)
	if len(legal) == 0 {
		return move{}, false
	}
	for _, k := range []moveKind{mLay, mDraw, mEnd, mPass} {
		for _, m := range legal {
			if m.kind == k {
				return m, true
			}
		}
	}
	return legal[0], true
}

// tableOn is a table of game id for n players, people at the first humans
// seats, on the context ctx, played for ticks (a hand-over screen taken
// away at the end).
func tableOn(t *testing.T, id string, n, humans int, ctx *game.Context, ticks int) *Table {
	t.Helper()
	s := Setup{Game: id, Players: n, Rounds: 2, Seed: 7}
	s.FirstHumans(humans)
	tb, err := NewTable(s)
	if err != nil {
		t.Fatal(err)
	}
	tick(tb, ctx, nil)
	for range 600 {
		if !tb.dealing {
			break
		}
		tick(tb, ctx, nil)
	}
	for range ticks {
		if tb.state.IsOver() {
			break
		}
		if tb.covered() {
			tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			continue
		}
		if m, ok := personLays(tb); ok {
			tb.Act(m)
		}
		tick(tb, ctx, nil)
	}
	if tb.covered() && humans == 1 {
		tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	return tb
}

// TestTableShortShots draws every game of rows a while into play on a
// phone held sideways (to look at with ELFER_SHOTS).
func TestTableShortShots(t *testing.T) {
	needGPU(t)
	for _, id := range rowsIDs {
		g, _ := registry.Lookup(id)
		for _, n := range []int{g.MinPlayers, 4, g.MaxPlayers} {
			for _, l := range []game.Lang{game.English, game.German} {
				ctx, screen := shortScreen(844, 390)
				ctx.Settings.Lang = l
				tb := tableOn(t, id, n, 1, ctx, 300)
				for range 200 {
					if !tb.motion.Moving() {
						break
					}
					tick(tb, ctx, nil)
				}
				pix := drawScene(t, tb, ctx, screen, fmt.Sprintf("table-short-%s-%d-%s", id, n, []string{"en", "de"}[l]))
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
	// A replay under way, the hand-over screen, and a narrower phone.
	ctx, screen := shortScreen(844, 390)
	played := tableOn(t, master.ID, 4, 0, ctx, 100000)
	rp, err := NewReplay(played.state.Record(played.names, 1))
	if err != nil {
		t.Fatal(err)
	}
	tick(rp, ctx, nil)
	rp.Step(60)
	for range 200 {
		tick(rp, ctx, nil)
	}
	drawScene(t, rp, ctx, screen, "table-short-replay")
	cover := tableOn(t, "elfer", 3, 2, ctx, 100)
	for range 400 {
		if cover.covered() {
			break
		}
		if m, ok := personLays(cover); ok {
			cover.Act(m)
		}
		tick(cover, ctx, nil)
	}
	drawScene(t, cover, ctx, screen, "table-short-cover")
	small, screen2 := shortScreen(667, 375)
	for _, id := range []string{"elfer", master.ID} {
		tb := tableOn(t, id, 3, 1, small, 500)
		for range 200 {
			tick(tb, small, nil)
		}
		drawScene(t, tb, small, screen2, "table-short-667-"+id)
	}
}

// shortTableParts are the parts of the short table that must not overlap
// (regions), the parts that must lie in a seat's panel, and every text
// with the room it is drawn in.
func shortTableParts(tb *Table, ctx *game.Context) (regs []region, inPanel [][2]region, texts []shortText) {
	l := &tb.lay
	s := ctx.Scale
	small := sprites.Face(tLeast*s, false)
	for p := range tb.setup.Players {
		if p == tb.bottom {
			continue
		}
		b := l.seatBox(tb.opponentIndex(p))
		name := fmt.Sprintf("panel of seat %d", p)
		regs = append(regs, region{name, b})
		x, room := tb.seatTextShort(p)
		face, text := tb.seatNameShort(p, s)
		texts = append(texts, shortText{name + "'s name", text, face, room})
		texts = append(texts, shortText{name + "'s count", tb.counts[p], small, b.x + b.w - 6 - x})
		n := tb.notes[p]
		for _, ln := range n.lines {
			if ln != "" {
				texts = append(texts, shortText{name + "'s last move", ln, sprites.Face(n.size*s, false), tb.noteWidth(p)})
			}
		}
		for i := range tb.view.Sizes[p] {
			ps := tb.handPose(p, i, tb.view.Sizes[p], card.None)
			inPanel = append(inPanel, [2]region{{fmt.Sprintf("seat %d's card %d", p, i), rect{ps.X, ps.Y, ps.W, cardH(ps.W)}}, {name, b}})
		}
		if tb.laidStr != "" && p == tb.state.ToMove() {
			r, _ := tb.laidRect(p)
			inPanel = append(inPanel, [2]region{{"laid count", r}, {name, b}})
			texts = append(texts, shortText{"laid count", tb.laidStr, tb.laidFit[1].fitFace(tb.laidStr, 15, tLeast, r.w-4, s, true), r.w - 4})
		}
	}
	rows := rect{l.slotX[1], l.rowY, l.slotX[l.values] + l.slotW - l.slotX[1], l.rowsBottom - l.rowY}
	regs = append(regs,
		region{"rows", rows},
		region{"hand", handBox(l, max(1, tb.view.Sizes[tb.bottom]))},
		region{"pile", rect{l.pile.x - 4, l.pile.y - 4, l.pile.w + 8, l.pile.h + 8}},
		region{"own line", rect{l.sideX, l.ownY - 12, l.sideW, 24}},
		region{"status", rect{l.sideX, l.statusTop, l.sideW, l.statusH}},
		region{"log", l.log},
	)
	if tb.rp == nil {
		regs = append(regs, region{"menu link", tb.menuRect()}, region{"deal code", tb.codeRect()}, region{"round", rect{l.sideX, l.infoY, l.sideW / 2, tInfoH}})
	} else {
		regs = append(regs, region{"round", rect{l.sideX, l.infoY, l.sideW, tInfoH}})
	}
	if tb.setup.Humans() == 1 && tb.rp == nil {
		regs = append(regs, region{"undo", tb.undoRect()})
	}
	if tb.pk != nil {
		regs = append(regs, region{"bonus supply", rect{l.supply.x, l.supply.y - 24, l.supply.w, l.supply.h + 24}})
	}
	type button struct {
		r     rect
		f     *fitted
		label string
	}
	var buttons []button
	if tb.rp != nil {
		back, fwd, play, view := l.replayButtons()
		regs = append(regs, region{"back", back}, region{"forward", fwd}, region{"play", play}, region{"view", view})
		vf, vl := tb.viewLabel(s)
		texts = append(texts, shortText{"view button", vl, vf, view.w - replayLabelPad})
		for _, lb := range []string{tb.text.ReplayPlay, tb.text.ReplayPause} {
			texts = append(texts, shortText{"play button", lb, sprites.Face(18*s, true), play.w - replayLabelPad})
		}
	} else {
		buttons = append(buttons, button{l.drawButton, &tb.short.draw, tb.text.Draw}, button{l.endButton, &tb.short.end, tb.text.EndTurn}, button{l.endButton, &tb.short.end, tb.text.Pass})
		if tb.pk != nil {
			buttons = append(buttons, button{l.linkButton, &tb.short.link, tb.linkLabel}, button{l.linkButton, &tb.short.link, tb.text.TakeBack})
		}
	}
	for i, b := range buttons {
		if i == 0 || b.r != buttons[i-1].r {
			regs = append(regs, region{"button " + b.label, b.r})
		}
		face, text := b.f.fitLine(b.label, 20, tLeast, b.r.w-tLabelPad, s, true)
		if strings.HasSuffix(text, "…") {
			texts = append(texts, shortText{"button " + b.label + " (cut short)", text, face, -1})
		}
		texts = append(texts, shortText{"button " + b.label, text, face, b.r.w - tLabelPad})
	}
	round, menu, code := tb.infoShort(s)
	texts = append(texts, shortText{"round", round, tb.short.round.face, l.sideW / 2})
	if tb.rp != nil {
		texts[len(texts)-1].room = l.sideW
	}
	if menu != "" {
		texts = append(texts, shortText{"menu link", menu, tb.short.menu.face, l.rules.w - 4})
	}
	if code != "" {
		texts = append(texts, shortText{"deal code", code, tb.short.code.face, l.code.w})
	}
	name, count := tb.ownShort(s)
	texts = append(texts, shortText{"own name", name, tb.short.name.face, l.sideW}, shortText{"own count", count, tb.short.count.face, l.sideW / 2})
	if tb.status != "" {
		text, face := tb.statusShort(s)
		for _, ln := range strings.Split(text, "\n") {
			texts = append(texts, shortText{"status", ln, face, l.sideW})
		}
		if _, h := sprites.MeasureText(text, face); h/s > l.statusH {
			texts = append(texts, shortText{"status (too high)", text, face, -1})
		}
	}
	return regs, inPanel, texts
}

// checkShortTable checks the short table as laid out now: every part on
// the screen and over no other, each seat's cards in its panel, every text
// at least 14 units and within its room, the buttons high enough, the
// row cards' values and the hand cards' corners in view.
func checkShortTable(t *testing.T, name string, tb *Table, ctx *game.Context) {
	t.Helper()
	l := &tb.lay
	s := ctx.Scale
	css := s / ctx.DPR
	if !l.short || l.portrait {
		t.Fatalf("%s: the table is not laid out short (%.0fx%.0f)", name, l.lw, l.lh)
	}
	regs, inPanel, texts := shortTableParts(tb, ctx)
	for i, a := range regs {
		if a.r.w <= 0 || a.r.h <= 0 || !inside(a.r, l.lw, l.lh) {
			t.Errorf("%s: %s %+v is not on the %.0fx%.0f screen", name, a.name, a.r, l.lw, l.lh)
		}
		for _, o := range regs[i+1:] {
			if overlaps(a.r, o.r) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, o.name, o.r)
			}
		}
	}
	for _, zp := range inPanel {
		z, p := zp[0].r, zp[1].r
		if z.x < p.x-1e-6 || z.y < p.y-1e-6 || z.x+z.w > p.x+p.w+1e-6 || z.y+z.h > p.y+p.h+1e-6 {
			t.Errorf("%s: %s %+v is not inside %s %+v", name, zp[0].name, z, zp[1].name, p)
		}
	}
	for _, tx := range texts {
		if strings.Contains(tx.text, "%!") {
			t.Errorf("%s: %s %q is badly formatted", name, tx.name, tx.text)
		}
		if size := unitsOf(tx.face, s); size < tLeast {
			t.Errorf("%s: %s %q is %v units", name, tx.name, tx.text, size)
		}
		if w, _ := sprites.MeasureText(tx.text, tx.face); w/s > tx.room+1e-6 {
			t.Errorf("%s: %s %q is %.0f wide, its room %.0f", name, tx.name, tx.text, w/s, tx.room)
		}
	}
	for _, r := range []rect{l.drawButton, l.endButton, l.linkButton} {
		if r.w > 0 && (r.h < 44 || r.h*css < 38) {
			t.Errorf("%s: a button is %.0f units (%.0f px) high", name, r.h, r.h*css)
		}
	}
	if l.handW*css < minCardCSS-0.5 {
		t.Errorf("%s: a hand card is %.1f px wide", name, l.handW*css)
	}
	// A row card shows its value: across up to the next slot, down to
	// the next row; and it is no smaller than a seat's stack of backs.
	if l.slotW*css < tRowLeastCSS {
		t.Errorf("%s: a row card is %.1f px wide, under %v", name, l.slotW*css, tRowLeastCSS)
	}
	wpx := l.slotW * s
	if down := (0.26*wpx + wpx*0.2 + math.Min(7, wpx*0.12)) / s; l.rowStep < down {
		t.Errorf("%s: rows %.1f apart hide the values %.1f high", name, l.rowStep, down)
	}
	for v := 1; v < l.values; v++ {
		if shown, need := (l.slotX[v+1]-l.slotX[v])*s, cornerExtent(v, wpx); shown < need {
			t.Errorf("%s: the row's %d shows %.1f px, its value needs %.1f", name, v, shown, need)
		}
	}
	tap := minTapCSS / css
	n := tb.view.Sizes[tb.bottom]
	for i := range n {
		x, y, w := l.handSpot(i, n)
		corner := rect{x, y, math.Min(tap, w), tap}
		for j := i + 1; j < n; j++ {
			jx, jy, jw := l.handSpot(j, n)
			if overlaps(corner, rect{jx, jy, jw, cardH(jw)}) {
				t.Errorf("%s: the hand's card %d of %d hides the corner of card %d", name, j+1, n, i+1)
				break
			}
		}
	}
	if tb.covered() {
		r := l.handOverButton
		if !inside(r, l.lw, l.lh) || r.h*css < minTapCSS {
			t.Errorf("%s: the hand-over button %+v", name, r)
		}
	}
}

// tRowLeastCSS is the least width of a row card on a phone held sideways,
// in CSS px: its value in the corner stays readable (about 8 px high),
// with three lines of a hand of more than 20 cards under the rows.
const tRowLeastCSS = 30.0

// TestTableShortLayout lays out every game of rows at every number of
// players on a phone held sideways, in English and German, at the deal
// and at two positions under way, with one person and with two sharing
// the screen: the short design, nothing off the screen or over anything
// else, text of 14 units or more within its room.
func TestTableShortLayout(t *testing.T) {
	var _ game.Short = (*Table)(nil)
	for _, sz := range shortSizes {
		for _, lg := range []game.Lang{game.English, game.German} {
			for _, id := range rowsIDs {
				gm, _ := registry.Lookup(id)
				for n := gm.MinPlayers; n <= gm.MaxPlayers; n++ {
					for _, ticks := range []int{0, 300, 900} {
						for _, humans := range []int{1, 2} {
							ctx := shortCtx(sz.w, sz.h)
							ctx.Settings.Lang = lg
							tb := tableOn(t, id, n, humans, ctx, ticks)
							if !tb.FitsShort() || !ctx.Short() {
								t.Fatalf("%s: the table does not take the short design", id)
							}
							name := fmt.Sprintf("%s/%d players/%d people/%vx%v/%v/tick %d", id, n, humans, sz.w, sz.h, lg, ticks)
							checkShortTable(t, name, tb, ctx)
						}
					}
				}
			}
		}
	}
}

// TestTableShortReplayAndCover: the replay viewer's controls and the
// hand-over screen of two people fit a phone held sideways: the replay at
// its start, under way and at its end, every hand open and one seat's
// view, and the cover's texts and button.
func TestTableShortReplayAndCover(t *testing.T) {
	for _, sz := range shortSizes {
		for _, lg := range []game.Lang{game.English, game.German} {
			for _, id := range rowsIDs {
				gm, _ := registry.Lookup(id)
				for _, n := range []int{gm.MinPlayers, gm.MaxPlayers} {
					ctx := shortCtx(sz.w, sz.h)
					ctx.Settings.Lang = lg
					played := tableOn(t, id, n, 0, ctx, 100000)
					if !played.state.IsOver() {
						t.Fatalf("%s: a round of bots did not end", id)
					}
					tb, err := NewReplay(played.state.Record(played.names, 1))
					if err != nil {
						t.Fatal(err)
					}
					for range 3 {
						tick(tb, ctx, nil)
					}
					for _, step := range []int{0, 40, 1000} {
						tb.Step(step)
						tick(tb, ctx, nil)
						for _, view := range []bool{false, true} {
							if view {
								tb.cycleView()
								tick(tb, ctx, nil)
							}
							name := fmt.Sprintf("replay of %s/%d players/%vx%v/%v/step %d/view %v", id, n, sz.w, sz.h, lg, step, view)
							checkShortTable(t, name, tb, ctx)
						}
					}
					cover := tableOn(t, id, n, 2, ctx, 200)
					for range 400 {
						if cover.covered() {
							break
						}
						if m, ok := personLays(cover); ok {
							cover.Act(m)
						}
						tick(cover, ctx, nil)
					}
					if !cover.covered() {
						t.Fatalf("%s: no hand-over screen with two people", id)
					}
					name := fmt.Sprintf("cover of %s/%d players/%vx%v/%v", id, n, sz.w, sz.h, lg)
					checkShortTable(t, name, cover, ctx)
					l := &cover.lay
					s := ctx.Scale
					title := sprintfOnce(&cover.cover.title, cover.text.PassDevice, cover.names[cover.bottom])
					hint := sprintfOnce(&cover.cover.hint, cover.text.PassHint, cover.names[cover.bottom])
					for _, tx := range []shortText{
						{"cover's title", title, fitFace(title, 40, 20, l.lw-4*pMargin, s, true), l.lw - 4*pMargin},
						{"cover's hint", hint, fitFace(hint, 20, 14, l.lw-4*pMargin, s, false), l.lw - 4*pMargin},
					} {
						if w, _ := sprites.MeasureText(tx.text, tx.face); w/s > tx.room || unitsOf(tx.face, s) < tLeast {
							t.Errorf("%s: %s %q does not fit", name, tx.name, tx.text)
						}
					}
				}
			}
		}
	}
}

// finishedScore is the score sheet of a round of game id for n players,
// played to its end by bots and a person at seat 0.
func finishedScore(t *testing.T, id string, n int, ctx *game.Context) *Score {
	t.Helper()
	tb := tableOn(t, id, n, 1, ctx, 200000)
	if !tb.state.IsOver() {
		t.Fatalf("%s: the round did not end", id)
	}
	if err := tb.match.Finish(tb.state); err != nil {
		t.Fatal(err)
	}
	sc := NewScore(tb)
	tick(sc, ctx, nil)
	return sc
}

// TestScoreShortShots draws the score sheet after a round on a phone held
// sideways (to look at with ELFER_SHOTS).
func TestScoreShortShots(t *testing.T) {
	needGPU(t)
	for _, id := range []string{"elfer", master.ID} {
		for _, n := range []int{2, 6} {
			ctx, screen := shortScreen(844, 390)
			ctx.Settings.Lang = game.German
			sc := finishedScore(t, id, n, ctx)
			drawScene(t, sc, ctx, screen, fmt.Sprintf("score-short-%s-%d", id, n))
		}
	}
}

// TestScoreShortLayout: after a round of every number of players, in
// English and German, the score sheet on a phone held sideways has its
// title, result and a line per seat with the cards it kept over the
// buttons, nothing off the screen, text of 14 units or more in its room.
func TestScoreShortLayout(t *testing.T) {
	var _ game.Short = (*Score)(nil)
	for _, sz := range shortSizes {
		for _, lg := range []game.Lang{game.English, game.German} {
			for _, id := range []string{"elfer", master.ID} {
				for n := 2; n <= 6; n++ {
					ctx := shortCtx(sz.w, sz.h)
					ctx.Settings.Lang = lg
					sc := finishedScore(t, id, n, ctx)
					if !sc.FitsShort() || !ctx.Short() {
						t.Fatalf("%s: the sheet does not take the short design", id)
					}
					name := fmt.Sprintf("sheet of %s/%d players/%vx%v/%v", id, n, sz.w, sz.h, lg)
					s := ctx.Scale
					w := ctx.LW - 2*scoreMargin
					next, menu := sc.buttons(ctx)
					lineH := scoreShortLines(ctx, n)
					table := rect{scoreMargin - 6, scoreShortTop, w + 12, lineH*float64(n) + scoreShortHead + 4}
					regs := []region{{"title and result", rect{scoreMargin, 8, w, scoreShortTop - 10}}, {"table", table}, {"next", next}, {"menu", menu}}
					for i, a := range regs {
						if !inside(a.r, ctx.LW, ctx.LH) {
							t.Errorf("%s: %s %+v is off the screen", name, a.name, a.r)
						}
						for _, o := range regs[i+1:] {
							if overlaps(a.r, o.r) {
								t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, o.name, o.r)
							}
						}
					}
					for _, b := range []rect{next, menu} {
						if b.h < 44 {
							t.Errorf("%s: a button is %.0f units high", name, b.h)
						}
					}
					texts := []shortText{
						{"title", sc.title, fitFace(sc.title, 30, 20, w, s, true), w},
						{"result", sc.result, fitFace(sc.result, 19, 14, w, s, true), w},
					}
					for p := range n {
						texts = append(texts, shortText{"name", sc.cells[p][0], fitFace(sc.cells[p][0], 19, 14, scoreShortNameW, s, true), scoreShortNameW})
					}
					for _, tx := range texts {
						if size := unitsOf(tx.face, s); size < tLeast {
							t.Errorf("%s: %s %q is %v units", name, tx.name, tx.text, size)
						}
						if tw, _ := sprites.MeasureText(tx.text, tx.face); tw/s > tx.room {
							t.Errorf("%s: %s %q is %.0f wide, its room %.0f", name, tx.name, tx.text, tw/s, tx.room)
						}
					}
					if cw := math.Min(40, (lineH-6)/cardRatio); cw*s/ctx.DPR < 20 {
						t.Errorf("%s: the cards kept are %.0f px wide", name, cw*s/ctx.DPR)
					}
				}
			}
		}
	}
}
