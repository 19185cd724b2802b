package rows

import (
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestPausedTableRests(t *testing.T) {
	tb, ctx := twoSeats(3)
	gameloop.Tick(tb, ctx, nil)
	tb.Pause()
	if !tb.AtRest() {
		t.Fatal("a paused table is busy")
	}
	// The next tick opens the pause sheet over the table, which stands
	// still (it is not ticked) until the sheet gives it back.
	before := markTable(tb)
	gameloop.Tick(tb, ctx, nil)
	sh, ok := ctx.Next().(*shell.Sheet)
	if !ok || sh.Under != tb || !sh.Paused {
		t.Fatalf("a paused table opened %T, want the pause sheet over it", sh)
	}
	if before.key != markTable(tb).key {
		t.Error("the table moved on when it paused")
	}
	gameloop.Tick(sh, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
	if ctx.Next() != game.Scene(tb) {
		t.Error("a key on the pause sheet did not give the table back")
	}
	if tb.paused {
		t.Error("the table is still paused after the sheet")
	}
}

func TestScoreRestsOnlyWhenItWaits(t *testing.T) {
	tb, ctx := twoSeats(5)
	gameloop.Tick(tb, ctx, nil)
	if !NewScore(tb).AtRest() {
		t.Error("the sheet of a person's match does not wait for him")
	}
	s := shell.Setup{Game: "elfer", Players: 2, Rounds: 1, Seed: 5}
	bots, err := NewTable(s)
	if err != nil {
		t.Fatal(err)
	}
	if NewScore(bots).AtRest() {
		t.Error("the sheet of a match of bots rests, but it goes on by itself")
	}
}

func TestTableRestsOnlyWhileAPersonIsToMove(t *testing.T) {
	for seed := uint64(1); seed <= 4; seed++ {
		tb, ctx := twoSeats(seed)
		if tb.AtRest() {
			t.Fatalf("seed %d: at rest before the deal", seed)
		}
		rests, botWaits, flights := 0, 0, 0
		for i := 0; i < 20000 && rests < 4 && !tb.State.IsOver(); i++ {
			gameloop.Tick(tb, ctx, nil)
			rest := tb.AtRest()
			switch {
			case tb.Motion.Moving():
				flights++
				if rest {
					t.Fatalf("seed %d tick %d: at rest while a card flies", seed, i)
				}
			case !tb.HumanTurn():
				botWaits++
				if rest {
					t.Fatalf("seed %d tick %d: at rest while the bot is to move", seed, i)
				}
			}
			if !rest {
				continue
			}
			rests++
			scenetest.HoldsRest(t, tb, ctx, func() tableMark { return markTable(tb) })
			// The person acts by key: that very tick leaves the table busy
			// (a card flies, or the bot is to move).
			a := Es(tb).Legal(0)[0]
			var key ebiten.Key
			switch a.Kind {
			case elfer.Lay:
				tb.SelectCard(a.Card)
				key = ebiten.KeyEnter
			case elfer.Draw:
				key = ebiten.KeyD
			case elfer.End:
				key = ebiten.KeyE
			case elfer.Pass:
				key = ebiten.KeyP
			}
			before := len(Es(tb).Log())
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(key) })
			if len(Es(tb).Log()) != before+1 {
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

func TestTableToastIsBusyUntilItGoes(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		tb, ctx := twoSeats(seed)
		scenetest.UntilRest(t, tb, ctx, 5000)
		for _, c := range Es(tb).Hand(0) {
			if tb.isLegalLay(c) {
				continue
			}
			p, _ := tb.Motion.Target(c.Index())
			x, y := p.X+5, p.Y+ui.CardH(p.W)-5
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
			if tb.AtRest() {
				t.Fatal("at rest while a card is pressed")
			}
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, y, true })
			if tb.msg.Text == "" || tb.msg.Ticks == 0 {
				t.Fatalf("a refused click on the %v shows no reason", c)
			}
			for tb.msg.Ticks > 0 {
				if tb.AtRest() {
					t.Fatalf("at rest with the reason shown %d more ticks", tb.msg.Ticks)
				}
				gameloop.Tick(tb, ctx, nil)
			}
			if !tb.AtRest() {
				t.Errorf("not at rest once the reason has gone (moving %v)", tb.Motion.Moving())
			}
			return
		}
	}
	t.Fatal("no position with a card that does not fit")
}

func markTable(tb *Table) tableMark {
	return tableMark{tb.key, tb.msg.Ticks, tb.wait, tb.endWait, tb.Motion.Moving(), tb.paused}
}

// tableMark is what a table shows and counts: it must not change while the
// table is at rest and no input comes.
type tableMark struct {
	key                     viewKey
	toastFor, wait, endWait int
	moving, paused          bool
}

// twoSeats is a 2-player elfer match against one bot that waits between
// its moves as in a real game (no -fast).
func twoSeats(seed uint64) (*Table, *game.Context) {
	s := shell.Setup{Game: "elfer", Players: 2, Rounds: 1, Seed: seed}
	s.FirstHumans(1)
	tb, err := NewTable(s)
	if err != nil {
		panic(err)
	}
	return tb, game.NewContext(&game.Settings{Speed: game.Normal})
}
