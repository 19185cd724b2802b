package snap

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/master"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func twoAtOneKeyboard(seed uint64) shell.Setup {
	s := shell.Setup{Game: snap.ID, Players: 2, Seed: seed}
	s.FirstHumans(2)
	return s
}

// runUntil ticks the scene until cond holds.
func runUntil(t *testing.T, sc *Snap, ctx *game.Context, cond func(v *snap.View) bool) {
	t.Helper()
	var v snap.View
	for range 20000 {
		sc.St.ViewInto(0, &v)
		if cond(&v) {
			return
		}
		if sc.St.IsOver() {
			t.Fatal("the game ended first")
		}
		gameloop.Tick(sc, ctx, nil)
	}
	t.Fatal("never happened")
}

func TestSnapKeysMakeCalls(t *testing.T) {
	ctx := gameloop.NewCtx()
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	// A Schnipp when nothing matches is a mistake: the caller's pile goes
	// to the centre.
	runUntil(t, sc, ctx, func(v *snap.View) bool {
		ok, _ := v.Match(snap.Schnipp)
		return v.Piles[0].Size > 0 && !ok
	})
	pile := len(sc.St.Pile(0))
	centre := len(sc.St.Centre())
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyS) })
	if len(sc.St.Pile(0)) != 0 || len(sc.St.Centre()) != centre+pile {
		t.Fatalf("S (seat 1's Schnipp) with no match: pile %d, centre %d→%d", len(sc.St.Pile(0)), centre, len(sc.St.Centre()))
	}
	if c := sc.callouts[0]; c.ttl == 0 || c.sub != sc.text.SnapMistake {
		t.Errorf("the mistake is not shown: %+v", c)
	}
	// A Schnapp on a match, by the second person's key, wins it.
	runUntil(t, sc, ctx, func(v *snap.View) bool { ok, _ := v.Match(snap.Schnapp); return ok })
	before := sc.St.Conquered()[1]
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyK) })
	if sc.St.Conquered()[1] <= before {
		t.Fatalf("K (seat 2's Schnapp) on a match won nothing")
	}
	if c := sc.callouts[1]; c.ttl == 0 || !c.good || c.sub == "" {
		t.Errorf("the win and its reaction time are not shown: %+v", c)
	}
	if len(sc.reactions[1]) != 1 || sc.reactions[1][0] < 0 {
		t.Errorf("reaction times kept: %v", sc.reactions[1])
	}
}

func TestSnapSameTickIsATie(t *testing.T) {
	ctx := gameloop.NewCtx()
	sc, _ := NewSnap(twoAtOneKeyboard(5))
	runUntil(t, sc, ctx, func(v *snap.View) bool { ok, _ := v.Match(snap.Schnapp); return ok })
	c0, c1 := sc.St.Conquered()[0], sc.St.Conquered()[1]
	gameloop.Tick(sc, ctx, func(in *game.Input) {
		in.PressKey(ebiten.KeyA)
		in.PressKey(ebiten.KeyK)
	})
	if sc.St.Conquered()[0] != c0 || sc.St.Conquered()[1] != c1 {
		t.Fatal("two calls in one tick: somebody won")
	}
	if sc.banner.text != sc.text.SnapTie {
		t.Errorf("the tie is not announced: %q", sc.banner.text)
	}
}

func TestSnapBotsPlayToTheEnd(t *testing.T) {
	for _, los := range []bool{false, true} {
		ctx := gameloop.NewCtx()
		ctx.Settings.Speed = game.Fast
		id := snap.ID
		if los {
			id = snap.IDLos
		}
		sc, _ := NewSnap(shell.Setup{Game: id, Players: 4, Seed: 9, Level: 2})
		for i := 0; i < 200000 && !sc.St.IsOver(); i++ {
			gameloop.Tick(sc, ctx, nil)
		}
		if !sc.St.IsOver() {
			t.Fatalf("los=%v: a bot game did not end", los)
		}
		if len(sc.result) != 4 {
			t.Errorf("los=%v: the ranking has %d lines", los, len(sc.result))
		}
	}
}

func TestSnapPausesUntilAKey(t *testing.T) {
	ctx := gameloop.NewCtx()
	sc, _ := NewSnap(twoAtOneKeyboard(1))
	gameloop.Tick(sc, ctx, nil)
	sc.Pause()
	at := sc.Clock.Now()
	gameloop.Tick(sc, ctx, nil)
	sh, ok := ctx.Next().(*shell.Sheet)
	if !ok || sh.Under != game.Scene(sc) {
		t.Fatalf("a paused game opened %T, want the pause sheet over it", sh)
	}
	for range 100 {
		gameloop.Tick(sh, ctx, nil)
	}
	if sc.Clock.Now() != at {
		t.Fatal("the clock ran while paused")
	}
	gameloop.Tick(sh, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
	if ctx.Next() != game.Scene(sc) {
		t.Fatal("a key on the pause sheet did not give the game back")
	}
	gameloop.Tick(sc, ctx, nil)
	gameloop.Tick(sc, ctx, nil)
	if sc.Clock.Now() == at {
		t.Fatal("a key did not resume the game")
	}
}

// TestNewSnapRefusesOtherGames: the Schnipp Schnapp table opens only its
// own games, with a reason, never a panic.
func TestNewSnapRefusesOtherGames(t *testing.T) {
	for _, id := range []string{"elfer", master.ID, "nonsense"} {
		if _, err := NewSnap(shell.Setup{Game: id, Players: 4, Seed: 1}); err == nil {
			t.Errorf("the Schnipp Schnapp table opened %q", id)
		}
	}
}

// playedSnap plays a game of bots at the live table to its end at the given
// speed, and returns the table and each frame's countdown while it ran.
func playedSnap(t *testing.T, id string, players int, seed uint64, speed game.Speed) (*Snap, []int) {
	t.Helper()
	ctx := gameloop.NewCtx()
	ctx.Settings.Speed = speed
	sc, err := NewSnap(shell.Setup{Game: id, Players: players, Seed: seed, Level: 2})
	if err != nil {
		t.Fatal(err)
	}
	var counts []int
	for i := 0; i < 400000 && !sc.St.IsOver(); i++ {
		gameloop.Tick(sc, ctx, nil)
		counts = append(counts, sc.Count)
	}
	if !sc.St.IsOver() {
		t.Fatalf("%s: a bot game did not end", id)
	}
	return sc, counts
}

// snapRecord is the live table's game as a record read back by the
// registry, as the list of recent rounds and -replay read it.
func snapRecord(t *testing.T, sc *Snap) games.Record {
	t.Helper()
	_, rec, err := registry.Read(sc.St.Record(sc.Names, 1).Marshal())
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// openSnapReplay opens a record in the viewer of the "snap" table.
func openSnapReplay(t *testing.T, rec games.Record) *SnapReplay {
	t.Helper()
	sc, err := shell.Tables["snap"].Replay(rec, shell.Setup{Game: snap.ID, Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	r, ok := sc.(*SnapReplay)
	if !ok {
		t.Fatalf("the snap table's replay is a %T", sc)
	}
	return r
}

// TestSnapReplayStepsToTheEndAndBack: the viewer steps through the record
// of a played game, by key, to the very state the game ended in, and steps
// back to every earlier state the record's own replay gives.
func TestSnapReplayStepsToTheEndAndBack(t *testing.T) {
	for _, id := range []string{snap.ID, snap.IDLos} {
		live, _ := playedSnap(t, id, 3, 4, game.Fast)
		rec := snapRecord(t, live)
		r := openSnapReplay(t, rec)
		ctx := gameloop.NewCtx()
		gameloop.Tick(r, ctx, nil)
		if r.Pos() != 0 || r.State().Actions() != 0 || r.Len() != rec.Len() {
			t.Fatalf("%s: the replay opens at %d of %d actions (record %d)", id, r.Pos(), r.Len(), rec.Len())
		}
		steps := 0
		for r.Pos() < r.Len() && steps <= rec.Len() {
			before := r.Pos()
			gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
			if r.Pos() <= before {
				t.Fatalf("%s: → at %d did not step", id, before)
			}
			steps++
		}
		if !r.State().Equal(live.St) {
			t.Fatalf("%s: after %d steps the replay shows\n%v\nthe game ended as\n%v", id, steps, r.State(), live.St)
		}
		if !slices.Equal(r.result, live.result) || len(r.result) != 3 {
			t.Errorf("%s: the replay ranks %q, the game ranked %q", id, r.result, live.result)
		}
		if r.Now != live.St.Last()+1 {
			t.Errorf("%s: at the end the replay's time is %d, the last action was at %d", id, r.Now, live.St.Last())
		}
		// Back by key: each step back shows the record's replay there, and
		// never splits the calls of one tick.
		g, _ := registry.Lookup(id)
		for range 25 {
			gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
			want, err := snapOf(g, rec, r.Pos())
			if err != nil {
				t.Fatal(err)
			}
			if !r.State().Equal(want) {
				t.Fatalf("%s: a step back to %d shows another state than the record's", id, r.Pos())
			}
			if p := r.Pos(); p > 0 && p < r.Len() && r.log[p].Kind == snap.Call && r.log[p-1].Kind == snap.Call && r.log[p].Tick == r.log[p-1].Tick {
				t.Fatalf("%s: a step back stopped between two calls of tick %d", id, r.log[p].Tick)
			}
		}
		mid := r.State().Clone()
		r.Step(-1)
		r.Step(1)
		if !r.State().Equal(mid) {
			t.Fatalf("%s: a step back and forth changed the state", id)
		}
		r.Step(-2 * r.Len())
		start, _ := snapOf(g, rec, 0)
		if r.Pos() != 0 || !r.State().Equal(start) || r.Now != 0 {
			t.Fatalf("%s: stepping before the start shows %d actions at tick %d", id, r.Pos(), r.Now)
		}
		gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
		if !r.State().Equal(live.St) {
			t.Fatalf("%s: End does not show the end", id)
		}
	}
}

// TestSnapReplayPlaysAsTheGameWent: played, the record's actions come at
// their own ticks (one tick a frame at ×1), with the calls, reaction times
// and the countdown the table showed.
func TestSnapReplayPlaysAsTheGameWent(t *testing.T) {
	for _, id := range []string{snap.ID, snap.IDLos} {
		live, counts := playedSnap(t, id, 4, 8, game.Normal)
		r := openSnapReplay(t, snapRecord(t, live))
		ctx := gameloop.NewCtx()
		first := r.log[0].Tick
		var shown []int
		if !r.Playing {
			t.Fatalf("%s: the replay opens paused", id)
		}
		gameloop.Tick(r, ctx, nil)
		shown = append(shown, r.Count)
		for r.Now < first {
			gameloop.Tick(r, ctx, nil)
			shown = append(shown, r.Count)
		}
		if r.Pos() != 0 {
			t.Fatalf("%s: the first action (tick %d) shows before its tick, at %d", id, first, r.Now)
		}
		for i := 0; r.Playing && i < 400000; i++ {
			gameloop.Tick(r, ctx, nil)
			shown = append(shown, r.Count)
			if i == 0 && r.Pos() == 0 {
				t.Fatalf("%s: the first action (tick %d) does not show at its tick", id, first)
			}
		}
		if r.Pos() != r.Len() || !r.State().Equal(live.St) {
			t.Fatalf("%s: playing stopped at %d of %d actions", id, r.Pos(), r.Len())
		}
		if len(shown) != len(counts) {
			t.Fatalf("%s: the replay played %d ticks, the game %d", id, len(shown), len(counts))
		}
		if id == snap.IDLos && !slices.Equal(shown[:len(shown)-1], counts[:len(counts)-1]) {
			for i := range shown {
				if shown[i] != counts[i] {
					t.Logf("frame %d: %v vs %v", i, shown[max(i-3, 0):i+3], counts[max(i-3, 0):i+3])
					break
				}
			}
			t.Errorf("%s: the replay's countdown differs from the table's", id)
		}
		won := 0
		for p := range r.reactions {
			won += len(r.reactions[p])
			if !slices.Equal(r.reactions[p], live.reactions[p]) {
				t.Errorf("%s: seat %d's reaction times: replay %v, game %v", id, p+1, r.reactions[p], live.reactions[p])
			}
		}
		if won == 0 {
			t.Errorf("%s: nobody won a call in the game", id)
		}
	}
}

// TestSnapReplayShowsCalls: a call stepped to is shown at its seat: the
// winner's word with the reaction time the engine measured.
func TestSnapReplayShowsCalls(t *testing.T) {
	live, _ := playedSnap(t, snap.ID, 3, 6, game.Fast)
	r := openSnapReplay(t, snapRecord(t, live))
	ctx := gameloop.NewCtx()
	gameloop.Tick(r, ctx, nil)
	var v snap.View
	for r.Pos() < r.Len() {
		before := r.State().Clone()
		r.Step(1)
		a := r.log[r.Pos()-1]
		if a.Kind != snap.Call || r.Pos()-2 >= 0 && r.log[r.Pos()-2].Kind == snap.Call && r.log[r.Pos()-2].Tick == a.Tick {
			continue
		}
		before.ViewInto(a.Seat, &v)
		ok, at := v.Match(a.Word)
		if !ok {
			continue // a mistake
		}
		c := r.callouts[a.Seat]
		ms := (a.Tick - at).Millis()
		if c.ttl == 0 || !c.good || c.sub != fmt.Sprintf("%d ms", ms) {
			t.Fatalf("the won call of seat %d at tick %d shows %+v, want %d ms", a.Seat+1, a.Tick, c, ms)
		}
		return
	}
	t.Fatal("no call was won")
}

// TestSnapReplayRefusesBrokenRecords: a record the rules refuse is refused
// with the reason, nothing shown and nothing panicking.
func TestSnapReplayRefusesBrokenRecords(t *testing.T) {
	live, _ := playedSnap(t, snap.ID, 3, 11, game.Fast)
	good := live.St.Record(nil, 1)
	firstOf := func(rec *snap.Record, act string) int {
		return slices.IndexFunc(rec.Actions, func(l snap.Line) bool { return l.Act == act })
	}
	cases := []struct {
		name  string
		spoil func(rec *snap.Record)
	}{
		{"another card revealed", func(rec *snap.Record) {
			i := firstOf(rec, "reveal")
			rec.Actions[i].Card = rec.Actions[i+1].Card
		}},
		{"a call before the last action", func(rec *snap.Record) {
			i := firstOf(rec, "call")
			rec.Actions[i].Tick = 0
		}},
		{"a word that does not exist", func(rec *snap.Record) { rec.Actions[firstOf(rec, "call")].Word = "schnupp" }},
		{"a seat beyond the table", func(rec *snap.Record) { rec.Actions[firstOf(rec, "call")].Seat = 7 }},
		{"a false result", func(rec *snap.Record) { rec.Result.Scores[0]++ }},
		{"a game that is not over without its end", func(rec *snap.Record) { rec.Actions = rec.Actions[:len(rec.Actions)-1] }},
	}
	for _, c := range cases {
		_, rec, err := registry.Read(good.Marshal())
		if err != nil {
			t.Fatal(err)
		}
		c.spoil(rec.(*snap.Record))
		if r, err := shell.Tables["snap"].Replay(rec, shell.Setup{}); err == nil || r != nil {
			t.Errorf("%s: the viewer opened the record (%v)", c.name, err)
		}
	}
	// A record of another table is not one of Schnipp Schnapp.
	if _, err := NewSnapReplay(scenetest.PlayedRecord(t, elfer.Classic, 3, 2), shell.Setup{}); err == nil {
		t.Error("the Schnipp Schnapp viewer opened a record of Elfer raus!")
	}
	if _, err := NewSnapReplay(nil, shell.Setup{}); err == nil {
		t.Error("the viewer opened no record")
	}
}

// TestSnapPaceIsTheClocks: the live table plays exactly as a snap.Clock at
// the tempo of the chosen speed with the same bots: the same calls and
// reveals at the same ticks, one engine tick a frame.
func TestSnapPaceIsTheClocks(t *testing.T) {
	for _, id := range []string{snap.ID, snap.IDLos} {
		for _, sp := range []game.Speed{game.Slow, game.Normal, game.Fast} {
			s := shell.Setup{Game: id, Players: 4, Seed: 21, Level: 2}
			sc, err := NewSnap(s)
			if err != nil {
				t.Fatal(err)
			}
			ref, _ := NewSnap(s)
			st := ref.St
			tempo := snap.Tempos[sp]
			c := snap.NewClock(st, tempo)
			bots := make([]*snap.Bot, s.Players)
			for p := range bots {
				bots[p] = snap.NewBot(snap.Level(s.Level), card.Mix(s.Seed, uint64(100+p)))
			}
			ctx := gameloop.NewCtx()
			ctx.Settings.Speed = sp
			var v snap.View
			const frames = 2000
			for range frames {
				gameloop.Tick(sc, ctx, nil)
				var calls []snap.Called
				for p, b := range bots {
					st.ViewInto(p, &v)
					if w, ok := b.Decide(&v, c.Now()); ok && st.Check(snap.CallOf(p, c.Now(), w)) == nil {
						calls = append(calls, snap.Called{Seat: p, Word: w})
					}
				}
				if _, err := c.Step(calls); err != nil && !st.IsOver() {
					t.Fatal(err)
				}
			}
			if a, b := sc.St.Log(), st.Log(); !sc.St.Equal(st) {
				for i := range min(len(a), len(b)) {
					if a[i].String() != b[i].String() {
						t.Logf("first difference at %d: %v vs %v (prev %v)", i, a[i], b[i], a[max(i-3, 0):i])
						break
					}
				}
			}
			if sc.Clock.Now() != frames || c.Now() != frames || !sc.St.Equal(st) {
				t.Fatalf("%s at speed %d: after %d frames the table is at tick %d:\n%v\nthe clock at %d:\n%v", id, sp, frames, sc.Clock.Now(), sc.St, c.Now(), st)
			}
			first := tempo
			if id == snap.IDLos {
				first *= snap.CountSteps
			}
			if log := sc.St.Log(); log[0].Kind == snap.Call || log[0].Tick != first {
				t.Errorf("%s at speed %d: the first card is turned by %v, want at tick %d", id, sp, log[0], first)
			}
		}
	}
}

func TestMenuChoosesSnapKeys(t *testing.T) {
	s := shell.Setup{Game: snap.ID, Players: 3, Rounds: 1, Seed: 1}
	s.FirstHumans(1)
	m := menu.NewMenu(s)
	ctx := gameloop.NewCtx()
	gameloop.Tick(m, ctx, nil)
	keysLine := -1
	for i, l := range m.Lines {
		if l.Label(m.Text) == m.Text.Keys {
			keysLine = i
		}
	}
	m.Focus = keysLine
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
	if m.Capture != 1 {
		t.Fatal("choosing the keys did not start")
	}
	press := []ebiten.Key{ebiten.KeyQ, ebiten.KeyW, ebiten.KeyQ /* taken: ignored */, ebiten.KeyO, ebiten.KeyP, ebiten.KeyN, ebiten.KeyM}
	for _, k := range press {
		gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(k) })
	}
	want := [3][2]ebiten.Key{{ebiten.KeyQ, ebiten.KeyW}, {ebiten.KeyO, ebiten.KeyP}, {ebiten.KeyN, ebiten.KeyM}}
	if got := ctx.Settings.Keys(); got != want || m.Capture != 0 {
		t.Fatalf("keys %v (capture %d), want %v", got, m.Capture, want)
	}
	// The new keys make the calls at the table.
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	sc, ok := ctx.Next().(*Snap)
	if !ok {
		t.Fatal("Enter did not start Schnipp Schnapp")
	}
	gameloop.Tick(sc, ctx, nil)
	if w, ok := sc.HumanCall(&game.Input{}, 0); ok {
		t.Fatalf("a call without a key: %v", w)
	}
	in := game.Input{}
	in.PressKey(ebiten.KeyW)
	if w, ok := sc.HumanCall(&in, 0); !ok || w != snap.Schnipp {
		t.Fatalf("W made %v %v, want Schnipp", w, ok)
	}
	// Escape while choosing keeps the keys.
	m.Capture = 1
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyZ) })
	gameloop.Tick(m, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if ctx.Settings.Keys() != want {
		t.Fatal("Escape changed the keys")
	}
}

// TestSnapReplayControls: play and pause, speed, and back to the menu the
// viewer was opened from.
func TestSnapReplayControls(t *testing.T) {
	live, _ := playedSnap(t, snap.ID, 2, 3, game.Fast)
	rec := snapRecord(t, live)
	r := openSnapReplay(t, rec)
	ctx := gameloop.NewCtx()
	gameloop.Tick(r, ctx, nil)
	click := func(b ui.Rect) func(in *game.Input) {
		return func(in *game.Input) { in.X, in.Y, in.Released = b.X+b.W/2, b.Y+b.H/2, true }
	}
	back, fwd, play, speed, toMenu := r.Lay.ReplayButtons()
	gameloop.Tick(r, ctx, click(fwd))
	gameloop.Tick(r, ctx, click(fwd))
	gameloop.Tick(r, ctx, click(back))
	if r.Pos() != 1 {
		t.Fatalf("►, ►, ◄ show %d actions", r.Pos())
	}
	gameloop.Tick(r, ctx, click(play))
	at := r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if !r.Playing || r.Now != at+10 {
		t.Fatalf("playing at ×1: 10 frames moved time from %d to %d", at, r.Now)
	}
	gameloop.Tick(r, ctx, click(speed))
	at = r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if r.Now != at+20 {
		t.Fatalf("playing at ×2: 10 frames moved time from %d to %d", at, r.Now)
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	at = r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if r.Speed != 0 || r.Now != at+5 {
		t.Fatalf("playing at ×½ (speed %d): 10 frames moved time from %d to %d", r.Speed, at, r.Now)
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyP) })
	at = r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if r.Playing || r.Now != at {
		t.Fatal("paused, the replay goes on")
	}
	gameloop.Tick(r, ctx, click(toMenu))
	m, ok := ctx.Next().(*menu.Menu)
	if !ok || m.Setup().Game != snap.ID || m.Setup().Players != 3 {
		t.Fatalf("Back goes to %T %+v, not to the menu it came from", m, m)
	}
}
