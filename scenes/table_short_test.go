package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/master"
	"elferraus/engine/registry"
	"elferraus/game"
)

// rowsIDs are the games of the table of rows: Elfer raus!, its variants
// and MASTER.
var rowsIDs = []string{"elfer", "elfer-falscher-anfang", "elfer-drei-anfangszahlen", "elfer-beliebige-startkarte", master.ID}

// personLays is the move a person at the table makes: the first card he
// may lay, else a draw, else whatever is legal first.
func personLays(tb *Table) (move, bool) {
	if !tb.humanTurn() || tb.motion.Moving() || tb.pick.mode != pickNone {
		return move{}, false
	}
	legal := tb.state.AppendLegal(nil, tb.bottom)
	if len(legal) == 0 {
		return move{}, false
	}
	for _, k := range []moveKind{mLay, mDraw, mEnd, mPass} {
		for _, m := range legal {
			if m.kind == k {
				return m, true
			}
		}
	}
	return legal[0], true
}

// tableOn is a table of game id for n players, people at the first humans
// seats, on the context ctx, played for ticks (a hand-over screen taken
// away at the end).
func tableOn(t *testing.T, id string, n, humans int, ctx *game.Context, ticks int) *Table {
	t.Helper()
	s := Setup{Game: id, Players: n, Rounds: 2, Seed: 7}
	s.FirstHumans(humans)
	tb, err := NewTable(s)
	if err != nil {
		t.Fatal(err)
	}
	tick(tb, ctx, nil)
	for range 600 {
		if !tb.dealing {
			break
		}
		tick(tb, ctx, nil)
	}
	for range ticks {
		if tb.state.IsOver() {
			break
		}
		if tb.covered() {
			tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
			continue
		}
		if m, ok := personLays(tb); ok {
			tb.Act(m)
		}
		tick(tb, ctx, nil)
	}
	if tb.covered() && humans == 1 {
		tick(tb, ctx, func(in *game.Input) { in.PressKey(ebiten.KeyEnter) })
	}
	return tb
}

// TestTableShortShots draws every game of rows a while into play on a
// phone held sideways (to look at with ELFER_SHOTS).
func TestTableShortShots(t *testing.T) {
	needGPU(t)
	for _, id := range rowsIDs {
		g, _ := registry.Lookup(id)
		for _, n := range []int{g.MinPlayers, 4, g.MaxPlayers} {
			for _, l := range []game.Lang{game.English, game.German} {
				ctx, screen := shortScreen(844, 390)
				ctx.Settings.Lang = l
				tb := tableOn(t, id, n, 1, ctx, 300)
				for range 200 {
					if !tb.motion.Moving() {
						break
					}
					tick(tb, ctx, nil)
				}
				pix := drawScene(t, tb, ctx, screen, fmt.Sprintf("table-short-%s-%d-%s", id, n, []string{"en", "de"}[l]))
				colors := map[[3]byte]bool{}
				for i := 0; i < len(pix); i += 4 * 97 {
					colors[[3]byte{pix[i], pix[i+1], pix[i+2]}] = true
				}
				if len(colors) < 20 {
					t.Errorf("%s: only %d colours on screen", id, len(colors))
				}
			}
		}
	}
}
