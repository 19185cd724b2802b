package farben_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/farben"
)

// TestLegalAtIsLegal plays random rounds of every size and checks, at every
// step and for every seat, that CountLegal and LegalAt give Legal without
// the list, and that RandomLegal draws what a pick from the list with the
// same generator draws.
func TestLegalAtIsLegal(t *testing.T) {
	steps, schluss := 0, 0
	for players := farben.MinPlayers; players <= farben.MaxPlayers; players++ {
		for g := range 40 {
			s, err := farben.New(farben.Options{}, players, g%players, uint64(100*players+g))
			if err != nil {
				t.Fatal(err)
			}
			rng := card.NewRng(uint64(g))
			for !s.IsOver() {
				for p := -1; p <= players; p++ {
					l := s.Legal(p)
					if n := s.CountLegal(p); n != len(l) {
						t.Fatalf("%d players, action %d: CountLegal(%d) = %d, Legal has %d", players, s.Actions(), p, n, len(l))
					}
					for i := -1; i <= len(l); i++ {
						a, ok := s.LegalAt(p, i)
						if in := i >= 0 && i < len(l); ok != in || (in && a != l[i]) || (!in && a != farben.Action{}) {
							t.Fatalf("%d players, action %d: LegalAt(%d, %d) = %v, %v; Legal is %v", players, s.Actions(), p, i, a, ok, l)
						}
					}
				}
				l := s.Legal(s.ToMove())
				want := l[0]
				if len(l) > 1 {
					r := rng
					want = l[r.IntN(len(l))]
				}
				a, ok := s.RandomLegal(&rng)
				if !ok || a != want {
					t.Fatalf("%d players, action %d: RandomLegal = %v, %v, want %v from %v", players, s.Actions(), a, ok, want, l)
				}
				if a.Schluss {
					schluss++
				}
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
				steps++
			}
			if a, ok := s.RandomLegal(&rng); ok {
				t.Fatalf("RandomLegal = %v once the round is over", a)
			}
		}
	}
	if steps < 10000 || schluss == 0 {
		t.Fatalf("only %d steps and %d announcements checked", steps, schluss)
	}
}
