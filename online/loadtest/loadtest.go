// Package loadtest fills a server with rooms of bot clients over real
// WebSockets and measures it: how long a move takes from being sent to the
// mover's next state, and whether anything goes wrong, is lost, or shows a
// client a card it may not see.
package loadtest

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/audit"
)

// Config is one load test.
type Config struct {
	Server   string // ws://host:port/ws
	Game     string
	Rooms    int
	Players  int
	Think    time.Duration
	Duration time.Duration
	Seed     uint64
}

// Report is what a load test measured, as `elferraus loadtest -json`
// prints it.
type Report struct {
	Rooms   int     `json:"rooms"`
	Clients int     `json:"clients"`
	Actions int64   `json:"actions"`
	P50     float64 `json:"p50_ms"`
	P99     float64 `json:"p99_ms"`
	Errors  int64   `json:"errors"`
	Lost    int64   `json:"lost"`
	Leaks   int64   `json:"leaks"`
	// Rounds counts the rounds played to their end (and checked).
	Rounds int64 `json:"rounds"`
	// ErrorKinds counts the errors by what they said.
	ErrorKinds map[string]int `json:"error_kinds,omitempty"`
}

type run struct {
	cfg     Config
	game    *games.Game
	actions atomic.Int64
	errors  atomic.Int64
	lost    atomic.Int64
	leaks   atomic.Int64
	rounds  atomic.Int64
	mu      sync.Mutex
	lat     []time.Duration
	errMsgs map[string]int
}

// Run plays the load test and reports it.
func Run(ctx context.Context, cfg Config) (Report, error) {
	g, err := registry.Find(cfg.Game)
	if err != nil {
		return Report{}, err
	}
	if cfg.Players < g.MinPlayers || cfg.Players > g.MaxPlayers {
		return Report{}, fmt.Errorf("%s is for %d to %d players", g.ID, g.MinPlayers, g.MaxPlayers)
	}
	r := &run{cfg: cfg, game: g, errMsgs: map[string]int{}}
	ctx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	var wg sync.WaitGroup
	for i := range cfg.Rooms {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.room(ctx, i)
		}()
		// Rooms open over a moment, not all in one instant.
		time.Sleep(time.Millisecond)
	}
	wg.Wait()
	rep := Report{Rooms: cfg.Rooms, Clients: cfg.Rooms * cfg.Players, Actions: r.actions.Load(),
		Errors: r.errors.Load(), Lost: r.lost.Load(), Leaks: r.leaks.Load(), Rounds: r.rounds.Load()}
	r.mu.Lock()
	if len(r.errMsgs) > 0 {
		rep.ErrorKinds = r.errMsgs
	}
	slices.Sort(r.lat)
	if n := len(r.lat); n > 0 {
		rep.P50 = ms(r.lat[n/2])
		rep.P99 = ms(r.lat[min(n-1, n*99/100)])
	}
	r.mu.Unlock()
	return rep, nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func (r *run) fail(what string) {
	r.errors.Add(1)
	r.mu.Lock()
	r.errMsgs[what]++
	r.mu.Unlock()
}

// player is one bot client.
type player struct {
	r    *run
	conn *online.Conn
	seat int
	rng  *rand.Rand
	// sent is when the pending move went, at which action of which round
	// (the move is acknowledged by a state past it); states are what the
	// seat was sent in the round, for the checks at its end.
	sent      time.Time
	sentAt    [2]int
	sentMove  json.RawMessage
	sentSeq   int
	pending   bool
	states    []online.Msg
	acked     map[int]json.RawMessage // action index: the move sent
	rematched bool
}

func (r *run) room(ctx context.Context, i int) {
	ps := make([]*player, r.cfg.Players)
	var code string
	for p := range ps {
		c, err := online.Dial(ctx, r.cfg.Server)
		if err != nil {
			r.fail("dial: " + err.Error())
			return
		}
		defer c.Close()
		pl := &player{r: r, conn: c, seat: -1, rng: rand.New(rand.NewPCG(r.cfg.Seed, uint64(i*8+p))), acked: map[int]json.RawMessage{}}
		ps[p] = pl
		m := online.Msg{T: online.Join, Room: code}
		if p == 0 {
			m = online.Msg{T: online.Create, Spec: &online.Spec{Game: r.game.ID, Players: r.cfg.Players, Rounds: 1}}
		}
		if _, err := c.Send(ctx, m); err != nil {
			r.fail("send: " + err.Error())
			return
		}
		for pl.seat < 0 {
			got, err := c.Recv(ctx)
			if err != nil {
				r.fail("join: " + err.Error())
				return
			}
			switch got.T {
			case online.Joined:
				pl.seat, code = got.Seat, got.Room
			case online.Error:
				r.fail("join: " + got.Err)
				return
			}
		}
	}
	if _, err := ps[0].conn.Send(ctx, online.Msg{T: online.Start}); err != nil {
		r.fail("start: " + err.Error())
		return
	}
	var wg sync.WaitGroup
	for _, pl := range ps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pl.play(ctx)
		}()
	}
	wg.Wait()
}

// play answers states until ctx ends: a move after the think time when it
// is the seat's, the checks when a round's record comes, a rematch from
// the host when the match is over.
func (pl *player) play(ctx context.Context) {
	r := pl.r
	msgs := make(chan online.Msg, 64)
	go func() {
		defer close(msgs)
		for {
			m, err := pl.conn.Recv(ctx)
			if err != nil {
				if ctx.Err() == nil {
					r.fail("recv: " + err.Error())
				}
				return
			}
			select {
			case msgs <- m:
			case <-ctx.Done():
				return
			}
		}
	}()
	var timer <-chan time.Time
	var ask online.Msg
	for {
		select {
		case <-ctx.Done():
			return
		case m, ok := <-msgs:
			if !ok {
				return
			}
			switch m.T {
			case online.Error:
				if pl.pending && m.Seq == pl.sentSeq {
					pl.pending = false
				}
				if !strings.Contains(m.Err, "not your move") {
					r.fail(m.Err)
				}
			case online.Record:
				pl.check(m.Record)
			case online.State:
				if m.View != nil && (m.Phase == "playing" || len(m.Moves) > 0) {
					pl.states = append(pl.states, m)
				}
				if pl.pending && m.Seq == pl.sentSeq {
					// The state that answers the move.
					pl.pending = false
					r.mu.Lock()
					r.lat = append(r.lat, time.Since(pl.sent))
					r.mu.Unlock()
					r.actions.Add(1)
					pl.acked[pl.sentAt[1]] = pl.sentMove
				} else if pl.pending && (m.Round != pl.sentAt[0] || m.Phase != "playing") {
					pl.pending = false
				}
				if m.Phase == "over" && pl.seat == 0 && !pl.rematched {
					pl.rematched = true
					_, _ = pl.conn.Send(ctx, online.Msg{T: online.Rematch})
				}
				if m.Phase == "playing" {
					pl.rematched = false
				}
				if len(m.Legal) > 0 && !pl.pending {
					ask = m
					timer = time.After(pl.r.cfg.Think)
				}
			}
		case <-timer:
			timer = nil
			if pl.pending || len(ask.Legal) == 0 {
				continue
			}
			mv := ask.Legal[pl.rng.IntN(len(ask.Legal))]
			pl.sent, pl.sentAt, pl.sentMove, pl.pending = time.Now(), [2]int{ask.Round, ask.Actions}, mv, true
			seq, err := pl.conn.Send(ctx, online.Msg{T: online.Act, Action: mv})
			pl.sentSeq = seq
			if err != nil {
				if ctx.Err() == nil {
					r.fail("send: " + err.Error())
				}
				return
			}
		}
	}
}

// check replays the round just finished from its record: every move this
// client saw acknowledged must be there, every view it was sent must be its
// seat's view, showing no card hidden from the seat, and every move a state
// told it shows no card the seat did not see (audit.Move).
func (pl *player) check(text string) {
	r := pl.r
	states, acked := pl.states, pl.acked
	pl.states, pl.acked = nil, map[int]json.RawMessage{}
	rec, err := r.game.Read(strings.NewReader(text))
	if err != nil {
		r.fail("record: " + err.Error())
		return
	}
	if pl.seat == 0 {
		r.rounds.Add(1)
	}
	round, err := r.game.Replay(rec, 0)
	if err != nil {
		r.fail("replay: " + err.Error())
		return
	}
	// The moves the states told, by their place in the round.
	told := map[int]online.Move{}
	for _, st := range states {
		for i, mv := range st.Moves {
			told[st.Actions-len(st.Moves)+i] = mv
		}
	}
	si := 0
	for pos := 0; ; pos++ {
		for ; si < len(states) && states[si].Actions <= pos; si++ {
			if states[si].Actions == pos {
				pl.look(round, states[si])
			}
		}
		if pos >= rec.Len() {
			break
		}
		a, err := r.game.Action(rec, pos)
		if err != nil {
			r.fail("replay: " + err.Error())
			return
		}
		mv, tell := told[pos]
		var seen games.Cards
		if tell {
			games.Shown(round, pl.seat, &seen)
		}
		if mv, ok := acked[pos]; ok {
			delete(acked, pos)
			if !sameMove(round, a, mv) && !inRecord(r.game, rec, mv) {
				r.lost.Add(1)
			}
		}
		if err := round.Apply(a); err != nil {
			r.fail("replay: the record does not play: " + err.Error())
			return
		}
		if tell {
			games.Shown(round, pl.seat, &seen)
			if audit.Move(a, pl.seat, mv, &seen) != nil {
				r.leaks.Add(1)
			}
		}
	}
	// Moves acknowledged past the record's end are lost.
	r.lost.Add(int64(len(acked)))
}

// sameMove reports whether the move mv a client sent does to round what
// the recorded action a does (a draw is sent without the card the record
// names).
func sameMove(round games.Round, a games.Action, mv json.RawMessage) bool {
	sent, err := online.DecodeAs(mv, reflect.TypeOf(a))
	if err != nil {
		return false
	}
	x, y := round.Clone(), round.Clone()
	if x.Apply(sent) != nil || y.Apply(a) != nil {
		return false
	}
	return x.Equal(y)
}

// inRecord reports whether the record holds mv word for word anywhere: a
// simultaneous choice is recorded in the engine's order, not the order
// the clients' moves came in.
func inRecord(g *games.Game, rec games.Record, mv json.RawMessage) bool {
	for i := range rec.Len() {
		if a, err := g.Action(rec, i); err == nil {
			if b, _ := online.Encode(a); string(b) == string(mv) {
				return true
			}
		}
	}
	return false
}

// look checks a state the seat was sent against the replayed round: its
// view is the seat's view, and shows no card hidden from the seat.
func (pl *player) look(round games.Round, st online.Msg) {
	r := pl.r
	want, _ := online.Encode(round.View(pl.seat))
	if string(want) != string(st.View) {
		r.leaks.Add(1)
		return
	}
	if au, ok := round.(games.Audited); ok {
		hidden := map[card.Card]bool{}
		au.Places(func(c card.Card, p games.Place) {
			if !p.VisibleTo(pl.seat) {
				hidden[c] = true
			}
		})
		au.Seen(pl.seat, func(c card.Card) {
			if hidden[c] {
				r.leaks.Add(1)
			}
		})
	}
}
