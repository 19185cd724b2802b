package rows

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestDealOfTheDay: the deal of the day is the same for everybody on a date
// and another one the next day.
func TestDealOfTheDay(t *testing.T) {
	deals := map[string]*Table{}
	for _, date := range []string{"2026-11-22", "2026-11-22", "2026-11-23"} {
		ctx := gameloop.NewCtx()
		m := menu.NewMenu(scenetest.OneHuman(uint64(len(deals) + 1)))
		gameloop.Tick(m, ctx, nil)
		m.StartDaily(ctx, date)
		tb, ok := ctx.Next().(*Table)
		if !ok || tb.Setup.Daily != date || tb.Setup.Rounds != 1 {
			t.Fatalf("%s: the deal of the day did not start (%s)", date, m.Err)
		}
		if prev, seen := deals[date]; seen && !sameRound(prev, tb) {
			t.Fatalf("%s: two deals of the day differ", date)
		}
		deals[date] = tb
	}
	if sameRound(deals["2026-11-22"], deals["2026-11-23"]) {
		t.Fatal("two days have the same deal")
	}
}

// TestFinishedRoundsCanBeWatched: a finished round is kept, listed under
// "Watch a record", and a click shows it in the replay viewer from which
// Escape returns to the menu as it was.
func TestFinishedRoundsCanBeWatched(t *testing.T) {
	s := scenetest.MasterHuman(12)
	tb, _ := NewTable(s)
	ctx, _ := scenetest.StoreCtx(t)
	var sc game.Scene = tb
	for i := 0; i < 200000 && tb.Match.Played() == 0; i++ {
		if tb.HumanTurn() && !tb.Motion.Moving() {
			tb.Act(tb.State.AppendLegal(nil, 0)[0])
		}
		gameloop.Tick(sc, ctx, nil)
	}
	menuSetup := scenetest.OneHuman(2)
	r := menu.NewRecords(menuSetup)
	gameloop.Tick(r, ctx, nil)
	if len(r.Rounds) != 1 || !strings.Contains(r.Labels[0], "MASTER") {
		t.Fatalf("kept rounds %v (%s)", r.Labels, r.Err)
	}
	row := r.RowRect(ctx, 0)
	gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Released = row.X+5, row.Y+5, true })
	rp, ok := ctx.Next().(*Table)
	if !ok || rp.Rp == nil {
		t.Fatalf("clicking the round did not open the replay (%s)", r.Err)
	}
	gameloop.Tick(rp, ctx, nil)
	rp.Step(rp.Rp.Rec.Len())
	if !sameRound(rp, tb) {
		t.Fatal("the replay's end is not the round that was played")
	}
	gameloop.Tick(rp, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	m, ok := ctx.Next().(*menu.Menu)
	if !ok || m.Setup().Game != menuSetup.Game || m.Setup().Seed != menuSetup.Seed {
		t.Fatal("Escape from the replay did not return to the menu it came from")
	}
}

// TestMenuTypedCodeStartsTheDeal: a deal code typed in the menu starts the
// very deal it names; garbage is refused with a reason.
func TestMenuTypedCodeStartsTheDeal(t *testing.T) {
	want := shell.Setup{Game: scenetest.MasterGame, Players: 3, Seed: 777, Rounds: 1}
	code := shell.DealCode(want)
	if code == "" {
		t.Fatal("no code for a MASTER setup")
	}
	for _, typed := range []string{code, "ZZZZ-ZZZZ"} {
		ctx := gameloop.NewCtx()
		m := menu.NewMenu(scenetest.OneHuman(1))
		gameloop.Tick(m, ctx, nil)
		r := m.ExtraRect(ctx, menu.ExtraDeal)
		gameloop.Tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.X+5, r.Y+5, true })
		if !m.Entering {
			t.Fatal("the deal code button does not ask for a code")
		}
		// Typed as characters, in lower case and a few at a time.
		for ch := range strings.SplitSeq(strings.ToLower(typed), "") {
			gameloop.Tick(m, ctx, func(in *game.Input) { in.Chars = []rune(ch) })
		}
		gameloop.Tick(m, ctx, func(in *game.Input) { in.Chars = []rune{'x'} })
		gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyBackspace) })
		gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
		tb, ok := ctx.Next().(*Table)
		if typed != code {
			if ok || m.Err == "" {
				t.Fatalf("the garbage code %q was not refused", typed)
			}
			continue
		}
		if !ok {
			t.Fatalf("the code %s started nothing: %s", code, m.Err)
		}
		if tb.Setup.Game != want.Game || tb.Setup.Players != want.Players || tb.Setup.Seed != want.Seed || tb.Code != code {
			t.Fatalf("the code %s started %+v", code, tb.Setup)
		}
	}
}

// TestRecordFilesAreOpenedOrRefused: a record dropped onto the window opens
// in the replay viewer; a file that is no record is refused with a reason;
// a broken list of rounds is set aside.
func TestRecordFilesAreOpenedOrRefused(t *testing.T) {
	ctx, dir := scenetest.StoreCtx(t)
	if err := os.WriteFile(filepath.Join(dir, shell.RecentName), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := menu.NewRecords(scenetest.OneHuman(1))
	gameloop.Tick(r, ctx, func(in *game.Input) {
		in.Dropped = []game.Dropped{{Name: "junk.jsonl", Data: []byte("not a record")}}
	})
	if ctx.Next() != nil || !strings.Contains(r.Err, "junk.jsonl") {
		t.Fatalf("a junk file was not refused with its name: %q", r.Err)
	}
	if _, err := os.Stat(filepath.Join(dir, shell.RecentName+".broken")); err != nil {
		t.Fatal("the broken list of rounds was not kept aside")
	}
	rec := scenetest.PlayedRecord(t, 0, 3, 4)
	gameloop.Tick(r, ctx, func(in *game.Input) {
		in.Dropped = []game.Dropped{{Name: "round.jsonl", Data: rec.Marshal()}}
	})
	if tb, ok := ctx.Next().(*Table); !ok || tb.Rp == nil {
		t.Fatalf("a dropped record did not open the replay (%s)", r.Err)
	}
}
