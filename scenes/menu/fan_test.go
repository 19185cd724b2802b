package menu

import (
	"testing"

	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
)

// TestFanIsDealtAfterTheFirstFrame: on the menu's first tick no card of
// the emblem has left the deck, so its first frame makes no card face;
// then the four 11s leave one after another, each flies on until it lies
// in its place, and the menu comes to rest only once all four do. A
// narrow menu, which shows no fan, rests at once.
func TestFanIsDealtAfterTheFirstFrame(t *testing.T) {
	for _, speed := range []bool{false, true} {
		ctx := gameloop.NewCtx()
		ctx.Settings.NoWait = speed
		m := NewMenu(scenetest.OneHuman(1))
		gameloop.Tick(m, ctx, nil)
		if m.Narrow {
			t.Fatal("the design size lays the menu out narrow")
		}
		for i := range 4 {
			if _, shown := m.fan.pose(i); shown {
				t.Errorf("fast %v: card %d is on the screen on the menu's first tick", speed, i)
			}
		}
		if m.AtRest() {
			t.Errorf("fast %v: the menu rests while its emblem is dealt", speed)
		}
		var last [4]float64
		for tick := 2; !m.AtRest(); tick++ {
			if tick > 120 {
				t.Fatalf("fast %v: the deal is not over after 2 s", speed)
			}
			gameloop.Tick(m, ctx, nil)
			for i := range 4 {
				p, shown := m.fan.pose(i)
				if p < last[i] {
					t.Errorf("fast %v, tick %d: card %d flew back from %v to %v", speed, tick, i, last[i], p)
				}
				if _, before := m.fan.pose(i - 1); i > 0 && shown && !before {
					t.Errorf("fast %v, tick %d: card %d left the deck before card %d", speed, tick, i, i-1)
				}
				last[i] = p
			}
		}
		for i := range 4 {
			if p, shown := m.fan.pose(i); !shown || p != 1 {
				t.Errorf("fast %v: at rest, card %d has flown %v of its way", speed, i, p)
			}
		}
	}
	narrow := gameloop.NarrowCtx(390, 844)
	m := NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(m, narrow, nil)
	if !m.Narrow || !m.AtRest() {
		t.Errorf("a narrow menu (narrow %v) does not rest on its first tick", m.Narrow)
	}
}

// TestFanIsDealtOncePerSession: a menu opened again in the session (back
// from the settings, say) finds the emblem's faces made and shows the fan
// dealt at once, at rest.
func TestFanIsDealtOncePerSession(t *testing.T) {
	gameloop.NeedGPU(t)
	ctx, _ := gameloop.GPUCtx(1280, 720)
	first := NewMenu(scenetest.OneHuman(1))
	for range 120 {
		gameloop.Tick(first, ctx, nil)
	}
	if !first.AtRest() {
		t.Fatal("with faces to make, the deal is not over after 2 s")
	}
	again := NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(again, ctx, nil)
	if p, shown := again.fan.pose(0); !again.AtRest() || !shown || p != 1 {
		t.Errorf("the menu opened again deals its emblem anew (at rest %v, the first card %v of its way)", again.AtRest(), p)
	}
	// A new session (its own art) deals the emblem again.
	other, _ := gameloop.GPUCtx(1280, 720)
	fresh := NewMenu(scenetest.OneHuman(1))
	gameloop.Tick(fresh, other, nil)
	if fresh.AtRest() {
		t.Error("a new session's menu shows the fan without dealing it")
	}
}
