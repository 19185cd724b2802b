package rows

import (
	"elferraus/engine/card"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	mastereng "elferraus/engine/master"
	"elferraus/game"
)

// TestToastCoversNoCards: a message, long or short, lies on the screen in
// the status line's place on every shape, over none of the rows, the hand
// (a lifted card too), the pile, the buttons or the seats.
func TestToastCoversNoCards(t *testing.T) {
	msgs := []string{
		i18n.English.RefusalDefault,
		"That card does not fit: the red 7 needs the red 6 on the table first, and this line is long.",
		"Diese Karte passt nicht: Die rote 7 braucht zuerst die rote 6 auf dem Tisch, und diese Zeile ist lang.",
	}
	sizes := append(scenetest.ShapeSizes[:len(scenetest.ShapeSizes):len(scenetest.ShapeSizes)], scenetest.Size{W: 1280, H: 720})
	for _, gameID := range []string{"elfer", mastereng.ID} {
		values := 20
		if gameID == mastereng.ID {
			values = mastereng.MaxValue
		}
		for _, sz := range sizes {
			ctx := gameloop.NarrowCtx(sz.W, sz.H)
			for players := 2; players <= 6; players++ {
				name := fmt.Sprintf("%s %vx%v/%d players", gameID, sz.W, sz.H, players)
				l := newLayout(ctx.LW, ctx.LH, players-1, card.Colors[:], values)
				tb := &Table{Lay: l, names: []string{"Annemarie", "Bot 1", "Bot 2", "Bot 3", "Bot 4", "Bot 5"}}
				if values > 20 {
					tb.pk = (*MasterRound)(nil)
				}
				for _, msg := range msgs {
					_, _, _, box := tb.toastLayout(msg, ctx.Scale)
					if !ui.Inside(box, l.LW, l.LH) {
						t.Errorf("%s: the message %+v is not on the %vx%v screen", name, box, l.LW, l.LH)
					}
					for _, r := range tableRegions(&l, players) {
						if r.Name == "status" {
							continue // the message takes its place
						}
						if ui.Overlaps(box, r.R) {
							t.Errorf("%s: the message %+v covers the %s %+v", name, box, r.Name, r.R)
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
	tb, _ := NewTable(scenetest.OneHuman(5))
	ctx := gameloop.NewCtx()
	if !untilHumanTurn(t, tb, ctx) {
		t.Fatal("no turn for the person")
	}
	var bad card.Card = card.None
	for _, c := range Es(tb).Hand(0) {
		if !tb.isLegalLay(c) {
			bad = c
			break
		}
	}
	if bad == card.None {
		t.Fatal("every card fits")
	}
	tb.SelectCard(bad)
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	if tb.msg.Text == "" || tb.msg.Ticks == 0 {
		t.Fatal("the refusal shows no message")
	}
	// Play the turn out with the engine's first legal action each time.
	turn := tb.State.TurnNumber()
	for i := 0; i < 30 && tb.State.TurnNumber() == turn; i++ {
		PlayByKey(tb, ctx, Es(tb).Legal(0)[0])
	}
	for range 200 {
		if tb.State.TurnNumber() != turn {
			break
		}
		gameloop.Tick(tb, ctx, nil)
	}
	if tb.State.TurnNumber() == turn {
		t.Fatal("the turn did not pass")
	}
	if tb.msg.Ticks > 0 {
		t.Errorf("the refusal %q still shows on turn %d (%d ticks left)", tb.msg.Text, tb.State.TurnNumber(), tb.msg.Ticks)
	}
}
