package record_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// example has the shape of RECORD.md's examples: header, a deal thrown in, a
// second deal, the verbs of the family (MASTER's too: the reader checks the
// shape of lines, not the rules) and a result.
const example = `{"record":"elferraus-record/1","game":"elfer","options":{"short":false},"players":4,"names":["Ada","Bot 1","Bot 2","Bot 3"],"seed":"9214","round":1,"dealer":2}
{"setup":{"hands":[["R10","B3"],["Y9"],["G2"],["R5"]],"pile":["G5","Y20"],"table":[]}}
{"setup":{"hands":[["R11","B3"],["Y9"],["G2"],["R5"]],"pile":["G5","Y20"],"table":[]},"redeal":true}
{"seat":1,"act":"lay","card":"R12"}
{"seat":1,"act":"lay","card":"J2","as":"B7"}
{"seat":1,"act":"connect","at":"Y9","to":"B"}
{"seat":1,"act":"swap","card":"B7"}
{"seat":1,"act":"draw","card":"G5"}
{"seat":1,"act":"end"}
{"seat":1,"act":"pass"}
{"result":{"reason":"out","winners":[3],"scores":[23,41,12,0]}}
`

func TestRoundTrip(t *testing.T) {
	rec, err := record.Read(strings.NewReader(example))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(rec.Marshal()); got != example {
		t.Errorf("written back:\n%s\nwant:\n%s", got, example)
	}
	want := &record.Record{
		Header: record.Header{
			Record: record.Version, Game: "elfer", Options: map[string]any{"short": false},
			Players: 4, Names: []string{"Ada", "Bot 1", "Bot 2", "Bot 3"}, Seed: "9214", Round: 1, Dealer: 2,
		},
		Setups: []record.Setup{
			{Hands: [][]card.Card{cards(t, "R10", "B3"), cards(t, "Y9"), cards(t, "G2"), cards(t, "R5")}, Pile: cards(t, "G5", "Y20"), Table: []card.Card{}},
			{Hands: [][]card.Card{cards(t, "R11", "B3"), cards(t, "Y9"), cards(t, "G2"), cards(t, "R5")}, Pile: cards(t, "G5", "Y20"), Table: []card.Card{}},
		},
		Actions: []record.Action{
			{Seat: 1, Act: "lay", Card: c(t, "R12")},
			{Seat: 1, Act: "lay", Card: c(t, "J2"), As: c(t, "B7")},
			{Seat: 1, Act: "connect", At: c(t, "Y9"), To: "B"},
			{Seat: 1, Act: "swap", Card: c(t, "B7")},
			{Seat: 1, Act: "draw", Card: c(t, "G5")},
			{Seat: 1, Act: "end"},
			{Seat: 1, Act: "pass"},
		},
		Result: &record.Result{Reason: "out", Winners: []int{3}, Scores: []int{23, 41, 12, 0}},
	}
	if !reflect.DeepEqual(rec, want) {
		t.Errorf("read\n%+v\nwant\n%+v", rec, want)
	}
	if got := rec.Deal(); !reflect.DeepEqual(*got, want.Setups[1]) {
		t.Errorf("Deal is %+v, want the second setup", got)
	}
	if seed, err := rec.Header.SeedValue(); err != nil || seed != 9214 {
		t.Errorf("SeedValue = %d, %v", seed, err)
	}
	// Lines are counted from 1: header, two setups, then the actions.
	if got := rec.ActionLine(0); got != 4 {
		t.Errorf("ActionLine(0) = %d, want 4", got)
	}
	if got := rec.ResultLine(); got != 11 {
		t.Errorf("ResultLine = %d, want 11", got)
	}
}

func TestWriteFillsDefaults(t *testing.T) {
	// A record built in code with nil options, table, pile and winners is
	// written with {} and [] so other programs see the fields.
	r := &record.Record{
		Header: record.Header{Game: "elfer", Players: 2, Seed: "1", Round: 1},
		Setups: []record.Setup{{Hands: [][]card.Card{cards(t, "R11"), cards(t, "Y3")}}},
		Result: &record.Result{Reason: "blocked", Scores: []int{11, 3}},
	}
	want := `{"record":"elferraus-record/1","game":"elfer","options":{},"players":2,"names":null,"seed":"1","round":1,"dealer":0}
{"setup":{"hands":[["R11"],["Y3"]],"pile":[],"table":[]}}
{"result":{"reason":"blocked","winners":[],"scores":[11,3]}}
`
	if got := string(r.Marshal()); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if _, err := record.Read(strings.NewReader(want)); err != nil {
		t.Errorf("reading it back: %v", err)
	}
	if r.Deal() == nil || (&record.Record{}).Deal() != nil {
		t.Error("Deal of a record with and without setups")
	}
}

func TestSavedGameHasNoResult(t *testing.T) {
	running := strings.Join(strings.Split(example, "\n")[:10], "\n") + "\n"
	rec, err := record.Read(strings.NewReader(running))
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result != nil || len(rec.Actions) != 7 {
		t.Errorf("result %v, %d actions", rec.Result, len(rec.Actions))
	}
	if got := string(rec.Marshal()); got != running {
		t.Errorf("written back:\n%s", got)
	}
}

func TestReadErrors(t *testing.T) {
	lines := strings.Split(strings.TrimSuffix(example, "\n"), "\n")
	header, setup, act, result := lines[0], lines[1], lines[3], lines[10]
	join := func(ls ...string) string { return strings.Join(ls, "\n") + "\n" }
	long := `{"seat":1,"act":"lay","card":"R12","to":"` + strings.Repeat("x", record.MaxLine) + `"}`
	tests := []struct {
		name     string
		in       string
		line     int // 0: no line number
		want     string
		notRec   bool // errors.Is ErrNotRecord
		tooLong  bool
		anyError bool
	}{
		{name: "empty file", in: "", line: 1, want: "empty file", notRec: true},
		{name: "only blank lines", in: "\n\n", line: 1, notRec: true},
		{name: "blank first line", in: "\n" + join(header, setup), line: 1, notRec: true},
		{name: "garbage", in: "hello world\n", line: 1, want: "one JSON object", notRec: true},
		{name: "binary", in: "\x00\xff\xfe{", line: 1, notRec: true},
		{name: "not the header first", in: join(setup, header), line: 1, want: "the first line must be the header", notRec: true},
		{name: "other format", in: join(strings.Replace(header, "/1", "/9", 1), setup), line: 1, want: `format "elferraus-record/9"`, notRec: true},
		{name: "truncated file", in: join(header, setup, act)[:len(header)+len(setup)+20], line: 3, want: "not valid JSON"},
		{name: "truncated header", in: header[:40], line: 1, want: "not valid JSON"},
		{name: "missing setup", in: join(header), line: 2, want: "the setup line is missing"},
		{name: "missing setup after blank lines", in: join(header, "", ""), line: 4, want: "the setup line is missing"},
		{name: "action before the setup", in: join(header, act, setup), line: 2, want: "an action before the setup"},
		{name: "result before the setup", in: join(header, result), line: 2, want: "a result before the setup"},
		{name: "second result", in: join(header, setup, act, result, result), line: 5, want: "a second result line"},
		{name: "action after the result", in: join(header, setup, result, act), line: 4, want: "an action after the result"},
		{name: "setup after actions", in: join(header, setup, act, setup), line: 4, want: "a setup line after the actions began"},
		{name: "second setup without redeal", in: join(header, setup, setup), line: 3, want: `"redeal": true`},
		{name: "unknown header field", in: join(strings.Replace(header, `"round"`, `"colour":1,"round"`, 1), setup), line: 1, want: `unknown field "colour"`},
		{name: "unknown action field", in: join(header, setup, `{"seat":1,"act":"lay","cards":"R12"}`), line: 3, want: `unknown field "cards"`},
		{name: "unknown setup field", in: join(header, `{"setup":{"hands":[],"pile":[],"table":[],"joker":1}}`), line: 2, want: `unknown field "joker"`},
		{name: "unknown result field", in: join(header, setup, `{"result":{"reason":"out","winners":[],"scores":[],"mvp":0}}`), line: 3, want: `unknown field "mvp"`},
		{name: "neither", in: join(header, setup, `{"comment":"hi"}`), line: 3, want: "neither setup, action nor result"},
		{name: "bad card", in: join(header, setup, `{"seat":1,"act":"lay","card":"X5"}`), line: 3, want: `"X5" is not a card`},
		{name: "bad card in a hand", in: join(header, `{"setup":{"hands":[["R0"]],"pile":[],"table":[]}}`), line: 2, want: `"R0" is not a card`},
		{name: "empty setup", in: join(header, `{"setup":null}`), line: 2, want: "setup: empty"},
		{name: "empty result", in: join(header, setup, `{"result":null}`), line: 3, want: "result: empty"},
		{name: "trailing garbage", in: join(header, setup, act+"x"), line: 3, want: "not valid JSON"},
		{name: "oversized line", in: join(header, setup, act, long), line: 4, want: "longer than", tooLong: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec, err := record.Read(strings.NewReader(tt.in))
			if err == nil {
				t.Fatalf("read %+v, want an error", rec)
			}
			if rec != nil {
				t.Errorf("a record beside the error: %+v", rec)
			}
			if tt.want != "" && !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want it to say %q", err, tt.want)
			}
			var le *record.LineError
			if tt.line > 0 {
				if !errors.As(err, &le) || le.Line != tt.line {
					t.Errorf("error %q: want line %d", err, tt.line)
				}
				if !strings.HasPrefix(err.Error(), "line ") {
					t.Errorf("error %q does not start with its line", err)
				}
			}
			if got := errors.Is(err, record.ErrNotRecord); got != tt.notRec {
				t.Errorf("errors.Is(%q, ErrNotRecord) = %v, want %v", err, got, tt.notRec)
			}
		})
	}
}

func TestTooManyLines(t *testing.T) {
	var b bytes.Buffer
	b.WriteString(strings.SplitAfter(example, "\n")[0])
	b.WriteString(strings.SplitAfter(example, "\n")[1])
	for range record.MaxLines {
		b.WriteString(`{"seat":1,"act":"end"}` + "\n")
	}
	_, err := record.Read(&b)
	var le *record.LineError
	if !errors.As(err, &le) || le.Line != record.MaxLines+1 {
		t.Errorf("error %v, want one at line %d", err, record.MaxLines+1)
	}
}

func TestLongestLine(t *testing.T) {
	// A line just under MaxLine still reads.
	pad := record.MaxLine - 100
	line := `{"seat":1,"act":"lay","card":"R12","to":"` + strings.Repeat("x", pad) + `"}`
	in := strings.Join(strings.SplitAfter(example, "\n")[:2], "") + line + "\n"
	rec, err := record.Read(strings.NewReader(in))
	if err != nil || len(rec.Actions[0].To) != pad {
		t.Errorf("a line of %d bytes: %v", len(line), err)
	}
}

func TestReaderError(t *testing.T) {
	// An I/O error is passed on as it is.
	boom := errors.New("disk on fire")
	_, err := record.Read(&failing{data: example[:100], err: boom})
	if !errors.Is(err, boom) {
		t.Errorf("error %v, want %v", err, boom)
	}
}

type failing struct {
	data string
	err  error
}

func (f *failing) Read(p []byte) (int, error) {
	if f.data == "" {
		return 0, f.err
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}

func TestSeedValue(t *testing.T) {
	tests := []struct {
		seed string
		want uint64
		ok   bool
	}{
		{"0", 0, true},
		{"18446744073709551615", 1<<64 - 1, true},
		{"18446744073709551616", 0, false},
		{"-1", 0, false},
		{"0x10", 0, false},
		{"", 0, false},
	}
	for _, tt := range tests {
		got, err := record.Header{Seed: tt.seed}.SeedValue()
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("SeedValue(%q) = %d, %v", tt.seed, got, err)
		}
	}
}

func cards(t *testing.T, names ...string) []card.Card {
	t.Helper()
	out := make([]card.Card, len(names))
	for i, n := range names {
		out[i] = c(t, n)
	}
	return out
}

func c(t *testing.T, name string) card.Card {
	t.Helper()
	x, err := card.Parse(name)
	if err != nil {
		t.Fatal(err)
	}
	return x
}
