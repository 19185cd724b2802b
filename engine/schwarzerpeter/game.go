package schwarzerpeter

import (
	"io"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Game describes Schwarzer Peter for the registry. It is one game, not a
// match: the round's loser holds one penalty point.
func Game() *games.Game {
	return &games.Game{
		ID:         ID,
		Table:      "board",
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		Options:    []games.Option{{Name: "kurz"}},
		Deal: func(options map[string]any, players, dealer int, seed uint64) (games.Round, error) {
			o, err := ParseOptions(options)
			if err != nil {
				return nil, err
			}
			s, err := New(o, players, dealer, seed)
			if err != nil {
				return nil, err
			}
			return NewRound(s), nil
		},
		Read:   func(r io.Reader) (games.Record, error) { return ReadRecord(r) },
		Replay: games.Replayer(ID, Replay, NewRound),
		Action: games.LineAction[Setup](ID, actionOf),
		NewBot: func(l level.Level, _ int, seed uint64) games.Bot { return games.BotOf(NewBot(l, seed).Choose) },
	}
}

// Round is a State as the registry's games.Round and games.Audited.
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
func (r *Round) Turns() int   { return r.s.Draws() }

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
		return &Error{Why: WhyKind, Seat: -1}
	}
	return r.s.Apply(act)
}

func (r *Round) View(seat int) games.View {
	r.s.ViewInto(seat, &r.view)
	return &r.view
}

func (r *Round) Result() *record.Result                        { return r.s.Result() }
func (r *Round) Record(names []string, round int) games.Record { return r.s.Record(names, round) }
func (r *Round) Clone() games.Round                            { return NewRound(r.s.Clone()) }

func (r *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && r.s.Equal(x.s)
}

// Deck is every card of the round.
func (r *Round) Deck() []card.Card { return r.s.opts.Deck() }

// Places reports every card: hands (seen by their holder), laid pairs (open)
// and the set-aside card (hidden from everybody until the round is over).
func (r *Round) Places(yield func(c card.Card, p games.Place)) {
	s := r.s
	for p := range s.players {
		for _, c := range s.hands[p] {
			yield(c, games.Place{Zone: "hand", Seat: p, SeenBy: p})
		}
		for _, c := range s.laid[p] {
			yield(c, games.Place{Zone: "pairs", Seat: p, SeenBy: -1, Open: true})
		}
	}
	yield(s.setup.Aside, games.Place{Zone: "aside", Seat: -1, SeenBy: -1, Open: s.IsOver()})
}

// Seen reports the cards seat's view shows by sight (see View.Cards).
func (r *Round) Seen(seat int, yield func(c card.Card)) {
	for _, c := range r.s.View(seat).Cards() {
		yield(c)
	}
}

// Garbage is an arbitrary action: any kind, seat and position, and orders
// that are rotations (which Legal lists) or broken.
func (r *Round) Garbage(g *card.Rng) games.Action {
	s := r.s
	a := Action{Kind: Kind(g.IntN(5)), Seat: g.IntN(s.players+2) - 1, Pos: g.IntN(MaxHand+2) - 1}
	if a.Kind == Arrange {
		n := 1 + g.IntN(MaxHand)
		if a.Seat >= 0 && a.Seat < s.players && g.IntN(2) == 0 {
			n = max(len(s.hands[a.Seat]), 1)
		}
		rot := 1 + g.IntN(n)
		for i := range n {
			a.Order[i] = uint8((i + rot) % n)
		}
		if g.IntN(3) == 0 {
			// Broken: a second copy of a position, or a stray entry after
			// the hand.
			a.Order[MaxHand-1] = uint8(1 + g.IntN(MaxHand-1))
		}
	}
	if a.Kind != Draw {
		a.Pos = 0
	}
	return a
}
