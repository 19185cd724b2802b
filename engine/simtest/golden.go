package simtest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"elferraus/engine/record"
)

// Golden compares got with the golden file at path and returns the file's
// contents. With update it first rewrites the file from got, which is how a
// deliberate change of a game's records is taken in (go test -update).
func Golden(t testing.TB, path string, got []byte, update bool) []byte {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden record:\n got %s\nwant %s", path, firstDiff(got, want), firstDiff(want, got))
	}
	return want
}

// firstDiff is the line of a where it first differs from b.
func firstDiff(a, b []byte) string {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i, l := range la {
		if i >= len(lb) || !bytes.Equal(l, lb[i]) {
			return fmt.Sprintf("line %d: %s", i+1, l)
		}
	}
	return "(a prefix of the other)"
}

// Round is what RoundTrip needs of a game's round: comparison and its
// record.
type Round[S any] interface {
	Equal(S) bool
	Record(names []string, round int) *record.Record
}

// RoundTrip checks that data, the record of the round played, reads and
// replays through the engine to that very round, which writes the same
// record again.
func RoundTrip[S Round[S]](t testing.TB, played S, data []byte, replay func(*record.Record, int) (S, error)) {
	t.Helper()
	rec, err := record.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the record does not read: %v\n%s", err, data)
	}
	back, err := replay(rec, -1)
	if err != nil {
		t.Fatalf("the record does not replay: %v\n%s", err, data)
	}
	if !back.Equal(played) || !bytes.Equal(back.Record(nil, 1).Marshal(), data) {
		t.Fatalf("the record does not replay to the played round:\n%s", data)
	}
}

// GoldenFilesMatch checks that dir holds a golden file for each name and
// nothing else: a stale file would still seed the fuzzers.
func GoldenFilesMatch(t testing.TB, dir string, names []string) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, n := range names {
		want[filepath.Join(dir, n+".jsonl")] = true
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
