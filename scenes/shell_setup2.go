package scenes

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// maxSeats is the most seats any table game has.
const maxSeats = elfer.MaxPlayers

// botSeed gives every bot of every round its own generator.
func botSeed(roundSeed uint64, p int) uint64 { return card.Mix(roundSeed, uint64(100+p)) }
