package rows

import (
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/sprites"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestReplayViewLabelFitsItsButton: the replay's view button keeps its
// label inside, in English and German, on every shape, for every choice of
// view: all hands, the default seat names and long names on record.
func TestReplayViewLabelFitsItsButton(t *testing.T) {
	sizes := append(scenetest.ShapeSizes[:len(scenetest.ShapeSizes):len(scenetest.ShapeSizes)], scenetest.Size{W: 1280, H: 720})
	for _, names := range [][]string{nil, {"Du", "Spieler 2", "Bot 1", "Annemarie-Luise von Hohenstein"}} {
		rec := scenetest.PlayedRecord(t, elfer.Classic, 4, 7)
		rec.Head().Names = names
		for _, lang := range []game.Lang{game.English, game.German} {
			for _, sz := range sizes {
				tb, err := NewReplay(rec)
				if err != nil {
					t.Fatal(err)
				}
				ctx := gameloop.NarrowCtx(sz.W, sz.H)
				ctx.Settings.Lang = lang
				gameloop.Tick(tb, ctx, nil)
				_, _, _, view := tb.Lay.ReplayButtons()
				for range 4 + 1 {
					face, label := tb.viewLabel(ctx.Scale)
					w, _ := sprites.MeasureText(label, face)
					if w/ctx.Scale > view.W-replayLabelPad+0.01 {
						t.Errorf("%vx%v lang %d: the label %q is %.0f wide in a button %.0f wide", sz.W, sz.H, lang, label, w/ctx.Scale, view.W)
					}
					if label == "" || label == "…" {
						t.Errorf("%vx%v lang %d: the view %q has no label", sz.W, sz.H, lang, tb.Rp.viewLabel)
					}
					gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyV) })
				}
			}
		}
	}
}

// TestReplayControlsShots draws the replay's controls with a long name on
// record, in German, on a phone and on a wide screen (saved to
// $ELFER_SHOTS to look at).
func TestReplayControlsShots(t *testing.T) {
	gameloop.NeedGPU(t)
	rec := scenetest.PlayedRecord(t, elfer.Classic, 4, 7)
	rec.Head().Names = []string{"Du", "Spieler 2", "Bot 1", "Annemarie-Luise von Hohenstein"}
	for _, sz := range []image.Point{{390, 844}, {1280, 720}} {
		tb, err := NewReplay(rec)
		if err != nil {
			t.Fatal(err)
		}
		ctx, screen := gameloop.GPUCtx(sz.X, sz.Y)
		ctx.AllowNarrow(true)
		ctx.Resize(float64(sz.X), float64(sz.Y))
		ctx.Settings.Lang = game.German
		for range 4 {
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyV) })
		}
		gameloop.InFrame(func(*ebiten.Image) { screen.Clear(); tb.Draw(screen, ctx) })
		pix := make([]byte, 4*sz.X*sz.Y)
		screen.ReadPixels(pix)
		gameloop.SaveShot(t, fmt.Sprintf("replay-%dx%d", sz.X, sz.Y), sz, pix)
	}
}
