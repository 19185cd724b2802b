// Package farben plays Farben sammeln: every player holds a few cards and in
// turn takes the top card of the stack or of one of four open piles, then
// lays a card on a pile. Whoever holds cards of one colour only may announce
// "Schluss"; each player then scores the sum of his best colour.
//
// A turn is two actions: a take (from the stack or a pile) and a lay, which
// may carry the announcement.
package farben

import (
	"fmt"
	"math/bits"
	"slices"

	"elferraus/engine/card"
)

// ID is the game id.
const ID = "farben"

// The number of players.
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// NumPiles is the number of open piles.
const NumPiles = 4

// MaxTurns bounds a round: after this many turns without "Schluss" the round
// ends and is scored as it lies.
const MaxTurns = 400

// HandSize is the number of cards each player is dealt (and holds between
// turns): 9 for 2 or 3 players, 8 for 4 or 5, 7 for 6.
func HandSize(players int) int {
	switch {
	case players <= 3:
		return 9
	case players <= 5:
		return 8
	}
	return 7
}

// Options are the game's options: it has none.
type Options struct{}

// Deck is every card of a round, in the unshuffled order: all 80.
func Deck() []card.Card { return card.Deck(20, card.Colors[:]...) }

// deckSize is len(Deck()).
const deckSize = 80

// row is a row of cards in a fixed array, c[:n]: the state keeps its
// piles and stack in such arrays (and its hands in smaller ones, hand), so
// a round allocates nothing as cards move and a copy of the state is a
// copy of the table.
type row struct {
	c [deckSize]card.Card
	n uint8
}

// cards is the row (the array's own memory, capped so an append copies).
func (r *row) cards() []card.Card { return r.c[:r.n:r.n] }

func (r *row) len() int { return int(r.n) }

// last is the card at the end of the row; the row is not empty.
func (r *row) last() card.Card { return r.c[r.n-1] }

func (r *row) push(c card.Card) {
	r.c[r.n] = c
	r.n++
}

func (r *row) pop() card.Card {
	r.n--
	return r.c[r.n]
}

// hand is a seat's hand, in the order its cards came. It holds at most
// HandSize+1 cards (between the take and the lay), so its 16 bytes read as
// two words: finding a card and taking it out, at every lay, are a few
// operations on them instead of a loop over the cards. The bytes from n on
// are zero, card.None.
type hand struct {
	c [handCap]card.Card
	n uint8
}

// handCap is the size of a hand's array, a power of two above
// HandSize(MinPlayers)+1.
const handCap = 16

// ones has a 1 in every byte.
const ones = 0x0101010101010101

func (h *hand) cards() []card.Card { return h.c[:h.n:h.n] }

func (h *hand) len() int { return int(h.n) }

// push adds c at the end; the mask only spares a bounds check, as a hand
// never fills its array.
func (h *hand) push(c card.Card) {
	h.c[h.n&(handCap-1)] = c
	h.n++
}

// load and store read and write eight cards of a hand as a little-endian
// word; the compiler makes each one move.
func load(b []card.Card) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func store(b []card.Card, v uint64) {
	_ = b[7]
	b[0], b[1], b[2], b[3] = card.Card(v), card.Card(v>>8), card.Card(v>>16), card.Card(v>>24)
	b[4], b[5], b[6], b[7] = card.Card(v>>32), card.Card(v>>40), card.Card(v>>48), card.Card(v>>56)
}

// index is the position of c in the hand, -1 if it is not there: the first
// zero byte of each word xor c in every byte, found by the borrow of a
// subtraction (exact for the lowest zero byte, which is the one taken).
func (h *hand) index(c card.Card) int {
	i := find(load(h.c[:8]), load(h.c[8:]), c)
	if i >= int(h.n) {
		return -1
	}
	return i
}

// remove takes out the card at i, keeping the order of the rest: the bytes
// above i move down one, a shift of the two words.
func (h *hand) remove(i int) {
	lo, hi := cut(load(h.c[:8]), load(h.c[8:]), i)
	store(h.c[:8], lo)
	store(h.c[8:], hi)
	h.n--
}

// find is the position of the first byte c in the 16 bytes lo, hi, or 15
// when there is none (a hand holds fewer cards): the lowest zero byte of a word xor c in every byte, found by the
// borrow of a subtraction (exact for the lowest zero byte).
func find(lo, hi uint64, c card.Card) int {
	b := ones * uint64(c)
	if x := lo ^ b; (x-ones)&^x&(ones<<7) != 0 {
		return bits.TrailingZeros64((x-ones)&^x&(ones<<7)) >> 3
	}
	x := hi ^ b
	return 8 + bits.TrailingZeros64((x-ones)&^x&(ones<<7)|1<<63)>>3
}

// cut is the 16 bytes lo, hi without byte i, the bytes above it moved down.
func cut(lo, hi uint64, i int) (uint64, uint64) {
	if i < 8 {
		m := uint64(1)<<(uint(i)*8&63) - 1 // the bytes below i
		return lo&m | (lo>>8|hi<<56)&^m, hi >> 8
	}
	m := uint64(1)<<(uint(i)*8&63) - 1
	return lo, hi&m | hi>>8&^m
}

// Kind is the kind of an action.
type Kind uint8

// The kinds of actions.
const (
	Draw Kind = iota + 1 // take the top card of the stack
	Take                 // take the top card of an open pile
	Lay                  // lay a card from the hand on an open pile
)

func (k Kind) String() string {
	switch k {
	case Draw:
		return "draw"
	case Take:
		return "take"
	case Lay:
		return "lay"
	}
	return fmt.Sprintf("kind(%d)", k)
}

// Action is one action of a seat.
type Action struct {
	Kind    Kind
	Seat    int
	Pile    int       // Take, Lay: the pile, 0 to NumPiles-1
	Card    card.Card // Lay: the card laid
	Schluss bool      // Lay: announce "Schluss" at the end of the turn
}

// DrawOf, TakeOf and LayOf build actions.
func DrawOf(seat int) Action       { return Action{Kind: Draw, Seat: seat} }
func TakeOf(seat, pile int) Action { return Action{Kind: Take, Seat: seat, Pile: pile} }
func LayOf(seat int, c card.Card, pile int) Action {
	return Action{Kind: Lay, Seat: seat, Card: c, Pile: pile}
}

// SchlussOf lays c on pile and announces "Schluss".
func SchlussOf(seat int, c card.Card, pile int) Action {
	return Action{Kind: Lay, Seat: seat, Card: c, Pile: pile, Schluss: true}
}

// played is one action as it happened, packed in one word so that every
// action is logged with a single store: the kind, the seat, the pile and a
// card a byte each, lowest first. The card is the one laid, or for a draw
// or take the one taken; the flag bit of the kind's byte marks a lay that
// announces "Schluss", or a draw that needed a reshuffle, whose new stack
// (top first) is the next of State.fresh.
type played uint32

// playedFlag is played's flag bit.
const playedFlag = 0x80

// pack is the played of an action of kind k.
func pack(k Kind, seat, pile int, c card.Card, flag bool) played {
	p := played(k) | played(uint8(seat))<<8 | played(uint8(pile))<<16 | played(c)<<24
	if flag {
		p |= playedFlag
	}
	return p
}

// kind, seat, pile, card and flag read the parts of a played.
func (p played) kind() Kind      { return Kind(p & 0x7f) }
func (p played) seat() int       { return int(uint8(p >> 8)) }
func (p played) pile() int       { return int(uint8(p >> 16)) }
func (p played) card() card.Card { return card.Card(p >> 24) }
func (p played) flag() bool      { return p&playedFlag != 0 }

// action is the action as it was applied.
func (p played) action() Action {
	if p.kind() != Lay {
		return Action{Kind: p.kind(), Seat: p.seat(), Pile: p.pile()}
	}
	return Action{Kind: Lay, Seat: p.seat(), Pile: p.pile(), Card: p.card(), Schluss: p.flag()}
}

// State is one round. Its zero value is not usable: start with New or
// FromSetup.
type State struct {
	players int
	dealer  int
	seed    uint64
	// dealt is the setup in one array: the hands seat by seat, the four
	// pile cards, then the stack top first.
	dealt [deckSize]card.Card

	hands [MaxPlayers]hand
	// tint[p][c] is the number of cards of colour c in seat p's hand, kept
	// up to date as cards come and go: whether a hand is of one colour, or
	// would be without a card, is asked at every lay and is then a look-up
	// instead of a pass over the hand.
	tint [MaxPlayers][card.NumColors]uint8
	// hues[p] has a bit for each colour in seat p's hand.
	hues  [MaxPlayers]uint8
	piles [NumPiles]row // bottom first, the top card last
	stack row           // the top card last
	rng   card.Rng      // the reshuffles

	turn  int       // the seat to act
	took  bool      // the seat has taken its card and lays now
	from  int       // the pile taken from, -1 for the stack
	taken card.Card // the card taken
	// open has a bit for each pile the seat may lay on after its take:
	// all four, or only the place the take emptied; lastOpen is the same
	// for the card taken, the last of the hand, which does not go back on
	// its pile. The take sets them, so a lay is tested, and a random one
	// picked, without a branch on where the card came from.
	open, lastOpen uint8
	turns          int
	// knownBy[c] is one more than the seat everybody saw take c from an
	// open pile (it has not laid it since), or 0: a new round needs no
	// filling. A card of this game is below 128, so indexing with c&127
	// (which is c) needs no bounds check.
	knownBy [card.Limit]uint8
	// log is every action of the round, log[:nlog]: a round has at most
	// MaxTurns turns of two actions, so the log fits the state, is
	// allocated with it and logs an action with one store.
	log  [2 * MaxTurns]played
	nlog uint16
	// fresh are the new stacks of the reshuffles, one for each draw the
	// log marks shuffled.
	fresh  [][]card.Card
	reason string // "" while running, "schluss" or "bound"
	ender  int    // the seat that announced "Schluss", or -1
}

// New deals a round: dealer is the dealer seat, seed fixes the shuffle and
// every reshuffle of the round.
func New(opts Options, players, dealer int, seed uint64) (*State, error) {
	if err := checkSeats(players, dealer); err != nil {
		return nil, err
	}
	// The deck in Deck's order, in an array of the stack.
	var deck [deckSize]card.Card
	for i, c := range card.Colors {
		for v := 1; v <= 20; v++ {
			deck[i*20+v-1] = card.New(c, v)
		}
	}
	rng := card.NewRng(seed)
	rng.Shuffle(deck[:])
	n := HandSize(players)
	s := newState(players, dealer, seed)
	// One card at a time from the player left of the dealer: seat p gets
	// every players-th card from its first one on.
	k := 0
	for p := range players {
		for i := (p - dealer - 1 + 2*players) % players; i < n*players; i += players {
			s.dealt[k] = deck[i]
			k++
		}
	}
	copy(s.dealt[k:], deck[k:])
	s.start()
	return s, nil
}

// newState is a round before the deal.
func newState(players, dealer int, seed uint64) *State {
	s := &State{players: players, dealer: dealer, seed: seed, from: -1, ender: -1,
		rng: card.NewRng(card.Mix(seed, 1)), turn: (dealer + 1) % players}
	return s
}

// start lays the deal on the table.
func (s *State) start() {
	n := HandSize(s.players)
	k := 0
	for p := range s.players {
		for _, c := range s.dealt[k : k+n] {
			s.give(p, c)
		}
		k += n
	}
	for i := range NumPiles {
		s.piles[i].push(s.dealt[k])
		k++
	}
	for i := deckSize - 1; i >= k; i-- {
		s.stack.push(s.dealt[i])
	}
}

// setup is the deal as a record writes it.
func (s *State) setup() Setup {
	n := HandSize(s.players)
	su := Setup{Hands: make([][]card.Card, s.players)}
	for p := range s.players {
		su.Hands[p] = slices.Clone(s.dealt[p*n : (p+1)*n])
	}
	k := n * s.players
	su.Piles = slices.Clone(s.dealt[k : k+NumPiles])
	su.Stack = slices.Clone(s.dealt[k+NumPiles:])
	return su
}

func checkSeats(players, dealer int) error {
	if players < MinPlayers || players > MaxPlayers {
		return fmt.Errorf(ID+" is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return fmt.Errorf("the dealer must be a seat from 0 to %d, not %d", players-1, dealer)
	}
	return nil
}

// FromSetup starts a round from a deal as a record writes it, after
// checking it: every card of the deck once, the hands of the right size,
// one card on each open pile.
func FromSetup(_ Options, players, dealer int, seed uint64, su Setup) (*State, error) {
	if err := checkSeats(players, dealer); err != nil {
		return nil, err
	}
	if len(su.Hands) != players {
		return nil, fmt.Errorf("the deal has %d hands for %d players", len(su.Hands), players)
	}
	if len(su.Piles) != NumPiles {
		return nil, fmt.Errorf("the deal lays %d open piles, not %d", len(su.Piles), NumPiles)
	}
	var seen [card.Limit]bool
	take := func(c card.Card) error {
		if !c.Valid() || c.IsJoker() || c.Value() > 20 {
			return fmt.Errorf("%v is not a card of this game", c)
		}
		if seen[c.Index()] {
			return fmt.Errorf("%v is dealt twice", c)
		}
		seen[c.Index()] = true
		return nil
	}
	n := HandSize(players)
	for p, h := range su.Hands {
		if len(h) != n {
			return nil, fmt.Errorf("seat %d is dealt %d cards, not %d", p, len(h), n)
		}
		for _, c := range h {
			if err := take(c); err != nil {
				return nil, err
			}
		}
	}
	for _, c := range su.Piles {
		if err := take(c); err != nil {
			return nil, err
		}
	}
	for _, c := range su.Stack {
		if err := take(c); err != nil {
			return nil, err
		}
	}
	if total := n*players + NumPiles + len(su.Stack); total != len(Deck()) {
		return nil, fmt.Errorf("the deal holds %d cards, not %d", total, len(Deck()))
	}
	s := newState(players, dealer, seed)
	k := 0
	for _, h := range su.Hands {
		k += copy(s.dealt[k:], h)
	}
	k += copy(s.dealt[k:], su.Piles)
	copy(s.dealt[k:], su.Stack)
	s.start()
	return s, nil
}

// give puts c at the end of seat p's hand.
func (s *State) give(p int, c card.Card) {
	s.hands[p].push(c)
	s.tint[p][c.Color()]++
	s.hues[p] |= 1 << c.Color()
}

// layOut takes the card at i out of seat p's hand.
func (s *State) layOut(p, i int) {
	col := s.hands[p].c[i].Color()
	if s.tint[p][col]--; s.tint[p][col] == 0 {
		s.hues[p] &^= 1 << col
	}
	s.hands[p].remove(i)
}

// colours is the number of colours in seat p's hand.
func (s *State) colours(p int) int { return bits.OnesCount8(s.hues[p]) }

// oneWithout reports whether seat p's hand is of one colour without a card
// of colour col that it holds: it is already, or that card is the only one
// of its colour and one other colour is left.
func (s *State) oneWithout(p int, col card.Color) bool {
	n := s.colours(p)
	return n == 1 || (n == 2 && s.tint[p][col] == 1)
}

// buried counts the cards under the tops of the open piles.
func (s *State) buried() int {
	n := 0
	for i := range s.piles {
		n += max(s.piles[i].len()-1, 0)
	}
	return n
}

// OneColour reports whether every card of h has one colour.
func OneColour(h []card.Card) bool {
	for _, c := range h {
		if c.Color() != h[0].Color() {
			return false
		}
	}
	return true
}

// Best is the score of a hand: the highest sum of the values of one colour.
func Best(h []card.Card) int {
	var sums [card.NumColors]int
	for _, c := range h {
		sums[c.Color()] += c.Value()
	}
	return slices.Max(sums[:])
}

// Check tells whether a may be applied now, and why not.
func (s *State) Check(a Action) error {
	if _, why := s.judge(a); why != 0 {
		return s.refusal(a, why)
	}
	return nil
}

// judge is Check as a reason, 0 when a may be applied; for a lay it also
// finds the card's place in the hand. It builds no error, so it calls
// nothing and stays cheap on the way of every action; refusal builds the
// error of a refused one.
func (s *State) judge(a Action) (int, Why) {
	if s.reason != "" {
		return 0, WhyOver
	}
	if a.Seat < 0 || a.Seat >= s.players {
		return 0, WhyNotSeat
	}
	if a.Kind < Draw || a.Kind > Lay {
		return 0, WhyKind
	}
	if a.Seat != s.turn {
		return 0, WhyNotYourTurn
	}
	switch a.Kind {
	case Draw, Take:
		if s.took {
			return 0, WhyLayNow
		}
		if a.Card != card.None || a.Schluss || (a.Kind == Draw && a.Pile != 0) {
			return 0, WhyExtra
		}
		if a.Kind == Draw {
			if s.stack.len() == 0 && s.buried() == 0 {
				return 0, WhyNoCards
			}
			return 0, 0
		}
		if a.Pile < 0 || a.Pile >= NumPiles {
			return 0, WhyPile
		}
		if s.piles[a.Pile].len() == 0 {
			return 0, WhyEmptyPile
		}
	case Lay:
		if !s.took {
			return 0, WhyTakeNow
		}
		if a.Pile < 0 || a.Pile >= NumPiles {
			return 0, WhyPile
		}
		i := s.hands[a.Seat].index(a.Card)
		if i < 0 || a.Card == card.None {
			return 0, WhyNotHeld
		}
		if s.from >= 0 && s.piles[s.from].len() == 0 && a.Pile != s.from {
			return 0, WhyFill
		}
		if s.from >= 0 && a.Pile == s.from && a.Card == s.taken {
			return 0, WhyPutBack
		}
		if a.Schluss && !s.oneWithout(a.Seat, a.Card.Color()) {
			return 0, WhySchluss
		}
		return i, 0
	}
	return 0, 0
}

// refusal is the error of a, which judge refuses for why, with the facts
// that reason names.
func (s *State) refusal(a Action, why Why) *Error {
	e := &Error{Why: why, Seat: a.Seat}
	switch why {
	case WhyNotYourTurn:
		e.Other = s.turn
	case WhyPile, WhyEmptyPile:
		e.Pile = a.Pile
	case WhyNotHeld:
		e.Card = a.Card
	case WhyFill:
		e.Other, e.Pile = s.from, a.Pile
	case WhyPutBack:
		e.Pile, e.Card = a.Pile, a.Card
	}
	return e
}

// oneColourWithout reports whether h without its card i is of one colour.
func oneColourWithout(h []card.Card, i int) bool {
	var col card.Color
	first := true
	for j, c := range h {
		if j == i {
			continue
		}
		if first {
			col, first = c.Color(), false
		} else if c.Color() != col {
			return false
		}
	}
	return true
}

// Apply carries out an action or refuses it with an *Error, leaving the
// state unchanged.
//
// The take from a pile or the stack, and the lay without "Schluss", are
// nearly every action of a round: they are tested and carried out here,
// with no call, and everything else (refusals, a reshuffle, "Schluss")
// goes through apply. The tests are judge's for these kinds.
func (s *State) Apply(a Action) error {
	seat := uint(a.Seat) // tested below MaxPlayers once, for every index by seat
	if a.Seat != s.turn || seat >= MaxPlayers || s.reason != "" || a.Schluss || uint(a.Pile) >= NumPiles {
		return s.apply(a, nil)
	}
	if s.took {
		h := &s.hands[seat]
		lo, hi := load(h.c[:8]), load(h.c[8:])
		i := find(lo, hi, a.Card)
		last := int(h.n) - 1
		open := s.open
		if i == last {
			open = s.lastOpen
		}
		if a.Kind != Lay || i > last || open>>a.Pile&1 == 0 {
			return s.apply(a, nil)
		}
		lo, hi = cut(lo, hi, i)
		store(h.c[:8], lo)
		store(h.c[8:], hi)
		h.n--
		col := a.Card.Color()
		if s.tint[seat][col]--; s.tint[seat][col] == 0 {
			s.hues[seat] &^= 1 << col
		}
		s.piles[a.Pile].push(a.Card)
		s.knownBy[a.Card&127] = 0
		s.took, s.from, s.taken = false, -1, card.None
		if s.turns++; s.turns >= MaxTurns {
			s.reason = "bound"
		} else if s.turn++; s.turn == s.players {
			s.turn = 0
		}
		s.log[s.nlog] = played(Lay) | played(seat)<<8 | played(a.Pile)<<16 | played(a.Card)<<24
		s.nlog++
		return nil
	}
	var c card.Card
	switch {
	case a.Card != card.None:
		return s.apply(a, nil)
	case a.Kind == Take && s.piles[a.Pile].n > 0:
		p := &s.piles[a.Pile]
		c = p.pop()
		s.knownBy[c&127] = uint8(seat + 1)
		s.from = a.Pile
		bit := uint8(1) << (uint(a.Pile) % NumPiles)
		s.open, s.lastOpen = allPiles, allPiles&^bit
		if p.n == 0 {
			s.open, s.lastOpen = bit, 0
		}
	case a.Kind == Draw && a.Pile == 0 && s.stack.n > 0:
		c = s.stack.pop()
		s.from = -1
		s.open, s.lastOpen = allPiles, allPiles
	default:
		return s.apply(a, nil)
	}
	s.hands[seat].push(c)
	s.tint[seat][c.Color()]++
	s.hues[seat] |= 1 << c.Color()
	s.took, s.taken = true, c
	s.log[s.nlog] = played(a.Kind) | played(seat)<<8 | played(a.Pile)<<16 | played(c)<<24
	s.nlog++
	return nil
}

// nthBit[m][k] is the position of the k-th set bit of m, for a set of
// piles m.
var nthBit = func() (t [1 << NumPiles][NumPiles]uint8) {
	for m := range t {
		k := 0
		for p := range NumPiles {
			if m>>p&1 != 0 {
				t[m][k] = uint8(p)
				k++
			}
		}
	}
	return t
}()

// allPiles has a bit for every pile.
const allPiles = 1<<NumPiles - 1

// b2u is 1 for true and 0 for false, which the compiler makes a flag set,
// not a branch.
func b2u(b bool) uint8 {
	var u uint8
	if b {
		u = 1
	}
	return u
}

// apply is Apply; a draw that needs a reshuffle takes order as the new stack
// (top first) when it is not nil, as a record names it.
func (s *State) apply(a Action, order []card.Card) error {
	i, why := s.judge(a)
	if why != 0 {
		return s.refusal(a, why)
	}
	var c card.Card // the card taken
	shuffled := false
	switch a.Kind {
	case Draw:
		if s.stack.len() == 0 {
			fresh, err := s.reshuffle(order)
			if err != nil {
				return err
			}
			s.fresh = append(s.fresh[:len(s.fresh):len(s.fresh)], fresh)
			shuffled = true
		} else if order != nil {
			return &Error{Why: WhyStack, Seat: a.Seat}
		}
		c = s.stack.pop()
		s.give(a.Seat, c)
		s.took, s.from, s.taken = true, -1, c
		s.open, s.lastOpen = allPiles, allPiles
	case Take:
		c = s.piles[a.Pile].pop()
		s.give(a.Seat, c)
		s.knownBy[c&127] = uint8(a.Seat + 1)
		s.took, s.from, s.taken = true, a.Pile, c
		s.open, s.lastOpen = allPiles, allPiles&^(1<<a.Pile)
		if s.piles[a.Pile].n == 0 {
			s.open, s.lastOpen = 1<<a.Pile, 0
		}
	case Lay:
		s.layOut(a.Seat, i)
		s.piles[a.Pile].push(a.Card)
		s.knownBy[a.Card&127] = 0
		s.took, s.from, s.taken = false, -1, card.None
		s.turns++
		switch {
		case a.Schluss:
			s.reason, s.ender = "schluss", a.Seat
		case s.turns >= MaxTurns:
			s.reason = "bound"
		default:
			if s.turn++; s.turn == s.players {
				s.turn = 0
			}
		}
	}
	if a.Kind == Lay {
		c, shuffled = a.Card, a.Schluss
	}
	s.log[s.nlog] = pack(a.Kind, a.Seat, a.Pile, c, shuffled)
	s.nlog++
	return nil
}

// reshuffle makes a new stack of the cards under the tops of the open
// piles, and returns it top first. The generator shuffles them either way,
// so a replayed round stays equal to the one played; order, when given,
// is the new stack instead and must hold exactly those cards. Nothing
// changes on an error.
func (s *State) reshuffle(order []card.Card) ([]card.Card, error) {
	under := make([]card.Card, 0, s.buried())
	for i := range s.piles {
		if p := s.piles[i].cards(); len(p) > 1 {
			under = append(under, p[:len(p)-1]...)
		}
	}
	if order != nil {
		if !card.SameCards(under, order) {
			return nil, &Error{Why: WhyStack, Seat: s.turn}
		}
	}
	rng := s.rng
	rng.Shuffle(under)
	if order != nil {
		under = slices.Clone(order)
	}
	s.rng = rng
	for i := range s.piles {
		if p := &s.piles[i]; p.n > 1 {
			p.c[0], p.n = p.last(), 1
		}
	}
	s.stack.n = 0
	for i := len(under) - 1; i >= 0; i-- {
		s.stack.push(under[i])
	}
	return under, nil
}

// ToMove is the seat to act, -1 once the round is over.
func (s *State) ToMove() int {
	if s.reason != "" {
		return -1
	}
	return s.turn
}

// Took reports whether the seat to act has taken its card and lays now;
// From is the pile it took from (-1: the stack or no take yet).
func (s *State) Took() bool { return s.took }
func (s *State) From() int  { return s.from }

// Players, Dealer and Seed describe the round.
func (s *State) Players() int { return s.players }
func (s *State) Dealer() int  { return s.dealer }
func (s *State) Seed() uint64 { return s.seed }

// Hand is seat p's hand in order (the state's own slice).
func (s *State) Hand(p int) []card.Card { return s.hands[p].cards() }

// Pile is open pile i, bottom first (the state's own slice).
func (s *State) Pile(i int) []card.Card { return s.piles[i].cards() }

// Stack is the face-down stack, the top card last (the state's own slice).
func (s *State) Stack() []card.Card { return s.stack.cards() }

// KnownBy is the seat everybody saw take c from an open pile, or -1.
func (s *State) KnownBy(c card.Card) int { return int(s.knownBy[c.Index()]) - 1 }

// Turns is the number of turns finished; Actions the number of actions.
func (s *State) Turns() int   { return s.turns }
func (s *State) Actions() int { return int(s.nlog) }

// logged is the log so far.
func (s *State) logged() []played { return s.log[:s.nlog] }

// IsOver reports whether the round has ended.
func (s *State) IsOver() bool { return s.reason != "" }

// Reason is "schluss" (a player announced), "bound" (MaxTurns reached) or ""
// while the round runs.
func (s *State) Reason() string { return s.reason }

// Ender is the seat that announced "Schluss", -1 if none did.
func (s *State) Ender() int { return s.ender }

// Scores are each seat's best colour sum as the hands lie now: the round's
// points once it is over.
func (s *State) Scores() []int {
	sc := make([]int, s.players)
	for p := range s.players {
		sc[p] = Best(s.hands[p].cards())
	}
	return sc
}

// Winners are the seats with the highest score (none while the round runs).
func (s *State) Winners() []int {
	if s.reason == "" {
		return nil
	}
	sc := s.Scores()
	top := slices.Max(sc)
	out := []int{}
	for p, v := range sc {
		if v == top {
			out = append(out, p)
		}
	}
	return out
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	// The reshuffled stacks never change once written, so the copy shares
	// them; their capacity ends at their length, so whichever appends
	// first copies.
	c.fresh = s.fresh[:len(s.fresh):len(s.fresh)]
	return &c
}

// Equal compares two rounds: deal, position and history.
func (s *State) Equal(o *State) bool {
	if s == nil || o == nil {
		return s == o
	}
	if s.players != o.players || s.dealer != o.dealer || s.seed != o.seed || s.dealt != o.dealt ||
		s.rng != o.rng || s.turn != o.turn || s.took != o.took || s.from != o.from || s.taken != o.taken ||
		s.turns != o.turns || s.knownBy != o.knownBy || s.reason != o.reason || s.ender != o.ender ||
		!slices.Equal(s.Stack(), o.Stack()) || !slices.Equal(s.logged(), o.logged()) ||
		!slices.EqualFunc(s.fresh, o.fresh, slices.Equal) {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.Hand(p), o.Hand(p)) {
			return false
		}
	}
	for i := range s.piles {
		if !slices.Equal(s.Pile(i), o.Pile(i)) {
			return false
		}
	}
	return true
}
