// Package server holds the online rooms: it alone keeps each room's round,
// sends each connection its seat's view and nothing of another seat's
// hidden cards, checks every move with the engine, and journals every
// event in JetStream so that a server started again resumes every room.
// Bots play the seats nobody took and stand in for people who are gone.
package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"

	"elferraus/online"
)

// Config sets a server's pace and where it keeps its rooms.
type Config struct {
	// Data is the JetStream directory of the embedded NATS; NATS, when set,
	// is an external NATS to use instead.
	Data string
	NATS string
	// Sync makes the embedded NATS wait for the disk before it
	// acknowledges an event: slower, but a machine that loses its power
	// loses no move either.
	Sync bool
	// Think is how long a bot waits before its move; Between the pause
	// between two rounds; StandIn how long a seat whose person lost the
	// connection waits before a bot plays it (when the room has no clock).
	Think, Between, StandIn time.Duration
	// Origins are the hosts besides the server's own whose pages may
	// connect (the WebSocket's Origin check).
	Origins []string
	// MsgRate is the messages a second a client may send (twice that in
	// a burst); 0 means 20, more than any person plays. JoinRate is the
	// rooms made and joined a second from one address (ten times that in
	// a burst); 0 means 2.
	MsgRate, JoinRate float64
	// Logf reports what a client never sees (nil: the log package).
	Logf func(format string, args ...any)
	// Cluster, when set, makes the server one node of several that share
	// the rooms (cluster.go).
	Cluster *Cluster
}

// Server is the rooms of one process.
type Server struct {
	cfg     Config
	ctx     context.Context
	cancel  context.CancelFunc
	journal *journal

	mu    sync.Mutex
	rooms map[string]*room
	// joins limits joins and creations per address: codes cannot be
	// guessed by trying.
	joins map[string]*rate.Limiter
	// cl is the cluster this server is a node of (nil: the only server).
	cl *cluster
}

// New opens the journal and resumes every room it holds.
func New(cfg Config) (*Server, error) {
	if cfg.Think == 0 {
		cfg.Think = 700 * time.Millisecond
	}
	if cfg.Between == 0 {
		cfg.Between = 4 * time.Second
	}
	if cfg.StandIn == 0 {
		cfg.StandIn = time.Minute
	}
	if cfg.MsgRate == 0 {
		cfg.MsgRate = 20
	}
	if cfg.JoinRate == 0 {
		cfg.JoinRate = 2
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{cfg: cfg, ctx: ctx, cancel: cancel, rooms: map[string]*room{}, joins: map[string]*rate.Limiter{}}
	if cfg.Cluster != nil {
		// A node takes its rooms from the cluster, not all of them at once.
		if err := s.joinCluster(); err != nil {
			cancel()
			return nil, err
		}
		return s, nil
	}
	j, err := openJournal(ctx, cfg.NATS, cfg.Data, cfg.Sync)
	if err != nil {
		cancel()
		return nil, err
	}
	s.journal = j
	now := time.Now()
	// A room whose events do not replay (cut short, or written by
	// something else) is left out with a word in the log; the others
	// resume.
	broken := map[string]error{}
	err = j.load(ctx, func(code string, ev event) error {
		if broken[code] != nil {
			return nil
		}
		r := s.rooms[code]
		if r == nil {
			if ev.K != "create" {
				broken[code] = fmt.Errorf("its events begin with %q", ev.K)
				return nil
			}
			r = &room{srv: s, code: code, watchers: map[*conn]bool{}}
			s.rooms[code] = r
		}
		if err := r.apply(ev, now); err != nil {
			broken[code] = err
		}
		return nil
	})
	if err != nil {
		j.close()
		cancel()
		return nil, fmt.Errorf("resuming the rooms: %w", err)
	}
	for code, err := range broken {
		delete(s.rooms, code)
		s.logf("room %s is left out: its journal does not replay: %v", code, err)
	}
	for _, r := range s.rooms {
		r.mu.Lock()
		// What the journal replayed was told before the restart.
		r.told = nil
		r.schedule(now)
		r.mu.Unlock()
	}
	return s, nil
}

// Rooms counts the rooms.
func (s *Server) Rooms() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.rooms)
}

// Close stops every room's timers and connections and closes the journal.
func (s *Server) Close() {
	if s.cl != nil {
		s.cl.leave()
	}
	s.mu.Lock()
	rooms := make([]*room, 0, len(s.rooms))
	for _, r := range s.rooms {
		rooms = append(rooms, r)
	}
	s.mu.Unlock()
	for _, r := range rooms {
		r.mu.Lock()
		r.closed = true
		if r.timer != nil {
			r.timer.Stop()
		}
		r.mu.Unlock()
	}
	s.cancel()
	s.journal.close()
}

func (s *Server) logf(format string, args ...any) {
	if s.cfg.Logf != nil {
		s.cfg.Logf(format, args...)
		return
	}
	log.Printf(format, args...)
}

// Handler serves the rooms at /ws and site (the browser build) at /.
func (s *Server) Handler(site http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", s.serveWS)
	if site != nil {
		mux.Handle("/", site)
	}
	return mux
}

// Client limits: the refused messages after which a connection is closed,
// and the messages other than states it may fall behind by.
const (
	maxStrikes = 8
	outQueue   = 64
)

// conn is one client connection.
type conn struct {
	srv  *Server
	ws   *websocket.Conn
	ip   string
	done chan struct{}
	wake chan struct{}
	// why is the close status the writer closes with, once it has
	// written what was queued (the error that says why, among it).
	why     websocket.StatusCode
	whyText string
	// queue are the messages to write in order; latest is the newest
	// state, which replaces an older one not yet written: a client that
	// falls behind gets the room as it is, not every step it missed.
	mu     sync.Mutex
	queue  [][]byte
	latest []byte
	// latestMoves are the moves latest tells, and latestLate the calls it
	// tells as late, for a newer state that replaces it to tell them too.
	latestMoves []online.Move
	latestLate  []online.Move
	// acked is the number of the client's last move the server took and
	// the latest state does not carry yet: a newer state that replaces
	// the older carries it on.
	acked int
	// pings measures the round trip (rtt.go).
	pings   pinger
	once    sync.Once
	limit   *rate.Limiter
	strikes int
	// room and seat are the client's once it joined (seat -1: watching);
	// set and read under the room's lock after the join.
	room *room
	seat int
	// wire, when set, carries the messages instead of ws: a client of
	// another node of the cluster (relay.go); relayed, that the node it
	// came through checked its rates.
	wire    wire
	relayed bool
}

func (s *Server) serveWS(w http.ResponseWriter, req *http.Request) {
	ws, err := websocket.Accept(w, req, &websocket.AcceptOptions{OriginPatterns: s.cfg.Origins})
	if err != nil {
		return
	}
	ws.SetReadLimit(online.MaxMessage)
	ip, _, _ := net.SplitHostPort(req.RemoteAddr)
	c := &conn{srv: s, ws: ws, ip: ip, done: make(chan struct{}), wake: make(chan struct{}, 1),
		limit: rate.NewLimiter(rate.Limit(s.cfg.MsgRate), int(2*s.cfg.MsgRate)), seat: -1}
	go c.writer()
	c.reader()
}

// send queues m; a client that does not read its messages is dropped
// rather than let it hold up its room.
func (c *conn) send(m online.Msg) {
	c.mu.Lock()
	if m.T == online.State {
		if c.latest != nil {
			if m.Seq == 0 {
				m.Seq = c.acked
			}
			// The moves of the state replaced still lead to the new one.
			m.Moves = append(c.latestMoves[:len(c.latestMoves):len(c.latestMoves)], m.Moves...)
			m.Late = append(c.latestLate[:len(c.latestLate):len(c.latestLate)], m.Late...)
		}
		// Written now, under the room's lock: the state shares the
		// room's score sheet, which the next move changes.
		c.latest, c.latestMoves, c.latestLate, c.acked = c.marshal(m), m.Moves, m.Late, m.Seq
	} else {
		if c.latest != nil {
			c.queue = append(c.queue, c.latest)
			c.latest, c.latestMoves, c.latestLate, c.acked = nil, nil, nil, 0
		}
		c.queue = append(c.queue, c.marshal(m))
	}
	slow := len(c.queue) > outQueue
	c.mu.Unlock()
	if slow {
		c.close(websocket.StatusPolicyViolation, "too slow")
		return
	}
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// next takes the next message to write, nil when there is none.
func (c *conn) next() []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.queue) > 0 {
		data := c.queue[0]
		c.queue = c.queue[1:]
		return data
	}
	data := c.latest
	c.latest, c.latestMoves, c.latestLate, c.acked = nil, nil, nil, 0
	return data
}

// marshal writes m; a message that cannot be written (a defect) is logged
// and sent as an error, so the client hears that something went wrong.
func (c *conn) marshal(m online.Msg) []byte {
	data, err := json.Marshal(m)
	if err != nil {
		c.srv.logf("encoding a %s message: %v", m.T, err)
		data, _ = json.Marshal(online.Msg{T: online.Error, Seq: m.Seq, Seat: m.Seat, Err: "the server could not write its answer"})
	}
	return data
}

func (c *conn) close(code websocket.StatusCode, why string) {
	c.once.Do(func() {
		c.mu.Lock()
		c.why, c.whyText = code, why
		c.mu.Unlock()
		close(c.done)
	})
}

func (c *conn) writer() {
	closing := false
	for !closing {
		select {
		case <-c.wake:
		case <-c.done:
			closing = true
		}
		wait := 10 * time.Second
		if closing {
			wait = time.Second // what is left, to a client that may be gone
		}
		for data := c.next(); data != nil; data = c.next() {
			ctx, cancel := context.WithTimeout(c.srv.ctx, wait)
			err := c.out().Write(ctx, websocket.MessageText, data)
			cancel()
			if err != nil {
				c.close(websocket.StatusGoingAway, "")
				closing = true
				break
			}
		}
	}
	c.mu.Lock()
	code, why := c.why, c.whyText
	c.mu.Unlock()
	_ = c.out().Close(code, why)
}

func (c *conn) reader() {
	defer c.leave()
	for {
		_, data, err := c.ws.Read(c.srv.ctx)
		if err != nil {
			if websocket.CloseStatus(err) == websocket.StatusMessageTooBig {
				c.close(websocket.StatusMessageTooBig, online.ErrTooLarge.Error())
			}
			c.close(websocket.StatusGoingAway, "")
			return
		}
		select {
		case <-c.done:
			return
		default:
		}
		if !c.limit.Allow() {
			c.refuse(0, refusal{why: online.RefusedFlood, text: "too many messages"}, true)
			continue
		}
		m, err := online.Decode(data)
		if err != nil {
			// The answer carries the message's number when it has one.
			var n struct {
				Seq int `json:"seq"`
			}
			_ = json.Unmarshal(data, &n)
			c.refuse(n.Seq, refusal{why: online.RefusedMalformed, text: err.Error()}, true)
			continue
		}
		if err := c.srv.handle(c, m); err != nil {
			// A move that came too late is no fault of the client's.
			c.refuse(m.Seq, err, false)
		}
	}
}

// refusal is an error a person meets: its reason (online.Msg.Why) and the
// room it names go with the English text, for the client to say it in its
// own language.
type refusal struct {
	why, room, text string
}

func (r refusal) Error() string { return r.text }

// noRoom refuses a room code no room has.
func noRoom(code string) refusal {
	return refusal{why: online.RefusedNoRoom, room: code, text: "no room " + code}
}

// refuse answers a message that changed nothing; a client whose messages
// are malformed or too many (strike) again and again is closed.
func (c *conn) refuse(seq int, err error, strike bool) {
	if strike {
		c.strikes++
	}
	msg := online.Msg{T: online.Error, Seq: seq, Seat: c.seat, Err: err.Error()}
	var r refusal
	if errors.As(err, &r) {
		msg.Why, msg.Room = r.why, r.room
	}
	c.send(msg)
	if c.strikes >= maxStrikes {
		c.close(websocket.StatusPolicyViolation, "too many refused messages")
	}
}

// leave detaches a closed connection from its room.
func (c *conn) leave() {
	if c.srv.cl != nil {
		c.srv.cl.unrelay(c)
	}
	r := c.room
	if r == nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	now := time.Now()
	if c.seat >= 0 {
		s := r.seats[c.seat]
		delete(s.conns, c)
		if len(s.conns) == 0 {
			s.gone = now
		}
	} else {
		delete(r.watchers, c)
	}
	r.broadcast(now)
	r.schedule(now)
}

// attach binds c to seat p of r (-1: watching). Under r's lock.
func (r *room) attach(c *conn, p int, now time.Time) {
	c.room, c.seat = r, p
	if p < 0 {
		r.watchers[c] = true
		return
	}
	s := r.seats[p]
	s.conns[c] = true
	s.gone, s.standing = time.Time{}, false
	if r.realtime() {
		c.startPings() // its calls are judged by its round trip
	}
}

// allowJoin limits joins and creations from one address.
func (s *Server) allowJoin(ip string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	l := s.joins[ip]
	if l == nil {
		if len(s.joins) > 100000 {
			clear(s.joins)
		}
		l = rate.NewLimiter(rate.Limit(s.cfg.JoinRate), int(10*s.cfg.JoinRate))
		s.joins[ip] = l
	}
	return l.Allow()
}

func (s *Server) handle(c *conn, m online.Msg) error {
	now := time.Now()
	if s.cl != nil && m.T != online.Ping {
		// A client whose room runs on another node talks to it there.
		if relayed, err := s.cl.forward(c, m); relayed {
			return err
		}
	}
	switch m.T {
	case online.Ping:
		c.send(online.Msg{T: online.Pong, Seq: m.Seq, Seat: c.seat})
		return nil
	case online.Pong:
		c.pings.pong(m.Echo, now)
		return nil
	case online.Create:
		if c.room != nil {
			return errors.New("already in a room")
		}
		if !c.relayed && !s.allowJoin(c.ip) {
			return refusal{why: online.RefusedBusy, text: "too many rooms and joins: wait a moment"}
		}
		if _, _, _, err := checkSpec(m.Spec); err != nil {
			return err
		}
		return s.create(c, m, now)
	case online.Join, online.Watch:
		if c.room != nil {
			return errors.New("already in a room")
		}
		if !c.relayed && !s.allowJoin(c.ip) {
			return refusal{why: online.RefusedBusy, text: "too many rooms and joins: wait a moment"}
		}
		s.mu.Lock()
		r := s.rooms[m.Room]
		s.mu.Unlock()
		if r == nil && s.cl != nil {
			// Another node may run it, or nobody yet.
			var err error
			if r, err = s.cl.find(c, m); r == nil {
				return err
			}
		}
		if r == nil {
			return noRoom(m.Room)
		}
		r.mu.Lock()
		defer r.mu.Unlock()
		if m.T == online.Watch {
			r.attach(c, -1, now)
			sp := r.spec
			c.send(online.Msg{T: online.Joined, Seq: m.Seq, Room: r.code, Seat: -1, Spec: &sp})
			c.send(r.state(-1, now))
			return nil
		}
		return r.join(c, m, now)
	}
	r := c.room
	if r == nil {
		return errors.New("join a room first")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	switch m.T {
	case online.Start, online.Rematch:
		if c.seat != 0 {
			return errors.New("only the host starts the match")
		}
		k := "start"
		if m.T == online.Rematch {
			k = "rematch"
		}
		if err := r.record(event{K: k}, now); err != nil {
			return err
		}
	case online.Act:
		if c.seat < 0 {
			return errors.New("watchers do not play")
		}
		if r.seats[c.seat].standing {
			return refusal{why: online.RefusedBot, text: "a bot plays your seat"}
		}
		if r.realtime() {
			// A call waits for the server's next tick.
			if r.phase != playing {
				return errors.New("no round runs")
			}
			if _, err := r.action(c.seat, m.Action); err != nil {
				return err
			}
			if r.pending == nil {
				r.pending = map[int]json.RawMessage{}
			}
			r.pending[c.seat] = m.Action
			r.fair.arrive(c.seat, now, m.React, c.pings.link())
			// The state after the tick that takes it answers it.
			r.ack, r.ackSeq = c, m.Seq
			return nil
		}
		if err := r.record(event{K: "act", Seat: c.seat, Action: m.Action}, now); err != nil {
			return err
		}
		// The mover's state answers his move: it carries its number.
		r.ack, r.ackSeq = c, m.Seq
	default:
		return fmt.Errorf("%s is not for a room", m.T)
	}
	r.broadcast(now)
	r.schedule(now)
	return nil
}

// create makes a room with c's client in its first seat.
func (s *Server) create(c *conn, m online.Msg, now time.Time) error {
	s.mu.Lock()
	code := ""
	for code == "" || s.rooms[code] != nil {
		code = newCode()
	}
	r := &room{srv: s, code: code, watchers: map[*conn]bool{}}
	s.rooms[code] = r
	s.mu.Unlock()
	if s.cl != nil {
		// The room's lease, before anybody can reach it.
		if err := s.cl.claim(code); err != nil {
			s.mu.Lock()
			delete(s.rooms, code)
			s.mu.Unlock()
			return err
		}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	var seed [8]byte
	_, _ = rand.Read(seed[:])
	sp := *m.Spec
	if len(sp.Bots) > 0 && sp.Bots[0] {
		sp.Bots = append([]bool{false}, sp.Bots[1:]...) // the host's seat
	}
	ev := event{K: "create", Spec: &sp, Seed: uint64(seed[0]) | uint64(seed[1])<<8 | uint64(seed[2])<<16 | uint64(seed[3])<<24 |
		uint64(seed[4])<<32 | uint64(seed[5])<<40 | uint64(seed[6])<<48 | uint64(seed[7])<<56}
	if err := r.record(ev, now); err != nil {
		s.mu.Lock()
		delete(s.rooms, code)
		s.mu.Unlock()
		if s.cl != nil {
			s.cl.drop(code, true)
		}
		return err
	}
	m.Room = code
	return r.join(c, m, now)
}

// join seats c's client: by its token in the seat it holds, or in the first
// free seat. Under r's lock.
func (r *room) join(c *conn, m online.Msg, now time.Time) error {
	p := -1
	tok := m.Token
	if tok != "" {
		h := hashToken(tok)
		for i, s := range r.seats {
			if s.tok == h {
				p = i
			}
		}
		if p < 0 {
			return refusal{why: online.RefusedToken, room: r.code, text: "that token holds no seat here"}
		}
	} else {
		for i, s := range r.seats {
			if s.tok == "" && !s.bot {
				p = i
				break
			}
		}
		if p < 0 || r.phase != waiting {
			return refusal{why: online.RefusedFull, room: r.code, text: "the room has no free seat: watch it instead"}
		}
		tok = newToken()
		if err := r.record(event{K: "join", Seat: p, Name: cleanName(m.Name, p), Tok: hashToken(tok)}, now); err != nil {
			return err
		}
	}
	r.attach(c, p, now)
	sp := r.spec
	c.send(online.Msg{T: online.Joined, Seq: m.Seq, Room: r.code, Token: tok, Seat: p, Spec: &sp})
	r.broadcast(now)
	r.schedule(now)
	return nil
}

// cleanName is a name as a client sent it, or "Player n".
func cleanName(name string, p int) string {
	out := make([]rune, 0, len(name))
	for _, ch := range name {
		if ch >= ' ' && ch != 0x7f && len(out) < 16 {
			out = append(out, ch)
		}
	}
	if len(out) == 0 {
		return fmt.Sprintf("Player %d", p+1)
	}
	return string(out)
}

func newCode() string {
	var b [online.CodeLen]byte
	out := make([]byte, online.CodeLen)
	for i := 0; i < len(out); {
		_, _ = rand.Read(b[:])
		for _, x := range b {
			// Rejection keeps every letter equally likely.
			if int(x) < 256/len(online.CodeAlphabet)*len(online.CodeAlphabet) && i < len(out) {
				out[i] = online.CodeAlphabet[int(x)%len(online.CodeAlphabet)]
				i++
			}
		}
	}
	return string(out)
}

func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func hashToken(tok string) string {
	h := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(h[:])
}
