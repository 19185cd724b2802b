package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/mogeln"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() {
	Boards[mogeln.ID] = func() boardGame { return &mogelnBoard{} }
	i18n.SayIn(mogeln.ID, i18n.GameText{
		Name:  "Mogeln",
		Tab:   "Mogeln",
		Blurb: "Lay face down, count up, and call the cheats.",
		Rules: "Aim: be the first to get rid of all your cards. For 3 to 6 players.\n\n" +
			"Only the low cards play: 1 to 9 with three players, 1 to 10 with four, 1 to 15 with five or six. All of them are dealt.\n\n" +
			"The player after the dealer lays one card face down in the middle and says \"one\"; the next lays a card and says \"two\", and so on up to the highest value in play: \"nine\" with three players, \"ten\" with four, \"fifteen\" with five or six. The colour does not matter.\n\n" +
			"Instead of laying, the player on turn may call \"cheated!\" on the card just laid. It is turned for all to see: if it fits its claim, the caller takes the whole middle stack into his hand; if not, the one who laid it does. Then the caller starts again at \"one\".\n\n" +
			"If nobody calls after the last number, the stack is set aside out of play with the next lay, which says \"one\" again.\n\n" +
			"Whoever lays his last card is out once the next player lets it stand or calls wrongly; play goes on for the places until one player still holds cards.\n\n" +
			"Option heimlich: a lay may be two cards at once, with one claim. The next player may then call \"several!\": if two cards were laid, their player takes the stack, otherwise the caller does.\n\n" +
			"Option farbe: one colour is fixed for the game; a claim is only true in that colour.\n\n" +
			"Option zwanzig: the count always runs to \"twenty\", as the old printed rules have it, whatever the players. A claim higher than any card in play can then only be a lie.\n\n" +
			"At the table: press a card to lay it. With heimlich press a card, then the stack to lay it alone or a second card to lay both. The calls are buttons (G, M). With heimlich the stack and the cards set aside are counted in lays, since nobody knows how many cards they hold.",
	}, i18n.GameText{
		Name:  "Mogeln",
		Tab:   "Mogeln",
		Blurb: "Verdeckt ablegen, hochzählen und Mogler erwischen.",
		Rules: "Ziel: als Erster alle Karten loswerden. Für 3 bis 6 Spieler.\n\n" +
			"Nur die kleinen Karten spielen mit: 1 bis 9 zu dritt, 1 bis 10 zu viert, 1 bis 15 zu fünft oder sechst. Alle werden verteilt.\n\n" +
			"Der Spieler nach dem Geber legt eine Karte verdeckt in die Mitte und sagt „eins“; der nächste legt eine Karte und sagt „zwei“, und so weiter bis zum höchsten Wert im Spiel: „neun“ zu dritt, „zehn“ zu viert, „fünfzehn“ zu fünft oder sechst. Die Farbe zählt nicht.\n\n" +
			"Statt zu legen, darf der Spieler am Zug „gemogelt!“ rufen, auf die gerade gelegte Karte. Sie wird für alle umgedreht: Passt sie zur Ansage, nimmt der Rufer den ganzen Stapel der Mitte auf die Hand; sonst nimmt ihn, wer sie gelegt hat. Dann beginnt der Rufer wieder bei „eins“.\n\n" +
			"Ruft nach der letzten Zahl niemand, kommt der Stapel mit der nächsten Ablage aus dem Spiel beiseite, und diese sagt wieder „eins“.\n\n" +
			"Wer seine letzte Karte legt, ist fertig, sobald der nächste Spieler sie liegen lässt oder falsch ruft; gespielt wird um die Plätze, bis nur noch einer Karten hat.\n\n" +
			"Option heimlich: eine Ablage darf aus zwei Karten mit einer Ansage bestehen. Der nächste darf dann „mehrere!“ rufen: Waren es zwei Karten, nimmt ihr Spieler den Stapel, sonst der Rufer.\n\n" +
			"Option farbe: eine Farbe wird für das Spiel bestimmt; eine Ansage stimmt nur in dieser Farbe.\n\n" +
			"Option zwanzig: gezählt wird immer bis „zwanzig“, wie in der alten gedruckten Regel, gleich wie viele mitspielen. Eine Ansage über der höchsten Karte im Spiel kann dann nur gelogen sein.\n\n" +
			"Am Tisch: eine Karte antippen legt sie ab. Mit heimlich erst eine Karte, dann den Stapel (sie allein) oder eine zweite Karte (beide zusammen). Die Rufe sind Knöpfe (G, M). Mit heimlich zählen Stapel und Beiseite die Ablagen, denn wie viele Karten es sind, weiß niemand.",
	})
}

// mogelnWords are Mogeln's words at the board in one language.
type mogelnWords struct {
	// Gist is what the game's cards do, said by a long press.
	Gist    string
	Numbers [mogeln.TopClaim + 1]string
	Colours [card.NumColors]string

	Hand, Cards, OneCard, Holds, Waits, Out string
	// WaitsShort is Waits for a narrow panel.
	WaitsShort   string
	Next         string
	Stack, Aside string
	Turned       string

	OnlyColour, Bluff, Reset string

	Cheated, Several, Pass string

	Lay, LayHeimlich, Decide, CallToo string
	// DecideTap, CallTooTap: Decide and CallToo without keys.
	DecideTap, CallTooTap string

	Laid, LaidLast, Called, CalledSeveral, Passed string
	Verdict, Plus, True, Lie, One, Two, Goes      string
	Placed                                        string
	// PassedYou, PlacedYou: Passed and Placed for the person at the screen.
	PassedYou, PlacedYou string
}

var mogelnEnglish = mogelnWords{
	Gist: "Lay cards face down claiming the next number; or call a bluff on the last lay.",
	Numbers: [...]string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"},
	Colours: [...]string{"red", "yellow", "green", "blue"},

	Hand:  "Hand: %d",
	Cards: "%d cards", OneCard: "1 card",
	Next:       "next claim",
	Holds:      "holds cards",
	Waits:      "last card laid – waits for the call",
	WaitsShort: "waits for the call",
	Out:        "out – place %d",
	Stack:      "Stack: %d",
	Aside:      "Aside: %d",
	Turned:     "Turned",

	OnlyColour: "only %s counts",
	Bluff:      "no such card in play – always a lie",
	Reset:      "the last number is down – the next lay sets the stack aside",

	Cheated: "Cheated!",
	Several: "Several!",
	Pass:    "Let it stand",

	Lay:         "Press a card to lay it as “%s”",
	LayHeimlich: "Lay “%s”: a card, then the stack – or a second card for both",
	Decide:      "%s laid the last card: call (G) or let it stand (P)",
	CallToo:     " – or call (G)",
	DecideTap:   "%s laid the last card: call or let it stand (the buttons)",
	CallTooTap:  " – or call with the button",

	Laid:          "%s: a card – “%s”",
	LaidLast:      "%s: the last card – “%s”",
	Called:        "%s: “Cheated!”",
	CalledSeveral: "%s: “Several!”",
	Passed:        "%s lets the last card stand",
	Verdict:       "“%s” by %s: %s – %s",
	Plus:          " + ",
	True:          "true",
	Lie:           "a lie",
	One:           "one card",
	Two:           "two cards",
	Goes:          "the stack (%d) goes to %s",
	Placed:        "%s is out: place %d",
	PassedYou:     "%s let the last card stand",
	PlacedYou:     "%s are out: place %d",
}

var mogelnGerman = mogelnWords{
	Gist: "Lege Karten verdeckt und sage die nächste Zahl an; oder rufe „gemogelt“ beim letzten Legen.",
	Numbers: [...]string{"", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
		"elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig"},
	Colours: [...]string{"Rot", "Gelb", "Grün", "Blau"},

	Hand:  "Hand: %d",
	Cards: "%d Karten", OneCard: "1 Karte",
	Next:       "nächste Ansage",
	Holds:      "hat Karten",
	Waits:      "letzte Karte – wartet auf den Ruf",
	WaitsShort: "wartet auf den Ruf",
	Out:        "fertig – Platz %d",
	Stack:      "Stapel: %d",
	Aside:      "Beiseite: %d",
	Turned:     "Umgedreht",

	OnlyColour: "nur %s zählt",
	Bluff:      "diese Karte gibt es nicht – immer gelogen",
	Reset:      "die letzte Zahl liegt – die nächste Ablage legt den Stapel beiseite",

	Cheated: "Gemogelt!",
	Several: "Mehrere!",
	Pass:    "Liegen lassen",

	Lay:         "Wähle eine Karte, um sie als „%s“ zu legen",
	LayHeimlich: "„%s“ legen: eine Karte, dann den Stapel – oder eine zweite für beide",
	Decide:      "%s hat die letzte Karte gelegt: rufen (G) oder liegen lassen (P)",
	CallToo:     " – oder rufen (G)",
	DecideTap:   "%s hat die letzte Karte gelegt: rufen oder liegen lassen (die Knöpfe)",
	CallTooTap:  " – oder mit dem Knopf rufen",

	Laid:          "%s: eine Karte – „%s“",
	LaidLast:      "%s: die letzte Karte – „%s“",
	Called:        "%s: „Gemogelt!“",
	CalledSeveral: "%s: „Mehrere!“",
	Passed:        "%s lässt die letzte Karte liegen",
	Verdict:       "„%s“ von %s: %s – %s",
	Plus:          " + ",
	True:          "stimmt",
	Lie:           "gelogen",
	One:           "eine Karte",
	Two:           "zwei Karten",
	Goes:          "der Stapel (%d) geht an %s",
	Placed:        "%s ist raus: Platz %d",
	PassedYou:     "%s lässt die letzte Karte liegen",
	PlacedYou:     "%s bist raus: Platz %d",
}

// mogelnWordsOf is Mogeln's words in the language of tx.
func mogelnWordsOf(tx *i18n.Text) *mogelnWords {
	if tx == &i18n.German {
		return &mogelnGerman
	}
	return &mogelnEnglish
}

// claim is a claim in words ("seven"); nothing outside 1 to 20.
func (w *mogelnWords) claim(n int) string {
	if n < 1 || n >= len(w.Numbers) {
		return ""
	}
	return w.Numbers[n]
}

// mogelnBoard lays out Mogeln: every hand (the others' face down with their
// counts), the middle stack face down, the cards set aside, and the lay a
// call turned, which stays face up in the middle until the next lay after
// it. It remembers that verdict and the places already told in the log.
type mogelnBoard struct {
	showing bool
	verdict mogeln.Verdict
	places  []int
}

func (*mogelnBoard) secret() bool { return true }

// reveals: a call turned the lay called on.
func (m *mogelnBoard) reveals(gb, ga games.View, _ bool) bool {
	b, a := gb.(*mogeln.View), ga.(*mogeln.View)
	return a.Verdict != nil && a.Lays == 0 && (b.Verdict == nil || *a.Verdict != *b.Verdict)
}

// verdictWord is the verdict of d said large: true or a lie, one card or
// two.
func verdictWord(tx *i18n.Text, d *mogeln.Verdict) string {
	w := i18n.WordsOf(tx)
	switch {
	case d.Kind == mogeln.Several && d.Turned[1] != card.None:
		return w.MoTwo
	case d.Kind == mogeln.Several:
		return w.MoOne
	case d.Taker == d.Layer:
		return w.MoLie
	}
	return w.MoTrue
}

func (m *mogelnBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *i18n.Text, names []string) {
	v := gv.(*mogeln.View)
	w := mogelnWordsOf(tx)
	m.places = append(m.places[:0], v.Places...)
	// The call's turned lay stays in the middle through the caller's new
	// "one"; a second lay (or a stack without a call) clears it.
	switch {
	case v.Verdict != nil && v.Lays == 0:
		m.showing, m.verdict = true, *v.Verdict
	case v.Verdict == nil || v.Lays >= 2:
		m.showing = false
	}
	hand := -1
	for p := range v.Players {
		label := ""
		n := v.Counts[p]
		switch {
		case v.Places[p] > 0:
			label = fmt.Sprintf(w.Out, v.Places[p])
		case v.Pending == p:
			label = w.Waits
		case p == v.Seat:
			label = fmt.Sprintf(w.Hand, n)
		case n == 1:
			label = w.OneCard
		case n < 0:
			// With heimlich nobody knows how many: a few backs say "some".
			label, n = w.Holds, 3
		default:
			label = fmt.Sprintf(w.Cards, n)
		}
		if p == v.Seat {
			hand = tb.add(p, zFan, label, v.Hand)
			tb.zones[hand].private = true
			continue
		}
		i := tb.hidden(p, zFan, label, max(0, n))
		if v.Pending == p && v.Places[p] == 0 {
			tb.zones[i].short = w.WaitsShort
		}
	}
	// With heimlich a lay may be two cards: the stacks count lays.
	aside := v.Aside
	if v.Options.Heimlich {
		aside = v.AsideLays
	}
	stack := tb.hidden(-1, zPile, fmt.Sprintf(w.Stack, v.Lays), v.Lays)
	if v.LastSeat >= 0 {
		tb.from(stack, v.LastSeat)
	}
	tb.hidden(-1, zPile, fmt.Sprintf(w.Aside, max(0, aside)), max(0, aside))
	sub := []string{w.Next}
	if v.Options.Farbe {
		sub = append(sub, fmt.Sprintf(w.OnlyColour, w.Colours[v.Colour]))
	}
	if m.showing {
		// The turned lay, for everybody: it lies in a hand now, so it is
		// shown as a copy.
		d := &m.verdict
		turned := []card.Card{d.Turned[0]}
		if d.Turned[1] != card.None {
			turned = append(turned, d.Turned[1])
		}
		i := tb.add(-1, zRow, w.Turned, turned)
		tb.zones[i].copies = true
		tb.zones[i].mark = true
		sub = append(sub, w.verdictLine(tx, d, names)+" · "+fmt.Sprintf(w.Goes, d.Cards, i18n.ObjName(tx, names, d.Taker, "dich")))
	}
	if v.Over {
		sub = sub[1:]
	} else {
		tb.big = w.claim(v.Claim)
		switch {
		case v.Reset:
			sub = append(sub, w.Reset)
		case v.Claim > v.MaxValue:
			sub = append(sub, w.Bluff)
		}
	}
	tb.bigSub = strings.Join(sub, " · ")
	if tb.held && m.showing {
		// The call's moment: its verdict large over the turned lay.
		tb.big = verdictWord(tx, &m.verdict)
		tb.bigSub = w.verdictLine(tx, &m.verdict, names) + " · " + fmt.Sprintf(w.Goes, m.verdict.Cards, i18n.ObjName(tx, names, m.verdict.Taker, "dich"))
	}
	if len(legal) == 0 {
		return
	}
	canCall, canLay := false, false
	for _, ga := range legal {
		a := ga.(mogeln.Action)
		switch a.Kind {
		case mogeln.Call:
			canCall = true
			tb.Button(a, w.Cheated, ebiten.KeyG)
		case mogeln.Several:
			tb.Button(a, w.Several, ebiten.KeyM)
		case mogeln.Pass:
			tb.Button(a, w.Pass, ebiten.KeyP)
		case mogeln.Lay:
			canLay = true
			i := slices.Index(v.Hand, a.Card)
			if i < 0 {
				continue
			}
			if !v.Options.Heimlich {
				tb.pick(a, hand, i)
				continue
			}
			if a.Also == card.None {
				// With heimlich a first card waits for the second press:
				// the stack lays it alone.
				tb.pick(a, hand, i).to = &spot{stack, -1}
				continue
			}
			j := slices.Index(v.Hand, a.Also)
			if j < 0 {
				continue
			}
			tb.pick(a, hand, i).to = &spot{hand, j}
			tb.pick(a, hand, j).to = &spot{hand, i}
		}
	}
	switch {
	case !canLay:
		tb.note = fmt.Sprintf(w.DecideTap, names[max(0, v.Pending)])
		tb.keyNote = fmt.Sprintf(w.Decide, names[max(0, v.Pending)])
	case v.Options.Heimlich:
		tb.note = fmt.Sprintf(w.LayHeimlich, w.claim(v.Claim))
	default:
		tb.note = fmt.Sprintf(w.Lay, w.claim(v.Claim))
	}
	if canLay && canCall && !v.Options.Heimlich {
		// (With heimlich the note is long enough; the buttons show the calls.)
		tb.note, tb.keyNote = tb.note+w.CallTooTap, tb.note+w.CallToo
	}
}

// verdictLine tells what a call turned: "“seven” by Anna: blue 5 – a lie".
func (w *mogelnWords) verdictLine(tx *i18n.Text, d *mogeln.Verdict, names []string) string {
	cards := tx.CardName(d.Turned[0])
	if d.Turned[1] != card.None {
		cards += w.Plus + tx.CardName(d.Turned[1])
	}
	what := w.True
	switch {
	case d.Kind == mogeln.Several && d.Turned[1] != card.None:
		what = w.Two
	case d.Kind == mogeln.Several:
		what = w.One
	case d.Taker == d.Layer:
		what = w.Lie
	}
	return fmt.Sprintf(w.Verdict, w.claim(d.Claim), i18n.ObjName(tx, names, d.Layer, "dir"), cards, what)
}

// Say tells a play: a lay with its claim (never how many cards it was), a
// call with what it turned and who took the stack, and who went out.
func (m *mogelnBoard) Say(tx *i18n.Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(mogeln.Action)
	v := gv.(*mogeln.View)
	w := mogelnWordsOf(tx)
	var lines []string
	switch a.Kind {
	case mogeln.Lay:
		f := w.Laid
		if v.Pending == a.Seat {
			f = w.LaidLast
		}
		lines = append(lines, fmt.Sprintf(f, names[a.Seat], w.claim(v.LastClaim)))
	case mogeln.Call, mogeln.Several:
		f := w.Called
		if a.Kind == mogeln.Several {
			f = w.CalledSeveral
		}
		lines = append(lines, fmt.Sprintf(f, names[a.Seat]))
		if d := v.Verdict; d != nil {
			lines = append(lines, w.verdictLine(tx, d, names), fmt.Sprintf(w.Goes, d.Cards, i18n.ObjName(tx, names, d.Taker, "dich")))
		}
	case mogeln.Pass:
		lines = append(lines, fmt.Sprintf(i18n.YouSay(tx, names, a.Seat, w.Passed, w.PassedYou), names[a.Seat]))
	}
	var out []int
	for p, pl := range v.Places {
		if pl > 0 && (p >= len(m.places) || m.places[p] == 0) {
			out = append(out, p)
		}
	}
	shell.SortSeats(out, func(p, q int) int { return v.Places[p] - v.Places[q] })
	for _, p := range out {
		lines = append(lines, fmt.Sprintf(i18n.YouSay(tx, names, p, w.Placed, w.PlacedYou), names[p], v.Places[p]))
	}
	m.places = append(m.places[:0], v.Places...)
	return strings.Join(lines, "\n")
}

func (*mogelnBoard) gist(tx *i18n.Text) string { return mogelnWordsOf(tx).Gist }
