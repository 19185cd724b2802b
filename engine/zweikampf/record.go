package zweikampf

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Setup is the deal: each seat's face-down stack, top first.
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

// Seats is the number of stacks dealt.
func (su *Setup) Seats() int { return len(su.Hands) }

// Normalize writes absent stacks as empty lists, on a copy, so writing a
// record never changes its own setup.
func (su *Setup) Normalize() {
	*su = su.clone()
	for i := range su.Hands {
		if su.Hands[i] == nil {
			su.Hands[i] = []card.Card{}
		}
	}
}

// Line is one action line: a turn names the card turned, a shuffle the new
// stack, top first (the record is omniscient, and a replay takes any order
// a shuffle could give).
type Line struct {
	Seat  int         `json:"seat"`
	Act   string      `json:"act"`
	Card  card.Card   `json:"card,omitempty"`
	Cards []card.Card `json:"cards,omitempty"`
}

func (l Line) equal(o Line) bool {
	return l.Seat == o.Seat && l.Act == o.Act && l.Card == o.Card && slices.Equal(l.Cards, o.Cards)
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
			Options: s.opts.Map(),
			Players: Players,
			Names:   record.SeatNames(names, Players),
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setups:  []Setup{s.setup.clone()},
		Actions: make([]Line, len(s.log)),
	}
	for i, l := range s.log {
		l.Cards = slices.Clone(l.Cards)
		rec.Actions[i] = l
	}
	rec.Result = s.Result()
	return rec
}

// ReadRecord parses a Zweikampf record: the shape of the lines, not the
// rules (Replay checks those). Errors are *record.LineError.
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("zweikampf is never dealt again: one setup line")}
	}
	return rec, nil
}

// Replay plays a record from its setup through the engine and returns the
// state after upTo action lines (all when upTo < 0, then checking the
// result line too). Every refused line is a *record.LineError.
func Replay(rec *Record, upTo int) (*State, error) {
	h := rec.Header
	if h.Game != ID {
		return nil, &record.LineError{Line: 1, Err: fmt.Errorf("the record is of %q, not %s", h.Game, ID)}
	}
	opts, err := ParseOptions(h.Options)
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("zweikampf is never dealt again: one setup line")}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	s, err := FromSetup(opts, h.Dealer, *rec.Deal(), seed)
	if err != nil {
		return nil, &record.LineError{Line: 2, Err: err}
	}
	for i, l := range rec.Actions {
		if upTo >= 0 && i >= upTo {
			return s, nil
		}
		if err := s.applyLine(l); err != nil {
			return nil, &record.LineError{Line: rec.ActionLine(i), Err: err}
		}
	}
	if err := rec.CheckResult(s.IsOver(), s.Result()); err != nil {
		return nil, err
	}
	return s, nil
}

// applyLine carries out one record line after checking what it names: a
// turn the card on top of the stack, a shuffle the new stack.
func (s *State) applyLine(l Line) error {
	a, err := actionOf(l)
	if err != nil {
		return err
	}
	if a.Kind == Shuffle {
		return s.Reshuffle(a.Seat, l.Cards)
	}
	if err := s.check(a); err != nil {
		return err
	}
	if st := s.stacks[a.Seat]; len(st) > 0 && st[0] != l.Card {
		return fmt.Errorf("seat %d turns %v, not %v", a.Seat, st[0], l.Card)
	}
	return s.Apply(a)
}

// actionOf turns a record line into an action, checking the fields each
// verb takes; applyLine checks the cards they name against the state.
func actionOf(l Line) (Action, error) {
	switch l.Act {
	case "turn":
		if l.Cards != nil {
			return Action{}, errors.New("a turn names one card, not a list")
		}
		return Action{l.Seat, Turn}, nil
	case "shuffle":
		if l.Card != card.None {
			return Action{}, errors.New("a shuffle names the new stack in \"cards\", not one card")
		}
		if l.Cards == nil {
			return Action{}, errors.New("a shuffle names the new stack in \"cards\"")
		}
		return Action{l.Seat, Shuffle}, nil
	}
	return Action{}, fmt.Errorf("%q is not an action of zweikampf (turn, shuffle)", l.Act)
}
