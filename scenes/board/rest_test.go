package board

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"testing"
)

func TestBoardBusyWhileBotsPlay(t *testing.T) {
	for _, id := range boardIDs() {
		if id == "mogeln" {
			continue // its bots think about a second a move: too slow to watch here
		}
		g, _ := registry.Find(id)
		s := shell.Setup{Game: id, Players: max(2, g.MinPlayers), Rounds: 1, Seed: 7}
		b, err := NewBoard(s) // every seat a bot
		if err != nil {
			t.Fatal(err)
		}
		ctx := game.NewContext(&game.Settings{Speed: game.Fast})
		for i := 0; i < 400 && !b.round.IsOver(); i++ {
			gameloop.Tick(b, ctx, nil)
			if b.AtRest() {
				t.Fatalf("%s tick %d: a board of bots at rest", id, i)
			}
		}
		if b.round.Actions() < 3 {
			t.Errorf("%s: the bots made only %d moves", id, b.round.Actions())
		}
	}
}

func TestBoardRestsOnlyWhileAPersonIsToMove(t *testing.T) {
	for _, id := range boardIDs() {
		g, _ := registry.Find(id)
		s := shell.Setup{Game: id, Players: max(2, g.MinPlayers), Rounds: 1, Seed: 7}
		s.FirstHumans(1)
		b, err := NewBoard(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := game.NewContext(&game.Settings{Speed: game.Normal})
		rested := false
		for i := 0; i < 3000 && !rested; i++ {
			gameloop.Tick(b, ctx, nil)
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
			if !b.CanAct() {
				t.Errorf("%s: at rest, but the person cannot act", id)
			}
			scenetest.HoldsRest(t, b, ctx, func() boardMark { return markBoard(b) })
		}
		if !rested {
			t.Errorf("%s: never at rest in 3000 ticks without input", id)
		}
	}
}

func markBoard(b *Board) boardMark {
	return boardMark{b.round.Actions(), b.LaidFor, b.Sel, b.Bottom, b.Shown, b.Wait, b.windowT, b.msg.Ticks,
		b.Cover, b.Dealing, b.Motion.Moving(), b.EndShown}
}

// boardMark is what a board shows and counts.
type boardMark struct {
	actions, laidFor, sel, bottom, shown, wait, windowT, toastT int
	cover, dealing, moving, endShown                            bool
}
