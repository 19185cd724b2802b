package menu

import (
	"elferraus/scenes/scenetest"
	"testing"
)

// TestDailyDoesNotLeakIntoTheNextMatch: after a deal of the day the menu
// and "new match" start ordinary matches.
func TestDailyDoesNotLeakIntoTheNextMatch(t *testing.T) {
	s := scenetest.OneHuman(3)
	s.Daily, s.Rounds = "2026-11-22", 1
	m := NewMenu(s)
	if m.Setup().Daily != "" || m.Setup().Rounds == 1 {
		t.Fatalf("the menu after a deal of the day keeps %+v", m.Setup())
	}
}
