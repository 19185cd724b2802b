// Package zweikampf plays Zweikampf: two players turn the top cards of their
// face-down stacks together, the higher card takes the battle, ties go on
// with the next cards. Nobody has a choice; the engine keeps the stacks, the
// won cards and the record, and the option "lang" plays the long game in
// which won cards are shuffled into a new stack.
package zweikampf

import (
	"fmt"
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// ID is the game id RULES.md names.
const ID = "zweikampf"

// Players is the only number of players.
const Players = 2

// Values is the highest value in play (red and blue 1 to 20).
const Values = 20

// MaxBattles bounds the long game: after this many battles the player with
// more cards wins.
const MaxBattles = 2000

// Options are the choices made before a game.
type Options struct {
	// Lang is the long game: a used-up stack is refilled from the won cards
	// and the game ends when one player has all the cards.
	Lang bool
}

// Map writes the options as a record header holds them.
func (o Options) Map() map[string]any { return map[string]any{"lang": o.Lang} }

// ParseOptions reads the options of a record header or a menu; absent ones
// are false, unknown ones are refused.
func ParseOptions(m map[string]any) (Options, error) {
	var o Options
	for k, v := range m {
		b, ok := v.(bool)
		if k != "lang" {
			return o, fmt.Errorf("%s has no option %q (it has lang)", ID, k)
		}
		if !ok {
			return o, fmt.Errorf("option lang is true or false, not %v", v)
		}
		o.Lang = b
	}
	return o, nil
}

// Kind is what an action does.
type Kind uint8

// The kinds of action.
const (
	Turn    Kind = iota + 1 // turn the top card of one's stack
	Shuffle                 // long game: shuffle the won cards into a new stack
)

// String is the record's verb.
func (k Kind) String() string {
	switch k {
	case Turn:
		return "turn"
	case Shuffle:
		return "shuffle"
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Action is one seat's action. Both seats turn in every battle, each with
// its own action, in any order; the cards are revealed when the second is
// in.
type Action struct {
	Seat int
	Kind Kind
}

func (a Action) String() string { return fmt.Sprintf("seat %d %v", a.Seat, a.Kind) }

// Reason says why a game ended.
type Reason uint8

// The ways a game ends.
const (
	Running Reason = iota
	Stacks         // the stacks are played through
	All            // long game: one player has all the cards in play
	Bound          // long game: MaxBattles battles were fought
)

var reasonNames = [...]string{Running: "", Stacks: "stacks", All: "all", Bound: "bound"}

// String is the record's name of the reason.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "?"
}

// State is one game of Zweikampf with everything hidden from the players
// (the order of the stacks, the cards turned but not yet revealed). It is a
// plain value with its own seeded generator for the reshuffles of the long
// game.
type State struct {
	opts    Options
	dealer  int
	seed    uint64
	rng     card.Rng
	stacks  [Players][]card.Card // face down, top first
	won     [Players][]card.Card // face up, in the order won
	turned  [Players]card.Card   // turned this battle, not yet revealed
	pot     []card.Card          // the revealed cards of a tied battle
	out     []card.Card          // battles lost to a used-up stack
	battles int
	turns   int
	reason  Reason
	setup   Setup
	log     []Line
}

// Deck is the 40 cards of the game: red and blue 1 to 20.
func Deck() []card.Card { return card.Deck(Values, card.Red, card.Blue) }

// New deals a game from the seed: the 40 cards shuffled, 20 to each stack.
func New(opts Options, players, dealer int, seed uint64) (*State, error) {
	if players != Players {
		return nil, fmt.Errorf("%s is for 2 players, not %d", ID, players)
	}
	rng := card.NewRng(seed)
	d := Deck()
	rng.Shuffle(d)
	su := Setup{Hands: [][]card.Card{d[:Values], d[Values:]}}
	return FromSetup(opts, dealer, su, seed)
}

// FromSetup starts a game from a deal as a record writes it. The seed only
// seeds the reshuffles of the long game, from a stream of its own apart
// from the deal's, so a replay from the written deal shuffles alike.
func FromSetup(opts Options, dealer int, su Setup, seed uint64) (*State, error) {
	if len(su.Hands) != Players {
		return nil, fmt.Errorf("%s deals 2 stacks, not %d", ID, len(su.Hands))
	}
	if dealer < 0 || dealer >= Players {
		return nil, fmt.Errorf("the dealer %d is not a seat", dealer)
	}
	var seen [card.Limit]bool
	for p, h := range su.Hands {
		if len(h) != Values {
			return nil, fmt.Errorf("stack %d holds %d cards, not %d", p, len(h), Values)
		}
		for _, c := range h {
			if !c.Valid() || c.IsJoker() || (c.Color() != card.Red && c.Color() != card.Blue) || c.Value() > Values {
				return nil, fmt.Errorf("%v is not a card of zweikampf (red and blue 1 to 20)", c)
			}
			if seen[c.Index()] {
				return nil, fmt.Errorf("%v is dealt twice", c)
			}
			seen[c.Index()] = true
		}
	}
	s := &State{opts: opts, dealer: dealer, seed: seed, rng: card.NewRng(card.Mix(seed, 1)), setup: su.clone()}
	for p := range Players {
		s.stacks[p] = slices.Clone(su.Hands[p])
	}
	return s, nil
}

// Options are the game's options.
func (s *State) Options() Options { return s.opts }

// Players is 2.
func (s *State) Players() int { return Players }

// Dealer is the dealer's seat.
func (s *State) Dealer() int { return s.dealer }

// IsOver reports whether the game has ended.
func (s *State) IsOver() bool { return s.reason != Running }

// Reason is why the game ended (Running while it runs).
func (s *State) Reason() Reason { return s.reason }

// Actions is the number of actions so far.
func (s *State) Actions() int { return len(s.log) }

// Battles is the number of battles decided (taken or lost out of play).
func (s *State) Battles() int { return s.battles }

// Turns is the number of pairs of cards revealed.
func (s *State) Turns() int { return s.turns }

// Stack is seat p's face-down stack, top first (the state's own slice).
func (s *State) Stack(p int) []card.Card { return s.stacks[p] }

// Won is seat p's won cards (the state's own slice).
func (s *State) Won(p int) []card.Card { return s.won[p] }

// Turned is the card seat p has turned this battle, card.None if none.
func (s *State) Turned(p int) card.Card { return s.turned[p] }

// Pot is the revealed cards of a tied battle still running.
func (s *State) Pot() []card.Card { return s.pot }

// Out is the cards of battles lost out of play.
func (s *State) Out() []card.Card { return s.out }

// mustShuffle reports whether seat p must shuffle before he can turn.
func (s *State) mustShuffle(p int) bool {
	return s.opts.Lang && s.turned[p] == card.None && len(s.stacks[p]) == 0 && len(s.won[p]) > 0
}

// ToMove lists the seats still to act in this battle, in seat order.
func (s *State) ToMove() []int { return s.AppendToMove(nil) }

// AppendToMove appends the seats ToMove lists to out, so a caller that
// asks every frame allocates nothing.
func (s *State) AppendToMove(out []int) []int {
	if s.IsOver() {
		return out
	}
	for p := range Players {
		if s.turned[p] == card.None {
			out = append(out, p)
		}
	}
	return out
}

// Legal lists seat's legal actions: one turn or one shuffle, or nothing.
func (s *State) Legal(seat int) []Action {
	if s.IsOver() || seat < 0 || seat >= Players || s.turned[seat] != card.None {
		return nil
	}
	if s.mustShuffle(seat) {
		return []Action{{seat, Shuffle}}
	}
	return []Action{{seat, Turn}}
}

// check refuses a that the rules forbid now.
func (s *State) check(a Action) error {
	switch {
	case s.IsOver():
		return &Error{Why: WhyOver, Seat: a.Seat}
	case a.Seat < 0 || a.Seat >= Players:
		return &Error{Why: WhyNotSeat, Seat: a.Seat}
	case a.Kind != Turn && a.Kind != Shuffle:
		return &Error{Why: WhyBadAction, Seat: a.Seat}
	case s.turned[a.Seat] != card.None:
		return &Error{Why: WhyTurned, Seat: a.Seat}
	case a.Kind == Turn && s.mustShuffle(a.Seat):
		return &Error{Why: WhyShuffle, Seat: a.Seat}
	case a.Kind == Shuffle && !s.mustShuffle(a.Seat):
		return &Error{Why: WhyNoShuffle, Seat: a.Seat}
	}
	return nil
}

// Apply carries out an action or refuses it with an *Error, leaving the
// state unchanged. A shuffle draws the new order from the game's generator.
func (s *State) Apply(a Action) error { return s.apply(a, nil) }

// Reshuffle carries out seat's shuffle with the order a record names (top
// first), so any order a shuffle could give replays. The generator moves
// on as in Apply, so the game goes on alike.
func (s *State) Reshuffle(seat int, order []card.Card) error {
	return s.apply(Action{seat, Shuffle}, order)
}

func (s *State) apply(a Action, order []card.Card) error {
	if err := s.check(a); err != nil {
		return err
	}
	p := a.Seat
	if a.Kind == Shuffle {
		next := slices.Clone(s.won[p])
		rng := s.rng
		rng.Shuffle(next)
		if order != nil {
			if !samePile(order, s.won[p]) {
				return &Error{Why: WhyOrder, Seat: p}
			}
			next = slices.Clone(order)
		}
		s.rng = rng
		s.stacks[p], s.won[p] = next, nil
		s.log = append(s.log, Line{Seat: p, Act: Shuffle.String(), Cards: slices.Clone(next)})
		return nil
	}
	c := s.stacks[p][0]
	s.stacks[p] = s.stacks[p][1:]
	s.turned[p] = c
	s.log = append(s.log, Line{Seat: p, Act: Turn.String(), Card: c})
	if s.turned[0] != card.None && s.turned[1] != card.None {
		s.reveal()
	}
	return nil
}

// samePile reports whether a and b hold the same cards.
func samePile(a, b []card.Card) bool {
	if len(a) != len(b) {
		return false
	}
	return card.SameCards(a, b)
}

// canGoOn reports whether seat p has a card to turn (or to shuffle into a
// stack in the long game).
func (s *State) canGoOn(p int) bool {
	return len(s.stacks[p]) > 0 || (s.opts.Lang && len(s.won[p]) > 0)
}

// reveal shows both turned cards and decides the battle.
func (s *State) reveal() {
	a, b := s.turned[0], s.turned[1]
	s.turned = [Players]card.Card{}
	s.turns++
	s.pot = append(s.pot, a, b)
	switch {
	case a.Value() != b.Value():
		w := 0
		if b.Value() > a.Value() {
			w = 1
		}
		s.won[w] = append(s.won[w], s.pot...)
		s.pot = nil
		s.battles++
	case !s.canGoOn(0) || !s.canGoOn(1):
		// A stack ran out during a tie: the battle's cards leave the game.
		s.out = append(s.out, s.pot...)
		s.pot = nil
		s.battles++
	default:
		return // the tie goes on with the next cards
	}
	switch {
	case !s.opts.Lang:
		if len(s.stacks[0]) == 0 || len(s.stacks[1]) == 0 {
			s.reason = Stacks
		}
	case !s.canGoOn(0) || !s.canGoOn(1):
		s.reason = All
	case s.battles >= MaxBattles:
		s.reason = Bound
	}
}

// Scores are the cards each seat won (the long game: the cards each holds).
func (s *State) Scores() []int {
	sc := make([]int, Players)
	for p := range Players {
		sc[p] = len(s.won[p])
		if s.opts.Lang {
			sc[p] += len(s.stacks[p])
		}
	}
	return sc
}

// Winners are the seats with the most cards once the game is over.
func (s *State) Winners() []int {
	if !s.IsOver() {
		return nil
	}
	sc := s.Scores()
	switch {
	case sc[0] > sc[1]:
		return []int{0}
	case sc[1] > sc[0]:
		return []int{1}
	}
	return []int{0, 1}
}

// Result is the record's result line, nil while the game runs.
func (s *State) Result() *record.Result {
	if !s.IsOver() {
		return nil
	}
	return &record.Result{Reason: s.reason.String(), Winners: s.Winners(), Scores: s.Scores()}
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	for p := range Players {
		c.stacks[p] = slices.Clone(s.stacks[p])
		c.won[p] = slices.Clone(s.won[p])
	}
	c.pot = slices.Clone(s.pot)
	c.out = slices.Clone(s.out)
	c.setup = s.setup.clone()
	// Logged lines never change (a record copies their cards), so the copy
	// shares them; its capacity ends at its length, so whichever appends
	// first copies. A clone per action of a long round then costs no log.
	c.log = s.log[:len(s.log):len(s.log)]
	return &c
}

// Equal compares two games: the same deal, options and position.
func (s *State) Equal(o *State) bool {
	if s.opts != o.opts || s.dealer != o.dealer || s.seed != o.seed || s.rng != o.rng ||
		s.turned != o.turned || s.battles != o.battles || s.turns != o.turns || s.reason != o.reason ||
		!slices.Equal(s.pot, o.pot) || !slices.Equal(s.out, o.out) || len(s.log) != len(o.log) {
		return false
	}
	for p := range Players {
		if !slices.Equal(s.stacks[p], o.stacks[p]) || !slices.Equal(s.won[p], o.won[p]) ||
			!slices.Equal(s.setup.Hands[p], o.setup.Hands[p]) {
			return false
		}
	}
	for i := range s.log {
		if !s.log[i].equal(o.log[i]) {
			return false
		}
	}
	return true
}
