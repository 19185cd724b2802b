package server

import (
	"math/rand/v2"
	"testing"
	"time"

	"elferraus/online"
	"elferraus/online/onlinetest"
)

// TestStandInAndComeBack: a person whose connection is gone keeps his seat;
// after the stand-in time a bot plays it, and when he comes back with his
// token the seat is his again, the bot stops and the match goes on with him.
func TestStandInAndComeBack(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir(), func(c *Config) { c.StandIn = 100 * time.Millisecond; c.Think = 2 * time.Millisecond })
	defer stop()
	cs := onlinetest.Room(t, url, online.Spec{Game: "hoechste", Players: 3, Rounds: 1}, "Ann", "Ben")
	host, guest := cs[0], cs[1]
	host.Until("the start", func(m online.Msg) bool { return m.T == online.State && m.Phase == playing })
	guest.Close()
	// The seat is held, then played by a bot: the round moves on without Ben.
	st := host.Until("a bot standing in", func(m online.Msg) bool {
		return m.T == online.State && len(m.Seats) > 1 && m.Seats[1].Standing
	})
	if st.Seats[1].Connected || st.Seats[1].Name != "Ben" {
		t.Fatalf("the seat while Ben is gone: %+v", st.Seats[1])
	}
	back := onlinetest.Dial(t, url)
	back.Send(online.Msg{T: online.Join, Room: host.Room, Token: guest.Tok})
	if m := back.Until("joined", func(m online.Msg) bool { return m.T == online.Joined }); m.Seat != 1 {
		t.Fatalf("Ben's token seats him at %d", m.Seat)
	}
	st = back.Until("his state", func(m online.Msg) bool { return m.T == online.State })
	if st.Seats[1].Standing || !st.Seats[1].Connected {
		t.Fatalf("Ben is back, his seat says %+v", st.Seats[1])
	}
	onlinetest.Play(t, rand.New(rand.NewPCG(1, 2)), host, back)
}

// TestClockHandsAMoveToABot: in a room with a clock, a person who does not
// move in time has his move made by a bot, and is told the seconds left.
func TestClockHandsAMoveToABot(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	host := onlinetest.Dial(t, url)
	host.Send(online.Msg{T: online.Create, Spec: &online.Spec{Game: "hoechste", Players: 2, Rounds: 1, Bots: []bool{false, true}, Clock: 1}})
	host.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
	host.Send(online.Msg{T: online.Start})
	ask := host.Until("a move", func(m online.Msg) bool { return m.T == online.State && len(m.Legal) > 0 })
	if ask.Clock < 1 {
		t.Fatalf("the state that asks for a move says %d seconds", ask.Clock)
	}
	start := time.Now()
	// Both seats choose at once: the bot's choice, then his own, made
	// for him when the clock runs out.
	host.Until("the move made for him", func(m online.Msg) bool {
		return m.T == online.State && (m.Round != ask.Round || m.Actions >= ask.Actions+2)
	})
	if waited := time.Since(start); waited < 500*time.Millisecond {
		t.Fatalf("the clock of 1 s ran out after %v", waited)
	}
}

// TestRematchKeepsTheRoom: after the match the host asks for a rematch:
// the same room and seats deal a new match; a guest may not ask.
func TestRematchKeepsTheRoom(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	cs := onlinetest.Room(t, url, online.Spec{Game: "zweikampf", Players: 2, Rounds: 1}, "", "")
	host, guest := cs[0], cs[1]
	onlinetest.Play(t, rand.New(rand.NewPCG(3, 4)), host, guest)
	seq := guest.Send(online.Msg{T: online.Rematch})
	guest.Until("error", func(m online.Msg) bool { return m.T == online.Error && m.Seq == seq })
	host.Send(online.Msg{T: online.Rematch})
	st := guest.Until("the new match", func(m online.Msg) bool { return m.T == online.State && m.Phase == playing })
	if st.Room != host.Room || st.Seat != guest.Seat || st.Actions != 0 {
		t.Fatalf("the rematch: room %s seat %d at %d actions", st.Room, st.Seat, st.Actions)
	}
}
