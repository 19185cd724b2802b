package snap_test

import (
	"math"
	"slices"
	"testing"

	"elferraus/engine/snap"
)

func TestParseLevel(t *testing.T) {
	for _, l := range snap.Levels() {
		got, err := snap.ParseLevel(" " + l.String() + " ")
		if err != nil || got != l {
			t.Errorf("ParseLevel(%q) = %v, %v", l.String(), got, err)
		}
	}
	if _, err := snap.ParseLevel("expert"); err == nil {
		t.Error("expert is a level")
	}
}

func TestReactionTimes(t *testing.T) {
	want := map[snap.Level]float64{snap.Easy: 800, snap.Normal: 550, snap.Hard: 380}
	var medians []float64
	for _, l := range snap.Levels() {
		if snap.Median(l) != want[l] {
			t.Errorf("%v: median %v, want %v", l, snap.Median(l), want[l])
		}
		b := snap.NewBot(l, uint64(l)+11)
		xs := make([]float64, 10000)
		sum := 0.0
		for i := range xs {
			xs[i] = b.ReactionMillis()
			sum += xs[i]
		}
		slices.Sort(xs)
		med := xs[len(xs)/2]
		if math.Abs(med-want[l]) > 0.1*want[l] {
			t.Errorf("%v: measured median %.0f ms, want %v ± 10%%", l, med, want[l])
		}
		if xs[0] < snap.MinReaction {
			t.Errorf("%v: a reaction of %.0f ms", l, xs[0])
		}
		// Right-skewed: the mean lies above the median, the long tail to the
		// right.
		if mean := sum / float64(len(xs)); mean <= med || xs[9900]-med <= med-xs[100] {
			t.Errorf("%v: mean %.0f, median %.0f, 1%% %.0f, 99%% %.0f: not right-skewed", l, mean, med, xs[100], xs[9900])
		}
		medians = append(medians, med)
	}
	if !slices.IsSortedFunc(medians, func(a, b float64) int { return int(b - a) }) {
		t.Errorf("medians %v do not fall from easy to hard", medians)
	}
}

func TestLnAgreesWithMath(t *testing.T) {
	// The reaction sampler uses its own logarithm; check it through the
	// distribution it produces: the fraction of Hard samples below the
	// level's median is one half, as the ex-Gaussian says.
	b := snap.NewBot(snap.Hard, 5)
	below := 0
	for range 20000 {
		if b.ReactionMillis() < snap.Median(snap.Hard) {
			below++
		}
	}
	if f := float64(below) / 20000; math.Abs(f-0.5) > 0.015 {
		t.Errorf("%.3f of the samples lie below the median", f)
	}
}

func TestBotsCallOnlyAfterTheCardShows(t *testing.T) {
	for _, l := range snap.Levels() {
		// One bot alone at a slow tempo: every right call of his is a
		// capture, so the reactions measured in the game are his own.
		var reactions []float64
		calls, mistakes := 0, 0
		for seed := uint64(1); len(reactions) < 400 && seed < 200; seed++ {
			g := botGame{snap.Options{}, 3, seed, 150, []snap.Level{l}}
			g.run(t, func(s *snap.State, ev []snap.Event) {
				for _, e := range ev {
					if e.Seat != 0 {
						continue
					}
					switch e.Kind {
					case snap.Captured:
						calls++
						if e.Reaction < snap.FromMillis(snap.MinReaction) {
							t.Fatalf("%v: a call %d ticks after the match appeared", l, e.Reaction)
						}
						reactions = append(reactions, float64(e.Reaction.Millis()))
					case snap.Mistake:
						calls++
						mistakes++
					}
				}
			})
		}
		slices.Sort(reactions)
		med := reactions[len(reactions)/2]
		if math.Abs(med-snap.Median(l)) > 0.1*snap.Median(l) {
			t.Errorf("%v: median reaction in play %.0f ms over %d calls, want %v ± 10%%", l, med, len(reactions), snap.Median(l))
		}
		t.Logf("%v: %d calls, %d mistakes, median %.0f ms", l, calls, mistakes, med)
		if l == snap.Easy && mistakes == 0 {
			t.Errorf("the easy bot never erred in %d calls", calls)
		}
	}
}

func TestBotNeverCallsBeforeTheMatch(t *testing.T) {
	// Feed a bot the views of a game tick by tick; whenever it calls, the
	// match it calls for (or the near-match it mistook) was shown at least
	// MinReaction before, judged from the view alone.
	for _, l := range snap.Levels() {
		g := botGame{snap.Options{}, 4, 9, 20, []snap.Level{l, l, l, l}}
		checked := 0
		g.run(t, func(s *snap.State, ev []snap.Event) {
			for _, e := range ev {
				if (e.Kind == snap.Captured || e.Kind == snap.Tied) && e.Reaction < snap.FromMillis(snap.MinReaction) {
					t.Fatalf("%v: %v", l, e)
				}
				if e.Kind == snap.Captured {
					checked++
				}
			}
		})
		if checked == 0 {
			t.Errorf("%v: no capture in the game", l)
		}
	}
	// A bot shown a match at tick 100 is silent until 109 and calls by the
	// end of its longest reaction.
	s := table(t, snap.Options{}, 1, []string{"R7", "Y7"}, nil)
	play(t, s, []op{rv(0, 90), rv(1, 100)})
	b := snap.NewBot(snap.Hard, 3)
	var v snap.View
	for tick := snap.Tick(100); tick < 400; tick++ {
		s.ViewInto(0, &v)
		if w, ok := b.Decide(&v, tick); ok {
			if tick < 109 {
				t.Fatalf("called at tick %d", tick)
			}
			if w != snap.Schnapp {
				t.Logf("called %v (a wrong word now and then is allowed)", w)
			}
			return
		}
	}
	t.Log("the bot missed the match (allowed now and then)")
}

// TestBotKeepsQuietWhenTheMatchIsGone: a match covered before a bot's call
// is due is never called for, however short the time between: with no grace
// for late calls, such a call would be a mistake the level does not intend.
func TestBotKeepsQuietWhenTheMatchIsGone(t *testing.T) {
	for seed := range uint64(60) {
		s := table(t, snap.Options{}, 1, []string{"R7 G15", "Y7"}, nil)
		play(t, s, []op{rv(0, 90), rv(1, 100)})
		b := snap.NewBot(snap.Hard, seed)
		var v snap.View
		for tick := snap.Tick(100); tick < 400; tick++ {
			if tick == 108 {
				// The match goes one tick before the fastest call.
				play(t, s, []op{rv(0, 108)})
			}
			s.ViewInto(1, &v)
			if w, ok := b.Decide(&v, tick); ok {
				t.Fatalf("seed %d: the bot called %v at tick %d, after the match was covered at 108", seed, w, tick)
			}
		}
	}
}

func TestBotsAreDeterministic(t *testing.T) {
	g := goldenCases[1]
	a := g.run(t, nil)
	b := g.run(t, nil)
	if !a.Equal(b) {
		t.Error("two plays with the same seeds differ")
	}
}

func TestBotsFromAFreshStart(t *testing.T) {
	// Bots of every level against each other finish their games, and the
	// faster level wins more quartets over many games.
	wins := map[snap.Level]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		g := botGame{snap.Options{TimeLimit: 5 * 60 * 60}, 3, seed, 30, []snap.Level{snap.Easy, snap.Normal, snap.Hard}}
		s := g.run(t, nil)
		if !s.IsOver() {
			t.Fatal("the game did not end")
		}
		for _, w := range s.Winners() {
			wins[g.levels[w]]++
		}
	}
	t.Logf("wins %v", wins)
	if wins[snap.Hard] <= wins[snap.Easy] {
		t.Errorf("wins %v: the hard bot does not beat the easy one", wins)
	}
}
