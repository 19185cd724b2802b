package hoechste

import (
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot plays a seat from its view. Easy chooses any card at random. Normal
// weighs each card's chance of taking the trick against its worth later
// and draws among the cards near the best. Hard plays a mixed strategy: with two players it solves the trick as a
// zero-sum matrix game by regret matching, exactly (with the rest of the
// game solved the same way) in the last EndGame tricks and before that with
// the rest of the game estimated by how the hands left dominate each other; with more players it weighs each card
// against the others' remaining hands. All random choices come from the
// bot's own generator.
type Bot struct {
	Level level.Level
	rng   card.Rng
	memo  map[uint32]float64
}

// EndGame is the number of remaining tricks the hard bot solves exactly.
const EndGame = 5

// NewBot returns a bot of the level; seed fixes its random choices.
func NewBot(l level.Level, _ int, seed uint64) *Bot {
	return &Bot{Level: l, rng: card.NewRng(seed)}
}

// Choose returns a card of the view's hand. It returns a zero Action when
// the seat has nothing to choose.
func (b *Bot) Choose(v *View) Action {
	if v.Over || v.Choice != card.None || len(v.Hand) == 0 {
		return Action{}
	}
	switch b.Level {
	case level.Easy:
		return Action{v.Seat, v.Hand[b.rng.IntN(len(v.Hand))]}
	case level.Normal:
		return Action{v.Seat, b.crowd(v, 5)}
	}
	if v.Players == 2 {
		return Action{v.Seat, b.duel(v)}
	}
	return Action{v.Seat, b.crowd(v, 0.35)}
}

// crowd: each card's worth is its chance of being the single highest
// against the others choosing at random from what they have left, times
// the cards at stake, minus what the card is worth later. The choice is
// drawn among the cards within slack of the best, so it cannot be read.
func (b *Bot) crowd(v *View, slack float64) card.Card {
	stake := float64(v.Players + len(v.Waiting))
	worth := make([]float64, len(v.Hand))
	for i, c := range v.Hand {
		p := 1.0
		for q := range v.Players {
			if q == v.Seat {
				continue
			}
			l := v.Left(q)
			below := 0
			for _, x := range l {
				if x < c.Value() {
					below++
				}
			}
			p *= float64(below) / float64(len(l))
		}
		worth[i] = p*stake - saving*float64(c.Value())
	}
	best := slices.Max(worth)
	var near []card.Card
	for i, w := range worth {
		if w >= best-slack {
			near = append(near, v.Hand[i])
		}
	}
	return near[b.rng.IntN(len(near))]
}

// dominance counts the pairs of a's and o's values where a's is higher,
// minus those where it is lower, and returns it with the hand size: the
// rest of the game's margin if both played at random is cont*d/n.
func dominance(a, o uint16) (d, n float64) {
	av, ov := values(a), values(o)
	for _, x := range av {
		for _, y := range ov {
			switch {
			case x > y:
				d++
			case x < y:
				d--
			}
		}
	}
	return d, float64(len(av))
}

// saving is the estimated worth of one point of card value kept for later
// tricks, in cards won.
const saving = 0.12

// duel (two players): solve the trick as a matrix game and draw from the
// equilibrium strategy.
func (b *Bot) duel(v *View) card.Card {
	mine := make([]int, len(v.Hand))
	for i, c := range v.Hand {
		mine[i] = c.Value()
	}
	theirs := v.Left(1 - v.Seat)
	if len(theirs) != len(mine) {
		return v.Hand[b.rng.IntN(len(v.Hand))]
	}
	w := len(v.Waiting)
	var m [][]float64
	if len(mine) <= EndGame {
		if b.memo == nil {
			b.memo = map[uint32]float64{}
		}
		m = b.exactMatrix(mask(mine), mask(theirs), w)
	} else {
		m = make([][]float64, len(mine))
		am, om := mask(mine), mask(theirs)
		for i, a := range mine {
			m[i] = make([]float64, len(theirs))
			for j, o := range theirs {
				d, n := dominance(am&^(1<<(a-1)), om&^(1<<(o-1)))
				switch {
				case a > o:
					m[i][j] = float64(2+w) + cont*d/n
				case a < o:
					m[i][j] = -float64(2+w) + cont*d/n
				default:
					m[i][j] = cont*d/n + float64(w+2)*d/(n*n)
				}
			}
		}
	}
	x, _, _ := solve(m)
	r := float64(b.rng.IntN(1<<30)) / (1 << 30)
	for i, p := range x {
		r -= p
		if r < 0 {
			return v.Hand[i]
		}
	}
	return v.Hand[len(v.Hand)-1]
}

func mask(vals []int) uint16 {
	var m uint16
	for _, x := range vals {
		m |= 1 << (x - 1)
	}
	return m
}

func values(m uint16) []int {
	var out []int
	for x := 1; x <= Tricks; x++ {
		if m&(1<<(x-1)) != 0 {
			out = append(out, x)
		}
	}
	return out
}

// exactMatrix is the payoff matrix of the trick for the holder of a against
// the holder of b with w cards waiting: the cards won in the trick minus
// those lost, plus the value of the rest of the game.
func (b *Bot) exactMatrix(a, o uint16, w int) [][]float64 {
	av, ov := values(a), values(o)
	last := len(av) == 1
	m := make([][]float64, len(av))
	for i, x := range av {
		m[i] = make([]float64, len(ov))
		for j, y := range ov {
			ra, ro := a&^(1<<(x-1)), o&^(1<<(y-1))
			switch {
			case x > y:
				m[i][j] = float64(2+w) + b.value(ra, ro, 0)
			case x < y:
				m[i][j] = -float64(2+w) + b.value(ra, ro, 0)
			case !last:
				m[i][j] = b.value(ra, ro, w+2)
			}
		}
	}
	return m
}

// value is the game value (cards won minus lost) of the rest of the game
// for the holder of a, memoised.
func (b *Bot) value(a, o uint16, w int) float64 {
	if a == 0 {
		return 0
	}
	key := uint32(a) | uint32(o)<<11 | uint32(w)<<22
	if v, ok := b.memo[key]; ok {
		return v
	}
	_, _, val := solve(b.exactMatrix(a, o, w))
	b.memo[key] = val
	return val
}

// solve approximates the equilibrium of the zero-sum matrix game m (payoffs
// to the row player) by regret matching+ with averaged strategies. It
// returns the row and column strategies and the row player's value.
func solve(m [][]float64) (x, y []float64, val float64) {
	rows, cols := len(m), len(m[0])
	rx, ry := make([]float64, rows), make([]float64, cols)
	sx, sy := make([]float64, rows), make([]float64, cols)
	cx, cy := make([]float64, rows), make([]float64, cols)
	ux, uy := make([]float64, rows), make([]float64, cols)
	const iters = 200
	for it := 1; it <= iters; it++ {
		strat(rx, cx)
		strat(ry, cy)
		ev := 0.0
		for i := range rows {
			ux[i] = 0
			for j := range cols {
				ux[i] += m[i][j] * cy[j]
			}
			ev += cx[i] * ux[i]
		}
		for j := range cols {
			uy[j] = 0
			for i := range rows {
				uy[j] -= m[i][j] * cx[i]
			}
		}
		for i := range rows {
			rx[i] = max(0, rx[i]+ux[i]-ev)
			sx[i] += float64(it) * cx[i]
		}
		for j := range cols {
			ry[j] = max(0, ry[j]+uy[j]+ev)
			sy[j] += float64(it) * cy[j]
		}
	}
	x, y = norm(sx), norm(sy)
	for i := range rows {
		for j := range cols {
			val += x[i] * y[j] * m[i][j]
		}
	}
	return x, y, val
}

// strat is regret matching: play in proportion to positive regret, or
// uniformly when there is none.
func strat(r, out []float64) {
	sum := 0.0
	for _, v := range r {
		sum += v
	}
	for i, v := range r {
		if sum > 0 {
			out[i] = v / sum
		} else {
			out[i] = 1 / float64(len(r))
		}
	}
}

func norm(s []float64) []float64 {
	sum := 0.0
	for _, v := range s {
		sum += v
	}
	out := make([]float64, len(s))
	for i, v := range s {
		out[i] = v / sum
	}
	return out
}

// cont weighs the estimate of the rest of the game against the trick:
// the random-play estimate undervalues strong cards kept, and a weight of
// 8 beat the lower ones tried against the normal bot and the fixed
// policies of the tests.
const cont = 8.0
