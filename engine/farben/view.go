package farben

import "elferraus/engine/card"

// View is what one seat sees: its own hand in order, the top card and size
// of each open pile, the size of the stack, every seat's number of cards,
// whose turn it is, and the cards everybody saw another seat take from an
// open pile (still in that hand). Once the round is over every hand is
// shown, as the players lay them down to score.
type View struct {
	Seat, Players, Dealer int
	Hand                  []card.Card
	Tops                  [NumPiles]card.Card // card.None for an empty place
	Sizes                 [NumPiles]int
	Stack                 int
	Counts                []int
	// Known[p] are the cards seat p was seen taking from an open pile and
	// has not laid since; nil for the viewer's own seat.
	Known [][]card.Card
	Turn  int
	Took  bool
	From  int // the pile the seat to act took from, -1 for the stack
	Turns int
	Over  bool
	// Reason, Ender, Shown and Scores tell the end: every hand and every
	// score (Shown is nil while the round runs).
	Reason string
	Ender  int
	Shown  [][]card.Card
	Scores []int
}

// View returns seat's view in a new value.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto fills v with seat's view, reusing its slices.
func (s *State) ViewInto(seat int, v *View) {
	v.Seat, v.Players, v.Dealer = seat, s.players, s.dealer
	v.Turn, v.Took, v.From, v.Turns = s.turn, s.took, s.from, s.turns
	v.Over, v.Reason, v.Ender = s.reason != "", s.reason, s.ender
	v.Stack = s.stack.len()
	for i := range s.piles {
		p := s.Pile(i)
		v.Sizes[i] = len(p)
		v.Tops[i] = card.None
		if len(p) > 0 {
			v.Tops[i] = p[len(p)-1]
		}
	}
	v.Hand = v.Hand[:0]
	if seat >= 0 && seat < s.players {
		v.Hand = append(v.Hand, s.Hand(seat)...)
	}
	v.Counts = v.Counts[:0]
	v.Known = resize(v.Known, s.players)
	for p := range s.players {
		v.Counts = append(v.Counts, s.hands[p].len())
		if p == seat {
			v.Known[p] = nil
			continue
		}
		v.Known[p] = v.Known[p][:0]
		for _, c := range s.Hand(p) {
			if s.KnownBy(c) == p {
				v.Known[p] = append(v.Known[p], c)
			}
		}
	}
	v.Shown, v.Scores = nil, nil
	if v.Over {
		v.Shown = make([][]card.Card, s.players)
		for p := range s.players {
			v.Shown[p] = append([]card.Card(nil), s.Hand(p)...)
		}
		v.Scores = s.Scores()
	}
}

func resize(x [][]card.Card, n int) [][]card.Card {
	if cap(x) < n {
		return make([][]card.Card, n)
	}
	return x[:n]
}

// Cards is every card the view shows: its hand, the cards every seat saw
// another take and still holds (Known: everybody knows where they lie, so a
// table may show them face up), the tops of the piles and, at the end,
// every hand.
func (v *View) Cards() []card.Card {
	out := append([]card.Card(nil), v.Hand...)
	if v.Shown == nil {
		for _, k := range v.Known {
			out = append(out, k...)
		}
	}
	for _, c := range v.Tops {
		if c != card.None {
			out = append(out, c)
		}
	}
	for _, h := range v.Shown {
		out = append(out, h...)
	}
	return out
}
