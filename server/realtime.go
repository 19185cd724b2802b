package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"time"

	"elferraus/engine/games"
	"elferraus/online"
)

// A real-time game (Schnipp Schnapp) moves every seat in every tick, 60 a
// second: in a tick each seat either calls or lets it pass. The server's
// tick decides: a client's call waits for the next tick, bots decide in
// it, and every other seat lets it pass (its first legal move). The
// journal keeps the ticks with calls, and the quiet ticks before them as a
// count (Skip), at least once a second.

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
// ended) and tells the clients what changed; false ends the ticks.
func (r *room) tickLive() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed || r.phase != playing {
		r.ticking = false
		return false
	}
	now := time.Now()
	calls := map[int]games.Action{}
	var raw []json.RawMessage
	for _, p := range r.round.ToMove() {
		var a games.Action
		s := r.seats[p]
		if data, ok := r.pending[p]; ok {
			if x, err := r.action(p, data); err == nil {
				a = x
			}
		} else if s.bot || s.standing {
			a = r.bots[p].Choose(r.round.View(p))
		}
		if a == nil {
			continue
		}
		if legal := r.round.Legal(p); len(legal) > 0 && reflect.DeepEqual(a, legal[0]) {
			continue // a call of nothing
		}
		data, err := online.Encode(a)
		if err != nil {
			continue
		}
		if r.round.Clone().Apply(a) != nil {
			continue // the call came too late or is no call now
		}
		calls[p] = a
		raw = append(raw, data)
	}
	clear(r.pending)
	before := r.round.Actions()
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
			return true // the calls are not taken; the next tick goes on
		}
		r.quiet = 0
		if err := r.tick1(calls); err != nil {
			r.srv.logf("room %s: %v", r.code, err)
		}
	}
	if r.round.Actions() == before && !r.round.IsOver() {
		return true // nothing anybody sees changed
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
