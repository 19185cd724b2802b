package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/onlinetest"
)

// TestRoomsResumeAfterARestart: a server stopped in the middle of a match
// and started again on the same data has the room where its last move left
// it; the people come back with their tokens to their seats and play on to
// the end, and the records of the rounds hold every move.
func TestRoomsResumeAfterARestart(t *testing.T) {
	dir := t.TempDir()
	slow := func(c *Config) { c.StandIn = time.Minute; c.Think = 5 * time.Millisecond }
	_, url, stop := testServer(t, dir, slow)
	cs := onlinetest.Room(t, url, online.Spec{Game: "elfer", Players: 3, Rounds: 1, Bots: []bool{false, false, true}}, "Ann", "Ben")
	host, guest := cs[0], cs[1]
	// A few moves of the people's, then the server goes.
	rng := rand.New(rand.NewPCG(3, 4))
	moved := 0
	for moved < 6 {
		for _, c := range []*onlinetest.Client{host, guest} {
			m, err := c.Recv(20 * time.Millisecond)
			if err == onlinetest.ErrQuiet {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if m.T == online.State && len(m.Legal) > 0 {
				c.Send(online.Msg{T: online.Act, Action: m.Legal[rng.IntN(len(m.Legal))]})
				moved++
			}
		}
	}
	time.Sleep(50 * time.Millisecond)
	stop()
	before := guest.Last.Actions
	for {
		m, err := guest.Recv(50 * time.Millisecond)
		if err != nil {
			break
		}
		if m.T == online.State {
			before = m.Actions
		}
	}

	s2, url2, stop2 := testServer(t, dir, slow)
	defer stop2()
	if s2.Rooms() != 1 {
		t.Fatalf("%d rooms after the restart, want 1", s2.Rooms())
	}
	host2, guest2 := onlinetest.Dial(t, url2), onlinetest.Dial(t, url2)
	host2.Send(online.Msg{T: online.Join, Room: host.Room, Token: host.Tok})
	if m := host2.Until("joined", func(m online.Msg) bool { return m.T == online.Joined }); m.Seat != 0 {
		t.Fatalf("the host's token seats him at %d", m.Seat)
	}
	guest2.Send(online.Msg{T: online.Join, Room: host.Room, Token: guest.Tok})
	guest2.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
	st := guest2.Until("state", func(m online.Msg) bool { return m.T == online.State })
	if st.Phase != playing || st.Actions < before {
		t.Fatalf("after the restart the round stands at %d actions (%s), it was at %d", st.Actions, st.Phase, before)
	}
	// A stranger's guess is refused.
	thief := onlinetest.Dial(t, url2)
	thief.Send(online.Msg{T: online.Join, Room: host.Room, Token: "00112233445566778899aabbccddeeff"})
	if m := thief.Until("error", func(m online.Msg) bool { return m.T == online.Error }); m.Err == "" {
		t.Fatal("a wrong token was not refused")
	}
	onlinetest.Play(t, rand.New(rand.NewPCG(5, 6)), host2, guest2)
	// What each person was sent before the restart and after it is the
	// one round of the record: no move acknowledged before was lost.
	host2.Got = append(host.Got, host2.Got...)
	guest2.Got = append(guest.Got, guest2.Got...)
	g, _ := registry.Lookup("elfer")
	onlinetest.CheckSent(t, g, host2, guest2)
}

// TestBrokenRoomsAreLeftOut: events that do not replay (a room whose
// events begin with a move, a room with an unreadable event, a move the
// rules refuse) leave their rooms out of a restart, with a word in the
// log; the server starts and every other room resumes.
func TestBrokenRoomsAreLeftOut(t *testing.T) {
	dir := t.TempDir()
	s, url, stop := testServer(t, dir, func(c *Config) { c.Think = time.Hour })
	cs := onlinetest.Room(t, url, online.Spec{Game: "elfer", Players: 2, Rounds: 1}, "Ann", "Ben")
	ctx := context.Background()
	for code, data := range map[string]string{
		"ZZZZZZZ2": `{"k":"act","seat":0}`,
		"ZZZZZZZ3": `not an event`,
	} {
		if _, err := s.journal.js.Publish(ctx, "rooms."+code, []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.journal.append(ctx, "ZZZZZZZ4", event{K: "create", Spec: &online.Spec{Game: "elfer", Players: 2}}); err != nil {
		t.Fatal(err)
	}
	if err := s.journal.append(ctx, "ZZZZZZZ4", event{K: "act", Seat: 1, Action: json.RawMessage(`{}`)}); err != nil {
		t.Fatal(err)
	}
	stop()
	var logged []string
	s2, err := New(Config{Data: dir, Think: time.Hour, Logf: func(f string, a ...any) { logged = append(logged, fmt.Sprintf(f, a...)) }})
	if err != nil {
		t.Fatalf("the server did not start: %v", err)
	}
	defer s2.Close()
	if s2.Rooms() != 1 || s2.rooms[cs[0].Room] == nil {
		t.Fatalf("%d rooms resumed; want only %s", s2.Rooms(), cs[0].Room)
	}
	if len(logged) != 3 {
		t.Fatalf("the log says %q; want a line for each broken room", logged)
	}
}
