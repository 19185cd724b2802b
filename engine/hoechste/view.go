package hoechste

import (
	"slices"

	"elferraus/engine/card"
)

// View is what one seat sees: its own hand and choice, how many cards each
// seat holds, whether each has chosen (never what), and every face-up card.
type View struct {
	Seat    int
	Players int
	Trick   int // tricks revealed so far
	Over    bool
	Hand    []card.Card // own hand, ascending
	Choice  card.Card   // own hidden choice this trick, or card.None
	Counts  []int       // cards in each hand
	Chosen  []bool      // whether each seat has chosen this trick
	Colors  []card.Color
	Won     [][]card.Card
	Waiting []card.Card
	Out     []card.Card
	Last    []card.Card // the trick revealed last, per seat (none before)
}

// View is seat's view; the slices are copies.
func (s *State) View(seat int) *View {
	n := s.players
	v := &View{Seat: seat, Players: n, Trick: s.trick, Over: s.IsOver(),
		Counts: make([]int, n), Chosen: make([]bool, n), Colors: make([]card.Color, n), Won: make([][]card.Card, n),
		Waiting: slices.Clone(s.waiting), Out: slices.Clone(s.out)}
	if seat >= 0 && seat < n {
		v.Hand = slices.Clone(s.hands[seat])
		v.Choice = s.chosen[seat]
	}
	for p := range n {
		v.Counts[p] = len(s.hands[p])
		if s.chosen[p] != card.None {
			v.Counts[p]++ // the chosen card is still the seat's until revealed
		}
		v.Chosen[p] = s.chosen[p] != card.None
		v.Colors[p] = s.setup.Hands[p][0].Color()
		v.Won[p] = slices.Clone(s.won[p])
	}
	if s.trick > 0 {
		v.Last = slices.Clone(s.last[:n])
	}
	return v
}

// Cards lists every card the view shows.
func (v *View) Cards() []card.Card {
	out := slices.Concat(v.Hand, v.Waiting, v.Out, v.Last)
	if v.Choice != card.None {
		out = append(out, v.Choice)
	}
	for _, w := range v.Won {
		out = append(out, w...)
	}
	return out
}

// Left is the values seat p may still play (its hand and any hidden choice):
// its colour's 1 to 11 minus the cards that lie face up. Every seat may work
// it out, since each colour belongs to one seat.
func (v *View) Left(p int) []int {
	var gone [Tricks + 1]bool
	col := v.Colors[p]
	mark := func(cs []card.Card) {
		for _, c := range cs {
			if c.Color() == col && c.Value() <= Tricks {
				gone[c.Value()] = true
			}
		}
	}
	mark(v.Waiting)
	mark(v.Out)
	for _, w := range v.Won {
		mark(w)
	}
	var out []int
	for x := 1; x <= Tricks; x++ {
		if !gone[x] {
			out = append(out, x)
		}
	}
	return out
}
