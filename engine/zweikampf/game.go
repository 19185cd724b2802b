package zweikampf

import (
	"io"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Game describes Zweikampf for the registry.
func Game() *games.Game {
	return &games.Game{
		ID:         ID,
		MinPlayers: Players,
		MaxPlayers: Players,
		Options:    []games.Option{{Name: "lang"}},
		HigherWins: true,
		Table:      "board",
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

func (r *Round) Players() int  { return Players }
func (r *Round) Dealer() int   { return r.s.Dealer() }
func (r *Round) IsOver() bool  { return r.s.IsOver() }
func (r *Round) Actions() int  { return r.s.Actions() }
func (r *Round) Turns() int    { return r.s.Turns() }
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

// Deck is every card of the round.
func (r *Round) Deck() []card.Card { return Deck() }

// Places reports where every card lies: stacks and turned cards face down
// (not even their owner knows them), everything else face up.
func (r *Round) Places(yield func(card.Card, games.Place)) {
	s := r.s
	for p := range Players {
		for _, c := range s.stacks[p] {
			yield(c, games.Place{Zone: "stack", Seat: p, SeenBy: -1})
		}
		if c := s.turned[p]; c != card.None {
			yield(c, games.Place{Zone: "turned", Seat: p, SeenBy: -1})
		}
		for _, c := range s.won[p] {
			yield(c, games.Place{Zone: "won", Seat: p, SeenBy: -1, Open: true})
		}
	}
	for _, c := range s.pot {
		yield(c, games.Place{Zone: "pot", Seat: -1, SeenBy: -1, Open: true})
	}
	for _, c := range s.out {
		yield(c, games.Place{Zone: "out", Seat: -1, SeenBy: -1, Open: true})
	}
}

// Seen reports every card seat's view shows.
func (r *Round) Seen(seat int, yield func(card.Card)) {
	for _, c := range r.s.View(seat).Cards() {
		yield(c)
	}
}

// Garbage is an arbitrary action, legal or not.
func (r *Round) Garbage(rng *card.Rng) games.Action {
	return Action{Seat: rng.IntN(5) - 1, Kind: Kind(rng.IntN(4))}
}
