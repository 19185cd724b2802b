package master_test

import (
	"slices"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

func TestViewShowsWhatTheSeatSees(t *testing.T) {
	s, err := master.New(4, 2, 11)
	if err != nil {
		t.Fatal(err)
	}
	rng := card.NewRng(5)
	var buf master.View
	for !s.IsOver() {
		for seat := range 4 {
			v := s.View(seat)
			if !slices.Equal(v.Hand, s.Hand(seat)) || v.Seat != seat || v.Players != 4 || v.Dealer != 2 {
				t.Fatalf("seat %d's view: hand %s, seat %d", seat, card.Format(v.Hand), v.Seat)
			}
			for p := range 4 {
				if v.HandSizes[p] != len(s.Hand(p)) || v.Connections[p] != s.Connections(p) || v.Bonus[p] != s.Bonus(p) {
					t.Fatalf("seat %d sees seat %d wrongly", seat, p)
				}
			}
			if v.PileSize != s.PileSize() || v.Supply != s.Supply() || v.Rows != s.Rows() || v.Table != s.Table() || v.Turn != s.Turn() {
				t.Fatalf("seat %d's view differs from the table", seat)
			}
			for _, col := range card.Colors {
				for val := 1; val <= 21; val++ {
					if v.Slot(col, val) != s.Slot(col, val) {
						t.Fatalf("slot %v %d", col, val)
					}
				}
			}
			// Unseen is every card but the hand and the table.
			unseen := v.Unseen()
			want := s.PileSize()
			for p := range 4 {
				if p != seat {
					want += len(s.Hand(p))
				}
			}
			if len(unseen) != want {
				t.Fatalf("seat %d: %d unseen cards, want %d", seat, len(unseen), want)
			}
			for _, c := range unseen {
				if slices.Contains(v.Hand, c) || v.Table.Slot(c) == c {
					t.Fatalf("seat %d: %v is seen", seat, c)
				}
			}
			// ViewInto reuses its buffers and gives the same view.
			s.ViewInto(seat, &buf)
			if !slices.Equal(buf.Hand, v.Hand) || buf.Table != v.Table || !slices.Equal(buf.Legal(), v.Legal()) {
				t.Fatalf("ViewInto differs from View")
			}
		}
		l := s.Legal(s.ToMove())
		if err := s.Apply(l[rng.IntN(len(l))]); err != nil {
			t.Fatal(err)
		}
	}
	if v := s.View(0); !slices.Equal(v.Winners, s.Winners()) || len(v.Winners) == 0 {
		t.Errorf("view winners %v, state %v", v.Winners, s.Winners())
	}
	if v := s.View(9); len(v.Hand) != 0 || len(v.Legal()) != 0 {
		t.Error("a seat that does not play sees a hand or may act")
	}
}
