package scenes

import (
	"bytes"
	"elferraus/game"
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestUndoButtonDraws draws a table of rows and a board with the Undo
// button offered and checks that the button's area is painted differently
// from the same frame without it (ELFER_SHOTS keeps the pictures).
func TestUndoButtonDraws(t *testing.T) {
	gameloop.NeedGPU(t)
	size := image.Point{1280, 720}
	ctx, screen := gameloop.GPUCtx(size.X, size.Y)
	shot := func(name string, sc game.Scene, r ui.Rect, set func(bool)) {
		var pix [2][]byte
		for i, on := range []bool{true, false} {
			set(on)
			gameloop.InFrame(func(*ebiten.Image) {
				screen.Clear()
				sc.Draw(screen, ctx)
			})
			pix[i] = make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix[i])
		}
		gameloop.SaveShot(t, name, size, pix[0])
		differ := 0
		for y := int(r.Y); y < int(r.Y+r.H); y++ {
			for x := int(r.X); x < int(r.X+r.W); x++ {
				i := 4 * (y*size.X + x)
				if !bytes.Equal(pix[0][i:i+3], pix[1][i:i+3]) {
					differ++
				}
			}
		}
		if differ < int(r.W*r.H)/4 {
			t.Errorf("%s: the Undo button changes only %d pixels of its area", name, differ)
		}
	}
	for _, s := range []shell.Setup{scenetest.OneHuman(3), scenetest.MasterHuman(4)} {
		tb, _ := rows.NewTable(s)
		rUntilChoice(t, tb, ctx)
		// A lay: it shows the person no card, so Undo is offered after it
		// (a draw would show him one).
		legal := tb.State.AppendLegal(nil, tb.Bottom)
		lay := slices.IndexFunc(legal, func(m rows.Move) bool { return m.Kind == rows.MLay })
		if lay < 0 {
			t.Fatalf("%s: no lay among %v", s.Game, legal)
		}
		tb.Act(legal[lay])
		for i := 0; i < 100 && !tb.UndoOK; i++ {
			gameloop.Tick(tb, ctx, nil)
		}
		if !tb.UndoOK {
			t.Fatalf("%s: no Undo after the person's choice", s.Game)
		}
		shot("undo-"+s.Game, tb, tb.UndoRect(), func(on bool) { tb.UndoOK = on })
	}
	bs := shell.Setup{Game: "farben", Players: 3, Rounds: 1, Seed: 3}
	bs.FirstHumans(1)
	b, _ := board.NewBoard(bs)
	rUntilBoardChoice(b, ctx)
	legal := b.Round().Legal(b.Bottom)
	b.Apply(legal[len(legal)-1])
	for i := 0; i < 400 && !b.UndoOK; i++ {
		gameloop.Tick(b, ctx, nil)
	}
	if !b.UndoOK {
		t.Fatal("farben: no Undo after the person's choice")
	}
	shot("undo-farben", b, b.UndoRect(), func(on bool) { b.UndoOK = on })
}
