package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/ratefix"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"fmt"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

func init() {
	Boards[ratefix.ID] = func() boardGame { return &ratefixBoard{} }
	i18n.SayIn(ratefix.ID, i18n.GameText{
		Name:  "Ratefix",
		Tab:   "Ratefix",
		Blurb: "Guess the total of the cards in the middle; closest wins them.",
		Rules: "Aim: win the most cards. For 2 to 4 players.\n\n" +
			"Forty cards are dealt as face-down stacks (20 each with two players, 13 with three, 10 with four); the rest stay out of the game.\n\n" +
			"Each round every player looks at his own top card, and all lay it face down in the middle at once.\n\n" +
			"Then each guesses the total of the middle cards, one after another: in the first round the player after the dealer begins, later the winner of the last round. Nobody may name a total already named.\n\n" +
			"The cards are turned. The guess closest to the total wins them, over or under alike; between guesses equally close, the earlier one wins. Won cards lie apart, face up.\n\n" +
			"When the stacks are used up, most cards won wins.\n\n" +
			"Your own card is the best clue: the others' cards are most likely near the middle of what is left.",
	}, i18n.GameText{
		Name:  "Ratefix",
		Tab:   "Ratefix",
		Blurb: "Rate die Summe der Karten in der Mitte; wer am nächsten liegt, gewinnt sie.",
		Rules: "Ziel: die meisten Karten gewinnen. Für 2 bis 4 Spieler.\n\n" +
			"Vierzig Karten werden als verdeckte Stapel verteilt (zu zweit je 20, zu dritt je 13, zu viert je 10); der Rest bleibt aus dem Spiel.\n\n" +
			"In jeder Runde schaut jeder seine oberste Karte an, und alle legen sie zugleich verdeckt in die Mitte.\n\n" +
			"Dann rät jeder der Reihe nach die Summe der Karten in der Mitte: in der ersten Runde beginnt der Spieler nach dem Geber, später der Gewinner der letzten Runde. Eine schon genannte Summe darf niemand noch einmal nennen.\n\n" +
			"Die Karten werden umgedreht. Wer am nächsten an der Summe liegt, gewinnt sie, ob darüber oder darunter; bei gleichem Abstand gewinnt der frühere Tipp. Gewonnene Karten liegen offen beiseite.\n\n" +
			"Sind die Stapel aufgebraucht, gewinnt, wer die meisten Karten hat.\n\n" +
			"Die eigene Karte ist der beste Hinweis: die Karten der anderen liegen meist nahe der Mitte dessen, was übrig ist.",
	})
}

// ratefixWords are Ratefix's own words.
type ratefixWords struct {
	// Gist is what the game's cards do, said by a long press.
	Gist                                                                        string
	Lay, LayNote, Laid, Laying, GuessNote, Guess, Guessed, Reveal, Calls, Yours string
	// LayTap and GuessTap are LayNote and GuessNote without keys.
	LayTap, GuessTap string
	// Seats is Yours of a bot's seat: "%s's card".
	Seats string
}

var ratefixEN = ratefixWords{
	Gist:      "Guess the total of the laid cards: the closest guess wins them.",
	Lay:       "Lay your card",
	LayNote:   "Look at your top card and lay it face down (click your stack or press Space)",
	LayTap:    "Look at your top card and lay it face down: tap your stack",
	Laid:      "%s: card laid face down",
	Laying:    "laying…",
	GuessNote: "Your guess: %d (type it, or ↑/↓, then Enter)",
	GuessTap:  "Your guess: %d (tap − / +, then the guess)",
	Guess:     "Guess %d",
	Guessed:   "%s: guess %d",
	Reveal:    "total %d (%s) – to %s (%s)",
	Calls:     "Guesses: %s",
	Yours:     "Your card",
	Seats:     "%s's card",
}

var ratefixDE = ratefixWords{
	Gist:      "Rate die Summe der gelegten Karten: der nächste Tipp gewinnt sie.",
	Lay:       "Karte legen",
	LayNote:   "Schau deine oberste Karte an und lege sie verdeckt ab (Stapel anklicken oder Leertaste)",
	LayTap:    "Schau deine oberste Karte an und lege sie verdeckt ab: tippe deinen Stapel an",
	Laid:      "%s: Karte verdeckt gelegt",
	Laying:    "legt…",
	GuessNote: "Dein Tipp: %d (eintippen oder ↑/↓, dann Enter)",
	GuessTap:  "Dein Tipp: %d (− / + antippen, dann den Tipp)",
	Guess:     "Tipp %d",
	Guessed:   "%s: Tipp %d",
	Reveal:    "Summe %d (%s) – an %s (%s)",
	Calls:     "Tipps: %s",
	Yours:     "Deine Karte",
	Seats:     "Karte von %s",
}

func ratefixWordsOf(tx *i18n.Text) *ratefixWords {
	if tx == &i18n.German {
		return &ratefixDE
	}
	return &ratefixEN
}

// ratefixBoard lays out Ratefix: the stacks (a seat's own top card face up
// for him alone), the cards laid in the middle (face down, one's own known
// to oneself), the guesses so far over the middle, the won cards; the
// person dials his guess up and down and makes it.
type ratefixBoard struct {
	// dial is the guess the person is about to make; round is the round
	// (and the guesses made) it was proposed for.
	dial    int
	dialFor [2]int
	// last, calls and winner are the round turned by the last guess, held
	// on the table: each seat's card, the guesses, who takes them.
	last   []card.Card
	calls  []ratefix.Call
	winner int
	// typing is the number being typed as a guess, 0 for none, and
	// typingFor the guess it is for (as dialFor).
	typing    int
	typingFor [2]int
}

// typed takes digits typed as the guess: the dial moves to the free total
// nearest to the number typed so far.
func (r *ratefixBoard) typed(in *game.Input) bool {
	if r.dialFor != r.typingFor {
		r.typing, r.typingFor = 0, r.dialFor
	}
	changed := false
	for _, c := range in.Chars {
		if c < '0' || c > '9' {
			continue
		}
		// A fourth digit begins a new number: no guess has four.
		if r.typing >= 100 {
			r.typing = 0
		}
		r.typing = r.typing*10 + int(c-'0')
		changed = true
	}
	return changed
}

// reveals: the last guess turned the middle's cards.
func (r *ratefixBoard) reveals(gb, ga games.View, _ bool) bool {
	b, a := gb.(*ratefix.View), ga.(*ratefix.View)
	if a.Round <= b.Round || a.Winner < 0 || len(a.Last) != a.Players {
		return false
	}
	r.last = append(r.last[:0], a.Last...)
	r.calls = append(r.calls[:0], a.LastC...)
	r.winner = a.Winner
	return true
}

func (*ratefixBoard) secret() bool { return true }

func (r *ratefixBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *i18n.Text, names []string) {
	v := gv.(*ratefix.View)
	w := ratefixWordsOf(tx)
	stacks := make([]int, v.Players)
	for p := range v.Players {
		n := v.Stacks[p]
		if p == v.Seat && v.Top != card.None {
			// His own top card, looked at.
			i := tb.hidden(p, zPile, fmt.Sprintf(i18n.WordsOf(tx).Stack, n), n-1)
			tb.zones[i].cards = append(tb.zones[i].cards, v.Top)
			tb.zones[i].private = true
			stacks[p] = i
			continue
		}
		stacks[p] = tb.hidden(p, zPile, fmt.Sprintf(i18n.WordsOf(tx).Stack, n), n)
	}
	held := tb.held && len(r.last) == v.Players && r.winner >= 0 && r.winner < v.Players
	for p := range v.Players {
		won := v.Won[p]
		if held && p == r.winner {
			// The cards held face up in the middle go here after.
			won = won[:max(0, len(won)-len(r.last))]
		}
		tb.add(p, zPile, fmt.Sprintf(i18n.WordsOf(tx).Won, len(won)), won)
	}
	for p := range v.Players {
		var i int
		switch {
		case held:
			label := names[p]
			for _, c := range r.calls {
				if c.Seat == p {
					label = fmt.Sprintf("%s · %d", names[p], c.Total)
				}
			}
			i = tb.add(-1, zPile, label, r.last[p:p+1])
			tb.zones[i].mark = p == r.winner
		case p == v.Seat && v.Own != card.None:
			i = tb.add(-1, zPile, tb.seatSays(names, p, w.Seats, w.Yours), []card.Card{v.Own})
			tb.zones[i].private = true
		case v.HasLaid[p]:
			i = tb.hidden(-1, zPile, names[p], 1)
		case !v.Over:
			i = tb.add(-1, zPile, names[p]+" · "+w.Laying, nil)
		default:
			i = tb.add(-1, zPile, names[p], nil)
		}
		tb.from(i, p)
	}
	switch {
	case held:
		total, guess := 0, 0
		for _, c := range r.last {
			total += c.Value()
		}
		for _, c := range r.calls {
			if c.Seat == r.winner {
				guess = c.Total
			}
		}
		tb.big = i18n.Wins(tx, names, r.winner, len(r.last))
		tb.bigSub = fmt.Sprintf(i18n.WordsOf(tx).RfTotal, total, guess)
	case len(v.Calls) > 0:
		tb.big = callList(v.Calls, names)
	case v.Winner >= 0 && len(v.Last) > 0:
		total := 0
		for _, c := range v.Last {
			total += c.Value()
		}
		tb.big = fmt.Sprint(total)
		tb.bigSub = callList(v.LastC, names)
	}
	if len(legal) == 0 {
		return
	}
	first := legal[0].(ratefix.Action)
	if first.Kind == ratefix.Lay {
		tb.note, tb.keyNote = w.LayTap, w.LayNote
		tb.pick(legal[0], stacks[v.Seat], -1)
		tb.Button(legal[0], w.Lay, ebiten.KeySpace)
		return
	}
	// A guess: dialled from a fair first proposal, the own card plus the
	// mean of the others, moved to a total nobody named.
	free := make([]int, 0, len(legal))
	for _, a := range legal {
		free = append(free, a.(ratefix.Action).Total)
	}
	key := [2]int{v.Round, len(v.Calls)}
	if r.dialFor != key || !slices.Contains(free, r.dial) {
		r.dialFor = key
		r.dial = nearest(free, v.Own.Value()+int(10.5*float64(v.Players-1)+0.5))
	}
	if r.typingFor == key && r.typing > 0 {
		r.dial = nearest(free, r.typing)
	}
	dial := r.dial
	step := func(d int) localAction {
		return func() {
			i, _ := slices.BinarySearch(free, r.dial)
			r.dial = free[max(0, min(len(free)-1, i+d))]
		}
	}
	tb.note, tb.keyNote = fmt.Sprintf(w.GuessTap, dial), fmt.Sprintf(w.GuessNote, dial)
	for _, a := range legal {
		if a.(ratefix.Action).Total == dial {
			tb.Button(a, fmt.Sprintf(w.Guess, dial), ebiten.KeyEnter)
		}
	}
	tb.Button(step(1), "+", ebiten.KeyArrowUp)
	tb.Button(step(-1), "−", ebiten.KeyArrowDown)
}

// nearest is the value of free (ascending) closest to x.
func nearest(free []int, x int) int {
	best := free[0]
	for _, f := range free {
		if ui.Abs(f-x) < ui.Abs(best-x) {
			best = f
		}
	}
	return best
}

// callList is the guesses as "Anna 35 · Bob 41".
func callList(calls []ratefix.Call, names []string) string {
	parts := make([]string, len(calls))
	for i, c := range calls {
		parts[i] = fmt.Sprintf("%s %d", names[c.Seat], c.Total)
	}
	return strings.Join(parts, " · ")
}

func (*ratefixBoard) Say(tx *i18n.Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(ratefix.Action)
	v := gv.(*ratefix.View)
	w := ratefixWordsOf(tx)
	if a.Kind == ratefix.Lay {
		return fmt.Sprintf(w.Laid, names[a.Seat])
	}
	line := fmt.Sprintf(w.Guessed, names[a.Seat], a.Total)
	if len(v.Calls) == 0 && v.Winner >= 0 && len(v.Last) > 0 {
		// The last guess: the cards are turned.
		total := 0
		for _, c := range v.Last {
			total += c.Value()
		}
		line += " – " + fmt.Sprintf(w.Reveal, total, cardList(tx, v.Last), i18n.ObjName(tx, names, v.Winner, "dich"), i18n.Count(tx, len(v.Last), "card"))
	}
	return line
}

func (*ratefixBoard) gist(tx *i18n.Text) string { return ratefixWordsOf(tx).Gist }
