package scenetest

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"elferraus/online"
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
