package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/ueberall"
	"elferraus/scenes/i18n"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() {
	Boards[ueberall.ID] = func() boardGame { return &ueberallBoard{} }
	i18n.SayIn(ueberall.ID, i18n.GameText{
		Name:  "Überall anschließen",
		Tab:   "Überall",
		Blurb: "Turn your cards and lay them on any pile one lower; overlook a fit and hear \"Stopp!\"",
		Rules: "Aim: be the first to get rid of all your cards. For two to six players.\n\n" +
			"All 80 cards are dealt as face-down stacks. Each player builds a face-up pile in front of his stack. The first player turns his top card: it starts the centre pile.\n\n" +
			"On your turn you turn the top card of your stack. It fits a pile whose top card is one lower (after 20 comes 1; colours do not count). If it fits the centre, it goes there first; otherwise, if it fits another player's pile, you lay it on one of those. Then you turn the next card. A card that fits nowhere goes on your own pile, and your turn is over.\n\n" +
			"Stopp!: if you lay a card on your own pile although it fitted somewhere, everybody else has a moment to call \"Stopp!\" (press his key or his button before the bar runs out). Each caller gives you the bottom card of his stack, face down on top of yours.\n\n" +
			"When your stack is used up, your pile is turned over to become your new stack. Whoever has no cards left is out; the first out wins, and play goes on for the other places until one player is left (after 5000 turned cards, fewer cards left place higher).\n\n" +
			"At the table: press the pile the turned card goes to (the fitting ones are outlined), or your own pile. With several people at one keyboard, each has his own \"Stopp!\" key (the Schnipp Schnapp keys of the options).",
	}, i18n.GameText{
		Name:  "Überall anschließen",
		Tab:   "Überall",
		Blurb: "Karten aufdecken und an jeden Stapel anlegen, der eins niedriger ist; wer übersieht, hört „Stopp!“",
		Rules: "Ziel: als Erster alle Karten loswerden. Für zwei bis sechs Spieler.\n\n" +
			"Alle 80 Karten werden als verdeckte Stapel verteilt. Vor seinem Stapel legt jeder einen offenen Ablagestapel an. Der erste Spieler deckt seine oberste Karte auf: sie beginnt den Stapel in der Mitte.\n\n" +
			"Wer dran ist, deckt die oberste Karte seines Stapels auf. Sie passt auf einen Stapel, dessen oberste Karte eins niedriger ist (nach 20 kommt 1; die Farbe zählt nicht). Passt sie auf die Mitte, kommt sie zuerst dorthin; sonst, wenn sie auf den Ablagestapel eines anderen passt, legst du sie auf einen davon. Dann deckst du die nächste Karte auf. Eine Karte, die nirgends passt, kommt auf deinen eigenen Ablagestapel, und dein Zug ist vorbei.\n\n" +
			"Stopp!: Legst du eine Karte auf deinen eigenen Stapel, obwohl sie irgendwo gepasst hätte, haben alle anderen einen Moment Zeit, „Stopp!“ zu rufen (eigene Taste oder eigener Knopf, bevor der Balken abläuft). Jeder Rufer gibt dir die unterste Karte seines Stapels, verdeckt oben auf deinen.\n\n" +
			"Ist dein Stapel aufgebraucht, wird dein Ablagestapel umgedreht und ist dein neuer Stapel. Wer keine Karten mehr hat, ist raus; wer zuerst raus ist, gewinnt, und um die weiteren Plätze wird gespielt, bis nur noch einer übrig ist (nach 5000 aufgedeckten Karten platziert weniger Restkarten besser).\n\n" +
			"Am Tisch: Klicke den Stapel, auf den die aufgedeckte Karte soll (die passenden sind umrandet), oder deinen eigenen. Sitzen mehrere an einer Tastatur, hat jeder seine eigene „Stopp!“-Taste (die Schnipp-Schnapp-Tasten der Optionen).",
	})
}

// ueWords are the words of Überall anschließen's table.
type ueWords struct {
	// Gist is what the game's cards do, said by a long press.
	Gist                             string
	Stack, Pile, Centre, Turned, Out string
	TurnedNone                       string
	Turn, Stopp                      string
	HintTurn, HintOpen, HintCentre   string
	HintGive                         string
	HintTurnTap                      string // HintTurn without keys
	Big, BigSub, WindowNote          string
	Opens, OnCentre, OnPile, OnOwn   string
	OnOwnFit, Calls, Nobody, IsOut   string
	// BigSubYou is BigSub for the person at the screen.
	BigSubYou string
	// Place is Out for a narrow panel: the place alone.
	Place string
}

var ueEnglish = ueWords{
	Gist:        "A turned card fits a pile whose top card is one lower (after 20 comes 1).",
	Stack:       "Stack %d",
	Pile:        "Pile %d",
	Centre:      "Centre %d",
	Turned:      "Turned: %s",
	TurnedNone:  "Turned card",
	Out:         "Out – place %d",
	Place:       "place %d",
	Turn:        "Turn",
	Stopp:       "Stopp!",
	HintTurn:    "Turn your top card (click your stack or press Space)",
	HintTurnTap: "Turn your top card: tap your stack",
	HintOpen:    "Lay it in the middle: it starts the centre pile",
	HintCentre:  "It fits the centre: click the centre",
	HintGive:    "It fits an outlined pile: click one",
	Big:         "Stopp?",
	BigSub:      "%s kept a card that fitted",
	BigSubYou:   "You kept a card that fitted",
	WindowNote:  "Call \"Stopp!\" before the bar runs out",
	Opens:       "%s: %s opens the centre",
	OnCentre:    "%s: %s → centre",
	OnPile:      "%s: %s → %s",
	OnOwn:       "%s: %s → own pile, turn over",
	OnOwnFit:    "%s: %s → own pile – it fitted!",
	Calls:       "%s: Stopp! – a card to %s",
	Nobody:      "Nobody called Stopp!",
	IsOut:       "out, place %d",
}

var ueGerman = ueWords{
	Gist:        "Eine aufgedeckte Karte passt auf einen Stapel, dessen oberste Karte um eins niedriger ist (nach 20 kommt 1).",
	Stack:       "Stapel %d",
	Pile:        "Ablage %d",
	Centre:      "Mitte %d",
	Turned:      "Aufgedeckt: %s",
	TurnedNone:  "Aufgedeckte Karte",
	Out:         "Raus – Platz %d",
	Place:       "Platz %d",
	Turn:        "Aufdecken",
	Stopp:       "Stopp!",
	HintTurn:    "Decke deine oberste Karte auf (Stapel anklicken oder Leertaste)",
	HintTurnTap: "Decke deine oberste Karte auf: tippe deinen Stapel an",
	HintOpen:    "Lege sie in die Mitte: sie beginnt den Mittelstapel",
	HintCentre:  "Sie passt auf die Mitte: klicke die Mitte",
	HintGive:    "Sie passt auf einen umrandeten Stapel: klicke einen",
	Big:         "Stopp?",
	BigSub:      "%s hat eine passende Karte behalten",
	BigSubYou:   "Du hast eine passende Karte behalten",
	WindowNote:  "Ruf „Stopp!“, bevor der Balken abläuft",
	Opens:       "%s: %s eröffnet die Mitte",
	OnCentre:    "%s: %s → Mitte",
	OnPile:      "%s: %s → %s",
	OnOwn:       "%s: %s → eigene Ablage, Zugende",
	OnOwnFit:    "%s: %s → eigene Ablage – sie passte!",
	Calls:       "%s: Stopp! – eine Karte für %s",
	Nobody:      "Niemand rief Stopp!",
	IsOut:       "raus, Platz %d",
}

func ueWordsOf(tx *i18n.Text) *ueWords {
	if tx == &i18n.German {
		return &ueGerman
	}
	return &ueEnglish
}

// ueWindowTicks is how long the "Stopp!" window stays open: 1.75 s.
const ueWindowTicks = 105

// ueberallBoard lays out Überall anschließen: every seat's face-down stack
// and face-up pile (its top card), the centre pile and the card just
// turned in the middle, the piles it fits outlined. Nothing is secret; the
// "Stopp!" window is a real-time choice of everybody but the overlooker.
type ueberallBoard struct {
	// calls counts the "Stopp!" calls of the open window, so its close
	// can say that nobody called.
	calls int
}

func (*ueberallBoard) secret() bool { return false }

// Zones, per seat in seat order: the stack, then the pile; then the centre
// and the turned card.
func (*ueberallBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *i18n.Text, names []string) {
	v := gv.(*ueberall.View)
	w := ueWordsOf(tx)
	stacks := make([]int, v.Players)
	piles := make([]int, v.Players)
	for p := range v.Players {
		label := fmt.Sprintf(w.Stack, v.Stacks[p])
		if v.Places[p] > 0 {
			label = fmt.Sprintf(w.Out, v.Places[p])
		}
		stacks[p] = tb.hidden(p, zPile, label, v.Stacks[p])
		if v.Places[p] > 0 {
			tb.zones[stacks[p]].place = true
			tb.zones[stacks[p]].short = fmt.Sprintf(w.Place, v.Places[p])
		}
		var top []card.Card
		if v.Tops[p] != card.None {
			top = []card.Card{v.Tops[p]}
		}
		piles[p] = tb.add(p, zPile, fmt.Sprintf(w.Pile, v.Piles[p]), top)
	}
	var centre []card.Card
	if v.Centre != card.None {
		centre = []card.Card{v.Centre}
	}
	mid := tb.add(-1, zPile, fmt.Sprintf(w.Centre, v.CentreCount), centre)
	var turned []card.Card
	label := w.TurnedNone
	if v.Turned != card.None && !v.Over {
		turned = []card.Card{v.Turned}
		label = fmt.Sprintf(w.Turned, names[v.Turn])
	}
	tz := tb.add(-1, zPile, label, turned)
	tb.from(tz, v.Turn)
	if v.Window {
		tb.big = w.Big
		// The person's own line names nobody: it takes no name.
		tb.bigSub = i18n.YouSay(tx, names, v.Overlooker, w.BigSub, w.BigSubYou)
		if tb.bigSub == w.BigSub {
			tb.bigSub = fmt.Sprintf(w.BigSub, names[v.Overlooker])
		}
		tb.note = w.WindowNote
		tb.zones[piles[v.Overlooker]].mark = true
	} else if c := v.Turned; c != card.None && v.Centre != card.None {
		// The piles the card fits: the centre comes first.
		if ueberall.Fits(c, v.Centre) {
			tb.zones[mid].mark = true
		} else {
			for p, t := range v.Tops {
				if p != v.Turn && ueberall.Fits(c, t) {
					tb.zones[piles[p]].mark = true
				}
			}
		}
	}
	for _, ga := range legal {
		a := ga.(ueberall.Action)
		switch a.Kind {
		case ueberall.Turn:
			tb.note, tb.keyNote = w.HintTurnTap, w.HintTurn
			tb.pick(ga, stacks[a.Seat], -1)
			tb.Button(ga, w.Turn, ebiten.KeySpace)
		case ueberall.Centre:
			tb.note = w.HintCentre
			if v.Centre == card.None {
				tb.note = w.HintOpen
			}
			tb.pick(ga, mid, -1)
		case ueberall.Give:
			tb.note = w.HintGive
			tb.pick(ga, piles[a.On], -1)
		case ueberall.Keep:
			// Keeping a card that fits elsewhere: the overlook that
			// opens the "Stopp!" window.
			tb.pick(ga, piles[a.Seat], -1)
		case ueberall.Stopp:
			// The window's own button; the board adds the person's key.
			tb.Button(ga, w.Stopp, 0)
		}
	}
}

func (u *ueberallBoard) Say(tx *i18n.Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(ueberall.Action)
	v := gv.(*ueberall.View)
	w := ueWordsOf(tx)
	who := names[a.Seat]
	line := ""
	switch a.Kind {
	case ueberall.Turn:
		// A card that fits no other pile went on the own within the turn.
		if v.Turned == card.None {
			line = fmt.Sprintf(w.OnOwn, who, tx.CardName(v.Tops[a.Seat]))
		}
	case ueberall.Centre:
		line = fmt.Sprintf(w.OnCentre, who, tx.CardName(v.Centre))
		if v.CentreCount == 1 {
			line = fmt.Sprintf(w.Opens, who, tx.CardName(v.Centre))
		}
	case ueberall.Give:
		line = fmt.Sprintf(w.OnPile, who, tx.CardName(v.Tops[a.On]), names[a.On])
	case ueberall.Keep:
		line = fmt.Sprintf(w.OnOwn, who, tx.CardName(v.Tops[a.Seat]))
		if v.Window {
			u.calls = 0
			line = fmt.Sprintf(w.OnOwnFit, who, tx.CardName(v.Tops[a.Seat]))
		}
	case ueberall.Stopp:
		u.calls++
		line = fmt.Sprintf(w.Calls, who, i18n.ObjName(tx, names, v.Overlooker, "dich"))
	case ueberall.Pass:
		if !v.Window && u.calls == 0 {
			line = w.Nobody
		}
	}
	if line != "" && v.Places[a.Seat] > 0 && a.Kind != ueberall.Stopp && a.Kind != ueberall.Pass {
		line += " – " + fmt.Sprintf(w.IsOut, v.Places[a.Seat])
	}
	return line
}

// window: the "Stopp!" window is open after an overlooked fit.
func (*ueberallBoard) window(gv games.View) (int, bool) {
	v, ok := gv.(*ueberall.View)
	return ueWindowTicks, ok && v.Window && !v.Over
}

func (*ueberallBoard) fallback(seat int) games.Action {
	return ueberall.Action{Seat: seat, Kind: ueberall.Pass}
}

// react: an easy bot is slow and often too late (the window is 105 ticks),
// a normal one mostly in time, a hard one quick.
func (*ueberallBoard) react(l level.Level, r float64) int {
	switch l {
	case level.Hard:
		return 15 + int(r*20)
	case level.Normal:
		return 35 + int(r*45)
	}
	return 55 + int(r*80)
}

func (*ueberallBoard) gist(tx *i18n.Text) string { return ueWordsOf(tx).Gist }
