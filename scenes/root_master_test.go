package scenes

import (
	"elferraus/game"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRulesFromTheTable: H shows this game's rules over the table, and Back
// returns to the very same table.
func TestRulesFromTheTable(t *testing.T) {
	tb, _ := NewTable(masterHuman(2))
	ctx := newCtx()
	tick(tb, ctx, nil)
	tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyH) })
	r, ok := ctx.Next().(*Rules)
	if !ok || ruleGames()[r.variant].ID != masterGame {
		t.Fatal("H did not show MASTER's rules")
	}
	tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if back := ctx.Next(); back != game.Scene(tb) {
		t.Fatalf("Back from the rules went to %v, not the table", back)
	}
}
