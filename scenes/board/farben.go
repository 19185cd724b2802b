package board

import (
	"elferraus/engine/card"
	"elferraus/engine/farben"
	"elferraus/engine/games"
	"elferraus/scenes/i18n"
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() {
	Boards[farben.ID] = func() boardGame { return &farbenBoard{stack: -1} }
	i18n.SayIn(farben.ID, i18n.GameText{
		Name:  "Farben sammeln",
		Tab:   "Farben sammeln",
		Blurb: "Swap cards with four open piles until your hand is one colour.",
		Rules: "Aim: the highest sum of one colour in your hand. For 2 to 6 players, over several rounds.\n\n" +
			"Each player gets 9 cards (with 4 or 5 players 8, with 6 players 7). Four cards lie open side by side as four piles; the rest is a face-down stack.\n\n" +
			"Your turn has two steps. First take one card: the top card of the stack or the top card of one of the open piles. Then lay one card of your hand face up on a pile. If your take emptied a pile, your card goes into that empty place. A card taken from a pile may not go straight back onto it.\n\n" +
			"Everybody sees which cards you take from the open piles: the table shows them face up in your place until you lay them again.\n\n" +
			"Once your hand is of one colour after your lay, you may call \"Schluss\" with that lay: the round ends at once. Every player then counts his cards colour by colour; the best colour's sum is his score for the round.\n\n" +
			"If the stack runs out, the cards under the tops of the piles are shuffled into a new one. After 400 turns without \"Schluss\" the round ends and is counted as it lies.\n\n" +
			"The player left of the dealer begins; in later rounds the round's lowest score begins. The highest total after the last round wins the match.\n\n" +
			"At the table: press the stack or a pile to take; press a card of your hand and then a pile to lay it. When Schluss is possible, switch it on with the button or S before you lay.",
	}, i18n.GameText{
		Name:  "Farben sammeln",
		Tab:   "Farben sammeln",
		Blurb: "Tausche Karten mit vier offenen Stapeln, bis deine Hand einfarbig ist.",
		Rules: "Ziel: die höchste Summe einer Farbe auf der Hand. Für 2 bis 6 Spieler, über mehrere Runden.\n\n" +
			"Jeder bekommt 9 Karten (zu viert oder fünft 8, zu sechst 7). Vier Karten liegen offen nebeneinander als vier Stapel; der Rest ist ein verdeckter Nachziehstapel.\n\n" +
			"Dein Zug hat zwei Schritte. Zuerst nimmst du eine Karte: die oberste des Nachziehstapels oder die oberste eines offenen Stapels. Dann legst du eine Karte deiner Hand offen auf einen Stapel. Hat dein Nehmen einen Stapel geleert, kommt deine Karte auf diesen leeren Platz. Eine von einem Stapel genommene Karte darf nicht gleich wieder darauf.\n\n" +
			"Alle sehen, welche Karten du von den offenen Stapeln nimmst: der Tisch zeigt sie offen bei dir, bis du sie wieder ablegst.\n\n" +
			"Ist deine Hand nach dem Ablegen einfarbig, darfst du mit diesem Ablegen \"Schluss\" sagen: die Runde endet sofort. Dann zählt jeder seine Karten Farbe für Farbe zusammen; die Summe der besten Farbe sind seine Punkte der Runde.\n\n" +
			"Ist der Nachziehstapel leer, werden die Karten unter den obersten der Stapel zu einem neuen gemischt. Nach 400 Zügen ohne \"Schluss\" endet die Runde und wird gezählt, wie sie liegt.\n\n" +
			"Der Spieler links vom Geber beginnt; in späteren Runden beginnt, wer die Runde davor am wenigsten Punkte hatte. Die höchste Summe nach der letzten Runde gewinnt.\n\n" +
			"Am Tisch: Zum Nehmen den Nachziehstapel oder einen Stapel anklicken; zum Ablegen eine Karte der Hand und dann den Stapel. Ist Schluss möglich, schalte es vor dem Ablegen mit dem Knopf oder S ein.",
	})
}

// farbenWords are Farben sammeln's words at the board.
type farbenWords struct {
	// Gist is what the game's cards do, said by a long press.
	Gist              string
	Stack, StackEmpty string // "Stack %d", "Stack empty – shuffle"
	Pile, PileEmpty   string // "Pile %d (%d)", "Pile %d – empty"
	// StackShort and PileShort name the stack and a pile where an upright
	// phone has no room for more ("Stack", "Pile %d").
	StackShort, PileShort string
	Hand                  string // "Hand %d"
	Seen                  string // "%d seen"
	Best                  string // "best %s"
	Score                 string // "Score %d"
	Take, Lay, Fill       string
	SchlussCan            string
	SchlussNote           string
	// SchlussCanTap, SchlussNoteTap: the same without the key.
	SchlussCanTap, SchlussNoteTap string
	SchlussOff                    string
	SchlussOn                     string
	Took, Drew                    string // log lines
	Shuffled                      string
	Laid, Called                  string
	// YouCalled is Called for the person at the screen.
	YouCalled string
	CalledLay string // "%s calls Schluss (%s on pile %d)"
	// The log lines of the person alone at the screen ("You take …").
	YouTook, YouDrew, YouLaid, YouCalledLay string
	Bound                                   string
	Big, BigBound                           string
}

var farbenEnglish = farbenWords{
	Gist:           "Collect one colour: take from the stack or an open pile, then lay to a pile.",
	Stack:          "Stack %d",
	StackEmpty:     "Stack empty – draw reshuffles",
	Pile:           "Pile %d (%d)",
	StackShort:     "Stack",
	PileShort:      "Pile %d",
	PileEmpty:      "Pile %d – empty",
	Hand:           "Hand %d",
	Seen:           "%d seen taken",
	Best:           "best: %s",
	Score:          "Score %d",
	Take:           "Take a card: click the stack or an open pile",
	Lay:            "Lay a card: click it in your hand, then a pile",
	Fill:           "Lay a card into the empty place of pile %d",
	SchlussCan:     " – Schluss possible (S)",
	SchlussNote:    "Schluss is on: the card you lay now ends the round (S: off)",
	SchlussCanTap:  " – Schluss possible: tap “Call Schluss”",
	SchlussNoteTap: "Schluss is on: the card you lay now ends the round (tap the button: off)",
	SchlussOff:     "Call Schluss",
	SchlussOn:      "Schluss: ON",
	Took:           "%s takes the %s from pile %d",
	Drew:           "%s takes from the stack",
	Shuffled:       " (the piles were shuffled into a new stack)",
	Laid:           "%s lays the %s on pile %d",
	Called:         "%s calls Schluss",
	YouCalled:      "%s call Schluss",
	CalledLay:      "%s calls Schluss (%s on pile %d)",
	YouTook:        "%s take the %s from pile %d",
	YouDrew:        "%s take from the stack",
	YouLaid:        "%s lay the %s on pile %d",
	YouCalledLay:   "%s call Schluss (%s on pile %d)",
	Bound:          " – 400 turns: the round ends",
	Big:            "Schluss!",
	BigBound:       "400 turns – the round ends",
}

var farbenGerman = farbenWords{
	Gist:           "Sammle eine Farbe: nimm vom Nachziehstapel oder einem offenen Stapel, dann lege auf einen Stapel.",
	Stack:          "Nachziehstapel %d",
	StackEmpty:     "Nachziehstapel leer – Ziehen mischt neu",
	Pile:           "Stapel %d (%d)",
	StackShort:     "Ziehstapel",
	PileShort:      "Stapel %d",
	PileEmpty:      "Stapel %d – leer",
	Hand:           "Hand %d",
	Seen:           "%d offen genommen",
	Best:           "beste: %s",
	Score:          "Punkte %d",
	Take:           "Nimm eine Karte: Nachziehstapel oder offenen Stapel anklicken",
	Lay:            "Lege eine Karte ab: erst die Karte, dann den Stapel anklicken",
	Fill:           "Lege eine Karte auf den leeren Platz von Stapel %d",
	SchlussCan:     " – Schluss möglich (S)",
	SchlussNote:    "Schluss ist an: die Karte, die du jetzt legst, beendet die Runde (S: aus)",
	SchlussCanTap:  " – Schluss möglich: „Schluss sagen“ antippen",
	SchlussNoteTap: "Schluss ist an: die Karte, die du jetzt legst, beendet die Runde (Knopf antippen: aus)",
	SchlussOff:     "Schluss sagen",
	SchlussOn:      "Schluss: AN",
	Took:           "%s nimmt die %s von Stapel %d",
	Drew:           "%s zieht vom Nachziehstapel",
	Shuffled:       " (die Stapel wurden neu gemischt)",
	Laid:           "%s legt die %s auf Stapel %d",
	Called:         "%s sagt Schluss",
	YouCalled:      "%s sagst Schluss",
	CalledLay:      "%s sagt Schluss (%s auf Stapel %d)",
	YouTook:        "%s nimmst die %s von Stapel %d",
	YouDrew:        "%s ziehst vom Nachziehstapel",
	YouLaid:        "%s legst die %s auf Stapel %d",
	YouCalledLay:   "%s sagst Schluss (%s auf Stapel %d)",
	Bound:          " – 400 Züge: die Runde endet",
	Big:            "Schluss!",
	BigBound:       "400 Züge – die Runde endet",
}

func farbenWordsOf(tx *i18n.Text) *farbenWords {
	if tx == &i18n.German {
		return &farbenGerman
	}
	return &farbenEnglish
}

// farbenBoard lays out Farben sammeln: every seat's hand (the own one face
// up and sorted by colour, the others face down but for the cards they were
// seen taking), the stack and the four open piles in the middle.
type farbenBoard struct {
	// schluss: the person switched "Schluss" on, so the lays offered are
	// the ones that announce it. It is off again at every take.
	schluss bool
	// stack is the stack's size after the last play told, -1 unknown: a
	// draw from an empty stack reshuffled the piles.
	stack int
}

func (*farbenBoard) secret() bool { return true }

// byColour sorts cards by colour, then value, so a hand's colours read at
// once.
func byColour(cs []card.Card) []card.Card {
	out := slices.Clone(cs)
	card.Sort(out, func(a, b card.Card) int {
		if a.Color() != b.Color() {
			return int(a.Color()) - int(b.Color())
		}
		return a.Value() - b.Value()
	})
	return out
}

// colourSums tells a hand's sum per colour and its best one:
// "red 23 · blue 41 – best: blue 41".
func colourSums(tx *i18n.Text, w *farbenWords, h []card.Card) string {
	var sums [card.NumColors]int
	var has [card.NumColors]bool
	for _, c := range h {
		sums[c.Color()] += c.Value()
		has[c.Color()] = true
	}
	best := -1
	var parts []string
	for _, col := range card.Colors {
		if !has[col] {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s %d", tx.ColorNames[col], sums[col]))
		if best < 0 || sums[col] > sums[best] {
			best = int(col)
		}
	}
	if best < 0 {
		return ""
	}
	return strings.Join(parts, " · ") + " – " + fmt.Sprintf(w.Best, fmt.Sprintf("%s %d", tx.ColorNames[best], sums[best]))
}

func (f *farbenBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *i18n.Text, names []string) {
	v := gv.(*farben.View)
	w := farbenWordsOf(tx)
	f.stack = v.Stack
	// Every seat's hand, in seat order.
	hand := -1
	mine := byColour(v.Hand)
	for p := range v.Players {
		switch {
		case p == v.Seat:
			label := colourSums(tx, w, mine)
			if v.Over {
				label = fmt.Sprintf(w.Score, farben.Best(mine)) + " · " + label
			}
			hand = tb.add(p, zFan, label, mine)
			tb.zones[hand].private = true
		case v.Over:
			shown := byColour(v.Shown[p])
			tb.add(p, zFan, fmt.Sprintf(w.Score, farben.Best(shown)), shown)
		default:
			known := byColour(v.Known[p])
			label := fmt.Sprintf(w.Hand, v.Counts[p])
			short := label
			if len(known) > 0 {
				// The cards seen taken lie face up in the fan: a
				// narrow panel says only the count.
				label += " · " + fmt.Sprintf(w.Seen, len(known))
			}
			i := tb.hidden(p, zFan, label, v.Counts[p]-len(known))
			tb.zones[i].short = short
			tb.zones[i].cards = append(tb.zones[i].cards, known...)
		}
	}
	// The middle: the stack and the four open piles, each its own place.
	label := fmt.Sprintf(w.Stack, v.Stack)
	if v.Stack == 0 {
		label = w.StackEmpty
	}
	stack := tb.hidden(-1, zPile, label, v.Stack)
	tb.zones[stack].short = w.StackShort
	var piles [farben.NumPiles]int
	for i := range farben.NumPiles {
		label := fmt.Sprintf(w.Pile, i+1, v.Sizes[i])
		if v.Sizes[i] == 0 {
			label = fmt.Sprintf(w.PileEmpty, i+1)
		}
		piles[i] = tb.hidden(-1, zPile, label, max(v.Sizes[i]-1, 0))
		tb.zones[piles[i]].short = fmt.Sprintf(w.PileShort, i+1)
		if v.Tops[i] != card.None {
			tb.zones[piles[i]].cards = append(tb.zones[piles[i]].cards, v.Tops[i])
		}
	}
	switch {
	case v.Over && v.Reason == "schluss" && v.Ender >= 0 && v.Ender < len(names):
		tb.big, tb.bigSub = w.Big, fmt.Sprintf(i18n.YouSay(tx, names, v.Ender, w.Called, w.YouCalled), names[v.Ender])
	case v.Over:
		tb.big = w.BigBound
	}
	if !v.Took {
		f.schluss = false
	}
	if len(legal) == 0 {
		return
	}
	if !v.Took {
		tb.note = w.Take
		for _, ga := range legal {
			a := ga.(farben.Action)
			switch a.Kind {
			case farben.Draw:
				tb.pick(a, stack, -1)
			case farben.Take:
				tb.pick(a, piles[a.Pile], -1)
			}
		}
		return
	}
	can := slices.ContainsFunc(legal, func(ga games.Action) bool { return ga.(farben.Action).Schluss })
	if !can {
		f.schluss = false
	}
	tb.note = w.Lay
	if v.From >= 0 && v.Sizes[v.From] == 0 {
		tb.note = fmt.Sprintf(w.Fill, v.From+1)
		tb.zones[piles[v.From]].mark = true
	}
	if can {
		tb.note, tb.keyNote = tb.note+w.SchlussCanTap, tb.note+w.SchlussCan
	}
	if f.schluss {
		tb.note, tb.keyNote = w.SchlussNoteTap, w.SchlussNote
	}
	for _, ga := range legal {
		a := ga.(farben.Action)
		if a.Kind != farben.Lay || a.Schluss != f.schluss {
			continue
		}
		j := slices.Index(mine, a.Card)
		if j < 0 {
			continue
		}
		c := tb.pick(a, hand, j)
		c.to = &spot{piles[a.Pile], -1}
	}
	if can {
		label := w.SchlussOff
		if f.schluss {
			label = w.SchlussOn
		}
		tb.toggle(label, ebiten.KeyS, func() { f.schluss = !f.schluss })
	}
}

func (f *farbenBoard) Say(tx *i18n.Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(farben.Action)
	v := gv.(*farben.View)
	w := farbenWordsOf(tx)
	before := f.stack
	f.stack = v.Stack
	name := names[a.Seat]
	took, drew, laid, called := w.Took, w.Drew, w.Laid, w.CalledLay
	if name == tx.You {
		took, drew, laid, called = w.YouTook, w.YouDrew, w.YouLaid, w.YouCalledLay
	}
	switch a.Kind {
	case farben.Draw:
		line := fmt.Sprintf(drew, name)
		if before == 0 {
			line += w.Shuffled
		}
		return line
	case farben.Take:
		// The card taken is the newest in the hand, known to everybody.
		taken := card.None
		switch {
		case a.Seat == v.Seat && len(v.Hand) > 0:
			taken = v.Hand[len(v.Hand)-1]
		case a.Seat < len(v.Known) && len(v.Known[a.Seat]) > 0:
			taken = v.Known[a.Seat][len(v.Known[a.Seat])-1]
		}
		if taken == card.None {
			return fmt.Sprintf(took, name, "?", a.Pile+1)
		}
		return fmt.Sprintf(took, name, tx.CardName(taken), a.Pile+1)
	}
	if a.Schluss {
		return fmt.Sprintf(called, name, tx.CardName(a.Card), a.Pile+1)
	}
	line := fmt.Sprintf(laid, name, tx.CardName(a.Card), a.Pile+1)
	if v.Over {
		line += w.Bound
	}
	return line
}

func (*farbenBoard) gist(tx *i18n.Text) string { return farbenWordsOf(tx).Gist }
