package elfer_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/record"
)

var classic = elfer.Options{}

// checked is the position of the rule sheet's checked examples: seat 0 holds
// the blue 11, which opens because the red, yellow and green 11 lie in the
// pile; seat 1 holds the blue 10 and 12, the yellow 9 and 10 and the blue 15.
var checked = position{
	opts: classic, players: 2, dealer: 1,
	hands: [][]string{{"B11", "B14"}, {"B12", "B10", "Y9", "B15", "Y10"}},
}

func TestCheckedExampleBlue11(t *testing.T) {
	// "To the blue 11 only the blue 10 and the blue 12 fit."
	s := checked.state(t, "0 lay B11")
	for v := 1; v <= 20; v++ {
		c := card.New(card.Blue, v)
		if got, want := s.Fits(c), v == 10 || v == 12; got != want {
			t.Errorf("with the blue 11 lying, Fits(%v) = %v, want %v", c, got, want)
		}
	}
	if got, want := legalStrings(s), []string{"1 lay B10", "1 lay B12"}; !slices.Equal(got, want) {
		t.Errorf("legal = %v, want %v", got, want)
	}
}

func TestCheckedExampleYellow9(t *testing.T) {
	// "The yellow 9 never fits at the blue 10."
	s := checked.state(t, "0 lay B11", "1 lay B10")
	if s.Fits(mustCard(t, "Y9")) {
		t.Error("the yellow 9 fits at the blue 10")
	}
	e := refuse(t, s, act(t, "1 lay Y9"), elfer.WhyNoRow)
	if got, want := e.Error(), "the yellow 9 does not fit: the yellow row has not begun, and only the yellow 11 can begin it"; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
}

func TestCheckedExampleBlue15(t *testing.T) {
	// "The blue 15 does not fit at the blue 12 (the 13 must come first)."
	s := checked.state(t, "0 lay B11", "1 lay B12")
	if s.Fits(mustCard(t, "B15")) || !s.Fits(mustCard(t, "B13")) {
		t.Errorf("at the blue 12: Fits(B15) = %v, Fits(B13) = %v", s.Fits(mustCard(t, "B15")), s.Fits(mustCard(t, "B13")))
	}
	e := refuse(t, s, act(t, "1 lay B15"), elfer.WhyGap)
	if got, want := e.Error(), "the blue 15 does not fit: the blue row ends at 12, so the 13 must come first"; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
	if e.Lo != 11 || e.Hi != 12 || e.Card != mustCard(t, "B15") || e.Seat != 1 {
		t.Errorf("error facts: %+v", *e)
	}
}

func TestDealSizes(t *testing.T) {
	short := elfer.Options{Short: true}
	tests := []struct {
		opts    elfer.Options
		players int
		hand    int
		pile    int
		table   int
	}{
		{classic, 2, 20, 40, 0},
		{classic, 3, 20, 20, 0},
		{classic, 4, 15, 20, 0},
		{classic, 5, 12, 20, 0},
		{classic, 6, 10, 20, 0},
		{short, 2, 20, 20, 0},
		// The false start lays the eight 1s and 20s first; hands stay, the
		// pile shrinks.
		{elfer.Options{Variant: elfer.FalseStart}, 2, 20, 32, 8},
		{elfer.Options{Variant: elfer.FalseStart}, 4, 15, 12, 8},
		{elfer.Options{Variant: elfer.FalseStart}, 6, 10, 12, 8},
		{elfer.Options{Variant: elfer.FalseStart, Short: true}, 2, 20, 14, 6},
		{elfer.Options{Variant: elfer.ThreeStarts}, 3, 20, 20, 0},
		{elfer.Options{Variant: elfer.ThreeStarts}, 5, 12, 20, 0},
		{elfer.Options{Variant: elfer.AnyStart}, 2, 20, 40, 0},
		{elfer.Options{Variant: elfer.AnyStart}, 6, 10, 20, 0},
		{elfer.Options{Variant: elfer.AnyStart, Short: true}, 2, 20, 20, 0},
	}
	for _, tt := range tests {
		for seed := range uint64(20) {
			s, err := elfer.New(tt.opts, tt.players, int(seed)%tt.players, seed)
			if err != nil {
				t.Fatalf("%s %d players: %v", tt.opts.Variant.ID(), tt.players, err)
			}
			for p := range tt.players {
				if got := len(s.Hand(p)); got != tt.hand {
					t.Errorf("%s %d players seed %d: seat %d holds %d, want %d", tt.opts.Variant.ID(), tt.players, seed, p, got, tt.hand)
				}
			}
			if got := s.PileSize(); got != tt.pile {
				t.Errorf("%s %d players: pile %d, want %d", tt.opts.Variant.ID(), tt.players, got, tt.pile)
			}
			tab := s.Table()
			if got := tab.Count(); got != tt.table {
				t.Errorf("%s %d players: %d cards on the table, want %d", tt.opts.Variant.ID(), tt.players, got, tt.table)
			}
			// Every card of the game once, and no blue card in the short game.
			deal := s.Record(nil, 1).Deal()
			all := slices.Concat(slices.Concat(deal.Hands...), deal.Pile, deal.Table)
			slices.Sort(all)
			if want := tt.opts.Deck(); !slices.Equal(all, want) {
				t.Errorf("%s %d players: the deal is not the deck: %s", tt.opts.Variant.ID(), tt.players, card.Format(all))
			}
			if tt.opts.Short && slices.ContainsFunc(all, func(c card.Card) bool { return c.Color() == card.Blue }) {
				t.Errorf("the short game deals a blue card")
			}
		}
	}
}

func TestNewRefuses(t *testing.T) {
	tests := []struct {
		name    string
		opts    elfer.Options
		players int
		dealer  int
		want    string
	}{
		{"one player", classic, 1, 0, "2 to 6 players"},
		{"seven players", classic, 7, 0, "2 to 6 players"},
		{"short with three", elfer.Options{Short: true}, 3, 0, "two players only"},
		{"dealer not a seat", classic, 4, 4, "dealer"},
		{"negative dealer", classic, 4, -1, "dealer"},
		{"unknown variant", elfer.Options{Variant: 9}, 4, 0, "unknown variant"},
	}
	for _, tt := range tests {
		s, err := elfer.New(tt.opts, tt.players, tt.dealer, 1)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: New = %v, %v; want an error saying %q", tt.name, s, err, tt.want)
		}
	}
}

func TestOpeningOrder(t *testing.T) {
	// The holder of the red 11 opens; if it lies in the pile, the yellow,
	// then the green, then the blue 11 (unnamed 11s end in the pile).
	tests := []struct {
		name   string
		hands  [][]string
		opener string
		seat   int
	}{
		{"red", [][]string{{}, {}, {"R11", "Y11"}, {}}, "R11", 2},
		{"yellow", [][]string{{"G11"}, {"Y11"}, {}, {"B11"}}, "Y11", 1},
		{"green", [][]string{{"B11"}, {}, {}, {"G11"}}, "G11", 3},
		{"blue", [][]string{{}, {}, {"B11"}, {}}, "B11", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position{opts: classic, players: 4, dealer: 3, hands: tt.hands}.state(t)
			turn := s.Turn()
			if turn.Phase != elfer.Opening || turn.Opener != mustCard(t, tt.opener) || s.ToMove() != tt.seat {
				t.Fatalf("phase %v, opener %v, seat %d on; want opening with %s by seat %d", turn.Phase, turn.Opener, s.ToMove(), tt.opener, tt.seat)
			}
			seat := string(rune('0' + tt.seat))
			if got, want := legalStrings(s), []string{seat + " lay " + tt.opener}; !slices.Equal(got, want) {
				t.Errorf("legal %v, want %v", got, want)
			}
			for _, other := range []string{"R11", "Y11", "G11", "B11"} {
				if other != tt.opener && slices.Contains(s.Hand(tt.seat), mustCard(t, other)) {
					refuse(t, s, act(t, seat+" lay "+other), elfer.WhyOpening)
				}
			}
			refuse(t, s, act(t, seat+" draw"), elfer.WhyOpening)
			refuse(t, s, act(t, seat+" pass"), elfer.WhyOpening)
			refuse(t, s, act(t, seat+" end"), elfer.WhyEndNothing)
			refuse(t, s, elfer.Action{Seat: (tt.seat + 1) % 4, Kind: elfer.Lay, Card: s.Hand((tt.seat + 1) % 4)[0]}, elfer.WhyNotYourTurn)
		})
	}
}

func TestOpeningTurnIsOneCard(t *testing.T) {
	// Seat 2 opens with the red 11 and holds the red 12 and 10, which would
	// fit at once; the opening turn is the one card all the same.
	s := position{opts: classic, players: 3, dealer: 0, hands: [][]string{{}, {}, {"R11", "R12", "R10"}}}.state(t)
	if s.ToMove() != 2 {
		t.Fatalf("seat %d opens, want 2 (the red 11)", s.ToMove())
	}
	play(t, s, "2 lay R11")
	turn := s.Turn()
	if turn.Phase != elfer.Playing || s.ToMove() != 0 || turn.Laid != 0 || turn.Number != 1 {
		t.Errorf("after the opening card: phase %v, seat %d on, laid %d, turn %d; want playing, seat 0, 0, 1", turn.Phase, s.ToMove(), turn.Laid, turn.Number)
	}
	refuse(t, s, act(t, "2 lay R12"), elfer.WhyNotYourTurn)
}

func TestSeveralCardsInATurn(t *testing.T) {
	// The red 12 makes the red 13 fit in the same turn; cards go to any row.
	p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}, {"R13", "R12", "R10", "Y11", "Y12"}, {"R14"}}}
	s := p.state(t, "0 lay R11")
	refuse(t, s, act(t, "1 lay R13"), elfer.WhyGap)
	play(t, s, "1 lay R12", "1 lay R13", "1 lay Y11", "1 lay R10", "1 lay Y12")
	if got := s.Turn().Laid; got != 5 {
		t.Errorf("laid %d this turn, want 5", got)
	}
	if got, want := legalStrings(s), []string{"1 end"}; !slices.Equal(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
	play(t, s, "1 end")
	if s.ToMove() != 2 || s.Turn().Laid != 0 {
		t.Errorf("after end: seat %d on, laid %d", s.ToMove(), s.Turn().Laid)
	}
	tab := s.Table()
	if lo, hi := tab.Bounds(card.Red); lo != 10 || hi != 13 {
		t.Errorf("red row %d..%d, want 10..13", lo, hi)
	}
}

func TestHoldingBack(t *testing.T) {
	// A player may end his turn while other cards still fit.
	p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}, {"R13", "R12", "R10"}}}
	s := p.state(t, "0 lay R11", "1 lay R12")
	if got, want := legalStrings(s), []string{"1 lay R10", "1 lay R13", "1 end"}; !slices.Equal(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
	play(t, s, "1 end")
	if s.ToMove() != 2 || !slices.Contains(s.Hand(1), mustCard(t, "R13")) {
		t.Errorf("seat %d on, seat 1 holds %s", s.ToMove(), card.Format(s.Hand(1)))
	}
}

func TestMustLayAtLeastOne(t *testing.T) {
	p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}, {"R12"}}}
	s := p.state(t, "0 lay R11")
	if got, want := legalStrings(s), []string{"1 lay R12"}; !slices.Equal(got, want) {
		t.Errorf("legal %v, want %v", got, want)
	}
	e := refuse(t, s, act(t, "1 draw"), elfer.WhyCanLay)
	if e.Card != mustCard(t, "R12") || e.Error() != "the red 12 fits, so a card must be laid instead of drawn" {
		t.Errorf("draw refused with %v (%v)", e, e.Card)
	}
	refuse(t, s, act(t, "1 pass"), elfer.WhyCannotPass)
	refuse(t, s, act(t, "1 end"), elfer.WhyEndNothing)
}

func TestDrawing(t *testing.T) {
	// Seat 1 holds nothing that fits after the red 11; the pile top varies.
	tests := []struct {
		name   string
		pile   []string
		draws  int    // draws seat 1 makes
		must   string // the drawn card that must be laid, if any
		onTurn int    // seat on turn after the draws
	}{
		{"three misses end the turn", []string{"Y3", "G4", "B17"}, 3, "", 2},
		{"a hit on the first draw", []string{"R12", "G4"}, 1, "R12", 1},
		{"a hit on the second draw", []string{"Y3", "R10", "B17"}, 2, "R10", 1},
		{"a hit on the third draw", []string{"Y3", "G4", "Y11"}, 3, "Y11", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}}, pile: tt.pile}
			s := p.state(t, "0 lay R11")
			pile := s.PileSize()
			for i := range tt.draws {
				if got := legalStrings(s); !slices.Equal(got, []string{"1 draw"}) {
					t.Fatalf("before draw %d: legal %v, want only drawing", i+1, got)
				}
				if i > 0 {
					// Between draws no hand card fits, so nothing may be laid
					// and the turn cannot be ended.
					refuse(t, s, elfer.Action{Seat: 1, Kind: elfer.Lay, Card: s.Hand(1)[0]}, elfer.WhyMustDraw)
					refuse(t, s, act(t, "1 end"), elfer.WhyEndNothing)
					refuse(t, s, act(t, "1 pass"), elfer.WhyCannotPass)
				}
				play(t, s, "1 draw")
			}
			if got := s.PileSize(); got != pile-tt.draws {
				t.Errorf("pile %d, want %d", got, pile-tt.draws)
			}
			if got := len(s.Hand(1)); got != 20+tt.draws {
				t.Errorf("seat 1 holds %d, want %d", got, 20+tt.draws)
			}
			if s.ToMove() != tt.onTurn {
				t.Fatalf("seat %d on, want %d", s.ToMove(), tt.onTurn)
			}
			if tt.must == "" {
				if s.Turn().Draws != 0 || s.Turn().MustLay != card.None {
					t.Errorf("the next turn starts with %+v", s.Turn())
				}
				return
			}
			must := mustCard(t, tt.must)
			if s.Turn().MustLay != must {
				t.Fatalf("must lay %v, want %v", s.Turn().MustLay, must)
			}
			if got, want := legalStrings(s), []string{"1 lay " + tt.must}; !slices.Equal(got, want) {
				t.Errorf("legal %v, want %v", got, want)
			}
			// The drawn card is the seat's secret until it lies.
			if got := s.View(0).Turn.MustLay; got != card.None {
				t.Errorf("seat 0 sees the drawn %v", got)
			}
			if got := s.View(1).Turn.MustLay; got != must {
				t.Errorf("seat 1 sees must-lay %v", got)
			}
			for _, a := range []string{"1 end", "1 draw", "1 pass", "1 lay " + s.Hand(1)[0].String()} {
				if a == "1 lay "+tt.must {
					continue
				}
				e := refuse(t, s, act(t, a), elfer.WhyMustLayDrawn)
				if want := "the drawn " + elfer.Name(must) + " fits and must be laid at once"; e.Error() != want {
					t.Errorf("%s: %q, want %q", a, e.Error(), want)
				}
			}
			play(t, s, "1 lay "+tt.must)
			if s.ToMove() != 2 || s.Turn().Laid != 0 || s.Turn().Draws != 0 {
				t.Errorf("after laying the drawn card: seat %d on, turn %+v", s.ToMove(), s.Turn())
			}
		})
	}
}

func TestDrawnCardEndsTheTurn(t *testing.T) {
	// Seat 1 draws the red 12, which must be laid; his red 13 then fits,
	// but his turn ended with the drawn card.
	p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}, {"R13"}}, pile: []string{"R12"}}
	s := p.state(t, "0 lay R11", "1 draw", "1 lay R12")
	if s.ToMove() != 2 {
		t.Fatalf("seat %d on, want 2", s.ToMove())
	}
	refuse(t, s, act(t, "1 lay R13"), elfer.WhyNotYourTurn)
	refuse(t, s, act(t, "1 end"), elfer.WhyNotYourTurn)
}

func TestDrawRecordShowsTheCard(t *testing.T) {
	p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}}, pile: []string{"Y3", "R12"}}
	s := p.state(t, "0 lay R11", "1 draw", "1 draw", "1 lay R12")
	got := s.Record(nil, 1).Marshal()
	for _, want := range []string{
		`{"seat":1,"act":"draw","card":"Y3"}`,
		`{"seat":1,"act":"draw","card":"R12"}`,
		`{"seat":1,"act":"lay","card":"R12"}`,
	} {
		if !bytes.Contains(got, []byte(want+"\n")) {
			t.Errorf("record lacks %s:\n%s", want, got)
		}
	}
	// A replayed draw may name its card, but only the real top card.
	s = p.state(t, "0 lay R11")
	refuse(t, s, act(t, "1 draw G4"), elfer.WhyDrawCard)
	play(t, s, "1 draw Y3")
}

// emptyPile finds a position where the pile is empty and the seat on turn
// has nothing that fits.
func emptyPile(s *elfer.State) bool {
	return s.PileSize() == 0 && slices.Equal(s.Legal(s.ToMove()), []elfer.Action{{Seat: s.ToMove(), Kind: elfer.Pass}})
}

func TestPassWithEmptyPile(t *testing.T) {
	for _, players := range []int{2, 4, 6} {
		s := find(t, classic, players, emptyPile)
		seat := s.ToMove()
		refuse(t, s, elfer.Action{Seat: seat, Kind: elfer.Draw}, elfer.WhyPileEmpty)
		refuse(t, s, elfer.Action{Seat: seat, Kind: elfer.End}, elfer.WhyEndNothing)
		passes := s.Turn().Passes
		if err := s.Apply(elfer.Action{Seat: seat, Kind: elfer.Pass}); err != nil {
			t.Fatal(err)
		}
		if s.ToMove() != (seat+1)%players || s.Turn().Passes != passes+1 {
			t.Errorf("%d players: after a pass seat %d on with %d passes; want seat %d, %d", players, s.ToMove(), s.Turn().Passes, (seat+1)%players, passes+1)
		}
		if log := s.Log(); log[len(log)-1] != (elfer.Action{Seat: seat, Kind: elfer.Pass}) {
			t.Errorf("last logged action %v", log[len(log)-1])
		}
	}
}

func TestPassRefusedWhilePileHasCards(t *testing.T) {
	p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}}}
	s := p.state(t, "0 lay R11")
	e := refuse(t, s, act(t, "1 pass"), elfer.WhyCannotPass)
	if want := "passing is allowed only when nothing fits and the pile is empty"; e.Error() != want {
		t.Errorf("%q, want %q", e.Error(), want)
	}
}

func TestLastCardOfThePileEndsTheDraws(t *testing.T) {
	// With one card left to draw, a miss ends the turn after one draw.
	s := find(t, classic, 6, func(s *elfer.State) bool {
		if s.PileSize() != 1 || !slices.Equal(s.Legal(s.ToMove()), []elfer.Action{{Seat: s.ToMove(), Kind: elfer.Draw}}) {
			return false
		}
		c := s.Clone()
		return c.Apply(elfer.Action{Seat: s.ToMove(), Kind: elfer.Draw}) == nil && c.Turn().MustLay == card.None
	})
	seat := s.ToMove()
	if err := s.Apply(elfer.Action{Seat: seat, Kind: elfer.Draw}); err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != (seat+1)%6 || s.Turn().Draws != 0 {
		t.Errorf("after drawing the last card without a fit: seat %d on, turn %+v", s.ToMove(), s.Turn())
	}
}

func TestRoundEndsAtOnce(t *testing.T) {
	for _, v := range elfer.Variants() {
		for players := 2; players <= 6; players++ {
			opts := elfer.Options{Variant: v}
			s, err := elfer.New(opts, players, 0, uint64(players)*31)
			if err != nil {
				t.Fatal(err)
			}
			rng := card.NewRng(uint64(players))
			randomPlay(s, &rng, nil)
			w := s.Winner()
			if w < 0 || !s.IsOver() || s.Blocked() || s.ToMove() != -1 {
				t.Fatalf("%s %d players: over %v, winner %d, blocked %v, seat %d on", v.ID(), players, s.IsOver(), w, s.Blocked(), s.ToMove())
			}
			// The winner's last card ends the round: no "end" after it.
			log := s.Log()
			if last := log[len(log)-1]; last.Kind != elfer.Lay || last.Seat != w || len(s.Hand(w)) != 0 {
				t.Errorf("%s: last action %v, winner %d holds %d", v.ID(), last, w, len(s.Hand(w)))
			}
			for seat := range players {
				if l := s.Legal(seat); len(l) != 0 {
					t.Errorf("%s: seat %d may still %v", v.ID(), seat, l)
				}
				e := refuse(t, s, elfer.Action{Seat: seat, Kind: elfer.Pass}, elfer.WhyOver)
				if e.Error() != "the round is over" {
					t.Errorf("message %q", e.Error())
				}
			}
		}
	}
}

func TestScoring(t *testing.T) {
	for seed := range uint64(30) {
		players := 2 + int(seed%5)
		s, err := elfer.New(classic, players, 0, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := card.NewRng(seed)
		randomPlay(s, &rng, nil)
		scores := s.Scores()
		for p := range players {
			want := 0
			for _, c := range s.Hand(p) {
				want += c.Value()
			}
			if p == s.Winner() && want != 0 {
				t.Errorf("the winner still holds cards")
			}
			if scores[p] != want {
				t.Errorf("seed %d seat %d: score %d, want %d (hand %s)", seed, p, scores[p], want, card.Format(s.Hand(p)))
			}
		}
		res := s.Result()
		if res.Reason != "out" || !slices.Equal(res.Winners, []int{s.Winner()}) || !slices.Equal(res.Scores, scores) {
			t.Errorf("result %+v, winner %d, scores %v", res, s.Winner(), scores)
		}
	}
}

func TestRedeal(t *testing.T) {
	// These seeds deal no 11 to any hand on the first deal (found by
	// trying seeds in order).
	tests := []struct {
		opts    elfer.Options
		players int
		seed    uint64
	}{
		{classic, 2, 8},
		{elfer.Options{Short: true}, 2, 15},
		{classic, 4, 123},
	}
	for _, tt := range tests {
		s, err := elfer.New(tt.opts, tt.players, 0, tt.seed)
		if err != nil {
			t.Fatal(err)
		}
		rec := s.Record(nil, 1)
		if len(rec.Setups) != 2 {
			t.Fatalf("seed %d: %d deals, want 2", tt.seed, len(rec.Setups))
		}
		for p, h := range rec.Setups[0].Hands {
			for _, c := range h {
				if c.Value() == 11 {
					t.Errorf("seed %d: the thrown-in deal gave seat %d the %v", tt.seed, p, c)
				}
			}
		}
		lines := strings.Split(string(rec.Marshal()), "\n")
		if !strings.HasPrefix(lines[1], `{"setup":`) || strings.Contains(lines[1], "redeal") || !strings.HasSuffix(lines[2], `,"redeal":true}`) {
			t.Errorf("seed %d: setup lines\n%s\n%s", tt.seed, lines[1], lines[2])
		}
		if s.Turn().Opener == card.None {
			t.Errorf("the second deal has no opener")
		}
		back, err := elfer.Replay(rec, -1)
		if err != nil || !back.Equal(s) {
			t.Errorf("seed %d: replay %v", tt.seed, err)
		}
		// A deal that holds an 11 may not be thrown in.
		rec.Setups[0], rec.Setups[1] = rec.Setups[1], rec.Setups[0]
		if _, err := elfer.Replay(rec, -1); err == nil || !strings.Contains(err.Error(), "although a seat holds an 11") {
			t.Errorf("a needless redeal replays: %v", err)
		}
	}
}

func TestReplayNamesTheTopCard(t *testing.T) {
	// A record that draws the wrong card is refused at its line, and the
	// checker, which may see everything, says what lay on top.
	p := position{opts: classic, players: 3, dealer: 2, hands: [][]string{{"R11"}}, pile: []string{"Y3"}}
	rec := p.record(t)
	rec.Actions = []record.Action{{Seat: 0, Act: "lay", Card: mustCard(t, "R11")}, {Seat: 1, Act: "draw", Card: mustCard(t, "G4")}}
	_, err := elfer.Replay(rec, -1)
	var re *elfer.ReplayError
	if !errors.As(err, &re) || re.Line != 4 || !strings.Contains(err.Error(), "the green 4 is not the top card of the pile (the pile's top card is Y3)") {
		t.Errorf("replay error %v", err)
	}
}
