package farben_test

import (
	"fmt"
	"testing"

	"elferraus/engine/farben"
	"elferraus/engine/simtest"
)

// TestRandomRounds runs the shared random simulation over every player
// count: no card lost or doubled, no view showing a hidden card, clones
// equal, refused garbage changing nothing, records replaying, and every
// round ending within its bound of two actions per turn.
func TestRandomRounds(t *testing.T) {
	for n := farben.MinPlayers; n <= farben.MaxPlayers; n++ {
		t.Run(fmt.Sprintf("%dp", n), func(t *testing.T) {
			simtest.RunGame(t, farben.Game(), n, simtest.Config{
				Games: 40, Seed: uint64(n), MaxActions: 2 * farben.MaxTurns,
				FullReplay: 0, Prefixes: 3, Garbage: 4,
			})
		})
	}
}
