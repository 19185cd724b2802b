package elfer

import (
	"errors"
	"io"

	"elferraus/engine/card"
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
		Read:   func(r io.Reader) (games.Record, error) { return record.Read(r) },
		Replay: games.Replayer(v.ID(), Replay, NewRound),
		Action: games.LineAction[record.Setup](v.ID(), actionOf),
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

// OlderLines names the lines of the record the round was replayed from that
// its record writes anew: a setup of elfer-beliebige-startkarte without
// the starter, which the replay took from the first action, is written
// with it. It drops no line.
func (r *Round) OlderLines() (dropped, anew []int) {
	if r.s.lotLine > 0 {
		return nil, []int{r.s.lotLine}
	}
	return nil, nil
}
func (r *Round) Clone() games.Round { return NewRound(r.s.Clone()) }

func (r *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && r.s.Equal(x.s)
}

// Deck is every card of the round: the deck of its options.
func (r *Round) Deck() []card.Card { return r.s.opts.Deck() }

// Places reports the hands (each seen by its owner), the pile (seen by
// nobody) and the table (open).
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
	for _, c := range s.table.Cards() {
		yield(c, games.Place{Zone: "table", Seat: -1, SeenBy: -1, Open: true})
	}
}

// Seen reports every card seat's view names: its hand, the table and a
// drawn card it must lay. The opener of a classic round (Turn.Opener) is
// left out on purpose: the rules make it public, since its holder must lay
// it and the table asks who holds it.
func (r *Round) Seen(seat int, yield func(c card.Card)) {
	v := &r.seen
	r.s.ViewInto(seat, v)
	for _, c := range v.Hand {
		yield(c)
	}
	for _, c := range v.Table.Cards() {
		yield(c)
	}
	if v.Turn.MustLay != card.None {
		yield(v.Turn.MustLay)
	}
}

// Garbage mixes plausible and absurd actions: any seat from -1 to one past
// the last, any kind, cards from the hand on turn, any card of the deck, or
// any byte at all.
func (r *Round) Garbage(rng *card.Rng) games.Action {
	s := r.s
	a := Action{Seat: rng.IntN(s.players+2) - 1, Kind: Kind(rng.IntN(6))}
	if rng.IntN(3) > 0 && !s.IsOver() {
		a.Seat = s.ToMove()
	}
	switch rng.IntN(4) {
	case 0:
		if h := s.Hand(s.ToMove()); len(h) > 0 {
			a.Card = h[rng.IntN(len(h))]
		}
	case 1:
		d := s.opts.Deck()
		a.Card = d[rng.IntN(len(d))]
	case 2:
		a.Card = card.Card(rng.IntN(256))
	}
	// The engine accepts a draw that names the true top card (a replay does)
	// and an end or pass with a stray card, and records them without it;
	// those are the legal actions in another spelling, not garbage.
	if a.Kind == Draw && len(s.pile) > 0 && a.Card == s.pile[len(s.pile)-1] {
		a.Card = card.None
	}
	if a.Kind == End || a.Kind == Pass {
		a.Card = card.None
	}
	return a
}
