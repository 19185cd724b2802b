package bot

import (
	"testing"

	"elferraus/engine/elfer"
)

// strengthCase is one comparison of a stronger level against a table of a
// weaker one.
type strengthCase struct {
	opts           elfer.Options
	strong, weak   Level
	rounds         int
	minWin         float64 // the strong seat's share of won rounds must exceed this
	minScoreMargin float64 // the weak seats' mean penalty must exceed the strong seat's by this
}

// TestStrength plays seeded four-seat rounds of one bot against three of the
// level below it, seat moving round by round, and asserts that the stronger
// level wins clearly more than its fair quarter and keeps clearly fewer
// penalty points. The seeds are fixed, so the test is deterministic; the
// thresholds are well below the measured figures but far above what equal
// bots reach (a quarter of the wins, equal means), so a weakened bot fails.
func TestStrength(t *testing.T) {
	long, each := 4000, 1500
	if testing.Short() {
		long, each = 800, 400
	}
	cases := []strengthCase{
		{elfer.Options{}, Hard, Normal, long, 0.40, 8},
		{elfer.Options{}, Normal, Easy, long, 0.32, 3},
	}
	for _, vr := range elfer.Variants()[1:] {
		cases = append(cases,
			strengthCase{elfer.Options{Variant: vr}, Hard, Normal, each, 0.35, 5},
			strengthCase{elfer.Options{Variant: vr}, Normal, Easy, each, 0.30, 2.5},
		)
	}
	for _, c := range cases {
		name := c.opts.Variant.ID() + "/" + c.strong.String() + "-vs-" + c.weak.String()
		t.Run(name, func(t *testing.T) {
			res, err := duel(c.opts, 4, c.rounds, 20240601, level(c.strong), level(c.weak))
			if err != nil {
				t.Fatal(err)
			}
			weakWin := float64(res.rounds-res.wins-res.blocked) / float64(3*res.rounds)
			t.Logf("%s: %v; each %s seat wins %.1f%%", name, res, c.weak, 100*weakWin)
			if res.winRate() <= c.minWin {
				t.Errorf("%s won %.1f%% of %d rounds against three %s bots, want more than %.0f%%",
					c.strong, 100*res.winRate(), res.rounds, c.weak, 100*c.minWin)
			}
			if res.winRate() <= weakWin+0.05 {
				t.Errorf("%s won %.1f%%, a %s seat %.1f%%: no clear margin", c.strong, 100*res.winRate(), c.weak, 100*weakWin)
			}
			if margin := res.othersMean() - res.meanScore(); margin <= c.minScoreMargin {
				t.Errorf("%s kept %.2f penalty points a round, the %s seats %.2f: margin %.2f, want more than %.1f",
					c.strong, res.meanScore(), c.weak, res.othersMean(), margin, c.minScoreMargin)
			}
		})
	}
}

// TestStrengthControl plays a level against three of itself under the same
// seeds as TestStrength and checks that it stays below TestStrength's bars:
// equal bots do not pass them, so passing them means a real difference.
func TestStrengthControl(t *testing.T) {
	rounds := 4000
	if testing.Short() {
		rounds = 800
	}
	for _, l := range []Level{Normal, Hard} {
		res, err := duel(elfer.Options{}, 4, rounds, 20240601, level(l), level(l))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s vs 3 %s: %v", l, l, res)
		if res.winRate() >= 0.32 || res.othersMean()-res.meanScore() >= 3 {
			t.Errorf("%s against itself: win %.1f%%, margin %.2f: the strength bars would not tell equal bots apart",
				l, 100*res.winRate(), res.othersMean()-res.meanScore())
		}
	}
}
