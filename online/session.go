package online

import (
	"context"
	"errors"
	"slices"
	"sync"
	"time"
)

// Session is a client's place in a room, kept across lost connections: it
// dials the server, sends its first request (create, join or watch), and,
// whenever the connection drops, dials again and takes its seat back with
// the token the server gave it; given several servers of a cluster, it
// dials them in turn until one answers (Dial), and any of them reaches the
// room. The game reads what arrived with Poll once a frame and never waits
// on the network.
type Session struct {
	url   string
	first Msg

	mu     sync.Mutex
	inbox  []Msg
	out    chan Msg
	room   string
	token  string
	seat   int
	joined bool
	// online: a connection is open now; tries counts the dials since the
	// last one that worked; fatal is a refusal that no retry mends.
	online bool
	tries  int
	fatal  error
	lastOK time.Time
	// rtt is the last round trip a ping measured.
	rtt    time.Duration
	pinged map[int]time.Time

	// notify is called after a message arrived, from the session's
	// goroutine: a game at rest wakes up to read it.
	notify func()

	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}
}

// Notify makes f be called, from another goroutine, whenever a message
// arrives.
func (s *Session) Notify(f func()) {
	s.mu.Lock()
	s.notify = f
	s.mu.Unlock()
}

// lasting are the reasons (Msg.Why) of refusals of a first request that no
// retry helps: a room that is gone, no seat free, a token the room does not
// know, a request that was no request.
var lasting = []string{RefusedNoRoom, RefusedFull, RefusedToken, RefusedMalformed}

// NewSession connects to the rooms at url ("ws://host/ws", natively also
// several addresses of one cluster, comma-separated) and asks first; first
// is a Create, a Join (with a Token to take a seat back) or a Watch.
func NewSession(url string, first Msg) *Session {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Session{url: url, first: first, seat: -1, out: make(chan Msg, 64), pinged: map[int]time.Time{},
		ctx: ctx, cancel: cancel, done: make(chan struct{})}
	if first.T == Join && first.Token != "" {
		s.room, s.token = first.Room, first.Token
	}
	go s.run()
	return s
}

// Poll appends the messages that arrived since the last Poll to dst.
func (s *Session) Poll(dst []Msg) []Msg {
	s.mu.Lock()
	dst = append(dst, s.inbox...)
	s.inbox = s.inbox[:0]
	s.mu.Unlock()
	return dst
}

// Send queues m for the server (Start, Act, Rematch); it reports false
// when the queue is full or the session closed, and m is dropped.
func (s *Session) Send(m Msg) bool {
	select {
	case <-s.ctx.Done():
		return false
	default:
	}
	select {
	case s.out <- m:
		return true
	default:
		return false
	}
}

// Seat is the seat the server gave (-1: watching, or not yet joined).
func (s *Session) Seat() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seat
}

// Ticket is the room and the token that take the seat back after the
// program was closed ("" before the server seated the client).
func (s *Session) Ticket() (room, token string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.room, s.token
}

// Status tells whether a connection is open, how many dials failed since
// the last open one, and the refusal that ended the session, if any.
func (s *Session) Status() (online bool, tries int, fatal error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.online, s.tries, s.fatal
}

// RTT is the last measured round trip to the server (0: none yet).
func (s *Session) RTT() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rtt
}

// Close ends the session: the connection closes and no dial follows. The
// server keeps the seat for its token.
func (s *Session) Close() {
	s.cancel()
	<-s.done
}

// Drop closes the open connection as if the network failed: the session
// dials again: the tests of reconnecting pull the cable with it.
func (s *Session) Drop() {
	s.mu.Lock()
	s.lastOK = time.Time{}
	s.mu.Unlock()
	select {
	case s.out <- Msg{T: "drop"}:
	default:
	}
}

func (s *Session) run() {
	defer close(s.done)
	backoff := 250 * time.Millisecond
	for {
		err := s.connect()
		s.mu.Lock()
		s.online = false
		if s.fatal == nil && err != nil && s.ctx.Err() == nil {
			s.tries++
		}
		fatal := s.fatal
		s.mu.Unlock()
		if fatal != nil || s.ctx.Err() != nil {
			return
		}
		select {
		case <-s.ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(2*backoff, 5*time.Second)
		s.mu.Lock()
		if !s.lastOK.IsZero() {
			// A connection that lasted starts the waits anew.
			backoff = 250 * time.Millisecond
			s.lastOK = time.Time{}
		}
		s.mu.Unlock()
	}
}

// connect runs one connection until it drops.
func (s *Session) connect() error {
	dctx, cancel := context.WithTimeout(s.ctx, 10*time.Second)
	c, err := Dial(dctx, s.url)
	cancel()
	if err != nil {
		return err
	}
	defer c.Close()
	s.mu.Lock()
	first := s.first
	if s.token != "" {
		first = Msg{T: Join, Room: s.room, Token: s.token}
	}
	s.online, s.tries, s.lastOK, s.joined = true, 0, time.Now(), false
	s.mu.Unlock()
	if _, err := c.Send(s.ctx, first); err != nil {
		return err
	}
	ctx, stop := context.WithCancel(s.ctx)
	defer stop()
	// The writer sends what the game queued and a ping every two
	// seconds; the reader below hands every message to the game.
	go func() {
		tick := time.NewTicker(2 * time.Second)
		defer tick.Stop()
		for {
			var m Msg
			select {
			case <-ctx.Done():
				return
			case m = <-s.out:
				if m.T == "drop" {
					_ = c.Close()
					return
				}
			case <-tick.C:
				m = Msg{T: Ping}
			}
			n, err := c.Send(ctx, m)
			if err != nil {
				_ = c.Close()
				return
			}
			if m.T == Ping {
				s.mu.Lock()
				s.pinged[n] = time.Now()
				s.mu.Unlock()
			}
		}
	}()
	for {
		m, err := c.Recv(s.ctx)
		if err != nil {
			return err
		}
		s.take(m)
		s.mu.Lock()
		fatal := s.fatal
		s.mu.Unlock()
		if fatal != nil {
			return fatal
		}
	}
}

// take notes what m tells the session and passes it on to the game.
func (s *Session) take(m Msg) {
	s.mu.Lock()
	notify := s.notify
	defer func() {
		s.mu.Unlock()
		if notify != nil {
			notify()
		}
	}()
	switch m.T {
	case Ping:
		// The server measures the round trip to judge real-time calls
		// fairly: the answer is queued at once, not left for the game to read.
		select {
		case s.out <- Msg{T: Pong, Echo: m.Echo}:
		default:
		}
		return
	case Pong:
		if at, ok := s.pinged[m.Seq]; ok {
			s.rtt = time.Since(at)
			delete(s.pinged, m.Seq)
		}
		return
	case Joined:
		s.joined = true
		s.room, s.seat = m.Room, m.Seat
		if m.Token != "" {
			s.token = m.Token
		}
	case Error:
		if !s.joined && slices.Contains(lasting, m.Why) {
			// The first request itself was refused: a room that is
			// gone, a seat taken. Dialling again would only repeat it.
			s.fatal = errors.New(m.Err)
		}
	}
	s.inbox = append(s.inbox, m)
}
