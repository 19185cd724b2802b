package ueberall

import (
	"errors"
	"fmt"
	"slices"

	"elferraus/engine/card"
)

// ID is the game id.
const ID = "ueberall"

// Seat limits, the deck and the bound.
const (
	MinPlayers = 2
	MaxPlayers = 6
	Values     = 20
	DeckSize   = 80
	// MaxTurned is RULES.md's bound: after this many turned cards the game
	// ends and the players still in are placed by fewest cards left.
	MaxTurned = 5000
)

// Kind is the kind of an action.
type Kind uint8

// The actions of Überall anschließen.
const (
	Turn   Kind = iota + 1 // turn the top card of the own stack
	Centre                 // lay the turned card on the centre pile
	Give                   // lay the turned card on seat On's face-up pile
	Keep                   // lay the turned card on the own face-up pile (ends the turn)
	Stopp                  // call "Stopp!" in the window
	Pass                   // let the overlooked fit go in the window
)

var kindNames = [...]string{Turn: "turn", Centre: "centre", Give: "give", Keep: "keep", Stopp: "stopp", Pass: "pass"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Action is one action of a seat; On is the seat whose pile a Give names.
type Action struct {
	Seat int
	Kind Kind
	On   int
}

func (a Action) String() string {
	if a.Kind == Give {
		return fmt.Sprintf("seat %d gives to seat %d", a.Seat, a.On)
	}
	return fmt.Sprintf("seat %d %v", a.Seat, a.Kind)
}

// Reasons a game ends.
const (
	ReasonOut   = "out"   // all but one player ran out of cards
	ReasonBound = "bound" // MaxTurned cards were turned
)

// Fits reports whether c fits on a pile whose top is top: one value higher,
// 20 followed by 1, colour aside.
func Fits(c, top card.Card) bool {
	return top != card.None && c.Value() == top.Value()%Values+1
}

// State is the whole table of one game.
type State struct {
	players, dealer int
	seed            uint64
	setup           Setup

	stacks [][]card.Card // top first
	piles  [][]card.Card // bottom first
	centre []card.Card   // bottom first
	turned card.Card     // the card the player on turn has turned, or None
	turn   int
	// The "Stopp!" window: open after an overlooked fit; choice per seat
	// is 0 (to choose), 1 (Stopp), 2 (pass), 3 (no say).
	window     bool
	overlooker int
	choice     []uint8
	places     []int
	placed     int
	turns      int // cards turned
	reason     string
	log        []logged
}

// logged is an action with the card it turned (Turn only).
type logged struct {
	a    Action
	card card.Card
}

// New deals a game: the 80 cards shuffled with the seed and dealt one at a
// time from the dealer's left; each seat's stack is its cards in the order
// dealt, the first on top.
func New(players, dealer int, seed uint64) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("ueberall is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return nil, fmt.Errorf("the dealer must be a seat from 0 to %d, not %d", players-1, dealer)
	}
	rng := card.NewRng(seed)
	deck := card.Deck(Values, card.Colors[:]...)
	rng.Shuffle(deck)
	su := Setup{Stacks: make([][]card.Card, players)}
	for i, c := range deck {
		p := (dealer + 1 + i) % players
		su.Stacks[p] = append(su.Stacks[p], c)
	}
	return FromSetup(dealer, su, seed)
}

// FromSetup starts a game from a deal as a record writes it: the stacks
// (top card first) hold the 80 cards, each at least one.
func FromSetup(dealer int, su Setup, seed uint64) (*State, error) {
	players := len(su.Stacks)
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("ueberall is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return nil, fmt.Errorf("the dealer must be a seat from 0 to %d, not %d", players-1, dealer)
	}
	seen := make([]bool, card.Limit)
	n := 0
	for p, st := range su.Stacks {
		if len(st) == 0 {
			return nil, fmt.Errorf("seat %d is dealt no cards", p)
		}
		for _, c := range st {
			if !c.Valid() || c.IsJoker() || c.Value() > Values {
				return nil, fmt.Errorf("%v is not a card of this game", c)
			}
			if seen[c.Index()] {
				return nil, fmt.Errorf("%v is dealt twice", c)
			}
			seen[c.Index()] = true
			n++
		}
	}
	if n != DeckSize {
		return nil, errors.New("the deal must hold all 80 cards")
	}
	s := &State{players: players, dealer: dealer, seed: seed, setup: su.clone(),
		stacks: make([][]card.Card, players), piles: make([][]card.Card, players),
		choice: make([]uint8, players), places: make([]int, players), turn: (dealer + 1) % players,
		log: make([]logged, 0, 256)}
	for p, st := range su.Stacks {
		s.stacks[p] = slices.Clone(st)
	}
	return s, nil
}

// Players is the number of seats.
func (s *State) Players() int { return s.players }

// Dealer is the dealer's seat.
func (s *State) Dealer() int { return s.dealer }

// Stack is seat p's face-down stack, top first (the state's own slice).
func (s *State) Stack(p int) []card.Card { return s.stacks[p] }

// Pile is seat p's face-up pile, bottom first (the state's own slice).
func (s *State) Pile(p int) []card.Card { return s.piles[p] }

// Centre is the centre pile, bottom first (the state's own slice).
func (s *State) Centre() []card.Card { return s.centre }

// Turned is the card the player on turn has turned and not laid yet, or
// card.None.
func (s *State) Turned() card.Card { return s.turned }

// Turn is the seat on turn (meaningless while the window is open or once
// the game is over).
func (s *State) Turn() int { return s.turn }

// Window reports whether the "Stopp!" window is open.
func (s *State) Window() bool { return s.window }

// TurnedCards counts the cards turned so far (the measure of the bound).
func (s *State) TurnedCards() int { return s.turns }

// Actions counts the actions so far.
func (s *State) Actions() int { return len(s.log) }

// IsOver reports whether the game has ended.
func (s *State) IsOver() bool { return s.reason != "" }

// Places is each seat's place (1 the winner), 0 while a seat is in.
func (s *State) Places() []int { return slices.Clone(s.places) }

// Scores are the places: lower is better.
func (s *State) Scores() []int { return s.Places() }

// Winners are the seats placed first.
func (s *State) Winners() []int {
	var w []int
	for p, pl := range s.places {
		if pl == 1 {
			w = append(w, p)
		}
	}
	return w
}

// Left is the number of cards seat p holds: stack, pile and a card turned.
func (s *State) Left(p int) int {
	n := len(s.stacks[p]) + len(s.piles[p])
	if p == s.turn && s.turned != card.None {
		n++
	}
	return n
}

// ToMove appends the seats that must act now: the seat on turn, or every
// seat still to choose in the window.
func (s *State) ToMove(dst []int) []int {
	if s.IsOver() {
		return dst
	}
	if !s.window {
		return append(dst, s.turn)
	}
	for p, c := range s.choice {
		if c == 0 {
			dst = append(dst, p)
		}
	}
	return dst
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	c.setup = s.setup.clone()
	c.stacks = make([][]card.Card, s.players)
	c.piles = make([][]card.Card, s.players)
	for p := range s.players {
		c.stacks[p] = slices.Clone(s.stacks[p])
		c.piles[p] = slices.Clone(s.piles[p])
	}
	c.centre = slices.Clone(s.centre)
	c.choice = slices.Clone(s.choice)
	c.places = slices.Clone(s.places)
	// Logged actions never change, so the copy shares them; its capacity
	// ends at its length, so whichever appends first copies.
	c.log = s.log[:len(s.log):len(s.log)]
	return &c
}

// Equal compares two states, the record so far included.
func (s *State) Equal(o *State) bool {
	if s.players != o.players || s.dealer != o.dealer || s.seed != o.seed || s.turned != o.turned ||
		s.turn != o.turn || s.window != o.window || s.overlooker != o.overlooker || s.placed != o.placed ||
		s.turns != o.turns || s.reason != o.reason || !slices.Equal(s.centre, o.centre) ||
		!slices.Equal(s.choice, o.choice) || !slices.Equal(s.places, o.places) || !sameLog(s.log, o.log) ||
		!s.setup.equal(o.setup) {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.stacks[p], o.stacks[p]) || !slices.Equal(s.piles[p], o.piles[p]) {
			return false
		}
	}
	return true
}

func (s *State) top(p int) card.Card {
	if p < 0 {
		if len(s.centre) == 0 {
			return card.None
		}
		return s.centre[len(s.centre)-1]
	}
	if len(s.piles[p]) == 0 {
		return card.None
	}
	return s.piles[p][len(s.piles[p])-1]
}

// fitsSomewhere reports whether c fits the centre or another seat's pile.
func (s *State) fitsSomewhere(c card.Card, seat int) bool {
	if Fits(c, s.top(-1)) {
		return true
	}
	for p := range s.players {
		if p != seat && Fits(c, s.top(p)) {
			return true
		}
	}
	return false
}

// Legal lists seat's legal actions now: Stopp and Pass in the window; else
// Turn, or where the turned card may go (centre, the seats' piles in seat
// order, the own pile).
func (s *State) Legal(seat int) []Action { return s.AppendLegal(nil, seat) }

// AppendLegal appends seat's legal actions to out, in Legal's order.
func (s *State) AppendLegal(out []Action, seat int) []Action {
	if s.IsOver() || seat < 0 || seat >= s.players {
		return out
	}
	if s.window {
		if s.choice[seat] == 0 {
			out = append(out, Action{Seat: seat, Kind: Stopp}, Action{Seat: seat, Kind: Pass})
		}
		return out
	}
	if seat != s.turn {
		return out
	}
	c := s.turned
	switch {
	case c == card.None:
		return append(out, Action{Seat: seat, Kind: Turn})
	case len(s.centre) == 0:
		return append(out, Action{Seat: seat, Kind: Centre})
	case Fits(c, s.top(-1)):
		return append(out, Action{Seat: seat, Kind: Centre}, Action{Seat: seat, Kind: Keep})
	}
	for p := range s.players {
		if p != seat && Fits(c, s.top(p)) {
			out = append(out, Action{Seat: seat, Kind: Give, On: p})
		}
	}
	return append(out, Action{Seat: seat, Kind: Keep})
}

// Check reports why a would be refused, nil if it is legal.
func (s *State) Check(a Action) error {
	if s.IsOver() {
		return &Error{Why: WhyOver, Seat: a.Seat}
	}
	if a.Seat < 0 || a.Seat >= s.players {
		return &Error{Why: WhyNotSeat, Seat: a.Seat}
	}
	if a.Kind < Turn || a.Kind > Pass || (a.Kind != Give && a.On != 0) {
		return &Error{Why: WhyBadAction, Seat: a.Seat}
	}
	if a.Kind == Stopp || a.Kind == Pass {
		switch {
		case !s.window:
			return &Error{Why: WhyNoWindow, Seat: a.Seat}
		case s.choice[a.Seat] == 3:
			return &Error{Why: WhyNotInWindow, Seat: a.Seat}
		case s.choice[a.Seat] != 0:
			return &Error{Why: WhyChosen, Seat: a.Seat}
		}
		return nil
	}
	if s.window {
		return &Error{Why: WhyWindow, Seat: a.Seat}
	}
	if a.Seat != s.turn {
		return &Error{Why: WhyNotYourTurn, Seat: a.Seat, Other: s.turn}
	}
	c := s.turned
	if a.Kind == Turn {
		if c != card.None {
			return &Error{Why: WhyLayFirst, Seat: a.Seat, Card: c}
		}
		return nil
	}
	if c == card.None {
		return &Error{Why: WhyTurnFirst, Seat: a.Seat}
	}
	if len(s.centre) == 0 && a.Kind != Centre {
		return &Error{Why: WhyOpening, Seat: a.Seat, Card: c}
	}
	switch a.Kind {
	case Centre:
		if len(s.centre) > 0 && !Fits(c, s.top(-1)) {
			return &Error{Why: WhyNoFit, Seat: a.Seat, Other: -1, Card: c}
		}
	case Give:
		if a.On < 0 || a.On >= s.players {
			return &Error{Why: WhyNotSeat, Seat: a.On}
		}
		if a.On == a.Seat {
			return &Error{Why: WhyOwnPile, Seat: a.Seat}
		}
		if Fits(c, s.top(-1)) {
			return &Error{Why: WhyCentreFirst, Seat: a.Seat, Card: c}
		}
		if !Fits(c, s.top(a.On)) {
			return &Error{Why: WhyNoFit, Seat: a.Seat, Other: a.On, Card: c}
		}
	}
	return nil
}

// Apply carries out a legal action or refuses it with an *Error and changes
// nothing.
func (s *State) Apply(a Action) error {
	if err := s.Check(a); err != nil {
		return err
	}
	l := logged{a: a}
	p := a.Seat
	switch a.Kind {
	case Turn:
		s.refill(p)
		s.turned = s.stacks[p][0]
		s.stacks[p] = slices.Delete(s.stacks[p], 0, 1)
		s.turns++
		l.card = s.turned
	case Centre:
		opening := len(s.centre) == 0
		s.centre = append(s.centre, s.turned)
		s.turned = card.None
		if opening {
			s.nextTurn(p)
		}
	case Give:
		s.piles[a.On] = append(s.piles[a.On], s.turned)
		s.turned = card.None
	case Keep:
		c := s.turned
		overlooked := s.fitsSomewhere(c, p)
		s.piles[p] = append(s.piles[p], c)
		s.turned = card.None
		if overlooked {
			s.openWindow(p)
		} else {
			s.nextTurn(p)
		}
	case Stopp, Pass:
		s.choice[p] = 1
		if a.Kind == Pass {
			s.choice[p] = 2
		}
		if !slices.Contains(s.choice, 0) {
			s.resolve()
		}
	}
	s.log = append(s.log, l)
	s.settle()
	return nil
}

// refill turns an empty stack's face-up pile over to be the new stack: the
// bottom card of the pile comes on top.
func (s *State) refill(p int) {
	if len(s.stacks[p]) == 0 {
		s.stacks[p] = append(s.stacks[p], s.piles[p]...)
		s.piles[p] = s.piles[p][:0]
	}
}

func (s *State) openWindow(p int) {
	s.window, s.overlooker = true, p
	for q := range s.players {
		s.choice[q] = 0
		if q == p || s.places[q] != 0 {
			s.choice[q] = 3
		}
	}
}

// resolve closes the window: each caller, in seat order from the
// overlooker's left, gives the bottom card of his stack onto the
// overlooker's stack.
func (s *State) resolve() {
	o := s.overlooker
	for i := 1; i < s.players; i++ {
		q := (o + i) % s.players
		if s.choice[q] != 1 {
			continue
		}
		s.refill(q)
		st := s.stacks[q]
		c := st[len(st)-1]
		s.stacks[q] = st[:len(st)-1]
		s.stacks[o] = slices.Insert(s.stacks[o], 0, c)
	}
	s.window = false
	clear(s.choice)
	s.nextTurn(o)
}

// nextTurn gives the turn to the first seat after p still in.
func (s *State) nextTurn(p int) {
	for i := 1; i <= s.players; i++ {
		q := (p + i) % s.players
		if s.places[q] == 0 && s.Left(q) > 0 {
			s.turn = q
			return
		}
	}
}

// settle places the seats that ran out of cards (together they share a
// place), ends the game when one seat is left or at the bound, and moves
// the turn off a seat that ran out.
func (s *State) settle() {
	out := 0
	for p := range s.players {
		if s.places[p] == 0 && s.Left(p) == 0 {
			s.places[p] = s.placed + 1
			out++
		}
	}
	s.placed += out
	in, last := 0, -1
	for p, pl := range s.places {
		if pl == 0 {
			in++
			last = p
		}
	}
	if in <= 1 {
		if last >= 0 {
			s.placed++
			s.places[last] = s.placed
		}
		s.window = false
		s.reason = ReasonOut
		return
	}
	if out > 0 && !s.window && s.places[s.turn] != 0 {
		s.nextTurn(s.turn)
	}
	if s.turns >= MaxTurned && s.turned == card.None && !s.window {
		s.bound()
	}
}

// bound ends the game at MaxTurned: the seats still in are placed by fewest
// cards left, equal counts sharing a place.
func (s *State) bound() {
	var rest []int
	for p, pl := range s.places {
		if pl == 0 {
			rest = append(rest, p)
		}
	}
	slices.SortStableFunc(rest, func(a, b int) int { return s.Left(a) - s.Left(b) })
	base := s.placed
	for i, p := range rest {
		if i > 0 && s.Left(p) == s.Left(rest[i-1]) {
			s.places[p] = s.places[rest[i-1]]
		} else {
			s.places[p] = base + i + 1
		}
	}
	s.placed = s.players
	s.reason = ReasonBound
}

// sameLog compares two logs; a clone shares its original's, which is then
// equal without a look at every action.
func sameLog(a, b []logged) bool {
	if len(a) != len(b) {
		return false
	}
	return len(a) == 0 || &a[0] == &b[0] || slices.Equal(a, b)
}
