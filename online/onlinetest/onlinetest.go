// Package onlinetest plays rooms of a server over real WebSockets for tests:
// clients that keep every message they are sent, random players, and the
// check that every view a client got is its seat's view.
package onlinetest

import (
	"bytes"
	"context"
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/online"
	"elferraus/online/audit"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// Client is a test player: it keeps every message it is sent.
type Client struct {
	t    *testing.T
	c    *online.Conn
	in   chan incoming
	Seat int
	Tok  string
	Room string
	Got  [][]byte
	Last online.Msg
}

type incoming struct {
	m   online.Msg
	raw []byte
	err error
}

// Dial connects a client; a goroutine reads its messages (a read that
// times out would close a WebSocket).
func Dial(t *testing.T, url string) *Client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	cl := &Client{t: t, c: c, Seat: -1, in: make(chan incoming, 1024)}
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

// ErrQuiet is Recv's answer when no message came in time.
var ErrQuiet = errors.New("no message")

// Send sends m and returns its number.
func (c *Client) Send(m online.Msg) int {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	seq, err := c.c.Send(ctx, m)
	if err != nil {
		c.t.Fatal(err)
	}
	return seq
}

// SendRaw sends data as it is, for tests of what the server does with
// garbage.
func (c *Client) SendRaw(data []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return c.c.WriteRaw(ctx, data)
}

// Close closes the connection.
func (c *Client) Close() { c.c.Close() }

// Recv waits d for the next message (ErrQuiet when none came; d 0 does
// not wait).
func (c *Client) Recv(d time.Duration) (online.Msg, error) {
	var in incoming
	if d <= 0 {
		select {
		case in = <-c.in:
		default:
			return online.Msg{}, ErrQuiet
		}
	} else {
		select {
		case in = <-c.in:
		case <-time.After(d):
			return online.Msg{}, ErrQuiet
		}
	}
	m, raw, err := in.m, in.raw, in.err
	if err != nil {
		return m, err
	}
	c.Got = append(c.Got, raw)
	if m.T == online.Joined {
		c.Seat, c.Room = m.Seat, m.Room
		if m.Token != "" {
			c.Tok = m.Token
		}
	}
	if m.T == online.State {
		c.Last = m
	}
	return m, nil
}

// Until reads messages until ok says the last one is it.
func (c *Client) Until(what string, ok func(online.Msg) bool) online.Msg {
	c.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		m, err := c.Recv(time.Until(deadline))
		if err != nil {
			c.t.Fatalf("seat %d waiting for %s: %v", c.Seat, what, err)
		}
		if m.T == online.Error && what != "error" {
			c.t.Fatalf("seat %d waiting for %s: error %q", c.Seat, what, m.Err)
		}
		if ok(m) {
			return m
		}
	}
	c.t.Fatalf("seat %d: no %s within 20 s", c.Seat, what)
	return online.Msg{}
}

// Play plays random legal moves until the match is over.
func Play(t *testing.T, rng *rand.Rand, cs ...*Client) {
	t.Helper()
	done, over := make([]bool, len(cs)), make([]bool, len(cs))
	acted := make([][2]int, len(cs))
	pending := make([]bool, len(cs))
	sent := make([]int, len(cs))
	acts := map[int]bool{}
	stale, moves := 0, 0
	defer func() {
		if moves > 0 && stale*4 > moves {
			t.Errorf("%d of %d moves came too late", stale, moves)
		}
	}()
	deadline := time.Now().Add(60 * time.Second)
	fresh := make([]bool, len(cs))
	for i, c := range cs {
		// A state read before Play may already ask for a move.
		fresh[i] = c.Last.T == online.State
	}
	for time.Now().Before(deadline) {
		all, quiet := true, true
		for i, c := range cs {
			if done[i] {
				continue
			}
			all = false
			var m online.Msg
			var err error
			if fresh[i] {
				m, fresh[i] = c.Last, false
			} else {
				m, err = c.Recv(0)
			}
			if err == ErrQuiet {
				continue
			}
			quiet = false
			if err != nil {
				t.Fatalf("seat %d: %v", c.Seat, err)
			}
			switch {
			case m.T == online.Error && !acts[m.Seq]:
				t.Fatalf("seat %d: %s", c.Seat, m.Err)
			case m.T == online.Error:
				// A move sent on a state the server had moved past:
				// it says why and changes nothing.
				stale++
				pending[i] = false
			case m.T == online.State && m.Phase == "over":
				over[i] = true
			case m.T == online.Record && over[i]:
				// The match's last record comes after its last state.
				done[i] = true
			case m.T == online.State && pending[i] && (m.Seq == sent[i] || m.Round != acted[i][0] || m.Phase != "playing"):
				// The state that answers the move (it carries its
				// number) or a new round.
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
				sent[i] = c.Send(online.Msg{T: online.Act, Action: m.Legal[rng.IntN(len(m.Legal))]})
				acts[sent[i]] = true
			}
		}
		if all {
			return
		}
		if quiet {
			time.Sleep(time.Millisecond)
		}
	}
	t.Fatal("the match did not end within 60 s")
}

// CheckSent replays each round from the record the clients were sent at
// its end and compares every state a client got with the engine's own view
// and legal moves of its seat at that point.
func CheckSent(t *testing.T, g *games.Game, cs ...*Client) {
	t.Helper()
	for _, c := range cs {
		var states []online.Msg
		rounds := 0
		for _, raw := range c.Got {
			var m online.Msg
			if err := json.Unmarshal(raw, &m); err != nil {
				t.Fatal(err)
			}
			if m.T == online.State && m.View != nil && (m.Phase == "playing" || len(m.Moves) > 0) {
				states = append(states, m)
				continue
			}
			if m.T != online.Record {
				continue
			}
			rounds++
			rec, err := g.Read(strings.NewReader(m.Record))
			if err != nil {
				t.Fatalf("seat %d: the record of round %d: %v", c.Seat, rounds, err)
			}
			// The round is replayed once, a move at a time, and looked
			// at where each state was sent.
			r, err := g.Replay(rec, 0)
			if err != nil {
				t.Fatalf("seat %d: replaying round %d: %v", c.Seat, rounds, err)
			}
			pos := 0
			for _, st := range states {
				first := st.Actions - len(st.Moves)
				if first < pos {
					t.Fatalf("seat %d, round %d: a state of %d actions tells %d moves, but %d were told before", c.Seat, rounds, st.Actions, len(st.Moves), pos)
				}
				for ; pos < st.Actions; pos++ {
					a, err := g.Action(rec, pos)
					if err != nil {
						t.Fatalf("seat %d: action %d of round %d: %v", c.Seat, pos, rounds, err)
					}
					var seen games.Cards
					games.Shown(r, c.Seat, &seen)
					if err := r.Apply(a); err != nil {
						t.Fatalf("seat %d: action %d of round %d: %v", c.Seat, pos, rounds, err)
					}
					if pos >= first {
						games.Shown(r, c.Seat, &seen)
						if err := audit.Move(a, c.Seat, st.Moves[pos-first], &seen); err != nil {
							t.Fatalf("seat %d, round %d, action %d: %v", c.Seat, rounds, pos, err)
						}
					}
				}
				want, _ := online.Encode(r.View(c.Seat))
				if !bytes.Equal(want, st.View) {
					t.Fatalf("seat %d, round %d after %d actions: sent view\n%s\nthe seat's view is\n%s", c.Seat, rounds, st.Actions, st.View, want)
				}
				// The view sent is the engine's view of the seat; and
				// that shows no card lying where the seat may not see it.
				if au, ok := r.(games.Audited); ok {
					hidden := map[card.Card]string{}
					au.Places(func(cd card.Card, p games.Place) {
						if !p.VisibleTo(c.Seat) {
							hidden[cd] = p.Zone
						}
					})
					au.Seen(c.Seat, func(cd card.Card) {
						if z, ok := hidden[cd]; ok {
							t.Fatalf("seat %d after %d actions was shown %v from a hidden %s", c.Seat, st.Actions, cd, z)
						}
					})
				} else {
					t.Fatalf("%s's rounds tell no places of cards", g.ID)
				}
				var legal []json.RawMessage
				if !r.IsOver() && contains(r.ToMove(), c.Seat) {
					for _, a := range r.Legal(c.Seat) {
						b, _ := online.Encode(a)
						legal = append(legal, b)
					}
				}
				if fmt.Sprint(legal) != fmt.Sprint(st.Legal) {
					t.Fatalf("seat %d after %d actions: sent %d moves, the seat has %d", c.Seat, st.Actions, len(st.Legal), len(legal))
				}
			}
			states = states[:0]
		}
		if rounds == 0 {
			t.Fatalf("seat %d was sent no record", c.Seat)
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

// Room makes a room of spec at url with a person for each name, the first
// its host, and starts its match: the clients, seated in that order.
func Room(t *testing.T, url string, spec online.Spec, names ...string) []*Client {
	t.Helper()
	var cs []*Client
	for i, name := range names {
		c := Dial(t, url)
		m := online.Msg{T: online.Join, Name: name}
		if i == 0 {
			m = online.Msg{T: online.Create, Name: name, Spec: &spec}
		} else {
			m.Room = cs[0].Room
		}
		c.Send(m)
		c.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
		cs = append(cs, c)
	}
	cs[0].Send(online.Msg{T: online.Start})
	return cs
}
