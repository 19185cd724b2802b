package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSnapShortLayout lays Schnipp Schnapp out on a phone held sideways for
// 2 to 6 players and 0 to 3 people: the short design, nothing off the
// screen or over anything else, cards big enough, the buttons a thumb's
// size, one person's Schnapp and Schnipp in the bottom corners, quartets
// on their plates, and the names and counts within their plates in
// English and German.
func TestSnapShortLayout(t *testing.T) {
	var _ game.Short = (*Snap)(nil)
	for _, sz := range scenetest.ShortSizes {
		ctx := scenetest.ShortCtx(sz.W, sz.H)
		css := ctx.Scale / ctx.DPR
		s := ctx.Scale
		for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
			for humans := 0; humans <= min(players, shell.MaxSnapHumans); humans++ {
				var people [snap.MaxPlayers]bool
				for p := range humans {
					people[p] = true
				}
				name := fmt.Sprintf("%vx%v/%d players/%d people", sz.W, sz.H, players, humans)
				l := newSnapLayout(ctx.LW, ctx.LH, players, people, false)
				if !l.short || !ctx.Short() {
					t.Fatalf("%s: not the short design (%vx%v)", name, l.lw, l.lh)
				}
				regs := append(snapRegions(&l, people), scenetest.Region{Name: "countdown", R: l.countdown})
				for i, a := range regs {
					if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, l.lw, l.lh) {
						t.Errorf("%s: %s %+v is not on the %vx%v screen", name, a.Name, a.R, l.lw, l.lh)
					}
					for _, b := range regs[i+1:] {
						if ui.Overlaps(a.R, b.R) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
						}
					}
				}
				if l.cardW*css < scenetest.MinCardCSS {
					t.Errorf("%s: a card is %.1f px wide", name, l.cardW*css)
				}
				for p := range players {
					if people[p] {
						a, b := l.Buttons(p)
						for _, r := range []ui.Rect{a, b} {
							if m := min(r.W, r.H); m < 44 || m*css < 40 {
								t.Errorf("%s: seat %d's button %+v is too small for a thumb", name, p, r)
							}
						}
						if humans == 1 && (a.X > ssMargin+1e-6 || b.X+b.W < l.lw-ssMargin-1e-6 || a.Y+a.H < l.lh-ssMargin-1e-6 || b.Y+b.H < l.lh-ssMargin-1e-6) {
							t.Errorf("%s: the buttons %+v %+v are not in the bottom corners", name, a, b)
						}
						if humans > 1 && a.Y-ssNameH < 0 {
							t.Errorf("%s: no room for seat %d's name over its buttons", name, p)
						}
					}
					qx, qy := l.quartets(p)
					last := qx + 5*l.quartetStep(p, 6) + 3*2 + l.smallW
					if b := l.panel(p); last > b.X+b.W || qy < b.Y || qy+ui.CardH(l.smallW) > b.Y+b.H {
						t.Errorf("%s: seat %d's quartets reach %.0f, beyond its plate %+v", name, p, last, b)
					}
					plate := l.panel(p)
					for _, lang := range []game.Lang{game.English, game.German} {
						tx := i18n.T(lang)
						for _, text := range []string{shell.Setup{Players: players}.Names(tx)[p], tx.You, i18n.Count(tx, 52, "card")} {
							f := ui.FitFace(text, 18, 14, plate.W-16, s, true)
							if w, _ := sprites.MeasureText(text, f); w/s > plate.W-16 {
								t.Errorf("%s: %q is %.0f wide on a plate %v wide", name, text, w/s, plate.W)
							}
						}
					}
				}
			}
		}
	}
}

// TestSnapShortShots draws Schnipp Schnapp under way on a phone held
// sideways, with one and with two people (to look at with ELFER_SHOTS).
func TestSnapShortShots(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, tc := range []struct {
		game            string
		players, humans int
	}{{snap.ID, 3, 1}, {snap.ID, 6, 1}, {snap.IDLos, 4, 1}, {snap.ID, 5, 3}} {
		ctx, screen := gameloop.GPUCtx(844*2, 390*2)
		ctx.DPR = 2
		ctx.AllowNarrow(true)
		ctx.AllowShort(true)
		s := shell.Setup{Game: tc.game, Players: tc.players, Seed: 5}
		s.FirstHumans(tc.humans)
		sc, err := NewSnap(s)
		if err != nil {
			t.Fatal(err)
		}
		for range 900 {
			gameloop.Tick(sc, ctx, nil)
		}
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			sc.Draw(screen, ctx)
		})
		if !sc.Lay.short {
			t.Fatalf("%+v: not laid out short", tc)
		}
		pix := make([]byte, 4*screen.Bounds().Dx()*screen.Bounds().Dy())
		screen.ReadPixels(pix)
		gameloop.SaveShot(t, fmt.Sprintf("snap-short-%s-%d-%d", tc.game, tc.players, tc.humans), screen.Bounds().Size(), pix)
	}
}
