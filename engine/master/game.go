package master

import (
	"errors"
	"io"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/record"
)

// Game describes MASTER for the registry; its bots come from engine/bot,
// which the registry joins in.
func Game() *games.Game {
	return &games.Game{
		ID:         ID,
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		HigherWins: true,
		Matches:    true,
		Table:      "rows",
		Deal: func(options map[string]any, players, dealer int, seed uint64) (games.Round, error) {
			if _, err := ParseOptions(ID, options); err != nil {
				return nil, err
			}
			s, err := New(players, dealer, seed)
			if err != nil {
				return nil, err
			}
			return NewRound(s), nil
		},
		Read:   func(r io.Reader) (games.Record, error) { return record.Read(r) },
		Replay: games.Replayer(ID, Replay, NewRound),
		Action: games.LineAction[record.Setup](ID, actionOf),
	}
}

// Round is a State as the registry's games.Round: actions and views travel
// as Action and *View.
type Round struct {
	s     *State
	seats [1]int
	view  View
	seen  View // Seen's buffer, apart from the view View hands out
}

// Round is also audited: the shared random simulation checks its cards.
var _ games.Audited = (*Round)(nil)

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

func (r *Round) Legal(seat int) []games.Action { return games.Box(r.s.Legal(seat)) }

func (r *Round) Apply(a games.Action) error {
	act, ok := a.(Action)
	if !ok {
		return errors.New("that is not an action of Elfer raus! MASTER")
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

// Deck is every card of the round, jokers included.
func (r *Round) Deck() []card.Card { return Deck() }

// Places reports the hands (each seen by its owner), the pile (seen by
// nobody) and every slot's content, jokers included (open).
func (r *Round) Places(yield func(c card.Card, p games.Place)) {
	s := r.s
	for p := range s.players {
		for _, c := range s.hands[p] {
			yield(c, games.Place{Zone: "hand", Seat: p, SeenBy: p})
		}
	}
	for _, c := range s.pile {
		yield(c, games.Place{Zone: "pile", Seat: -1, SeenBy: -1})
	}
	for _, c := range s.table.All() {
		yield(c, games.Place{Zone: "table", Seat: -1, SeenBy: -1, Open: true})
	}
}

// Seen reports every card seat's view names: its hand and the table.
func (r *Round) Seen(seat int, yield func(c card.Card)) {
	v := &r.seen
	r.s.ViewInto(seat, v)
	for _, c := range v.Hand {
		yield(c)
	}
	for _, c := range v.Table.All() {
		yield(c)
	}
}

// Garbage mixes plausible and absurd actions: any seat from -1 to one past
// the last, any kind, cards from the hand on turn, any card of the deck or
// any byte, slots, rows.
func (r *Round) Garbage(rng *card.Rng) games.Action {
	s := r.s
	a := Action{Seat: rng.IntN(s.players+2) - 1, Kind: Kind(rng.IntN(8))}
	if rng.IntN(3) > 0 && !s.IsOver() {
		a.Seat = s.ToMove()
	}
	deck := Deck()
	pick := func() card.Card {
		switch rng.IntN(4) {
		case 0:
			if h := s.Hand(s.ToMove()); len(h) > 0 {
				return h[rng.IntN(len(h))]
			}
		case 1:
			return deck[rng.IntN(len(deck))]
		case 2:
			return card.Card(rng.IntN(256))
		}
		return card.None
	}
	a.Card = pick()
	if rng.IntN(3) == 0 {
		a.As = pick()
	}
	if a.Kind == Connect || rng.IntN(5) == 0 {
		a.At = pick()
		a.To = card.Color(rng.IntN(5))
	}
	// A draw that names the true top card is the legal draw in a replay's
	// spelling, not garbage.
	if a.Kind == Draw && len(s.pile) > 0 && a.Card == s.pile[len(s.pile)-1] {
		a.Card = card.None
	}
	return a
}
