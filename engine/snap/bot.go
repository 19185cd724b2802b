package snap

import (
	"math"

	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Level is a bot's speed and care: the same levels for every game (see package
// level).
type Level = level.Level

// The levels, weakest first.
const (
	Easy   = level.Easy
	Normal = level.Normal
	Hard   = level.Hard
)

// Levels lists every level, weakest first, for menus and flags.
func Levels() []Level { return level.All() }

// ParseLevel reads a level name ("easy", "normal" or "hard", in any case).
func ParseLevel(s string) (Level, error) { return level.Parse(s) }

// MinReaction is the fastest a bot ever reacts, in milliseconds: about the
// limit of human simple reaction to a visual signal.
const MinReaction = 150

// profile is one level's reaction-time distribution (an ex-Gaussian: a
// Gaussian of mean Mu and deviation Sigma plus an exponential of mean Tau,
// in milliseconds) and how often it blunders.
type profile struct {
	median, mu, sigma, tau float64
	miss                   float64 // a match goes unnoticed
	wrong                  float64 // the other word is called
	falseCall              float64 // a near-match (values one apart) is taken for a match
}

// profiles: mu is solved from the ex-Gaussian's distribution function so
// that the median is the level's (see TestProfileMedians); the tails are
// those of reaction-time studies, heavier for slower players.
var profiles = [...]profile{
	Easy:   {median: 800, mu: 609.212, sigma: 100, tau: 250, miss: 0.12, wrong: 0.05, falseCall: 0.04},
	Normal: {median: 550, mu: 426.338, sigma: 70, tau: 160, miss: 0.05, wrong: 0.02, falseCall: 0.015},
	Hard:   {median: 380, mu: 309.044, sigma: 45, tau: 90, miss: 0.01, wrong: 0.005, falseCall: 0.003},
}

// profileOf is a level's reaction-time distribution (an unknown level is
// Easy's).
func profileOf(l Level) profile {
	if l < Easy || l > Hard {
		l = Easy
	}
	return profiles[l]
}

// Median is a level's median reaction time in milliseconds.
func Median(l Level) float64 { return profileOf(l).median }

// Bot is a computer player of Schnipp Schnapp. It watches the table through
// a View once a tick and decides when to call: when a match appears it draws
// a reaction time and calls at the tick the match appeared plus that time,
// unless it misses the match or calls the wrong word; when the match is gone
// by then (won by someone faster, covered by a new card) it keeps quiet,
// since a call without a match is a mistake. Now and then it takes a
// near-match for a match. Everything it decides comes from the view
// and its own seeded generator, so the same seed and views give the same
// calls everywhere.
type Bot struct {
	level Level
	rng   card.Rng
	plans []plan
	seen  []seenKey
	look  Tick // the latest appearance tick already considered for near-matches
}

// plan is a call the bot means to make.
type plan struct {
	word Word // what it will call
	due  Tick
	// what it reacts to: a match of real at appeared, or (near) the card
	// seat's pile showed at appeared.
	real     Word
	near     bool
	seat     int
	appeared Tick
}

type seenKey struct {
	word     Word
	appeared Tick
}

// minTicks is the fastest reaction in ticks.
var minTicks = FromMillis(MinReaction)

// NewBot returns a bot of the given level with its own generator.
func NewBot(level Level, seed uint64) *Bot {
	return &Bot{level: level, rng: card.NewRng(seed), look: -1}
}

// Level is the bot's level.
func (b *Bot) Level() Level { return b.level }

// ReactionMillis draws one reaction time in milliseconds from the level's
// distribution, never below MinReaction.
func (b *Bot) ReactionMillis() float64 {
	p := profileOf(b.level)
	// The Gaussian part is the Irwin-Hall sum of twelve uniforms, and the
	// exponential uses ln below: only the four basic operations, which IEEE
	// arithmetic rounds the same on every platform, so a seed gives the same
	// reaction times natively and in the browser.
	g := -6.0
	for range 12 {
		g += b.uniform()
	}
	e := -ln(1 - b.uniform()) // 1-u lies in (0, 1]
	ms := p.mu + float64(p.sigma*g) + float64(p.tau*e)
	return max(ms, MinReaction)
}

// uniform is a number in [0, 1) with 53 random bits.
func (b *Bot) uniform() float64 { return float64(b.rng.Uint64()>>11) / (1 << 53) }

// chance reports true with probability p.
func (b *Bot) chance(p float64) bool { return b.uniform() < p }

// reaction draws a reaction time in ticks.
func (b *Bot) reaction() Tick { return max(FromMillis(b.ReactionMillis()), minTicks) }

// ln is the natural logarithm of x > 0, written with the basic operations
// only (math.Log is assembly on some platforms and need not agree with the
// browser's build in the last bit). x = m·2^k with m in [0.5, 1); ln m =
// 2·atanh((m-1)/(m+1)) by its series, which converges fast since the
// argument stays below 1/3 in size.
func ln(x float64) float64 {
	m, k := math.Frexp(x)
	s := (m - 1) / (m + 1)
	s2 := float64(s * s)
	term, sum := s, 0.0
	for i := 1; i < 60; i += 2 {
		sum += term / float64(i)
		term = float64(term * s2)
	}
	return float64(2*sum) + float64(float64(k)*math.Ln2)
}

// Decide looks at the table at tick now (v shows it after every action of
// earlier ticks) and returns the word to call in this tick, if any. Call it
// once a tick; a bot that was not asked for a while calls as soon as it is
// asked again.
func (b *Bot) Decide(v *View, now Tick) (Word, bool) {
	if v.IsOver() {
		b.plans, b.seen = b.plans[:0], b.seen[:0]
		return 0, false
	}
	if lim := v.Options.TimeLimit; lim > 0 && now >= lim {
		return 0, false // the engine refuses calls once the time is up
	}
	p := profileOf(b.level)
	holds := v.Holds(v.Seat)
	m := v.matches()
	// New matches.
	var current []seenKey
	for _, w := range []Word{Schnapp, Schnipp} {
		if !m.has(w) {
			continue
		}
		k := seenKey{w, m.appeared[w]}
		current = append(current, k)
		if b.saw(k) || k.appeared > now {
			continue
		}
		b.seen = append(b.seen, k)
		if b.chance(p.miss) {
			continue
		}
		say := w
		if b.chance(p.wrong) {
			say = Schnapp + Schnipp - w
		}
		b.plans = append(b.plans, plan{word: say, due: k.appeared + b.reaction(), real: w, seat: -1, appeared: k.appeared})
	}
	b.seen = keep(b.seen, current)
	// Near-matches among the cards shown since the last look.
	newest := b.look
	for q := range v.Players {
		h := v.Piles[q]
		if h.Top == card.None || h.Shown <= b.look || h.Shown > now {
			continue
		}
		newest = max(newest, h.Shown)
		if m.snapp[q] || m.schnipp[q] {
			continue
		}
		for _, w := range []Word{Schnapp, Schnipp} {
			if near(v, q, w) && b.chance(p.falseCall) {
				b.plans = append(b.plans, plan{word: w, due: h.Shown + b.reaction(), near: true, seat: q, appeared: h.Shown})
				break
			}
		}
	}
	b.look = newest
	// Plans whose reason vanished are dropped: a call without a match is a
	// mistake however soon after the match went, and the bot's mistakes
	// are the ones its level plans (a missed match, the wrong word, a
	// near-match). The first due plan is called.
	pick := -1
	kept := b.plans[:0]
	for _, pl := range b.plans {
		if !b.still(v, &m, pl) {
			continue
		}
		if m.has(pl.word) && (pl.near || pl.real != pl.word) {
			// The word has become right through a card the bot has not
			// reacted to: a right call is always the bot's reaction to
			// that very match, which has its own plan.
			continue
		}
		if pl.word == Schnapp && !holds {
			continue // the engine would refuse it
		}
		kept = append(kept, pl)
	}
	b.plans = kept
	for i, pl := range b.plans {
		if pl.due <= now && (pick < 0 || pl.due < b.plans[pick].due) {
			pick = i
		}
	}
	if pick < 0 {
		return 0, false
	}
	w := b.plans[pick].word
	b.plans = append(b.plans[:pick], b.plans[pick+1:]...)
	return w, true
}

// saw reports whether the bot already decided about k.
func (b *Bot) saw(k seenKey) bool {
	for _, s := range b.seen {
		if s == k {
			return true
		}
	}
	return false
}

// keep drops the keys of matches no longer on the table.
func keep(seen, current []seenKey) []seenKey {
	out := seen[:0]
	for _, s := range seen {
		for _, c := range current {
			if s == c {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// still reports whether what pl reacts to is still on the table.
func (b *Bot) still(v *View, m *match, pl plan) bool {
	if pl.near {
		h := v.Piles[pl.seat]
		return h.Top != card.None && h.Shown == pl.appeared
	}
	return m.has(pl.real) && m.appeared[pl.real] == pl.appeared
}

// near reports whether seat q's top is one off a value that would make a
// match of w: another top (Schnapp) or the centre's top (Schnipp).
func near(v *View, q int, w Word) bool {
	c := v.Piles[q].Top.Value()
	off := func(d card.Card) bool { return d != card.None && (d.Value() == c+1 || d.Value() == c-1) }
	if w == Schnipp {
		return off(v.Centre.Top)
	}
	for r := range v.Players {
		if r != q && off(v.Piles[r].Top) {
			return true
		}
	}
	return false
}
