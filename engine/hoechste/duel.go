package hoechste

import (
	"math"
	"math/bits"
	"sync"
)

// A two-player position is two sets of values left (bit x-1 for the value
// x) and the cards waiting. Only the order of the values matters, so a
// position is keyed by its pattern: the values either hand holds, in
// ascending order, each marked mine, theirs or both. The number of
// patterns with equal hands is small (about 61,000 with every count of
// waiting cards), so the exact values of the end game are kept in one
// dense table shared by all bots: they depend on nothing but the position.

// patterns[r][t+Tricks] counts the patterns of length r whose mine-only
// marks outnumber the theirs-only marks by t.
var patterns [Tricks + 1][2*Tricks + 1]int32

// patternBase[L] is where the patterns of length L start in the table;
// each has a slot for every count of ties since the last trick won (at
// most the Tricks-L values that neither hand holds).
var patternBase [Tricks + 2]int32

func init() {
	patterns[0][Tricks] = 1
	for r := 1; r <= Tricks; r++ {
		for t := -Tricks; t <= Tricks; t++ {
			n := patterns[r-1][t+Tricks]
			if t > -Tricks {
				n += patterns[r-1][t-1+Tricks]
			}
			if t < Tricks {
				n += patterns[r-1][t+1+Tricks]
			}
			patterns[r][t+Tricks] = n
		}
	}
	for l := 0; l <= Tricks; l++ {
		patternBase[l+1] = patternBase[l] + patterns[l][Tricks]*int32(Tricks+1-l)
	}
}

// slot is the table index of the position: the pattern's rank among those
// of its length, then the waiting cards (w is even, w/2 ties at most
// Tricks-L).
func slot(a, o uint16, w int) int32 {
	l := bits.OnesCount16(a | o)
	var rank int32
	t, r := 0, l
	for both := a | o; both != 0; both &= both - 1 {
		bit := both & -both
		r--
		switch {
		case a&bit != 0 && o&bit == 0:
			t--
		case a&bit == 0:
			rank += patterns[r][t-1+Tricks]
			t++
		default:
			rank += patterns[r][t-1+Tricks] + patterns[r][t+1+Tricks]
		}
	}
	return patternBase[l] + rank*int32(Tricks+1-l) + int32(w/2)
}

// endgame is the table of exact values, filled as positions are met;
// NaN marks a position not solved yet.
var endgame struct {
	sync.Mutex
	v []float32
}

// EndGame is the number of cards in hand up to which the hard bot solves
// the two-player game exactly (solving one position needs every smaller
// one it can lead to; from six cards that is at most a few thousand small
// matrix games, done once and kept).
const EndGame = 6

// exact is the value, in cards won minus cards lost from here on, of the
// holder of a against the holder of o with w cards waiting, when both play
// the equilibrium. The caller holds endgame's lock.
func exact(a, o uint16, w int) float64 {
	if a == 0 || a == o {
		return 0 // nothing left, or equal hands: the game is symmetric
	}
	if endgame.v == nil {
		endgame.v = make([]float32, patternBase[Tricks+1])
		for i := range endgame.v {
			endgame.v[i] = float32(math.NaN())
		}
	}
	k := slot(a, o, w)
	if v := endgame.v[k]; v == v {
		return float64(v)
	}
	var m matrix
	r, c := trickMatrix(&m, a, o, w, exact)
	// the value is rounded as stored, so that it reads the same whether
	// just solved or found in the table
	v := float32(solveGame(&m, r, c, nil, nil))
	endgame.v[k] = v
	return float64(v)
}

// trickMatrix fills m with the trick's payoffs for the holder of a: the
// cards of the trick and those waiting won or lost, plus the rest of the
// game as rest values it. It returns the matrix size.
func trickMatrix(m *matrix, a, o uint16, w int, rest func(a, o uint16, w int) float64) (r, c int) {
	last := a&(a-1) == 0
	for as := a; as != 0; as &= as - 1 {
		x := as & -as
		c = 0
		for os := o; os != 0; os &= os - 1 {
			y := os & -os
			ra, ro := a&^x, o&^y
			switch {
			case x > y:
				m[r][c] = float64(2+w) + rest(ra, ro, 0)
			case x < y:
				m[r][c] = -float64(2+w) + rest(ra, ro, 0)
			case last:
				m[r][c] = 0 // a tie on the last trick puts the cards out
			default:
				m[r][c] = rest(ra, ro, w+2)
			}
			c++
		}
		r++
	}
	return r, c
}

// fitted estimates the value of a position with more than EndGame cards:
// a least-squares fit, for each hand size, of the exact values on how
// often a's values beat o's (d, from -k*k to k*k), how much larger their
// sum is, and d times the cards waiting.
func fitted(a, o uint16, w int) float64 {
	if a == o {
		return 0
	}
	k := bits.OnesCount16(a)
	var d, s int
	for as := a; as != 0; as &= as - 1 {
		x := bits.TrailingZeros16(as)
		s += x
		below := bits.OnesCount16(o & (1<<x - 1))
		above := bits.OnesCount16(o &^ (1<<(x+1) - 1))
		d += below - above
	}
	for os := o; os != 0; os &= os - 1 {
		s -= bits.TrailingZeros16(os)
	}
	c := fit[min(k, len(fit)-1)]
	kf := float64(k)
	return c[0]*float64(d)/kf + c[1]*float64(s)/kf + c[2]*float64(w*d)/(kf*kf)
}

// fit holds the coefficients of fitted by hand size (from 6 cards; the
// fit over 9 cards serves 10 too).
var fit = [...][3]float64{
	6:  {1.103, 1.060, 2.864},
	7:  {1.213, 1.217, 3.311},
	8:  {1.301, 1.413, 3.745},
	9:  {1.298, 1.757, 4.224},
	10: {1.298, 1.757, 4.224},
}
