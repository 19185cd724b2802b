package snap

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
)

// matchRound is a round of three seats, played without calls until its
// table shows a Schnapp match.
func matchRound(t *testing.T) *snap.Round {
	t.Helper()
	g, err := registry.Find(snap.ID)
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed < 50; seed++ {
		m, err := games.NewMatch(g, nil, 3, 1, seed)
		if err != nil {
			t.Fatal(err)
		}
		rd, err := m.Deal()
		if err != nil {
			t.Fatal(err)
		}
		r := rd.(*snap.Round)
		for range 5000 {
			if ok, _ := r.View(0).(*snap.TickView).Match(snap.Schnapp); ok {
				return r
			}
			if r.IsOver() {
				break
			}
			tick(t, r, nil)
		}
	}
	t.Fatal("no Schnapp match in 50 deals")
	return nil
}

// tick plays one tick of r: the calls given, every other seat quiet.
func tick(t *testing.T, r *snap.Round, calls map[int]snap.Word) {
	t.Helper()
	for _, p := range slices.Clone(r.ToMove()) {
		if err := r.Apply(snap.Called{Seat: p, Word: calls[p]}); err != nil {
			t.Fatal(err)
		}
	}
}

// stateOf is the server's state of r for seat, telling moves and late.
func stateOf(r *snap.Round, seat int, moves, late []online.Move) online.Msg {
	view, _ := online.Encode(r.View(seat))
	var legal []json.RawMessage
	for _, a := range r.Legal(seat) {
		b, _ := online.Encode(a)
		legal = append(legal, b)
	}
	return online.Msg{T: online.State, Seat: seat, Phase: "playing", Game: snap.ID, Round: 1, Actions: r.Actions(),
		Dealer: r.Dealer(), ToMove: slices.Clone(r.ToMove()), View: view, Legal: legal, Moves: moves, Late: late,
		Seats: []online.Seat{{Name: "Ann"}, {Name: "Bot 1", Bot: true}, {Name: "Bot 2", Bot: true}}}
}

// called is seat's call of w as a state tells it, with its judged reaction.
func called(seat int, w snap.Word, ms float64) online.Move {
	data, _ := online.Encode(snap.Called{Seat: seat, Word: w})
	return online.Move{Seat: seat, Action: data, React: &ms}
}

// TestOnlineCallJudged: the person's call shows on his table in the frame
// he presses, with the reaction his screen measured (marked when under
// 100 ms), before the server answers; the state that tells the verdict
// corrects it: the judged reaction of a won call, "too late" with its
// reaction for a call slower than the winner's.
func TestOnlineCallJudged(t *testing.T) {
	spec := online.Spec{Game: snap.ID, Players: 3, Rounds: 1, Bots: []bool{false, true, true}}
	for _, won := range []bool{true, false} {
		s := online.NewSession("ws://127.0.0.1:1/ws", online.Msg{T: online.Join, Room: "22222222", Token: "ab"})
		t.Cleanup(s.Close)
		r := matchRound(t)
		tb, err := NewOnlineSnap(shell.NewNet(s, "22222222", spec, 0), stateOf(r, 0, nil, nil))
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		tx := i18n.T(ctx.Settings.Lang)
		gameloop.Tick(tb, ctx, nil)
		gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ctx.Settings.Keys()[0][0]) })
		c := tb.callouts[0]
		if c.ttl == 0 || c.text != tx.SnapSchnapp || !strings.HasSuffix(c.sub, " ms !") {
			t.Fatalf("the call pressed shows %+v; want Schnapp with a quick time, marked", c)
		}
		if won {
			tick(t, r, map[int]snap.Word{0: snap.Schnapp})
			if err := tb.netTake(stateOf(r, 0, []online.Move{called(0, snap.Schnapp, 312)}, nil)); err != nil {
				t.Fatal(err)
			}
			if c := tb.callouts[0]; c.sub != "312 ms" || !c.good || !slices.Equal(tb.reactions[0], []float64{312}) {
				t.Errorf("the call won shows %+v, reactions %v; want the judged 312 ms", c, tb.reactions[0])
			}
			continue
		}
		tick(t, r, map[int]snap.Word{1: snap.Schnapp})
		if err := tb.netTake(stateOf(r, 0, []online.Move{called(1, snap.Schnapp, 85)}, []online.Move{called(0, snap.Schnapp, 300)})); err != nil {
			t.Fatal(err)
		}
		if c := tb.callouts[0]; c.sub != i18n.NetOf(tx).Late+" · 300 ms" || c.good {
			t.Errorf("the call late shows %+v", c)
		}
		if c := tb.callouts[1]; c.sub != "85 ms !" || !c.good {
			t.Errorf("the bot's call won shows %+v; want its 85 ms, marked", c)
		}
	}
}
