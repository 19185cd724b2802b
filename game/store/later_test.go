//go:build !js

package store

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// TestPutLaterKeepsTheNewest: many saves given quickly end with the newest
// on disk after Flush, and Get sees it.
func TestPutLaterKeepsTheNewest(t *testing.T) {
	st, err := OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var last []byte
	for i := range 200 {
		last = []byte(fmt.Sprintf("save %d %s", i, bytes.Repeat([]byte("x"), 5000)))
		if err := st.PutLater("match.json", last); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Flush(); err != nil {
		t.Fatal(err)
	}
	got, err := st.Get("match.json")
	if err != nil || !bytes.Equal(got, last) {
		t.Fatalf("after Flush the entry is %.20q (%v), want the newest", got, err)
	}
	if err := st.PutLater("../x", nil); err == nil {
		t.Fatal("a bad name was taken for a background write")
	}
}

// TestPutLaterReportsFailures: a background write that fails is reported by
// Flush (or the next PutLater), not lost.
func TestPutLaterReportsFailures(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "gone")
	st, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := st.PutLater("match.json", []byte("x")); err != nil {
		t.Fatalf("the first background write failed at once: %v", err)
	}
	if err := st.Flush(); err == nil {
		t.Fatal("a failed background write was not reported")
	}
	if err := st.Flush(); err != nil {
		t.Fatalf("a failure was reported twice: %v", err)
	}
}
