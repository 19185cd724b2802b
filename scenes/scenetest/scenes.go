package scenetest

import (
	"elferraus/scenes/shell"
)

func OneHuman(seed uint64) shell.Setup {
	s := shell.Setup{Game: "elfer", Players: 4, Rounds: 1, Seed: seed}
	s.FirstHumans(1)
	return s
}
