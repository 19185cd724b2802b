package hoechste_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/hoechste"
	"elferraus/engine/record"
)

// FuzzActions deals from the first byte (players, dealer) and applies one
// action per following pair of bytes (seat, card). Nothing panics; a
// refusal is an *Error and changes nothing; the record replays.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0, 0x25, 1, 0x45, 0, 0x26, 1, 0x46})
	f.Add([]byte{2, 3, 0xff, 0, 1, 1, 0x21, 2, 0x41, 3, 0x61})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		players := 2 + int(data[0]%3)
		s, err := hoechste.New(players, int(data[0]>>2)%players, 1)
		if err != nil {
			t.Fatal(err)
		}
		for ops := data[1:]; len(ops) >= 2; ops = ops[2:] {
			a := hoechste.Action{Seat: int(ops[0]%6) - 1, Card: card.Card(ops[1])}
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				var e *hoechste.Error
				if !errors.As(err, &e) || !s.Equal(before) {
					t.Fatalf("refused %v: %v, or the state changed", a, err)
				}
			}
		}
		rec, err := hoechste.ReadRecord(bytes.NewReader(s.Record(nil, 1).Marshal()))
		if err != nil {
			t.Fatal(err)
		}
		if back, err := hoechste.Replay(rec, -1); err != nil || !back.Equal(s) {
			t.Fatalf("the record does not replay: %v", err)
		}
	})
}

// FuzzRead feeds arbitrary bytes to the reader and replays what reads:
// nothing panics, and every replay error names its line.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.jsonl"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := hoechste.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		if _, err := hoechste.Replay(rec, -1); err != nil {
			var le *record.LineError
			if !errors.As(err, &le) {
				t.Fatalf("replay error without a line: %v", err)
			}
		}
	})
}
