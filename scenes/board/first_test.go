package board

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestKeysInTheirLanguage: a German button names the space bar as a German
// keyboard does, beside German words ("Leertaste", not "Space").
func TestKeysInTheirLanguage(t *testing.T) {
	c := choice{label: "Karte legen", key: ebiten.KeySpace}
	if got := c.Shown(true, i18n.T(game.German)); got != "Karte legen (Leertaste)" {
		t.Errorf("German button: %q", got)
	}
	c = choice{label: "Lay your card", key: ebiten.KeySpace}
	if got := c.Shown(true, i18n.T(game.English)); got != "Lay your card (Space)" {
		t.Errorf("English button: %q", got)
	}
}
