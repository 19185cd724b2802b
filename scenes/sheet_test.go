package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	snaptable "elferraus/scenes/snap"
	"elferraus/scenes/ui"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestEveryTableHasAWayToTheMenu: at every table, on a desktop and on a
// phone (which has no Esc), a tap on the Menu link opens the sheet over
// the table; its buttons give the table back, show the rules over it, or
// leave for the menu. Esc opens the sheet too.
func TestEveryTableHasAWayToTheMenu(t *testing.T) {
	for _, size := range []scenetest.Size{{W: 1280, H: 720}, {W: 390, H: 844}, {W: 844, H: 390}} {
		for kind, make := range tablesOfEveryKind(t, size.W, size.H) {
			t.Run(kind, func(t *testing.T) {
				sc, ctx := make()
				x, y, w, h, _ := MenuLink(sc, ctx)
				r := ui.Rect{X: x, Y: y, W: w, H: h}
				if r.W <= 0 || r.X < 0 || r.Y < 0 || r.X+r.W > ctx.LW+0.5 || r.Y+r.H > ctx.LH+0.5 {
					t.Fatalf("%vx%v: the Menu link %+v is not on the %vx%v screen", size.W, size.H, r, ctx.LW, ctx.LH)
				}
				open := func(prep func(in *game.Input)) *shell.Sheet {
					t.Helper()
					gameloop.Tick(sc, ctx, prep)
					sh, ok := ctx.Next().(*shell.Sheet)
					if !ok || sh.Under != game.Scene(sc) {
						t.Fatalf("%vx%v: got %T, want the sheet over the table", size.W, size.H, sh)
					}
					gameloop.Tick(sh, ctx, nil)
					return sh
				}
				tapAt := func(r ui.Rect) func(in *game.Input) {
					return func(in *game.Input) {
						in.X, in.Y, in.Touch = r.X+r.W/2, r.Y+r.H/2, true
						in.Pressed, in.Down = true, true
					}
				}
				release := func(r ui.Rect) func(in *game.Input) {
					return func(in *game.Input) { in.X, in.Y, in.Touch = r.X+r.W/2, r.Y+r.H/2, true; in.Released = true }
				}
				// The link, by touch.
				sh := open(release(r))
				b := sh.Button(ctx, shell.SheetContinue)
				gameloop.Tick(sh, ctx, tapAt(b))
				gameloop.Tick(sh, ctx, release(b))
				if ctx.Next() != game.Scene(sc) {
					t.Fatal("Continue did not give the table back")
				}
				// Esc, then the rules.
				sh = open(func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
				b = sh.Button(ctx, shell.SheetRules)
				gameloop.Tick(sh, ctx, tapAt(b))
				gameloop.Tick(sh, ctx, release(b))
				if ru, ok := ctx.Next().(*menu.Rules); !ok || ru.From != game.Scene(sc) {
					t.Fatalf("Rules opened %T, want the rules over the table", ru)
				}
				// The link again, then the menu.
				sh = open(release(r))
				b = sh.Button(ctx, shell.SheetLeave)
				gameloop.Tick(sh, ctx, tapAt(b))
				gameloop.Tick(sh, ctx, release(b))
				if _, ok := ctx.Next().(*menu.Menu); !ok {
					t.Fatal("Leave did not open the menu")
				}
				// Every button lies on the screen.
				for i := range shell.SheetButtons {
					if b := sh.Button(ctx, i); b.Y+b.H > ctx.LH || b.X < 0 || b.X+b.W > ctx.LW {
						t.Errorf("%vx%v: sheet button %d %+v leaves the screen", size.W, size.H, i, b)
					}
				}
			})
		}
	}
}

// tablesOfEveryKind are a rows table, a board and Schnipp Schnapp, each
// with one person, dealt and laid out on a screen of w x h logical units.
func tablesOfEveryKind(t *testing.T, w, h float64) map[string]func() (game.Scene, *game.Context) {
	t.Helper()
	setup := func(id string, n int) shell.Setup {
		s := shell.Setup{Game: id, Players: n, Rounds: 2, Seed: 11}
		s.FirstHumans(1)
		return s
	}
	ctxFor := func(sc game.Scene) *game.Context {
		ctx := gameloop.NarrowCtx(w, h)
		n, _ := sc.(game.Narrow)
		ctx.AllowNarrow(n != nil && n.FitsNarrow())
		ctx.Resize(w, h)
		for range 200 {
			gameloop.Tick(sc, ctx, nil)
		}
		return ctx
	}
	return map[string]func() (game.Scene, *game.Context){
		"rows": func() (game.Scene, *game.Context) {
			tb, err := rows.NewTable(setup("elfer", 3))
			if err != nil {
				t.Fatal(err)
			}
			return tb, ctxFor(tb)
		},
		"board": func() (game.Scene, *game.Context) {
			b, err := board.NewBoard(setup("hoechste", 3))
			if err != nil {
				t.Fatal(err)
			}
			return b, ctxFor(b)
		},
		"snap": func() (game.Scene, *game.Context) {
			sc, err := snaptable.NewSnap(setup(snap.ID, 3))
			if err != nil {
				t.Fatal(err)
			}
			return sc, ctxFor(sc)
		},
	}
}
