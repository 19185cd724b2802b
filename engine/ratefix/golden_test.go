package ratefix_test

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"elferraus/engine/level"
	"elferraus/engine/ratefix"
	"elferraus/engine/simtest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

// play plays a game between bots of the levels, seat p at levels[p].
func play(t testing.TB, s *ratefix.State, levels []level.Level, seed uint64) {
	t.Helper()
	bots := make([]*ratefix.Bot, len(levels))
	for p, l := range levels {
		bots[p] = ratefix.NewBot(l, p, seed+uint64(p))
	}
	for !s.IsOver() {
		for _, p := range s.ToMove() {
			if err := s.Apply(bots[p].Choose(s.View(p))); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestGolden pins whole records of bot games (a hard bot among the others)
// for 2, 3 and 4 players; each replays to the game played and writes the
// same bytes again.
func TestGolden(t *testing.T) {
	var names []string
	all := []level.Level{level.Hard, level.Normal, level.Easy, level.Hard}
	for players := 2; players <= 4; players++ {
		name := fmt.Sprintf("mixed-%dp", players)
		names = append(names, name)
		s, err := ratefix.New(players, 1, 5)
		if err != nil {
			t.Fatal(err)
		}
		play(t, s, all[:players], 1)
		got := s.Record(nil, 1).Marshal()
		want := simtest.Golden(t, filepath.Join("testdata", "golden", name+".jsonl"), got, *update)
		rec, err := ratefix.ReadRecord(bytes.NewReader(want))
		if err != nil {
			t.Fatal(err)
		}
		back, err := ratefix.Replay(rec, -1)
		if err != nil || !back.Equal(s) || !bytes.Equal(back.Record(nil, 1).Marshal(), want) {
			t.Errorf("%s does not replay to the game played: %v", name, err)
		}
	}
	simtest.GoldenFilesMatch(t, filepath.Join("testdata", "golden"), names)
}
