package farben_test

import (
	"errors"
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/farben"
)

func cards(t testing.TB, s ...string) []card.Card {
	t.Helper()
	out := make([]card.Card, len(s))
	for i, x := range s {
		c, err := card.Parse(x)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

func one(t testing.TB, s string) card.Card { return cards(t, s)[0] }

// twoSeats: dealer 1, so seat 0 begins. Seat 0 holds R1-R8 and B20, seat 1
// Y1-Y9; the piles show G1 G2 G3 B19; the stack is the rest in deck order
// (R9 on top).
func twoSeats(t testing.TB) *farben.State {
	t.Helper()
	su := farben.Setup{Hands: [][]card.Card{
		cards(t, "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8", "B20"),
		cards(t, "Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9"),
	}, Piles: cards(t, "G1", "G2", "G3", "B19")}
	used := map[card.Card]bool{}
	for _, h := range su.Hands {
		for _, c := range h {
			used[c] = true
		}
	}
	for _, c := range su.Piles {
		used[c] = true
	}
	for _, c := range farben.Deck() {
		if !used[c] {
			su.Stack = append(su.Stack, c)
		}
	}
	s, err := farben.FromSetup(farben.Options{}, 2, 1, 7, su)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func apply(t testing.TB, s *farben.State, as ...farben.Action) {
	t.Helper()
	for _, a := range as {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%+v: %v", a, err)
		}
	}
}

func TestDeal(t *testing.T) {
	for n := farben.MinPlayers; n <= farben.MaxPlayers; n++ {
		want := map[int]int{2: 9, 3: 9, 4: 8, 5: 8, 6: 7}[n]
		for dealer := range n {
			s, err := farben.New(farben.Options{}, n, dealer, uint64(10*n+dealer))
			if err != nil {
				t.Fatal(err)
			}
			all := map[card.Card]bool{}
			for p := range n {
				if len(s.Hand(p)) != want {
					t.Errorf("%d players: seat %d holds %d cards, want %d", n, p, len(s.Hand(p)), want)
				}
				for _, c := range s.Hand(p) {
					all[c] = true
				}
			}
			for i := range farben.NumPiles {
				if len(s.Pile(i)) != 1 {
					t.Errorf("%d players: pile %d holds %d cards, want 1", n, i, len(s.Pile(i)))
				}
				all[s.Pile(i)[0]] = true
			}
			for _, c := range s.Stack() {
				all[c] = true
			}
			if len(all) != 80 || len(s.Stack()) != 80-n*want-4 {
				t.Errorf("%d players: %d distinct cards, stack %d", n, len(all), len(s.Stack()))
			}
			if s.ToMove() != (dealer+1)%n {
				t.Errorf("%d players, dealer %d: seat %d begins, want the seat left of the dealer", n, dealer, s.ToMove())
			}
		}
	}
	if _, err := farben.New(farben.Options{}, 7, 0, 1); err == nil {
		t.Error("7 players are dealt")
	}
	if _, err := farben.New(farben.Options{}, 3, 3, 1); err == nil {
		t.Error("dealer 3 of 3 seats is dealt")
	}
}

// TestBadSetup: FromSetup refuses deals that are not deals of the game.
func TestBadSetup(t *testing.T) {
	good := twoSeats(t).Record(nil, 1).Setups[0]
	cases := map[string]func(su *farben.Setup){
		"short hand":   func(su *farben.Setup) { su.Stack = append(su.Stack, su.Hands[0][0]); su.Hands[0] = su.Hands[0][1:] },
		"three piles":  func(su *farben.Setup) { su.Stack = append(su.Stack, su.Piles[3]); su.Piles = su.Piles[:3] },
		"doubled card": func(su *farben.Setup) { su.Stack[0] = su.Stack[1] },
		"missing card": func(su *farben.Setup) { su.Stack = su.Stack[1:] },
		"joker":        func(su *farben.Setup) { su.Stack[0] = card.Joker(1) },
		"21":           func(su *farben.Setup) { su.Stack[0] = card.New(card.Green, 21) },
		"one hand":     func(su *farben.Setup) { su.Hands = su.Hands[:1] },
	}
	for name, mod := range cases {
		su := good
		su.Normalize()
		mod(&su)
		if _, err := farben.FromSetup(farben.Options{}, 2, 1, 7, su); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestRefusals: every refusal a seat can meet, with its reason. Two reasons
// are guards no deal reaches: a place is only empty while its taker lays
// (WhyEmptyPile), and with an empty stack the piles hold all but the hands,
// far more than their four tops (WhyNoCards).
func TestRefusals(t *testing.T) {
	taken := func(t testing.TB) *farben.State {
		s := twoSeats(t)
		apply(t, s, farben.TakeOf(0, 3)) // B19: pile 4 is empty now
		return s
	}
	drawn := func(t testing.TB) *farben.State {
		s := twoSeats(t)
		apply(t, s, farben.DrawOf(0)) // R9
		return s
	}
	over := func(t testing.TB) *farben.State {
		s := twoSeats(t)
		apply(t, s, farben.DrawOf(0), farben.SchlussOf(0, one(t, "B20"), 0))
		return s
	}
	cases := []struct {
		name  string
		state func(testing.TB) *farben.State
		a     farben.Action
		why   farben.Why
	}{
		{"over", over, farben.DrawOf(1), farben.WhyOver},
		{"no seat", twoSeats, farben.DrawOf(2), farben.WhyNotSeat},
		{"negative seat", twoSeats, farben.DrawOf(-1), farben.WhyNotSeat},
		{"unknown kind", twoSeats, farben.Action{Kind: 9, Seat: 0}, farben.WhyKind},
		{"not his turn", twoSeats, farben.DrawOf(1), farben.WhyNotYourTurn},
		{"second take", drawn, farben.TakeOf(0, 1), farben.WhyLayNow},
		{"second draw", drawn, farben.DrawOf(0), farben.WhyLayNow},
		{"lay first", twoSeats, farben.LayOf(0, one(t, "R1"), 0), farben.WhyTakeNow},
		{"pile 5", twoSeats, farben.TakeOf(0, 4), farben.WhyPile},
		{"pile -1", twoSeats, farben.TakeOf(0, -1), farben.WhyPile},
		{"lay on pile 5", drawn, farben.LayOf(0, one(t, "R1"), 4), farben.WhyPile},
		{"card not held", drawn, farben.LayOf(0, one(t, "Y1"), 0), farben.WhyNotHeld},
		{"no card", drawn, farben.LayOf(0, card.None, 0), farben.WhyNotHeld},
		{"emptied place left open", taken, farben.LayOf(0, one(t, "R1"), 0), farben.WhyFill},
		{"put back", func(t testing.TB) *farben.State {
			s := twoSeats(t)
			apply(t, s, farben.DrawOf(0), farben.LayOf(0, one(t, "R1"), 0), farben.DrawOf(1), farben.LayOf(1, one(t, "Y1"), 0))
			apply(t, s, farben.TakeOf(0, 0)) // Y1 from on top of R1
			return s
		}, farben.LayOf(0, one(t, "Y1"), 0), farben.WhyPutBack},
		{"schluss with two colours", drawn, farben.SchlussOf(0, one(t, "R1"), 0), farben.WhySchluss},
		{"draw with a card", twoSeats, farben.Action{Kind: farben.Draw, Seat: 0, Card: one(t, "R9")}, farben.WhyExtra},
		{"draw with a pile", twoSeats, farben.Action{Kind: farben.Draw, Seat: 0, Pile: 2}, farben.WhyExtra},
		{"take with schluss", twoSeats, farben.Action{Kind: farben.Take, Seat: 0, Pile: 2, Schluss: true}, farben.WhyExtra},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.state(t)
			before := s.Clone()
			err := s.Apply(c.a)
			var e *farben.Error
			if !errors.As(err, &e) || e.Why != c.why {
				t.Fatalf("got %v, want reason %d", err, c.why)
			}
			if e.Error() == "" || e.Error() == "the action is not allowed" {
				t.Errorf("reason %d has no message of its own", c.why)
			}
			if !s.Equal(before) {
				t.Error("the refusal changed the state")
			}
			if slices.Contains(s.Legal(c.a.Seat), c.a) {
				t.Error("Legal lists the refused action")
			}
		})
	}
}

// TestTurn: a take from a pile is public, the lay ends the turn, and a lay
// into the emptied place keeps four piles.
func TestTurn(t *testing.T) {
	s := twoSeats(t)
	apply(t, s, farben.TakeOf(0, 3))
	if s.KnownBy(one(t, "B19")) != 0 {
		t.Error("a card taken from a pile is not known to be in the taker's hand")
	}
	v := s.View(1)
	if !slices.Equal(v.Known[0], cards(t, "B19")) || v.Tops[3] != card.None {
		t.Errorf("seat 1 sees known %v, tops %v", v.Known[0], v.Tops)
	}
	// Only the emptied place takes the card.
	for _, a := range s.Legal(0) {
		if a.Pile != 3 {
			t.Errorf("legal %+v leaves the emptied place open", a)
		}
	}
	apply(t, s, farben.LayOf(0, one(t, "R1"), 3))
	if s.ToMove() != 1 || s.Turns() != 1 || s.Took() {
		t.Errorf("after the lay: seat %d to move, %d turns", s.ToMove(), s.Turns())
	}
	// Drawing is private; laying a known card makes it unknown again.
	apply(t, s, farben.DrawOf(1), farben.LayOf(1, one(t, "Y1"), 0), farben.DrawOf(0), farben.LayOf(0, one(t, "B19"), 1))
	if s.KnownBy(one(t, "B19")) != -1 || len(s.View(1).Known[0]) != 0 {
		t.Error("a laid card is still known in the hand")
	}
	// The card just drawn from the stack may be laid at once.
	c := s.Stack()[len(s.Stack())-1]
	apply(t, s, farben.DrawOf(1), farben.LayOf(1, c, 2))
}

// TestSchluss: a hand of one colour may end the round; each seat scores its
// best colour's sum and the highest wins.
func TestSchluss(t *testing.T) {
	s := twoSeats(t)
	apply(t, s, farben.DrawOf(0)) // R9
	legal := s.Legal(0)
	for _, a := range legal {
		if a.Schluss && a.Card != one(t, "B20") {
			t.Errorf("legal %+v announces with two colours", a)
		}
	}
	if !slices.Contains(legal, farben.SchlussOf(0, one(t, "B20"), 0)) {
		t.Error("Schluss after laying B20 is not legal")
	}
	// Announcing is a choice: the plain lay is legal too.
	s2 := s.Clone()
	apply(t, s2, farben.LayOf(0, one(t, "B20"), 0))
	if s2.IsOver() {
		t.Error("a lay without Schluss ended the round")
	}
	apply(t, s, farben.SchlussOf(0, one(t, "B20"), 0))
	res := s.Result()
	if !s.IsOver() || res.Reason != "schluss" || s.Ender() != 0 {
		t.Fatalf("result %+v", res)
	}
	if !slices.Equal(res.Scores, []int{45, 45}) || !slices.Equal(res.Winners, []int{0, 1}) {
		t.Errorf("scores %v winners %v, want 45 45 and both", res.Scores, res.Winners)
	}
	v := s.View(1)
	if len(v.Shown) != 2 || !slices.Equal(v.Shown[0], s.Hand(0)) {
		t.Error("the hands are not shown at the end")
	}
	if len(s.Legal(1)) != 0 || s.ToMove() != -1 {
		t.Error("a seat may act after the end")
	}
}

func TestBest(t *testing.T) {
	for _, c := range []struct {
		hand string
		want int
	}{
		{"R1 R2 B20", 20},
		{"R10 R11 B20", 21},
		{"Y5 Y6 G1 G2 G3 G4", 11},
		{"", 0},
	} {
		var h []card.Card
		if c.hand != "" {
			h = cards(t, splitSpace(c.hand)...)
		}
		if got := farben.Best(h); got != c.want {
			t.Errorf("Best(%s) = %d, want %d", c.hand, got, c.want)
		}
	}
}

func splitSpace(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}

// drainStack draws every card of the stack, each laid at once on pile 1.
func drainStack(t testing.TB, s *farben.State) {
	t.Helper()
	for len(s.Stack()) > 0 {
		p := s.ToMove()
		apply(t, s, farben.DrawOf(p))
		h := s.Hand(p)
		apply(t, s, farben.LayOf(p, h[len(h)-1], 0))
	}
}

// TestReshuffle: a draw from the empty stack shuffles all but the tops into
// a new stack, the record names it, and a record with another order of the
// same cards replays while one with other cards does not.
func TestReshuffle(t *testing.T) {
	s := twoSeats(t)
	drainStack(t, s)
	under := len(s.Pile(0)) - 1
	top := s.Pile(0)[under]
	p := s.ToMove()
	if !slices.Contains(s.Legal(p), farben.DrawOf(p)) {
		t.Fatal("no draw with an empty stack and cards under the tops")
	}
	apply(t, s, farben.DrawOf(p))
	if len(s.Pile(0)) != 1 || s.Pile(0)[0] != top || len(s.Stack()) != under-1 {
		t.Fatalf("after the reshuffle: pile %v, stack of %d, want %d", s.Pile(0), len(s.Stack()), under-1)
	}
	rec := s.Record(nil, 1)
	last := &rec.Actions[len(rec.Actions)-1]
	if len(last.Stack) != under || last.Stack[0] != last.Card {
		t.Fatalf("the draw line names stack %v and card %v", last.Stack, last.Card)
	}
	if _, err := farben.Replay(rec, -1); err != nil {
		t.Fatal(err)
	}
	// Another legal shuffle replays and deals from its own order.
	other := slices.Clone(last.Stack)
	slices.Reverse(other)
	last.Stack, last.Card = other, other[0]
	back, err := farben.Replay(rec, -1)
	if err != nil {
		t.Fatal(err)
	}
	if h := back.Hand(p); h[len(h)-1] != other[0] {
		t.Error("the replay did not draw the top of the named stack")
	}
	// A stack with another card, or a missing one, is refused.
	bad := slices.Clone(other)
	bad[1] = top
	last.Stack = bad
	if _, err := farben.Replay(rec, -1); err == nil {
		t.Error("a reshuffle naming a top card replays")
	}
	last.Stack = other[:len(other)-1]
	if _, err := farben.Replay(rec, -1); err == nil {
		t.Error("a reshuffle missing a card replays")
	}
}

// TestBound: after MaxTurns turns without Schluss the round ends and is
// scored as it lies.
func TestBound(t *testing.T) {
	s := twoSeats(t)
	for !s.IsOver() {
		p := s.ToMove()
		apply(t, s, farben.DrawOf(p))
		h := s.Hand(p)
		// Lay the drawn card: seat 0 keeps B20, so never one colour.
		apply(t, s, farben.LayOf(p, h[len(h)-1], s.Turns()%farben.NumPiles))
	}
	if s.Reason() != "bound" || s.Turns() != farben.MaxTurns || s.Actions() != 2*farben.MaxTurns {
		t.Fatalf("ended by %q after %d turns", s.Reason(), s.Turns())
	}
	if res := s.Result(); !slices.Equal(res.Scores, []int{36, 45}) || !slices.Equal(res.Winners, []int{1}) {
		t.Errorf("result %+v", res)
	}
}
