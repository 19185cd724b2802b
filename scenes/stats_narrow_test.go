package scenes

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
	"elferraus/sprites"
)

// TestStatsNarrow: on upright screens the statistics put a game's name on
// a line of its own above its numbers; the list, its columns and the back
// button stay on the screen, the button is big enough to tap, and every
// name fits its line at a readable size.
func TestStatsNarrow(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {768, 1024}, {1000, 1000}} {
		ctx := narrowCtx(size[0], size[1])
		if !narrowStats(ctx) {
			t.Fatalf("%v: the statistics take the wide layout", size)
		}
		for _, lang := range []game.Lang{game.English, game.German} {
			ctx.Settings.Lang = lang
			s := NewStats(oneHuman(1), sampleStats(12), "Your statistics file could not be read. It was kept as stats.json.broken-20260301-101500 and new statistics were started.")
			tick(s, ctx, nil)
			p, vis := s.panel(ctx)
			screen := rect{0, 0, ctx.LW, ctx.LH}
			b := s.backButton(ctx)
			for _, r := range []rect{p, b} {
				if r.x < 0 || r.y < 0 || r.x+r.w > screen.w+0.01 || r.y+r.h > screen.h+0.01 {
					t.Errorf("%v: %+v leaves the screen %vx%v", size, r, ctx.LW, ctx.LH)
				}
			}
			if p.y+p.h > b.y {
				t.Errorf("%v: the list (to %v) runs into the back button (at %v)", size, p.y+p.h, b.y)
			}
			if b.h*ctx.Scale < 44 || b.w*ctx.Scale < 44 {
				t.Errorf("%v: the back button is %vx%v px", size, b.w*ctx.Scale, b.h*ctx.Scale)
			}
			if vis < 3 {
				t.Errorf("%v: only %d lines fit", size, vis)
			}
			for c := 1; c <= 5; c++ {
				x := statsNarrowColX(p, c)
				if x < p.x || x > p.x+p.w {
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
				f := fitFace(r.long, 22, 14, p.w-2*statsPad-20, ctx.Scale, true)
				if w, _ := sprites.MeasureText(r.long, f); w/ctx.Scale > p.w-2*statsPad-20+0.5 {
					t.Errorf("%v: %q is %v units wide, the line %v", size, r.long, w/ctx.Scale, p.w-2*statsPad-20)
				}
			}
		}
	}
}

// TestStatsNarrowDraws draws the upright statistics on a phone's screen.
func TestStatsNarrowDraws(t *testing.T) {
	needGPU(t)
	ctx, screen := gpuCtx(390, 844)
	ctx.AllowNarrow(true)
	ctx.Resize(390, 844)
	s := NewStats(oneHuman(1), sampleStats(12), "")
	tick(s, ctx, nil)
	inFrame(func(*ebiten.Image) {
		screen.Clear()
		s.Draw(screen, ctx)
	})
	size := image.Point{390, 844}
	pix := make([]byte, 4*size.X*size.Y)
	screen.ReadPixels(pix)
	saveShot(t, fmt.Sprintf("stats-narrow-%dx%d", size.X, size.Y), size, pix)
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
	ctx := narrowCtx(390, 844)
	note := "Your statistics file could not be read. It was kept as stats.json.broken-20260301-101500 and new statistics were started."
	s := NewStats(oneHuman(1), sampleStats(12), note)
	tick(s, ctx, nil)
	p, _ := s.panel(ctx)
	if n := len(s.noteLines); n == 0 || strings.HasSuffix(s.noteLines[n-1], "…") {
		t.Errorf("the note is cut short: %q", s.noteLines)
	}
	if size, lh, _ := noteSize(ctx); size*ctx.Scale/ctx.DPR < minTextCSS || statsNoteY+lh*float64(len(s.noteLines)) > p.y+1e-6 {
		t.Errorf("the note at %v units in %d lines of %v runs into the list at %v", size, len(s.noteLines), lh, p.y)
	}
	last := -1.0
	for range s.maxScroll(ctx) + 1 {
		track, thumb, ok := s.scrollBar(ctx)
		if !ok {
			t.Fatal("no scroll bar on a list longer than the phone")
		}
		if !inside(rect{track.x - p.x, track.y - p.y, track.w, track.h}, p.w, p.h) ||
			thumb.y < track.y-1e-6 || thumb.y+thumb.h > track.y+track.h+1e-6 || thumb.y <= last {
			t.Fatalf("at scroll %d the thumb %+v leaves the track %+v in the list %+v (or stands still)", s.scroll, thumb, track, p)
		}
		last = thumb.y
		tick(s, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyArrowDown) })
	}
}
