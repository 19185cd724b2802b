// Package ratefix plays Ratefix: each player has a face-down stack; in every
// round all lay their top card face down at once, then each in turn guesses
// the total of the laid cards, and the closest guess (the earlier one on a
// tie) wins the cards. Most cards won at the end wins.
package ratefix

import (
	"fmt"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// ID is the game id RULES.md names.
const ID = "ratefix"

// Seat limits, the values in play and the cards dealt.
const (
	MinPlayers = 2
	MaxPlayers = 4
	Values     = 20 // every colour's 1 to 20
	Dealt      = 40 // cards dealt in all; the rest is out of the game
)

// StackSize is the cards in each stack for a number of players: 20, 13 or
// 10 (3 players: 39 cards dealt, 41 out).
func StackSize(players int) int { return Dealt / players }

// MinGuess and MaxGuess bound a guess: the smallest and the largest total
// that players cards can show (all 1s, all 20s). A guess outside is refused.
func MinGuess(players int) int { return players }

// MaxGuess is the largest total players cards can show.
func MaxGuess(players int) int { return Values * players }

// Kind is what an action does.
type Kind uint8

// The kinds of action.
const (
	Lay   Kind = iota + 1 // lay one's top card face down in the middle
	Guess                 // guess the total of the middle cards
)

// String is the record's verb.
func (k Kind) String() string {
	switch k {
	case Lay:
		return "lay"
	case Guess:
		return "guess"
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Action is one seat's action: a lay names the card (it must be the seat's
// top card), a guess the total.
type Action struct {
	Seat  int
	Kind  Kind
	Card  card.Card
	Total int
}

func (a Action) String() string {
	switch a.Kind {
	case Lay:
		return "seat " + strconv.Itoa(a.Seat) + " lays " + a.Card.String()
	case Guess:
		return "seat " + strconv.Itoa(a.Seat) + " guesses " + strconv.Itoa(a.Total)
	}
	return fmt.Sprintf("seat %d %v", a.Seat, a.Kind)
}

// Call is one guess of a round: who made it and the total guessed.
type Call struct {
	Seat  int
	Total int
}

// State is one game with everything hidden from the players (the stacks,
// the laid cards before the reveal, the cards out of the game). Nothing in
// it is random after the deal.
type State struct {
	players int
	dealer  int
	seed    uint64
	stacks  [MaxPlayers][]card.Card // face down, top first
	laid    [MaxPlayers]card.Card   // this round's laid cards, face down
	calls   []Call                  // this round's guesses, in order
	first   int                     // the seat that guesses first this round
	won     [MaxPlayers][]card.Card // face up
	last    [MaxPlayers]card.Card   // the cards revealed last round
	lastC   []Call                  // the guesses of the last round
	winner  int                     // the last round's winner, -1 before
	rounds  int                     // rounds revealed
	setup   Setup
	log     []Action
}

// Deck is the 80 cards: the four colours' 1 to 20.
func Deck() []card.Card { return card.Deck(Values, card.Colors[:]...) }

// New deals a game from the seed: the 80 cards shuffled, StackSize to each
// stack, the rest out of the game.
func New(players, dealer int, seed uint64) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("%s is for 2 to 4 players, not %d", ID, players)
	}
	rng := card.NewRng(seed)
	d := Deck()
	rng.Shuffle(d)
	n := StackSize(players)
	su := Setup{Hands: make([][]card.Card, players)}
	for p := range players {
		su.Hands[p] = slices.Clone(d[p*n : (p+1)*n])
	}
	su.Out = slices.Clone(d[players*n:])
	return FromSetup(dealer, su, seed)
}

// FromSetup starts a game from a deal as a record writes it: one stack of
// StackSize cards per seat and the rest of the 80 cards out of the game.
func FromSetup(dealer int, su Setup, seed uint64) (*State, error) {
	n := len(su.Hands)
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("%s deals 2 to 4 stacks, not %d", ID, n)
	}
	if dealer < 0 || dealer >= n {
		return nil, fmt.Errorf("the dealer %d is not a seat", dealer)
	}
	var seen [card.Limit]bool
	check := func(c card.Card) error {
		if !c.Valid() || c.IsJoker() || c.Value() < 1 || c.Value() > Values {
			return fmt.Errorf("%v is not a card of %s (1 to 20 of each colour)", c, ID)
		}
		if seen[c.Index()] {
			return fmt.Errorf("%v is dealt twice", c)
		}
		seen[c.Index()] = true
		return nil
	}
	for p, h := range su.Hands {
		if len(h) != StackSize(n) {
			return nil, fmt.Errorf("stack %d holds %d cards, not %d", p, len(h), StackSize(n))
		}
		for _, c := range h {
			if err := check(c); err != nil {
				return nil, err
			}
		}
	}
	for _, c := range su.Out {
		if err := check(c); err != nil {
			return nil, err
		}
	}
	if want := len(Deck()) - n*StackSize(n); len(su.Out) != want {
		return nil, fmt.Errorf("%d cards are out of the game, not the %d left after the deal", len(su.Out), want)
	}
	s := &State{players: n, dealer: dealer, seed: seed, first: (dealer + 1) % n, winner: -1, setup: su.clone(),
		calls: make([]Call, 0, n), log: make([]Action, 0, 2*Dealt)}
	for p := range n {
		s.stacks[p] = slices.Clone(su.Hands[p])
	}
	return s, nil
}

func (s *State) Players() int { return s.players }
func (s *State) Dealer() int  { return s.dealer }
func (s *State) Actions() int { return len(s.log) }

// IsOver reports whether the stacks are used up.
func (s *State) IsOver() bool { return s.rounds == StackSize(s.players) }

// Rounds is the number of rounds revealed.
func (s *State) Rounds() int { return s.rounds }

// Stack is seat p's face-down stack, top first (the state's own slice).
func (s *State) Stack(p int) []card.Card { return s.stacks[p] }

// Laid is the card seat p has laid this round, card.None if none yet.
func (s *State) Laid(p int) card.Card { return s.laid[p] }

// Won is seat p's won cards (the state's own slice).
func (s *State) Won(p int) []card.Card { return s.won[p] }

// Out is the cards out of the game.
func (s *State) Out() []card.Card { return s.setup.Out }

// Calls is this round's guesses so far (the state's own slice).
func (s *State) Calls() []Call { return s.calls }

// First is the seat that guesses first this round.
func (s *State) First() int { return s.first }

// Winner is the seat that won the last round, -1 before the first reveal.
func (s *State) Winner() int { return s.winner }

// laying reports whether some seat still has to lay its card this round.
func (s *State) laying() bool {
	for p := range s.players {
		if s.laid[p] == card.None {
			return true
		}
	}
	return false
}

// guesser is the seat to guess now (only while all cards are laid).
func (s *State) guesser() int { return (s.first + len(s.calls)) % s.players }

// taken reports whether total has been guessed this round.
func (s *State) taken(total int) bool {
	return slices.ContainsFunc(s.calls, func(c Call) bool { return c.Total == total })
}

// ToMove lists the seats still to lay, in seat order, or the seat to guess.
func (s *State) ToMove() []int { return s.AppendToMove(nil) }

// AppendToMove appends the seats ToMove lists to out, so a caller that
// asks every frame allocates nothing.
func (s *State) AppendToMove(out []int) []int {
	if s.IsOver() {
		return out
	}
	if !s.laying() {
		return append(out, s.guesser())
	}
	for p := range s.players {
		if s.laid[p] == card.None {
			out = append(out, p)
		}
	}
	return out
}

// Legal lists seat's legal actions: its one lay (its top card), or every
// total not yet guessed, ascending.
func (s *State) Legal(seat int) []Action {
	if s.IsOver() || seat < 0 || seat >= s.players {
		return nil
	}
	if s.laid[seat] == card.None {
		return []Action{{Seat: seat, Kind: Lay, Card: s.stacks[seat][0]}}
	}
	if s.laying() || seat != s.guesser() {
		return nil
	}
	var used [MaxPlayers*Values + 1]bool
	for _, c := range s.calls {
		used[c.Total] = true
	}
	out := make([]Action, 0, MaxGuess(s.players)-MinGuess(s.players)+1-len(s.calls))
	for t := MinGuess(s.players); t <= MaxGuess(s.players); t++ {
		if !used[t] {
			out = append(out, Action{Seat: seat, Kind: Guess, Total: t})
		}
	}
	return out
}

// check refuses a when the rules forbid it now.
func (s *State) check(a Action) error {
	e := &Error{Seat: a.Seat, Card: a.Card, Total: a.Total}
	switch {
	case s.IsOver():
		e.Why = WhyOver
	case a.Seat < 0 || a.Seat >= s.players:
		e.Why = WhyNotSeat
	case (a.Kind == Lay && a.Total != 0) || (a.Kind == Guess && a.Card != card.None):
		e.Why = WhyBadAction
	case a.Kind == Lay && s.laid[a.Seat] != card.None:
		e.Why = WhyLaid
	case a.Kind == Lay && a.Card != s.stacks[a.Seat][0]:
		e.Why, e.Top = WhyNotTop, s.stacks[a.Seat][0]
	case a.Kind == Lay:
		return nil
	case a.Kind != Guess:
		e.Why = WhyBadAction
	case s.laying():
		e.Why = WhyLaying
	case a.Seat != s.guesser():
		e.Why, e.Turn = WhyNotTurn, s.guesser()
	case a.Total < MinGuess(s.players) || a.Total > MaxGuess(s.players):
		e.Why, e.Low, e.High = WhyRange, MinGuess(s.players), MaxGuess(s.players)
	case s.taken(a.Total):
		e.Why = WhyTaken
	default:
		return nil
	}
	return e
}

// Apply carries out an action or refuses it with an *Error, leaving the
// state unchanged. After the last guess of a round the cards are revealed.
func (s *State) Apply(a Action) error {
	if err := s.check(a); err != nil {
		return err
	}
	if a.Kind == Lay {
		s.laid[a.Seat] = a.Card
		s.stacks[a.Seat] = s.stacks[a.Seat][1:]
		s.log = append(s.log, Action{Seat: a.Seat, Kind: Lay, Card: a.Card})
		return nil
	}
	s.calls = append(s.calls, Call{a.Seat, a.Total})
	s.log = append(s.log, Action{Seat: a.Seat, Kind: Guess, Total: a.Total})
	if len(s.calls) == s.players {
		s.reveal()
	}
	return nil
}

// Closest is the index in calls of the guess that wins a round with the
// total: the closest, the earlier among equally close ones.
func Closest(calls []Call, total int) int {
	best := -1
	for i, c := range calls {
		if best < 0 || dist(c.Total, total) < dist(calls[best].Total, total) {
			best = i
		}
	}
	return best
}

func dist(a, b int) int {
	if a > b {
		return a - b
	}
	return b - a
}

// reveal shows the laid cards and gives them to the closest guess.
func (s *State) reveal() {
	total := 0
	for p := range s.players {
		total += s.laid[p].Value()
	}
	w := s.calls[Closest(s.calls, total)].Seat
	s.won[w] = append(s.won[w], s.laid[:s.players]...)
	s.last, s.laid = s.laid, [MaxPlayers]card.Card{}
	s.lastC, s.calls = append(s.lastC[:0], s.calls...), s.calls[:0]
	s.winner, s.first = w, w
	s.rounds++
}

// Scores are the cards each seat won.
func (s *State) Scores() []int {
	sc := make([]int, s.players)
	for p := range sc {
		sc[p] = len(s.won[p])
	}
	return sc
}

// Winners are the seats with the most cards once the game is over.
func (s *State) Winners() []int {
	if !s.IsOver() {
		return nil
	}
	sc := s.Scores()
	top := slices.Max(sc)
	var out []int
	for p, v := range sc {
		if v == top {
			out = append(out, p)
		}
	}
	return out
}

// Result is the record's result line (reason "stacks"), nil while the game
// runs.
func (s *State) Result() *record.Result {
	if !s.IsOver() {
		return nil
	}
	return &record.Result{Reason: "stacks", Winners: s.Winners(), Scores: s.Scores()}
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	for p := range MaxPlayers {
		c.stacks[p] = slices.Clone(s.stacks[p])
		c.won[p] = slices.Clone(s.won[p])
	}
	c.calls = slices.Clone(s.calls)
	c.lastC = slices.Clone(s.lastC)
	c.setup = s.setup.clone()
	c.log = slices.Clone(s.log)
	return &c
}

// Equal compares two games: the same deal and position.
func (s *State) Equal(o *State) bool {
	if s.players != o.players || s.dealer != o.dealer || s.seed != o.seed || s.laid != o.laid ||
		s.first != o.first || s.last != o.last || s.winner != o.winner || s.rounds != o.rounds ||
		!slices.Equal(s.calls, o.calls) || !slices.Equal(s.lastC, o.lastC) ||
		!slices.Equal(s.log, o.log) || !slices.Equal(s.setup.Out, o.setup.Out) {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.stacks[p], o.stacks[p]) || !slices.Equal(s.won[p], o.won[p]) ||
			!slices.Equal(s.setup.Hands[p], o.setup.Hands[p]) {
			return false
		}
	}
	return true
}
