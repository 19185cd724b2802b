package scenes

import (
	"elferraus/engine/bot"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	snaptable "elferraus/scenes/snap"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenSaveIsSetAside: a save that cannot be read, or that the engine
// refuses, is kept under another name and the menu says so; nothing is
// offered to continue and nothing crashes.
func TestBrokenSaveIsSetAside(t *testing.T) {
	// A save whose record breaks a rule: its last action made twice.
	tb, _ := rows.NewTable(scenetest.OneHuman(5))
	ctx0, _ := scenetest.StoreCtx(t)
	rPlayUntil(t, tb, ctx0, func() bool { return tb.State.Actions() >= 3 })
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
	tb, _ := rows.NewTable(scenetest.OneHuman(6))
	ctx, _ := scenetest.StoreCtx(t)
	rPlayUntil(t, tb, ctx, func() bool { return tb.State.Actions() >= 5 })
	m := menu.NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, ctx, nil)
	if m.Save == nil || !strings.Contains(m.SaveLabel, "Elfer raus!") {
		t.Fatalf("the menu offers %q", m.SaveLabel)
	}
	r := m.ContinueRect(ctx)
	gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.X+5, r.Y+5, true })
	next, ok := ctx.Next().(*rows.Table)
	if !ok || !rSameRound(tb, next) {
		t.Fatal("continue did not bring back the saved round")
	}
}

// TestNewMatchAsksBeforeReplacingASave: with a saved match, Start first
// warns and only a second Start replaces it.
func TestNewMatchAsksBeforeReplacingASave(t *testing.T) {
	tb, _ := rows.NewTable(scenetest.OneHuman(6))
	ctx, _ := scenetest.StoreCtx(t)
	rPlayUntil(t, tb, ctx, func() bool { return tb.State.Actions() >= 3 })
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
	if _, ok := ctx.Next().(*rows.Table); !ok {
		t.Fatal("a second Start did not start the new match")
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
		s := shell.Setup{Game: g, Players: 3, Seed: 17, Level: bot.Normal}
		s.FirstHumans(1)
		sn, err := snaptable.NewSnap(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx, _ := scenetest.StoreCtx(t)
		for i := 0; i < 3000 && sn.St.Actions() < 12; i++ {
			gameloop.Tick(sn, ctx, nil)
		}
		if sn.St.Actions() < 12 {
			t.Fatal("the game did not get going")
		}
		sv, err := gameloop.Flushed(ctx).LoadSave(shell.SaveName)
		if err != nil {
			t.Fatal(err)
		}
		m := menu.NewMenu(scenetest.OneHuman(1))
		gameloop.Tick(m, ctx, nil)
		if m.Save == nil || !strings.Contains(m.SaveLabel, "Schnipp Schnapp") {
			t.Fatalf("the menu offers %q (%s)", m.SaveLabel, m.Err)
		}
		back, err := snaptable.ResumeSnap(sv)
		if err != nil {
			t.Fatal(err)
		}
		if !back.St.Equal(sn.St) || back.Clock.Now() != sn.St.Last()+1 {
			t.Fatalf("los=%v: the resumed game differs (next tick %d, last action at %d)", los, back.Clock.Now(), sn.St.Last())
		}
		for range 200 {
			gameloop.Tick(back, gameloop.NewCtx(), nil)
		}
		if back.St.Actions() <= sn.St.Actions() {
			t.Fatalf("los=%v: the resumed game does not go on", los)
		}
	}
}
