package mogeln_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/mogeln"
	"elferraus/engine/simtest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

type goldenCase struct {
	opts    mogeln.Options
	players int
	seed    uint64
	levels  []level.Level
}

func (c goldenCase) name() string {
	name := fmt.Sprintf("%dp-heimlich%v-farbe%v-seed%d", c.players, c.opts.Heimlich, c.opts.Farbe, c.seed)
	if c.opts.Zwanzig {
		name += "-zwanzig"
	}
	return name
}

var goldenCases = []goldenCase{
	{mogeln.Options{}, 3, 1, []level.Level{level.Easy, level.Normal, level.Hard}},
	{mogeln.Options{Heimlich: true}, 4, 2, []level.Level{level.Easy, level.Easy, level.Normal, level.Normal}},
	{mogeln.Options{Farbe: true}, 5, 3, []level.Level{level.Easy, level.Easy, level.Easy, level.Normal, level.Hard}},
	{mogeln.Options{Heimlich: true, Farbe: true}, 6, 4, []level.Level{level.Easy, level.Easy, level.Easy, level.Easy, level.Easy, level.Easy}},
	{mogeln.Options{Zwanzig: true}, 3, 5, []level.Level{level.Easy, level.Normal, level.Hard}},
	{mogeln.Options{Heimlich: true, Zwanzig: true}, 5, 6, []level.Level{level.Hard, level.Normal, level.Easy, level.Easy, level.Easy}},
}

func playBots(t testing.TB, c goldenCase) *mogeln.State {
	s, err := mogeln.New(c.opts, c.players, int(c.seed)%c.players, c.seed)
	if err != nil {
		t.Fatal(err)
	}
	g := mogeln.Game()
	bots := make([]games.Bot, c.players)
	for p, l := range c.levels {
		bots[p] = g.NewBot(l, p, card.Mix(c.seed, uint64(p)))
	}
	if err := games.Play(mogeln.NewRound(s), bots, mogeln.MaxActions+1); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestGolden pins bot games as records: they must stay byte for byte the
// same (go test -update rewrites them), read back and replay to the game
// played, through this package and through the game descriptor.
func TestGolden(t *testing.T) {
	dir := filepath.Join("testdata", "golden")
	var names []string
	for _, c := range goldenCases {
		names = append(names, c.name())
		t.Run(c.name(), func(t *testing.T) {
			s := playBots(t, c)
			got := s.Record([]string{"Ada", "Bo", "Cy", "Di", "Ed", "Flo"}[:c.players], 1).Marshal()
			want := simtest.Golden(t, filepath.Join(dir, c.name()+".jsonl"), got, *update)
			rec, err := mogeln.ReadRecord(bytes.NewReader(want))
			if err != nil {
				t.Fatal(err)
			}
			back, err := mogeln.Replay(rec, -1)
			if err != nil {
				t.Fatal(err)
			}
			if !back.Equal(s) || !bytes.Equal(back.Record(rec.Header.Names, 1).Marshal(), want) {
				t.Error("the golden record does not replay to the game played")
			}
			g := mogeln.Game()
			r2, err := g.Read(bytes.NewReader(want))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := g.Replay(r2, -1); err != nil {
				t.Fatal(err)
			}
		})
	}
	simtest.GoldenFilesMatch(t, dir, names)
}

// TestOlderRecords: records written before the count ended at the highest
// value in play have no zwanzig in their header; they replay as games
// counted to "twenty" (testdata/older, the golden records of that time),
// and are written anew with zwanzig set and every other line as it was.
func TestOlderRecords(t *testing.T) {
	names, err := filepath.Glob(filepath.Join("testdata", "older", "*.jsonl"))
	if err != nil || len(names) == 0 {
		t.Fatalf("no older records: %v", err)
	}
	for _, name := range names {
		t.Run(filepath.Base(name), func(t *testing.T) {
			old, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := mogeln.ReadRecord(bytes.NewReader(old))
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := rec.Header.Options["zwanzig"]; ok {
				t.Fatal("an older record names zwanzig")
			}
			s, err := mogeln.Replay(rec, -1)
			if err != nil {
				t.Fatal(err)
			}
			if !s.Options().Zwanzig || s.Top() != mogeln.TopClaim {
				t.Errorf("an older record replays with top claim %d, want %d", s.Top(), mogeln.TopClaim)
			}
			got := s.Record(rec.Header.Names, 1).Marshal()
			gl, wl := bytes.Split(got, []byte("\n")), bytes.Split(old, []byte("\n"))
			if len(gl) != len(wl) || !bytes.Equal(bytes.Join(gl[1:], nil), bytes.Join(wl[1:], nil)) {
				t.Error("the older record is not written anew line for line")
			}
			if !bytes.Contains(gl[0], []byte(`"zwanzig":true`)) {
				t.Errorf("the older record is written anew with header %s", gl[0])
			}
			// The same lines under today's header without zwanzig break
			// the rule: a claim above the highest value in play.
			today := bytes.Replace(old, []byte(`"heimlich":`), []byte(`"zwanzig":false,"heimlich":`), 1)
			rec2, err := mogeln.ReadRecord(bytes.NewReader(today))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := mogeln.Replay(rec2, -1); err == nil && hasClaimAbove(rec, s.Players()) {
				t.Error("a claim above the highest value in play passes with zwanzig false")
			}
		})
	}
}

// hasClaimAbove reports whether a record's lays claim more than the highest
// value in play.
func hasClaimAbove(rec *mogeln.Record, players int) bool {
	for _, l := range rec.Actions {
		if l.Claim > mogeln.MaxValue(players) {
			return true
		}
	}
	return false
}

// TestReplayRefuses: broken records are refused with the line named.
func TestReplayRefuses(t *testing.T) {
	s := playBots(t, goldenCases[0])
	good := string(s.Record(nil, 1).Marshal())
	lines := bytes.Split([]byte(good), []byte("\n"))
	tests := []struct {
		name string
		edit func() string
		line int
	}{
		{"wrong claim", func() string {
			return replaceLine(lines, 2, bytes.Replace(lines[2], []byte(`"claim":1`), []byte(`"claim":2`), 1))
		}, 3},
		{"card not held", func() string {
			return replaceLine(lines, 2, []byte(`{"seat":2,"act":"lay","card":"B20","claim":1}`))
		}, 3},
		{"unknown verb", func() string {
			return replaceLine(lines, 2, []byte(`{"seat":2,"act":"jump"}`))
		}, 3},
		{"call with a card", func() string {
			return replaceLine(lines, 3, []byte(`{"seat":0,"act":"call","card":"R1"}`))
		}, 4},
		{"unknown option", func() string {
			return replaceLine(lines, 0, bytes.Replace(lines[0], []byte(`"farbe":false`), []byte(`"farbe":false,"x":true`), 1))
		}, 1},
		{"colour without farbe", func() string {
			return replaceLine(lines, 1, bytes.Replace(lines[1], []byte(`]]}`), []byte(`]],"colour":"R"}`), 1))
		}, 2},
		{"card dealt twice", func() string {
			return replaceLine(lines, 1, bytes.Replace(lines[1], []byte(`"hands":[[`), []byte(`"hands":[["R1",`), 1))
		}, 2},
		{"result missing", func() string {
			return string(bytes.Join(lines[:len(lines)-2], []byte("\n"))) + "\n"
		}, len(lines) - 1},
		{"wrong result", func() string {
			return replaceLine(lines, len(lines)-2, []byte(`{"result":{"reason":"bound","winners":[0],"scores":[1,2,3]}}`))
		}, len(lines) - 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rec, err := mogeln.ReadRecord(bytes.NewReader([]byte(tc.edit())))
			if err == nil {
				_, err = mogeln.Replay(rec, -1)
			}
			le, ok := err.(*mogeln.LineError)
			if !ok || le.Line != tc.line {
				t.Errorf("got %v, want an error on line %d", err, tc.line)
			}
		})
	}
}

func replaceLine(lines [][]byte, i int, l []byte) string {
	out := make([][]byte, len(lines))
	copy(out, lines)
	out[i] = l
	return string(bytes.Join(out, []byte("\n")))
}
