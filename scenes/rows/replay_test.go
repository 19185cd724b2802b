package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestReplayStepsBackAndForth(t *testing.T) {
	for _, v := range elfer.Variants() {
		rec := scenetest.PlayedRecord(t, v, 4, 31)
		tb, err := NewReplay(rec)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		gameloop.Tick(tb, ctx, nil)
		n := len(rec.Actions)
		// Forward to the end by key, one action at a time.
		for i := 0; i < n; i++ {
			gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowRight) })
		}
		if tb.Pos() != n || !Es(tb).IsOver() {
			t.Fatalf("%s: after %d steps the replay shows %d actions, over=%v", v.ID(), n, tb.Pos(), Es(tb).IsOver())
		}
		end := Es(tb).Clone()
		res := end.Result()
		if res.Reason != rec.Result.Reason || res.Scores[0] != rec.Result.Scores[0] {
			t.Errorf("%s: the replay ends with %+v, the record says %+v", v.ID(), res, rec.Result)
		}
		// Back, then forward again: the same state at every point.
		mid := n / 2
		tb.Step(mid - n)
		atMid := Es(tb).Clone()
		tb.Step(-1)
		tb.Step(1)
		if !Es(tb).Equal(atMid) {
			t.Fatalf("%s: a step back and forth changed the state", v.ID())
		}
		tb.Step(n)
		if !Es(tb).Equal(end) {
			t.Fatalf("%s: stepping to the end again gives another state", v.ID())
		}
		tb.Step(-2 * n)
		if tb.Pos() != 0 {
			t.Fatalf("%s: stepping before the start shows %d actions", v.ID(), tb.Pos())
		}
	}
}

func TestReplayPlaysByItself(t *testing.T) {
	rec := scenetest.PlayedRecord(t, elfer.Classic, 3, 5)
	tb, _ := NewReplay(rec)
	ctx := gameloop.NewCtx()
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeySpace) })
	for i := 0; i < 100000 && tb.Pos() < len(rec.Actions); i++ {
		gameloop.Tick(tb, ctx, nil)
	}
	if tb.Pos() != len(rec.Actions) {
		t.Fatalf("playing stopped at %d of %d actions", tb.Pos(), len(rec.Actions))
	}
}

func TestReplayRefusesBrokenRecord(t *testing.T) {
	rec := scenetest.PlayedRecord(t, elfer.Classic, 4, 9)
	// Lay a card the seat does not hold.
	for i, a := range rec.Actions {
		if a.Act == "lay" {
			rec.Actions[i].Card = card.New(card.Blue, 20)
			if _, err := NewReplay(rec); err == nil {
				t.Fatal("a record with a forged lay was accepted")
			}
			return
		}
	}
}

func TestReplayViews(t *testing.T) {
	rec := scenetest.PlayedRecord(t, elfer.Classic, 4, 12)
	tb, _ := NewReplay(rec)
	ctx := gameloop.NewCtx()
	for range 300 {
		gameloop.Tick(tb, ctx, nil)
	}
	faceUp := func(p int) bool {
		for _, c := range Es(tb).Hand(p) {
			if pose, _ := tb.Motion.Target(c.Index()); !pose.FaceUp {
				return false
			}
		}
		return true
	}
	if !faceUp(1) || !faceUp(2) {
		t.Fatal("the omniscient view hides hands")
	}
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyV) })
	gameloop.Tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyV) })
	if tb.Bottom != 1 || !faceUp(1) || faceUp(2) {
		t.Fatalf("seat 2's view: bottom %d, own hand open %v, other hand open %v", tb.Bottom, faceUp(1), faceUp(2))
	}
	// A seat's view is the seat's: the other hands are not even sprites
	// of their own cards.
	for _, p := range []int{0, 2, 3} {
		for _, c := range Es(tb).Hand(p) {
			if _, ok := tb.Motion.Target(c.Index()); ok {
				t.Fatalf("seat 2's view holds the %v of seat %d", c, p+1)
			}
		}
	}
}
