package scenes

import (
	"elferraus/engine/snap"
	"elferraus/game"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestBoardMatchEndOffersANewMatch: at the end of a board match Enter (and
// the New match button) deal a new match of the same setup with another
// seed; Esc goes to the menu. Before, Enter went to the menu.
func TestBoardMatchEndOffersANewMatch(t *testing.T) {
	for _, how := range []string{"enter", "button", "escape"} {
		t.Run(how, func(t *testing.T) {
			b, ctx := rBoardAt(t, "zweikampf", 2, 1280, 720, 20000)
			for range 400 {
				if b.endShown && b.wait == 0 {
					break
				}
				tick(b, ctx, nil)
			}
			if !b.match.Over() || !b.endShown || b.wait > 0 {
				t.Fatal("the match did not end")
			}
			switch how {
			case "enter":
				tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			case "escape":
				tick(b, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
			case "button":
				r := b.endButtons()[endNewMatch]
				tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Pressed, in.Down = r.x+r.w/2, r.y+r.h/2, true, true })
				tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released = r.x+r.w/2, r.y+r.h/2, true })
			}
			next := ctx.Next()
			if how == "escape" {
				if _, ok := next.(*Menu); !ok {
					t.Fatalf("Esc opened %T, want the menu", next)
				}
				return
			}
			nb, ok := next.(*Board)
			if !ok {
				t.Fatalf("%s opened %T, want a new match at the board", how, next)
			}
			if nb.setup.Game != b.setup.Game || nb.setup.Players != b.setup.Players || nb.setup.Humans() != b.setup.Humans() {
				t.Errorf("the new match is %+v, want the setup %+v", nb.setup, b.setup)
			}
			if nb.match.Seed == b.match.Seed {
				t.Error("the new match deals the same cards")
			}
		})
	}
}

// TestEveryTableHasAWayToTheMenu: at every table, on a desktop and on a
// phone (which has no Esc), a tap on the Menu link opens the sheet over
// the table; its buttons give the table back, show the rules over it, or
// leave for the menu. Esc opens the sheet too.
func TestEveryTableHasAWayToTheMenu(t *testing.T) {
	for _, size := range []struct{ w, h float64 }{{1280, 720}, {390, 844}, {844, 390}} {
		for kind, make := range tablesOfEveryKind(t, size.w, size.h) {
			t.Run(kind, func(t *testing.T) {
				sc, ctx := make()
				r := sc.sheetLink(ctx)
				if r.w <= 0 || r.x < 0 || r.y < 0 || r.x+r.w > ctx.LW+0.5 || r.y+r.h > ctx.LH+0.5 {
					t.Fatalf("%vx%v: the Menu link %+v is not on the %vx%v screen", size.w, size.h, r, ctx.LW, ctx.LH)
				}
				open := func(prep func(in *game.Input)) *Sheet {
					t.Helper()
					tick(sc, ctx, prep)
					sh, ok := ctx.Next().(*Sheet)
					if !ok || sh.under != game.Scene(sc) {
						t.Fatalf("%vx%v: got %T, want the sheet over the table", size.w, size.h, sh)
					}
					tick(sh, ctx, nil)
					return sh
				}
				tapAt := func(r rect) func(in *game.Input) {
					return func(in *game.Input) {
						in.X, in.Y, in.Touch = r.x+r.w/2, r.y+r.h/2, true
						in.Pressed, in.Down = true, true
					}
				}
				release := func(r rect) func(in *game.Input) {
					return func(in *game.Input) { in.X, in.Y, in.Touch = r.x+r.w/2, r.y+r.h/2, true; in.Released = true }
				}
				// The link, by touch.
				sh := open(release(r))
				b := sh.button(ctx, sheetContinue)
				tick(sh, ctx, tapAt(b))
				tick(sh, ctx, release(b))
				if ctx.Next() != game.Scene(sc) {
					t.Fatal("Continue did not give the table back")
				}
				// Esc, then the rules.
				sh = open(func(in *game.Input) { in.PressKey(ebiten.KeyEscape) })
				b = sh.button(ctx, sheetRules)
				tick(sh, ctx, tapAt(b))
				tick(sh, ctx, release(b))
				if ru, ok := ctx.Next().(*Rules); !ok || ru.from != game.Scene(sc) {
					t.Fatalf("Rules opened %T, want the rules over the table", ru)
				}
				// The link again, then the menu.
				sh = open(release(r))
				b = sh.button(ctx, sheetLeave)
				tick(sh, ctx, tapAt(b))
				tick(sh, ctx, release(b))
				if _, ok := ctx.Next().(*Menu); !ok {
					t.Fatal("Leave did not open the menu")
				}
				// Every button lies on the screen.
				for i := range sheetButtons {
					if b := sh.button(ctx, i); b.y+b.h > ctx.LH || b.x < 0 || b.x+b.w > ctx.LW {
						t.Errorf("%vx%v: sheet button %d %+v leaves the screen", size.w, size.h, i, b)
					}
				}
			})
		}
	}
}

// tablesOfEveryKind are a rows table, a board and Schnipp Schnapp, each
// with one person, dealt and laid out on a screen of w x h logical units.
func tablesOfEveryKind(t *testing.T, w, h float64) map[string]func() (linked, *game.Context) {
	t.Helper()
	setup := func(id string, n int) Setup {
		s := Setup{Game: id, Players: n, Rounds: 2, Seed: 11}
		s.FirstHumans(1)
		return s
	}
	ctxFor := func(sc game.Scene) *game.Context {
		ctx := narrowCtx(w, h)
		n, _ := sc.(game.Narrow)
		ctx.AllowNarrow(n != nil && n.FitsNarrow())
		ctx.Resize(w, h)
		for range 200 {
			tick(sc, ctx, nil)
		}
		return ctx
	}
	return map[string]func() (linked, *game.Context){
		"rows": func() (linked, *game.Context) {
			tb, err := NewTable(setup("elfer", 3))
			if err != nil {
				t.Fatal(err)
			}
			return tb, ctxFor(tb)
		},
		"board": func() (linked, *game.Context) {
			b, err := NewBoard(setup("hoechste", 3))
			if err != nil {
				t.Fatal(err)
			}
			return b, ctxFor(b)
		},
		"snap": func() (linked, *game.Context) {
			sc, err := NewSnap(setup(snap.ID, 3))
			if err != nil {
				t.Fatal(err)
			}
			return sc, ctxFor(sc)
		},
	}
}
