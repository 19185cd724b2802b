package ratefix

import (
	"fmt"
	"io"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Game describes Ratefix for the registry.
func Game() *games.Game {
	return &games.Game{
		ID:         ID,
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		HigherWins: true,
		Table:      "board",
		Deal: func(options map[string]any, players, dealer int, seed uint64) (games.Round, error) {
			for k, v := range options {
				if on, _ := v.(bool); on {
					return nil, fmt.Errorf("%s has no option %q", ID, k)
				}
			}
			s, err := New(players, dealer, seed)
			if err != nil {
				return nil, err
			}
			return NewRound(s), nil
		},
		Read:   func(r io.Reader) (games.Record, error) { return ReadRecord(r) },
		Replay: games.Replayer(ID, Replay, NewRound),
		Action: games.LineAction[Setup](ID, lineAction),
		NewBot: func(l level.Level, seat int, seed uint64) games.Bot { return games.BotOf(NewBot(l, seat, seed).Choose) },
	}
}

// Round is a State as the registry's games.Round and games.Audited.
type Round struct {
	s     *State
	seats []int
}

// NewRound wraps a state.
func NewRound(s *State) *Round { return &Round{s: s} }

// State is the round's engine state.
func (r *Round) State() *State { return r.s }

func (r *Round) Players() int  { return r.s.Players() }
func (r *Round) Dealer() int   { return r.s.Dealer() }
func (r *Round) IsOver() bool  { return r.s.IsOver() }
func (r *Round) Actions() int  { return r.s.Actions() }
func (r *Round) Turns() int    { return r.s.Rounds() }
func (r *Round) ToMove() []int { r.seats = r.s.AppendToMove(r.seats[:0]); return r.seats }

func (r *Round) Legal(seat int) []games.Action { return games.Box(r.s.Legal(seat)) }

func (r *Round) Apply(a games.Action) error {
	act, ok := a.(Action)
	if !ok {
		return &Error{Why: WhyBadAction, Seat: -1}
	}
	return r.s.Apply(act)
}

func (r *Round) View(seat int) games.View                      { return r.s.View(seat) }
func (r *Round) Result() *record.Result                        { return r.s.Result() }
func (r *Round) Record(names []string, round int) games.Record { return r.s.Record(names, round) }
func (r *Round) Clone() games.Round                            { return NewRound(r.s.Clone()) }

func (r *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && r.s.Equal(x.s)
}

// Deck is every card of the round: all 80, the ones out of the game too.
func (r *Round) Deck() []card.Card { return Deck() }

// Places reports where every card lies. A stack lies face down; its top
// card is seen by its owner from the start of a round until he lays it. A
// laid card is seen by its owner only until the reveal; won cards lie face
// up; the cards out of the game are seen by nobody.
func (r *Round) Places(yield func(card.Card, games.Place)) {
	s := r.s
	for p := range s.players {
		for i, c := range s.stacks[p] {
			by := -1
			if i == 0 && s.laid[p] == card.None {
				by = p
			}
			yield(c, games.Place{Zone: "stack", Seat: p, SeenBy: by})
		}
		if c := s.laid[p]; c != card.None {
			yield(c, games.Place{Zone: "laid", Seat: p, SeenBy: p})
		}
		for _, c := range s.won[p] {
			yield(c, games.Place{Zone: "won", Seat: p, SeenBy: -1, Open: true})
		}
	}
	for _, c := range s.setup.Out {
		yield(c, games.Place{Zone: "out", Seat: -1, SeenBy: -1})
	}
}

// Seen reports every card seat's view shows.
func (r *Round) Seen(seat int, yield func(card.Card)) {
	for _, c := range r.s.View(seat).Cards() {
		yield(c)
	}
}

// Garbage is an arbitrary action, legal or not: any seat, kind, card and
// total, now and then a seat's true top card.
func (r *Round) Garbage(rng *card.Rng) games.Action {
	a := Action{Seat: rng.IntN(r.s.players+2) - 1, Kind: Kind(rng.IntN(4)), Card: card.Card(rng.IntN(128)), Total: rng.IntN(90) - 5}
	if a.Seat >= 0 && a.Seat < r.s.players && len(r.s.stacks[a.Seat]) > 0 && rng.IntN(2) == 0 {
		a.Card = r.s.stacks[a.Seat][0]
	}
	return a
}
