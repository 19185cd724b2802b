package snap

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

// snapRegions are the parts of a Schnipp Schnapp table that hold cards,
// text or buttons and must not overlap one another.
func snapRegions(l *snapLayout, people [snap.MaxPlayers]bool) []scenetest.Region {
	var out []scenetest.Region
	for p := range l.players {
		sx, sy := l.stack(p)
		px, _ := l.pile(p)
		out = append(out,
			scenetest.Region{Name: fmt.Sprintf("seat %d's cards", p), R: ui.Rect{X: sx, Y: sy, W: px + l.cardW - sx, H: l.cardH}},
			scenetest.Region{Name: fmt.Sprintf("seat %d's plate", p), R: l.panel(p)},
		)
		if people[p] {
			a, b := l.Buttons(p)
			out = append(out, scenetest.Region{Name: fmt.Sprintf("seat %d's Schnapp", p), R: a}, scenetest.Region{Name: fmt.Sprintf("seat %d's Schnipp", p), R: b})
		}
	}
	out = append(out, scenetest.Region{Name: "centre", R: ui.Rect{X: l.centreX, Y: l.centreY - spLabelH, W: l.cardW, H: l.cardH + spLabelH}})
	if l.portrait {
		out = append(out, scenetest.Region{Name: "code line", R: l.info})
	}
	return out
}

// TestSnapLayoutOnEveryShape lays Schnipp Schnapp out for every screen of
// the issue, 2 to 6 players and 0 to 3 people, live and in the replay, and
// checks that nothing lies off the screen or over another part, that cards
// and buttons are big enough, and that a narrow plate holds its quartets.
func TestSnapLayoutOnEveryShape(t *testing.T) {
	for _, sz := range scenetest.ShapeSizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		css := ctx.Scale / ctx.DPR
		for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
			for humans := 0; humans <= min(players, shell.MaxSnapHumans); humans++ {
				for _, controls := range []bool{false, true} {
					if controls && humans > 0 {
						continue
					}
					var people [snap.MaxPlayers]bool
					for p := range humans {
						people[p] = true
					}
					name := fmt.Sprintf("%vx%v/%d players/%d people/replay %v", sz.W, sz.H, players, humans, controls)
					l := newSnapLayout(ctx.LW, ctx.LH, players, people, controls)
					if want := sz.W < sz.H*game.NarrowRatio; l.portrait != want {
						t.Errorf("%s: portrait %v, want %v", name, l.portrait, want)
					}
					regs := snapRegions(&l, people)
					if controls {
						back, fwd, play, speed, menu := l.ReplayButtons()
						for i, b := range []ui.Rect{back, fwd, play, speed, menu} {
							regs = append(regs, scenetest.Region{Name: fmt.Sprintf("replay button %d", i), R: b})
						}
					}
					for i, a := range regs {
						if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, l.lw, l.lh) {
							t.Errorf("%s: %s %+v is not on the %vx%v screen", name, a.Name, a.R, l.lw, l.lh)
						}
						if !l.portrait {
							continue // the landscape table is as it was
						}
						for _, b := range regs[i+1:] {
							if ui.Overlaps(a.R, b.R) {
								t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
							}
						}
					}
					if l.cardW*css < scenetest.MinCardCSS {
						t.Errorf("%s: a card is %.1f px wide, under %v", name, l.cardW*css, scenetest.MinCardCSS)
					}
					for p := range players {
						if !people[p] {
							continue
						}
						a, b := l.Buttons(p)
						for _, r := range []ui.Rect{a, b} {
							if r.W*css < scenetest.MinTapCSS || r.H*css < scenetest.MinTapCSS {
								t.Errorf("%s: seat %d's button of %.0fx%.0f px is too small to tap", name, p, r.W*css, r.H*css)
							}
						}
						if l.portrait && humans == 1 && a.Y < l.centreY+l.cardH {
							t.Errorf("%s: the person's buttons are not at the bottom (%v)", name, a.Y)
						}
					}
					if !l.portrait {
						continue
					}
					// Every seat's face-up pile is closer to the centre pile
					// than half the screen's diagonal: the piles are
					// compared at a glance.
					for p := range players {
						px, py := l.pile(p)
						if d := math.Hypot(px-l.centreX, py-l.centreY); d > math.Hypot(l.lw, l.lh)/2 {
							t.Errorf("%s: seat %d's pile is %.0f from the centre", name, p, d)
						}
						// Six quartets of a seat stay on its plate.
						qx, qy := l.quartets(p)
						last := qx + 5*l.quartetStep(p, 6) + 3*2 + l.smallW
						if b := l.panel(p); last > b.X+b.W || qy < b.Y || qy+ui.CardH(l.smallW) > b.Y+b.H {
							t.Errorf("%s: seat %d's quartets reach %.0f, beyond its plate %+v", name, p, last, b)
						}
					}
				}
			}
		}
	}
}

// TestSnapTextIsReadableOnEveryShape: every size of text Schnipp Schnapp
// draws, and the least a long line is shrunk to, is at least 12 CSS px on
// every screen of the issue.
func TestSnapTextIsReadableOnEveryShape(t *testing.T) {
	var sizes []float64
	for _, f := range []string{"snap.go", "draw.go", "replay.go", "notes.go"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range scenetest.FaceSize.FindAllSubmatch(src, -1) {
			sizes = append(sizes, atof(t, string(m[1])))
		}
		for _, m := range scenetest.FitSize.FindAllSubmatch(src, -1) {
			sizes = append(sizes, atof(t, string(m[1])))
		}
	}
	scenetest.CheckLeastText(t, sizes)
}

func atof(t *testing.T, s string) float64 {
	t.Helper()
	var v float64
	if _, err := fmt.Sscan(s, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestSnapTakesTheNarrowDesign: the live table and the replay lay
// themselves out for a phone, and the buttons name their keys only while a
// keyboard is in use.
func TestSnapTakesTheNarrowDesign(t *testing.T) {
	var _ game.Narrow = (*Snap)(nil)
	var _ game.Narrow = (*SnapReplay)(nil)
	ctx := gameloop.NarrowCtx(390, 844)
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	if !sc.FitsNarrow() {
		t.Fatal("Schnipp Schnapp does not take the narrow design")
	}
	ctx.Input.Keyboard = true
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.Keyboard = true })
	if !sc.Lay.portrait {
		t.Fatalf("at %vx%v the table is not laid out narrow", ctx.LW, ctx.LH)
	}
	if l := sc.buttonLabels[0][0]; l == sc.text.SnapSchnapp {
		t.Errorf("with a keyboard the button says only %q", l)
	}
	gameloop.Tick(sc, ctx, func(in *game.Input) { in.Keyboard = false })
	if l := sc.buttonLabels[0]; l != [2]string{sc.text.SnapSchnapp, sc.text.SnapSchnipp} {
		t.Errorf("without a keyboard the buttons say %q", l)
	}
	// A tap on the Schnipp button is a call, as a key is.
	a, b := sc.Lay.Buttons(0)
	if a.W == 0 || b.W == 0 {
		t.Fatal("the person has no buttons")
	}
	runUntil(t, sc, ctx, func(v *snap.View) bool {
		ok, _ := v.Match(snap.Schnipp)
		return v.Piles[0].Size > 0 && !ok
	})
	pile := len(sc.St.Pile(0))
	gameloop.Tick(sc, ctx, func(in *game.Input) {
		in.Keyboard = false
		in.X, in.Y, in.Pressed, in.Down = b.X+b.W/2, b.Y+b.H/2, true, true
	})
	if pile == 0 || len(sc.St.Pile(0)) != 0 {
		t.Errorf("a tap on Schnipp with no match left the pile at %d (was %d)", len(sc.St.Pile(0)), pile)
	}
}

// TestSnapButtonsLeaveThePlatesFree lays Schnipp Schnapp out for 2 to 6
// players on every shape, landscape ones too, with people at the seats
// that may have buttons: no call button lies over a seat's name plate or
// cards, the centre pile, or another button.
func TestSnapButtonsLeaveThePlatesFree(t *testing.T) {
	sizes := append([]scenetest.Size{{W: 1280, H: 720}}, scenetest.ShapeSizes...)
	for _, sz := range sizes {
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
			for humans := 1; humans <= min(players, shell.MaxSnapHumans); humans++ {
				var people [snap.MaxPlayers]bool
				for p := range humans {
					people[p] = true
				}
				name := fmt.Sprintf("%vx%v/%d players/%d people", sz.W, sz.H, players, humans)
				l := newSnapLayout(ctx.LW, ctx.LH, players, people, false)
				regs := snapRegions(&l, people)
				for i, a := range regs {
					for _, b := range regs[i+1:] {
						if (strings.Contains(a.Name, "Schn") || strings.Contains(b.Name, "Schn")) && ui.Overlaps(a.R, b.R) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
						}
					}
				}
			}
		}
	}
}
