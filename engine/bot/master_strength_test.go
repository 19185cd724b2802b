package bot

import (
	"os"
	"testing"
)

// masterStrengthCase is one comparison of a stronger level against a table
// of a weaker one.
type masterStrengthCase struct {
	strong, weak   Level
	minWin         float64 // the strong seat's share of won rounds must exceed this
	minWinMargin   float64 // ... and a weak seat's share by this
	minScoreMargin float64 // the strong seat's mean score must exceed the weak seats' by this
}

// masterStrengthCases are the bars: well below the measured figures (hard
// against three normal bots wins about 57% of the rounds and scores about
// 21 points more than they do; normal against three easy bots about 47%,
// 22 points more) but far above what equal bots reach (a quarter of the
// wins, equal means), so a weakened bot fails.
var masterStrengthCases = [...]masterStrengthCase{
	{Hard, Normal, 0.45, 0.25, 12},
	{Normal, Easy, 0.38, 0.20, 15},
}

// TestMasterStrength plays seeded four-seat rounds of one bot against three
// of the level below it, the seat moving round by round, and asserts that
// the stronger level wins clearly more than its fair quarter and scores
// clearly more points. The seeds are fixed, so the test is deterministic.
func TestMasterStrength(t *testing.T) {
	rounds := 1200
	if testing.Short() {
		rounds = 400
	}
	for _, c := range masterStrengthCases {
		name := c.strong.String() + "-vs-" + c.weak.String()
		t.Run(name, func(t *testing.T) {
			res, err := masterDuel(4, rounds, 20240601, masterLevel(c.strong), masterLevel(c.weak))
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%s vs 3 %s: %v", c.strong, c.weak, res)
			if res.winRate() <= c.minWin {
				t.Errorf("%s won %.1f%% of %d rounds against three %s bots, want more than %.0f%%",
					c.strong, 100*res.winRate(), res.rounds, c.weak, 100*c.minWin)
			}
			if res.winRate() <= res.othersWinRate()+c.minWinMargin {
				t.Errorf("%s won %.1f%%, a %s seat %.1f%%: margin below %.0f points",
					c.strong, 100*res.winRate(), c.weak, 100*res.othersWinRate(), 100*c.minWinMargin)
			}
			if margin := res.meanScore() - res.othersMean(); margin <= c.minScoreMargin {
				t.Errorf("%s scored %.2f a round, the %s seats %.2f: margin %.2f, want more than %.1f",
					c.strong, res.meanScore(), c.weak, res.othersMean(), margin, c.minScoreMargin)
			}
		})
	}
}

// TestMasterStrengthSeats plays hard against normal at every other table
// size, where the bars are lower: with five or six seats a round is short
// and a single seat's skill shows less (measured: two seats about 76% wins
// and 33 points ahead, three 78% and 36, five 27% against 19% and 5 points,
// six 24% against 16% and 5 points).
func TestMasterStrengthSeats(t *testing.T) {
	rounds := 800
	if testing.Short() {
		rounds = 200
	}
	for _, n := range []int{2, 3, 5, 6} {
		res, err := masterDuel(n, rounds, 20240601, masterLevel(Hard), masterLevel(Normal))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d seats, hard vs normal: %v", n, res)
		fair := 1 / float64(n)
		if res.winRate() <= fair+0.03 || res.winRate() <= res.othersWinRate()+0.03 {
			t.Errorf("%d seats: hard won %.1f%%, a normal seat %.1f%%: no clear margin", n, 100*res.winRate(), 100*res.othersWinRate())
		}
		if margin := res.meanScore() - res.othersMean(); margin <= 1.5 {
			t.Errorf("%d seats: hard scored %.2f a round, the normal seats %.2f: margin %.2f, want more than 1.5",
				n, res.meanScore(), res.othersMean(), margin)
		}
	}
}

// TestMasterStrengthControl plays a level against three of itself under
// the same seeds as TestMasterStrength and checks that it stays below the
// loosest of its bars: equal bots do not pass them, so passing them means
// a real difference.
func TestMasterStrengthControl(t *testing.T) {
	rounds := 800
	if testing.Short() {
		rounds = 400
	}
	minWin, minScore := 1.0, 100.0
	for _, c := range masterStrengthCases {
		minWin, minScore = min(minWin, c.minWin), min(minScore, c.minScoreMargin)
	}
	for _, l := range []Level{Normal, Hard} {
		res, err := masterDuel(4, rounds, 20240601, masterLevel(l), masterLevel(l))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s vs 3 %s: %v", l, l, res)
		if res.winRate() >= minWin || res.meanScore()-res.othersMean() >= minScore {
			t.Errorf("%s against itself: win %.1f%%, margin %.2f: the strength bars would not tell equal bots apart",
				l, 100*res.winRate(), res.meanScore()-res.othersMean())
		}
	}
}

// TestMasterReportFigures prints the figures quoted in the documentation:
// the win rate and mean score of hard against three normal bots and of
// normal against three easy bots, over 2000 four-seat MASTER rounds. It
// takes a few seconds, so it runs only when BOT_REPORT is set.
func TestMasterReportFigures(t *testing.T) {
	if os.Getenv("BOT_REPORT") == "" {
		t.Skip("set BOT_REPORT=1 to print the strength figures")
	}
	for _, m := range []struct{ strong, weak Level }{{Hard, Normal}, {Normal, Easy}} {
		res, err := masterDuel(4, 2000, 1, masterLevel(m.strong), masterLevel(m.weak))
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("master %-6s vs 3 %-6s: win %5.1f%%  mean %6.2f  bonus %.2f  (the others: win %4.1f%% each, mean %6.2f, bonus %.2f)",
			m.strong, m.weak, 100*res.winRate(), res.meanScore(), float64(res.bonus)/float64(res.rounds),
			100*res.othersWinRate(), res.othersMean(), float64(res.othersBonus)/float64(3*res.rounds))
	}
}
