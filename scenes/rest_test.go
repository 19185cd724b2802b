package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/elfer"
	"elferraus/engine/registry"
	"elferraus/game"
)

// tableMark is what a table shows and counts: it must not change while the
// table is at rest and no input comes.
type tableMark struct {
	key                     viewKey
	toastFor, wait, endWait int
	moving, paused          bool
}

func markTable(tb *Table) tableMark {
	return tableMark{tb.key, tb.msg.ticks, tb.wait, tb.endWait, tb.motion.Moving(), tb.paused}
}

// holdsRest checks the promise of AtRest: ticks without input change
// nothing, switch to nothing, and the scene stays at rest.
func holdsRest[M comparable](t *testing.T, s game.Scene, ctx *game.Context, mark func() M) {
	t.Helper()
	before := mark()
	for i := range 120 {
		tick(s, ctx, nil)
		if next := ctx.Next(); next != nil {
			t.Fatalf("tick %d at rest switched to %s", i, next.Name())
		}
		if got := mark(); got != before {
			t.Fatalf("tick %d at rest changed the scene: %+v, was %+v", i, got, before)
		}
		if !s.(game.Rester).AtRest() {
			t.Fatalf("tick %d without input ended the rest", i)
		}
	}
}

// twoSeats is a 2-player elfer match against one bot that waits between
// its moves as in a real game (no -fast).
func twoSeats(seed uint64) (*Table, *game.Context) {
	s := Setup{Game: "elfer", Players: 2, Rounds: 1, Seed: seed}
	s.FirstHumans(1)
	tb, err := NewTable(s)
	if err != nil {
		panic(err)
	}
	return tb, game.NewContext(&game.Settings{Speed: game.Normal})
}

func TestTableRestsOnlyWhileAPersonIsToMove(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		tb, ctx := twoSeats(seed)
		if tb.AtRest() {
			t.Fatalf("seed %d: at rest before the deal", seed)
		}
		rests, botWaits, flights := 0, 0, 0
		for i := 0; i < 20000 && rests < 4 && !tb.state.IsOver(); i++ {
			tick(tb, ctx, nil)
			rest := tb.AtRest()
			switch {
			case tb.motion.Moving():
				flights++
				if rest {
					t.Fatalf("seed %d tick %d: at rest while a card flies", seed, i)
				}
			case !tb.humanTurn():
				botWaits++
				if rest {
					t.Fatalf("seed %d tick %d: at rest while the bot is to move", seed, i)
				}
			}
			if !rest {
				continue
			}
			rests++
			holdsRest(t, tb, ctx, func() tableMark { return markTable(tb) })
			// The person acts by key: that very tick leaves the table busy
			// (a card flies, or the bot is to move).
			a := es(tb).Legal(0)[0]
			var key ebiten.Key
			switch a.Kind {
			case elfer.Lay:
				tb.selectCard(a.Card)
				key = ebiten.KeyEnter
			case elfer.Draw:
				key = ebiten.KeyD
			case elfer.End:
				key = ebiten.KeyE
			case elfer.Pass:
				key = ebiten.KeyP
			}
			before := len(es(tb).Log())
			tick(tb, ctx, func(in *game.Input) { in.PressKey(key) })
			if len(es(tb).Log()) != before+1 {
				t.Fatalf("seed %d: the key for %v did nothing", seed, a)
			}
			if tb.AtRest() {
				t.Fatalf("seed %d: at rest right after the person's %v", seed, a)
			}
		}
		if rests == 0 || botWaits == 0 || flights == 0 {
			t.Errorf("seed %d: %d rests, %d ticks of the bot's turn, %d of flying cards; want some of each", seed, rests, botWaits, flights)
		}
	}
}

// untilRest ticks s without input until it rests, at most limit ticks.
func untilRest(t *testing.T, s game.Scene, ctx *game.Context, limit int) {
	t.Helper()
	for range limit {
		tick(s, ctx, nil)
		if s.(game.Rester).AtRest() {
			return
		}
	}
	t.Fatalf("%s did not come to rest in %d ticks", s.Name(), limit)
}

func TestTableToastIsBusyUntilItGoes(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		tb, ctx := twoSeats(seed)
		untilRest(t, tb, ctx, 5000)
		for _, c := range es(tb).Hand(0) {
			if tb.isLegalLay(c) {
				continue
			}
			p, _ := tb.motion.Target(c.Index())
			x, y := p.X+5, p.Y+cardH(p.W)-5
			tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
			if tb.AtRest() {
				t.Fatal("at rest while a card is pressed")
			}
			tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, y, true })
			if tb.msg.text == "" || tb.msg.ticks == 0 {
				t.Fatalf("a refused click on the %v shows no reason", c)
			}
			for tb.msg.ticks > 0 {
				if tb.AtRest() {
					t.Fatalf("at rest with the reason shown %d more ticks", tb.msg.ticks)
				}
				tick(tb, ctx, nil)
			}
			if !tb.AtRest() {
				t.Errorf("not at rest once the reason has gone (moving %v)", tb.motion.Moving())
			}
			return
		}
	}
	t.Fatal("no position with a card that does not fit")
}

func TestPausedTableRests(t *testing.T) {
	tb, ctx := twoSeats(3)
	tick(tb, ctx, nil)
	tb.Pause()
	if !tb.AtRest() {
		t.Fatal("a paused table is busy")
	}
	// The next tick opens the pause sheet over the table, which stands
	// still (it is not ticked) until the sheet gives it back.
	before := markTable(tb)
	tick(tb, ctx, nil)
	sh, ok := ctx.Next().(*Sheet)
	if !ok || sh.under != tb || !sh.paused {
		t.Fatalf("a paused table opened %T, want the pause sheet over it", sh)
	}
	if before.key != markTable(tb).key {
		t.Error("the table moved on when it paused")
	}
	tick(sh, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
	if ctx.Next() != game.Scene(tb) {
		t.Error("a key on the pause sheet did not give the table back")
	}
	if tb.paused {
		t.Error("the table is still paused after the sheet")
	}
}

// boardMark is what a board shows and counts.
type boardMark struct {
	actions, laidFor, sel, bottom, shown, wait, windowT, toastT int
	cover, dealing, moving, endShown                            bool
}

func markBoard(b *Board) boardMark {
	return boardMark{b.round.Actions(), b.laidFor, b.sel, b.bottom, b.shown, b.wait, b.windowT, b.msg.ticks,
		b.cover, b.dealing, b.motion.Moving(), b.endShown}
}

func TestBoardRestsOnlyWhileAPersonIsToMove(t *testing.T) {
	for _, id := range boardIDs() {
		g, _ := registry.Find(id)
		s := Setup{Game: id, Players: max(2, g.MinPlayers), Rounds: 1, Seed: 7}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := game.NewContext(&game.Settings{Speed: game.Normal})
		rested := false
		for i := 0; i < 3000 && !rested; i++ {
			tick(b, ctx, nil)
			if !b.AtRest() {
				continue
			}
			rested = true
			if b.round.IsOver() {
				break
			}
			for _, p := range b.round.ToMove() {
				if !s.Human(p) {
					t.Errorf("%s: at rest while the bot at seat %d is to move", id, p)
				}
			}
			if !b.canAct() {
				t.Errorf("%s: at rest, but the person cannot act", id)
			}
			holdsRest(t, b, ctx, func() boardMark { return markBoard(b) })
		}
		if !rested {
			t.Errorf("%s: never at rest in 3000 ticks without input", id)
		}
	}
}

func TestBoardBusyWhileBotsPlay(t *testing.T) {
	for _, id := range boardIDs() {
		if id == "mogeln" {
			continue // its bots think about a second a move: too slow to watch here
		}
		g, _ := registry.Find(id)
		s := Setup{Game: id, Players: max(2, g.MinPlayers), Rounds: 1, Seed: 7}
		b, err := NewBoard(s) // every seat a bot
		if err != nil {
			t.Fatal(err)
		}
		ctx := game.NewContext(&game.Settings{Speed: game.Fast})
		for i := 0; i < 400 && !b.round.IsOver(); i++ {
			tick(b, ctx, nil)
			if b.AtRest() {
				t.Fatalf("%s tick %d: a board of bots at rest", id, i)
			}
		}
		if b.round.Actions() < 3 {
			t.Errorf("%s: the bots made only %d moves", id, b.round.Actions())
		}
	}
}

func TestScoreRestsOnlyWhenItWaits(t *testing.T) {
	tb, ctx := twoSeats(5)
	tick(tb, ctx, nil)
	if !NewScore(tb).AtRest() {
		t.Error("the sheet of a person's match does not wait for him")
	}
	s := Setup{Game: "elfer", Players: 2, Rounds: 1, Seed: 5}
	bots, err := NewTable(s)
	if err != nil {
		t.Fatal(err)
	}
	if NewScore(bots).AtRest() {
		t.Error("the sheet of a match of bots rests, but it goes on by itself")
	}
}

func TestRealTimeScenesNeverRest(t *testing.T) {
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	// Schnipp Schnapp runs on exact ticks: the game must never wait for
	// input at its table.
	var s game.Scene = sc
	if _, ok := s.(game.Rester); ok {
		t.Error("the Schnipp Schnapp table can rest; its clock would stop")
	}
}
