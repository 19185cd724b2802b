package mogeln_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/mogeln"
)

// FuzzActions deals a game from the first bytes (players, options, seed)
// and applies one action per following pair of bytes: kind and seat from
// the first, cards (from the hand on turn, or any card) from the second.
// Nothing may panic; a refusal is an *Error and changes nothing; the
// record replays to the same state.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 1, 1, 0, 0, 2})
	f.Add([]byte{3, 3, 9, 9, 9, 9, 9, 9, 9, 9, 0x40, 0x81, 0x10, 0x00, 0x20, 0xff})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 10 {
			return
		}
		players := mogeln.MinPlayers + int(data[0])%(mogeln.MaxPlayers-mogeln.MinPlayers+1)
		o := mogeln.Options{Heimlich: data[1]&1 != 0, Farbe: data[1]&2 != 0}
		s, err := mogeln.New(o, players, int(data[1]>>2)%players, binary.LittleEndian.Uint64(data[2:10]))
		if err != nil {
			t.Fatal(err)
		}
		for ops := data[10:]; len(ops) >= 2; ops = ops[2:] {
			a, b := ops[0], ops[1]
			act := mogeln.Action{Kind: mogeln.Kind(a % 6), Seat: int(a>>3%8) - 1}
			if a&0x80 != 0 {
				act.Seat = s.Turn()
			}
			h := s.Hand(s.Turn())
			switch {
			case b&0x80 != 0:
				act.Card = card.Card(b & 0x7f)
			case len(h) > 0:
				act.Card = h[int(b&0x0f)%len(h)]
				if b&0x40 != 0 {
					act.Also = h[int(b>>4&3)%len(h)]
				}
			}
			before := s.Clone()
			if err := s.Apply(act); err != nil {
				var e *mogeln.Error
				if !errors.As(err, &e) || err.Error() == "" {
					t.Fatalf("%v: refusal %v is not a mogeln *Error", act, err)
				}
				if !s.Equal(before) {
					t.Fatalf("%v: the refusal changed the state", act)
				}
			}
		}
		rec, err := mogeln.ReadRecord(bytes.NewReader(s.Record(nil, 1).Marshal()))
		if err != nil {
			t.Fatal(err)
		}
		back, err := mogeln.Replay(rec, -1)
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
	s, err := mogeln.New(mogeln.Options{Heimlich: true}, 3, 0, 1)
	if err != nil {
		f.Fatal(err)
	}
	for range 12 {
		if l := s.Legal(s.Turn()); len(l) > 0 {
			_ = s.Apply(l[len(l)-1])
		}
	}
	f.Add(s.Record(nil, 1).Marshal())
	f.Add([]byte(`{"record":"elferraus-record/1","game":"mogeln","players":2}` + "\n" + `{"setup":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := mogeln.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		_, _ = mogeln.Replay(rec, 3)
		st, err := mogeln.Replay(rec, -1)
		if err != nil {
			var le *mogeln.LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("replay error without a line: %v", err)
			}
			return
		}
		back, err := mogeln.Replay(st.Record(nil, 1), -1)
		if err != nil || !back.Equal(st) {
			t.Fatalf("a replayed record does not replay again: %v", err)
		}
		g := mogeln.Game()
		if r, err := g.Read(bytes.NewReader(data)); err == nil {
			_, _ = g.Replay(r, -1)
		}
	})
}
