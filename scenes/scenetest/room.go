package scenetest

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/shell"
	"elferraus/server"
)

// RoomServer is a server of online rooms on loopback with a quick pace
// (bots think a millisecond, rounds follow at once), and its WebSocket
// address; it closes with the test.
func RoomServer(t *testing.T) string {
	t.Helper()
	s, err := server.New(server.Config{Data: t.TempDir(), Think: time.Millisecond, Between: 20 * time.Millisecond,
		StandIn: time.Minute, MsgRate: 1000, JoinRate: 1000, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler(nil))
	t.Cleanup(func() { ts.Close(); s.Close() })
	return "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
}

// AwaitMsg polls s until a message satisfies ok; it returns that message
// and those that came after it in the same poll (for a table opened at it
// to read next: shell.Net.Unread).
func AwaitMsg(t *testing.T, s *online.Session, what string, ok func(online.Msg) bool) (online.Msg, []online.Msg) {
	t.Helper()
	var buf []online.Msg
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(2 * time.Millisecond) {
		buf = s.Poll(buf[:0])
		for i, m := range buf {
			if ok(m) {
				return m, buf[i+1:]
			}
		}
	}
	t.Fatalf("no %s within 10 s", what)
	return online.Msg{}, nil
}

// AnnAndBen seats two people, Ann (the host) and Ben, in a new room of spec
// on url, starts it and opens each person's table at the match's first
// state (with demo, a bot of that screen plays each seat): Ann's table
// first. The sessions close with the test.
func AnnAndBen(t *testing.T, url string, spec online.Spec, demo bool) []game.Scene {
	t.Helper()
	host := online.NewSession(url, online.Msg{T: online.Create, Name: "Ann", Spec: &spec})
	t.Cleanup(host.Close)
	j, _ := AwaitMsg(t, host, "the room", func(m online.Msg) bool { return m.T == online.Joined })
	guest := online.NewSession(url, online.Msg{T: online.Join, Room: j.Room, Name: "Ben"})
	t.Cleanup(guest.Close)
	jg, _ := AwaitMsg(t, guest, "a seat", func(m online.Msg) bool { return m.T == online.Joined })
	host.Send(online.Msg{T: online.Start})
	var out []game.Scene
	for _, x := range []struct {
		s *online.Session
		j online.Msg
	}{{host, j}, {guest, jg}} {
		st, rest := AwaitMsg(t, x.s, "the start", func(m online.Msg) bool { return m.T == online.State && m.Phase == "playing" })
		n := shell.NewNet(x.s, x.j.Room, *x.j.Spec, x.j.Seat)
		n.Demo = demo
		n.Note(st)
		n.Unread(rest)
		sc, err := shell.OpenOnline(n, st)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, sc)
	}
	return out
}

// TwoPeople is a room of game id for players seats: two people, bots in
// the others, a match of rounds.
func TwoPeople(id string, players, rounds int) online.Spec {
	bots := make([]bool, players)
	for p := 2; p < players; p++ {
		bots[p] = true
	}
	return online.Spec{Game: id, Players: players, Rounds: rounds, Bots: bots}
}
