package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"strings"
	"testing"
)

// rowOf is a row's bit set holding the values lo..hi.
func rowOf(lo, hi int) uint32 {
	var m uint32
	for v := lo; v <= hi; v++ {
		m |= 1 << v
	}
	return m
}

func TestExplainElfer(t *testing.T) {
	var v elfer.View
	v.Table[card.Red] = rowOf(10, 13)
	cases := []struct {
		c    card.Card
		want string
	}{
		{card.New(card.Red, 14), "The red 14 fits now, above the 13 of its row. Left in your hand at the end it counts 14."},
		{card.New(card.Red, 9), "The red 9 fits now, below the 10 of its row."},
		{card.New(card.Red, 16), "the red row ends at 13, the 14 must come first."},
		{card.New(card.Red, 3), "the red row begins at 10, the 9 must come first."},
		{card.New(card.Red, 12), "already lies on the table"},
		{card.New(card.Blue, 11), "The blue 11 opens the blue row. Left in your hand at the end it counts 11."},
		{card.New(card.Blue, 12), "the blue row has not begun yet."},
	}
	for _, c := range cases {
		got := i18n.ExplainElfer(&i18n.English, &v, c.c)
		if !strings.Contains(got, c.want) {
			t.Errorf("%v: %q, want it to say %q", c.c, got, c.want)
		}
		de := i18n.ExplainElfer(&i18n.German, &v, c.c)
		if de == got || strings.Contains(de, "%!") || strings.Contains(got, "%!") {
			t.Errorf("%v: the German %q against the English %q", c.c, de, got)
		}
	}
}

// TestExplainElferVariants: in "false start" the 11 opens nothing, it must
// wait for the 10 or 12 of its row built from the 1 and the 20.
func TestExplainElferVariants(t *testing.T) {
	v := elfer.View{Options: elfer.Options{Variant: elfer.FalseStart}}
	for col := range card.NumColors {
		v.Table[col] = rowOf(1, 3) | rowOf(20, 20)
	}
	got := i18n.ExplainElfer(&i18n.English, &v, card.New(card.Green, 11))
	if strings.Contains(got, "opens") || !strings.Contains(got, "11") {
		t.Errorf("false start, green 11: %q", got)
	}
	if got := i18n.ExplainElfer(&i18n.English, &v, card.New(card.Green, 19)); !strings.Contains(got, "fits now, below the 20") {
		t.Errorf("false start, green 19: %q", got)
	}
}

func TestExplainMaster(t *testing.T) {
	v := master.View{Rows: master.Rows{card.Red, card.Yellow, card.Green, card.Blue}}
	for i := range v.Table.Cards {
		v.Table.Cards[i] = 1 << 11
	}
	v.Table.Cards[card.Yellow] |= rowOf(9, 10)
	cases := []struct {
		c    card.Card
		want string
	}{
		{card.New(card.Red, 12), "The red 12 fits now, above the 11 of its row. Left in your hand at the end: minus 12."},
		{card.New(card.Yellow, 8), "fits now, below the 9"},
		// Green lies beside yellow, whose 9 lies: a connection card leads there.
		{card.New(card.Green, 9), "The green 9 fits with a connection card laid at the yellow 9"},
		// Blue is not beside yellow: the blue 9 must wait.
		{card.New(card.Blue, 9), "The blue 9 does not fit yet"},
		{card.New(card.Yellow, 10), "already lies on the table"},
		{card.Joker(2), "Joker: it can stand in any empty place"},
	}
	for _, c := range cases {
		got := i18n.ExplainMaster(&i18n.English, &v, c.c)
		if !strings.Contains(got, c.want) {
			t.Errorf("%v: %q, want it to say %q", c.c, got, c.want)
		}
		de := i18n.ExplainMaster(&i18n.German, &v, c.c)
		if de == got || strings.Contains(de, "%!") || strings.Contains(got, "%!") {
			t.Errorf("%v: the German %q against the English %q", c.c, de, got)
		}
	}
}

// TestLongPressExplainsAHandCard: a long press on a hand card shows what it
// means, in a panel on the screen, and neither plays nor selects it; the
// next tap only dismisses the panel; a plain tap then plays the card.
func TestLongPressExplainsAHandCard(t *testing.T) {
	for _, s := range []shell.Setup{scenetest.OneHuman(3), scenetest.MasterHuman(3)} {
		// The first deal whose person can lay a number card at once.
		var tb *Table
		var ctx *game.Context
		c := card.None
		for seed := uint64(1); seed < 40 && c == card.None; seed++ {
			s.Seed = seed
			var err error
			if tb, err = NewTable(s); err != nil {
				t.Fatal(err)
			}
			ctx = gameloop.NarrowCtx(390, 844)
			if !untilHumanTurn(t, tb, ctx) {
				continue
			}
			for _, h := range tb.Highlighted() {
				if !h.IsJoker() {
					c = h
					break
				}
			}
		}
		if c == card.None {
			t.Fatalf("%s: nothing to lay in any deal", s.Game)
		}
		// The card's top-left corner, which no later card covers.
		cx, cy, _ := tb.HandCardRect(c)
		x, y := cx+8, cy+10
		before, hand := tb.State.Actions(), len(tb.Own())
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.LongPress = x, y, true, true })
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y = x, y }) // the release, swallowed by the input
		want := tb.State.Explain(tb.text, tb.Bottom, c)
		if got := tb.Explain.Text; got != want || got == "" || !tb.Explain.Shown() {
			t.Fatalf("%s: the long press shows %q, want %q", s.Game, got, want)
		}
		if tb.State.Actions() != before || len(tb.Own()) != hand || tb.press.active {
			t.Fatalf("%s: the long press changed the game: %d actions (was %d), %d cards (was %d)", s.Game, tb.State.Actions(), before, len(tb.Own()), hand)
		}
		if box, _, _ := tb.Explain.Layout(ctx.Scale, tb.Lay.LW, tb.Lay.LH); !ui.Inside(box, tb.Lay.LW, tb.Lay.LH) || tb.AtRest() {
			t.Errorf("%s: the explanation %+v is off the screen, or the table rests under it", s.Game, box)
		}
		click(tb, ctx, x, y)
		if tb.Explain.Shown() || tb.State.Actions() != before {
			t.Fatalf("%s: the tap after it should only dismiss the explanation", s.Game)
		}
		click(tb, ctx, x, y)
		if tb.State.Actions() == before {
			t.Fatalf("%s: a plain tap on the %v did not play it", s.Game, c)
		}
	}
}

// TestExplanationFitsEveryShape: the explanation of every card of a hand
// stands on the screen, in text of at least 12 CSS px, on every shape.
func TestExplanationFitsEveryShape(t *testing.T) {
	for _, sz := range append([]scenetest.Size{{W: 1280, H: 720}}, scenetest.ShapeSizes...) {
		tb, err := NewTable(scenetest.MasterHuman(5))
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NarrowCtx(sz.W, sz.H)
		gameloop.Tick(tb, ctx, nil)
		if css := ui.BubbleSize * ctx.Scale / ctx.DPR; css < scenetest.MinTextCSS {
			t.Errorf("%vx%v: the explanation's text is %.1f CSS px", sz.W, sz.H, css)
		}
		for _, c := range tb.Own() {
			x, y, w := tb.HandCardRect(c)
			tb.showExplain(c, ui.Rect{X: x, Y: y, W: w, H: ui.CardH(w)})
			b, lines, _ := tb.Explain.Layout(ctx.Scale, tb.Lay.LW, tb.Lay.LH)
			if len(lines) == 0 || !ui.Inside(b, tb.Lay.LW, tb.Lay.LH) {
				t.Errorf("%vx%v: the %v's explanation %+v is not on the screen", sz.W, sz.H, c, b)
			}
			for _, ln := range lines {
				if lw, _ := sprites.MeasureText(ln, sprites.Face(ui.BubbleSize*ctx.Scale, false)); lw/ctx.Scale > b.W-2*ui.BubblePad+0.01 {
					t.Errorf("%vx%v: %q is wider than its panel", sz.W, sz.H, ln)
				}
			}
		}
	}
}
