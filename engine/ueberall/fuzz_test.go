package ueberall_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"elferraus/engine/ueberall"
)

// FuzzActions deals a game from the first bytes (players, dealer, seed) and
// applies one action per following byte: kind, seat (or the seat to move)
// and the seat a give names. Nothing may panic; a refusal is an *Error and
// changes nothing; the record replays to the same state.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0x81, 0x82, 0x81, 0x83, 0x84, 0x85})
	f.Add([]byte{4, 3, 9, 9, 9, 9, 9, 9, 9, 9, 0x40, 0x81, 0x10, 0x00, 0x20, 0xff, 0x86})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 10 {
			return
		}
		players := ueberall.MinPlayers + int(data[0])%(ueberall.MaxPlayers-ueberall.MinPlayers+1)
		s, err := ueberall.New(players, int(data[1])%players, binary.LittleEndian.Uint64(data[2:10]))
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range data[10:] {
			act := ueberall.Action{Kind: ueberall.Kind(b & 7), Seat: int(b>>3&7) - 1}
			if b&0x80 != 0 {
				if m := s.ToMove(nil); len(m) > 0 {
					act.Seat = m[int(b>>3&3)%len(m)]
				}
				if act.Kind == ueberall.Give {
					act.On = int(b>>5&3) % players
				}
			} else if act.Kind == ueberall.Give {
				act.On = int(b>>6) - 1
			}
			before := s.Clone()
			if err := s.Apply(act); err != nil {
				var e *ueberall.Error
				if !errors.As(err, &e) || err.Error() == "" {
					t.Fatalf("%v: refusal %v is not an *Error", act, err)
				}
				if !s.Equal(before) {
					t.Fatalf("%v: the refusal changed the state", act)
				}
			}
		}
		rec, err := ueberall.ReadRecord(bytes.NewReader(s.Record(nil, 1).Marshal()))
		if err != nil {
			t.Fatal(err)
		}
		back, err := ueberall.Replay(rec, -1)
		if err != nil {
			t.Fatal(err)
		}
		if !back.Equal(s) {
			t.Fatal("the record replays to another state")
		}
	})
}

// FuzzRead feeds the record reader and the replay anything: they may refuse,
// with the line named, but never panic, and whatever replays writes a
// record that replays again. The seeds are short records (long ones make
// the fuzzer crawl).
func FuzzRead(f *testing.F) {
	s, err := ueberall.New(2, 0, 1)
	if err != nil {
		f.Fatal(err)
	}
	for range 12 {
		if m := s.ToMove(nil); len(m) > 0 {
			l := s.Legal(m[0])
			_ = s.Apply(l[len(l)-1])
		}
	}
	f.Add(s.Record(nil, 1).Marshal())
	f.Add([]byte(`{"record":"elferraus-record/1","game":"ueberall","players":2}` + "\n" + `{"setup":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := ueberall.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		_, _ = ueberall.Replay(rec, 3)
		st, err := ueberall.Replay(rec, -1)
		if err != nil {
			var le *ueberall.LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("replay error without a line: %v", err)
			}
			return
		}
		back, err := ueberall.Replay(st.Record(nil, 1), -1)
		if err != nil || !back.Equal(st) {
			t.Fatalf("a replayed record does not replay again: %v", err)
		}
		g := ueberall.Game()
		if r, err := g.Read(bytes.NewReader(data)); err == nil {
			_, _ = g.Replay(r, -1)
		}
	})
}
