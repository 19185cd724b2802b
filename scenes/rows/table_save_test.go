package rows

import (
	"elferraus/engine/bot"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFinishedMatchCountsInStatistics: a finished match forgets its save and
// counts for the person at the table; a deal of the day also keeps its
// result.
func TestFinishedMatchCountsInStatistics(t *testing.T) {
	s := scenetest.OneHuman(9)
	s.Rounds = 1
	s.Daily = "2026-11-22"
	tb, _ := NewTable(s)
	ctx, _ := scenetest.StoreCtx(t)
	var sc game.Scene = tb
	for i := 0; i < 200000 && !tb.Match.Over(); i++ {
		if tb.HumanTurn() && !tb.Motion.Moving() {
			tb.Act(tb.State.AppendLegal(nil, 0)[0])
		}
		gameloop.Tick(sc, ctx, nil)
	}
	if !tb.Match.Over() {
		t.Fatal("the match never ended")
	}
	if _, err := gameloop.Flushed(ctx).Get(shell.SaveName); err == nil {
		t.Error("the finished match is still offered to continue")
	}
	st, err := ctx.Store.LoadStats()
	if err != nil {
		t.Fatal(err)
	}
	e := st.Modes["elfer"]
	if e == nil || e.Played != 1 || e.Sum != tb.Match.Totals()[0] {
		t.Fatalf("statistics %+v after one match with total %d", e, tb.Match.Totals()[0])
	}
	if got := st.DailyResults("2026-11-22", "elfer"); len(got) != 1 {
		t.Fatalf("the deal of the day kept %v", got)
	}
}

// TestResumeBetweenRounds: a match saved when a round went on the sheet
// resumes with the next round's deal.
func TestResumeBetweenRounds(t *testing.T) {
	s := scenetest.MasterHuman(8)
	s.Rounds = 3
	tb, _ := NewTable(s)
	ctx, _ := scenetest.StoreCtx(t)
	var sc game.Scene = tb
	for i := 0; i < 200000 && tb.Match.Played() == 0; i++ {
		if tb.HumanTurn() && !tb.Motion.Moving() {
			tb.Act(tb.State.AppendLegal(nil, 0)[0])
		}
		gameloop.Tick(sc, ctx, nil)
	}
	if tb.Match.Played() != 1 {
		t.Fatal("the first round never ended")
	}
	sv, err := gameloop.Flushed(ctx).LoadSave(shell.SaveName)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Resume(sv)
	if err != nil {
		t.Fatal(err)
	}
	if back.Match.Played() != 1 || !slices.Equal(back.Match.Sheet()[0], tb.Match.Sheet()[0]) {
		t.Fatalf("resumed sheet %v, saved %v", back.Match.Sheet(), tb.Match.Sheet())
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
	tb, _ := NewTable(scenetest.OneHuman(13))
	ctx, _ := scenetest.StoreCtx(t)
	playUntil(t, tb, ctx, func() bool { return tb.State.Actions() >= 4 })
	sv, err := gameloop.Flushed(ctx).LoadSave(shell.SaveName)
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
	for g, gm := range shell.TableGames() {
		if gm.Table != "rows" {
			continue
		}
		s := shell.Setup{Game: gm.ID, Players: 3, Rounds: 2, Seed: uint64(40 + g), Level: bot.Normal}
		s.FirstHumans(1)
		tb, err := shell.NewGame(s)
		if err != nil {
			t.Fatal(err)
		}
		table := tb.(*Table)
		ctx, _ := scenetest.StoreCtx(t)
		target := 7 + 3*g
		playUntil(t, table, ctx, func() bool { return table.State.Actions() >= target })
		sv, err := gameloop.Flushed(ctx).LoadSave(shell.SaveName)
		if err != nil {
			t.Fatalf("%s: no save after %d actions: %v", gm.ID, table.State.Actions(), err)
		}
		back, err := Resume(sv)
		if err != nil {
			t.Fatalf("%s: %v", gm.ID, err)
		}
		if !sameRound(table, back) {
			t.Fatalf("%s: the resumed round differs from the saved one", gm.ID)
		}
		if back.Setup.Game != s.Game || back.Setup.Seats != s.Seats || back.Setup.Seed != s.Seed || back.Setup.Rounds != s.Rounds {
			t.Fatalf("%s: resumed setup %+v, saved %+v", gm.ID, back.Setup, s)
		}
		// Both play on alike: the bots are fresh but keep no memory.
		ctx2 := gameloop.NewCtx()
		playUntil(t, table, ctx, func() bool { return table.State.IsOver() })
		playUntil(t, back, ctx2, func() bool { return back.State.IsOver() })
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
		if stop() || tb.State.IsOver() {
			return
		}
		if tb.HumanTurn() && !tb.Motion.Moving() && !tb.Covered() {
			legal := tb.State.AppendLegal(nil, tb.Bottom)
			if !tb.Act(legal[0]) {
				t.Fatal("the engine refused its own legal move")
			}
			continue
		}
		gameloop.Tick(tb, ctx, nil)
	}
	t.Fatal("the round never got there")
}

// sameRound compares the engine states behind two tables.
func sameRound(a, b *Table) bool {
	switch x := a.State.(type) {
	case *ElferRound:
		y, ok := b.State.(*ElferRound)
		return ok && x.S.Equal(y.S)
	case *MasterRound:
		y, ok := b.State.(*MasterRound)
		return ok && x.S.Equal(y.S)
	}
	return false
}

// TestBrokenSaveIsSetAside: a save that cannot be read, or that the engine
// refuses, is kept under another name and the menu says so; nothing is
// offered to continue and nothing crashes.
func TestBrokenSaveIsSetAside(t *testing.T) {
	// A save whose record breaks a rule: its last action made twice.
	tb, _ := NewTable(scenetest.OneHuman(5))
	ctx0, _ := scenetest.StoreCtx(t)
	playUntil(t, tb, ctx0, func() bool { return tb.State.Actions() >= 3 })
	good, err := gameloop.Flushed(ctx0).Get(shell.SaveName)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(good), "\\n")
	last := lines[len(lines)-2]
	bad := strings.Replace(string(good), last, last+`\n`+last, 1)
	for name, data := range map[string]string{
		"garbage":   "\x00not a save at all",
		"truncated": string(good[:len(good)/2]),
		"illegal":   bad,
	} {
		ctx, dir := scenetest.StoreCtx(t)
		if err := os.WriteFile(filepath.Join(dir, shell.SaveName), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		m := menu.NewMenu(scenetest.OneHuman(1))
		gameloop.Tick(m, ctx, nil)
		if m.Save != nil {
			t.Errorf("%s: a broken save is offered to continue", name)
		}
		if name == "illegal" && !strings.Contains(m.Err, "line") {
			t.Errorf("the refused save does not name the line the engine refuses: %q", m.Err)
		}
		if !strings.Contains(m.Err, shell.SaveName+".broken") {
			t.Errorf("%s: the menu says %q", name, m.Err)
		}
		kept, err := os.ReadFile(filepath.Join(dir, shell.SaveName+".broken"))
		if err != nil || string(kept) != data {
			t.Errorf("%s: the broken save was not kept as it was (%v)", name, err)
		}
		if _, err := os.Stat(filepath.Join(dir, shell.SaveName)); !os.IsNotExist(err) {
			t.Errorf("%s: the broken save is still in place", name)
		}
	}
}

// TestMenuContinues: the menu offers a saved match and continues it.
func TestMenuContinues(t *testing.T) {
	tb, _ := NewTable(scenetest.OneHuman(6))
	ctx, _ := scenetest.StoreCtx(t)
	playUntil(t, tb, ctx, func() bool { return tb.State.Actions() >= 5 })
	m := menu.NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, ctx, nil)
	if m.Save == nil || !strings.Contains(m.SaveLabel, "Elfer raus!") {
		t.Fatalf("the menu offers %q", m.SaveLabel)
	}
	r := m.ContinueRect(ctx)
	gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.X+5, r.Y+5, true })
	next, ok := ctx.Next().(*Table)
	if !ok || !sameRound(tb, next) {
		t.Fatal("continue did not bring back the saved round")
	}
}

// TestNewMatchAsksBeforeReplacingASave: with a saved match, Start first
// warns and only a second Start replaces it.
func TestNewMatchAsksBeforeReplacingASave(t *testing.T) {
	tb, _ := NewTable(scenetest.OneHuman(6))
	ctx, _ := scenetest.StoreCtx(t)
	playUntil(t, tb, ctx, func() bool { return tb.State.Actions() >= 3 })
	m := menu.NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, ctx, nil)
	if m.Save == nil {
		t.Fatal("no saved match")
	}
	start, _, _ := m.Buttons(ctx)
	press := func(in *game.Input) { in.X, in.Y, in.Released = start.X+5, start.Y+5, true }
	gameloop.Tick(m, ctx, press)
	if ctx.Next() != nil || m.Err == "" {
		t.Fatal("Start replaced the saved match without a word")
	}
	gameloop.Tick(m, ctx, press)
	if _, ok := ctx.Next().(*Table); !ok {
		t.Fatal("a second Start did not start the new match")
	}
}
