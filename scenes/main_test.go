package scenes

import (
	"elferraus/scenes/gameloop"
	"testing"
)

func TestMain(m *testing.M) { gameloop.RunMain(m) }
