package master_test

import (
	"fmt"

	"elferraus/engine/card"
	"elferraus/engine/master"
)

// A round is dealt from a seed, played through Legal and Apply, and scored.
func Example() {
	s, err := master.New(3, 0, 42)
	if err != nil {
		panic(err)
	}
	fmt.Println("rows:", s.Rows(), "seat on turn:", s.ToMove())
	// A refused action explains itself and changes nothing.
	err = s.Apply(master.Action{Seat: s.ToMove(), Kind: master.End})
	fmt.Println("refused:", err)
	rng := card.NewRng(1)
	for !s.IsOver() {
		legal := s.Legal(s.ToMove())
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			panic(err)
		}
	}
	fmt.Println("scores:", s.Scores(), "winners:", s.Winners())
	// Output:
	// rows: [blue red green yellow] seat on turn: 1
	// refused: lay at least one card before ending the turn
	// scores: [-104 -39 11] winners: [2]
}
