package server

import (
	"fmt"
	"math"
	"time"

	"elferraus/engine/snap"
)

// Judging Schnipp Schnapp's calls across latencies. A call reaches the
// server a round trip after the card it answers left it (half the way
// for the card, half for the call), so the server's ticks alone would give
// every match to the player nearest to it. The judge instead compares
// reactions: each client measures its own (from the frame that showed the
// match to the key press) and sends it with the call; the server forms
// its own estimate (from sending the state that showed the match to
// receiving the call, less the connection's round trip and half a frame,
// the client's wait for its next frame) and takes the client's figure
// only when it lies within a tolerance of that estimate (twice the round
// trip's spread plus a frame), else its own. After the first call for a
// match the room holds its ticks and waits for later calls, at most the
// largest round trip at the table plus a margin, and then the fastest
// reaction wins; reactions within a tick of the fastest tie, as calls in
// one tick tie at one table (RULES.md). When the callers' round trips are
// equal (to half a tick), there is nothing to correct, and the server's
// ticks decide exactly as RULES.md says: calls taken in one tick tie, an
// earlier tick wins.
//
// The judge reads no clock: calls come with their arrival times, the
// question "is it time?" with the time, so tests drive it with a virtual
// clock.

// fairTick is a tick, RULES.md's simultaneity window.
const fairTick = time.Second / ticksPerSecond

// fairLimit bounds the wait after the first call: the table stands still
// no longer than this for a verdict.
const fairLimit = 300 * time.Millisecond

// maxFigure bounds the reaction figure a client may send, in
// milliseconds: below 0 or above a minute it is no reaction at all.
const maxFigure = 60_000.0

// link is what the judge knows of a seat's connection: its round trip and
// the round trip's spread, as the server's pings measured them (known:
// any measured yet); a bot's is exact and has none.
type link struct {
	rtt, spread time.Duration
	known, bot  bool
}

// lag is the round trip the judge corrects for: the measured one, at most
// fairLimit. A client can make its line look longer than it is by holding
// back its pongs, and so make its calls look quicker; the cap bounds what
// that gains, and a line longer than the cap is no longer waited for
// anyway.
func (l link) lag() time.Duration { return min(l.rtt, fairLimit) }

// tolerance is how far a client's figure may lie from the server's
// estimate and still be taken: twice the spread plus a frame.
func (l link) tolerance() time.Duration {
	if l.bot {
		return 0
	}
	return 2*l.spread + fairTick
}

// fairCall is one call for a match as the server received it.
type fairCall struct {
	seat int
	word snap.Word
	// at is when the call arrived (a bot's: the tick it decided in); tick
	// the number of the server's tick that took it.
	at   time.Time
	tick int64
	// shown is when the state that first showed the match went out.
	shown time.Time
	// figure is the client's own measure of the reaction in milliseconds
	// (nil: none sent); a bot's is its exact reaction.
	figure *float64
	link   link
}

// judged is a call with the reaction the judge took for it.
type judged struct {
	fairCall
	// own is the server's estimate, react the reaction judged: the
	// figure when it was taken, else own.
	own, react time.Duration
	// why says why a figure sent was not taken ("" when it was, or none
	// came).
	why string
	// won: the call is played, the fastest or tied with it; the others
	// are late.
	won bool
}

// verdict is the judgement of the calls for the matches on the table.
type verdict struct {
	calls []judged
	// byTick: the callers' latencies were equal, and the server's ticks
	// decided.
	byTick bool
}

// waiter is a seat that has not called yet but may: floor is the least
// reaction a call of it that comes now or later could be judged at.
type waiter struct {
	word  snap.Word
	floor time.Duration
}

// judge gathers the calls for the matches on a table that stands still,
// and tells when the verdict is due and what it is.
type judge struct {
	calls []fairCall
	first time.Time
	wait  time.Duration
}

// open reports whether calls wait for a verdict.
func (j *judge) open() bool { return len(j.calls) > 0 }

// has reports whether seat already called.
func (j *judge) has(seat int) bool {
	for _, c := range j.calls {
		if c.seat == seat {
			return true
		}
	}
	return false
}

// add takes a call; the first one sets the wait from table, the links of
// every seat that may call: the largest round trip plus a margin (twice
// the largest spread and two ticks: one for the server's tick, one for
// the window of a tie), at most fairLimit. A seat calls once a judgement.
func (j *judge) add(c fairCall, table []link) bool {
	if j.has(c.seat) {
		return false
	}
	if len(j.calls) == 0 {
		var most, spread time.Duration
		for _, l := range table {
			most, spread = max(most, l.lag()), max(spread, l.spread)
		}
		j.first, j.wait = c.at, min(most+2*spread+2*fairTick, fairLimit)
	}
	j.calls = append(j.calls, c)
	return true
}

// due is when the verdict is due at the latest.
func (j *judge) due() time.Time { return j.first.Add(j.wait) }

// settled reports whether the verdict may be given at now: the wait is
// over, or no seat still waiting could beat or tie the fastest call of
// its word.
func (j *judge) settled(now time.Time, waiting []waiter) bool {
	if len(j.calls) == 0 {
		return false
	}
	if !now.Before(j.due()) {
		return true
	}
	var best [3]time.Duration
	var have [3]bool
	for _, c := range j.calls {
		r, _, _ := c.reaction()
		if w := c.word; w < 3 && (!have[w] || r < best[w]) {
			best[w], have[w] = r, true
		}
	}
	for _, w := range waiting {
		if w.word < 3 && have[w.word] && w.floor < best[w.word]+fairTick {
			return false
		}
	}
	return true
}

// floorOf is the least reaction a person's call that arrives at from or
// later can be judged at: its estimate, less the tolerance a figure may
// take off.
func floorOf(l link, from, shown time.Time) time.Duration {
	return from.Sub(shown) - l.lag() - fairTick/2 - l.tolerance()
}

// reaction is the reaction judged for c, the server's estimate, and why a
// figure sent was not taken.
func (c fairCall) reaction() (react, own time.Duration, why string) {
	own = c.at.Sub(c.shown)
	if c.link.bot {
		if c.figure != nil {
			own = time.Duration(*c.figure * float64(time.Millisecond))
		}
		return own, own, ""
	}
	// The state travelled half the round trip, the call the other half;
	// the client showed the state at its next frame, on average half a
	// frame after it came.
	own -= c.link.lag() + fairTick/2
	if c.figure == nil {
		return own, own, ""
	}
	f := *c.figure
	switch {
	case math.IsNaN(f) || f < 0 || f > maxFigure:
		return own, own, fmt.Sprintf("a reaction of %v ms is no reaction", f)
	case !c.link.known:
		return own, own, "no round trip measured yet"
	}
	fig := time.Duration(math.Round(f * float64(time.Millisecond)))
	if d := fig - own; d > c.link.tolerance() || -d > c.link.tolerance() {
		return own, own, fmt.Sprintf("the figure %.0f ms lies %.0f ms from the server's estimate (tolerance %.0f ms)",
			f, ms(d), ms(c.link.tolerance()))
	}
	return fig, own, ""
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// verdict judges the calls gathered and clears the judge: for each word,
// the fastest wins, or ties with those within a tick of it; with equal
// latencies, the earliest tick wins, or ties with the calls of its tick.
func (j *judge) verdict() verdict {
	v := verdict{calls: make([]judged, len(j.calls))}
	lo, hi := time.Duration(math.MaxInt64), time.Duration(0)
	for i, c := range j.calls {
		r, own, why := c.reaction()
		v.calls[i] = judged{fairCall: c, own: own, react: r, why: why}
		lo, hi = min(lo, c.link.lag()), max(hi, c.link.lag())
	}
	v.byTick = hi-lo < fairTick/2
	for w := snap.Schnapp; w <= snap.Schnipp; w++ {
		first := -1
		for i, c := range v.calls {
			if c.word != w {
				continue
			}
			if first < 0 || v.byTick && c.tick < v.calls[first].tick || !v.byTick && c.react < v.calls[first].react {
				first = i
			}
		}
		if first < 0 {
			continue
		}
		for i := range v.calls {
			c := &v.calls[i]
			if c.word != w {
				continue
			}
			if v.byTick {
				c.won = c.tick == v.calls[first].tick
			} else {
				c.won = c.react-v.calls[first].react < fairTick
			}
		}
	}
	j.calls, j.first, j.wait = j.calls[:0], time.Time{}, 0
	return v
}
