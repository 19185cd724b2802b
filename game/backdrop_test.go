package game

import (
	"testing"
	"time"
)

// tapScreen replaces the page's first-tap screen for a test: it stands
// over the game while *waiting is true.
func tapScreen(t *testing.T, waiting *bool) {
	t.Helper()
	old := waitingForTap
	waitingForTap = func() bool { return *waiting }
	t.Cleanup(func() { waitingForTap = old })
}

// startingGame returns a game at its start whose first scene is s, under
// a tap screen standing while *waiting, and how often s has been made.
func startingGame(t *testing.T, waiting *bool) (g *Game, s *busyScene, made *int) {
	t.Helper()
	tapScreen(t, waiting)
	s, made = &busyScene{}, new(int)
	g = &Game{ctx: NewContext(&Settings{}), first: func(*Context) Scene { *made++; return s }, fade: fadeTicks}
	return g, s, made
}

// frame runs what Ebitengine runs for one frame, up to Draw: the layout's
// making of a due scene, one step and Draw's choice of what it draws. It
// reports whether the frame was the backdrop.
func frame(t *testing.T, g *Game, now time.Time) bool {
	t.Helper()
	g.makeDueScene()
	if err := g.step(now); err != nil {
		t.Fatal(err)
	}
	if g.drawing() == nil {
		return true
	}
	g.drawn = true // as Draw does after the scene's
	return false
}

// TestBackdropComesBeforeTheFirstScene: under the page's first-tap screen
// the first frame is the backdrop alone, with the first scene not yet
// made; the scene is made, ticked and drawn in the next frame, exactly as
// dark under the fade as the backdrop was; then it waits for the tap.
func TestBackdropComesBeforeTheFirstScene(t *testing.T) {
	waiting := true
	g, s, made := startingGame(t, &waiting)
	now := time.Now()

	if !frame(t, g, now) {
		t.Fatal("the first frame under the tap screen is not the backdrop")
	}
	if *made != 0 || s.updates != 0 || g.ctx.Tick != 0 || g.drawn {
		t.Fatalf("with the backdrop: scene made %d times, %d updates, tick %d, drawn %v; want nothing of the scene yet", *made, s.updates, g.ctx.Tick, g.drawn)
	}
	backdropFade := g.backdropFade()

	now = now.Add(time.Second / 60)
	if frame(t, g, now) {
		t.Fatal("a second backdrop")
	}
	if *made != 1 || s.updates != 1 || g.ctx.Tick != 1 {
		t.Fatalf("second frame: scene made %d times, %d updates, tick %d; want the scene made and ticked once", *made, s.updates, g.ctx.Tick)
	}
	if g.fade != backdropFade {
		t.Errorf("the scene's first frame is faded %d ticks from the end, the backdrop %d: the table would jump in brightness", g.fade, backdropFade)
	}

	for range 30 {
		now = now.Add(time.Second / 60)
		if frame(t, g, now) {
			t.Fatal("a backdrop after the scene's first frame")
		}
	}
	if *made != 1 || s.updates != 1 {
		t.Fatalf("while the tap screen stays: scene made %d times, %d updates; want it waiting after its first tick", *made, s.updates)
	}

	waiting = false
	now = now.Add(time.Second / 60)
	frame(t, g, now)
	if s.updates != 2 || *made != 1 {
		t.Errorf("after the tap: %d updates, scene made %d times; want the scene running on, made once", s.updates, *made)
	}
}

// TestNoBackdropWithoutTapScreen: natively (no tap screen) the first frame
// is the first scene's, made, ticked and drawn at once.
func TestNoBackdropWithoutTapScreen(t *testing.T) {
	waiting := false
	g, s, made := startingGame(t, &waiting)
	if frame(t, g, time.Now()) {
		t.Fatal("a backdrop with no tap screen")
	}
	if *made != 1 || s.updates != 1 || g.ctx.Tick != 1 {
		t.Errorf("first frame: scene made %d times, %d updates, tick %d; want the scene made and ticked once", *made, s.updates, g.ctx.Tick)
	}
}
