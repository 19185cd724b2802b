package rows

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"strings"
	"testing"
)

// TestKeyHintsOnlyWithKeyboard: the table's line of keys and the key in
// its rules link show while a keyboard is in use, and not after a finger
// touched the screen.
func TestKeyHintsOnlyWithKeyboard(t *testing.T) {
	for _, s := range []shell.Setup{scenetest.OneHuman(3), scenetest.MasterHuman(4)} {
		tb, err := NewTable(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		if !untilHumanTurn(t, tb, ctx) {
			t.Fatal("no turn for the person")
		}
		ctx.Input.Keyboard = true
		if h := tb.keysHint(ctx); !strings.Contains(h, "Enter") {
			t.Errorf("%s: keys hint %q with a keyboard", s.Game, h)
		}
		ctx.Input.Keyboard = false
		if h := tb.keysHint(ctx); h != "" {
			t.Errorf("%s: keys hint %q without a keyboard", s.Game, h)
		}
	}
	for _, lang := range []game.Lang{game.English, game.German} {
		tx := i18n.T(lang)
		if l := ui.RulesLabel(tx, true); !strings.Contains(l, "(H)") {
			t.Errorf("rules link %q with a keyboard names no key", l)
		}
		if l := ui.RulesLabel(tx, false); strings.Contains(l, "(") || l == "" {
			t.Errorf("rules link %q without a keyboard", l)
		}
	}
}
