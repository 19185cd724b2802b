package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/onlinetest"

	"github.com/coder/websocket"
)

// seated makes a room of game id for players people and starts it.
func seated(t *testing.T, url, id string, players int) []*onlinetest.Client {
	t.Helper()
	return onlinetest.Room(t, url, online.Spec{Game: id, Players: players, Rounds: 1}, make([]string, players)...)
}

// TestGarbageChangesNothing: malformed messages, moves out of turn, for
// another seat or not moves at all, a start by a guest and a join of a
// room that is not there each get an error and leave the room as it was;
// a connection that keeps sending garbage is closed, and the room plays
// on for the others.
func TestGarbageChangesNothing(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir(), func(c *Config) { c.Think = time.Hour })
	defer stop()
	cs := seated(t, url, "elfer", 2)
	st := cs[0].Until("state", func(m online.Msg) bool { return m.T == online.State && m.Phase == playing })
	mover, other, legal := cs[0], cs[1], st.Legal
	if !slices.Contains(st.ToMove, 0) {
		mover, other = cs[1], cs[0]
		legal = mover.Until("its moves", func(m online.Msg) bool { return m.T == online.State && len(m.Legal) > 0 }).Legal
	}
	var a map[string]any
	if err := json.Unmarshal(legal[0], &a); err != nil {
		t.Fatal(err)
	}
	a["Seat"] = other.Seat
	forOther, _ := json.Marshal(a)
	a["Seat"] = mover.Seat
	a["Kind"] = 99
	badKind, _ := json.Marshal(a)
	for _, c := range []struct {
		who *onlinetest.Client
		m   online.Msg
	}{
		{other, online.Msg{T: online.Act, Action: legal[0]}},              // out of turn
		{mover, online.Msg{T: online.Act, Action: forOther}},              // for the other seat
		{mover, online.Msg{T: online.Act, Action: badKind}},               // no such move
		{mover, online.Msg{T: online.Act, Action: json.RawMessage(`{}`)}}, // not a move
		{mover, online.Msg{T: online.Act, Action: json.RawMessage(`[1,2]`)}},
		{other, online.Msg{T: online.Start}},                  // not the host
		{other, online.Msg{T: online.Join, Room: "ZZZZZZZZ"}}, // already in a room
		{other, online.Msg{T: "shout"}},                       // no such kind
	} {
		seq := c.who.Send(c.m)
		got := c.who.Until("error", func(m online.Msg) bool { return m.T == online.Error && m.Seq == seq })
		if got.Err == "" {
			t.Errorf("%+v: an error without words", c.m)
		}
	}
	probe := onlinetest.Dial(t, url)
	probe.Send(online.Msg{T: online.Watch, Room: cs[0].Room})
	now := probe.Until("state", func(m online.Msg) bool { return m.T == online.State })
	if now.Actions != st.Actions {
		t.Fatalf("the garbage moved the round from %d to %d actions", st.Actions, now.Actions)
	}
	if len(now.View) != 0 || len(now.Legal) != 0 {
		t.Fatal("a watcher was sent a seat's view or moves")
	}
	// A client sending garbage again and again is closed; the others play on.
	vandal := onlinetest.Dial(t, url)
	for i := range 20 {
		if err := vandal.SendRaw([]byte(fmt.Sprintf("not json %d", i))); err != nil {
			break
		}
	}
	closed := false
	for range 40 {
		if _, err := vandal.Recv(time.Second); err != nil && err != onlinetest.ErrQuiet {
			closed = true
			break
		}
	}
	if !closed {
		t.Fatal("a client that sent only garbage is still connected")
	}
	big := onlinetest.Dial(t, url)
	_ = big.SendRaw([]byte(`{"t":"ping","name":"` + strings.Repeat("x", online.MaxMessage) + `"}`))
	if _, err := big.Recv(5 * time.Second); err == nil || err == onlinetest.ErrQuiet {
		t.Fatal("a message over the limit did not close its connection")
	}
	seq := mover.Send(online.Msg{T: online.Act, Action: legal[0]})
	mover.Until("the move taken", func(m online.Msg) bool {
		if m.T == online.Error && m.Seq == seq {
			t.Fatalf("a legal move after the garbage: %s", m.Err)
		}
		return m.T == online.State && m.Actions > st.Actions
	})
}

// TestFloodIsCut: a client that sends faster than a person plays is told so
// and, going on, closed.
func TestFloodIsCut(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir(), func(c *Config) { c.MsgRate = 20 })
	defer stop()
	c := onlinetest.Dial(t, url)
	for range 200 {
		if err := c.SendRaw([]byte(`{"t":"ping"}`)); err != nil {
			break
		}
	}
	told, closed := false, false
	for range 400 {
		m, err := c.Recv(2 * time.Second)
		if err != nil {
			closed = err != onlinetest.ErrQuiet
			break
		}
		if m.T == online.Error && strings.Contains(m.Err, "too many") {
			told = true
		}
	}
	if !told || !closed {
		t.Fatalf("a flood of 200 messages: told %v, closed %v", told, closed)
	}
}

// TestRandomRoundsLeakNothing plays many rounds of every game with people
// in every seat and checks every message each was sent: its view is its
// seat's view and shows no card lying hidden from it. ELFER_ONLINE_ROUNDS
// sets the rounds per game (default 3; thousands in all with 100).
func TestRandomRoundsLeakNothing(t *testing.T) {
	n := 3
	if v, err := strconv.Atoi(os.Getenv("ELFER_ONLINE_ROUNDS")); err == nil && v > 0 {
		n = v
	}
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	for _, g := range registry.All() {
		if g.Table == "snap" || g.Table == "" {
			continue
		}
		t.Run(g.ID, func(t *testing.T) {
			for i := range n {
				players := g.MinPlayers + i%(g.MaxPlayers-g.MinPlayers+1)
				cs := seated(t, url, g.ID, players)
				onlinetest.Play(t, rand.New(rand.NewPCG(uint64(i), 77)), cs...)
				onlinetest.CheckSent(t, g, cs...)
				for _, c := range cs {
					c.Close()
				}
			}
		})
	}
}

// TestWatcherSeesOnlyOpenCards: a watcher of a match is sent, in every
// state, each place's open cards and the count of its hidden ones, and
// never a card that lies face down: every card it is shown lies face up
// in the round replayed from the record at that point.
func TestWatcherSeesOnlyOpenCards(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	for _, id := range []string{"elfer", "schwarzerpeter", "hoechste"} {
		g, _ := registry.Lookup(id)
		cs := seated(t, url, id, 3)
		w := onlinetest.Dial(t, url)
		w.Send(online.Msg{T: online.Watch, Room: cs[0].Room})
		w.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
		// The watcher reads beside the players; Play stays on the
		// test's goroutine.
		var states []online.Msg
		var rec string
		var werr error
		done := make(chan struct{})
		go func() {
			defer close(done)
			for rec == "" {
				m, err := w.Recv(30 * time.Second)
				if err != nil {
					werr = err
					return
				}
				switch {
				case m.T == online.State && m.Phase == playing:
					states = append(states, m)
				case m.T == online.Record:
					rec = m.Record
				}
			}
		}()
		onlinetest.Play(t, rand.New(rand.NewPCG(8, 9)), cs...)
		<-done
		if werr != nil {
			t.Fatalf("%s: the watcher: %v", id, werr)
		}
		for _, st := range states {
			if len(st.View) > 0 || len(st.Legal) > 0 {
				t.Fatalf("%s: a watcher was sent a view", id)
			}
		}
		r, err := g.Read(strings.NewReader(rec))
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range states {
			rd, err := g.Replay(r, st.Actions)
			if err != nil {
				t.Fatal(err)
			}
			open := map[int]bool{}
			rd.(games.Audited).Places(func(c card.Card, p games.Place) {
				if p.Open {
					open[int(c)] = true
				}
			})
			shown, hidden := 0, 0
			for _, p := range st.Table {
				for _, c := range p.Open {
					if !open[c] {
						t.Fatalf("%s after %d actions: the watcher was shown %v, which lies face down", id, st.Actions, card.Card(c))
					}
					shown++
				}
				hidden += p.Hidden
			}
			if shown+hidden != len(rd.(games.Audited).Deck()) {
				t.Fatalf("%s after %d actions: %d cards shown and %d hidden of %d", id, st.Actions, shown, hidden, len(rd.(games.Audited).Deck()))
			}
		}
	}
}

// TestOriginAndJoinLimits: a page of another host may not open a
// connection (the WebSocket's Origin check), and one address that keeps
// trying room codes is slowed down: its joins are refused beyond the
// limit, so codes cannot be guessed by trying.
func TestOriginAndJoinLimits(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir(), func(c *Config) { c.JoinRate = 2 })
	defer stop()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	h := http.Header{}
	h.Set("Origin", "https://elsewhere.example")
	if c, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: h}); err == nil {
		c.Close(websocket.StatusNormalClosure, "")
		t.Fatal("a page of another host connected")
	}
	c := onlinetest.Dial(t, url)
	refused := 0
	for i := range 40 {
		code := fmt.Sprintf("2345%04d", i)
		code = strings.Map(func(r rune) rune {
			if r == '0' || r == '1' {
				return 'Z'
			}
			return r
		}, code)
		seq := c.Send(online.Msg{T: online.Join, Room: code})
		m := c.Until("error", func(m online.Msg) bool { return m.T == online.Error && m.Seq == seq })
		if strings.Contains(m.Err, "too many") {
			refused++
		}
	}
	if refused < 15 {
		t.Fatalf("40 guesses of room codes at once: only %d refused for the rate", refused)
	}
}
