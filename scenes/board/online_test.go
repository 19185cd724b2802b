package board

import (
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// onlineBoards seats two people, Ann (the host) and Ben, in a room of game
// id on url with bots in the other seats, starts it and opens each
// person's board at the first state of the match.
func onlineBoards(t *testing.T, url, id string, players int) []*Board {
	t.Helper()
	var out []*Board
	for _, sc := range scenetest.AnnAndBen(t, url, scenetest.TwoPeople(id, players, 2), false) {
		out = append(out, sc.(*Board))
	}
	return out
}

// TestOnlineBoardsPlayARoom: two people in an online room of every board
// game, each at his own board, play a match of two rounds against bots
// through a real server: each board offers its person his moves, tells
// the others' moves in its log, and ends with the server's score sheet.
func TestOnlineBoardsPlayARoom(t *testing.T) {
	url := scenetest.RoomServer(t)
	for _, id := range boardIDs() {
		t.Run(id, func(t *testing.T) {
			g, _ := registry.Lookup(id)
			players := max(g.MinPlayers, min(3, g.MaxPlayers))
			bs := onlineBoards(t, url, id, players)
			ctxs := []*game.Context{gameloop.NewCtx(), gameloop.NewCtx()}
			acted := make([]int, len(bs))
			tick := 0
			done := func(b *Board) bool { return b.Match.Over() && b.round.IsOver() && b.EndShown }
			for end := time.Now().Add(30 * time.Second); !done(bs[0]) || !done(bs[1]); {
				if time.Now().After(end) {
					for _, b := range bs {
						on, tries, fatal := b.net.S.Status()
						t.Logf("board of seat %d: to move %v, can act %v, dealing %v, hold %d, legal %d, status %q, net %v, toast %q, session %v %d %v", b.net.Seat, b.round.ToMove(), b.CanAct(), b.Dealing, b.hold, len(b.round.Legal(b.net.Seat)), b.status, b.net.Phase, b.msg.Text, on, tries, fatal)
					}
					t.Fatalf("the match did not end: boards at %d and %d actions, rounds %d and %d", bs[0].round.Actions(), bs[1].round.Actions(), bs[0].rn, bs[1].rn)
				}
				for i, b := range bs {
					var prep func(in *game.Input)
					switch {
					case b.round.IsOver() && b.EndShown && b.Wait == 0 && !b.Match.Over():
						prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
					case b.windowT > 1:
						// The person lets a real-time window pass at once.
						b.windowT = 1
					case b.CanAct():
						prep = PersonMove(b)
						if prep != nil {
							acted[i]++
						}
					}
					gameloop.Tick(b, ctxs[i], prep)
				}
				// The server's goroutines get their turn; a real-time
				// window runs by the ticks of the boards.
				if tick++; tick%16 == 0 {
					time.Sleep(time.Millisecond)
				}
				runtime.Gosched()
			}
			for i, b := range bs {
				if acted[i] == 0 {
					t.Errorf("board %d was never offered a move", i)
				}
				other := []string{"Ben", "Ann"}[i]
				if !slices.ContainsFunc(b.log.Lines, func(l string) bool { return strings.Contains(l, other) }) {
					t.Errorf("board %d's log never names %s: %q", i, other, b.log.Lines)
				}
				if want := map[bool]int{true: 2, false: 1}[g.Matches]; b.Match.Played() != want {
					t.Errorf("board %d's sheet has %d rounds, want %d", i, b.Match.Played(), want)
				}
			}
			if fmt.Sprint(bs[0].Match.Sheet) != fmt.Sprint(bs[1].Match.Sheet) {
				t.Errorf("the boards' sheets differ: %v and %v", bs[0].Match.Sheet, bs[1].Match.Sheet)
			}
		})
	}
}

// clockSaid is the end of a status line that tells the seconds left on
// the turn clock (of the 30 a room gives, some may have passed).
var clockSaid = regexp.MustCompile(` · [12]?[0-9] s$| · 30 s$`)

// TestOnlineBoardShowsTheRoom: an online board of a room with a turn clock
// names the people by their names (a person who left "away"), shows the
// room's code and, while the person is to move, the seconds left on his
// clock; drawn on a phone and a laptop (with $ELFER_SHOTS, to look at).
func TestOnlineBoardShowsTheRoom(t *testing.T) {
	gameloop.NeedGPU(t)
	url := scenetest.RoomServer(t)
	spec := online.Spec{Game: "hoechste", Players: 3, Clock: 30, Bots: []bool{false, false, true}}
	host := online.NewSession(url, online.Msg{T: online.Create, Name: "Ann", Spec: &spec})
	t.Cleanup(host.Close)
	j, _ := scenetest.AwaitMsg(t, host, "the room", func(m online.Msg) bool { return m.T == online.Joined })
	guest := online.NewSession(url, online.Msg{T: online.Join, Room: j.Room, Name: "Bartholomäus"})
	scenetest.AwaitMsg(t, guest, "a seat", func(m online.Msg) bool { return m.T == online.Joined })
	host.Send(online.Msg{T: online.Start})
	st, rest := scenetest.AwaitMsg(t, host, "the start", func(m online.Msg) bool { return m.T == online.State && m.Phase == "playing" })
	guest.Close() // Bartholomäus goes away
	for _, sz := range []gameloop.Size{{W: 390, H: 844}, {W: 1280, H: 720}} {
		n := shell.NewNet(host, j.Room, *j.Spec, j.Seat)
		n.Note(st)
		n.Unread(rest)
		rest = nil
		b, err := NewOnlineBoard(n, st)
		if err != nil {
			t.Fatal(err)
		}
		ctx, screen := gameloop.GPUCtx(int(sz.W), int(sz.H))
		ctx.AllowNarrow(b.FitsNarrow())
		for end := time.Now().Add(5 * time.Second); time.Now().Before(end) && (b.Dealing || !b.CanAct() || !strings.Contains(b.names[1], "(")); time.Sleep(2 * time.Millisecond) {
			gameloop.Tick(b, ctx, nil)
		}
		gameloop.Tick(b, ctx, nil)
		if !b.CanAct() {
			t.Fatalf("%v: the person is not offered his move", sz)
		}
		if !clockSaid.MatchString(b.status) || !strings.Contains(b.codeStr, j.Room) {
			t.Errorf("%v: the status %q shows no clock, or the code line %q no room", sz, b.status, b.codeStr)
		}
		if b.names[0] == "Ann" || !strings.HasPrefix(b.names[1], "Bartholomäus (") {
			t.Errorf("%v: the names are %q: want the person as you and Bartholomäus away", sz, b.names)
		}
		scenetest.DrawScene(t, b, ctx, screen, fmt.Sprintf("online-hoechste-%vx%v", sz.W, sz.H))
		// The next board opens where this one stands (the session's
		// messages so far went to this one).
		st.Seats = n.Seats
	}
}
