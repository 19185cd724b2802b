package mogeln

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Setup is the deal as a record writes it: each seat's hand and, with
// farbe, the colour fixed for the game ("R", "Y", "G" or "B").
type Setup struct {
	Hands  [][]card.Card `json:"hands"`
	Colour string        `json:"colour,omitempty"`
}

// Seats is the number of hands dealt.
func (su *Setup) Seats() int { return len(su.Hands) }

// Normalize writes absent hands as empty lists, on a copy, so a record's own
// setup is never changed by writing it.
func (su *Setup) Normalize() {
	*su = su.clone()
	for i := range su.Hands {
		if su.Hands[i] == nil {
			su.Hands[i] = []card.Card{}
		}
	}
}

func (su Setup) clone() Setup {
	c := Setup{Colour: su.Colour, Hands: make([][]card.Card, len(su.Hands))}
	for i, h := range su.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	return c
}

func (su Setup) equal(o Setup) bool {
	return su.Colour == o.Colour && slices.EqualFunc(su.Hands, o.Hands, slices.Equal)
}

// Line is one action line: seat and verb first; a lay names its card (and
// the second card of a double lay in "also") and the claim said with it.
type Line struct {
	Seat  int       `json:"seat"`
	Act   string    `json:"act"`
	Card  card.Card `json:"card,omitempty"`
	Also  card.Card `json:"also,omitempty"`
	Claim int       `json:"claim,omitempty"`
}

// Record is a game of Mogeln in the elferraus-record/1 shape.
type Record = record.Of[Setup, Line]

// Record is the game so far as a record; names may be nil, round counts
// from 1.
func (s *State) Record(names []string, round int) *Record {
	rec := &Record{
		Header: record.Header{
			Record:  record.Version,
			Game:    ID,
			Options: s.opts.Map(),
			Players: s.players,
			Names:   record.SeatNames(names, s.players),
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setups:  []Setup{s.setup.clone()},
		Actions: make([]Line, len(s.log)),
	}
	for i, g := range s.log {
		a := g.a
		rec.Actions[i] = Line{Seat: a.Seat, Act: a.Kind.String(), Card: a.Card, Also: a.Also, Claim: g.claim}
	}
	rec.Result = s.Result()
	return rec
}

// NextClaim is the claim the next lay says: 1 to Top.
func (s *State) NextClaim() int {
	if s.claim > s.top {
		return 1
	}
	return s.claim
}

// Result is the result line once the game is over (nil before): the
// reason, the winners (placed first) and each seat's place as its score.
func (s *State) Result() *record.Result {
	if !s.IsOver() {
		return nil
	}
	return &record.Result{Reason: s.reason, Winners: s.Winners(), Scores: s.Scores()}
}

// ReadRecord parses a Mogeln record: the shape of every line, not the rules
// (Replay checks those). Errors are *record.LineError.
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("mogeln is never dealt again: one setup line")}
	}
	return rec, nil
}

// Replay plays a record through the engine from its setup as written and
// returns the state after upTo action lines (all when upTo < 0, then also
// checking the result line). Refused lines are *record.LineError.
func Replay(rec *Record, upTo int) (*State, error) {
	h := rec.Header
	if h.Game != ID {
		return nil, &record.LineError{Line: 1, Err: fmt.Errorf("game %q is not %s", h.Game, ID)}
	}
	opts, err := ParseOptions(h.Options)
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	if _, ok := h.Options["zwanzig"]; !ok {
		// Every record written since the count ends at the highest value
		// in play names zwanzig; a header without it is of the format
		// before, when every stack counted to "twenty".
		opts.Zwanzig = true
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("mogeln is never dealt again: one setup line")}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	s, err := FromSetup(opts, h.Dealer, *rec.Deal(), seed)
	if err != nil {
		return nil, &record.LineError{Line: 2, Err: err}
	}
	convert := func(l Line) (Action, error) {
		a, err := actionOf(l)
		if err == nil && a.Kind == Lay && l.Claim != s.NextClaim() {
			err = fmt.Errorf("the claim is %d, not %d", s.NextClaim(), l.Claim)
		}
		return a, err
	}
	_, named := h.Options["zwanzig"]
	s.olderHeader = !named
	err = record.Play(rec, upTo, convert, s.Apply, s.IsOver, s.Result)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// actionOf turns a line into an action; Replay checks a lay's claim
// against the count.
func actionOf(l Line) (Action, error) {
	a := Action{Seat: l.Seat, Card: l.Card, Also: l.Also}
	switch l.Act {
	case "lay":
		a.Kind = Lay
		if l.Card == card.None {
			return a, errors.New("a lay names its card")
		}
		if l.Claim == 0 {
			return a, errors.New("a lay names its claim")
		}
		return a, nil
	case "call":
		a.Kind = Call
	case "several":
		a.Kind = Several
	case "pass":
		a.Kind = Pass
	default:
		return a, fmt.Errorf("%q is not an action of mogeln", l.Act)
	}
	if l.Card != card.None || l.Also != card.None || l.Claim != 0 {
		return a, fmt.Errorf("%s names no card and no claim", l.Act)
	}
	return a, nil
}

// LineError points at the line of a record that is refused: the reader's
// and the replay's errors alike.
type LineError = record.LineError
