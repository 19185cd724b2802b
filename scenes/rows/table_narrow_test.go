package rows

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/scenetest"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"strings"
	"testing"
)

// TestKeyHintsOnlyWithKeyboard: the table's line of keys and the key in
// its rules link show while a keyboard is in use, and not after a finger
// touched the screen.
func TestKeyHintsOnlyWithKeyboard(t *testing.T) {
	for _, s := range []shell.Setup{scenetest.OneHuman(3), scenetest.MasterHuman(4)} {
		tb, err := NewTable(s)
		if err != nil {
			t.Fatal(err)
		}
		ctx := gameloop.NewCtx()
		if !untilHumanTurn(t, tb, ctx) {
			t.Fatal("no turn for the person")
		}
		ctx.Input.Keyboard = true
		if h := tb.keysHint(ctx); !strings.Contains(h, "Enter") {
			t.Errorf("%s: keys hint %q with a keyboard", s.Game, h)
		}
		ctx.Input.Keyboard = false
		if h := tb.keysHint(ctx); h != "" {
			t.Errorf("%s: keys hint %q without a keyboard", s.Game, h)
		}
	}
	for _, lang := range []game.Lang{game.English, game.German} {
		tx := i18n.T(lang)
		if l := ui.RulesLabel(tx, true); !strings.Contains(l, "(H)") {
			t.Errorf("rules link %q with a keyboard names no key", l)
		}
		if l := ui.RulesLabel(tx, false); strings.Contains(l, "(") || l == "" {
			t.Errorf("rules link %q without a keyboard", l)
		}
	}
}

// TestUprightUndoOnScreenAndClear: on an upright phone, in Elfer raus!
// and MASTER, in both languages, the Undo button lies whole on the screen
// (centred on the pile at the edge, it began off it), and the status line
// and a message in its place keep clear of it.
func TestUprightUndoOnScreenAndClear(t *testing.T) {
	for _, setup := range []shell.Setup{scenetest.OneHuman(3), scenetest.MasterHuman(4)} {
		for _, lang := range []game.Lang{game.English, game.German} {
			tb, err := NewTable(setup)
			if err != nil {
				t.Fatal(err)
			}
			ctx := gameloop.NarrowCtx(390, 844)
			ctx.Settings.Lang = lang
			shown := 0
			for range 20000 {
				if tb.State.IsOver() {
					break
				}
				if tb.HumanTurn() && !tb.Motion.Moving() {
					legal := tb.State.AppendLegal(nil, tb.Bottom)
					tb.Act(legal[len(legal)/2])
				}
				gameloop.Tick(tb, ctx, nil)
				if !tb.Lay.portrait {
					t.Fatal("a phone held upright has no portrait layout")
				}
				if !tb.undoDrawn() {
					continue
				}
				shown++
				u := tb.UndoRect()
				if u.X < 0 || u.X+u.W > tb.Lay.LW {
					t.Fatalf("%s: Undo spans %.0f to %.0f of %.0f", setup.Game, u.X, u.X+u.W, tb.Lay.LW)
				}
				s := ctx.Scale
				if tb.status != "" && !tb.msg.Shown() {
					line, face, x, w := tb.portraitStatus(s)
					for _, l := range strings.Split(line, "\n") {
						tw, _ := sprites.MeasureText(l, face)
						if x0, x1 := x+w/2-tw/s/2, x+w/2+tw/s/2; x0 < u.X+u.W || x1 > tb.Lay.LW {
							t.Fatalf("%s: the status %q spans %.0f to %.0f, Undo to %.0f", setup.Game, l, x0, x1, u.X+u.W)
						}
					}
				}
				if tb.msg.Shown() {
					if _, _, _, box := tb.toastLayout(tb.msg.Text, s); box.X < u.X+u.W {
						t.Fatalf("%s: the message %q begins at %.0f, under Undo to %.0f", setup.Game, tb.msg.Text, box.X, u.X+u.W)
					}
				}
			}
			if shown == 0 {
				t.Errorf("%s: Undo was never shown", setup.Game)
			}
		}
	}
}

// TestUprightSeatPanelsKeepTheirWords: on an upright phone, in Elfer raus!
// and MASTER for three to six players, in both languages, right after the
// deal (the fullest hands), each other seat's stack of backs ends short of
// its name and count, the count stays inside the panel ("20 Karten" ran
// over its edge), and the dealer's chip on the stack leaves the last move
// the words' whole width ("Grün 11" broke in two beside it).
func TestUprightSeatPanelsKeepTheirWords(t *testing.T) {
	for _, id := range []string{"elfer", scenetest.MasterGame} {
		for players := 3; players <= 6; players++ {
			for _, lang := range []game.Lang{game.English, game.German} {
				s := shell.Setup{Game: id, Players: players, Rounds: 1, Seed: 5}
				s.FirstHumans(1)
				tb, err := NewTable(s)
				if err != nil {
					t.Fatal(err)
				}
				ctx := gameloop.NarrowCtx(390, 844)
				ctx.Settings.Lang = lang
				for range 600 {
					gameloop.Tick(tb, ctx, nil)
					if !tb.dealing {
						break
					}
				}
				l := &tb.Lay
				sc := ctx.Scale
				for p := range players {
					if p == tb.Bottom {
						continue
					}
					b := l.seatBox(tb.opponentIndex(p))
					tx := b.X + l.oppCardW + 16
					n := tb.view.Sizes[p]
					top := tb.handPose(p, n-1, n, card.None)
					if top.X+top.W > tx-2 {
						t.Errorf("%s, %d players, lang %d: seat %d's stack of %d ends at %.1f, its words begin at %.1f", id, players, lang, p, n, top.X+top.W, tx)
					}
					if p == tb.State.Dealer() {
						if x, _ := tb.portraitChip(p); x+11 > tx-2 {
							t.Errorf("%s, %d players: the dealer's chip reaches %.1f, its words begin at %.1f", id, players, x+11, tx)
						}
						if n := fitNote("Grün 11", tb.noteWidth(p), sc, tb.noteLines()); n.lines[1] != "" {
							t.Errorf("%s, %d players: the dealer's last move breaks into %q", id, players, n.lines)
						}
					}
					face, count := tb.portraitCount(p, sc)
					if w, _ := sprites.MeasureText(count, face); tx+w/sc > b.X+b.W-4 {
						t.Errorf("%s, %d players, lang %d: seat %d's count %q ends at %.1f, its panel at %.1f", id, players, lang, p, count, tx+w/sc, b.X+b.W)
					}
				}
			}
		}
	}
}
