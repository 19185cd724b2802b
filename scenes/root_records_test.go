package scenes

import (
	"elferraus/game"
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
		ctx := newCtx()
		m := NewMenu(oneHuman(uint64(len(deals) + 1)))
		tick(m, ctx, nil)
		m.startDaily(ctx, date)
		tb, ok := ctx.Next().(*Table)
		if !ok || tb.setup.Daily != date || tb.setup.Rounds != 1 {
			t.Fatalf("%s: the deal of the day did not start (%s)", date, m.err)
		}
		if prev, seen := deals[date]; seen && !rSameRound(prev, tb) {
			t.Fatalf("%s: two deals of the day differ", date)
		}
		deals[date] = tb
	}
	if rSameRound(deals["2026-11-22"], deals["2026-11-23"]) {
		t.Fatal("two days have the same deal")
	}
}

// TestFinishedRoundsCanBeWatched: a finished round is kept, listed under
// "Watch a record", and a click shows it in the replay viewer from which
// Escape returns to the menu as it was.
func TestFinishedRoundsCanBeWatched(t *testing.T) {
	s := masterHuman(12)
	tb, _ := NewTable(s)
	ctx, _ := storeCtx(t)
	var sc game.Scene = tb
	for i := 0; i < 200000 && tb.match.Played() == 0; i++ {
		if tb.humanTurn() && !tb.motion.Moving() {
			tb.Act(tb.state.AppendLegal(nil, 0)[0])
		}
		tick(sc, ctx, nil)
	}
	menuSetup := oneHuman(2)
	r := NewRecords(menuSetup)
	tick(r, ctx, nil)
	if len(r.rounds) != 1 || !strings.Contains(r.labels[0], "MASTER") {
		t.Fatalf("kept rounds %v (%s)", r.labels, r.err)
	}
	row := r.rowRect(ctx, 0)
	tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Released = row.x+5, row.y+5, true })
	rp, ok := ctx.Next().(*Table)
	if !ok || rp.rp == nil {
		t.Fatalf("clicking the round did not open the replay (%s)", r.err)
	}
	tick(rp, ctx, nil)
	rp.Step(rp.rp.rec.Len())
	if !rSameRound(rp, tb) {
		t.Fatal("the replay's end is not the round that was played")
	}
	tick(rp, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	m, ok := ctx.Next().(*Menu)
	if !ok || m.Setup().Game != menuSetup.Game || m.Setup().Seed != menuSetup.Seed {
		t.Fatal("Escape from the replay did not return to the menu it came from")
	}
}

// TestMenuTypedCodeStartsTheDeal: a deal code typed in the menu starts the
// very deal it names; garbage is refused with a reason.
func TestMenuTypedCodeStartsTheDeal(t *testing.T) {
	want := Setup{Game: masterGame, Players: 3, Seed: 777, Rounds: 1}
	code := dealCode(want)
	if code == "" {
		t.Fatal("no code for a MASTER setup")
	}
	for _, typed := range []string{code, "ZZZZ-ZZZZ"} {
		ctx := newCtx()
		m := NewMenu(oneHuman(1))
		tick(m, ctx, nil)
		r := m.extraRect(ctx, extraDeal)
		tick(m, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.x+5, r.y+5, true })
		if !m.entering {
			t.Fatal("the deal code button does not ask for a code")
		}
		// Typed as characters, in lower case and a few at a time.
		for ch := range strings.SplitSeq(strings.ToLower(typed), "") {
			tick(m, ctx, func(in *game.Input) { in.Chars = []rune(ch) })
		}
		tick(m, ctx, func(in *game.Input) { in.Chars = []rune{'x'} })
		tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyBackspace) })
		tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
		tb, ok := ctx.Next().(*Table)
		if typed != code {
			if ok || m.err == "" {
				t.Fatalf("the garbage code %q was not refused", typed)
			}
			continue
		}
		if !ok {
			t.Fatalf("the code %s started nothing: %s", code, m.err)
		}
		if tb.setup.Game != want.Game || tb.setup.Players != want.Players || tb.setup.Seed != want.Seed || tb.code != code {
			t.Fatalf("the code %s started %+v", code, tb.setup)
		}
	}
}

// TestRecordFilesAreOpenedOrRefused: a record dropped onto the window opens
// in the replay viewer; a file that is no record is refused with a reason;
// a broken list of rounds is set aside.
func TestRecordFilesAreOpenedOrRefused(t *testing.T) {
	ctx, dir := storeCtx(t)
	if err := os.WriteFile(filepath.Join(dir, recentName), []byte("{broken"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := NewRecords(oneHuman(1))
	tick(r, ctx, func(in *game.Input) {
		in.Dropped = []game.Dropped{{Name: "junk.jsonl", Data: []byte("not a record")}}
	})
	if ctx.Next() != nil || !strings.Contains(r.err, "junk.jsonl") {
		t.Fatalf("a junk file was not refused with its name: %q", r.err)
	}
	if _, err := os.Stat(filepath.Join(dir, recentName+".broken")); err != nil {
		t.Fatal("the broken list of rounds was not kept aside")
	}
	rec := playedRecord(t, 0, 3, 4)
	tick(r, ctx, func(in *game.Input) {
		in.Dropped = []game.Dropped{{Name: "round.jsonl", Data: rec.Marshal()}}
	})
	if tb, ok := ctx.Next().(*Table); !ok || tb.rp == nil {
		t.Fatalf("a dropped record did not open the replay (%s)", r.err)
	}
}
