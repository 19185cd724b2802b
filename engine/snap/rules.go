package snap

import (
	"fmt"
	"slices"
	"strconv"

	"elferraus/engine/card"
)

// Kind is what an action does.
type Kind uint8

// The actions of Schnipp Schnapp.
const (
	Reveal    Kind = iota + 1 // Seat turns the top card of his stack (schnippschnapp)
	RevealAll                 // everybody turns a card on the countdown (3-2-1-los)
	Call                      // Seat calls Word
	Time                      // the time limit is reached: the game ends
)

var kindVerbs = [...]string{Reveal: "reveal", RevealAll: "revealall", Call: "call", Time: "time"}

// String is the record verb.
func (k Kind) String() string {
	if int(k) < len(kindVerbs) && kindVerbs[k] != "" {
		return kindVerbs[k]
	}
	return "?"
}

// Word is what a player calls.
type Word uint8

// The two calls. Their order is the order calls of one tick are resolved in.
const (
	Schnapp  Word = iota + 1 // two or more face-up tops show the same value
	Schnipp                  // a face-up top shows the value of the centre's top
	numWords = 3
)

// String is the record's name of the word.
func (w Word) String() string {
	switch w {
	case Schnapp:
		return "schnapp"
	case Schnipp:
		return "schnipp"
	}
	return "?"
}

// ParseWord reads a word as records write it.
func ParseWord(s string) (Word, bool) {
	switch s {
	case "schnapp":
		return Schnapp, true
	case "schnipp":
		return Schnipp, true
	}
	return 0, false
}

// Action is one thing that happens at the table, stamped with its tick.
// Seat is -1 for RevealAll and Time, which belong to the whole table.
//
// What a reveal turns is filled in by the engine in the log: Card for a
// Reveal, Cards for a RevealAll, and Refills for the stacks it refilled. An
// action handed to Apply may name them (a replay does); then they must be
// what the reveal turns, and a named refill is used as the new stack instead
// of the engine's own shuffle, so a record of any legal shuffle replays.
type Action struct {
	Kind Kind
	Seat int
	Tick Tick
	Word Word
	Card card.Card
	// Cards are the cards a RevealAll turned, one per seat that turned, in
	// seat order.
	Cards []card.Card
	// Refills are the stacks a reveal refilled, in seat order: every seat
	// that turned with an empty stack turned his face-up pile over and
	// shuffled it into this new stack. Nil names none, and the engine
	// shuffles with its generator; not nil names every one.
	Refills []Refill
}

// Refill is a seat's empty stack refilled at his reveal: Stack is his
// face-up pile turned over and shuffled, top card first, before his card
// is turned from it.
type Refill struct {
	Seat  int
	Stack []card.Card
}

// equal compares two actions, the cards they name included.
func (a Action) equal(b Action) bool {
	return a.Kind == b.Kind && a.Seat == b.Seat && a.Tick == b.Tick && a.Word == b.Word && a.Card == b.Card &&
		slices.Equal(a.Cards, b.Cards) && slices.EqualFunc(a.Refills, b.Refills, func(x, y Refill) bool {
		return x.Seat == y.Seat && slices.Equal(x.Stack, y.Stack)
	})
}

// String is a short form for logs and test failures: "@120 2 call schnapp".
func (a Action) String() string {
	s := "@" + strconv.FormatInt(int64(a.Tick), 10) + " "
	if a.Seat >= 0 {
		s += strconv.Itoa(a.Seat) + " "
	}
	s += a.Kind.String()
	if a.Kind == Call {
		s += " " + a.Word.String()
	}
	if a.Card != card.None {
		s += " " + a.Card.String()
	}
	if len(a.Cards) > 0 {
		s += " [" + card.Format(a.Cards) + "]"
	}
	for _, r := range a.Refills {
		s += fmt.Sprintf(" refill %d [%s]", r.Seat, card.Format(r.Stack))
	}
	return s
}

// CallOf is seat's call of w at tick t as an action.
func CallOf(seat int, t Tick, w Word) Action { return Action{Kind: Call, Seat: seat, Tick: t, Word: w} }

// RevealOf is seat's reveal at tick t as an action.
func RevealOf(seat int, t Tick) Action { return Action{Kind: Reveal, Seat: seat, Tick: t} }

// RevealAllOf is the countdown's reveal at tick t as an action.
func RevealAllOf(t Tick) Action { return Action{Kind: RevealAll, Seat: -1, Tick: t} }

// Called is one call of a tick's batch.
type Called struct {
	Seat int
	Word Word
}

// EventKind is what happened at the table.
type EventKind uint8

// The events a screen shows.
const (
	Revealed   EventKind = iota + 1 // Seat turned Cards[0] onto his pile
	Recycled                        // Seat's stack was empty: his pile (Cards) was turned over and shuffled
	Captured                        // Seat won his Word: Cards fly under his stack; From are the piles taken, Centre the centre
	Tied                            // Seats called Word in the same tick: From put their piles (Cards) back under their stacks
	Mistake                         // Seat called Word wrongly: his pile (Cards, maybe none) goes onto the centre
	QuartetOut                      // Seat set aside the quartet of Value (Cards)
	Out                             // Seat holds no cards any more
	Back                            // Seat holds cards again (re-entered by a Schnipp)
	Ended                           // the game is over for Reason
)

var eventNames = [...]string{Revealed: "revealed", Recycled: "recycled", Captured: "captured", Tied: "tied",
	Mistake: "mistake", QuartetOut: "quartet", Out: "out", Back: "back", Ended: "ended"}

// String names the event kind for logs.
func (k EventKind) String() string {
	if int(k) < len(eventNames) && eventNames[k] != "" {
		return eventNames[k]
	}
	return "?"
}

// Event is one thing that happened, with what a screen needs to show it:
// the cards that move, from which seats, and reaction times.
type Event struct {
	Kind   EventKind
	Seat   int   // the acting seat; -1 for table events
	Seats  []int // Tied: the callers
	From   []int // Captured: the seats whose piles were taken; Tied: the seats whose piles went back
	Centre bool  // Captured: the centre pile was taken
	Word   Word
	Tick   Tick
	Value  int
	Cards  []card.Card
	// Reaction is the call's tick minus the tick its match appeared
	// (Captured, Tied); -1 where there is none.
	Reaction Tick
	Reason   Reason // Ended
}

// String is a short form for logs and tests.
func (e Event) String() string {
	s := "@" + strconv.FormatInt(int64(e.Tick), 10) + " " + e.Kind.String()
	if e.Seat >= 0 {
		s += " " + strconv.Itoa(e.Seat)
	}
	if e.Word != 0 {
		s += " " + e.Word.String()
	}
	if len(e.Seats) > 0 {
		s += fmt.Sprintf(" seats %v", e.Seats)
	}
	if len(e.From) > 0 {
		s += fmt.Sprintf(" from %v", e.From)
	}
	if e.Centre {
		s += " centre"
	}
	if e.Value != 0 {
		s += " value " + strconv.Itoa(e.Value)
	}
	if len(e.Cards) > 0 {
		s += " [" + card.Format(e.Cards) + "]"
	}
	if e.Reaction >= 0 && (e.Kind == Captured || e.Kind == Tied) {
		s += " reaction " + strconv.FormatInt(int64(e.Reaction), 10)
	}
	if e.Kind == Ended {
		s += " " + e.Reason.String()
	}
	return s
}

// Apply carries out one action, or refuses it with an *Error and changes
// nothing. A Call is a batch of one (see ApplyTick).
func (s *State) Apply(a Action) ([]Event, error) {
	if err := s.Check(a); err != nil {
		return nil, err
	}
	if a.Kind == Call {
		return s.ApplyTick(a.Tick, []Called{{a.Seat, a.Word}})
	}
	var ev []Event
	before := s.holding()
	switch a.Kind {
	case Reveal:
		named := a.Refills
		a.Refills = nil
		ev = s.reveal(a.Seat, a.Tick, named, &a, ev)
		a.Card = s.piles[a.Seat][len(s.piles[a.Seat])-1]
		s.turn = s.nextHolder(a.Seat)
	case RevealAll:
		named := a.Refills
		a.Refills, a.Cards = nil, nil
		for p := range s.players {
			if s.Holds(p) {
				ev = s.reveal(p, a.Tick, named, &a, ev)
				a.Cards = append(a.Cards, s.piles[p][len(s.piles[p])-1])
			}
		}
	case Time:
		s.reason = TimeOut
	}
	s.last = a.Tick
	s.log = append(s.log, a)
	return s.after(before, a.Tick, ev), nil
}

// Check reports whether a would be accepted now, without applying it.
func (s *State) Check(a Action) error {
	switch a.Kind {
	case Call:
		if a.Card != card.None || a.Cards != nil || a.Refills != nil {
			return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "a call names no card"}
		}
		return s.checkCalls(a.Tick, []Called{{a.Seat, a.Word}})
	case Reveal, RevealAll, Time:
		if a.Word != 0 {
			return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "only a call names a word"}
		}
		if a.Kind != RevealAll && a.Cards != nil {
			return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "only the countdown's reveal names several cards"}
		}
		if a.Kind == Time && a.Refills != nil {
			return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "the end of time turns no stack over"}
		}
		if a.Kind != Reveal && a.Seat != -1 {
			return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "the countdown and the end of time belong to the table: their seat is -1"}
		}
		return s.checkTable(a)
	}
	return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "unknown action"}
}

// checkTick checks what every action checks: the game runs, the tick is not
// in the past, and the time limit is not reached (except by Time itself).
func (s *State) checkTick(t Tick, seat int, k Kind) *Error {
	if s.reason != Running {
		return &Error{Why: WhyOver, Seat: seat, Tick: t}
	}
	if t < 0 || t < s.last {
		return &Error{Why: WhyPast, Seat: seat, Tick: t, Last: s.last}
	}
	lim := s.opts.TimeLimit
	if k == Time {
		if lim <= 0 || t < lim {
			return &Error{Why: WhyNotTimeUp, Seat: seat, Tick: t, Last: lim}
		}
	} else if lim > 0 && t >= lim {
		return &Error{Why: WhyTimeUp, Seat: seat, Tick: t, Last: lim}
	}
	return nil
}

func (s *State) checkTable(a Action) error {
	if err := s.checkTick(a.Tick, a.Seat, a.Kind); err != nil {
		return err
	}
	switch a.Kind {
	case Reveal:
		if s.opts.Los {
			return &Error{Why: WhyTogether, Seat: a.Seat, Tick: a.Tick}
		}
		if a.Seat != s.turn {
			if a.Seat < 0 || a.Seat >= s.players {
				return &Error{Why: WhyNotSeat, Seat: a.Seat, Tick: a.Tick}
			}
			return &Error{Why: WhyNotYourReveal, Seat: a.Seat, Other: s.turn, Tick: a.Tick}
		}
		if err := s.checkRefills(a, []int{a.Seat}); err != nil {
			return err
		}
		if a.Card != card.None && a.Card != s.topOf(a.Seat, a.Refills) {
			return &Error{Why: WhyRevealCard, Seat: a.Seat, Tick: a.Tick, Card: a.Card}
		}
	case RevealAll:
		if !s.opts.Los {
			return &Error{Why: WhyInTurn, Seat: a.Seat, Tick: a.Tick}
		}
		if a.Card != card.None {
			return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "the countdown names the cards turned in its list of cards"}
		}
		var who []int
		for p := range s.players {
			if s.Holds(p) {
				who = append(who, p)
			}
		}
		if err := s.checkRefills(a, who); err != nil {
			return err
		}
		if a.Cards != nil {
			if len(a.Cards) != len(who) {
				return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: fmt.Sprintf("the countdown turns %d cards, one for each seat holding cards, not %d", len(who), len(a.Cards))}
			}
			for i, p := range who {
				if a.Cards[i] != s.topOf(p, a.Refills) {
					return &Error{Why: WhyRevealCard, Seat: p, Tick: a.Tick, Card: a.Cards[i]}
				}
			}
		}
	case Time:
		if a.Card != card.None {
			return &Error{Why: WhyBadAction, Seat: a.Seat, Tick: a.Tick, Text: "the end of time names no card"}
		}
	}
	return nil
}

// checkRefills checks the stacks a reveal by the seats who names: none
// named (nil), or exactly one for each of them whose stack is empty, in seat
// order, each a reordering of that seat's face-up pile.
func (s *State) checkRefills(a Action, who []int) error {
	if a.Refills == nil {
		return nil
	}
	i := 0
	for _, p := range who {
		if len(s.stacks[p]) > 0 {
			continue
		}
		if i >= len(a.Refills) || a.Refills[i].Seat != p {
			return &Error{Why: WhyRefill, Seat: p, Tick: a.Tick}
		}
		if !samePile(a.Refills[i].Stack, s.piles[p]) {
			return &Error{Why: WhyRefillCards, Seat: p, Tick: a.Tick}
		}
		i++
	}
	if i < len(a.Refills) {
		return &Error{Why: WhyNoRefill, Seat: a.Refills[i].Seat, Tick: a.Tick}
	}
	return nil
}

// samePile reports whether stack holds exactly the cards of pile.
func samePile(stack, pile []card.Card) bool {
	if len(stack) != len(pile) {
		return false
	}
	return card.SameCards(stack, pile)
}

// refillOf is the stack named for seat p, or nil.
func refillOf(named []Refill, p int) []card.Card {
	for _, r := range named {
		if r.Seat == p {
			return r.Stack
		}
	}
	return nil
}

// topOf is the card seat p turns next. With an empty stack it is the first
// card of the stack named for him, or else the card the generator's shuffle
// of his pile brings up, found on copies of the pile and the generator.
func (s *State) topOf(p int, named []Refill) card.Card {
	if len(s.stacks[p]) > 0 {
		return s.stacks[p][0]
	}
	if len(s.piles[p]) == 0 {
		return card.None
	}
	if st := refillOf(named, p); st != nil {
		return st[0]
	}
	r := s.rng
	pile := slices.Clone(s.piles[p])
	r.Shuffle(pile)
	return pile[0]
}

// reveal turns seat p's top card; an empty stack is first refilled with the
// face-up pile turned over: in the order named for p, else shuffled by the
// generator. The generator shuffles a copy even when the order is named, so
// a replay of the engine's own record keeps the generator in step. The
// refill is noted in a's Refills for the log.
func (s *State) reveal(p int, t Tick, named []Refill, a *Action, ev []Event) []Event {
	if len(s.stacks[p]) == 0 {
		pile := s.piles[p]
		ev = append(ev, Event{Kind: Recycled, Seat: p, Tick: t, Cards: slices.Clone(pile), Reaction: -1})
		stack := slices.Clone(pile)
		s.rng.Shuffle(stack)
		if st := refillOf(named, p); st != nil {
			copy(stack, st)
		}
		a.Refills = append(a.Refills, Refill{Seat: p, Stack: slices.Clone(stack)})
		s.stacks[p] = append(s.stacks[p][:0], stack...)
		s.piles[p] = pile[:0]
	}
	c := s.stacks[p][0]
	s.stacks[p] = s.stacks[p][1:]
	s.piles[p] = append(s.piles[p], c)
	s.shown[p] = t
	s.reveals++
	return append(ev, Event{Kind: Revealed, Seat: p, Tick: t, Cards: []card.Card{c}, Reaction: -1})
}

func (s *State) checkCalls(t Tick, calls []Called) error {
	if len(calls) == 0 {
		return nil
	}
	if err := s.checkTick(t, -1, Call); err != nil {
		err.Seat = calls[0].Seat
		return err
	}
	if t <= s.called {
		return &Error{Why: WhyResolved, Seat: calls[0].Seat, Tick: t}
	}
	var seen [MaxPlayers]bool
	for _, c := range calls {
		if c.Seat < 0 || c.Seat >= s.players {
			return &Error{Why: WhyNotSeat, Seat: c.Seat, Tick: t}
		}
		if c.Word != Schnapp && c.Word != Schnipp {
			return &Error{Why: WhyNoWord, Seat: c.Seat, Tick: t}
		}
		if seen[c.Seat] {
			return &Error{Why: WhyTwice, Seat: c.Seat, Tick: t}
		}
		seen[c.Seat] = true
		if c.Word == Schnapp && !s.Holds(c.Seat) {
			return &Error{Why: WhyOutSchnapp, Seat: c.Seat, Tick: t}
		}
	}
	return nil
}

// ApplyTick resolves every call of tick t at once: calls stamped with the
// same tick are simultaneous. The batch is accepted whole or refused whole
// (with an *Error naming the first offending call), and may come only once
// per tick. An empty batch changes nothing.
//
// Resolution: every call is judged against the table as it stood before the
// tick. A word with a match is right; one right caller wins it, two or more
// tie. Schnapp is resolved first, then Schnipp, then the mistakes in seat
// order, each on what the earlier steps left.
func (s *State) ApplyTick(t Tick, calls []Called) ([]Event, error) {
	if err := s.checkCalls(t, calls); err != nil {
		return nil, err
	}
	if len(calls) == 0 {
		return nil, nil
	}
	calls = slices.Clone(calls)
	// By seat, in an insertion sort: a tick's calls are a few, and a
	// generic sort of this type would weigh on the browser's download.
	for i := 1; i < len(calls); i++ {
		for j := i; j > 0 && calls[j].Seat < calls[j-1].Seat; j-- {
			calls[j], calls[j-1] = calls[j-1], calls[j]
		}
	}
	before := s.holding()
	m := s.matches()
	var ev []Event
	var right [numWords][]int
	var wrong []Called
	for _, c := range calls {
		switch {
		case m.has(c.Word):
			right[c.Word] = append(right[c.Word], c.Seat)
		default:
			wrong = append(wrong, c)
		}
	}
	for _, w := range []Word{Schnapp, Schnipp} {
		who := right[w]
		switch {
		case len(who) == 1:
			ev = s.capture(who[0], w, t, &m, ev)
		case len(who) > 1:
			ev = s.tie(who, w, t, &m, ev)
		}
	}
	for _, c := range wrong {
		pile := s.piles[c.Seat]
		ev = append(ev, Event{Kind: Mistake, Seat: c.Seat, Word: c.Word, Tick: t, Cards: slices.Clone(pile), Reaction: -1})
		if len(pile) > 0 {
			s.centre = append(s.centre, pile...)
			s.cshown = t
			s.piles[c.Seat] = pile[:0]
		}
	}
	for _, c := range calls {
		s.log = append(s.log, CallOf(c.Seat, t, c.Word))
	}
	s.last = t
	s.called = t
	return s.after(before, t, ev), nil
}

// capture gives the match of w to seat p.
func (s *State) capture(p int, w Word, t Tick, m *match, ev []Event) []Event {
	e := Event{Kind: Captured, Seat: p, Word: w, Tick: t, Reaction: t - m.appeared[w]}
	got := s.scratch[:0]
	won := 0
	if w == Schnapp {
		// He gathers his own pile first, then the taken piles clockwise from
		// his left, and turns the packet over under his stack.
		got = append(got, s.piles[p]...)
		s.piles[p] = s.piles[p][:0]
		for i := 1; i < s.players; i++ {
			q := (p + i) % s.players
			if m.snapp[q] && len(s.piles[q]) > 0 {
				e.From = append(e.From, q)
				won += len(s.piles[q])
				got = append(got, s.piles[q]...)
				s.piles[q] = s.piles[q][:0]
			}
		}
		if m.snapp[p] {
			e.From = append([]int{p}, e.From...)
		}
	} else {
		e.Centre = true
		won = len(s.centre)
		got = append(got, s.centre...)
		s.centre = s.centre[:0]
	}
	e.Cards = slices.Clone(got)
	s.conquered[p] += won
	ev = append(ev, e)
	rest, vals := extract(got, nil)
	for _, v := range vals {
		s.aside[v] = int8(p + 1)
		s.quartets[p]++
		q := make([]card.Card, 0, card.NumColors)
		for _, col := range card.Colors {
			q = append(q, card.New(col, v))
		}
		ev = append(ev, Event{Kind: QuartetOut, Seat: p, Tick: t, Value: v, Cards: q, Reaction: -1})
	}
	s.stacks[p] = append(s.stacks[p], rest...)
	s.scratch = got[:0]
	return ev
}

// tie sends the piles of the match of w back under their owners' stacks;
// the centre stays.
func (s *State) tie(who []int, w Word, t Tick, m *match, ev []Event) []Event {
	e := Event{Kind: Tied, Seat: -1, Seats: slices.Clone(who), Word: w, Tick: t, Reaction: t - m.appeared[w]}
	in := m.snapp
	if w == Schnipp {
		in = m.schnipp
	}
	for q := range s.players {
		if in[q] && len(s.piles[q]) > 0 {
			e.From = append(e.From, q)
			e.Cards = append(e.Cards, s.piles[q]...)
			s.stacks[q] = append(s.stacks[q], s.piles[q]...)
			s.piles[q] = s.piles[q][:0]
		}
	}
	return append(ev, e)
}

// after is the common end of every action: it notes who went out or came
// back, and whether the game ended.
func (s *State) after(before holding, t Tick, ev []Event) []Event {
	for p := range s.players {
		switch h := s.Holds(p); {
		case before.held[p] && !h:
			ev = append(ev, Event{Kind: Out, Seat: p, Tick: t, Reaction: -1})
		case !before.held[p] && h:
			ev = append(ev, Event{Kind: Back, Seat: p, Tick: t, Reaction: -1})
		}
	}
	s.finish()
	if s.reason != Running {
		ev = append(ev, Event{Kind: Ended, Seat: -1, Tick: t, Reason: s.reason, Reaction: -1})
	}
	return ev
}

// holding is which seats hold cards, for after to compare.
type holding struct {
	held [MaxPlayers]bool
}

func (s *State) holding() holding {
	var ms holding
	for p := range s.players {
		ms.held[p] = s.Holds(p)
	}
	return ms
}

// match is what the face-up tops show: the seats whose piles are in a
// Schnapp match and in a Schnipp match, and when each match appeared.
type match struct {
	snapp, schnipp [MaxPlayers]bool
	appeared       [numWords]Tick
}

func (m *match) has(w Word) bool {
	set := m.snapp
	if w == Schnipp {
		set = m.schnipp
	} else if w != Schnapp {
		return false
	}
	for _, b := range set {
		if b {
			return true
		}
	}
	return false
}

func (s *State) matches() match {
	var tops [MaxPlayers]card.Card
	for p := range s.players {
		if n := len(s.piles[p]); n > 0 {
			tops[p] = s.piles[p][n-1]
		}
	}
	var ctop card.Card
	if n := len(s.centre); n > 0 {
		ctop = s.centre[n-1]
	}
	return matchOf(tops[:s.players], s.shown[:s.players], ctop, s.cshown)
}

// matchOf finds the matches among face-up tops (None for an empty pile),
// given when each appeared, and the centre's top. The State and the View
// share it, so bots judge exactly as the engine does.
//
// A Schnapp match appeared when the second card of its value showed; with
// several matched values, the earliest counts. A Schnipp match appeared when
// both the centre's top and a matching top showed.
func matchOf(tops []card.Card, shown []Tick, ctop card.Card, cshown Tick) match {
	var m match
	const never = Tick(1) << 62
	m.appeared = [numWords]Tick{never, never, never}
	for p, c := range tops {
		if c == card.None {
			continue
		}
		// first and second earliest appearance of c's value
		first, second := never, never
		for q, d := range tops {
			if d == card.None || d.Value() != c.Value() {
				continue
			}
			switch t := shown[q]; {
			case t < first:
				first, second = t, first
			case t < second:
				second = t
			}
		}
		if second != never {
			m.snapp[p] = true
			m.appeared[Schnapp] = min(m.appeared[Schnapp], second)
		}
		if ctop != card.None && c.Value() == ctop.Value() {
			m.schnipp[p] = true
			m.appeared[Schnipp] = min(m.appeared[Schnipp], max(shown[p], cshown))
		}
	}
	return m
}
