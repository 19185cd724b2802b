package menu

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestStatsNarrow: on upright screens the statistics put a game's name on
// a line of its own above its numbers; the list, its columns and the back
// button stay on the screen, the button is big enough to tap, and every
// name fits its line at a readable size.
func TestStatsNarrow(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {768, 1024}, {1000, 1000}} {
		ctx := gameloop.NarrowCtx(size[0], size[1])
		if !narrowStats(ctx) {
			t.Fatalf("%v: the statistics take the wide layout", size)
		}
		for _, lang := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = lang
			s := NewStats(scenetest.OneHuman(1), sampleStats(12), "Your statistics file could not be read. It was kept as stats.json.broken-20260301-101500 and new statistics were started.")
			gameloop.Tick(s, ctx, nil)
			p, vis := s.panel(ctx)
			screen := ui.Rect{X: 0, Y: 0, W: ctx.LW, H: ctx.LH}
			b := s.backButton(ctx)
			for _, r := range []ui.Rect{p, b} {
				if r.X < 0 || r.Y < 0 || r.X+r.W > screen.W+0.01 || r.Y+r.H > screen.H+0.01 {
					t.Errorf("%v: %+v leaves the screen %vx%v", size, r, ctx.LW, ctx.LH)
				}
			}
			if p.Y+p.H > b.Y {
				t.Errorf("%v: the list (to %v) runs into the back button (at %v)", size, p.Y+p.H, b.Y)
			}
			if b.H*ctx.Scale < 44 || b.W*ctx.Scale < 44 {
				t.Errorf("%v: the back button is %vx%v px", size, b.W*ctx.Scale, b.H*ctx.Scale)
			}
			if vis < 3 {
				t.Errorf("%v: only %d lines fit", size, vis)
			}
			for c := 1; c <= 5; c++ {
				x := statsNarrowColX(p, c)
				if x < p.X || x > p.X+p.W {
					t.Errorf("%v: column %d at %v lies outside the list", size, c, x)
				}
			}
			// fitFace shrinks a name down to 14 units at the least.
			if px := 14 * ctx.Scale / ctx.DPR; px < 12 {
				t.Errorf("%v: the smallest name is %v CSS px", size, px)
			}
			for _, r := range s.rows {
				if r.kind != rowMode && r.kind != rowDaily {
					continue
				}
				f := ui.FitFace(r.long, 22, 14, p.W-2*statsPad-20, ctx.Scale, true)
				if w, _ := sprites.MeasureText(r.long, f); w/ctx.Scale > p.W-2*statsPad-20+0.5 {
					t.Errorf("%v: %q is %v units wide, the line %v", size, r.long, w/ctx.Scale, p.W-2*statsPad-20)
				}
			}
		}
	}
}

// TestStatsNarrowDraws draws the upright statistics on a phone's screen.
func TestStatsNarrowDraws(t *testing.T) {
	gameloop.NeedGPU(t)
	ctx, screen := gameloop.GPUCtx(390, 844)
	ctx.AllowNarrow(true)
	ctx.Resize(390, 844)
	s := NewStats(scenetest.OneHuman(1), sampleStats(12), "")
	gameloop.Tick(s, ctx, nil)
	gameloop.InFrame(func(*ebiten.Image) {
		screen.Clear()
		s.Draw(screen, ctx)
	})
	size := image.Point{390, 844}
	pix := make([]byte, 4*size.X*size.Y)
	screen.ReadPixels(pix)
	gameloop.SaveShot(t, fmt.Sprintf("stats-narrow-%dx%d", size.X, size.Y), size, pix)
	colors := map[[3]byte]bool{}
	for i := 0; i < len(pix); i += 4 * 97 {
		colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
	}
	if len(colors) < 20 {
		t.Errorf("only %d colours on screen", len(colors))
	}
}

// TestStatsNarrowScrollBarAndNote: on a phone the scroll bar's thumb stays
// on its track in the list, from the top down to the end of the list, and
// a long note is shown whole, at a readable size, above the list.
func TestStatsNarrowScrollBarAndNote(t *testing.T) {
	ctx := gameloop.NarrowCtx(390, 844)
	note := "Your statistics file could not be read. It was kept as stats.json.broken-20260301-101500 and new statistics were started."
	s := NewStats(scenetest.OneHuman(1), sampleStats(12), note)
	gameloop.Tick(s, ctx, nil)
	p, _ := s.panel(ctx)
	if n := len(s.noteLines); n == 0 || strings.HasSuffix(s.noteLines[n-1], "…") {
		t.Errorf("the note is cut short: %q", s.noteLines)
	}
	if size, lh, _ := noteSize(ctx); size*ctx.Scale/ctx.DPR < scenetest.MinTextCSS || statsNoteY+lh*float64(len(s.noteLines)) > p.Y+1e-6 {
		t.Errorf("the note at %v units in %d lines of %v runs into the list at %v", size, len(s.noteLines), lh, p.Y)
	}
	last := -1.0
	for range s.MaxScroll(ctx) + 1 {
		track, thumb, ok := s.scrollBar(ctx)
		if !ok {
			t.Fatal("no scroll bar on a list longer than the phone")
		}
		if !ui.Inside(ui.Rect{X: track.X - p.X, Y: track.Y - p.Y, W: track.W, H: track.H}, p.W, p.H) ||
			thumb.Y < track.Y-1e-6 || thumb.Y+thumb.H > track.Y+track.H+1e-6 || thumb.Y <= last {
			t.Fatalf("at scroll %d the thumb %+v leaves the track %+v in the list %+v (or stands still)", s.scroll, thumb, track, p)
		}
		last = thumb.Y
		gameloop.Tick(s, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	}
}
