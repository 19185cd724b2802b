package ratefix

import (
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot plays a seat from its view. Laying is forced (the top card). For the
// guess, easy takes its own card plus an average card per other seat, with
// noise; normal takes its own card plus the expected value of the others'
// cards, from the cards it has not seen; hard works out the exact
// distribution of the total and places its guess where its chance to be
// closest is highest, given the guesses made and a model of the guesses to
// come (see Bot.hard). A wanted total already guessed moves to the nearest
// free one. All random choices come from the bot's own generator.
type Bot struct {
	Level level.Level
	rng   card.Rng
}

// NewBot returns a bot of the level; seed fixes its random choices.
func NewBot(l level.Level, _ int, seed uint64) *Bot {
	return &Bot{Level: l, rng: card.NewRng(seed)}
}

// easyNoise is the most the easy bot's guess strays from its estimate.
const easyNoise = 6

// Choose returns the view's seat's action: its lay, or its guess. It
// returns a zero Action when the seat has nothing to do.
func (b *Bot) Choose(v *View) Action {
	if v.Over || v.Seat < 0 || v.Seat >= v.Players {
		return Action{}
	}
	if v.Top != card.None {
		return Action{Seat: v.Seat, Kind: Lay, Card: v.Top}
	}
	if v.ToGuess != v.Seat || v.Own == card.None {
		return Action{}
	}
	var t int
	switch b.Level {
	case level.Easy:
		// An average card is 10.5; the noise is drawn before the free
		// total is looked for, so the bot strays either way.
		t = v.Own.Value() + (v.Players-1)*21/2 + b.rng.IntN(2*easyNoise+1) - easyNoise
	case level.Normal:
		p := poolOf(v)
		t = v.Own.Value() + p.expect(v.Players-1)
	default:
		t = hard(v)
	}
	return Action{Seat: v.Seat, Kind: Guess, Total: free(t, v.Players, v.Calls, nil)}
}

// pool is what a seat has not seen: the count of each value among the
// cards neither won (so revealed) nor its own this round.
type pool struct {
	cnt      [Values + 1]int
	n, total int // cards and the sum of their values
}

// poolOf is the view's unseen cards: the 80 minus every won card and the
// seat's own card.
func poolOf(v *View) pool {
	var p pool
	for x := 1; x <= Values; x++ {
		p.cnt[x] = card.NumColors
	}
	take := func(c card.Card) {
		if x := c.Value(); x >= 1 && x <= Values && p.cnt[x] > 0 {
			p.cnt[x]--
		}
	}
	for _, w := range v.Won {
		for _, c := range w {
			take(c)
		}
	}
	take(v.Card())
	for x := 1; x <= Values; x++ {
		p.n += p.cnt[x]
		p.total += x * p.cnt[x]
	}
	return p
}

// expect is k times the mean value of the pool, rounded to the nearest
// whole number: what k cards drawn from it are expected to show.
func (p pool) expect(k int) int {
	if p.n <= 0 {
		return 0
	}
	return (2*k*p.total + p.n) / (2 * p.n)
}

// free is the total nearest to t that is possible for players cards and
// not among calls or also: t itself, then t+1, t-1, t+2, t-2, ...
func free(t, players int, calls []Call, also []int) int {
	lo, hi := MinGuess(players), MaxGuess(players)
	ok := func(x int) bool {
		if x < lo || x > hi || slices.Contains(also, x) {
			return false
		}
		return !slices.ContainsFunc(calls, func(c Call) bool { return c.Total == x })
	}
	t = min(max(t, lo), hi)
	for d := 0; d <= hi-lo; d++ {
		if ok(t + d) {
			return t + d
		}
		if ok(t - d) {
			return t - d
		}
	}
	return t
}

// The hard bot's model of the guess of another seat q that holds a card of
// value x: x plus what q expects of the other cards, as the normal bot
// guesses. An earlier guess g weighs each possible x by likeFloor +
// 1/(1+((g-model)/likeWidth)^2): it tells something of x, but not much,
// since the guesser may think otherwise.
const (
	likeFloor = 0.1
	likeWidth = 2.0
)

// hard is the hard bot's wanted total. It goes through every combination
// of values the other seats may hold, weighted by how many ways the unseen
// cards give it (so the total's distribution is exact) and by how well each
// explains the guesses already made. For each combination the seats still
// to guess are expected to guess their own card plus what they expect of
// the rest (moving to the nearest free total); the combination then counts
// for every total of ours that would win: closer than every earlier guess
// (they win ties), at least as close as every later one. It returns the
// total with the highest chance.
func hard(v *View) int {
	n := v.Players
	own := v.Own.Value()
	p := poolOf(v)
	p0 := p
	me := len(v.Calls)
	// others in guessing order after the seat: the later guessers first,
	// then the earlier ones (whose guesses are known).
	var later []int
	for i := me + 1; i < n; i++ {
		later = append(later, i)
	}
	k := n - 1
	earlier := v.Calls
	lo, hi := MinGuess(n), MaxGuess(n)
	diff := make([]float64, hi+2)
	fix := make([]float64, hi+1)
	vals := make([]int, k)
	hs := make([]int, 0, k)
	var walk func(i int, w float64, sum int)
	walk = func(i int, w float64, sum int) {
		if i < k {
			for x := 1; x <= Values; x++ {
				c := p.cnt[x]
				if c == 0 {
					continue
				}
				ww := w * float64(c)
				if i >= len(later) {
					g := earlier[i-len(later)].Total
					d := float64(g-x-guessRest(p0, n, x, own)) / likeWidth
					ww *= likeFloor + 1/(1+d*d)
				}
				p.cnt[x]--
				vals[i] = x
				walk(i+1, ww, sum+x)
				p.cnt[x]++
			}
			return
		}
		t := own + sum
		e := hi + 1 // closest earlier guess's distance
		for _, c := range earlier {
			e = min(e, dist(c.Total, t))
		}
		hs = hs[:0]
		dl := hi + 1 // closest later guess's distance
		for j := range later {
			h := free(vals[j]+guessRest(p0, n, vals[j], own), n, earlier, hs)
			hs = append(hs, h)
			dl = min(dl, dist(h, t))
		}
		r := min(dl, e-1)
		if r >= 0 {
			diff[max(t-r, 0)] += w
			diff[min(t+r+1, hi+1)] -= w
		}
		// A total of ours that a later seat would have chosen moves that
		// seat: recount those exactly.
		for _, y := range hs {
			if y < lo || y > hi {
				continue
			}
			win := dist(y, t) < e
			var taken []int
			taken = append(taken, y)
			for j := range later {
				h := free(vals[j]+guessRest(p0, n, vals[j], own), n, earlier, taken)
				taken = append(taken, h)
				if dist(h, t) < dist(y, t) {
					win = false
				}
			}
			approx := dist(y, t) <= r
			if win != approx {
				if win {
					fix[y] += w
				} else {
					fix[y] -= w
				}
			}
		}
	}
	walk(0, 1, 0)
	mean := own + p.expect(k)
	best, bestScore := -1, 0.0
	acc := 0.0
	for x := 0; x <= hi; x++ {
		acc += diff[x]
		if x < lo || slices.ContainsFunc(earlier, func(c Call) bool { return c.Total == x }) {
			continue
		}
		sc := acc + fix[x]
		if best < 0 || sc > bestScore+1e-9 || (sc > bestScore-1e-9 && dist(x, mean) < dist(best, mean)) {
			best, bestScore = x, sc
		}
	}
	return best
}

// guessRest is what a seat holding a card of value x expects of the other
// n-1 cards, seen from the pool of a seat holding own: that seat's pool is
// ours without x and with our own card.
func guessRest(p pool, n, x, own int) int {
	p.total += own - x
	return p.expect(n - 1)
}
