package rows

import (
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// onlineTables seats two people, Ann (the host) and Ben, in a room of game
// id on url with bots in the other seats, starts a match of two rounds
// and opens each person's table at its first state.
func onlineTables(t *testing.T, url, id string, players int) []*Table {
	t.Helper()
	var out []*Table
	for _, sc := range scenetest.AnnAndBen(t, url, scenetest.TwoPeople(id, players, 2), false) {
		out = append(out, sc.(*Table))
	}
	return out
}

// personMove is the input of the person at tb when he may act and nothing
// moves: a card that fits laid by Enter, else a draw, the end of the turn
// or a pass by its key; a joker or a connection card through Act, as his
// pick ends. Nil when he may not act.
func personMove(tb *Table) func(in *game.Input) {
	if !tb.HumanTurn() || tb.Motion.Moving() || len(tb.legal) == 0 {
		return nil
	}
	for _, m := range tb.legal {
		if m.Kind == MLay && !m.card.IsJoker() {
			tb.SelectCard(m.card)
			return func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
		}
	}
	keys := map[moveKind]ebiten.Key{mDraw: ebiten.KeyD, mEnd: ebiten.KeyE, mPass: ebiten.KeyP}
	for _, m := range tb.legal {
		if k, ok := keys[m.Kind]; ok {
			return func(in *game.Input) { in.PressKey(k) }
		}
	}
	m := tb.legal[0]
	return func(*game.Input) { tb.Act(m) }
}

// TestOnlineTablesPlayARoom: two people in an online room of Elfer raus!,
// a variant and MASTER, each at his own table, play a match of two rounds
// against bots through a real server: each table offers its person his
// moves, tells the others' moves in its log without a card another seat
// drew, and ends with the server's score sheet.
func TestOnlineTablesPlayARoom(t *testing.T) {
	url := scenetest.RoomServer(t)
	for _, id := range []string{"elfer", "elfer-beliebige-startkarte", "master"} {
		t.Run(id, func(t *testing.T) {
			tbs := onlineTables(t, url, id, 4)
			scenes := []game.Scene{tbs[0], tbs[1]}
			ctxs := []*game.Context{gameloop.NewCtx(), gameloop.NewCtx()}
			acted := make([]int, 2)
			lines := []map[string]bool{{}, {}}
			tick := 0
			done := func(i int) bool {
				_, ok := scenes[i].(*Score)
				return ok && tbs[i].Match.Over()
			}
			for end := time.Now().Add(60 * time.Second); !done(0) || !done(1); {
				if time.Now().After(end) {
					for i, tb := range tbs {
						t.Logf("table %d: scene %s, to move %d, legal %d, actions %d, round %d, status %q, toast %q", i, scenes[i].Name(), tb.State.ToMove(), len(tb.legal), tb.State.Actions(), tb.netRn, tb.status, tb.msg.Text)
					}
					t.Fatal("the match did not end")
				}
				for i, tb := range tbs {
					var prep func(in *game.Input)
					switch scenes[i].(type) {
					case *Score:
						if !tb.Match.Over() {
							prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
						}
					case *Table:
						if prep = personMove(tb); prep != nil {
							acted[i]++
						}
					}
					gameloop.Tick(scenes[i], ctxs[i], prep)
					if nx := ctxs[i].Next(); nx != nil {
						scenes[i] = nx
					}
					for _, l := range tb.log.Lines {
						lines[i][l] = true
					}
				}
				if tick++; tick%16 == 0 {
					time.Sleep(time.Millisecond)
				}
				runtime.Gosched()
			}
			tx := i18n.T(ctxs[0].Settings.Lang)
			for i, tb := range tbs {
				if acted[i] == 0 {
					t.Errorf("table %d was never offered a move", i)
				}
				other := []string{"Ben", "Ann"}[i]
				if !slices.ContainsFunc(mapKeys(lines[i]), func(l string) bool { return strings.HasPrefix(l, other) }) {
					t.Errorf("table %d's log never names %s: %q", i, other, mapKeys(lines[i]))
				}
				for l := range lines[i] {
					for p, name := range tb.names {
						if p != tb.net.Seat && strings.HasPrefix(l, name+" draws ") && l != fmt.Sprintf(tx.LogDraw[0], name) {
							t.Errorf("table %d's log names a card %s drew: %q", i, name, l)
						}
					}
				}
				if tb.Match.Played() != 2 {
					t.Errorf("table %d's sheet has %d rounds, want 2", i, tb.Match.Played())
				}
				if fmt.Sprint(tb.Match.Sheet()) != fmt.Sprint(tb.net.Sheet) {
					t.Errorf("table %d's sheet %v is not the server's %v", i, tb.Match.Sheet(), tb.net.Sheet)
				}
				if tb.netFinal == nil {
					t.Errorf("table %d never replayed the server's record of its round", i)
				}
			}
			if fmt.Sprint(tbs[0].Match.Sheet()) != fmt.Sprint(tbs[1].Match.Sheet()) {
				t.Errorf("the tables' sheets differ: %v and %v", tbs[0].Match.Sheet(), tbs[1].Match.Sheet())
			}
		})
	}
}

func mapKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// soloTable is the table of Ann, the one person in an online room of Elfer
// raus! with two bots, once she is to move; and her session.
func soloTable(t *testing.T) (*Table, *game.Context, *online.Session) {
	t.Helper()
	url := scenetest.RoomServer(t)
	spec := online.Spec{Game: "elfer", Players: 3, Rounds: 1, Bots: []bool{false, true, true}}
	s := online.NewSession(url, online.Msg{T: online.Create, Name: "Ann", Spec: &spec})
	t.Cleanup(s.Close)
	j, _ := scenetest.AwaitMsg(t, s, "the room", func(m online.Msg) bool { return m.T == online.Joined })
	s.Send(online.Msg{T: online.Start})
	st, rest := scenetest.AwaitMsg(t, s, "the start", func(m online.Msg) bool { return m.T == online.State && m.Phase == "playing" })
	n := shell.NewNet(s, j.Room, *j.Spec, j.Seat)
	n.Note(st)
	n.Unread(rest)
	tb, err := NewOnlineTable(n, st)
	if err != nil {
		t.Fatal(err)
	}
	ctx := gameloop.NewCtx()
	ready := func() bool { return tb.HumanTurn() && len(tb.legal) > 0 && !tb.Motion.Moving() && !tb.dealing }
	for end := time.Now().Add(10 * time.Second); !ready(); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the person was never to move")
		}
		gameloop.Tick(tb, ctx, nil)
	}
	return tb, ctx, s
}

// TestOnlineTableSaysARefusal: a move the server refuses is said, and the
// person may choose again.
func TestOnlineTableSaysARefusal(t *testing.T) {
	tb, ctx, _ := soloTable(t)
	var bad Move
	for _, k := range []moveKind{mEnd, mPass, mDraw} {
		if !tb.canDo(k) {
			bad = Move{Kind: k}
			break
		}
	}
	if bad.Kind == 0 {
		t.Skip("every move the keys make is legal here")
	}
	if !tb.Act(bad) {
		t.Fatalf("the move %v was not sent: %q", bad, tb.msg.Text)
	}
	if len(tb.legal) > 0 || tb.Act(Move{Kind: mDraw}) {
		t.Fatal("a second move went while the first was on its way")
	}
	for end := time.Now().Add(10 * time.Second); tb.msg.Text == "" || len(tb.legal) == 0; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("no refusal said (toast %q, %d legal moves)", tb.msg.Text, len(tb.legal))
		}
		gameloop.Tick(tb, ctx, nil)
	}
	if !tb.HumanTurn() {
		t.Error("the person is no longer to move after the refusal")
	}
}

// TestOnlineTableTakesAStateAfterMissedOnes: states lost with a connection
// leave the next one's moves without the ones before them; the table just
// lays out the new view, keeps the lines it told, tells nothing of the
// moves it cannot follow, and goes on telling the moves after it.
func TestOnlineTableTakesAStateAfterMissedOnes(t *testing.T) {
	tb, ctx, s := soloTable(t)
	told := slices.Clone(tb.log.Lines)
	// The person plays on elsewhere while this table reads nothing: the
	// states go past it until the bots have moved and he is to move again.
	last, bots := tb.State.(*netElfer).rd.Remote().State(), false
	var buf []online.Msg
	for !bots || !slices.Contains(last.ToMove, 0) {
		if slices.Contains(last.ToMove, 0) && len(last.Legal) > 0 {
			s.Send(online.Msg{T: online.Act, Action: last.Legal[0]})
		}
		for end := time.Now().Add(10 * time.Second); len(buf) == 0; time.Sleep(time.Millisecond) {
			if time.Now().After(end) {
				t.Fatal("no state within 10 s")
			}
			buf = s.Poll(buf)
		}
		m := buf[0]
		buf = buf[1:]
		if m.T != online.State {
			continue
		}
		if last = m; last.Result != nil {
			t.Skip("the round ended before the bots moved")
		}
		bots = bots || !slices.Contains(last.ToMove, 0)
	}
	if len(buf) > 0 {
		t.Fatalf("more came after the person was to move: %v", buf)
	}
	if last.Actions-len(last.Moves) == tb.State.Actions() {
		t.Fatalf("the state at %d actions follows on from the table's %d", last.Actions, tb.State.Actions())
	}
	tb.net.Unread([]online.Msg{last})
	gameloop.Tick(tb, ctx, nil)
	if tb.State.Actions() != last.Actions {
		t.Fatalf("the table is at %d actions, the state at %d", tb.State.Actions(), last.Actions)
	}
	rem, _ := online.NewRemote(tb.Match.m.Game, tb.Setup.Options, 3, 0)
	if err := rem.Take(last); err != nil {
		t.Fatal(err)
	}
	if hand := rem.View().(*elfer.View).Hand; !slices.Equal(tb.Own(), hand) {
		t.Errorf("the table shows the hand %v, the state %v", tb.Own(), hand)
	}
	if tb.msg.Text != "" {
		t.Errorf("the table said %q", tb.msg.Text)
	}
	if !slices.Equal(tb.log.Lines, told) {
		t.Errorf("the log told %q for moves it could not follow (before: %q)", tb.log.Lines, told)
	}
	// The moves after it follow on and are told.
	for end := time.Now().Add(10 * time.Second); len(tb.log.Lines) <= len(told); time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("no move was told after the missed ones")
		}
		gameloop.Tick(tb, ctx, personMove(tb))
	}
}
