package scenes

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRulesFromTheTable: H shows this game's rules over the table, and Back
// returns to the very same table.
func TestRulesFromTheTable(t *testing.T) {
	tb, _ := rows.NewTable(scenetest.MasterHuman(2))
	ctx := gameloop.NewCtx()
	gameloop.Tick(tb, ctx, nil)
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyH) })
	r, ok := ctx.Next().(*menu.Rules)
	if !ok || menu.RuleGames()[r.Variant].ID != scenetest.MasterGame {
		t.Fatal("H did not show MASTER's rules")
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
	if back := ctx.Next(); back != game.Scene(tb) {
		t.Fatalf("Back from the rules went to %v, not the table", back)
	}
}
