package snap_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"elferraus/engine/record"
	"elferraus/engine/snap"
)

// scripted is a short game with a tie, a capture and a mistake, and its
// record as lines.
func scripted(t *testing.T) (*snap.State, []string) {
	s := table(t, snap.Options{}, 2, []string{"R7 R1", "Y7 Y2", "B3 B4"}, nil)
	play(t, s, []op{rv(0, 10), rv(1, 20), rv(2, 30), calls(50, 1, A, 2, A), rv(0, 60), calls(70, 0, I)})
	lines := strings.Split(strings.TrimSpace(string(s.Record([]string{"Ada", "Bo", "Cy"}, 1).Marshal())), "\n")
	return s, lines
}

func TestRecordLines(t *testing.T) {
	_, lines := scripted(t)
	want := []string{
		`{"seat":0,"act":"reveal","tick":10,"card":"R7"}`,
		`{"seat":1,"act":"reveal","tick":20,"card":"Y7"}`,
		`{"seat":2,"act":"reveal","tick":30,"card":"B3"}`,
		`{"seat":1,"act":"call","tick":50,"word":"schnapp"}`,
		`{"seat":2,"act":"call","tick":50,"word":"schnapp"}`,
		`{"seat":0,"act":"reveal","tick":60,"card":"R1"}`,
		`{"seat":0,"act":"call","tick":70,"word":"schnipp"}`,
	}
	if !strings.HasPrefix(lines[0], `{"record":"elferraus-record/1","game":"schnippschnapp","options":{"timelimit":0},"players":3,"names":["Ada","Bo","Cy"]`) ||
		!strings.HasPrefix(lines[1], `{"setup":{"hands":[["R7","R1",`) || !strings.HasSuffix(lines[1], `"quartets":[[],[],[]]}}`) {
		t.Errorf("header and setup:\n%s\n%s", lines[0], lines[1])
	}
	for i, w := range want {
		if lines[2+i] != w {
			t.Errorf("line %d: got %s, want %s", 3+i, lines[2+i], w)
		}
	}
	if len(lines) != 2+len(want) {
		t.Errorf("%d lines: a running game has no result line", len(lines))
	}
}

func TestReplayErrorsNameTheLine(t *testing.T) {
	_, lines := scripted(t)
	tests := []struct {
		name string
		edit func(l []string) []string
		line int
		want string
	}{
		{"unknown word", func(l []string) []string {
			l[5] = strings.Replace(l[5], "schnapp", "schnupp", 1)
			return l
		}, 6, "schnupp"},
		{"calls of a tick out of seat order", func(l []string) []string {
			l[5], l[6] = l[6], l[5]
			return l
		}, 7, "seat order"},
		{"a seat calling twice in a tick", func(l []string) []string {
			l[6] = strings.Replace(l[6], `"seat":2`, `"seat":1`, 1)
			return l
		}, 7, "seat order"},
		{"a reveal out of turn", func(l []string) []string {
			l[3] = strings.Replace(l[3], `"seat":1`, `"seat":2`, 1)
			return l
		}, 4, "not seat 2's reveal"},
		{"a reveal naming another card", func(l []string) []string {
			l[7] = strings.Replace(l[7], "R1", "R2", 1)
			return l
		}, 8, "not the top card"},
		{"a tick going back", func(l []string) []string {
			l[7] = strings.Replace(l[7], `"tick":60`, `"tick":40`, 1)
			return l
		}, 8, "past"},
		{"a wrong result", func(l []string) []string {
			return append(l, `{"result":{"reason":"players","winners":[0],"scores":[0,0,0]}}`)
		}, 10, "before the round is over"},
		{"a bad setup", func(l []string) []string {
			l[1] = strings.Replace(l[1], `"R7",`, ``, 1)
			return l
		}, 2, "dealt"},
		{"an unknown option", func(l []string) []string {
			l[0] = strings.Replace(l[0], `"timelimit"`, `"speed"`, 1)
			return l
		}, 1, "speed"},
		{"revealall in the game in turn", func(l []string) []string {
			l[2] = `{"seat":-1,"act":"revealall","tick":10}`
			return l
		}, 3, "one after another"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := tt.edit(append([]string(nil), lines...))
			rec, err := snap.ReadRecord(strings.NewReader(strings.Join(l, "\n")))
			if err != nil {
				t.Fatal(err)
			}
			_, err = snap.Replay(rec, -1)
			var re *snap.ReplayError
			if !errors.As(err, &re) || re.Line != tt.line || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want line %d about %q", err, tt.line, tt.want)
			}
		})
	}
}

func TestReadRecordRefusesBadShapes(t *testing.T) {
	_, lines := scripted(t)
	tests := []struct {
		name string
		text string
		line int
	}{
		{"empty", "", 1},
		{"not JSON", "hello", 1},
		{"no setup", lines[0], 2},
		{"an unknown field", lines[0] + "\n" + lines[1] + "\n" + `{"seat":0,"act":"reveal","tick":1,"speed":3}`, 3},
		{"a bad card", lines[0] + "\n" + lines[1] + "\n" + `{"seat":0,"act":"reveal","tick":1,"card":"X1"}`, 3},
		{"an action after the result", lines[0] + "\n" + lines[1] + "\n" + `{"result":{"reason":"time","winners":[],"scores":[]}}` + "\n" + lines[2], 4},
		{"two setups", lines[0] + "\n" + lines[1] + "\n" + lines[1], 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := snap.ReadRecord(strings.NewReader(tt.text))
			var le *record.LineError
			if !errors.As(err, &le) || le.Line != tt.line {
				t.Errorf("got %v, want an error at line %d", err, tt.line)
			}
		})
	}
}

func TestReplayUpTo(t *testing.T) {
	s, _ := scripted(t)
	rec := s.Record(nil, 1)
	// Cut after the first call of the tied tick: that call alone is
	// resolved, so it wins.
	part, err := snap.Replay(rec, 4)
	if err != nil || part.Actions() != 4 || part.Conquered()[1] != 1 {
		t.Errorf("the first four lines: %v, %d actions, conquered %v", err, part.Actions(), part.Conquered())
	}
	full, err := snap.Replay(rec, -1)
	if err != nil || !full.Equal(s) {
		t.Errorf("the whole record: %v", err)
	}
	var b bytes.Buffer
	if err := rec.Write(&b); err != nil || !bytes.Equal(b.Bytes(), s.Record(nil, 1).Marshal()) {
		t.Error("Write and Marshal differ")
	}
}
