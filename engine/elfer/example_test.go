package elfer_test

import (
	"fmt"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// A round is dealt from a seed, played through Legal and Apply, and written
// as a record.
func Example() {
	s, err := elfer.New(elfer.Options{}, 3, 0, 42)
	if err != nil {
		panic(err)
	}
	fmt.Println("seat on turn:", s.ToMove(), "must lay:", s.Legal(s.ToMove()))
	// A refused action explains itself and changes nothing.
	err = s.Apply(elfer.Action{Seat: s.ToMove(), Kind: elfer.Draw})
	fmt.Println("refused:", err)
	rng := card.NewRng(1)
	for !s.IsOver() {
		legal := s.Legal(s.ToMove())
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			panic(err)
		}
	}
	fmt.Println("winner:", s.Winner(), "scores:", s.Scores())
	// Output:
	// seat on turn: 2 must lay: [2 lay R11]
	// refused: the round opens with the red 11
	// winner: 2 scores: [7 9 0]
}
