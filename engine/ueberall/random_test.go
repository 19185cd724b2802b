package ueberall_test

import (
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/ueberall"
)

// TestLegalAtIsLegal walks random games of every size and checks, at every
// step and for every seat, that CountLegal and LegalAt give Legal without
// the list, and that RandomLegal draws what a pick from the seats' lists
// with the same generator draws.
func TestLegalAtIsLegal(t *testing.T) {
	steps := 0
	for players := ueberall.MinPlayers; players <= ueberall.MaxPlayers; players++ {
		for g := range 6 {
			s, err := ueberall.New(players, g%players, uint64(100*players+g))
			if err != nil {
				t.Fatal(err)
			}
			rng := card.NewRng(uint64(g))
			for !s.IsOver() {
				var all []ueberall.Action
				for p := -1; p <= players; p++ {
					l := s.Legal(p)
					if n := s.CountLegal(p); n != len(l) {
						t.Fatalf("%d players, action %d: CountLegal(%d) = %d, Legal has %d", players, s.Actions(), p, n, len(l))
					}
					for i := -1; i <= len(l); i++ {
						a, ok := s.LegalAt(p, i)
						if in := i >= 0 && i < len(l); ok != in || (in && a != l[i]) || (!in && a != ueberall.Action{}) {
							t.Fatalf("%d players, action %d: LegalAt(%d, %d) = %v, %v; Legal is %v", players, s.Actions(), p, i, a, ok, l)
						}
					}
				}
				for _, p := range s.ToMove(nil) {
					all = append(all, s.Legal(p)...)
				}
				want := all[0]
				if len(all) > 1 {
					r := rng
					want = all[r.IntN(len(all))]
				}
				a, ok := s.RandomLegal(&rng)
				if !ok || a != want {
					t.Fatalf("%d players, action %d: RandomLegal = %v, %v, want %v from %v", players, s.Actions(), a, ok, want, all)
				}
				if err := s.Apply(a); err != nil {
					t.Fatal(err)
				}
				steps++
			}
			if a, ok := s.RandomLegal(&rng); ok {
				t.Fatalf("RandomLegal = %v once the game is over", a)
			}
		}
	}
	if steps < 10000 {
		t.Fatalf("only %d steps checked", steps)
	}
}
