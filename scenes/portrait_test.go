package scenes

import (
	"fmt"
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
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
	needGPU(t)
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
func handBox(l *layout, n int) rect {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := range n {
		x, y, w := l.handSpot(i, n)
		minX, minY = math.Min(minX, x), math.Min(minY, y-14)
		maxX, maxY = math.Max(maxX, x+w), math.Max(maxY, y+cardH(w))
	}
	return rect{minX, minY, maxX - minX, maxY - minY}
}

// tableRegions are the parts of the table that take input or hold text and
// must not overlap one another.
func tableRegions(l *layout, players int) []region {
	master := l.values > 20
	t := &Table{lay: *l}
	hand := elfer.HandSize(players)
	if master {
		t.pk = (*masterRound)(nil)
		hand = mastereng.HandSize(players)
	}
	var out []region
	for i := range players - 1 {
		out = append(out, region{fmt.Sprintf("seat %d", i), l.seatBox(i)})
	}
	out = append(out,
		region{"rows", rect{l.slotX[1], l.rowY, l.slotX[l.values] + l.slotW - l.slotX[1], l.rowsBottom - l.rowY}},
		region{"pile", l.pile},
		region{"draw button", l.drawButton},
		region{"end button", l.endButton},
		region{"hand", handBox(l, hand)},
		region{"rules link", t.rulesRect()},
		region{"deal code", t.codeRect()},
		region{"move log", l.log},
	)
	if l.portrait {
		third := (l.lw - 2*pMargin) / 3
		own := rect{l.ownX, l.bandY, l.drawButton.x - 8 - l.ownX, pBandH}
		if master {
			own.h = l.linkButton.y - l.bandY - 2 // two lines over the button
		}
		out = append(out,
			region{"round", rect{pMargin, l.infoY, third, pInfoH}},
			region{"status", rect{pMargin, l.statusY - pStatusH/2, t.statusWidth(), pStatusH}},
			region{"own seat", own},
		)
	}
	if master {
		out = append(out, region{"connection button", l.linkButton})
		if l.portrait {
			// The supply with its label at its left.
			out = append(out, region{"bonus supply", rect{l.supply.x - supplyLabelW - 16, l.supply.y, l.supply.w + supplyLabelW + 16, l.supply.h}})
		} else {
			out = append(out, region{"bonus supply", rect{l.supply.x - 20, l.supply.y - 28, l.supply.w + 40, l.supply.h + 28}})
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
		for _, sz := range shapeSizes {
			checkTableShape(t, game, sz.w, sz.h)
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
		sz := struct{ w, h float64 }{w, h}
		ctx := narrowCtx(sz.w, sz.h)
		css := ctx.Scale / ctx.DPR // CSS px per logical unit
		for players := 2; players <= 6; players++ {
			name := fmt.Sprintf("%s %vx%v/%d players", gameID, sz.w, sz.h, players)
			l := newLayout(ctx.LW, ctx.LH, players-1, card.Colors[:], values)
			if want := sz.w < sz.h*game.NarrowRatio; l.portrait != want {
				t.Errorf("%s: portrait %v, want %v", name, l.portrait, want)
			}
			regs := tableRegions(&l, players)
			for i, a := range regs {
				if a.r.w <= 0 || a.r.h <= 0 || !inside(a.r, l.lw, l.lh) {
					t.Errorf("%s: %s %+v is not on the %vx%v screen", name, a.name, a.r, l.lw, l.lh)
				}
				for _, b := range regs[i+1:] {
					if overlaps(a.r, b.r) {
						t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
					}
				}
			}
			for _, c := range []struct {
				what string
				w    float64
			}{{"row card", l.slotW}, {"hand card", l.handW}, {"pile", l.pile.w}, {"seat's card", l.oppCardW}} {
				if c.w*css < minCardCSS {
					t.Errorf("%s: a %s is %.1f px wide, under %v", name, c.what, c.w*css, minCardCSS)
				}
			}
			bs := []rect{l.drawButton, l.endButton}
			if len(buttons) > 0 {
				bs = append(bs, l.linkButton)
			}
			for _, b := range bs {
				if b.w*css < minTapCSS || b.h*css < minTapCSS {
					t.Errorf("%s: a button of %.0fx%.0f px is too small to tap", name, b.w*css, b.h*css)
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
			tap := minTapCSS / css
			for n := 1; n <= handSize(players)+handExtra; n++ {
				for i := range n {
					x, y, w := l.handSpot(i, n)
					if !inside(rect{x, y - 14, w, cardH(w) + 14}, l.lw, l.lh) {
						t.Fatalf("%s: card %d of %d at %v,%v is off the screen", name, i, n, x, y)
					}
					// The corner: a fingertip's square, or the value's
					// index if that is larger (numeral and symbol).
					wpx := w * ctx.Scale
					cw := math.Max(tap, cornerExtent(20, wpx)/ctx.Scale)
					ch := math.Max(tap, (0.26*wpx+wpx*0.2+math.Min(7, wpx*0.12))/ctx.Scale)
					corner := rect{x, y, math.Min(cw, w), ch}
					for j := i + 1; j < n; j++ {
						jx, jy, jw := l.handSpot(j, n)
						if overlaps(corner, rect{jx, jy, jw, cardH(jw)}) {
							t.Fatalf("%s: hand of %d: card %d hides the corner of card %d (%.0f px shown)", name, n, j, i, math.Min(jx-x, jy-y)*css)
						}
					}
				}
			}
			if l.portrait && l.handOverButton.w > l.lw {
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
		for _, re := range []*regexp.Regexp{faceSize, fitSize} {
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
	checkLeastText(t, sizes)
}

// handExtra is how many cards beyond the deal a hand is checked with: a
// player who drew three times three and laid nothing.
const handExtra = 9
