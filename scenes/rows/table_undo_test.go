package rows

import (
	"bytes"
	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestUndoRowsRefused: no Undo with two people at the screen, in a replay,
// or once the round is over; the key changes nothing there.
func TestUndoRowsRefused(t *testing.T) {
	hot := shell.Setup{Game: "elfer", Players: 3, Rounds: 1, Seed: 5}
	hot.FirstHumans(2)
	tb, _ := NewTable(hot)
	ctx := gameloop.NewCtx()
	acted := 0
	for i := 0; i < 20000 && acted < 6 && !tb.State.IsOver(); i++ {
		if tb.Covered() {
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			continue
		}
		if tb.HumanTurn() && !tb.Motion.Moving() && !tb.Covered() {
			tb.Act(tb.State.AppendLegal(nil, tb.Bottom)[0])
			acted++
			n := tb.State.Actions()
			gameloop.Tick(tb, ctx, gameloop.PressU)
			if tb.canUndo() || tb.State.Actions() < n {
				t.Fatal("Undo at a table of two people")
			}
			continue
		}
		gameloop.Tick(tb, ctx, nil)
	}
	if acted == 0 {
		t.Fatal("the people never acted")
	}

	// Over: the round ended with the person's decisions on record.
	s := scenetest.OneHuman(7)
	tb, _ = NewTable(s)
	ctx = gameloop.NewCtx()
	playUntil(t, tb, ctx, func() bool { return false })
	if !tb.State.IsOver() {
		t.Fatal("the round did not end")
	}
	n := tb.State.Actions()
	if !slices.ContainsFunc(tb.undo.Acts, func(a shell.UndoAct) bool { return a.By == shell.ByChoice }) {
		t.Fatal("the person made no choice all round: the test shows nothing")
	}
	if tb.canUndo() || tb.Undo() || tb.State.Actions() != n {
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
		gameloop.Tick(rp, ctx, nil)
	}
	k := rp.State.Actions()
	gameloop.Tick(rp, ctx, gameloop.PressU)
	if rp.canUndo() || rp.State.Actions() < k {
		t.Fatal("Undo in a replay")
	}
}

// TestUndoRowsRestoresThePositionAndTheBotsReplies: at a table of rows,
// when the bots' replies to the person's decision showed him no card (they
// drew unseen or passed), Undo (the key U) brings the round, the person's
// view and the save back to just before his decision, the undone bot
// replies included; a second press does nothing; making the same decision
// again brings the same replies (easy bots, whose choices are random); and
// the save resumes at the undone position. When a reply showed him a card
// (a bot laid one), U takes nothing back.
func TestUndoRowsRestoresThePositionAndTheBotsReplies(t *testing.T) {
	for _, mk := range []func(uint64) shell.Setup{scenetest.OneHuman, scenetest.MasterHuman} {
		tested, refused := 0, 0
		for seed := uint64(1); seed <= 12 && (tested < 2 || refused < 2); seed++ {
			s := mk(seed)
			s.Level = bot.Easy
			tb, err := NewTable(s)
			if err != nil {
				t.Fatal(err)
			}
			ctx, _ := scenetest.StoreCtx(t)
			for first := true; untilChoice(t, tb, ctx); first = false {
				before := tb.State.Engine().Clone()
				rec := rowsRecord(tb)
				var view seatView
				tb.State.See(tb.Bottom, &view)
				legal := tb.State.AppendLegal(nil, tb.Bottom)
				m := legal[len(legal)-1] // an end or a draw when there is one: bots reply
				if first && tb.undoWhy() != shell.UndoNone {
					t.Fatalf("%s: Undo offered before the person decided anything", s.Game)
				}
				tb.Act(m)
				if !untilHumanTurn(t, tb, ctx) {
					break
				}
				if tb.State.Actions() == before.Actions()+1 {
					continue // nobody replied: nothing to compare
				}
				if tb.undoWhy() == shell.UndoShown {
					rowsUndoRefused(t, tb, ctx, fmt.Sprintf("%s, seed %d, after %v and the replies", s.Game, seed, m))
					refused++
					continue
				}
				if tb.undoWhy() != shell.UndoYes {
					t.Fatalf("%s: no Undo after the person's choice %v", s.Game, m)
				}
				replies := rowsRecord(tb)
				gameloop.Tick(tb, ctx, gameloop.PressU)
				if !tb.State.Engine().Equal(before) {
					t.Fatalf("%s: Undo did not restore the position before %v", s.Game, m)
				}
				if got := rowsRecord(tb); !bytes.Equal(got, rec) {
					t.Fatalf("%s: the record after Undo\n%s\nwant\n%s", s.Game, got, rec)
				}
				var after seatView
				tb.State.See(tb.Bottom, &after)
				if !sameView(&view, &after) {
					t.Fatalf("%s: the person's view after Undo differs from the one before", s.Game)
				}
				sv, err := gameloop.Flushed(ctx).LoadSave(shell.SaveName)
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
				gameloop.Tick(tb, ctx, gameloop.PressU)
				if tb.canUndo() || !tb.State.Engine().Equal(before) {
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

// TestUndoRowsSaysHowFarAndStopsAtShownCards: at a table of Elfer raus!,
// Undo takes back a lay within the person's own turn, before anything was
// shown, and says so; it takes back a decision with the bots' replies when
// these showed him nothing (they drew unseen) and names how many went; but
// it takes nothing back once a card he drew lies in his hand, nor once a
// bot laid a card from its hand.
func TestUndoRowsSaysHowFarAndStopsAtShownCards(t *testing.T) {
	// A lay within the turn.
	tb, _ := NewTable(scenetest.OneHuman(3))
	ctx := gameloop.NewCtx()
	laid := false
	for !laid && untilChoice(t, tb, ctx) {
		legal := tb.State.AppendLegal(nil, tb.Bottom)
		if legal[0].Kind != MLay || len(Es(tb).Hand(0)) < 3 {
			tb.Act(legal[len(legal)-1])
			continue
		}
		before := tb.State.Engine().Clone()
		var view seatView
		tb.State.See(tb.Bottom, &view)
		tb.Act(legal[0])
		if !tb.HumanTurn() || tb.undoWhy() != shell.UndoYes {
			t.Fatalf("no Undo of the lay %v within the turn", legal[0])
		}
		gameloop.Tick(tb, ctx, gameloop.PressU)
		var after seatView
		tb.State.See(tb.Bottom, &after)
		if !tb.State.Engine().Equal(before) || !sameView(&view, &after) {
			t.Fatalf("Undo did not take back the lay %v", legal[0])
		}
		if want := "Taken back: your move."; tb.msg.Text != want {
			t.Errorf("after the lay's undo the table says %q, want %q", tb.msg.Text, want)
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
		s := scenetest.OneHuman(seed)
		s.Players = 2
		s.Level = bot.Easy
		tb, _ := NewTable(s)
		ctx := gameloop.NewCtx()
		choiceAt := -1
		var since []Move // the person's moves from his last choice on
		for untilHumanTurn(t, tb, ctx) {
			legal := tb.State.AppendLegal(nil, tb.Bottom)
			replies := tb.State.Actions() - choiceAt - len(since)
			if len(legal) == 1 && legal[0].Kind == mDraw && choiceAt >= 0 && replies > 0 && tb.undoWhy() == shell.UndoYes {
				found = true
				rowsUndoThenDraw(t, tb, ctx, choiceAt, since, replies, legal[0])
				rowsUndoPastBotLay(t, tb, ctx)
				break
			}
			m := legal[len(legal)-1]
			if len(legal) > 1 {
				choiceAt, since = tb.State.Actions(), since[:0]
			}
			since = append(since, m)
			tb.Act(m)
		}
	}
	if !found {
		t.Fatal("no seed where the bots drew unseen before the person had to draw")
	}
}

// rowsRecord is the running round's record at a table, as a save holds it.
func rowsRecord(tb *Table) []byte { return tb.State.Record(nil, tb.Match.Played()+1).Marshal() }

// rowsUndoPastBotLay plays on until a bot lays a card after one of the
// person's decisions: Undo is refused then.
func rowsUndoPastBotLay(t *testing.T, tb *Table, ctx *game.Context) {
	t.Helper()
	for untilHumanTurn(t, tb, ctx) {
		legal := tb.State.AppendLegal(nil, tb.Bottom)
		m := legal[len(legal)-1]
		tb.Act(m)
		if len(legal) == 1 {
			continue
		}
		var v seatView
		tb.State.See(tb.Bottom, &v)
		placed := len(v.Placed)
		if !untilHumanTurn(t, tb, ctx) {
			break
		}
		tb.State.See(tb.Bottom, &v)
		if len(v.Placed) > placed {
			rowsUndoRefused(t, tb, ctx, fmt.Sprintf("after %v and a bot's lay", m))
			return
		}
	}
	t.Fatal("no bot laid a card after a decision of the person's")
}

// rowsUndoRefused checks that U at the table, with the person's last
// decision behind cards shown since, takes nothing back: the round, its
// record and the person's view stay as they are, no button is offered,
// and the table says why.
func rowsUndoRefused(t *testing.T, tb *Table, ctx *game.Context, what string) {
	t.Helper()
	if why := tb.undoWhy(); why != shell.UndoShown {
		t.Fatalf("%s: Undo is %d, not refused for the cards shown", what, why)
	}
	before := tb.State.Engine().Clone()
	rec := rowsRecord(tb)
	var view seatView
	tb.State.See(tb.Bottom, &view)
	// The bots hold still for the tick, whoever is on turn.
	tb.wait = -1 << 20
	gameloop.Tick(tb, ctx, gameloop.PressU)
	tb.wait = 0
	if tb.UndoOK || tb.canUndo() || tb.Undo() {
		t.Fatalf("%s: Undo is offered", what)
	}
	if tb.State.Actions() != before.Actions() || !tb.State.Engine().Equal(before) || !bytes.Equal(rowsRecord(tb), rec) {
		t.Fatalf("%s: U changed the round (%d actions, %d before)", what, tb.State.Actions(), before.Actions())
	}
	var after seatView
	tb.State.See(tb.Bottom, &after)
	if !sameView(&view, &after) {
		t.Fatalf("%s: U changed the person's view", what)
	}
	if tb.msg.Text != tb.text.UndoShown {
		t.Fatalf("%s: the table says %q, not why there is no Undo", what, tb.msg.Text)
	}
}

// rowsUndoThenDraw: the person decided at position choiceAt and made the
// moves since (his decision first), the bots replied unseen, and he must
// draw now. Undo goes back to his decision and says how far; the same
// moves bring the same replies; once he drew, Undo is refused.
func rowsUndoThenDraw(t *testing.T, tb *Table, ctx *game.Context, choiceAt int, since []Move, replies int, draw Move) {
	t.Helper()
	now := rowsRecord(tb)
	gameloop.Tick(tb, ctx, gameloop.PressU)
	if tb.State.Actions() != choiceAt {
		t.Fatalf("Undo went back to action %d, not to the decision at %d", tb.State.Actions(), choiceAt)
	}
	moves := "your move"
	if len(since) > 1 {
		moves = fmt.Sprintf("your %d moves", len(since))
	}
	want := fmt.Sprintf("Taken back: %s and %d replies.", moves, replies)
	if replies == 1 {
		want = fmt.Sprintf("Taken back: %s and 1 reply.", moves)
	}
	if tb.msg.Text != want {
		t.Errorf("after the undo the table says %q, want %q", tb.msg.Text, want)
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
	hand := len(Es(tb).Hand(0))
	if !tb.Act(draw) {
		t.Fatal("the draw was refused")
	}
	var v seatView
	tb.State.See(tb.Bottom, &v)
	if len(v.Hands[0]) <= hand && Es(tb).View(0).Turn.MustLay == card.None {
		t.Fatal("the draw showed the person no card")
	}
	rowsUndoRefused(t, tb, ctx, "after the person's draw")
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

// untilChoice lets the bots play until the person is on turn with more
// than one legal move; false when the round ended first.
func untilChoice(t *testing.T, tb *Table, ctx *game.Context) bool {
	t.Helper()
	for range 2000 {
		if !untilHumanTurn(t, tb, ctx) {
			return false
		}
		legal := tb.State.AppendLegal(nil, tb.Bottom)
		if len(legal) > 1 {
			return true
		}
		tb.Act(legal[0])
	}
	t.Fatal("the person never had a choice")
	return false
}
