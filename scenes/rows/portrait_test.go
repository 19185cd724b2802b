package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"

	mastereng "elferraus/engine/master"
	"elferraus/game"
	"elferraus/sprites"
)

// digitEm is the advance of a digit of the bold font, in ems: its figures
// are all as wide (TestDigitWidth checks it where glyphs can be made).
const digitEm = 0.556

// cornerExtent is how far from a card's left edge its value in the corner
// reaches, in device pixels, for a card wpx device pixels wide: the numeral's
// centre and size as the card art sets them (sprites' cornerIndex), two
// digits set 0.06 em tighter than the font does (drawNumeral).
func cornerExtent(v int, wpx float64) float64 {
	numSize := wpx*0.2 + math.Min(7, wpx*0.12)
	half := digitEm * numSize / 2
	if v >= 10 {
		half = digitEm*numSize - 0.03*numSize
	}
	return wpx*0.055 + numSize*0.52 + half
}

// TestDigitWidth: the figures of the cards' font are digitEm wide, as
// cornerExtent assumes.
func TestDigitWidth(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, size := range []float64{15, 40} {
		for v := 1; v <= 21; v++ {
			s := strconv.Itoa(v)
			w, _ := sprites.MeasureText(s, sprites.Face(size, true))
			if want := digitEm * size * float64(len(s)); math.Abs(w-want) > 0.02*size {
				t.Errorf("%q at %v is %.2f wide, cornerExtent assumes %.2f", s, size, w, want)
			}
		}
	}
}

// handBox is the area the bottom hand of n cards covers, lifted cards too.
func handBox(l *layout, n int) ui.Rect {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := range n {
		x, y, w := l.handSpot(i, n)
		minX, minY = math.Min(minX, x), math.Min(minY, y-14)
		maxX, maxY = math.Max(maxX, x+w), math.Max(maxY, y+ui.CardH(w))
	}
	return ui.Rect{X: minX, Y: minY, W: maxX - minX, H: maxY - minY}
}

// tableRegions are the parts of the table that take input or hold text and
// must not overlap one another.
func tableRegions(l *layout, players int) []scenetest.Region {
	master := l.values > 20
	t := &Table{Lay: *l}
	hand := elfer.HandSize(players)
	if master {
		t.pk = (*MasterRound)(nil)
		hand = mastereng.HandSize(players)
	}
	var out []scenetest.Region
	for i := range players - 1 {
		out = append(out, scenetest.Region{Name: fmt.Sprintf("seat %d", i), R: l.seatBox(i)})
	}
	out = append(out,
		scenetest.Region{Name: "rows", R: ui.Rect{X: l.slotX[1], Y: l.rowY, W: l.slotX[l.values] + l.slotW - l.slotX[1], H: l.rowsBottom - l.rowY}},
		scenetest.Region{Name: "pile", R: l.pile},
		scenetest.Region{Name: "draw button", R: l.drawButton},
		scenetest.Region{Name: "end button", R: l.endButton},
		scenetest.Region{Name: "hand", R: handBox(l, hand)},
		scenetest.Region{Name: "rules link", R: t.RulesRect()},
		scenetest.Region{Name: "deal code", R: t.codeRect()},
		scenetest.Region{Name: "move log", R: l.log},
	)
	if l.portrait {
		third := (l.LW - 2*pMargin) / 3
		own := ui.Rect{X: l.ownX, Y: l.bandY, W: l.drawButton.X - 8 - l.ownX, H: pBandH}
		if master {
			own.H = l.linkButton.Y - l.bandY - 2 // two lines over the button
		}
		out = append(out,
			scenetest.Region{Name: "round", R: ui.Rect{X: pMargin, Y: l.infoY, W: third, H: pInfoH}},
			scenetest.Region{Name: "status", R: ui.Rect{X: pMargin, Y: l.statusY - pStatusH/2, W: t.statusWidth(), H: pStatusH}},
			scenetest.Region{Name: "own seat", R: own},
		)
	}
	if master {
		out = append(out, scenetest.Region{Name: "connection button", R: l.linkButton})
		if l.portrait {
			// The supply with its label at its left.
			out = append(out, scenetest.Region{Name: "bonus supply", R: ui.Rect{X: l.supply.X - supplyLabelW - 16, Y: l.supply.Y, W: l.supply.W + supplyLabelW + 16, H: l.supply.H}})
		} else {
			out = append(out, scenetest.Region{Name: "bonus supply", R: ui.Rect{X: l.supply.X - 20, Y: l.supply.Y - 28, W: l.supply.W + 40, H: l.supply.H + 28}})
		}
	}
	return out
}

// TestTableLayoutOnEveryShape builds the table's layout for every screen of
// the issue and every number of players, without a window, and checks what
// a person at that screen needs: nothing off the screen, no two parts over
// one another, cards and buttons big enough, every row card's value and a
// fingertip's room of every hand card in view.
func TestTableLayoutOnEveryShape(t *testing.T) {
	for _, game := range []string{"elfer", mastereng.ID} {
		for _, sz := range scenetest.ShapeSizes {
			checkTableShape(t, game, sz.W, sz.H)
		}
	}
}

// checkTableShape checks the table of game (elfer: 20 slots a row; master:
// 21, a connection card's button and the bonus supply) on a w x h screen
// with 2 to 6 players.
func checkTableShape(t *testing.T, gameID string, w, h float64) {
	values, handSize := 20, elfer.HandSize
	var buttons []string
	if gameID == mastereng.ID {
		values, handSize = mastereng.MaxValue, mastereng.HandSize
		buttons = append(buttons, "connection")
	}
	{
		sz := scenetest.Size{W: w, H: h}
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		css := ctx.Scale / ctx.DPR // CSS px per logical unit
		for players := 2; players <= 6; players++ {
			name := fmt.Sprintf("%s %vx%v/%d players", gameID, sz.W, sz.H, players)
			l := newLayout(ctx.LW, ctx.LH, players-1, card.Colors[:], values)
			if want := sz.W < sz.H*game.NarrowRatio; l.portrait != want {
				t.Errorf("%s: portrait %v, want %v", name, l.portrait, want)
			}
			regs := tableRegions(&l, players)
			for i, a := range regs {
				if a.R.W <= 0 || a.R.H <= 0 || !ui.Inside(a.R, l.LW, l.LH) {
					t.Errorf("%s: %s %+v is not on the %vx%v screen", name, a.Name, a.R, l.LW, l.LH)
				}
				for _, b := range regs[i+1:] {
					if ui.Overlaps(a.R, b.R) {
						t.Errorf("%s: %s %+v overlaps %s %+v", name, a.Name, a.R, b.Name, b.R)
					}
				}
			}
			for _, c := range []struct {
				what string
				w    float64
			}{{"row card", l.slotW}, {"hand card", l.handW}, {"pile", l.pile.W}, {"seat's card", l.oppCardW}} {
				if c.w*css < scenetest.MinCardCSS {
					t.Errorf("%s: a %s is %.1f px wide, under %v", name, c.what, c.w*css, scenetest.MinCardCSS)
				}
			}
			bs := []ui.Rect{l.drawButton, l.endButton}
			if len(buttons) > 0 {
				bs = append(bs, l.linkButton)
			}
			for _, b := range bs {
				if b.W*css < scenetest.MinTapCSS || b.H*css < scenetest.MinTapCSS {
					t.Errorf("%s: a button of %.0fx%.0f px is too small to tap", name, b.W*css, b.H*css)
				}
			}
			// A row: each card shows its value up to the next one.
			if l.rowStep < l.slotH {
				t.Errorf("%s: rows %v apart overlap cards %v high", name, l.rowStep, l.slotH)
			}
			for v := 1; v < l.values; v++ {
				shown := (l.slotX[v+1] - l.slotX[v]) * ctx.Scale
				if need := cornerExtent(v, l.slotW*ctx.Scale); shown < need {
					t.Errorf("%s: the row's %d shows %.1f px, its value needs %.1f", name, v, shown, need)
				}
			}
			// A hand, from one card to more than anybody is dealt: the
			// top-left of each card, a fingertip square holding the value,
			// lies under no later card, and every card is on the screen.
			tap := scenetest.MinTapCSS / css
			for n := 1; n <= handSize(players)+handExtra; n++ {
				for i := range n {
					x, y, w := l.handSpot(i, n)
					if !ui.Inside(ui.Rect{X: x, Y: y - 14, W: w, H: ui.CardH(w) + 14}, l.LW, l.LH) {
						t.Fatalf("%s: card %d of %d at %v,%v is off the screen", name, i, n, x, y)
					}
					// The corner: a fingertip's square, or the value's
					// index if that is larger (numeral and symbol).
					wpx := w * ctx.Scale
					cw := math.Max(tap, cornerExtent(20, wpx)/ctx.Scale)
					ch := math.Max(tap, (0.26*wpx+wpx*0.2+math.Min(7, wpx*0.12))/ctx.Scale)
					corner := ui.Rect{X: x, Y: y, W: math.Min(cw, w), H: ch}
					for j := i + 1; j < n; j++ {
						jx, jy, jw := l.handSpot(j, n)
						if ui.Overlaps(corner, ui.Rect{X: jx, Y: jy, W: jw, H: ui.CardH(jw)}) {
							t.Fatalf("%s: hand of %d: card %d hides the corner of card %d (%.0f px shown)", name, n, j, i, math.Min(jx-x, jy-y)*css)
						}
					}
				}
			}
			if l.portrait && l.handOverButton.W > l.LW {
				t.Errorf("%s: the hand-over button is wider than the screen", name)
			}
		}
	}
}

// TestTableTextIsReadableOnEveryShape: every size of text the table draws
// (the literal sizes in its drawing code, and the least a long line is
// shrunk to) is at least 12 CSS px on every screen of the issue.
func TestTableTextIsReadableOnEveryShape(t *testing.T) {
	var sizes []float64
	for _, f := range []string{"table_draw.go", "replay.go"} {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, re := range []*regexp.Regexp{scenetest.FaceSize, scenetest.FitSize} {
			for _, m := range re.FindAllSubmatch(src, -1) {
				v, err := strconv.ParseFloat(string(m[1]), 64)
				if err != nil {
					t.Fatal(err)
				}
				sizes = append(sizes, v)
			}
		}
	}
	sizes = append(sizes, pNameSize, pSmallSize)
	scenetest.CheckLeastText(t, sizes)
}

// handExtra is how many cards beyond the deal a hand is checked with: a
// player who drew three times three and laid nothing.
const handExtra = 9
