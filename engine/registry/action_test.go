package registry_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"elferraus/engine/registry"
)

// TestActionIsWhatReplayApplies: for every game's golden and older records,
// the actions Action reads from the lines, applied one by one to the round
// Replay deals from the record's setup, give after every line the round
// Replay gives after as many lines, and at the end the round Replay gives
// of the whole record. So the board's log, which tells a record through
// Action, tells the round the record is. A line Replay reads as no step
// (a round's OlderLines drops it) is skipped as Replay skips it. Every game
// but Schnipp Schnapp, whose calls of a tick are resolved together, reads
// its lines this way.
func TestActionIsWhatReplayApplies(t *testing.T) {
	for _, g := range registry.All() {
		if g.Action == nil && g.Table != "snap" {
			t.Errorf("%s: no Action", g.ID)
		}
	}
	files, err := filepath.Glob("../*/testdata/*/*.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		g, rec, err := registry.Read(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if g.Action == nil {
			continue
		}
		seen[g.ID] = true
		want, err := g.Replay(rec, -1)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var dropped []int
		if o, ok := want.(interface{ OlderLines() (dropped, anew []int) }); ok {
			dropped, _ = o.OlderLines()
		}
		lines, ok := rec.(interface{ ActionLine(i int) int })
		if !ok {
			t.Fatalf("%s: the record does not number its lines", f)
		}
		r, err := g.Replay(rec, 0)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for i := range rec.Len() {
			a, err := g.Action(rec, i)
			if err != nil {
				t.Fatalf("%s: action %d: %v", f, i+1, err)
			}
			if slices.Contains(dropped, lines.ActionLine(i)) {
				continue
			}
			if err := r.Apply(a); err != nil {
				t.Fatalf("%s: action %d (%v): %v", f, i+1, a, err)
			}
			at, err := g.Replay(rec, i+1)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			if !r.Equal(at) {
				t.Fatalf("%s: after action %d (%v) the round differs from the replay's", f, i+1, a)
			}
		}
		if !r.Equal(want) {
			t.Errorf("%s: the round of the record's actions differs from its replay", f)
		}
		for _, i := range []int{-1, rec.Len(), rec.Len() + 1} {
			if a, err := g.Action(rec, i); err == nil {
				t.Errorf("%s: line %d of %d read as %v", f, i, rec.Len(), a)
			}
		}
	}
	for _, g := range registry.All() {
		if g.Action != nil && !seen[g.ID] {
			t.Errorf("%s: no record in a testdata folder", g.ID)
		}
	}
}
