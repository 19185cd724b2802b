package online

import (
	"errors"
	"slices"

	"elferraus/engine/games"
	"elferraus/engine/record"
)

// Round is a room's round as one seat's table plays it: a games.Round whose
// every answer comes from the server's last state, so the table lays it out
// and offers its moves as it does a round of its own. Only the seat's own
// view exists here; Apply is refused, because a move goes to the server
// (Remote.Move) and comes back in the next state.
type Round struct {
	r       *Remote
	players int
	// waiting: a move was sent and the server has not answered yet, so
	// the seat is not offered another; others are the seats to move but
	// this one, made once when the move is sent (ToMove is asked every
	// frame).
	waiting bool
	others  []int
}

// NewRound is the round of the state m for r's seat.
func NewRound(r *Remote, m Msg) (*Round, error) {
	rd := &Round{r: r, players: len(m.Seats)}
	return rd, rd.Take(m)
}

// Take reads the server's next state of the round.
func (rd *Round) Take(m Msg) error {
	if err := rd.r.Take(m); err != nil {
		return err
	}
	rd.waiting = false
	return nil
}

// Remote is the seat's reader of states.
func (rd *Round) Remote() *Remote { return rd.r }

// Sent notes that the seat's move went to the server.
func (rd *Round) Sent() {
	rd.waiting = true
	rd.others = slices.DeleteFunc(slices.Clone(rd.r.state.ToMove), func(p int) bool { return p == rd.r.seat })
}

// Refused notes that the server refused the move: the seat may choose
// again.
func (rd *Round) Refused() { rd.waiting = false }

func (rd *Round) Players() int { return rd.players }
func (rd *Round) Dealer() int  { return rd.r.state.Dealer }

func (rd *Round) IsOver() bool { return rd.r.state.Result != nil }

func (rd *Round) ToMove() []int {
	if rd.IsOver() {
		return nil
	}
	if rd.waiting {
		// The seat's own move is on its way: it acts no more for now.
		return rd.others
	}
	return rd.r.state.ToMove
}

func (rd *Round) Legal(seat int) []games.Action {
	if seat != rd.r.seat || rd.waiting || !rd.r.ToMove() {
		return nil
	}
	return rd.r.legal
}

// Apply is refused: a client's move goes to the server.
func (rd *Round) Apply(games.Action) error {
	return errors.New("a move of an online room goes to its server")
}

// View is the seat's own view, whichever seat is asked for: a client has
// no other.
func (rd *Round) View(int) games.View { return rd.r.view }

func (rd *Round) Actions() int { return rd.r.state.Actions }
func (rd *Round) Turns() int   { return rd.r.state.Actions }

func (rd *Round) Result() *record.Result { return rd.r.state.Result }

// Record is nil: the server sends the round's record when it is over.
func (rd *Round) Record([]string, int) games.Record { return nil }

func (rd *Round) Clone() games.Round {
	c := *rd
	return &c
}

func (rd *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && x.r == rd.r && x.r.state.Actions == rd.r.state.Actions
}
