package server

import (
	"slices"
	"time"

	"elferraus/engine/games"
	"elferraus/engine/snap"
	"elferraus/online"
)

// fairRoom is a real-time room's side of the judge (see fair.go): when
// each state that changed the table went out, when each pending call
// came, and what the table does while it waits for a verdict.
//
// The game clock while the judge waits: the round's ticks are held. The
// server's ticker runs on, and each of its ticks gathers the calls that
// came (and the bots' calls), but the round plays no tick, so no card is
// turned and the match stays on the table until the verdict; then the
// calls that won are played together in the round's next tick, and the
// clock goes on from there. The round's ticks, its time limit and the
// record so run a little behind the wall clock, by the time the table
// stood still. The journal keeps only what was played, so a server that
// starts again replays the very same round without judging anything.
type fairRoom struct {
	// round is the round this belongs to: a new one starts it afresh.
	round games.Round
	judge judge
	// wall counts the server's ticks of the round, the held ones too;
	// held, the round's ticks held for the verdict so far.
	wall int64
	held snap.Tick
	// stamps are when the states after the round's latest changes went
	// out, by the round's tick; begun, when the room first ticked the
	// round (the time of a match older than every stamp).
	stamps []stamp
	begun  time.Time
	// arrivals are the pending calls' arrivals, by seat.
	arrivals map[int]arrival
	// calls are the calls the judge holds, and mistakes the calls of a
	// word with no match, which are played with the verdict.
	calls, mistakes map[int]games.Action
	// late are the calls of the last verdict that lost, for the next
	// state to tell.
	late []online.Move
	// disagreed counts the clients' figures not taken.
	disagreed int
}

// stamp is when the state after the round's tick t went out.
type stamp struct {
	t  snap.Tick
	at time.Time
}

// arrival is when a pending call came, its client's figure and the link
// of its connection then.
type arrival struct {
	at     time.Time
	figure *float64
	link   link
}

// maxStamps bounds the stamps kept: a minute of reveals and calls, more
// than a match waits for its first call.
const maxStamps = 100

// arrive notes a call of seat that came at at. Under the room's lock.
func (f *fairRoom) arrive(seat int, at time.Time, figure *float64, l link) {
	if f.arrivals == nil {
		f.arrivals = map[int]arrival{}
	}
	f.arrivals[seat] = arrival{at: at, figure: figure, link: l}
}

// stamp notes that the state after the round's tick t went out at at.
func (f *fairRoom) stamp(t snap.Tick, at time.Time) {
	if n := len(f.stamps); n > 0 && f.stamps[n-1].t == t {
		return // the first state that showed it counts
	}
	if len(f.stamps) >= maxStamps {
		f.stamps = slices.Delete(f.stamps, 0, len(f.stamps)-maxStamps+1)
	}
	f.stamps = append(f.stamps, stamp{t, at})
}

// shown is when the state that showed the round's tick t went out: a
// match appeared in it.
func (f *fairRoom) shown(t snap.Tick) time.Time {
	for i := len(f.stamps) - 1; i >= 0; i-- {
		if f.stamps[i].t == t {
			return f.stamps[i].at
		}
	}
	return f.begun
}

// fairNow is the room's judging for its current round. Under r's lock.
func (r *room) fairNow(now time.Time) *fairRoom {
	f := &r.fair
	if f.round != r.round {
		*f = fairRoom{round: r.round, begun: now, arrivals: f.arrivals,
			calls: map[int]games.Action{}, mistakes: map[int]games.Action{}}
	}
	return f
}

// seatLink is the link of seat p's person: of his connections, the
// farthest (a second tab, a reconnection not yet noticed).
func (r *room) seatLink(p int) link {
	var l link
	for c := range r.seats[p].conns {
		if x := c.pings.link(); !l.known || x.rtt > l.rtt {
			l = x
		}
	}
	return l
}

// tableLinks are the links of the seats that may call: the bots' and
// those of the people connected.
func (r *room) tableLinks() []link {
	var out []link
	for p, s := range r.seats {
		switch {
		case s.bot || s.standing:
			out = append(out, link{bot: true})
		case len(s.conns) > 0:
			out = append(out, r.seatLink(p))
		}
	}
	return out
}

// tickView is seat p's view of the table as the round shows it, the tick
// moved on by the ticks held: a bot deciding while the table stands still
// lives through those ticks.
func (r *room) tickView(p int, held snap.Tick) (*snap.TickView, bool) {
	tv, ok := r.round.View(p).(*snap.TickView)
	if !ok {
		return nil, false
	}
	v := *tv
	v.Now += held
	return &v, true
}

// millis is a count of ticks in milliseconds.
func millis(t snap.Tick) float64 { return float64(t) * 1000 / ticksPerSecond }

// gather takes this tick's calls: the people's that came and the bots'.
// A call of a word with a match goes to the judge, any other is a mistake
// to play at the round's next tick; a seat calls once while the table
// stands still. Under r's lock.
func (r *room) gather(f *fairRoom, now time.Time) {
	for _, p := range r.round.ToMove() {
		if _, ok := f.calls[p]; ok {
			continue
		}
		if _, ok := f.mistakes[p]; ok {
			continue
		}
		tv, ok := r.tickView(p, f.held)
		if !ok {
			return
		}
		var a games.Action
		s := r.seats[p]
		arr, person := f.arrivals[p], false
		if data, ok := r.pending[p]; ok {
			if x, err := r.action(p, data); err == nil {
				a, person = x, true
			}
		} else if s.bot || s.standing {
			a = r.bots[p].Choose(tv)
		}
		if a == nil {
			continue
		}
		c, ok := a.(snap.Called)
		if !ok || c.Word == 0 {
			continue // a call of nothing
		}
		if r.round.Clone().Apply(a) != nil {
			continue // the call came too late or is no call now
		}
		right, appeared := tv.Match(c.Word)
		if !right {
			f.mistakes[p] = a
			continue
		}
		fc := fairCall{seat: p, word: c.Word, at: now, tick: f.wall, shown: f.shown(appeared)}
		if person {
			if !arr.at.IsZero() {
				fc.at = arr.at
			}
			fc.figure, fc.link = arr.figure, arr.link
		} else {
			react := millis(tv.Now - appeared)
			fc.figure, fc.link = &react, link{bot: true}
		}
		if f.judge.add(fc, r.tableLinks()) {
			f.calls[p] = a
		}
	}
}

// waiters are the seats that have not called for the matches being
// judged but may still, each with the least reaction its call could be
// judged at: a bot's is its next tick's, a person's what a call coming
// now would be. Under r's lock.
func (r *room) waiters(f *fairRoom, now time.Time) []waiter {
	var out []waiter
	tv, ok := r.tickView(0, f.held)
	if !ok {
		return nil
	}
	for _, w := range [2]snap.Word{snap.Schnapp, snap.Schnipp} {
		ok, appeared := tv.Match(w)
		if !ok {
			continue
		}
		shown := f.shown(appeared)
		for p, s := range r.seats {
			_, called := f.calls[p]
			_, wrong := f.mistakes[p]
			if called || wrong || !slices.Contains(r.round.Legal(p), games.Action(snap.Called{Seat: p, Word: w})) {
				continue
			}
			switch {
			case s.bot || s.standing:
				out = append(out, waiter{word: w, floor: time.Duration(millis(tv.Now+1-appeared) * float64(time.Millisecond))})
			case len(s.conns) > 0:
				out = append(out, waiter{word: w, floor: floorOf(r.seatLink(p), now, shown)})
			}
		}
	}
	return out
}

// rule turns a verdict into the calls to play in the round's next tick
// (the winners', and the mistakes gathered meanwhile) and the judged
// reaction of each, in milliseconds; the calls that lost are kept to be
// told as late, and every figure not taken is logged. Under r's lock.
func (r *room) rule(f *fairRoom, v verdict) (map[int]games.Action, map[int]float64) {
	calls := map[int]games.Action{}
	reacts := map[int]float64{}
	for p, a := range f.mistakes {
		calls[p] = a
	}
	for _, c := range v.calls {
		if c.why != "" {
			f.disagreed++
			r.srv.logf("room %s: seat %d's reaction figure is not taken, the server's estimate %.0f ms is: %s", r.code, c.seat, ms(c.own), c.why)
		}
		react := float64(c.react.Round(100*time.Microsecond)) / float64(time.Millisecond)
		a := f.calls[c.seat]
		if c.won {
			calls[c.seat], reacts[c.seat] = a, react
			continue
		}
		data, err := online.Encode(a)
		if err != nil {
			continue
		}
		f.late = append(f.late, online.Move{Seat: c.seat, Action: data, React: &react})
	}
	clear(f.calls)
	clear(f.mistakes)
	return calls, reacts
}
