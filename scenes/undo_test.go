package scenes

import (
	"bytes"
	"fmt"
	"image"
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/hoechste"
	"elferraus/engine/mogeln"
	"elferraus/engine/ratefix"
	"elferraus/engine/registry"
	"elferraus/engine/schwarzerpeter"
	"elferraus/engine/snap"
	"elferraus/engine/ueberall"
	"elferraus/game"
)

func pressU(in *game.Input) { in.PressKey(ebiten.KeyU) }

// untilChoice lets the bots play until the person is on turn with more
// than one legal move; false when the round ended first.
func untilChoice(t *testing.T, tb *Table, ctx *game.Context) bool {
	t.Helper()
	for range 2000 {
		if !untilHumanTurn(t, tb, ctx) {
			return false
		}
		legal := tb.state.AppendLegal(nil, tb.bottom)
		if len(legal) > 1 {
			return true
		}
		tb.Act(legal[0])
	}
	t.Fatal("the person never had a choice")
	return false
}

// rowsRecord is the running round's record at a table, as a save holds it.
func rowsRecord(tb *Table) []byte { return tb.state.Record(nil, tb.match.Played()+1).Marshal() }

// TestUndoRowsRestoresThePositionAndTheBotsReplies: at a table of rows,
// when the bots' replies to the person's decision showed him no card (they
// drew unseen or passed), Undo (the key U) brings the round, the person's
// view and the save back to just before his decision, the undone bot
// replies included; a second press does nothing; making the same decision
// again brings the same replies (easy bots, whose choices are random); and
// the save resumes at the undone position. When a reply showed him a card
// (a bot laid one), U takes nothing back.
func TestUndoRowsRestoresThePositionAndTheBotsReplies(t *testing.T) {
	for _, mk := range []func(uint64) Setup{oneHuman, masterHuman} {
		tested, refused := 0, 0
		for seed := uint64(1); seed <= 12 && (tested < 2 || refused < 2); seed++ {
			s := mk(seed)
			s.Level = bot.Easy
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx, _ := storeCtx(t)
			for first := true; untilChoice(t, tb, ctx); first = false {
				before := tb.state.Engine().Clone()
				rec := rowsRecord(tb)
				var view seatView
				tb.state.See(tb.bottom, &view)
				legal := tb.state.AppendLegal(nil, tb.bottom)
				m := legal[len(legal)-1] // an end or a draw when there is one: bots reply
				if first && tb.undoWhy() != undoNone {
					t.Fatalf("%s: Undo offered before the person decided anything", s.Game)
				}
				tb.Act(m)
				if !untilHumanTurn(t, tb, ctx) {
					break
				}
				if tb.state.Actions() == before.Actions()+1 {
					continue // nobody replied: nothing to compare
				}
				if tb.undoWhy() == undoShown {
					rowsUndoRefused(t, tb, ctx, fmt.Sprintf("%s, seed %d, after %v and the replies", s.Game, seed, m))
					refused++
					continue
				}
				if tb.undoWhy() != undoYes {
					t.Fatalf("%s: no Undo after the person's choice %v", s.Game, m)
				}
				replies := rowsRecord(tb)
				tick(tb, ctx, pressU)
				if !tb.state.Engine().Equal(before) {
					t.Fatalf("%s: Undo did not restore the position before %v", s.Game, m)
				}
				if got := rowsRecord(tb); !bytes.Equal(got, rec) {
					t.Fatalf("%s: the record after Undo\n%s\nwant\n%s", s.Game, got, rec)
				}
				var after seatView
				tb.state.See(tb.bottom, &after)
				if !sameView(&view, &after) {
					t.Fatalf("%s: the person's view after Undo differs from the one before", s.Game)
				}
				sv, err := flushed(ctx).LoadSave(saveName)
				if err != nil {
					t.Fatal(err)
				}
				if sv.Record != string(rec) {
					t.Fatalf("%s: the save after Undo keeps the undone moves", s.Game)
				}
				back, err := Resume(sv)
				if err != nil {
					t.Fatal(err)
				}
				if !sameRound(tb, back) {
					t.Fatalf("%s: the save after Undo resumes elsewhere", s.Game)
				}
				// One step: a second press changes nothing.
				tick(tb, ctx, pressU)
				if tb.canUndo() || !tb.state.Engine().Equal(before) {
					t.Fatalf("%s: a second Undo went further back", s.Game)
				}
				// The same choice brings the same replies.
				tb.Act(m)
				untilHumanTurn(t, tb, ctx)
				if got := rowsRecord(tb); !bytes.Equal(got, replies) {
					t.Fatalf("%s: the bots replied differently after Undo:\n%s\nfirst time\n%s", s.Game, got, replies)
				}
				tested++
			}
		}
		if tested == 0 || refused == 0 {
			t.Fatalf("%s: %d decisions undone, %d refused: the test shows too little", mk(0).Game, tested, refused)
		}
	}
}

// rowsUndoRefused checks that U at the table, with the person's last
// decision behind cards shown since, takes nothing back: the round, its
// record and the person's view stay as they are, no button is offered,
// and the table says why.
func rowsUndoRefused(t *testing.T, tb *Table, ctx *game.Context, what string) {
	t.Helper()
	if why := tb.undoWhy(); why != undoShown {
		t.Fatalf("%s: Undo is %d, not refused for the cards shown", what, why)
	}
	before := tb.state.Engine().Clone()
	rec := rowsRecord(tb)
	var view seatView
	tb.state.See(tb.bottom, &view)
	// The bots hold still for the tick, whoever is on turn.
	tb.wait = -1 << 20
	tick(tb, ctx, pressU)
	tb.wait = 0
	if tb.undoOK || tb.canUndo() || tb.Undo() {
		t.Fatalf("%s: Undo is offered", what)
	}
	if tb.state.Actions() != before.Actions() || !tb.state.Engine().Equal(before) || !bytes.Equal(rowsRecord(tb), rec) {
		t.Fatalf("%s: U changed the round (%d actions, %d before)", what, tb.state.Actions(), before.Actions())
	}
	var after seatView
	tb.state.See(tb.bottom, &after)
	if !sameView(&view, &after) {
		t.Fatalf("%s: U changed the person's view", what)
	}
	if tb.msg.text != tb.text.UndoShown {
		t.Fatalf("%s: the table says %q, not why there is no Undo", what, tb.msg.text)
	}
}

// sameView compares two seat views.
func sameView(a, b *seatView) bool {
	if a.Seat != b.Seat || a.All != b.All || a.Sizes != b.Sizes || a.Pile != b.Pile || !slices.Equal(a.Placed, b.Placed) {
		return false
	}
	for p := range a.Hands {
		if !slices.Equal(a.Hands[p], b.Hands[p]) {
			return false
		}
	}
	return true
}

// TestUndoRowsRefused: no Undo with two people at the screen, in a replay,
// or once the round is over; the key changes nothing there.
func TestUndoRowsRefused(t *testing.T) {
	hot := Setup{Game: "elfer", Players: 3, Rounds: 1, Seed: 5}
	hot.FirstHumans(2)
	tb, _ := NewTable(hot)
	ctx := newCtx()
	acted := 0
	for i := 0; i < 20000 && acted < 6 && !tb.state.IsOver(); i++ {
		if tb.covered() {
			tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			continue
		}
		if tb.humanTurn() && !tb.motion.Moving() && !tb.covered() {
			tb.Act(tb.state.AppendLegal(nil, tb.bottom)[0])
			acted++
			n := tb.state.Actions()
			tick(tb, ctx, pressU)
			if tb.canUndo() || tb.state.Actions() < n {
				t.Fatal("Undo at a table of two people")
			}
			continue
		}
		tick(tb, ctx, nil)
	}
	if acted == 0 {
		t.Fatal("the people never acted")
	}

	// Over: the round ended with the person's decisions on record.
	s := oneHuman(7)
	tb, _ = NewTable(s)
	ctx = newCtx()
	playUntil(t, tb, ctx, func() bool { return false })
	if !tb.state.IsOver() {
		t.Fatal("the round did not end")
	}
	n := tb.state.Actions()
	if !slices.ContainsFunc(tb.undo.acts, func(a undoAct) bool { return a.by == byChoice }) {
		t.Fatal("the person made no choice all round: the test shows nothing")
	}
	if tb.canUndo() || tb.Undo() || tb.state.Actions() != n {
		t.Fatal("Undo after the round ended")
	}

	// A replay of that round.
	g, rec, err := registry.Read(rowsRecord(tb))
	if err != nil {
		t.Fatal(err)
	}
	_ = g
	rp, err := NewReplay(rec)
	if err != nil {
		t.Fatal(err)
	}
	for range 300 {
		tick(rp, ctx, nil)
	}
	k := rp.state.Actions()
	tick(rp, ctx, pressU)
	if rp.canUndo() || rp.state.Actions() < k {
		t.Fatal("Undo in a replay")
	}
}

// untilBoardChoice lets the bots play until the person at the board may act
// with more than one legal action outside a real-time window.
func untilBoardChoice(b *Board, ctx *game.Context) bool {
	for range 20000 {
		if b.round.IsOver() {
			return false
		}
		if b.canAct() && !b.motion.Moving() && len(b.round.Legal(b.bottom)) > 1 {
			return true
		}
		if b.canAct() && !b.motion.Moving() {
			b.apply(b.round.Legal(b.bottom)[0])
			continue
		}
		tick(b, ctx, nil)
	}
	return false
}

// TestUndoBoardEveryGame: at the board, in every game, Undo restores the
// round, the log of plays and the save to just before the person's last
// decision, and the same decision brings the same bot replies, whenever
// the replies since showed him no card; when they did, U takes nothing
// back.
func TestUndoBoardEveryGame(t *testing.T) {
	undone := 0
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		s := Setup{Game: id, Players: min(3, g.MaxPlayers), Rounds: 1, Seed: 21, Level: bot.Easy}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx, _ := storeCtx(t)
		tested, refused, choices := 0, 0, 0
		for turn := 0; turn < 12 && tested < 2; turn++ {
			if !untilBoardChoice(b, ctx) {
				break
			}
			choices++
			before := b.round.Clone()
			rec := b.round.Record(nil, b.rn).Marshal()
			log := slices.Clone(b.log.lines)
			legal := b.round.Legal(b.bottom)
			a := legal[len(legal)-1]
			b.apply(a)
			if !untilBoardChoice(b, ctx) {
				break
			}
			if b.round.Actions() == before.Actions()+1 {
				continue
			}
			if b.undoWhy() == undoShown {
				boardUndoRefused(t, b, ctx, fmt.Sprintf("%s, after %v and the replies", id, a))
				refused++
				continue
			}
			replies := b.round.Record(nil, b.rn).Marshal()
			tick(b, ctx, pressU)
			if !b.round.Equal(before) {
				t.Fatalf("%s: Undo did not restore the round before %v", id, a)
			}
			if got := b.round.Record(nil, b.rn).Marshal(); !bytes.Equal(got, rec) {
				t.Fatalf("%s: the record after Undo\n%s\nwant\n%s", id, got, rec)
			}
			if !slices.Equal(b.log.lines, log) {
				t.Fatalf("%s: the log after Undo\n%q\nwant\n%q", id, b.log.lines, log)
			}
			// The save as the board writes it; from the store when the
			// store takes it (it refuses some games' records for now).
			sv := newSave(b.setup, b.match.Sheet, b.round.Record(nil, b.rn).Marshal())
			if b.saveFailed {
				t.Logf("%s: the store keeps no save: %s", id, b.msg.text)
			} else {
				var err error
				if sv, err = flushed(ctx).LoadSave(saveName); err != nil {
					t.Fatalf("%s: %v", id, err)
				}
			}
			if sv.Record != string(rec) {
				t.Fatalf("%s: the save after Undo keeps the undone moves", id)
			}
			back, err := ResumeBoard(sv)
			if err != nil {
				t.Fatal(err)
			}
			if !back.round.Equal(before) {
				t.Fatalf("%s: the save after Undo resumes elsewhere", id)
			}
			tick(b, ctx, pressU)
			if b.canUndo() || b.round.Actions() < before.Actions() {
				t.Fatalf("%s: a second Undo went further back", id)
			}
			b.apply(a)
			untilBoardChoice(b, ctx)
			if got := b.round.Record(nil, b.rn).Marshal(); !bytes.Equal(got, replies) {
				t.Fatalf("%s: the bots replied differently after Undo:\n%s\nfirst time\n%s", id, got, replies)
			}
			tested++
		}
		t.Logf("%s: %d choices, %d undone, %d refused", id, choices, tested, refused)
		if tested > 0 {
			undone++
		}
		switch {
		case choices == 0:
			// Zweikampf: the person never chooses, so there is nothing to
			// take back.
			if b.canUndo() {
				t.Errorf("%s: Undo offered without a decision", id)
			}
		case tested+refused == 0:
			t.Errorf("%s: no decision was tried", id)
		}
	}
	if undone < 2 {
		t.Errorf("decisions were undone in %d games only: the test shows too little", undone)
	}
}

// boardUndoRefused checks that U at the board, with the person's last
// decision behind cards shown since, takes nothing back: the round, its
// record and the person's view stay as they are, no button is offered,
// and the board says why.
func boardUndoRefused(t *testing.T, b *Board, ctx *game.Context, what string) {
	t.Helper()
	if why := b.undoWhy(); why != undoShown {
		t.Fatalf("%s: Undo is %d, not refused for the cards shown", what, why)
	}
	before := b.round.Clone()
	rec := b.round.Record(nil, b.rn).Marshal()
	// The bots hold still for the tick.
	wait := b.wait
	b.wait = 1 << 20
	tick(b, ctx, pressU)
	b.wait = wait
	if b.undoOK || b.canUndo() || b.Undo() {
		t.Fatalf("%s: Undo is offered", what)
	}
	if b.round.Actions() != before.Actions() || !b.round.Equal(before) || !bytes.Equal(b.round.Record(nil, b.rn).Marshal(), rec) {
		t.Fatalf("%s: U changed the round (%d actions, %d before)", what, b.round.Actions(), before.Actions())
	}
	// The clone's view is the view before: it has a buffer of its own.
	if got, want := b.round.View(b.bottom), before.View(b.bottom); !reflect.DeepEqual(got, want) {
		t.Fatalf("%s: U changed the person's view:\n%+v\nbefore\n%+v", what, got, want)
	}
	if b.msg.text != b.text.UndoShown {
		t.Fatalf("%s: the board says %q, not why there is no Undo", what, b.msg.text)
	}
}

// TestUndoBoardRefused: no Undo at the board in hot-seat, in Überall
// anschließen's "Stopp!" window, or for a call made in one.
func TestUndoBoardRefused(t *testing.T) {
	s := Setup{Game: "farben", Players: 3, Rounds: 1, Seed: 4}
	s.FirstHumans(2)
	b, _ := NewBoard(s)
	ctx := newCtx()
	acted := 0
	runBoard(t, b, ctx, 200000, func() {
		if len(b.undo.acts) > 0 || b.canUndo() {
			t.Fatal("Undo bookkeeping at a board of two people")
		}
		acted++
	})
	if acted == 0 {
		t.Fatal("nothing happened")
	}

	s = Setup{Game: ueberall.ID, Players: 3, Rounds: 1, Seed: 2, Level: bot.Easy}
	s.FirstHumans(1)
	b, _ = NewBoard(s)
	windows := 0
	for i := 0; i < 200000 && !b.round.IsOver() && windows < 20; i++ {
		if b.canAct() && !b.motion.Moving() {
			b.apply(b.round.Legal(b.bottom)[0])
		}
		if b.inWindow() && slices.Contains(b.round.ToMove(), b.bottom) {
			windows++
			before := b.round.Clone()
			if b.canUndo() || b.Undo() || !b.round.Equal(before) {
				t.Fatal("Undo inside a Stopp! window")
			}
		}
		tick(b, ctx, nil)
	}
	if windows == 0 {
		t.Fatal("no Stopp! window with the person in it")
	}
	for _, a := range b.undo.acts {
		if ga, ok := a.a.(ueberall.Action); ok && ga.Seat == b.bottom && ga.Kind == ueberall.Stopp && a.by == byChoice {
			t.Fatal("a call in a Stopp! window counts as a decision to undo")
		}
	}
}

// TestUndoNotInSnap: Schnipp Schnapp has no Undo: its keys go on as if U
// and Backspace had never been pressed.
func TestUndoNotInSnap(t *testing.T) {
	s := oneHuman(3)
	s.Game = snap.ID
	a, _ := NewSnap(s)
	b, _ := NewSnap(s)
	ctx := newCtx()
	for i := range 1500 {
		tick(a, ctx, nil)
		tick(b, ctx, func(in *game.Input) {
			if i%7 == 0 {
				in.PressKey(ebiten.KeyU)
				in.PressKey(ebiten.KeyBackspace)
			}
		})
	}
	if !a.st.Equal(b.st) {
		t.Fatal("U or Backspace changed a game of Schnipp Schnapp")
	}
}

// TestUndoButtonDraws draws a table of rows and a board with the Undo
// button offered and checks that the button's area is painted differently
// from the same frame without it (ELFER_SHOTS keeps the pictures).
func TestUndoButtonDraws(t *testing.T) {
	needGPU(t)
	size := image.Point{1280, 720}
	ctx, screen := gpuCtx(size.X, size.Y)
	shot := func(name string, sc game.Scene, r rect, set func(bool)) {
		var pix [2][]byte
		for i, on := range []bool{true, false} {
			set(on)
			inFrame(func(*ebiten.Image) {
				screen.Clear()
				sc.Draw(screen, ctx)
			})
			pix[i] = make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix[i])
		}
		saveShot(t, name, size, pix[0])
		differ := 0
		for y := int(r.y); y < int(r.y+r.h); y++ {
			for x := int(r.x); x < int(r.x+r.w); x++ {
				i := 4 * (y*size.X + x)
				if !bytes.Equal(pix[0][i:i+3], pix[1][i:i+3]) {
					differ++
				}
			}
		}
		if differ < int(r.w*r.h)/4 {
			t.Errorf("%s: the Undo button changes only %d pixels of its area", name, differ)
		}
	}
	for _, s := range []Setup{oneHuman(3), masterHuman(4)} {
		tb, _ := NewTable(s)
		untilChoice(t, tb, ctx)
		// A lay: it shows the person no card, so Undo is offered after it
		// (a draw would show him one).
		legal := tb.state.AppendLegal(nil, tb.bottom)
		lay := slices.IndexFunc(legal, func(m move) bool { return m.kind == mLay })
		if lay < 0 {
			t.Fatalf("%s: no lay among %v", s.Game, legal)
		}
		tb.Act(legal[lay])
		for i := 0; i < 100 && !tb.undoOK; i++ {
			tick(tb, ctx, nil)
		}
		if !tb.undoOK {
			t.Fatalf("%s: no Undo after the person's choice", s.Game)
		}
		shot("undo-"+s.Game, tb, tb.undoRect(), func(on bool) { tb.undoOK = on })
	}
	bs := Setup{Game: "farben", Players: 3, Rounds: 1, Seed: 3}
	bs.FirstHumans(1)
	b, _ := NewBoard(bs)
	untilBoardChoice(b, ctx)
	legal := b.round.Legal(b.bottom)
	b.apply(legal[len(legal)-1])
	for i := 0; i < 400 && !b.undoOK; i++ {
		tick(b, ctx, nil)
	}
	if !b.undoOK {
		t.Fatal("farben: no Undo after the person's choice")
	}
	shot("undo-farben", b, b.undoRect(), func(on bool) { b.undoOK = on })
}

// TestUndoRowsSaysHowFarAndStopsAtShownCards: at a table of Elfer raus!,
// Undo takes back a lay within the person's own turn, before anything was
// shown, and says so; it takes back a decision with the bots' replies when
// these showed him nothing (they drew unseen) and names how many went; but
// it takes nothing back once a card he drew lies in his hand, nor once a
// bot laid a card from its hand.
func TestUndoRowsSaysHowFarAndStopsAtShownCards(t *testing.T) {
	// A lay within the turn.
	tb, _ := NewTable(oneHuman(3))
	ctx := newCtx()
	laid := false
	for !laid && untilChoice(t, tb, ctx) {
		legal := tb.state.AppendLegal(nil, tb.bottom)
		if legal[0].kind != mLay || len(es(tb).Hand(0)) < 3 {
			tb.Act(legal[len(legal)-1])
			continue
		}
		before := tb.state.Engine().Clone()
		var view seatView
		tb.state.See(tb.bottom, &view)
		tb.Act(legal[0])
		if !tb.humanTurn() || tb.undoWhy() != undoYes {
			t.Fatalf("no Undo of the lay %v within the turn", legal[0])
		}
		tick(tb, ctx, pressU)
		var after seatView
		tb.state.See(tb.bottom, &after)
		if !tb.state.Engine().Equal(before) || !sameView(&view, &after) {
			t.Fatalf("Undo did not take back the lay %v", legal[0])
		}
		if want := "Taken back: your move."; tb.msg.text != want {
			t.Errorf("after the lay's undo the table says %q, want %q", tb.msg.text, want)
		}
		laid = true
	}
	if !laid {
		t.Fatal("the person never laid a card with a choice")
	}

	// A decision, replies that drew unseen, then a draw of the person's
	// own: two players, the first seed where that happens.
	found := false
	for seed := uint64(1); seed <= 40 && !found; seed++ {
		s := oneHuman(seed)
		s.Players = 2
		s.Level = bot.Easy
		tb, _ := NewTable(s)
		ctx := newCtx()
		choiceAt := -1
		var since []move // the person's moves from his last choice on
		for untilHumanTurn(t, tb, ctx) {
			legal := tb.state.AppendLegal(nil, tb.bottom)
			replies := tb.state.Actions() - choiceAt - len(since)
			if len(legal) == 1 && legal[0].kind == mDraw && choiceAt >= 0 && replies > 0 && tb.undoWhy() == undoYes {
				found = true
				rowsUndoThenDraw(t, tb, ctx, choiceAt, since, replies, legal[0])
				rowsUndoPastBotLay(t, tb, ctx)
				break
			}
			m := legal[len(legal)-1]
			if len(legal) > 1 {
				choiceAt, since = tb.state.Actions(), since[:0]
			}
			since = append(since, m)
			tb.Act(m)
		}
	}
	if !found {
		t.Fatal("no seed where the bots drew unseen before the person had to draw")
	}
}

// rowsUndoThenDraw: the person decided at position choiceAt and made the
// moves since (his decision first), the bots replied unseen, and he must
// draw now. Undo goes back to his decision and says how far; the same
// moves bring the same replies; once he drew, Undo is refused.
func rowsUndoThenDraw(t *testing.T, tb *Table, ctx *game.Context, choiceAt int, since []move, replies int, draw move) {
	t.Helper()
	now := rowsRecord(tb)
	tick(tb, ctx, pressU)
	if tb.state.Actions() != choiceAt {
		t.Fatalf("Undo went back to action %d, not to the decision at %d", tb.state.Actions(), choiceAt)
	}
	moves := "your move"
	if len(since) > 1 {
		moves = fmt.Sprintf("your %d moves", len(since))
	}
	want := fmt.Sprintf("Taken back: %s and %d replies.", moves, replies)
	if replies == 1 {
		want = fmt.Sprintf("Taken back: %s and 1 reply.", moves)
	}
	if tb.msg.text != want {
		t.Errorf("after the undo the table says %q, want %q", tb.msg.text, want)
	}
	for _, m := range since {
		if !untilHumanTurn(t, tb, ctx) || !tb.Act(m) {
			t.Fatalf("the person's move %v again was refused", m)
		}
	}
	untilHumanTurn(t, tb, ctx)
	if got := rowsRecord(tb); !bytes.Equal(got, now) {
		t.Fatalf("the same moves brought other replies:\n%s\nfirst time\n%s", got, now)
	}
	hand := len(es(tb).Hand(0))
	if !tb.Act(draw) {
		t.Fatal("the draw was refused")
	}
	var v seatView
	tb.state.See(tb.bottom, &v)
	if len(v.Hands[0]) <= hand && es(tb).View(0).Turn.MustLay == card.None {
		t.Fatal("the draw showed the person no card")
	}
	rowsUndoRefused(t, tb, ctx, "after the person's draw")
}

// rowsUndoPastBotLay plays on until a bot lays a card after one of the
// person's decisions: Undo is refused then.
func rowsUndoPastBotLay(t *testing.T, tb *Table, ctx *game.Context) {
	t.Helper()
	for untilHumanTurn(t, tb, ctx) {
		legal := tb.state.AppendLegal(nil, tb.bottom)
		m := legal[len(legal)-1]
		tb.Act(m)
		if len(legal) == 1 {
			continue
		}
		var v seatView
		tb.state.See(tb.bottom, &v)
		placed := len(v.Placed)
		if !untilHumanTurn(t, tb, ctx) {
			break
		}
		tb.state.See(tb.bottom, &v)
		if len(v.Placed) > placed {
			rowsUndoRefused(t, tb, ctx, fmt.Sprintf("after %v and a bot's lay", m))
			return
		}
	}
	t.Fatal("no bot laid a card after a decision of the person's")
}

// boardUntil plays the board on, the person taking his first legal action
// whenever pick chooses none of his actions, until pick chooses one; it
// reports false when the round ends first. each, when not nil, sees every
// position on the way.
func boardUntil(b *Board, ctx *game.Context, pick func(legal []games.Action) games.Action, each func()) (games.Action, bool) {
	for range 50000 {
		if each != nil {
			each()
		}
		if b.round.IsOver() {
			return nil, false
		}
		if b.canAct() && !b.motion.Moving() {
			legal := b.round.Legal(b.bottom)
			if a := pick(legal); a != nil {
				return a, true
			}
			b.apply(legal[0])
			continue
		}
		tick(b, ctx, nil)
	}
	return nil, false
}

// tickUntil ticks the board until done, at most limit ticks; it reports
// whether done came.
func tickUntil(b *Board, ctx *game.Context, limit int, done func() bool) bool {
	for range limit {
		if done() {
			return true
		}
		tick(b, ctx, nil)
	}
	return done()
}

// TestUndoBoardRefusedAfterTheSecretChoiceShowed: in the games of secret
// choices, right after the person's choice showed him what was hidden, U
// takes nothing back (the round, its action count and his view stay) and
// the board says why: the other bids of a trick in Die höchste Karte, the
// cards and so the total of a guess in Ratefix, the card he drew in
// Schwarzer Peter, the lay turned over on his call in Mogeln when it was a
// card he had never seen (also where the call was right and the lay went
// into the bot's hand, where no view shows it any more).
func TestUndoBoardRefusedAfterTheSecretChoiceShowed(t *testing.T) {
	newBoard := func(id string, players int, seed uint64) (*Board, *game.Context) {
		s := Setup{Game: id, Players: players, Rounds: 1, Seed: seed, Level: bot.Easy}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		return b, newCtx()
	}
	t.Run(hoechste.ID, func(t *testing.T) {
		b, ctx := newBoard(hoechste.ID, 3, 5)
		trick := func() int { return b.round.View(b.bottom).(*hoechste.View).Trick }
		for n := range 3 {
			a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
				if len(legal) > 1 {
					return legal[len(legal)/2]
				}
				return nil
			}, nil)
			if !ok {
				t.Fatal("the round ended early")
			}
			k := trick()
			b.apply(a)
			if !tickUntil(b, ctx, 5000, func() bool { return trick() > k }) {
				t.Fatal("the trick was never revealed")
			}
			boardUndoRefused(t, b, ctx, fmt.Sprintf("trick %d revealed after %v", n+1, a))
		}
	})
	t.Run(ratefix.ID, func(t *testing.T) {
		b, ctx := newBoard(ratefix.ID, 3, 5)
		round := func() int { return b.round.View(b.bottom).(*ratefix.View).Round }
		for n := range 3 {
			a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
				if len(legal) > 1 && legal[0].(ratefix.Action).Kind == ratefix.Guess {
					return legal[len(legal)/2]
				}
				return nil
			}, nil)
			if !ok {
				t.Fatal("the round ended early")
			}
			k := round()
			b.apply(a)
			if !tickUntil(b, ctx, 5000, func() bool { return round() > k }) {
				t.Fatal("the cards were never revealed")
			}
			boardUndoRefused(t, b, ctx, fmt.Sprintf("round %d revealed after %v", n+1, a))
		}
	})
	t.Run(schwarzerpeter.ID, func(t *testing.T) {
		b, ctx := newBoard(schwarzerpeter.ID, 3, 5)
		for n := range 3 {
			a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
				v := b.round.View(b.bottom).(*schwarzerpeter.View)
				if len(legal) < 2 || legal[0].(schwarzerpeter.Action).Kind != schwarzerpeter.Draw {
					return nil
				}
				// A draw from a hand the person knows nothing of: each
				// card he may draw is one he has never seen.
				for _, c := range v.Known[v.Giver] {
					if c != card.None {
						return nil
					}
				}
				return legal[len(legal)/2]
			}, nil)
			if !ok {
				t.Fatalf("the round ended after %d draws", n)
			}
			b.apply(a)
			if b.round.IsOver() {
				return
			}
			boardUndoRefused(t, b, ctx, fmt.Sprintf("draw %d, %v", n+1, a))
		}
	})
	t.Run(mogeln.ID, func(t *testing.T) {
		calls, right := 0, 0
		for seed := uint64(1); seed <= 20 && (calls < 3 || right == 0); seed++ {
			b, ctx := newBoard(mogeln.ID, 3, seed)
			// seen is every card the person held or saw turned over.
			seen := map[card.Card]bool{}
			look := func() {
				v := b.round.View(b.bottom).(*mogeln.View)
				for _, c := range v.Hand {
					seen[c] = true
				}
				if v.Verdict != nil {
					for _, c := range v.Verdict.Turned {
						seen[c] = true
					}
				}
			}
			for {
				a, ok := boardUntil(b, ctx, func(legal []games.Action) games.Action {
					for _, a := range legal {
						if a.(mogeln.Action).Kind == mogeln.Call {
							return a
						}
					}
					return nil
				}, look)
				if !ok {
					break
				}
				b.apply(a)
				if b.round.IsOver() {
					break
				}
				v := b.round.View(b.bottom).(*mogeln.View)
				if v.Verdict == nil || v.Verdict.Caller != b.bottom {
					t.Fatalf("the call %v gave no verdict", a)
				}
				if seen[v.Verdict.Turned[0]] {
					// A card he knew: the call showed him nothing new.
					look()
					continue
				}
				if v.Verdict.Taker != b.bottom {
					right++
				}
				calls++
				boardUndoRefused(t, b, ctx, fmt.Sprintf("seed %d, call %d (the taker seat %d)", seed, calls, v.Verdict.Taker))
				look()
			}
		}
		if calls < 3 || right == 0 {
			t.Fatalf("%d calls, %d of them right: the test shows too little", calls, right)
		}
	})
}

// TestUndoneText: the message after an undo names the person's moves and
// the replies, in the singular and the plural, in both languages.
func TestUndoneText(t *testing.T) {
	for _, c := range []struct {
		lang          game.Lang
		mine, replies int
		want          string
	}{
		{game.English, 1, 0, "Taken back: your move."},
		{game.English, 1, 1, "Taken back: your move and 1 reply."},
		{game.English, 2, 3, "Taken back: your 2 moves and 3 replies."},
		{game.German, 1, 0, "Zurückgenommen: dein Zug."},
		{game.German, 1, 2, "Zurückgenommen: dein Zug und 2 Antworten."},
		{game.German, 3, 1, "Zurückgenommen: deine 3 Züge und 1 Antwort."},
	} {
		if got := undoneText(T(c.lang), c.mine, c.replies); got != c.want {
			t.Errorf("lang %d, %d moves, %d replies: %q, want %q", c.lang, c.mine, c.replies, got, c.want)
		}
	}
}
