package hoechste_test

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"elferraus/engine/hoechste"
	"elferraus/engine/level"
	"elferraus/engine/simtest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

// TestGolden pins whole records of hard-bot games for 2, 3 and 4 players;
// each replays to the game played and writes the same bytes again.
func TestGolden(t *testing.T) {
	var names []string
	for players := 2; players <= 4; players++ {
		name := fmt.Sprintf("hard-%dp", players)
		names = append(names, name)
		s, err := hoechste.New(players, 1, 5)
		if err != nil {
			t.Fatal(err)
		}
		bots := make([]*hoechste.Bot, players)
		for p := range bots {
			bots[p] = hoechste.NewBot(level.Hard, p, uint64(p+1))
		}
		for !s.IsOver() {
			for _, p := range s.ToMove() {
				if err := s.Apply(bots[p].Choose(s.View(p))); err != nil {
					t.Fatal(err)
				}
			}
		}
		got := s.Record(nil, 1).Marshal()
		want := simtest.Golden(t, filepath.Join("testdata", "golden", name+".jsonl"), got, *update)
		rec, err := hoechste.ReadRecord(bytes.NewReader(want))
		if err != nil {
			t.Fatal(err)
		}
		back, err := hoechste.Replay(rec, -1)
		if err != nil || !back.Equal(s) || !bytes.Equal(back.Record(nil, 1).Marshal(), want) {
			t.Errorf("%s does not replay to the game played: %v", name, err)
		}
	}
	simtest.GoldenFilesMatch(t, filepath.Join("testdata", "golden"), names)
}
