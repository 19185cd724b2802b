package i18n

import (
	"fmt"
	"strconv"
)

// boardWords are the board's own words and those of the games played at
// it, in one language. They live apart from Text so that each game's board
// brings its words in its own file (registered with sayIn).
type boardWords struct {
	Waiting string // several seats choose at once
	Won     string // "Won %d"
	Stack   string // "Stack %d"
	Hand    string // "Hand %d"

	// A long press on a card or zone explains it.
	ExHidden, ExEmpty   string // a card lying face down; a place without cards
	ExOf                string // "%s · %s": the seat's name and the zone's label
	ExCan, ExNot, ExOff string // it can be chosen now; not now; not the person's turn
	ExDismiss           string

	// A reveal held on the table: the status while it waits, and its
	// outcome in words.
	GoOn, GoOnTap string // with keys; for tapping
	Wins, WinsYou string // "%s wins %s" (a count of cards); the person's
	Beats         string // "%d beats %d"
	TieAt         string // "Tie at %d"

	// A card dragged where it does nothing flies back, with the reason.
	DropNot, DropThere string // no choice at all; none there

	// Die höchste Karte gewinnt.
	HoHighest  string // "%d is the highest"
	HoChoose   string
	HoChosen   string // "%s has chosen"
	HoTrick    string // "Trick %d: %s"
	HoTakes    string // "%s takes the cards"
	HoTie      string // "a tie: the cards wait"
	HoTieOut   string // "a tie on the last trick: out of the game"
	HoWaiting  string // "Waiting: %d"
	HoLeft     string // "left: %s"
	HoLeftN    string // HoLeft where a narrow panel has no room for the list: "%d left"
	HoYours    string
	HoSeats    string // HoYours of a bot's seat: "%s's choice"
	HoHidden   string
	HoNotChose string
	HoGist     string // what the game's cards do, said by a long press

	// Zweikampf.
	ZkTurn     string
	ZkShuffle  string
	ZkTurned   string // "%s turns"
	ZkShuffled string // "%s shuffles his won cards into a new stack"
	ZkBattle   string // "%s takes %d"
	ZkTie      string
	ZkPot      string
	ZkOut      string // "Out %d"
	ZkHint     string
	ZkHintTap  string // ZkHint without keys
	ZkGist     string
	ZkTieOn    string // the tie goes on
	ZkTieGone  string // the tie's cards leave the game

	// Ratefix: "Total %d · closest guess %d".
	RfTotal string

	// Mogeln: the verdict of a call, large.
	MoTrue, MoLie, MoOne, MoTwo string

	// Schwarzer Peter: the card the person drew ("%s drew %s"; his own
	// "You drew %s"), and where it goes.
	SpDrew, SpDrewYou, SpPair, SpKeep string
}

var EnglishWords = boardWords{
	Waiting: "Waiting for the others' choices",
	Won:     "Won %d",
	Stack:   "Stack %d",
	Hand:    "Hand %d",

	ExHidden:  "A card lying face down",
	ExEmpty:   "An empty place",
	ExOf:      "%s · %s",
	ExCan:     "You can choose it now.",
	ExNot:     "It cannot be chosen now.",
	ExOff:     "Nothing can be chosen now: it is not your turn.",
	ExDismiss: "Tap or click to close",

	GoOn:      "Space: go on",
	GoOnTap:   "Tap to go on",
	Wins:      "%s wins %s",
	WinsYou:   "You win %s",
	Beats:     "%d beats %d",
	TieAt:     "Tie at %d",
	DropNot:   "That card cannot be played now",
	DropThere: "That card cannot go there",

	HoHighest:  "%d is the highest",
	HoChoose:   "Choose a card: all are shown together",
	HoChosen:   "%s: card chosen",
	HoTrick:    "Trick %d: %s",
	HoTakes:    "to %s",
	HoTie:      "a tie – the cards wait",
	HoTieOut:   "a tie on the last trick – out of the game",
	HoWaiting:  "Waiting: %d",
	HoLeft:     "left: %s",
	HoLeftN:    "%d left",
	HoYours:    "Your choice",
	HoSeats:    "%s's choice",
	HoHidden:   "chosen",
	HoNotChose: "choosing…",
	HoGist:     "The single highest card takes the trick; on a tie the cards wait.",

	ZkTurn:     "Turn",
	ZkShuffle:  "Shuffle",
	ZkTurned:   "%s: card turned",
	ZkShuffled: "%s: won cards shuffled into a new stack",
	ZkBattle:   "Battle to %s: %s",
	ZkTie:      "A tie: %s – turn again",
	ZkPot:      "Battle",
	ZkOut:      "Out %d",
	ZkHint:     "Turn your top card (click your stack or press Space)",
	ZkHintTap:  "Turn your top card: tap your stack",
	ZkGist:     "Both turn a card: the higher one takes both; on a tie turn again.",
	ZkTieOn:    "Both turn another card: its winner takes all",
	ZkTieGone:  "A stack ran out: the battle's cards leave the game",

	RfTotal: "Total %d · closest guess %d",

	MoTrue: "True!",
	MoLie:  "A lie!",
	MoOne:  "One card!",
	MoTwo:  "Two cards!",

	SpDrew:    "%s drew %s",
	SpDrewYou: "You drew %s",
	SpPair:    "A pair: both are laid down",
	SpKeep:    "It goes into the hand",
}

var GermanWords = boardWords{
	Waiting: "Die anderen wählen noch",
	Won:     "Gewonnen %d",
	Stack:   "Stapel %d",
	Hand:    "Hand %d",

	ExHidden:  "Eine verdeckte Karte",
	ExEmpty:   "Ein leerer Platz",
	ExOf:      "%s · %s",
	ExCan:     "Du kannst sie jetzt wählen.",
	ExNot:     "Sie kann jetzt nicht gewählt werden.",
	ExOff:     "Jetzt ist nichts zu wählen: du bist nicht am Zug.",
	ExDismiss: "Antippen oder klicken zum Schließen",

	GoOn:      "Leertaste: weiter",
	GoOnTap:   "Antippen: weiter",
	Wins:      "%s gewinnt %s",
	WinsYou:   "Du gewinnst %s",
	Beats:     "%d schlägt %d",
	TieAt:     "Gleichstand bei %d",
	DropNot:   "Diese Karte kann jetzt nicht gespielt werden",
	DropThere: "Diese Karte kann dort nicht hin",

	HoHighest:  "%d ist die höchste",
	HoChoose:   "Wähle eine Karte: alle werden zugleich aufgedeckt",
	HoChosen:   "%s: Karte gewählt",
	HoTrick:    "Stich %d: %s",
	HoTakes:    "an %s",
	HoTie:      "Gleichstand – die Karten warten",
	HoTieOut:   "Gleichstand im letzten Stich – aus dem Spiel",
	HoWaiting:  "Wartend: %d",
	HoLeft:     "übrig: %s",
	HoLeftN:    "%d übrig",
	HoYours:    "Deine Wahl",
	HoSeats:    "Wahl von %s",
	HoHidden:   "gewählt",
	HoNotChose: "wählt…",
	HoGist:     "Die höchste Karte allein nimmt den Stich; bei Gleichstand warten die Karten.",

	ZkTurn:     "Aufdecken",
	ZkShuffle:  "Mischen",
	ZkTurned:   "%s: Karte aufgedeckt",
	ZkShuffled: "%s: Gewonnenes zu neuem Stapel gemischt",
	ZkBattle:   "Zweikampf an %s: %s",
	ZkTie:      "Gleichstand: %s – noch einmal",
	ZkPot:      "Zweikampf",
	ZkOut:      "Aus dem Spiel %d",
	ZkHint:     "Decke deine oberste Karte auf (Stapel anklicken oder Leertaste)",
	ZkHintTap:  "Decke deine oberste Karte auf: tippe deinen Stapel an",
	ZkGist:     "Beide decken eine Karte auf: die höhere nimmt beide; bei Gleichstand noch einmal.",
	ZkTieOn:    "Beide decken noch eine Karte auf: wer gewinnt, nimmt alle",
	ZkTieGone:  "Ein Stapel ist zu Ende: die Karten des Zweikampfs sind aus dem Spiel",

	RfTotal: "Summe %d · nächster Tipp %d",

	MoTrue: "Stimmt!",
	MoLie:  "Gelogen!",
	MoOne:  "Eine Karte!",
	MoTwo:  "Zwei Karten!",

	SpDrew:    "%s hat %s gezogen",
	SpDrewYou: "Du hast %s gezogen",
	SpPair:    "Ein Paar: beide werden abgelegt",
	SpKeep:    "Sie kommt auf die Hand",
}

// WordsOf is the board's words in the language of tx.
func WordsOf(tx *Text) *boardWords {
	if tx == &German {
		return &GermanWords
	}
	return &EnglishWords
}

// SayIn adds a game's texts (its name, menu line and rules) in both
// languages.
func SayIn(id string, en, de GameText) {
	en.ID, de.ID = id, id
	English.Games = append(English.Games, en)
	German.Games = append(German.Games, de)
}

// CountNouns are the nouns counted on the board and the Schnipp Schnapp
// table, singular and plural, in English and German: "1 quartet" but
// "2 quartets", "1 Quartett" but "2 Quartette".
var CountNouns = map[string][2][2]string{
	"card":    {{"card", "cards"}, {"Karte", "Karten"}},
	"cardWon": {{"card won", "cards won"}, {"Karte erobert", "Karten erobert"}},
	"quartet": {{"quartet", "quartets"}, {"Quartett", "Quartette"}},
	"pair":    {{"pair", "pairs"}, {"Paar", "Paare"}},
	"trick":   {{"trick", "tricks"}, {"Stich", "Stiche"}},
	"draw":    {{"draw", "draws"}, {"Zug", "Zügen"}},
}

// Count is n with its noun in the language of tx, singular for one and
// plural otherwise ("0 cards", "1 card").
func Count(tx *Text, n int, noun string) string {
	forms := CountNouns[noun]
	lang := forms[0]
	if tx == &German {
		lang = forms[1]
	}
	w := lang[1]
	if n == 1 || n == -1 {
		w = lang[0]
	}
	return strconv.Itoa(n) + " " + w
}

// YouSay is the line f about seat p, or you, its form for the one person at
// the screen (whose name is tx.You): "You are out", never "You is out".
func YouSay(tx *Text, names []string, p int, f, you string) string {
	if p >= 0 && p < len(names) && names[p] == tx.You {
		return you
	}
	return f
}

// ObjName is seat p as the object of a line: "you" for the person at the
// screen, in German de (dich or dir, as the line needs), else his name.
func ObjName(tx *Text, names []string, p int, de string) string {
	if p < 0 || p >= len(names) {
		return ""
	}
	if names[p] != tx.You {
		return names[p]
	}
	if tx == &German {
		return de
	}
	return "you"
}

// Wins is "Anna wins 4 cards" (or "You win 4 cards") of seat p and n
// cards, said over a reveal held on the table.
func Wins(tx *Text, names []string, p, n int) string {
	w := WordsOf(tx)
	if f := YouSay(tx, names, p, w.Wins, w.WinsYou); f == w.Wins {
		return fmt.Sprintf(f, names[p], Count(tx, n, "card"))
	}
	return fmt.Sprintf(w.WinsYou, Count(tx, n, "card"))
}
