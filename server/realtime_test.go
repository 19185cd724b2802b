package server

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/onlinetest"
)

// TestSchnippSchnappOnline: a real-time round is played by the server's
// ticks: two people call now and then, a bot plays the third seat, the
// round ends by its time limit, and its record, read back, replays to the
// end the server reached. A server started again on the journal has the
// room where the ticks left it.
func TestSchnippSchnappOnline(t *testing.T) {
	dir := t.TempDir()
	srv, url, stop := testServer(t, dir)
	cs := onlinetest.Room(t, url, online.Spec{Game: "schnippschnapp", Players: 3, Rounds: 1,
		Bots: []bool{false, false, true}, Options: map[string]any{"timelimit": 240}}, "Ann", "Ben")
	host, guest := cs[0], cs[1]
	rng := rand.New(rand.NewPCG(4, 2))
	var rec string
	states := 0
	deadline := time.Now().Add(20 * time.Second)
	for rec == "" && time.Now().Before(deadline) {
		for _, c := range []*onlinetest.Client{host, guest} {
			m, err := c.Recv(0)
			if err == onlinetest.ErrQuiet {
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case m.T == online.Error && !strings.Contains(m.Err, "no round"):
				t.Fatalf("seat %d: %s", c.Seat, m.Err)
			case m.T == online.Record && c == host:
				rec = m.Record
			case m.T == online.State && len(m.Legal) > 1:
				states++
				if rng.IntN(3) == 0 {
					c.Send(online.Msg{T: online.Act, Action: m.Legal[1+rng.IntN(len(m.Legal)-1)]})
				}
			}
		}
		time.Sleep(time.Millisecond)
	}
	if rec == "" {
		t.Fatal("the round did not end within 20 s")
	}
	if states == 0 {
		t.Fatal("nobody was ever asked for a call")
	}
	g, _ := registry.Lookup("schnippschnapp")
	r, err := g.Read(strings.NewReader(rec))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec, `"seat":0,"act":"call"`) && !strings.Contains(rec, `"seat":1,"act":"call"`) {
		t.Fatalf("no call of the people's is in the record:\n%s", rec)
	}
	if _, err := g.Replay(r, -1); err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
	if srv.Rooms() != 1 {
		t.Fatal("the room went")
	}
	stop()
	s2, _, stop2 := testServer(t, dir)
	defer stop2()
	rm := s2.rooms[host.Room]
	rm.mu.Lock()
	phase, played := rm.phase, rm.match.Played()
	rm.mu.Unlock()
	if phase != over || played != 1 {
		t.Fatalf("after a restart the room is %s with %d rounds played", phase, played)
	}
}
