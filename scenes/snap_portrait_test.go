package scenes

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"elferraus/engine/snap"
	"elferraus/game"
)

// snapRegions are the parts of a Schnipp Schnapp table that hold cards,
// text or buttons and must not overlap one another.
func snapRegions(l *snapLayout, people [snap.MaxPlayers]bool) []region {
	var out []region
	for p := range l.players {
		sx, sy := l.stack(p)
		px, _ := l.pile(p)
		out = append(out,
			region{fmt.Sprintf("seat %d's cards", p), rect{sx, sy, px + l.cardW - sx, l.cardH}},
			region{fmt.Sprintf("seat %d's plate", p), l.panel(p)},
		)
		if people[p] {
			a, b := l.buttons(p)
			out = append(out, region{fmt.Sprintf("seat %d's Schnapp", p), a}, region{fmt.Sprintf("seat %d's Schnipp", p), b})
		}
	}
	out = append(out, region{"centre", rect{l.centreX, l.centreY - spLabelH, l.cardW, l.cardH + spLabelH}})
	if l.portrait {
		out = append(out, region{"code line", l.info})
	}
	return out
}

// TestSnapLayoutOnEveryShape lays Schnipp Schnapp out for every screen of
// the issue, 2 to 6 players and 0 to 3 people, live and in the replay, and
// checks that nothing lies off the screen or over another part, that cards
// and buttons are big enough, and that a narrow plate holds its quartets.
func TestSnapLayoutOnEveryShape(t *testing.T) {
	for _, sz := range shapeSizes {
		ctx := narrowCtx(sz.w, sz.h)
		css := ctx.Scale / ctx.DPR
		for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
			for humans := 0; humans <= min(players, MaxSnapHumans); humans++ {
				for _, controls := range []bool{false, true} {
					if controls && humans > 0 {
						continue
					}
					var people [snap.MaxPlayers]bool
					for p := range humans {
						people[p] = true
					}
					name := fmt.Sprintf("%vx%v/%d players/%d people/replay %v", sz.w, sz.h, players, humans, controls)
					l := newSnapLayout(ctx.LW, ctx.LH, players, people, controls)
					if want := sz.w < sz.h*game.NarrowRatio; l.portrait != want {
						t.Errorf("%s: portrait %v, want %v", name, l.portrait, want)
					}
					regs := snapRegions(&l, people)
					if controls {
						back, fwd, play, speed, menu := l.replayButtons()
						for i, b := range []rect{back, fwd, play, speed, menu} {
							regs = append(regs, region{fmt.Sprintf("replay button %d", i), b})
						}
					}
					for i, a := range regs {
						if a.r.w <= 0 || a.r.h <= 0 || !inside(a.r, l.lw, l.lh) {
							t.Errorf("%s: %s %+v is not on the %vx%v screen", name, a.name, a.r, l.lw, l.lh)
						}
						if !l.portrait {
							continue // the landscape table is as it was
						}
						for _, b := range regs[i+1:] {
							if overlaps(a.r, b.r) {
								t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
							}
						}
					}
					if l.cardW*css < minCardCSS {
						t.Errorf("%s: a card is %.1f px wide, under %v", name, l.cardW*css, minCardCSS)
					}
					for p := range players {
						if !people[p] {
							continue
						}
						a, b := l.buttons(p)
						for _, r := range []rect{a, b} {
							if r.w*css < minTapCSS || r.h*css < minTapCSS {
								t.Errorf("%s: seat %d's button of %.0fx%.0f px is too small to tap", name, p, r.w*css, r.h*css)
							}
						}
						if l.portrait && humans == 1 && a.y < l.centreY+l.cardH {
							t.Errorf("%s: the person's buttons are not at the bottom (%v)", name, a.y)
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
						if b := l.panel(p); last > b.x+b.w || qy < b.y || qy+cardH(l.smallW) > b.y+b.h {
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
	for _, f := range []string{"snap.go", "snap_draw.go", "snap_replay.go", "snap_notes.go"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range faceSize.FindAllSubmatch(src, -1) {
			sizes = append(sizes, atof(t, string(m[1])))
		}
		for _, m := range fitSize.FindAllSubmatch(src, -1) {
			sizes = append(sizes, atof(t, string(m[1])))
		}
	}
	checkLeastText(t, sizes)
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
	ctx := narrowCtx(390, 844)
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	if !sc.FitsNarrow() {
		t.Fatal("Schnipp Schnapp does not take the narrow design")
	}
	ctx.Input.Keyboard = true
	tick(sc, ctx, func(in *game.Input) { in.Keyboard = true })
	if !sc.lay.portrait {
		t.Fatalf("at %vx%v the table is not laid out narrow", ctx.LW, ctx.LH)
	}
	if l := sc.buttonLabels[0][0]; l == sc.text.SnapSchnapp {
		t.Errorf("with a keyboard the button says only %q", l)
	}
	tick(sc, ctx, func(in *game.Input) { in.Keyboard = false })
	if l := sc.buttonLabels[0]; l != [2]string{sc.text.SnapSchnapp, sc.text.SnapSchnipp} {
		t.Errorf("without a keyboard the buttons say %q", l)
	}
	// A tap on the Schnipp button is a call, as a key is.
	a, b := sc.lay.buttons(0)
	if a.w == 0 || b.w == 0 {
		t.Fatal("the person has no buttons")
	}
	runUntil(t, sc, ctx, func(v *snap.View) bool {
		ok, _ := v.Match(snap.Schnipp)
		return v.Piles[0].Size > 0 && !ok
	})
	pile := len(sc.st.Pile(0))
	tick(sc, ctx, func(in *game.Input) {
		in.Keyboard = false
		in.X, in.Y, in.Pressed, in.Down = b.x+b.w/2, b.y+b.h/2, true, true
	})
	if pile == 0 || len(sc.st.Pile(0)) != 0 {
		t.Errorf("a tap on Schnipp with no match left the pile at %d (was %d)", len(sc.st.Pile(0)), pile)
	}
}

// TestSnapButtonsLeaveThePlatesFree lays Schnipp Schnapp out for 2 to 6
// players on every shape, landscape ones too, with people at the seats
// that may have buttons: no call button lies over a seat's name plate or
// cards, the centre pile, or another button.
func TestSnapButtonsLeaveThePlatesFree(t *testing.T) {
	sizes := append([]struct{ w, h float64 }{{1280, 720}}, shapeSizes...)
	for _, sz := range sizes {
		ctx := narrowCtx(sz.w, sz.h)
		for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
			for humans := 1; humans <= min(players, MaxSnapHumans); humans++ {
				var people [snap.MaxPlayers]bool
				for p := range humans {
					people[p] = true
				}
				name := fmt.Sprintf("%vx%v/%d players/%d people", sz.w, sz.h, players, humans)
				l := newSnapLayout(ctx.LW, ctx.LH, players, people, false)
				regs := snapRegions(&l, people)
				for i, a := range regs {
					for _, b := range regs[i+1:] {
						if (strings.Contains(a.name, "Schn") || strings.Contains(b.name, "Schn")) && overlaps(a.r, b.r) {
							t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
						}
					}
				}
			}
		}
	}
}
