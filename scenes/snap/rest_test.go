package snap

import (
	"elferraus/game"
	"testing"
)

func TestRealTimeScenesNeverRest(t *testing.T) {
	sc, err := NewSnap(twoAtOneKeyboard(3))
	if err != nil {
		t.Fatal(err)
	}
	// Schnipp Schnapp runs on exact ticks: the game must never wait for
	// input at its table.
	var s game.Scene = sc
	if _, ok := s.(game.Rester); ok {
		t.Error("the Schnipp Schnapp table can rest; its clock would stop")
	}
}
