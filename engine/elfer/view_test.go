package elfer_test

import (
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

func TestViewShowsOnlyWhatTheSeatSees(t *testing.T) {
	for _, v := range elfer.Variants() {
		s, err := elfer.New(elfer.Options{Variant: v}, 4, 2, 11)
		if err != nil {
			t.Fatal(err)
		}
		rng := card.NewRng(5)
		var buf elfer.View
		for step := 0; !s.IsOver(); step++ {
			for seat := range 4 {
				view := s.View(seat)
				if !slices.Equal(view.Hand, s.Hand(seat)) {
					t.Fatalf("seat %d's view holds %s, the hand %s", seat, card.Format(view.Hand), card.Format(s.Hand(seat)))
				}
				for p := range 4 {
					if view.HandSizes[p] != len(s.Hand(p)) {
						t.Fatalf("seat %d sees seat %d holding %d, not %d", seat, p, view.HandSizes[p], len(s.Hand(p)))
					}
				}
				// The view's own idea of what is legal is the state's.
				if got, want := view.Legal(), s.Legal(seat); !slices.Equal(got, want) {
					t.Fatalf("step %d seat %d: view legal %v, state legal %v", step, seat, got, want)
				}
				// Unseen is exactly the other hands and the pile.
				var unseen []card.Card
				for p := range 4 {
					if p != seat {
						unseen = append(unseen, s.Hand(p)...)
					}
				}
				slices.Sort(unseen)
				if got := view.Unseen(); len(got) != len(unseen)+s.PileSize() {
					t.Fatalf("seat %d: %d unseen, want %d", seat, len(got), len(unseen)+s.PileSize())
				}
				// ViewInto reuses the buffer and gives the same view.
				s.ViewInto(seat, &buf)
				if !slices.Equal(buf.Hand, view.Hand) || buf.Turn != view.Turn || buf.Table != view.Table {
					t.Fatalf("ViewInto differs from View")
				}
				if seat != s.ToMove() && view.Turn.MustLay != card.None {
					t.Fatalf("seat %d sees the card seat %d drew", seat, s.ToMove())
				}
			}
			l := s.Legal(s.ToMove())
			if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestViewOfNoSeat(t *testing.T) {
	s := base4(t)
	for _, seat := range []int{-1, 4, 100} {
		v := s.View(seat)
		if len(v.Hand) != 0 || len(v.Legal()) != 0 {
			t.Errorf("seat %d: view hand %v, legal %v", seat, v.Hand, v.Legal())
		}
	}
}
