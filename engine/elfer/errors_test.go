package elfer_test

import (
	"errors"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// TestRefusals lists a refused action for every reason a player can meet,
// with the sentence the command line shows. refuse checks each leaves the
// state and its record exactly as they were.
func TestRefusals(t *testing.T) {
	// base: seat 0 opens with the red 11; then seat 1 is on and holds the
	// red 12 and the blue 7, 10, 11 and 15. bare gives seat 1 nothing that
	// fits and the pile Y3, R10 on top.
	base := position{opts: classic, players: 3, dealer: 2,
		hands: [][]string{{"R11", "B14"}, {"R12", "B10", "B11", "B7", "B15"}, {"G11"}},
		pile:  []string{"Y3", "R10"}}
	bare := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}}, pile: []string{"Y3", "R10"}}
	over := func(t *testing.T) *elfer.State {
		return find(t, classic, 2, func(s *elfer.State) bool { return s.IsOver() })
	}
	tests := []struct {
		name  string
		state func(t *testing.T) *elfer.State
		act   string
		kind  elfer.Kind // used when act is empty: an action no text can write
		why   elfer.Why
		want  string
	}{
		{"not your turn", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"2 lay G11", 0, elfer.WhyNotYourTurn, "it is not seat 2's turn: seat 1 is on"},
		{"not in the hand", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"1 lay R13", 0, elfer.WhyNotInHand, "the red 13 is not in the hand"},
		{"row not begun", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"1 lay B10", 0, elfer.WhyNoRow, "the blue 10 does not fit: the blue row has not begun, and only the blue 11 can begin it"},
		{"past the high end", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11", "1 lay B11", "1 lay B10") },
			"1 lay B15", 0, elfer.WhyGap, "the blue 15 does not fit: the blue row ends at 11, so the 12 must come first"},
		{"below the low end", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11", "1 lay B11", "1 lay B10") },
			"1 lay B7", 0, elfer.WhyGap, "the blue 7 does not fit: the blue row begins at 10, so the 9 must come first"},
		{"a lone eleven", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11", "1 lay B11") },
			"1 lay B7", 0, elfer.WhyGap, "the blue 7 does not fit: the blue row holds only the 11, so only the 10 or the 12 fits there"},
		{"the opening card", func(t *testing.T) *elfer.State { return base.state(t) },
			"0 lay B14", 0, elfer.WhyOpening, "the round opens with the red 11"},
		{"can lay, so no draw", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"1 draw", 0, elfer.WhyCanLay, "the red 12 fits, so a card must be laid instead of drawn"},
		{"no pass while a card fits", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"1 pass", 0, elfer.WhyCannotPass, "passing is not allowed: the red 12 fits"},
		{"no pass while the pile has cards", func(t *testing.T) *elfer.State { return bare.state(t, "0 lay R11") },
			"1 pass", 0, elfer.WhyCannotPass, "passing is allowed only when nothing fits and the pile is empty"},
		{"end before laying", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"1 end", 0, elfer.WhyEndNothing, "lay at least one card before ending the turn"},
		{"no draw after laying", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11", "1 lay R12") },
			"1 draw", 0, elfer.WhyDrawDone, "cards were laid this turn, so drawing is not allowed"},
		{"no lay between draws", func(t *testing.T) *elfer.State { return bare.state(t, "0 lay R11", "1 draw") },
			"1 lay Y3", 0, elfer.WhyMustDraw, "no card fits: draw from the pile"},
		{"the drawn card first", func(t *testing.T) *elfer.State { return bare.state(t, "0 lay R11", "1 draw", "1 draw") },
			"1 lay Y3", 0, elfer.WhyMustLayDrawn, "the drawn red 10 fits and must be laid at once"},
		{"a replayed draw names another card", func(t *testing.T) *elfer.State { return bare.state(t, "0 lay R11") },
			"1 draw G4", 0, elfer.WhyDrawCard, "the green 4 is not the top card of the pile"},
		{"unknown action", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"", 9, elfer.WhyBadAction, "unknown action"},
		{"no action at all", func(t *testing.T) *elfer.State { return base.state(t, "0 lay R11") },
			"", 0, elfer.WhyBadAction, "unknown action"},
		{"round over", over, "", elfer.Pass, elfer.WhyOver, "the round is over"},
		{"false start gap", func(t *testing.T) *elfer.State {
			return position{opts: falseStart, players: 2, dealer: 1, hands: [][]string{{"G11"}}}.state(t)
		}, "0 lay G11", 0, elfer.WhyGap, "the green 11 does not fit: the green row has reached the 1 from below and the 20 from above, so only the 2 or the 19 fits there"},
		{"three starts, no row", func(t *testing.T) *elfer.State {
			return position{opts: threeStarts, players: 2, dealer: 1, hands: [][]string{{"R10", "B15"}}}.state(t)
		}, "0 lay B15", 0, elfer.WhyNoRow, "the blue 15 does not fit: the blue row has not begun, and only the blue 10, 11 or 12 can begin it"},
		{"any start, other value", func(t *testing.T) *elfer.State {
			return position{opts: anyStart, players: 2, dealer: 1, hands: [][]string{{"G8"}, {"Y11"}}}.state(t, "0 lay G8")
		}, "1 lay Y11", 0, elfer.WhyNoRow, "the yellow 11 does not fit: the yellow row has not begun, and only the yellow 8 can begin it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := tt.state(t)
			a := elfer.Action{Seat: s.ToMove(), Kind: tt.kind}
			if tt.act != "" {
				a = act(t, tt.act)
			}
			e := refuse(t, s, a, tt.why)
			if got := e.Error(); got != tt.want {
				t.Errorf("message %q, want %q", got, tt.want)
			}
			var target *elfer.Error
			if !errors.As(error(e), &target) {
				t.Error("errors.As does not find the *elfer.Error")
			}
		})
	}
}

func TestGarbageNeverPanics(t *testing.T) {
	// Every seat, kind and card byte a broken client could send, in every
	// phase of a round: all refused or accepted without a panic, and a
	// refusal changes nothing.
	s := base4(t)
	for step := 0; step < 60 && !s.IsOver(); step++ {
		for seat := -2; seat < 8; seat++ {
			for kind := range 7 {
				for c := range 256 {
					if c%7 != 0 && c != 0 && c != 255 {
						continue // a sample of the bytes keeps this quick
					}
					a := elfer.Action{Seat: seat, Kind: elfer.Kind(kind), Card: cardByte(c)}
					clone := s.Clone()
					if err := clone.Apply(a); err != nil && !clone.Equal(s) {
						t.Fatalf("refused %v changed the state", a)
					}
					_ = s.Legal(seat)
					_ = s.Hand(seat)
					_ = s.View(seat).Legal()
					_ = s.Fits(cardByte(c))
				}
			}
		}
		l := s.Legal(s.ToMove())
		if err := s.Apply(l[step%len(l)]); err != nil {
			t.Fatal(err)
		}
	}
}

func base4(t *testing.T) *elfer.State {
	s, err := elfer.New(classic, 4, 0, 77)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// cardByte is any byte as a card, well-formed or not.
func cardByte(b int) card.Card { return card.Card(uint8(b)) }
