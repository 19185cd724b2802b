package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"strings"
	"testing"
)

// TestSnapLongNamesStayOnTheirPlates: names a person chose stay inside
// their seats' plates, those too long for it cut with "…", on an upright and a
// sideways phone, a laptop and a full HD screen, for three and six seats,
// with one and two people at the screen (their names over their columns
// of buttons too). The tables are kept in $ELFER_SHOTS to be looked at.
func TestSnapLongNamesStayOnTheirPlates(t *testing.T) {
	gameloop.NeedGPU(t)
	long := []string{"Maximiliane Müller-Lüdenscheidt", "Friedrich Wilhelm von Hohenzollern", "Bartholomäus Schneeberger", "Konstantinopolitanischer Dudelsackpfeifer", "Annemarie Kunigunde Weißenfels", "Jean-Baptiste Poquelin Molière"}
	for _, sz := range []gameloop.Size{{W: 390, H: 844}, {W: 844, H: 390}, {W: 1280, H: 720}, {W: 1920, H: 1080}} {
		for _, n := range []int{3, 6} {
			for _, humans := range []int{1, 2} {
				s := shell.Setup{Game: snap.ID, Players: n, Seed: 5, Level: 1}
				s.FirstHumans(humans)
				sc, err := NewSnap(s)
				if err != nil {
					t.Fatal(err)
				}
				dpr := 1.0
				if sz.W < 1000 {
					dpr = 3 // a phone
				}
				ctx, screen := gameloop.GPUCtx(int(sz.W*dpr), int(sz.H*dpr))
				ctx.DPR = dpr
				ctx.Settings.Lang = game.German
				ctx.AllowNarrow(sc.FitsNarrow())
				ctx.AllowShort(sc.FitsShort())
				ctx.Resize(sz.W*dpr, sz.H*dpr)
				gameloop.Tick(sc, ctx, nil)
				copy(sc.Names, long)
				for range 30 {
					gameloop.Tick(sc, ctx, nil)
				}
				name := fmt.Sprintf("snap-names-%vx%v-%d-%d", sz.W, sz.H, n, humans)
				scenetest.DrawScene(t, sc, ctx, screen, name)
				for p := range n {
					f := &sc.nameFits[p]
					if f.Out != sc.Names[p] && !strings.HasSuffix(f.Out, "…") {
						t.Errorf("%s: seat %d's name is drawn as %q", name, p, f.Out)
					}
					if b := sc.Lay.panel(p); f.W > b.W-16 {
						t.Errorf("%s: seat %d's name is %.0f wide on a plate of %.0f", name, p, f.W, b.W)
					}
				}
			}
		}
	}
}
