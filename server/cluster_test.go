package server

import (
	"fmt"
	"math/rand/v2"
	"net"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"

	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/onlinetest"
)

// freePorts are n TCP ports free on loopback a moment ago.
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var lns []net.Listener
	var ports []int
	for range n {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		lns = append(lns, ln)
		ports = append(ports, ln.Addr().(*net.TCPAddr).Port)
	}
	for _, ln := range lns {
		ln.Close()
	}
	return ports
}

// testCluster starts n nodes of one cluster in this process, each with its
// own data and its embedded NATS routed to the others', and returns them
// with their rooms' addresses; the nodes close when the test ends.
func testCluster(t *testing.T, n int, tune ...func(*Config)) ([]*Server, []string) {
	t.Helper()
	ports := freePorts(t, n)
	var routes []string
	for _, p := range ports {
		routes = append(routes, fmt.Sprintf("nats://127.0.0.1:%d", p))
	}
	nodes, urls := make([]*Server, n), make([]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		cfg := Config{Data: t.TempDir(), Think: time.Millisecond, Between: time.Millisecond, StandIn: time.Minute,
			MsgRate: 1000, JoinRate: 1000, Logf: t.Logf,
			Cluster: &Cluster{Node: fmt.Sprintf("n%d", i+1), Listen: fmt.Sprintf("127.0.0.1:%d", ports[i]), Routes: routes}}
		for _, f := range tune {
			f(&cfg)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			nodes[i], errs[i] = New(cfg)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			for _, s := range nodes {
				if s != nil {
					s.Close()
				}
			}
			t.Fatalf("node %d: %v", i+1, err)
		}
	}
	for i, s := range nodes {
		ts := httptest.NewServer(s.Handler(nil))
		urls[i] = "ws" + strings.TrimPrefix(ts.URL, "http") + "/ws"
		t.Cleanup(func() { ts.Close(); s.Close() })
	}
	return nodes, urls
}

// TestClientOnOtherNodePlaysRoom: a room made on node 1 runs there; a
// client connected to node 2 joins it and plays the match to its end
// through node 2, and every view either client was sent is its seat's own.
func TestClientOnOtherNodePlaysRoom(t *testing.T) {
	nodes, urls := testCluster(t, 2)
	playAcross(t, nodes, urls, online.Spec{Game: "elfer", Players: 3, Rounds: 1, Bots: []bool{false, false, true}}, 11)
	// A code no node has is no room, on any node.
	stranger := onlinetest.Dial(t, urls[1])
	stranger.Send(online.Msg{T: online.Join, Room: "ZZZZZZZZ", Name: "Cy"})
	if m := stranger.Until("error", func(m online.Msg) bool { return m.T == online.Error }); !strings.Contains(m.Err, "no room") || m.Why != online.RefusedNoRoom || m.Room != "ZZZZZZZZ" {
		t.Fatalf("joining a room nobody made: %q (why %q, room %q)", m.Err, m.Why, m.Room)
	}
}

// TestClosedNodeHandsItsRoomsOver: the node a room runs on is closed in
// the middle of a round. It gives the room's lease up, another node takes
// the room over at once, and the people's sessions, given the addresses of
// all three nodes, dial the next one, take their seats back and play on.
func TestClosedNodeHandsItsRoomsOver(t *testing.T) {
	nodes, urls := testCluster(t, 3)
	list := func(first int) string {
		return strings.Join(append(append([]string(nil), urls[first:]...), urls[:first]...), ",")
	}
	host := online.NewSession(list(0), online.Msg{T: online.Create, Name: "Ann", Spec: &online.Spec{Game: "hoechste", Players: 3, Bots: []bool{false, false, true}}})
	defer host.Close()
	j := waitFor(t, host, "joined", func(m online.Msg) bool { return m.T == online.Joined })
	guest := online.NewSession(list(1), online.Msg{T: online.Join, Room: j.Room, Name: "Ben"})
	defer guest.Close()
	waitFor(t, guest, "joined", func(m online.Msg) bool { return m.T == online.Joined })
	host.Send(online.Msg{T: online.Start})
	st := waitFor(t, host, "the start", func(m online.Msg) bool { return m.T == online.State && m.Phase == playing })
	if nodes[0].Rooms() != 1 {
		t.Fatalf("node 1 runs %d rooms", nodes[0].Rooms())
	}
	nodes[0].Close()
	var again online.Msg
	last := map[*online.Session]online.Msg{}
	for _, s := range []*online.Session{host, guest} {
		back := false
		m := waitFor(t, s, "the round again", func(m online.Msg) bool {
			if m.T == online.Joined && m.Room == j.Room {
				back = true
			}
			return back && m.T == online.State && m.Phase == playing
		})
		if s == host {
			again = m
		}
		last[s] = m
	}
	if again.Actions < st.Actions {
		t.Fatalf("the round stood at %d actions, now at %d", st.Actions, again.Actions)
	}
	if n := nodes[1].Rooms() + nodes[2].Rooms(); n != 1 {
		t.Fatalf("nodes 2 and 3 run %d rooms, want the one", n)
	}
	// The round goes on: a move of whoever is to move first is taken.
	var buf []online.Msg
	at, mover := -1, (*online.Session)(nil)
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		for _, s := range []*online.Session{host, guest} {
			buf = s.Poll(append(buf[:0], last[s]))
			delete(last, s)
			for _, m := range buf {
				switch {
				case m.T == online.Error:
					t.Fatalf("after the hand-over: %s", m.Err)
				case m.T != online.State:
				case mover == nil && len(m.Legal) > 0:
					mover, at = s, m.Actions
					s.Send(online.Msg{T: online.Act, Action: m.Legal[0]})
				case s == mover && m.Actions > at:
					return
				}
			}
		}
	}
	t.Fatal("no move was taken after the hand-over")
}

// TestNodesShareAnExternalNATS: two nodes keep their rooms in one NATS
// they both connect to; a client of the second plays a room of the first.
func TestNodesShareAnExternalNATS(t *testing.T) {
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: natsserver.RANDOM_PORT, JetStream: true,
		StoreDir: t.TempDir(), NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("NATS did not start")
	}
	defer ns.Shutdown()
	var urls []string
	var nodes []*Server
	for _, name := range []string{"a", "b"} {
		s, err := New(Config{NATS: ns.ClientURL(), Think: time.Millisecond, Between: time.Millisecond, StandIn: time.Minute,
			MsgRate: 1000, JoinRate: 1000, Logf: t.Logf, Cluster: &Cluster{Node: name}})
		if err != nil {
			t.Fatal(err)
		}
		ts := httptest.NewServer(s.Handler(nil))
		defer func() { ts.Close(); s.Close() }()
		urls = append(urls, "ws"+strings.TrimPrefix(ts.URL, "http")+"/ws")
		nodes = append(nodes, s)
	}
	playAcross(t, nodes, urls, online.Spec{Game: "hoechste", Players: 2, Rounds: 1}, 13)
}

// playAcross has Ann make a room of spec through the first node and Ben
// join it through the second; the room runs on the first node alone, and
// the two play its match to the end, every view either was sent its
// seat's own.
func playAcross(t *testing.T, nodes []*Server, urls []string, spec online.Spec, seed uint64) {
	t.Helper()
	host := onlinetest.Dial(t, urls[0])
	host.Send(online.Msg{T: online.Create, Name: "Ann", Spec: &spec})
	host.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
	guest := onlinetest.Dial(t, urls[1])
	guest.Send(online.Msg{T: online.Join, Room: host.Room, Name: "Ben"})
	if m := guest.Until("joined", func(m online.Msg) bool { return m.T == online.Joined }); m.Seat != 1 || m.Token == "" {
		t.Fatalf("the guest joined at seat %d with token %q", m.Seat, m.Token)
	}
	if nodes[0].Rooms() != 1 || nodes[1].Rooms() != 0 {
		t.Fatalf("the nodes run %d and %d rooms; the room should run on the first alone", nodes[0].Rooms(), nodes[1].Rooms())
	}
	host.Send(online.Msg{T: online.Start})
	onlinetest.Play(t, rand.New(rand.NewPCG(seed, seed+1)), host, guest)
	g, _ := registry.Lookup(spec.Game)
	onlinetest.CheckSent(t, g, host, guest)
}
