package bot

import (
	"os"
	"testing"

	"elferraus/engine/elfer"
)

// TestReportFigures prints the figures quoted in the documentation: the
// win rate and mean penalty points of hard against three normal bots and of
// normal against three easy bots, over 2000 four-seat rounds of every
// variant. It takes a few seconds, so it runs only when BOT_REPORT is set.
func TestReportFigures(t *testing.T) {
	if os.Getenv("BOT_REPORT") == "" {
		t.Skip("set BOT_REPORT=1 to print the strength figures")
	}
	for _, vr := range elfer.Variants() {
		opts := elfer.Options{Variant: vr}
		for _, m := range []struct{ strong, weak Level }{{Hard, Normal}, {Normal, Easy}} {
			res, err := duel(opts, 4, 2000, 1, level(m.strong), level(m.weak))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%-27s %-6s vs 3 %-6s: win %5.1f%%  mean %5.2f  (the others: win %4.1f%% each, mean %5.2f)",
				vr.ID(), m.strong, m.weak, 100*res.winRate(), res.meanScore(),
				100*float64(res.rounds-res.wins-res.blocked)/float64(3*res.rounds), res.othersMean())
		}
	}
}
