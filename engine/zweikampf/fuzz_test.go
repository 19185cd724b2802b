package zweikampf_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"elferraus/engine/record"
	"elferraus/engine/zweikampf"
)

// FuzzActions deals from the input's first bytes (option, seed) and applies
// one action per following byte (seat and kind from its bits). Nothing
// panics; a refusal is an *Error and changes nothing; an accepted action
// keeps the record replayable.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 0x10, 0x11, 0x10, 0x11, 0x20, 0x31})
	f.Add([]byte{1, 9, 9, 9, 9, 9, 9, 9, 9, 0x10, 0x11, 0x22, 0xff, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		s, err := zweikampf.New(zweikampf.Options{Lang: data[0]&1 == 1}, 2, int(data[0]>>1&1), binary.LittleEndian.Uint64(data[1:9]))
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range data[9:] {
			a := zweikampf.Action{Seat: int(b&7) - 2, Kind: zweikampf.Kind(b >> 4 & 3)}
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				var e *zweikampf.Error
				if !errors.As(err, &e) || !s.Equal(before) {
					t.Fatalf("refused %v: %v, or the state changed", a, err)
				}
			}
		}
		rec, err := zweikampf.ReadRecord(bytes.NewReader(s.Record(nil, 1).Marshal()))
		if err != nil {
			t.Fatal(err)
		}
		if back, err := zweikampf.Replay(rec, -1); err != nil || !back.Equal(s) {
			t.Fatalf("the record does not replay: %v", err)
		}
	})
}

// FuzzRead feeds arbitrary bytes to the reader and replays what reads:
// nothing panics, and every error names its line.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.jsonl"))
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte("{\"record\":\"elferraus-record/1\",\"game\":\"zweikampf\"}\n{\"setup\":{\"hands\":[]}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := zweikampf.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		if _, err := zweikampf.Replay(rec, -1); err != nil {
			var le *record.LineError
			if !errors.As(err, &le) {
				t.Fatalf("replay error without a line: %v", err)
			}
		}
	})
}
