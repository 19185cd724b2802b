package server

import (
	"sync"
	"time"

	"elferraus/online"
)

// rttEst is a connection's round trip as the server's own pings measure
// it: an exponentially weighted mean and mean deviation, as TCP keeps them
// (RFC 6298: the deviation moves a quarter, the mean an eighth of the way
// to each sample). It reads no clock: the samples are handed to it, so a
// test drives it with a virtual one.
type rttEst struct {
	n         int
	mean, dev time.Duration
}

// add takes one measured round trip; a negative one (a clock gone back)
// is no measurement.
func (e *rttEst) add(sample time.Duration) {
	if sample < 0 {
		return
	}
	if e.n == 0 {
		// The first sample's spread is taken as half of it, as TCP does:
		// wide until more samples say how steady the line is.
		e.mean, e.dev = sample, sample/2
	} else {
		d := sample - e.mean
		if d < 0 {
			d = -d
		}
		e.dev += (d - e.dev) / 4
		e.mean += (sample - e.mean) / 8
	}
	e.n++
}

// link is the estimate as the judge uses it.
func (e *rttEst) link() link {
	return link{rtt: e.mean, spread: e.dev, known: e.n > 0}
}

// pingWarm is the pings a connection is sent first, one every
// pingWarmEvery, so that its round trip is known before the first card
// falls; then one goes every pingEvery, to follow a line that changes.
const (
	pingWarm      = 8
	pingWarmEvery = 100 * time.Millisecond
	pingEvery     = 500 * time.Millisecond
)

// pingsOut bounds the pings awaiting their pong: a client that never
// answers leaves no growing table.
const pingsOut = 16

// pinger is a connection's pings and the round trip they measured; the
// reader hands it the pongs, the room reads the link when a call comes.
type pinger struct {
	mu   sync.Mutex
	est  rttEst
	n    int
	sent map[int]time.Time
	once sync.Once
}

// ping numbers the next ping, sent at at.
func (p *pinger) ping(at time.Time) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.sent == nil {
		p.sent = map[int]time.Time{}
	}
	p.n++
	if len(p.sent) >= pingsOut {
		clear(p.sent)
	}
	p.sent[p.n] = at
	return p.n
}

// pong takes the answer to ping n, received at at; an answer to no ping
// of ours (or to one already answered) is ignored.
func (p *pinger) pong(n int, at time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	sent, ok := p.sent[n]
	if !ok {
		return
	}
	delete(p.sent, n)
	p.est.add(at.Sub(sent))
}

// link is the connection's round trip as measured so far.
func (p *pinger) link() link {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.est.link()
}

// startPings pings c until it closes: a connection at a real-time table
// needs its round trip known for its calls to be judged fairly. It starts
// once, however often it is asked.
func (c *conn) startPings() {
	c.pings.once.Do(func() {
		go func() {
			for i := 0; ; i++ {
				every := pingEvery
				if i < pingWarm {
					every = pingWarmEvery
				}
				select {
				case <-c.done:
					return
				case <-time.After(every):
				}
				c.send(online.Msg{T: online.Ping, Echo: c.pings.ping(time.Now()), Seat: -1})
			}
		}()
	})
}
