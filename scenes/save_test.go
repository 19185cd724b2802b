package scenes

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/bot"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/game/store"
)

// storeCtx is a test context whose saves go to a fresh directory.
func storeCtx(t *testing.T) (*game.Context, string) {
	t.Helper()
	dir := t.TempDir()
	st, err := store.OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	// Background writes land before the directory goes.
	t.Cleanup(func() { _ = st.Flush() })
	ctx := newCtx()
	ctx.Store = st
	return ctx, dir
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

// TestBrokenSaveIsSetAside: a save that cannot be read, or that the engine
// refuses, is kept under another name and the menu says so; nothing is
// offered to continue and nothing crashes.
func TestBrokenSaveIsSetAside(t *testing.T) {
	// A save whose record breaks a rule: its last action made twice.
	tb, _ := NewTable(oneHuman(5))
	ctx0, _ := storeCtx(t)
	playUntil(t, tb, ctx0, func() bool { return tb.state.Actions() >= 3 })
	good, err := flushed(ctx0).Get(saveName)
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
		ctx, dir := storeCtx(t)
		if err := os.WriteFile(filepath.Join(dir, saveName), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
		m := NewMenu(oneHuman(1))
		tick(m, ctx, nil)
		if m.save != nil {
			t.Errorf("%s: a broken save is offered to continue", name)
		}
		if name == "illegal" && !strings.Contains(m.err, "line") {
			t.Errorf("the refused save does not name the line the engine refuses: %q", m.err)
		}
		if !strings.Contains(m.err, saveName+".broken") {
			t.Errorf("%s: the menu says %q", name, m.err)
		}
		kept, err := os.ReadFile(filepath.Join(dir, saveName+".broken"))
		if err != nil || string(kept) != data {
			t.Errorf("%s: the broken save was not kept as it was (%v)", name, err)
		}
		if _, err := os.Stat(filepath.Join(dir, saveName)); !os.IsNotExist(err) {
			t.Errorf("%s: the broken save is still in place", name)
		}
	}
}

// TestMenuContinues: the menu offers a saved match and continues it.
func TestMenuContinues(t *testing.T) {
	tb, _ := NewTable(oneHuman(6))
	ctx, _ := storeCtx(t)
	playUntil(t, tb, ctx, func() bool { return tb.state.Actions() >= 5 })
	m := NewMenu(oneHuman(1))
	tick(m, ctx, nil)
	if m.save == nil || !strings.Contains(m.saveLabel, "Elfer raus!") {
		t.Fatalf("the menu offers %q", m.saveLabel)
	}
	r := m.continueRect(ctx)
	tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.x+5, r.y+5, true })
	next, ok := ctx.Next().(*Table)
	if !ok || !sameRound(tb, next) {
		t.Fatal("continue did not bring back the saved round")
	}
}

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

// TestSaveAndResumeSnap: a game of Schnipp Schnapp saved after an action
// continues at that action's tick with the same cards everywhere.
func TestSaveAndResumeSnap(t *testing.T) {
	for _, los := range []bool{false, true} {
		g := snap.ID
		if los {
			g = snap.IDLos
		}
		s := Setup{Game: g, Players: 3, Seed: 17, Level: bot.Normal}
		s.FirstHumans(1)
		sn, err := NewSnap(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx, _ := storeCtx(t)
		for i := 0; i < 3000 && sn.st.Actions() < 12; i++ {
			tick(sn, ctx, nil)
		}
		if sn.st.Actions() < 12 {
			t.Fatal("the game did not get going")
		}
		sv, err := flushed(ctx).LoadSave(saveName)
		if err != nil {
			t.Fatal(err)
		}
		m := NewMenu(oneHuman(1))
		tick(m, ctx, nil)
		if m.save == nil || !strings.Contains(m.saveLabel, "Schnipp Schnapp") {
			t.Fatalf("the menu offers %q (%s)", m.saveLabel, m.err)
		}
		back, err := ResumeSnap(sv)
		if err != nil {
			t.Fatal(err)
		}
		if !back.st.Equal(sn.st) || back.clock.Now() != sn.st.Last()+1 {
			t.Fatalf("los=%v: the resumed game differs (next tick %d, last action at %d)", los, back.clock.Now(), sn.st.Last())
		}
		for range 200 {
			tick(back, newCtx(), nil)
		}
		if back.st.Actions() <= sn.st.Actions() {
			t.Fatalf("los=%v: the resumed game does not go on", los)
		}
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

// TestHotSeatMatchCountsOnce: a match of two people at one screen counts
// once, won when either of them won, with the better total.
func TestHotSeatMatchCountsOnce(t *testing.T) {
	st := store.NewStats()
	s := Setup{Game: "elfer", Players: 3}
	s.FirstHumans(2)
	addStats(st, s, []int{30, 12, 5}, []int{2}, false)
	addStats(st, s, []int{3, 12, 5}, []int{0}, false)
	e := st.Modes["elfer"]
	if e.Played != 2 || e.Won != 1 || e.Best != 3 || e.Sum != 15 {
		t.Fatalf("two hot-seat matches counted as %+v", e)
	}
}

// TestDailyDoesNotLeakIntoTheNextMatch: after a deal of the day the menu
// and "new match" start ordinary matches.
func TestDailyDoesNotLeakIntoTheNextMatch(t *testing.T) {
	s := oneHuman(3)
	s.Daily, s.Rounds = "2026-11-22", 1
	m := NewMenu(s)
	if m.Setup().Daily != "" || m.Setup().Rounds == 1 {
		t.Fatalf("the menu after a deal of the day keeps %+v", m.Setup())
	}
}

// flushed is the test context's store once its background writes landed.
func flushed(ctx *game.Context) *store.Store {
	if err := ctx.Store.Flush(); err != nil {
		panic(err)
	}
	return ctx.Store
}

// TestNewMatchAsksBeforeReplacingASave: with a saved match, Start first
// warns and only a second Start replaces it.
func TestNewMatchAsksBeforeReplacingASave(t *testing.T) {
	tb, _ := NewTable(oneHuman(6))
	ctx, _ := storeCtx(t)
	playUntil(t, tb, ctx, func() bool { return tb.state.Actions() >= 3 })
	m := NewMenu(oneHuman(1))
	tick(m, ctx, nil)
	if m.save == nil {
		t.Fatal("no saved match")
	}
	start, _, _ := m.buttons(ctx)
	press := func(in *game.Input) { in.X, in.Y, in.Released = start.x+5, start.y+5, true }
	tick(m, ctx, press)
	if ctx.Next() != nil || m.err == "" {
		t.Fatal("Start replaced the saved match without a word")
	}
	tick(m, ctx, press)
	if _, ok := ctx.Next().(*Table); !ok {
		t.Fatal("a second Start did not start the new match")
	}
}
