package elfer

import (
	"math/bits"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Phase is where a round stands.
type Phase uint8

// The phases of a round.
const (
	// Opening: no card lies yet (or, in the classic game, the 11 that opens
	// has not been laid). The first card laid is a turn of its own.
	Opening Phase = iota
	// Playing: ordinary turns.
	Playing
	// Over: somebody went out, or everybody passed with an empty pile.
	Over
)

// Kind is what an action does.
type Kind uint8

// The actions of the family.
const (
	Lay  Kind = iota + 1 // lay Card from the hand at its place
	Draw                 // draw the top card of the pile
	End                  // end the turn after laying
	Pass                 // nothing fits and the pile is empty
)

var kindVerbs = [...]string{Lay: "lay", Draw: "draw", End: "end", Pass: "pass"}

// String is the record verb.
func (k Kind) String() string {
	if int(k) < len(kindVerbs) && kindVerbs[k] != "" {
		return kindVerbs[k]
	}
	return "?"
}

// Action is one thing a seat does. For Draw, Card is filled in by the engine
// (the player does not know it before); a replay may name it, and then it
// must be the top card of the pile. A live player's draw leaves it empty:
// whether a named card is refused tells what lies on top.
type Action struct {
	Seat int
	Kind Kind
	Card card.Card
}

// String is a short form for logs and test failures: "2 lay R12".
func (a Action) String() string {
	s := strconv.Itoa(a.Seat) + " " + a.Kind.String()
	if a.Card != card.None {
		s += " " + a.Card.String()
	}
	return s
}

// Turn is the public state of the turn in progress: the same in the full
// state and in every seat's view, except MustLay, which only the seat on turn
// sees (the drawn card is in his hand until he lays it).
type Turn struct {
	Phase  Phase
	ToMove int
	// Laid counts the cards laid this turn.
	Laid int
	// Draws counts the cards drawn this turn (at most three).
	Draws int
	// MustLay is a drawn card that fits and must be laid at once. Other
	// seats' views hold None here: they see the card when it is laid.
	MustLay card.Card
	// Opener is the 11 that must open a classic round, until it lies.
	Opener card.Card
	// Passes counts the seats that passed in a row.
	Passes int
	// Number counts the turns begun, from 0.
	Number int
}

// State is one round, with everything hidden from the players.
type State struct {
	opts    Options
	players int
	dealer  int
	seed    uint64
	// lotLine is the record line of a replayed elfer-beliebige-startkarte
	// setup that left the starter out (0 otherwise): the replay took the
	// first action's seat, and the state's record writes the line with it.
	lotLine int
	hands   [MaxPlayers][]card.Card // each sorted by colour, then value
	held    [MaxPlayers]handSet     // the same hands as bit sets
	fit     [card.NumColors]uint32  // per colour, the values that fit now (fitMasks)
	pile    []card.Card             // the top card is the last
	table   Table
	start   int // the starting value of every row (any-start variant), 0 before the first card
	turn    Turn
	winner  int // -1 while nobody went out
	setups  []record.Setup
	log     []logEntry // every action applied, packed
}

// New deals a round. dealer is the seat that deals; the seed fixes the deal.
// A classic deal in which nobody holds an 11 is dealt again; the record keeps
// every deal.
func New(opts Options, players, dealer int, seed uint64) (*State, error) {
	if err := opts.Check(players); err != nil {
		return nil, err
	}
	if dealer < 0 || dealer >= players {
		return nil, &Error{Why: WhyBadAction, Text: "the dealer must be one of the seats"}
	}
	rng := card.NewRng(seed)
	deck := opts.Deck()
	var table []card.Card
	if opts.Variant == FalseStart {
		deck = slices.DeleteFunc(deck, func(c card.Card) bool { return c.Value() == 1 || c.Value() == 20 })
		for _, col := range opts.Colors() {
			table = append(table, card.New(col, 1), card.New(col, 20))
		}
	}
	n := HandSize(players)
	var setups []record.Setup
	for {
		rng.Shuffle(deck)
		su := record.Setup{Hands: make([][]card.Card, players), Table: table}
		// One copy of the shuffled deck holds the deal: the hands, each
		// capped so that nothing appended to one runs into the next, and
		// the pile after them.
		dealt := slices.Clone(deck)
		for p := range players {
			h := dealt[p*n : (p+1)*n : (p+1)*n]
			sortHand(h)
			su.Hands[p] = h
		}
		su.Pile = dealt[players*n:]
		if opts.Variant == AnyStart {
			st := rng.IntN(players)
			su.Starter = &st
		}
		setups = append(setups, su)
		if opts.Variant != Classic || openerOf(su.Hands, opts) != card.None {
			break
		}
	}
	s, err := fromSetups(opts, dealer, setups)
	if err != nil {
		return nil, err
	}
	s.seed = seed
	return s, nil
}

// sortHand sorts a hand in card order. A hand holds distinct number cards,
// whose bytes are below 128, so it is read back from a 128-bit set; anything
// else falls back to an ordinary sort.
func sortHand(h []card.Card) {
	var set [2]uint64
	for _, c := range h {
		if c >= 128 {
			card.Sort(h, card.Less)
			return
		}
		set[c>>6] |= 1 << (c & 63)
	}
	if bits.OnesCount64(set[0])+bits.OnesCount64(set[1]) != len(h) {
		card.Sort(h, card.Less) // a card twice: the set would lose one
		return
	}
	i := 0
	for w, m := range set {
		for ; m != 0; m &= m - 1 {
			h[i] = card.Card(w<<6 | bits.TrailingZeros64(m))
			i++
		}
	}
}

// openerOf finds the 11 that opens a classic round: red, then yellow, green,
// blue; None if nobody holds an 11.
func openerOf(hands [][]card.Card, opts Options) card.Card {
	for _, col := range opts.Colors() {
		eleven := card.New(col, 11)
		for _, h := range hands {
			if slices.Contains(h, eleven) {
				return eleven
			}
		}
	}
	return card.None
}

// starters is the set of values that may begin an empty row.
func (s *State) starters() uint32 { return Starters(s.opts.Variant, s.start) }

// Starters is the set of values (bit v for value v) that may begin an empty
// row in variant v, where start is the any-start variant's starting value
// (0 before the first card). Bots share it so the rule lives in one place.
func Starters(v Variant, start int) uint32 {
	switch v {
	case Classic:
		return 1 << 11
	case ThreeStarts:
		return 1<<10 | 1<<11 | 1<<12
	case AnyStart:
		if start < 1 || start > 20 {
			return 0x1ffffe // any value 1..20
		}
		return 1 << start
	}
	return 0
}

// Options returns the round's options.
func (s *State) Options() Options { return s.opts }

// Players is the number of seats.
func (s *State) Players() int { return s.players }

// Dealer is the seat that dealt.
func (s *State) Dealer() int { return s.dealer }

// Seed is the seed the deal was made from (0 for a round read from a record
// of another program, where only the deal matters).
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

// Winner is the seat that went out, or -1 (still running, or blocked).
func (s *State) Winner() int { return s.winner }

// Blocked reports whether the round ended because everybody passed.
func (s *State) Blocked() bool { return s.turn.Phase == Over && s.winner < 0 }

// Hand returns seat p's hand (shared: do not modify), nil for a seat that
// does not play.
func (s *State) Hand(p int) []card.Card {
	if p < 0 || p >= s.players {
		return nil
	}
	return s.hands[p]
}

// PileSize is the number of cards left to draw.
func (s *State) PileSize() int { return len(s.pile) }

// Table is the open rows.
func (s *State) Table() Table { return s.table }

// Start is the starting value of the any-start variant (0 before it is set).
func (s *State) Start() int { return s.start }

// Log is every action applied so far, draws with the drawn card. The slice
// is the caller's own.
func (s *State) Log() []Action {
	out := make([]Action, len(s.log))
	for i, e := range s.log {
		out[i] = e.action()
	}
	return out
}

// Actions is the number of actions applied so far: len(Log()) without the
// copy, for screens that check every frame whether anything happened.
func (s *State) Actions() int { return len(s.log) }

// logEntry is an Action packed in four bytes: seat, kind and card. The log
// is written on every action and copied with every record, so it is kept
// small; seats, kinds and cards of applied actions all fit a byte.
type logEntry uint32

func entryOf(a Action) logEntry {
	return logEntry(uint8(a.Seat))<<16 | logEntry(a.Kind)<<8 | logEntry(a.Card)
}

func (e logEntry) action() Action {
	return Action{Seat: int(e >> 16 & 0xff), Kind: Kind(e >> 8), Card: card.Card(e)}
}

// Fits reports whether c could be laid on the table now, by the laying rule
// alone (not whose turn it is).
func (s *State) Fits(c card.Card) bool { return fits(&s.table, s.starters(), c) }

// Scores are the round's penalty points per seat: the values left in each
// hand, the winner 0.
func (s *State) Scores() []int {
	out := make([]int, s.players)
	for p := range s.players {
		out[p] = card.Sum(s.hands[p])
	}
	return out
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
	// The log and the deals only ever grow at the end or never change, so
	// the copy shares them, capped: an append on either side then writes
	// where the other cannot see.
	c.setups = s.setups[:len(s.setups):len(s.setups)]
	c.log = s.log[:len(s.log):len(s.log)]
	return &c
}

// Equal reports whether two states are the same round at the same point.
func (s *State) Equal(o *State) bool {
	if s.opts != o.opts || s.players != o.players || s.dealer != o.dealer ||
		s.table != o.table || s.start != o.start || s.turn != o.turn || s.winner != o.winner ||
		!slices.Equal(s.pile, o.pile) || !slices.Equal(s.log, o.log) {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.hands[p], o.hands[p]) {
			return false
		}
	}
	return true
}

// Legal returns the actions seat may take now, in a fixed order.
func (s *State) Legal(seat int) []Action { return s.AppendLegal(nil, seat) }

// AppendLegal appends the legal actions of seat to dst, so a caller that keeps
// its buffer asks without allocating.
func (s *State) AppendLegal(dst []Action, seat int) []Action {
	if seat < 0 || seat >= s.players {
		return dst // no seat of this round: nothing is legal (and no index out of range)
	}
	return appendLegal(dst, seat, &s.held[seat], &s.fit, &s.turn, len(s.pile))
}

// handSet is a hand as one bit set of values per colour. The state keeps it
// beside the sorted hand, so that the cards of a hand that fit are a few
// AND operations instead of a walk over the hand.
type handSet [card.NumColors]uint32

// setOf is the bit set of a hand; jokers and malformed cards are left out
// (no row takes them).
func setOf(hand []card.Card) handSet {
	var h handSet
	for _, c := range hand {
		if !c.IsJoker() {
			h[c.Color()] |= 1 << c.Value()
		}
	}
	return h
}

// rank is the number of cards of the hand below c: where c is, or would
// go, in the sorted hand.
func (h *handSet) rank(c card.Card) int {
	col := int(c.Color())
	n := bits.OnesCount32(h[col] & (1<<c.Value() - 1))
	for k := range col {
		n += bits.OnesCount32(h[k])
	}
	return n
}

// has reports whether the hand holds c.
func (h *handSet) has(c card.Card) bool {
	return !c.IsJoker() && h[c.Color()]&(1<<c.Value()) != 0
}

// reindex rebuilds what the state derives from its hands and table: the
// hands' bit sets and the fitting values.
func (s *State) reindex() {
	for p := range s.held {
		s.held[p] = setOf(s.hands[p])
	}
	s.fit = fitMasks(&s.table, s.starters())
}

// appendLegal lists the actions of seat; lays come in hand order, which is
// card order, which is the order of colours and then of bits.
func appendLegal(dst []Action, seat int, held *handSet, fit *[card.NumColors]uint32, turn *Turn, pile int) []Action {
	if turn.Phase == Over || seat != turn.ToMove {
		return dst
	}
	if turn.MustLay != card.None {
		return append(dst, Action{Seat: seat, Kind: Lay, Card: turn.MustLay})
	}
	if turn.Phase == Opening && turn.Opener != card.None {
		return append(dst, Action{Seat: seat, Kind: Lay, Card: turn.Opener})
	}
	n := len(dst)
	if turn.Draws == 0 {
		for col, m := range fit {
			for m &= held[col]; m != 0; m &= m - 1 {
				dst = append(dst, Action{Seat: seat, Kind: Lay, Card: card.New(card.Color(col), bits.TrailingZeros32(m))})
			}
		}
	}
	switch {
	case turn.Laid > 0:
		dst = append(dst, Action{Seat: seat, Kind: End})
	case len(dst) > n:
	case pile > 0:
		dst = append(dst, Action{Seat: seat, Kind: Draw})
	default:
		dst = append(dst, Action{Seat: seat, Kind: Pass})
	}
	return dst
}

// firstFit is the first card of the hand that fits, or None.
func firstFit(held *handSet, fit *[card.NumColors]uint32) card.Card {
	for col, m := range fit {
		if m &= held[col]; m != 0 {
			return card.New(card.Color(col), bits.TrailingZeros32(m))
		}
	}
	return card.None
}

// Apply carries out an action, or refuses it with an *Error and changes
// nothing.
func (s *State) Apply(a Action) error {
	if s.turn.Phase == Over {
		return &Error{Why: WhyOver, Seat: a.Seat}
	}
	if a.Seat != s.turn.ToMove {
		return &Error{Why: WhyNotYourTurn, Seat: a.Seat, Other: s.turn.ToMove}
	}
	hand := s.hands[a.Seat]
	switch a.Kind {
	case Lay:
		if a.Card == card.None || !s.held[a.Seat].has(a.Card) {
			return &Error{Why: WhyNotInHand, Seat: a.Seat, Card: a.Card}
		}
		if s.turn.MustLay != card.None && a.Card != s.turn.MustLay {
			return &Error{Why: WhyMustLayDrawn, Seat: a.Seat, Card: s.turn.MustLay}
		}
		if s.turn.Phase == Opening && s.turn.Opener != card.None && a.Card != s.turn.Opener {
			return &Error{Why: WhyOpening, Seat: a.Seat, Card: s.turn.Opener}
		}
		if s.turn.Draws > 0 && s.turn.MustLay == card.None {
			return &Error{Why: WhyMustDraw, Seat: a.Seat}
		}
		if err := s.why(a.Card); err != nil {
			err.Seat = a.Seat
			return err
		}
		i := s.held[a.Seat].rank(a.Card) // its place in the sorted hand
		copy(hand[i:], hand[i+1:])
		s.hands[a.Seat] = hand[:len(hand)-1]
		s.held[a.Seat][a.Card.Color()] &^= 1 << a.Card.Value()
		s.table[a.Card.Color()] |= 1 << a.Card.Value()
		if s.opts.Variant == AnyStart && s.start == 0 {
			s.start = a.Card.Value()
		}
		s.fit = fitMasks(&s.table, s.starters())
		s.turn.Laid++
		s.turn.Passes = 0
		s.log = append(s.log, entryOf(a))
		if len(s.hands[a.Seat]) == 0 {
			s.winner = a.Seat
			s.turn.Phase = Over
			return nil
		}
		if s.turn.Phase == Opening || s.turn.MustLay != card.None {
			s.turn.Phase = Playing
			s.turn.Opener = card.None
			s.next()
		}
		return nil
	case Draw:
		if s.turn.Laid > 0 {
			return &Error{Why: WhyDrawDone, Seat: a.Seat}
		}
		if s.turn.MustLay != card.None {
			return &Error{Why: WhyMustLayDrawn, Seat: a.Seat, Card: s.turn.MustLay}
		}
		if s.turn.Phase == Opening && s.turn.Opener != card.None {
			return &Error{Why: WhyOpening, Seat: a.Seat, Card: s.turn.Opener}
		}
		if s.turn.Draws == 0 {
			if c := firstFit(&s.held[a.Seat], &s.fit); c != card.None {
				return &Error{Why: WhyCanLay, Seat: a.Seat, Card: c}
			}
		}
		if len(s.pile) == 0 {
			return &Error{Why: WhyPileEmpty, Seat: a.Seat}
		}
		top := s.pile[len(s.pile)-1]
		if a.Card != card.None && a.Card != top {
			return &Error{Why: WhyDrawCard, Seat: a.Seat, Card: a.Card}
		}
		s.pile = s.pile[:len(s.pile)-1]
		s.hands[a.Seat] = card.InsertAt(hand, s.held[a.Seat].rank(top), top)
		s.held[a.Seat][top.Color()] |= 1 << top.Value()
		s.turn.Draws++
		s.turn.Passes = 0
		a.Card = top
		s.log = append(s.log, entryOf(a))
		if fitsMask(&s.fit, top) {
			s.turn.MustLay = top
		} else if s.turn.Draws >= 3 || len(s.pile) == 0 {
			s.next()
		}
		return nil
	case End:
		if s.turn.Laid == 0 {
			if s.turn.MustLay != card.None {
				return &Error{Why: WhyMustLayDrawn, Seat: a.Seat, Card: s.turn.MustLay}
			}
			return &Error{Why: WhyEndNothing, Seat: a.Seat}
		}
		a.Card = card.None
		s.log = append(s.log, entryOf(a))
		s.next()
		return nil
	case Pass:
		if s.turn.MustLay != card.None {
			return &Error{Why: WhyMustLayDrawn, Seat: a.Seat, Card: s.turn.MustLay}
		}
		if s.turn.Laid > 0 {
			return &Error{Why: WhyCannotPass, Seat: a.Seat}
		}
		if s.turn.Phase == Opening && s.turn.Opener != card.None {
			return &Error{Why: WhyOpening, Seat: a.Seat, Card: s.turn.Opener}
		}
		if c := firstFit(&s.held[a.Seat], &s.fit); c != card.None {
			return &Error{Why: WhyCannotPass, Seat: a.Seat, Card: c}
		}
		if len(s.pile) > 0 {
			return &Error{Why: WhyCannotPass, Seat: a.Seat}
		}
		a.Card = card.None
		s.log = append(s.log, entryOf(a))
		s.turn.Passes++
		if s.turn.Passes >= s.players {
			s.turn.Phase = Over
			return nil
		}
		s.next()
		return nil
	}
	return &Error{Why: WhyBadAction, Seat: a.Seat, Text: "unknown action"}
}

// why explains why c cannot be laid now, or returns nil if it fits.
func (s *State) why(c card.Card) *Error {
	starters := s.starters()
	if fits(&s.table, starters, c) {
		return nil
	}
	if s.table.Has(c) {
		return &Error{Why: WhyLaid, Card: c}
	}
	col := c.Color()
	if s.table.Empty(col) {
		e := &Error{Why: WhyNoRow, Card: c, Text: starterText(col, starters)}
		if starters&(starters-1) == 0 {
			for v := 1; v <= 20; v++ {
				if starters == 1<<v {
					e.Start = v
				}
			}
		}
		return e
	}
	lo, hi := s.table.Bounds(col)
	return &Error{Why: WhyGap, Card: c, Lo: lo, Hi: hi}
}

func (s *State) next() {
	s.turn.ToMove = (s.turn.ToMove + 1) % s.players
	s.turn.Laid = 0
	s.turn.Draws = 0
	s.turn.MustLay = card.None
	s.turn.Number++
}
