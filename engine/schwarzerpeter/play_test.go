package schwarzerpeter_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/level"
	"elferraus/engine/record"
	sp "elferraus/engine/schwarzerpeter"
	"elferraus/engine/simtest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

// playBots plays a round between bots of the given levels (one per seat).
func playBots(t testing.TB, opts sp.Options, levels []level.Level, dealer int, seed uint64) *sp.State {
	t.Helper()
	s, err := sp.New(opts, len(levels), dealer, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*sp.Bot, len(levels))
	for p, l := range levels {
		bots[p] = sp.NewBot(l, card.Mix(seed, uint64(p)+100))
	}
	var v sp.View
	for !s.IsOver() {
		p := s.ToMove()
		s.ViewInto(p, &v)
		if err := s.Apply(bots[p].Choose(&v)); err != nil {
			t.Fatalf("seat %d's bot: %v", p, err)
		}
	}
	return s
}

type goldenCase struct {
	kurz   bool
	levels []level.Level
	seed   uint64
}

func (c goldenCase) name() string {
	return fmt.Sprintf("%dp-kurz%v-seed%d", len(c.levels), c.kurz, c.seed)
}

var goldenCases = []goldenCase{
	{false, []level.Level{level.Easy, level.Hard}, 1},
	{true, []level.Level{level.Normal, level.Hard, level.Easy}, 2},
	{false, []level.Level{level.Hard, level.Hard, level.Normal, level.Easy}, 3},
	{true, []level.Level{level.Easy, level.Normal, level.Hard, level.Easy, level.Normal, level.Hard}, 4},
}

func TestGolden(t *testing.T) {
	var names []string
	for _, c := range goldenCases {
		names = append(names, c.name())
		t.Run(c.name(), func(t *testing.T) {
			s := playBots(t, sp.Options{Kurz: c.kurz}, c.levels, int(c.seed)%len(c.levels), c.seed)
			got := s.Record(nil, 1).Marshal()
			want := simtest.Golden(t, filepath.Join("testdata", "golden", c.name()+".jsonl"), got, *update)
			rec, err := sp.ReadRecord(bytes.NewReader(want))
			if err != nil {
				t.Fatal(err)
			}
			back, err := sp.Replay(rec, -1)
			if err != nil {
				t.Fatal(err)
			}
			if !back.Equal(s) || !bytes.Equal(back.Record(nil, 1).Marshal(), want) {
				t.Error("the golden record does not replay to the played round")
			}
		})
	}
	simtest.GoldenFilesMatch(t, filepath.Join("testdata", "golden"), names)
}

// TestReplayRefuses: a broken line is refused with its line number.
func TestReplayRefuses(t *testing.T) {
	s := threeSeats(t)
	for _, a := range []sp.Action{sp.ArrangeOf(1, []int{2, 0, 1}), sp.DrawOf(0, 0), sp.KeepOf(2)} {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	good := s.Record(nil, 1)
	cases := []struct {
		name string
		line int
		mod  func(r *sp.Record)
	}{
		{"wrong card", 4, func(r *sp.Record) { r.Actions[1].Card = cards(t, "R3")[0] }},
		{"no card", 4, func(r *sp.Record) { r.Actions[1].Card = card.None }},
		{"position 0", 4, func(r *sp.Record) { r.Actions[1].Pos = 0 }},
		{"short order", 3, func(r *sp.Record) { r.Actions[0].Order = []int{2, 1} }},
		{"order out of range", 3, func(r *sp.Record) { r.Actions[0].Order = []int{4, 1, 2} }},
		{"order on keep", 5, func(r *sp.Record) { r.Actions[2].Order = []int{1} }},
		{"unknown verb", 5, func(r *sp.Record) { r.Actions[2].Act = "shuffle" }},
		{"wrong seat", 5, func(r *sp.Record) { r.Actions[2].Seat = 0 }},
		{"early result", 6, func(r *sp.Record) {
			r.Result = &record.Result{Reason: "peter", Winners: []int{}, Scores: []int{0, 0, 0}}
		}},
		{"unknown option", 1, func(r *sp.Record) { r.Header.Options = map[string]any{"lang": true} }},
		{"broken deal", 2, func(r *sp.Record) { r.Setups[0].Aside = cards(t, "G2")[0] }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := sp.ReadRecord(bytes.NewReader(good.Marshal()))
			if err != nil {
				t.Fatal(err)
			}
			c.mod(rec)
			rec, err = sp.ReadRecord(bytes.NewReader(rec.Marshal()))
			if err == nil {
				_, err = sp.Replay(rec, -1)
			}
			var le *record.LineError
			if !errors.As(err, &le) || le.Line != c.line {
				t.Errorf("got %v, want an error on line %d", err, c.line)
			}
		})
	}
	// A finished round without its result line is refused.
	over := playBots(t, sp.Options{}, []level.Level{level.Easy, level.Easy}, 0, 5)
	rec := over.Record(nil, 1)
	rec.Result = nil
	if _, err := sp.Replay(rec, -1); err == nil {
		t.Error("a finished round without its result replays")
	}
}

// FuzzActions plays actions built from the input's bytes: nothing panics,
// refusals are *Error values that change nothing, and the record replays.
func FuzzActions(f *testing.F) {
	f.Add([]byte{2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0x10, 0x21, 0x32, 0x43})
	f.Add([]byte{5, 1, 9, 9, 9, 9, 9, 9, 9, 9, 0xff, 0x00, 0x81, 0x42, 0x13, 0x24})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 10 {
			return
		}
		n := 2 + int(data[0]%5)
		s, err := sp.New(sp.Options{Kurz: data[1]&1 == 1}, n, int(data[1]>>1)%n, binary.LittleEndian.Uint64(data[2:10]))
		if err != nil {
			t.Fatal(err)
		}
		for _, b := range data[10:] {
			var a sp.Action
			if b&0x80 != 0 {
				if l := s.Legal(s.ToMove()); len(l) > 0 {
					a = l[int(b&0x7f)%len(l)]
				}
			} else {
				a = sp.Action{Kind: sp.Kind(b & 3), Seat: int(b>>2&7) - 1, Pos: int(b >> 5)}
				if a.Kind == sp.Arrange {
					a.Order[0], a.Order[1] = 1, b>>5&1
				}
			}
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				var e *sp.Error
				if !errors.As(err, &e) || e.Error() == "" {
					t.Fatalf("error %T %v", err, err)
				}
				if !s.Equal(before) {
					t.Fatal("a refused action changed the state")
				}
			}
		}
		rec, err := sp.ReadRecord(bytes.NewReader(s.Record(nil, 1).Marshal()))
		if err != nil {
			t.Fatal(err)
		}
		back, err := sp.Replay(rec, -1)
		if err != nil || !back.Equal(s) {
			t.Fatalf("the record does not replay: %v", err)
		}
	})
}

// FuzzRead feeds arbitrary bytes to the reader and the replay: nothing
// panics, errors name a line, and whatever replays writes a record that
// replays again.
func FuzzRead(f *testing.F) {
	f.Add(playBots(f, sp.Options{}, []level.Level{level.Easy, level.Hard, level.Normal}, 1, 9).Record(nil, 1).Marshal())
	f.Add([]byte("{\"record\":\"elferraus-record/1\",\"game\":\"schwarzerpeter\"}\n{\"setup\":{}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := sp.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		st, err := sp.Replay(rec, -1)
		if err != nil {
			var le *record.LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("replay error without a line: %v", err)
			}
			return
		}
		back, err := sp.Replay(st.Record(nil, 1), -1)
		if err != nil || !back.Equal(st) {
			t.Fatalf("a replayed record does not replay again: %v", err)
		}
	})
}

func BenchmarkRandomRound(b *testing.B) {
	for i := range b.N {
		s, _ := sp.New(sp.Options{}, 4, 0, uint64(i))
		r := card.NewRng(uint64(i))
		var l []sp.Action
		for !s.IsOver() {
			l = s.LegalInto(s.ToMove(), l)
			_ = s.Apply(l[r.IntN(len(l))])
		}
	}
}

func BenchmarkBot(b *testing.B) {
	s, _ := sp.New(sp.Options{}, 4, 0, 1)
	_ = s.Apply(sp.KeepOf(s.ToMove()))
	bot := sp.NewBot(level.Hard, 1)
	v := s.View(s.ToMove())
	for range b.N {
		bot.Choose(v)
	}
}
