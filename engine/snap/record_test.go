package snap_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
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

// goldenLines plays a golden case and returns its state and record lines.
func goldenLines(t *testing.T, c botGame) (*snap.State, []string) {
	t.Helper()
	s := c.run(t, nil)
	return s, strings.Split(strings.TrimSpace(string(s.Record(nil, 1).Marshal())), "\n")
}

// lineWith is the index of the first line holding text.
func lineWith(t *testing.T, lines []string, text string) int {
	t.Helper()
	for i, l := range lines {
		if strings.Contains(l, text) {
			return i
		}
	}
	t.Fatalf("no line holds %s", text)
	return -1
}

func decode(t *testing.T, l string) snap.Line {
	t.Helper()
	var x snap.Line
	if err := json.Unmarshal([]byte(l), &x); err != nil {
		t.Fatal(err)
	}
	return x
}

func encode(t *testing.T, x snap.Line) string {
	t.Helper()
	b, err := json.Marshal(x)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func replayLines(l []string) (*snap.State, error) {
	rec, err := snap.ReadRecord(strings.NewReader(strings.Join(l, "\n")))
	if err != nil {
		return nil, err
	}
	return snap.Replay(rec, -1)
}

// TestRecordNamesEveryShuffle: a reveal that refills an empty stack names
// the new stack; a replay uses the order named (any reordering of the pile),
// not the engine's generator, and refuses one that is not the pile.
func TestRecordNamesEveryShuffle(t *testing.T) {
	_, lines := goldenLines(t, goldenCases[0])
	i := lineWith(t, lines, `"stacks"`)
	x := decode(t, lines[i])
	var seat int
	var stack []card.Card
	for p, st := range x.Stacks {
		seat, stack = p, st
	}
	if x.Act != "reveal" || seat != x.Seat || len(stack) < 2 || x.Card != stack[0] {
		t.Fatalf("line %d: %s", i+1, lines[i])
	}

	// Another order replays: the card turned is its first, the rest is the
	// stack.
	other := slices.Clone(stack)
	slices.Reverse(other)
	x.Stacks[seat], x.Card = other, other[0]
	cut := append(slices.Clone(lines[:i]), encode(t, x))
	s, err := replayLines(cut)
	if err != nil {
		t.Fatalf("a record with another shuffle: %v", err)
	}
	if p := s.Pile(seat); p[len(p)-1] != other[0] || !slices.Equal(s.Stack(seat), other[1:]) {
		t.Errorf("the replay turned %v and keeps %v, not the order named", p[len(p)-1], s.Stack(seat))
	}
	if got := decode(t, strings.Split(strings.TrimSpace(string(s.Record(nil, 1).Marshal())), "\n")[i]); !slices.Equal(got.Stacks[seat], other) {
		t.Errorf("the replay writes the new stack as %v", got.Stacks[seat])
	}

	tests := []struct {
		name string
		edit func(x *snap.Line)
		want string
	}{
		{"a stack that is not the pile", func(x *snap.Line) { x.Stacks[seat] = append(slices.Clone(other[1:]), other[1]) }, "not his face-up pile"},
		{"a stack short of a card", func(x *snap.Line) { x.Stacks[seat] = other[:len(other)-1] }, "not his face-up pile"},
		{"a stack for another seat", func(x *snap.Line) { x.Stacks = map[int][]card.Card{1 - seat: other} }, "stack is empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			y := decode(t, encode(t, x))
			tt.edit(&y)
			_, err := replayLines(append(slices.Clone(lines[:i]), encode(t, y)))
			var re *snap.ReplayError
			if !errors.As(err, &re) || re.Line != i+1 || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want line %d about %q", err, i+1, tt.want)
			}
		})
	}
	// A stack named where none is refilled.
	y := decode(t, lines[2])
	y.Stacks = map[int][]card.Card{y.Seat: {y.Card}}
	_, err = replayLines(append(slices.Clone(lines[:2]), encode(t, y)))
	if err == nil || !strings.Contains(err.Error(), "turns no stack over") {
		t.Errorf("a stack named at the first reveal: %v", err)
	}
}

// TestRecordNamesTheCountdownsCards: a revealall line names the cards
// turned, one per seat holding cards in seat order, and the replay checks
// them.
func TestRecordNamesTheCountdownsCards(t *testing.T) {
	s, lines := goldenLines(t, goldenCases[3])
	i := lineWith(t, lines, `"revealall"`)
	x := decode(t, lines[i])
	if len(x.Cards) != s.Players() {
		t.Fatalf("the first countdown names %v for %d seats", x.Cards, s.Players())
	}
	for p, c := range x.Cards {
		if s.Setup().Hands[p][0] != c {
			t.Errorf("seat %d turned %v, his stack began with %v", p, c, s.Setup().Hands[p][0])
		}
	}
	tests := []struct {
		name string
		edit func(x *snap.Line)
		want string
	}{
		{"a card that is not the top", func(x *snap.Line) { x.Cards[1] = x.Cards[0] }, "not the top card of seat 1's stack"},
		{"a card too few", func(x *snap.Line) { x.Cards = x.Cards[:2] }, "turns 3 cards"},
		{"a card of a reveal in turn", func(x *snap.Line) { x.Card = x.Cards[0] }, "names no card"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			y := decode(t, lines[i])
			tt.edit(&y)
			l := slices.Clone(lines)
			l[i] = encode(t, y)
			_, err := replayLines(l)
			var re *snap.ReplayError
			if !errors.As(err, &re) || re.Line != i+1 || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want line %d about %q", err, i+1, tt.want)
			}
		})
	}
}

// TestRecordsWithoutCardsAndStacksReplay: records written before reveals
// named their cards and new stacks still replay, the engine shuffling as it
// did then, to the same game.
func TestRecordsWithoutCardsAndStacksReplay(t *testing.T) {
	for _, c := range []botGame{goldenCases[0], goldenCases[4]} {
		s, lines := goldenLines(t, c)
		stripped := 0
		for i, l := range lines {
			if !strings.Contains(l, `"act":"reveal`) {
				continue
			}
			x := decode(t, l)
			if x.Cards != nil || x.Stacks != nil {
				stripped++
			}
			x.Cards, x.Stacks = nil, nil
			lines[i] = encode(t, x)
		}
		back, err := replayLines(lines)
		if err != nil || !back.Equal(s) {
			t.Errorf("%s: the old form does not replay: %v", c.name(), err)
		}
		if stripped == 0 {
			t.Errorf("%s: no line named cards or stacks", c.name())
		}
	}
}
