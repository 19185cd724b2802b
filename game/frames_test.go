//lint:file-ignore SA1019 the test checks the deprecated FPS mode the game sets

package game

import (
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// busyScene does not implement Rester, like Schnipp Schnapp.
type busyScene struct{ updates, pauses int }

func (s *busyScene) Name() string                 { return "busy" }
func (s *busyScene) Update(*Context) error        { s.updates++; return nil }
func (s *busyScene) Draw(*ebiten.Image, *Context) {}
func (s *busyScene) Pause()                       { s.pauses++ }

// restScene rests when rest is set.
type restScene struct {
	busyScene
	rest bool
}

func (s *restScene) AtRest() bool { return s.rest }

// recordModes replaces setRest for the test and returns the modes it was
// asked for, in order.
func recordModes(t *testing.T) *[]bool {
	t.Helper()
	var modes []bool
	old := setRest
	setRest = func(rest bool) { modes = append(modes, rest) }
	t.Cleanup(func() { setRest = old; wakeTicks.Store(0) })
	return &modes
}

func testGame(s Scene, st *Settings) *Game {
	return &Game{ctx: NewContext(st), scene: s, fade: fadeTicks}
}

// run steps g n times, a tick apart from start, and returns the time of the
// last step.
func run(t *testing.T, g *Game, start time.Time, n int) time.Time {
	t.Helper()
	now := start
	for range n {
		now = now.Add(time.Second / 60)
		if err := g.step(now); err != nil {
			t.Fatal(err)
		}
	}
	return now
}

func TestSceneWithoutResterStaysContinuous(t *testing.T) {
	modes := recordModes(t)
	s := &busyScene{}
	g := testGame(s, &Settings{})
	run(t, g, time.Now(), 600)
	if len(*modes) != 0 || g.rest {
		t.Errorf("a scene that cannot rest switched the frame mode: %v", *modes)
	}
	// Every frame at the display's rate is one tick, each one Update.
	if s.updates != 600 || g.ctx.Tick != 600 {
		t.Errorf("%d updates in %d ticks, want 600", s.updates, g.ctx.Tick)
	}
}

func TestRestAfterTheFadeAndWakeWhenBusy(t *testing.T) {
	modes := recordModes(t)
	s := &restScene{rest: true}
	g := testGame(s, &Settings{})
	now := run(t, g, time.Now(), fadeTicks-1)
	if len(*modes) != 0 {
		t.Fatalf("rested during the fade: %v", *modes)
	}
	now = run(t, g, now, 1)
	if !slices.Equal(*modes, []bool{true}) || !g.rest {
		t.Fatalf("after the fade: modes %v, want [true]", *modes)
	}
	// More ticks at rest ask for nothing more.
	now = run(t, g, now, 5)
	// The scene gets busy (input started a move): frames come again from
	// this very tick on.
	s.rest = false
	run(t, g, now, 1)
	if !slices.Equal(*modes, []bool{true, false}) || g.rest {
		t.Errorf("busy again: modes %v, want [true false]", *modes)
	}
}

func TestSwitchFadesBeforeRest(t *testing.T) {
	modes := recordModes(t)
	s := &restScene{rest: true}
	g := testGame(s, &Settings{})
	now := run(t, g, time.Now(), fadeTicks)
	next := &restScene{rest: true}
	g.ctx.Switch(next)
	now = run(t, g, now, 1)
	if g.scene != next || g.rest {
		t.Fatalf("after a switch: rest %v, want busy for the fade", g.rest)
	}
	run(t, g, now, fadeTicks)
	if !g.rest || !slices.Equal(*modes, []bool{true, false, true}) {
		t.Errorf("modes %v, want [true false true]", *modes)
	}
}

func TestLongWaitAtRestIsNoPause(t *testing.T) {
	recordModes(t)
	s := &restScene{rest: true}
	g := testGame(s, &Settings{})
	now := run(t, g, time.Now(), 200)
	// At rest the next tick comes with the next input, minutes later.
	if err := g.step(now.Add(5 * time.Minute)); err != nil {
		t.Fatal(err)
	}
	if s.pauses != 0 {
		t.Errorf("a wait for input at rest paused the scene")
	}
	// A busy scene that gets no ticks for seconds was hidden: it pauses.
	b := &busyScene{}
	g = testGame(b, &Settings{})
	now = run(t, g, time.Now(), 200)
	if err := g.step(now.Add(3 * time.Second)); err != nil {
		t.Fatal(err)
	}
	if b.pauses != 1 {
		t.Errorf("a busy scene without ticks for 3 s paused %d times, want 1", b.pauses)
	}
}

func TestScreenshotNeverRests(t *testing.T) {
	modes := recordModes(t)
	g := testGame(&restScene{rest: true}, &Settings{Shot: "x.png", ShotTick: 300})
	run(t, g, time.Now(), 100)
	if len(*modes) != 0 {
		t.Errorf("rested before the screenshot's tick: %v", *modes)
	}
}

func TestWakeKeepsFramesComing(t *testing.T) {
	modes := recordModes(t)
	g := testGame(&restScene{rest: true}, &Settings{})
	now := run(t, g, time.Now(), fadeTicks)
	Wake(3)
	now = run(t, g, now, 1)
	if g.rest {
		t.Fatal("still at rest after Wake")
	}
	now = run(t, g, now, 2)
	if g.rest {
		t.Fatal("at rest before the 3 ticks Wake asked for")
	}
	run(t, g, now, 1)
	if !g.rest || !slices.Equal(*modes, []bool{true, false, true}) {
		t.Errorf("modes %v, want [true false true]", *modes)
	}
}

func TestSetRestModes(t *testing.T) {
	t.Cleanup(func() { setRest(false) })
	setRest(true)
	if ebiten.TPS() != ebiten.SyncWithFPS || ebiten.FPSMode() != ebiten.FPSModeVsyncOffMinimum {
		t.Errorf("at rest: TPS %d, FPS mode %v; want one tick a frame, frames on input", ebiten.TPS(), ebiten.FPSMode())
	}
	setRest(false)
	if ebiten.TPS() != 60 || ebiten.FPSMode() != ebiten.FPSModeVsyncOn {
		t.Errorf("busy: TPS %d, FPS mode %v; want 60 ticks a second at the display's rate", ebiten.TPS(), ebiten.FPSMode())
	}
}
