package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/zweikampf"
	"elferraus/scenes/i18n"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() {
	Boards[zweikampf.ID] = func() boardGame { return &zweikampfBoard{} }
	i18n.SayIn(zweikampf.ID, i18n.GameText{
		Name:  "Zweikampf",
		Tab:   "Zweikampf",
		Blurb: "Two stacks, one card each: the higher takes both.",
		Rules: "Aim: win the most cards. For two players.\n\n" +
			"Only red and blue 1 to 20 are used; each player gets twenty as a face-down stack.\n\n" +
			"Both turn their top card. The higher value takes both cards and keeps them apart. Equal values: both turn another card, and whoever wins that takes every card of the battle; a further tie goes on the same way. If a stack runs out in the middle of a tie, the cards of that battle are out of the game.\n\n" +
			"When the stacks are played through, the player with more cards wins.\n\n" +
			"Long game: a player whose stack is used up shuffles his won cards into a new stack, and the game goes on until one player holds all the cards (after 2000 battles, whoever has more wins).",
	}, i18n.GameText{
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
// down until both are in, the won piles; a battle decided (or tied) is
// held face up in the middle with its outcome before its cards go on.
type zweikampfBoard struct {
	// before are the won piles' sizes before the battle now played, for
	// the log.
	before [zweikampf.Players]int
	// shown are the cards of the reveal held: the battle's, the two just
	// turned last (seat 0's, then seat 1's); winner is the seat they go
	// to, zkTie while the tie goes on, zkOut when they leave the game.
	shown  []card.Card
	winner int
}

// The outcomes of a reveal other than a seat's win.
const (
	zkTie = -1
	zkOut = -2
)

func (*zweikampfBoard) secret() bool { return false }

// reveals: both cards are in, the battle decided or tied.
func (z *zweikampfBoard) reveals(gb, ga games.View, _ bool) bool {
	b, a := gb.(*zweikampf.View), ga.(*zweikampf.View)
	z.shown = z.shown[:0]
	switch {
	case a.Battles > b.Battles && len(a.Out) > len(b.Out):
		z.winner = zkOut
		z.shown = append(z.shown, a.Out[len(b.Out):]...)
	case a.Battles > b.Battles:
		for p := range zweikampf.Players {
			if d := len(a.Won[p]) - len(b.Won[p]); d > 0 {
				z.winner = p
				z.shown = append(z.shown, a.Won[p][len(a.Won[p])-d:]...)
			}
		}
	case len(a.Pot) > len(b.Pot):
		z.winner = zkTie
		z.shown = append(z.shown, a.Pot...)
	}
	return len(z.shown) >= 2
}

func (z *zweikampfBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *i18n.Text, names []string) {
	v := gv.(*zweikampf.View)
	w := i18n.WordsOf(tx)
	held := tb.held && len(z.shown) >= 2
	if !held {
		for p := range zweikampf.Players {
			z.before[p] = len(v.Won[p])
		}
	}
	// The held battle: its two last cards lie face up in their seats'
	// places, the tie's cards before them in the row.
	var pair []card.Card
	pot, out := v.Pot, v.Out
	if held {
		n := len(z.shown)
		pair = z.shown[n-2:]
		pot = z.shown[:n-2]
		if z.winner == zkOut {
			out = out[:max(0, len(out)-n)]
		}
	}
	stacks := [zweikampf.Players]int{}
	for p := range zweikampf.Players {
		stacks[p] = tb.hidden(p, zPile, fmt.Sprintf(w.Stack, v.Stack[p]), v.Stack[p])
		won := v.Won[p]
		if held && z.winner == p {
			won = won[:max(0, len(won)-len(z.shown))]
		}
		tb.add(p, zPile, fmt.Sprintf(w.Won, len(won)), won)
	}
	// The middle: each seat's turned card (face down until both are in),
	// the tied cards waiting.
	for p := range zweikampf.Players {
		var i int
		switch {
		case held:
			i = tb.add(-1, zPile, names[p], pair[p:p+1])
			tb.zones[i].mark = z.winner == p
		case v.Turned[p]:
			i = tb.hidden(-1, zPile, names[p], 1)
		default:
			i = tb.hidden(-1, zPile, names[p], 0)
		}
		tb.from(i, p)
	}
	tb.add(-1, zRow, w.ZkPot, pot)
	if len(out) > 0 {
		tb.add(-1, zPile, fmt.Sprintf(w.ZkOut, len(out)), out)
	}
	if held {
		z.outcome(tb, tx, names, pair)
	}
	if len(legal) > 0 {
		a := legal[0].(zweikampf.Action)
		tb.note, tb.keyNote = w.ZkHintTap, w.ZkHint
		label := w.ZkTurn
		if a.Kind == zweikampf.Shuffle {
			label = w.ZkShuffle
		}
		tb.pick(legal[0], stacks[v.Seat], -1)
		tb.Button(legal[0], label, ebiten.KeySpace)
	}
}

// outcome says the held battle in words over the middle: who wins how
// many cards, and by what values.
func (z *zweikampfBoard) outcome(tb *tableau, tx *i18n.Text, names []string, pair []card.Card) {
	w := i18n.WordsOf(tx)
	switch z.winner {
	case zkTie:
		tb.big, tb.bigSub = fmt.Sprintf(w.TieAt, pair[0].Value()), w.ZkTieOn
	case zkOut:
		tb.big, tb.bigSub = fmt.Sprintf(w.TieAt, pair[0].Value()), w.ZkTieGone
	default:
		p := z.winner
		tb.big = i18n.Wins(tx, names, p, len(z.shown))
		tb.bigSub = fmt.Sprintf(w.Beats, pair[p].Value(), pair[1-p].Value())
	}
}

func (z *zweikampfBoard) Say(tx *i18n.Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(zweikampf.Action)
	v := gv.(*zweikampf.View)
	w := i18n.WordsOf(tx)
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
			return fmt.Sprintf(w.ZkBattle, i18n.ObjName(tx, names, p, "dich"), cardList(tx, v.Won[p][len(v.Won[p])-d:]))
		}
	}
	return fmt.Sprintf(w.ZkTurned, names[a.Seat])
}

// cardList names cards by value and colour: "red 7, blue 12".
func cardList(tx *i18n.Text, cs []card.Card) string {
	s := ""
	for i, c := range cs {
		if i > 0 {
			s += ", "
		}
		s += tx.CardName(c)
	}
	return s
}

func (*zweikampfBoard) gist(tx *i18n.Text) string { return i18n.WordsOf(tx).ZkGist }
