package scenes

import (
	"bytes"
	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/registry"
	"elferraus/game"
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

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

// rowsRecord is the running round's record at a table, as a save holds it.
func rowsRecord(tb *Table) []byte { return tb.state.Record(nil, tb.match.Played()+1).Marshal() }

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
		legal := tb.state.AppendLegal(nil, tb.bottom)
		if len(legal) > 1 {
			return true
		}
		tb.Act(legal[0])
	}
	t.Fatal("the person never had a choice")
	return false
}
