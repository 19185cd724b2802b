package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestUndoNotInSnap: Schnipp Schnapp has no Undo: its keys go on as if U
// and Backspace had never been pressed.
func TestUndoNotInSnap(t *testing.T) {
	s := scenetest.OneHuman(3)
	s.Game = snap.ID
	a, _ := NewSnap(s)
	b, _ := NewSnap(s)
	ctx := gameloop.NewCtx()
	for i := range 1500 {
		gameloop.Tick(a, ctx, nil)
		gameloop.Tick(b, ctx, func(in *game.Input) {
			if i%7 == 0 {
				in.PressKey(ebiten.KeyU)
				in.PressKey(ebiten.KeyBackspace)
			}
		})
	}
	if !a.St.Equal(b.St) {
		t.Fatal("U or Backspace changed a game of Schnipp Schnapp")
	}
}
