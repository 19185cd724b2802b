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
	for p, h := range su.Hands {
		s.hands[p] = make([]card.Card, len(h), len(h)+8)
		copy(s.hands[p], h)
		sortHand(s.hands[p])
	}
	s.pile = make([]card.Card, len(su.Pile))
	for i, c := range su.Pile { // the record lists the top card first
		s.pile[len(su.Pile)-1-i] = c
	}
	for _, c := range su.Table {
		s.table[c.Color()] |= 1 << c.Value()
	}
	s.log = make([]Action, 0, 64)
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
	seen := make(map[card.Card]string, 80)
	deck := opts.Deck()
	inDeck := make(map[card.Card]bool, len(deck))
	for _, c := range deck {
		inDeck[c] = true
	}
	place := func(c card.Card, where string) error {
		if !inDeck[c] {
			return fmt.Errorf("%s: %s is not a card of this game", where, c)
		}
		if w, dup := seen[c]; dup {
			return fmt.Errorf("%s appears twice (%s and %s)", c, w, where)
		}
		seen[c] = where
		return nil
	}
	for p, h := range su.Hands {
		if len(h) != want {
			return fmt.Errorf("seat %d holds %d cards; with %d players each is dealt %d", p, len(h), players, want)
		}
		for _, c := range h {
			if err := place(c, "hand of seat "+strconv.Itoa(p)); err != nil {
				return err
			}
		}
	}
	for _, c := range su.Pile {
		if err := place(c, "pile"); err != nil {
			return err
		}
	}
	for _, c := range su.Table {
		if err := place(c, "table"); err != nil {
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
	if len(seen) != len(deck) {
		for _, c := range deck {
			if _, ok := seen[c]; !ok {
				return fmt.Errorf("%s is missing from the deal", c)
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
	m := map[string]any{}
	if o.Variant == Classic {
		m["short"] = o.Short
	}
	return m
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
		case k == "short" && v == Classic:
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
	if len(names) != s.players {
		names = make([]string, s.players)
		for p := range names {
			names[p] = "Seat " + strconv.Itoa(p+1)
		}
	}
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
	for i, a := range s.log {
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

// ReplayError points at the line of a record the engine refuses.
type ReplayError struct {
	Line int
	Err  error
}

func (e *ReplayError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay plays a record through the engine from its deal, as written, and
// returns the state after its last line. Any action the rules forbid, and a
// result line that is not what the engine computes, is an error with its
// line number. Replay stops after upTo actions when upTo >= 0.
func Replay(rec *record.Record, upTo int) (*State, error) {
	h := rec.Header
	opts, err := ParseOptions(h.Game, h.Options)
	if err != nil {
		return nil, &ReplayError{1, err}
	}
	if len(rec.Setups) == 0 {
		return nil, &ReplayError{2, errors.New("the deal is missing")}
	}
	if h.Players != len(rec.Deal().Hands) {
		return nil, &ReplayError{1, fmt.Errorf("the header says %d players, the deal has %d hands", h.Players, len(rec.Deal().Hands))}
	}
	if len(h.Names) != 0 && len(h.Names) != h.Players {
		return nil, &ReplayError{1, fmt.Errorf("%d names for %d players", len(h.Names), h.Players)}
	}
	s, err := fromSetups(opts, h.Dealer, slices.Clone(rec.Setups))
	if err != nil {
		return nil, &ReplayError{2 + len(rec.Setups) - 1, err}
	}
	s.seed, _ = h.SeedValue()
	for i, ra := range rec.Actions {
		if upTo >= 0 && i >= upTo {
			return s, nil
		}
		a, err := actionOf(ra)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			return s, &ReplayError{rec.ActionLine(i), err}
		}
	}
	if rec.Result != nil {
		if !s.IsOver() {
			return s, &ReplayError{rec.ResultLine(), errors.New("the result comes before the round is over")}
		}
		want := s.Result()
		got := rec.Result
		if got.Reason != want.Reason || !slices.Equal(got.Winners, want.Winners) || !slices.Equal(got.Scores, want.Scores) {
			return s, &ReplayError{rec.ResultLine(), fmt.Errorf("the result should be %s, winners %v, scores %v", want.Reason, want.Winners, want.Scores)}
		}
	}
	return s, nil
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
