package snap

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// onlineSnaps seats Ann (the host) and Ben in a room of Schnipp Schnapp
// on url with a bot in the third seat and a time limit of ticks, starts
// it and opens each person's table (a bot's of the screen in a
// demonstration), each with a store of its own.
func onlineSnaps(t *testing.T, url string, ticks int, demo bool) ([]*Snap, []*game.Context) {
	t.Helper()
	spec := online.Spec{Game: snap.ID, Players: 3, Rounds: 1, Bots: []bool{false, false, true}, Options: map[string]any{"timelimit": ticks}}
	var tbs []*Snap
	var ctxs []*game.Context
	for _, sc := range scenetest.AnnAndBen(t, url, spec, demo) {
		tbs = append(tbs, sc.(*Snap))
		ctx := gameloop.NewCtx()
		var err error
		if ctx.Store, err = store.OpenDir(t.TempDir()); err != nil {
			t.Fatal(err)
		}
		ctxs = append(ctxs, ctx)
	}
	return tbs, ctxs
}

// personCall is the key the person at tb presses at frame f: the word of
// a match the table shows, once it has been up for a while, and when the
// call is his to make. Each person is quick on every other match, slow on
// the rest, so that both win calls; and each makes one false call early,
// at a frame of his own, so that both call even in a game of few matches.
func personCall(tb *Snap, ctx *game.Context, i, f int) (ebiten.Key, bool) {
	ns := tb.net
	seat := ns.n.Seat
	for _, w := range [2]snap.Word{snap.Schnapp, snap.Schnipp} {
		ok, at := ns.board.v.Match(w)
		delay := snap.Tick(30)
		if int(at/30)%2 == i {
			delay = 3
		}
		if f == 60+90*i {
			ok, at, delay = !ok, 0, 0
		}
		if ok && ns.now >= at+delay && slices.Contains(ns.rd.Legal(seat), games.Action(snap.Called{Seat: seat, Word: w})) {
			return ctx.Settings.Keys()[0][w-1], true
		}
	}
	return 0, false
}

// TestOnlineSnapPlaysARoom: Ann and Ben, each at his own table, play a
// game of Schnipp Schnapp against a bot through a real server, by the
// keys or by the bots of their screens: their calls reach the server, each
// table shows the other's calls, and both end with the server's result,
// counted in the statistics, with the server's record kept.
func TestOnlineSnapPlaysARoom(t *testing.T) {
	url := scenetest.RoomServer(t)
	for _, demo := range []bool{false, true} {
		t.Run(fmt.Sprintf("demo=%v", demo), func(t *testing.T) {
			tbs, ctxs := onlineSnaps(t, url, map[bool]int{false: 900, true: 600}[demo], demo)
			tx := i18n.T(ctxs[0].Settings.Lang)
			pressed, f := make([]int, 2), 0
			heard := make([]bool, 2)
			kept := func(i int) bool {
				r, _ := shell.LoadRecent(ctxs[i].Store)
				return len(r) > 0
			}
			tick := time.NewTicker(time.Second / 60)
			defer tick.Stop()
			for end := time.Now().Add(40 * time.Second); !tbs[0].tab.IsOver() || !tbs[1].tab.IsOver() || !kept(0) || !kept(1); <-tick.C {
				if time.Now().After(end) {
					for i, tb := range tbs {
						t.Logf("table %d: actions %d, over %v, now %d, banner %q", i, tb.tab.Actions(), tb.tab.IsOver(), tb.net.now, tb.banner.text)
					}
					t.Fatal("the game did not end")
				}
				f++
				for i, tb := range tbs {
					var prep func(in *game.Input)
					if k, ok := personCall(tb, ctxs[i], i, f); ok && !demo && !tb.tab.IsOver() {
						pressed[i]++
						prep = func(in *game.Input) { in.PressKey(k) }
					}
					gameloop.Tick(tb, ctxs[i], prep)
					if err := fits(&tb.net.board); err != nil {
						t.Fatalf("table %d: %v", i, err)
					}
					c := tb.callouts[1-i]
					heard[i] = heard[i] || c.ttl > 0 && (c.text == tx.SnapSchnapp || c.text == tx.SnapSchnipp)
				}
			}
			for i, tb := range tbs {
				if !demo && pressed[i] == 0 {
					t.Errorf("the person at table %d never called", i)
				}
				if !demo && !heard[i] {
					t.Errorf("table %d never showed a call of %s", i, []string{"Ben", "Ann"}[i])
				}
				if l := &tb.Lay; l.seatY[i] <= l.seatY[1-i] || l.seatY[i] <= l.seatY[2] {
					t.Errorf("table %d does not show its seat at the bottom: %v", i, l.seatY[:3])
				}
				res := tb.net.rd.Result()
				if res == nil || !slices.Equal(tb.tab.Scores(), res.Scores) {
					t.Errorf("table %d shows the scores %v, the server's result is %v", i, tb.tab.Scores(), res)
				}
				if len(tb.result) != 3 {
					t.Errorf("table %d ranks %q", i, tb.result)
				}
				st, _ := ctxs[i].Store.LoadStats()
				if keys := st.Keys(); !demo && !slices.ContainsFunc(keys, func(k string) bool { return strings.HasPrefix(k, "online:") }) {
					t.Errorf("table %d counted no online game: %q", i, keys)
				}
			}
			rs, err := shell.LoadRecent(ctxs[0].Store)
			if err != nil || len(rs) == 0 {
				t.Fatalf("no record kept: %v", err)
			}
			rec, err := snap.ReadRecord(strings.NewReader(rs[0].Record))
			if err != nil {
				t.Fatal(err)
			}
			full, err := snap.Replay(rec, -1)
			if err != nil {
				t.Fatal(err)
			}
			var calls [2]int
			for _, a := range full.Log() {
				if a.Kind == snap.Call && a.Seat < 2 {
					calls[a.Seat]++
				}
			}
			t.Logf("calls in the record: %v; keys pressed: %v", calls, pressed)
			if !demo && (calls[0] == 0 || calls[1] == 0) {
				t.Errorf("the server's record has %v calls of Ann and Ben", calls)
			}
			if !slices.Equal(full.Scores(), tbs[0].tab.Scores()) || !slices.Equal(full.Scores(), tbs[1].tab.Scores()) {
				t.Errorf("the record's scores %v, the tables' %v and %v", full.Scores(), tbs[0].tab.Scores(), tbs[1].tab.Scores())
			}
			if demo {
				return
			}
			// A new match: Ben is told the host decides; Ann asks for a
			// rematch, and both tables go on to its game.
			scenes := []game.Scene{tbs[0], tbs[1]}
			waits := false
			fresh := func(i int) bool {
				tb, ok := scenes[i].(*Snap)
				return ok && tb != tbs[i] && !tb.tab.IsOver()
			}
			for end := time.Now().Add(10 * time.Second); !fresh(0) || !fresh(1); <-tick.C {
				if time.Now().After(end) {
					t.Fatalf("no rematch: scenes %s and %s", scenes[0].Name(), scenes[1].Name())
				}
				for i := range scenes {
					var prep func(in *game.Input)
					if scenes[i] == tbs[i] && tbs[i].endWait == 61 {
						prep = func(in *game.Input) { in.PressKey(ebiten.KeyEnter) }
					}
					gameloop.Tick(scenes[i], ctxs[i], prep)
					if nx := ctxs[i].Next(); nx != nil {
						scenes[i] = nx
					}
				}
				waits = waits || tbs[1].banner.text == i18n.NetOf(tx).RematchWait
			}
			if !waits {
				t.Error("Ben was not told that the host decides")
			}
		})
	}
}

// fits reports whether the table b lays out is its view's: every card in
// one place, the sizes and the open tops the view's.
func fits(b *netBoard) error {
	v := &b.v
	seen := map[card.Card]bool{}
	n := 0
	add := func(cs []card.Card) error {
		for _, c := range cs {
			if seen[c] {
				return fmt.Errorf("%v lies twice", c)
			}
			seen[c] = true
		}
		n += len(cs)
		return nil
	}
	top := func(cs []card.Card) card.Card {
		if len(cs) == 0 {
			return card.None
		}
		return cs[len(cs)-1]
	}
	for p := range v.Players {
		if len(b.stacks[p]) != v.Stacks[p] || len(b.piles[p]) != v.Piles[p].Size || top(b.piles[p]) != v.Piles[p].Top {
			return fmt.Errorf("seat %d lays out a stack of %d and the pile %v, the view %d and %+v", p, len(b.stacks[p]), b.piles[p], v.Stacks[p], v.Piles[p])
		}
		if err := add(b.stacks[p]); err != nil {
			return err
		}
		if err := add(b.piles[p]); err != nil {
			return err
		}
	}
	if len(b.centre) != v.Centre.Size || top(b.centre) != v.Centre.Top {
		return fmt.Errorf("the centre %v, the view's %+v", b.centre, v.Centre)
	}
	if err := add(b.centre); err != nil {
		return err
	}
	for val := 1; val <= snap.Values; val++ {
		if v.Aside[val] != 0 {
			n += 4
		}
	}
	if n != snap.DeckSize {
		return fmt.Errorf("%d cards laid out", n)
	}
	return nil
}

// TestOnlineSnapDrawn draws an online game of Schnipp Schnapp a few seconds
// in, on a phone and a laptop (with $ELFER_SHOTS, to look at): the
// person's seat at the bottom, the others' names, the room's code.
func TestOnlineSnapDrawn(t *testing.T) {
	gameloop.NeedGPU(t)
	url := scenetest.RoomServer(t)
	tbs, ctxs := onlineSnaps(t, url, 1800, true)
	tick := time.NewTicker(time.Second / 60)
	defer tick.Stop()
	for range 150 {
		<-tick.C
		for i, tb := range tbs {
			gameloop.Tick(tb, ctxs[i], nil)
		}
	}
	for _, sz := range []gameloop.Size{{W: 390, H: 844}, {W: 1280, H: 720}} {
		ctx, screen := gameloop.GPUCtx(int(sz.W), int(sz.H))
		ctx.AllowNarrow(true)
		ctx.Store = ctxs[1].Store
		for range 90 {
			// The cards settle where this screen puts them.
			<-tick.C
			gameloop.Tick(tbs[1], ctx, nil)
		}
		if !strings.Contains(tbs[1].codeStr, tbs[1].net.n.Code) {
			t.Errorf("the code line %q names no room", tbs[1].codeStr)
		}
		scenetest.DrawScene(t, tbs[1], ctx, screen, fmt.Sprintf("online-snap-%vx%v", sz.W, sz.H))
	}
}
