package bot

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// benchViews collects the views at which a bot has a real choice (more than
// one legal action) in a few seeded four-player rounds of every variant.
func benchViews(b *testing.B) []*elfer.View {
	var views []*elfer.View
	for _, vr := range elfer.Variants() {
		for r := range 8 {
			seed := card.Mix(99, uint64(r))
			st, err := elfer.New(elfer.Options{Variant: vr}, 4, r%4, seed)
			if err != nil {
				b.Fatal(err)
			}
			bots := make([]*Elfer, 4)
			for p := range bots {
				bots[p] = NewElfer(Normal, card.Mix(seed, uint64(p)))
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
	}
	return views
}

func benchChoose(b *testing.B, l Level) {
	views := benchViews(b)
	bot := NewElfer(l, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(views[i%len(views)])
	}
}

// BenchmarkHardChooseWorst measures the hard bot on the heaviest view found
// in seeded rounds of every variant and seat count: the one where its own
// cards reach the most rows, so the plan search has the most to weigh.
func BenchmarkHardChooseWorst(b *testing.B) {
	var worst *elfer.View
	most := -1
	var opts []uint32
	for _, vr := range elfer.Variants() {
		for n := elfer.MinPlayers; n <= elfer.MaxPlayers; n++ {
			for r := range 20 {
				seed := card.Mix(uint64(n)<<8|uint64(vr), uint64(r))
				st, err := elfer.New(elfer.Options{Variant: vr}, n, r%n, seed)
				if err != nil {
					b.Fatal(err)
				}
				bots := make([]*Elfer, n)
				for p := range bots {
					bots[p] = NewElfer(Level(p%3), card.Mix(seed, uint64(p)))
				}
				for !st.IsOver() {
					v := st.View(st.ToMove())
					var bd board
					bd.read(v)
					opts = opts[:0]
					for col := range bd.valid {
						opts = bd.options(col, opts)
					}
					if len(v.Legal()) > 1 && len(opts) > most {
						worst, most = v, len(opts)
					}
					if err := st.Apply(bots[v.Seat].Choose(v)); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	}
	bot := NewElfer(Hard, 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot.Choose(worst)
	}
	b.ReportMetric(float64(most), "rows")
}

// BenchmarkEasyChoose measures one decision of the easy bot.
func BenchmarkEasyChoose(b *testing.B) { benchChoose(b, Easy) }

// BenchmarkNormalChoose measures one decision of the normal bot.
func BenchmarkNormalChoose(b *testing.B) { benchChoose(b, Normal) }

// BenchmarkHardChoose measures one decision of the hard bot; the budget is
// 5 ms per decision.
func BenchmarkHardChoose(b *testing.B) { benchChoose(b, Hard) }
