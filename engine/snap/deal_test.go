package snap_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/snap"
)

func TestDealSizes(t *testing.T) {
	for players := snap.MinPlayers; players <= snap.MaxPlayers; players++ {
		for dealer := range players {
			s, err := snap.New(snap.Options{}, players, dealer, uint64(10*players+dealer))
			if err != nil {
				t.Fatal(err)
			}
			if err := invariants(s); err != nil {
				t.Fatal(err)
			}
			total := 0
			for p := range players {
				n := len(s.Stack(p)) + 4*s.Quartets()[p]
				total += n
				// The seats right after the dealer get the extra cards.
				want := 80 / players
				if (p-dealer-1+players)%players < 80%players {
					want++
				}
				if n != want || snap.DealSize(players, dealer, p) != want {
					t.Errorf("%d players, dealer %d: seat %d dealt %d, want %d", players, dealer, p, n, want)
				}
			}
			if total != 80 {
				t.Errorf("%d cards dealt", total)
			}
			if want := (dealer + 1) % players; s.Turn() != want {
				t.Errorf("seat %d reveals first, want %d", s.Turn(), want)
			}
		}
	}
}

func TestQuartetsAtTheDeal(t *testing.T) {
	found := 0
	for seed := uint64(1); seed <= 40; seed++ {
		s, err := snap.New(snap.Options{}, 2, 0, seed)
		if err != nil {
			t.Fatal(err)
		}
		su := s.Setup()
		for p := range 2 {
			if len(su.Quartets[p]) != s.Quartets()[p] {
				t.Fatalf("seed %d: setup lists %v, state counts %d", seed, su.Quartets[p], s.Quartets()[p])
			}
			for _, v := range su.Quartets[p] {
				found++
				if s.Aside(v) != p || count(s.Stack(p), v) != 0 {
					t.Errorf("seed %d: quartet of %ds set aside by %d, %d left in the stack", seed, v, s.Aside(v), count(s.Stack(p), v))
				}
			}
			for v := 1; v <= 20; v++ {
				if count(s.Stack(p), v) == 4 {
					t.Errorf("seed %d: seat %d's stack still holds the quartet of %ds", seed, p, v)
				}
			}
		}
	}
	if found == 0 {
		t.Error("no deal of 40 cards with a quartet: the extraction was not exercised")
	}
}

func TestFromSetupRefusesBadDeals(t *testing.T) {
	good, err := snap.New(snap.Options{}, 3, 0, 5)
	if err != nil {
		t.Fatal(err)
	}
	base := good.Setup()
	tests := []struct {
		name   string
		change func(su *snap.Setup)
		want   string
	}{
		{"a card twice", func(su *snap.Setup) { su.Hands[0][0] = su.Hands[1][0] }, "twice"},
		{"a card missing", func(su *snap.Setup) { su.Hands[0] = su.Hands[0][1:] }, "dealt"},
		{"a joker", func(su *snap.Setup) { su.Hands[0][0] = card.Joker(1) }, "not a card"},
		{"uneven deal", func(su *snap.Setup) {
			su.Hands[2] = append(su.Hands[2], su.Hands[0][0])
			su.Hands[0] = su.Hands[0][1:]
		}, "dealt"},
		{"a quartet left in a stack", func(su *snap.Setup) {
			// Give seat 0 all four cards of one value by swapping.
			v := su.Hands[0][0].Value()
			for p := 1; p < 3; p++ {
				for i, c := range su.Hands[p] {
					if c.Value() == v {
						for j, d := range su.Hands[0] {
							if d.Value() != v {
								su.Hands[0][j], su.Hands[p][i] = c, d
								break
							}
						}
					}
				}
			}
		}, "quartet"},
		{"quartets for too few seats", func(su *snap.Setup) { su.Quartets = su.Quartets[:2] }, "quartets"},
		{"a quartet value out of range", func(su *snap.Setup) { su.Quartets[0] = append(su.Quartets[0], 21) }, "value"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			su := snap.Setup{}
			for _, h := range base.Hands {
				su.Hands = append(su.Hands, slices.Clone(h))
			}
			for _, q := range base.Quartets {
				su.Quartets = append(su.Quartets, slices.Clone(q))
			}
			tt.change(&su)
			_, err := snap.FromSetup(snap.Options{}, 0, su, 1)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error about %q", err, tt.want)
			}
		})
	}
	if _, err := snap.New(snap.Options{}, 7, 0, 1); err == nil {
		t.Error("seven players were dealt")
	}
	if _, err := snap.New(snap.Options{}, 2, 2, 1); err == nil {
		t.Error("dealer 2 of two seats was accepted")
	}
}

// reentryDeal gives three seats (dealer 2, so 0, 1, 2 reveal in turn) the
// non-9s round robin, then seat 1 G9 B9, seat 2 R9 as his 26th and last
// card and seat 0 Y9 as his 27th.
func reentryDeal(t *testing.T) *snap.State {
	su := snap.Setup{Hands: make([][]card.Card, 3), Quartets: [][]int{{}, {}, {}}}
	i := 0
	for _, c := range card.Deck(20, card.Colors[:]...) {
		if c.Value() != 9 {
			su.Hands[i%3] = append(su.Hands[i%3], c)
			i++
		}
	}
	su.Hands[0] = append(su.Hands[0], card.New(card.Yellow, 9))
	su.Hands[1] = slices.Insert(su.Hands[1], 25, card.New(card.Green, 9), card.New(card.Blue, 9))
	su.Hands[2] = append(su.Hands[2], card.New(card.Red, 9))
	s, err := snap.FromSetup(snap.Options{}, 2, su, 3)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestOutAndBackIn(t *testing.T) {
	s := reentryDeal(t)
	var ops []op
	tick := snap.Tick(0)
	for range 26 {
		for p := range 3 {
			tick += 10
			ops = append(ops, rv(p, tick))
		}
	}
	play(t, s, ops)
	if len(s.Stack(2)) != 0 || card.Format(s.Pile(2)[25:]) != "R9" {
		t.Fatalf("seat 2: stack %d, pile %s", len(s.Stack(2)), card.Format(s.Pile(2)))
	}
	ev := play(t, s, []op{
		calls(tick+5, 2, I), // no centre yet: a mistake, and seat 2 is out
		calls(tick+6, 2, A).refused(snap.WhyOutSchnapp),
		rv(2, tick+10).refused(snap.WhyNotYourReveal),
		rv(0, tick+10), // Y9 shows; the centre shows R9
	})
	if o := find(ev, snap.Out); len(o) != 1 || o[0].Seat != 2 || s.Holds(2) || s.Turn() != 1 {
		t.Fatalf("out events %v, holds %v, turn %d", o, s.Holds(2), s.Turn())
	}
	if v := s.View(2); v.Holds(2) || v.Centre.Top != card.New(card.Red, 9) || v.Centre.Size != 26 {
		t.Fatalf("view %+v", v.Centre)
	}
	ev = play(t, s, []op{rv(1, tick+20), rv(0, tick+30), calls(tick+40, 2, I)})
	// After seat 1 the turn skipped seat 2. His Schnipp comes after seat 0
	// covered Y9, but seat 1's B9 still matches R9.
	if r := find(ev, snap.Revealed); len(r) != 2 || r[1].Seat != 0 {
		t.Errorf("reveals %v", r)
	}
	c := find(ev, snap.Captured)
	b := find(ev, snap.Back)
	if len(c) != 1 || c[0].Seat != 2 || !c[0].Centre || len(b) != 1 || b[0].Seat != 2 || len(s.Stack(2)) != 26 || s.Conquered()[2] != 26 {
		t.Fatalf("captures %v, back %v, stack %d", c, b, len(s.Stack(2)))
	}
	play(t, s, []op{rv(1, tick+50), rv(2, tick+60)})
}

func TestEmptyStackTurnsThePileOver(t *testing.T) {
	s, err := snap.New(snap.Options{}, 2, 1, 99)
	if err != nil {
		t.Fatal(err)
	}
	var ops []op
	n := len(s.Stack(0))
	for i := range 2 * n {
		ops = append(ops, rv(i%2, snap.Tick(i)))
	}
	play(t, s, ops)
	if len(s.Stack(0)) != 0 || len(s.Pile(0)) != n {
		t.Fatalf("stack %d, pile %d", len(s.Stack(0)), len(s.Pile(0)))
	}
	pile := slices.Clone(s.Pile(0))
	ev, err := s.Apply(snap.RevealOf(0, snap.Tick(2*n)))
	if err != nil {
		t.Fatal(err)
	}
	r := find(ev, snap.Recycled)
	if len(r) != 1 || !slices.Equal(r[0].Cards, pile) || len(s.Stack(0)) != n-1 || len(s.Pile(0)) != 1 {
		t.Fatalf("recycled %v, stack %d, pile %d", r, len(s.Stack(0)), len(s.Pile(0)))
	}
	got := append(slices.Clone(s.Pile(0)), s.Stack(0)...)
	if slices.Equal(got, pile) || slices.Equal(got, reversed(pile)) {
		t.Error("the pile was not shuffled")
	}
	slices.Sort(got)
	slices.Sort(pile)
	if !slices.Equal(got, pile) {
		t.Error("the turned pile lost or gained cards")
	}
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
	// The replay names the card the shuffle brings up, and a wrong one is
	// refused with the line.
	rec := s.Record(nil, 1)
	back, err := snap.Replay(rec, -1)
	if err != nil || !back.Equal(s) {
		t.Fatalf("replay: %v", err)
	}
	last := &rec.Actions[len(rec.Actions)-1]
	last.Card = s.Stack(0)[0]
	_, err = snap.Replay(rec, -1)
	var re *snap.ReplayError
	if !errors.As(err, &re) || re.Line != rec.ActionLine(len(rec.Actions)-1) {
		t.Errorf("a wrong card after the shuffle: %v", err)
	}
}

func reversed(c []card.Card) []card.Card {
	r := slices.Clone(c)
	slices.Reverse(r)
	return r
}

func TestEveryGameEndsWithinTheBound(t *testing.T) {
	s, err := snap.New(snap.Options{}, 3, 0, 4)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !s.IsOver(); i++ {
		if i > snap.MaxActions {
			t.Fatal("the game did not end")
		}
		if _, err := s.Apply(snap.RevealOf(s.Turn(), snap.Tick(i))); err != nil {
			t.Fatal(err)
		}
	}
	if s.Reason() != snap.Bound || s.Actions() != snap.MaxActions {
		t.Errorf("reason %v after %d actions", s.Reason(), s.Actions())
	}
	if err := invariants(s); err != nil {
		t.Fatal(err)
	}
}
