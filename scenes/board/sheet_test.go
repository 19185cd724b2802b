package board

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/shell"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestBoardMatchEndOffersANewMatch: at the end of a board match Enter (and
// the New match button) deal a new match of the same setup with another
// seed; Esc goes to the menu. Before, Enter went to the menu.
func TestBoardMatchEndOffersANewMatch(t *testing.T) {
	for _, how := range []string{"enter", "button", "escape"} {
		t.Run(how, func(t *testing.T) {
			b, ctx := boardAt(t, "zweikampf", 2, 1280, 720, 20000)
			for range 400 {
				if b.EndShown && b.Wait == 0 {
					break
				}
				gameloop.Tick(b, ctx, nil)
			}
			if !b.Match.Over() || !b.EndShown || b.Wait > 0 {
				t.Fatal("the match did not end")
			}
			switch how {
			case "enter":
				gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			case "escape":
				gameloop.Tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
			case "button":
				r := b.EndButtons()[shell.EndNewMatch]
				gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = r.X+r.W/2, r.Y+r.H/2, true, true })
				gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.X+r.W/2, r.Y+r.H/2, true })
			}
			next := ctx.Next()
			if how == "escape" {
				if _, ok := next.(*menu.Menu); !ok {
					t.Fatalf("Esc opened %T, want the menu", next)
				}
				return
			}
			nb, ok := next.(*Board)
			if !ok {
				t.Fatalf("%s opened %T, want a new match at the board", how, next)
			}
			if nb.Setup.Game != b.Setup.Game || nb.Setup.Players != b.Setup.Players || nb.Setup.Humans() != b.Setup.Humans() {
				t.Errorf("the new match is %+v, want the setup %+v", nb.Setup, b.Setup)
			}
			if nb.Match.Seed == b.Match.Seed {
				t.Error("the new match deals the same cards")
			}
		})
	}
}
