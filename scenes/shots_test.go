package scenes

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"os"
	"strings"
	"testing"
)

// shotScreens are the windows every table is looked at in, as the browser
// shots have them (wasm/browsertest): an upright and a sideways phone, a
// laptop and a full HD desktop, in CSS pixels at one device pixel each.
var shotScreens = []gameloop.Size{{W: 390, H: 844}, {W: 844, H: 390}, {W: 1280, H: 720}, {W: 1920, H: 1080}}

// TestTableShots keeps two pictures of every game's table in every window
// of shotScreens, in English and German, in $ELFER_SHOTS, to be looked at
// as a player would: one after the deal, the person idle, and two after
// the person played a while. ELFER_SHOTS_GAMES, ELFER_SHOTS_SIZES and
// ELFER_SHOTS_LANGS (comma separated) narrow it down, as in the browser.
func TestTableShots(t *testing.T) {
	if os.Getenv("ELFER_SHOTS") == "" {
		t.Skip("set ELFER_SHOTS to a folder to keep a picture of every table in every window there")
	}
	gameloop.NeedGPU(t)
	ids := PlayableIDs()
	if s := os.Getenv("ELFER_SHOTS_GAMES"); s != "" {
		ids = strings.Split(s, ",")
	}
	sizes, langs := os.Getenv("ELFER_SHOTS_SIZES"), os.Getenv("ELFER_SHOTS_LANGS")
	for _, sz := range shotScreens {
		size := fmt.Sprintf("%vx%v", sz.W, sz.H)
		if sizes != "" && !strings.Contains(sizes, size) {
			continue
		}
		for _, id := range ids {
			for _, lang := range []game.Lang{game.English, game.German} {
				code := map[game.Lang]string{game.English: "en", game.German: "de"}[lang]
				if langs != "" && !strings.Contains(langs, code) {
					continue
				}
				name := fmt.Sprintf("%s-%s-%s", id, size, code)
				t.Run(name, func(t *testing.T) {
					g, ok := registry.Lookup(id)
					if !ok {
						t.Fatalf("no game %q", id)
					}
					s := shell.Setup{Game: id, Players: min(max(3, g.MinPlayers), g.MaxPlayers), Rounds: 3, Seed: 5}
					s.FirstHumans(1)
					sc, err := shell.NewGame(s)
					if err != nil {
						t.Fatal(err)
					}
					ctx, screen := gameloop.GPUCtx(int(sz.W), int(sz.H))
					ctx.Settings.Lang = lang
					n, _ := sc.(game.Narrow)
					ctx.AllowNarrow(n != nil && n.FitsNarrow())
					short, _ := sc.(game.Short)
					ctx.AllowShort(short != nil && short.FitsShort())
					for range 540 {
						gameloop.Tick(sc, ctx, nil)
					}
					scenetest.DrawScene(t, sc, ctx, screen, name+"-a")
					// The person plays along; the table is kept as it was
					// when the round ended and the match went on to
					// another scene.
					gone := false
					for _, shot := range []string{"-b", "-c"} {
						for i := 0; i < 400 && !gone; i++ {
							gameloop.Tick(sc, ctx, shotPersonMove(sc))
							gone = ctx.Next() != nil
						}
						scenetest.DrawScene(t, sc, ctx, screen, name+shot)
					}
				})
			}
		}
	}
}

// shotPersonMove is the input of a person who plays along at table sc:
// at the board he taps as rPersonMove does, at the rows table he makes the
// middle one of his legal moves; nil where he waits.
func shotPersonMove(sc game.Scene) func(*game.Input) {
	switch sc := sc.(type) {
	case *board.Board:
		if sc.Round().IsOver() {
			return nil
		}
		return rPersonMove(sc)
	case *rows.Table:
		if sc.State.IsOver() {
			return nil
		}
		if sc.HumanTurn() && !sc.Motion.Moving() {
			if legal := sc.State.AppendLegal(nil, sc.Bottom); len(legal) > 0 {
				sc.Act(legal[len(legal)/2])
			}
		}
	}
	return nil
}
