package scenes

import (
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/board"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/menu"
	"elferraus/scenes/rows"
	"elferraus/scenes/shell"
	"elferraus/scenes/snap"
	"testing"
)

// actionsOf is the count of actions of the round a table plays.
func actionsOf(t *testing.T, sc game.Scene) int {
	t.Helper()
	switch v := sc.(type) {
	case *rows.Table:
		return v.State.Actions()
	case *board.Board:
		return v.Round().Actions()
	case *snap.Snap:
		return v.St.Actions()
	}
	t.Fatalf("%T is no table", sc)
	return 0
}

// TestReopenedTableContinuesItsMatch: a table opened straight from the
// command line or the page's address (a reloaded page) continues the saved
// match of the same setup instead of dealing anew and throwing it away; a
// different game, or a seed asked for that is not the saved one's, deals
// anew.
func TestReopenedTableContinuesItsMatch(t *testing.T) {
	for _, id := range []string{"elfer", "hoechste", "schnippschnapp"} {
		t.Run(id, func(t *testing.T) {
			st, err := store.OpenDir(t.TempDir())
			if err != nil {
				t.Fatal(err)
			}
			ctx := gameloop.NewCtx()
			ctx.Store = st
			s := shell.Setup{Game: id, Players: 3, Level: 1, Rounds: 2, Seed: 21}
			s.FirstHumans(1)
			s.Options = menu.ValidOptions(s.Desc(), nil, s.Players)
			sc := First(ctx, s, true)
			for i := 0; i < 3000 && actionsOf(t, sc) < 4; i++ {
				gameloop.Tick(sc, ctx, nil)
				switch v := sc.(type) {
				case *board.Board:
					gameloop.Tick(v, ctx, rPersonMove(v))
				case *rows.Table:
					if v.HumanTurn() && !v.Motion.Moving() {
						if ls := rEs(v).Legal(0); len(ls) > 0 {
							rPlayByKey(v, ctx, ls[0])
						}
					}
				}
			}
			played := actionsOf(t, sc)
			if played < 2 {
				t.Fatalf("only %d actions were played", played)
			}
			if err := st.Flush(); err != nil {
				t.Fatal(err)
			}
			// The page is loaded again: a new random seed, not asked for.
			again := s
			again.Seed = 99
			re := First(ctx, again, true)
			if got := actionsOf(t, re); got != played {
				t.Errorf("the reopened table is at action %d, want the saved match's %d", got, played)
			}
			// Another seed asked for, or another game: a new deal.
			asked := again
			asked.SeedAsked = true
			if got := actionsOf(t, First(ctx, asked, true)); got != 0 {
				t.Errorf("a seed asked for continued another seed's match at action %d", got)
			}
			other := s
			other.Game = "zweikampf"
			other.Players = 2
			other.Options = menu.ValidOptions(other.Desc(), nil, 2)
			if b, ok := First(ctx, other, true).(*board.Board); !ok || b.Round().Actions() != 0 || b.Setup.Game != "zweikampf" {
				t.Error("another game did not deal anew")
			}
			// A demo (no person) always deals anew.
			demo := again
			demo.Seats = [shell.MaxSeats]bool{}
			if got := actionsOf(t, First(ctx, demo, true)); got != 0 {
				t.Errorf("a demo continued the saved match at action %d", got)
			}
		})
	}
}

// TestEveryOptionHasWords: the menu names every option of every game in
// words of both languages, never by its id (the English menu showed
// "kurz" and "lang").
func TestEveryOptionHasWords(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		tx := i18n.T(lang)
		for _, g := range shell.TableGames() {
			for _, o := range g.Options {
				w := tx.Option(o.Name)
				if w.Name == "" || w.Name == o.Name || w.Hint == "" {
					t.Errorf("%s, lang %d: option %q is shown as %q (hint %q)", g.ID, lang, o.Name, w.Name, w.Hint)
				}
			}
		}
	}
}
