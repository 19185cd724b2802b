package server

import (
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/onlinetest"
)

// testServer is a server on a fresh data directory with a quick pace, and
// its WebSocket address.
func testServer(t *testing.T, dir string, tune ...func(*Config)) (*Server, string, func()) {
	t.Helper()
	cfg := Config{Data: dir, Think: time.Millisecond, Between: time.Millisecond, StandIn: 50 * time.Millisecond,
		MsgRate: 1000, JoinRate: 1000, Logf: t.Logf}
	for _, f := range tune {
		f(&cfg)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s.Handler(nil))
	url := "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
	return s, url, func() { ts.Close(); s.Close() }
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
			host := onlinetest.Dial(t, url)
			bots := make([]bool, players)
			for p := 2; p < players; p++ {
				bots[p] = true
			}
			host.Send(online.Msg{T: online.Create, Name: "Ann", Spec: &online.Spec{Game: id, Players: players, Rounds: 2, Bots: bots}})
			host.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
			guest := onlinetest.Dial(t, url)
			guest.Send(online.Msg{T: online.Join, Room: host.Room, Name: "Ben"})
			guest.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
			if host.Seat != 0 || guest.Seat != 1 || host.Tok == "" || guest.Tok == "" || host.Tok == guest.Tok {
				t.Fatalf("seats %d and %d, tokens %q and %q", host.Seat, guest.Seat, host.Tok, guest.Tok)
			}
			host.Send(online.Msg{T: online.Start})
			onlinetest.Play(t, rand.New(rand.NewPCG(1, uint64(len(id)))), host, guest)
			onlinetest.CheckSent(t, g, host, guest)
		})
	}
}
