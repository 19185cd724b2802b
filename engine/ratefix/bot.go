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
const easyNoise = 12

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
// total with the highest chance, the one nearest the expected total among
// equal chances.
func hard(v *View) int {
	n := v.Players
	own := v.Own.Value()
	p := poolOf(v)
	earlier := v.Calls
	nl := n - 1 - len(earlier) // seats still to guess after this one
	k := n - 1
	lo, hi := MinGuess(n), MaxGuess(n)
	var calls mask
	for _, c := range earlier {
		calls.set(c.Total)
	}
	// model[x] is the guess expected of a seat holding value x; like[i][x]
	// the weight of x for the i-th earlier guess.
	var model [Values + 1]int
	var like [MaxPlayers][Values + 1]float64
	for x := 1; x <= Values; x++ {
		model[x] = x + guessRest(p, n, x, own)
		for i, c := range earlier {
			d := float64(c.Total-model[x]) / likeWidth
			like[i][x] = likeFloor + 1/(1+d*d)
		}
	}
	var diff [MaxPlayers*Values + 2]float64
	var fix [MaxPlayers*Values + 1]float64
	var vals, hs [MaxPlayers]int
	// chain is the later seats' guesses given the totals taken.
	chain := func(m mask, t int, out *[MaxPlayers]int) int {
		d := hi + 1
		for j := range nl {
			h := m.free(model[vals[j]], lo, hi)
			m.set(h)
			out[j] = h
			d = min(d, dist(h, t))
		}
		return d
	}
	var walk func(i int, w float64, sum int)
	walk = func(i int, w float64, sum int) {
		if i < k {
			for x := 1; x <= Values; x++ {
				c := p.cnt[x]
				if c == 0 {
					continue
				}
				ww := w * float64(c)
				if i >= nl {
					ww *= like[i-nl][x]
				}
				p.cnt[x]--
				vals[i] = x
				walk(i+1, ww, sum+x)
				p.cnt[x]++
			}
			return
		}
		t := own + sum
		e := hi + 1 // the closest earlier guess's distance
		for _, c := range earlier {
			e = min(e, dist(c.Total, t))
		}
		r := min(chain(calls, t, &hs), e-1)
		if r >= 0 {
			diff[max(t-r, 0)] += w
			diff[min(t+r+1, hi+1)] -= w
		}
		// A total of ours that a later seat would have chosen moves that
		// seat: recount those exactly.
		for j := range nl {
			y := hs[j]
			m := calls
			m.set(y)
			var moved [MaxPlayers]int
			win := dist(y, t) < e && dist(y, t) <= chain(m, t, &moved)
			if approx := dist(y, t) <= r; win != approx {
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
		if x < lo || calls.has(x) {
			continue
		}
		sc := acc + fix[x]
		if best < 0 || sc > bestScore+1e-9 || (sc > bestScore-1e-9 && dist(x, mean) < dist(best, mean)) {
			best, bestScore = x, sc
		}
	}
	return best
}

// mask is a set of totals (0 to 127).
type mask [2]uint64

func (m *mask) set(x int)      { m[x>>6&1] |= 1 << (x & 63) }
func (m *mask) has(x int) bool { return m[x>>6&1]&(1<<(x&63)) != 0 }

// free is the total nearest to t within lo to hi not in m, in the order of
// the package's free.
func (m *mask) free(t, lo, hi int) int {
	t = min(max(t, lo), hi)
	for d := 0; d <= hi-lo; d++ {
		if x := t + d; x <= hi && !m.has(x) {
			return x
		}
		if x := t - d; x >= lo && !m.has(x) {
			return x
		}
	}
	return t
}

// guessRest is what a seat holding a card of value x expects of the other
// n-1 cards, seen from the pool of a seat holding own: that seat's pool is
// ours without x and with our own card.
func guessRest(p pool, n, x, own int) int {
	p.total += own - x
	return p.expect(n - 1)
}
