package mogeln

import (
	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot is a computer player of Mogeln. It decides from a seat's View and its
// own seeded generator only.
//
// Calling: it calls "gemogelt" when the claim contradicts its own hand or
// what is in play (a claim above the highest value, or every matching card
// in its own hand), and when the player called on would otherwise go out;
// otherwise it estimates from the unseen cards how likely the layer held a
// matching card and calls when a lie is likely (hard), by that chance halved
// (normal) or at a low random rate (easy).
//
// Laying: it lays a matching card when it holds one; otherwise it bluffs
// with the card it needs last, judged from the fixed order of claims: with
// n players in the rotation it will say claim c, c+n, c+2n, ..., so a card
// whose value comes up in none of its next claims is the one to lose.
type Bot struct {
	level level.Level
	rng   card.Rng
}

// NewBot returns a bot of level l; seed fixes its random choices.
func NewBot(l level.Level, seed uint64) *Bot {
	return &Bot{level: l, rng: card.NewRng(seed)}
}

// Choose returns a legal action for the view's seat, which must be on turn.
func (b *Bot) Choose(v *View) Action {
	if v == nil {
		return Action{}
	}
	me := v.Seat
	if v.LastSeat >= 0 {
		if k, ok := b.call(v); ok {
			return Action{Seat: me, Kind: k}
		}
	}
	if v.Pending >= 0 && b.lastHolder(v) {
		return PassOf(me)
	}
	return b.lay(v)
}

// lastHolder reports whether the seat is the only one still holding cards
// besides the one that went out.
func (b *Bot) lastHolder(v *View) bool {
	for p, c := range v.Counts {
		if p != v.Seat && p != v.Pending && v.Places[p] == 0 && c != 0 {
			return false
		}
	}
	return true
}

func (b *Bot) matches(v *View, c card.Card, claim int) bool {
	return c.Value() == claim && (!v.Options.Farbe || c.Color() == v.Colour)
}

// matching is the number of cards in play that make claim true, and how
// many of them the bot holds.
func (b *Bot) matching(v *View, claim int) (all, mine int) {
	if claim > v.MaxValue {
		return 0, 0
	}
	all = card.NumColors
	if v.Options.Farbe {
		all = 1
	}
	for _, c := range v.Hand {
		if b.matches(v, c, claim) {
			mine++
		}
	}
	return all, mine
}

// honest is the chance that the layer held a card matching its claim: one
// minus the chance that none of its cards before the lay was among the
// matching ones it could hold.
func (b *Bot) honest(v *View) float64 {
	all, mine := b.matching(v, v.LastClaim)
	m := all - mine
	if m <= 0 {
		return 0
	}
	deck := card.NumColors * v.MaxValue
	unseen := deck - len(v.Hand)
	if v.Aside > 0 {
		unseen -= v.Aside
	}
	h := v.Counts[v.LastSeat]
	if h < 0 {
		// Hidden with heimlich: share the unseen cards out.
		h = unseen / max(1, v.Active()-1)
	}
	h++ // the card laid was in the hand
	none := 1.0
	for i := 0; i < h && unseen-i > 0; i++ {
		none *= float64(unseen-m-i) / float64(unseen-i)
		if none <= 0 {
			return 1
		}
	}
	return 1 - none
}

// call decides whether to call on the last lay, and how.
func (b *Bot) call(v *View) (Kind, bool) {
	all, mine := b.matching(v, v.LastClaim)
	sure := all-mine <= 0
	goingOut := v.Counts[v.LastSeat] == 0
	switch b.level {
	case level.Hard:
		if sure || goingOut {
			return Call, true
		}
		if b.honest(v) < 0.45 {
			return Call, true
		}
	case level.Normal:
		if goingOut || (sure && b.rng.IntN(10) < 8) {
			return Call, true
		}
		if float64(b.rng.IntN(1000))/1000 < (1-b.honest(v))/2 {
			return Call, true
		}
	default:
		if goingOut && b.rng.IntN(2) == 0 {
			return Call, true
		}
		if b.rng.IntN(100) < 15 {
			if v.Options.Heimlich && b.rng.IntN(3) == 0 {
				return Several, true
			}
			return Call, true
		}
	}
	return 0, false
}

// lay picks the card (or two, with heimlich) to lay.
func (b *Bot) lay(v *View) Action {
	me, h, claim := v.Seat, v.Hand, v.Claim
	if len(h) == 0 {
		return Action{Seat: me, Kind: Pass}
	}
	if b.level == level.Easy {
		return LayOf(me, h[b.rng.IntN(len(h))])
	}
	var match []card.Card
	for _, c := range h {
		if b.matches(v, c, claim) {
			match = append(match, c)
		}
	}
	if len(match) > 0 {
		if b.level == level.Hard && v.Options.Heimlich && len(match) > 1 {
			return LayTwo(me, match[0], match[1])
		}
		return LayOf(me, match[0])
	}
	if b.level == level.Normal && b.rng.IntN(2) == 0 {
		return LayOf(me, h[b.rng.IntN(len(h))])
	}
	return LayOf(me, b.spare(v))
}

// spare is the card needed last: the one whose value comes up latest (or
// never) in the bot's coming claims.
func (b *Bot) spare(v *View) card.Card {
	n := max(1, v.Active())
	best, bestAt := v.Hand[0], -1
	for _, c := range v.Hand {
		at := 1 << 20
		claim := v.Claim
		for k := 1; k*n <= 2*TopClaim; k++ {
			claim += n
			if claim > TopClaim {
				claim -= TopClaim
			}
			if b.matches(v, c, claim) {
				at = k
				break
			}
		}
		if at > bestAt || (at == bestAt && c.Value() > best.Value()) {
			best, bestAt = c, at
		}
	}
	return best
}
