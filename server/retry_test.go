package server

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"elferraus/online"
	"elferraus/online/onlinetest"
)

// TestRefusedMovesWaitLonger: while the journal refuses the bots' moves, the
// room tries again later and later, not in a loop as fast as the journal
// answers (which flooded the log), and it plays on once the journal takes
// moves again.
func TestRefusedMovesWaitLonger(t *testing.T) {
	var refused atomic.Int32
	s, url, stop := testServer(t, t.TempDir(), func(c *Config) {
		c.Think = 20 * time.Millisecond
		c.Logf = func(format string, args ...any) {
			if strings.Contains(fmt.Sprintf(format, args...), "the journal refused") {
				refused.Add(1)
			}
		}
	})
	defer stop()
	host := onlinetest.Dial(t, url)
	host.Send(online.Msg{T: online.Create, Name: "Ann", Spec: &online.Spec{Game: "elfer", Players: 4, Rounds: 20, Bots: []bool{false, true, true, true}}})
	host.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
	host.Send(online.Msg{T: online.Start})
	host.Until("the round", func(m online.Msg) bool { return m.T == online.State && m.Phase == playing })
	// Ann leaves: a bot stands in for her, and bots play every seat.
	host.Close()
	time.Sleep(300 * time.Millisecond)

	// The stream is full (as when its disk quota is reached): it refuses
	// every event at once.
	ctx := context.Background()
	info := roomsStream(t, s)
	full := info.Config
	full.MaxMsgs, full.Discard = int64(info.State.Msgs), jetstream.DiscardNew
	if _, err := s.journal.js.UpdateStream(ctx, full); err != nil {
		t.Fatal(err)
	}
	before := info.State.Msgs
	time.Sleep(time.Second)
	// Tries after 0, 50, 150, 350 and 750 ms; a loop made thousands.
	if n := refused.Load(); n < 2 || n > 12 {
		t.Fatalf("the journal refused %d moves in a second, want a few", n)
	}

	unlimited := info.Config
	unlimited.MaxMsgs = -1
	if _, err := s.journal.js.UpdateStream(ctx, unlimited); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		info := roomsStream(t, s)
		if info.State.Msgs >= before+3 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the room did not play on within 10 s of the journal's return: %d events, %d before", info.State.Msgs, before)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// roomsStream is the state and setup of s's journal stream now.
func roomsStream(t *testing.T, s *Server) *jetstream.StreamInfo {
	t.Helper()
	st, err := s.journal.js.Stream(context.Background(), stream)
	if err != nil {
		t.Fatal(err)
	}
	info, err := st.Info(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return info
}
