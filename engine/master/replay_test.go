package master_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

func TestRecordLines(t *testing.T) {
	// Each verb is written as RECORD.md shows it.
	p := position{players: 2, dealer: 1, rows: "YBRG", hands: [][]string{{"Y10", "Y9", "B9", "J2"}, {"B10"}}, pile: []string{"G5"}}
	s := p.state(t, "0 lay Y10", "0 lay J2 as B10", "0 lay Y9", "0 connect Y9 to B", "0 lay B9", "0 end",
		"1 swap B10", "1 lay J2 as B8", "1 end", "0 draw")
	got := s.Record([]string{"Timo", "Vera"}, 3).Marshal()
	for _, want := range []string{
		`{"record":"elferraus-record/1","game":"master","options":{},"players":2,"names":["Timo","Vera"],"seed":"0","round":3,"dealer":1}`,
		`"table":["Y11","B11","R11","G11"],"rows":["Y","B","R","G"],"connections":[4,4]}}`,
		`{"seat":0,"act":"lay","card":"Y10"}`,
		`{"seat":0,"act":"lay","card":"J2","as":"B10"}`,
		`{"seat":0,"act":"connect","at":"Y9","to":"B"}`,
		`{"seat":0,"act":"end"}`,
		`{"seat":1,"act":"swap","card":"B10"}`,
		`{"seat":1,"act":"lay","card":"J2","as":"B8"}`,
		`{"seat":0,"act":"draw","card":"G5"}`,
	} {
		if !bytes.Contains(got, []byte(want+"\n")) && !bytes.Contains(got, []byte(want)) {
			t.Errorf("record lacks %s:\n%s", want, got)
		}
	}
	if bytes.Contains(got, []byte(`"result"`)) {
		t.Error("a running round has a result line")
	}
	rec, err := record.Read(bytes.NewReader(got))
	if err != nil {
		t.Fatal(err)
	}
	back, err := master.Replay(rec, -1)
	if err != nil || !back.Equal(s) {
		t.Fatalf("the record does not replay: %v", err)
	}
}

func TestReplayRefuses(t *testing.T) {
	// Each case breaks one line of a finished round's record; Replay must
	// name that line and say what is wrong.
	base := func(t *testing.T) *record.Record {
		return playGolden(t, goldenCases[2]).Record([]string{"A", "B", "C", "D"}, 1)
	}
	first := func(r *record.Record, act string) int {
		for i, a := range r.Actions {
			if a.Act == act {
				return i
			}
		}
		panic("no " + act)
	}
	line := func(n int) func(*record.Record) int { return func(*record.Record) int { return n } }
	su := func(r *record.Record) *record.Setup { return &r.Setups[0] }
	tests := []struct {
		name   string
		mutate func(r *record.Record)
		line   func(r *record.Record) int
		want   string
	}{
		{"another game", func(r *record.Record) { r.Header.Game = "elfer" }, line(1), `unknown game "elfer"`},
		{"an option", func(r *record.Record) { r.Header.Options = map[string]any{"short": true} }, line(1), `master has no option "short"`},
		{"players", func(r *record.Record) { r.Header.Players = 3 }, line(1), "3 players, the deal has 4 hands"},
		{"names", func(r *record.Record) { r.Header.Names = []string{"A"} }, line(1), "1 names for 4 players"},
		{"dealer", func(r *record.Record) { r.Header.Dealer = 9 }, line(2), "dealer 9 is not a seat"},
		{"a redeal", func(r *record.Record) { r.Setups = append(r.Setups, r.Setups[0]) }, line(3), "never deals again"},
		{"no deal", func(r *record.Record) { r.Setups = nil }, line(2), "the deal is missing"},
		{"card twice", func(r *record.Record) { su(r).Pile[0] = su(r).Hands[0][0] }, line(2), "appears twice"},
		{"joker twice", func(r *record.Record) { su(r).Pile[0] = card.Joker(1); su(r).Pile[1] = card.Joker(1) }, line(2), "J1 appears twice"},
		{"short hand", func(r *record.Record) { su(r).Hands[1] = su(r).Hands[1][1:] }, line(2), "seat 1 holds 14 cards"},
		{"an 11 in a hand", func(r *record.Record) { su(r).Hands[0][0], su(r).Table[0] = su(r).Table[0], su(r).Hands[0][0] }, line(2), "lies in the column from the start"},
		{"an 11 missing", func(r *record.Record) { su(r).Table = su(r).Table[:3] }, line(2), "missing from the deal"},
		{"a card too many", func(r *record.Record) { su(r).Table = append(su(r).Table, card.New(card.Red, 5)) }, line(2), "appears twice"},
		{"rows twice", func(r *record.Record) { su(r).Rows[0] = su(r).Rows[1] }, line(2), "every colour must be in the column once"},
		{"rows short", func(r *record.Record) { su(r).Rows = su(r).Rows[:3] }, line(2), "the column holds 4 rows, not 3"},
		{"rows letter", func(r *record.Record) { su(r).Rows[0] = "X" }, line(2), "is not a colour"},
		{"connections", func(r *record.Record) { su(r).Connections[2] = 4 }, line(2), "seat 2 has 4; with 4 players each gets 3"},
		{"connections count", func(r *record.Record) { su(r).Connections = su(r).Connections[:3] }, line(2), "3 numbers for 4 players"},
		{"starter", func(r *record.Record) { one := 1; su(r).Starter = &one }, line(2), `"starter" belongs only to`},
		{"wrong seat", func(r *record.Record) { r.Actions[3].Seat = (r.Actions[3].Seat + 1) % 4 },
			func(r *record.Record) int { return r.ActionLine(3) }, "turn"},
		{"unknown verb", func(r *record.Record) { r.Actions[2].Act = "jump" },
			func(r *record.Record) int { return r.ActionLine(2) }, `"jump" is not an action of this game`},
		{"a stray row", func(r *record.Record) { r.Actions[0].To = "B" },
			func(r *record.Record) int { return r.ActionLine(0) }, `lay takes no "to"`},
		{"connect without a row", func(r *record.Record) { r.Actions[first(r, "connect")].To = "" },
			func(r *record.Record) int { return r.ActionLine(first(r, "connect")) }, `connect names the slot it lies at`},
		{"lay without a card", func(r *record.Record) { r.Actions[0].Card = card.None },
			func(r *record.Record) int { return r.ActionLine(0) }, "lay names no card"},
		{"swap without a card", func(r *record.Record) { r.Actions[first(r, "swap")].Card = card.None },
			func(r *record.Record) int { return r.ActionLine(first(r, "swap")) }, "swap names the hand's number card"},
		{"draw of another card", func(r *record.Record) {
			i := first(r, "draw")
			r.Actions[i].Card = r.Actions[i].Card ^ 1
		}, func(r *record.Record) int { return r.ActionLine(first(r, "draw")) }, "the pile's top card is"},
		{"wrong scores", func(r *record.Record) { r.Result.Scores[0]++ },
			func(r *record.Record) int { return r.ResultLine() }, "the result should be out"},
		{"wrong winners", func(r *record.Record) { r.Result.Winners = []int{3} },
			func(r *record.Record) int { return r.ResultLine() }, "the result should be out"},
		{"result too early", func(r *record.Record) { r.Actions = r.Actions[:len(r.Actions)-1] },
			func(r *record.Record) int { return r.ResultLine() }, "before the round is over"},
		{"action after the end", func(r *record.Record) {
			r.Actions = append(r.Actions, record.Action{Seat: 0, Act: "pass"})
		}, func(r *record.Record) int { return r.ActionLine(len(r.Actions) - 1) }, "the round is over"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := base(t)
			tt.mutate(r)
			_, err := master.Replay(r, -1)
			var re *master.ReplayError
			if !errors.As(err, &re) {
				t.Fatalf("error %v, want a *ReplayError", err)
			}
			if want := tt.line(r); re.Line != want || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want line %d saying %q", err, want, tt.want)
			}
		})
	}
}

func TestReplayUpTo(t *testing.T) {
	c := goldenCases[0]
	s, err := master.New(c.players, int(c.seed%uint64(c.players)), c.seed)
	if err != nil {
		t.Fatal(err)
	}
	final := playGolden(t, c)
	rec := final.Record(nil, 1)
	for k, a := range final.Log() {
		got, err := master.Replay(rec, k)
		if err != nil || !got.Equal(s) {
			t.Fatalf("Replay(rec, %d): %v", k, err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !s.Equal(final) {
		t.Error("the log does not play to the round")
	}
	if got, err := master.Replay(rec, len(rec.Actions)+5); err != nil || !got.Equal(final) {
		t.Errorf("Replay past the end: %v", err)
	}
}

func TestReplayOfForeignDeal(t *testing.T) {
	// A record from another program (seed not decimal, hands unsorted, the
	// 11s in another order) replays from its deal as written and writes
	// the deal back as it was; changing the record later changes nothing.
	rec := playGolden(t, goldenCases[1]).Record(nil, 1)
	rec.Header.Seed = "from elsewhere"
	h := rec.Setups[0].Hands[0]
	h[0], h[len(h)-1] = h[len(h)-1], h[0]
	tab := rec.Setups[0].Table
	tab[0], tab[3] = tab[3], tab[0]
	s, err := master.Replay(rec, -1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Seed() != 0 {
		t.Errorf("seed %d, want 0 for a seed that is no number", s.Seed())
	}
	want := s.Record(nil, 1).Marshal()
	if got := s.Record(nil, 1).Setups[0]; got.Hands[0][0] != h[0] || got.Table[0] != tab[0] {
		t.Errorf("the deal was not written back as read")
	}
	h[0] = card.New(card.Red, 1)
	if got := s.Record(nil, 1).Marshal(); !bytes.Equal(got, want) {
		t.Error("changing the record changed the round")
	}
}
