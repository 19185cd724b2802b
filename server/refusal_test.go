package server

import (
	"testing"
	"time"

	"elferraus/online"
	"elferraus/online/onlinetest"
)

// TestRefusalsNameTheirReason: the refusals a person meets carry their
// reason and the room they concern beside the English text, for the client
// to say them in the player's language: a code no room has, a room whose
// match has begun with every seat taken, and a token the room does not
// know.
func TestRefusalsNameTheirReason(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	refusal := func(c *onlinetest.Client) online.Msg {
		t.Helper()
		return c.Until("error", func(m online.Msg) bool { return m.T == online.Error })
	}

	stranger := onlinetest.Dial(t, url)
	stranger.Send(online.Msg{T: online.Join, Room: "ZZZZZZZZ", Name: "Cy"})
	if m := refusal(stranger); m.Why != online.RefusedNoRoom || m.Room != "ZZZZZZZZ" || m.Err == "" {
		t.Errorf("joining a room nobody made: why %q, room %q, %q", m.Why, m.Room, m.Err)
	}

	host := onlinetest.Dial(t, url)
	host.Send(online.Msg{T: online.Create, Name: "Ann", Spec: &online.Spec{Game: "elfer", Players: 2, Rounds: 3, Bots: []bool{false, true}}})
	host.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
	host.Send(online.Msg{T: online.Start})
	host.Until("the round", func(m online.Msg) bool { return m.T == online.State && m.Phase == playing })

	late := onlinetest.Dial(t, url)
	late.Send(online.Msg{T: online.Join, Room: host.Room, Name: "Ben"})
	if m := refusal(late); m.Why != online.RefusedFull || m.Room != host.Room {
		t.Errorf("joining a room whose match has begun: why %q, room %q, %q", m.Why, m.Room, m.Err)
	}

	forger := onlinetest.Dial(t, url)
	forger.Send(online.Msg{T: online.Join, Room: host.Room, Token: "not-a-token"})
	if m := refusal(forger); m.Why != online.RefusedToken || m.Room != host.Room {
		t.Errorf("joining with a token the room does not know: why %q, room %q, %q", m.Why, m.Room, m.Err)
	}
}

// TestSessionGivesUpOnALastingRefusal: a session whose first request is
// refused for a reason no retry mends (no room has the code) stops with
// that refusal instead of dialling again.
func TestSessionGivesUpOnALastingRefusal(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	s := online.NewSession(url, online.Msg{T: online.Join, Room: "ZZZZZZZZ", Name: "Cy"})
	defer s.Close()
	for end := time.Now().Add(3 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if _, _, err := s.Status(); err != nil {
			return
		}
		if time.Now().After(end) {
			t.Fatal("a session joining a room nobody made keeps dialling")
		}
	}
}
