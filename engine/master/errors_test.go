package master_test

import (
	"errors"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// TestMessages gives every reason its English sentence, from the facts the
// Error carries.
func TestMessages(t *testing.T) {
	c := func(s string) card.Card { return mustCard(t, s) }
	tests := []struct {
		e    master.Error
		want string
	}{
		{master.Error{Why: master.WhyOver}, "the round is over"},
		{master.Error{Why: master.WhyNotYourTurn, Seat: 2, Other: 1}, "it is not seat 2's turn: seat 1 is on"},
		{master.Error{Why: master.WhyNotInHand, Card: c("G4")}, "the green 4 is not in the hand"},
		{master.Error{Why: master.WhyNoFit, Card: c("R5"), Slot: c("R5"), Lo: 0, Hi: 7}, "the red 5 does not fit: the red 6 is missing"},
		{master.Error{Why: master.WhyNoFit, Card: c("R5"), Slot: c("R5"), Lo: 0, Hi: 11}, "the red 5 does not fit: the red 6 to 10 are missing"},
		{master.Error{Why: master.WhyNoFit, Card: c("R18"), Slot: c("R18"), Lo: 15, Hi: 22}, "the red 18 does not fit: the red 16 and 17 are missing"},
		{master.Error{Why: master.WhyNoFit, Card: c("R5"), Slot: c("R5"), Lo: 3, Hi: 7}, "the red 5 does not fit: neither the red 4 nor the red 6 lies"},
		{master.Error{Why: master.WhyNoFit, Card: card.Joker(2), Slot: c("B7"), Lo: 0, Hi: 9}, "a joker as the blue 7 does not fit: the blue 8 is missing"},
		{master.Error{Why: master.WhyTaken, Slot: c("B9")}, "the place of the blue 9 is taken"},
		{master.Error{Why: master.WhyJokerThere, Card: c("B9"), Slot: c("B9")}, "a joker stands as the blue 9: exchange it for the card instead"},
		{master.Error{Why: master.WhyFour, Kind: master.Lay}, "four cards were laid this turn: end the turn"},
		{master.Error{Why: master.WhyFour, Kind: master.Connect}, "four cards were laid this turn, and a connection card needs one more: end the turn"},
		{master.Error{Why: master.WhyPending, Slot: c("Y3")}, "a connection card leads to the yellow 3: lay the yellow 3 or a joker there first"},
		{master.Error{Why: master.WhyNoLinks}, "no connection cards are left"},
		{master.Error{Why: master.WhyAtEmpty, Slot: c("Y8")}, "a connection card is laid at a card, and the place of the yellow 8 is empty"},
		{master.Error{Why: master.WhyInsideRow}, "a connection card leads to a neighbouring row; it never bridges a gap inside one row"},
		{master.Error{Why: master.WhyNotNeighbours, Slot: c("Y9"), To: card.Green}, "the yellow row and the green row are not neighbours"},
		{master.Error{Why: master.WhyNoFollow, Slot: c("B10")}, "a connection card to the blue 10 needs the blue 10 or a joker in the hand"},
		{master.Error{Why: master.WhyNoJoker, Card: c("B9")}, "no joker stands as the blue 9"},
		{master.Error{Why: master.WhyFull}, "every place on the table is taken: an exchange needs a card laid in the same turn, and none can be"},
		{master.Error{Why: master.WhySwapped}, "a joker was exchanged this turn: lay at least one card"},
		{master.Error{Why: master.WhyDrawDone}, "cards were laid this turn, so drawing is not allowed"},
		{master.Error{Why: master.WhyPileEmpty}, "the pile is empty"},
		{master.Error{Why: master.WhyEndNothing}, "lay at least one card before ending the turn"},
		{master.Error{Why: master.WhyPileLeft}, "passing is allowed only when the pile is empty: draw or lay"},
		{master.Error{Why: master.WhyCannotPass}, "cards were laid this turn: end the turn instead of passing"},
		{master.Error{Why: master.WhyMustLay, Card: c("R12")}, "the pile is empty and the red 12 fits: lay at least one card"},
		{master.Error{Why: master.WhyMustLay, Card: c("B9"), At: c("Y9")}, "the pile is empty and the blue 9 can be laid with a connection card at the yellow 9: lay at least one card"},
		{master.Error{Why: master.WhyDrawCard, Card: c("G5")}, "the green 5 is not the top card of the pile"},
		{master.Error{Why: master.WhyBadAction, Text: "unknown action"}, "unknown action"},
		{master.Error{Why: 200}, "the action is not allowed"},
	}
	for _, tt := range tests {
		if got := tt.e.Error(); got != tt.want {
			t.Errorf("Why %d: %q, want %q", tt.e.Why, got, tt.want)
		}
	}
}

func TestRefusalsFromTheEngine(t *testing.T) {
	p := position{players: 3, dealer: 2, hands: [][]string{{"R10", "B5"}, {"R12"}}, pile: []string{"G3"}}
	tests := []struct {
		name string
		play []string
		act  master.Action
		why  master.Why
		want string
	}{
		{"not your turn", nil, master.Action{Seat: 1, Kind: master.Lay, Card: mustCard(t, "R12")}, master.WhyNotYourTurn, "it is not seat 1's turn: seat 0 is on"},
		{"not in the hand", nil, master.Action{Seat: 0, Kind: master.Lay, Card: mustCard(t, "R12")}, master.WhyNotInHand, "the red 12 is not in the hand"},
		{"far from its row", nil, master.Action{Seat: 0, Kind: master.Lay, Card: mustCard(t, "B5")}, master.WhyNoFit, "the blue 5 does not fit: the blue 6 to 10 are missing"},
		{"no card", nil, master.Action{Seat: 0, Kind: master.Lay}, master.WhyBadAction, "lay names no card"},
		{"unknown kind", nil, master.Action{Seat: 0, Kind: 9}, master.WhyBadAction, "unknown action"},
		{"no kind", nil, master.Action{Seat: 0}, master.WhyBadAction, "unknown action"},
		{"end with a card", []string{"0 lay R10"}, master.Action{Seat: 0, Kind: master.End, Card: mustCard(t, "B5")}, master.WhyBadAction, "end names no card"},
		{"draw with a row", nil, master.Action{Seat: 0, Kind: master.Draw, To: card.Blue}, master.WhyBadAction, "draw takes no connection slot or row"},
		{"swap with a slot", nil, master.Action{Seat: 0, Kind: master.Swap, Card: mustCard(t, "R10"), As: mustCard(t, "R10")}, master.WhyBadAction, "swap takes no slot for a joker"},
		{"connect with a card", nil, master.Action{Seat: 0, Kind: master.Connect, Card: mustCard(t, "R10"), At: mustCard(t, "R11"), To: card.Yellow}, master.WhyBadAction, "connect takes no card: the card to lay follows as its own action"},
		{"draw names another card", nil, master.Action{Seat: 0, Kind: master.Draw, Card: mustCard(t, "G4")}, master.WhyDrawCard, "the green 4 is not the top card of the pile"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := p.state(t, tt.play...)
			e := refuse(t, s, tt.act, tt.why)
			if got := e.Error(); got != tt.want {
				t.Errorf("message %q, want %q", got, tt.want)
			}
			var target *master.Error
			if !errors.As(error(e), &target) || e.Seat != tt.act.Seat || e.Kind != tt.act.Kind {
				t.Errorf("error facts %+v", *e)
			}
		})
	}
}
