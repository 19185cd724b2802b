//go:build !js

package main

import (
	"os"
	"regexp"
	"testing"

	"elferraus/engine/registry"
)

// TestRecordsDocExamples checks every example record in docs/records.md
// (its ```jsonl blocks) as `check` would, and that every game has one, so
// the file cannot drift from what the program writes and accepts.
func TestRecordsDocExamples(t *testing.T) {
	doc, err := os.ReadFile("docs/records.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```jsonl\n(.*?)```").FindAllSubmatch(doc, -1)
	seen := map[string]bool{}
	for i, b := range blocks {
		if st, msg := checkData(b[1]); st != checkOK {
			t.Errorf("example %d: %s", i+1, msg)
			continue
		}
		g, _, _ := registry.Read(b[1])
		seen[g.ID] = true
	}
	for _, id := range registry.IDs() {
		if !seen[id] {
			t.Errorf("docs/records.md has no example record of %s", id)
		}
	}
}
