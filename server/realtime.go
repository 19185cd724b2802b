package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"elferraus/engine/games"
	"elferraus/engine/snap"
	"elferraus/online"
)

// A real-time game (Schnipp Schnapp) moves every seat in every tick, 60 a
// second: in a tick each seat either calls or lets it pass. A client's
// call waits for the server's next tick, bots decide in it, and every
// other seat lets it pass (its first legal move). A call for a match goes
// to the judge (fair.go), which holds the round's ticks until it knows
// the fastest reaction, latencies corrected; then the winner's call (or
// the tied calls) is played in one tick. The journal keeps the ticks with
// calls, and the quiet ticks before them as a count (Skip), at least once
// a second.

// ticksPerSecond is the pace of a real-time round.
const ticksPerSecond = 60

// realtime reports whether the room plays a game of ticks.
func (r *room) realtime() bool { return r.game != nil && r.game.Table == "snap" }

// tick1 plays one tick: calls are the moves of the seats that called; every
// other seat to move lets the tick pass. The calls are told in the next
// state, in the order of the seats.
func (r *room) tick1(calls map[int]games.Action) error {
	movers := slices.Clone(r.round.ToMove())
	for _, p := range movers {
		a, ok := calls[p]
		if !ok {
			legal := r.round.Legal(p)
			if len(legal) == 0 {
				continue
			}
			a = legal[0]
		}
		if err := r.round.Apply(a); err != nil {
			return fmt.Errorf("seat %d in a tick: %w", p, err)
		}
		if ok {
			// A call is told as a turn's move is; it shows no card.
			r.told = append(r.told, told{seat: p, a: a, seen: make([]games.Cards, len(r.seats))})
		}
	}
	return nil
}

// decodeCalls reads a tick event's calls, each a move of its seat.
func (r *room) decodeCalls(raw []json.RawMessage) (map[int]games.Action, error) {
	calls := map[int]games.Action{}
	for _, data := range raw {
		var who struct{ Seat int }
		if err := json.Unmarshal(data, &who); err != nil {
			return nil, err
		}
		if who.Seat < 0 || who.Seat >= len(r.seats) {
			return nil, errors.New("a call of no seat")
		}
		a, err := r.action(who.Seat, data)
		if err != nil {
			return nil, err
		}
		calls[who.Seat] = a
	}
	return calls, nil
}

// startTicks runs the round's ticks until it is over or the room closes.
// Under r's lock.
func (r *room) startTicks() {
	if r.ticking || r.closed || r.phase != playing || !r.realtime() {
		return
	}
	r.ticking = true
	go func() {
		t := time.NewTicker(time.Second / ticksPerSecond)
		defer t.Stop()
		for range t.C {
			if !r.tickLive() {
				return
			}
		}
	}()
}

// tickLive plays the next tick with what the seats decided, journals it
// when someone called (or a second of quiet ticks went by, or the round
// ended) and tells the clients what changed; false ends the ticks. While
// the judge waits for later calls for a match (fair.go, fairroom.go) the
// round's tick is held: the calls that come are gathered, nothing is
// played.
func (r *room) tickLive() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed || r.phase != playing {
		r.ticking = false
		return false
	}
	now := time.Now()
	f := r.fairNow(now)
	f.wall++
	r.gather(f, now)
	clear(r.pending)
	var calls map[int]games.Action
	var reacts map[int]float64
	if f.judge.open() {
		if !f.judge.settled(now, r.waiters(f, now)) {
			f.held++
			return true // the table stands still for the verdict
		}
		calls, reacts = r.rule(f, f.judge.verdict())
	} else {
		calls = maps.Clone(f.mistakes)
		clear(f.mistakes)
	}
	f.held = 0
	var raw []json.RawMessage
	for p := range r.seats {
		a, ok := calls[p]
		if !ok {
			continue
		}
		data, err := online.Encode(a)
		if err != nil {
			delete(calls, p)
			continue
		}
		raw = append(raw, data)
	}
	before, told := r.round.Actions(), len(r.told)
	if len(raw) == 0 {
		if err := r.tick1(nil); err != nil {
			r.srv.logf("room %s: %v", r.code, err)
			r.ticking = false
			return false
		}
		r.quiet++
		if r.quiet >= ticksPerSecond || r.round.IsOver() {
			if err := r.srv.journal.append(r.srv.ctx, r.code, event{K: "tick", Skip: r.quiet}); err != nil {
				r.srv.logf("room %s: the journal refused a second of play: %v", r.code, err)
			}
			r.quiet = 0
		}
	} else {
		if err := r.srv.journal.append(r.srv.ctx, r.code, event{K: "tick", Skip: r.quiet, Calls: raw}); err != nil {
			r.srv.logf("room %s: the journal refused a tick: %v", r.code, err)
			f.late = nil
			return true // the calls are not taken; the next tick goes on
		}
		r.quiet = 0
		if err := r.tick1(calls); err != nil {
			r.srv.logf("room %s: %v", r.code, err)
		}
		// The calls are told with the reactions judged.
		for i := told; i < len(r.told); i++ {
			if ms, ok := reacts[r.told[i].seat]; ok {
				r.told[i].react = &ms
			}
		}
	}
	if r.round.Actions() == before && !r.round.IsOver() {
		return true // nothing anybody sees changed
	}
	if sr, ok := r.round.(*snap.Round); ok {
		// The state about to go out shows what the round's last tick
		// did: a match that appeared in it appeared to the seats now.
		f.stamp(sr.Clock().Now()-1, now)
	}
	if err := r.moved(now); err != nil {
		r.srv.logf("room %s: %v", r.code, err)
	}
	if r.phase != playing {
		r.broadcast(now)
		r.sendRecord()
		r.schedule(now)
		r.ticking = false
		return false
	}
	r.broadcast(now)
	return true
}
