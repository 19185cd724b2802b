package snap

import (
	"elferraus/engine/snap"
	"elferraus/scenes/i18n"
	"slices"
	"strings"
	"testing"
)

// TestSnapCountsAndResultSayOneQuartet: the Schnipp Schnapp plates and the
// ranking of a played game where a seat set one quartet aside say
// "1 quartet" ("1 Quartett"), never "1 quartets".
func TestSnapCountsAndResultSayOneQuartet(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		sc, _ := playedSnap(t, snap.ID, 4, seed, 2)
		one := slices.Index(sc.St.Scores(), 1)
		if one < 0 || sc.St.Options().Los {
			continue
		}
		for _, tx := range []*i18n.Text{&i18n.English, &i18n.German} {
			sc.text = tx
			sc.Lay = newSnapLayout(1280, 720, 4, [snap.MaxPlayers]bool{}, false)
			sc.place()
			sc.buildResult()
			want := i18n.Count(tx, 1, "quartet")
			if !strings.HasSuffix(sc.counts[one], " "+want) {
				t.Errorf("seat %d set one quartet aside, its plate says %q", one, sc.counts[one])
			}
			if !slices.ContainsFunc(sc.result, func(l string) bool { return strings.HasSuffix(l, "– "+want) }) {
				t.Errorf("the ranking does not say %q: %q", want, sc.result)
			}
		}
		return
	}
	t.Fatal("no game of the seeds tried ends with a seat of one quartet")
}
