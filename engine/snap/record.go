package snap

import (
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"

	"elferraus/engine/card"
	"elferraus/engine/record"
)

// Line is one action line of a Schnipp Schnapp record. It has the shape of
// record.Action (seat and act first) plus the tick and the word this game
// needs. Seat is -1 for revealall and time, which belong to the table.
// Cards are the cards a revealall turned, one per seat that turned, in seat
// order; Stacks are the stacks a reveal or revealall refilled, by seat: the
// seat's face-up pile turned over and shuffled, top first.
type Line struct {
	Seat   int                 `json:"seat"`
	Act    string              `json:"act"`
	Tick   Tick                `json:"tick,omitempty"`
	Card   card.Card           `json:"card,omitempty"`
	Cards  []card.Card         `json:"cards,omitempty"`
	Stacks map[int][]card.Card `json:"stacks,omitempty"`
	Word   string              `json:"word,omitempty"`
}

// Record is one game in the elferraus-record/1 shape: the common header,
// this game's setup line, its action lines and the common result line.
type Record = record.Of[Setup, Line]

// Seats is the number of stacks dealt.
func (su *Setup) Seats() int { return len(su.Hands) }

// Normalize writes absent lists as empty ones, on copies, so a record's
// own setup is never changed by writing it.
func (su *Setup) Normalize() {
	*su = su.clone()
	for i := range su.Hands {
		if su.Hands[i] == nil {
			su.Hands[i] = []card.Card{}
		}
	}
	for i := range su.Quartets {
		if su.Quartets[i] == nil {
			su.Quartets[i] = []int{}
		}
	}
}

// Map writes the options as a record header holds them.
func (o Options) Map() map[string]any {
	return map[string]any{"timelimit": int64(o.TimeLimit)}
}

// ParseOptions reads a game id and its options as a header holds them.
// Unknown options are refused, so a typo is not silently ignored.
func ParseOptions(game string, m map[string]any) (Options, error) {
	var o Options
	switch game {
	case ID:
	case IDLos:
		o.Los = true
	default:
		return o, fmt.Errorf("unknown game %q", game)
	}
	for k, val := range m {
		if k != "timelimit" {
			return o, fmt.Errorf("%s has no option %q", game, k)
		}
		var n float64
		switch x := val.(type) {
		case float64:
			n = x
		case int64:
			n = float64(x)
		case int:
			n = float64(x)
		default:
			return o, fmt.Errorf("option timelimit takes a number of ticks, not %v", val)
		}
		if n < 0 || n != math.Trunc(n) || n > 1<<53 {
			return o, fmt.Errorf("option timelimit takes a whole number of ticks from 0, not %v", val)
		}
		o.TimeLimit = Tick(n)
	}
	return o, nil
}

// Record is the game so far as a record. names may be nil (seats are then
// called "Seat 1", ...); round counts from 1.
func (s *State) Record(names []string, round int) *Record {
	names = record.SeatNames(names, s.players)
	rec := &Record{
		Header: record.Header{
			Record:  record.Version,
			Game:    s.opts.ID(),
			Options: s.opts.Map(),
			Players: s.players,
			Names:   names,
			Seed:    strconv.FormatUint(s.seed, 10),
			Round:   round,
			Dealer:  s.dealer,
		},
		Setups:  []Setup{s.setup.clone()},
		Actions: make([]Line, len(s.log)),
	}
	for i, a := range s.log {
		l := Line{Seat: a.Seat, Act: a.Kind.String(), Tick: a.Tick, Card: a.Card, Cards: slices.Clone(a.Cards)}
		if a.Kind == Call {
			l.Word = a.Word.String()
		}
		if len(a.Refills) > 0 {
			l.Stacks = make(map[int][]card.Card, len(a.Refills))
			for _, r := range a.Refills {
				l.Stacks[r.Seat] = slices.Clone(r.Stack)
			}
		}
		rec.Actions[i] = l
	}
	if s.IsOver() {
		rec.Result = s.Result()
	}
	return rec
}

// Result is the record's result line for a finished game: the reason, the
// winners and each seat's score (quartets, or conquered cards in 3-2-1-los).
func (s *State) Result() *record.Result {
	if s.reason == Running {
		return nil
	}
	return &record.Result{Reason: s.reason.String(), Winners: s.Winners(), Scores: s.Scores()}
}

// ReadRecord parses a Schnipp Schnapp record. It checks the shape of every
// line (known fields, cards in notation, order of the lines), not the rules;
// Replay does that. Errors are *record.LineError with 1-based lines.
func ReadRecord(r io.Reader) (*Record, error) {
	rec, err := record.ReadOf[Setup, Line](r)
	if err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &record.LineError{Line: 3, Err: errors.New("a game of Schnipp Schnapp is dealt once: one setup line")}
	}
	return rec, nil
}

// ReplayError points at the line of a record the engine refuses: the same
// error as the record reader's, so a caller handles both alike.
type ReplayError = record.LineError

// Replay plays a record through the engine from its setup and returns the
// state after its last line (after upTo action lines when upTo >= 0).
// Consecutive call lines with the same tick are one batch, resolved
// together, as they were played. Any action the rules refuse, a reveal that
// names another card than the one turned, and a result line that is not
// what the engine computes are errors with their 1-based line number.
func Replay(rec *Record, upTo int) (*State, error) {
	h := rec.Header
	opts, err := ParseOptions(h.Game, h.Options)
	if err != nil {
		return nil, &ReplayError{Line: 1, Err: err}
	}
	if err := record.CheckSeats(rec); err != nil {
		return nil, err
	}
	if len(rec.Setups) > 1 {
		return nil, &ReplayError{Line: 3, Err: errors.New("a game of Schnipp Schnapp is dealt once: one setup line")}
	}
	seed, err := h.SeedValue()
	if err != nil {
		return nil, &ReplayError{Line: 1, Err: err}
	}
	s, err := FromSetup(opts, h.Dealer, *rec.Deal(), seed)
	if err != nil {
		return nil, &ReplayError{Line: 2, Err: err}
	}
	acts := rec.Actions
	if upTo >= 0 && upTo < len(acts) {
		acts = acts[:upTo]
	}
	var batch []Called
	for i := 0; i < len(acts); {
		a, err := actionOf(acts[i])
		if err != nil {
			return s, &ReplayError{Line: rec.ActionLine(i), Err: err}
		}
		if a.Kind != Call {
			if a.Refills == nil && s.turnsOver(a) {
				s.seeded = append(s.seeded, rec.ActionLine(i))
			}
			if a.Kind == RevealAll && acts[i].Cards == nil {
				s.uncarded = append(s.uncarded, rec.ActionLine(i))
			}
			if _, err := s.Apply(a); err != nil {
				return s, &ReplayError{Line: rec.ActionLine(i), Err: err}
			}
			i++
			continue
		}
		batch = append(batch[:0], Called{a.Seat, a.Word})
		j := i + 1
		for ; j < len(acts) && acts[j].Act == "call" && acts[j].Tick == a.Tick; j++ {
			b, err := actionOf(acts[j])
			if err != nil {
				return s, &ReplayError{Line: rec.ActionLine(j), Err: err}
			}
			if b.Seat <= batch[len(batch)-1].Seat {
				// The engine writes a tick's calls in seat order; any other
				// order would replay to the same game but write another record.
				return s, &ReplayError{Line: rec.ActionLine(j), Err: fmt.Errorf("the calls of tick %d must be listed in seat order", a.Tick)}
			}
			batch = append(batch, Called{b.Seat, b.Word})
		}
		if _, err := s.ApplyTick(a.Tick, batch); err != nil {
			k := i
			var e *Error
			if errors.As(err, &e) {
				for x := i; x < j; x++ {
					if acts[x].Seat == e.Seat {
						k = x
						if e.Why != WhyTwice {
							break
						}
					}
				}
			}
			return s, &ReplayError{Line: rec.ActionLine(k), Err: err}
		}
		i = j
	}
	if upTo < 0 || upTo >= len(rec.Actions) {
		if err := rec.CheckResult(s.IsOver(), s.Result()); err != nil {
			return s, err
		}
	}
	return s, nil
}

// turnsOver reports whether a reveal would turn a face-up pile over into an
// empty stack: its seat's, or with revealall any holding seat's.
func (s *State) turnsOver(a Action) bool {
	switch a.Kind {
	case Reveal:
		return a.Seat >= 0 && a.Seat < s.players && len(s.stacks[a.Seat]) == 0 && len(s.piles[a.Seat]) > 0
	case RevealAll:
		for p := range s.players {
			if len(s.stacks[p]) == 0 && len(s.piles[p]) > 0 {
				return true
			}
		}
	}
	return false
}

func actionOf(l Line) (Action, error) {
	a := Action{Seat: l.Seat, Tick: l.Tick, Card: l.Card}
	switch l.Act {
	case "reveal":
		a.Kind = Reveal
		if l.Card == card.None {
			return a, errors.New("a reveal names the card turned")
		}
	case "revealall":
		a.Kind = RevealAll
	case "call":
		a.Kind = Call
		w, ok := ParseWord(l.Word)
		if !ok {
			return a, fmt.Errorf("a call is \"schnapp\" or \"schnipp\", not %q", l.Word)
		}
		a.Word = w
	case "time":
		a.Kind = Time
	default:
		return a, fmt.Errorf("%q is not an action of Schnipp Schnapp", l.Act)
	}
	if a.Kind != Call && l.Word != "" {
		return a, fmt.Errorf("%s names no word", l.Act)
	}
	if a.Kind != Reveal && l.Card != card.None {
		return a, fmt.Errorf("%s names no card", l.Act)
	}
	if a.Kind != RevealAll && l.Cards != nil {
		return a, fmt.Errorf("%s names no list of cards", l.Act)
	}
	// Records written before the cards and the new stacks were named lack
	// them: the cards are then not checked, and the engine shuffles.
	a.Cards = l.Cards
	if l.Stacks != nil {
		if a.Kind != Reveal && a.Kind != RevealAll {
			return a, fmt.Errorf("%s turns no stack over", l.Act)
		}
		// The engine takes the refills in seat order; a map has none.
		a.Refills = make([]Refill, 0, len(l.Stacks))
		for p, st := range l.Stacks {
			if len(st) == 0 {
				return a, fmt.Errorf("the new stack of seat %d is empty", p)
			}
			a.Refills = append(a.Refills, Refill{Seat: p, Stack: st})
		}
		// By seat, in an insertion sort (see ApplyTick's calls).
		r := a.Refills
		for i := 1; i < len(r); i++ {
			for j := i; j > 0 && r[j].Seat < r[j-1].Seat; j-- {
				r[j], r[j-1] = r[j-1], r[j]
			}
		}
	}
	if (a.Kind == RevealAll || a.Kind == Time) && l.Seat != -1 {
		return a, fmt.Errorf("%s belongs to the table: its seat is -1", l.Act)
	}
	return a, nil
}
