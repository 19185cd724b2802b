package board

import (
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"fmt"
	"image"
	"testing"
)

// endedBoardOn is a one-round match of game id for n players, a person at
// seat 0, played on a w x h screen until its end panel shows.
func endedBoardOn(t *testing.T, id string, n int, ctx *game.Context) *Board {
	t.Helper()
	s := shell.Setup{Game: id, Players: n, Rounds: 1, Seed: 5}
	s.FirstHumans(1)
	b, err := NewBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	ctx.AllowNarrow(b.FitsNarrow())
	for range 200000 {
		if b.round.IsOver() && b.EndShown {
			return b
		}
		gameloop.Tick(b, ctx, PersonMove(b))
	}
	t.Fatalf("%s: the round did not end", id)
	return nil
}

// TestBoardEndShots draws Schwarzer Peter's end panel on every shape (to
// look at with ELFER_SHOTS).
func TestBoardEndShots(t *testing.T) {
	gameloop.NeedGPU(t)
	for _, sz := range []image.Point{{390, 844}, {768, 1024}, {1000, 1000}, {2560, 1440}, {1280, 720}} {
		ctx, screen := gameloop.GPUCtx(sz.X, sz.Y)
		b := endedBoardOn(t, "schwarzerpeter", 3, ctx)
		for range 200 {
			gameloop.Tick(b, ctx, nil)
		}
		drawBoard(t, b, ctx, screen, fmt.Sprintf("board-end-%dx%d", sz.X, sz.Y))
	}
}

// TestBoardEndPanelLeavesTheSetAsideCardInSight: on every shape of the
// screen, Schwarzer Peter's end panel and its button lie on the screen and
// cover neither the set-aside card (the marked zone, with its label), nor
// the status line, nor the line of messages ("best score").
func TestBoardEndPanelLeavesTheSetAsideCardInSight(t *testing.T) {
	for _, sh := range [][2]float64{{390, 844}, {768, 1024}, {1000, 1000}, {2560, 1440}, {1280, 720}} {
		ctx := gameloop.NarrowCtx(sh[0], sh[1])
		b := endedBoardOn(t, "schwarzerpeter", 3, ctx)
		panel, next := b.endRect(), b.nextButton()
		if !ui.Inside(panel, ctx.LW, ctx.LH) {
			t.Errorf("%vx%v: the end panel %+v is not on the screen", sh[0], sh[1], panel)
		}
		if next.X < panel.X || next.Y < panel.Y || next.X+next.W > panel.X+panel.W || next.Y+next.H > panel.Y+panel.H {
			t.Errorf("%vx%v: the button %+v is not in the panel %+v", sh[0], sh[1], next, panel)
		}
		marked := 0
		g := &b.Geom
		keep := map[string]ui.Rect{
			"the message line": {X: g.centerX() - 100, Y: g.midBottom - 10 - 12, W: 200, H: 24},
		}
		if g.narrow {
			keep["the status line"] = ui.Rect{X: nMargin, Y: g.statusY - 10, W: g.LW - 2*nMargin, H: 20}
		} else {
			keep["the status line"] = ui.Rect{X: 28, Y: g.statusY - 8, W: g.LW - 56, H: 24}
		}
		for i, z := range b.tb.zones {
			if !z.mark {
				continue
			}
			marked++
			for j, p := range b.boxes[i].poses {
				keep[fmt.Sprintf("card %d of %q", j, z.label)] = ui.Rect{X: p.X, Y: p.Y, W: p.W, H: ui.CardH(p.W)}
			}
			keep[fmt.Sprintf("the label %q", z.label)] = ui.Rect{X: b.boxes[i].r.X, Y: b.labelY(i) - 8, W: b.boxes[i].r.W, H: 16}
		}
		if marked == 0 {
			t.Fatalf("%vx%v: no set-aside card is marked at the end", sh[0], sh[1])
		}
		for what, r := range keep {
			if panel.Crosses(r) || next.Crosses(r) {
				t.Errorf("%vx%v: the end panel %+v covers %s %+v", sh[0], sh[1], panel, what, r)
			}
		}
	}
}
