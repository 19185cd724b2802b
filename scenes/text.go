package scenes

import (
	"fmt"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/game"
)

// Text is every string the screens show, in one language. Each language is
// one value of this struct, so a missing translation is an empty field that
// a test finds, never a silent fallback.
type Text struct {
	Title          string
	Subtitle       string
	Game           string
	Players        string
	Seats          string
	Human          string
	Bot            string
	Level          string
	Levels         [3]string
	Rounds         string
	Short          string
	ShortHint      string
	On, Off        string
	Language       string
	Speed          string
	Speeds         [3]string
	Start          string
	Rules          string
	Back           string
	Quit           string
	Draw           string
	EndTurn        string
	Pass           string
	Menu           string
	Pile           string
	Cards          string
	OneCard        string
	YourTurn       string
	TurnOf         string // "%s's turn"
	RoundOf        string // "Round %d of %d"
	Dealer         string // the dealer's chip
	PassDevice     string // "Pass the device to %s"
	PassHint       string
	Ready          string
	Redealt        string
	MustLayDrawn   string
	DrewNoFit      string
	Passed         string
	WentOut        string // "%s is out!"
	YouWentOut     string
	YouWin         string
	Blocked        string
	RoundOver      string
	MatchOver      string
	Points         string
	Total          string
	Hand           string
	NextRound      string
	NewMatch       string
	Winner         string // "%s wins the match"
	Winners        string // "%s share the win"
	You            string
	NameSeat       string // "Player %d"
	NameBot        string // "Bot %d"
	KeysHint       string
	Paused         string
	SnapSchnapp    string
	SnapSchnipp    string
	SnapTie        string
	SnapMistake    string
	SnapLate       string
	SnapQuartet    string // "%s sets the %d quartet aside"
	SnapQuartets   string
	SnapConquered  string
	SnapBest       string
	SnapMean       string
	SnapCentre     string
	SnapGo         string
	Keys           string
	PressKey       string // "Person %d: press the key for %s"
	ReplayPos      string // "Action %d of %d"
	ReplayPlay     string
	ReplayPause    string
	ViewAll        string
	PausedHint     string
	GameNames      [numGames]string
	GameTabs       [numGames]string // short names for the rules screen's tabs
	GameBlurbs     [numGames]string
	RulesText      [numGames]string
	ColorNames     [card.NumColors]string
	Refusals       map[elfer.Why]string
	RefusalDefault string
}

// T is the catalogue for a language.
func T(l game.Lang) *Text {
	if l == game.German {
		return &german
	}
	return &english
}

// CardName is a card in words: "blue 12" / "blaue 12".
func (t *Text) CardName(c card.Card) string {
	return fmt.Sprintf("%s %d", t.ColorNames[c.Color()], c.Value())
}

// Refusal explains a refused action in the player's language.
func (t *Text) Refusal(err error, names []string) string {
	e, ok := err.(*elfer.Error)
	if !ok {
		return err.Error()
	}
	f, ok := t.Refusals[e.Why]
	if !ok {
		return t.RefusalDefault
	}
	c := t.CardName(e.Card)
	col := ""
	if e.Card != card.None {
		col = t.ColorNames[e.Card.Color()]
	}
	switch e.Why {
	case elfer.WhyNotYourTurn:
		name := ""
		if e.Other >= 0 && e.Other < len(names) {
			name = names[e.Other]
		}
		return fmt.Sprintf(f, name)
	case elfer.WhyGap:
		switch {
		case e.Card.Value() > e.Hi:
			return fmt.Sprintf(f, c, col, e.Hi, e.Hi+1)
		case e.Card.Value() < e.Lo:
			return fmt.Sprintf(t.Refusals[whyGapLow], c, col, e.Lo, e.Lo-1)
		}
		return fmt.Sprintf(t.Refusals[whyGapInner], c, col)
	case elfer.WhyNoRow:
		return fmt.Sprintf(f, c, col)
	case elfer.WhyNotInHand, elfer.WhyOpening, elfer.WhyMustLayDrawn, elfer.WhyCanLay, elfer.WhyLaid:
		return fmt.Sprintf(f, c)
	case elfer.WhyCannotPass:
		if e.Card != card.None {
			return fmt.Sprintf(t.Refusals[whyPassFits], c)
		}
	}
	return f
}

// Extra refusal texts keyed beyond the engine's reasons.
const (
	whyGapLow elfer.Why = 200 + iota
	whyGapInner
	whyPassFits
)

var english = Text{
	Title:         "Elfer raus!",
	Subtitle:      "Build the four rows from the 11s. Empty your hand first.",
	Game:          "Game",
	Players:       "Players",
	Seats:         "Seats",
	Human:         "Human",
	Bot:           "Bot",
	Level:         "Bots",
	Levels:        [3]string{"Easy", "Normal", "Hard"},
	Rounds:        "Rounds",
	Short:         "Short game",
	ShortHint:     "two players, no blue cards",
	On:            "On",
	Off:           "Off",
	Language:      "Language",
	Speed:         "Speed",
	Speeds:        [3]string{"Slow", "Normal", "Fast"},
	Start:         "Start",
	Rules:         "Rules",
	Back:          "Back",
	Quit:          "Quit",
	Draw:          "Draw",
	EndTurn:       "End turn",
	Pass:          "Pass",
	Menu:          "Menu",
	Pile:          "Pile",
	Cards:         "cards",
	OneCard:       "card",
	YourTurn:      "Your turn",
	TurnOf:        "%s's turn",
	RoundOf:       "Round %d of %d",
	Dealer:        "D",
	PassDevice:    "Pass the device to %s",
	PassHint:      "Only %s should look now.",
	Ready:         "I am %s – show my cards",
	Redealt:       "Nobody held an 11: the cards were dealt again.",
	MustLayDrawn:  "The drawn card fits: lay it.",
	DrewNoFit:     "draws",
	Passed:        "passes",
	WentOut:       "%s is out!",
	YouWentOut:    "You are out!",
	YouWin:        "You win the match!",
	Blocked:       "Nobody can move: the round is blocked.",
	RoundOver:     "Round over",
	MatchOver:     "Match over",
	Points:        "Points",
	Total:         "Total",
	Hand:          "Left in hand",
	NextRound:     "Next round",
	NewMatch:      "New match",
	Winner:        "%s wins the match!",
	Winners:       "%s share the win!",
	You:           "You",
	NameSeat:      "Player %d",
	NameBot:       "Bot %d",
	KeysHint:      "←/→ choose · Enter lay · D draw · E end turn · P pass",
	Paused:        "Paused",
	SnapSchnapp:   "Schnapp!",
	SnapSchnipp:   "Schnipp!",
	SnapTie:       "Tie!",
	SnapMistake:   "Mistake!",
	SnapLate:      "Too late",
	SnapQuartet:   "%s sets the %d quartet aside",
	SnapQuartets:  "quartets",
	SnapConquered: "cards won",
	SnapBest:      "best",
	SnapMean:      "mean",
	SnapCentre:    "Centre",
	SnapGo:        "Los!",
	Keys:          "Keys",
	PressKey:      "Person %d: press %s",
	ReplayPos:     "Replay %d/%d",
	ReplayPlay:    "Play",
	ReplayPause:   "Pause",
	ViewAll:       "All",
	PausedHint:    "Press a key or click to go on.",
	GameNames:     [numGames]string{"Elfer raus!", "False start", "Three starting numbers", "Any starting card", "Schnipp Schnapp", "Schnipp Schnapp 3-2-1-los"},
	GameTabs:      [numGames]string{"Elfer raus!", "False start", "Three starts", "Any start", "Schnipp Schnapp", "3-2-1-los"},
	GameBlurbs: [numGames]string{
		"The classic: every row starts with its 11.",
		"The 1s and 20s lie from the start; rows grow toward the middle.",
		"A row may start with its 10, 11 or 12.",
		"The first card decides the starting value of every row.",
		"Real time: be the first to call matching cards.",
		"Everybody turns a card at once on the countdown.",
	},
	RulesText: [numGames]string{
		"Aim: be the first to get rid of all your cards.\n\n" +
			"Each colour gets one row. A row begins with its 11, then grows one step at a time: downward 10, 9, … 1 and upward 12, 13, … 20. No value may be skipped, and only cards of the row's colour belong in it.\n\n" +
			"Whoever holds the red 11 lays it first (else the yellow, green, blue 11). That single card is the opening turn.\n\n" +
			"On your turn, if any card fits you must lay at least one. You may lay as many fitting cards as you like, in any rows, one after another, and keep others back on purpose. Then end your turn.\n\n" +
			"If nothing fits, draw: a drawn card that fits must be laid at once and ends your turn. Otherwise draw again, up to three cards. With an empty pile and nothing that fits, you pass.\n\n" +
			"The round ends as soon as someone lays the last card. Everyone else scores the values left in hand. Over a match the lowest total wins.",
		"As in the classic game, but the 1 and the 20 of every colour lie on the table before dealing. Rows grow upward from the 1 (2, 3, …) and downward from the 20 (19, 18, …). The 11 is an ordinary card. The player after the dealer begins with an ordinary turn.",
		"As in the classic game, but a row may begin with its 10, 11 or 12 – each colour on its own. The player after the dealer opens with one such card (or draws if he has none). Later, any turn may start a new row with a 10, 11 or 12 of a colour that has no row yet.",
		"As in the classic game, but the starting player is drawn by lot and opens with any card he likes. Its value is the starting value of every row: a new row may only begin with the card of that value. The 11 is ordinary unless it was the first card.",
		"Aim: set aside the most quartets (all four cards of one value).\n\n" +
			"All cards are dealt; quartets you already hold go aside at once. In turn, at the table's tempo, each player turns the top card of his stack onto his face-up pile.\n\n" +
			"Schnapp! When two or more face-up piles show the same value, call Schnapp: the first caller takes those piles and his own, sets quartets aside and puts the rest under his stack.\n\n" +
			"Schnipp! When a face-up pile shows the value of the centre pile's top, call Schnipp: the first caller takes the centre pile.\n\n" +
			"A wrong call, or the wrong word, is a mistake: your face-up pile goes onto the centre. Calls in the same instant are a tie: the piles go back under their owners' stacks. A player without cards may still call Schnipp and so come back.\n\n" +
			"Keys: each person has a Schnapp key and a Schnipp key (A/S, K/L, ←/→), shown beside his cards, or the buttons on screen. The screen shows every caller's reaction time.",
		"As Schnipp Schnapp, but on a countdown 3-2-1-los all players turn their top card at the same time. Calls work as before. The winner is whoever has conquered the most cards by his calls.",
	},
	ColorNames: [card.NumColors]string{"red", "yellow", "green", "blue"},
	Refusals: map[elfer.Why]string{
		elfer.WhyOver:         "The round is over.",
		elfer.WhyNotYourTurn:  "Wait: it is %s's turn.",
		elfer.WhyNotInHand:    "The %s is not in your hand.",
		elfer.WhyNoRow:        "The %s does not fit: the %s row has not begun yet.",
		elfer.WhyGap:          "The %s does not fit: the %s row ends at %d, the %d must come first.",
		whyGapLow:             "The %s does not fit: the %s row begins at %d, the %d must come first.",
		whyGapInner:           "The %s does not fit: it touches no card of the %s row.",
		elfer.WhyLaid:         "The %s already lies on the table.",
		elfer.WhyOpening:      "The round opens with the %s.",
		elfer.WhyMustLayDrawn: "The drawn %s fits: lay it now.",
		elfer.WhyCanLay:       "The %s fits: lay a card instead of drawing.",
		elfer.WhyPileEmpty:    "The pile is empty.",
		elfer.WhyMustDraw:     "Nothing fits: draw a card.",
		elfer.WhyEndNothing:   "Lay at least one card first.",
		elfer.WhyCannotPass:   "You can only pass when nothing fits and the pile is empty.",
		whyPassFits:           "You cannot pass: the %s fits.",
		elfer.WhyDrawDone:     "You laid cards this turn: no drawing now.",
	},
	RefusalDefault: "That is not allowed now.",
}

var german = Text{
	Title:         "Elfer raus!",
	Subtitle:      "Baut die vier Reihen von den Elfern aus. Wer zuerst keine Karten mehr hat, gewinnt.",
	Game:          "Spiel",
	Players:       "Spieler",
	Seats:         "Plätze",
	Human:         "Mensch",
	Bot:           "Bot",
	Level:         "Bots",
	Levels:        [3]string{"Leicht", "Normal", "Schwer"},
	Rounds:        "Runden",
	Short:         "Kurzes Spiel",
	ShortHint:     "zwei Spieler, ohne blaue Karten",
	On:            "An",
	Off:           "Aus",
	Language:      "Sprache",
	Speed:         "Tempo",
	Speeds:        [3]string{"Langsam", "Normal", "Schnell"},
	Start:         "Los geht's",
	Rules:         "Regeln",
	Back:          "Zurück",
	Quit:          "Beenden",
	Draw:          "Ziehen",
	EndTurn:       "Zug beenden",
	Pass:          "Passen",
	Menu:          "Menü",
	Pile:          "Stapel",
	Cards:         "Karten",
	OneCard:       "Karte",
	YourTurn:      "Du bist dran",
	TurnOf:        "%s ist dran",
	RoundOf:       "Runde %d von %d",
	Dealer:        "G",
	PassDevice:    "Gib das Gerät an %s weiter",
	PassHint:      "Jetzt sollte nur %s hinschauen.",
	Ready:         "Ich bin %s – Karten zeigen",
	Redealt:       "Niemand hatte eine Elf: Die Karten wurden neu gegeben.",
	MustLayDrawn:  "Die gezogene Karte passt: Leg sie an.",
	DrewNoFit:     "zieht",
	Passed:        "passt",
	WentOut:       "%s ist raus!",
	YouWentOut:    "Du bist raus!",
	YouWin:        "Du gewinnst die Partie!",
	Blocked:       "Keiner kann mehr legen: Die Runde ist blockiert.",
	RoundOver:     "Runde vorbei",
	MatchOver:     "Partie vorbei",
	Points:        "Punkte",
	Total:         "Summe",
	Hand:          "Noch auf der Hand",
	NextRound:     "Nächste Runde",
	NewMatch:      "Neue Partie",
	Winner:        "%s gewinnt die Partie!",
	Winners:       "%s teilen sich den Sieg!",
	You:           "Du",
	NameSeat:      "Spieler %d",
	NameBot:       "Bot %d",
	KeysHint:      "←/→ wählen · Enter legen · D ziehen · E Zug beenden · P passen",
	Paused:        "Pause",
	SnapSchnapp:   "Schnapp!",
	SnapSchnipp:   "Schnipp!",
	SnapTie:       "Gleichzeitig!",
	SnapMistake:   "Fehler!",
	SnapLate:      "Zu spät",
	SnapQuartet:   "%s legt das Quartett der %d ab",
	SnapQuartets:  "Quartette",
	SnapConquered: "Karten erobert",
	SnapBest:      "beste",
	SnapMean:      "Mittel",
	SnapCentre:    "Mitte",
	SnapGo:        "Los!",
	Keys:          "Tasten",
	PressKey:      "Person %d: Taste für %s",
	ReplayPos:     "Wiederholung %d/%d",
	ReplayPlay:    "Los",
	ReplayPause:   "Halt",
	ViewAll:       "Alle",
	PausedHint:    "Eine Taste drücken oder klicken, um weiterzuspielen.",
	GameNames:     [numGames]string{"Elfer raus!", "Falscher Anfang", "Drei Anfangszahlen", "Beliebige Startkarte", "Schnipp Schnapp", "Schnipp Schnapp 3-2-1-los"},
	GameTabs:      [numGames]string{"Elfer raus!", "Falscher Anfang", "Drei Anfänge", "Beliebiger Start", "Schnipp Schnapp", "3-2-1-los"},
	GameBlurbs: [numGames]string{
		"Der Klassiker: Jede Reihe beginnt mit ihrer Elf.",
		"Die Einsen und Zwanziger liegen schon; die Reihen wachsen zur Mitte.",
		"Eine Reihe darf mit ihrer 10, 11 oder 12 beginnen.",
		"Die erste Karte bestimmt den Startwert aller Reihen.",
		"Echtzeit: Wer gleiche Karten zuerst ausruft, gewinnt sie.",
		"Auf den Countdown drehen alle gleichzeitig eine Karte um.",
	},
	RulesText: [numGames]string{
		"Ziel: als Erster alle Karten loswerden.\n\n" +
			"Jede Farbe bekommt eine Reihe. Sie beginnt mit ihrer Elf und wächst Schritt für Schritt: nach unten 10, 9, … 1 und nach oben 12, 13, … 20. Kein Wert darf übersprungen werden, und in eine Reihe gehören nur Karten ihrer Farbe.\n\n" +
			"Wer die rote Elf hat, legt sie zuerst (sonst die gelbe, grüne, blaue Elf). Diese eine Karte ist der Eröffnungszug.\n\n" +
			"Passt eine deiner Karten, musst du mindestens eine legen. Du darfst beliebig viele passende Karten an beliebige Reihen legen, nacheinander, und andere absichtlich zurückhalten. Dann beendest du deinen Zug.\n\n" +
			"Passt nichts, ziehst du: Passt die gezogene Karte, legst du sie sofort an, und dein Zug ist vorbei. Sonst ziehst du weiter, höchstens drei Karten. Ist der Stapel leer und passt nichts, passt du.\n\n" +
			"Die Runde endet, sobald jemand seine letzte Karte legt. Alle anderen zählen die Werte auf ihrer Hand als Minuspunkte. Über eine Partie gewinnt die kleinste Summe.",
		"Wie der Klassiker, aber vor dem Geben liegen die 1 und die 20 jeder Farbe aus. Von der 1 wächst die Reihe nach oben (2, 3, …), von der 20 nach unten (19, 18, …). Die Elf ist eine gewöhnliche Karte. Der Spieler nach dem Geber beginnt mit einem normalen Zug.",
		"Wie der Klassiker, aber eine Reihe darf mit ihrer 10, 11 oder 12 beginnen – jede Farbe für sich. Der Spieler nach dem Geber eröffnet mit einer solchen Karte (oder zieht, wenn er keine hat). Später darf jeder Zug eine neue Reihe mit der 10, 11 oder 12 einer Farbe beginnen, die noch keine Reihe hat.",
		"Wie der Klassiker, aber der Startspieler wird ausgelost und eröffnet mit einer beliebigen Karte. Ihr Wert ist der Startwert aller Reihen: Eine neue Reihe darf nur mit der Karte dieses Werts beginnen. Die Elf ist gewöhnlich, außer sie war die erste Karte.",
		"Ziel: die meisten Quartette ablegen (alle vier Karten eines Werts).\n\n" +
			"Alle Karten werden verteilt; Quartette, die du schon hast, legst du gleich ab. Reihum, im Tempo des Tischs, dreht jeder die oberste Karte seines Stapels auf seinen offenen Stapel.\n\n" +
			"Schnapp! Zeigen zwei oder mehr offene Stapel denselben Wert, ruf Schnapp: Wer zuerst ruft, nimmt diese Stapel und seinen eigenen, legt Quartette ab und schiebt den Rest unter seinen Stapel.\n\n" +
			"Schnipp! Zeigt ein offener Stapel den Wert der obersten Karte der Mitte, ruf Schnipp: Wer zuerst ruft, nimmt den Stapel in der Mitte.\n\n" +
			"Ein falscher Ruf oder das falsche Wort ist ein Fehler: Dein offener Stapel kommt auf die Mitte. Rufe im selben Augenblick gelten als gleichzeitig: Die Stapel gehen unter die Stapel ihrer Besitzer zurück. Wer keine Karten mehr hat, darf noch Schnipp rufen und so zurückkommen.\n\n" +
			"Tasten: Jeder hat eine Schnapp- und eine Schnipp-Taste (A/S, K/L, ←/→), angezeigt neben seinen Karten, oder die Knöpfe auf dem Bildschirm. Der Bildschirm zeigt die Reaktionszeit jedes Rufs.",
		"Wie Schnipp Schnapp, aber auf einen Countdown 3-2-1-los drehen alle gleichzeitig ihre oberste Karte um. Gerufen wird wie sonst. Es gewinnt, wer mit seinen Rufen die meisten Karten erobert hat.",
	},
	ColorNames: [card.NumColors]string{"rote", "gelbe", "grüne", "blaue"},
	Refusals: map[elfer.Why]string{
		elfer.WhyOver:         "Die Runde ist vorbei.",
		elfer.WhyNotYourTurn:  "Warte: %s ist dran.",
		elfer.WhyNotInHand:    "Die %s ist nicht auf deiner Hand.",
		elfer.WhyNoRow:        "Die %s passt nicht: Die %s Reihe hat noch nicht begonnen.",
		elfer.WhyGap:          "Die %s passt nicht: Die %s Reihe endet bei %d, erst muss die %d kommen.",
		whyGapLow:             "Die %s passt nicht: Die %s Reihe beginnt bei %d, erst muss die %d kommen.",
		whyGapInner:           "Die %[1]s passt nicht: Sie berührt keine Karte ihrer Reihe.",
		elfer.WhyLaid:         "Die %s liegt schon auf dem Tisch.",
		elfer.WhyOpening:      "Zuerst muss die %s gelegt werden.",
		elfer.WhyMustLayDrawn: "Die gezogene %s passt: Leg sie jetzt an.",
		elfer.WhyCanLay:       "Die %s passt: Leg eine Karte, statt zu ziehen.",
		elfer.WhyPileEmpty:    "Der Stapel ist leer.",
		elfer.WhyMustDraw:     "Nichts passt: Zieh eine Karte.",
		elfer.WhyEndNothing:   "Leg zuerst mindestens eine Karte.",
		elfer.WhyCannotPass:   "Passen darfst du nur, wenn nichts passt und der Stapel leer ist.",
		whyPassFits:           "Du darfst nicht passen: Die %s passt.",
		elfer.WhyDrawDone:     "Du hast in diesem Zug gelegt: Ziehen geht jetzt nicht.",
	},
	RefusalDefault: "Das geht gerade nicht.",
}
