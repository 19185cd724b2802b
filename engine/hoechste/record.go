package hoechste

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Setup is the deal: each seat's hand.
type Setup struct {
	Hands [][]card.Card `json:"hands"`
}

func (su Setup) clone() Setup {
	c := Setup{Hands: make([][]card.Card, len(su.Hands))}
	for i, h := range su.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	return c
}

// Seats is the number of hands dealt.
func (su *Setup) Seats() int { return len(su.Hands) }

// Normalize writes absent hands as empty lists, on a copy.
func (su *Setup) Normalize() {
	*su = su.clone()
	for i := range su.Hands {
		if su.Hands[i] == nil {
			su.Hands[i] = []card.Card{}
		}
	}
}

// Line is one action line: a seat's hidden choice for the trick.
type Line struct {
	Seat int       `json:"seat"`
	Act  string    `json:"act"`
	Card card.Card `json:"card,omitempty"`
}

// Record is one game in the elferraus-record/1 shape.
type Record = record.Of[Setup, Line]

// Record is the game so far as a record; names may be nil, round counts
// from 1.
func (s *State) Record(names []string, round int) *Record {
	rec := &Record{
		Header: record.Header{
			Record:  record.Version,
			Game:    ID,
			Options: map[string]any{},
			Players: s.players,
			Names:   record.SeatNames(names, s.players),
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setups:  []Setup{s.setup.clone()},
		Actions: make([]Line, len(s.log)),
	}
	for i, a := range s.log {
		rec.Actions[i] = Line{Seat: a.Seat, Act: "play", Card: a.Card}
	}
	rec.Result = s.Result()
	return rec
}

// ReadRecord parses a record of this game: the shape of the lines, not the
// rules (Replay checks those). Errors are *record.LineError.
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("hoechste is never dealt again: one setup line")}
	}
	return rec, nil
}

// Replay plays a record from its setup through the engine and returns the
// state after upTo action lines (all when upTo < 0, then checking the
// result line too). The choices of a trick may come in any order.
func Replay(rec *Record, upTo int) (*State, error) {
	h := rec.Header
	if h.Game != ID {
		return nil, &record.LineError{Line: 1, Err: fmt.Errorf("the record is of %q, not %s", h.Game, ID)}
	}
	if len(h.Options) != 0 {
		return nil, &record.LineError{Line: 1, Err: fmt.Errorf("%s has no options", ID)}
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("hoechste is never dealt again: one setup line")}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	s, err := FromSetup(h.Dealer, *rec.Deal(), seed)
	if err != nil {
		return nil, &record.LineError{Line: 2, Err: err}
	}
	for i, l := range rec.Actions {
		if upTo >= 0 && i >= upTo {
			return s, nil
		}
		a, err := actionOf(l)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			return nil, &record.LineError{Line: rec.ActionLine(i), Err: err}
		}
	}
	if err := rec.CheckResult(s.IsOver(), s.Result()); err != nil {
		return nil, err
	}
	return s, nil
}

// actionOf turns a record line into an action: the only verb is a play.
func actionOf(l Line) (Action, error) {
	if l.Act != "play" {
		return Action{}, fmt.Errorf("%q is not an action of hoechste (play)", l.Act)
	}
	return Action{l.Seat, l.Card}, nil
}
