package snap

import (
	"fmt"
	"slices"
	"strconv"

	"elferraus/engine/card"
)

// Game ids, as RULES.md names them.
const (
	ID    = "schnippschnapp"
	IDLos = "schnippschnapp-los"
)

// Seat limits and the deck.
const (
	MinPlayers = 2
	MaxPlayers = 6
	Values     = 20 // the values 1..20, one quartet each
	DeckSize   = 80
)

// Tick is the engine's clock: one sixtieth of a second, the frame of the
// screen. Real time enters the engine only as tick numbers stamped on
// actions, so a game is reproducible without a clock.
type Tick int64

// TicksPerSecond is the length of a second in ticks.
const TicksPerSecond = 60

// Millis is t in milliseconds, for screens that show reaction times.
func (t Tick) Millis() int64 { return int64(t) * 1000 / TicksPerSecond }

// FromMillis is the tick count nearest to ms milliseconds.
func FromMillis(ms float64) Tick {
	return Tick(ms*TicksPerSecond/1000 + 0.5)
}

// MaxActions bounds a game: after this many actions (reveals, calls, the
// countdowns of 3-2-1-los) it ends with reason "bound". With random play
// many games circle for ever, so the bound is part of the rules; at a reveal
// a second it is well over an hour of play.
const MaxActions = 6000

// Options are the choices made before a game.
type Options struct {
	// Los is the variant "3-2-1-los": everybody reveals together and the
	// most conquered cards win.
	Los bool
	// TimeLimit ends the game at this tick (0: no limit).
	TimeLimit Tick
}

// ID is the game id of these options.
func (o Options) ID() string {
	if o.Los {
		return IDLos
	}
	return ID
}

// Reason says why a game ended.
type Reason uint8

// The ways a game ends.
const (
	Running  Reason = iota
	Quartets        // all twenty quartets are set aside
	Players         // fewer than two players hold cards
	TimeOut         // the time limit was reached
	Bound           // MaxActions actions were played
)

var reasonNames = [...]string{Running: "", Quartets: "quartets", Players: "players", TimeOut: "time", Bound: "bound"}

// String is the record's name of the reason.
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "?"
}

// State is one game of Schnipp Schnapp with everything hidden from the
// players (the order of the face-down stacks). It is a plain value with its
// own seeded generator, so a seed and a list of actions give the same game
// everywhere.
type State struct {
	opts    Options
	players int
	dealer  int
	seed    uint64
	rng     card.Rng // shuffles a face-up pile turned over into the stack
	// seeded lists the record lines a replay turned a stack over on
	// without the line naming the new order: the engine shuffled from
	// the seed (records written before stacks were named).
	seeded []int
	// uncarded lists the record lines of a revealall without the cards it
	// turned (records written before the field), which the state's record
	// writes with them.
	uncarded []int

	stacks [MaxPlayers][]card.Card // face down, top first: a card goes under by append
	piles  [MaxPlayers][]card.Card // face up, bottom first: the top is the last
	shown  [MaxPlayers]Tick        // the tick each pile's top appeared
	centre []card.Card             // bottom first
	cshown Tick                    // the tick the centre's top appeared

	aside     [Values + 1]int8 // for each value, 1+the seat that set its quartet aside, or 0
	quartets  [MaxPlayers]int
	conquered [MaxPlayers]int

	turn    int  // the seat to reveal (schnippschnapp), -1 in 3-2-1-los
	last    Tick // the tick of the latest action, -1 before the first
	called  Tick // the tick of the latest resolved calls, -1 before the first
	reveals int
	reason  Reason
	setup   Setup
	log     []Action
	scratch []card.Card
}

// Setup is the game as it lay before the first action: each seat's
// face-down stack (top first) and the values of the quartets each seat set
// aside from his hand.
type Setup struct {
	Hands    [][]card.Card `json:"hands"`
	Quartets [][]int       `json:"quartets"`
}

func (su Setup) clone() Setup {
	c := Setup{Hands: make([][]card.Card, len(su.Hands)), Quartets: make([][]int, len(su.Quartets))}
	for i, h := range su.Hands {
		c.Hands[i] = slices.Clone(h)
	}
	for i, q := range su.Quartets {
		c.Quartets[i] = slices.Clone(q)
	}
	return c
}

// DealSize is the number of cards seat p is dealt: 80 as evenly as possible,
// the seats after the dealer getting the extra ones.
func DealSize(players, dealer, p int) int {
	n := DeckSize / players
	if (p-dealer-1+players)%players < DeckSize%players {
		n++
	}
	return n
}

// New deals a game. dealer is the seat that deals; the seed fixes the deal
// and every later shuffle of a pile turned over.
func New(opts Options, players, dealer int, seed uint64) (*State, error) {
	if err := check(opts, players, dealer); err != nil {
		return nil, err
	}
	deal := card.NewRng(seed)
	deck := card.Deck(Values, card.Colors[:]...)
	deal.Shuffle(deck)
	su := Setup{Hands: make([][]card.Card, players), Quartets: make([][]int, players)}
	for i, c := range deck {
		p := (dealer + 1 + i) % players
		su.Hands[p] = append(su.Hands[p], c)
	}
	for p := range players {
		su.Hands[p], su.Quartets[p] = extract(su.Hands[p], nil)
	}
	return FromSetup(opts, dealer, su, seed)
}

func check(opts Options, players, dealer int) error {
	if players < MinPlayers || players > MaxPlayers {
		return &Error{Why: WhyBadAction, Text: fmt.Sprintf("Schnipp Schnapp is played by %d to %d players, not %d", MinPlayers, MaxPlayers, players)}
	}
	if dealer < 0 || dealer >= players {
		return &Error{Why: WhyBadAction, Text: "the dealer must be one of the seats"}
	}
	if opts.TimeLimit < 0 {
		return &Error{Why: WhyBadAction, Text: "the time limit cannot be negative"}
	}
	return nil
}

// extract sets aside every quartet among cards: it returns the other cards
// in their order and appends the quartets' values, in ascending order, to
// vals.
func extract(cards []card.Card, vals []int) ([]card.Card, []int) {
	var count [Values + 1]int
	for _, c := range cards {
		if v := c.Value(); v >= 1 && v <= Values {
			count[v]++
		}
	}
	found := false
	for v := 1; v <= Values; v++ {
		if count[v] == card.NumColors {
			vals = append(vals, v)
			found = true
		}
	}
	if !found {
		return cards, vals
	}
	rest := cards[:0:0]
	for _, c := range cards {
		if count[c.Value()] != card.NumColors {
			rest = append(rest, c)
		}
	}
	if vals == nil {
		vals = []int{}
	}
	return rest, vals
}

// FromSetup starts a game from a deal as a record writes it. seed seeds the
// shuffles of piles turned over later. The deal is checked card by card: all
// 80 cards once each, deal sizes as evenly as possible, and no quartet left
// in a stack.
func FromSetup(opts Options, dealer int, su Setup, seed uint64) (*State, error) {
	players := len(su.Hands)
	if err := check(opts, players, dealer); err != nil {
		return nil, err
	}
	if len(su.Quartets) != players {
		return nil, fmt.Errorf("the deal lists quartets for %d seats, not %d", len(su.Quartets), players)
	}
	s := &State{opts: opts, players: players, dealer: dealer, seed: seed, rng: card.NewRng(card.Mix(seed, 1)),
		last: -1, called: -1, setup: su.clone()}
	var where [card.Limit]int8
	for p := range players {
		h := su.Hands[p]
		for _, c := range h {
			if !c.Valid() || c.IsJoker() || c.Value() > Values {
				return nil, fmt.Errorf("stack of seat %d: %s is not a card of this game", p, c)
			}
			if where[c.Index()] != 0 {
				return nil, fmt.Errorf("%s appears twice", c)
			}
			where[c.Index()] = int8(p + 1)
		}
		if _, q := extract(h, nil); len(q) > 0 {
			return nil, fmt.Errorf("the stack of seat %d still holds the quartet of %ds, which is set aside at the deal", p, q[0])
		}
		n := len(h)
		for _, v := range su.Quartets[p] {
			if v < 1 || v > Values {
				return nil, fmt.Errorf("seat %d: %d is not a value of a quartet", p, v)
			}
			if s.aside[v] != 0 {
				return nil, fmt.Errorf("the quartet of %ds is set aside twice", v)
			}
			for _, col := range card.Colors {
				c := card.New(col, v)
				if where[c.Index()] != 0 {
					return nil, fmt.Errorf("%s appears twice", c)
				}
				where[c.Index()] = int8(p + 1)
			}
			s.aside[v] = int8(p + 1)
			s.quartets[p]++
			n += card.NumColors
		}
		if want := DealSize(players, dealer, p); n != want {
			return nil, fmt.Errorf("seat %d was dealt %d cards; with %d players and dealer %d he gets %d", p, n, players, dealer, want)
		}
		s.stacks[p] = slices.Clip(slices.Clone(h))
	}
	for _, c := range card.Deck(Values, card.Colors[:]...) {
		if where[c.Index()] == 0 {
			return nil, fmt.Errorf("%s is missing from the deal", c)
		}
	}
	s.turn = -1
	if !opts.Los {
		s.turn = s.nextHolder(dealer)
	}
	s.log = make([]Action, 0, 256)
	s.finish()
	return s, nil
}

// Options returns the game's options.
func (s *State) Options() Options { return s.opts }

// Players is the number of seats.
func (s *State) Players() int { return s.players }

// Dealer is the seat that dealt.
func (s *State) Dealer() int { return s.dealer }

// Seed is the seed of the deal and of later shuffles.
func (s *State) Seed() uint64 { return s.seed }

// Setup is the deal the game started from (shared: do not modify).
func (s *State) Setup() Setup { return s.setup }

// IsOver reports whether the game has ended.
func (s *State) IsOver() bool { return s.reason != Running }

// Reason says why the game ended (Running while it goes on).
func (s *State) Reason() Reason { return s.reason }

// Turn is the seat whose card is turned next in schnippschnapp; -1 in
// 3-2-1-los and when the game is over.
func (s *State) Turn() int {
	if s.reason != Running {
		return -1
	}
	return s.turn
}

// Last is the tick of the latest action, -1 before the first.
func (s *State) Last() Tick { return s.last }

// Reveals counts the cards turned so far.
func (s *State) Reveals() int { return s.reveals }

// Stack is seat p's face-down stack, top first (shared: do not modify).
func (s *State) Stack(p int) []card.Card {
	if p < 0 || p >= s.players {
		return nil
	}
	return s.stacks[p]
}

// Pile is seat p's face-up pile, bottom first (shared: do not modify).
func (s *State) Pile(p int) []card.Card {
	if p < 0 || p >= s.players {
		return nil
	}
	return s.piles[p]
}

// Centre is the centre pile, bottom first (shared: do not modify).
func (s *State) Centre() []card.Card { return s.centre }

// Aside is the seat that set the quartet of value v aside, or -1.
func (s *State) Aside(v int) int {
	if v < 1 || v > Values {
		return -1
	}
	return int(s.aside[v]) - 1
}

// Holds reports whether seat p holds cards (stack or face-up pile): a seat
// that does not is out of play until a Schnipp brings him back.
func (s *State) Holds(p int) bool {
	return p >= 0 && p < s.players && len(s.stacks[p])+len(s.piles[p]) > 0
}

// Quartets is the number of quartets each seat has set aside.
func (s *State) Quartets() []int { return slices.Clone(s.quartets[:s.players]) }

// Conquered is the number of cards each seat has won by calls.
func (s *State) Conquered() []int { return slices.Clone(s.conquered[:s.players]) }

// Scores are what decides the game: quartets, or conquered cards in
// 3-2-1-los.
func (s *State) Scores() []int {
	if s.opts.Los {
		return s.Conquered()
	}
	return s.Quartets()
}

// Winners are the seats with the highest score once the game is over (all
// of them share the win); nil while it runs.
func (s *State) Winners() []int {
	if s.reason == Running {
		return nil
	}
	sc := s.Scores()
	best := slices.Max(sc)
	w := []int{}
	for p, v := range sc {
		if v == best {
			w = append(w, p)
		}
	}
	return w
}

// Log is every action applied so far, reveals with the card turned. The
// slice is the caller's own.
func (s *State) Log() []Action { return slices.Clone(s.log) }

// Actions is the number of actions applied so far.
func (s *State) Actions() int { return len(s.log) }

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	for p := range s.players {
		c.stacks[p] = slices.Clip(slices.Clone(s.stacks[p]))
		c.piles[p] = slices.Clip(slices.Clone(s.piles[p]))
	}
	c.centre = slices.Clip(slices.Clone(s.centre))
	c.scratch = nil
	// The log only grows at the end and the setup never changes: the copy
	// shares them, capped, so an append on either side writes where the
	// other cannot see.
	c.log = s.log[:len(s.log):len(s.log)]
	return &c
}

// Equal reports whether two states are the same game at the same point.
func (s *State) Equal(o *State) bool {
	if s.opts != o.opts || s.players != o.players || s.dealer != o.dealer || s.rng != o.rng ||
		s.shown != o.shown || s.cshown != o.cshown || s.aside != o.aside || s.quartets != o.quartets ||
		s.conquered != o.conquered || s.turn != o.turn || s.last != o.last || s.called != o.called ||
		s.reveals != o.reveals || s.reason != o.reason ||
		!slices.Equal(s.centre, o.centre) || !sameLog(s.log, o.log) {
		return false
	}
	for p := range s.players {
		if !slices.Equal(s.stacks[p], o.stacks[p]) || !slices.Equal(s.piles[p], o.piles[p]) {
			return false
		}
	}
	return true
}

// sameLog compares two logs. A clone shares its original's log, whose
// entries never change once written, so a shared log is equal at once.
func sameLog(a, b []Action) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 || &a[0] == &b[0] {
		return true
	}
	return slices.EqualFunc(a, b, Action.equal)
}

// nextHolder is the first seat after p, clockwise, that holds cards; -1 if
// nobody does.
func (s *State) nextHolder(p int) int {
	for i := 1; i <= s.players; i++ {
		q := (p + i) % s.players
		if s.Holds(q) {
			return q
		}
	}
	return -1
}

// holders counts the seats that hold cards.
func (s *State) holders() int {
	n := 0
	for p := range s.players {
		if s.Holds(p) {
			n++
		}
	}
	return n
}

// finish keeps the turn on a seat with cards and ends the game when an end
// condition holds.
func (s *State) finish() {
	if !s.opts.Los && !s.Holds(s.turn) {
		s.turn = s.nextHolder(s.turn)
	}
	if s.reason != Running {
		return
	}
	all := true
	for v := 1; v <= Values; v++ {
		all = all && s.aside[v] != 0
	}
	switch {
	case all:
		s.reason = Quartets
	case s.holders() < 2:
		s.reason = Players
	case len(s.log) >= MaxActions:
		s.reason = Bound
	}
}

// String lays the table out in words for test failures and logs.
func (s *State) String() string {
	b := []byte(s.opts.ID() + " tick " + strconv.FormatInt(int64(s.last), 10))
	for p := range s.players {
		b = append(b, fmt.Sprintf("\n seat %d: stack %d, pile %s, quartets %d, conquered %d", p, len(s.stacks[p]), card.Format(s.piles[p]), s.quartets[p], s.conquered[p])...)
	}
	b = append(b, "\n centre "+card.Format(s.centre)...)
	return string(b)
}

// SeedDependent lists the record lines (1-based) on which a replay turned
// a face-up pile over into a stack that the line did not name, so the new
// order came from the program's own shuffle of the header's seed: such a
// record replays only through this program. Empty for today's records.
func (s *State) SeedDependent() []int { return slices.Clone(s.seeded) }
