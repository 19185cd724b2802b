package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"fmt"
	"strings"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/game"
)

// Text is every string the screens show, in one language. Each language is
// one value of this struct, so a missing translation is an empty field that
// a test finds, never a silent fallback.
type Text struct {
	Title    string
	Subtitle string
	Game     string
	Players  string
	Seats    string
	Human    string
	Bot      string
	Level    string
	Levels   [3]string
	Rounds   string
	// Options names each game option (by its id) and says what it does.
	Options      []OptionText
	OptionsLabel string // the menu line of a game with several options
	On, Off      string
	Language     string
	Speed        string
	Speeds       [3]string
	Start        string
	Rules        string
	Back         string
	Quit         string
	Draw         string
	EndTurn      string
	Pass         string
	Menu         string
	Pile         string
	Cards        string
	OneCard      string
	YourTurn     string
	TurnOf       string // "%s's turn"
	RoundOf      string // "Round %d of %d"
	Dealer       string // the dealer's chip
	PassDevice   string // "Pass the device to %s"
	PassHint     string
	Ready        string
	Redealt      string
	MustLayDrawn string
	DrewNoFit    string
	Passed       string
	WentOut      string // "%s is out!"
	YouWentOut   string
	YouWin       string
	Blocked      string
	RoundOver    string
	MatchOver    string
	Total        string
	Hand         string
	NextRound    string
	NewMatch     string
	Winner       string // "%s wins the match"
	Winners      string // "%s share the win"
	You          string
	NameSeat     string // "Player %d"
	NameBot      string // "Bot %d"
	KeysHint     string
	Paused       string
	SnapSchnapp  string
	SnapSchnipp  string
	SnapTie      string
	SnapMistake  string
	SnapPenalty  string // "%s without a match: the pile goes to the centre"
	SnapEmpty    string // an empty centre pile
	SnapQuartet  string // "%s sets the %d quartet aside"
	SnapBest     string
	SnapMean     string
	SnapCentre   string
	SnapGo       string
	Keys         string
	PressKey     string // "Person %d: press the key for %s"
	ReplayPos    string // "Action %d of %d"
	ReplayPlay   string
	ReplayPause  string
	ViewAll      string
	PausedHint   string
	// PausedTap is PausedHint for a screen without a keyboard in use.
	PausedTap string
	// KeyWords are the names of the keys whose name the language has its own
	// word for (the German space bar is the Leertaste).
	KeyWords []keyWord
	// MenuLink opens a table's sheet (Continue, Rules, Menu), named with
	// its key while a keyboard is in use; MenuPlain without it.
	MenuLink, MenuPlain string
	// SheetLeave leaves the table for the menu; SheetSaved says that
	// nothing is lost by it.
	SheetLeave, SheetSaved string
	// Games are each game's texts by game id.
	Games          []GameText
	ColorNames     [card.NumColors]string
	Refusals       [refusalSlots]string
	RefusalDefault string
	Joker          string

	// MASTER's table.
	MasterPending  string // "Lay the %s (or a joker) where the connection card leads"
	MasterFour     string
	MasterKeys     string
	LinkButton     string // "Connection (%d)"
	TakeBack       string
	NoLinks        string
	NoLinkNow      string
	JokerNoSlot    string
	LinkNeeds      string // "The connection card demands the %s or a joker"
	PickJoker      string
	PickLinkFrom   string
	PickLinkTo     string
	PickLinkCard   string // "Now lay the %s or a joker – Esc takes it back"
	Supply         string // "Bonus: %d"
	LaidOf         string // "Laid %d of %d"
	LaidWord       string // "Laid", over "%d of %d" where a seat's panel is narrow
	LaidCount      string // "%d of %d"
	MoveJoker      string
	MoveLink       string
	MoveSwap       string
	MoveAt         [card.NumColors]string
	MoveRow        [card.NumColors]string
	MasterRefusals [refusalSlots]string

	// The move log of the tables of rows: each line a pair of formats, the
	// first for another seat (%[1]s its name), the second for the one
	// person at the screen ("You ..."); %[2]s is the card named (the slot
	// of a joker, the card a connection card lies at), %[3]s the row a
	// connection card leads to. LogDrawCard names a drawn card, to its
	// owner only.
	LogLay, LogJoker, LogLink, LogSwap, LogDraw, LogDrawCard [2]string
	LogPass, LogBonus, LogLot                                [2]string
	// ShortCard is a card in a seat's note of its last move, by colour:
	// "R12", "Rot 12".
	ShortCard [card.NumColors]string
	// NewCard tags the card just drawn in the person's hand.
	NewCard string

	// Saves and statistics.
	Continue      string
	ContinueOf    string // "%s, round %d of %d"
	SaveFailed    string // "The match could not be saved: %v"
	SaveBroken    string // "The saved match could not be read; it was kept as %s."
	StatsBroken   string
	Statistics    string
	DealCode      string // "Deal %s"
	DealEnter     string
	DealEnterHint string
	DealOfDay     string
	Copied        string // "Deal code %s copied"
	CopyByHand    string // "Deal code %s (copy it by hand)"
	OpenRecord    string
	DropHint      string
	NoRecent      string
	DropNative    string
	OpenFile      string
	RoundWon      string // "%s scores best"
	RulesLink     string
	ReplaceSave   string

	// The deal code's keypad, for screens without a keyboard.
	DealPadHint  string
	DealPaste    string
	DealDelete   string
	DealCancel   string
	DealPlay     string
	DealNotACode string // "The clipboard holds no deal code: %q"

	// The settings screen.
	Settings       string
	Volume         string
	VolumeValue    string // "%d %%"
	SoundLabel     string
	SymbolsLabel   string
	SymbolsHint    string
	SnapKeysLabel  string
	SnapKeysHint   string
	OtherKeys      string
	KeyList        []string // what the other keys do, screen by screen
	SettingsBroken string   // "Your settings could not be read and were kept as %s; the defaults apply."
	SettingsFailed string   // "The settings could not be kept: %v"
	// Undo is the button that takes the person's last decision back
	// against bots. Undone says how far it went back ("Taken back: %s."):
	// the person's moves (UndoneMoves: one, or %d) and, when any went
	// too, the bots' replies (UndoneReplies: "%s and 1 reply", "%s and %d
	// replies"). UndoShown says why there is no Undo once cards were shown
	// since his last decision.
	Undo, Undone, UndoShown    string
	UndoneMoves, UndoneReplies [2]string
	// RulePics are the words of each game's rules picture by game id: the
	// tags and captions its panels name by index (see rulePictures).
	RulePics []rulePic

	// SnapKeysPointHint is SnapKeysHint for a person without a keyboard in
	// use: how to choose the keys by pointer, naming no key to press.
	SnapKeysPointHint string

	// SnapHintSchnapp and SnapHintSchnipp say at the Schnipp Schnapp
	// table what each call means, for a person new to the game.
	SnapHintSchnapp, SnapHintSchnipp string
}

// GameText is what the screens say of one game.
type GameText struct {
	ID    string // the game id
	Name  string
	Tab   string // a short name for the rules screen's tabs
	Blurb string // one line for the menu
	Rules string // the rules screen
}

// OptionText is what the screens say of one game option.
type OptionText struct {
	ID   string // the option's name in records and flags
	Name string
	Hint string
}

// Option is the texts of an option; one without texts shows its id.
func (t *Text) Option(name string) OptionText {
	for _, o := range t.Options {
		if o.ID == name {
			return o
		}
	}
	return OptionText{ID: name, Name: name}
}

// Of is the texts of the game id; a game without texts shows its id.
func (t *Text) Of(id string) GameText {
	for _, g := range t.Games {
		if g.ID == id {
			return g
		}
	}
	return GameText{ID: id, Name: id, Tab: id}
}

// The catalogues hold no maps: a literal of strings, lists and arrays is
// data in the program, where a map's literal is code that builds it at the
// start, which the browser's download and its first frame pay for.

// refusalSlots is the room for the reasons of a refused action, by the
// engines' Why values and this package's own (whyGapLow ...).
const refusalSlots = 112

// refusal is the text of the reason why in texts, "" where it has none.
func refusal(texts *[refusalSlots]string, why int) string {
	if why < 0 || why >= len(texts) {
		return ""
	}
	return texts[why]
}

// keyWord is a key's name in a language that has its own word for it.
type keyWord struct {
	key  ebiten.Key
	word string
}

// rulePic is the words of a game's rules picture: its captions and tags,
// by index.
type rulePic struct {
	ID    string
	Words []string
}

// rulePics is the words of the rules picture of the game id.
func (t *Text) rulePics(id string) []string {
	for _, p := range t.RulePics {
		if p.ID == id {
			return p.Words
		}
	}
	return nil
}

// KeyName is a key as the screen names it in this language: arrows as
// arrows, the space bar as the language calls it.
func (t *Text) KeyName(k ebiten.Key) string {
	for _, w := range t.KeyWords {
		if w.key == k {
			return w.word
		}
	}
	return game.KeyName(k)
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
	f := refusal(&t.Refusals, int(e.Why))
	if f == "" {
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

// MasterRefusal explains a refused MASTER action in the player's language.
// Every text takes the same four facts in the same order (the card, the
// slot, the other seat's name, the row led to), and uses those it needs.
func (t *Text) MasterRefusal(err error, names []string) string {
	e, ok := err.(*master.Error)
	if !ok {
		return err.Error()
	}
	f := refusal(&t.MasterRefusals, int(e.Why))
	if f == "" {
		return t.RefusalDefault
	}
	if !strings.Contains(f, "%") {
		return f
	}
	name := ""
	if e.Other >= 0 && e.Other < len(names) {
		name = names[e.Other]
	}
	return fmt.Sprintf(f, t.masterCard(e.Card), t.masterCard(e.Slot), name, t.ColorNames[e.To&3])
}

// masterCard names a card or a joker.
func (t *Text) masterCard(c card.Card) string {
	switch {
	case c == card.None:
		return ""
	case c.IsJoker():
		return t.Joker
	}
	return t.CardName(c)
}

// Extra refusal texts keyed beyond the engine's reasons.
const (
	whyGapLow elfer.Why = 100 + iota
	whyGapInner
	whyPassFits
)

var english = Text{
	Title:    "Elfer raus!",
	Subtitle: "Build the four rows from the 11s. Empty your hand first.",
	Game:     "Game",
	Players:  "Players",
	Seats:    "Seats",
	Human:    "Human",
	Bot:      "Bot",
	Level:    "Bots",
	Levels:   [3]string{"Easy", "Normal", "Hard"},
	Rounds:   "Rounds",
	Options: []OptionText{
		{ID: "short", Name: "Short game", Hint: "two players, no blue cards"},
		{ID: "kurz", Name: "Short deck", Hint: "without the 17s to 20s"},
		{ID: "lang", Name: "Long game", Hint: "won cards make a new stack until one player holds them all"},
		{ID: "heimlich", Name: "Two as one", Hint: "a lay may be two cards; \"several!\" calls it"},
		{ID: "farbe", Name: "One colour", Hint: "a claim is true only in the colour fixed at the start"},
		{ID: "zwanzig", Name: "Count to twenty", Hint: "as printed, past the highest card in play"},
	},
	OptionsLabel: "Options",
	On:           "On",
	Off:          "Off",
	Language:     "Language",
	Speed:        "Speed",
	Speeds:       [3]string{"Slow", "Normal", "Fast"},
	Start:        "Start",
	Rules:        "Rules",
	Back:         "Back",
	Quit:         "Quit",
	Draw:         "Draw",
	EndTurn:      "End turn",
	Pass:         "Pass",
	Menu:         "Menu",
	Pile:         "Pile",
	Cards:        "cards",
	OneCard:      "card",
	YourTurn:     "Your turn",
	TurnOf:       "%s's turn",
	RoundOf:      "Round %d of %d",
	Dealer:       "D",
	PassDevice:   "Pass the device to %s",
	PassHint:     "Only %s should look now.",
	Ready:        "I am %s – show my cards",
	Redealt:      "Nobody held an 11: the cards were dealt again.",
	MustLayDrawn: "The drawn card fits: lay it.",
	DrewNoFit:    "draws",
	Passed:       "passes",
	WentOut:      "%s is out!",
	YouWentOut:   "You are out!",
	YouWin:       "You win the match!",
	Blocked:      "Nobody can move: the round is blocked.",
	RoundOver:    "Round over",
	MatchOver:    "Match over",
	Total:        "Total",
	Hand:         "Left in hand",
	NextRound:    "Next round",
	NewMatch:     "New match",
	Winner:       "%s wins the match!",
	Winners:      "%s share the win!",
	You:          "You",
	NameSeat:     "Player %d",
	NameBot:      "Bot %d",
	KeysHint:     "←/→ choose · Enter lay · D draw · E end turn · P pass · H rules",
	Paused:       "Paused",
	SnapSchnapp:  "Schnapp!",
	SnapSchnipp:  "Schnipp!",
	SnapTie:      "Tie!",
	SnapMistake:  "False call!",
	SnapPenalty:  "%s without a match: the pile goes to the centre",
	SnapEmpty:    "empty",
	SnapQuartet:  "%s sets the %d quartet aside",
	SnapBest:     "best",
	SnapMean:     "mean",
	SnapCentre:   "Centre",
	SnapGo:       "Los!",
	Keys:         "Keys",
	PressKey:     "Person %d: press %s",
	ReplayPos:    "Replay %d/%d",
	ReplayPlay:   "Play",
	ReplayPause:  "Pause",
	ViewAll:      "All",
	PausedHint:   "Press a key or click to go on.",
	PausedTap:    "Tap to go on.",
	MenuLink:     "Menu (Esc)",
	MenuPlain:    "Menu",
	SheetLeave:   "Leave to the menu",
	SheetSaved:   "The match is saved: the menu's Continue brings it back.",
	Games: []GameText{
		{ID: "elfer",
			Name:  "Elfer raus!",
			Tab:   "Elfer raus!",
			Blurb: "The classic: every row starts with its 11.",
			Rules: "Aim: be the first to get rid of all your cards.\n\n" +
				"Each colour gets one row. A row begins with its 11, then grows one step at a time: downward 10, 9, … 1 and upward 12, 13, … 20. No value may be skipped, and only cards of the row's colour belong in it.\n\n" +
				"Whoever holds the red 11 lays it first (else the yellow, green, blue 11). That single card is the opening turn.\n\n" +
				"On your turn, if any card fits you must lay at least one. You may lay as many fitting cards as you like, in any rows, one after another, and keep others back on purpose. Then end your turn.\n\n" +
				"If nothing fits, draw: a drawn card that fits must be laid at once and ends your turn. Otherwise draw again, up to three cards. With an empty pile and nothing that fits, you pass.\n\n" +
				"The round ends as soon as someone lays the last card. Everyone else scores the values left in hand. Over a match the lowest total wins.",
		},
		{ID: "elfer-falscher-anfang",
			Name:  "False start",
			Tab:   "False start",
			Blurb: "The 1s and 20s lie from the start; rows grow toward the middle.",
			Rules: "As in the classic game, but the 1 and the 20 of every colour lie on the table before dealing. Rows grow upward from the 1 (2, 3, …) and downward from the 20 (19, 18, …). The 11 is an ordinary card. The player after the dealer begins with an ordinary turn.",
		},
		{ID: "elfer-drei-anfangszahlen",
			Name:  "Three starting numbers",
			Tab:   "Three starts",
			Blurb: "A row may start with its 10, 11 or 12.",
			Rules: "As in the classic game, but a row may begin with its 10, 11 or 12 – each colour on its own. The player after the dealer opens with one such card (or draws if he has none). Later, any turn may start a new row with a 10, 11 or 12 of a colour that has no row yet.",
		},
		{ID: "elfer-beliebige-startkarte",
			Name:  "Any starting card",
			Tab:   "Any start",
			Blurb: "The first card decides the starting value of every row.",
			Rules: "As in the classic game, but the starting player is drawn by lot and opens with any card he likes. Its value is the starting value of every row: a new row may only begin with the card of that value. The 11 is ordinary unless it was the first card.",
		},
		{ID: "master",
			Name:  "Elfer raus! MASTER",
			Tab:   "MASTER",
			Blurb: "Rows of 21, jokers, connection cards and bonus points.",
			Rules: "Aim: the most points. Each bonus card is worth +11; every card left in your hand costs its value, a joker 11.\n\n" +
				"The four 11s lie in a column in a random order. Each row runs from 1 to 21 and neighbours only the rows directly above and below it. A card fits in its own row, next to a card or joker that lies there.\n\n" +
				"On your turn, either lay 1 to 4 cards, or draw one card (that ends your turn). While the pile lasts, laying is your choice. Once it is empty you must lay if a number card fits; jokers never have to be laid.\n\n" +
				"Joker: click it, then the place it should stand in. It counts as one of your four. Holding the real card for a joker's place? Play that card: it takes the place and the joker comes back to your hand (this does not count toward the four, but you must then lay a card).\n\n" +
				"Connection cards (the ↕ button): lay one at a card of a row and it leads to the same value in a neighbouring row, which you must fill at once with that card or a joker. From that island the new row grows both ways. Until the demanded card is laid you can take the connection back.\n\n" +
				"Bonus: whoever completes one side of a row (1 to 10, or 12 to 21) takes a bonus card while the supply lasts. The round ends when somebody lays his last card.",
		},
		{ID: "schnippschnapp",
			Name:  "Schnipp Schnapp",
			Tab:   "Schnipp Schnapp",
			Blurb: "Real time: be the first to call matching cards.",
			Rules: "Aim: set aside the most quartets (all four cards of one value).\n\n" +
				"All cards are dealt; quartets you already hold go aside at once. In turn, at the table's tempo, each player turns the top card of his stack onto his face-up pile.\n\n" +
				"Schnapp! When two or more face-up piles show the same value, call Schnapp: the first caller takes those piles and his own, sets quartets aside and puts the rest under his stack.\n\n" +
				"Schnipp! When a face-up pile shows the value of the centre pile's top, call Schnipp: the first caller takes the centre pile.\n\n" +
				"A wrong call, or the wrong word, is a mistake: your face-up pile goes onto the centre. Calls in the same instant are a tie: the piles go back under their owners' stacks. A player without cards may still call Schnipp and so come back.\n\n" +
				"Keys: each person has a Schnapp key and a Schnipp key (A/S, K/L, ←/→), shown beside his cards, or the buttons on screen. The screen shows every caller's reaction time.",
		},
		{ID: "schnippschnapp-los",
			Name:  "Schnipp Schnapp 3-2-1-los",
			Tab:   "3-2-1-los",
			Blurb: "Everybody turns a card at once on the countdown.",
			Rules: "As Schnipp Schnapp, but on a countdown 3-2-1-los all players turn their top card at the same time. Calls work as before. The winner is whoever has conquered the most cards by his calls.",
		},
	},

	ColorNames: [card.NumColors]string{"red", "yellow", "green", "blue"},
	Refusals: [refusalSlots]string{
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
	Joker:          "joker",
	MasterPending:  "Lay the %s (or a joker) where the connection card leads.",
	MasterFour:     "Four cards laid: end your turn (you may still exchange a joker).",
	MasterKeys:     "←/→ choose · Enter lay · C connection card · D draw · E end turn · Esc take back · H rules",
	LinkButton:     "Connection (%d)",
	TakeBack:       "Take back",
	NoLinks:        "You have no connection cards left.",
	NoLinkNow:      "No connection card fits now: it needs a neighbouring row's card (or a joker) in your hand.",
	JokerNoSlot:    "The joker has no free place next to a row now.",
	LinkNeeds:      "The connection card demands the %s or a joker.",
	PickJoker:      "Joker: click the place it should stand in.",
	PickLinkFrom:   "Connection card: click the card it lies at.",
	PickLinkTo:     "Connection card: click the row it leads to.",
	PickLinkCard:   "Now lay the %s or a joker · Esc takes it back",
	Supply:         "Bonus: %d",
	LaidOf:         "Laid %d of %d",
	LaidWord:       "Laid",
	LaidCount:      "%d of %d",
	MoveJoker:      "joker as %s",
	MoveLink:       "connection card at %s %d → %s",
	MoveSwap:       "swaps %s for the joker",
	MoveAt:         [card.NumColors]string{"red", "yellow", "green", "blue"},
	MoveRow:        [card.NumColors]string{"red", "yellow", "green", "blue"},
	LogLay:         [2]string{"%[1]s lays %[2]s", "You lay %[2]s"},
	LogJoker:       [2]string{"%[1]s lays a joker as %[2]s", "You lay a joker as %[2]s"},
	LogLink:        [2]string{"%[1]s lays a connection card at %[2]s → %[3]s row", "You lay a connection card at %[2]s → %[3]s row"},
	LogSwap:        [2]string{"%[1]s swaps %[2]s for the joker", "You swap %[2]s for the joker"},
	LogDraw:        [2]string{"%[1]s draws a card", "You draw a card"},
	LogDrawCard:    [2]string{"%[1]s draws %[2]s", "You draw %[2]s"},
	LogPass:        [2]string{"%[1]s passes", "You pass"},
	LogBonus:       [2]string{"%[1]s wins a bonus card (+11)", "You win a bonus card (+11)"},
	LogLot:         [2]string{"%[1]s was drawn by lot to open", "You were drawn by lot to open"},
	ShortCard:      [card.NumColors]string{"R%d", "Y%d", "G%d", "B%d"},
	NewCard:        "new",
	Continue:       "Continue",
	ContinueOf:     "%s, round %d of %d",
	SaveFailed:     "The match could not be saved: %v",
	SaveBroken:     "The saved match could not be read; it was kept as %s.",
	StatsBroken:    "The statistics could not be read; they were kept as %s and start afresh.",
	Statistics:     "Statistics",
	DealCode:       "Deal %s",
	DealEnter:      "Deal code",
	DealEnterHint:  "Type the code a friend gave you · Enter plays it · Esc cancels",
	DealPadHint:    "Tap the code a friend gave you, or paste it",
	DealPaste:      "Paste",
	DealDelete:     "← Delete",
	DealCancel:     "Cancel",
	DealPlay:       "Play",
	DealNotACode:   "The clipboard holds no deal code: %q",
	DealOfDay:      "Deal of the day",
	Copied:         "Deal code %s copied",
	CopyByHand:     "Deal code %s: copy it by hand",
	OpenRecord:     "Watch a record",
	DropHint:       "or drop a record file onto the window",
	DropNative:     "Drop a record file (.jsonl) onto this window to watch it, or start with -replay FILE.",
	NoRecent:       "No rounds yet: the rounds you finish are kept here to watch again.",
	OpenFile:       "Open a record file",
	RoundWon:       "best score: %s",
	RulesLink:      "Rules (H)",
	ReplaceSave:    "A new match replaces your saved one: choose again to start it, or Continue.",
	RulePics: []rulePic{
		{"elfer", []string{"The four 11s begin the rows, one row per colour.", "← down to 1", "up to 20 →",
			"A card fits right below the lowest or right above the highest card of its colour's row."}},
		{"elfer-falscher-anfang", []string{"…", "The 1s and 20s lie out from the start: a row grows up from its 1 and down from its 20."}},
		{"elfer-drei-anfangszahlen", []string{"or", "A row may begin with its 10, 11 or 12.", "From its first card the row grows both ways."}},
		{"elfer-beliebige-startkarte", []string{"The first card of the game – here the green 7 – sets the starting value.",
			"Every other row may only begin with a card of that value."}},
		{"master", []string{"A connection card at the yellow 9 leads to the neighbouring row: the blue 9 must be laid there at once.",
			"= red 13", "A joker stands for the card whose place it takes, here the red 13."}},
		{"ueberall", []string{"←", "centre", "A turned card fits on a pile whose top is one lower, whatever its colour. The centre pile comes first.",
			"After 20 comes 1. A card that fits nowhere goes on your own pile and ends your turn."}},
		{"mogeln", []string{"\"one\"", "\"two\"", "\"three\"", "Cards go face down in the middle, each claiming the next number – truly or not.",
			"Gemogelt!", "A doubter calls \"gemogelt\" and the card is turned: a lie, and the one who laid it takes the stack; the truth, and the caller takes it."}},
		{"ratefix", []string{"= 28", "25", "27", "31", "22", "In turn everyone guesses the total, each a different number. The closest guess – 27 for 28 – wins the cards."}},
		{"zweikampf", []string{">", "Both turn their top card; the higher one takes both.", "=",
			"A tie: both turn another card, and the winner takes all four.", "<"}},
		{"farben", []string{"Take the top card of the stack or of an open pile, then lay a card of your hand on a pile.", "= 57",
			"Once your hand is of one colour you may call \"Schluss\"; each player scores his best colour's sum."}},
		{"schnippschnapp", []string{"Schnapp!", "Two top cards of the same value: the first to call \"Schnapp!\" wins those piles.", "centre", "Schnipp!",
			"A top card equal to the centre's: \"Schnipp!\" wins the centre. A wrong call sends your pile to the centre.",
			"All four cards of a value are a quartet and are set aside. Most quartets win."}},
		{"schnippschnapp-los", []string{"3 – 2 – 1 – Los!", "On \"Los!\" everyone turns a card at the same time.", "Schnapp!",
			"Calls work as in Schnipp Schnapp; whoever wins the most cards wins."}},
		{"schwarzerpeter", []string{"Two cards of the same value are a pair and are laid down.", "In turn, each draws a hidden card from his neighbour's hand.",
			"aside", "Schwarzer Peter", "One card lies aside unseen; its twin is the Schwarzer Peter. Whoever holds it at the end loses."}},
		{"hoechste", []string{"All lay a card face down and reveal at once; the single highest card takes the trick.", "tie",
			"A tie for the highest: the cards wait for the winner of the next trick."}},
	},
	MasterRefusals: [refusalSlots]string{
		master.WhyOver:          "The round is over.",
		master.WhyNotYourTurn:   "Wait: it is %[3]s's turn.",
		master.WhyNotInHand:     "The %[1]s is not in your hand.",
		master.WhyNoFit:         "The %[1]s does not fit there: the place of the %[2]s must touch a card of its row.",
		master.WhyTaken:         "The place of the %[2]s is already taken.",
		master.WhyJokerThere:    "A joker stands in the place of the %[1]s: play the card to exchange it.",
		master.WhyFour:          "Four cards were laid this turn: end your turn.",
		master.WhyPending:       "First lay the %[2]s (or a joker) where the connection card leads.",
		master.WhyNoLinks:       "You have no connection cards left.",
		master.WhyAtEmpty:       "A connection card lies at a card: the place of the %[2]s is empty.",
		master.WhyInsideRow:     "A connection card leads to another row, never within one.",
		master.WhyNotNeighbours: "The %[4]s row does not lie next to the row of the %[2]s.",
		master.WhyNoFollow:      "You need the %[2]s or a joker to follow that connection card.",
		master.WhyNoJoker:       "No joker stands in the place of the %[1]s.",
		master.WhyFull:          "Every place is taken: an exchange now would leave no card to lay.",
		master.WhySwapped:       "You exchanged a joker: lay a card before anything else.",
		master.WhyDrawDone:      "You laid cards this turn: no drawing now.",
		master.WhyPileEmpty:     "The pile is empty.",
		master.WhyEndNothing:    "Lay at least one card first.",
		master.WhyPileLeft:      "You may only pass once the pile is empty.",
		master.WhyCannotPass:    "You laid cards this turn: end it instead of passing.",
		master.WhyMustLay:       "The pile is empty and the %[1]s can be laid: lay a card.",
		master.WhyDrawCard:      "That is not the top card of the pile.",
	},
	Settings:      "Settings",
	Volume:        "Volume",
	VolumeValue:   "%d %%",
	SoundLabel:    "Sound",
	SymbolsLabel:  "Colour symbols",
	SymbolsHint:   "Larger symbols with a double line on the cards: tell the colours by shape",
	SnapKeysLabel: "Schnipp Schnapp",
	SnapKeysHint:  "Enter or click: choose new keys · ◄ back to A/S, K/L, ←/→",
	OtherKeys:     "Other keys",
	KeyList: []string{
		"Everywhere: Esc goes back",
		"Menu: ↑/↓ line · ←/→ change · Enter start · R rules · C continue · O settings",
		"Table: ←/→ choose · Enter lay · Tab next playable · D draw · E end turn · P pass · H rules · U undo",
		"MASTER: C connection card · Esc takes it back",
		"Board: ←/→ move between the outlined cards · Enter press · Esc let go",
		"Replay: Space play/pause · ←/→ step · ↑/↓ speed · V view",
	},
	SettingsBroken: "Your settings could not be read and were kept as %s; the defaults apply.",
	SettingsFailed: "The settings could not be kept: %v",

	Undo:          "Undo",
	Undone:        "Taken back: %s.",
	UndoneMoves:   [2]string{"your move", "your %d moves"},
	UndoneReplies: [2]string{"%s and 1 reply", "%s and %d replies"},
	UndoShown:     "Undo is not possible: the cards shown since cannot be hidden again.",

	SnapKeysPointHint: "Click or tap: choose new keys · ◄ back to A/S, K/L, ←/→",

	SnapHintSchnapp: "Schnapp! – two players' piles show the same number",
	SnapHintSchnipp: "Schnipp! – a player's pile shows the centre's number",
}

var german = Text{
	Title:    "Elfer raus!",
	Subtitle: "Baut die vier Reihen von den Elfern aus. Wer zuerst keine Karten mehr hat, gewinnt.",
	Game:     "Spiel",
	Players:  "Spieler",
	Seats:    "Plätze",
	Human:    "Mensch",
	Bot:      "Bot",
	Level:    "Bots",
	Levels:   [3]string{"Leicht", "Normal", "Schwer"},
	Rounds:   "Runden",
	Options: []OptionText{
		{ID: "short", Name: "Kurzes Spiel", Hint: "zwei Spieler, ohne blaue Karten"},
		{ID: "kurz", Name: "Kurzes Spiel", Hint: "ohne die 17 bis 20"},
		{ID: "lang", Name: "Langes Spiel", Hint: "gewonnene Karten werden ein neuer Stapel, bis einer alle hat"},
		{ID: "heimlich", Name: "Heimlich mehrere", Hint: "zwei Karten als eine legen; „mehrere!“ deckt es auf"},
		{ID: "farbe", Name: "Eine Farbe", Hint: "eine Ansage stimmt nur in der zu Beginn festgelegten Farbe"},
		{ID: "zwanzig", Name: "Bis zwanzig", Hint: "wie gedruckt, über die höchste Karte im Spiel hinaus"},
	},
	OptionsLabel: "Optionen",
	On:           "An",
	Off:          "Aus",
	Language:     "Sprache",
	Speed:        "Tempo",
	Speeds:       [3]string{"Langsam", "Normal", "Schnell"},
	Start:        "Los geht's",
	Rules:        "Regeln",
	Back:         "Zurück",
	Quit:         "Beenden",
	Draw:         "Ziehen",
	EndTurn:      "Zug beenden",
	Pass:         "Passen",
	Menu:         "Menü",
	Pile:         "Stapel",
	Cards:        "Karten",
	OneCard:      "Karte",
	YourTurn:     "Du bist dran",
	TurnOf:       "%s ist dran",
	RoundOf:      "Runde %d von %d",
	Dealer:       "G",
	PassDevice:   "Gib das Gerät an %s weiter",
	PassHint:     "Jetzt sollte nur %s hinschauen.",
	Ready:        "Ich bin %s – Karten zeigen",
	Redealt:      "Niemand hatte eine Elf: Die Karten wurden neu gegeben.",
	MustLayDrawn: "Die gezogene Karte passt: Leg sie an.",
	DrewNoFit:    "zieht",
	Passed:       "passt",
	WentOut:      "%s ist raus!",
	YouWentOut:   "Du bist raus!",
	YouWin:       "Du gewinnst die Partie!",
	Blocked:      "Keiner kann mehr legen: Die Runde ist blockiert.",
	RoundOver:    "Runde vorbei",
	MatchOver:    "Partie vorbei",
	Total:        "Summe",
	Hand:         "Noch auf der Hand",
	NextRound:    "Nächste Runde",
	NewMatch:     "Neue Partie",
	Winner:       "%s gewinnt die Partie!",
	Winners:      "%s teilen sich den Sieg!",
	You:          "Du",
	NameSeat:     "Spieler %d",
	NameBot:      "Bot %d",
	KeysHint:     "←/→ wählen · Enter legen · D ziehen · E Zug beenden · P passen · H Regeln",
	Paused:       "Pause",
	SnapSchnapp:  "Schnapp!",
	SnapSchnipp:  "Schnipp!",
	SnapTie:      "Gleichzeitig!",
	SnapMistake:  "Falscher Ruf!",
	SnapPenalty:  "%s ohne Treffer: der Stapel kommt in die Mitte",
	SnapEmpty:    "leer",
	SnapQuartet:  "%s legt das Quartett der %d ab",
	SnapBest:     "beste",
	SnapMean:     "Mittel",
	SnapCentre:   "Mitte",
	SnapGo:       "Los!",
	Keys:         "Tasten",
	PressKey:     "Person %d: Taste für %s",
	ReplayPos:    "Wiederholung %d/%d",
	ReplayPlay:   "Los",
	ReplayPause:  "Halt",
	ViewAll:      "Alle",
	PausedHint:   "Eine Taste drücken oder klicken, um weiterzuspielen.",
	PausedTap:    "Antippen, um weiterzuspielen.",
	KeyWords:     []keyWord{{ebiten.KeySpace, "Leertaste"}, {ebiten.KeyBackspace, "Rücktaste"}, {ebiten.KeyDelete, "Entf"}},
	MenuLink:     "Menü (Esc)",
	MenuPlain:    "Menü",
	SheetLeave:   "Zurück zum Menü",
	SheetSaved:   "Die Partie ist gespeichert: „Weiterspielen“ im Menü holt sie zurück.",
	Games: []GameText{
		{ID: "elfer",
			Name:  "Elfer raus!",
			Tab:   "Elfer raus!",
			Blurb: "Der Klassiker: Jede Reihe beginnt mit ihrer Elf.",
			Rules: "Ziel: als Erster alle Karten loswerden.\n\n" +
				"Jede Farbe bekommt eine Reihe. Sie beginnt mit ihrer Elf und wächst Schritt für Schritt: nach unten 10, 9, … 1 und nach oben 12, 13, … 20. Kein Wert darf übersprungen werden, und in eine Reihe gehören nur Karten ihrer Farbe.\n\n" +
				"Wer die rote Elf hat, legt sie zuerst (sonst die gelbe, grüne, blaue Elf). Diese eine Karte ist der Eröffnungszug.\n\n" +
				"Passt eine deiner Karten, musst du mindestens eine legen. Du darfst beliebig viele passende Karten an beliebige Reihen legen, nacheinander, und andere absichtlich zurückhalten. Dann beendest du deinen Zug.\n\n" +
				"Passt nichts, ziehst du: Passt die gezogene Karte, legst du sie sofort an, und dein Zug ist vorbei. Sonst ziehst du weiter, höchstens drei Karten. Ist der Stapel leer und passt nichts, passt du.\n\n" +
				"Die Runde endet, sobald jemand seine letzte Karte legt. Alle anderen zählen die Werte auf ihrer Hand als Minuspunkte. Über eine Partie gewinnt die kleinste Summe.",
		},
		{ID: "elfer-falscher-anfang",
			Name:  "Falscher Anfang",
			Tab:   "Falscher Anfang",
			Blurb: "Die Einsen und Zwanziger liegen schon; die Reihen wachsen zur Mitte.",
			Rules: "Wie der Klassiker, aber vor dem Geben liegen die 1 und die 20 jeder Farbe aus. Von der 1 wächst die Reihe nach oben (2, 3, …), von der 20 nach unten (19, 18, …). Die Elf ist eine gewöhnliche Karte. Der Spieler nach dem Geber beginnt mit einem normalen Zug.",
		},
		{ID: "elfer-drei-anfangszahlen",
			Name:  "Drei Anfangszahlen",
			Tab:   "Drei Anfänge",
			Blurb: "Eine Reihe darf mit ihrer 10, 11 oder 12 beginnen.",
			Rules: "Wie der Klassiker, aber eine Reihe darf mit ihrer 10, 11 oder 12 beginnen – jede Farbe für sich. Der Spieler nach dem Geber eröffnet mit einer solchen Karte (oder zieht, wenn er keine hat). Später darf jeder Zug eine neue Reihe mit der 10, 11 oder 12 einer Farbe beginnen, die noch keine Reihe hat.",
		},
		{ID: "elfer-beliebige-startkarte",
			Name:  "Beliebige Startkarte",
			Tab:   "Beliebiger Start",
			Blurb: "Die erste Karte bestimmt den Startwert aller Reihen.",
			Rules: "Wie der Klassiker, aber der Startspieler wird ausgelost und eröffnet mit einer beliebigen Karte. Ihr Wert ist der Startwert aller Reihen: Eine neue Reihe darf nur mit der Karte dieses Werts beginnen. Die Elf ist gewöhnlich, außer sie war die erste Karte.",
		},
		{ID: "master",
			Name:  "Elfer raus! MASTER",
			Tab:   "MASTER",
			Blurb: "Reihen bis 21, Joker, Verbindungskarten und Bonuspunkte.",
			Rules: "Ziel: die meisten Punkte. Jede Bonuskarte zählt +11; jede Karte, die auf deiner Hand bleibt, kostet ihren Wert, ein Joker 11.\n\n" +
				"Die vier Elfen liegen in zufälliger Reihenfolge untereinander. Jede Reihe reicht von 1 bis 21 und ist nur mit den Reihen direkt darüber und darunter benachbart. Eine Karte passt in ihre eigene Reihe, neben eine Karte oder einen Joker, der dort liegt.\n\n" +
				"In deinem Zug legst du 1 bis 4 Karten oder ziehst eine Karte (damit endet dein Zug). Solange der Stapel reicht, ist Legen freiwillig. Ist er leer, musst du legen, wenn eine Zahlenkarte passt; Joker musst du nie legen.\n\n" +
				"Joker: anklicken, dann den Platz, für den er stehen soll. Er zählt zu deinen vier. Hast du die echte Karte für den Platz eines Jokers? Spiel sie: Sie nimmt den Platz ein und der Joker kommt auf deine Hand (das zählt nicht zu den vier, aber danach musst du eine Karte legen).\n\n" +
				"Verbindungskarten (Knopf ↕): Leg eine an eine Karte einer Reihe; sie führt zum selben Wert einer Nachbarreihe, den du sofort mit dieser Karte oder einem Joker besetzen musst. Von dieser Insel wächst die neue Reihe in beide Richtungen. Bis die verlangte Karte liegt, kannst du die Verbindung zurücknehmen.\n\n" +
				"Bonus: Wer eine Seite einer Reihe vollendet (1 bis 10 oder 12 bis 21), nimmt eine Bonuskarte, solange der Vorrat reicht. Die Runde endet, sobald jemand seine letzte Karte legt.",
		},
		{ID: "schnippschnapp",
			Name:  "Schnipp Schnapp",
			Tab:   "Schnipp Schnapp",
			Blurb: "Echtzeit: Wer gleiche Karten zuerst ausruft, gewinnt sie.",
			Rules: "Ziel: die meisten Quartette ablegen (alle vier Karten eines Werts).\n\n" +
				"Alle Karten werden verteilt; Quartette, die du schon hast, legst du gleich ab. Reihum, im Tempo des Tischs, dreht jeder die oberste Karte seines Stapels auf seinen offenen Stapel.\n\n" +
				"Schnapp! Zeigen zwei oder mehr offene Stapel denselben Wert, ruf Schnapp: Wer zuerst ruft, nimmt diese Stapel und seinen eigenen, legt Quartette ab und schiebt den Rest unter seinen Stapel.\n\n" +
				"Schnipp! Zeigt ein offener Stapel den Wert der obersten Karte der Mitte, ruf Schnipp: Wer zuerst ruft, nimmt den Stapel in der Mitte.\n\n" +
				"Ein falscher Ruf oder das falsche Wort ist ein Fehler: Dein offener Stapel kommt auf die Mitte. Rufe im selben Augenblick gelten als gleichzeitig: Die Stapel gehen unter die Stapel ihrer Besitzer zurück. Wer keine Karten mehr hat, darf noch Schnipp rufen und so zurückkommen.\n\n" +
				"Tasten: Jeder hat eine Schnapp- und eine Schnipp-Taste (A/S, K/L, ←/→), angezeigt neben seinen Karten, oder die Knöpfe auf dem Bildschirm. Der Bildschirm zeigt die Reaktionszeit jedes Rufs.",
		},
		{ID: "schnippschnapp-los",
			Name:  "Schnipp Schnapp 3-2-1-los",
			Tab:   "3-2-1-los",
			Blurb: "Auf den Countdown drehen alle gleichzeitig eine Karte um.",
			Rules: "Wie Schnipp Schnapp, aber auf einen Countdown 3-2-1-los drehen alle gleichzeitig ihre oberste Karte um. Gerufen wird wie sonst. Es gewinnt, wer mit seinen Rufen die meisten Karten erobert hat.",
		},
	},

	ColorNames: [card.NumColors]string{"rote", "gelbe", "grüne", "blaue"},
	Refusals: [refusalSlots]string{
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
	Joker:          "Joker",
	MasterPending:  "Leg die %s (oder einen Joker) dorthin, wohin die Verbindungskarte führt.",
	MasterFour:     "Vier Karten gelegt: Beende deinen Zug (einen Joker darfst du noch tauschen).",
	MasterKeys:     "←/→ wählen · Enter legen · C Verbindungskarte · D ziehen · E Zug beenden · Esc zurück · H Regeln",
	LinkButton:     "Verbindung (%d)",
	TakeBack:       "Zurücknehmen",
	NoLinks:        "Du hast keine Verbindungskarten mehr.",
	NoLinkNow:      "Gerade passt keine Verbindungskarte: Dazu brauchst du die Karte einer Nachbarreihe (oder einen Joker).",
	JokerNoSlot:    "Der Joker hat gerade keinen freien Platz an einer Reihe.",
	LinkNeeds:      "Die Verbindungskarte verlangt die %s oder einen Joker.",
	PickJoker:      "Joker: Klick auf den Platz, für den er stehen soll.",
	PickLinkFrom:   "Verbindungskarte: Klick auf die Karte, an der sie liegt.",
	PickLinkTo:     "Verbindungskarte: Klick auf die Reihe, zu der sie führt.",
	PickLinkCard:   "Jetzt die %s oder einen Joker legen · Esc nimmt sie zurück",
	Supply:         "Bonus: %d",
	LaidOf:         "%d von %d gelegt",
	LaidWord:       "Gelegt",
	LaidCount:      "%d von %d",
	MoveJoker:      "Joker als %s",
	MoveLink:       "Verbindungskarte an %s %d → %s",
	MoveSwap:       "tauscht %s gegen den Joker",
	MoveAt:         [card.NumColors]string{"der roten", "der gelben", "der grünen", "der blauen"},
	MoveRow:        [card.NumColors]string{"Rot", "Gelb", "Grün", "Blau"},
	LogLay:         [2]string{"%[1]s legt die %[2]s", "Du legst die %[2]s"},
	LogJoker:       [2]string{"%[1]s legt einen Joker für die %[2]s", "Du legst einen Joker für die %[2]s"},
	LogLink:        [2]string{"%[1]s legt eine Verbindungskarte an die %[2]s → Reihe %[3]s", "Du legst eine Verbindungskarte an die %[2]s → Reihe %[3]s"},
	LogSwap:        [2]string{"%[1]s tauscht die %[2]s gegen den Joker", "Du tauschst die %[2]s gegen den Joker"},
	LogDraw:        [2]string{"%[1]s zieht eine Karte", "Du ziehst eine Karte"},
	LogDrawCard:    [2]string{"%[1]s zieht die %[2]s", "Du ziehst die %[2]s"},
	LogPass:        [2]string{"%[1]s passt", "Du passt"},
	LogBonus:       [2]string{"%[1]s gewinnt eine Bonuskarte (+11)", "Du gewinnst eine Bonuskarte (+11)"},
	LogLot:         [2]string{"%[1]s wurde ausgelost und beginnt", "Du wurdest ausgelost und beginnst"},
	ShortCard:      [card.NumColors]string{"Rot %d", "Gelb %d", "Grün %d", "Blau %d"},
	NewCard:        "neu",
	Continue:       "Weiterspielen",
	ContinueOf:     "%s, Runde %d von %d",
	SaveFailed:     "Die Partie konnte nicht gespeichert werden: %v",
	SaveBroken:     "Die gespeicherte Partie war nicht lesbar; sie wurde als %s aufbewahrt.",
	StatsBroken:    "Die Statistik war nicht lesbar; sie wurde als %s aufbewahrt und beginnt neu.",
	Statistics:     "Statistik",
	DealCode:       "Spiel %s",
	DealEnter:      "Spielcode",
	DealEnterHint:  "Tippe den Code ein, den du bekommen hast · Enter spielt ihn · Esc bricht ab",
	DealPadHint:    "Tippe den Code, den du bekommen hast, oder füge ihn ein",
	DealPaste:      "Einfügen",
	DealDelete:     "← Löschen",
	DealCancel:     "Abbrechen",
	DealPlay:       "Spielen",
	DealNotACode:   "In der Zwischenablage steht kein Spielcode: %q",
	DealOfDay:      "Spiel des Tages",
	Copied:         "Spielcode %s kopiert",
	CopyByHand:     "Spielcode %s: bitte abschreiben",
	OpenRecord:     "Aufzeichnungen",
	DropHint:       "oder eine Aufzeichnung ins Fenster ziehen",
	DropNative:     "Zieh eine Aufzeichnung (.jsonl) in dieses Fenster, um sie anzusehen, oder starte mit -replay DATEI.",
	NoRecent:       "Noch keine Runden: Deine beendeten Runden werden hier zum Ansehen aufbewahrt.",
	OpenFile:       "Aufzeichnung öffnen",
	RoundWon:       "beste Punktzahl: %s",
	RulesLink:      "Regeln (H)",
	ReplaceSave:    "Eine neue Partie ersetzt die gespeicherte: Noch einmal wählen startet sie, oder Weiterspielen.",
	RulePics: []rulePic{
		{"elfer", []string{"Die vier Elfen eröffnen die Reihen, eine je Farbe.", "← bis zur 1", "bis zur 20 →",
			"Eine Karte passt direkt unter die niedrigste oder direkt über die höchste Karte der Reihe ihrer Farbe."}},
		{"elfer-falscher-anfang", []string{"…", "Die Einsen und Zwanziger liegen von Anfang an aus: Eine Reihe wächst von der 1 aufwärts und von der 20 abwärts."}},
		{"elfer-drei-anfangszahlen", []string{"oder", "Eine Reihe darf mit ihrer 10, 11 oder 12 beginnen.", "Von ihrer ersten Karte aus wächst die Reihe in beide Richtungen."}},
		{"elfer-beliebige-startkarte", []string{"Die erste Karte des Spiels – hier die grüne 7 – legt den Startwert fest.",
			"Jede weitere Reihe darf nur mit einer Karte dieses Werts beginnen."}},
		{"master", []string{"Eine Verbindungskarte an der gelben 9 führt in die Nachbarreihe: Dort muss sofort die blaue 9 liegen.",
			"= rote 13", "Ein Joker steht für die Karte, deren Platz er einnimmt, hier die rote 13."}},
		{"ueberall", []string{"←", "Mitte", "Eine aufgedeckte Karte passt auf einen Stapel, dessen oberste Karte um eins niedriger ist, gleich welcher Farbe. Die Mitte geht vor.",
			"Nach der 20 kommt die 1. Passt die Karte nirgends, kommt sie auf deinen eigenen Stapel und dein Zug endet."}},
		{"mogeln", []string{"\"eins\"", "\"zwei\"", "\"drei\"", "Die Karten liegen verdeckt in der Mitte, jede mit der nächsten Zahl angesagt – ob wahr oder nicht.",
			"Gemogelt!", "Wer zweifelt, ruft \"gemogelt\", und die Karte wird umgedreht: gelogen – wer sie legte, nimmt den Stapel; wahr – der Rufer nimmt ihn."}},
		{"ratefix", []string{"= 28", "25", "27", "31", "22", "Reihum schätzt jeder die Summe, jeder eine andere Zahl. Wer am nächsten liegt – 27 bei 28 –, gewinnt die Karten."}},
		{"zweikampf", []string{">", "Beide decken ihre oberste Karte auf; die höhere nimmt beide.", "=",
			"Gleichstand: Beide decken noch eine Karte auf, und der Gewinner nimmt alle vier.", "<"}},
		{"farben", []string{"Nimm die oberste Karte des Stapels oder eines offenen Stapels und lege dann eine Handkarte auf einen Stapel.", "= 57",
			"Ist deine Hand einfarbig, darfst du \"Schluss\" rufen; jeder zählt die Summe seiner besten Farbe."}},
		{"schnippschnapp", []string{"Schnapp!", "Zwei oberste Karten mit gleichem Wert: Wer zuerst \"Schnapp!\" ruft, gewinnt diese Stapel.", "Mitte", "Schnipp!",
			"Gleicht eine oberste Karte der obersten der Mitte, gewinnt \"Schnipp!\" die Mitte. Ein falscher Ruf schickt deinen Stapel in die Mitte.",
			"Alle vier Karten eines Werts sind ein Quartett und werden abgelegt. Die meisten Quartette gewinnen."}},
		{"schnippschnapp-los", []string{"3 – 2 – 1 – Los!", "Bei \"Los!\" decken alle gleichzeitig eine Karte auf.", "Schnapp!",
			"Gerufen wird wie bei Schnipp Schnapp; wer die meisten Karten erobert, gewinnt."}},
		{"schwarzerpeter", []string{"Zwei Karten mit gleichem Wert sind ein Paar und werden abgelegt.", "Reihum zieht jeder eine verdeckte Karte aus der Hand seines Nachbarn.",
			"beiseite", "Schwarzer Peter", "Eine Karte liegt ungesehen beiseite; ihr Zwilling ist der Schwarze Peter. Wer ihn am Ende hält, verliert."}},
		{"hoechste", []string{"Alle legen verdeckt eine Karte und decken gleichzeitig auf; die einzige höchste Karte nimmt den Stich.", "Gleichstand",
			"Gleichstand bei der höchsten: Die Karten warten auf den Gewinner des nächsten Stichs."}},
	},
	MasterRefusals: [refusalSlots]string{
		master.WhyOver:          "Die Runde ist vorbei.",
		master.WhyNotYourTurn:   "Warte: %[3]s ist dran.",
		master.WhyNotInHand:     "Die %[1]s ist nicht auf deiner Hand.",
		master.WhyNoFit:         "Die %[1]s passt dort nicht: Der Platz der %[2]s muss an eine Karte ihrer Reihe grenzen.",
		master.WhyTaken:         "Der Platz der %[2]s ist schon besetzt.",
		master.WhyJokerThere:    "Auf dem Platz der %[1]s steht ein Joker: Spiel die Karte, um ihn zu tauschen.",
		master.WhyFour:          "In diesem Zug liegen schon vier Karten: Beende deinen Zug.",
		master.WhyPending:       "Leg zuerst die %[2]s (oder einen Joker) dorthin, wohin die Verbindungskarte führt.",
		master.WhyNoLinks:       "Du hast keine Verbindungskarten mehr.",
		master.WhyAtEmpty:       "Eine Verbindungskarte liegt an einer Karte: Der Platz der %[2]s ist leer.",
		master.WhyInsideRow:     "Eine Verbindungskarte führt in eine andere Reihe, nie innerhalb einer Reihe.",
		master.WhyNotNeighbours: "Die Reihe der %[2]s liegt nicht neben der %[4]s Reihe.",
		master.WhyNoFollow:      "Für diese Verbindungskarte brauchst du die %[2]s oder einen Joker.",
		master.WhyNoJoker:       "Auf dem Platz der %[1]s steht kein Joker.",
		master.WhyFull:          "Alle Plätze sind besetzt: Nach einem Tausch könntest du keine Karte legen.",
		master.WhySwapped:       "Du hast einen Joker getauscht: Leg zuerst eine Karte.",
		master.WhyDrawDone:      "Du hast in diesem Zug gelegt: Ziehen geht jetzt nicht.",
		master.WhyPileEmpty:     "Der Stapel ist leer.",
		master.WhyEndNothing:    "Leg zuerst mindestens eine Karte.",
		master.WhyPileLeft:      "Passen darfst du erst, wenn der Stapel leer ist.",
		master.WhyCannotPass:    "Du hast in diesem Zug gelegt: Beende ihn, statt zu passen.",
		master.WhyMustLay:       "Der Stapel ist leer und die %[1]s passt: Leg eine Karte.",
		master.WhyDrawCard:      "Das ist nicht die oberste Karte des Stapels.",
	},
	Settings:      "Einstellungen",
	Volume:        "Lautstärke",
	VolumeValue:   "%d %%",
	SoundLabel:    "Ton",
	SymbolsLabel:  "Farbsymbole",
	SymbolsHint:   "Größere Symbole mit Doppellinie auf den Karten: Farben an der Form erkennen",
	SnapKeysLabel: "Schnipp Schnapp",
	SnapKeysHint:  "Enter oder klicken: neue Tasten wählen · ◄ zurück zu A/S, K/L, ←/→",
	OtherKeys:     "Weitere Tasten",
	KeyList: []string{
		"Überall: Esc geht zurück",
		"Menü: ↑/↓ Zeile · ←/→ ändern · Enter los · R Regeln · C weiterspielen · O Einstellungen",
		"Tisch: ←/→ wählen · Enter legen · Tab nächste passende · D ziehen · E Zug beenden · P passen · H Regeln · U rückgängig",
		"MASTER: C Verbindungskarte · Esc nimmt sie zurück",
		"Brett: ←/→ zwischen den markierten Karten · Enter drücken · Esc loslassen",
		"Aufzeichnung: Leertaste Start/Pause · ←/→ Schritt · ↑/↓ Tempo · V Ansicht",
	},
	SettingsBroken: "Deine Einstellungen waren nicht lesbar und liegen jetzt als %s; es gelten die Voreinstellungen.",
	SettingsFailed: "Die Einstellungen konnten nicht gespeichert werden: %v",

	Undo:          "Rückgängig",
	Undone:        "Zurückgenommen: %s.",
	UndoneMoves:   [2]string{"dein Zug", "deine %d Züge"},
	UndoneReplies: [2]string{"%s und 1 Antwort", "%s und %d Antworten"},
	UndoShown:     "Rückgängig geht nicht: Die seither gezeigten Karten lassen sich nicht wieder verdecken.",

	SnapKeysPointHint: "Klicken oder tippen: neue Tasten wählen · ◄ zurück zu A/S, K/L, ←/→",

	SnapHintSchnapp: "Schnapp! – zwei Stapel zeigen dieselbe Zahl",
	SnapHintSchnipp: "Schnipp! – ein Stapel zeigt die Zahl der Mitte",
}
