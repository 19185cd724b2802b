package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/ui"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSnapReplayControls: play and pause, speed, and back to the menu the
// viewer was opened from.
func TestSnapReplayControls(t *testing.T) {
	live, _ := rPlayedSnap(t, snap.ID, 2, 3, game.Fast)
	rec := rSnapRecord(t, live)
	r := rOpenSnapReplay(t, rec)
	ctx := gameloop.NewCtx()
	gameloop.Tick(r, ctx, nil)
	click := func(b ui.Rect) func(in *game.Input) {
		return func(in *game.Input) { in.X, in.Y, in.Released = b.X+b.W/2, b.Y+b.H/2, true }
	}
	back, fwd, play, speed, toMenu := r.Lay.ReplayButtons()
	gameloop.Tick(r, ctx, click(fwd))
	gameloop.Tick(r, ctx, click(fwd))
	gameloop.Tick(r, ctx, click(back))
	if r.Pos() != 1 {
		t.Fatalf("►, ►, ◄ show %d actions", r.Pos())
	}
	gameloop.Tick(r, ctx, click(play))
	at := r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if !r.Playing || r.Now != at+10 {
		t.Fatalf("playing at ×1: 10 frames moved time from %d to %d", at, r.Now)
	}
	gameloop.Tick(r, ctx, click(speed))
	at = r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if r.Now != at+20 {
		t.Fatalf("playing at ×2: 10 frames moved time from %d to %d", at, r.Now)
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	at = r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if r.Speed != 0 || r.Now != at+5 {
		t.Fatalf("playing at ×½ (speed %d): 10 frames moved time from %d to %d", r.Speed, at, r.Now)
	}
	gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyP) })
	at = r.Now
	for range 10 {
		gameloop.Tick(r, ctx, nil)
	}
	if r.Playing || r.Now != at {
		t.Fatal("paused, the replay goes on")
	}
	gameloop.Tick(r, ctx, click(toMenu))
	m, ok := ctx.Next().(*menu.Menu)
	if !ok || m.Setup().Game != snap.ID || m.Setup().Players != 3 {
		t.Fatalf("Back goes to %T %+v, not to the menu it came from", m, m)
	}
}
