package shell

import (
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/sprites"
	"testing"
)

// TestUndoneText: the message after an undo names the person's moves and
// the replies, in the singular and the plural, in both languages.
func TestUndoneText(t *testing.T) {
	for _, c := range []struct {
		lang          game.Lang
		mine, replies int
		want          string
	}{
		{game.English, 1, 0, "Taken back: your move."},
		{game.English, 1, 1, "Taken back: your move and 1 reply."},
		{game.English, 2, 3, "Taken back: your 2 moves and 3 replies."},
		{game.German, 1, 0, "Zurückgenommen: dein Zug."},
		{game.German, 1, 2, "Zurückgenommen: dein Zug und 2 Antworten."},
		{game.German, 3, 1, "Zurückgenommen: deine 3 Züge und 1 Antwort."},
	} {
		if got := UndoneText(i18n.T(c.lang), c.mine, c.replies); got != c.want {
			t.Errorf("lang %d, %d moves, %d replies: %q, want %q", c.lang, c.mine, c.replies, got, c.want)
		}
	}
}

// TestUndoLabelFitsItsButton: the Undo button's word, in either language,
// stands clear of the button's ends on the board's and the rows table's
// buttons, at a phone's scale and a desktop's.
func TestUndoLabelFitsItsButton(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.German} {
		label := i18n.T(lang).Undo
		for _, w := range []float64{104, 112} {
			for _, s := range []float64{0.93, 1, 1.5, 3} {
				tw, _ := sprites.MeasureText(label, UndoFace(label, w, s))
				if tw/s > w-2*UndoPad {
					t.Errorf("%q is %.1f wide on a button of %.0f at scale %v", label, tw/s, w, s)
				}
			}
		}
	}
}
