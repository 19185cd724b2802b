package snap_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/snap"
)

// FuzzTicks deals a game from the input's first bytes (players, variant,
// dealer, time limit, seed) and plays one step per following pair of bytes:
// the first byte advances the tick (by up to 63, or back when its top bit is
// set) and picks the kind, the second picks seats and words. Nothing may
// panic; refused steps change nothing and give an *Error; every card stays
// in one place; the record replays to the same state.
func FuzzTicks(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 0, 10, 1, 20, 0x33, 3, 0xff})
	f.Add([]byte{4, 1, 2, 1, 9, 9, 9, 9, 9, 9, 9, 9, 1, 0, 2, 5, 0x81, 2, 3, 7, 60, 0x3f})
	f.Add([]byte{1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0x10, 0xc1, 0x55, 63, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 12 {
			return
		}
		players := 2 + int(data[0]%5)
		opts := snap.Options{Los: data[1]&1 == 1}
		if data[3]&1 == 1 {
			opts.TimeLimit = snap.Tick(data[3]) * 20
		}
		s, err := snap.New(opts, players, int(data[2])%players, binary.LittleEndian.Uint64(data[4:12]))
		if err != nil {
			t.Fatal(err)
		}
		tick := snap.Tick(0)
		for ops := data[12:]; len(ops) >= 2; ops = ops[2:] {
			a, b := ops[0], ops[1]
			if a&0x80 != 0 {
				tick -= snap.Tick(a & 0x3f)
			} else {
				tick += snap.Tick(a & 0x3f)
			}
			before := s.Clone()
			var err error
			switch a >> 6 & 1 {
			case 0:
				var batch []snap.Called
				for p := range 4 {
					if b&(1<<p) != 0 {
						batch = append(batch, snap.Called{Seat: (p + int(b>>6)) % 8, Word: snap.Word(1 + b>>(4+p%2)&1)})
					}
				}
				_, err = s.ApplyTick(tick, batch)
			default:
				act := snap.Action{Kind: snap.Kind(b % 5), Seat: int(b>>3%8) - 1, Tick: tick}
				if b&0x80 != 0 {
					act.Seat = s.Turn()
					if s.Options().Los || act.Kind == snap.Time {
						act.Seat = -1
					}
				}
				if b&0x40 != 0 {
					name(s, &act)
				}
				_, err = s.Apply(act)
			}
			if err != nil {
				var e *snap.Error
				if !errors.As(err, &e) || e.Error() == "" {
					t.Fatalf("error %T %v, want *snap.Error", err, err)
				}
				if !s.Equal(before) {
					t.Fatalf("refused step (%v) changed the state", err)
				}
				continue
			}
			if err := invariants(s); err != nil {
				t.Fatal(err)
			}
		}
		b := s.Record(nil, 1).Marshal()
		rec, err := snap.ReadRecord(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("the record does not read: %v\n%s", err, b)
		}
		back, err := snap.Replay(rec, -1)
		if err != nil || !back.Equal(s) {
			t.Fatalf("the record does not replay (%v):\n%s", err, b)
		}
	})
}

// name fills in what a reveal turns as a record of another program may:
// every empty stack refilled with its pile in reverse (a shuffle the
// engine's generator would hardly make) and, for the countdown, the cards
// that turns.
func name(s *snap.State, a *snap.Action) {
	var who []int
	switch {
	case a.Kind == snap.Reveal && a.Seat >= 0 && a.Seat < s.Players():
		who = []int{a.Seat}
	case a.Kind == snap.RevealAll:
		for p := range s.Players() {
			if s.Holds(p) {
				who = append(who, p)
			}
		}
	default:
		return
	}
	a.Refills = []snap.Refill{}
	for _, p := range who {
		top := card.None
		if st := s.Stack(p); len(st) > 0 {
			top = st[0]
		} else if pile := slices.Clone(s.Pile(p)); len(pile) > 0 {
			slices.Reverse(pile)
			a.Refills = append(a.Refills, snap.Refill{Seat: p, Stack: pile})
			top = pile[0]
		}
		if a.Kind == snap.RevealAll {
			a.Cards = append(a.Cards, top)
		}
	}
}

// FuzzRecord feeds arbitrary bytes to the record reader and the replay:
// nothing panics, and whatever replays writes a record that replays again.
func FuzzRecord(f *testing.F) {
	s, _ := snap.New(snap.Options{}, 2, 0, 1)
	s.Apply(snap.RevealOf(1, 5))
	s.ApplyTick(6, []snap.Called{{Seat: 0, Word: snap.Schnipp}})
	f.Add(s.Record(nil, 1).Marshal())
	for _, c := range []botGame{goldenCases[0], goldenCases[3]} {
		// Records with refilled stacks and the cards of countdowns.
		f.Add(c.run(f, nil).Record(nil, 1).Marshal())
	}
	f.Add([]byte("{\"record\":\"elferraus-record/1\"}\n{\"setup\":{}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := snap.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		st, err := snap.Replay(rec, -1)
		if err != nil {
			var re *snap.ReplayError
			if !errors.As(err, &re) || re.Line < 1 {
				t.Fatalf("replay error without a line: %v", err)
			}
			return
		}
		back, err := snap.Replay(st.Record(nil, 1), -1)
		if err != nil || !back.Equal(st) {
			t.Fatalf("a replayed record does not replay again: %v", err)
		}
	})
}
