package zweikampf

import (
	"slices"

	"elferraus/engine/card"
)

// View is what one seat sees: the sizes of both stacks, every face-up card
// and whether each seat has turned in this battle (never the card turned
// before both are revealed).
type View struct {
	Seat    int
	Lang    bool
	Over    bool
	Stack   [Players]int
	Won     [Players][]card.Card
	Pot     []card.Card
	Out     []card.Card
	Turned  [Players]bool
	Battles int
	// Shuffle: this seat's stack is used up and he must shuffle his won
	// cards into a new one before he turns.
	Shuffle bool
}

// View is seat's view; the slices are copies.
func (s *State) View(seat int) *View {
	v := &View{Seat: seat, Lang: s.opts.Lang, Over: s.IsOver(), Battles: s.battles,
		Pot: slices.Clone(s.pot), Out: slices.Clone(s.out)}
	for p := range Players {
		v.Stack[p] = len(s.stacks[p])
		v.Won[p] = slices.Clone(s.won[p])
		v.Turned[p] = s.turned[p] != card.None
	}
	if seat >= 0 && seat < Players {
		v.Shuffle = s.mustShuffle(seat)
	}
	return v
}

// Cards lists every card the view shows.
func (v *View) Cards() []card.Card {
	out := slices.Concat(v.Won[0], v.Won[1], v.Pot, v.Out)
	return out
}
