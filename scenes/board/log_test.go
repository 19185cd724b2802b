package board

import (
	"elferraus/engine/bot"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// longNames are seat names that make long lines of the log.
var longNames = []string{"Maximiliane-Konstanze", "Friedrich-Wilhelm von Hohenzollern-Sigmaringen", "Bartholomäus Ungeheuerlich", "Eleonore Zwetschgenbaum"}

// logBoard is a board of game id for n players (a person at seat 0, in
// German, the seats bearing long names) on ctx, played by the person
// until its log has at least lines lines and the person is to act at rest
// (or the round ended).
func logBoard(t *testing.T, id string, n int, ctx *game.Context, lines int) *Board {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 3}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx.Settings.Lang = game.German
	gameloop.Tick(b, ctx, nil)
	b.names = slices.Clone(longNames[:n])
	b.LaidFor = -1
	for range 40000 {
		if b.round.IsOver() || len(b.log.Lines) >= lines && b.CanAct() && b.AtRest() {
			break
		}
		gameloop.Tick(b, ctx, PersonMove(b))
	}
	if len(b.log.Lines) < lines {
		t.Fatalf("%s: only %d lines in the log", id, len(b.log.Lines))
	}
	return b
}

// checkLogFits checks that the board shows its log wholly on the screen and
// that every line is wrapped into rows no wider than the log's room, with
// nothing of it lost; some line must have needed more than one row.
func checkLogFits(t *testing.T, what string, b *Board, ctx *game.Context) {
	t.Helper()
	m := &b.log
	if !b.logShown() {
		t.Fatalf("%s: no room for the log", what)
	}
	screen := ui.Rect{X: 0, Y: 0, W: ctx.LW, H: ctx.LH}
	for _, r := range []ui.Rect{m.R, m.FoldRect} {
		if r.W > 0 && (r.X < 0 || r.Y < 0 || r.X+r.W > screen.W+0.5 || r.Y+r.H > screen.H+0.5) {
			t.Errorf("%s: the log's place %+v is off the %vx%v screen", what, r, ctx.LW, ctx.LH)
		}
	}
	room := m.R.W
	if m.Folded() {
		room = min(room, m.FoldRect.W)
	}
	room -= ui.LogPad + ui.LogRight
	face := sprites.Face(ui.LogSize*ctx.Scale, false)
	rows := map[int][]string{}
	for _, row := range m.Rows {
		w, _ := sprites.MeasureText(row.Text, face)
		if w/ctx.Scale > room+0.01 {
			t.Errorf("%s: the row %q is %.1f wide, the log's room %.1f", what, row.Text, w/ctx.Scale, room)
		}
		rows[row.Line] = append(rows[row.Line], row.Text)
	}
	wrapped := false
	bare := strings.NewReplacer(" ", "")
	for i, line := range m.Lines {
		if got, want := bare.Replace(strings.Join(rows[i], "")), bare.Replace(line); got != want {
			t.Errorf("%s: the line %q shows as %q", what, line, rows[i])
		}
		wrapped = wrapped || len(rows[i]) > 1
	}
	if !wrapped {
		t.Errorf("%s: no line of %d needed two rows: the test shows nothing", what, len(m.Lines))
	}
}

// TestBoardLogWrapsInEveryLayout: at the board the log's lines are wrapped
// to its room, never cut, on a wide screen, a large one, a phone upright
// (the strip and the log it opens to) and a phone held sideways; the
// frames are saved to $ELFER_SHOTS to look at.
func TestBoardLogWrapsInEveryLayout(t *testing.T) {
	for _, c := range []struct {
		name string
		ctx  func() *game.Context
	}{
		{"1280x720", func() *game.Context { return gameloop.NewCtx() }},
		{"1920x1080", func() *game.Context { c := gameloop.NewCtx(); c.Resize(1920, 1080); return c }},
		{"390x844", func() *game.Context { return gameloop.NarrowCtx(390, 844) }},
		{"844x390", func() *game.Context { return scenetest.ShortCtx(844, 390) }},
	} {
		for _, id := range []string{"mogeln", "farben", "schwarzerpeter"} {
			ctx := c.ctx()
			b := logBoard(t, id, 3, ctx, 12)
			what := id + " at " + c.name
			checkLogFits(t, what, b, ctx)
			if b.Geom.narrow {
				if !b.log.Folded() {
					t.Fatalf("%s: the log does not fold into a strip", what)
				}
				s := b.log.R
				tapAt(b, ctx, s.X+30, s.Y+s.H/2)
				if !b.log.Open {
					t.Fatalf("%s: a tap on the strip did not open the log", what)
				}
				checkLogFits(t, what+", open", b, ctx)
			}
		}
	}
}

// tapAt taps (presses and releases) at x, y as a finger does.
func tapAt(b *Board, ctx *game.Context, x, y float64) {
	gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down, in.Touch = x, y, true, true, true })
	gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released, in.Touch = x, y, true, true })
}

// TestBoardLogScrollsBackToTheDeal: the board's log keeps every line of the
// round, more than ever fit: the wheel over it scrolls back to the first
// line told, PageDown forward again, and nothing of this plays a card.
// On a phone upright a tap on the strip opens the whole history, the wheel
// scrolls it, and Esc folds it without leaving the board; held sideways
// the column scrolls in place.
func TestBoardLogScrollsBackToTheDeal(t *testing.T) {
	for _, c := range []struct {
		name string
		ctx  func() *game.Context
	}{
		{"1280x720", func() *game.Context { return gameloop.NewCtx() }},
		{"390x844", func() *game.Context { return gameloop.NarrowCtx(390, 844) }},
		{"844x390", func() *game.Context { return scenetest.ShortCtx(844, 390) }},
	} {
		ctx := c.ctx()
		b := logBoard(t, "farben", 4, ctx, 50)
		what := c.name
		m := &b.log
		t.Logf("%s: %d lines, %d rows, %d in view", what, len(m.Lines), len(m.Rows), m.Capacity())
		acts := b.round.Actions()
		if m.MaxBack() == 0 {
			t.Fatalf("%s: %d lines all fit the log: nothing to scroll", what, len(m.Lines))
		}
		from, _ := m.Shown()
		if from == 0 {
			t.Fatalf("%s: the first row is in view before any scroll", what)
		}
		r := m.R
		if b.Geom.narrow {
			tapAt(b, ctx, r.X+30, r.Y+r.H/2)
			if !m.Open {
				t.Fatalf("%s: a tap on the strip did not open the log", what)
			}
			r = m.FoldRect
		}
		for range 100 {
			gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Wheel = r.X+40, r.Y+r.H/2, 3 })
		}
		if from, _ := m.Shown(); from != 0 || m.Rows[0].Line != 0 {
			t.Errorf("%s: scrolled back, the view begins at row %d", what, from)
		}
		if want := b.retold(); len(want) == 0 || m.Lines[0] != want[0] {
			t.Errorf("%s: the log begins %q, not with the round's first play", what, m.Lines[0])
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyPageDown) })
		if m.Back == m.MaxBack() {
			t.Errorf("%s: PageDown did not scroll forward", what)
		}
		if b.Geom.narrow {
			gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
			if m.Open {
				t.Errorf("%s: Esc did not fold the log", what)
			}
		}
		if b.round.Actions() != acts {
			t.Errorf("%s: scrolling the log played (%d actions, %d before)", what, b.round.Actions(), acts)
		}
	}
}

// retold is the running round's log told from its record (for tests).
func (b *Board) retold() []string {
	rec := b.round.Record(nil, b.rn)
	_, t, err := b.tellRecord(b.Match.Game, rec, rec.Len())
	if err != nil {
		return nil
	}
	return t.lines
}

// savedBoard plays a board of game id (a person at seat 0 among n, easy
// bots) in a store until its log has at least lines lines and the person
// is to act, and returns it with its save as the store keeps it.
func savedBoard(t *testing.T, id string, n, lines int, seed uint64) (*Board, *game.Context, *store.Save) {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 2, Seed: seed, Level: bot.Easy}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx, _ := scenetest.StoreCtx(t)
	for range 20000 {
		if b.round.IsOver() {
			t.Fatalf("%s: the round ended before the log had %d lines", id, lines)
		}
		if !b.CanAct() || b.Motion.Moving() {
			gameloop.Tick(b, ctx, nil)
			continue
		}
		if len(b.log.Lines) >= lines {
			break
		}
		legal := b.round.Legal(b.Bottom)
		b.Apply(legal[len(legal)/2])
	}
	rec := string(b.round.Record(nil, b.rn).Marshal())
	sv := shell.NewSave(b.Setup, b.Match.Sheet, []byte(rec))
	if b.saveFailed {
		t.Logf("%s: the store keeps no save: %s", id, b.msg.Text)
	} else {
		if sv, err = gameloop.Flushed(ctx).LoadSave(shell.SaveName); err != nil {
			t.Fatalf("%s: %v", id, err)
		}
	}
	if sv.Record != rec {
		t.Fatalf("%s: the save is not the round at the board", id)
	}
	return b, ctx, sv
}

// TestBoardLogSurvivesResume: a match continued from its save shows the
// log it showed before, line for line, in every game of the board; it
// goes on from there, and a change of language tells it again.
func TestBoardLogSurvivesResume(t *testing.T) {
	ids := boardIDs()
	for _, must := range []string{"hoechste", "mogeln", "schwarzerpeter", "farben"} {
		if !slices.Contains(ids, must) {
			t.Fatalf("%s is not played at the board", must)
		}
	}
	for _, id := range ids {
		g, _ := registry.Lookup(id)
		b, ctx, sv := savedBoard(t, id, min(3, g.MaxPlayers), 8, 5)
		before := slices.Clone(b.log.Lines)
		rb, err := ResumeBoard(sv)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		rctx, _ := scenetest.StoreCtx(t)
		rctx.Settings.Lang = ctx.Settings.Lang
		gameloop.Tick(rb, rctx, nil)
		if !slices.Equal(rb.log.Lines, before) {
			t.Errorf("%s: resumed, the log reads\n%s\nbefore the save\n%s", id, strings.Join(rb.log.Lines, "\n"), strings.Join(before, "\n"))
			continue
		}
		n := len(before)
		for range 3 {
			if !untilBoardChoice(rb, rctx) {
				break
			}
			legal := rb.round.Legal(rb.Bottom)
			rb.Apply(legal[0])
		}
		if len(rb.log.Lines) <= n || !slices.Equal(rb.log.Lines[:n], before) {
			t.Errorf("%s: playing on after the resume rewrote the log or told nothing", id)
		}
		rctx.Settings.Lang = game.German
		gameloop.Tick(rb, rctx, nil)
		if want := rb.retold(); rb.log.Lines[0] == before[0] || !slices.Equal(rb.log.Lines, want) {
			t.Errorf("%s: in German the log begins %q, before %q", id, rb.log.Lines[0], before[0])
		}
	}
}

// TestBoardUndoAfterResume: after a match is continued from its save, the
// person's next decision can be taken back (where the replies showed him no
// card), and the log after Undo is the log of the position undone to, the
// lines told before the save included; the round and the save are back
// there too.
func TestBoardUndoAfterResume(t *testing.T) {
	undone := 0
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		_, _, sv := savedBoard(t, id, min(3, g.MaxPlayers), 4, 21)
		rb, err := ResumeBoard(sv)
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		rctx, _ := scenetest.StoreCtx(t)
		gameloop.Tick(rb, rctx, nil)
		told := slices.Clone(rb.log.Lines)
		for range 8 {
			if !untilBoardChoice(rb, rctx) {
				break
			}
			before := rb.round.Clone()
			rec := rb.round.Record(nil, rb.rn).Marshal()
			log := slices.Clone(rb.log.Lines)
			legal := rb.round.Legal(rb.Bottom)
			rb.Apply(legal[len(legal)-1])
			if !untilBoardChoice(rb, rctx) {
				break
			}
			if rb.undoWhy() != shell.UndoYes {
				continue
			}
			gameloop.Tick(rb, rctx, gameloop.PressU)
			if !rb.round.Equal(before) || string(rb.round.Record(nil, rb.rn).Marshal()) != string(rec) {
				t.Fatalf("%s: Undo after the resume did not restore the round", id)
			}
			if !slices.Equal(rb.log.Lines, log) {
				t.Fatalf("%s: the log after Undo reads\n%s\nat that position it read\n%s", id, strings.Join(rb.log.Lines, "\n"), strings.Join(log, "\n"))
			}
			if len(told) == 0 || !slices.Equal(rb.log.Lines[:len(told)], told) {
				t.Fatalf("%s: the log after Undo lost the lines told before the save", id)
			}
			if got, err := gameloop.Flushed(rctx).LoadSave(shell.SaveName); err == nil && got.Record != string(rec) {
				t.Fatalf("%s: the save after Undo keeps the undone moves", id)
			}
			t.Logf("%s: the decision after the resume undone, %d lines told before it", id, len(told))
			undone++
			break
		}
	}
	if undone < 3 {
		t.Errorf("decisions after a resume were undone in %d games only: the test shows too little", undone)
	}
}

// TestBoardLogShots draws the board with its log in the three layouts, the
// phone's strip folded and open, to look at with ELFER_SHOTS.
func TestBoardLogShots(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, sz := range []image.Point{{1280, 720}, {1920, 1080}, {390, 844}, {844, 390}} {
		ctx, screen := gameloop.GPUCtx(sz.X, sz.Y)
		if sz.X == 844 {
			ctx = scenetest.ShortCtx(844, 390)
			ctx.Art, ctx.Paint = sprites.NewArt(), sprites.NewPainter()
			screen = ebiten.NewImage(844*3, 390*3)
		} else {
			ctx.AllowNarrow(true)
		}
		b := logBoard(t, "mogeln", 4, ctx, 30)
		name := fmt.Sprintf("board-log-%dx%d", sz.X, sz.Y)
		drawBoard(t, b, ctx, screen, name)
		r := b.log.R
		if b.Geom.narrow {
			tapAt(b, ctx, r.X+30, r.Y+r.H/2)
			r = b.log.FoldRect
			drawBoard(t, b, ctx, screen, name+"-open")
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Wheel = r.X+40, r.Y+r.H/2, 4 })
		drawBoard(t, b, ctx, screen, name+"-back")
	}
}

// TestBoardReplayTellsTheLog: the replay of a round at the board shows the
// log the round showed in play, step by step and after a jump to its end,
// and a step back takes the last lines away.
func TestBoardReplayTellsTheLog(t *testing.T) {
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		b, err := NewBoard(shell.Setup{Game: id, Players: min(3, g.MaxPlayers), Rounds: 1, Seed: 9})
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		runBoard(t, b, ctx, 400000, nil)
		played := slices.Clone(b.log.Lines)
		_, rec, err := shell.ReadBack(b.round.Record(b.names, 1))
		if err != nil {
			t.Fatal(err)
		}
		sc, err := shell.Tables[g.Table].Replay(rec, shell.Setup{Game: id})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		rb := sc.(*Board)
		gameloop.Tick(rb, ctx, nil)
		for i := 0; i < 100000 && rb.Pos() < rec.Len(); i++ {
			gameloop.Tick(rb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
		}
		if !slices.Equal(rb.log.Lines, played) {
			t.Errorf("%s: stepped to its end, the replay's log reads\n%s\nin play\n%s", id, strings.Join(rb.log.Lines, "\n"), strings.Join(played, "\n"))
			continue
		}
		gameloop.Tick(rb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyHome) })
		if len(rb.log.Lines) != 0 {
			t.Errorf("%s: at the deal the replay's log has %d lines", id, len(rb.log.Lines))
		}
		gameloop.Tick(rb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
		if !slices.Equal(rb.log.Lines, played) {
			t.Errorf("%s: at its end the replay's log is not the log of play", id)
		}
		gameloop.Tick(rb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
		if rb.Pos() != rec.Len()-1 || !slices.Equal(rb.log.Lines, rb.retoldAt(rb.Pos())) || slices.Equal(rb.log.Lines, played) {
			t.Errorf("%s: a step back to %d kept the log of the end", id, rb.Pos())
		}
	}
}

// retoldAt is a replay's log told from the deal to position k (for tests).
func (b *Board) retoldAt(k int) []string {
	_, t, err := b.tellRecord(b.rp.g, b.rp.rec, k)
	if err != nil {
		return nil
	}
	return t.lines
}
