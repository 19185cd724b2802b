package elfer

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// fromSetups starts a round from deals as a record writes them: every deal
// but the last was thrown in, and play starts from the last. Each deal is
// checked card by card, so a record from another program cannot smuggle in
// a card twice or a hand of the wrong size.
func fromSetups(opts Options, dealer int, setups []record.Setup) (*State, error) {
	if len(setups) == 0 {
		return nil, errors.New("the deal is missing")
	}
	for i := range setups {
		if i > 0 && len(setups[i].Hands) != len(setups[0].Hands) {
			return nil, fmt.Errorf("deal %d has %d hands, deal 1 has %d", i+1, len(setups[i].Hands), len(setups[0].Hands))
		}
		if err := checkSetup(opts, dealer, &setups[i]); err != nil {
			if len(setups) > 1 {
				return nil, fmt.Errorf("deal %d: %w", i+1, err)
			}
			return nil, err
		}
		if i < len(setups)-1 {
			if opts.Variant != Classic {
				return nil, fmt.Errorf("deal %d: only the classic game deals again", i+1)
			}
			if openerOf(setups[i].Hands, opts) != card.None {
				return nil, fmt.Errorf("deal %d was dealt again although a seat holds an 11", i+1)
			}
		}
	}
	su := &setups[len(setups)-1]
	players := len(su.Hands)
	s := &State{opts: opts, players: players, dealer: dealer, winner: -1, setups: setups}
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
	}
	s.pile = buf[:len(su.Pile):len(su.Pile)]
	for i, c := range su.Pile { // the record lists the top card first
		s.pile[len(su.Pile)-1-i] = c
	}
	for _, c := range su.Table {
		s.table[c.Color()] |= 1 << c.Value()
	}
	s.reindex()
	s.log = make([]logEntry, 0, 192) // room for most rounds without growing
	s.turn.ToMove = (dealer + 1) % players
	switch opts.Variant {
	case Classic:
		s.turn.Opener = openerOf(su.Hands, opts)
		if s.turn.Opener == card.None {
			return nil, errors.New("nobody holds an 11, so this deal must be dealt again")
		}
		for p, h := range su.Hands {
			if slices.Contains(h, s.turn.Opener) {
				s.turn.ToMove = p
			}
		}
	case FalseStart:
		s.turn.Phase = Playing
	case AnyStart:
		if su.Starter == nil {
			return nil, errors.New("the deal does not say which seat was chosen by lot to start")
		}
		s.turn.ToMove = *su.Starter
	}
	return s, nil
}

func checkSetup(opts Options, dealer int, su *record.Setup) error {
	players := len(su.Hands)
	if err := opts.Check(players); err != nil {
		return err
	}
	if dealer < 0 || dealer >= players {
		return fmt.Errorf("dealer %d is not a seat", dealer)
	}
	want := HandSize(players)
	// Per-card tables indexed by card.Index instead of maps: a deal is
	// checked on every New and every replay, and this is most of its cost.
	var inDeck [card.Limit]bool
	deckSize := 0
	for _, col := range opts.Colors() {
		for v := 1; v <= 20; v++ {
			inDeck[card.New(col, v).Index()] = true
			deckSize++
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
	seen := 0
	place := func(c card.Card, w int8) error {
		i := c.Index()
		if !c.Valid() || c.IsJoker() || !inDeck[i] {
			return fmt.Errorf("%s: %s is not a card of this game", name(w), c)
		}
		if where[i] != 0 {
			return fmt.Errorf("%s appears twice (%s and %s)", c, name(where[i]), name(w))
		}
		where[i] = w
		seen++
		return nil
	}
	for p, h := range su.Hands {
		if len(h) != want {
			return fmt.Errorf("seat %d holds %d cards; with %d players each is dealt %d", p, len(h), players, want)
		}
		for _, c := range h {
			if err := place(c, int8(p+1)); err != nil {
				return err
			}
		}
	}
	for _, c := range su.Pile {
		if err := place(c, wherePile); err != nil {
			return err
		}
	}
	for _, c := range su.Table {
		if err := place(c, whereTable); err != nil {
			return err
		}
		if opts.Variant != FalseStart {
			return fmt.Errorf("table: no card lies before the first turn in %s", opts.Variant.ID())
		}
		if v := c.Value(); v != 1 && v != 20 {
			return fmt.Errorf("table: only the 1s and 20s lie before the first turn, not %s", c)
		}
	}
	if opts.Variant == FalseStart && len(su.Table) != 2*len(opts.Colors()) {
		return fmt.Errorf("table: the 1 and the 20 of every colour must lie before the first turn")
	}
	if seen != deckSize {
		for _, col := range opts.Colors() {
			for v := 1; v <= 20; v++ {
				if c := card.New(col, v); where[c.Index()] == 0 {
					return fmt.Errorf("%s is missing from the deal", c)
				}
			}
		}
	}
	if opts.Variant == AnyStart {
		if su.Starter == nil || *su.Starter < 0 || *su.Starter >= players {
			return errors.New("the deal must name the seat chosen by lot to start (\"starter\")")
		}
	} else if su.Starter != nil {
		return errors.New("\"starter\" belongs only to elfer-beliebige-startkarte")
	}
	if len(su.Rows) > 0 || len(su.Connections) > 0 {
		return errors.New("rows and connection cards belong to MASTER")
	}
	return nil
}

// Map writes the options as a record header holds them.
func (o Options) Map() map[string]any {
	// Every variant is "as elfer, except", so each carries the short option.
	return map[string]any{"short": o.Short}
}

// ParseOptions reads a game id and its options as a header holds them.
// Unknown options are refused, so a typo is not silently ignored.
func ParseOptions(game string, m map[string]any) (Options, error) {
	v, ok := ParseVariant(game)
	if !ok {
		return Options{}, fmt.Errorf("unknown game %q", game)
	}
	o := Options{Variant: v}
	for k, val := range m {
		switch {
		case k == "short":
			b, ok := val.(bool)
			if !ok {
				return o, fmt.Errorf("option short takes true or false, not %v", val)
			}
			o.Short = b
		default:
			return o, fmt.Errorf("%s has no option %q", game, k)
		}
	}
	return o, nil
}

// Record is the round so far in the record format. names may be nil (seats
// are then called "Seat 1", ...); round counts from 1.
func (s *State) Record(names []string, round int) *record.Record {
	names = record.SeatNames(names, s.players)
	rec := &record.Record{
		Header: record.Header{
			Game:    s.opts.Variant.ID(),
			Options: s.opts.Map(),
			Players: s.players,
			Names:   names,
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setups:  s.setups,
		Actions: make([]record.Action, len(s.log)),
	}
	for i, e := range s.log {
		a := e.action()
		rec.Actions[i] = record.Action{Seat: a.Seat, Act: a.Kind.String(), Card: a.Card}
	}
	if s.IsOver() {
		rec.Result = s.Result()
	}
	return rec
}

// Result is the record's result line for a finished round.
func (s *State) Result() *record.Result {
	r := &record.Result{Reason: "blocked", Winners: []int{}, Scores: s.Scores()}
	if s.winner >= 0 {
		r.Reason = "out"
		r.Winners = []int{s.winner}
	}
	return r
}

// ReplayError points at the line of a record the engine refuses: the same
// error as the record reader's, so a caller handles both alike.
type ReplayError = record.LineError

// Replay plays a record through the engine from its deal, as written, and
// returns the state after its last line. Any action the rules forbid, and a
// result line that is not what the engine computes, is an error with its
// line number. Replay stops after upTo actions when upTo >= 0.
func Replay(rec *record.Record, upTo int) (*State, error) {
	h := rec.Header
	opts, err := ParseOptions(h.Game, h.Options)
	if err != nil {
		return nil, &ReplayError{Line: 1, Err: err}
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	setups := slices.Clone(rec.Setups)
	if last := &setups[len(setups)-1]; opts.Variant == AnyStart && last.Starter == nil && len(rec.Actions) > 0 {
		// Another program may leave the lot out: the seat of the first
		// action is the one it chose.
		st := rec.Actions[0].Seat
		last.Starter = &st
	}
	s, err := fromSetups(opts, h.Dealer, setups)
	if err != nil {
		return nil, &ReplayError{Line: 2 + len(rec.Setups) - 1, Err: err}
	}
	s.seed, _ = h.SeedValue()
	if rec.Deal().Starter == nil && opts.Variant == AnyStart && len(rec.Actions) > 0 {
		s.lotLine = 1 + len(rec.Setups)
	}
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

func actionOf(ra record.Action) (Action, error) {
	a := Action{Seat: ra.Seat, Card: ra.Card}
	switch ra.Act {
	case "lay":
		a.Kind = Lay
		if ra.Card == card.None {
			return a, errors.New("lay names no card")
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
	if ra.As != card.None || ra.At != card.None || ra.To != "" {
		return a, fmt.Errorf("%s takes no \"as\", \"at\" or \"to\"", ra.Act)
	}
	if (a.Kind == End || a.Kind == Pass) && ra.Card != card.None {
		return a, fmt.Errorf("%s names no card", ra.Act)
	}
	return a, nil
}
