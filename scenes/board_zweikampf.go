package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/zweikampf"
)

func init() {
	boards[zweikampf.ID] = func() boardGame { return &zweikampfBoard{battles: -1} }
	sayIn(zweikampf.ID, GameText{
		Name:  "Zweikampf",
		Tab:   "Zweikampf",
		Blurb: "Two stacks, one card each: the higher takes both.",
		Rules: "Aim: win the most cards. For two players.\n\n" +
			"Only red and blue 1 to 20 are used; each player gets twenty as a face-down stack.\n\n" +
			"Both turn their top card. The higher value takes both cards and keeps them apart. Equal values: both turn another card, and whoever wins that takes every card of the battle; a further tie goes on the same way. If a stack runs out in the middle of a tie, the cards of that battle are out of the game.\n\n" +
			"When the stacks are played through, the player with more cards wins.\n\n" +
			"Long game: a player whose stack is used up shuffles his won cards into a new stack, and the game goes on until one player holds all the cards (after 2000 battles, whoever has more wins).",
	}, GameText{
		Name:  "Zweikampf",
		Tab:   "Zweikampf",
		Blurb: "Zwei Stapel, je eine Karte: die höhere nimmt beide.",
		Rules: "Ziel: die meisten Karten gewinnen. Für zwei Spieler.\n\n" +
			"Nur Rot und Blau von 1 bis 20 spielen mit; jeder bekommt zwanzig als verdeckten Stapel.\n\n" +
			"Beide decken ihre oberste Karte auf. Der höhere Wert nimmt beide Karten und legt sie beiseite. Bei gleichen Werten decken beide noch eine Karte auf, und wer diese gewinnt, bekommt alle Karten des Zweikampfs; ein weiterer Gleichstand geht genauso weiter. Geht ein Stapel mitten im Gleichstand zu Ende, sind die Karten dieses Zweikampfs aus dem Spiel.\n\n" +
			"Sind die Stapel durchgespielt, gewinnt, wer mehr Karten hat.\n\n" +
			"Langes Spiel: Wessen Stapel aufgebraucht ist, mischt seine gewonnenen Karten zu einem neuen Stapel, und es geht weiter, bis einer alle Karten hat (nach 2000 Zweikämpfen gewinnt, wer mehr hat).",
	})
}

// zweikampfBoard lays out Zweikampf: both stacks, the cards turned face
// down until both are in, the battle just decided (it stays in the middle
// until the next card is turned), the won piles.
type zweikampfBoard struct {
	battles int
	// before are the won piles' sizes before the battle on show; cut
	// those when it was decided.
	before, cut [zweikampf.Players]int
	showing     bool
}

func (*zweikampfBoard) secret() bool { return false }

func (z *zweikampfBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *Text, names []string) {
	v := gv.(*zweikampf.View)
	w := wordsOf(tx)
	if v.Battles != z.battles {
		if z.battles >= 0 {
			z.cut, z.showing = z.before, true
		}
		z.battles = v.Battles
	}
	if v.Turned[0] || v.Turned[1] {
		z.showing = false
	}
	if !z.showing {
		for p := range zweikampf.Players {
			z.before[p] = len(v.Won[p])
		}
	}
	stacks := [zweikampf.Players]int{}
	var battle []card.Card
	for p := range zweikampf.Players {
		stacks[p] = tb.hidden(p, zPile, fmt.Sprintf(w.Stack, v.Stack[p]), v.Stack[p])
		won := v.Won[p]
		if z.showing && z.cut[p] <= len(won) {
			battle = append(battle, won[z.cut[p]:]...)
			won = won[:z.cut[p]]
		}
		tb.add(p, zPile, fmt.Sprintf(w.Won, len(v.Won[p])), won)
	}
	// The middle: each seat's turned card (face down until both are in),
	// the tied cards waiting, the battle just decided.
	for p := range zweikampf.Players {
		n := 0
		if v.Turned[p] {
			n = 1
		}
		i := tb.hidden(-1, zPile, names[p], n)
		tb.from(i, p)
	}
	tb.add(-1, zRow, w.ZkPot, append(battle, v.Pot...))
	if len(v.Out) > 0 {
		tb.add(-1, zPile, fmt.Sprintf(w.ZkOut, len(v.Out)), v.Out)
	}
	if len(legal) > 0 {
		a := legal[0].(zweikampf.Action)
		tb.note, tb.keyNote = w.ZkHintTap, w.ZkHint
		label := w.ZkTurn
		if a.Kind == zweikampf.Shuffle {
			label = w.ZkShuffle
		}
		tb.pick(legal[0], stacks[v.Seat], -1)
		tb.button(legal[0], label, ebiten.KeySpace)
	}
}

func (z *zweikampfBoard) say(tx *Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(zweikampf.Action)
	v := gv.(*zweikampf.View)
	w := wordsOf(tx)
	if a.Kind == zweikampf.Shuffle {
		return fmt.Sprintf(w.ZkShuffled, names[a.Seat])
	}
	if v.Turned[0] || v.Turned[1] {
		return fmt.Sprintf(w.ZkTurned, names[a.Seat])
	}
	// Both cards are in: the battle is decided or tied.
	if len(v.Pot) > 0 {
		return fmt.Sprintf(w.ZkTie, cardList(tx, v.Pot[max(0, len(v.Pot)-2):]))
	}
	// The battle's cards are the newest of the pile that grew.
	for p := range zweikampf.Players {
		if d := len(v.Won[p]) - z.before[p]; d > 0 {
			return fmt.Sprintf(w.ZkBattle, objName(tx, names, p, "dich"), cardList(tx, v.Won[p][len(v.Won[p])-d:]))
		}
	}
	return fmt.Sprintf(w.ZkTurned, names[a.Seat])
}

// cardList names cards by value and colour: "red 7, blue 12".
func cardList(tx *Text, cs []card.Card) string {
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += ", "
		}
		s += tx.CardName(c)
	}
	return s
}

func (*zweikampfBoard) gist(tx *Text) string { return wordsOf(tx).ZkGist }
