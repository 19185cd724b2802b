package scenes

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestLongPressShowsOneBubbleAtBothTables: a long press on a card at the
// rows table and at the board brings up the same bubble: both wrap and
// place through it, both end in the closing line of the game's language,
// and a key closes both without doing anything else.
func TestLongPressShowsOneBubbleAtBothTables(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		tx := i18n.T(lang)
		// The rows table, on a phone.
		tb, err := rows.NewTable(scenetest.OneHuman(1))
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NarrowCtx(390, 844)
		ctx.Settings.Lang = lang
		if !rUntilHumanTurn(t, tb, ctx) {
			t.Fatal("no turn for the person")
		}
		c := tb.Own()[0]
		x, y, _ := tb.HandCardRect(c)
		x, y = x+8, y+10
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.LongPress = x, y, true, true })
		// The board.
		b, bctx, bx, by := rBoardToChoose(t, "zweikampf", lang, 390, 844)
		gameloop.Tick(b, bctx, func(in *game.Input) { in.X, in.Y, in.LongPress = bx, by, true })

		shown := []struct {
			name   string
			bubble any
			b      *ui.Bubble
			lw, lh float64
			s      float64
		}{
			{"rows table", tb.Explain, &tb.Explain, tb.Lay.LW, tb.Lay.LH, ctx.Scale},
			{"board", b.Explain, &b.Explain, b.Geom.LW, b.Geom.LH, bctx.Scale},
		}
		if reflect.TypeOf(shown[0].bubble) != reflect.TypeOf(ui.Bubble{}) || reflect.TypeOf(shown[1].bubble) != reflect.TypeOf(ui.Bubble{}) {
			t.Fatalf("the tables explain through %T and %T", shown[0].bubble, shown[1].bubble)
		}
		for _, sh := range shown {
			if !sh.b.Shown() || sh.b.Text == "" {
				t.Fatalf("%v/%s: the long press shows no bubble", lang, sh.name)
			}
			r, lines, _ := sh.b.Layout(sh.s, sh.lw, sh.lh)
			if last := lines[len(lines)-1]; last != i18n.WordsOf(tx).ExDismiss {
				t.Errorf("%v/%s: the bubble ends in %q, want %q", lang, sh.name, last, i18n.WordsOf(tx).ExDismiss)
			}
			if !ui.Inside(r, sh.lw, sh.lh) {
				t.Errorf("%v/%s: the bubble %+v is off the screen", lang, sh.name, r)
			}
		}
		// A key closes either bubble, and does nothing else.
		before, sel := tb.State.Actions(), tb.Sel
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyRight) })
		if tb.Explain.Shown() || tb.State.Actions() != before || tb.Sel != sel {
			t.Errorf("%v: a key left the rows table's bubble up (%v) or moved the selection %d→%d", lang, tb.Explain.Shown(), sel, tb.Sel)
		}
		bacts, bsel := b.Round().Actions(), b.Sel
		gameloop.Tick(b, bctx, func(in *game.Input) { in.PressKey(ebiten.KeyRight) })
		if b.Explain.Shown() || b.Round().Actions() != bacts || b.Sel != bsel {
			t.Errorf("%v: a key left the board's bubble up (%v) or chose", lang, b.Explain.Shown())
		}
	}
}
