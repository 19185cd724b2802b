package snap

import (
	"elferraus/engine/bot"
	"elferraus/engine/snap"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"strings"
	"testing"
)

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
		sn, err := NewSnap(s)
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
		back, err := ResumeSnap(sv)
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
