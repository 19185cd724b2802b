package elfer_test

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
	"elferraus/engine/simtest"
)

// The input of FuzzActions: a header of fuzzHeader bytes (variant, players,
// dealer, short flag, then the seed, little-endian), then one op per byte.
// An op below garbageOp takes legal action op % len(legal); any other op
// takes the next three bytes as seat (signed), kind and card, whatever they
// are.
const (
	fuzzHeader = 4 + 8
	garbageOp  = 0xc0
)

// FuzzActions deals a round from the input and applies a sequence of legal
// and garbage actions. Nothing may panic; a refused action leaves the state
// exactly as it was; the cards stay accounted for and the views agree with
// the state after every action; and the record of the round, finished or
// not, replays to the same state.
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
		// The same round with garbage between its moves.
		mixed := slices.Clone(in[:fuzzHeader])
		for i, op := range in[fuzzHeader:] {
			mixed = append(mixed, garbageOp, byte(i%8-1), byte(i%6), byte(i*37))
			mixed = append(mixed, op)
		}
		f.Add(mixed)
		// One op more after the round is over: nobody is on turn (seat -1).
		f.Add(append(slices.Clone(in), 0))
		f.Add(append(slices.Clone(in), garbageOp, 0xff, byte(elfer.Pass), 0))
	}
	f.Add([]byte{})
	f.Add([]byte{3, 6, 5, 1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, garbageOp, 0x80, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < fuzzHeader {
			return
		}
		v := elfer.Variant(data[0] % 4)
		players := 2 + int(data[1]%5)
		opts := elfer.Options{Variant: v, Short: players == 2 && data[3]&1 == 1}
		seed := binary.LittleEndian.Uint64(data[4:fuzzHeader])
		s, err := elfer.New(opts, players, int(data[2])%players, seed)
		if err != nil {
			t.Fatal(err)
		}
		ops := data[fuzzHeader:]
		var legal []elfer.Action
		for len(ops) > 0 {
			var a elfer.Action
			if op := ops[0]; op < garbageOp || len(ops) < 4 {
				ops = ops[1:]
				legal = s.AppendLegal(legal[:0], s.ToMove())
				if len(legal) == 0 {
					if !s.IsOver() {
						t.Fatal("nothing legal in a running round")
					}
					a = elfer.Action{Seat: int(op % 8), Kind: elfer.Kind(op % 5)}
				} else {
					a = legal[int(op)%len(legal)]
				}
			} else {
				a = elfer.Action{Seat: int(int8(ops[1])), Kind: elfer.Kind(ops[2]), Card: card.Card(ops[3])}
				ops = ops[4:]
			}
			wasLegal := slices.Contains(s.Legal(s.ToMove()), a)
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				if wasLegal {
					t.Fatalf("legal %v refused: %v", a, err)
				}
				if _, ok := err.(*elfer.Error); !ok {
					t.Fatalf("%v: error %T, want *elfer.Error", a, err)
				}
				if err.Error() == "" {
					t.Fatalf("%v: an empty message", a)
				}
				if !s.Equal(before) {
					t.Fatalf("refused %v (%v) changed the state", a, err)
				}
				continue
			}
			if err := invariants(s); err != nil {
				t.Fatalf("after %v: %v", a, err)
			}
		}
		simtest.RoundTrip(t, s, s.Record(nil, 1).Marshal(), elfer.Replay)
	})
}

// invariants checks every card once and the views against the state.
func invariants(s *elfer.State) error {
	var all []card.Card
	for p := range s.Players() {
		all = append(all, s.Hand(p)...)
	}
	all = append(all, s.Pile()...)
	tab := s.Table()
	all = append(all, tab.Cards()...)
	slices.Sort(all)
	if !slices.Equal(all, s.Options().Deck()) {
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
	s, err := elfer.Replay(rec, 0)
	if err != nil {
		return nil, err
	}
	seed, err := rec.Header.SeedValue()
	if err != nil {
		return nil, err
	}
	short := byte(0)
	if s.Options().Short {
		short = 1
	}
	in := []byte{byte(s.Options().Variant), byte(s.Players() - 2), byte(s.Dealer()), short}
	in = binary.LittleEndian.AppendUint64(in, seed)
	for i, ra := range rec.Actions {
		legal := s.Legal(s.ToMove())
		k := slices.IndexFunc(legal, func(a elfer.Action) bool {
			return a.Seat == ra.Seat && a.Kind.String() == ra.Act && (a.Card == ra.Card || a.Kind == elfer.Draw)
		})
		if k < 0 || k >= garbageOp {
			return nil, fmt.Errorf("action %d (%+v) is not among %v", i, ra, legal)
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
		opts := elfer.Options{Variant: elfer.Variant(in[0]), Short: in[3] == 1}
		players := 2 + int(in[1])
		s, err := elfer.New(opts, players, int(in[2])%players, binary.LittleEndian.Uint64(in[4:fuzzHeader]))
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
