package menu

import (
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// sampleStats has modes of every sort: a short game, an unknown key,
// lower- and higher-better entries, and deals of the day of many dates.
func sampleStats(days int) *store.Stats {
	st := store.NewStats()
	st.Modes["daily:elfer"] = &store.Entry{Played: 1, Won: 0, Best: 9, Sum: 9}
	st.Modes["master"] = &store.Entry{Played: 4, Won: 3, Best: 180, Sum: 502, HigherBetter: true}
	st.Modes["schnippschnapp"] = &store.Entry{Played: 6, Won: 4, Best: 12, Sum: 40, HigherBetter: true}
	st.Modes["elfer+short"] = &store.Entry{Played: 3, Won: 1, Best: 2, Sum: 37}
	st.Modes["elfer"] = &store.Entry{Played: 2, Won: 1, Best: 0, Sum: 15}
	for d := 1; d <= days; d++ {
		date := fmt.Sprintf("2026-03-%02d", d)
		st.AddDaily(date, "elfer", store.DailyResult{Score: 20 + d})
		st.AddDaily(date, "elfer", store.DailyResult{Score: d})
		if d%2 == 0 {
			st.AddDaily(date, "master", store.DailyResult{Score: 100 + d, Won: true})
			st.AddDaily(date, "master", store.DailyResult{Score: 50})
		}
	}
	return st
}

func statsScene(t *testing.T, st *store.Stats, lang game.Lang) (*Stats, *game.Context) {
	t.Helper()
	s := NewStats(scenetest.OneHuman(1), st, "")
	ctx := gameloop.NewCtx()
	ctx.Settings.Lang = lang
	gameloop.Tick(s, ctx, nil)
	return s, ctx
}

func rowsOf(s *Stats, kind statsRowKind) [][6]string {
	var out [][6]string
	for _, r := range s.rows {
		if r.kind == kind {
			out = append(out, r.cells)
		}
	}
	return out
}

func TestStatsModeLines(t *testing.T) {
	s, _ := statsScene(t, sampleStats(3), game.English)
	if s.Name() != "stats" {
		t.Fatalf("name %q", s.Name())
	}
	want := [][6]string{
		{"Elfer raus!", "2", "1", "50%", "0", "7.5"},
		{"Elfer raus! (Short game)", "3", "1", "33%", "2", "12.3"},
		{"Elfer raus! MASTER", "4", "3", "75%", "180", "125.5"},
		{"Schnipp Schnapp", "6", "4", "67%", "12", "6.7"},
		{"Deal of the day: Elfer raus!", "1", "0", "0%", "9", "9.0"},
	}
	if got := rowsOf(s, rowMode); !slices.Equal(got, want) {
		t.Errorf("mode lines\n got %q\nwant %q", got, want)
	}
	head := rowsOf(s, rowModeHead)
	if len(head) != 1 || head[0] != [6]string{"Game", "Played", "Won", "Win %", "Best", "Mean"} {
		t.Errorf("head %q", head)
	}
	if s.rows[0].kind != rowModeHead {
		t.Errorf("the table does not start with its head")
	}
}

func TestStatsDailyLines(t *testing.T) {
	s, _ := statsScene(t, sampleStats(6), game.English)
	got := rowsOf(s, rowDaily)
	// Six days: master on days 2, 4, 6; newest first, at most 8 lines.
	want := [][6]string{
		{"2026-03-06", "Elfer raus!", "", "2", "6", "no"},
		{"2026-03-06", "Elfer raus! MASTER", "", "2", "106", "yes"},
		{"2026-03-05", "Elfer raus!", "", "2", "5", "no"},
		{"2026-03-04", "Elfer raus!", "", "2", "4", "no"},
		{"2026-03-04", "Elfer raus! MASTER", "", "2", "104", "yes"},
		{"2026-03-03", "Elfer raus!", "", "2", "3", "no"},
		{"2026-03-02", "Elfer raus!", "", "2", "2", "no"},
		{"2026-03-02", "Elfer raus! MASTER", "", "2", "102", "yes"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("daily lines\n got %q\nwant %q", got, want)
	}
	for _, r := range s.rows {
		if r.kind == rowDaily && r.won != (r.cells[5] == "yes") {
			t.Errorf("%q: won %v", r.cells, r.won)
		}
	}
	if len(rowsOf(s, rowDailyTitle)) != 1 || rowsOf(s, rowDailyTitle)[0][0] != "Deal of the day" {
		t.Errorf("no deal of the day title")
	}
	// A key not in DailyKey's format is shown, not dropped.
	st := store.NewStats()
	st.Daily["garbage"] = []store.DailyResult{{Score: 3, Won: true}}
	s, _ = statsScene(t, st, game.English)
	if got := rowsOf(s, rowDaily); len(got) != 1 || got[0][0] != "garbage" || got[0][4] != "3" {
		t.Errorf("odd daily key: %q", got)
	}
}

func TestStatsGerman(t *testing.T) {
	s, _ := statsScene(t, sampleStats(2), game.German)
	head := rowsOf(s, rowModeHead)[0]
	if head != [6]string{"Spiel", "Gespielt", "Gewonnen", "Quote", "Bestes", "Schnitt"} {
		t.Errorf("German head %q", head)
	}
	modes := rowsOf(s, rowMode)
	if modes[1][0] != "Elfer raus! (Kurzes Spiel)" || modes[1][5] != "12,3" {
		t.Errorf("German short line %q", modes[1])
	}
	daily := rowsOf(s, rowDaily)
	if daily[0][0] != "02.03.2026" || daily[0][5] != "nein" || daily[1][5] != "ja" {
		t.Errorf("German deal line %q", daily[0])
	}
	if rowsOf(s, rowDailyTitle)[0][0] != "Spiel des Tages" || s.text.Back != "Zurück" {
		t.Errorf("German title or button")
	}
}

func TestStatsEmpty(t *testing.T) {
	for _, st := range []*store.Stats{store.NewStats(), nil, {}} {
		s, _ := statsScene(t, st, game.English)
		if len(s.rows) != 1 || s.rows[0].kind != rowMessage || !strings.HasPrefix(s.rows[0].cells[0], "No games played yet") {
			t.Errorf("empty stats: %+v", s.rows)
		}
	}
	s, _ := statsScene(t, store.NewStats(), game.German)
	if !strings.HasPrefix(s.rows[0].cells[0], "Noch keine Spiele") {
		t.Errorf("German empty: %q", s.rows[0].cells[0])
	}
}

func TestStatsRebuildsOnChange(t *testing.T) {
	st := store.NewStats()
	s, ctx := statsScene(t, st, game.English)
	st.Add("elfer", true, 0, false)
	gameloop.Tick(s, ctx, nil)
	if len(rowsOf(s, rowMode)) != 1 {
		t.Errorf("a new game is not shown")
	}
	ctx.Settings.Lang = game.German
	gameloop.Tick(s, ctx, nil)
	if rowsOf(s, rowModeHead)[0][0] != "Spiel" {
		t.Errorf("the language change is not shown")
	}
}

func TestStatsBack(t *testing.T) {
	for _, k := range []ebiten.Key{ebiten.KeyEscape, ebiten.KeyEnter, ebiten.KeyBackspace} {
		s, ctx := statsScene(t, sampleStats(1), game.English)
		gameloop.Tick(s, ctx, func(in *game.Input) { in.PressKey(k) })
		if n := ctx.Next(); n == nil || n.Name() != "menu" {
			t.Errorf("%v: next scene %v", k, n)
		}
	}
	s, ctx := statsScene(t, sampleStats(1), game.English)
	b := s.backButton(ctx)
	gameloop.Tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Released = b.X+10, b.Y+10, true })
	if n := ctx.Next(); n == nil || n.Name() != "menu" {
		t.Errorf("back button: next scene %v", n)
	}
}

func TestStatsScroll(t *testing.T) {
	for _, size := range []image.Point{{1280, 720}, {800, 600}, {2560, 1440}, {1280, 400}} {
		s, ctx := statsScene(t, sampleStats(20), game.English)
		ctx.Resize(float64(size.X), float64(size.Y))
		gameloop.Tick(s, ctx, nil)
		_, vis := s.panel(ctx)
		top := s.MaxScroll(ctx)
		if top <= 0 || top != len(s.rows)-vis {
			t.Fatalf("%v: %d lines, %d visible, max scroll %d", size, len(s.rows), vis, top)
		}
		check := func(what string) {
			t.Helper()
			if s.scroll < 0 || s.scroll > top || s.scroll+vis > len(s.rows) {
				t.Fatalf("%v %s: first line %d of %d, %d visible", size, what, s.scroll, len(s.rows), vis)
			}
		}
		for range 40 {
			gameloop.Tick(s, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
			check("down")
		}
		if s.scroll != top {
			t.Errorf("%v: arrows stop at %d, not %d", size, s.scroll, top)
		}
		for range 40 {
			gameloop.Tick(s, ctx, func(in *game.Input) { in.Wheel = 3 })
			check("wheel up")
		}
		if s.scroll != 0 {
			t.Errorf("%v: wheel stops at %d, not 0", size, s.scroll)
		}
		gameloop.Tick(s, ctx, func(in *game.Input) { in.Wheel = -2 })
		if s.scroll != 2 {
			t.Errorf("%v: two notches down scroll to %d", size, s.scroll)
		}
		for range 4 { // a touchpad's small steps add up to one line
			gameloop.Tick(s, ctx, func(in *game.Input) { in.Wheel = 0.25 })
		}
		if s.scroll != 1 {
			t.Errorf("%v: four quarter notches scroll to %d", size, s.scroll)
		}
		gameloop.Tick(s, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
		check("end")
		gameloop.Tick(s, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowUp) })
		check("up")
		if s.scroll != top-1 {
			t.Errorf("%v: up from the end is %d", size, s.scroll)
		}
		// A drag moves the list with the finger.
		p, _ := s.panel(ctx)
		gameloop.Tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = p.X+100, p.Y+100, true, true })
		gameloop.Tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down = p.X+100, p.Y+100+2*statsLineH, true })
		if s.scroll != top-3 {
			t.Errorf("%v: dragged to %d, want %d", size, s.scroll, top-3)
		}
		gameloop.Tick(s, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = p.X+100, p.Y+100+99*statsLineH, false, true })
		check("drag")
		if s.dragging || ctx.Next() != nil {
			t.Errorf("%v: the drag did not end, or left the scene", size)
		}
	}
	// Few lines: nothing scrolls.
	s, ctx := statsScene(t, store.NewStats(), game.English)
	gameloop.Tick(s, ctx, func(in *game.Input) { in.Wheel = -5; in.PressKey(ebiten.KeyArrowDown) })
	if s.scroll != 0 {
		t.Errorf("empty stats scroll to %d", s.scroll)
	}
}

// TestStatsDraw draws the statistics at several sizes and languages, with
// and without a note, scrolled and not, and checks the screen is painted.
func TestStatsDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	note := "Your statistics file could not be read. It was kept as stats.json.broken-20260301-101500 and new statistics were started."
	cases := []struct {
		name   string
		st     *store.Stats
		note   string
		lang   game.Lang
		scroll int
	}{
		{"en", sampleStats(3), "", game.English, 0},
		{"de-note", sampleStats(12), note, game.German, 0},
		{"en-scrolled", sampleStats(12), "", game.English, 99},
		{"empty-note", store.NewStats(), note, game.English, 0},
	}
	for _, size := range []image.Point{{1280, 720}, {800, 600}, {2560, 1440}} {
		for _, c := range cases {
			ctx, screen := gameloop.GPUCtx(size.X, size.Y)
			ctx.Settings.Lang = c.lang
			s := NewStats(scenetest.OneHuman(1), c.st, c.note)
			gameloop.Tick(s, ctx, nil)
			for range c.scroll {
				gameloop.Tick(s, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
			}
			gameloop.InFrame(func(*ebiten.Image) {
				screen.Clear()
				s.Draw(screen, ctx)
			})
			pix := make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix)
			gameloop.SaveShot(t, fmt.Sprintf("stats-%s-%dx%d", c.name, size.X, size.Y), size, pix)
			colors := map[[3]byte]bool{}
			for i := 0; i < len(pix); i += 4 * 97 {
				colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
			}
			if len(colors) < 20 {
				t.Errorf("%s at %v: only %d colours on screen", c.name, size, len(colors))
			}
		}
	}
}

// TestStatsFrameAtRestAllocatesNothing: once built, a frame of the
// statistics (update and draw) allocates nothing.
func TestStatsFrameAtRestAllocatesNothing(t *testing.T) {
	gameloop.NeedGPU(t)
	ctx, screen := gameloop.GPUCtx(1280, 720)
	s := NewStats(scenetest.OneHuman(1), sampleStats(12), "A note.")
	frame := gameloop.SceneFrame(s, screen, ctx)
	for range 5 {
		frame()
	}
	if got := gameloop.FramesAllocate(30, frame); got != 0 {
		t.Errorf("30 frames at rest allocate %d times", got)
	}
}
