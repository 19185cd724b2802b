package menu

import (
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"elferraus/server"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestLobbyJoinsAndTakesTheSeatBack: a lobby opened by a room's link joins
// it, opens the table when the host starts, and keeps the seat's token; a
// lobby opened by the same link later (the page reloaded), after bots
// played on meanwhile, takes the same seat back with it and opens the
// table at the round as it stands.
func TestLobbyJoinsAndTakesTheSeatBack(t *testing.T) {
	srv, err := server.New(server.Config{Data: t.TempDir(), Think: 5 * time.Millisecond, StandIn: 20 * time.Millisecond, MsgRate: 1000, JoinRate: 1000, Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv.Handler(nil))
	defer hs.Close()
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	host := online.NewSession(url, online.Msg{T: online.Create, Name: "Host", Spec: &online.Spec{Game: "hoechste", Players: 3, Bots: []bool{false, false, true}}})
	defer host.Close()
	var code string
	for end := time.Now().Add(5 * time.Second); code == "" && time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		for _, m := range host.Poll(nil) {
			if m.T == online.Joined {
				code = m.Room
			}
		}
	}
	st, err := store.OpenDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	setup := shell.Setup{Game: "elfer", Players: 4}
	open := func(name string, started bool) (seat int) {
		t.Helper()
		ctx := gameloop.NewCtx()
		ctx.Store = st
		l := NewLobbyJoin(setup, strings.ToLower(code), url, name)
		for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
			gameloop.Tick(l, ctx, nil)
			if n := ctx.Next(); n != nil {
				if n.Name() != "table" {
					t.Fatalf("the lobby switched to %s", n.Name())
				}
				// The table plays on from where the room stands.
				for range 30 {
					gameloop.Tick(n, ctx, nil)
				}
				shell.Leave(n)
				return l.seat
			}
			if l.joined && !started {
				started = true
				host.Send(online.Msg{T: online.Start})
			}
		}
		t.Fatalf("the lobby of %s did not open the table: it says %q, seat %d", name, l.msg, l.seat)
		return -1
	}
	first := open("Anna", false)
	if first != 1 {
		t.Fatalf("Anna was seated at %d, want 1", first)
	}
	// Both people leave; bots play their seats meanwhile.
	host.Close()
	time.Sleep(300 * time.Millisecond)
	if again := open("", true); again != first {
		t.Fatalf("the reloaded lobby took seat %d, want Anna's %d", again, first)
	}
}
