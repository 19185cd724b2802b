package master_test

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/simtest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

// goldenCase is one round played by random legal choices from a seeded
// generator; its record is fixed byte for byte by the seed, natively and in
// the browser.
type goldenCase struct {
	players int
	seed    uint64
}

func (c goldenCase) name() string { return fmt.Sprintf("master-%dp-seed%d", c.players, c.seed) }

var goldenCases = []goldenCase{
	{2, 1}, {3, 2}, {4, 3}, {5, 4}, {6, 5}, {4, 6},
}

// playGolden plays the case's round: the seat on turn takes a random legal
// action from a generator seeded by the case.
func playGolden(t testing.TB, c goldenCase) *master.State {
	t.Helper()
	s, err := master.New(c.players, int(c.seed%uint64(c.players)), c.seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := card.NewRng(card.Mix(c.seed, 12345))
	for !s.IsOver() {
		legal := s.Legal(s.ToMove())
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name(), func(t *testing.T) {
			s := playGolden(t, c)
			got := s.Record(nil, 1).Marshal()
			path := filepath.Join("testdata", "golden", c.name()+".jsonl")
			want := simtest.Golden(t, path, got, *update)
			// The golden record replays to the very state, and writes itself.
			simtest.RoundTrip(t, s, want, master.Replay)
		})
	}
}

func TestGoldenFilesAreAllCases(t *testing.T) {
	var names []string
	for _, c := range goldenCases {
		names = append(names, c.name())
	}
	simtest.GoldenFilesMatch(t, filepath.Join("testdata", "golden"), names)
}

// TestGoldenCoversTheVerbs makes sure the golden records hold every verb,
// so a change to how any of them is written shows.
func TestGoldenCoversTheVerbs(t *testing.T) {
	var all []byte
	for _, c := range goldenCases {
		all = append(all, playGolden(t, c).Record(nil, 1).Marshal()...)
	}
	for _, verb := range []string{`"act":"lay","card":"J`, `"act":"connect","at":`, `"act":"swap"`, `"act":"draw"`, `"act":"end"`, `"act":"pass"`, `"reason":"out"`} {
		if !bytes.Contains(all, []byte(verb)) {
			t.Errorf("no golden record holds %s", verb)
		}
	}
}
