package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/hoechste"
	"elferraus/scenes/i18n"
	"fmt"
	"strconv"
	"strings"
)

func init() {
	Boards[hoechste.ID] = func() boardGame { return &hoechsteBoard{} }
	i18n.SayIn(hoechste.ID, i18n.GameText{
		Name:  "Die höchste Karte gewinnt",
		Tab:   "Highest card",
		Blurb: "Everyone picks a card in secret; the highest takes the trick.",
		Rules: "Aim: win the most cards.\n\n" +
			"Each player holds the 1 to 11 of one colour; everybody knows what the others still have.\n\n" +
			"A trick: every player picks one card in secret. When all have picked, the cards are turned together. The one highest card takes every card of the trick.\n\n" +
			"If the highest value is shown by two or more players, nobody takes the trick: its cards wait in the middle and go to whoever wins the next trick. A tie on the eleventh and last trick puts its cards out of the game.\n\n" +
			"After eleven tricks the player with the most cards won is the winner.\n\n" +
			"When several people share the screen, pass the device for each secret pick: the cover shows whose turn it is.",
	}, i18n.GameText{
		Name:  "Die höchste Karte gewinnt",
		Tab:   "Höchste Karte",
		Blurb: "Alle wählen geheim eine Karte; die höchste gewinnt den Stich.",
		Rules: "Ziel: die meisten Karten gewinnen.\n\n" +
			"Jeder hat die 1 bis 11 einer Farbe; alle wissen, was die anderen noch haben.\n\n" +
			"Ein Stich: Jeder wählt geheim eine Karte. Haben alle gewählt, werden die Karten zugleich umgedreht. Die eine höchste Karte bekommt alle Karten des Stichs.\n\n" +
			"Zeigen zwei oder mehr Spieler den höchsten Wert, bekommt niemand den Stich: seine Karten warten in der Mitte und gehen an den Gewinner des nächsten Stichs. Ein Gleichstand im elften und letzten Stich nimmt seine Karten aus dem Spiel.\n\n" +
			"Nach elf Stichen gewinnt, wer die meisten Karten hat.\n\n" +
			"Teilen sich mehrere das Gerät, wird es für jede geheime Wahl weitergereicht: die Abdeckung sagt, wer dran ist.",
	})
}

// hoechsteBoard lays out Die höchste Karte gewinnt: each hand, each seat's
// pick in the middle (face down until all are turned, then the trick as it
// was turned), the waiting cards and every seat's won cards.
type hoechsteBoard struct {
	// last is the trick turned by the last pick, held on the table, and
	// waiting the cards that waited for it; winner is the seat that takes
	// them, -1 on a tie.
	last, waiting []card.Card
	winner        int
}

func (*hoechsteBoard) secret() bool { return true }

// reveals: the last pick of a trick turned every pick.
func (h *hoechsteBoard) reveals(gb, ga games.View, _ bool) bool {
	b, a := gb.(*hoechste.View), ga.(*hoechste.View)
	if a.Trick <= b.Trick || len(a.Last) != a.Players {
		return false
	}
	h.last = append(h.last[:0], a.Last...)
	h.waiting = append(h.waiting[:0], b.Waiting...)
	h.winner = -1
	top := 0
	for p, c := range a.Last {
		switch {
		case c.Value() > top:
			top, h.winner = c.Value(), p
		case c.Value() == top:
			h.winner = -1
		}
	}
	return true
}

func (h *hoechsteBoard) lay(tb *tableau, gv games.View, legal []games.Action, tx *i18n.Text, names []string) {
	v := gv.(*hoechste.View)
	w := i18n.WordsOf(tx)
	hand := -1
	for p := range v.Players {
		if p == v.Seat {
			hand = tb.add(p, zFan, "", v.Hand)
			tb.zones[hand].private = true
			continue
		}
		n := v.Counts[p]
		if v.Chosen[p] {
			n--
		}
		i := tb.hidden(p, zFan, fmt.Sprintf(w.HoLeft, values(v.Left(p))), n)
		tb.zones[i].list = true
		tb.zones[i].short = fmt.Sprintf(w.HoLeftN, len(v.Left(p)))
	}
	held := tb.held && len(h.last) == v.Players
	for p := range v.Players {
		won := v.Won[p]
		if held && p == h.winner {
			// The trick held face up in the middle goes here after.
			won = won[:max(0, len(won)-len(h.last)-len(h.waiting))]
		}
		tb.add(p, zPile, fmt.Sprintf(w.Won, len(won)), won)
	}
	// The middle: each seat's pick, or the trick just turned.
	for p := range v.Players {
		label := names[p]
		var i int
		switch {
		case held:
			i = tb.add(-1, zPile, label, h.last[p:p+1])
			tb.zones[i].mark = p == h.winner
		case p == v.Seat && v.Choice != card.None:
			i = tb.add(-1, zPile, tb.seatSays(names, p, w.HoSeats, w.HoYours), []card.Card{v.Choice})
			tb.zones[i].private = true
		case v.Chosen[p]:
			i = tb.hidden(-1, zPile, label+" · "+w.HoHidden, 1)
			tb.zones[i].short = label
		case !v.Over && anyChosen(v.Chosen) && p != v.Seat:
			i = tb.add(-1, zPile, label+" · "+w.HoNotChose, nil)
			tb.zones[i].short = label
		default:
			i = tb.add(-1, zPile, label, nil)
		}
		tb.from(i, p)
	}
	waiting := v.Waiting
	if held {
		// The cards that waited for this trick wait until it is shown.
		waiting = h.waiting
		h.outcome(tb, tx, names, v.Over)
	}
	if len(waiting) > 0 {
		tb.add(-1, zPile, fmt.Sprintf(w.HoWaiting, len(waiting)), waiting)
	}
	if len(legal) > 0 {
		tb.note = w.HoChoose
		for _, a := range legal {
			c := a.(hoechste.Action).Card
			for j, h := range v.Hand {
				if h == c {
					tb.pick(a, hand, j)
				}
			}
		}
	}
}

// outcome says the held trick in words over the middle: who takes how
// many cards with which value, or the tie.
func (h *hoechsteBoard) outcome(tb *tableau, tx *i18n.Text, names []string, over bool) {
	w := i18n.WordsOf(tx)
	top := 0
	for _, c := range h.last {
		top = max(top, c.Value())
	}
	switch {
	case h.winner >= 0:
		tb.big = i18n.Wins(tx, names, h.winner, len(h.last)+len(h.waiting))
		tb.bigSub = fmt.Sprintf(w.HoHighest, top)
	case over:
		tb.big, tb.bigSub = fmt.Sprintf(w.TieAt, top), w.HoTieOut
	default:
		tb.big, tb.bigSub = fmt.Sprintf(w.TieAt, top), w.HoTie
	}
}

// anyChosen reports whether a pick of this trick lies in the middle.
func anyChosen(chosen []bool) bool {
	for _, c := range chosen {
		if c {
			return true
		}
	}
	return false
}

// values lists values as "1 2 5".
func values(vs []int) string {
	var sb strings.Builder
	for i, x := range vs {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(strconv.Itoa(x))
	}
	return sb.String()
}

func (*hoechsteBoard) Say(tx *i18n.Text, ga games.Action, gv games.View, names []string) string {
	a := ga.(hoechste.Action)
	v := gv.(*hoechste.View)
	w := i18n.WordsOf(tx)
	if anyChosen(v.Chosen) || len(v.Last) == 0 {
		return fmt.Sprintf(w.HoChosen, names[a.Seat])
	}
	// The pick that completed the trick: the trick is turned.
	parts := make([]string, 0, len(v.Last))
	top, n := 0, 0
	for p, c := range v.Last {
		parts = append(parts, names[p]+" "+strconv.Itoa(c.Value()))
		switch {
		case c.Value() > top:
			top, n = c.Value(), 1
		case c.Value() == top:
			n++
		}
	}
	line := fmt.Sprintf(w.HoTrick, v.Trick, strings.Join(parts, ", "))
	switch {
	case n > 1 && v.Over && len(v.Out) > 0:
		return line + " – " + w.HoTieOut
	case n > 1:
		return line + " – " + w.HoTie
	}
	for p, c := range v.Last {
		if c.Value() == top {
			return line + " – " + fmt.Sprintf(w.HoTakes, i18n.ObjName(tx, names, p, "dich"))
		}
	}
	return line
}

func (*hoechsteBoard) gist(tx *i18n.Text) string { return i18n.WordsOf(tx).HoGist }
