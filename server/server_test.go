package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/online"
)

// testServer is a server on a fresh data directory with a quick pace, and
// its WebSocket address.
func testServer(t *testing.T, dir string) (*Server, string, func()) {
	t.Helper()
	s, err := New(Config{Data: dir, Think: time.Millisecond, Between: time.Millisecond, StandIn: 50 * time.Millisecond,
		MsgRate: 1000, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler(nil))
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
	return s, url, func() { ts.Close(); s.Close() }
}

// client is a test player: it keeps every message it is sent.
type client struct {
	t    *testing.T
	c    *online.Conn
	in   chan incoming
	seat int
	tok  string
	room string
	got  [][]byte
	last online.Msg
}

type incoming struct {
	m   online.Msg
	raw []byte
	err error
}

// dial connects a client; a goroutine reads its messages (a read that
// times out would close a WebSocket).
func dial(t *testing.T, url string) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	cl := &client{t: t, c: c, seat: -1, in: make(chan incoming, 1024)}
	go func() {
		for {
			m, raw, err := c.RecvRaw(context.Background())
			cl.in <- incoming{m, raw, err}
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() { c.Close() })
	return cl
}

var errQuiet = errors.New("no message")

func (c *client) send(m online.Msg) int {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	seq, err := c.c.Send(ctx, m)
	if err != nil {
		c.t.Fatal(err)
	}
	return seq
}

// recv waits d for the next message (errQuiet when none came).
func (c *client) recv(d time.Duration) (online.Msg, error) {
	var in incoming
	select {
	case in = <-c.in:
	case <-time.After(d):
		return online.Msg{}, errQuiet
	}
	m, raw, err := in.m, in.raw, in.err
	if err != nil {
		return m, err
	}
	c.got = append(c.got, raw)
	if m.T == online.Joined {
		c.seat, c.room = m.Seat, m.Room
		if m.Token != "" {
			c.tok = m.Token
		}
	}
	if m.T == online.State {
		c.last = m
	}
	return m, nil
}

// until reads messages until ok says the last one is it.
func (c *client) until(what string, ok func(online.Msg) bool) online.Msg {
	c.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		m, err := c.recv(time.Until(deadline))
		if err != nil {
			c.t.Fatalf("seat %d waiting for %s: %v", c.seat, what, err)
		}
		if m.T == online.Error && what != "error" {
			c.t.Fatalf("seat %d waiting for %s: error %q", c.seat, what, m.Err)
		}
		if ok(m) {
			return m
		}
	}
	c.t.Fatalf("seat %d: no %s within 20 s", c.seat, what)
	return online.Msg{}
}

// play plays random legal moves until the match is over.
func play(t *testing.T, rng *rand.Rand, cs ...*client) {
	t.Helper()
	done := make([]bool, len(cs))
	acted := make([][2]int, len(cs))
	pending := make([]bool, len(cs))
	acts := map[int]bool{}
	stale, moves := 0, 0
	defer func() {
		if moves > 0 && stale*4 > moves {
			t.Errorf("%d of %d moves came too late", stale, moves)
		}
	}()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		all := true
		for i, c := range cs {
			if done[i] {
				continue
			}
			all = false
			m, err := c.recv(20 * time.Millisecond)
			if err == errQuiet {
				continue
			}
			if err != nil {
				t.Fatalf("seat %d: %v", c.seat, err)
			}
			switch {
			case m.T == online.Error && !acts[m.Seq]:
				t.Fatalf("seat %d: %s", c.seat, m.Err)
			case m.T == online.Error:
				// A move sent on a state the server had moved past:
				// it says why and changes nothing.
				stale++
				pending[i] = false
			case m.T == online.State && m.Phase == over:
				done[i] = true
			case m.T == online.State && pending[i] && (m.Round != acted[i][0] || !contains(m.ToMove, c.seat) ||
				m.Actions > acted[i][1] && len(m.ToMove) == 1):
				pending[i] = false
				fallthrough
			case m.T == online.State && len(m.Legal) > 0 && !pending[i]:
				// One move at a time: until the server took it (the
				// round moved on) or refused it, the states that come
				// are the same question.
				if len(m.Legal) == 0 {
					continue
				}
				acted[i], pending[i] = [2]int{m.Round, m.Actions}, true
				moves++
				acts[c.send(online.Msg{T: online.Act, Action: m.Legal[rng.IntN(len(m.Legal))]})] = true
			}
		}
		if all {
			return
		}
	}
	t.Fatal("the match did not end within 60 s")
}

// TestMatchOverWebSockets: two people and two bots play a match of each
// game over real WebSockets; every view a client was sent is exactly its
// seat's view at that point of the round, replayed from the round's record
// apart from the server, and every list of moves exactly its legal moves.
func TestMatchOverWebSockets(t *testing.T) {
	for _, id := range []string{"elfer", "hoechste", "master", "mogeln", "ratefix", "zweikampf", "farben", "schwarzerpeter", "ueberall"} {
		t.Run(id, func(t *testing.T) {
			g, _ := registry.Lookup(id)
			players := min(4, g.MaxPlayers)
			_, url, stop := testServer(t, t.TempDir())
			defer stop()
			host := dial(t, url)
			bots := make([]bool, players)
			for p := 2; p < players; p++ {
				bots[p] = true
			}
			host.send(online.Msg{T: online.Create, Name: "Ann", Spec: &online.Spec{Game: id, Players: players, Rounds: 2, Bots: bots}})
			host.until("joined", func(m online.Msg) bool { return m.T == online.Joined })
			guest := dial(t, url)
			guest.send(online.Msg{T: online.Join, Room: host.room, Name: "Ben"})
			guest.until("joined", func(m online.Msg) bool { return m.T == online.Joined })
			if host.seat != 0 || guest.seat != 1 || host.tok == "" || guest.tok == "" || host.tok == guest.tok {
				t.Fatalf("seats %d and %d, tokens %q and %q", host.seat, guest.seat, host.tok, guest.tok)
			}
			host.send(online.Msg{T: online.Start})
			play(t, rand.New(rand.NewPCG(1, uint64(len(id)))), host, guest)
			checkSent(t, g, host, guest)
		})
	}
}

// checkSent replays each round from the record the clients were sent at
// its end and compares every state a client got with the engine's own view
// and legal moves of its seat at that point.
func checkSent(t *testing.T, g *games.Game, cs ...*client) {
	t.Helper()
	for _, c := range cs {
		var states []online.Msg
		rounds := 0
		for _, raw := range c.got {
			var m online.Msg
			if err := json.Unmarshal(raw, &m); err != nil {
				t.Fatal(err)
			}
			if m.T == online.State && m.Phase == playing && m.View != nil {
				states = append(states, m)
				continue
			}
			if m.T != online.Record {
				continue
			}
			rounds++
			rec, err := g.Read(strings.NewReader(m.Record))
			if err != nil {
				t.Fatalf("seat %d: the record of round %d: %v", c.seat, rounds, err)
			}
			for _, st := range states {
				r, err := g.Replay(rec, st.Actions)
				if err != nil {
					t.Fatalf("seat %d: replaying to %d: %v", c.seat, st.Actions, err)
				}
				want, _ := online.Encode(r.View(c.seat))
				if !bytes.Equal(want, st.View) {
					t.Fatalf("seat %d, round %d after %d actions: sent view\n%s\nthe seat's view is\n%s", c.seat, rounds, st.Actions, st.View, want)
				}
				var legal []json.RawMessage
				if !r.IsOver() && contains(r.ToMove(), c.seat) {
					for _, a := range r.Legal(c.seat) {
						b, _ := online.Encode(a)
						legal = append(legal, b)
					}
				}
				if fmt.Sprint(legal) != fmt.Sprint(st.Legal) {
					t.Fatalf("seat %d after %d actions: sent %d moves, the seat has %d", c.seat, st.Actions, len(st.Legal), len(legal))
				}
			}
			states = states[:0]
		}
		if rounds == 0 {
			t.Fatalf("seat %d was sent no record", c.seat)
		}
	}
}

func contains(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}
