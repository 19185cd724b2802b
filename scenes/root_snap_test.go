package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSnapReplayControls: play and pause, speed, and back to the menu the
// viewer was opened from.
func TestSnapReplayControls(t *testing.T) {
	live, _ := rPlayedSnap(t, snap.ID, 2, 3, game.Fast)
	rec := rSnapRecord(t, live)
	r := rOpenSnapReplay(t, rec)
	ctx := newCtx()
	tick(r, ctx, nil)
	click := func(b rect) func(in *game.Input) {
		return func(in *game.Input) { in.X, in.Y, in.Released = b.x+b.w/2, b.y+b.h/2, true }
	}
	back, fwd, play, speed, menu := r.lay.replayButtons()
	tick(r, ctx, click(fwd))
	tick(r, ctx, click(fwd))
	tick(r, ctx, click(back))
	if r.Pos() != 1 {
		t.Fatalf("►, ►, ◄ show %d actions", r.Pos())
	}
	tick(r, ctx, click(play))
	at := r.now
	for range 10 {
		tick(r, ctx, nil)
	}
	if !r.playing || r.now != at+10 {
		t.Fatalf("playing at ×1: 10 frames moved time from %d to %d", at, r.now)
	}
	tick(r, ctx, click(speed))
	at = r.now
	for range 10 {
		tick(r, ctx, nil)
	}
	if r.now != at+20 {
		t.Fatalf("playing at ×2: 10 frames moved time from %d to %d", at, r.now)
	}
	tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	at = r.now
	for range 10 {
		tick(r, ctx, nil)
	}
	if r.speed != 0 || r.now != at+5 {
		t.Fatalf("playing at ×½ (speed %d): 10 frames moved time from %d to %d", r.speed, at, r.now)
	}
	tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyP) })
	at = r.now
	for range 10 {
		tick(r, ctx, nil)
	}
	if r.playing || r.now != at {
		t.Fatal("paused, the replay goes on")
	}
	tick(r, ctx, click(menu))
	m, ok := ctx.Next().(*Menu)
	if !ok || m.setup.Game != snap.ID || m.setup.Players != 3 {
		t.Fatalf("Back goes to %T %+v, not to the menu it came from", m, m)
	}
}
