package board

import (
	"elferraus/engine/card"
	"elferraus/game"
	"elferraus/scenes/gameloop"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"strings"
	"testing"
)

// TestBoardExplainSaysWhatTheGameDoesAndHidesSecrets: in every board game,
// in both languages and on a phone and a wide screen, a long press says in
// one sentence what the game's cards do, its bubble stays on the screen,
// and a card lying face down is never named.
func TestBoardExplainSaysWhatTheGameDoesAndHidesSecrets(t *testing.T) {
	var names []string
	for _, tx := range []*i18n.Text{&i18n.English, &i18n.German} {
		for _, c := range card.Deck(card.MaxValue, card.Colors[:]...) {
			names = append(names, tx.CardName(c))
		}
	}
	gists := map[string]string{}
	for _, lang := range []game.Lang{game.English, game.German} {
		for _, id := range boardIDs() {
			for _, sz := range [][2]float64{{390, 844}, {1280, 720}} {
				b, ctx, x, y := boardToChoose(t, id, lang, sz[0], sz[1])
				gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.LongPress = x, y, true })
				gist := b.bg.gist(i18n.T(lang))
				if other, ok := gists[gist]; gist == "" || ok && other != id {
					t.Errorf("%v/%s: the game's sentence %q is empty or also %s's", lang, id, gist, other)
				}
				gists[gist] = id
				if !strings.Contains(b.Explain.Text, gist) {
					t.Errorf("%v/%s: the long press says %q, not what the game does", lang, id, b.Explain.Text)
				}
				box, _, _ := b.Explain.Layout(ctx.Scale, ctx.LW, ctx.LH)
				if !ui.Inside(box, ctx.LW, ctx.LH) {
					t.Errorf("%v/%s: the bubble %+v is not on the %vx%v screen", lang, id, box, ctx.LW, ctx.LH)
				}
				gameloop.Tick(b, ctx, func(in *game.Input) { in.X, in.Y, in.Released = x, y, true })
				hidden := 0
				for zi, z := range b.tb.zones {
					for ci, c := range z.cards {
						if c != card.None {
							continue
						}
						hidden++
						ex := b.explainSpot(spot{zi, ci})
						if !strings.Contains(ex, i18n.WordsOf(b.text).ExHidden) {
							t.Errorf("%v/%s: a face-down card is explained as %q", lang, id, ex)
						}
						for _, n := range names {
							if strings.Contains(ex, n+"\n") || strings.HasPrefix(ex, n) {
								t.Errorf("%v/%s: a face-down card's explanation %q names %s", lang, id, ex, n)
							}
						}
					}
				}
				if hidden == 0 && id != "ueberall" && id != "zweikampf" {
					t.Logf("%v/%s: no face-down card to explain", lang, id)
				}
			}
		}
	}
	if len(gists) != 2*len(boardIDs()) {
		t.Errorf("%d sentences for %d games in two languages", len(gists), len(boardIDs()))
	}
}

// TestBoardExplainWrapsOnce: the bubble's lines are wrapped when its text
// or the screen changes, not in every frame that shows it.
func TestBoardExplainWrapsOnce(t *testing.T) {
	b, ctx := boardAt(t, "zweikampf", 2, 390, 844, 0)
	b.Explain.ShowAt(b.text, "A long explanation of a card that takes more than one line on a phone's narrow screen", 195, 400)
	_, first, _ := b.Explain.Layout(ctx.Scale, ctx.LW, ctx.LH)
	if len(first) < 3 {
		t.Fatalf("the bubble has %d lines, want the text wrapped and the dismiss line", len(first))
	}
	if n := testing.AllocsPerRun(20, func() { b.Explain.Layout(ctx.Scale, ctx.LW, ctx.LH) }); n != 0 {
		t.Errorf("a frame showing the bubble allocates %v times, want 0", n)
	}
	b.Explain.ShowAt(b.text, "Short", 195, 400)
	if _, lines, _ := b.Explain.Layout(ctx.Scale, ctx.LW, ctx.LH); len(lines) != 2 || lines[0] != "Short" {
		t.Errorf("after the text changed the bubble shows %q", lines)
	}
}
