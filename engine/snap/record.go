package snap

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Line is one action line of a Schnipp Schnapp record. It has the shape of
// record.Action (seat and act first) plus the tick and the word this game
// needs. Seat is -1 for revealall and time, which belong to the table.
type Line struct {
	Seat int       `json:"seat"`
	Act  string    `json:"act"`
	Tick Tick      `json:"tick,omitempty"`
	Card card.Card `json:"card,omitempty"`
	Word string    `json:"word,omitempty"`
}

// Record is one game in the elferraus-record/1 shape: the common header,
// this game's setup line, its action lines and the common result line.
type Record struct {
	Header  record.Header
	Setup   Setup
	Actions []Line
	Result  *record.Result // nil while the game is still running
}

type setupLine struct {
	Setup *Setup `json:"setup"`
}

type resultLine struct {
	Result *record.Result `json:"result"`
}

// ActionLine is the 1-based line number of action i.
func (r *Record) ActionLine(i int) int { return 3 + i }

// ResultLine is the 1-based line number of the result line.
func (r *Record) ResultLine() int { return r.ActionLine(len(r.Actions)) }

// Map writes the options as a record header holds them.
func (o Options) Map() map[string]any {
	return map[string]any{"timelimit": int64(o.TimeLimit)}
}

// ParseOptions reads a game id and its options as a header holds them.
// Unknown options are refused, so a typo is not silently ignored.
func ParseOptions(game string, m map[string]any) (Options, error) {
	var o Options
	switch game {
	case ID:
	case IDLos:
		o.Los = true
	default:
		return o, fmt.Errorf("unknown game %q", game)
	}
	for k, val := range m {
		if k != "timelimit" {
			return o, fmt.Errorf("%s has no option %q", game, k)
		}
		var n float64
		switch x := val.(type) {
		case float64:
			n = x
		case int64:
			n = float64(x)
		case int:
			n = float64(x)
		default:
			return o, fmt.Errorf("option timelimit takes a number of ticks, not %v", val)
		}
		if n < 0 || n != math.Trunc(n) || n > 1<<53 {
			return o, fmt.Errorf("option timelimit takes a whole number of ticks from 0, not %v", val)
		}
		o.TimeLimit = Tick(n)
	}
	return o, nil
}

// Record is the game so far as a record. names may be nil (seats are then
// called "Seat 1", ...); round counts from 1.
func (s *State) Record(names []string, round int) *Record {
	names = record.SeatNames(names, s.players)
	rec := &Record{
		Header: record.Header{
			Record:  record.Version,
			Game:    s.opts.ID(),
			Options: s.opts.Map(),
			Players: s.players,
			Names:   names,
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setup:   s.setup.clone(),
		Actions: make([]Line, len(s.log)),
	}
	for i, a := range s.log {
		l := Line{Seat: a.Seat, Act: a.Kind.String(), Tick: a.Tick, Card: a.Card}
		if a.Kind == Call {
			l.Word = a.Word.String()
		}
		rec.Actions[i] = l
	}
	if s.IsOver() {
		rec.Result = s.Result()
	}
	return rec
}

// Result is the record's result line for a finished game: the reason, the
// winners and each seat's score (quartets, or conquered cards in 3-2-1-los).
func (s *State) Result() *record.Result {
	if s.reason == Running {
		return nil
	}
	return &record.Result{Reason: s.reason.String(), Winners: s.Winners(), Scores: s.Scores()}
}

// Write writes the record as JSON Lines.
func (r *Record) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	h := r.Header
	h.Record = record.Version
	if h.Options == nil {
		h.Options = map[string]any{}
	}
	if err := enc.Encode(h); err != nil {
		return err
	}
	su := r.Setup.clone()
	for i := range su.Hands {
		if su.Hands[i] == nil {
			su.Hands[i] = []card.Card{}
		}
	}
	for i := range su.Quartets {
		if su.Quartets[i] == nil {
			su.Quartets[i] = []int{}
		}
	}
	if err := enc.Encode(setupLine{&su}); err != nil {
		return err
	}
	for _, a := range r.Actions {
		if err := enc.Encode(a); err != nil {
			return err
		}
	}
	if r.Result != nil {
		res := *r.Result
		if res.Winners == nil {
			res.Winners = []int{}
		}
		if err := enc.Encode(resultLine{&res}); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// Marshal returns the record as bytes.
func (r *Record) Marshal() []byte {
	var b bytes.Buffer
	_ = r.Write(&b) // writing to a buffer cannot fail
	return b.Bytes()
}

// ReadRecord parses a Schnipp Schnapp record. It checks the shape of every
// line (known fields, cards in notation, order of the lines), not the rules;
// Replay does that. Errors are *record.LineError with 1-based lines.
func ReadRecord(r io.Reader) (*Record, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), record.MaxLine)
	rec := &Record{}
	n := 0
	stage := 0 // 0 header, 1 setup, 2 actions, 3 result seen
	for sc.Scan() {
		n++
		le := func(err error) error { return &record.LineError{Line: n, Err: err} }
		if n > record.MaxLines {
			return nil, le(fmt.Errorf("more than %d lines", record.MaxLines))
		}
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			if n == 1 {
				return nil, le(record.ErrNotRecord)
			}
			continue
		}
		var keys map[string]json.RawMessage
		if line[0] != '{' || json.Unmarshal(line, &keys) != nil {
			return nil, le(fmt.Errorf("%w: a line must be one JSON object", record.ErrNotRecord))
		}
		switch {
		case stage == 0:
			if _, ok := keys["record"]; !ok {
				return nil, le(fmt.Errorf("%w: the first line must be the header", record.ErrNotRecord))
			}
			if err := strict(line, &rec.Header); err != nil {
				return nil, le(fmt.Errorf("header: %v", err))
			}
			if rec.Header.Record != record.Version {
				return nil, le(fmt.Errorf("%w: format %q, this program reads %q", record.ErrNotRecord, rec.Header.Record, record.Version))
			}
			stage = 1
		case keys["setup"] != nil:
			if stage != 1 {
				return nil, le(errors.New("a second setup line, or a setup after the actions began"))
			}
			var sl setupLine
			if err := strict(line, &sl); err != nil || sl.Setup == nil {
				return nil, le(fmt.Errorf("setup: %v", errOr(err, "empty")))
			}
			rec.Setup = *sl.Setup
			stage = 2
		case keys["result"] != nil:
			if stage < 2 {
				return nil, le(errors.New("a result before the setup"))
			}
			if stage == 3 {
				return nil, le(errors.New("a second result line"))
			}
			var rl resultLine
			if err := strict(line, &rl); err != nil || rl.Result == nil {
				return nil, le(fmt.Errorf("result: %v", errOr(err, "empty")))
			}
			rec.Result = rl.Result
			stage = 3
		case keys["act"] != nil:
			if stage < 2 {
				return nil, le(errors.New("an action before the setup"))
			}
			if stage == 3 {
				return nil, le(errors.New("an action after the result"))
			}
			var a Line
			if err := strict(line, &a); err != nil {
				return nil, le(fmt.Errorf("action: %v", err))
			}
			rec.Actions = append(rec.Actions, a)
		default:
			return nil, le(errors.New("neither setup, action nor result"))
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, &record.LineError{Line: n + 1, Err: fmt.Errorf("line longer than %d bytes", record.MaxLine)}
		}
		return nil, err
	}
	if stage == 0 {
		return nil, &record.LineError{Line: 1, Err: fmt.Errorf("%w: empty file", record.ErrNotRecord)}
	}
	if stage == 1 {
		return nil, &record.LineError{Line: n + 1, Err: errors.New("the setup line is missing")}
	}
	return rec, nil
}

func errOr(err error, s string) error {
	if err != nil {
		return err
	}
	return errors.New(s)
}

func strict(line []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(line))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("more than one JSON value on the line")
	}
	return nil
}

// ReplayError points at the line of a record the engine refuses: the same
// error as the record reader's, so a caller handles both alike.
type ReplayError = record.LineError

// Replay plays a record through the engine from its setup and returns the
// state after its last line (after upTo action lines when upTo >= 0).
// Consecutive call lines with the same tick are one batch, resolved
// together, as they were played. Any action the rules refuse, a reveal that
// names another card than the one turned, and a result line that is not
// what the engine computes are errors with their 1-based line number.
func Replay(rec *Record, upTo int) (*State, error) {
	h := rec.Header
	opts, err := ParseOptions(h.Game, h.Options)
	if err != nil {
		return nil, &ReplayError{Line: 1, Err: err}
	}
	if h.Players != len(rec.Setup.Hands) {
		return nil, &ReplayError{Line: 1, Err: fmt.Errorf("the header says %d players, the setup has %d stacks", h.Players, len(rec.Setup.Hands))}
	}
	if len(h.Names) != 0 && len(h.Names) != h.Players {
		return nil, &ReplayError{Line: 1, Err: fmt.Errorf("%d names for %d players", len(h.Names), h.Players)}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &ReplayError{Line: 1, Err: err}
	}
	s, err := FromSetup(opts, h.Dealer, rec.Setup, seed)
	if err != nil {
		return nil, &ReplayError{Line: 2, Err: err}
	}
	acts := rec.Actions
	if upTo >= 0 && upTo < len(acts) {
		acts = acts[:upTo]
	}
	var batch []Called
	for i := 0; i < len(acts); {
		a, err := actionOf(acts[i])
		if err != nil {
			return s, &ReplayError{Line: rec.ActionLine(i), Err: err}
		}
		if a.Kind != Call {
			if _, err := s.Apply(a); err != nil {
				return s, &ReplayError{Line: rec.ActionLine(i), Err: err}
			}
			i++
			continue
		}
		batch = append(batch[:0], Called{a.Seat, a.Word})
		j := i + 1
		for ; j < len(acts) && acts[j].Act == "call" && acts[j].Tick == a.Tick; j++ {
			b, err := actionOf(acts[j])
			if err != nil {
				return s, &ReplayError{Line: rec.ActionLine(j), Err: err}
			}
			if b.Seat <= batch[len(batch)-1].Seat {
				// The engine writes a tick's calls in seat order; any other
				// order would replay to the same game but write another record.
				return s, &ReplayError{Line: rec.ActionLine(j), Err: fmt.Errorf("the calls of tick %d must be listed in seat order", a.Tick)}
			}
			batch = append(batch, Called{b.Seat, b.Word})
		}
		if _, err := s.ApplyTick(a.Tick, batch); err != nil {
			k := i
			var e *Error
			if errors.As(err, &e) {
				for x := i; x < j; x++ {
					if acts[x].Seat == e.Seat {
						k = x
						if e.Why != WhyTwice {
							break
						}
					}
				}
			}
			return s, &ReplayError{Line: rec.ActionLine(k), Err: err}
		}
		i = j
	}
	if rec.Result != nil && (upTo < 0 || upTo >= len(rec.Actions)) {
		if !s.IsOver() {
			return s, &ReplayError{Line: rec.ResultLine(), Err: errors.New("the result comes before the game is over")}
		}
		want, got := s.Result(), rec.Result
		if got.Reason != want.Reason || !slices.Equal(got.Winners, want.Winners) || !slices.Equal(got.Scores, want.Scores) {
			return s, &ReplayError{Line: rec.ResultLine(), Err: fmt.Errorf("the result should be %s, winners %v, scores %v", want.Reason, want.Winners, want.Scores)}
		}
	}
	return s, nil
}

func actionOf(l Line) (Action, error) {
	a := Action{Seat: l.Seat, Tick: l.Tick, Card: l.Card}
	switch l.Act {
	case "reveal":
		a.Kind = Reveal
		if l.Card == card.None {
			return a, errors.New("a reveal names the card turned")
		}
	case "revealall":
		a.Kind = RevealAll
	case "call":
		a.Kind = Call
		w, ok := ParseWord(l.Word)
		if !ok {
			return a, fmt.Errorf("a call is \"schnapp\" or \"schnipp\", not %q", l.Word)
		}
		a.Word = w
	case "time":
		a.Kind = Time
	default:
		return a, fmt.Errorf("%q is not an action of Schnipp Schnapp", l.Act)
	}
	if a.Kind != Call && l.Word != "" {
		return a, fmt.Errorf("%s names no word", l.Act)
	}
	if a.Kind != Reveal && l.Card != card.None {
		return a, fmt.Errorf("%s names no card", l.Act)
	}
	if (a.Kind == RevealAll || a.Kind == Time) && l.Seat != -1 {
		return a, fmt.Errorf("%s belongs to the table: its seat is -1", l.Act)
	}
	return a, nil
}
