package scenes

import (
	"elferraus/engine/bot"
	"elferraus/engine/master"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestScenesDraw draws every scene at several sizes and checks that the
// screen is painted (not left blank) and nothing panics.
func TestScenesDraw(t *testing.T) {
	needGPU(t)
	for _, size := range []image.Point{{1280, 720}, {800, 600}, {2560, 1440}} {
		ctx, screen := gpuCtx(size.X, size.Y)
		tb, _ := NewTable(oneHuman(2))
		done, _ := NewTable(Setup{Game: "elfer", Players: 4, Rounds: 3, Seed: 8})
		for !rEs(done).IsOver() {
			tick(done, ctx, nil)
		}
		_ = done.match.Finish(done.state)
		snapMenu := oneHuman(1)
		snapMenu.Game = snap.ID
		snapSetup := oneHuman(3)
		snapSetup.Game = snap.ID
		sn, err := NewSnap(snapSetup)
		if err != nil {
			t.Fatal(err)
		}
		over, _ := NewSnap(Setup{Game: snap.IDLos, Players: 4, Seed: 6, Level: 2})
		for i := 0; i < 300000 && !over.st.IsOver(); i++ {
			tick(over, ctx, nil)
		}
		if !over.st.IsOver() {
			t.Fatal("a Schnipp Schnapp game of bots did not end")
		}
		mt, _ := NewTable(masterHuman(3))
		mdone, _ := NewTable(Setup{Game: masterGame, Players: 5, Rounds: 2, Seed: 8, Level: bot.Hard})
		for !mdone.state.IsOver() {
			tick(mdone, ctx, nil)
		}
		_ = mdone.match.Finish(mdone.state)
		scenes := []game.Scene{NewMenu(oneHuman(1)), NewSettings(oneHuman(1)), tb, NewRules(oneHuman(1), "elfer"), NewScore(done), NewMenu(snapMenu), sn, over, mt, NewRules(oneHuman(1), master.ID), NewRecords(oneHuman(1)), NewScore(mdone), mdone}
		for _, id := range rBoardIDs() {
			g, _ := registry.Lookup(id)
			bs := Setup{Game: id, Players: min(3, g.MaxPlayers), Rounds: 1, Seed: 3}
			bs.FirstHumans(1)
			b, err := NewBoard(bs)
			if err != nil {
				t.Fatal(err)
			}
			for range 400 {
				tick(b, ctx, nil)
			}
			scenes = append(scenes, b, NewRules(bs, id))
		}
		for i, sc := range scenes {
			for range 10 {
				tick(sc, ctx, nil)
			}
			inFrame(func(*ebiten.Image) {
				screen.Clear()
				sc.Draw(screen, ctx)
			})
			pix := make([]byte, 4*size.X*size.Y)
			screen.ReadPixels(pix)
			saveShot(t, fmt.Sprintf("%s-%d-%dx%d", sc.Name(), i, size.X, size.Y), size, pix)
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
