// Package schwarzerpeter plays Schwarzer Peter with the red and blue cards
// of the deck: one card is set aside unseen, its twin of the other colour is
// the Schwarzer Peter, pairs are laid down, and each player in turn draws a
// hidden card from his left neighbour until only the holder of the Peter is
// left.
//
// A turn is two actions: the giver (the player about to be drawn from) keeps
// or rearranges his hand, then the drawer names a position in it. Pairs are
// laid down by the engine at once.
package schwarzerpeter

import (
	"fmt"
	"slices"

	"elferraus/engine/card"
)

// ID is the game id.
const ID = "schwarzerpeter"

// The number of players.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// MaxDraws bounds a round: adversarial draws could pass cards around for
// ever, so after this many draws the round ends and the holder of the Peter
// loses. Real rounds need a few dozen.
const MaxDraws = 1000

// MaxHand is the most cards a hand holds once its pairs are down: one card
// per value at most.
const MaxHand = 20

// Options are the game's options.
type Options struct {
	// Kurz is the short game: the 17s to 20s are removed too.
	Kurz bool
}

// Values is the highest value in play.
func (o Options) Values() int {
	if o.Kurz {
		return 16
	}
	return 20
}

// Deck is every card of a round, in the unshuffled order.
func (o Options) Deck() []card.Card { return card.Deck(o.Values(), card.Red, card.Blue) }

// Twin is the card of the same value in the other colour.
func Twin(c card.Card) card.Card {
	if c.Color() == card.Red {
		return card.New(card.Blue, c.Value())
	}
	return card.New(card.Red, c.Value())
}

// Kind is the kind of an action.
type Kind uint8

// The kinds of actions.
const (
	Keep    Kind = iota + 1 // the giver leaves his hand as it is
	Arrange                 // the giver puts his hand in a new order
	Draw                    // the drawer takes the card at a position of the giver's hand
)

func (k Kind) String() string {
	switch k {
	case Keep:
		return "keep"
	case Arrange:
		return "arrange"
	case Draw:
		return "draw"
	}
	return fmt.Sprintf("kind(%d)", k)
}

// Order is a new order of a hand: the card at new position i is the one at
// old position Order[i]. Only the first len(hand) entries count; the rest
// must be 0, so that an Action stays comparable and one order has one
// spelling.
type Order [MaxHand]uint8

// Action is one action of a seat.
type Action struct {
	Kind  Kind
	Seat  int
	Pos   int   // Draw: the position (from 0) in the giver's hand
	Order Order // Arrange: the new order
}

// KeepOf, DrawOf and ArrangeOf build actions.
func KeepOf(seat int) Action      { return Action{Kind: Keep, Seat: seat} }
func DrawOf(seat, pos int) Action { return Action{Kind: Draw, Seat: seat, Pos: pos} }
func ArrangeOf(seat int, order []int) Action {
	a := Action{Kind: Arrange, Seat: seat}
	for i, o := range order {
		if i < MaxHand {
			a.Order[i] = uint8(o)
		}
	}
	return a
}

// played is one action as it happened: a draw also keeps the card drawn.
type played struct {
	a Action
	c card.Card
	n int // Arrange: the number of cards arranged
}

// State is one round. Its zero value is not usable: start with New or
// FromSetup.
type State struct {
	opts    Options
	players int
	dealer  int
	seed    uint64
	setup   Setup

	hands [][]card.Card
	laid  [][]card.Card // the pairs each seat laid down, in order
	// knows[c] has bit p set when seat p knows where c sits in its
	// holder's hand: p lost the card to him in a draw, or p knew where it
	// sat in the giver's hand and saw it drawn from there (a drawn card
	// goes to the end of the drawer's hand), and the holder has not
	// rearranged since. This is what anyone at the table can follow.
	knows [card.Limit]uint8

	drawer, giver int
	arranged      bool // the giver has kept or arranged: the drawer draws
	draws         int
	log           []played
	reason        string // "" while running, "peter" or "bound"
	loser         int
}

// New deals a round: dealer is the dealer seat, seed fixes the shuffle.
func New(opts Options, players, dealer int, seed uint64) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf(ID+" is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return nil, fmt.Errorf("the dealer must be a seat from 0 to %d, not %d", players-1, dealer)
	}
	deck := opts.Deck()
	rng := card.NewRng(seed)
	rng.Shuffle(deck)
	su := Setup{Aside: deck[0], Hands: make([][]card.Card, players)}
	for i, c := range deck[1:] {
		p := (dealer + 1 + i) % players
		su.Hands[p] = append(su.Hands[p], c)
	}
	return FromSetup(opts, players, dealer, seed, su)
}

// FromSetup starts a round from a deal as a record writes it, after
// checking that it is a deal of these options: every card once, the hands
// dealt one by one from the seat left of the dealer.
func FromSetup(opts Options, players, dealer int, seed uint64, su Setup) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf(ID+" is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return nil, fmt.Errorf("the dealer must be a seat from 0 to %d, not %d", players-1, dealer)
	}
	if len(su.Hands) != players {
		return nil, fmt.Errorf("the deal has %d hands for %d players", len(su.Hands), players)
	}
	deck := opts.Deck()
	var in, seen [card.Limit]bool
	for _, c := range deck {
		in[c.Index()] = true
	}
	take := func(c card.Card) error {
		if !c.Valid() || !in[c.Index()] {
			return fmt.Errorf("%v is not a card of this game", c)
		}
		if seen[c.Index()] {
			return fmt.Errorf("%v is dealt twice", c)
		}
		seen[c.Index()] = true
		return nil
	}
	if err := take(su.Aside); err != nil {
		return nil, err
	}
	rest := len(deck) - 1
	for p, h := range su.Hands {
		// Seat dealer+1 gets the first card, so the seats after the dealer
		// get the extra ones.
		k := (p - dealer - 1 + players) % players
		want := rest / players
		if k < rest%players {
			want++
		}
		if len(h) != want {
			return nil, fmt.Errorf("seat %d is dealt %d cards, not %d", p, len(h), want)
		}
		for _, c := range h {
			if err := take(c); err != nil {
				return nil, err
			}
		}
	}
	s := &State{opts: opts, players: players, dealer: dealer, seed: seed, setup: su.clone(), loser: -1}
	s.hands = make([][]card.Card, players)
	s.laid = make([][]card.Card, players)
	for p, h := range su.Hands {
		for _, c := range h {
			s.take(p, c)
		}
	}
	s.drawer = s.nextActive(dealer)
	s.giver = s.nextActive(s.drawer)
	s.settle()
	return s, nil
}

// take puts c into p's hand, or lays it down with its twin.
func (s *State) take(p int, c card.Card) {
	t := Twin(c)
	if i := slices.Index(s.hands[p], t); i >= 0 {
		s.hands[p] = slices.Delete(s.hands[p], i, i+1)
		s.laid[p] = append(s.laid[p], t, c)
		s.knows[t.Index()] = 0
		s.knows[c.Index()] = 0
		return
	}
	s.hands[p] = append(s.hands[p], c)
}

// nextActive is the next seat after p that holds cards (p itself when no
// other does, -1 when nobody does).
func (s *State) nextActive(p int) int {
	for i := 1; i <= s.players; i++ {
		q := (p + i) % s.players
		if len(s.hands[q]) > 0 {
			return q
		}
	}
	return -1
}

// holders counts the seats that hold cards.
func (s *State) holders() int {
	n := 0
	for _, h := range s.hands {
		if len(h) > 0 {
			n++
		}
	}
	return n
}

// settle ends the round once one player alone holds cards, or at the bound.
func (s *State) settle() {
	if s.holders() <= 1 {
		s.reason = "peter"
	} else if s.draws >= MaxDraws {
		s.reason = "bound"
	} else {
		return
	}
	s.loser = s.PeterHolder()
}

// PeterHolder is the seat holding the Schwarzer Peter (-1 if none does).
func (s *State) PeterHolder() int {
	peter := Twin(s.setup.Aside)
	for p, h := range s.hands {
		if slices.Contains(h, peter) {
			return p
		}
	}
	return -1
}

// Check tells whether a may be applied now, and why not.
func (s *State) Check(a Action) error {
	if s.reason != "" {
		return &Error{Why: WhyOver, Seat: a.Seat}
	}
	if a.Seat < 0 || a.Seat >= s.players {
		return &Error{Why: WhyNotSeat, Seat: a.Seat}
	}
	switch a.Kind {
	case Keep, Arrange:
		if s.arranged {
			return &Error{Why: WhyDrawNow, Seat: a.Seat, Other: s.drawer}
		}
		if a.Seat != s.giver {
			return &Error{Why: WhyNotYourTurn, Seat: a.Seat, Other: s.giver}
		}
		if a.Kind == Arrange && !validOrder(a.Order, len(s.hands[a.Seat])) {
			return &Error{Why: WhyOrder, Seat: a.Seat, N: len(s.hands[a.Seat])}
		}
		if a.Kind == Arrange && len(s.hands[a.Seat]) < 2 {
			// One card has one order: the others know where it is
			// whatever he does, so that is a keep.
			return &Error{Why: WhySameOrder, Seat: a.Seat}
		}
	case Draw:
		if !s.arranged {
			return &Error{Why: WhyArrangeNow, Seat: a.Seat, Other: s.giver}
		}
		if a.Seat != s.drawer {
			return &Error{Why: WhyNotYourTurn, Seat: a.Seat, Other: s.drawer}
		}
		if n := len(s.hands[s.giver]); a.Pos < 0 || a.Pos >= n {
			return &Error{Why: WhyPos, Seat: a.Seat, Pos: a.Pos, N: n}
		}
	default:
		return &Error{Why: WhyKind, Seat: a.Seat}
	}
	return nil
}

// validOrder reports whether o rearranges n cards: each of 0..n-1 once, zeros
// after.
func validOrder(o Order, n int) bool {
	var seen [MaxHand]bool
	for i, x := range o {
		if i >= n {
			if x != 0 {
				return false
			}
			continue
		}
		if int(x) >= n || seen[x] {
			return false
		}
		seen[x] = true
	}
	return true
}

// Apply carries out an action or refuses it with an *Error, leaving the
// state unchanged.
func (s *State) Apply(a Action) error {
	if err := s.Check(a); err != nil {
		return err
	}
	// Fields the kind does not use are ignored, so one action has one
	// spelling in the log.
	switch a.Kind {
	case Keep:
		a = KeepOf(a.Seat)
	case Arrange:
		a.Pos = 0
	case Draw:
		a.Order = Order{}
	}
	switch a.Kind {
	case Keep, Arrange:
		h := s.hands[a.Seat]
		if a.Kind == Arrange {
			var old [MaxHand]card.Card
			copy(old[:], h)
			for i := range h {
				h[i] = old[a.Order[i]]
				// The others saw the hand rearranged: they lose track,
				// even when a mix happens to leave the order as it was.
				s.knows[h[i].Index()] = 0
			}
		}
		s.arranged = true
		s.log = append(s.log, played{a: a, n: len(h)})
	case Draw:
		g := s.giver
		c := s.hands[g][a.Pos]
		s.hands[g] = slices.Delete(s.hands[g], a.Pos, a.Pos+1)
		// The giver knows where his card went, and so does everyone who
		// knew where it sat; the drawer holds it and needs no memory.
		s.knows[c.Index()] = (s.knows[c.Index()] | 1<<g) &^ (1 << a.Seat)
		s.take(a.Seat, c)
		s.log = append(s.log, played{a: a, c: c})
		s.draws++
		s.arranged = false
		s.settle()
		if s.reason == "" {
			s.drawer = s.nextActive(a.Seat)
			s.giver = s.nextActive(s.drawer)
		}
	}
	return nil
}

// Legal lists seat's legal actions in a fixed order: for the giver Keep and,
// with two cards or more, the rotations of his hand ending with the one
// that leaves the order (any other order is accepted too, but a hand has
// too many orders to list), for the drawer a draw at every position.
func (s *State) Legal(seat int) []Action { return s.LegalInto(seat, nil) }

// LegalInto is Legal appending to dst, for loops that reuse a buffer.
func (s *State) LegalInto(seat int, dst []Action) []Action {
	out := dst[:0]
	if s.reason != "" || seat != s.ToMove() {
		return out
	}
	if !s.arranged {
		n := len(s.hands[seat])
		out = append(out, KeepOf(seat))
		if n < 2 {
			return out
		}
		// The rotations, and last the mix that leaves the order as it
		// was (the others lose track all the same).
		for r := 1; r <= n; r++ {
			a := Action{Kind: Arrange, Seat: seat}
			for i := range n {
				a.Order[i] = uint8((i + r) % n)
			}
			out = append(out, a)
		}
		return out
	}
	for i := range s.hands[s.giver] {
		out = append(out, DrawOf(seat, i))
	}
	return out
}

// ToMove is the seat to act: the giver until he has arranged, then the
// drawer; -1 once the round is over.
func (s *State) ToMove() int {
	switch {
	case s.reason != "":
		return -1
	case !s.arranged:
		return s.giver
	}
	return s.drawer
}

// Drawer and Giver are the seats of the current draw.
func (s *State) Drawer() int { return s.drawer }
func (s *State) Giver() int  { return s.giver }

// Arranged reports whether the giver has kept or arranged his hand.
func (s *State) Arranged() bool { return s.arranged }

// Players, Dealer, Seed and Options describe the round.
func (s *State) Players() int     { return s.players }
func (s *State) Dealer() int      { return s.dealer }
func (s *State) Seed() uint64     { return s.seed }
func (s *State) Options() Options { return s.opts }

// Hand is seat p's hand in order (the state's own slice).
func (s *State) Hand(p int) []card.Card { return s.hands[p] }

// Laid is the pairs seat p laid down (the state's own slice).
func (s *State) Laid(p int) []card.Card { return s.laid[p] }

// Aside is the card set aside at the deal.
func (s *State) Aside() card.Card { return s.setup.Aside }

// Knows reports whether seat knows where c sits in the hand of another
// seat that holds it.
func (s *State) Knows(seat int, c card.Card) bool {
	return c.Valid() && seat >= 0 && seat < s.players && s.knows[c.Index()]&(1<<seat) != 0
}

// Draws is the number of draws so far; Actions the number of actions.
func (s *State) Draws() int   { return s.draws }
func (s *State) Actions() int { return len(s.log) }

// IsOver reports whether the round has ended.
func (s *State) IsOver() bool { return s.reason != "" }

// Reason is "peter" (one player is left with the Peter), "bound" (MaxDraws
// reached) or "" while the round runs.
func (s *State) Reason() string { return s.reason }

// Loser is the seat left with the Schwarzer Peter, -1 while the round runs.
func (s *State) Loser() int { return s.loser }

// Scores are the round's penalty points: 1 for the loser, 0 for the others
// (all 0 while the round runs).
func (s *State) Scores() []int {
	sc := make([]int, s.players)
	if s.loser >= 0 {
		sc[s.loser] = 1
	}
	return sc
}

// Winners are every seat but the loser (none while the round runs).
func (s *State) Winners() []int {
	if s.reason == "" {
		return nil
	}
	out := []int{}
	for p := range s.players {
		if p != s.loser {
			out = append(out, p)
		}
	}
	return out
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	c.setup = s.setup.clone()
	c.hands = cloneHands(s.hands)
	c.laid = cloneHands(s.laid)
	c.log = slices.Clone(s.log)
	return &c
}

func cloneHands(h [][]card.Card) [][]card.Card {
	out := make([][]card.Card, len(h))
	for i := range h {
		out[i] = slices.Clone(h[i])
	}
	return out
}

// Equal compares two rounds: deal, position and history.
func (s *State) Equal(o *State) bool {
	if s == nil || o == nil {
		return s == o
	}
	if s.opts != o.opts || s.players != o.players || s.dealer != o.dealer || s.seed != o.seed ||
		!s.setup.equal(o.setup) || s.knows != o.knows || s.drawer != o.drawer || s.giver != o.giver ||
		s.arranged != o.arranged || s.draws != o.draws || s.reason != o.reason || s.loser != o.loser ||
		!slices.Equal(s.log, o.log) {
		return false
	}
	for p := range s.hands {
		if !slices.Equal(s.hands[p], o.hands[p]) || !slices.Equal(s.laid[p], o.laid[p]) {
			return false
		}
	}
	return true
}
