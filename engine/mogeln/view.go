package mogeln

import (
	"slices"

	"elferraus/engine/card"
)

// View is what one seat sees at the table: its own hand, how many cards the
// others hold, the middle stack as a number of lays and the claims said.
// With heimlich a lay may hide a second card, so the view does not show how
// many cards the others hold, only whether they hold any (Counts is -1 for
// a seat that holds cards), and the stacks count lays, not cards.
type View struct {
	Seat, Players, Dealer int
	Options               Options
	// Colour is the colour fixed with farbe.
	Colour card.Color
	// MaxValue is the highest value in play: a higher claim is a bluff.
	MaxValue int
	Hand     []card.Card
	Counts   []int
	Places   []int
	Turn     int
	// Top is the last claim of a stack: the highest value in play, or
	// "twenty" with zwanzig.
	Top int
	// Claim is the claim the next lay says (1 to Top); Reset says the
	// stack is set aside first (the last lay said Top).
	Claim int
	Reset bool
	// Lays is the number of lays in the middle; LastSeat and LastClaim are
	// the last lay's (LastSeat -1 when the middle is empty).
	Lays                int
	LastSeat, LastClaim int
	// Aside is the number of cards set aside out of play (-1 with heimlich);
	// AsideLays the number of lays set aside (known with heimlich too).
	Aside, AsideLays int
	// Pending is the seat that laid its last card and waits for the call,
	// or -1.
	Pending int
	// Verdict is what the last call turned up, nil before the first.
	Verdict *Verdict
	Over    bool
}

// View is seat's view of the table.
func (s *State) View(seat int) *View {
	v := &View{}
	s.ViewInto(seat, v)
	return v
}

// ViewInto writes seat's view into v, reusing its slices.
func (s *State) ViewInto(seat int, v *View) {
	v.Seat, v.Players, v.Dealer, v.Options = seat, s.players, s.dealer, s.opts
	v.Colour, v.MaxValue = s.colour, s.max
	v.Hand = v.Hand[:0]
	if seat >= 0 && seat < s.players {
		v.Hand = append(v.Hand, s.hands[seat]...)
	}
	v.Counts = v.Counts[:0]
	for p, h := range s.hands {
		n := len(h)
		if s.opts.Heimlich && p != seat && n > 0 {
			n = -1
		}
		v.Counts = append(v.Counts, n)
	}
	v.Places = append(v.Places[:0], s.places...)
	v.Turn = s.turn
	v.Top = s.top
	v.Claim, v.Reset = s.NextClaim(), s.claim > s.top
	v.Lays = len(s.stack)
	v.LastSeat, v.LastClaim = -1, 0
	if n := len(s.stack); n > 0 {
		v.LastSeat, v.LastClaim = s.stack[n-1].seat, s.stack[n-1].claim
	}
	v.Aside, v.AsideLays = len(s.aside), s.asideLays
	if s.opts.Heimlich {
		v.Aside = -1
	}
	v.Pending = s.pending
	v.Verdict = nil
	if s.verdict != nil {
		d := *s.verdict
		v.Verdict = &d
	}
	v.Over = s.IsOver()
}

// Cards are the cards the view shows: the own hand only (everything else
// lies face down).
func (v *View) Cards() []card.Card { return slices.Clone(v.Hand) }

// Active counts the seats in the rotation: those that hold cards.
func (v *View) Active() int {
	n := 0
	for _, c := range v.Counts {
		if c != 0 {
			n++
		}
	}
	return n
}
