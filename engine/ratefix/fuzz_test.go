package ratefix_test

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/ratefix"
	"elferraus/engine/record"
)

// FuzzActions deals from the first byte (players, dealer) and applies one
// action per following triple of bytes (seat and kind, card, total); a
// kind of 3 lays the seat's true top card. Nothing panics; a refusal is an
// *Error and changes nothing; the record replays.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0x30, 0, 0, 0x31, 0, 0, 0x21, 0, 20, 0x20, 0, 21})
	f.Add([]byte{6, 0x30, 0, 0, 0x31, 0, 0, 0x32, 0, 0, 0x32, 0, 0, 0x20, 0, 30, 0x21, 0, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		players := 2 + int(data[0]%3)
		s, err := ratefix.New(players, int(data[0]>>2)%players, uint64(data[0]))
		if err != nil {
			t.Fatal(err)
		}
		for ops := data[1:]; len(ops) >= 3; ops = ops[3:] {
			a := ratefix.Action{Seat: int(ops[0]&15) - 1, Kind: ratefix.Kind(ops[0] >> 4), Card: card.Card(ops[1]), Total: int(ops[2]) - 8}
			if a.Kind == 3 {
				a.Kind, a.Total = ratefix.Lay, 0
				if a.Seat >= 0 && a.Seat < players && len(s.Stack(a.Seat)) > 0 {
					a.Card = s.Stack(a.Seat)[0]
				}
			}
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				var e *ratefix.Error
				if !errors.As(err, &e) || !s.Equal(before) {
					t.Fatalf("refused %v: %v, or the state changed", a, err)
				}
			}
		}
		rec, err := ratefix.ReadRecord(bytes.NewReader(s.Record(nil, 1).Marshal()))
		if err != nil {
			t.Fatal(err)
		}
		if back, err := ratefix.Replay(rec, -1); err != nil || !back.Equal(s) {
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
		rec, err := ratefix.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		if _, err := ratefix.Replay(rec, -1); err != nil {
			var le *record.LineError
			if !errors.As(err, &le) {
				t.Fatalf("replay error without a line: %v", err)
			}
		}
	})
}
