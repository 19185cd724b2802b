// Package hoechste plays "Die höchste Karte gewinnt": every player holds
// the values 1 to 11 of one colour; in each of 11 tricks all choose a card
// face down, the single highest card takes the trick, and a tie for the
// highest leaves the cards waiting for the next trick's winner.
package hoechste

import (
	"fmt"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// ID is the game id RULES.md names.
const ID = "hoechste"

// Seat limits and the size of a hand.
const (
	MinPlayers = 2
	MaxPlayers = 4
	Tricks     = 11 // each hand is the values 1 to 11, one per trick
)

// Action is one seat's hidden choice of a card for the trick.
type Action struct {
	Seat int
	Card card.Card
}

func (a Action) String() string { return "seat " + strconv.Itoa(a.Seat) + " plays " + a.Card.String() }

// State is one game with everything hidden from the players (the hands, the
// cards chosen but not yet revealed). There is nothing random in it: the
// deal is fixed by the rules.
type State struct {
	players int
	dealer  int
	seed    uint64
	hands   [MaxPlayers][]card.Card // ascending
	chosen  [MaxPlayers]card.Card   // this trick's hidden choices
	won     [MaxPlayers][]card.Card // face up
	waiting []card.Card             // the cards of tied tricks, face up
	out     []card.Card             // a tie on the last trick
	last    [MaxPlayers]card.Card   // the trick revealed last
	trick   int                     // tricks revealed
	setup   Setup
	log     []Action
}

// Hand is the deal of seat p: the values 1 to 11 of the p-th colour.
func Hand(p int) []card.Card { return card.Deck(Tricks, card.Colors[p]) }

// New deals the game: seat p gets the values 1 to 11 of colour p (red,
// yellow, green, blue). The seed is only written to the record.
func New(players, dealer int, seed uint64) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("%s is for 2 to 4 players, not %d", ID, players)
	}
	su := Setup{Hands: make([][]card.Card, players)}
	for p := range players {
		su.Hands[p] = Hand(p)
	}
	return FromSetup(dealer, su, seed)
}

// FromSetup starts a game from a deal as a record writes it: each hand the
// values 1 to 11 of one colour, every hand of another colour.
func FromSetup(dealer int, su Setup, seed uint64) (*State, error) {
	n := len(su.Hands)
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("%s deals 2 to 4 hands, not %d", ID, n)
	}
	if dealer < 0 || dealer >= n {
		return nil, fmt.Errorf("the dealer %d is not a seat", dealer)
	}
	s := &State{players: n, dealer: dealer, seed: seed, setup: su.clone()}
	var used [card.NumColors]bool
	for p, h := range su.Hands {
		if len(h) != Tricks || !h[0].Valid() || h[0].IsJoker() {
			return nil, fmt.Errorf("hand %d is not the values 1 to 11 of one colour", p)
		}
		col := h[0].Color()
		got := slices.Clone(h)
		card.Sort(got, card.Less)
		if !slices.Equal(got, card.Deck(Tricks, col)) {
			return nil, fmt.Errorf("hand %d is not the values 1 to 11 of one colour", p)
		}
		if used[col] {
			return nil, fmt.Errorf("two hands are %v", col)
		}
		used[col] = true
		s.hands[p] = got
	}
	return s, nil
}

func (s *State) Players() int         { return s.players }
func (s *State) Dealer() int          { return s.dealer }
func (s *State) IsOver() bool         { return s.trick == Tricks }
func (s *State) Actions() int         { return len(s.log) }
func (s *State) Trick() int           { return s.trick }
func (s *State) Waiting() []card.Card { return s.waiting }
func (s *State) Out() []card.Card     { return s.out }

// Hand is seat p's hand (the state's own slice).
func (s *State) HandOf(p int) []card.Card { return s.hands[p] }

// Won is seat p's won cards (the state's own slice).
func (s *State) Won(p int) []card.Card { return s.won[p] }

// Chosen is seat p's hidden choice this trick, card.None if none yet.
func (s *State) Chosen(p int) card.Card { return s.chosen[p] }

// ToMove lists the seats that have not chosen yet, in seat order.
func (s *State) ToMove() []int { return s.AppendToMove(nil) }

// AppendToMove appends the seats ToMove lists to out, so a caller that
// asks every frame allocates nothing.
func (s *State) AppendToMove(out []int) []int {
	if s.IsOver() {
		return out
	}
	for p := range s.players {
		if s.chosen[p] == card.None {
			out = append(out, p)
		}
	}
	return out
}

// Legal lists seat's cards to choose from, ascending.
func (s *State) Legal(seat int) []Action {
	if s.IsOver() || seat < 0 || seat >= s.players || s.chosen[seat] != card.None {
		return nil
	}
	out := make([]Action, len(s.hands[seat]))
	for i, c := range s.hands[seat] {
		out[i] = Action{seat, c}
	}
	return out
}

// Apply takes a seat's choice or refuses it with an *Error, leaving the
// state unchanged. When the last choice is in, the trick is revealed.
func (s *State) Apply(a Action) error {
	switch {
	case s.IsOver():
		return &Error{Why: WhyOver, Seat: a.Seat, Card: a.Card}
	case a.Seat < 0 || a.Seat >= s.players:
		return &Error{Why: WhyNotSeat, Seat: a.Seat, Card: a.Card}
	case s.chosen[a.Seat] != card.None:
		return &Error{Why: WhyChosen, Seat: a.Seat, Card: a.Card}
	}
	i := slices.Index(s.hands[a.Seat], a.Card)
	if i < 0 || a.Card == card.None {
		return &Error{Why: WhyNotHeld, Seat: a.Seat, Card: a.Card}
	}
	s.hands[a.Seat] = slices.Delete(slices.Clone(s.hands[a.Seat]), i, i+1)
	s.chosen[a.Seat] = a.Card
	s.log = append(s.log, a)
	for p := range s.players {
		if s.chosen[p] == card.None {
			return nil
		}
	}
	s.reveal()
	return nil
}

// reveal shows the trick and gives it to the single highest card.
func (s *State) reveal() {
	best, n, w := 0, 0, -1
	for p := range s.players {
		switch v := s.chosen[p].Value(); {
		case v > best:
			best, n, w = v, 1, p
		case v == best:
			n++
		}
	}
	s.last = s.chosen
	trick := s.chosen[:s.players]
	s.trick++
	if n == 1 {
		s.won[w] = append(append(s.won[w], trick...), s.waiting...)
		s.waiting = nil
	} else {
		s.waiting = append(s.waiting, trick...)
		if s.trick == Tricks {
			s.out, s.waiting = s.waiting, nil
		}
	}
	s.chosen = [MaxPlayers]card.Card{}
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
	var out []int
	sc := s.Scores()
	top := slices.Max(sc)
	for p, v := range sc {
		if v == top {
			out = append(out, p)
		}
	}
	return out
}

// Result is the record's result line (reason "tricks"), nil while the game
// runs.
func (s *State) Result() *record.Result {
	if !s.IsOver() {
		return nil
	}
	return &record.Result{Reason: "tricks", Winners: s.Winners(), Scores: s.Scores()}
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	for p := range MaxPlayers {
		c.hands[p] = slices.Clone(s.hands[p])
		c.won[p] = slices.Clone(s.won[p])
	}
	c.waiting = slices.Clone(s.waiting)
	c.out = slices.Clone(s.out)
	c.setup = s.setup.clone()
	c.log = slices.Clone(s.log)
	return &c
}

// Equal compares two games: the same deal and position.
func (s *State) Equal(o *State) bool {
	if s.players != o.players || s.dealer != o.dealer || s.seed != o.seed || s.chosen != o.chosen ||
		s.last != o.last || s.trick != o.trick || !slices.Equal(s.waiting, o.waiting) ||
		!slices.Equal(s.out, o.out) || !slices.Equal(s.log, o.log) {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.hands[p], o.hands[p]) || !slices.Equal(s.won[p], o.won[p]) ||
			!slices.Equal(s.setup.Hands[p], o.setup.Hands[p]) {
			return false
		}
	}
	return true
}
