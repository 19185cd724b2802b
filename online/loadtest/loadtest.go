// Package loadtest fills a server with rooms of bot clients over real
// WebSockets and measures it: how long a move takes from being sent to the
// mover's next state, and whether anything goes wrong, is lost, or shows a
// client a card it may not see.
package loadtest

import (
	"context"
	"encoding/json"
	"errors"
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
	// Server is the server's address (ws://host:port/ws); Servers, when
	// given, are the addresses of several servers of one cluster: the
	// clients of room i connect to Servers[i], Servers[i+1], … in turn,
	// and a client whose connection fails joins again through the next.
	Server   string
	Servers  []string
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
	// Reconnects counts the clients that joined their seat again after
	// their connection failed; Unchecked the moves acknowledged in rounds
	// that ended while their client was away and whose record no client
	// of the room got either.
	Reconnects int64 `json:"reconnects"`
	Unchecked  int64 `json:"unchecked"`
	// MaxStall is the longest time a room went without a move while it
	// played, in milliseconds.
	MaxStall float64 `json:"max_stall_ms"`
	// ErrorKinds counts the errors by what they said.
	ErrorKinds map[string]int `json:"error_kinds,omitempty"`
	// PerRoom is each room's account, in the order the rooms were made.
	PerRoom []RoomReport `json:"-"`
}

// RoomReport is what one room did: its code, the server its host
// connected to (where it was made), the rounds its host saw to their end
// and the last time one ended, and its longest stall: the longest time
// between two states that showed the room moving on, and when it ended.
type RoomReport struct {
	Code      string
	Server    string
	Rounds    int
	LastRound time.Time
	Stall     time.Duration
	StallEnd  time.Time
}

type run struct {
	cfg        Config
	game       *games.Game
	actions    atomic.Int64
	errors     atomic.Int64
	lost       atomic.Int64
	leaks      atomic.Int64
	rounds     atomic.Int64
	reconnects atomic.Int64
	unchecked  atomic.Int64
	mu         sync.Mutex
	lat        []time.Duration
	errMsgs    map[string]int
	rooms      []*roomStats
}

// roomStats is what the clients of one room saw of it.
type roomStats struct {
	mu  sync.Mutex
	rep RoomReport
	// key is the room's place (round, actions, phase) in the last state
	// that showed it move, at when it came.
	key string
	at  time.Time
	// records are the records of the rounds its clients got.
	records []string
}

// saw notes a state one of the room's clients got.
func (rs *roomStats) saw(m online.Msg) {
	key := fmt.Sprint(m.Round, m.Actions, m.Phase)
	now := time.Now()
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if key == rs.key {
		return
	}
	if !rs.at.IsZero() && now.Sub(rs.at) > rs.rep.Stall {
		rs.rep.Stall, rs.rep.StallEnd = now.Sub(rs.at), now
	}
	rs.key, rs.at = key, now
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
	if len(cfg.Servers) == 0 {
		cfg.Servers = []string{cfg.Server}
	}
	r := &run{cfg: cfg, game: g, errMsgs: map[string]int{}, rooms: make([]*roomStats, cfg.Rooms)}
	for i := range r.rooms {
		r.rooms[i] = &roomStats{rep: RoomReport{Server: cfg.Servers[i%len(cfg.Servers)]}}
	}
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
		Errors: r.errors.Load(), Lost: r.lost.Load(), Leaks: r.leaks.Load(), Rounds: r.rounds.Load(),
		Reconnects: r.reconnects.Load(), Unchecked: r.unchecked.Load()}
	for _, rs := range r.rooms {
		rs.mu.Lock()
		rep.PerRoom = append(rep.PerRoom, rs.rep)
		rep.MaxStall = max(rep.MaxStall, ms(rs.rep.Stall))
		rs.mu.Unlock()
	}
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
	room *roomStats
	conn *online.Conn
	// server is the index in Config.Servers of the server it is
	// connected to; code and token take its seat back after a failure.
	server      int
	code, token string
	seat        int
	rng         *rand.Rand
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
	// away is where the round stood (round, actions) when the
	// connection failed, and how many states came before it: a round
	// that ended meanwhile sent its record to nobody.
	away     [2]int
	awayFrom int
	wasAway  bool
	missed   []missed
}

// missed is what a client was sent of a round that ended while it was
// away: the states, and its moves acknowledged.
type missed struct {
	states []online.Msg
	acked  map[int]json.RawMessage
}

func (r *run) room(ctx context.Context, i int) {
	ps := make([]*player, r.cfg.Players)
	var code string
	for p := range ps {
		at := (i + p) % len(r.cfg.Servers)
		c, err := online.Dial(ctx, r.cfg.Servers[at])
		if err != nil {
			r.fail("dial: " + err.Error())
			return
		}
		pl := &player{r: r, room: r.rooms[i], conn: c, server: at, seat: -1, rng: rand.New(rand.NewPCG(r.cfg.Seed, uint64(i*8+p))), acked: map[int]json.RawMessage{}}
		defer func() { pl.conn.Close() }()
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
				pl.seat, code, pl.token = got.Seat, got.Room, got.Token
				pl.code = code
			case online.Error:
				r.fail("join: " + got.Err)
				return
			}
		}
	}
	r.rooms[i].mu.Lock()
	r.rooms[i].rep.Code = code
	r.rooms[i].mu.Unlock()
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
	for _, pl := range ps {
		pl.settle()
	}
}

// play answers states until ctx ends: a move after the think time when it
// is the seat's, the checks when a round's record comes, a rematch from
// the host when the match is over. A connection that fails is dialled
// again, to the next server, and the seat taken back with its token.
func (pl *player) play(ctx context.Context) {
	r := pl.r
	for {
		pl.listen(ctx)
		if ctx.Err() != nil {
			return
		}
		if err := pl.rejoin(ctx); err != nil {
			if ctx.Err() == nil {
				r.fail("reconnect: " + err.Error())
			}
			return
		}
		r.reconnects.Add(1)
	}
}

// listen plays over the connection until it fails or ctx ends.
func (pl *player) listen(ctx context.Context) {
	r := pl.r
	msgs := make(chan online.Msg, 64)
	go func(c *online.Conn) {
		defer close(msgs)
		for {
			m, err := c.Recv(ctx)
			if err != nil {
				return
			}
			select {
			case msgs <- m:
			case <-ctx.Done():
				return
			}
		}
	}(pl.conn)
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
				pl.room.saw(m)
				pl.back(m)
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
				pl.pending = false
				_ = pl.conn.Close()
				return
			}
		}
	}
}

// rejoin connects to the next server and takes the seat back, trying for
// a while: a room whose server died runs again elsewhere once its lease
// lapsed. A move sent before is neither answered nor lost: the record
// tells whether it was taken.
func (pl *player) rejoin(ctx context.Context) error {
	_ = pl.conn.Close()
	pl.pending, pl.rematched = false, false
	if !pl.wasAway {
		pl.wasAway, pl.awayFrom = true, len(pl.states)
		if n := len(pl.states); n > 0 {
			pl.away = [2]int{pl.states[n-1].Round, pl.states[n-1].Actions}
		}
	}
	servers := pl.r.cfg.Servers
	deadline := time.Now().Add(30 * time.Second)
	var last error
	for wait := 50 * time.Millisecond; time.Now().Before(deadline); wait = min(2*wait, time.Second) {
		pl.server = (pl.server + 1) % len(servers)
		c, err := pl.join(ctx, servers[pl.server])
		if err == nil {
			pl.conn = c
			return nil
		}
		last = err
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if strings.Contains(err.Error(), "no room") || strings.Contains(err.Error(), "token holds no seat") {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
	return fmt.Errorf("no server took the seat back in 30 s: %w", last)
}

// join dials url and takes the seat with the token.
func (pl *player) join(ctx context.Context, url string) (*online.Conn, error) {
	dctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	c, err := online.Dial(dctx, url)
	if err != nil {
		return nil, err
	}
	if _, err := c.Send(dctx, online.Msg{T: online.Join, Room: pl.code, Token: pl.token}); err != nil {
		c.Close()
		return nil, err
	}
	for {
		m, err := c.Recv(dctx)
		if err != nil {
			c.Close()
			return nil, err
		}
		switch m.T {
		case online.Joined:
			return c, nil
		case online.Error:
			c.Close()
			return nil, errors.New(m.Err)
		}
	}
}

// back looks at the first state of the round after the client came back:
// when the round it left is over (a new one stands at fewer actions), the
// states and moves of that round wait for settle, since its record went to
// the other clients only.
func (pl *player) back(m online.Msg) {
	if !pl.wasAway || m.Phase != "playing" {
		return
	}
	pl.wasAway = false
	if m.Round == pl.away[0] && m.Actions >= pl.away[1] {
		return
	}
	n := min(pl.awayFrom, len(pl.states))
	pl.missed = append(pl.missed, missed{states: slices.Clone(pl.states[:n]), acked: pl.acked})
	pl.states = slices.Delete(pl.states, 0, n)
	pl.acked = map[int]json.RawMessage{}
}

// check replays the round just finished from its record: every move this
// client saw acknowledged must be there, every view it was sent must be its
// seat's view, showing no card hidden from the seat, and every move a state
// told it shows no card the seat did not see (audit.Move).
func (pl *player) check(text string) {
	r := pl.r
	states, acked := pl.states, pl.acked
	pl.states, pl.acked, pl.wasAway = nil, map[int]json.RawMessage{}, false
	rec, err := r.game.Read(strings.NewReader(text))
	if err != nil {
		r.fail("record: " + err.Error())
		return
	}
	pl.room.mu.Lock()
	if !slices.Contains(pl.room.records, text) {
		pl.room.records = append(pl.room.records, text)
	}
	if pl.seat == 0 {
		r.rounds.Add(1)
		pl.room.rep.Rounds++
		pl.room.rep.LastRound = time.Now()
	}
	pl.room.mu.Unlock()
	lost, wrong, leaks, err := pl.verify(rec, states, acked)
	if err != nil {
		r.fail(err.Error())
		return
	}
	r.lost.Add(lost)
	r.leaks.Add(wrong + leaks)
}

// verify replays rec against what the seat was sent in its round: the
// moves it saw acknowledged that the record does not hold (lost), the
// views that are not the seat's view there (wrong), and the views and told
// moves that show a card the seat may not see (leaks).
func (pl *player) verify(rec games.Record, states []online.Msg, acked map[int]json.RawMessage) (lost, wrong, leaks int64, err error) {
	g := pl.r.game
	round, err := g.Replay(rec, 0)
	if err != nil {
		return 0, 0, 0, fmt.Errorf("replay: %v", err)
	}
	// The moves the states told, by their place in the round.
	told := map[int]online.Move{}
	for _, st := range states {
		for i, mv := range st.Moves {
			told[st.Actions-len(st.Moves)+i] = mv
		}
	}
	found := 0
	si := 0
	for pos := 0; ; pos++ {
		for ; si < len(states) && states[si].Actions <= pos; si++ {
			if states[si].Actions == pos {
				w, l := pl.look(round, states[si])
				wrong, leaks = wrong+w, leaks+l
			}
		}
		if pos >= rec.Len() {
			break
		}
		a, err := g.Action(rec, pos)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("replay: %v", err)
		}
		mv, tell := told[pos]
		var seen games.Cards
		if tell {
			games.Shown(round, pl.seat, &seen)
		}
		if mv, ok := acked[pos]; ok {
			found++
			if !sameMove(round, a, mv) && !inRecord(g, rec, mv) {
				lost++
			}
		}
		if err := round.Apply(a); err != nil {
			return 0, 0, 0, fmt.Errorf("replay: the record does not play: %v", err)
		}
		if tell {
			games.Shown(round, pl.seat, &seen)
			if audit.Move(a, pl.seat, mv, &seen) != nil {
				leaks++
			}
		}
	}
	// Moves acknowledged past the record's end are lost.
	return lost + int64(len(acked)-found), wrong, leaks, nil
}

// settle checks the rounds that ended while the client was away against
// the records its room's other clients got: the record whose views are the
// ones the client was sent is its round's. Moves of a round whose record
// nobody got stay unchecked.
func (pl *player) settle() {
	r := pl.r
	pl.room.mu.Lock()
	records := slices.Clone(pl.room.records)
	pl.room.mu.Unlock()
	for _, m := range pl.missed {
		checked := false
		for _, text := range records {
			rec, err := r.game.Read(strings.NewReader(text))
			if err != nil {
				continue
			}
			lost, wrong, leaks, err := pl.verify(rec, m.states, m.acked)
			if err == nil && wrong == 0 {
				r.lost.Add(lost)
				r.leaks.Add(leaks)
				checked = true
				break
			}
		}
		if !checked {
			r.unchecked.Add(int64(len(m.acked)))
		}
	}
	pl.missed = nil
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
// view is the seat's view (else wrong), and shows no card hidden from the
// seat (else leaks).
func (pl *player) look(round games.Round, st online.Msg) (wrong, leaks int64) {
	want, _ := online.Encode(round.View(pl.seat))
	if string(want) != string(st.View) {
		return 1, 0
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
				leaks++
			}
		})
	}
	return 0, leaks
}
