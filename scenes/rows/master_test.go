package rows

import (
	"bytes"
	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/menu"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// ms is the MASTER engine's state behind a table.
func ms(tb *Table) *master.State { return tb.State.(*MasterRound).S }

// click presses and releases the pointer at a point.
func click(tb *Table, ctx *game.Context, x, y float64) {
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, y, true })
}

// clickSlot clicks the middle of a slot of the rows.
func clickSlot(tb *Table, ctx *game.Context, slot card.Card) {
	x, y := tb.Lay.slot(slot.Color(), slot.Value())
	click(tb, ctx, x+tb.Lay.slotW/2, y+tb.Lay.slotH/2)
}

// clickHand clicks a card of the bottom hand.
func clickHand(t *testing.T, tb *Table, ctx *game.Context, c card.Card) {
	t.Helper()
	p, ok := tb.Motion.Target(c.Index())
	if !ok {
		t.Fatalf("the %v has no place on screen", c)
	}
	click(tb, ctx, p.X+4, p.Y+ui.CardH(p.W)-4)
}

func clickRect(tb *Table, ctx *game.Context, r ui.Rect) { click(tb, ctx, r.X+r.W/2, r.Y+r.H/2) }

// findMasterTurn plays MASTER tables (the person lays what fits, else
// draws) until the person is on turn with an action that want accepts.
func findMasterTurn(t *testing.T, want func(a master.Action) bool) (*Table, *game.Context, master.Action) {
	t.Helper()
	for seed := uint64(1); seed <= 60; seed++ {
		tb, err := NewTable(scenetest.MasterHuman(seed))
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		for untilHumanTurn(t, tb, ctx) {
			legal := ms(tb).Legal(0)
			for _, a := range legal {
				if want(a) {
					t.Logf("seed %d, after %d actions: %v", seed, ms(tb).Actions(), a)
					return tb, ctx, a
				}
			}
			// Lay a number card if one fits, else draw, end or pass.
			a := legal[len(legal)-1]
			for _, b := range legal {
				if b.Kind == master.Lay && !b.Card.IsJoker() {
					a = b
					break
				}
			}
			if !tb.Act(masterMove(a)) {
				t.Fatalf("seed %d: the engine refused its own legal %v", seed, a)
			}
		}
	}
	t.Fatal("no position found")
	return nil, nil, master.Action{}
}

// TestMasterConnectionCanBeTakenBack: the connection card is chosen in
// steps that show where it may start and where it may lead; until the
// demanded card is laid, taking it back leaves the round untouched; laying
// the card sends the connection and the card together.
func TestMasterConnectionCanBeTakenBack(t *testing.T) {
	tb, ctx, a := findMasterTurn(t, func(a master.Action) bool { return a.Kind == master.Connect })
	s := ms(tb)
	var starts []card.Card
	for _, b := range s.Legal(0) {
		if b.Kind == master.Connect && !slices.Contains(starts, b.At) {
			starts = append(starts, b.At)
		}
	}
	before := s.Clone()
	links := s.Connections(0)
	target := card.New(a.To, a.At.Value())

	choose := func() {
		clickRect(tb, ctx, tb.Lay.linkButton)
		if tb.pick.mode != pickLinkFrom {
			t.Fatalf("the connection button did not ask for a start (mode %d)", tb.pick.mode)
		}
		if got := slices.Sorted(slices.Values(tb.cands)); !slices.Equal(got, slices.Sorted(slices.Values(starts))) {
			t.Fatalf("offered starts %v, the engine allows %v", got, starts)
		}
		clickSlot(tb, ctx, a.At)
		if tb.pick.mode == pickLinkTo {
			clickSlot(tb, ctx, target)
		}
		if tb.pick.mode != pickLinkCard || tb.pick.demand() != target {
			t.Fatalf("after choosing %v to %v the table waits for %v (mode %d)", a.At, target, tb.pick.demand(), tb.pick.mode)
		}
		for _, c := range tb.Highlighted() {
			if c != target && !c.IsJoker() {
				t.Fatalf("with a connection to %v waiting, the %v is offered", target, c)
			}
		}
		if len(tb.Highlighted()) == 0 {
			t.Fatal("nothing in hand can follow the connection")
		}
	}

	choose()
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if tb.pick.mode != pickNone || !ms(tb).Equal(before) {
		t.Fatal("Escape did not take the connection back cleanly")
	}
	if tb.Name() != "table" {
		t.Fatal("Escape with a connection waiting left the table")
	}

	choose()
	follow := tb.Highlighted()[0]
	n := ms(tb).Actions()
	clickHand(t, tb, ctx, follow)
	s = ms(tb)
	if s.Actions() != n+2 || s.Connections(0) != links-1 {
		t.Fatalf("laying the %v after the connection made %d actions, %d connection cards left (had %d)", follow, s.Actions()-n, s.Connections(0), links)
	}
	tbl := s.Table()
	if got := tbl.Slot(target); got != follow {
		t.Fatalf("the slot %v holds %v, want %v", target, got, follow)
	}
	if tbl.NLinks == 0 || tbl.Links[tbl.NLinks-1].At != a.At || tbl.Links[tbl.NLinks-1].To != a.To {
		t.Fatalf("the connection card at %v to %v is not on the table", a.At, a.To)
	}
}

// TestMasterJokerChoosesItsSlot: a joker clicked offers exactly the slots
// the engine allows it, and goes to the one clicked.
func TestMasterJokerChoosesItsSlot(t *testing.T) {
	tb, ctx, a := findMasterTurn(t, func(a master.Action) bool { return a.Kind == master.Lay && a.Card.IsJoker() })
	var want []card.Card
	for _, b := range ms(tb).Legal(0) {
		if b.Kind == master.Lay && b.Card == a.Card {
			want = append(want, b.As)
		}
	}
	clickHand(t, tb, ctx, a.Card)
	if tb.pick.mode != pickJoker {
		t.Fatalf("clicking the joker did not ask for its slot (mode %d)", tb.pick.mode)
	}
	if got := slices.Sorted(slices.Values(tb.cands)); !slices.Equal(got, slices.Sorted(slices.Values(want))) {
		t.Fatalf("offered %v, the engine allows %v", got, want)
	}
	// A click beside the slots gives up; the joker stays in hand.
	click(tb, ctx, 5, tb.Lay.rowY+5)
	if tb.pick.mode != pickNone || !slices.Contains(ms(tb).Hand(0), a.Card) {
		t.Fatal("a click beside the slots did not give up the joker's choice")
	}
	clickHand(t, tb, ctx, a.Card)
	slot := want[len(want)-1]
	clickSlot(tb, ctx, slot)
	tbl := ms(tb).Table()
	if got := tbl.Slot(slot); got != a.Card {
		t.Fatalf("the slot %v holds %v, want the %v", slot, got, a.Card)
	}
}

// TestMasterSwapByClickingTheCard: the real card of a joker's slot, clicked,
// takes the slot and brings the joker back to the hand.
func TestMasterSwapByClickingTheCard(t *testing.T) {
	tb, ctx, a := findMasterTurn(t, func(a master.Action) bool { return a.Kind == master.Swap })
	if !slices.Contains(tb.Highlighted(), a.Card) {
		t.Fatalf("the %v, which may be exchanged, is not highlighted", a.Card)
	}
	tbl := ms(tb).Table()
	joker := tbl.Slot(a.Card)
	clickHand(t, tb, ctx, a.Card)
	tbl = ms(tb).Table()
	if tbl.Slot(a.Card) != a.Card || !slices.Contains(ms(tb).Hand(0), joker) {
		t.Fatalf("clicking the %v did not exchange it for the %v", a.Card, joker)
	}
}

// TestMasterRefusalsAreTranslated: every reason the MASTER engine gives has
// a text in both languages.
func TestMasterRefusalsAreTranslated(t *testing.T) {
	for _, tx := range []*i18n.Text{&i18n.English, &i18n.German} {
		for why := master.WhyOver; why <= master.WhyDrawCard; why++ {
			if why == master.WhyBadAction {
				continue
			}
			if tx.MasterRefusals[why] == "" {
				t.Errorf("%s: no text for MASTER refusal %d", tx.Language, why)
			}
			msg := tx.MasterRefusal(&master.Error{Why: why, Card: card.New(card.Blue, 7), Slot: card.New(card.Blue, 7), Other: 1}, []string{"A", "B"})
			if bytes.Contains([]byte(msg), []byte("%!")) {
				t.Errorf("%s: refusal %d reads %q", tx.Language, why, msg)
			}
		}
	}
}

// TestMasterDemoPlaysToTheScoreSheet: a MASTER match of bots reaches its
// final sheet, with the highest total leading.
func TestMasterDemoPlaysToTheScoreSheet(t *testing.T) {
	s := shell.Setup{Game: scenetest.MasterGame, Players: 3, Rounds: 2, Seed: 11, Level: bot.Hard}
	tb, err := NewTable(s)
	if err != nil {
		t.Fatal(err)
	}
	var sc game.Scene = tb
	ctx := gameloop.NewCtx()
	for range 200000 {
		gameloop.Tick(sc, ctx, nil)
		if next := ctx.Next(); next != nil {
			sc = next
		}
		if tb.Match.Over() && sc.Name() == "scoring" {
			tot := tb.Match.Totals()
			for _, p := range tb.Match.Leaders() {
				if tot[p] != slices.Max(tot) {
					t.Fatalf("leaders %v with totals %v", tb.Match.Leaders(), tot)
				}
			}
			return
		}
	}
	t.Fatalf("the MASTER match did not reach its sheet (played %d rounds)", tb.Match.Played())
}

// TestMasterReplaySteps: a MASTER record replays in the viewer, and a step
// back then forward shows the same state.
func TestMasterReplaySteps(t *testing.T) {
	st, err := master.New(3, 0, 21)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*bot.Master{bot.NewMaster(bot.Normal, 1), bot.NewMaster(bot.Normal, 2), bot.NewMaster(bot.Normal, 3)}
	for !st.IsOver() {
		p := st.ToMove()
		if err := st.Apply(bots[p].Choose(st.View(p))); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if err := st.Record(nil, 1).Write(&buf); err != nil {
		t.Fatal(err)
	}
	rec, err := record.Read(&buf)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := NewReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	gameloop.Tick(tb, ctx, nil)
	tb.Step(len(rec.Actions))
	if !ms(tb).Equal(st) {
		t.Fatal("the replay's end is not the round's end")
	}
	mid := len(rec.Actions) / 2
	tb.Step(mid - tb.Pos())
	at := ms(tb).Clone()
	tb.Step(-1)
	tb.Step(1)
	if !ms(tb).Equal(at) {
		t.Fatal("a step back and forward changed the state")
	}
	for range 50 {
		gameloop.Tick(tb, ctx, nil)
	}
}

// TestMasterPicksDraw draws each step of a connection and a joker's choice
// and checks that every offered slot is outlined on screen.
func TestMasterPicksDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	tb, _, a := findMasterTurn(t, func(a master.Action) bool { return a.Kind == master.Connect })
	ctx, screen := gameloop.GPUCtx(1280, 720)
	for range 3 {
		gameloop.Tick(tb, ctx, nil)
	}
	steps := []func(){
		func() { clickRect(tb, ctx, tb.Lay.linkButton) },
		func() { clickSlot(tb, ctx, a.At) },
	}
	for i, step := range steps {
		step()
		gameloop.Tick(tb, ctx, nil)
		if len(tb.cands) == 0 {
			t.Fatalf("step %d offers no slot", i)
		}
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			tb.Draw(screen, ctx)
		})
		pix := make([]byte, 4*1280*720)
		screen.ReadPixels(pix)
		gameloop.SaveShot(t, fmt.Sprintf("master-pick-%d", i), image.Point{1280, 720}, pix)
		for _, c := range tb.cands {
			x, y := tb.Lay.slot(c.Color(), c.Value())
			// The outline's top edge (it lies outside the slot's margin), in
			// the middle of the slot.
			px, py := int((x+tb.Lay.slotW/2)*ctx.Scale), int((y-5)*ctx.Scale)
			o := 4 * (py*1280 + px)
			r, g, b := pix[o], pix[o+1], pix[o+2]
			if r < 200 || g < 170 || b > 140 {
				t.Errorf("step %d: the offered slot %v is not outlined (pixel %d,%d,%d)", i, c, r, g, b)
			}
		}
	}
}

// TestBonusCardsKeepTheirSprites: a bonus card once won stays the same
// sprite: another seat winning one takes a fresh card from the supply, and
// stepping back returns the latest won first.
func TestBonusCardsKeepTheirSprites(t *testing.T) {
	var b bonusTrack
	var counts [shell.MaxSeats]int
	owners := func() [master.BonusCards]int8 { b.sync(4, &counts); return b.owner }
	owners()
	counts[3] = 1
	first := owners()
	k3 := slices.Index(first[:], 3)
	counts[0] = 1
	second := owners()
	if second[k3] != 3 {
		t.Fatalf("seat 3's bonus card moved when seat 0 won one: %v -> %v", first, second)
	}
	if slices.Index(second[:], 0) < 0 {
		t.Fatalf("seat 0's card is not on the table: %v", second)
	}
	counts[0] = 0
	if third := owners(); third != first {
		t.Fatalf("stepping back gave %v, want %v", third, first)
	}
}

// TestKeyCTakesAConnectionBack: C starts a connection and, while it waits
// for its card, takes it back as the button does.
func TestKeyCTakesAConnectionBack(t *testing.T) {
	tb, ctx, a := findMasterTurn(t, func(a master.Action) bool { return a.Kind == master.Connect })
	before := ms(tb).Clone()
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyC) })
	if tb.pick.mode != pickLinkFrom {
		t.Fatalf("C did not start a connection (mode %d)", tb.pick.mode)
	}
	clickSlot(tb, ctx, a.At)
	if tb.pick.mode == pickLinkTo {
		clickSlot(tb, ctx, card.New(a.To, a.At.Value()))
	}
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyC) })
	if tb.pick.mode != pickNone || !ms(tb).Equal(before) {
		t.Fatalf("C did not take the waiting connection back (mode %d)", tb.pick.mode)
	}
}

// TestMasterMovesInWords: a seat's last MASTER move reads as words, in
// English and in German, never as codes like "J→R3" or "R3↕".
func TestMasterMovesInWords(t *testing.T) {
	red3, green7, yellow7 := card.New(card.Red, 3), card.New(card.Green, 7), card.New(card.Yellow, 7)
	log := []master.Action{
		{Seat: 1, Kind: master.Lay, Card: card.Joker(1), As: red3},
		{Seat: 1, Kind: master.Connect, At: green7, To: card.Yellow},
		{Seat: 1, Kind: master.Lay, Card: yellow7},
		{Seat: 1, Kind: master.End},
		{Seat: 2, Kind: master.Swap, Card: red3},
		{Seat: 2, Kind: master.Lay, Card: card.New(card.Blue, 12)},
		{Seat: 2, Kind: master.End},
		{Seat: 3, Kind: master.Draw},
	}
	for _, c := range []struct {
		tx   *i18n.Text
		want [4]string
	}{
		{&i18n.English, [4]string{"", "joker as red 3, connection card at green 7 → yellow, yellow 7", "swaps red 3 for the joker, blue 12", i18n.English.DrewNoFit}},
		{&i18n.German, [4]string{"", "Joker als rote 3, Verbindungskarte an der grünen 7 → Gelb, gelbe 7", "tauscht rote 3 gegen den Joker, blaue 12", i18n.German.DrewNoFit}},
	} {
		got := masterLastMoves(c.tx, log)
		for p, w := range c.want {
			if got[p] != w {
				t.Errorf("seat %d: %q, want %q", p, got[p], w)
			}
		}
	}
}

// TestMasterNotesAndLaidByTheSeatOnTurn: on every screen shape with 2 to 6
// players, "Laid n of 4" stands by the seat whose turn it is (in its panel,
// or by the bottom seat's pile and hand), and the longest notes of a turn
// fit their seat's panel, shrunk or wrapped, never wider.
func TestMasterNotesAndLaidByTheSeatOnTurn(t *testing.T) {
	long := map[*i18n.Text]string{}
	for _, tx := range []*i18n.Text{&i18n.English, &i18n.German} {
		log := []master.Action{
			{Seat: 1, Kind: master.Lay, Card: card.Joker(1), As: card.New(card.Red, 13)},
			{Seat: 1, Kind: master.Connect, At: card.New(card.Green, 17), To: card.Yellow},
			{Seat: 1, Kind: master.Lay, Card: card.New(card.Yellow, 17)},
			{Seat: 1, Kind: master.Swap, Card: card.New(card.Blue, 13)},
			{Seat: 1, Kind: master.Lay, Card: card.New(card.Blue, 12)},
		}
		long[tx] = masterLastMoves(tx, log)[1]
	}
	sizes := append([]scenetest.Size{{W: 1280, H: 720}}, scenetest.ShapeSizes...)
	for _, sz := range sizes {
		for players := 2; players <= 6; players++ {
			s := scenetest.MasterHuman(3)
			s.Players = players
			s.FirstHumans(1)
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx := gameloop.NarrowCtx(sz.W, sz.H)
			gameloop.Tick(tb, ctx, nil)
			name := fmt.Sprintf("%vx%v/%d players", sz.W, sz.H, players)
			l := &tb.Lay
			for p := range players {
				r, _ := tb.laidRect(p)
				if !ui.Inside(r, l.LW, l.LH) {
					t.Errorf("%s: seat %d's laid count %+v is off the screen", name, p, r)
				}
				if p == tb.Bottom {
					if r.Y < l.rowsBottom {
						t.Errorf("%s: the bottom seat's laid count %+v is not down by its hand", name, r)
					}
					continue
				}
				b := l.seatBox(tb.opponentIndex(p))
				if !ui.Inside(ui.Rect{X: r.X - b.X, Y: r.Y - b.Y, W: r.W, H: r.H}, b.W, b.H) {
					t.Errorf("%s: seat %d's laid count %+v is not in its panel %+v", name, p, r, b)
				}
				for q := range players {
					if q != p && q != tb.Bottom && ui.Overlaps(r, l.seatBox(tb.opponentIndex(q))) {
						t.Errorf("%s: seat %d's laid count lies on seat %d", name, p, q)
					}
				}
				for tx, text := range long {
					n := fitNote(text, tb.noteWidth(p), ctx.Scale, tb.noteLines())
					lines := 0
					for _, ln := range n.lines {
						if ln == "" {
							continue
						}
						lines++
						w, _ := sprites.MeasureText(ln, sprites.Face(n.size*ctx.Scale, false))
						if w/ctx.Scale > tb.noteWidth(p)+0.01 {
							t.Errorf("%s: %q is %.0f wide, the note has %.0f", name, ln, w/ctx.Scale, tb.noteWidth(p))
						}
					}
					if lines == 0 || lines > tb.noteLines() || n.size*ctx.Scale/ctx.DPR < scenetest.MinTextCSS {
						t.Errorf("%s (%s): %q fits as %d lines at %v", name, tx.ColorNames[0], text, lines, n.size)
					}
				}
			}
		}
	}
}

// TestRulesFromTheTable: H shows this game's rules over the table, and Back
// returns to the very same table.
func TestRulesFromTheTable(t *testing.T) {
	tb, _ := NewTable(scenetest.MasterHuman(2))
	ctx := gameloop.NewCtx()
	gameloop.Tick(tb, ctx, nil)
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyH) })
	r, ok := ctx.Next().(*menu.Rules)
	if !ok || menu.RuleGames()[r.Variant].ID != scenetest.MasterGame {
		t.Fatal("H did not show MASTER's rules")
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if back := ctx.Next(); back != game.Scene(tb) {
		t.Fatalf("Back from the rules went to %v, not the table", back)
	}
}
