package menu

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// recordsWith is the list on a w x h screen (narrow where it is upright)
// holding n kept rounds of one record, and a message of three lines.
func recordsWith(t *testing.T, w, h float64, n int) (*Records, *game.Context) {
	ctx := gameloop.NarrowCtx(w, h)
	r := NewRecords(scenetest.OneHuman(1))
	gameloop.Tick(r, ctx, nil)
	rec := string(scenetest.PlayedRecord(t, 0, 3, 4).Marshal())
	for i := range n {
		r.Rounds = append(r.Rounds, shell.RecentRound{When: fmt.Sprintf("2026-11-%02d 14:%02d", i+1, i), Game: "schnippschnapp-los", Record: rec})
		r.Labels = append(r.Labels, r.Rounds[i].When+"   "+r.text.Of(r.Rounds[i].Game).Name)
	}
	r.Err = "round.jsonl: the replay viewer does not show this game yet, and here is why at some length"
	gameloop.Tick(r, ctx, nil)
	return r, ctx
}

// TestRecordsNarrowReachesEveryRound: on every upright screen of the issue,
// with as many rounds as are kept and a long message, the rows in view lie
// above the message and the buttons, and a finger scrolls to the last
// round (the drag opens nothing) and opens it with a tap.
func TestRecordsNarrowReachesEveryRound(t *testing.T) {
	for _, sz := range scenetest.ShapeSizes {
		r, ctx := recordsWith(t, sz.W, sz.H, shell.MaxRecent)
		if ctx.LW >= game.DesignW {
			continue
		}
		name := fmt.Sprintf("%vx%v", sz.W, sz.H)
		end := r.narrowListEnd(ctx)
		back, _ := r.Buttons(ctx)
		if end > back.Y || r.RowRect(ctx, 0).Y < recTop-1e-6 {
			t.Fatalf("%s: the list's band %v..%v runs into the buttons at %v", name, recTop, end, back.Y)
		}
		last := r.RowRect(ctx, shell.MaxRecent-1)
		fits := last.Y+last.H <= end
		if fits != (r.cs.Limit == 0) {
			t.Fatalf("%s: the last row %+v, band to %v, scrolls %v", name, last, end, r.cs.Limit)
		}
		y := end - 10
		gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Pressed, in.Touch = 100, y, true, true, true })
		for range 40 {
			y = max(recTop, y-20)
			gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down = 100, y, true })
		}
		gameloop.Tick(r, ctx, func(in *game.Input) { in.X, in.Y, in.Down, in.Released = 100, y, false, true })
		if n := ctx.Next(); n != nil {
			t.Fatalf("%s: a drag opened %s", name, n.Name())
		}
		last = r.RowRect(ctx, shell.MaxRecent-1)
		if last.Y < recTop-6 || last.Y+last.H > end+1e-6 {
			t.Fatalf("%s: the last round %+v is not in the band %v..%v after a drag", name, last, recTop, end)
		}
		scenetest.Tap(r, ctx, last.X+last.W/2, last.Y+last.H/2)
		if n := ctx.Next(); n == nil {
			t.Fatalf("%s: a tap on the last round opened nothing (%s)", name, r.Err)
		}
	}
}

// TestRecordsNarrowDraw draws the long list on a phone (saved to
// $ELFER_SHOTS to look at): scrolled, its rows change, the message and the
// buttons under the band do not.
func TestRecordsNarrowDraw(t *testing.T) {
	gameloop.NeedGPU(t)
	size := image.Pt(390, 844)
	r, ctx := recordsWith(t, 390, 844, shell.MaxRecent)
	gctx, screen := gameloop.GPUCtx(size.X, size.Y)
	ctx.Art, ctx.Paint = gctx.Art, gctx.Paint
	var pix [2][]byte
	for i, key := range []ebiten.Key{ebiten.KeyHome, ebiten.KeyEnd} {
		gameloop.Tick(r, ctx, func(in *game.Input) { in.PressKey(key) })
		pix[i] = make([]byte, 4*size.X*size.Y)
		gameloop.InFrame(func(*ebiten.Image) {
			screen.Clear()
			r.Draw(screen, ctx)
			screen.ReadPixels(pix[i])
		})
		gameloop.SaveShot(t, fmt.Sprintf("records-narrow-%d", i), size, pix[i])
	}
	if r.cs.Limit == 0 {
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
		r, ctx := recordsWith(t, sz[0], sz[1], shell.MaxRecent)
		if ctx.LW < game.DesignW {
			t.Fatalf("%s: not the wide list", name)
		}
		back, _ := r.Buttons(ctx)
		for i := range shell.MaxRecent {
			row := r.RowRect(ctx, i)
			if row.Y+row.H > back.Y-40 {
				t.Errorf("%s: round %d's row %+v runs into the message above the buttons at %v", name, i+1, row, back.Y-40)
			}
			if row.H < 30 {
				t.Errorf("%s: round %d's row is %v units high", name, i+1, row.H)
			}
			if i > 0 && r.RowRect(ctx, i-1).Overlaps(row) {
				t.Errorf("%s: rounds %d and %d overlap", name, i, i+1)
			}
		}
		last := r.RowRect(ctx, shell.MaxRecent-1)
		gameloop.Tick(r, ctx, clickAt(last.X+20, last.Y+last.H/2))
		if n := ctx.Next(); n == nil {
			t.Errorf("%s: a click on the last round opened nothing (%s)", name, r.Err)
		}
	}
}
