package scenes

import (
	"testing"

	"elferraus/game"
	"elferraus/game/store"
)

// actionsOf is the count of actions of the round a table plays.
func actionsOf(t *testing.T, sc game.Scene) int {
	t.Helper()
	switch v := sc.(type) {
	case *Table:
		return v.state.Actions()
	case *Board:
		return v.round.Actions()
	case *Snap:
		return v.st.Actions()
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
			ctx := newCtx()
			ctx.Store = st
			s := Setup{Game: id, Players: 3, Level: 1, Rounds: 2, Seed: 21}
			s.FirstHumans(1)
			s.Options = validOptions(s.game(), nil, s.Players)
			sc := First(ctx, s, true)
			for i := 0; i < 3000 && actionsOf(t, sc) < 4; i++ {
				tick(sc, ctx, nil)
				switch v := sc.(type) {
				case *Board:
					tick(v, ctx, personMove(v))
				case *Table:
					if v.humanTurn() && !v.motion.Moving() {
						if ls := es(v).Legal(0); len(ls) > 0 {
							playByKey(v, ctx, ls[0])
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
			other.Options = validOptions(other.game(), nil, 2)
			if b, ok := First(ctx, other, true).(*Board); !ok || b.round.Actions() != 0 || b.setup.Game != "zweikampf" {
				t.Error("another game did not deal anew")
			}
			// A demo (no person) always deals anew.
			demo := again
			demo.Seats = [maxSeats]bool{}
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
		tx := T(lang)
		for _, g := range tableGames() {
			for _, o := range g.Options {
				w := tx.Option(o.Name)
				if w.Name == "" || w.Name == o.Name || w.Hint == "" {
					t.Errorf("%s, lang %d: option %q is shown as %q (hint %q)", g.ID, lang, o.Name, w.Name, w.Hint)
				}
			}
		}
	}
}
