package snap_test

import (
	"bytes"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/simtest"
	"elferraus/engine/snap"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

// botGame is a game driven the way the screen drives it, through a Clock:
// every tick each bot looks at the view and may call; the tick's calls go
// in as one batch; a card is turned every tempo ticks (everybody's, after a
// countdown of three tempos, in 3-2-1-los); at the time limit the game ends.
type botGame struct {
	opts    snap.Options
	players int
	seed    uint64
	tempo   snap.Tick
	levels  []snap.Level // per seat; a seat beyond the list never calls
}

func (c botGame) name() string {
	return fmt.Sprintf("%s-%dp-seed%d-tempo%d-limit%d", c.opts.ID(), c.players, c.seed, c.tempo, c.opts.TimeLimit)
}

// run plays the game; observe, if not nil, sees every tick's events.
func (c botGame) run(t testing.TB, observe func(s *snap.State, ev []snap.Event)) *snap.State {
	s, err := snap.New(c.opts, c.players, int(c.seed%uint64(c.players)), c.seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*snap.Bot, len(c.levels))
	for p, l := range c.levels {
		bots[p] = snap.NewBot(l, card.Mix(c.seed, uint64(p)))
	}
	clock := snap.NewClock(s, c.tempo)
	var v snap.View
	for !s.IsOver() {
		var batch []snap.Called
		for p, b := range bots {
			s.ViewInto(p, &v)
			if w, ok := b.Decide(&v, clock.Now()); ok {
				batch = append(batch, snap.Called{Seat: p, Word: w})
			}
		}
		ev, err := clock.Step(batch)
		if err != nil {
			t.Fatalf("tick %d: %v", clock.Now(), err)
		}
		if observe != nil && len(ev) > 0 {
			observe(s, ev)
		}
	}
	return s
}

var goldenCases = []botGame{
	{snap.Options{}, 2, 1, 40, []snap.Level{snap.Easy, snap.Hard}},
	{snap.Options{TimeLimit: 3 * 60 * 60}, 4, 2, 30, []snap.Level{snap.Easy, snap.Normal, snap.Hard, snap.Normal}},
	{snap.Options{TimeLimit: 2 * 60 * 60}, 6, 3, 25, []snap.Level{snap.Hard, snap.Hard, snap.Normal, snap.Normal, snap.Easy, snap.Easy}},
	{snap.Options{Los: true}, 3, 4, 28, []snap.Level{snap.Normal, snap.Normal, snap.Hard}},
	{snap.Options{Los: true, TimeLimit: 2 * 60 * 60}, 5, 5, 30, []snap.Level{snap.Easy, snap.Normal, snap.Hard, snap.Easy, snap.Normal}},
}

func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name(), func(t *testing.T) {
			s := c.run(t, nil)
			got := s.Record(nil, 1).Marshal()
			path := filepath.Join("testdata", "golden", c.name()+".jsonl")
			want := simtest.Golden(t, path, got, *update)
			rec, err := snap.ReadRecord(bytes.NewReader(want))
			if err != nil {
				t.Fatal(err)
			}
			back, err := snap.Replay(rec, -1)
			if err != nil {
				t.Fatal(err)
			}
			if !back.Equal(s) || !bytes.Equal(back.Record(nil, 1).Marshal(), want) {
				t.Error("the golden record does not replay to the played game")
			}
			t.Logf("%s after %d actions, %d reveals; winners %v, scores %v", s.Reason(), s.Actions(), s.Reveals(), s.Winners(), s.Scores())
		})
	}
}

func TestGoldenFilesAreAllCases(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, c := range goldenCases {
		want[filepath.Join("testdata", "golden", c.name()+".jsonl")] = true
	}
	for _, f := range files {
		if !want[f] {
			t.Errorf("%s belongs to no golden case", f)
		}
	}
	if len(files) != len(want) {
		t.Errorf("%d golden files for %d cases", len(files), len(want))
	}
}
