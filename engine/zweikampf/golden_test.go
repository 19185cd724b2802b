package zweikampf_test

import (
	"bytes"
	"flag"
	"path/filepath"
	"testing"

	"elferraus/engine/simtest"
	"elferraus/engine/zweikampf"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

var goldens = []struct {
	name string
	lang bool
	seed uint64
}{
	{"short-seed7", false, 7},
	{"lang-seed3", true, 3},
}

// TestGolden pins whole records of bot games: the deal from a seed, every
// line and the result. Each must replay to the game played and write the
// same bytes again.
func TestGolden(t *testing.T) {
	var names []string
	for _, g := range goldens {
		names = append(names, g.name)
		s, err := zweikampf.New(zweikampf.Options{Lang: g.lang}, 2, 1, g.seed)
		if err != nil {
			t.Fatal(err)
		}
		if err := playOut(s); err != nil {
			t.Fatal(err)
		}
		got := s.Record([]string{"Ada", "Bo"}, 1).Marshal()
		want := simtest.Golden(t, filepath.Join("testdata", "golden", g.name+".jsonl"), got, *update)
		rec, err := zweikampf.ReadRecord(bytes.NewReader(want))
		if err != nil {
			t.Fatal(err)
		}
		back, err := zweikampf.Replay(rec, -1)
		if err != nil {
			t.Fatalf("%s does not replay: %v", g.name, err)
		}
		if !back.Equal(s) || !bytes.Equal(back.Record([]string{"Ada", "Bo"}, 1).Marshal(), want) {
			t.Errorf("%s replays to another game", g.name)
		}
	}
	simtest.GoldenFilesMatch(t, filepath.Join("testdata", "golden"), names)
}
