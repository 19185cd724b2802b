package farben

import (
	"io"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Game describes Farben sammeln for the registry: a match of rounds, each
// seat scoring its best colour's sum, the highest total winning. The loser
// of a round begins the next one.
func Game() *games.Game {
	return &games.Game{
		ID:         ID,
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		Table:      "board",
		HigherWins: true,
		Matches:    true,
		NextDealer: NextDealer,
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

// NextDealer is the dealer of the next round: the seat before the loser of
// this one (the lowest score), so that the loser begins. When several seats
// share the lowest score, the first of them after this round's dealer in
// turn order loses: the one who played first.
func NextDealer(dealer int, scores []int) int {
	n := len(scores)
	if n == 0 {
		return 0
	}
	dealer = (dealer%n + n) % n
	loser := -1
	for i := 1; i <= n; i++ {
		p := (dealer + i) % n
		if loser < 0 || scores[p] < scores[loser] {
			loser = p
		}
	}
	return (loser + n - 1) % n
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
func (r *Round) Turns() int   { return r.s.Turns() }

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
func (r *Round) Deck() []card.Card { return Deck() }

// Places reports every card: hands (seen by their holder, open once the
// round is over; a card everybody saw its holder take from a pile is open
// too, as every seat knows where it is), the tops of the piles (open), the
// cards under them and the stack (seen by nobody).
func (r *Round) Places(yield func(c card.Card, p games.Place)) {
	s := r.s
	over := s.IsOver()
	for p := range s.players {
		for _, c := range s.Hand(p) {
			if !over && s.KnownBy(c) == p {
				yield(c, games.Place{Zone: "hand (seen taken)", Seat: p, SeenBy: p, Open: true})
				continue
			}
			yield(c, games.Place{Zone: "hand", Seat: p, SeenBy: p, Open: over})
		}
	}
	for i := range s.piles {
		pile := s.Pile(i)
		for i, c := range pile {
			if i == len(pile)-1 {
				yield(c, games.Place{Zone: "pile top", Seat: -1, SeenBy: -1, Open: true})
			} else {
				yield(c, games.Place{Zone: "under a pile top", Seat: -1, SeenBy: -1})
			}
		}
	}
	for _, c := range s.Stack() {
		yield(c, games.Place{Zone: "stack", Seat: -1, SeenBy: -1})
	}
}

// Seen reports the cards seat's view shows by sight (see View.Cards).
func (r *Round) Seen(seat int, yield func(c card.Card)) {
	for _, c := range r.s.View(seat).Cards() {
		yield(c)
	}
}

// Garbage is an arbitrary action: any kind, seat and pile, a card of the
// deck or none, with or without "Schluss".
func (r *Round) Garbage(g *card.Rng) games.Action {
	s := r.s
	a := Action{Kind: Kind(g.IntN(5)), Seat: g.IntN(s.players+2) - 1, Pile: g.IntN(NumPiles+2) - 1, Schluss: g.IntN(3) == 0}
	switch g.IntN(3) {
	case 0:
		a.Card = Deck()[g.IntN(80)]
	case 1:
		if h := s.Hand(s.turn); len(h) > 0 {
			a.Card = h[g.IntN(len(h))]
		}
	}
	if a.Kind != Lay && g.IntN(2) == 0 {
		// Mostly well-formed draws and takes, so the seat and turn checks
		// are reached too.
		a.Card, a.Schluss = card.None, false
		if a.Kind == Draw {
			a.Pile = 0
		}
	}
	return a
}
