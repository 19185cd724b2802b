package scenes

import (
	"bytes"
	"elferraus/game"
	"image"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestUndoButtonDraws draws a table of rows and a board with the Undo
// button offered and checks that the button's area is painted differently
// from the same frame without it (ELFER_SHOTS keeps the pictures).
func TestUndoButtonDraws(t *testing.T) {
	needGPU(t)
	size := image.Point{1280, 720}
	ctx, screen := gpuCtx(size.X, size.Y)
	shot := func(name string, sc game.Scene, r rect, set func(bool)) {
		var pix [2][]byte
		for i, on := range []bool{true, false} {
			set(on)
			inFrame(func(*ebiten.Image) {
				screen.Clear()
				sc.Draw(screen, ctx)
			})
			pix[i] = make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix[i])
		}
		saveShot(t, name, size, pix[0])
		differ := 0
		for y := int(r.y); y < int(r.y+r.h); y++ {
			for x := int(r.x); x < int(r.x+r.w); x++ {
				i := 4 * (y*size.X + x)
				if !bytes.Equal(pix[0][i:i+3], pix[1][i:i+3]) {
					differ++
				}
			}
		}
		if differ < int(r.w*r.h)/4 {
			t.Errorf("%s: the Undo button changes only %d pixels of its area", name, differ)
		}
	}
	for _, s := range []Setup{oneHuman(3), masterHuman(4)} {
		tb, _ := NewTable(s)
		rUntilChoice(t, tb, ctx)
		// A lay: it shows the person no card, so Undo is offered after it
		// (a draw would show him one).
		legal := tb.state.AppendLegal(nil, tb.bottom)
		lay := slices.IndexFunc(legal, func(m move) bool { return m.kind == mLay })
		if lay < 0 {
			t.Fatalf("%s: no lay among %v", s.Game, legal)
		}
		tb.Act(legal[lay])
		for i := 0; i < 100 && !tb.undoOK; i++ {
			tick(tb, ctx, nil)
		}
		if !tb.undoOK {
			t.Fatalf("%s: no Undo after the person's choice", s.Game)
		}
		shot("undo-"+s.Game, tb, tb.undoRect(), func(on bool) { tb.undoOK = on })
	}
	bs := Setup{Game: "farben", Players: 3, Rounds: 1, Seed: 3}
	bs.FirstHumans(1)
	b, _ := NewBoard(bs)
	rUntilBoardChoice(b, ctx)
	legal := b.round.Legal(b.bottom)
	b.apply(legal[len(legal)-1])
	for i := 0; i < 400 && !b.undoOK; i++ {
		tick(b, ctx, nil)
	}
	if !b.undoOK {
		t.Fatal("farben: no Undo after the person's choice")
	}
	shot("undo-farben", b, b.undoRect(), func(on bool) { b.undoOK = on })
}
