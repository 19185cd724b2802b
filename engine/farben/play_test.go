package farben_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/farben"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
	"elferraus/engine/simtest"
)

var update = flag.Bool("update", false, "rewrite the golden records in testdata/golden")

// playBots plays a round between bots of the given levels (one per seat).
func playBots(t testing.TB, levels []level.Level, dealer int, seed uint64) *farben.State {
	t.Helper()
	s, err := farben.New(farben.Options{}, len(levels), dealer, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*farben.Bot, len(levels))
	for p, l := range levels {
		bots[p] = farben.NewBot(l, card.Mix(seed, uint64(p)+100))
	}
	var v farben.View
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
	levels []level.Level
	seed   uint64
}

func (c goldenCase) name() string { return fmt.Sprintf("%dp-seed%d", len(c.levels), c.seed) }

var goldenCases = []goldenCase{
	{[]level.Level{level.Easy, level.Hard}, 1},
	{[]level.Level{level.Normal, level.Hard, level.Easy}, 2},
	{[]level.Level{level.Hard, level.Hard, level.Normal, level.Easy}, 3},
	{[]level.Level{level.Easy, level.Normal, level.Hard, level.Easy, level.Normal, level.Hard}, 4},
}

func TestGolden(t *testing.T) {
	var names []string
	for _, c := range goldenCases {
		names = append(names, c.name())
		t.Run(c.name(), func(t *testing.T) {
			s := playBots(t, c.levels, int(c.seed)%len(c.levels), c.seed)
			got := s.Record(nil, 1).Marshal()
			want := simtest.Golden(t, filepath.Join("testdata", "golden", c.name()+".jsonl"), got, *update)
			rec, err := farben.ReadRecord(bytes.NewReader(want))
			if err != nil {
				t.Fatal(err)
			}
			back, err := farben.Replay(rec, -1)
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
	s := twoSeats(t)
	apply(t, s, farben.TakeOf(0, 3), farben.LayOf(0, one(t, "R1"), 3), farben.DrawOf(1), farben.LayOf(1, one(t, "Y1"), 0))
	good := s.Record(nil, 1)
	cases := []struct {
		name string
		line int
		mod  func(r *farben.Record)
	}{
		{"wrong card taken", 3, func(r *farben.Record) { r.Actions[0].Card = one(t, "G1") }},
		{"take without card", 3, func(r *farben.Record) { r.Actions[0].Card = card.None }},
		{"pile 0", 3, func(r *farben.Record) { r.Actions[0].Pile = 0 }},
		{"pile 5", 4, func(r *farben.Record) { r.Actions[1].Pile = 5 }},
		{"lay not held", 4, func(r *farben.Record) { r.Actions[1].Card = one(t, "Y9") }},
		{"wrong card drawn", 5, func(r *farben.Record) { r.Actions[2].Card = one(t, "G20") }},
		{"stack without reshuffle", 5, func(r *farben.Record) { r.Actions[2].Stack = cards(t, "R9") }},
		{"draw with pile", 5, func(r *farben.Record) { r.Actions[2].Pile = 1 }},
		{"take with schluss", 3, func(r *farben.Record) { r.Actions[0].Schluss = true }},
		{"unknown verb", 6, func(r *farben.Record) { r.Actions[3].Act = "discard" }},
		{"wrong seat", 6, func(r *farben.Record) { r.Actions[3].Seat = 0 }},
		{"early result", 7, func(r *farben.Record) {
			r.Result = &record.Result{Reason: "schluss", Winners: []int{1}, Scores: []int{36, 45}}
		}},
		{"unknown option", 1, func(r *farben.Record) { r.Header.Options = map[string]any{"lang": true} }},
		{"broken deal", 2, func(r *farben.Record) { r.Setups[0].Piles[0] = one(t, "R1") }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec, err := farben.ReadRecord(bytes.NewReader(good.Marshal()))
			if err != nil {
				t.Fatal(err)
			}
			c.mod(rec)
			rec, err = farben.ReadRecord(bytes.NewReader(rec.Marshal()))
			if err == nil {
				_, err = farben.Replay(rec, -1)
			}
			var le *record.LineError
			if !errors.As(err, &le) || le.Line != c.line {
				t.Errorf("got %v, want an error on line %d", err, c.line)
			}
		})
	}
	over := playBots(t, []level.Level{level.Easy, level.Easy}, 0, 5)
	rec := over.Record(nil, 1)
	rec.Result = nil
	if _, err := farben.Replay(rec, -1); err == nil {
		t.Error("a finished round without its result replays")
	}
}

func TestNextDealer(t *testing.T) {
	for _, c := range []struct {
		dealer int
		scores []int
		want   int
	}{
		{0, []int{40, 20, 50}, 0},     // seat 1 lost: seat 0 deals, seat 1 begins
		{1, []int{10, 20, 50}, 2},     // seat 0 lost
		{2, []int{30, 30, 30, 30}, 2}, // all tied: seat 3, first after the dealer, lost
		{1, []int{5, 9, 5, 9}, 1},     // seats 0 and 2 tied: seat 2 comes first after dealer 1
		{3, []int{5, 9, 5, 9}, 3},     // after dealer 3 seat 0 comes first
	} {
		if got := farben.NextDealer(c.dealer, c.scores); got != c.want {
			t.Errorf("NextDealer(%d, %v) = %d, want %d", c.dealer, c.scores, got, c.want)
		}
	}
}

// TestMatch: over a match of bot rounds the loser of each round begins the
// next, the first round is begun left of the dealer, and the sheet adds up.
func TestMatch(t *testing.T) {
	g := farben.Game()
	m, err := games.NewMatch(g, nil, 3, 5, 42)
	if err != nil {
		t.Fatal(err)
	}
	bots := []games.Bot{g.NewBot(level.Hard, 0, 1), g.NewBot(level.Normal, 1, 2), g.NewBot(level.Easy, 2, 3)}
	for !m.Over() {
		r, err := m.Deal()
		if err != nil {
			t.Fatal(err)
		}
		if got := r.ToMove()[0]; got != (r.Dealer()+1)%3 {
			t.Fatalf("round %d: seat %d begins, dealer %d", m.Played()+1, got, r.Dealer())
		}
		if err := games.Play(r, bots, 2*farben.MaxTurns); err != nil {
			t.Fatal(err)
		}
		if err := m.Finish(r); err != nil {
			t.Fatal(err)
		}
		if !m.Over() {
			sc := r.Result().Scores
			next := m.Dealer(m.Played() + 1)
			loser := (next + 1) % 3
			if sc[loser] != slices.Min(sc) {
				t.Errorf("scores %v: seat %d begins the next round, not a loser", sc, loser)
			}
		}
	}
	if len(m.Leaders()) == 0 || !g.HigherWins || !g.Matches {
		t.Error("no leaders, or the game is not a match where higher wins")
	}
}

// FuzzActions plays actions built from the input's bytes: nothing panics,
// refusals are *Error values that change nothing, and the record replays.
func FuzzActions(f *testing.F) {
	f.Add([]byte{2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0x80, 0x81, 0x82, 0x83, 0x10, 0x21, 0x32, 0x43})
	f.Add([]byte{5, 1, 9, 9, 9, 9, 9, 9, 9, 9, 0xff, 0x00, 0x81, 0x42, 0x13, 0x24})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 10 {
			return
		}
		n := 2 + int(data[0]%5)
		s, err := farben.New(farben.Options{}, n, int(data[1])%n, binary.LittleEndian.Uint64(data[2:10]))
		if err != nil {
			t.Fatal(err)
		}
		deck := farben.Deck()
		for _, b := range data[10:] {
			var a farben.Action
			if b&0x80 != 0 {
				if l := s.Legal(s.ToMove()); len(l) > 0 {
					a = l[int(b&0x7f)%len(l)]
				}
			} else {
				a = farben.Action{Kind: farben.Kind(b & 3), Seat: int(b>>2&7) - 1, Pile: int(b>>5) - 1, Schluss: b&0x40 != 0}
				if a.Kind == farben.Lay {
					a.Card = deck[int(b)%len(deck)]
				}
			}
			before := s.Clone()
			if err := s.Apply(a); err != nil {
				var e *farben.Error
				if !errors.As(err, &e) || e.Error() == "" {
					t.Fatalf("error %T %v", err, err)
				}
				if !s.Equal(before) {
					t.Fatal("a refused action changed the state")
				}
			}
		}
		rec, err := farben.ReadRecord(bytes.NewReader(s.Record(nil, 1).Marshal()))
		if err != nil {
			t.Fatal(err)
		}
		back, err := farben.Replay(rec, -1)
		if err != nil || !back.Equal(s) {
			t.Fatalf("the record does not replay: %v", err)
		}
	})
}

// FuzzRead feeds arbitrary bytes to the reader and the replay: nothing
// panics, errors name a line, and whatever replays writes a record that
// replays again.
func FuzzRead(f *testing.F) {
	f.Add(playBots(f, []level.Level{level.Easy, level.Hard, level.Normal}, 1, 9).Record(nil, 1).Marshal())
	f.Add([]byte("{\"record\":\"elferraus-record/1\",\"game\":\"farben\"}\n{\"setup\":{}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := farben.ReadRecord(bytes.NewReader(data))
		if err != nil {
			return
		}
		st, err := farben.Replay(rec, -1)
		if err != nil {
			var le *record.LineError
			if !errors.As(err, &le) || le.Line < 1 {
				t.Fatalf("replay error without a line: %v", err)
			}
			return
		}
		back, err := farben.Replay(st.Record(nil, 1), -1)
		if err != nil || !back.Equal(st) {
			t.Fatalf("a replayed record does not replay again: %v", err)
		}
	})
}

// BenchmarkRandomRound plays a 4-player round with random legal actions to
// its end, as a random player or a playout does: RandomLegal, then Apply.
func BenchmarkRandomRound(b *testing.B) {
	for i := range b.N {
		s, _ := farben.New(farben.Options{}, 4, 0, uint64(i))
		r := card.NewRng(uint64(i))
		for {
			a, ok := s.RandomLegal(&r)
			if !ok {
				break
			}
			if err := s.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkLegalRound is BenchmarkRandomRound drawing from the lists of
// LegalInto: the same rounds, at the price of the lists.
func BenchmarkLegalRound(b *testing.B) {
	var l []farben.Action
	for i := range b.N {
		s, _ := farben.New(farben.Options{}, 4, 0, uint64(i))
		r := card.NewRng(uint64(i))
		for !s.IsOver() {
			l = s.LegalInto(s.ToMove(), l)
			a := l[0]
			if len(l) > 1 {
				a = l[r.IntN(len(l))]
			}
			if err := s.Apply(a); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkBot(b *testing.B) {
	s, _ := farben.New(farben.Options{}, 4, 0, 1)
	bot := farben.NewBot(level.Hard, 1)
	v := s.View(s.ToMove())
	for range b.N {
		bot.Choose(v)
	}
}
