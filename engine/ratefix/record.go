package ratefix

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Setup is the deal: each seat's face-down stack, top first, and the cards
// left out of the game.
type Setup struct {
	Hands [][]card.Card `json:"hands"`
	Out   []card.Card   `json:"out"`
}

func (su Setup) clone() Setup {
	c := Setup{Hands: make([][]card.Card, len(su.Hands)), Out: slices.Clone(su.Out)}
	for i, h := range su.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	return c
}

// Seats is the number of stacks dealt.
func (su *Setup) Seats() int { return len(su.Hands) }

// Normalize writes absent lists as empty ones, on a copy, so writing a
// record never changes its own setup.
func (su *Setup) Normalize() {
	*su = su.clone()
	for i := range su.Hands {
		if su.Hands[i] == nil {
			su.Hands[i] = []card.Card{}
		}
	}
	if su.Out == nil {
		su.Out = []card.Card{}
	}
}

// Line is one action line: a lay names the card laid (the record is
// omniscient; a replay checks it is the seat's top card), a guess the total.
type Line struct {
	Seat  int       `json:"seat"`
	Act   string    `json:"act"`
	Card  card.Card `json:"card,omitempty"`
	Total int       `json:"total,omitempty"`
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
		rec.Actions[i] = Line{Seat: a.Seat, Act: a.Kind.String(), Card: a.Card, Total: a.Total}
	}
	rec.Result = s.Result()
	return rec
}

var errSetups = errors.New("ratefix is never dealt again: one setup line")

// ReadRecord parses a record of this game: the shape of the lines, not the
// rules (Replay checks those). Errors are *record.LineError.
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errSetups}
	}
	return rec, nil
}

// Replay plays a record from its setup through the engine and returns the
// state after upTo action lines (all when upTo < 0, then checking the
// result line too). The lays of a round may come in any order.
func Replay(rec *Record, upTo int) (*State, error) {
	h := rec.Header
	if h.Game != ID {
		return nil, &record.LineError{Line: 1, Err: fmt.Errorf("the record is of %q, not %s", h.Game, ID)}
	}
	for k, v := range h.Options {
		if on, ok := v.(bool); !ok || on {
			return nil, &record.LineError{Line: 1, Err: fmt.Errorf("%s has no options (not %q)", ID, k)}
		}
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errSetups}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	s, err := FromSetup(h.Dealer, *rec.Deal(), seed)
	if err != nil {
		return nil, &record.LineError{Line: 2, Err: err}
	}
	if err := record.Play(rec, upTo, lineAction, s.Apply, s.IsOver, s.Result); err != nil {
		return nil, err
	}
	return s, nil
}

// lineAction reads a record line as an action; fields the verb does not
// take are refused.
func lineAction(l Line) (Action, error) {
	switch l.Act {
	case "lay":
		if l.Total != 0 {
			return Action{}, errors.New("a lay names a card, not a total")
		}
		if l.Card == card.None {
			return Action{}, errors.New("a lay names the card laid")
		}
		return Action{Seat: l.Seat, Kind: Lay, Card: l.Card}, nil
	case "guess":
		if l.Card != card.None {
			return Action{}, errors.New("a guess names a total, not a card")
		}
		return Action{Seat: l.Seat, Kind: Guess, Total: l.Total}, nil
	}
	return Action{}, fmt.Errorf("%q is not an action of ratefix (lay, guess)", l.Act)
}
