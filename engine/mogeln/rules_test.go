package mogeln_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/mogeln"
)

func cards(t testing.TB, s string) []card.Card {
	t.Helper()
	var out []card.Card
	for _, f := range strings.Fields(s) {
		c, err := card.Parse(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

func c(t testing.TB, s string) card.Card { return cards(t, s)[0] }

// table deals the given hands to the first seats and the rest of the deck
// for players round the others (or, with no others, to the last seat
// named), dealer the last seat so seat 0 begins.
func table(t testing.TB, o mogeln.Options, players int, hands ...string) *mogeln.State {
	t.Helper()
	su := mogeln.Setup{Hands: make([][]card.Card, players)}
	used := map[card.Card]bool{}
	for p, h := range hands {
		su.Hands[p] = cards(t, h)
		for _, x := range su.Hands[p] {
			used[x] = true
		}
	}
	var rest []card.Card
	for _, x := range card.Deck(mogeln.MaxValue(players), card.Colors[:]...) {
		if !used[x] {
			rest = append(rest, x)
		}
	}
	others := players - len(hands)
	for i, x := range rest {
		if others == 0 {
			su.Hands[players-1] = append(su.Hands[players-1], x)
			continue
		}
		p := len(hands) + i%others
		su.Hands[p] = append(su.Hands[p], x)
	}
	if o.Farbe {
		su.Colour = "R"
	}
	s, err := mogeln.FromSetup(o, players-1, su, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func apply(t testing.TB, s *mogeln.State, as ...mogeln.Action) {
	t.Helper()
	for _, a := range as {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
}

func TestDeal(t *testing.T) {
	for _, tc := range []struct{ players, max, cards int }{{3, 9, 36}, {4, 10, 40}, {5, 15, 60}, {6, 15, 60}} {
		for _, o := range []mogeln.Options{{}, {Farbe: true}} {
			s, err := mogeln.New(o, tc.players, 1, 42)
			if err != nil {
				t.Fatal(err)
			}
			n, lo, hi := 0, 99, 0
			for p := range tc.players {
				h := s.Hand(p)
				n += len(h)
				lo, hi = min(lo, len(h)), max(hi, len(h))
				for _, x := range h {
					if x.Value() > tc.max {
						t.Errorf("%d players: %v dealt", tc.players, x)
					}
				}
			}
			if n != tc.cards || hi-lo > 1 {
				t.Errorf("%d players: %d cards dealt, hands %d to %d", tc.players, n, lo, hi)
			}
			if len(s.Hand(2)) != hi {
				t.Errorf("%d players: the seat after the dealer has %d cards, not the most", tc.players, len(s.Hand(2)))
			}
			if s.Turn() != 2 {
				t.Errorf("%d players: seat %d begins, not the one after the dealer", tc.players, s.Turn())
			}
			rec := s.Record(nil, 1)
			if got := rec.Deal().Colour != ""; got != o.Farbe {
				t.Errorf("farbe %v: the setup names a colour: %v", o.Farbe, got)
			}
		}
	}
	if _, err := mogeln.New(mogeln.Options{}, 2, 0, 1); err == nil {
		t.Error("two players dealt")
	}
}

// TestCalls: who takes the middle stack after "gemogelt" and "mehrere", and
// that the caller starts again at one.
func TestCalls(t *testing.T) {
	tests := []struct {
		name   string
		o      mogeln.Options
		lay    mogeln.Action // seat 0's lay with claim 1
		call   mogeln.Kind   // seat 1's call
		taker  int
		reason string
	}{
		{"honest single", mogeln.Options{}, mogeln.LayOf(0, card.New(card.Green, 1)), mogeln.Call, 1, "the claim was true"},
		{"lie", mogeln.Options{}, mogeln.LayOf(0, card.New(card.Green, 5)), mogeln.Call, 0, "the claim was false"},
		{"farbe right colour", mogeln.Options{Farbe: true}, mogeln.LayOf(0, card.New(card.Red, 1)), mogeln.Call, 1, "red 1 is true"},
		{"farbe wrong colour", mogeln.Options{Farbe: true}, mogeln.LayOf(0, card.New(card.Green, 1)), mogeln.Call, 0, "green 1 is a lie with red fixed"},
		{"double honest", mogeln.Options{Heimlich: true}, mogeln.LayTwo(0, card.New(card.Green, 1), card.New(card.Blue, 1)), mogeln.Call, 1, "both cards match"},
		{"double half lie", mogeln.Options{Heimlich: true}, mogeln.LayTwo(0, card.New(card.Green, 1), card.New(card.Green, 5)), mogeln.Call, 0, "one card does not match"},
		{"several right", mogeln.Options{Heimlich: true}, mogeln.LayTwo(0, card.New(card.Green, 1), card.New(card.Blue, 1)), mogeln.Several, 0, "two cards were laid"},
		{"several wrong", mogeln.Options{Heimlich: true}, mogeln.LayOf(0, card.New(card.Green, 5)), mogeln.Several, 1, "one card was laid"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := table(t, tc.o, 4, "G1 B1 G5 R1 Y7", "R2 Y2 G9")
			before := [2]int{len(s.Hand(0)), len(s.Hand(1))}
			apply(t, s, tc.lay, mogeln.Action{Seat: 1, Kind: tc.call})
			laid := 1
			if tc.lay.Also != card.None {
				laid = 2
			}
			want := [2]int{before[0] - laid, before[1]}
			want[tc.taker] += laid
			if got := [2]int{len(s.Hand(0)), len(s.Hand(1))}; got != want {
				t.Errorf("%s: hands %v, want %v (seat %d takes)", tc.reason, got, want, tc.taker)
			}
			v := s.View(2)
			if v.Verdict == nil || v.Verdict.Taker != tc.taker || v.Lays != 0 || v.Claim != 1 || s.Turn() != 1 {
				t.Errorf("after the call: verdict %+v, %d lays, claim %d, seat %d on turn", v.Verdict, v.Lays, v.Claim, s.Turn())
			}
			// Everybody sees the turned lay and what it said.
			if v.Verdict != nil && (v.Verdict.Turned != [2]card.Card{tc.lay.Card, tc.lay.Also} || v.Verdict.Claim != 1 || v.Verdict.Layer != 0 || v.Verdict.Caller != 1) {
				t.Errorf("the verdict %+v does not show the lay %v with claim 1", v.Verdict, tc.lay)
			}
		})
	}
}

// TestTop: the count runs to the highest value in play (nine with three
// players, ten with four, fifteen with five or six); after that claim the
// next player's lay sets the stack aside and says "one". With zwanzig the
// count runs to "twenty", and a claim above the highest value is always
// false.
func TestTop(t *testing.T) {
	for players, top := range map[int]int{3: 9, 4: 10, 5: 15, 6: 15} {
		s := table(t, mogeln.Options{}, players)
		if s.Top() != top || s.View(0).Top != top {
			t.Fatalf("%d players: the count runs to %d (view %d), want %d", players, s.Top(), s.View(0).Top, top)
		}
		for i := range top {
			p := s.Turn()
			if got := s.NextClaim(); got != i+1 {
				t.Fatalf("%d players: lay %d says %d", players, i+1, got)
			}
			apply(t, s, mogeln.LayOf(p, s.Hand(p)[0]))
		}
		if v := s.View(0); !v.Reset || v.Claim != 1 || v.Lays != top {
			t.Fatalf("%d players, after %d: reset %v, claim %d, %d lays", players, top, v.Reset, v.Claim, v.Lays)
		}
		p := s.Turn()
		apply(t, s, mogeln.LayOf(p, s.Hand(p)[0]))
		if v := s.View(0); len(s.Aside()) != top || len(s.Middle()) != 1 || s.NextClaim() != 2 || v.Aside != top || v.AsideLays != top {
			t.Errorf("%d players: aside %d (view %d, %d lays), middle %d, next claim %d", players, len(s.Aside()), v.Aside, v.AsideLays, len(s.Middle()), s.NextClaim())
		}
	}

	s := table(t, mogeln.Options{Zwanzig: true}, 3)
	for i := range 20 {
		p := s.Turn()
		if got := s.NextClaim(); got != i+1 {
			t.Fatalf("zwanzig: lay %d says %d", i+1, got)
		}
		apply(t, s, mogeln.LayOf(p, s.Hand(p)[0]))
	}
	if v := s.View(0); !v.Reset || v.Claim != 1 || v.Lays != 20 || v.Top != 20 {
		t.Fatalf("zwanzig, after twenty: reset %v, claim %d, %d lays, top %d", v.Reset, v.Claim, v.Lays, v.Top)
	}
	p := s.Turn()
	apply(t, s, mogeln.LayOf(p, s.Hand(p)[0]))
	if len(s.Aside()) != 20 || s.NextClaim() != 2 {
		t.Errorf("zwanzig: aside %d, next claim %d", len(s.Aside()), s.NextClaim())
	}
	// Claim 10 with 3 players (values 1 to 9): whatever was laid, a call wins.
	s = table(t, mogeln.Options{Zwanzig: true}, 3)
	for range 9 {
		p := s.Turn()
		apply(t, s, mogeln.LayOf(p, s.Hand(p)[0]))
	}
	layer := s.Turn()
	apply(t, s, mogeln.LayOf(layer, s.Hand(layer)[0]))
	n := len(s.Hand(layer))
	apply(t, s, mogeln.CallOf(s.Turn()))
	if len(s.Hand(layer)) != n+10 {
		t.Errorf("the claim ten was not taken back by its layer")
	}
}

// TestGoingOut: a player who lays his last card is placed once the next
// player lays, or calls wrongly; a right call gives him the stack.
func TestGoingOut(t *testing.T) {
	t.Run("next lays", func(t *testing.T) {
		s := table(t, mogeln.Options{}, 4, "Y5", "R1")
		apply(t, s, mogeln.LayOf(0, c(t, "Y5")))
		if s.Places()[0] != 0 {
			t.Fatal("placed before the next player had his chance")
		}
		apply(t, s, mogeln.LayOf(1, c(t, "R1")))
		if got := s.Places(); got[0] != 1 || got[1] != 0 {
			t.Errorf("places %v, want seat 0 first and seat 1 (who went out now) waiting", got)
		}
		if s.Turn() != 2 {
			t.Errorf("seat %d on turn", s.Turn())
		}
	})
	t.Run("wrong call", func(t *testing.T) {
		s := table(t, mogeln.Options{}, 4, "Y1", "R2 R3")
		apply(t, s, mogeln.LayOf(0, c(t, "Y1")), mogeln.CallOf(1))
		if s.Places()[0] != 1 || len(s.Hand(1)) != 3 || s.Turn() != 1 {
			t.Errorf("places %v, seat 1 holds %d, turn %d", s.Places(), len(s.Hand(1)), s.Turn())
		}
	})
	t.Run("right call", func(t *testing.T) {
		s := table(t, mogeln.Options{}, 4, "Y5", "R2 R3")
		apply(t, s, mogeln.LayOf(0, c(t, "Y5")), mogeln.CallOf(1))
		if s.Places()[0] != 0 || len(s.Hand(0)) != 1 || s.View(1).Pending != -1 {
			t.Errorf("places %v, seat 0 holds %d", s.Places(), len(s.Hand(0)))
		}
	})
	t.Run("last two", func(t *testing.T) {
		s := table(t, mogeln.Options{}, 3, "Y1", "R2 R3")
		apply(t, s, mogeln.LayOf(0, c(t, "Y1")), mogeln.LayOf(1, c(t, "R2")))
		// Seat 0 is placed; seats 1 and 2 go on.
		for len(s.Hand(1)) > 0 && !s.IsOver() {
			p := s.Turn()
			apply(t, s, mogeln.LayOf(p, s.Hand(p)[0]))
		}
		if s.IsOver() {
			t.Fatal("over too early")
		}
		// Seat 1 laid his last card: seat 2 may only call or pass.
		if err := s.Apply(mogeln.LayOf(2, s.Hand(2)[0])); !isWhy(err, mogeln.WhyMustDecide) {
			t.Fatalf("lay: %v", err)
		}
		if got := s.Legal(2); !slices.Equal(got, []mogeln.Action{mogeln.CallOf(2), mogeln.PassOf(2)}) {
			t.Errorf("legal %v", got)
		}
		apply(t, s, mogeln.PassOf(2))
		res := s.Result()
		if !s.IsOver() || res.Reason != mogeln.ReasonOut || !slices.Equal(res.Scores, []int{1, 2, 3}) || !slices.Equal(res.Winners, []int{0}) {
			t.Errorf("result %+v", res)
		}
	})
}

func isWhy(err error, w mogeln.Why) bool {
	var e *mogeln.Error
	return errors.As(err, &e) && e.Why == w
}

func TestRefusals(t *testing.T) {
	plain, heim := mogeln.Options{}, mogeln.Options{Heimlich: true}
	tests := []struct {
		o      mogeln.Options
		before []mogeln.Action
		a      mogeln.Action
		why    mogeln.Why
	}{
		{plain, nil, mogeln.LayOf(5, card.New(card.Red, 1)), mogeln.WhyNotSeat},
		{plain, nil, mogeln.LayOf(-1, card.New(card.Red, 1)), mogeln.WhyNotSeat},
		{plain, nil, mogeln.LayOf(1, card.New(card.Red, 2)), mogeln.WhyNotYourTurn},
		{plain, nil, mogeln.LayOf(0, card.New(card.Red, 2)), mogeln.WhyNotHeld},
		{plain, nil, mogeln.LayOf(0, card.None), mogeln.WhyNoCard},
		{plain, nil, mogeln.CallOf(0), mogeln.WhyNothingToCall},
		{plain, nil, mogeln.PassOf(0), mogeln.WhyNoPass},
		{plain, nil, mogeln.SeveralOf(0), mogeln.WhyNoHeimlich},
		{plain, nil, mogeln.LayTwo(0, card.New(card.Red, 1), card.New(card.Green, 1)), mogeln.WhyNoHeimlich},
		{heim, nil, mogeln.LayTwo(0, card.New(card.Red, 1), card.New(card.Red, 1)), mogeln.WhySameCard},
		{heim, nil, mogeln.LayTwo(0, card.New(card.Green, 1), card.New(card.Red, 1)), mogeln.WhyOrder},
		{heim, nil, mogeln.LayTwo(0, card.New(card.Red, 1), card.New(card.Red, 2)), mogeln.WhyNotHeld},
		{heim, nil, mogeln.SeveralOf(0), mogeln.WhyNothingToCall},
		{plain, nil, mogeln.Action{Seat: 0, Kind: 9}, mogeln.WhyBadAction},
		{plain, nil, mogeln.Action{Seat: 0, Kind: mogeln.Call, Card: card.New(card.Red, 1)}, mogeln.WhyBadAction},
		{plain, []mogeln.Action{mogeln.LayOf(0, card.New(card.Red, 1))}, mogeln.CallOf(0), mogeln.WhyNotYourTurn},
	}
	for _, tc := range tests {
		s := table(t, tc.o, 4, "R1 G1 Y3")
		apply(t, s, tc.before...)
		before := s.Clone()
		err := s.Apply(tc.a)
		if !isWhy(err, tc.why) {
			t.Errorf("%v: got %v, want reason %d", tc.a, err, tc.why)
		}
		if err != nil && err.Error() == "" {
			t.Errorf("%v: empty message", tc.a)
		}
		if !s.Equal(before) {
			t.Errorf("%v: the refusal changed the state", tc.a)
		}
	}
	// Over: nothing more is accepted.
	s := table(t, plain, 3, "Y1", "R2")
	apply(t, s, mogeln.LayOf(0, c(t, "Y1")), mogeln.LayOf(1, c(t, "R2")), mogeln.PassOf(2))
	if !s.IsOver() {
		t.Fatal("not over")
	}
	if err := s.Apply(mogeln.LayOf(2, s.Hand(2)[0])); !isWhy(err, mogeln.WhyOver) {
		t.Errorf("after the end: %v", err)
	}
}

// TestBound: a game that circles ends after MaxActions actions; the players
// still in are placed by fewest cards, equal counts sharing a place.
func TestBound(t *testing.T) {
	bounded := 0
	for seed := range uint64(30) {
		s, err := mogeln.New(mogeln.Options{}, 4, 0, seed)
		if err != nil {
			t.Fatal(err)
		}
		// Everybody calls whenever he can: the stacks never leave the hands.
		for !s.IsOver() {
			l := s.Legal(s.Turn())
			apply(t, s, l[0])
		}
		if s.Actions() > mogeln.MaxActions {
			t.Fatalf("seed %d: %d actions", seed, s.Actions())
		}
		if s.Result().Reason != mogeln.ReasonBound {
			continue
		}
		bounded++
		pl := s.Places()
		for p := range 4 {
			for q := range 4 {
				hp, hq := len(s.Hand(p)), len(s.Hand(q))
				if hp < hq && pl[p] >= pl[q] && pl[q] != 0 || hp == hq && pl[p] != pl[q] && hp > 0 {
					t.Errorf("seed %d: seat %d holds %d and is placed %d, seat %d holds %d and is placed %d", seed, p, hp, pl[p], q, hq, pl[q])
				}
			}
		}
	}
	if bounded == 0 {
		t.Error("no game reached the bound")
	}
}

// TestViews: a seat sees its own hand and the others' counts; with heimlich
// only whether the others hold cards, since a lay may hide a second card.
func TestViews(t *testing.T) {
	for _, o := range []mogeln.Options{{}, {Heimlich: true}} {
		s := table(t, o, 4, "R1 G1 Y3", "R2")
		apply(t, s, mogeln.LayOf(0, c(t, "R1")))
		v := s.View(1)
		if !slices.Equal(v.Hand, s.Hand(1)) || v.Lays != 1 || v.LastSeat != 0 || v.LastClaim != 1 || v.Claim != 2 {
			t.Errorf("%+v: view %+v", o, v)
		}
		want := []int{2, 1, len(s.Hand(2)), len(s.Hand(3))}
		if o.Heimlich {
			want = []int{-1, 1, -1, -1}
		}
		if !slices.Equal(v.Counts, want) {
			t.Errorf("%+v: counts %v, want %v", o, v.Counts, want)
		}
	}
}
