package master

import (
	"math/bits"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Phase is where a round stands.
type Phase uint8

// The phases of a round. MASTER has no opening: the 11s lie from the start.
const (
	Playing Phase = iota
	Over
)

// Kind is what an action does.
type Kind uint8

// The actions of MASTER.
const (
	Lay     Kind = iota + 1 // lay Card: a number card at its slot, or a joker at slot As
	Connect                 // lay a connection card at slot At leading to row To
	Swap                    // exchange hand card Card for the joker standing in its slot
	Draw                    // draw the top card of the pile; ends the turn
	End                     // end a turn in which cards were laid
	Pass                    // the pile is empty and no number card can be laid
)

var kindVerbs = [...]string{Lay: "lay", Connect: "connect", Swap: "swap", Draw: "draw", End: "end", Pass: "pass"}

// String is the record verb.
func (k Kind) String() string {
	if int(k) < len(kindVerbs) && kindVerbs[k] != "" {
		return kindVerbs[k]
	}
	return "?"
}

// Seat and deal limits.
const (
	MinPlayers = 2
	MaxPlayers = 6
	MaxLaid    = 4 // cards laid in one turn
	BonusCards = 7 // the bonus supply at the start
	BonusValue = 11
	JokerValue = 11 // what a joker left in the hand costs
	ID         = "master"
)

// HandSize is the number of cards each seat is dealt.
func HandSize(players int) int {
	switch {
	case players <= 3:
		return 20
	case players == 4:
		return 15
	}
	return 12
}

// ConnectionCards is the number of connection cards each seat gets.
func ConnectionCards(players int) int {
	switch {
	case players <= 3:
		return 4
	case players <= 5:
		return 3
	}
	return 2
}

// Action is one thing a seat does. Fields a kind does not use stay zero
// (To is then Red, the zero colour); Apply refuses an action that fills
// them. For Draw, Card is filled in by the engine; a replay may name it,
// and then it must be the top card of the pile.
type Action struct {
	Seat int
	Kind Kind
	Card card.Card  // Lay: the card or joker; Swap: the number card; Draw: the card drawn
	As   card.Card  // Lay of a joker: the slot it stands in
	At   card.Card  // Connect: the occupied slot the connection card lies at
	To   card.Color // Connect: the neighbouring row it leads to
}

// String is a short form for logs and test failures: "2 lay J1 as B7",
// "2 connect Y9 to B".
func (a Action) String() string {
	s := strconv.Itoa(a.Seat) + " " + a.Kind.String()
	if a.Card != card.None {
		s += " " + a.Card.String()
	}
	if a.As != card.None {
		s += " as " + a.As.String()
	}
	if a.Kind == Connect || a.At != card.None {
		s += " " + a.At.String() + " to " + string(a.To.Letter())
	}
	return s
}

// Turn is the public state of the turn in progress, the same in the state
// and in every seat's view.
type Turn struct {
	Phase  Phase
	ToMove int
	// Laid counts the cards laid this turn (number cards and jokers, the
	// card after a connection card included), at most MaxLaid.
	Laid int
	// Swaps counts the jokers exchanged this turn.
	Swaps int
	// Connected counts the connection cards laid this turn.
	Connected int
	// Pending is the slot a connection card just laid leads to: until its
	// card (or a joker) lies there, that lay is the only legal action.
	Pending card.Card
	// Passes counts the seats that passed in a row.
	Passes int
	// Number counts the turns begun, from 0.
	Number int
}

// State is one round, with everything hidden from the players.
type State struct {
	players int
	dealer  int
	seed    uint64
	rows    Rows
	table   Table
	hands   [MaxPlayers][]card.Card // each sorted: number cards in card order, then jokers
	held    [MaxPlayers]handSet     // the same hands as bit sets
	links   [MaxPlayers]int         // connection cards left per seat
	bonus   [MaxPlayers]int         // bonus cards per seat
	supply  int
	pile    []card.Card // the top card is the last
	turn    Turn
	out     int           // the seat that laid its last card, -1
	setup   *record.Setup // the deal as the record writes it; never changed
	log     []entry       // every action applied, packed
}

// Players is the number of seats.
func (s *State) Players() int { return s.players }

// Dealer is the seat that dealt.
func (s *State) Dealer() int { return s.dealer }

// Seed is the seed the deal was made from (0 for a round read from a record
// whose seed is not a number).
func (s *State) Seed() uint64 { return s.seed }

// Turn is the turn in progress.
func (s *State) Turn() Turn { return s.turn }

// ToMove is the seat on turn, or -1 when the round is over.
func (s *State) ToMove() int {
	if s.turn.Phase == Over {
		return -1
	}
	return s.turn.ToMove
}

// IsOver reports whether the round has ended.
func (s *State) IsOver() bool { return s.turn.Phase == Over }

// Out is the seat that laid its last card, or -1 (still running, or
// blocked). It need not be a winner: the highest score wins.
func (s *State) Out() int { return s.out }

// Blocked reports whether the round ended because everybody passed.
func (s *State) Blocked() bool { return s.turn.Phase == Over && s.out < 0 }

// Hand returns seat p's hand (shared: do not modify), nil for a seat that
// does not play.
func (s *State) Hand(p int) []card.Card {
	if p < 0 || p >= s.players {
		return nil
	}
	return s.hands[p]
}

// Pile returns the draw pile, top card last (shared: do not modify). A
// seat's View holds only its size.
func (s *State) Pile() []card.Card { return s.pile }

// PileSize is the number of cards left to draw.
func (s *State) PileSize() int { return len(s.pile) }

// Rows is the column of rows, top to bottom.
func (s *State) Rows() Rows { return s.rows }

// Table is everything that lies open in the middle.
func (s *State) Table() Table { return s.table }

// Slot is what lies in the slot of colour col and value v: the number
// card, the joker standing there, or None.
func (s *State) Slot(col card.Color, v int) card.Card {
	if col >= NumRows || v < 1 || v > MaxValue {
		return card.None
	}
	return s.table.Slot(card.New(col, v))
}

// Connections is the number of connection cards seat p has left.
func (s *State) Connections(p int) int {
	if p < 0 || p >= s.players {
		return 0
	}
	return s.links[p]
}

// Bonus is the number of bonus cards seat p has taken.
func (s *State) Bonus(p int) int {
	if p < 0 || p >= s.players {
		return 0
	}
	return s.bonus[p]
}

// Supply is the number of bonus cards still to be won.
func (s *State) Supply() int { return s.supply }

// Fits reports whether number card c could be laid at its slot now without
// a connection card (not whose turn it is).
func (s *State) Fits(c card.Card) bool { return !c.IsJoker() && s.table.Fits(c) }

// Actions counts the actions applied so far, so a screen can tell that the
// round moved without copying the log.
func (s *State) Actions() int { return len(s.log) }

// Log is every action applied so far, draws with the drawn card. The slice
// is the caller's own.
func (s *State) Log() []Action {
	out := make([]Action, len(s.log))
	for i, e := range s.log {
		out[i] = e.action()
	}
	return out
}

// entry is an Action packed in six bytes; the log is written on every
// action and copied with every record, so it is kept small.
type entry struct {
	seat, kind, card, as, at, to uint8
}

func entryOf(a Action) entry {
	return entry{uint8(a.Seat), uint8(a.Kind), uint8(a.Card), uint8(a.As), uint8(a.At), uint8(a.To)}
}

func (e entry) action() Action {
	return Action{Seat: int(e.seat), Kind: Kind(e.kind), Card: card.Card(e.card), As: card.Card(e.as), At: card.Card(e.at), To: card.Color(e.to)}
}

// Scores are the round's points per seat: 11 per bonus card, minus the
// value of each number card and 11 per joker left in the hand.
func (s *State) Scores() []int {
	out := make([]int, s.players)
	for p := range s.players {
		out[p] = s.score(p)
	}
	return out
}

func (s *State) score(p int) int {
	n := BonusValue * s.bonus[p]
	for _, c := range s.hands[p] {
		if c.IsJoker() {
			n -= JokerValue
		} else {
			n -= c.Value()
		}
	}
	return n
}

// Winners are the seats with the highest score once the round is over
// (equal scores share the win), nil while it runs.
func (s *State) Winners() []int {
	if s.turn.Phase != Over {
		return nil
	}
	return appendWinners(nil, s.Scores())
}

func appendWinners(dst []int, scores []int) []int {
	best := 0
	for p, sc := range scores {
		if p == 0 || sc > best {
			best = sc
		}
	}
	for p, sc := range scores {
		if sc == best {
			dst = append(dst, p)
		}
	}
	return dst
}

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	// The hands and the pile share one new allocation, each capped so that
	// growing one cannot run into the next.
	n := len(s.pile)
	for p := range s.players {
		n += len(s.hands[p])
	}
	buf := make([]card.Card, n)
	for p := range s.players {
		h := s.hands[p]
		c.hands[p] = buf[:len(h):len(h)]
		copy(c.hands[p], h)
		buf = buf[len(h):]
	}
	c.pile = buf[:len(s.pile):len(s.pile)]
	copy(c.pile, s.pile)
	// The log only grows at its end, so the copy shares it, capped: an
	// append on either side then writes where the other cannot see.
	c.log = s.log[:len(s.log):len(s.log)]
	return &c
}

// Equal reports whether two states are the same round at the same point.
func (s *State) Equal(o *State) bool {
	if s.players != o.players || s.dealer != o.dealer || s.rows != o.rows || s.table != o.table ||
		s.links != o.links || s.bonus != o.bonus || s.supply != o.supply || s.turn != o.turn ||
		s.out != o.out || !slices.Equal(s.pile, o.pile) || !slices.Equal(s.log, o.log) {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.hands[p], o.hands[p]) {
			return false
		}
	}
	return true
}

// handSet is a hand as one bit set of values per colour and one of jokers.
// The state keeps it beside the sorted hand, so the cards of a hand that
// fit are a few AND operations instead of a walk over the hand.
type handSet struct {
	num    [NumRows]uint32
	jokers uint8 // bit n for joker n
}

// setOf is the bit set of a hand.
func setOf(hand []card.Card) handSet {
	var h handSet
	for _, c := range hand {
		h.add(c)
	}
	return h
}

func (h *handSet) add(c card.Card) {
	if c.IsJoker() {
		h.jokers |= 1 << (c.Value() & 7)
	} else {
		h.num[c.Color()] |= 1 << c.Value()
	}
}

func (h *handSet) remove(c card.Card) {
	if c.IsJoker() {
		h.jokers &^= 1 << (c.Value() & 7)
	} else {
		h.num[c.Color()] &^= 1 << c.Value()
	}
}

// has reports whether the hand holds c (a well-formed card).
func (h *handSet) has(c card.Card) bool {
	if !c.Valid() {
		return false
	}
	if c.IsJoker() {
		return h.jokers&(1<<c.Value()) != 0
	}
	return h.num[c.Color()]&(1<<c.Value()) != 0
}

// rank is the number of cards of the hand before c in hand order: where c
// is, or would go, in the sorted hand.
func (h *handSet) rank(c card.Card) int {
	n := 0
	if c.IsJoker() {
		for _, m := range h.num {
			n += bits.OnesCount32(m)
		}
		return n + bits.OnesCount8(h.jokers&(1<<c.Value()-1))
	}
	col := int(c.Color())
	n = bits.OnesCount32(h.num[col] & (1<<c.Value() - 1))
	for k := range col {
		n += bits.OnesCount32(h.num[k])
	}
	return n
}

// sortHand puts a hand of distinct cards in hand order (number cards by
// colour and value, then jokers) through its bit set; a hand with a card
// twice or a malformed card falls back to an ordinary sort.
func sortHand(hand []card.Card) {
	h := setOf(hand)
	n := bits.OnesCount8(h.jokers)
	for _, m := range h.num {
		n += bits.OnesCount32(m)
	}
	if n != len(hand) || slices.ContainsFunc(hand, func(c card.Card) bool { return !c.Valid() }) {
		card.Sort(hand, card.Less)
		return
	}
	i := 0
	for col, m := range h.num {
		for ; m != 0; m &= m - 1 {
			hand[i] = card.New(card.Color(col), bits.TrailingZeros32(m))
			i++
		}
	}
	for m := h.jokers; m != 0; m &= m - 1 {
		hand[i] = card.Joker(bits.TrailingZeros8(m))
		i++
	}
}
