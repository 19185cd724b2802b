package scenes

import (
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// rBoardAt is a board of game id for n players, one of them a person, on a
// w x h screen, laid out from the dealt round (after the deal) or, with
// ticks, from the position that many ticks of play later.
func rBoardAt(t *testing.T, id string, n int, w, h float64, ticks int) (*Board, *game.Context) {
	t.Helper()
	s := Setup{Game: id, Players: n, Rounds: 1, Seed: 7}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx := narrowCtx(w, h)
	ctx.AllowNarrow(b.FitsNarrow())
	tick(b, ctx, nil)
	for range 600 {
		if !b.dealing {
			break
		}
		tick(b, ctx, nil)
	}
	for range ticks {
		if b.round.IsOver() {
			break
		}
		tick(b, ctx, rPersonMove(b))
	}
	// The board as the person sees it now.
	if b.cover {
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	b.laidFor = -1
	b.relay()
	return b, ctx
}

// rPersonMove is the input of a person who, when he may act and nothing
// moves, taps the middle one of the outlined places, or presses the first
// button where none is outlined; nil otherwise.
func rPersonMove(b *Board) func(in *game.Input) {
	if !b.canAct() || b.motion.Moving() {
		return nil
	}
	if ts := b.targets(); len(ts) > 0 {
		r := b.spotRect(ts[len(ts)/2])
		return func(in *game.Input) { in.X, in.Y, in.Released = r.x+r.w/2, r.y+r.h/2, true }
	}
	return func(in *game.Input) { pressButton(b, in) }
}

// rBoardIDs are the games played at the board, in registry order.
func rBoardIDs() []string {
	var ids []string
	for _, g := range registry.All() {
		if boards[g.ID] != nil {
			ids = append(ids, g.ID)
		}
	}
	return ids
}

// rBoardToChoose opens game id's board for its fewest players, one person
// at the bottom, at w×h in language lang, and plays until the person has a
// card to choose and nothing moves; x, y is the middle of the first one.
func rBoardToChoose(t *testing.T, id string, lang game.Lang, w, h float64) (b *Board, ctx *game.Context, x, y float64) {
	t.Helper()
	g, _ := registry.Lookup(id)
	b, ctx = rBoardAt(t, id, g.MinPlayers, w, h, 0)
	ctx.Settings.Lang = lang
	for range 3000 {
		if b.canAct() && !b.motion.Moving() && len(b.targets()) > 0 {
			break
		}
		tick(b, ctx, nil)
	}
	ts := b.targets()
	if !b.canAct() || len(ts) == 0 {
		t.Fatalf("%s: the person never had a card to choose", id)
	}
	r := b.spotRect(ts[0])
	return b, ctx, r.x + r.w/2, r.y + r.h/2
}

// rPadMenu is a menu on a w x h screen touched by a finger, its deal code
// keypad open.
func rPadMenu(t *testing.T, w, h float64) (*Menu, *game.Context) {
	ctx := narrowCtx(w, h)
	ctx.Input.Keyboard = false
	m := NewMenu(oneHuman(1))
	tick(m, ctx, nil)
	r := m.extraRect(ctx, extraDeal)
	if m.narrow {
		m.scroll = m.maxScroll()
		r = m.extraRect(ctx, extraDeal)
	}
	tap(m, ctx, r.x+r.w/2, r.y+r.h/2)
	if !m.entering {
		t.Fatalf("%vx%v: a tap on the deal code button opens no keypad", w, h)
	}
	return m, ctx
}

// rTapCode taps the keys of code, leaving out its dashes.
func rTapCode(t *testing.T, m *Menu, ctx *game.Context, code string) {
	for _, c := range code {
		if c == '-' {
			continue
		}
		i := strings.IndexRune(codeAlphabet, c)
		if i < 0 {
			t.Fatalf("%q has no key", c)
		}
		tapRect(m, ctx, m.pad.keys[i])
	}
}

// rPlayUntil runs the table, the person playing his first legal move, until
// stop says so or the round is over.
func rPlayUntil(t *testing.T, tb *Table, ctx *game.Context, stop func() bool) {
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

// rSameRound compares the engine states behind two tables.
func rSameRound(a, b *Table) bool {
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

// rEs is the elfer engine's state behind a table of an Elfer raus! game.
func rEs(tb *Table) *elfer.State { return tb.state.(*elferRound).s }

// rPlayByKey plays a, a legal action of the person at the elfer table, the
// way he would at the keyboard: a lay selects the card and presses Enter,
// the others press their keys.
func rPlayByKey(tb *Table, ctx *game.Context, a elfer.Action) {
	key := map[elfer.Kind]ebiten.Key{elfer.Lay: ebiten.KeyEnter, elfer.Draw: ebiten.KeyD, elfer.End: ebiten.KeyE, elfer.Pass: ebiten.KeyP}[a.Kind]
	if a.Kind == elfer.Lay {
		tb.selectCard(a.Card)
	}
	tick(tb, ctx, func(in *game.Input) { in.PressKey(key) })
}

// rUntilHumanTurn lets bots play until the person at seat 0 is on turn.
func rUntilHumanTurn(t *testing.T, tb *Table, ctx *game.Context) bool {
	t.Helper()
	for range 5000 {
		if tb.state.IsOver() {
			return false
		}
		if tb.humanTurn() && !tb.motion.Moving() {
			return true
		}
		tick(tb, ctx, nil)
	}
	t.Fatal("the person never got a turn")
	return false
}

// rOpenSnapReplay opens a record in the viewer of the "snap" table.
func rOpenSnapReplay(t *testing.T, rec games.Record) *SnapReplay {
	t.Helper()
	sc, err := tables["snap"].Replay(rec, Setup{Game: snap.ID, Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	r, ok := sc.(*SnapReplay)
	if !ok {
		t.Fatalf("the snap table's replay is a %T", sc)
	}
	return r
}

// rPlayedSnap plays a game of bots at the live table to its end at the given
// speed, and returns the table and each frame's countdown while it ran.
func rPlayedSnap(t *testing.T, id string, players int, seed uint64, speed game.Speed) (*Snap, []int) {
	t.Helper()
	ctx := newCtx()
	ctx.Settings.Speed = speed
	sc, err := NewSnap(Setup{Game: id, Players: players, Seed: seed, Level: 2})
	if err != nil {
		t.Fatal(err)
	}
	var counts []int
	for i := 0; i < 400000 && !sc.st.IsOver(); i++ {
		tick(sc, ctx, nil)
		counts = append(counts, sc.count)
	}
	if !sc.st.IsOver() {
		t.Fatalf("%s: a bot game did not end", id)
	}
	return sc, counts
}

// rSnapRecord is the live table's game as a record read back by the
// registry, as the list of recent rounds and -replay read it.
func rSnapRecord(t *testing.T, sc *Snap) games.Record {
	t.Helper()
	_, rec, err := registry.Read(sc.st.Record(sc.names, 1).Marshal())
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// rUntilBoardChoice lets the bots play until the person at the board may act
// with more than one legal action outside a real-time window.
func rUntilBoardChoice(b *Board, ctx *game.Context) bool {
	for range 20000 {
		if b.round.IsOver() {
			return false
		}
		if b.canAct() && !b.motion.Moving() && len(b.round.Legal(b.bottom)) > 1 {
			return true
		}
		if b.canAct() && !b.motion.Moving() {
			b.apply(b.round.Legal(b.bottom)[0])
			continue
		}
		tick(b, ctx, nil)
	}
	return false
}

// rUntilChoice lets the bots play until the person is on turn with more
// than one legal move; false when the round ended first.
func rUntilChoice(t *testing.T, tb *Table, ctx *game.Context) bool {
	t.Helper()
	for range 2000 {
		if !rUntilHumanTurn(t, tb, ctx) {
			return false
		}
		legal := tb.state.AppendLegal(nil, tb.bottom)
		if len(legal) > 1 {
			return true
		}
		tb.Act(legal[0])
	}
	t.Fatal("the person never had a choice")
	return false
}
