package elfer

import (
	"errors"
	"io"

	"elferraus/engine/games"
	"elferraus/engine/record"
)

// Game describes a variant for the registry; its bots come from engine/bot,
// which the registry joins in.
func Game(v Variant) *games.Game {
	return &games.Game{
		ID:         v.ID(),
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		// Every variant is "as elfer, except", so each has the short game.
		Options: []games.Option{{Name: "short", Players: 2}},
		Matches: true,
		Table:   "rows",
		Deal: func(options map[string]any, players, dealer int, seed uint64) (games.Round, error) {
			o, err := ParseOptions(v.ID(), options)
			if err != nil {
				return nil, err
			}
			s, err := New(o, players, dealer, seed)
			if err != nil {
				return nil, err
			}
			return NewRound(s), nil
		},
		Read: func(r io.Reader) (games.Record, error) { return record.Read(r) },
		Replay: func(rec games.Record, upTo int) (games.Round, error) {
			rr, ok := rec.(*record.Record)
			if !ok {
				return nil, errors.New("not a record of the Elfer raus! games")
			}
			s, err := Replay(rr, upTo)
			if err != nil {
				return nil, err
			}
			return NewRound(s), nil
		},
	}
}

// Round is a State as the registry's games.Round: actions and views travel
// as Action and *View.
type Round struct {
	s     *State
	seats [1]int
	view  View
}

// NewRound wraps a state.
func NewRound(s *State) *Round { return &Round{s: s} }

// State is the round's engine state.
func (r *Round) State() *State { return r.s }

func (r *Round) Players() int { return r.s.Players() }
func (r *Round) Dealer() int  { return r.s.Dealer() }
func (r *Round) IsOver() bool { return r.s.IsOver() }
func (r *Round) Actions() int { return r.s.Actions() }
func (r *Round) Turns() int   { return r.s.Turn().Number + 1 }

func (r *Round) ToMove() []int {
	if r.s.IsOver() {
		return nil
	}
	r.seats[0] = r.s.ToMove()
	return r.seats[:]
}

func (r *Round) Legal(seat int) []games.Action {
	var out []games.Action
	for _, a := range r.s.Legal(seat) {
		out = append(out, a)
	}
	return out
}

func (r *Round) Apply(a games.Action) error {
	act, ok := a.(Action)
	if !ok {
		return errors.New("that is not an action of the Elfer raus! games")
	}
	return r.s.Apply(act)
}

func (r *Round) View(seat int) games.View {
	r.s.ViewInto(seat, &r.view)
	return &r.view
}

func (r *Round) Result() *record.Result {
	if !r.s.IsOver() {
		return nil
	}
	return r.s.Result()
}

func (r *Round) Record(names []string, round int) games.Record { return r.s.Record(names, round) }
func (r *Round) Clone() games.Round                            { return NewRound(r.s.Clone()) }

func (r *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && r.s.Equal(x.s)
}
