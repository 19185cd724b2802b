package ueberall

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Setup is the deal as a record writes it: each seat's face-down stack,
// top card first.
type Setup struct {
	Stacks [][]card.Card `json:"stacks"`
}

// Seats is the number of stacks dealt.
func (su *Setup) Seats() int { return len(su.Stacks) }

// Normalize writes absent stacks as empty lists, on a copy.
func (su *Setup) Normalize() {
	*su = su.clone()
	for i := range su.Stacks {
		if su.Stacks[i] == nil {
			su.Stacks[i] = []card.Card{}
		}
	}
}

func (su Setup) clone() Setup {
	c := Setup{Stacks: make([][]card.Card, len(su.Stacks))}
	for i, st := range su.Stacks {
		c.Stacks[i] = slices.Clone(st)
	}
	return c
}

// Line is one action line: seat and verb first; a turn names the card
// turned, a give the seat whose pile takes the card.
type Line struct {
	Seat int       `json:"seat"`
	Act  string    `json:"act"`
	Card card.Card `json:"card,omitempty"`
	On   *int      `json:"on,omitempty"`
}

// Record is a game of Überall anschließen in the elferraus-record/1 shape.
type Record = record.Of[Setup, Line]

// LineError points at the refused line of a record.
type LineError = record.LineError

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
		Setups:  []Setup{s.setup.setup(s.players)},
		Actions: s.lines(),
	}
	rec.Result = s.Result()
	return rec
}

// lines are the game's actions as record lines. The log holds only the
// actions that were not the table's only one; a replay of the setup fills
// in the others (the turns, with the cards they turned).
func (s *State) lines() []Line {
	r := newState(s.players, s.dealer, s.seed)
	r.setup = s.setup
	r.start()
	lines := make([]Line, 0, s.Actions())
	log := s.log
	for i := range s.Actions() {
		a := r.alone
		if len(log) > 0 && log[0].number() == i {
			a = log[0].action()
			log = log[1:]
		}
		if r.Apply(a) != nil {
			// Only a table changed behind the rules' back gets here.
			break
		}
		l := Line{Seat: a.Seat, Act: a.Kind.String()}
		switch a.Kind {
		case Turn:
			l.Card = r.turned
			if l.Card == card.None {
				// It fitted no other pile and went on the own.
				l.Card = r.hands[a.Seat].pileTop()
			}
		case Give:
			on := a.On
			l.On = &on
		}
		lines = append(lines, l)
	}
	return lines
}

// Result is the result line once the game is over (nil before).
func (s *State) Result() *record.Result {
	if !s.IsOver() {
		return nil
	}
	return &record.Result{Reason: s.reason, Winners: s.Winners(), Scores: s.Scores()}
}

// ReadRecord parses a record of ueberall: the shape of its lines, not the
// rules (Replay checks those).
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &LineError{Line: 3, Err: errors.New("ueberall is never dealt again: one setup line")}
	}
	return rec, nil
}

// Replay plays a record from its setup as written and returns the state
// after upTo action lines (all when upTo < 0, then checking the result
// line too). A turn line must name the card on top of the stack.
func Replay(rec *Record, upTo int) (*State, error) {
	h := rec.Header
	if h.Game != ID {
		return nil, &LineError{Line: 1, Err: fmt.Errorf("game %q is not %s", h.Game, ID)}
	}
	if len(h.Options) != 0 {
		return nil, &LineError{Line: 1, Err: errors.New("ueberall has no options")}
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &LineError{Line: 3, Err: errors.New("ueberall is never dealt again: one setup line")}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &LineError{Line: 1, Err: err}
	}
	s, err := FromSetup(h.Dealer, *rec.Deal(), seed)
	if err != nil {
		return nil, &LineError{Line: 2, Err: err}
	}
	convert := func(l Line) (Action, error) {
		a, err := actionOf(l)
		if err == nil && a.Kind == Turn && s.Check(a) == nil {
			if want := s.nextCard(a.Seat); l.Card != want {
				err = &Error{Why: WhyTurnCard, Seat: a.Seat, Card: l.Card}
			}
		}
		return a, err
	}
	// Records written before a card that fits no other pile went on the
	// own pile within its turn have a keep of their own after every such
	// turn. The first such turn tells the format by what follows it: that
	// seat's keep makes the record an older one, whose every such turn
	// must then be followed by its keep (read as the step it was, changing
	// nothing); anything else makes it today's, where such a keep is never
	// legal (the turn has passed) and the engine refuses it.
	const (
		unknown = iota
		older
		today
	)
	format, kept := unknown, -1
	line := rec.ActionLine(0) - 1 // the line apply is given
	apply := func(a Action) error {
		line++
		if kept >= 0 {
			p := kept
			kept = -1
			switch {
			case a.Kind == Keep && a.Seat == p:
				format = older
				s.olderKeeps = append(s.olderKeeps, line)
				return nil
			case format == older:
				return fmt.Errorf("a record of the older format keeps after every card that fits nowhere: seat %d's keep is missing", p)
			}
			format = today
		}
		if err := s.Apply(a); err != nil {
			return err
		}
		if a.Kind == Turn && s.turned == card.None && format != today {
			kept = a.Seat
		}
		return nil
	}
	if err := record.Play(rec, upTo, convert, apply, s.IsOver, s.Result); err != nil {
		return nil, err
	}
	return s, nil
}

// nextCard is the card seat p turns next (its stack's top, or its pile's
// bottom when the stack is empty).
func (s *State) nextCard(p int) card.Card {
	h := &s.hands[p]
	switch {
	case h.lo != h.mid:
		return h.c[h.lo]
	case h.bot != h.hi:
		return h.c[h.bot]
	}
	return card.None
}

func actionOf(l Line) (Action, error) {
	a := Action{Seat: l.Seat}
	switch l.Act {
	case "turn":
		a.Kind = Turn
		if l.Card == card.None {
			return a, errors.New("a turn names the card turned")
		}
	case "centre":
		a.Kind = Centre
	case "give":
		a.Kind = Give
		if l.On == nil {
			return a, errors.New("a give names the seat (\"on\")")
		}
		a.On = *l.On
	case "keep":
		a.Kind = Keep
	case "stopp":
		a.Kind = Stopp
	case "pass":
		a.Kind = Pass
	default:
		return a, fmt.Errorf("%q is not an action of ueberall", l.Act)
	}
	if a.Kind != Turn && l.Card != card.None {
		return a, fmt.Errorf("%s names no card", l.Act)
	}
	if a.Kind != Give && l.On != nil {
		return a, fmt.Errorf("%s names no seat", l.Act)
	}
	return a, nil
}
