package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/schwarzerpeter"
	"elferraus/scenes/i18n"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() {
	Boards[schwarzerpeter.ID] = func() boardGame { return &peterBoard{} }
	i18n.SayIn(schwarzerpeter.ID, i18n.GameText{
		Name:  "Schwarzer Peter",
		Tab:   "Schwarzer Peter",
		Blurb: "Draw from your neighbour, lay down pairs, and don't be left with the Peter.",
		Rules: "Aim: get rid of your cards and not be the one left with the Schwarzer Peter. For 2 to 6 players.\n\n" +
			"Only red and blue 1 to 20 are used, so every number is there twice (short game: without the 17s to 20s). After shuffling, one card is put aside face down and nobody looks at it. Its twin of the other colour can never make a pair: it is the Schwarzer Peter, and nobody knows which card that is until the end.\n\n" +
			"The other cards are dealt out, as evenly as they go. Every pair (both colours of a number) is laid down face up at once.\n\n" +
			"The player left of the dealer draws one card, unseen, from the hand of the next player in turn. If it makes a pair, the pair goes down at once. Then that next player draws from the one after him, and so on round the table. Before you are drawn from you may keep your hand as it is, mix it, or move a card to another place. To draw, press the card you want in the fan of your neighbour's hand in the middle.\n\n" +
			"Whoever has no cards left is out and safe. When only one player still holds a card, that card is the Schwarzer Peter: he loses, and the card that was put aside is shown. (After 1000 draws the round stops and whoever holds the Peter loses.)\n\n" +
			"A card you lost to a neighbour stays in your memory: as long as he keeps his hand in order, you know where it sits.",
	}, i18n.GameText{
		Name:  "Schwarzer Peter",
		Tab:   "Schwarzer Peter",
		Blurb: "Beim Nachbarn ziehen, Paare ablegen und nicht auf dem Peter sitzen bleiben.",
		Rules: "Ziel: die eigenen Karten loswerden und nicht auf dem Schwarzen Peter sitzen bleiben. Für 2 bis 6 Spieler.\n\n" +
			"Nur Rot und Blau von 1 bis 20 spielen mit, jede Zahl gibt es also zweimal (kurzes Spiel: ohne die 17 bis 20). Nach dem Mischen wird eine Karte verdeckt beiseitegelegt, ohne dass sie jemand ansieht. Ihr Zwilling in der anderen Farbe findet nie einen Partner: er ist der Schwarze Peter, und erst am Ende weiß man, welche Karte das ist.\n\n" +
			"Die übrigen Karten werden so gleichmäßig wie möglich verteilt. Jedes Paar (beide Farben einer Zahl) wird sofort offen abgelegt.\n\n" +
			"Der Spieler links vom Geber zieht verdeckt eine Karte aus der Hand des nächsten Spielers. Ergibt sie ein Paar, wird es sofort abgelegt. Dann zieht dieser nächste Spieler beim übernächsten, und so geht es reihum. Bevor bei dir gezogen wird, darfst du deine Karten lassen, wie sie sind, sie mischen oder eine Karte an einen anderen Platz stecken. Zum Ziehen tippst du in der Mitte die gewünschte Karte im Fächer deines Nachbarn an.\n\n" +
			"Wer keine Karten mehr hat, ist raus und in Sicherheit. Hält nur noch einer eine Karte, ist das der Schwarze Peter: er verliert, und die beiseitegelegte Karte wird gezeigt. (Nach 1000 Zügen endet die Runde, und wer den Peter hat, verliert.)\n\n" +
			"Eine Karte, die du an den Nachbarn verloren hast, merkst du dir: solange er seine Karten nicht umsteckt, weißt du, wo sie sitzt.",
	})
}

// peterWords are the board's words for Schwarzer Peter in one language.
type peterWords struct {
	// Gist is what the game's cards do, said by a long press.
	Gist                          string
	Hand, Safe, YouSafe, InMiddle string
	SeatSafe                      string // YouSafe of a bot's seat: "%s is safe"
	Pairs                         string // "Pairs %d"
	Aside, AsideIs                string
	FanOf                         string // "%s's hand"
	Knows, KnowsShort             string // " · card %d is your %s"
	DrawsFrom                     string // "%s draws from %s"
	DrawNote                      string // "Press the card you want from %s"
	GiveNote                      string // "%s draws from you next: ..."
	MoveNote                      string
	Keep, Mix                     string
	KeepKey                       ebiten.Key
	Kept, Mixed, Drew, Pair       string
	OutSafe, LeftWith             string
	HasPeter, PeterWas, Bound     string
	// The same said to the one person at the screen ("You draw ...").
	DrawsFromYou, KeptYou, MixedYou, DrewYou, PairYou string
	OutSafeYou, LeftWithYou, HasPeterYou              string
	ObjYou                                            string // "from you"
}

var peterEnglish = peterWords{
	Gist:       "Draw from your neighbour; pairs go down at once; whoever keeps the Peter loses.",
	Hand:       "Hand %d",
	Safe:       "safe",
	YouSafe:    "No cards left – you are safe",
	SeatSafe:   "No cards left – %s is safe",
	InMiddle:   "↓",
	Pairs:      "Pairs %d",
	Aside:      "Set aside",
	AsideIs:    "Set aside: %s",
	FanOf:      "%s's hand",
	Knows:      " · card %d is your %s",
	KnowsShort: " · card %d: %s",
	DrawsFrom:  "%s draws from %s",
	DrawNote:   "Press the card you want from %s's hand",
	GiveNote:   "%s draws from you next: keep, mix, or press a card and then its new place",
	MoveNote:   "Now press the place where the card should go",
	Keep:       "Keep my hand",
	Mix:        "Mix my hand",
	KeepKey:    ebiten.KeyK,
	Kept:       "%s keeps his hand",
	Mixed:      "%s mixes his hand",
	Drew:       "%s draws a card from %s",
	Pair:       "%s lays down the pair of %ss",
	OutSafe:    "%s has no cards left and is safe",
	LeftWith:   "%s is left with the Schwarzer Peter",
	HasPeter:   "%s has the Schwarzer Peter",
	PeterWas:   "Set aside was %s, so %s was the Peter",
	Bound:      " (the round stopped after %s)",

	DrawsFromYou: "You draw from %s",
	KeptYou:      "You keep your hand",
	MixedYou:     "You mix your hand",
	DrewYou:      "You draw a card from %s",
	PairYou:      "You lay down the pair of %ss",
	OutSafeYou:   "You have no cards left and are safe",
	LeftWithYou:  "You are left with the Schwarzer Peter",
	HasPeterYou:  "You have the Schwarzer Peter",
	ObjYou:       "you",
}

var peterGerman = peterWords{
	Gist:       "Ziehe beim Nachbarn; Paare kommen sofort ab; wer den Peter behält, verliert.",
	Hand:       "Hand %d",
	Safe:       "sicher",
	YouSafe:    "Keine Karten mehr – du bist sicher",
	SeatSafe:   "Keine Karten mehr – %s ist sicher",
	InMiddle:   "↓",
	Pairs:      "Paare %d",
	Aside:      "Beiseite",
	AsideIs:    "Beiseite: %s",
	FanOf:      "Hand von %s",
	Knows:      " · Karte %d ist deine %s",
	KnowsShort: " · Karte %d: %s",
	DrawsFrom:  "%s zieht bei %s",
	DrawNote:   "Wähle die Karte, die du von %s ziehen willst",
	GiveNote:   "%s zieht bei dir: lassen, mischen oder Karte, dann Platz wählen",
	MoveNote:   "Wähle jetzt den Platz, an den die Karte soll",
	Keep:       "So lassen",
	Mix:        "Hand mischen",
	KeepKey:    ebiten.KeyL,
	Kept:       "%s lässt seine Karten",
	Mixed:      "%s mischt seine Karten",
	Drew:       "%s zieht eine Karte bei %s",
	Pair:       "%s legt das Paar %s ab",
	OutSafe:    "%s hat keine Karten mehr und ist sicher",
	LeftWith:   "%s bleibt auf dem Schwarzen Peter sitzen",
	HasPeter:   "%s hat den Schwarzen Peter",
	PeterWas:   "Beiseite lag %s, also war %s der Peter",
	Bound:      " (die Runde endete nach %s)",

	DrawsFromYou: "Du ziehst bei %s",
	KeptYou:      "Du lässt deine Karten",
	MixedYou:     "Du mischst deine Karten",
	DrewYou:      "Du ziehst eine Karte bei %s",
	PairYou:      "Du legst das Paar %s ab",
	OutSafeYou:   "Du hast keine Karten mehr und bist sicher",
	LeftWithYou:  "Du bleibst auf dem Schwarzen Peter sitzen",
	HasPeterYou:  "Du hast den Schwarzen Peter",
	ObjYou:       "dir",
}

// peterSay fills a line about seat p: the form for the one person at the
// screen (named tx.You) when there is one, else the form with his name.
func peterSay(tx *i18n.Text, names []string, p int, third, you string, objs ...string) string {
	args := make([]any, 0, 1+len(objs))
	f := you
	if names[p] != tx.You {
		f = third
		args = append(args, names[p])
	}
	for _, o := range objs {
		args = append(args, o)
	}
	return fmt.Sprintf(f, args...)
}

// peterObj is seat p as the object of a line: "you" for the person.
func peterObj(tx *i18n.Text, w *peterWords, names []string, p int) string {
	if names[p] == tx.You {
		return w.ObjYou
	}
	return names[p]
}

// peterWordsOf is the board's words in the language of tx.
func peterWordsOf(tx *i18n.Text) *peterWords {
	if tx == &i18n.German {
		return &peterGerman
	}
	return &peterEnglish
}

// peterMixKey is the key of "Mix my hand" in both languages.
const peterMixKey = ebiten.KeyM

// peterBoard lays out Schwarzer Peter: each hand (the seat's own face up,
// the others face down), each seat's laid pairs, the card set aside and,
// while the seat draws, the giver's hand as a large fan in the middle.
// It remembers the last view's counts so that a draw can be told: who gave
// the card and whether a pair went down.
type peterBoard struct {
	counts, laid []int
	// drawn is the card the seat laid out just drew, held face up for it
	// alone; paired: it made a pair laid down at once.
	drawn  card.Card
	paired bool
}

func (*peterBoard) secret() bool { return true }

// reveals: the seat laid out drew a card, and sees it.
func (pb *peterBoard) reveals(gb, ga games.View, shown bool) bool {
	b, a := gb.(*schwarzerpeter.View), ga.(*schwarzerpeter.View)
	seat := a.Seat
	if !shown || a.Draws != b.Draws+1 || b.Drawer != seat || seat < 0 || seat >= len(a.Laid) || seat >= len(b.Laid) {
		return false
	}
	pb.drawn, pb.paired = card.None, false
	for _, c := range a.Hand {
		if !slices.Contains(b.Hand, c) {
			pb.drawn = c
		}
	}
	if pb.drawn == card.None {
		for _, c := range a.Laid[seat][min(len(b.Laid[seat]), len(a.Laid[seat])):] {
			if !slices.Contains(b.Hand, c) {
				pb.drawn, pb.paired = c, true
			}
		}
	}
	return pb.drawn != card.None
}

// remember keeps the view's hand sizes and laid pairs.
func (pb *peterBoard) remember(v *schwarzerpeter.View) {
	pb.counts = append(pb.counts[:0], v.Counts...)
	pb.laid = pb.laid[:0]
	for _, l := range v.Laid {
		pb.laid = append(pb.laid, len(l))
	}
}

// peterDrawing reports whether v's seat is the one to draw next, so the
// giver's hand lies in the middle for it.
func peterDrawing(v *schwarzerpeter.View) bool {
	return !v.Over && v.Drawer == v.Seat && v.Giver >= 0 && v.Giver != v.Seat
}

// knownLabel tells the cards of seat p's hand that v's seat knows (by
// position from 1, since the cards themselves lie face down).
func knownLabel(f string, tx *i18n.Text, v *schwarzerpeter.View, p int) string {
	if p < 0 || p >= len(v.Known) {
		return ""
	}
	var sb strings.Builder
	for i, c := range v.Known[p] {
		if c != card.None {
			fmt.Fprintf(&sb, f, i+1, tx.CardName(c))
		}
	}
	return sb.String()
}

func (pb *peterBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *i18n.Text, names []string) {
	v := gv.(*schwarzerpeter.View)
	w := peterWordsOf(tx)
	pb.remember(v)
	drawing := peterDrawing(v)
	held := tb.held && pb.drawn != card.None
	peter := card.None
	if v.Over && v.Aside != card.None {
		peter = schwarzerpeter.Twin(v.Aside)
	}
	hand := -1
	for p := range v.Players {
		if p == v.Seat {
			label := ""
			if len(v.Hand) == 0 {
				label = tb.seatSays(names, p, w.SeatSafe, w.YouSafe)
			}
			cards := v.Hand
			if held {
				// The card drawn lies apart, face up, until the hold ends.
				cards = slices.DeleteFunc(slices.Clone(cards), func(c card.Card) bool { return c == pb.drawn })
			}
			hand = tb.add(p, zFan, label, cards)
			tb.zones[hand].private = true
			continue
		}
		n := v.Counts[p]
		label := fmt.Sprintf(w.Hand, n)
		short := label
		if n >= 3 && !v.Over {
			// A narrower hand leaves no room for more words in its panel;
			// what the seat knows there shows anyway once it draws from it.
			label += knownLabel(w.KnowsShort, tx, v, p)
		}
		switch {
		case n == 0:
			label = w.Safe
		case drawing && p == v.Giver:
			// Its cards lie in the middle while the seat draws.
			n, label = 0, w.InMiddle
		}
		if v.Over && p == v.Loser && n == 1 && v.Reason == "peter" && peter != card.None {
			// The one card left when everybody else is out can only be
			// the Peter: the view tells it without looking.
			tb.add(p, zFan, label, []card.Card{peter})
			continue
		}
		i := tb.hidden(p, zFan, label, n)
		if label != short && n > 0 {
			tb.zones[i].short = short
		}
	}
	for p := range v.Players {
		laid := v.Laid[p]
		if held && p == v.Seat && pb.paired {
			laid = slices.DeleteFunc(slices.Clone(laid), func(c card.Card) bool { return c == pb.drawn })
		}
		tb.add(p, zPile, fmt.Sprintf(w.Pairs, len(v.Laid[p])/2), laid)
	}
	if v.Aside != card.None {
		i := tb.add(-1, zPile, fmt.Sprintf(w.AsideIs, tx.CardName(v.Aside)), []card.Card{v.Aside})
		tb.zones[i].mark = true
	} else {
		tb.hidden(-1, zPile, w.Aside, 1)
	}
	switch {
	case v.Over && v.Loser >= 0 && v.Loser < len(names):
		tb.big = peterSay(tx, names, v.Loser, w.HasPeter, w.HasPeterYou)
		tb.bigSub = fmt.Sprintf(w.PeterWas, tx.CardName(v.Aside), tx.CardName(peter))
		if v.Reason == "bound" {
			tb.bigSub += fmt.Sprintf(w.Bound, i18n.Count(tx, v.Draws, "draw"))
		}
	case !v.Over && v.Drawer >= 0 && v.Giver >= 0:
		tb.big = peterSay(tx, names, v.Drawer, w.DrawsFrom, w.DrawsFromYou, peterObj(tx, w, names, v.Giver))
	}
	if held {
		// The card drawn, for the drawer alone, lies last: after the hold
		// it goes to his hand (or his pairs) and no other zone moves.
		i := tb.add(-1, zPile, "", []card.Card{pb.drawn})
		tb.from(i, v.Seat)
		tb.zones[i].private = true
		tb.zones[i].mark = true
		bw := i18n.WordsOf(tx)
		tb.big = peterSay(tx, names, v.Seat, bw.SpDrew, bw.SpDrewYou, tx.CardName(pb.drawn))
		tb.bigSub = bw.SpKeep
		if pb.paired {
			tb.bigSub = bw.SpPair
		}
		return
	}
	// The giver's hand in the middle comes last, so that leaving it out
	// moves no other zone.
	fan := -1
	if drawing {
		n := v.Counts[v.Giver]
		fan = tb.hidden(-1, zFan, fmt.Sprintf(w.FanOf, names[v.Giver])+knownLabel(w.Knows, tx, v, v.Giver), n)
		tb.from(fan, v.Giver)
	}
	if len(legal) == 0 {
		return
	}
	first := legal[0].(schwarzerpeter.Action)
	if first.Kind == schwarzerpeter.Draw {
		// Each card of the fan is outlined as a choice; without the fan
		// (never while the seat draws) its hand in the top panel is.
		at := fan
		if at < 0 {
			at = v.Giver
		}
		tb.note = fmt.Sprintf(w.DrawNote, names[v.Giver])
		for _, a := range legal {
			tb.pick(a, at, a.(schwarzerpeter.Action).Pos)
		}
		return
	}
	tb.note = fmt.Sprintf(w.GiveNote, names[v.Drawer])
	tb.Button(schwarzerpeter.KeepOf(v.Seat), w.Keep, w.KeepKey)
	n := len(v.Hand)
	if n < 2 {
		return
	}
	tb.Button(schwarzerpeter.ArrangeOf(v.Seat, mixOrder(v)), w.Mix, peterMixKey)
	for j := range n {
		for k := range n {
			if j != k {
				c := tb.pick(schwarzerpeter.ArrangeOf(v.Seat, moveOrder(n, j, k)), hand, j)
				c.to = &spot{hand, k}
			}
		}
	}
}

// moveOrder is the order of n cards that takes the card at j to place k.
func moveOrder(n, j, k int) []int {
	o := make([]int, 0, n)
	for i := range n {
		if len(o) == k {
			o = append(o, j)
		}
		if i != j {
			o = append(o, i)
		}
	}
	if len(o) == k {
		o = append(o, j)
	}
	return o
}

// mixOrder is a shuffled order of the seat's hand, evenly over every
// order including the one it has: a mix that always moved the cards would
// tell a watching drawer where two cards went. It comes from a generator seeded by the view (the hand, the draws so
// far), so the same view mixes the same way and a replay is repeatable.
func mixOrder(v *schwarzerpeter.View) []int {
	n := len(v.Hand)
	seed := card.Mix(uint64(v.Draws), uint64(v.Seat))
	for _, c := range v.Hand {
		seed = card.Mix(seed, uint64(c.Index()))
	}
	rng := card.NewRng(seed)
	o := make([]int, n)
	for i := range o {
		o[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := rng.IntN(i + 1)
		o[i], o[j] = o[j], o[i]
	}
	return o
}

func (pb *peterBoard) Say(tx *i18n.Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(schwarzerpeter.Action)
	v := gv.(*schwarzerpeter.View)
	w := peterWordsOf(tx)
	defer pb.remember(v)
	switch a.Kind {
	case schwarzerpeter.Keep:
		return peterSay(tx, names, a.Seat, w.Kept, w.KeptYou)
	case schwarzerpeter.Arrange:
		return peterSay(tx, names, a.Seat, w.Mixed, w.MixedYou)
	}
	// The giver was the next seat after the drawer that held cards.
	counts := pb.counts
	if len(counts) != v.Players {
		counts = v.Counts
	}
	giver := a.Seat
	for i := 1; i < v.Players; i++ {
		if q := (a.Seat + i) % v.Players; counts[q] > 0 {
			giver = q
			break
		}
	}
	line := peterSay(tx, names, a.Seat, w.Drew, w.DrewYou, peterObj(tx, w, names, giver))
	if l := v.Laid[a.Seat]; len(pb.laid) == v.Players && len(l) > pb.laid[a.Seat] {
		line += "\n" + peterSay(tx, names, a.Seat, w.Pair, w.PairYou, strconv.Itoa(l[len(l)-1].Value()))
	}
	for _, p := range []int{a.Seat, giver} {
		if v.Counts[p] == 0 && (len(pb.counts) != v.Players || pb.counts[p] > 0) {
			line += "\n" + peterSay(tx, names, p, w.OutSafe, w.OutSafeYou)
		}
	}
	if v.Over && v.Loser >= 0 {
		line += "\n" + peterSay(tx, names, v.Loser, w.LeftWith, w.LeftWithYou)
	}
	return line
}

// endNote names who is left with the Peter, for the end panel.
func (*peterBoard) endNote(tx *i18n.Text, gv games.View, names []string) string {
	v, ok := gv.(*schwarzerpeter.View)
	if !ok || !v.Over || v.Loser < 0 || v.Loser >= len(names) {
		return ""
	}
	w := peterWordsOf(tx)
	return peterSay(tx, names, v.Loser, w.LeftWith, w.LeftWithYou)
}

func (*peterBoard) gist(tx *i18n.Text) string { return peterWordsOf(tx).Gist }
