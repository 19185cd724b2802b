package scenes

import (
	"elferraus/engine/bot"
	"elferraus/engine/snap"
	"elferraus/game"
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
	tb, _ := NewTable(oneHuman(5))
	ctx0, _ := storeCtx(t)
	rPlayUntil(t, tb, ctx0, func() bool { return tb.state.Actions() >= 3 })
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
	rPlayUntil(t, tb, ctx, func() bool { return tb.state.Actions() >= 5 })
	m := NewMenu(oneHuman(1))
	tick(m, ctx, nil)
	if m.save == nil || !strings.Contains(m.saveLabel, "Elfer raus!") {
		t.Fatalf("the menu offers %q", m.saveLabel)
	}
	r := m.continueRect(ctx)
	tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.x+5, r.y+5, true })
	next, ok := ctx.Next().(*Table)
	if !ok || !rSameRound(tb, next) {
		t.Fatal("continue did not bring back the saved round")
	}
}

// TestNewMatchAsksBeforeReplacingASave: with a saved match, Start first
// warns and only a second Start replaces it.
func TestNewMatchAsksBeforeReplacingASave(t *testing.T) {
	tb, _ := NewTable(oneHuman(6))
	ctx, _ := storeCtx(t)
	rPlayUntil(t, tb, ctx, func() bool { return tb.state.Actions() >= 3 })
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
