package schwarzerpeter

import "elferraus/engine/card"

// View is what one seat sees: its own hand in order, every seat's number of
// cards and laid pairs, whose turn it is, and which cards it knows in other
// hands because it lost them in a draw and followed them since (the holder
// has not rearranged since). The set-aside card shows only once the round
// is over. Nothing says whether a seat is a bot or a person: a bot mixes
// its hand before every draw from it, so its positions are never known,
// while a person who leaves his hand as it is lets the others follow it.
type View struct {
	Seat, Players, Dealer int
	Options               Options
	Hand                  []card.Card
	Counts                []int
	Laid                  [][]card.Card
	// Known[p][i] is the card at position i of seat p's hand when this
	// seat knows it, card.None otherwise; nil for its own seat. A seat
	// knows a card it lost in a draw, and keeps knowing it when it is
	// drawn on from a position it knows (a drawn card goes to the end of
	// the drawer's hand), until its holder rearranges.
	Known         [][]card.Card
	Drawer, Giver int
	Arranged      bool
	Draws         int
	Over          bool
	Reason        string
	Loser         int
	Aside         card.Card // card.None while the round runs
}

// View returns seat's view in a new value.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto fills v with seat's view, reusing its slices.
func (s *State) ViewInto(seat int, v *View) {
	v.Seat, v.Players, v.Dealer, v.Options = seat, s.players, s.dealer, s.opts
	v.Drawer, v.Giver, v.Arranged, v.Draws = s.drawer, s.giver, s.arranged, s.draws
	v.Over, v.Reason, v.Loser = s.reason != "", s.reason, s.loser
	v.Aside = card.None
	if v.Over {
		v.Aside = s.setup.Aside
	}
	v.Hand = v.Hand[:0]
	if seat >= 0 && seat < s.players {
		v.Hand = append(v.Hand, s.hands[seat]...)
	}
	v.Counts = v.Counts[:0]
	v.Laid = resize(v.Laid, s.players)
	v.Known = resize(v.Known, s.players)
	for p := range s.players {
		v.Counts = append(v.Counts, len(s.hands[p]))
		v.Laid[p] = append(v.Laid[p][:0], s.laid[p]...)
		if p == seat {
			v.Known[p] = nil
			continue
		}
		v.Known[p] = v.Known[p][:0]
		for _, c := range s.hands[p] {
			if s.knows[c.Index()]&(1<<seat) != 0 {
				v.Known[p] = append(v.Known[p], c)
			} else {
				v.Known[p] = append(v.Known[p], card.None)
			}
		}
	}
}

func resize(x [][]card.Card, n int) [][]card.Card {
	if cap(x) < n {
		return make([][]card.Card, n)
	}
	return x[:n]
}

// Cards is every card the view shows by sight: its hand, the laid pairs and,
// at the end, the set-aside card. The cards of Known are memory of cards the
// seat held itself, not sight, and are not listed.
func (v *View) Cards() []card.Card {
	out := append([]card.Card(nil), v.Hand...)
	for _, l := range v.Laid {
		out = append(out, l...)
	}
	if v.Aside != card.None {
		out = append(out, v.Aside)
	}
	return out
}
