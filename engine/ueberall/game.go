package ueberall

import (
	"fmt"
	"io"
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Game describes Überall anschließen for the registry.
func Game() *games.Game {
	return &games.Game{
		ID:         ID,
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		HigherWins: false,
		Matches:    false,
		Table:      "board",
		MaxHumans:  0,
		Deal: func(options map[string]any, players, dealer int, seed uint64) (games.Round, error) {
			for k := range options {
				return nil, fmt.Errorf("ueberall has no options (not %q)", k)
			}
			s, err := New(players, dealer, seed)
			if err != nil {
				return nil, err
			}
			return NewRound(s), nil
		},
		Read:   func(r io.Reader) (games.Record, error) { return ReadRecord(r) },
		Replay: games.Replayer(ID, Replay, NewRound),
		Action: games.LineAction[Setup](ID, actionOf),
		NewBot: func(l level.Level, seat int, seed uint64) games.Bot { return games.BotOf(NewBot(l, seed).Choose) },
	}
}

// Round is a State as a games.Round and games.Audited.
type Round struct {
	s     *State
	seats []int
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

// Turns counts the cards turned.
func (r *Round) Turns() int { return r.s.TurnedCards() }

func (r *Round) ToMove() []int {
	r.seats = r.s.ToMove(r.seats[:0])
	return r.seats
}

func (r *Round) Legal(seat int) []games.Action { return games.Box(r.s.Legal(seat)) }

func (r *Round) Apply(a games.Action) error {
	act, ok := a.(Action)
	if !ok {
		return &Error{Why: WhyBadAction, Seat: -1}
	}
	return r.s.Apply(act)
}

func (r *Round) View(seat int) games.View {
	r.s.ViewInto(seat, &r.view)
	return &r.view
}

func (r *Round) Result() *record.Result                        { return r.s.Result() }
func (r *Round) Record(names []string, round int) games.Record { return r.s.Record(names, round) }

// OlderLines names the lines of the record the round was replayed from that
// its record leaves out: the keeps of the older format after a card that
// fits nowhere. It writes no line otherwise.
func (r *Round) OlderLines() (dropped, anew []int) { return slices.Clone(r.s.olderKeeps), nil }
func (r *Round) Clone() games.Round                { return NewRound(r.s.Clone()) }

func (r *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && r.s.Equal(x.s)
}

// Deck is the 80 cards.
func (r *Round) Deck() []card.Card { return card.Deck(Values, card.Colors[:]...) }

// Places reports every card: the stacks (face down, seen by nobody), the
// face-up piles and the centre (only their tops are open) and the card
// turned (open).
func (r *Round) Places(yield func(c card.Card, p games.Place)) {
	s := r.s
	for p := range s.players {
		for _, c := range s.Stack(p) {
			yield(c, games.Place{Zone: "stack", Seat: p, SeenBy: -1})
		}
		pile := s.Pile(p)
		for i, c := range pile {
			yield(c, games.Place{Zone: "pile", Seat: p, SeenBy: -1, Open: i == len(pile)-1})
		}
	}
	centre := s.Centre()
	for i, c := range centre {
		yield(c, games.Place{Zone: "centre", Seat: -1, SeenBy: -1, Open: i == len(centre)-1})
	}
	if s.turned != card.None {
		yield(s.turned, games.Place{Zone: "turned", Seat: s.turn, SeenBy: -1, Open: true})
	}
}

// Seen reports the cards seat's view shows.
func (r *Round) Seen(seat int, yield func(c card.Card)) {
	for _, c := range r.s.View(seat).Cards() {
		yield(c)
	}
}

// Garbage is an arbitrary action, legal or not.
func (r *Round) Garbage(g *card.Rng) games.Action {
	a := Action{Seat: g.IntN(r.s.players+3) - 1, Kind: Kind(g.IntN(8))}
	if g.IntN(3) == 0 {
		a.Seat = r.s.turn
	}
	if g.IntN(2) == 0 {
		a.On = g.IntN(r.s.players+3) - 1
	}
	return a
}
