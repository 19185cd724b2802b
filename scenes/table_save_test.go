package scenes

import (
	"elferraus/engine/bot"
	"elferraus/game"
	"slices"
	"strings"
	"testing"
)

// TestFinishedMatchCountsInStatistics: a finished match forgets its save and
// counts for the person at the table; a deal of the day also keeps its
// result.
func TestFinishedMatchCountsInStatistics(t *testing.T) {
	s := oneHuman(9)
	s.Rounds = 1
	s.Daily = "2026-11-22"
	tb, _ := NewTable(s)
	ctx, _ := storeCtx(t)
	var sc game.Scene = tb
	for i := 0; i < 200000 && !tb.match.Over(); i++ {
		if tb.humanTurn() && !tb.motion.Moving() {
			tb.Act(tb.state.AppendLegal(nil, 0)[0])
		}
		tick(sc, ctx, nil)
	}
	if !tb.match.Over() {
		t.Fatal("the match never ended")
	}
	if _, err := flushed(ctx).Get(saveName); err == nil {
		t.Error("the finished match is still offered to continue")
	}
	st, err := ctx.Store.LoadStats()
	if err != nil {
		t.Fatal(err)
	}
	e := st.Modes["elfer"]
	if e == nil || e.Played != 1 || e.Sum != tb.match.Totals()[0] {
		t.Fatalf("statistics %+v after one match with total %d", e, tb.match.Totals()[0])
	}
	if got := st.DailyResults("2026-11-22", "elfer"); len(got) != 1 {
		t.Fatalf("the deal of the day kept %v", got)
	}
}

// TestResumeBetweenRounds: a match saved when a round went on the sheet
// resumes with the next round's deal.
func TestResumeBetweenRounds(t *testing.T) {
	s := masterHuman(8)
	s.Rounds = 3
	tb, _ := NewTable(s)
	ctx, _ := storeCtx(t)
	var sc game.Scene = tb
	for i := 0; i < 200000 && tb.match.Played() == 0; i++ {
		if tb.humanTurn() && !tb.motion.Moving() {
			tb.Act(tb.state.AppendLegal(nil, 0)[0])
		}
		tick(sc, ctx, nil)
	}
	if tb.match.Played() != 1 {
		t.Fatal("the first round never ended")
	}
	sv, err := flushed(ctx).LoadSave(saveName)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Resume(sv)
	if err != nil {
		t.Fatal(err)
	}
	if back.match.Played() != 1 || !slices.Equal(back.match.Sheet()[0], tb.match.Sheet()[0]) {
		t.Fatalf("resumed sheet %v, saved %v", back.match.Sheet(), tb.match.Sheet())
	}
	if err := tb.startRound(); err != nil {
		t.Fatal(err)
	}
	if !sameRound(tb, back) {
		t.Fatal("the resumed match did not deal the same second round")
	}
}

// TestResumeRefusesAForeignRound: a save whose round was dealt in another
// match (another seed) is refused, not played to a crash at its end.
func TestResumeRefusesAForeignRound(t *testing.T) {
	tb, _ := NewTable(oneHuman(13))
	ctx, _ := storeCtx(t)
	playUntil(t, tb, ctx, func() bool { return tb.state.Actions() >= 4 })
	sv, err := flushed(ctx).LoadSave(saveName)
	if err != nil {
		t.Fatal(err)
	}
	sv.Seed = "101"
	if _, err := Resume(sv); err == nil || !strings.Contains(err.Error(), "not dealt in this match") {
		t.Fatalf("a round of another match was resumed (%v)", err)
	}
}

// TestSaveAndResumeEveryGame: for every game of rows, a match saved after
// an action continues at exactly that point, with the same score sheet, and
// plays on from there.
func TestSaveAndResumeEveryGame(t *testing.T) {
	for g, gm := range tableGames() {
		if gm.Table != "rows" {
			continue
		}
		s := Setup{Game: gm.ID, Players: 3, Rounds: 2, Seed: uint64(40 + g), Level: bot.Normal}
		s.FirstHumans(1)
		tb, err := newGame(s)
		if err != nil {
			t.Fatal(err)
		}
		table := tb.(*Table)
		ctx, _ := storeCtx(t)
		target := 7 + 3*g
		playUntil(t, table, ctx, func() bool { return table.state.Actions() >= target })
		sv, err := flushed(ctx).LoadSave(saveName)
		if err != nil {
			t.Fatalf("%s: no save after %d actions: %v", gm.ID, table.state.Actions(), err)
		}
		back, err := Resume(sv)
		if err != nil {
			t.Fatalf("%s: %v", gm.ID, err)
		}
		if !sameRound(table, back) {
			t.Fatalf("%s: the resumed round differs from the saved one", gm.ID)
		}
		if back.setup.Game != s.Game || back.setup.Seats != s.Seats || back.setup.Seed != s.Seed || back.setup.Rounds != s.Rounds {
			t.Fatalf("%s: resumed setup %+v, saved %+v", gm.ID, back.setup, s)
		}
		// Both play on alike: the bots are fresh but keep no memory.
		ctx2 := newCtx()
		playUntil(t, table, ctx, func() bool { return table.state.IsOver() })
		playUntil(t, back, ctx2, func() bool { return back.state.IsOver() })
		if !sameRound(table, back) {
			t.Fatalf("%s: the resumed round played on differently", gm.ID)
		}
	}
}

// playUntil runs the table, the person playing his first legal move, until
// stop says so or the round is over.
func playUntil(t *testing.T, tb *Table, ctx *game.Context, stop func() bool) {
	t.Helper()
	for range 100000 {
		if stop() || tb.state.IsOver() {
			return
		}
		if tb.humanTurn() && !tb.motion.Moving() && !tb.covered() {
			legal := tb.state.AppendLegal(nil, tb.bottom)
			if !tb.Act(legal[0]) {
				t.Fatal("the engine refused its own legal move")
			}
			continue
		}
		tick(tb, ctx, nil)
	}
	t.Fatal("the round never got there")
}

// sameRound compares the engine states behind two tables.
func sameRound(a, b *Table) bool {
	switch x := a.state.(type) {
	case *elferRound:
		y, ok := b.state.(*elferRound)
		return ok && x.s.Equal(y.s)
	case *masterRound:
		y, ok := b.state.(*masterRound)
		return ok && x.s.Equal(y.s)
	}
	return false
}
