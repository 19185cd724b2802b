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

// frame runs what Ebitengine runs for one frame on a design-sized screen,
// up to Draw: the layout, which makes the first scene, one step, and
// Draw's choice of the scene it draws, which it returns.
func frame(t *testing.T, g *Game, now time.Time) Scene {
	t.Helper()
	return frameOn(t, g, now, DesignW, DesignH, 1)
}

// frameOn is frame on a screen of w×h at s device pixels to a pixel.
func frameOn(t *testing.T, g *Game, now time.Time, w, h, s float64) Scene {
	t.Helper()
	g.layout(w, h, s)
	if err := g.step(now); err != nil {
		t.Fatal(err)
	}
	sc := g.sceneNow()
	g.drawn = true // as Draw does after the scene's
	return sc
}

// firstFrameIsTheScene runs the game's first frame at now and checks that
// it drew the first scene s, made once (made counts) and ticked once.
func firstFrameIsTheScene(t *testing.T, g *Game, s *busyScene, made *int, now time.Time) {
	t.Helper()
	if sc := frame(t, g, now); sc != s {
		t.Fatalf("the first frame draws %v, want the first scene", sc)
	}
	if *made != 1 || s.updates != 1 || g.ctx.Tick != 1 {
		t.Fatalf("first frame: scene made %d times, %d updates, tick %d; want the scene made and ticked once", *made, s.updates, g.ctx.Tick)
	}
}

// TestFirstSceneWaitsUnderTheTapScreen: under the page's first-tap screen
// the page's first frame is the first scene's, made, ticked once and drawn
// under the fade; then the scene waits, neither ticked nor faded in, until
// the tap, after which it runs on.
func TestFirstSceneWaitsUnderTheTapScreen(t *testing.T) {
	waiting := true
	g, s, made := startingGame(t, &waiting)
	now := time.Now()

	firstFrameIsTheScene(t, g, s, made, now)
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
	firstFrameIsTheScene(t, g, s, made, now)
	frame(t, g, now.Add(time.Second/60))
	if s.updates != 2 {
		t.Errorf("second frame: %d updates, want 2", s.updates)
	}
}

// TestWaitingSceneFollowsTheScreen: a scene waiting under the tap screen
// gets one more tick, which lays it out again, when the screen changes
// (the page's size settling after its first frame, a phone turned), and
// none while the screen stays as it is.
func TestWaitingSceneFollowsTheScreen(t *testing.T) {
	waiting := true
	g, s, made := startingGame(t, &waiting)
	now := time.Now()
	firstFrameIsTheScene(t, g, s, made, now)
	for _, size := range [][3]float64{{390, 844, 3}, {844, 390, 3}} {
		before := s.updates
		for range 5 {
			now = now.Add(time.Second / 60)
			frameOn(t, g, now, size[0], size[1], size[2])
		}
		if s.updates != before+1 || g.ctx.W != size[0]*size[2] {
			t.Errorf("on a %vx%v screen for five frames: %d ticks, context %v wide; want one tick, on the new screen", size[0], size[1], s.updates-before, g.ctx.W)
		}
	}
}
