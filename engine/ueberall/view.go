package ueberall

import (
	"elferraus/engine/card"
)

// View is what one seat sees: the top of every face-up pile and of the
// centre, how many cards lie in every stack and pile, the card turned, and
// during a "Stopp!" window who has chosen (not what).
type View struct {
	Seat, Players, Dealer int
	Turn                  int
	Stacks, Piles         []int
	Tops                  []card.Card // each seat's pile top, None when empty
	Centre                card.Card   // None before the opening
	CentreCount           int
	Turned                card.Card // the card the seat on turn has turned, or None
	Window                bool
	Overlooker            int
	// Chosen says for each seat whether it has made its choice in the
	// window (or has no say); Mine is this seat's own choice (Stopp or
	// Pass, 0 before it chose).
	Chosen []bool
	Mine   Kind
	Places []int
	Over   bool
}

// View is seat's view.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto writes seat's view into v, reusing its slices.
func (s *State) ViewInto(seat int, v *View) {
	v.Seat, v.Players, v.Dealer, v.Turn = seat, s.players, s.dealer, s.turn
	v.Stacks, v.Piles, v.Tops = v.Stacks[:0], v.Piles[:0], v.Tops[:0]
	for p := range s.players {
		v.Stacks = append(v.Stacks, s.hands[p].stackLen())
		v.Piles = append(v.Piles, s.hands[p].pileLen())
		v.Tops = append(v.Tops, s.top(p))
	}
	v.Centre, v.CentreCount, v.Turned = s.top(-1), s.centre.len(), s.turned
	v.Window, v.Overlooker = s.window, s.overlooker
	v.Chosen = v.Chosen[:0]
	for p := range s.players {
		v.Chosen = append(v.Chosen, s.window && s.asked&(1<<p) == 0)
	}
	v.Mine = 0
	if s.window && seat >= 0 && seat < s.players {
		switch {
		case s.called&(1<<seat) != 0:
			v.Mine = Stopp
		case s.passed&(1<<seat) != 0:
			v.Mine = Pass
		}
	}
	v.Places = append(v.Places[:0], s.places[:s.players]...)
	v.Over = s.IsOver()
}

// Cards are the cards the view shows: pile tops, the centre's top and the
// turned card.
func (v *View) Cards() []card.Card {
	var out []card.Card
	for _, c := range v.Tops {
		if c != card.None {
			out = append(out, c)
		}
	}
	if v.Centre != card.None {
		out = append(out, v.Centre)
	}
	if v.Turned != card.None {
		out = append(out, v.Turned)
	}
	return out
}
