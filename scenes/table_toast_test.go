package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	mastereng "elferraus/engine/master"
	"elferraus/game"
)

// TestToastCoversNoCards: a message, long or short, lies on the screen in
// the status line's place on every shape, over none of the rows, the hand
// (a lifted card too), the pile, the buttons or the seats.
func TestToastCoversNoCards(t *testing.T) {
	msgs := []string{
		english.RefusalDefault,
		"That card does not fit: the red 7 needs the red 6 on the table first, and this line is long.",
		"Diese Karte passt nicht: Die rote 7 braucht zuerst die rote 6 auf dem Tisch, und diese Zeile ist lang.",
	}
	sizes := append(shapeSizes[:len(shapeSizes):len(shapeSizes)], struct{ w, h float64 }{1280, 720})
	for _, gameID := range []string{"elfer", mastereng.ID} {
		values := 20
		if gameID == mastereng.ID {
			values = mastereng.MaxValue
		}
		for _, sz := range sizes {
			ctx := narrowCtx(sz.w, sz.h)
			for players := 2; players <= 6; players++ {
				name := fmt.Sprintf("%s %vx%v/%d players", gameID, sz.w, sz.h, players)
				l := newLayout(ctx.LW, ctx.LH, players-1, card.Colors[:], values)
				tb := &Table{lay: l, names: []string{"Annemarie", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"}}
				if values > 20 {
					tb.pk = (*masterRound)(nil)
				}
				for _, msg := range msgs {
					_, _, _, box := tb.toastLayout(msg, ctx.Scale)
					if !inside(box, l.lw, l.lh) {
						t.Errorf("%s: the message %+v is not on the %vx%v screen", name, box, l.lw, l.lh)
					}
					for _, r := range tableRegions(&l, players) {
						if r.name == "status" {
							continue // the message takes its place
						}
						if overlaps(box, r.r) {
							t.Errorf("%s: the message %+v covers the %s %+v", name, box, r.name, r.r)
						}
					}
				}
			}
		}
	}
}

// TestToastGoesWhenTheTurnPasses: a refusal shown on the person's turn is
// gone once another seat is on turn, however short the bots' pause.
func TestToastGoesWhenTheTurnPasses(t *testing.T) {
	tb, _ := NewTable(oneHuman(5))
	ctx := newCtx()
	if !untilHumanTurn(t, tb, ctx) {
		t.Fatal("no turn for the person")
	}
	var bad card.Card = card.None
	for _, c := range es(tb).Hand(0) {
		if !tb.isLegalLay(c) {
			bad = c
			break
		}
	}
	if bad == card.None {
		t.Fatal("every card fits")
	}
	tb.selectCard(bad)
	tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	if tb.msg.text == "" || tb.msg.ticks == 0 {
		t.Fatal("the refusal shows no message")
	}
	// Play the turn out with the engine's first legal action each time.
	turn := tb.state.TurnNumber()
	for i := 0; i < 30 && tb.state.TurnNumber() == turn; i++ {
		playByKey(tb, ctx, es(tb).Legal(0)[0])
	}
	for range 200 {
		if tb.state.TurnNumber() != turn {
			break
		}
		tick(tb, ctx, nil)
	}
	if tb.state.TurnNumber() == turn {
		t.Fatal("the turn did not pass")
	}
	if tb.msg.ticks > 0 {
		t.Errorf("the refusal %q still shows on turn %d (%d ticks left)", tb.msg.text, tb.state.TurnNumber(), tb.msg.ticks)
	}
}
