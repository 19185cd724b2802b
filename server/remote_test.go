package server

import (
	"bytes"
	"testing"
	"time"

	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/online/onlinetest"
)

// TestRemoteRoundPlaysEveryGame: a client reads every state into a Remote
// round, in the game's own view and move types, and a bot of the game
// plays its seat from that view alone: the server takes every move the bot
// chooses, each view read back writes the bytes the server sent, and the
// match ends. What a table needs of a seat played over the server is there.
func TestRemoteRoundPlaysEveryGame(t *testing.T) {
	_, url, stop := testServer(t, t.TempDir())
	defer stop()
	for _, g := range registry.All() {
		if g.Table == "snap" || g.Table == "" {
			continue
		}
		t.Run(g.ID, func(t *testing.T) {
			players := g.MinPlayers
			bots := make([]bool, players)
			for p := 1; p < players; p++ {
				bots[p] = true
			}
			c := onlinetest.Dial(t, url)
			c.Send(online.Msg{T: online.Create, Spec: &online.Spec{Game: g.ID, Players: players, Rounds: 1, Bots: bots}})
			c.Until("joined", func(m online.Msg) bool { return m.T == online.Joined })
			remote, err := online.NewRemote(g, nil, players, c.Seat)
			if err != nil {
				t.Fatal(err)
			}
			bot := g.NewBot(level.Normal, c.Seat, 5)
			c.Send(online.Msg{T: online.Start})
			seq, pending := 0, false
			deadline := time.Now().Add(30 * time.Second)
			for time.Now().Before(deadline) {
				m, err := c.Recv(5 * time.Second)
				if err != nil {
					t.Fatal(err)
				}
				if m.T == online.Error {
					t.Fatalf("the server refused the bot's move: %s", m.Err)
				}
				if m.T != online.State {
					continue
				}
				if err := remote.Take(m); err != nil {
					t.Fatal(err)
				}
				if m.Phase == "over" {
					return
				}
				if v := remote.View(); v != nil {
					back, _ := online.Encode(v)
					if !bytes.Equal(back, m.View) {
						t.Fatalf("the view read back writes\n%s\nthe server sent\n%s", back, m.View)
					}
				}
				if pending && (m.Seq == seq || m.Phase != "playing") {
					pending = false // the server took the move
				}
				if !remote.ToMove() || pending {
					continue
				}
				mv, err := remote.Move(bot.Choose(remote.View()))
				if err != nil {
					t.Fatal(err)
				}
				seq, pending = c.Send(mv), true
			}
			t.Fatal("the match did not end within 30 s")
		})
	}
}
