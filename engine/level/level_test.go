package level_test

import (
	"testing"

	"elferraus/engine/level"
)

func TestParseRoundTrip(t *testing.T) {
	for _, l := range level.All() {
		got, err := level.Parse(" " + l.String() + " ")
		if err != nil || got != l {
			t.Errorf("Parse(%q) = %v, %v", l.String(), got, err)
		}
	}
	if _, err := level.Parse("expert"); err == nil {
		t.Error("an unknown level was accepted")
	}
	if level.Level(7).String() != "level(7)" {
		t.Error("an unknown level has no readable name")
	}
}
