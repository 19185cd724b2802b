package snap

// Tempos are the ticks between two reveals a table offers: slow, normal and
// fast. In 3-2-1-los a tempo is one step of the countdown, and everybody
// turns a card every three tempos.
var Tempos = [...]Tick{70, 45, 28}

// NormalTempo is the tempo of games nobody chose one for (bots among
// themselves, the registry's rounds).
const NormalTempo Tick = 45

// CountSteps is the length of the 3-2-1-los countdown in tempos: "3", "2",
// "1", then everybody turns a card on "los".
const CountSteps = 3

// Clock drives a State in real time the way a table does, one tick per
// Step: the tick's calls are resolved together, then a card is turned when
// the tempo says so (every seat's on the countdown in 3-2-1-los), and when
// the time limit is reached the game ends by time. It keeps the tick count
// and the next reveal, which a record does not hold, so the screen and the
// rounds the registry plays share one pace and one order of things within a
// tick: calls first, then the reveal.
type Clock struct {
	s     *State
	tempo Tick
	now   Tick // the tick the next Step plays
	next  Tick // the tick of the next reveal
}

// NewClock sets a clock on s at the given tempo (ticks between reveals; in
// 3-2-1-los between the steps of the countdown). A game just dealt starts at
// tick 0 and turns its first card one interval later (a tempo, or the whole
// countdown in 3-2-1-los, so the first countdown is heard in full); a game
// resumed from a record goes on at the tick after its latest action and
// turns the next card an interval after that action.
func NewClock(s *State, tempo Tick) *Clock {
	c := &Clock{s: s, now: s.Last() + 1}
	c.SetTempo(tempo)
	c.next = max(s.Last(), 0) + c.interval()
	return c
}

// interval is the ticks from one reveal to the next.
func (c *Clock) interval() Tick {
	if c.s.opts.Los {
		return CountSteps * c.tempo
	}
	return c.tempo
}

// SetTempo changes the tempo (at least one tick); it applies from the next
// reveal on, so a reveal already announced by a countdown stays where it is.
func (c *Clock) SetTempo(t Tick) { c.tempo = max(t, 1) }

// Tempo is the ticks between reveals (the countdown's steps in 3-2-1-los).
func (c *Clock) Tempo() Tick { return c.tempo }

// Now is the tick the next Step plays: the tick to stamp on calls and to
// hand bots deciding for it.
func (c *Clock) Now() Tick { return c.now }

// Next is the tick of the next reveal.
func (c *Clock) Next() Tick { return c.next }

// Until is the number of ticks from Now to the next reveal: 0 when the next
// Step turns a card. A table plays the countdown's tones when Until is a
// whole number of tempos (CountSteps, ..., 1 tempo, and 0 for "los").
func (c *Clock) Until() Tick { return max(c.next-c.now, 0) }

// Countdown is what a 3-2-1-los table shows before the next Step: 3, 2 or
// 1 while counting down, 0 for "los!" (the last third of the final tempo
// and the reveal itself, so the word is seen before the cards fly).
func (c *Clock) Countdown() int { return CountdownAt(c.Until(), c.tempo) }

// CountdownAt is the countdown shown until ticks before a reveal at the
// given tempo, as Clock.Countdown shows it: a replay, which knows its
// reveals from the record rather than from a clock, counts down alike.
func CountdownAt(until, tempo Tick) int {
	tempo = max(tempo, 1)
	if until <= tempo/3 {
		return 0
	}
	return int(min((until+tempo-1)/tempo, CountSteps))
}

// Step plays the tick Now: it ends the game by time when the time limit is
// reached (calls of that tick are refused), else it resolves calls as one
// simultaneous batch (ApplyTick) and then turns a card when the reveal is
// due; then the clock moves to the next tick. It returns every event in
// order. A refused batch (an *Error, see ApplyTick) changes nothing, not
// even the tick, so the caller may step again without the bad call; a game
// that is over refuses every step.
func (c *Clock) Step(calls []Called) ([]Event, error) {
	s := c.s
	if s.IsOver() {
		return nil, &Error{Why: WhyOver, Seat: -1, Tick: c.now}
	}
	if lim := s.opts.TimeLimit; lim > 0 && c.now >= lim {
		if len(calls) > 0 {
			return nil, &Error{Why: WhyTimeUp, Seat: calls[0].Seat, Tick: c.now, Last: lim}
		}
		ev, err := s.Apply(Action{Kind: Time, Seat: -1, Tick: c.now})
		if err != nil {
			return nil, err
		}
		c.now++
		return ev, nil
	}
	ev, err := s.ApplyTick(c.now, calls)
	if err != nil {
		return nil, err
	}
	if c.now >= c.next && !s.IsOver() {
		a := RevealOf(s.Turn(), c.now)
		if s.opts.Los {
			a = RevealAllOf(c.now)
		}
		c.next = c.now + c.interval()
		more, err := s.Apply(a)
		if err != nil {
			// A running game always has a seat to reveal; this would be a
			// fault of the engine, reported rather than hidden.
			return ev, err
		}
		ev = append(ev, more...)
	}
	c.now++
	return ev, nil
}
