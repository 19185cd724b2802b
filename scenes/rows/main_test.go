package rows

import (
	"testing"

	"elferraus/scenes/gameloop"

	// Every table family and the menu register with the shell when they
	// load; the tests here move between them.
	_ "elferraus/scenes/board"
	_ "elferraus/scenes/menu"
	_ "elferraus/scenes/snap"
)

func TestMain(m *testing.M) { gameloop.RunMain(m) }
