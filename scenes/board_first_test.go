package scenes

import (
	"elferraus/game"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestKeysInTheirLanguage: a German button names the space bar as a German
// keyboard does, beside German words ("Leertaste", not "Space").
func TestKeysInTheirLanguage(t *testing.T) {
	c := choice{label: "Karte legen", key: ebiten.KeySpace}
	if got := c.shown(true, T(game.German)); got != "Karte legen (Leertaste)" {
		t.Errorf("German button: %q", got)
	}
	c = choice{label: "Lay your card", key: ebiten.KeySpace}
	if got := c.shown(true, T(game.English)); got != "Lay your card (Space)" {
		t.Errorf("English button: %q", got)
	}
}
