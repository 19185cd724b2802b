package hoechste

import (
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot plays a seat from its view, like players of three strengths:
//
//   - Easy has a beginner's habit: it often plays its highest card, since
//     the highest card wins, and otherwise any card.
//   - Normal reckons each card's chance of being the single highest
//     against what the others have left, expecting them to play the way
//     they have been seen to play this game, and weighs it against what
//     the card is worth later; it draws among the cards close to the best.
//   - Hard, with two players, plays the equilibrium of the trick as a
//     matrix game, with the rest of the game solved exactly in the last
//     EndGame tricks and estimated before; with more players it weighs the
//     cards like Normal with a sharper estimate. Against an opponent seen
//     to follow a fixed rule (always the highest card, always the lowest,
//     the card matching the cards at stake) it plays the best answer.
//
// All random choices come from the bot's own generator.
type Bot struct {
	Level level.Level
	rng   card.Rng
	seen  seen
}

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
	b.seen.observe(v)
	switch b.Level {
	case level.Easy:
		if b.rng.IntN(100) < easyHigh {
			return Action{v.Seat, v.Hand[len(v.Hand)-1]}
		}
		return Action{v.Seat, v.Hand[b.rng.IntN(len(v.Hand))]}
	case level.Normal:
		return Action{v.Seat, b.crowd(v, normalSlack, 0.12, false)}
	}
	if v.Players == 2 {
		if c, ok := b.duel(v); ok {
			return Action{v.Seat, c}
		}
	}
	return Action{v.Seat, b.crowd(v, 0, 0, true)}
}

// easyHigh is the percentage of tricks in which the easy bot plays its
// highest card.
const easyHigh = 50

// normalSlack is how far below the best card's worth (in cards) the
// normal bot still picks a card.
const normalSlack = 0.6

// A rule is a fixed way of choosing from the values left, given the cards
// at stake in the trick: the habits a bot looks for in an opponent.
type rule func(left []int, stake int) int

var rules = [...]rule{
	func(l []int, _ int) int { return l[len(l)-1] }, // the highest
	func(l []int, _ int) int { return l[0] },        // the lowest
	func(l []int, stake int) int { // the value nearest the cards at stake
		best := l[0]
		for _, x := range l {
			if abs(x-stake) < abs(best-stake) || abs(x-stake) == abs(best-stake) && x > best {
				best = x
			}
		}
		return best
	},
	func(l []int, stake int) int { // the highest when cards wait, else the lowest
		if stake > 4 { // waiting cards make the stake larger than any trick of two
			return l[len(l)-1]
		}
		return l[0]
	},
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// seen is what a bot remembers of the game: per seat, the values each had
// left and the stake before the last trick, and how often each rule
// foretold what the seat played. A bot that missed a trick (a game
// resumed from a record) starts counting afresh from the next.
type seen struct {
	trick  int
	stake  int
	left   [MaxPlayers][]int
	tricks [MaxPlayers]int
	hits   [MaxPlayers][len(rules)]int
}

func (s *seen) observe(v *View) {
	if v.Trick == s.trick+1 && len(v.Last) == v.Players && s.left[0] != nil {
		for p := range v.Players {
			if len(s.left[p]) == 0 {
				continue
			}
			s.tricks[p]++
			for i, r := range rules {
				if r(s.left[p], s.stake) == v.Last[p].Value() {
					s.hits[p][i]++
				}
			}
		}
	}
	s.trick = v.Trick
	s.stake = v.Players + len(v.Waiting)
	for p := range v.Players {
		s.left[p] = v.Left(p)
	}
}

// habit is the rule that has foretold seat p best and how sure the bot is
// of it: the share of tricks it foretold, counting two tricks it did not
// as a prior, and zero when it did not hold at least thrice.
func (s *seen) habit(p int) (rule, float64) {
	best, hits := 0, -1
	for i, h := range s.hits[p] {
		if h > hits {
			best, hits = i, h
		}
	}
	if hits < 3 {
		return nil, 0
	}
	return rules[best], float64(hits) / float64(s.tricks[p]+2)
}

// crowd gives each card its worth: the cards at stake times its chance of
// being the single highest, against the others playing as the bot expects
// (see expect), less what the card would be worth in a later trick. The
// hard bot reckons that last part as the card's chance against the
// others' values left times the stake of an average trick, the normal bot
// as a fixed price per point of value. The card is drawn among those
// within slack of the best.
func (b *Bot) crowd(v *View, slack, price float64, sharp bool) card.Card {
	stake := float64(v.Players + len(v.Waiting))
	var dist [MaxPlayers][Tricks + 1]float64
	var lefts [MaxPlayers][]int
	for q := range v.Players {
		if q != v.Seat {
			lefts[q] = v.Left(q)
			b.expect(&dist[q], lefts[q], int(stake), q, sharp)
		}
	}
	// avg is the stake of a later trick: the cards of the tricks left,
	// and those waiting, shared among them.
	avg := float64(v.Players) + float64(len(v.Waiting))/float64(len(v.Hand))
	var worth [Tricks]float64
	for i, c := range v.Hand {
		now, later := 1.0, 1.0
		for q := range v.Players {
			if q == v.Seat {
				continue
			}
			below, n := 0.0, 0
			for _, x := range lefts[q] {
				if x < c.Value() {
					below += dist[q][x]
					n++
				}
			}
			now *= below
			later *= float64(n) / float64(len(lefts[q]))
		}
		if sharp {
			worth[i] = now*stake - later*avg
		} else {
			worth[i] = now*stake - price*float64(c.Value())
		}
	}
	best := slices.Max(worth[:len(v.Hand)])
	var near [Tricks]card.Card
	n := 0
	for i, w := range worth[:len(v.Hand)] {
		if w >= best-slack-1e-9 {
			near[n] = v.Hand[i]
			n++
		}
	}
	return near[b.rng.IntN(n)]
}

// expect writes into d the chance of seat q playing each value it has
// left. The normal bot expects what it has seen: the share of tricks in
// which q played its highest card goes to its highest card, the rest is
// spread evenly. The hard bot puts the weight of q's most reliable habit on
// the card it foretells.
func (b *Bot) expect(d *[Tricks + 1]float64, left []int, stake, q int, sharp bool) {
	even := 1 / float64(len(left))
	for _, x := range left {
		d[x] = even
	}
	var target int
	var sure float64
	if sharp {
		r, s := b.seen.habit(q)
		if r == nil {
			return
		}
		target, sure = r(left, stake), s
	} else {
		target = left[len(left)-1]
		sure = float64(b.seen.hits[q][0]+1) / float64(b.seen.tricks[q]+2)
		sure = max(0, (sure-even)/(1-even))
	}
	for _, x := range left {
		d[x] *= 1 - sure
	}
	d[target] += sure
}

// duel (two players): solve the trick as a matrix game and draw from the
// equilibrium strategy, or answer a habit the opponent has shown. It
// reports false when the hands do not match (a view it cannot read).
func (b *Bot) duel(v *View) (card.Card, bool) {
	o := 1 - v.Seat
	theirs := v.Left(o)
	if len(theirs) != len(v.Hand) {
		return card.None, false
	}
	var a, om uint16
	for _, c := range v.Hand {
		a |= 1 << (c.Value() - 1)
	}
	for _, x := range theirs {
		om |= 1 << (x - 1)
	}
	w := len(v.Waiting)
	var m matrix
	var x, y [Tricks]float64
	var r, c int
	if len(v.Hand) <= EndGame {
		endgame.Lock()
		r, c = trickMatrix(&m, a, om, w, exact)
		endgame.Unlock()
	} else {
		r, c = trickMatrix(&m, a, om, w, fitted)
	}
	solveGame(&m, r, c, &x, &y)
	if h, sure := b.seen.habit(o); h != nil && sure >= 0.3 {
		// expect the habit with its weight, the equilibrium otherwise
		target := h(theirs, 2+w)
		for j := range c {
			y[j] *= 1 - sure
			if theirs[j] == target {
				y[j] += sure
			}
		}
		best, bi := 0.0, -1
		for i := range r {
			u := 0.0
			for j := range c {
				u += m[i][j] * y[j]
			}
			if bi < 0 || u > best {
				best, bi = u, i
			}
		}
		return v.Hand[bi], true
	}
	p := float64(b.rng.IntN(1<<30)) / (1 << 30)
	for i := range r {
		p -= x[i]
		if p < 0 {
			return v.Hand[i], true
		}
	}
	return v.Hand[r-1], true
}
