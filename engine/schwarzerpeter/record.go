package schwarzerpeter

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Setup is the deal: the card set aside and each seat's hand as dealt,
// before its pairs are laid down (the engine lays them).
type Setup struct {
	Aside card.Card     `json:"aside"`
	Hands [][]card.Card `json:"hands"`
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
	c := Setup{Aside: su.Aside, Hands: make([][]card.Card, len(su.Hands))}
	for i, h := range su.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	return c
}

func (su Setup) equal(o Setup) bool {
	if su.Aside != o.Aside || len(su.Hands) != len(o.Hands) {
		return false
	}
	for i := range su.Hands {
		if !slices.Equal(su.Hands[i], o.Hands[i]) {
			return false
		}
	}
	return true
}

// Line is one action line. Positions count from 1, as a player counts the
// cards of a fanned hand from the left.
type Line struct {
	Seat  int       `json:"seat"`
	Act   string    `json:"act"`
	Pos   int       `json:"pos,omitempty"`
	Card  card.Card `json:"card,omitempty"`
	Order []int     `json:"order,omitempty"`
}

// Record is a round of Schwarzer Peter in the elferraus-record/1 shape.
type Record = record.Of[Setup, Line]

// Map writes the options as a record header holds them.
func (o Options) Map() map[string]any { return map[string]any{"kurz": o.Kurz} }

// ParseOptions reads the options of a record header; an unknown option or a
// value that is not true or false is refused.
func ParseOptions(m map[string]any) (Options, error) {
	var o Options
	for k, v := range m {
		b, ok := v.(bool)
		if k != "kurz" {
			return o, fmt.Errorf("%s has no option %q (it has kurz)", ID, k)
		}
		if !ok {
			return o, fmt.Errorf("option kurz is true or false, not %v", v)
		}
		o.Kurz = b
	}
	return o, nil
}

// Record is the round so far as a record (names may be nil; round counts
// from 1), with its result line once the round is over.
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
	for i, p := range s.log {
		l := Line{Seat: p.a.Seat, Act: p.a.Kind.String()}
		switch p.a.Kind {
		case Draw:
			l.Pos, l.Card = p.a.Pos+1, p.c
		case Arrange:
			l.Order = make([]int, p.n)
			for j := range l.Order {
				l.Order[j] = int(p.a.Order[j]) + 1
			}
		}
		rec.Actions[i] = l
	}
	rec.Result = s.Result()
	return rec
}

// Result is the result line once the round is over (nil before): reason
// "peter" or "bound", the winners (everybody but the loser) and the penalty
// point of the loser.
func (s *State) Result() *record.Result {
	if s.reason == "" {
		return nil
	}
	return &record.Result{Reason: s.reason, Winners: s.Winners(), Scores: s.Scores()}
}

// ReadRecord reads a record of this game; it checks the shape of the lines,
// Replay the rules.
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("the game is never dealt again: one setup line")}
	}
	return rec, nil
}

// Replay plays a record from its setup (never its seed's deal) and returns
// the state after upTo actions (all of them when upTo < 0, checking the
// result line too). Errors are *record.LineError naming the line.
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
		return nil, &record.LineError{Line: 3, Err: errors.New("the game is never dealt again: one setup line")}
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
		if a.Kind == Draw && s.Check(a) == nil {
			if c := s.hands[s.giver][a.Pos]; c != line.Card {
				return &Error{Why: WhyCard, Seat: a.Seat, Pos: a.Pos, Card: line.Card}
			}
		}
		if a.Kind == Arrange && a.Seat >= 0 && a.Seat < s.players && len(line.Order) != len(s.hands[a.Seat]) {
			return &Error{Why: WhyOrder, Seat: a.Seat, N: len(s.hands[a.Seat])}
		}
		return s.Apply(a)
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
	case "keep":
		a.Kind = Keep
	case "arrange":
		a.Kind = Arrange
		if len(l.Order) == 0 || len(l.Order) > MaxHand {
			return a, fmt.Errorf("an arrangement names the new order of 1 to %d positions", MaxHand)
		}
		for i, o := range l.Order {
			if o < 1 || o > len(l.Order) {
				return a, fmt.Errorf("position %d is not in a hand of %d cards", o, len(l.Order))
			}
			a.Order[i] = uint8(o - 1)
		}
	case "draw":
		a.Kind = Draw
		if l.Pos < 1 {
			return a, errors.New("a draw names a position from 1")
		}
		if l.Card == card.None {
			return a, errors.New("a draw names the card drawn")
		}
		a.Pos = l.Pos - 1
	default:
		return a, fmt.Errorf("%q is not an action of Schwarzer Peter", l.Act)
	}
	if a.Kind != Draw && (l.Pos != 0 || l.Card != card.None) {
		return a, fmt.Errorf("%s names no position and no card", l.Act)
	}
	if a.Kind != Arrange && l.Order != nil {
		return a, fmt.Errorf("%s names no order", l.Act)
	}
	return a, nil
}
