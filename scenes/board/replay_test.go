package board

import (
	"bytes"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestBoardReplayStepsThroughEveryGame(t *testing.T) {
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		played, data := scenetest.BoardRecord(t, id, g.MinPlayers+min(1, g.MaxPlayers-g.MinPlayers))
		_, rec, err := registry.Read(data)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := shell.Tables[g.Table].Replay(rec, shell.Setup{Game: id})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		b := sc.(*Board)
		ctx := gameloop.NewCtx()
		for range 300 {
			gameloop.Tick(b, ctx, nil)
		}
		if b.Pos() != 0 {
			t.Fatalf("%s: the replay moved by itself to %d", id, b.Pos())
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
		if b.Pos() != rec.Len() || !b.Round().Equal(played) {
			t.Fatalf("%s: End shows %d of %d actions, equal to the game: %v", id, b.Pos(), rec.Len(), b.Round().Equal(played))
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
		back, _ := g.Replay(rec, rec.Len()-1)
		if b.Pos() != rec.Len()-1 || !b.Round().Equal(back) {
			t.Errorf("%s: a step back does not show the record's state before its last action", id)
		}
		seat := b.Bottom
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyV) })
		if b.Bottom != (seat+1)%b.Setup.Players || b.Shown != b.Bottom {
			t.Errorf("%s: V shows seat %d (shown %d), want the next seat", id, b.Bottom, b.Shown)
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
		for i := 0; i < 100000 && b.Pos() < rec.Len(); i++ {
			gameloop.Tick(b, ctx, nil)
		}
		if b.Pos() != rec.Len() {
			t.Errorf("%s: playing stopped at %d of %d", id, b.Pos(), rec.Len())
		}
		gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
		if m, ok := ctx.Next().(*menu.Menu); !ok || m.Setup().Game != id {
			t.Errorf("%s: Esc does not go back to the menu it came from", id)
		}
		// A record the rules refuse opens nothing.
		broken := bytes.Replace(data, []byte(`"seat":0`), []byte(`"seat":9`), 1)
		if _, rec2, err := registry.Read(broken); err == nil {
			if _, err := shell.Tables[g.Table].Replay(rec2, shell.Setup{Game: id}); err == nil {
				t.Errorf("%s: a record with a seat 9 was shown", id)
			}
		}
	}
}
