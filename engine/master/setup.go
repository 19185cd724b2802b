package master

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Options are a round's settings besides the seats. MASTER has none; the
// type exists so tools treat every game of the family alike.
type Options struct{}

// Map writes the options as a record header holds them.
func (Options) Map() map[string]any { return map[string]any{} }

// ParseOptions reads a game id and its options as a header holds them.
// Unknown options are refused, so a typo is not silently ignored.
func ParseOptions(game string, m map[string]any) (Options, error) {
	if game != ID {
		return Options{}, fmt.Errorf("unknown game %q", game)
	}
	for k := range m {
		return Options{}, fmt.Errorf("%s has no option %q", ID, k)
	}
	return Options{}, nil
}

// Deck is every card of a round: the 84 number cards and the four jokers.
func Deck() []card.Card {
	d := card.Deck(MaxValue, card.Colors[:]...)
	for n := 1; n <= 4; n++ {
		d = append(d, card.Joker(n))
	}
	return d
}

// dealDeck is the unshuffled deck that is dealt: the number cards without
// the 11s, then the jokers.
func dealDeck() []card.Card {
	d := make([]card.Card, 0, 84)
	for _, col := range card.Colors {
		for v := 1; v <= MaxValue; v++ {
			if v != 11 {
				d = append(d, card.New(col, v))
			}
		}
	}
	for n := 1; n <= 4; n++ {
		d = append(d, card.Joker(n))
	}
	return d
}

var rowLetters = [NumRows]string{"R", "Y", "G", "B"}

// New deals a round: the column of 11s in an order drawn first, then the
// shuffled number cards and jokers dealt in blocks, the rest the pile. The
// seed fixes every random choice; the player left of the dealer begins.
func New(players, dealer int, seed uint64) (*State, error) {
	if players < MinPlayers || players > MaxPlayers {
		return nil, fmt.Errorf("%s is for %d to %d players, not %d", ID, MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return nil, &Error{Why: WhyBadAction, Text: "the dealer must be one of the seats"}
	}
	rng := card.NewRng(seed)
	rows := Rows(card.Colors)
	for i := NumRows - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		rows[i], rows[j] = rows[j], rows[i]
	}
	deck := dealDeck()
	rng.Shuffle(deck)
	n := HandSize(players)
	su := &record.Setup{
		Hands:       make([][]card.Card, players),
		Pile:        deck[players*n:],
		Table:       make([]card.Card, NumRows),
		Rows:        make([]string, NumRows),
		Connections: make([]int, players),
	}
	for p := range players {
		h := deck[p*n : (p+1)*n : (p+1)*n]
		sortHand(h)
		su.Hands[p] = h
		su.Connections[p] = ConnectionCards(players)
	}
	for i, col := range rows {
		su.Table[i] = card.New(col, 11)
		su.Rows[i] = rowLetters[col]
	}
	s := build(dealer, rows, su)
	s.seed = seed
	return s, nil
}

// build starts a round from a checked deal.
func build(dealer int, rows Rows, su *record.Setup) *State {
	players := len(su.Hands)
	s := &State{players: players, dealer: dealer, rows: rows, table: startTable(),
		supply: BonusCards, out: -1, setup: su}
	// One allocation holds every hand, each with room to draw a few cards
	// (a hand that outgrows its room moves out on its own), and the pile.
	const room = 8
	n := len(su.Pile)
	for _, h := range su.Hands {
		n += len(h) + room
	}
	buf := make([]card.Card, n)
	for p, h := range su.Hands {
		s.hands[p] = buf[: len(h) : len(h)+room]
		buf = buf[len(h)+room:]
		copy(s.hands[p], h)
		if !slices.IsSorted(s.hands[p]) {
			sortHand(s.hands[p])
		}
		s.held[p] = setOf(h)
		s.links[p] = su.Connections[p]
	}
	s.pile = buf[:len(su.Pile):len(su.Pile)]
	for i, c := range su.Pile { // the record lists the top card first
		s.pile[len(su.Pile)-1-i] = c
	}
	s.log = make([]entry, 0, 256) // room for most rounds without growing
	s.turn.ToMove = (dealer + 1) % players
	return s
}

// checkSetup checks a deal card by card, so a record from another program
// cannot smuggle in a card twice, a hand of the wrong size, a row order that
// is no column or connection cards the rules do not give.
func checkSetup(dealer int, su *record.Setup) (Rows, error) {
	var rows Rows
	players := len(su.Hands)
	if players < MinPlayers || players > MaxPlayers {
		return rows, fmt.Errorf("%s is for %d to %d players, not %d", ID, MinPlayers, MaxPlayers, players)
	}
	if dealer < 0 || dealer >= players {
		return rows, fmt.Errorf("dealer %d is not a seat", dealer)
	}
	if su.Starter != nil {
		return rows, errors.New("\"starter\" belongs only to elfer-beliebige-startkarte")
	}
	if len(su.Rows) != NumRows {
		return rows, fmt.Errorf("rows: the column holds %d rows, not %d", NumRows, len(su.Rows))
	}
	for i, l := range su.Rows {
		col, err := card.ParseColor(l)
		if err != nil {
			return rows, fmt.Errorf("rows: %v", err)
		}
		rows[i] = col
	}
	if !rows.valid() {
		return rows, errors.New("rows: every colour must be in the column once")
	}
	if len(su.Connections) != players {
		return rows, fmt.Errorf("connections: %d numbers for %d players", len(su.Connections), players)
	}
	for p, n := range su.Connections {
		if want := ConnectionCards(players); n != want {
			return rows, fmt.Errorf("connections: seat %d has %d; with %d players each gets %d", p, n, players, want)
		}
	}
	// where[i] is 0 for a card not seen yet, 1+seat for a hand, and
	// wherePile or whereTable.
	const wherePile, whereTable = -1, -2
	var where [card.Limit]int8
	name := func(w int8) string {
		switch w {
		case wherePile:
			return "pile"
		case whereTable:
			return "table"
		}
		return "hand of seat " + strconv.Itoa(int(w)-1)
	}
	place := func(c card.Card, w int8) error {
		if !c.Valid() {
			return fmt.Errorf("%s: %s is not a card of this game", name(w), c)
		}
		i := c.Index()
		if where[i] != 0 {
			return fmt.Errorf("%s appears twice (%s and %s)", c, name(where[i]), name(w))
		}
		if eleven := !c.IsJoker() && c.Value() == 11; eleven != (w == whereTable) {
			if eleven {
				return fmt.Errorf("%s: the %s lies in the column from the start", name(w), Name(c))
			}
			return fmt.Errorf("table: only the four 11s lie before the first turn, not %s", c)
		}
		where[i] = w
		return nil
	}
	want := HandSize(players)
	for p, h := range su.Hands {
		if len(h) != want {
			return rows, fmt.Errorf("seat %d holds %d cards; with %d players each is dealt %d", p, len(h), players, want)
		}
		for _, c := range h {
			if err := place(c, int8(p+1)); err != nil {
				return rows, err
			}
		}
	}
	for _, c := range su.Pile {
		if err := place(c, wherePile); err != nil {
			return rows, err
		}
	}
	for _, c := range su.Table {
		if err := place(c, whereTable); err != nil {
			return rows, err
		}
	}
	for _, c := range Deck() {
		if where[c.Index()] == 0 {
			return rows, fmt.Errorf("%s is missing from the deal", c)
		}
	}
	return rows, nil
}

// Record is the round so far in the record format. names may be nil (seats
// are then called "Seat 1", ...); round counts from 1.
func (s *State) Record(names []string, round int) *record.Record {
	names = record.SeatNames(names, s.players)
	rec := &record.Record{
		Header: record.Header{
			Game:    ID,
			Options: Options{}.Map(),
			Players: s.players,
			Names:   names,
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setups:  []record.Setup{*s.setup},
		Actions: make([]record.Action, len(s.log)),
	}
	for i, e := range s.log {
		a := e.action()
		ra := record.Action{Seat: a.Seat, Act: a.Kind.String(), Card: a.Card, As: a.As, At: a.At}
		if a.Kind == Connect {
			ra.Card = card.None
			ra.To = rowLetters[a.To&3]
		}
		rec.Actions[i] = ra
	}
	if s.IsOver() {
		rec.Result = s.Result()
	}
	return rec
}

// Result is the record's result line for a finished round.
func (s *State) Result() *record.Result {
	sc := s.Scores()
	r := &record.Result{Reason: "blocked", Winners: appendWinners([]int{}, sc), Scores: sc}
	if s.out >= 0 {
		r.Reason = "out"
	}
	return r
}

// ReplayError points at the line of a record the engine refuses: the same
// error as the record reader's, so a caller handles both alike.
type ReplayError = record.LineError

// Replay plays a record through the engine from its deal, as written (never
// from the seed), and returns the state after its last line. A deal that is
// not a MASTER deal, any action the rules forbid, and a result line that is
// not what the engine computes is an error with its line number. Replay
// stops after upTo actions when upTo >= 0.
func Replay(rec *record.Record, upTo int) (*State, error) {
	h := rec.Header
	if _, err := ParseOptions(h.Game, h.Options); err != nil {
		return nil, &ReplayError{Line: 1, Err: err}
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &ReplayError{Line: 3, Err: errors.New("MASTER never deals again")}
	}
	su := copySetup(&rec.Setups[0])
	rows, err := checkSetup(h.Dealer, su)
	if err != nil {
		return nil, &ReplayError{Line: 2, Err: err}
	}
	s := build(h.Dealer, rows, su)
	s.seed, _ = h.SeedValue()
	return s, record.Play(rec, upTo, actionOf, s.replayApply, s.IsOver, s.Result)
}

// replayApply applies a replayed action; a record is omniscient, so a draw
// that names the wrong card is told which card lies on the pile.
func (s *State) replayApply(a Action) error {
	err := s.Apply(a)
	var e *Error
	if errors.As(err, &e) && e.Why == WhyDrawCard && len(s.pile) > 0 {
		err = fmt.Errorf("%w (the pile's top card is %s)", err, s.pile[len(s.pile)-1])
	}
	return err
}

// copySetup copies a deal, so a caller that changes its record later does
// not change the round's.
func copySetup(su *record.Setup) *record.Setup {
	c := *su
	n := len(su.Pile) + len(su.Table)
	for _, h := range su.Hands {
		n += len(h)
	}
	buf := make([]card.Card, 0, n)
	cut := func(cs []card.Card) []card.Card {
		i := len(buf)
		buf = append(buf, cs...)
		return buf[i:len(buf):len(buf)]
	}
	c.Hands = make([][]card.Card, len(su.Hands))
	for p, h := range su.Hands {
		c.Hands[p] = cut(h)
	}
	c.Pile = cut(su.Pile)
	c.Table = cut(su.Table)
	c.Rows = slices.Clone(su.Rows)
	c.Connections = slices.Clone(su.Connections)
	return &c
}

// actionOf reads an action line.
func actionOf(ra record.Action) (Action, error) {
	a := Action{Seat: ra.Seat, Card: ra.Card, As: ra.As, At: ra.At}
	switch ra.Act {
	case "lay":
		a.Kind = Lay
		if ra.Card == card.None {
			return a, errors.New("lay names no card")
		}
	case "connect":
		a.Kind = Connect
		col, err := card.ParseColor(ra.To)
		if err != nil || ra.At == card.None {
			return a, errors.New("connect names the slot it lies at (\"at\") and the row it leads to (\"to\")")
		}
		a.To = col
	case "swap":
		a.Kind = Swap
		if ra.Card == card.None {
			return a, errors.New("swap names the hand's number card")
		}
	case "draw":
		a.Kind = Draw
	case "end":
		a.Kind = End
	case "pass":
		a.Kind = Pass
	default:
		return a, fmt.Errorf("%q is not an action of this game", ra.Act)
	}
	if a.Kind != Connect && ra.To != "" {
		return a, fmt.Errorf("%s takes no \"to\"", ra.Act)
	}
	return a, nil
}
