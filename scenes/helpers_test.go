package scenes

import (
	"elferraus/engine/elfer"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/rows"
	"elferraus/scenes/shell"
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
