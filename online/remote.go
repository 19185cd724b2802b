package online

import (
	"errors"
	"fmt"
	"reflect"
	"slices"

	"elferraus/engine/games"
)

// Remote is a room's round as one seat's client knows it: the seat's view
// and legal moves from the server's last state, read into the game's own
// types, so that a table, or a bot, reads it as it reads a round of its
// own; a move goes back as the message Move makes.
type Remote struct {
	game  *games.Game
	seat  int
	viewT reflect.Type
	moveT reflect.Type
	state Msg
	view  games.View
	legal []games.Action
}

// NewRemote is the client's round of game g for seat, before its first
// state. A round dealt here once tells the game's view and move types.
func NewRemote(g *games.Game, options map[string]any, players, seat int) (*Remote, error) {
	opts, err := g.CheckOptions(options, players)
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= players {
		return nil, fmt.Errorf("no seat %d of %d", seat, players)
	}
	sample, err := g.Deal(opts, players, 0, 1)
	if err != nil {
		return nil, err
	}
	r := &Remote{game: g, seat: seat, viewT: reflect.TypeOf(sample.View(seat))}
	for _, p := range sample.ToMove() {
		if l := sample.Legal(p); len(l) > 0 {
			r.moveT = reflect.TypeOf(l[0])
			break
		}
	}
	if r.moveT == nil {
		return nil, fmt.Errorf("%s's first deal asks nobody for a move", g.ID)
	}
	return r, nil
}

// Take reads a state the server sent for this seat.
func (r *Remote) Take(m Msg) error {
	if m.T != State {
		return fmt.Errorf("a %s message is not a state", m.T)
	}
	if m.Seat != r.seat {
		return fmt.Errorf("a state of seat %d for seat %d", m.Seat, r.seat)
	}
	var view games.View
	if len(m.View) > 0 {
		v, err := DecodeAs(m.View, r.viewT)
		if err != nil {
			return fmt.Errorf("the view: %w", err)
		}
		view = v
	}
	legal := make([]games.Action, 0, len(m.Legal))
	for _, raw := range m.Legal {
		a, err := DecodeAs(raw, r.moveT)
		if err != nil {
			return fmt.Errorf("a move: %w", err)
		}
		legal = append(legal, a)
	}
	r.state, r.view, r.legal = m, view, legal
	return nil
}

// State is the last state taken.
func (r *Remote) State() Msg { return r.state }

// View is the seat's view (nil before the first round).
func (r *Remote) View() games.View { return r.view }

// Legal are the seat's legal moves, when it is to move.
func (r *Remote) Legal() []games.Action { return r.legal }

// ToMove reports whether the seat is to move.
func (r *Remote) ToMove() bool {
	return r.state.Phase == "playing" && slices.Contains(r.state.ToMove, r.seat)
}

// Move is the message that plays a: the state's legal move a is, or another
// move of the game's type for the seat, for the server to check.
func (r *Remote) Move(a games.Action) (Msg, error) {
	if reflect.TypeOf(a) != r.moveT {
		return Msg{}, fmt.Errorf("%T is not a move of %s", a, r.game.ID)
	}
	if !r.ToMove() {
		return Msg{}, errors.New("it is not the seat's move")
	}
	data, err := Encode(a)
	if err != nil {
		return Msg{}, err
	}
	return Msg{T: Act, Action: data}, nil
}

// Decode reads a move a state told (any seat's) into the game's move type.
func (r *Remote) Decode(raw []byte) (games.Action, error) {
	a, err := DecodeAs(raw, r.moveT)
	if err != nil {
		return nil, fmt.Errorf("a move told: %w", err)
	}
	return a, nil
}
