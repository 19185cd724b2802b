package ueberall

import (
	"errors"
	"fmt"
	"math/bits"
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
	Turn   Kind = iota + 1 // turn the top card of the own stack; one that fits no other pile goes on the own and ends the turn
	Centre                 // lay the turned card on the centre pile
	Give                   // lay the turned card on seat On's face-up pile
	Keep                   // lay the turned card, which fits elsewhere, on the own face-up pile (ends the turn, opens the window)
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

// State is the whole table of one game. The cards live in fixed arrays
// inside it, so moving a card allocates nothing and a copy of the struct is
// a copy of the table.
type State struct {
	players, dealer int
	seed            uint64
	setup           deal
	// olderKeeps lists the lines of a record of the older format that keep
	// after a card that fits nowhere: the replay reads them as the step
	// they were, and the state's record leaves them out.
	olderKeeps []int

	// The per-seat arrays have slots, not MaxPlayers, entries so that
	// p&(slots-1) indexes them unchecked on the hot path.
	hands  [slots]hand
	centre run       // bottom first
	turned card.Card // the card the player on turn has turned, or None
	turn   int
	// The "Stopp!" window: open after an overlooked fit. A seat is in
	// asked (still to choose), called (Stopp), passed, or in none (no
	// say): a bit each.
	window     bool
	overlooker int
	asked      uint8
	called     uint8
	passed     uint8
	// in has the bit of each seat not placed.
	in     uint8
	places [MaxPlayers]int
	placed int
	turns  int // cards turned
	reason string
	// log holds the actions that were not the table's only one (alone),
	// each with its number. The others are the turns, which follow from
	// the rules, so a replay of the setup recovers them (Record) and the
	// common step logs nothing; every action is a turn or logged, so turns
	// plus the log's length counts them all.
	log []logged
	// fits[v] has bit p set when a card of value v fits seat p's pile and
	// bit centreBit when it fits the centre: kept as the tops change, so
	// where a card may go is one look, not a round of the table.
	// It has 32 slots, so a card's value (5 bits) indexes it unchecked.
	fits [32]uint8
	// alone is the one legal action of the whole table when there is just
	// one, the seat on turn's Turn, and the zero Action otherwise: most
	// steps are one, and RandomLegal answers it at a glance, small enough
	// to be inlined, and Apply takes it at one comparison.
	alone Action
	// next[p] is the seat after p still in: it changes only when a seat
	// is placed, so passing the turn on needs no round of the table.
	next [slots]uint8
	// want[p] is the value that fits seat p's pile, 0 when it is empty:
	// laying on it moves p's bit in fits without a look at the pile.
	want [slots]uint8
}

// slots is a power of two above MaxPlayers, the length of the per-seat
// arrays of State.
const slots = 8

// centreBit is the centre pile's bit in State.fits.
const centreBit = 1 << MaxPlayers

// bit is pile p's bit in State.fits (-1 the centre).
func bit(p int) uint8 {
	if p < 0 {
		return centreBit
	}
	return 1 << p
}

// succ is the value that fits on a top of value v, Fits as a table; no top
// (v 0) maps to 0, a slot of State.fits no card looks at.
var succ = func() (t [32]uint8) {
	for v := 1; v <= Values; v++ {
		t[v] = uint8(v%Values + 1)
	}
	return t
}()

// nthBit[m][i] is the place of the i-th lowest set bit of m (from 0), for
// the masks of seats and the centre: where a random pick lands among the
// seats a mask names, at one look instead of a loop of guessed branches.
var nthBit = func() (t [256][8]uint8) {
	for m := range 256 {
		i := 0
		for b := range 8 {
			if m&(1<<b) != 0 {
				t[m][i] = uint8(b)
				i++
			}
		}
	}
	return t
}()

// retop moves bit b in fits from what fitted the old top to what fits the
// new one.
func (s *State) retop(b uint8, old, top card.Card) {
	s.fits[succ[old.Value()]&31] &^= b
	s.fits[succ[top.Value()]&31] |= b
}

// lay puts c on top of seat p's pile.
func (s *State) lay(p int, c card.Card) {
	q := p & (slots - 1)
	b := uint8(1) << q
	w := succ[c&31]
	s.fits[s.want[q]&31] &^= b
	s.fits[w&31] |= b
	s.want[q] = w
	h := &s.hands[q]
	h.c[h.hi] = c
	h.hi++
}

// layCentre puts c on top of the centre pile.
func (s *State) layCentre(c card.Card) {
	s.retop(centreBit, s.centre.last(), c)
	s.centre.push(c)
}

// logged is an action and its number in the game, packed in 32 bits
// because a game logs hundreds of them: seat, kind and On three bits each
// from the lowest, the number above them. A game has fewer than 2^23
// actions: at most seven to a turned card, and MaxTurned cards.
type logged uint32

// logOf packs action number i.
func logOf(i, seat int, k Kind, on int) logged {
	return logged(seat&7) | logged(k&7)<<3 | logged(on&7)<<6 | logged(i)<<9
}

func (l logged) action() Action {
	return Action{Seat: int(l & 7), Kind: Kind(l >> 3 & 7), On: int(l >> 6 & 7)}
}

// number is the action's number in the game, from 0.
func (l logged) number() int { return int(l >> 9) }

// note logs action a, which is not the table's only one, and counts it.
func (s *State) note(a Action) {
	s.log = append(s.log, logOf(s.turns+len(s.log), a.Seat, a.Kind, a.On))
}

// logCap is the log's first capacity: most games end within it.
const logCap = 1024

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
	// The deck in card.Deck's order, shuffled, in an array of the stack.
	var deck [DeckSize]card.Card
	for i, c := range card.Colors {
		for v := 1; v <= Values; v++ {
			deck[i*Values+v-1] = card.New(c, v)
		}
	}
	rng := card.NewRng(seed)
	rng.Shuffle(deck[:])
	s := newState(players, dealer, seed)
	// Seat p gets every players-th card from its first one on; the deal
	// keeps the stacks one after another.
	k := 0
	for p := range players {
		s.setup.cut[p] = uint8(k)
		for i := (p - dealer - 1 + 2*players) % players; i < DeckSize; i += players {
			s.setup.c[k] = deck[i]
			k++
		}
	}
	s.setup.cut[players] = uint8(k)
	s.start()
	return s, nil
}

// newState is a table before the deal.
func newState(players, dealer int, seed uint64) *State {
	return &State{players: players, dealer: dealer, seed: seed, turn: (dealer + 1) % players,
		log: make([]logged, 0, logCap)}
}

// start lays the setup's stacks on the table.
func (s *State) start() {
	for p := range s.players {
		s.hands[p].set(s.setup.c[s.setup.cut[p]:s.setup.cut[p+1]])
	}
	s.in = 1<<s.players - 1
	s.renext()
	s.alone = Action{Seat: s.turn, Kind: Turn}
}

// renext sets next from the places. Between two actions a seat not placed
// has cards (a seat that runs out is placed in the same action), so the
// seat after p still in is the first one not placed.
func (s *State) renext() {
	for p := range s.players {
		q := p
		for range s.players {
			if q++; q == s.players {
				q = 0
			}
			if s.places[q] == 0 {
				break
			}
		}
		s.next[p] = uint8(q)
	}
}

// reckon sets alone from the table.
func (s *State) reckon() {
	s.alone = Action{}
	switch {
	case s.IsOver() || s.window:
	case s.turned == card.None:
		s.alone = Action{Seat: s.turn, Kind: Turn}
	}
}

// end ends the game for reason.
func (s *State) end(reason string) {
	s.reason = reason
	s.alone = Action{}
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
	var seen [card.Limit]bool
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
	s := newState(players, dealer, seed)
	k := 0
	for p, st := range su.Stacks {
		s.setup.cut[p] = uint8(k)
		k += copy(s.setup.c[k:], st)
	}
	s.setup.cut[players] = uint8(k)
	s.start()
	return s, nil
}

// Players is the number of seats.
func (s *State) Players() int { return s.players }

// Dealer is the dealer's seat.
func (s *State) Dealer() int { return s.dealer }

// Stack is seat p's face-down stack, top first.
func (s *State) Stack(p int) []card.Card {
	h := &s.hands[p]
	return h.appendRange(make([]card.Card, 0, h.stackLen()), h.lo, h.mid)
}

// Pile is seat p's face-up pile, bottom first.
func (s *State) Pile(p int) []card.Card {
	h := &s.hands[p]
	return h.appendRange(make([]card.Card, 0, h.pileLen()), h.bot, h.hi)
}

// Centre is the centre pile, bottom first (the state's own memory).
func (s *State) Centre() []card.Card { return s.centre.cards() }

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
func (s *State) Actions() int { return s.turns + len(s.log) }

// IsOver reports whether the game has ended.
func (s *State) IsOver() bool { return s.reason != "" }

// Places is each seat's place (1 the winner), 0 while a seat is in.
func (s *State) Places() []int { return slices.Clone(s.places[:s.players]) }

// Scores are the places: lower is better.
func (s *State) Scores() []int { return s.Places() }

// Winners are the seats placed first.
func (s *State) Winners() []int {
	var w []int
	for p, pl := range s.places[:s.players] {
		if pl == 1 {
			w = append(w, p)
		}
	}
	return w
}

// Left is the number of cards seat p holds: stack, pile and a card turned.
func (s *State) Left(p int) int {
	h := &s.hands[p]
	n := h.stackLen() + h.pileLen()
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
	for m := s.asked; m != 0; m &= m - 1 {
		dst = append(dst, bits.TrailingZeros8(m))
	}
	return dst
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	// Logged actions never change, so the copy shares them; its capacity
	// ends at its length, so whichever appends first copies.
	c.log = s.log[:len(s.log):len(s.log)]
	return &c
}

// Equal compares two states, the record so far included.
func (s *State) Equal(o *State) bool {
	if s.players != o.players || s.dealer != o.dealer || s.seed != o.seed || s.turned != o.turned ||
		s.turn != o.turn || s.window != o.window || s.overlooker != o.overlooker || s.placed != o.placed ||
		s.turns != o.turns || s.reason != o.reason || !slices.Equal(s.centre.cards(), o.centre.cards()) ||
		s.asked != o.asked || s.called != o.called || s.passed != o.passed || s.in != o.in || s.places != o.places || !sameLog(s.log, o.log) || s.setup != o.setup {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.Stack(p), o.Stack(p)) || !slices.Equal(s.Pile(p), o.Pile(p)) {
			return false
		}
	}
	return true
}

func (s *State) top(p int) card.Card {
	if p < 0 {
		return s.centre.last()
	}
	return s.hands[p].pileTop()
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
		case (s.called|s.passed)&(1<<a.Seat) != 0:
			return &Error{Why: WhyChosen, Seat: a.Seat}
		case s.asked&(1<<a.Seat) == 0:
			return &Error{Why: WhyNotInWindow, Seat: a.Seat}
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
	if s.centre.len() == 0 && a.Kind != Centre {
		return &Error{Why: WhyOpening, Seat: a.Seat, Card: c}
	}
	switch a.Kind {
	case Centre:
		if s.centre.len() > 0 && !Fits(c, s.top(-1)) {
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
	p := a.Seat
	q := p & (slots - 1)
	b := uint8(1) << q
	// The only action of the table (most steps: a turn) is legal at a
	// glance. The turn is written out here, with the rare work (an empty
	// stack to refill) in a call aside, so that the common path calls
	// nothing and keeps its values in registers. It is not logged.
	if a.Kind == Turn && a == s.alone {
		h := &s.hands[q]
		if h.lo == h.mid {
			s.refill(q)
		}
		c := h.c[h.lo]
		h.lo++
		s.turns++
		// A card that fits some other pile (the centre's bit counts), or
		// opens the centre, waits for its player's choice.
		if s.fits[c&31]&^b != 0 || s.centre.hi == 0 {
			s.turned = c
			s.alone.Kind = 0
			return nil
		}
		// It fits no pile but perhaps the own: it goes there and the turn
		// passes, as RULES.md has it, with nothing to choose and no
		// window.
		w := succ[c&31]
		s.fits[s.want[q]&31] &^= b
		s.fits[w&31] |= b
		s.want[q] = w
		h.c[h.hi] = c
		h.hi++
		s.turn = int(s.next[q])
		s.alone.Seat = s.turn
		if s.turns >= MaxTurned {
			s.checkBound()
		}
		return nil
	}
	// The common choices, a seat's Stopp or Pass in the window and a lay
	// of the turned card on an open centre or a pile, are also legal at a
	// glance and carried out here without a call; the rest goes through
	// apply.
	if uint(a.Kind-Stopp) < 2 {
		if a.On != 0 || uint(p) >= MaxPlayers || s.asked&b == 0 || !s.window {
			return s.apply(a)
		}
		s.asked &^= b
		// pass is all ones for Pass and 0 for Stopp: a random player's
		// mix of the two is no branch to guess.
		pass := -uint8(a.Kind - Stopp)
		s.called |= b &^ pass
		s.passed |= b & pass
		s.log = append(s.log, logOf(s.turns+len(s.log), q, a.Kind, 0))
		if s.asked == 0 {
			s.close()
		}
		return nil
	}
	c := s.turned
	if p != s.turn || c == card.None || s.window || s.IsOver() || s.centre.hi == 0 {
		return s.apply(a)
	}
	f := s.fits[c&31]
	switch a.Kind {
	case Keep:
		if a.On != 0 {
			return s.apply(a)
		}
		s.log = append(s.log, logOf(s.turns+len(s.log), q, Keep, 0))
		s.lay(q, c)
		s.turned = card.None
		if f&^b != 0 {
			// The card fitted elsewhere: the window opens.
			s.window, s.overlooker = true, p
			s.asked = s.in &^ b
			s.called, s.passed = 0, 0
			s.alone = Action{}
			return nil
		}
		s.turn = int(s.next[q])
		s.alone = Action{Seat: s.turn, Kind: Turn}
		if s.turns >= MaxTurned {
			s.checkBound()
		}
		return nil
	case Centre:
		if a.On != 0 || f&centreBit == 0 {
			return s.apply(a)
		}
		s.layCentre(c)
	case Give:
		if f&centreBit != 0 || uint(a.On) >= uint(s.players) || a.On == p || f&(1<<(a.On&7)) == 0 {
			return s.apply(a)
		}
		s.lay(a.On, c)
	default:
		return s.apply(a)
	}
	// The card went to the centre or another's pile: the seat turns
	// again, unless it laid its last card.
	s.log = append(s.log, logOf(s.turns+len(s.log), q, a.Kind, a.On))
	s.turned = card.None
	s.alone = Action{Seat: p, Kind: Turn}
	if h := &s.hands[q]; h.lo == h.mid && h.bot == h.hi {
		s.settle()
		s.reckon()
		return nil
	}
	if s.turns >= MaxTurned {
		s.checkBound()
	}
	return nil
}

// apply is Apply past its glances: an illegal action, the opening card,
// or a legal one on a table changed behind the rules' back.
func (s *State) apply(a Action) error {
	p := a.Seat
	if err := s.Check(a); err != nil {
		return err
	}
	switch a.Kind {
	case Turn:
		// Apply takes a turn that is the table's only action, as a legal
		// one is; set alone afresh and let it.
		s.reckon()
		if s.alone != a {
			return &Error{Why: WhyBadAction, Seat: p}
		}
		return s.Apply(a)
	case Keep:
		s.note(a)
		s.keep(p)
	case Stopp, Pass:
		s.choose(p, a.Kind)
	default:
		s.layOut(a)
	}
	return nil
}

// layOut lays the turned card on the centre or, a.On's pile (Centre or
// Give, legal).
func (s *State) layOut(a Action) {
	p := a.Seat
	s.note(a)
	if a.Kind == Centre {
		opening := s.centre.len() == 0
		s.layCentre(s.turned)
		s.turned = card.None
		if opening {
			s.nextTurn(p)
		}
	} else {
		s.lay(a.On, s.turned)
		s.turned = card.None
	}
	// Only a seat that lost a card can run out: the one laying on the
	// centre or another's pile. Else settle would place nobody and only
	// the bound is left to check.
	if s.Left(p) > 0 {
		s.checkBound()
	} else {
		s.settle()
	}
	s.reckon()
}

// choose is seat p's Stopp or Pass (legal); the last choice closes the
// window.
func (s *State) choose(p int, k Kind) {
	b := uint8(1) << (p & 7)
	s.asked &^= b
	// pass is all ones for Pass and 0 for Stopp: a random player's mix
	// of the two is no branch to guess.
	pass := -uint8(k - Stopp)
	s.called |= b &^ pass
	s.passed |= b & pass
	s.note(Action{Seat: p, Kind: k})
	if s.asked == 0 {
		s.close()
	}
}

// close closes the window once every seat in it chose.
func (s *State) close() {
	// Only callers lose cards, and settle places whoever ran out.
	if s.resolve() {
		s.settle()
		s.reckon()
		return
	}
	s.alone = Action{Seat: s.turn, Kind: Turn}
	s.checkBound()
}

// keep lays the turned card on seat p's own pile (Keep, legal) and opens
// the window if it fitted elsewhere. No seat runs out.
func (s *State) keep(p int) {
	c := s.turned
	b := uint8(1) << (p & 7)
	overlooked := s.fits[c.Value()]&^b != 0
	s.lay(p, c)
	s.turned = card.None
	if overlooked {
		s.openWindow(p)
		s.alone = Action{}
	} else {
		s.turn = int(s.next[p])
		s.alone = Action{Seat: s.turn, Kind: Turn}
	}
	s.checkBound()
}

// refill turns an empty stack's face-up pile over to be the new stack: the
// bottom card of the pile comes on top.
func (s *State) refill(p int) {
	q := p & (slots - 1)
	if h := &s.hands[q]; h.lo == h.mid {
		h.lo, h.mid, h.bot = h.bot, h.hi, h.hi
		s.fits[s.want[q]&31] &^= 1 << q
		s.want[q] = 0
	}
}

func (s *State) openWindow(p int) {
	s.window, s.overlooker = true, p
	s.asked = s.in &^ (1 << (p & 7))
	s.called, s.passed = 0, 0
}

// resolve closes the window: each caller, in seat order from the
// overlooker's left, gives the bottom card of his stack onto the
// overlooker's stack. It reports whether a caller gave his last card.
func (s *State) resolve() (out bool) {
	o := s.overlooker & (slots - 1)
	oh := &s.hands[o]
	// The callers after o in seat order, then those before: bit j of m is
	// seat o+1+j, counted round the six seats, and the set bits are taken
	// from the lowest.
	c, k := uint(s.called), uint(o)
	m := uint8((c>>(k+1) | c<<(MaxPlayers-1-k)) & (1<<MaxPlayers - 1))
	var none uint8
	for ; m != 0; m &= m - 1 {
		q := int(round6[o+1+bits.TrailingZeros8(m)]) & (slots - 1)
		h := &s.hands[q]
		// A caller whose stack is used up turns his pile over first
		// (refill), here without a branch: e is all ones then.
		e := uint8((int(h.mid-h.lo) - 1) >> 8)
		s.fits[s.want[q]&31] &^= 1 << q & e
		s.want[q] &^= e
		h.lo ^= (h.lo ^ h.bot) & e
		h.mid ^= (h.mid ^ h.hi) & e
		h.bot ^= (h.bot ^ h.hi) & e
		oh.lo--
		oh.c[oh.lo] = h.takeBottom()
		none |= uint8((h.stackLen() + h.pileLen() - 1) >> 8)
	}
	s.window = false
	s.called, s.passed = 0, 0
	// Unless a caller ran out (settle places him next), every seat not
	// placed has cards, and the table says who is next.
	if none != 0 {
		s.nextTurn(o)
		return true
	}
	s.turn = int(s.next[o])
	return false
}

// round6 is seat i counted round the six seats, for i below 2*MaxPlayers,
// in a table of 16 so that a 4-bit index needs no check.
var round6 = [16]uint8{0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5}

// nextTurn gives the turn to the first seat after p still in.
func (s *State) nextTurn(p int) {
	q := p
	for range s.players {
		if q++; q == s.players {
			q = 0
		}
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
			s.in &^= 1 << p
			out++
		}
	}
	s.placed += out
	in, last := 0, -1
	for p, pl := range s.places[:s.players] {
		if pl == 0 {
			in++
			last = p
		}
	}
	if in <= 1 {
		if last >= 0 {
			s.placed++
			s.places[last] = s.placed
			s.in = 0
		}
		s.window = false
		s.end(ReasonOut)
		return
	}
	if out > 0 {
		s.renext()
	}
	if out > 0 && !s.window && s.places[s.turn] != 0 {
		s.nextTurn(s.turn)
	}
	s.checkBound()
}

// checkBound ends the game once MaxTurned cards are turned and no card or
// window is pending.
func (s *State) checkBound() {
	if s.turns >= MaxTurned && s.turned == card.None && !s.window {
		s.bound()
	}
}

// bound ends the game at MaxTurned: the seats still in are placed by fewest
// cards left, equal counts sharing a place.
func (s *State) bound() {
	var rest []int
	for p, pl := range s.places[:s.players] {
		if pl == 0 {
			rest = append(rest, p)
		}
	}
	// An insertion sort, stable as the rule needs: six seats at most.
	for i := 1; i < len(rest); i++ {
		for j := i; j > 0 && s.Left(rest[j]) < s.Left(rest[j-1]); j-- {
			rest[j], rest[j-1] = rest[j-1], rest[j]
		}
	}
	base := s.placed
	for i, p := range rest {
		if i > 0 && s.Left(p) == s.Left(rest[i-1]) {
			s.places[p] = s.places[rest[i-1]]
		} else {
			s.places[p] = base + i + 1
		}
	}
	s.placed = s.players
	s.in = 0
	s.end(ReasonBound)
}

// sameLog compares two logs; a clone shares its original's, which is then
// equal without a look at every action.
func sameLog(a, b []logged) bool {
	if len(a) != len(b) {
		return false
	}
	return len(a) == 0 || &a[0] == &b[0] || slices.Equal(a, b)
}
