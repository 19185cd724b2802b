package simtest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
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
