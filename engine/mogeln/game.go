package mogeln

import (
	"io"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Game describes Mogeln for the registry.
func Game() *games.Game {
	return &games.Game{
		ID:         ID,
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		Options:    []games.Option{{Name: "heimlich"}, {Name: "farbe"}, {Name: "zwanzig"}},
		HigherWins: false,
		Matches:    false,
		Table:      "board",
		MaxHumans:  0,
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
		NewBot: func(l level.Level, seat int, seed uint64) games.Bot { return games.BotOf(NewBot(l, seed).Choose) },
	}
}

// Round is a State as a games.Round and games.Audited.
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

// Turns counts the actions: every lay and call is one player's turn.
func (r *Round) Turns() int { return r.s.Actions() }

func (r *Round) ToMove() []int {
	if r.s.IsOver() {
		return nil
	}
	r.seats[0] = r.s.Turn()
	return r.seats[:]
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
// its record writes anew: the header of a record of the format before
// zwanzig, which is written with "zwanzig":true. It drops no line.
func (r *Round) OlderLines() (dropped, anew []int) {
	if r.s.olderHeader {
		return nil, []int{1}
	}
	return nil, nil
}
func (r *Round) Clone() games.Round { return NewRound(r.s.Clone()) }

func (r *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && r.s.Equal(x.s)
}

// Deck is every card in play.
func (r *Round) Deck() []card.Card { return card.Deck(r.s.max, card.Colors[:]...) }

// Places reports every card: hands (seen by their owner), the middle stack
// and the cards set aside (face down, seen by nobody).
func (r *Round) Places(yield func(c card.Card, p games.Place)) {
	for p, h := range r.s.hands {
		for _, c := range h {
			yield(c, games.Place{Zone: "hand", Seat: p, SeenBy: p})
		}
	}
	for _, c := range r.s.Middle() {
		yield(c, games.Place{Zone: "middle", Seat: -1, SeenBy: -1})
	}
	for _, c := range r.s.aside {
		yield(c, games.Place{Zone: "aside", Seat: -1, SeenBy: -1})
	}
}

// Seen reports the cards seat's view shows.
func (r *Round) Seen(seat int, yield func(c card.Card)) {
	for _, c := range r.s.View(seat).Cards() {
		yield(c)
	}
}

// Garbage is an arbitrary action: any kind, seat and cards, legal or not.
func (r *Round) Garbage(g *card.Rng) games.Action {
	a := Action{Seat: g.IntN(r.s.players+3) - 1, Kind: Kind(g.IntN(6))}
	if g.IntN(2) == 0 {
		a.Card = card.New(card.Colors[g.IntN(4)], 1+g.IntN(20))
	} else if h := r.s.hands[r.s.turn]; len(h) > 0 {
		a.Card = h[g.IntN(len(h))]
	}
	if g.IntN(3) == 0 {
		a.Also = card.New(card.Colors[g.IntN(4)], 1+g.IntN(20))
	}
	if g.IntN(4) == 0 {
		a.Card = card.None
	}
	return a
}
