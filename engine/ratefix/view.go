package ratefix

import (
	"slices"

	"elferraus/engine/card"
)

// View is what one seat sees: its own top card until it lays it and then
// the card it laid, whether each seat has laid (never what), the sizes of
// the stacks, every face-up card, this round's guesses and the last
// round's reveal.
type View struct {
	Seat    int
	Players int
	Dealer  int
	Round   int // rounds revealed so far
	Rounds  int // rounds in the game: the size of a stack
	Over    bool
	// Top is the seat's top card while it has still to lay it this round,
	// card.None after.
	Top card.Card
	// Own is the card the seat laid this round, card.None before.
	Own     card.Card
	HasLaid []bool        // whether each seat has laid this round
	Stacks  []int         // cards left in each stack (laid ones not counted)
	Won     [][]card.Card // each seat's won cards, face up
	Calls   []Call        // this round's guesses, in order
	First   int           // the seat that guesses first this round
	ToGuess int           // the seat to guess now, -1 while cards are laid
	Last    []card.Card   // the cards revealed last round, per seat (none before)
	LastC   []Call        // the guesses of the last round
	Winner  int           // the last round's winner, -1 before
}

// View is seat's view; the slices are copies.
func (s *State) View(seat int) *View {
	n := s.players
	v := &View{Seat: seat, Players: n, Dealer: s.dealer, Round: s.rounds, Rounds: StackSize(n), Over: s.IsOver(),
		HasLaid: make([]bool, n), Stacks: make([]int, n), Won: make([][]card.Card, n),
		Calls: slices.Clone(s.calls), First: s.first, ToGuess: -1, LastC: slices.Clone(s.lastC), Winner: s.winner}
	if seat >= 0 && seat < n && !v.Over {
		v.Own = s.laid[seat]
		if v.Own == card.None {
			v.Top = s.stacks[seat][0]
		}
	}
	for p := range n {
		v.HasLaid[p] = s.laid[p] != card.None
		v.Stacks[p] = len(s.stacks[p])
		v.Won[p] = slices.Clone(s.won[p])
	}
	if !v.Over && !s.laying() {
		v.ToGuess = s.guesser()
	}
	if s.rounds > 0 {
		v.Last = slices.Clone(s.last[:n])
	}
	return v
}

// Cards lists every card the view shows.
func (v *View) Cards() []card.Card {
	out := slices.Clone(v.Last)
	for _, c := range [2]card.Card{v.Top, v.Own} {
		if c != card.None {
			out = append(out, c)
		}
	}
	for _, w := range v.Won {
		out = append(out, w...)
	}
	return out
}

// Card is the seat's card this round: the one it laid, or its top card
// before it lays.
func (v *View) Card() card.Card {
	if v.Own != card.None {
		return v.Own
	}
	return v.Top
}
