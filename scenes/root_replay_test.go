package scenes

import (
	"bytes"
	"elferraus/engine/registry"
	"elferraus/game"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestBoardReplayStepsThroughEveryGame(t *testing.T) {
	for _, id := range rBoardIDs() {
		g, _ := registry.Lookup(id)
		played, data := boardRecord(t, id, g.MinPlayers+min(1, g.MaxPlayers-g.MinPlayers))
		_, rec, err := registry.Read(data)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := tables[g.Table].Replay(rec, Setup{Game: id})
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		b := sc.(*Board)
		ctx := newCtx()
		for range 300 {
			tick(b, ctx, nil)
		}
		if b.Pos() != 0 {
			t.Fatalf("%s: the replay moved by itself to %d", id, b.Pos())
		}
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnd) })
		if b.Pos() != rec.Len() || !b.round.Equal(played) {
			t.Fatalf("%s: End shows %d of %d actions, equal to the game: %v", id, b.Pos(), rec.Len(), b.round.Equal(played))
		}
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowLeft) })
		back, _ := g.Replay(rec, rec.Len()-1)
		if b.Pos() != rec.Len()-1 || !b.round.Equal(back) {
			t.Errorf("%s: a step back does not show the record's state before its last action", id)
		}
		seat := b.bottom
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyV) })
		if b.bottom != (seat+1)%b.setup.Players || b.shown != b.bottom {
			t.Errorf("%s: V shows seat %d (shown %d), want the next seat", id, b.bottom, b.shown)
		}
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
		for i := 0; i < 100000 && b.Pos() < rec.Len(); i++ {
			tick(b, ctx, nil)
		}
		if b.Pos() != rec.Len() {
			t.Errorf("%s: playing stopped at %d of %d", id, b.Pos(), rec.Len())
		}
		tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
		if m, ok := ctx.Next().(*Menu); !ok || m.setup.Game != id {
			t.Errorf("%s: Esc does not go back to the menu it came from", id)
		}
		// A record the rules refuse opens nothing.
		broken := bytes.Replace(data, []byte(`"seat":0`), []byte(`"seat":9`), 1)
		if _, rec2, err := registry.Read(broken); err == nil {
			if _, err := tables[g.Table].Replay(rec2, Setup{Game: id}); err == nil {
				t.Errorf("%s: a record with a seat 9 was shown", id)
			}
		}
	}
}
