package board

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// playBoardOn is a board of game id for n players, a person at seat 0,
// played for ticks on a w x h screen that can be drawn.
func playBoardOn(t *testing.T, id string, n, w, h, ticks int) (*Board, *game.Context, *ebiten.Image) {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 7}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx, screen := gameloop.GPUCtx(w, h)
	ctx.AllowNarrow(b.FitsNarrow())
	for range ticks {
		if b.round.IsOver() {
			break
		}
		gameloop.Tick(b, ctx, PersonMove(b))
	}
	return b, ctx, screen
}

// drawBoard draws b and returns the pixels, written to $ELFER_SHOTS as
// name when that is set.
func drawBoard(t *testing.T, b *Board, ctx *game.Context, screen *ebiten.Image, name string) []byte {
	return scenetest.DrawScene(t, b, ctx, screen, name)
}

// TestBoardShotsOfEveryGame draws every board game a while into play on a
// wide and a narrow screen (to look at with ELFER_SHOTS).
func TestBoardShotsOfEveryGame(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, id := range boardIDs() {
		g, _ := registry.Lookup(id)
		for _, sz := range []image.Point{{1280, 720}, {390, 844}} {
			b, ctx, screen := playBoardOn(t, id, min(g.MaxPlayers, 4), sz.X, sz.Y, 900)
			pix := drawBoard(t, b, ctx, screen, fmt.Sprintf("board-%s-%dx%d", id, sz.X, sz.Y))
			colors := map[[3]byte]bool{}
			for i := 0; i < len(pix); i += 4 * 97 {
				colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
			}
			if len(colors) < 20 {
				t.Errorf("%s at %v: only %d colours on screen", id, sz, len(colors))
			}
		}
	}
}

// TestBoardLongPressShot draws the bubble of a long press on a card of
// the person's hand, on a narrow and a wide screen: it shows on the
// screen, over the table.
func TestBoardLongPressShot(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, sz := range []image.Point{{390, 844}, {1280, 720}} {
		b, ctx, screen := playBoardOn(t, "schwarzerpeter", 3, sz.X, sz.Y, 0)
		ctx.Settings.Lang = game.German
		for range 3000 {
			if b.CanAct() && !b.Motion.Moving() && len(b.Targets()) > 0 {
				break
			}
			gameloop.Tick(b, ctx, nil)
		}
		ts := b.Targets()
		if len(ts) == 0 {
			t.Fatal("no card to choose")
		}
		r := b.SpotRect(ts[len(ts)-1])
		gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.LongPress = r.X+r.W/2, r.Y+r.H/2, true })
		if !b.Explain.Shown() {
			t.Fatal("the long press shows nothing")
		}
		drawBoard(t, b, ctx, screen, fmt.Sprintf("board-longpress-%dx%d", sz.X, sz.Y))
	}
}
