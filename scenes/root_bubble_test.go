package scenes

import (
	"elferraus/game"
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
		tx := T(lang)
		// The rows table, on a phone.
		tb, err := NewTable(oneHuman(1))
		if err != nil {
			t.Fatal(err)
		}
		ctx := narrowCtx(390, 844)
		ctx.Settings.Lang = lang
		if !rUntilHumanTurn(t, tb, ctx) {
			t.Fatal("no turn for the person")
		}
		c := tb.own()[0]
		x, y, _ := tb.handCardRect(c)
		x, y = x+8, y+10
		tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = x, y, true, true })
		tick(tb, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.LongPress = x, y, true, true })
		// The board.
		b, bctx, bx, by := rBoardToChoose(t, "zweikampf", lang, 390, 844)
		tick(b, bctx, func(in *game.Input) { in.X, in.Y, in.LongPress = bx, by, true })

		shown := []struct {
			name   string
			bubble any
			b      *bubble
			lw, lh float64
			s      float64
		}{
			{"rows table", tb.explain, &tb.explain, tb.lay.lw, tb.lay.lh, ctx.Scale},
			{"board", b.explain, &b.explain, b.geom.lw, b.geom.lh, bctx.Scale},
		}
		if reflect.TypeOf(shown[0].bubble) != reflect.TypeOf(bubble{}) || reflect.TypeOf(shown[1].bubble) != reflect.TypeOf(bubble{}) {
			t.Fatalf("the tables explain through %T and %T", shown[0].bubble, shown[1].bubble)
		}
		for _, sh := range shown {
			if !sh.b.shown() || sh.b.text == "" {
				t.Fatalf("%v/%s: the long press shows no bubble", lang, sh.name)
			}
			r, lines, _ := sh.b.layout(sh.s, sh.lw, sh.lh)
			if last := lines[len(lines)-1]; last != wordsOf(tx).ExDismiss {
				t.Errorf("%v/%s: the bubble ends in %q, want %q", lang, sh.name, last, wordsOf(tx).ExDismiss)
			}
			if !inside(r, sh.lw, sh.lh) {
				t.Errorf("%v/%s: the bubble %+v is off the screen", lang, sh.name, r)
			}
		}
		// A key closes either bubble, and does nothing else.
		before, sel := tb.state.Actions(), tb.sel
		tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyRight) })
		if tb.explain.shown() || tb.state.Actions() != before || tb.sel != sel {
			t.Errorf("%v: a key left the rows table's bubble up (%v) or moved the selection %d→%d", lang, tb.explain.shown(), sel, tb.sel)
		}
		bacts, bsel := b.round.Actions(), b.sel
		tick(b, bctx, func(in *game.Input) { in.PressKey(ebiten.KeyRight) })
		if b.explain.shown() || b.round.Actions() != bacts || b.sel != bsel {
			t.Errorf("%v: a key left the board's bubble up (%v) or chose", lang, b.explain.shown())
		}
	}
}
