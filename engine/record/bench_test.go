package record_test

import (
	"strings"
	"testing"

	"elferraus/engine/record"
)

// BenchmarkReadMarshal reads the example record and writes it back, the
// round trip of loading and saving a game.
func BenchmarkReadMarshal(b *testing.B) {
	for b.Loop() {
		rec, err := record.Read(strings.NewReader(example))
		if err != nil {
			b.Fatal(err)
		}
		rec.Marshal()
	}
}
