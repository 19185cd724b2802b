package elfer_test

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/simtest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

// goldenCase is one round played by random legal choices from a seeded
// generator; its record is fixed byte for byte by the seed, natively and in
// the browser.
type goldenCase struct {
	opts    elfer.Options
	players int
	seed    uint64
}

func (c goldenCase) name() string {
	n := fmt.Sprintf("%s-%dp-seed%d", c.opts.Variant.ID(), c.players, c.seed)
	if c.opts.Short {
		n += "-short"
	}
	return n
}

var goldenCases = []goldenCase{
	{classic, 2, 1},
	{classic, 4, 2},
	{classic, 6, 3},
	{elfer.Options{Short: true}, 2, 4},
	{classic, 2, 8}, // the first deal holds no 11: two setup lines
	{falseStart, 3, 5},
	{falseStart, 5, 6},
	{elfer.Options{Variant: elfer.FalseStart, Short: true}, 2, 7},
	{threeStarts, 2, 9},
	{threeStarts, 4, 10},
	{threeStarts, 6, 11},
	{anyStart, 3, 12},
	{anyStart, 4, 13},
	{anyStart, 6, 14},
}

// playGolden plays the case's round: the seat on turn takes a random legal
// action from a generator seeded by the case.
func playGolden(t testing.TB, c goldenCase) *elfer.State {
	s, err := elfer.New(c.opts, c.players, int(c.seed%uint64(c.players)), c.seed)
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
			simtest.RoundTrip(t, s, want, elfer.Replay)
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

func TestSameSeedSameRound(t *testing.T) {
	// Determinism within one process: two plays of a case are equal, and a
	// clone taken midway plays on to the same end.
	for _, c := range goldenCases[:4] {
		a, b := playGolden(t, c), playGolden(t, c)
		if !a.Equal(b) || !bytes.Equal(a.Record(nil, 1).Marshal(), b.Record(nil, 1).Marshal()) {
			t.Errorf("%s: two plays differ", c.name())
		}
	}
}
