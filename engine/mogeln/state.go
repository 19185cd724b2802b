package mogeln

import (
	"errors"
	"fmt"
	"slices"

	"elferraus/engine/card"
)

// ID is the game id.
const ID = "mogeln"

// Seat limits, the highest claim and the bound of a game.
const (
	MinPlayers = 3
	MaxPlayers = 6
	// TopClaim is the highest claim of any game: the printed count to
	// "twenty", kept with the option zwanzig. Without it a stack's count
	// ends at the highest value in play (Top).
	TopClaim = 20
	// MaxActions bounds a game. Calls put stacks back into the hands, so
	// the printed rules allow a game without end; after this many actions
	// the game ends with reason "bound" and the players still in are
	// placed by fewest cards in hand.
	MaxActions = 1000
)

// Options are the switches of RULES.md.
type Options struct {
	// Heimlich lets a player lay two cards as one and the next one call
	// "mehrere".
	Heimlich bool
	// Farbe makes a claim true only in the colour fixed for the game.
	Farbe bool
	// Zwanzig keeps the printed count to "twenty" whatever was removed;
	// without it the count ends at the highest value in play.
	Zwanzig bool
}

// Map writes the options as a record header holds them.
func (o Options) Map() map[string]any {
	return map[string]any{"heimlich": o.Heimlich, "farbe": o.Farbe, "zwanzig": o.Zwanzig}
}

// ParseOptions reads options as a header holds them; unknown options and
// values that are not true or false are refused.
func ParseOptions(m map[string]any) (Options, error) {
	var o Options
	for k, v := range m {
		b, ok := v.(bool)
		if !ok {
			return o, fmt.Errorf("option %s is true or false, not %v", k, v)
		}
		switch k {
		case "heimlich":
			o.Heimlich = b
		case "farbe":
			o.Farbe = b
		case "zwanzig":
			o.Zwanzig = b
		default:
			return o, fmt.Errorf("mogeln has no option %q (it has heimlich, farbe, zwanzig)", k)
		}
	}
	return o, nil
}

// MaxValue is the highest value in play for a number of players: the other
// cards are removed before the deal.
func MaxValue(players int) int {
	switch {
	case players <= 3:
		return 9
	case players == 4:
		return 10
	}
	return 15
}

// Top is the last claim of a stack: the highest value in play, or
// "twenty" with zwanzig. A stack whose last claim was laid and not called
// is set aside by the next lay.
func (o Options) Top(players int) int {
	if o.Zwanzig {
		return TopClaim
	}
	return MaxValue(players)
}

// Kind is the kind of an action.
type Kind uint8

// The actions of Mogeln.
const (
	Lay     Kind = iota + 1 // lay Card (and Also, with heimlich) face down with the next claim
	Call                    // "gemogelt": the last lay does not match its claim
	Several                 // "mehrere" (heimlich): the last lay was more than one card
	Pass                    // the last holder lets the going-out card stand
)

var kindNames = [...]string{Lay: "lay", Call: "call", Several: "several", Pass: "pass"}

func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", int(k))
}

// Action is one action of a seat. Also is the second card of a double lay
// (heimlich), card.None otherwise.
type Action struct {
	Seat int
	Kind Kind
	Card card.Card
	Also card.Card
}

func (a Action) String() string {
	switch a.Kind {
	case Lay:
		if a.Also != card.None {
			return fmt.Sprintf("seat %d lays %v+%v", a.Seat, a.Card, a.Also)
		}
		return fmt.Sprintf("seat %d lays %v", a.Seat, a.Card)
	}
	return fmt.Sprintf("seat %d %v", a.Seat, a.Kind)
}

// LayOf, CallOf, SeveralOf and PassOf build actions.
func LayOf(seat int, c card.Card) Action     { return Action{Seat: seat, Kind: Lay, Card: c} }
func LayTwo(seat int, c, d card.Card) Action { return Action{Seat: seat, Kind: Lay, Card: c, Also: d} }
func CallOf(seat int) Action                 { return Action{Seat: seat, Kind: Call} }
func SeveralOf(seat int) Action              { return Action{Seat: seat, Kind: Several} }
func PassOf(seat int) Action                 { return Action{Seat: seat, Kind: Pass} }

// lay is one lay in the middle stack.
type lay struct {
	seat  int
	cards [2]card.Card // the second is card.None for a single card
	claim int
}

// laid is the lay's cards.
func (l *lay) laid() []card.Card {
	if l.cards[1] == card.None {
		return l.cards[:1]
	}
	return l.cards[:]
}

// Verdict is what the last call turned up, for every seat to see.
type Verdict struct {
	Caller int
	Kind   Kind // Call or Several
	Layer  int  // who laid the card called on
	Claim  int  // what that lay said
	// Turned are the cards of the lay called on, turned for everybody to
	// see before the stack went to the taker (the second is card.None for
	// a single card).
	Turned [2]card.Card
	Taker  int // who took the stack
	Cards  int // how many cards the stack held
}

// Reason says why a game ended.
const (
	ReasonOut   = "out"   // all but one player went out
	ReasonBound = "bound" // MaxActions actions were played
)

// State is the whole table of one game.
type State struct {
	opts    Options
	players int
	dealer  int
	seed    uint64
	colour  card.Color
	max     int
	top     int // the last claim of a stack (Options.Top)
	setup   Setup

	hands [][]card.Card
	stack []lay
	aside []card.Card
	// asideLays counts the lays set aside: everybody saw them go, even
	// when a lay may have hidden a second card.
	asideLays int
	claim     int // the next claim; top+1 once the last claim lies
	turn      int
	pending   int   // the seat that laid its last card and waits for the next player's chance, or -1
	places    []int // 0 while in the game
	placed    int
	verdict   *Verdict
	reason    string
	log       []logged
	// olderHeader: the record replayed had a header without zwanzig (the
	// format before the count ended at the highest value in play), which
	// the state writes anew with it.
	olderHeader bool
}

// logged is an action with the claim said with it (0 for a call).
type logged struct {
	a     Action
	claim int
}

// New deals a game: the deck for the number of players, shuffled with the
// seed, dealt one card at a time from the dealer's left; with farbe the
// colour is drawn from the same generator after the shuffle.
func New(opts Options, players, dealer int, seed uint64) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("mogeln is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return nil, fmt.Errorf("the dealer must be a seat from 0 to %d, not %d", players-1, dealer)
	}
	rng := card.NewRng(seed)
	deck := card.Deck(MaxValue(players), card.Colors[:]...)
	rng.Shuffle(deck)
	su := Setup{Hands: make([][]card.Card, players)}
	for i, c := range deck {
		p := (dealer + 1 + i) % players
		su.Hands[p] = append(su.Hands[p], c)
	}
	if opts.Farbe {
		su.Colour = string(card.Colors[rng.IntN(card.NumColors)].Letter())
	}
	return FromSetup(opts, dealer, su, seed)
}

// FromSetup starts a game from a deal as a record writes it. The hands must
// hold exactly the deck for their number, each at least one card; with
// farbe the setup names the colour.
func FromSetup(opts Options, dealer int, su Setup, seed uint64) (*State, error) {
	players := len(su.Hands)
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("mogeln is for %d to %d players, not %d", MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return nil, fmt.Errorf("the dealer must be a seat from 0 to %d, not %d", players-1, dealer)
	}
	s := &State{opts: opts, players: players, dealer: dealer, seed: seed, max: MaxValue(players),
		top: opts.Top(players), claim: 1, pending: -1, places: make([]int, players), hands: make([][]card.Card, players),
		log: make([]logged, 0, 128)}
	switch {
	case opts.Farbe && su.Colour == "":
		return nil, errors.New("with the option farbe the setup names the colour")
	case !opts.Farbe && su.Colour != "":
		return nil, errors.New("a colour is fixed only with the option farbe")
	case opts.Farbe:
		c, err := card.ParseColor(su.Colour)
		if err != nil || len(su.Colour) != 1 {
			return nil, fmt.Errorf("colour %q is not R, Y, G or B", su.Colour)
		}
		s.colour = c
	}
	seen := make([]bool, card.Limit)
	n := 0
	for p, h := range su.Hands {
		if len(h) == 0 {
			return nil, fmt.Errorf("seat %d is dealt no cards", p)
		}
		for _, c := range h {
			if !c.Valid() || c.IsJoker() || c.Value() > s.max {
				return nil, fmt.Errorf("%v is not in play with %d players (values 1 to %d)", c, players, s.max)
			}
			if seen[c.Index()] {
				return nil, fmt.Errorf("%v is dealt twice", c)
			}
			seen[c.Index()] = true
			n++
		}
		s.hands[p] = sortHand(slices.Clone(h))
	}
	if n != card.NumColors*s.max {
		return nil, fmt.Errorf("the deal has %d cards, with %d players it has %d", n, players, card.NumColors*s.max)
	}
	s.setup = su.clone()
	s.turn = (dealer + 1) % players
	return s, nil
}

// sortHand orders a hand by value, then colour, so a seat's hand reads the
// same however its cards came in.
func sortHand(h []card.Card) []card.Card {
	card.Sort(h, func(a, b card.Card) int {
		if a.Value() != b.Value() {
			return a.Value() - b.Value()
		}
		return int(a.Color()) - int(b.Color())
	})
	return h
}

// Players is the number of seats.
func (s *State) Players() int { return s.players }

// Dealer is the dealer's seat.
func (s *State) Dealer() int { return s.dealer }

// Options are the game's options.
func (s *State) Options() Options { return s.opts }

// Colour is the colour fixed with farbe (meaningless without it).
func (s *State) Colour() card.Color { return s.colour }

// Top is the last claim of a stack.
func (s *State) Top() int { return s.top }

// Hand is seat p's hand (the state's own slice: do not change it).
func (s *State) Hand(p int) []card.Card { return s.hands[p] }

// Middle lists the cards of the middle stack, bottom first.
func (s *State) Middle() []card.Card {
	var out []card.Card
	for i := range s.stack {
		out = append(out, s.stack[i].laid()...)
	}
	return out
}

// Aside lists the cards set aside out of play.
func (s *State) Aside() []card.Card { return s.aside }

// Turn is the seat to act (meaningless once the game is over).
func (s *State) Turn() int { return s.turn }

// Actions counts the actions so far.
func (s *State) Actions() int { return len(s.log) }

// IsOver reports whether the game has ended.
func (s *State) IsOver() bool { return s.reason != "" }

// Places is each seat's place (1 the winner); 0 while a seat is still in.
func (s *State) Places() []int { return slices.Clone(s.places) }

// Scores are the places: the round's score is the place, lower is better.
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

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	c.setup = s.setup.clone()
	c.hands = make([][]card.Card, len(s.hands))
	for p, h := range s.hands {
		c.hands[p] = slices.Clone(h)
	}
	c.stack = slices.Clone(s.stack)
	c.aside = slices.Clone(s.aside)
	c.places = slices.Clone(s.places)
	// Logged actions never change, so the copy shares them; its capacity
	// ends at its length, so whichever appends first copies.
	c.log = s.log[:len(s.log):len(s.log)]
	if s.verdict != nil {
		v := *s.verdict
		c.verdict = &v
	}
	return &c
}

// Equal compares two states, the record so far included.
func (s *State) Equal(o *State) bool {
	if s.opts != o.opts || s.players != o.players || s.dealer != o.dealer || s.seed != o.seed ||
		s.colour != o.colour || s.claim != o.claim || s.turn != o.turn || s.pending != o.pending ||
		s.placed != o.placed || s.reason != o.reason || s.asideLays != o.asideLays || !slices.Equal(s.places, o.places) ||
		!slices.Equal(s.aside, o.aside) || !sameLog(s.log, o.log) || !slices.Equal(s.stack, o.stack) ||
		(s.verdict == nil) != (o.verdict == nil) || (s.verdict != nil && *s.verdict != *o.verdict) ||
		!s.setup.equal(o.setup) {
		return false
	}
	for p := range s.hands {
		if !slices.Equal(s.hands[p], o.hands[p]) {
			return false
		}
	}
	return true
}

// matches reports whether c is what claim says (value, and with farbe the
// colour).
func (s *State) matches(c card.Card, claim int) bool {
	return c.Value() == claim && (!s.opts.Farbe || c.Color() == s.colour)
}

// mustDecide reports whether the seat on turn is the last holder facing a
// player who went out: it may only call or pass.
func (s *State) mustDecide() bool {
	if s.pending < 0 {
		return false
	}
	for p := range s.players {
		if p != s.turn && p != s.pending && s.places[p] == 0 {
			return false
		}
	}
	return true
}

// Legal lists seat's legal actions: calls, pass, then single lays in hand
// order, then double lays (heimlich).
func (s *State) Legal(seat int) []Action { return s.AppendLegal(nil, seat) }

// AppendLegal appends seat's legal actions to out, in Legal's order.
func (s *State) AppendLegal(out []Action, seat int) []Action {
	if s.IsOver() || seat != s.turn {
		return out
	}
	if len(s.stack) > 0 {
		out = append(out, CallOf(seat))
		if s.opts.Heimlich {
			out = append(out, SeveralOf(seat))
		}
	}
	if s.mustDecide() {
		return append(out, PassOf(seat))
	}
	h := s.hands[seat]
	for _, c := range h {
		out = append(out, LayOf(seat, c))
	}
	if s.opts.Heimlich {
		for i, c := range h {
			for _, d := range h[i+1:] {
				out = append(out, LayTwo(seat, c, d))
			}
		}
	}
	return out
}

// Check reports why a would be refused, nil if it is legal.
func (s *State) Check(a Action) error {
	if s.IsOver() {
		return &Error{Why: WhyOver, Seat: a.Seat}
	}
	if a.Seat < 0 || a.Seat >= s.players {
		return &Error{Why: WhyNotSeat, Seat: a.Seat}
	}
	if a.Kind < Lay || a.Kind > Pass {
		return &Error{Why: WhyBadAction, Seat: a.Seat}
	}
	if a.Seat != s.turn {
		return &Error{Why: WhyNotYourTurn, Seat: a.Seat, Other: s.turn}
	}
	if a.Kind != Lay && (a.Card != card.None || a.Also != card.None) {
		return &Error{Why: WhyBadAction, Seat: a.Seat}
	}
	switch a.Kind {
	case Lay:
		if s.mustDecide() {
			return &Error{Why: WhyMustDecide, Seat: a.Seat, Other: s.pending}
		}
		if a.Card == card.None {
			return &Error{Why: WhyNoCard, Seat: a.Seat}
		}
		if !slices.Contains(s.hands[a.Seat], a.Card) {
			return &Error{Why: WhyNotHeld, Seat: a.Seat, Card: a.Card}
		}
		if a.Also != card.None {
			if !s.opts.Heimlich {
				return &Error{Why: WhyNoHeimlich, Seat: a.Seat}
			}
			if a.Also == a.Card {
				return &Error{Why: WhySameCard, Seat: a.Seat, Card: a.Card}
			}
			if !slices.Contains(s.hands[a.Seat], a.Also) {
				return &Error{Why: WhyNotHeld, Seat: a.Seat, Card: a.Also}
			}
			if slices.Index(s.hands[a.Seat], a.Card) > slices.Index(s.hands[a.Seat], a.Also) {
				// One lay, one spelling: the record stays canonical.
				return &Error{Why: WhyOrder, Seat: a.Seat, Card: a.Card}
			}
		}
	case Call, Several:
		if a.Kind == Several && !s.opts.Heimlich {
			return &Error{Why: WhyNoHeimlich, Seat: a.Seat}
		}
		if len(s.stack) == 0 {
			return &Error{Why: WhyNothingToCall, Seat: a.Seat}
		}
	case Pass:
		if !s.mustDecide() {
			return &Error{Why: WhyNoPass, Seat: a.Seat}
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
	s.log = append(s.log, logged{a: a})
	if a.Kind == Lay {
		s.log[len(s.log)-1].claim = s.NextClaim()
	}
	switch a.Kind {
	case Lay:
		s.lay(a)
	case Call, Several:
		s.call(a)
	case Pass:
		s.place(s.pending)
		s.pending = -1
	}
	s.finish()
	return nil
}

func (s *State) lay(a Action) {
	if s.pending >= 0 {
		// The next player lets the going-out card stand.
		s.place(s.pending)
		s.pending = -1
	}
	if s.claim > s.top {
		for i := range s.stack {
			s.aside = append(s.aside, s.stack[i].laid()...)
		}
		s.asideLays += len(s.stack)
		s.stack = s.stack[:0]
		s.claim = 1
	}
	l := lay{seat: a.Seat, cards: [2]card.Card{a.Card, a.Also}, claim: s.claim}
	h := s.hands[a.Seat]
	for _, c := range l.laid() {
		i := slices.Index(h, c)
		h = slices.Delete(h, i, i+1)
	}
	s.hands[a.Seat] = h
	s.stack = append(s.stack, l)
	s.claim++
	if len(h) == 0 {
		s.pending = a.Seat
	}
	s.turn = s.next(a.Seat)
}

func (s *State) call(a Action) {
	last := s.stack[len(s.stack)-1]
	right := false // the caller is right
	if a.Kind == Several {
		right = last.cards[1] != card.None
	} else {
		for _, c := range last.laid() {
			if !s.matches(c, last.claim) {
				right = true
			}
		}
	}
	taker := a.Seat
	if right {
		taker = last.seat
	}
	n := len(s.hands[taker])
	for i := range s.stack {
		s.hands[taker] = append(s.hands[taker], s.stack[i].laid()...)
	}
	n = len(s.hands[taker]) - n
	sortHand(s.hands[taker])
	s.stack = s.stack[:0]
	s.claim = 1
	s.verdict = &Verdict{Caller: a.Seat, Kind: a.Kind, Layer: last.seat, Claim: last.claim, Turned: last.cards, Taker: taker, Cards: n}
	if s.pending >= 0 {
		if taker != s.pending {
			s.place(s.pending)
		}
		s.pending = -1
	}
	s.turn = a.Seat
}

// next is the first seat after p that holds cards.
func (s *State) next(p int) int {
	for i := 1; i <= s.players; i++ {
		q := (p + i) % s.players
		if len(s.hands[q]) > 0 {
			return q
		}
	}
	return p
}

func (s *State) place(p int) {
	s.placed++
	s.places[p] = s.placed
}

// finish ends the game when one player is left in, or at the bound.
func (s *State) finish() {
	in := 0
	last := -1
	for p, pl := range s.places {
		if pl == 0 {
			in++
			last = p
		}
	}
	if in <= 1 {
		if last >= 0 {
			s.place(last)
		}
		s.reason = ReasonOut
		return
	}
	if len(s.log) < MaxActions {
		return
	}
	// The bound: the players still in are placed by fewest cards in hand
	// (one who went out and waits for the call has none); equal counts
	// share a place.
	var rest []int
	for p, pl := range s.places {
		if pl == 0 {
			rest = append(rest, p)
		}
	}
	// An insertion sort, stable as the rule needs: six seats at most.
	for i := 1; i < len(rest); i++ {
		for j := i; j > 0 && len(s.hands[rest[j]]) < len(s.hands[rest[j-1]]); j-- {
			rest[j], rest[j-1] = rest[j-1], rest[j]
		}
	}
	base := s.placed
	for i, p := range rest {
		if i > 0 && len(s.hands[p]) == len(s.hands[rest[i-1]]) {
			s.places[p] = s.places[rest[i-1]]
		} else {
			s.places[p] = base + i + 1
		}
	}
	s.placed = s.players
	s.pending = -1
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
