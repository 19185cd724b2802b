package master_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/engine/simtest"
)

// The input of FuzzActions: a header of fuzzHeader bytes (players, dealer,
// then the seed, little-endian), then one op per byte. An op below
// garbageOp takes legal action op % len(legal); any other op takes the
// next six bytes as seat (signed), kind, card, as, at and to, whatever they
// are.
const (
	fuzzHeader = 2 + 8
	garbageOp  = 0xc0
	garbageLen = 7
)

// FuzzActions deals a round from the input and applies a sequence of legal
// and garbage actions. Nothing may panic; an action is accepted iff it is
// legal; a refused action leaves the state exactly as it was; the cards
// stay accounted for and the views agree with the state after every
// action; and the record of the round, finished or not, replays to the
// same state.
func FuzzActions(f *testing.F) {
	golden, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.jsonl"))
	for _, path := range golden {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		in, err := encodeGolden(b)
		if err != nil {
			f.Fatalf("%s: %v", path, err)
		}
		f.Add(in)
		mixed := slices.Clone(in[:fuzzHeader])
		for i, op := range in[fuzzHeader:] {
			mixed = append(mixed, garbageOp, byte(i%8-1), byte(i%7), byte(i*37), byte(i*11), byte(i*5), byte(i%5))
			mixed = append(mixed, op)
		}
		f.Add(mixed)
		f.Add(append(slices.Clone(in), garbageOp, 0xff, byte(master.Pass), 0, 0, 0, 0))
	}
	f.Add([]byte{})
	f.Add([]byte{4, 5, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, garbageOp, 0x80, 0xff, 0xff, 0x81, 0x85, 4})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < fuzzHeader {
			return
		}
		players := 2 + int(data[0]%5)
		seed := binary.LittleEndian.Uint64(data[2:fuzzHeader])
		s, err := master.New(players, int(data[1])%players, seed)
		if err != nil {
			t.Fatal(err)
		}
		ops := data[fuzzHeader:]
		var legal []master.Action
		for len(ops) > 0 {
			var a master.Action
			if op := ops[0]; op < garbageOp || len(ops) < garbageLen {
				ops = ops[1:]
				legal = s.AppendLegal(legal[:0], s.ToMove())
				if len(legal) == 0 {
					if !s.IsOver() {
						t.Fatal("nothing legal in a running round")
					}
					a = master.Action{Seat: int(op % 8), Kind: master.Kind(op % 7)}
				} else {
					a = legal[int(op)%len(legal)]
				}
			} else {
				a = master.Action{Seat: int(int8(ops[1])), Kind: master.Kind(ops[2]), Card: card.Card(ops[3]),
					As: card.Card(ops[4]), At: card.Card(ops[5]), To: card.Color(ops[6])}
				ops = ops[garbageLen:]
			}
			wasLegal := slices.Contains(s.Legal(s.ToMove()), a)
			before := s.Clone()
			err := s.Apply(a)
			if err != nil {
				if wasLegal {
					t.Fatalf("legal %v refused: %v", a, err)
				}
				if _, ok := err.(*master.Error); !ok {
					t.Fatalf("%v: error %T, want *master.Error", a, err)
				}
				if err.Error() == "" {
					t.Fatalf("%v: an empty message", a)
				}
				if !s.Equal(before) {
					t.Fatalf("refused %v (%v) changed the state", a, err)
				}
				continue
			}
			if !wasLegal && a.Kind != master.Draw {
				t.Fatalf("%v accepted, but it is not legal", a)
			}
			if err := invariants(s); err != nil {
				t.Fatalf("after %v: %v", a, err)
			}
		}
		simtest.RoundTrip(t, s, s.Record(nil, 1).Marshal(), master.Replay)
	})
}

// invariants checks every card once and the views against the state.
func invariants(s *master.State) error {
	var all []card.Card
	for p := range s.Players() {
		all = append(all, s.Hand(p)...)
	}
	all = append(all, s.Pile()...)
	tab := s.Table()
	for _, c := range tab.All() {
		all = append(all, c)
	}
	slices.Sort(all)
	if !slices.Equal(all, master.Deck()) {
		return fmt.Errorf("the cards are not the deck: %s", card.Format(all))
	}
	for p := range s.Players() {
		if got, want := s.View(p).Legal(), s.Legal(p); !slices.Equal(got, want) {
			return fmt.Errorf("seat %d: view legal %v, state legal %v", p, got, want)
		}
	}
	return nil
}

// encodeGolden turns a golden record into a FuzzActions input that plays
// the same round.
func encodeGolden(b []byte) ([]byte, error) {
	rec, err := record.Read(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	s, err := master.Replay(rec, 0)
	if err != nil {
		return nil, err
	}
	seed, err := rec.Header.SeedValue()
	if err != nil {
		return nil, err
	}
	in := []byte{byte(s.Players() - 2), byte(s.Dealer())}
	in = binary.LittleEndian.AppendUint64(in, seed)
	log := func(i int) master.Action {
		back, _ := master.Replay(rec, i+1)
		return back.Log()[i]
	}
	for i := range rec.Actions {
		legal := s.Legal(s.ToMove())
		want := log(i)
		if want.Kind == master.Draw {
			want.Card = card.None
		}
		k := slices.Index(legal, want)
		if k < 0 || k >= garbageOp {
			return nil, fmt.Errorf("action %d (%v) is not among %v", i, want, legal)
		}
		in = append(in, byte(k))
		if err := s.Apply(legal[k]); err != nil {
			return nil, err
		}
	}
	return in, nil
}

func TestFuzzSeedsReplayGolden(t *testing.T) {
	// The fuzz seeds built from the golden records must play those very
	// rounds, or the corpus would start from somewhere else.
	files, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.jsonl"))
	for _, path := range files {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		in, err := encodeGolden(b)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		players := 2 + int(in[0])
		s, err := master.New(players, int(in[1])%players, binary.LittleEndian.Uint64(in[2:fuzzHeader]))
		if err != nil {
			t.Fatal(err)
		}
		for _, op := range in[fuzzHeader:] {
			l := s.Legal(s.ToMove())
			if err := s.Apply(l[int(op)%len(l)]); err != nil {
				t.Fatal(err)
			}
		}
		if got := s.Record(nil, 1).Marshal(); !bytes.Equal(got, b) {
			t.Errorf("%s: the fuzz seed plays another round", path)
		}
	}
}

// FuzzReplay feeds arbitrary bytes through the record reader and the
// replay: nothing may panic, and a record that replays writes a record
// that replays to the same state.
func FuzzReplay(f *testing.F) {
	golden, _ := filepath.Glob(filepath.Join("testdata", "golden", "*.jsonl"))
	for _, path := range golden {
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		lines := bytes.SplitAfter(b, []byte("\n"))
		f.Add(bytes.Join(lines[:len(lines)/2], nil)) // a saved game
		f.Add(bytes.ReplaceAll(b, []byte(`"J1"`), []byte(`"J2"`)))
		f.Add(bytes.ReplaceAll(b, []byte(`"to":"`), []byte(`"to":"X`)))
	}
	f.Add([]byte(`{"record":"elferraus-record/1","game":"master","options":{},"players":2,"seed":"1","round":1,"dealer":0}` + "\n" +
		`{"setup":{"hands":[[],[]],"pile":[],"table":[],"rows":["R"],"connections":[9]}}` + "\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := record.Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		for _, upTo := range []int{-1, 0, len(rec.Actions) / 2} {
			s, err := master.Replay(rec, upTo)
			if err != nil {
				continue
			}
			if err := invariants(s); err != nil {
				t.Fatalf("a replayed record breaks the invariants: %v", err)
			}
			back, err := master.Replay(s.Record(rec.Header.Names, rec.Header.Round), -1)
			if err != nil || !back.Equal(s) {
				t.Fatalf("the written record does not replay: %v", err)
			}
		}
	})
}
