package server

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"net"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"elferraus/engine/snap"
	"elferraus/online"
	"elferraus/online/onlinetest"
)

// delayProxy forwards TCP connections on loopback to target, holding
// every chunk of bytes, either way, for d: a client behind it is far from
// the server (a round trip of 2d more), pings and all.
func delayProxy(t *testing.T, target string, d time.Duration) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			go delayCopy(up, c, d)
			go delayCopy(c, up, d)
		}
	}()
	return ln.Addr().String()
}

// delayCopy copies src to dst, each chunk d after it was read.
func delayCopy(dst, src net.Conn, d time.Duration) {
	type chunk struct {
		due  time.Time
		data []byte
	}
	ch := make(chan chunk, 4096)
	go func() {
		defer close(ch)
		for {
			buf := make([]byte, 32<<10)
			n, err := src.Read(buf)
			if n > 0 {
				ch <- chunk{time.Now().Add(d), buf[:n]}
			}
			if err != nil {
				return
			}
		}
	}()
	for c := range ch {
		time.Sleep(time.Until(c.due))
		if _, err := io.Copy(dst, bytes.NewReader(c.data)); err != nil {
			break
		}
	}
	dst.Close()
	src.Close()
}

// reflexPlayer is a person at a client of the real kind (online.Session,
// which answers the server's pings): he calls every match his table
// shows, react after the state that showed it came, and sends the time
// he measured with the call.
type reflexPlayer struct {
	s     *online.Session
	react time.Duration
	seat  int
	// seen are the matches already answered, by word: the tick each
	// appeared.
	seen [3]snap.Tick
	buf  []online.Msg
}

// poll reads what came: it answers new matches, and hands every state to
// took.
func (p *reflexPlayer) poll(t *testing.T, took func(online.Msg)) {
	p.buf = p.s.Poll(p.buf[:0])
	for _, m := range p.buf {
		if m.T == online.Error {
			t.Logf("seat %d was told: %s", p.seat, m.Err)
		}
		if m.T != online.State || m.View == nil {
			continue
		}
		took(m)
		x, err := online.DecodeAs(m.View, reflect.TypeOf(&snap.TickView{}))
		if err != nil {
			t.Fatal(err)
		}
		v := x.(*snap.TickView)
		for _, w := range [2]snap.Word{snap.Schnapp, snap.Schnipp} {
			ok, at := v.Match(w)
			call, _ := online.Encode(snap.Called{Seat: p.seat, Word: w})
			if !ok || p.seen[w] == at || !slices.ContainsFunc(m.Legal, func(l json.RawMessage) bool { return bytes.Equal(l, call) }) {
				continue
			}
			p.seen[w] = at
			came := time.Now()
			time.AfterFunc(p.react, func() {
				ms := float64(time.Since(came)) / float64(time.Millisecond)
				p.s.Send(online.Msg{T: online.Act, Action: call, React: &ms})
			})
			break // one call at a time
		}
	}
}

// TestFarFasterBeatsNear: on a real server on loopback, a far client (80
// ms each way, behind a delaying proxy) whose person reacts in 100 ms
// wins every match against a near one who reacts in 220 ms, though the
// near call reaches the server first; the states tell both calls with
// their judged reactions. A server started again on the journal replays
// the same round: every call played is there, in its place.
func TestFarFasterBeatsNear(t *testing.T) {
	dir := t.TempDir()
	srv, url, stop := testServer(t, dir, func(c *Config) { c.StandIn = time.Minute })
	stopped := false
	defer func() {
		if !stopped {
			stop()
		}
	}()
	host := strings.TrimSuffix(strings.TrimPrefix(url, "ws://"), "/ws")
	farURL := "ws://" + delayProxy(t, host, 80*time.Millisecond) + "/ws"
	spec := online.Spec{Game: snap.ID, Players: 6, Rounds: 1, Level: "easy", Bots: []bool{false, false, true, true, true, true}}
	near := &reflexPlayer{s: online.NewSession(url, online.Msg{T: online.Create, Name: "Near", Spec: &spec}), react: 220 * time.Millisecond}
	defer near.s.Close()
	var code string
	for end := time.Now().Add(10 * time.Second); code == ""; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("no room")
		}
		for _, m := range near.s.Poll(nil) {
			if m.T == online.Joined {
				code, near.seat = m.Room, m.Seat
			}
		}
	}
	far := &reflexPlayer{s: online.NewSession(farURL, online.Msg{T: online.Join, Room: code, Name: "Far"}), react: 100 * time.Millisecond, seat: -1}
	defer far.s.Close()
	for end := time.Now().Add(10 * time.Second); far.s.Seat() < 0; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the far client got no seat")
		}
	}
	far.seat = far.s.Seat()
	// The round trip is measured before the first card falls.
	time.Sleep(time.Second)
	near.s.Send(online.Msg{T: online.Start})

	farWon, nearWon := 0, 0
	verdicts := func(m online.Msg) {
		// Both tables are told the same; the near one's tally counts.
		word := func(mv online.Move) snap.Word {
			x, err := online.DecodeAs(mv.Action, reflect.TypeOf(snap.Called{}))
			if err != nil {
				t.Fatal(err)
			}
			return x.(snap.Called).Word
		}
		for _, won := range m.Moves {
			for _, lost := range m.Late {
				if won.React == nil || lost.React == nil || word(won) != word(lost) {
					continue
				}
				if won.Seat == far.seat && lost.Seat == near.seat {
					farWon++
					t.Logf("far won in %.0f ms, near late in %.0f ms", *won.React, *lost.React)
					if *won.React < 60 || *won.React > 150 || *lost.React < 180 || *lost.React > 270 {
						t.Errorf("told reactions %.0f ms (far) and %.0f ms (near); they were 100 and 220", *won.React, *lost.React)
					}
				}
				if won.Seat == near.seat && lost.Seat == far.seat {
					nearWon++
					t.Logf("near won in %.0f ms, far late in %.0f ms", *won.React, *lost.React)
				}
			}
		}
	}
	for end := time.Now().Add(60 * time.Second); farWon+nearWon < 3; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("within a minute, %d matches were judged between the two", farWon+nearWon)
		}
		near.poll(t, verdicts)
		far.poll(t, func(online.Msg) {})
	}
	if nearWon > 0 || farWon < 3 {
		t.Fatalf("the far, faster player won %d, the near one %d", farWon, nearWon)
	}
	rm := srv.rooms[code]
	rm.mu.Lock()
	disagreed := rm.fair.disagreed
	rm.mu.Unlock()
	t.Logf("figures not taken: %d", disagreed)

	// The journal replays the round the server played.
	near.s.Close()
	far.s.Close()
	stop()
	stopped = true
	rm.mu.Lock()
	played := rm.round.(*snap.Round).State().Log()
	rm.mu.Unlock()
	s2, _, stop2 := testServer(t, dir)
	defer stop2()
	r2 := s2.rooms[code]
	r2.mu.Lock()
	again := r2.round.(*snap.Round).State().Log()
	r2.mu.Unlock()
	if len(again) > len(played) || !reflect.DeepEqual(again, played[:len(again)]) {
		t.Fatalf("the round replayed differs:\n%v\nplayed:\n%v", again, played)
	}
	for i, a := range played[len(again):] {
		if a.Kind == snap.Call {
			t.Fatalf("the call %v (action %d) is not in the replayed round", a, len(again)+i)
		}
	}
}

// TestBotsJudgedByTheirModel: in an online room the bots' calls are
// judged by the reactions their model drew, as at one screen: whole ticks,
// never under the model's least, not the time their calls took at the
// server.
func TestBotsJudgedByTheirModel(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	spec := online.Spec{Game: snap.ID, Players: 6, Rounds: 1, Level: "hard", Bots: []bool{false, true, true, true, true, true}}
	ann := onlinetest.Room(t, url, spec, "Ann")[0]
	won := 0
	for end := time.Now().Add(60 * time.Second); won < 2; {
		if time.Now().After(end) {
			t.Fatalf("within a minute the bots won %d calls", won)
		}
		m, err := ann.Recv(time.Second)
		if err == onlinetest.ErrQuiet {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range m.Moves {
			if mv.React == nil {
				continue
			}
			won++
			ticks := *mv.React * ticksPerSecond / 1000
			if *mv.React < snap.MinReaction || math.Abs(ticks-math.Round(ticks)) > 0.01 {
				t.Errorf("bot %d's call told with %.1f ms, not a reaction of its model", mv.Seat, *mv.React)
			}
		}
	}
}
