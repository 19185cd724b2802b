package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/master"
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

// rowsIDs are the games of the table of rows: Elfer raus!, its variants
// and MASTER.
var rowsIDs = []string{"elfer", "elfer-falscher-anfang", "elfer-drei-anfangszahlen", "elfer-beliebige-startkarte", master.ID}

// personLays is the move a person at the table makes: the first card he
// may lay, else a draw, else whatever is legal first.
func personLays(tb *Table) (Move, bool) {
	if !tb.HumanTurn() || tb.Motion.Moving() || tb.pick.mode != pickNone {
		return Move{}, false
	}
	legal := tb.State.AppendLegal(nil, tb.Bottom)
	if len(legal) == 0 {
		return Move{}, false
	}
	for _, k := range []moveKind{MLay, mDraw, mEnd, mPass} {
		for _, m := range legal {
			if m.Kind == k {
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
	s := shell.Setup{Game: id, Players: n, Rounds: 2, Seed: 7}
	s.FirstHumans(humans)
	tb, err := NewTable(s)
	if err != nil {
		t.Fatal(err)
	}
	gameloop.Tick(tb, ctx, nil)
	for range 600 {
		if !tb.dealing {
			break
		}
		gameloop.Tick(tb, ctx, nil)
	}
	for range ticks {
		if tb.State.IsOver() {
			break
		}
		if tb.Covered() {
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			continue
		}
		if m, ok := personLays(tb); ok {
			tb.Act(m)
		}
		gameloop.Tick(tb, ctx, nil)
	}
	if tb.Covered() && humans == 1 {
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	return tb
}

// TestTableShortShots draws every game of rows a while into play on a
// phone held sideways (to look at with ELFER_SHOTS).
func TestTableShortShots(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, id := range rowsIDs {
		g, _ := registry.Lookup(id)
		for _, n := range []int{g.MinPlayers, 4, g.MaxPlayers} {
			for _, l := range []game.Lang{game.English, game.German} {
				ctx, screen := scenetest.ShortScreen(844, 390)
				ctx.Settings.Lang = l
				tb := tableOn(t, id, n, 1, ctx, 300)
				for range 200 {
					if !tb.Motion.Moving() {
						break
					}
					gameloop.Tick(tb, ctx, nil)
				}
				pix := scenetest.DrawScene(t, tb, ctx, screen, fmt.Sprintf("table-short-%s-%d-%s", id, n, []string{"en", "de"}[l]))
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
	ctx, screen := scenetest.ShortScreen(844, 390)
	played := tableOn(t, master.ID, 4, 0, ctx, 100000)
	rp, err := NewReplay(played.State.Record(played.names, 1))
	if err != nil {
		t.Fatal(err)
	}
	gameloop.Tick(rp, ctx, nil)
	rp.Step(60)
	for range 200 {
		gameloop.Tick(rp, ctx, nil)
	}
	scenetest.DrawScene(t, rp, ctx, screen, "table-short-replay")
	cover := tableOn(t, "elfer", 3, 2, ctx, 100)
	for range 400 {
		if cover.Covered() {
			break
		}
		if m, ok := personLays(cover); ok {
			cover.Act(m)
		}
		gameloop.Tick(cover, ctx, nil)
	}
	scenetest.DrawScene(t, cover, ctx, screen, "table-short-cover")
	small, screen2 := scenetest.ShortScreen(667, 375)
	for _, id := range []string{"elfer", master.ID} {
		tb := tableOn(t, id, 3, 1, small, 500)
		for range 200 {
			gameloop.Tick(tb, small, nil)
		}
		scenetest.DrawScene(t, tb, small, screen2, "table-short-667-"+id)
	}
}

// shortTableParts are the parts of the short table that must not overlap
// (regions), the parts that must lie in a seat's panel, and every text
// with the room it is drawn in.
func shortTableParts(tb *Table, ctx *game.Context) (regs []scenetest.Region, inPanel [][2]scenetest.Region, texts []scenetest.ShortText) {
	l := &tb.Lay
	s := ctx.Scale
	small := sprites.Face(tLeast*s, false)
	for p := range tb.Setup.Players {
		if p == tb.Bottom {
			continue
		}
		b := l.seatBox(tb.opponentIndex(p))
		name := fmt.Sprintf("panel of seat %d", p)
		regs = append(regs, scenetest.Region{Name: name, R: b})
		x, room := tb.seatTextShort(p)
		face, text := tb.seatNameShort(p, s)
		texts = append(texts, scenetest.ShortText{Name: name + "'s name", Text: text, Face: face, Room: room})
		texts = append(texts, scenetest.ShortText{Name: name + "'s count", Text: tb.counts[p], Face: small, Room: b.X + b.W - 6 - x})
		n := tb.notes[p]
		for _, ln := range n.lines {
			if ln != "" {
				texts = append(texts, scenetest.ShortText{Name: name + "'s last move", Text: ln, Face: sprites.Face(n.size*s, false), Room: tb.noteWidth(p)})
			}
		}
		for i := range tb.view.Sizes[p] {
			ps := tb.handPose(p, i, tb.view.Sizes[p], card.None)
			inPanel = append(inPanel, [2]scenetest.Region{{Name: fmt.Sprintf("seat %d's card %d", p, i), R: ui.Rect{X: ps.X, Y: ps.Y, W: ps.W, H: ui.CardH(ps.W)}}, {Name: name, R: b}})
		}
		if tb.laidStr != "" && p == tb.State.ToMove() {
			r, _ := tb.laidRect(p)
			inPanel = append(inPanel, [2]scenetest.Region{{Name: "laid count", R: r}, {Name: name, R: b}})
			texts = append(texts, scenetest.ShortText{Name: "laid count", Text: tb.laidStr, Face: tb.laidFit[1].FitFace(tb.laidStr, 15, tLeast, r.W-4, s, true), Room: r.W - 4})
		}
	}
	rows := ui.Rect{X: l.slotX[1], Y: l.rowY, W: l.slotX[l.values] + l.slotW - l.slotX[1], H: l.rowsBottom - l.rowY}
	regs = append(regs,
		scenetest.Region{Name: "rows", R: rows},
		scenetest.Region{Name: "hand", R: handBox(l, max(1, tb.view.Sizes[tb.Bottom]))},
		scenetest.Region{Name: "pile", R: ui.Rect{X: l.pile.X - 4, Y: l.pile.Y - 4, W: l.pile.W + 8, H: l.pile.H + 8}},
		scenetest.Region{Name: "own line", R: ui.Rect{X: l.sideX, Y: l.ownY - 12, W: l.sideW, H: 24}},
		scenetest.Region{Name: "status", R: ui.Rect{X: l.sideX, Y: l.statusTop, W: l.sideW, H: l.statusH}},
		scenetest.Region{Name: "log", R: l.log},
	)
	if tb.Rp == nil {
		regs = append(regs, scenetest.Region{Name: "menu link", R: tb.MenuRect()}, scenetest.Region{Name: "deal code", R: tb.codeRect()}, scenetest.Region{Name: "round", R: ui.Rect{X: l.sideX, Y: l.infoY, W: l.sideW / 2, H: tInfoH}})
	} else {
		regs = append(regs, scenetest.Region{Name: "round", R: ui.Rect{X: l.sideX, Y: l.infoY, W: l.sideW, H: tInfoH}})
	}
	if tb.Setup.Humans() == 1 && tb.Rp == nil {
		regs = append(regs, scenetest.Region{Name: "undo", R: tb.UndoRect()})
	}
	if tb.pk != nil {
		regs = append(regs, scenetest.Region{Name: "bonus supply", R: ui.Rect{X: l.supply.X, Y: l.supply.Y - 24, W: l.supply.W, H: l.supply.H + 24}})
	}
	type button struct {
		r     ui.Rect
		f     *ui.Fitted
		label string
	}
	var buttons []button
	if tb.Rp != nil {
		back, fwd, play, view := l.ReplayButtons()
		regs = append(regs, scenetest.Region{Name: "back", R: back}, scenetest.Region{Name: "forward", R: fwd}, scenetest.Region{Name: "play", R: play}, scenetest.Region{Name: "view", R: view})
		vf, vl := tb.viewLabel(s)
		texts = append(texts, scenetest.ShortText{Name: "view button", Text: vl, Face: vf, Room: view.W - replayLabelPad})
		for _, lb := range []string{tb.text.ReplayPlay, tb.text.ReplayPause} {
			texts = append(texts, scenetest.ShortText{Name: "play button", Text: lb, Face: sprites.Face(18*s, true), Room: play.W - replayLabelPad})
		}
	} else {
		buttons = append(buttons, button{l.drawButton, &tb.short.draw, tb.text.Draw}, button{l.endButton, &tb.short.end, tb.text.EndTurn}, button{l.endButton, &tb.short.end, tb.text.Pass})
		if tb.pk != nil {
			buttons = append(buttons, button{l.linkButton, &tb.short.link, tb.linkLabel}, button{l.linkButton, &tb.short.link, tb.text.TakeBack})
		}
	}
	for i, b := range buttons {
		if i == 0 || b.r != buttons[i-1].r {
			regs = append(regs, scenetest.Region{Name: "button " + b.label, R: b.r})
		}
		face, text := b.f.FitLine(b.label, 20, tLeast, b.r.W-tLabelPad, s, true)
		if strings.HasSuffix(text, "…") {
			texts = append(texts, scenetest.ShortText{Name: "button " + b.label + " (cut short)", Text: text, Face: face, Room: -1})
		}
		texts = append(texts, scenetest.ShortText{Name: "button " + b.label, Text: text, Face: face, Room: b.r.W - tLabelPad})
	}
	round, menu, code := tb.infoShort(s)
	texts = append(texts, scenetest.ShortText{Name: "round", Text: round, Face: tb.short.round.Face, Room: l.sideW / 2})
	if tb.Rp != nil {
		texts[len(texts)-1].Room = l.sideW
	}
	if menu != "" {
		texts = append(texts, scenetest.ShortText{Name: "menu link", Text: menu, Face: tb.short.menu.Face, Room: l.rules.W - 4})
	}
	if code != "" {
		texts = append(texts, scenetest.ShortText{Name: "deal code", Text: code, Face: tb.short.code.Face, Room: l.code.W})
	}
	name, count := tb.ownShort(s)
	texts = append(texts, scenetest.ShortText{Name: "own name", Text: name, Face: tb.short.name.Face, Room: l.sideW}, scenetest.ShortText{Name: "own count", Text: count, Face: tb.short.count.Face, Room: l.sideW / 2})
	if tb.status != "" {
		text, face := tb.statusShort(s)
		for _, ln := range strings.Split(text, "\n") {
			texts = append(texts, scenetest.ShortText{Name: "status", Text: ln, Face: face, Room: l.sideW})
		}
		if _, h := sprites.MeasureText(text, face); h/s > l.statusH {
			texts = append(texts, scenetest.ShortText{Name: "status (too high)", Text: text, Face: face, Room: -1})
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
	l := &tb.Lay
	s := ctx.Scale
	css := s / ctx.DPR
	if !l.short || l.portrait {
		t.Fatalf("%s: the table is not laid out short (%.0fx%.0f)", name, l.LW, l.LH)
	}
	regs, inPanel, texts := shortTableParts(tb, ctx)
	for i, a := range regs {
		if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, l.LW, l.LH) {
			t.Errorf("%s: %s %+v is not on the %.0fx%.0f screen", name, a.Name, a.R, l.LW, l.LH)
		}
		for _, o := range regs[i+1:] {
			if ui.Overlaps(a.R, o.R) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, o.Name, o.R)
			}
		}
	}
	for _, zp := range inPanel {
		z, p := zp[0].R, zp[1].R
		if z.X < p.X-1e-6 || z.Y < p.Y-1e-6 || z.X+z.W > p.X+p.W+1e-6 || z.Y+z.H > p.Y+p.H+1e-6 {
			t.Errorf("%s: %s %+v is not inside %s %+v", name, zp[0].Name, z, zp[1].Name, p)
		}
	}
	for _, tx := range texts {
		if strings.Contains(tx.Text, "%!") {
			t.Errorf("%s: %s %q is badly formatted", name, tx.Name, tx.Text)
		}
		if size := scenetest.UnitsOf(tx.Face, s); size < tLeast {
			t.Errorf("%s: %s %q is %v units", name, tx.Name, tx.Text, size)
		}
		if w, _ := sprites.MeasureText(tx.Text, tx.Face); w/s > tx.Room+1e-6 {
			t.Errorf("%s: %s %q is %.0f wide, its room %.0f", name, tx.Name, tx.Text, w/s, tx.Room)
		}
	}
	for _, r := range []ui.Rect{l.drawButton, l.endButton, l.linkButton} {
		if r.W > 0 && (r.H < 44 || r.H*css < 38) {
			t.Errorf("%s: a button is %.0f units (%.0f px) high", name, r.H, r.H*css)
		}
	}
	if l.handW*css < scenetest.MinCardCSS-0.5 {
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
	tap := scenetest.MinTapCSS / css
	n := tb.view.Sizes[tb.Bottom]
	for i := range n {
		x, y, w := l.handSpot(i, n)
		corner := ui.Rect{X: x, Y: y, W: math.Min(tap, w), H: tap}
		for j := i + 1; j < n; j++ {
			jx, jy, jw := l.handSpot(j, n)
			if ui.Overlaps(corner, ui.Rect{X: jx, Y: jy, W: jw, H: ui.CardH(jw)}) {
				t.Errorf("%s: the hand's card %d of %d hides the corner of card %d", name, j+1, n, i+1)
				break
			}
		}
	}
	if tb.Covered() {
		r := l.handOverButton
		if !ui.Inside(r, l.LW, l.LH) || r.H*css < scenetest.MinTapCSS {
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
	for _, sz := range scenetest.ShortSizes {
		for _, lg := range []game.Lang{game.English, game.German} {
			for _, id := range rowsIDs {
				gm, _ := registry.Lookup(id)
				for n := gm.MinPlayers; n <= gm.MaxPlayers; n++ {
					for _, ticks := range []int{0, 300, 900} {
						for _, humans := range []int{1, 2} {
							ctx := scenetest.ShortCtx(sz.W, sz.H)
							ctx.Settings.Lang = lg
							tb := tableOn(t, id, n, humans, ctx, ticks)
							if !tb.FitsShort() || !ctx.Short() {
								t.Fatalf("%s: the table does not take the short design", id)
							}
							name := fmt.Sprintf("%s/%d players/%d people/%vx%v/%v/tick %d", id, n, humans, sz.W, sz.H, lg, ticks)
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
	for _, sz := range scenetest.ShortSizes {
		for _, lg := range []game.Lang{game.English, game.German} {
			for _, id := range rowsIDs {
				gm, _ := registry.Lookup(id)
				for _, n := range []int{gm.MinPlayers, gm.MaxPlayers} {
					ctx := scenetest.ShortCtx(sz.W, sz.H)
					ctx.Settings.Lang = lg
					played := tableOn(t, id, n, 0, ctx, 100000)
					if !played.State.IsOver() {
						t.Fatalf("%s: a round of bots did not end", id)
					}
					tb, err := NewReplay(played.State.Record(played.names, 1))
					if err != nil {
						t.Fatal(err)
					}
					for range 3 {
						gameloop.Tick(tb, ctx, nil)
					}
					for _, step := range []int{0, 40, 1000} {
						tb.Step(step)
						gameloop.Tick(tb, ctx, nil)
						for _, view := range []bool{false, true} {
							if view {
								tb.cycleView()
								gameloop.Tick(tb, ctx, nil)
							}
							name := fmt.Sprintf("replay of %s/%d players/%vx%v/%v/step %d/view %v", id, n, sz.W, sz.H, lg, step, view)
							checkShortTable(t, name, tb, ctx)
						}
					}
					cover := tableOn(t, id, n, 2, ctx, 200)
					for range 400 {
						if cover.Covered() {
							break
						}
						if m, ok := personLays(cover); ok {
							cover.Act(m)
						}
						gameloop.Tick(cover, ctx, nil)
					}
					if !cover.Covered() {
						t.Fatalf("%s: no hand-over screen with two people", id)
					}
					name := fmt.Sprintf("cover of %s/%d players/%vx%v/%v", id, n, sz.W, sz.H, lg)
					checkShortTable(t, name, cover, ctx)
					l := &cover.Lay
					s := ctx.Scale
					title := ui.SprintfOnce(&cover.cover.Title, cover.text.PassDevice, cover.names[cover.Bottom])
					hint := ui.SprintfOnce(&cover.cover.Hint, cover.text.PassHint, cover.names[cover.Bottom])
					for _, tx := range []scenetest.ShortText{
						{Name: "cover's title", Text: title, Face: ui.FitFace(title, 40, 20, l.LW-4*pMargin, s, true), Room: l.LW - 4*pMargin},
						{Name: "cover's hint", Text: hint, Face: ui.FitFace(hint, 20, 14, l.LW-4*pMargin, s, false), Room: l.LW - 4*pMargin},
					} {
						if w, _ := sprites.MeasureText(tx.Text, tx.Face); w/s > tx.Room || scenetest.UnitsOf(tx.Face, s) < tLeast {
							t.Errorf("%s: %s %q does not fit", name, tx.Name, tx.Text)
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
	if !tb.State.IsOver() {
		t.Fatalf("%s: the round did not end", id)
	}
	if err := tb.Match.Finish(tb.State); err != nil {
		t.Fatal(err)
	}
	sc := NewScore(tb)
	gameloop.Tick(sc, ctx, nil)
	return sc
}

// TestScoreShortShots draws the score sheet after a round on a phone held
// sideways (to look at with ELFER_SHOTS).
func TestScoreShortShots(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, id := range []string{"elfer", master.ID} {
		for _, n := range []int{2, 6} {
			ctx, screen := scenetest.ShortScreen(844, 390)
			ctx.Settings.Lang = game.German
			sc := finishedScore(t, id, n, ctx)
			scenetest.DrawScene(t, sc, ctx, screen, fmt.Sprintf("score-short-%s-%d", id, n))
		}
	}
}

// TestScoreShortLayout: after a round of every number of players, in
// English and German, the score sheet on a phone held sideways has its
// title, result and a line per seat with the cards it kept over the
// buttons, nothing off the screen, text of 14 units or more in its room.
func TestScoreShortLayout(t *testing.T) {
	var _ game.Short = (*Score)(nil)
	for _, sz := range scenetest.ShortSizes {
		for _, lg := range []game.Lang{game.English, game.German} {
			for _, id := range []string{"elfer", master.ID} {
				for n := 2; n <= 6; n++ {
					ctx := scenetest.ShortCtx(sz.W, sz.H)
					ctx.Settings.Lang = lg
					sc := finishedScore(t, id, n, ctx)
					if !sc.FitsShort() || !ctx.Short() {
						t.Fatalf("%s: the sheet does not take the short design", id)
					}
					name := fmt.Sprintf("sheet of %s/%d players/%vx%v/%v", id, n, sz.W, sz.H, lg)
					s := ctx.Scale
					w := ctx.LW - 2*scoreMargin
					next, menu := sc.Buttons(ctx)
					lineH := scoreShortLines(ctx, n)
					table := ui.Rect{X: scoreMargin - 6, Y: scoreShortTop, W: w + 12, H: lineH*float64(n) + scoreShortHead + 4}
					regs := []scenetest.Region{{Name: "title and result", R: ui.Rect{X: scoreMargin, Y: 8, W: w, H: scoreShortTop - 10}}, {Name: "table", R: table}, {Name: "next", R: next}, {Name: "menu", R: menu}}
					for i, a := range regs {
						if !ui.Inside(a.R, ctx.LW, ctx.LH) {
							t.Errorf("%s: %s %+v is off the screen", name, a.Name, a.R)
						}
						for _, o := range regs[i+1:] {
							if ui.Overlaps(a.R, o.R) {
								t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, o.Name, o.R)
							}
						}
					}
					for _, b := range []ui.Rect{next, menu} {
						if b.H < 44 {
							t.Errorf("%s: a button is %.0f units high", name, b.H)
						}
					}
					texts := []scenetest.ShortText{
						{Name: "title", Text: sc.title, Face: ui.FitFace(sc.title, 30, 20, w, s, true), Room: w},
						{Name: "result", Text: sc.result, Face: ui.FitFace(sc.result, 19, 14, w, s, true), Room: w},
					}
					for p := range n {
						texts = append(texts, scenetest.ShortText{Name: "name", Text: sc.cells[p][0], Face: ui.FitFace(sc.cells[p][0], 19, 14, scoreShortNameW, s, true), Room: scoreShortNameW})
					}
					for _, tx := range texts {
						if size := scenetest.UnitsOf(tx.Face, s); size < tLeast {
							t.Errorf("%s: %s %q is %v units", name, tx.Name, tx.Text, size)
						}
						if tw, _ := sprites.MeasureText(tx.Text, tx.Face); tw/s > tx.Room {
							t.Errorf("%s: %s %q is %.0f wide, its room %.0f", name, tx.Name, tx.Text, tw/s, tx.Room)
						}
					}
					if cw := math.Min(40, (lineH-6)/ui.CardRatio); cw*s/ctx.DPR < 20 {
						t.Errorf("%s: the cards kept are %.0f px wide", name, cw*s/ctx.DPR)
					}
				}
			}
		}
	}
}
