package scenes

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game"
)

// recordsWith is the list on a w x h screen (narrow where it is upright)
// holding n kept rounds of one record, and a message of three lines.
func recordsWith(t *testing.T, w, h float64, n int) (*Records, *game.Context) {
	ctx := narrowCtx(w, h)
	r := NewRecords(oneHuman(1))
	tick(r, ctx, nil)
	rec := string(playedRecord(t, 0, 3, 4).Marshal())
	for i := range n {
		r.rounds = append(r.rounds, recentRound{When: fmt.Sprintf("2026-11-%02d 14:%02d", i+1, i), Game: "schnippschnapp-los", Record: rec})
		r.labels = append(r.labels, r.rounds[i].When+"   "+r.text.Of(r.rounds[i].Game).Name)
	}
	r.err = "round.jsonl: the replay viewer does not show this game yet, and here is why at some length"
	tick(r, ctx, nil)
	return r, ctx
}

// TestRecordsNarrowReachesEveryRound: on every upright screen of the issue,
// with as many rounds as are kept and a long message, the rows in view lie
// above the message and the buttons, and a finger scrolls to the last
// round (the drag opens nothing) and opens it with a tap.
func TestRecordsNarrowReachesEveryRound(t *testing.T) {
	for _, sz := range shapeSizes {
		r, ctx := recordsWith(t, sz.w, sz.h, maxRecent)
		if ctx.LW >= game.DesignW {
			continue
		}
		name := fmt.Sprintf("%vx%v", sz.w, sz.h)
		end := r.narrowListEnd(ctx)
		back, _ := r.buttons(ctx)
		if end > back.y || r.rowRect(ctx, 0).y < recTop-1e-6 {
			t.Fatalf("%s: the list's band %v..%v runs into the buttons at %v", name, recTop, end, back.y)
		}
		last := r.rowRect(ctx, maxRecent-1)
		fits := last.y+last.h <= end
		if fits != (r.cs.limit == 0) {
			t.Fatalf("%s: the last row %+v, band to %v, scrolls %v", name, last, end, r.cs.limit)
		}
		y := end - 10
		tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = 100, y, true, true, true })
		for range 40 {
			y = max(recTop, y-20)
			tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down = 100, y, true })
		}
		tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = 100, y, false, true })
		if n := ctx.Next(); n != nil {
			t.Fatalf("%s: a drag opened %s", name, n.Name())
		}
		last = r.rowRect(ctx, maxRecent-1)
		if last.y < recTop-6 || last.y+last.h > end+1e-6 {
			t.Fatalf("%s: the last round %+v is not in the band %v..%v after a drag", name, last, recTop, end)
		}
		tap(r, ctx, last.x+last.w/2, last.y+last.h/2)
		if n := ctx.Next(); n == nil {
			t.Fatalf("%s: a tap on the last round opened nothing (%s)", name, r.err)
		}
	}
}

// TestRecordsNarrowDraw draws the long list on a phone (saved to
// $ELFER_SHOTS to look at): scrolled, its rows change, the message and the
// buttons under the band do not.
func TestRecordsNarrowDraw(t *testing.T) {
	needGPU(t)
	size := image.Pt(390, 844)
	r, ctx := recordsWith(t, 390, 844, maxRecent)
	gctx, screen := gpuCtx(size.X, size.Y)
	ctx.Art, ctx.Paint = gctx.Art, gctx.Paint
	var pix [2][]byte
	for i, key := range []ebiten.Key{ebiten.KeyHome, ebiten.KeyEnd} {
		tick(r, ctx, func(in *game.Input) { in.PressKey(key) })
		pix[i] = make([]byte, 4*size.X*size.Y)
		inFrame(func(*ebiten.Image) {
			screen.Clear()
			r.Draw(screen, ctx)
			screen.ReadPixels(pix[i])
		})
		saveShot(t, fmt.Sprintf("records-narrow-%d", i), size, pix[i])
	}
	if r.cs.limit == 0 {
		t.Fatal("twelve rounds and a message fit the phone without scrolling")
	}
	band := 4 * size.X * int(r.narrowListEnd(ctx)*ctx.Scale+2)
	if changed(pix[0][:band], pix[1][:band]) == 0 {
		t.Error("the list looks the same scrolled")
	}
	if n := changed(pix[0][band:], pix[1][band:]); n > 40 {
		t.Errorf("the message and buttons under the list change with the scroll (%d pixels)", n)
	}
}

// TestRecordsWideShowsEveryRound: on wide screens, the least tall among
// them too, every kept round has a whole row above the message and the
// buttons, apart from the next and tall enough to hit, and a click on the
// last one opens it.
func TestRecordsWideShowsEveryRound(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {2560, 1440}, {1280, 1024}, {1920, 800}} {
		name := fmt.Sprintf("%vx%v", sz[0], sz[1])
		r, ctx := recordsWith(t, sz[0], sz[1], maxRecent)
		if ctx.LW < game.DesignW {
			t.Fatalf("%s: not the wide list", name)
		}
		back, _ := r.buttons(ctx)
		for i := range maxRecent {
			row := r.rowRect(ctx, i)
			if row.y+row.h > back.y-40 {
				t.Errorf("%s: round %d's row %+v runs into the message above the buttons at %v", name, i+1, row, back.y-40)
			}
			if row.h < 30 {
				t.Errorf("%s: round %d's row is %v units high", name, i+1, row.h)
			}
			if i > 0 && r.rowRect(ctx, i-1).overlaps(row) {
				t.Errorf("%s: rounds %d and %d overlap", name, i, i+1)
			}
		}
		last := r.rowRect(ctx, maxRecent-1)
		tick(r, ctx, clickAt(last.x+20, last.y+last.h/2))
		if n := ctx.Next(); n == nil {
			t.Errorf("%s: a click on the last round opened nothing (%s)", name, r.err)
		}
	}
}
