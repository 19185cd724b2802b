package shell

import (
	"testing"

	"elferraus/scenes/gameloop"
)

func TestMain(m *testing.M) { gameloop.RunMain(m) }
