//lint:file-ignore SA1019 FPSModeVsyncOffMinimum and ScheduleFrame are deprecated, but they are Ebitengine v2.10's only way to wait for input without drawing frames

package game

import (
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"
)

// Rester is implemented by a scene that can tell when it is at rest, so the
// game stops drawing frames nobody needs. A scene that does not implement it
// is always busy: frames come at the display's rate, as for a real-time game
// like Schnipp Schnapp, whose ticks must stay exact.
type Rester interface {
	// AtRest reports, after an Update, that nothing on screen changes
	// until input arrives: no card flies, no bot waits, no countdown,
	// toast or real-time window runs. At rest, ticks come only with input
	// (one Update and one Draw each), so a scene must not count ticks
	// while it says it is at rest.
	AtRest() bool
}

// wakeTicks keeps the game busy for a few more ticks after something
// outside the input arrived that the next Updates must see (a file from the
// browser's file dialog, a file dropped onto the page, which the browser
// delivers a moment later).
var wakeTicks atomic.Int32

// Wake asks for frames at the display's rate for the next ticks (at least
// one), even if the scene is at rest; it may be called from any goroutine.
func Wake(ticks int) {
	if ticks < 1 {
		ticks = 1
	}
	for {
		old := wakeTicks.Load()
		if int(old) >= ticks || wakeTicks.CompareAndSwap(old, int32(ticks)) {
			break
		}
	}
	ebiten.ScheduleFrame()
}

// restful reports whether the game may wait for input after this tick:
// the scene is at rest, no fade runs, no screenshot is waiting for its tick,
// no press is being held that may become a long press and nothing asked to
// be woken.
func (g *Game) restful() bool {
	if g.fade > 0 || g.ctx.next != nil {
		return false
	}
	if st := g.ctx.Settings; st.Shot != "" {
		// The screenshot is taken at a tick, and -exit quits after it.
		return false
	}
	if g.ctx.Input.Holding() {
		// A held press becomes a long press after HoldTicks ticks,
		// which must come without further input.
		return false
	}
	if w := wakeTicks.Load(); w > 0 {
		wakeTicks.CompareAndSwap(w, w-1)
		return false
	}
	r, ok := g.scene.(Rester)
	return ok && r.AtRest()
}

// settle puts the game into the frame mode this tick calls for.
func (g *Game) settle() {
	if rest := g.restful(); rest != g.rest {
		g.rest = rest
		setRest(rest)
	}
}

// setRest switches between frames at the display's rate with 60 ticks a
// second (busy) and frames only on input, one tick each (at rest): the
// input that wakes the game is handled in the Update of that same frame,
// and a resize, a focus change or an uncovered window wake it too. Tests
// replace it.
var setRest = func(rest bool) {
	if rest {
		// One tick per frame: waking after a long wait must not run a
		// burst of catch-up ticks, nor none at all.
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		return
	}
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	ebiten.SetTPS(ebiten.DefaultTPS)
}
