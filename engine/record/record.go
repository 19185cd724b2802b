// Package record reads and writes game records in the elferraus-record/1
// format: JSON Lines with a header, the deal, one line per action and a result.
// It knows the shape of the lines, not the rules; each game replays a record
// through its own engine.
package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"

	"elferraus/engine/card"
)

// Version is the format written in every header.
const Version = "elferraus-record/1"

// MaxLine bounds one line, so a hostile or broken file cannot make a reader
// swallow the machine's memory.
const MaxLine = 1 << 20

// MaxLines bounds the number of lines of one record for the same reason; no
// real round comes near it.
const MaxLines = 100000

// Header is the first line: which game, with which options and seats.
type Header struct {
	Record  string         `json:"record"`
	Game    string         `json:"game"`
	Options map[string]any `json:"options"`
	Players int            `json:"players"`
	Names   []string       `json:"names"`
	Seed    string         `json:"seed"`
	Round   int            `json:"round"`
	Dealer  int            `json:"dealer"`
}

// SeedValue parses the header's decimal seed.
func (h Header) SeedValue() (uint64, error) {
	s, err := strconv.ParseUint(h.Seed, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("seed %q is not a decimal 64-bit number", h.Seed)
	}
	return s, nil
}

// Setup is the deal as it lay before the first action. It is authoritative: a
// reader replays from it and never needs the seed.
type Setup struct {
	Hands [][]card.Card `json:"hands"`
	Pile  []card.Card   `json:"pile"`
	Table []card.Card   `json:"table"`
	// Starter is the seat chosen by lot where a game draws one (the "any
	// starting card" variant); absent elsewhere.
	Starter *int `json:"starter,omitempty"`
	// Rows and Connections are MASTER's column of rows and connection cards.
	Rows        []string `json:"rows,omitempty"`
	Connections []int    `json:"connections,omitempty"`
}

// Seats is the number of hands dealt.
func (s *Setup) Seats() int { return len(s.Hands) }

// Normalize writes absent lists as empty ones, as the format spells them.
func (s *Setup) Normalize() {
	if s.Table == nil {
		s.Table = []card.Card{}
	}
	if s.Pile == nil {
		s.Pile = []card.Card{}
	}
}

// setupLine is a setup line as read: decoding it strictly refuses the keys
// neither it nor S knows, and leaves Setup nil when the line has no setup or
// "setup": null.
type setupLine[S any] struct {
	Setup  *S   `json:"setup"`
	Redeal bool `json:"redeal,omitempty"`
}

// setupOut is a setup line as written; Setup holds a *S, which encodes as
// setupLine[S] would, without a writer per game.
type setupOut struct {
	Setup  any  `json:"setup"`
	Redeal bool `json:"redeal,omitempty"`
}

// Action is one action line of the Elfer raus! family. Fields a verb does
// not use stay empty.
type Action struct {
	Seat int       `json:"seat"`
	Act  string    `json:"act"`
	Card card.Card `json:"card,omitempty"`
	As   card.Card `json:"as,omitempty"`
	At   card.Card `json:"at,omitempty"`
	To   string    `json:"to,omitempty"`
}

// Result is the last line of a finished round.
type Result struct {
	Reason  string `json:"reason"`
	Winners []int  `json:"winners"`
	Scores  []int  `json:"scores"`
}

type resultLine struct {
	Result *Result `json:"result"`
}

// Of is one round of a game whose setup lines decode into S and whose action
// lines decode into A. Setups holds every deal in order; all but the last
// were thrown in and dealt again (a redeal), and the actions follow the last.
// Every game reads and writes its records through Of, so the header, the
// order of the lines, the limits and the result line are checked in one
// place; a game brings only the types of its own lines.
//
// The methods and functions on Of only hand their work to one non-generic
// reader, writer and checker, which reach S and A by reflection as
// encoding/json does anyway: Go compiles a generic body once per game, so a
// body kept generic here would be linked ten times into the browser build.
type Of[S, A any] struct {
	Header  Header
	Setups  []S
	Actions []A
	Result  *Result // nil while the round is still running (a saved game)
}

// Record is a record of the Elfer raus! family (the classic game, its
// variants and MASTER).
type Record = Of[Setup, Action]

// Deal is the setup the actions follow.
func (r *Of[S, A]) Deal() *S {
	if len(r.Setups) == 0 {
		return nil
	}
	return &r.Setups[len(r.Setups)-1]
}

// Head is the header line.
func (r *Of[S, A]) Head() *Header { return &r.Header }

// Final is the result line, nil when there is none.
func (r *Of[S, A]) Final() *Result { return r.Result }

// Len is the number of action lines.
func (r *Of[S, A]) Len() int { return len(r.Actions) }

// ActionLine is the 1-based line number of action i, for messages that point
// into the file.
func (r *Of[S, A]) ActionLine(i int) int { return actionLine(len(r.Setups), i) }

// actionLine is the 1-based line number of action i after the header and
// the given number of setup lines.
func actionLine(setups, i int) int { return 1 + setups + i + 1 }

// ResultLine is the 1-based line number of the result line.
func (r *Of[S, A]) ResultLine() int { return r.ActionLine(len(r.Actions)) }

// Write writes the record as JSON Lines.
func (r *Of[S, A]) Write(w io.Writer) error {
	return writeLines(w, r.Header, r.Setups, r.Actions, r.Result)
}

// Marshal returns the record as bytes.
func (r *Of[S, A]) Marshal() []byte {
	return marshalLines(r.Header, r.Setups, r.Actions, r.Result)
}

// marshalLines returns what writeLines writes.
func marshalLines(h Header, setups, actions any, res *Result) []byte {
	var b bytes.Buffer
	_ = writeLines(&b, h, setups, actions, res) // writing to a buffer cannot fail
	return b.Bytes()
}

// writeLines writes a record as JSON Lines: the header h, a line per
// element of the slices setups and actions, and the result line unless res
// is nil. It takes the slices as any and walks them by reflection, as
// encoding/json does anyway, so that one writer serves every game. The
// header always says this format and spells absent options as {}; a setup
// after the first is a redeal, and a copy of it is normalized before it is
// written, so writing leaves the record as it was; absent winners are
// written as [], as the format spells them.
func writeLines(w io.Writer, h Header, setups, actions any, res *Result) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	h.Record = Version
	if h.Options == nil {
		h.Options = map[string]any{}
	}
	if err := enc.Encode(h); err != nil {
		return err
	}
	sv := reflect.ValueOf(setups)
	for i := range sv.Len() {
		s := reflect.New(sv.Type().Elem())
		s.Elem().Set(sv.Index(i))
		if n, ok := s.Interface().(interface{ Normalize() }); ok {
			n.Normalize()
		}
		if err := enc.Encode(setupOut{Setup: s.Interface(), Redeal: i > 0}); err != nil {
			return err
		}
	}
	av := reflect.ValueOf(actions)
	for i := range av.Len() {
		if err := enc.Encode(av.Index(i).Interface()); err != nil {
			return err
		}
	}
	if res != nil {
		out := *res
		if out.Winners == nil {
			out.Winners = []int{}
		}
		if err := enc.Encode(resultLine{Result: &out}); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// CheckResult compares the record's result line with the result the engine
// computed after the last action (over: whether the round was over by then).
// A difference is an error that names the line, and so is a round that is
// over without its result line: a finished round must say how it ended.
func (r *Of[S, A]) CheckResult(over bool, want *Result) error {
	return checkResult(r.ResultLine(), r.Result, over, want)
}

// checkResult is CheckResult of a record whose result line, got (nil when
// absent), is or would be line number line.
func checkResult(line int, got *Result, over bool, want *Result) error {
	if got == nil {
		if over {
			return &LineError{Line: line, Err: errors.New("the round is over, but the result line is missing")}
		}
		return nil
	}
	if !over {
		return &LineError{Line: line, Err: errors.New("the result comes before the round is over")}
	}
	if got.Reason != want.Reason || !slices.Equal(got.Winners, want.Winners) || !slices.Equal(got.Scores, want.Scores) {
		return &LineError{Line: line, Err: fmt.Errorf("the result should be %s, winners %v, scores %v", want.Reason, want.Winners, want.Scores)}
	}
	return nil
}

// SeatNames are the names a record gives the seats: names when it has one
// per seat, else "Seat 1", "Seat 2", ...
func SeatNames(names []string, players int) []string {
	if len(names) == players {
		return names
	}
	out := make([]string, players)
	for p := range out {
		out[p] = "Seat " + strconv.Itoa(p+1)
	}
	return out
}

// Seated is a setup that deals one hand (or stack) per seat.
type Seated interface{ Seats() int }

// CheckSeats checks what every game's replay needs of the first lines: a
// deal, one hand per player, and a name per player if names are given.
func CheckSeats[S any, A any](r *Of[S, A]) error {
	return checkSeats(&r.Header, len(r.Setups) > 0, any(r.Deal()))
}

// checkSeats is CheckSeats of a record with header h and, when dealt, the
// deal; a deal that is not Seated has no hands to count.
func checkSeats(h *Header, dealt bool, deal any) error {
	if !dealt {
		return &LineError{Line: 2, Err: errors.New("the deal is missing")}
	}
	if s, ok := deal.(Seated); ok && h.Players != s.Seats() {
		return &LineError{Line: 1, Err: fmt.Errorf("the header says %d players, the deal has %d hands", h.Players, s.Seats())}
	}
	if h.Round < 1 {
		// A match counts its rounds from 1; no program writes another.
		return &LineError{Line: 1, Err: fmt.Errorf("round %d: rounds count from 1", h.Round)}
	}
	if len(h.Names) != 0 && len(h.Names) != h.Players {
		return &LineError{Line: 1, Err: fmt.Errorf("%d names for %d players", len(h.Names), h.Players)}
	}
	return nil
}

// Play runs the record's action lines through a game's engine: convert
// turns a line into the engine's action, apply carries it out. It stops
// after upTo actions when upTo >= 0, and otherwise checks the result line
// against what the engine says at the end (over, result). A refused line
// is a *LineError with its number.
func Play[S, L, A any](r *Of[S, L], upTo int, convert func(L) (A, error), apply func(A) error, over func() bool, result func() *Result) error {
	return play(len(r.Setups), len(r.Actions), upTo, func(i int) error {
		a, err := convert(r.Actions[i])
		if err == nil {
			err = apply(a)
		}
		return err
	}, r.Result, over, result)
}

// play is Play of a record with the given numbers of setup and action
// lines and result line got: step(i) converts and applies action i.
func play(setups, actions, upTo int, step func(i int) error, got *Result, over func() bool, result func() *Result) error {
	for i := range actions {
		if upTo >= 0 && i >= upTo {
			return nil
		}
		if err := step(i); err != nil {
			return &LineError{Line: actionLine(setups, i), Err: err}
		}
	}
	return checkResult(actionLine(setups, actions), got, over(), result())
}

// LineError points at the line of a file that is not a valid record line.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

// ErrNotRecord marks a file that is not a game record at all.
var ErrNotRecord = errors.New("not an elferraus record")

// Read parses a record. It checks the shape of every line (known fields,
// cards in notation, order of the lines), never the rules of the game. An
// error of the reader itself is returned as it is.
func Read(r io.Reader) (*Record, error) { return ReadOf[Setup, Action](r) }

// ReadOf parses a record of a game whose setup lines decode into S and whose
// action lines decode into A, strictly: a key the type does not know is
// refused. The checks of Read apply.
func ReadOf[S, A any](r io.Reader) (*Of[S, A], error) {
	rec := &Of[S, A]{}
	res, err := readRecord(r, &rec.Header, reflect.TypeFor[setupLine[S]](), &rec.Setups, &rec.Actions)
	if err != nil {
		return nil, err
	}
	rec.Result = res
	return rec, nil
}

// readRecord reads a record's lines from r: the header into h, each setup
// line decoded as a setupLine (a setupLine[S]) and its setup appended to
// *setups (a *[]S), each action line decoded and appended to *actions (a
// *[]A); it returns the result line, nil when there is none. It takes the
// game's types by reflection, as encoding/json does anyway, so that one
// reader serves every game.
func readRecord(r io.Reader, h *Header, setupLine reflect.Type, setups, actions any) (*Result, error) {
	// The scanner hands over a line cut short by a failing reader as if it
	// were the last line; the failure, not the broken line, is the news.
	er := &errReader{r: r}
	res, err := readLines(er, h, setupLine, reflect.ValueOf(setups).Elem(), reflect.ValueOf(actions).Elem())
	if er.err != nil && er.err != io.EOF {
		return nil, er.err
	}
	return res, err
}

// errReader remembers the first error of the reader it wraps.
type errReader struct {
	r   io.Reader
	err error
}

func (e *errReader) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && e.err == nil {
		e.err = err
	}
	return n, err
}

// readLines is readRecord without the care for the reader's own failure;
// setups and actions are the slices themselves, settable.
func readLines(r io.Reader, h *Header, setupLine reflect.Type, setups, actions reflect.Value) (*Result, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), MaxLine)
	var res *Result
	n := 0
	stage := 0 // 0 header, 1 setups, 2 actions, 3 result seen
	for sc.Scan() {
		n++
		if n > MaxLines {
			return nil, &LineError{n, fmt.Errorf("more than %d lines", MaxLines)}
		}
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			if n == 1 {
				return nil, &LineError{n, ErrNotRecord}
			}
			continue
		}
		if line[0] != '{' {
			return nil, &LineError{n, fmt.Errorf("%w: a line must be one JSON object", ErrNotRecord)}
		}
		kind, err := lineKind(line)
		if err != nil {
			return nil, &LineError{n, err}
		}
		switch {
		case stage == 0:
			if kind != "record" {
				return nil, &LineError{n, fmt.Errorf("%w: the first line must be the header", ErrNotRecord)}
			}
			if err := strict(line, h); err != nil {
				return nil, &LineError{n, fmt.Errorf("header: %v", err)}
			}
			if h.Record != Version {
				return nil, &LineError{n, fmt.Errorf("%w: format %q, this program reads %q", ErrNotRecord, h.Record, Version)}
			}
			stage = 1
		case kind == "setup":
			if stage != 1 {
				return nil, &LineError{n, errors.New("a setup line after the actions began")}
			}
			sl := reflect.New(setupLine).Elem()
			if err := strict(line, sl.Addr().Interface()); err != nil {
				return nil, &LineError{n, fmt.Errorf("setup: %v", err)}
			}
			setup := sl.FieldByName("Setup") // a *S, nil for a missing or null setup
			if setup.IsNil() {
				return nil, &LineError{n, errors.New("setup: empty")}
			}
			if setups.Len() > 0 && !sl.FieldByName("Redeal").Bool() {
				return nil, &LineError{n, errors.New("a second setup line must say \"redeal\": true")}
			}
			setups.Set(reflect.Append(setups, setup.Elem()))
		case kind == "result":
			if stage == 0 || setups.Len() == 0 {
				return nil, &LineError{n, errors.New("a result before the setup")}
			}
			if stage == 3 {
				return nil, &LineError{n, errors.New("a second result line")}
			}
			var rl resultLine
			if err := strict(line, &rl); err != nil {
				return nil, &LineError{n, fmt.Errorf("result: %v", err)}
			}
			if rl.Result == nil {
				// "result": null would read as a running round and vanish when
				// written back, so it is refused like an empty setup.
				return nil, &LineError{n, errors.New("result: empty")}
			}
			res = rl.Result
			stage = 3
		case kind == "act":
			if setups.Len() == 0 {
				return nil, &LineError{n, errors.New("an action before the setup")}
			}
			if stage == 3 {
				return nil, &LineError{n, errors.New("an action after the result")}
			}
			a := reflect.New(actions.Type().Elem())
			if err := strict(line, a.Interface()); err != nil {
				return nil, &LineError{n, fmt.Errorf("action: %v", err)}
			}
			actions.Set(reflect.Append(actions, a.Elem()))
			stage = 2
		default:
			return nil, &LineError{n, errors.New("neither setup, action nor result")}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &LineError{n + 1, fmt.Errorf("line longer than %d bytes", MaxLine)}
		}
		return nil, err
	}
	if stage == 0 {
		// Every complaint about the content names a line; an empty file
		// lacks its first.
		return nil, &LineError{1, fmt.Errorf("%w: empty file", ErrNotRecord)}
	}
	if setups.Len() == 0 {
		return nil, &LineError{n + 1, errors.New("the setup line is missing")}
	}
	return res, nil
}

// lineKind tells a header ("record"), a setup, an action ("act") and a
// result apart. Records put the telling key first, so the first key usually
// decides without decoding the line; otherwise the keys are looked up. Each
// kind is then decoded strictly, which refuses keys of another kind.
func lineKind(line []byte) (string, error) {
	switch firstKey(line) {
	case "record":
		return "record", nil
	case "setup", "redeal":
		return "setup", nil
	case "seat", "act":
		return "act", nil
	case "result":
		return "result", nil
	}
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(line, &keys); err != nil {
		return "", fmt.Errorf("not valid JSON: %v", err)
	}
	for _, k := range [...]string{"record", "setup", "result", "act"} {
		if _, ok := keys[k]; ok {
			return k, nil
		}
	}
	return "", nil
}

// firstKey is the first key of a JSON object, or "" when it is not plain.
func firstKey(line []byte) string {
	i := 1 // after the '{'
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	if i >= len(line) || line[i] != '"' {
		return ""
	}
	end := bytes.IndexByte(line[i+1:], '"')
	if end < 0 {
		return ""
	}
	key := line[i+1 : i+1+end]
	if bytes.IndexByte(key, '\\') >= 0 {
		return ""
	}
	return string(key)
}

// strict decodes one line into v, refusing unknown keys and anything after
// the object.
func strict(line []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(line))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) || errors.Is(err, io.ErrUnexpectedEOF) {
			return fmt.Errorf("not valid JSON: %v", err)
		}
		return err
	}
	if _, err := d.Token(); err != io.EOF {
		return errors.New("not valid JSON: more after the object")
	}
	return nil
}
