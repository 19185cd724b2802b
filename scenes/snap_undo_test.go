package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestUndoNotInSnap: Schnipp Schnapp has no Undo: its keys go on as if U
// and Backspace had never been pressed.
func TestUndoNotInSnap(t *testing.T) {
	s := oneHuman(3)
	s.Game = snap.ID
	a, _ := NewSnap(s)
	b, _ := NewSnap(s)
	ctx := newCtx()
	for i := range 1500 {
		tick(a, ctx, nil)
		tick(b, ctx, func(in *game.Input) {
			if i%7 == 0 {
				in.PressKey(ebiten.KeyU)
				in.PressKey(ebiten.KeyBackspace)
			}
		})
	}
	if !a.st.Equal(b.st) {
		t.Fatal("U or Backspace changed a game of Schnipp Schnapp")
	}
}
