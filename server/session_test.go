package server

import (
	"testing"
	"time"

	"elferraus/online"
)

// waitFor polls s until a message satisfies ok, or fails after a few
// seconds; it returns that message.
func waitFor(t *testing.T, s *online.Session, what string, ok func(online.Msg) bool) online.Msg {
	t.Helper()
	var buf []online.Msg
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		buf = s.Poll(buf[:0])
		for _, m := range buf {
			if ok(m) {
				return m
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("no %s within 5 s", what)
	return online.Msg{}
}

// TestSessionTakesItsSeatBack: a session whose connection drops dials again
// by itself and takes its seat back with its token; the room goes on.
func TestSessionTakesItsSeatBack(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir(), func(c *Config) { c.StandIn = time.Minute })
	defer stop()
	host := online.NewSession(url, online.Msg{T: online.Create, Name: "Ann", Spec: &online.Spec{Game: "hoechste", Players: 3, Bots: []bool{false, false, true}}})
	defer host.Close()
	j := waitFor(t, host, "joined", func(m online.Msg) bool { return m.T == online.Joined })
	guest := online.NewSession(url, online.Msg{T: online.Join, Room: j.Room, Name: "Ben"})
	defer guest.Close()
	if m := waitFor(t, guest, "joined", func(m online.Msg) bool { return m.T == online.Joined }); m.Seat != 1 {
		t.Fatalf("Ben was seated at %d", m.Seat)
	}
	room, tok := guest.Ticket()
	if room != j.Room || tok == "" {
		t.Fatalf("Ben's ticket: room %q token %q", room, tok)
	}
	host.Send(online.Msg{T: online.Start})
	waitFor(t, guest, "the start", func(m online.Msg) bool { return m.T == online.State && m.Phase == playing })
	guest.Drop()
	st := waitFor(t, host, "Ben gone", func(m online.Msg) bool { return m.T == online.State && !m.Seats[1].Connected })
	if st.Seats[1].Name != "Ben" {
		t.Fatalf("the seat held for Ben: %+v", st.Seats[1])
	}
	if m := waitFor(t, guest, "joined again", func(m online.Msg) bool { return m.T == online.Joined }); m.Seat != 1 || m.Room != j.Room {
		t.Fatalf("Ben came back to room %s seat %d", m.Room, m.Seat)
	}
	waitFor(t, host, "Ben back", func(m online.Msg) bool { return m.T == online.State && m.Seats[1].Connected })
	if on, tries, fatal := guest.Status(); !on || fatal != nil {
		t.Fatalf("Ben's session after coming back: online %v, %d tries, %v", on, tries, fatal)
	}
}

// TestSessionGivesUpOnAGoneRoom: a join of a room that does not exist is
// refused once, and the session does not dial again and again.
func TestSessionGivesUpOnAGoneRoom(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	s := online.NewSession(url, online.Msg{T: online.Join, Room: "ABCDEFGH", Name: "Ann"})
	defer s.Close()
	m := waitFor(t, s, "the refusal", func(m online.Msg) bool { return m.T == online.Error })
	deadline := time.Now().Add(2 * time.Second)
	for time.Now().Before(deadline) {
		if _, _, fatal := s.Status(); fatal != nil {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("after %q the session still tries", m.Err)
}
