package card

import (
	"math/bits"
	"math/rand/v2"
)

// Rng is the one seeded generator of a game. It lives inside the game state
// (copying the state copies the generator), so a seed and a list of actions
// reproduce a game bit for bit, natively and in the browser. It wraps PCG from
// math/rand/v2, whose output sequence is fixed by the Go project.
type Rng struct {
	pcg rand.PCG
}

// NewRng seeds a generator. The second PCG word is a fixed odd constant so
// that one 64-bit seed is all a record has to carry.
func NewRng(seed uint64) Rng {
	return Rng{pcg: *rand.NewPCG(seed, 0x9e3779b97f4a7c15)}
}

// Uint64 returns the next 64 random bits.
func (r *Rng) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a number in [0, n) without modulo bias (Lemire's method, as
// math/rand/v2 does, written out so the sequence cannot change under us).
func (r *Rng) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	un := uint64(n)
	for {
		hi, lo := bits.Mul64(r.pcg.Uint64(), un)
		if lo >= un || lo >= (-un)%un {
			return int(hi)
		}
	}
}

// Shuffle puts cards in a uniformly random order (Fisher-Yates).
func (r *Rng) Shuffle(cards []Card) {
	for i := len(cards) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
}

// Mix derives an independent 64-bit seed from a seed and a number (the round
// of a match, the seat of a bot) with SplitMix64's finaliser, so that related
// seeds give unrelated games.
func Mix(seed, n uint64) uint64 {
	z := seed + (n+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
