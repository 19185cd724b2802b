package zweikampf_test

import (
	"fmt"
	"testing"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/simtest"
	"elferraus/engine/zweikampf"
)

// invariants: 40 cards in all; both stacks equal in the short game; scores
// only once over; the battle count within its bound.
func invariants(r games.Round) error {
	s := r.(*zweikampf.Round).State()
	n := len(s.Pot()) + len(s.Out())
	for p := range 2 {
		n += len(s.Stack(p)) + len(s.Won(p))
		if s.Turned(p) != card.None {
			n++
		}
	}
	if n != 40 {
		return fmt.Errorf("%d cards in play, not 40", n)
	}
	if !s.Options().Lang {
		a, b := len(s.Stack(0)), len(s.Stack(1))
		if s.Turned(0) != card.None {
			a++
		}
		if s.Turned(1) != card.None {
			b++
		}
		if a != b {
			return fmt.Errorf("the stacks hold %d and %d cards", a, b)
		}
	}
	if s.Battles() > zweikampf.MaxBattles {
		return fmt.Errorf("%d battles, beyond the bound", s.Battles())
	}
	if (s.Result() != nil) != s.IsOver() {
		return fmt.Errorf("a result while running, or none when over")
	}
	return nil
}

// TestSimulation runs the shared random simulation on the game's registry
// entry with its invariants: the game's volume of random rounds (the
// registry's simulation plays only a few of each game).
func TestSimulation(t *testing.T) {
	for _, c := range []struct {
		lang  bool
		games int
	}{{false, 200}, {true, 20}} {
		t.Run(fmt.Sprintf("lang=%v", c.lang), func(t *testing.T) {
			simtest.RunGameWith(t, zweikampf.Game(), map[string]any{"lang": c.lang}, 2, simtest.Config{
				Games: c.games, Seed: 11, MaxActions: 3 * 20 * zweikampf.MaxBattles,
				FullReplay: 1, Prefixes: 3, Garbage: 3,
			}, invariants)
		})
	}
}

// TestLongGameEnds plays many long games to their end: every one ends
// within the bound, and one that ends with all the cards to one player
// gives the other none. (The bound itself: TestBound.)
func TestLongGameEnds(t *testing.T) {
	reasons := map[zweikampf.Reason]int{}
	for i := range 200 {
		s, err := zweikampf.New(zweikampf.Options{Lang: true}, 2, 0, card.Mix(5, uint64(i)))
		if err != nil {
			t.Fatal(err)
		}
		if err := playOut(s); err != nil {
			t.Fatal(err)
		}
		reasons[s.Reason()]++
		if s.Reason() == zweikampf.All {
			sc := s.Scores()
			if min(sc[0], sc[1]) != 0 || sc[0]+sc[1]+len(s.Out()) != 40 {
				t.Fatalf("game %d ends with all cards to one, but scores %v and %d out", i, sc, len(s.Out()))
			}
		}
		if s.Reason() == zweikampf.Bound && s.Battles() != zweikampf.MaxBattles {
			t.Fatalf("game %d ends by the bound after %d battles", i, s.Battles())
		}
	}
	t.Logf("end reasons of 200 long games: %v", reasons)
	if reasons[zweikampf.All] == 0 {
		t.Errorf("end reasons %v: no long game ends with all cards to one player", reasons)
	}
}

// playOut plays a game to its end with bots of every level.
func playOut(s *zweikampf.State) error {
	bots := []*zweikampf.Bot{zweikampf.NewBot(0, 0, 1), zweikampf.NewBot(2, 1, 2)}
	for n := 0; !s.IsOver(); n++ {
		if n > 200000 {
			return fmt.Errorf("the game does not end")
		}
		for _, p := range s.ToMove() {
			if err := s.Apply(bots[p].Choose(s.View(p))); err != nil {
				return err
			}
		}
	}
	return nil
}
