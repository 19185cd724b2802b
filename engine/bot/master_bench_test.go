package bot

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// masterBenchViews collects the views at which a bot has a real choice
// (more than one legal action) in a few seeded four-player rounds.
func masterBenchViews(b *testing.B) []*master.View {
	var views []*master.View
	for r := range 16 {
		seed := card.Mix(99, uint64(r))
		st, err := master.New(4, r%4, seed)
		if err != nil {
			b.Fatal(err)
		}
		bots := make([]*Master, 4)
		for p := range bots {
			bots[p] = NewMaster(Level(p%3), card.Mix(seed, uint64(p)))
		}
		for !st.IsOver() {
			v := st.View(st.ToMove())
			if len(v.Legal()) > 1 {
				views = append(views, v)
			}
			if err := st.Apply(bots[v.Seat].Choose(v)); err != nil {
				b.Fatal(err)
			}
		}
	}
	return views
}

func benchMasterChoose(b *testing.B, l Level) {
	views := masterBenchViews(b)
	bot := NewMaster(l, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(views[i%len(views)])
	}
}

// BenchmarkMasterEasyChoose measures one decision of the easy bot.
func BenchmarkMasterEasyChoose(b *testing.B) { benchMasterChoose(b, Easy) }

// BenchmarkMasterNormalChoose measures one decision of the normal bot.
func BenchmarkMasterNormalChoose(b *testing.B) { benchMasterChoose(b, Normal) }

// BenchmarkMasterHardChoose measures one decision of the hard bot over the
// views of typical rounds; the budget is 5 ms per decision.
func BenchmarkMasterHardChoose(b *testing.B) { benchMasterChoose(b, Hard) }

// masterHeavyView is the heaviest view found in seeded rounds of every
// seat count: the one where the hard bot's plan search visits the most
// positions (many fitting cards, jokers and connection cards at once).
func masterHeavyView(tb testing.TB) (*master.View, int) {
	var worst *master.View
	most := -1
	probe := NewMaster(Hard, 1)
	for n := master.MinPlayers; n <= master.MaxPlayers; n++ {
		for r := range 12 {
			seed := card.Mix(uint64(n)<<8, uint64(r))
			st, err := master.New(n, r%n, seed)
			if err != nil {
				tb.Fatal(err)
			}
			bots := make([]*Master, n)
			for p := range bots {
				bots[p] = NewMaster(Level(p%3), card.Mix(seed, uint64(p)))
			}
			for !st.IsOver() {
				v := st.View(st.ToMove())
				if nodes := probe.hardNodes(v); nodes > most {
					worst, most = v, nodes
				}
				if err := st.Apply(bots[v.Seat].Choose(v)); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
	return worst, most
}

// BenchmarkMasterHardChooseHeavy measures the hard bot on the heaviest
// view found, and a hand built to be heavier still: four jokers, every
// connection card and many fitting cards at the start of a turn.
func BenchmarkMasterHardChooseHeavy(b *testing.B) {
	worst, most := masterHeavyView(b)
	bot := NewMaster(Hard, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(worst)
	}
	b.ReportMetric(float64(most), "nodes")
}

// BenchmarkMasterHardChooseBuilt measures the hard bot on a built view with
// four jokers, connection cards and many fitting cards: the widest search
// a real table can offer.
func BenchmarkMasterHardChooseBuilt(b *testing.B) {
	v := masterBuiltHeavy()
	bot := NewMaster(Hard, 1)
	nodes := bot.hardNodes(v)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(v)
	}
	b.ReportMetric(float64(nodes), "nodes")
}

// masterBuiltHeavy is a two-player view, seat 0 on turn, that holds the
// four jokers, all four connection cards and the 10s and 12s with their
// neighbours: every number card fits or follows one that fits, and every
// joker could go to any of eight slots.
func masterBuiltHeavy() *master.View {
	st, _ := master.New(2, 1, 1)
	v := st.View(0)
	v.Hand = v.Hand[:0]
	for _, col := range card.Colors {
		for _, val := range []int{8, 9, 10, 12, 13} {
			v.Hand = append(v.Hand, card.New(col, val))
		}
	}
	for n := 1; n <= 4; n++ {
		v.Hand = append(v.Hand, card.Joker(n))
	}
	v.HandSizes[0] = len(v.Hand)
	return v
}

// hardNodes is the number of positions the hard bot's plan search visits
// for v (none while a connection card's card is pending).
func (b *Master) hardNodes(v *master.View) int {
	if v.Turn.Pending != card.None || len(v.Legal()) < 2 {
		return 0
	}
	p := masterDefaults(v.Players)
	var root mboard
	root.read(v)
	var s masterSearch
	b.plan(&s, &root, &p)
	return s.nodes
}
