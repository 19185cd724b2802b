package i18n

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

// RulePicsOf is the words of the rules picture of the game id.
func (t *Text) RulePicsOf(id string) []string {
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
		return &German
	}
	return &English
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
	return fmt.Sprintf(f, t.MasterCard(e.Card), t.MasterCard(e.Slot), name, t.ColorNames[e.To&3])
}

// MasterCard names a card or a joker.
func (t *Text) MasterCard(c card.Card) string {
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

// ShortName is a compact card name for a seat's note of its last move, in the
// player's language: "R12", "Rot 12".
func (t *Text) ShortName(c card.Card) string {
	return fmt.Sprintf(t.ShortCard[c.Color()&3], c.Value())
}
