package scenes

import (
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	snaptable "elferraus/scenes/snap"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// rBoardAt is a board of game id for n players, one of them a person, on a
// w x h screen, laid out from the dealt round (after the deal) or, with
// ticks, from the position that many ticks of play later.
func rBoardAt(t *testing.T, id string, n int, w, h float64, ticks int) (*board.Board, *game.Context) {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 7}
	s.FirstHumans(1)
	b, err := board.NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NarrowCtx(w, h)
	ctx.AllowNarrow(b.FitsNarrow())
	gameloop.Tick(b, ctx, nil)
	for range 600 {
		if !b.Dealing {
			break
		}
		gameloop.Tick(b, ctx, nil)
	}
	for range ticks {
		if b.Round().IsOver() {
			break
		}
		gameloop.Tick(b, ctx, rPersonMove(b))
	}
	// The board as the person sees it now.
	if b.Cover {
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	b.LaidFor = -1
	b.Relay()
	return b, ctx
}

// rBoardIDs are the games played at the board, in registry order.
func rBoardIDs() []string {
	var ids []string
	for _, g := range registry.All() {
		if board.Boards[g.ID] != nil {
			ids = append(ids, g.ID)
		}
	}
	return ids
}

// rBoardToChoose opens game id's board for its fewest players, one person
// at the bottom, at w×h in language lang, and plays until the person has a
// card to choose and nothing moves; x, y is the middle of the first one.
func rBoardToChoose(t *testing.T, id string, lang game.Lang, w, h float64) (b *board.Board, ctx *game.Context, x, y float64) {
	t.Helper()
	g, _ := registry.Lookup(id)
	b, ctx = rBoardAt(t, id, g.MinPlayers, w, h, 0)
	ctx.Settings.Lang = lang
	for range 3000 {
		if b.CanAct() && !b.Motion.Moving() && len(b.Targets()) > 0 {
			break
		}
		gameloop.Tick(b, ctx, nil)
	}
	ts := b.Targets()
	if !b.CanAct() || len(ts) == 0 {
		t.Fatalf("%s: the person never had a card to choose", id)
	}
	r := b.SpotRect(ts[0])
	return b, ctx, r.X + r.W/2, r.Y + r.H/2
}

// rPadMenu is a menu on a w x h screen touched by a finger, its deal code
// keypad open.
func rPadMenu(t *testing.T, w, h float64) (*menu.Menu, *game.Context) {
	ctx := gameloop.NarrowCtx(w, h)
	ctx.Input.Keyboard = false
	m := menu.NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, ctx, nil)
	r := m.ExtraRect(ctx, menu.ExtraDeal)
	if m.Narrow {
		m.Scroll = m.MaxScroll()
		r = m.ExtraRect(ctx, menu.ExtraDeal)
	}
	scenetest.Tap(m, ctx, r.X+r.W/2, r.Y+r.H/2)
	if !m.Entering {
		t.Fatalf("%vx%v: a tap on the deal code button opens no keypad", w, h)
	}
	return m, ctx
}

// rTapCode taps the keys of code, leaving out its dashes.
func rTapCode(t *testing.T, m *menu.Menu, ctx *game.Context, code string) {
	for _, c := range code {
		if c == '-' {
			continue
		}
		i := strings.IndexRune(menu.CodeAlphabet, c)
		if i < 0 {
			t.Fatalf("%q has no key", c)
		}
		scenetest.TapRect(m, ctx, m.Pad.Keys[i])
	}
}

// rPlayUntil runs the table, the person playing his first legal move, until
// stop says so or the round is over.
func rPlayUntil(t *testing.T, tb *rows.Table, ctx *game.Context, stop func() bool) {
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

// rSameRound compares the engine states behind two tables.
func rSameRound(a, b *rows.Table) bool {
	switch x := a.State.(type) {
	case *rows.ElferRound:
		y, ok := b.State.(*rows.ElferRound)
		return ok && x.S.Equal(y.S)
	case *rows.MasterRound:
		y, ok := b.State.(*rows.MasterRound)
		return ok && x.S.Equal(y.S)
	}
	return false
}

// rEs is the elfer engine's state behind a table of an Elfer raus! game.
func rEs(tb *rows.Table) *elfer.State { return tb.State.(*rows.ElferRound).S }

// rPlayByKey plays a, a legal action of the person at the elfer table, the
// way he would at the keyboard: a lay selects the card and presses Enter,
// the others press their keys.
func rPlayByKey(tb *rows.Table, ctx *game.Context, a elfer.Action) {
	key := map[elfer.Kind]ebiten.Key{elfer.Lay: ebiten.KeyEnter, elfer.Draw: ebiten.KeyD, elfer.End: ebiten.KeyE, elfer.Pass: ebiten.KeyP}[a.Kind]
	if a.Kind == elfer.Lay {
		tb.SelectCard(a.Card)
	}
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(key) })
}

// rUntilHumanTurn lets bots play until the person at seat 0 is on turn.
func rUntilHumanTurn(t *testing.T, tb *rows.Table, ctx *game.Context) bool {
	t.Helper()
	for range 5000 {
		if tb.State.IsOver() {
			return false
		}
		if tb.HumanTurn() && !tb.Motion.Moving() {
			return true
		}
		gameloop.Tick(tb, ctx, nil)
	}
	t.Fatal("the person never got a turn")
	return false
}

// rOpenSnapReplay opens a record in the viewer of the "snap" table.
func rOpenSnapReplay(t *testing.T, rec games.Record) *snaptable.SnapReplay {
	t.Helper()
	sc, err := shell.Tables["snap"].Replay(rec, shell.Setup{Game: snap.ID, Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	r, ok := sc.(*snaptable.SnapReplay)
	if !ok {
		t.Fatalf("the snap table's replay is a %T", sc)
	}
	return r
}

// rPlayedSnap plays a game of bots at the live table to its end at the given
// speed, and returns the table and each frame's countdown while it ran.
func rPlayedSnap(t *testing.T, id string, players int, seed uint64, speed game.Speed) (*snaptable.Snap, []int) {
	t.Helper()
	ctx := gameloop.NewCtx()
	ctx.Settings.Speed = speed
	sc, err := snaptable.NewSnap(shell.Setup{Game: id, Players: players, Seed: seed, Level: 2})
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

// rSnapRecord is the live table's game as a record read back by the
// registry, as the list of recent rounds and -replay read it.
func rSnapRecord(t *testing.T, sc *snaptable.Snap) games.Record {
	t.Helper()
	_, rec, err := registry.Read(sc.St.Record(sc.Names, 1).Marshal())
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// rUntilBoardChoice lets the bots play until the person at the board may act
// with more than one legal action outside a real-time window.
func rUntilBoardChoice(b *board.Board, ctx *game.Context) bool {
	for range 20000 {
		if b.Round().IsOver() {
			return false
		}
		if b.CanAct() && !b.Motion.Moving() && len(b.Round().Legal(b.Bottom)) > 1 {
			return true
		}
		if b.CanAct() && !b.Motion.Moving() {
			b.Apply(b.Round().Legal(b.Bottom)[0])
			continue
		}
		gameloop.Tick(b, ctx, nil)
	}
	return false
}

// rUntilChoice lets the bots play until the person is on turn with more
// than one legal move; false when the round ended first.
func rUntilChoice(t *testing.T, tb *rows.Table, ctx *game.Context) bool {
	t.Helper()
	for range 2000 {
		if !rUntilHumanTurn(t, tb, ctx) {
			return false
		}
		legal := tb.State.AppendLegal(nil, tb.Bottom)
		if len(legal) > 1 {
			return true
		}
		tb.Act(legal[0])
	}
	t.Fatal("the person never had a choice")
	return false
}

// rPersonMove is the input of a person who, when he may act and nothing
// moves, taps the middle one of the outlined places, or presses the first
// button where none is outlined; nil otherwise.
func rPersonMove(b *board.Board) func(in *game.Input) {
	if !b.CanAct() || b.Motion.Moving() {
		return nil
	}
	r := b.Geom.Button(0)
	if ts := b.Targets(); len(ts) > 0 {
		r = b.SpotRect(ts[len(ts)/2])
	}
	return func(in *game.Input) { in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true }
}
