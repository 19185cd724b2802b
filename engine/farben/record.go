package farben

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Setup is the deal: each seat's hand, the top cards of the four open piles
// (from the left) and the face-down stack, top card first.
type Setup struct {
	Hands [][]card.Card `json:"hands"`
	Piles []card.Card   `json:"piles"`
	Stack []card.Card   `json:"stack"`
}

// Seats is the number of hands dealt.
func (su *Setup) Seats() int { return len(su.Hands) }

// Normalize writes absent lists as empty ones, on a copy, so a record's own
// setup is never changed by writing it.
func (su *Setup) Normalize() {
	*su = su.clone()
	for i := range su.Hands {
		if su.Hands[i] == nil {
			su.Hands[i] = []card.Card{}
		}
	}
	if su.Piles == nil {
		su.Piles = []card.Card{}
	}
	if su.Stack == nil {
		su.Stack = []card.Card{}
	}
}

func (su Setup) clone() Setup {
	c := Setup{Hands: make([][]card.Card, len(su.Hands)), Piles: slices.Clone(su.Piles), Stack: slices.Clone(su.Stack)}
	for i, h := range su.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	return c
}

// Line is one action line. Piles count from 1, from the left.
type Line struct {
	Seat    int         `json:"seat"`
	Act     string      `json:"act"`
	Pile    int         `json:"pile,omitempty"`
	Card    card.Card   `json:"card,omitempty"`
	Schluss bool        `json:"schluss,omitempty"`
	Stack   []card.Card `json:"stack,omitempty"`
}

// Record is a round of Farben sammeln in the elferraus-record/1 shape.
type Record = record.Of[Setup, Line]

// Map writes the options as a record header holds them: there are none.
func (Options) Map() map[string]any { return map[string]any{} }

// ParseOptions reads the options of a record header: the game has none, so
// any option is refused.
func ParseOptions(m map[string]any) (Options, error) {
	for k := range m {
		return Options{}, fmt.Errorf("%s has no options (not %q)", ID, k)
	}
	return Options{}, nil
}

// Record is the round so far as a record (names may be nil; round counts
// from 1), with its result line once the round is over.
func (s *State) Record(names []string, round int) *Record {
	rec := &Record{
		Header: record.Header{
			Record:  record.Version,
			Game:    ID,
			Options: Options{}.Map(),
			Players: s.players,
			Names:   record.SeatNames(names, s.players),
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setups:  []Setup{s.setup()},
		Actions: make([]Line, s.nlog),
	}
	fresh := s.fresh
	for i, p := range s.logged() {
		a := p.action()
		l := Line{Seat: a.Seat, Act: a.Kind.String()}
		switch a.Kind {
		case Draw:
			l.Card = p.card()
			if p.flag() {
				l.Stack, fresh = slices.Clone(fresh[0]), fresh[1:]
			}
		case Take:
			l.Pile, l.Card = a.Pile+1, p.card()
		case Lay:
			l.Pile, l.Card, l.Schluss = a.Pile+1, a.Card, a.Schluss
		}
		rec.Actions[i] = l
	}
	rec.Result = s.Result()
	return rec
}

// Result is the result line once the round is over (nil before): reason
// "schluss" or "bound", the seats with the highest score, and every seat's
// best colour sum.
func (s *State) Result() *record.Result {
	if s.reason == "" {
		return nil
	}
	return &record.Result{Reason: s.reason, Winners: s.Winners(), Scores: s.Scores()}
}

// errOneSetup refuses a second setup line: the game is never dealt again.
var errOneSetup = errors.New("the game is never dealt again: one setup line")

// ReadRecord reads a record of this game; it checks the shape of the lines,
// Replay the rules.
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errOneSetup}
	}
	return rec, nil
}

// Replay plays a record from its setup (never its seed's deal) and returns
// the state after upTo actions (all of them when upTo < 0, checking the
// result line too). A reshuffle takes the new stack the record names.
// Errors are *record.LineError naming the line.
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
		return nil, &record.LineError{Line: 3, Err: errOneSetup}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &record.LineError{Line: 1, Err: err}
	}
	s, err := FromSetup(opts, h.Players, h.Dealer, seed, *rec.Deal())
	if err != nil {
		return nil, &record.LineError{Line: 2, Err: err}
	}
	var line Line
	err = record.Play(rec, upTo, func(l Line) (Action, error) {
		line = l
		return actionOf(l)
	}, func(a Action) error {
		if err := s.Check(a); err != nil {
			return err
		}
		var c card.Card
		switch a.Kind {
		case Draw:
			if s.stack.len() > 0 {
				if line.Stack != nil {
					return &Error{Why: WhyStack, Seat: a.Seat}
				}
				c = s.stack.last()
			} else {
				if len(line.Stack) == 0 {
					return &Error{Why: WhyStack, Seat: a.Seat}
				}
				c = line.Stack[0]
			}
		case Take:
			c = s.piles[a.Pile].last()
		}
		if a.Kind != Lay && c != line.Card {
			return &Error{Why: WhyCard, Seat: a.Seat, Card: line.Card}
		}
		var order []card.Card
		if a.Kind == Draw {
			order = line.Stack
		}
		return s.apply(a, order)
	}, s.IsOver, s.Result)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// actionOf turns a record line into an action, checking the fields each
// verb takes.
func actionOf(l Line) (Action, error) {
	a := Action{Seat: l.Seat}
	switch l.Act {
	case "draw":
		a.Kind = Draw
		if l.Card == card.None {
			return a, errors.New("a draw names the card drawn")
		}
		if l.Pile != 0 || l.Schluss {
			return a, errors.New("a draw names no pile and no \"Schluss\"")
		}
	case "take", "lay":
		a.Kind = Take
		if l.Act == "lay" {
			a.Kind = Lay
		}
		if l.Pile < 1 || l.Pile > NumPiles {
			return a, fmt.Errorf("a %s names a pile from 1 to %d", l.Act, NumPiles)
		}
		if l.Card == card.None {
			return a, fmt.Errorf("a %s names its card", l.Act)
		}
		if l.Stack != nil {
			return a, fmt.Errorf("a %s names no stack", l.Act)
		}
		if a.Kind == Take && l.Schluss {
			return a, errors.New("\"Schluss\" comes with a lay")
		}
		a.Pile, a.Card, a.Schluss = l.Pile-1, l.Card, l.Schluss
		if a.Kind == Take {
			a.Card = card.None
		}
	default:
		return a, fmt.Errorf("%q is not an action of Farben sammeln", l.Act)
	}
	return a, nil
}
