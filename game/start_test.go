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

// frame runs what Ebitengine runs for one frame, up to Draw: the layout,
// which makes the first scene, one step, and Draw's choice of the scene it
// draws, which it returns.
func frame(t *testing.T, g *Game, now time.Time) Scene {
	t.Helper()
	g.layout(DesignW, DesignH, 1)
	if err := g.step(now); err != nil {
		t.Fatal(err)
	}
	sc := g.sceneNow()
	g.drawn = true // as Draw does after the scene's
	return sc
}

// TestFirstSceneWaitsUnderTheTapScreen: under the page's first-tap screen
// the page's first frame is the first scene's, made, ticked once and drawn
// under the fade; then the scene waits, neither ticked nor faded in, until
// the tap, after which it runs on.
func TestFirstSceneWaitsUnderTheTapScreen(t *testing.T) {
	waiting := true
	g, s, made := startingGame(t, &waiting)
	now := time.Now()

	if sc := frame(t, g, now); sc != s {
		t.Fatalf("the first frame under the tap screen draws %v, want the first scene", sc)
	}
	if *made != 1 || s.updates != 1 || g.ctx.Tick != 1 {
		t.Fatalf("first frame: scene made %d times, %d updates, tick %d; want the scene made and ticked once", *made, s.updates, g.ctx.Tick)
	}
	if g.fade != fadeTicks-1 {
		t.Errorf("the first frame is %d ticks from the end of the fade, want %d: the scene comes in under the fade", g.fade, fadeTicks-1)
	}
	fade := g.fade

	for range 30 {
		now = now.Add(time.Second / 60)
		frame(t, g, now)
	}
	if *made != 1 || s.updates != 1 || g.fade != fade {
		t.Fatalf("while the tap screen stays: scene made %d times, %d updates, fade %d; want it waiting after its first tick at fade %d", *made, s.updates, g.fade, fade)
	}

	waiting = false
	now = now.Add(time.Second / 60)
	frame(t, g, now)
	if s.updates != 2 || *made != 1 || g.fade != fade-1 {
		t.Errorf("after the tap: %d updates, scene made %d times, fade %d; want the scene running on and fading in, made once", s.updates, *made, g.fade)
	}
}

// TestFirstSceneWithoutTapScreen: natively (no tap screen) the first frame
// is the first scene's too, and the scene runs on from there.
func TestFirstSceneWithoutTapScreen(t *testing.T) {
	waiting := false
	g, s, made := startingGame(t, &waiting)
	now := time.Now()
	if sc := frame(t, g, now); sc != s {
		t.Fatalf("the first frame draws %v, want the first scene", sc)
	}
	if *made != 1 || s.updates != 1 || g.ctx.Tick != 1 {
		t.Errorf("first frame: scene made %d times, %d updates, tick %d; want the scene made and ticked once", *made, s.updates, g.ctx.Tick)
	}
	frame(t, g, now.Add(time.Second/60))
	if s.updates != 2 {
		t.Errorf("second frame: %d updates, want 2", s.updates)
	}
}
