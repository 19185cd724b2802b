package shell

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// MaxSeats is the most seats any table game has.
const MaxSeats = elfer.MaxPlayers

// BotSeed gives every bot of every round its own generator.
func BotSeed(roundSeed uint64, p int) uint64 { return card.Mix(roundSeed, uint64(100+p)) }
