package scenes

import (
	"elferraus/engine/bot"
	"elferraus/engine/master"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	snaptable "elferraus/scenes/snap"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestScenesDraw draws every scene at several sizes and checks that the
// screen is painted (not left blank) and nothing panics.
func TestScenesDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []image.Point{{1280, 720}, {800, 600}, {2560, 1440}} {
		ctx, screen := gameloop.GPUCtx(size.X, size.Y)
		tb, _ := rows.NewTable(scenetest.OneHuman(2))
		done, _ := rows.NewTable(shell.Setup{Game: "elfer", Players: 4, Rounds: 3, Seed: 8})
		for !rEs(done).IsOver() {
			gameloop.Tick(done, ctx, nil)
		}
		_ = done.Match.Finish(done.State)
		snapMenu := scenetest.OneHuman(1)
		snapMenu.Game = snap.ID
		snapSetup := scenetest.OneHuman(3)
		snapSetup.Game = snap.ID
		sn, err := snaptable.NewSnap(snapSetup)
		if err != nil {
			t.Fatal(err)
		}
		over, _ := snaptable.NewSnap(shell.Setup{Game: snap.IDLos, Players: 4, Seed: 6, Level: 2})
		for i := 0; i < 300000 && !over.St.IsOver(); i++ {
			gameloop.Tick(over, ctx, nil)
		}
		if !over.St.IsOver() {
			t.Fatal("a Schnipp Schnapp game of bots did not end")
		}
		mt, _ := rows.NewTable(scenetest.MasterHuman(3))
		mdone, _ := rows.NewTable(shell.Setup{Game: scenetest.MasterGame, Players: 5, Rounds: 2, Seed: 8, Level: bot.Hard})
		for !mdone.State.IsOver() {
			gameloop.Tick(mdone, ctx, nil)
		}
		_ = mdone.Match.Finish(mdone.State)
		scenes := []game.Scene{menu.NewMenu(scenetest.OneHuman(1)), menu.NewSettings(scenetest.OneHuman(1)), tb, menu.NewRules(scenetest.OneHuman(1), "elfer"), rows.NewScore(done), menu.NewMenu(snapMenu), sn, over, mt, menu.NewRules(scenetest.OneHuman(1), master.ID), menu.NewRecords(scenetest.OneHuman(1)), rows.NewScore(mdone), mdone}
		for _, id := range rBoardIDs() {
			g, _ := registry.Lookup(id)
			bs := shell.Setup{Game: id, Players: min(3, g.MaxPlayers), Rounds: 1, Seed: 3}
			bs.FirstHumans(1)
			b, err := board.NewBoard(bs)
			if err != nil {
				t.Fatal(err)
			}
			for range 400 {
				gameloop.Tick(b, ctx, nil)
			}
			scenes = append(scenes, b, menu.NewRules(bs, id))
		}
		for i, sc := range scenes {
			for range 10 {
				gameloop.Tick(sc, ctx, nil)
			}
			gameloop.InFrame(func(*ebiten.Image) {
				screen.Clear()
				sc.Draw(screen, ctx)
			})
			pix := make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix)
			gameloop.SaveShot(t, fmt.Sprintf("%s-%d-%dx%d", sc.Name(), i, size.X, size.Y), size, pix)
			colors := map[[3]byte]bool{}
			for i := 0; i < len(pix); i += 4 * 97 {
				colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
			}
			if len(colors) < 20 {
				t.Errorf("%s at %v: only %d colours on screen", sc.Name(), size, len(colors))
			}
		}
	}
}
