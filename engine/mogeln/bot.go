package mogeln

import (
	"elferraus/engine/card"
	"elferraus/engine/level"
)

// Bot is a computer player of Mogeln. It decides from a seat's View and its
// own seeded generator only; what it remembers (who was caught lying) comes
// from the verdicts its views showed.
//
// Calling: a right call hands the stack to the liar and sets nothing aside,
// so it pays only against a player about to go out: every level calls a
// lay that goes out and, on a layer left with one card (an estimate with
// heimlich, where counts are hidden), a claim that cannot be true (above
// the highest value in play, or every matching card in its own hand);
// other lies are let stand, so the count runs on and stacks are set aside,
// through the certain bluffs of zwanzig too. A sure call costs nothing, so
// a bot with one card calls one when its own lay would be a bluff, and
// says "one" instead. The hard bot weighs a call against its own coming
// lay (a call makes it say "one" next, a lay says the current claim;
// the others call its bluff mostly when it is about to go out) and calls
// when the cards the call risks are fewer than those its lay would risk;
// it also lowers its trust in a player whose calls turned up lies. On a
// layer about to go out the normal bot calls a lie when
// it is all but certain (97 in 100); the easy bot calls half the
// impossible claims and otherwise at random. Hard and normal do not call
// with a last card that is true for the coming claim (laying it goes out)
// or that is not a one: a call would make them say "one" with it, be
// called and take it back, round after round; laying it takes the stack
// and new cards.
//
// Laying: a true card is laid when one is held. The claims run 1, 2, 3,
// ..., so with n players in the rotation a player says claim c, c+n, c+2n,
// ...; a card whose value comes up late or never in those is the one to
// bluff with. Hard and normal keep their last one for the end (after a
// call the caller says "one": a true one is the way out) and bluff on
// "one" instead, which risks a single card; with farbe they keep the
// lowest card of the fixed colour to go out with (a claim has one true
// card, and after the calls near the end the counts are low). The hard
// bot lays two matching cards as one with heimlich and bluffs with two
// spare cards at once (a called bluff returns the stack either way);
// normal bluffs with a random card half the time, easy lays any card;
// with farbe both take it from the cards off the fixed colour, which are
// never true, and keep the colour's cards for the claims to come.
//
// Tiring: every level tires of a round that drags on (weary). With farbe a
// last card goes out only as the one true card of its claim, with zwanzig
// every count above the values in play is a lie everybody sees, and a lie
// on a last card is always called; such a round can run on without end.
// After 60 turns a bot lets one more lay in 50 stand, call or no call, for
// each further turn, so lies pass, stacks are set aside and players go
// out: no round of bots runs to the bound.
type Bot struct {
	t   tuning
	rng card.Rng
	// last is the last verdict taken into lies and truths; seen says there
	// was one.
	last Verdict
	seen bool
	// lies and truths count, per seat, the calls on a claim within the
	// values in play that turned up a lie or a true card.
	lies, truths []int
	// moves counts the bot's turns in the round (see weary).
	moves int
}

// tuning is what sets the levels apart.
type tuning struct {
	outCall  int     // per cent: call a lay that went out
	sureCall int     // per cent: call a claim that cannot be true
	weigh    bool    // weigh a call against the own coming lay
	lieCall  float64 // without weigh: call when a lie is at least this likely
	randCall int     // per cent: call at random
	randLay  int     // per cent: bluff with a random card, not the spare one
	anyLay   bool    // lay any card, true or not
	double   bool    // lay two as one (heimlich)
	// nextCalls is the share of the lays the next player doubts that the
	// weighing bot expects him to call (most players let a doubtful lay
	// within the values in play pass).
	nextCalls float64
	// keepOne keeps the last card that makes "one" true: after a call the
	// caller says "one", so it is the card to go out with.
	keepOne bool
	// threat is the most cards a layer may hold for a lie of his to be
	// worth a call (0: any layer).
	threat int
}

func tuned(l level.Level) tuning {
	switch l {
	case level.Hard:
		return tuning{outCall: 100, sureCall: 100, weigh: true, double: true, keepOne: true, nextCalls: 0.25, threat: 1}
	case level.Normal:
		return tuning{outCall: 100, sureCall: 100, lieCall: 0.97, randLay: 50, keepOne: true, threat: 1}
	}
	return tuning{outCall: 100, sureCall: 50, lieCall: 2, randCall: 10, anyLay: true, threat: 1}
}

// NewBot returns a bot of level l; seed fixes its random choices.
func NewBot(l level.Level, seed uint64) *Bot {
	return &Bot{t: tuned(l), rng: card.NewRng(seed)}
}

func (b *Bot) chance(percent int) bool { return percent > 0 && b.rng.IntN(100) < percent }

// Choose returns a legal action for the view's seat, which must be on turn.
func (b *Bot) Choose(v *View) Action {
	if v == nil {
		return Action{}
	}
	me := v.Seat
	b.moves++
	b.learn(v)
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

// learn counts the verdict of the last call, if it is new: a call on a
// claim within the values in play shows whether its layer lies.
func (b *Bot) learn(v *View) {
	if len(b.lies) != v.Players {
		b.lies, b.truths, b.seen = make([]int, v.Players), make([]int, v.Players), false
	}
	d := v.Verdict
	if d == nil || (b.seen && *d == b.last) {
		return
	}
	b.last, b.seen = *d, true
	if d.Kind != Call || d.Cards > v.MaxValue || d.Layer < 0 || d.Layer >= v.Players {
		return
	}
	if d.Taker == d.Layer {
		b.lies[d.Layer]++
	} else {
		b.truths[d.Layer]++
	}
}

// trust is the share of true lays that seat p's caught lays suggest, from
// a prior of four true lays in five.
func (b *Bot) trust(p int) float64 {
	t, l := b.truths[p], b.lies[p]
	return float64(t+4) / float64(t+l+5)
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

func matches(v *View, c card.Card, claim int) bool {
	return c.Value() == claim && (!v.Options.Farbe || c.Color() == v.Colour)
}

// matching is the number of cards in play that make claim true, and how
// many of them the bot holds.
func matching(v *View, claim int) (all, mine int) {
	if claim > v.MaxValue {
		return 0, 0
	}
	all = card.NumColors
	if v.Options.Farbe {
		all = 1
	}
	for _, c := range v.Hand {
		if matches(v, c, claim) {
			mine++
		}
	}
	return all, mine
}

// honest is the chance that the layer held a card matching its claim: one
// minus the chance that none of its cards before the lay was among the
// matching ones it could hold.
func honest(v *View) float64 {
	all, mine := matching(v, v.LastClaim)
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
	all, mine := matching(v, v.LastClaim)
	sure := all-mine <= 0
	if b.weary() {
		return Call, false
	}
	if v.Counts[v.LastSeat] == 0 && b.chance(b.t.outCall) {
		return Call, true
	}
	if b.t.keepOne && len(v.Hand) == 1 && !v.Reset && b.holds(v, v.Claim) {
		// The last card is true for the coming claim: laying it goes
		// out, whatever the last lay was.
		return Call, false
	}
	if b.t.keepOne && len(v.Hand) == 1 && !b.holds(v, 1) {
		// A call makes the bot say "one" with a card that is not one:
		// it would be called and take it back, and the next caller
		// does the same. Laying it takes the stack and new cards.
		return Call, false
	}
	threat := b.threat(v, v.LastSeat)
	if !threat && sure && b.t.threat > 0 && len(v.Hand) <= b.t.threat && !b.holds(v, v.Claim) {
		// Close to going out the bot's own bluff would be called: a
		// sure call costs nothing and lets it say "one".
		return Call, true
	}
	if !threat && b.t.weigh {
		return Call, b.weigh(v)
	}
	if !threat {
		return Call, false
	}
	if sure && b.chance(b.t.sureCall) {
		return Call, true
	}
	if b.chance(b.t.randCall) {
		if v.Options.Heimlich && b.rng.IntN(3) == 0 {
			return Several, true
		}
		return Call, true
	}
	if b.t.weigh {
		return Call, b.weigh(v)
	}
	return Call, 1-honest(v) >= b.t.lieCall
}

// weary reports whether the bot lets the last lay stand this time, call or
// no call: a round that drags on (farbe makes a last card true only at its
// one count, and every last card that is a lie is called) ends only when
// lies are let stand and somebody goes out. After wearyFrom turns the bot
// lets one more lay in every 50 pass for each further turn, as players at
// a real table tire of a round that will not end.
func (b *Bot) weary() bool {
	over := b.moves - wearyFrom
	return over > 0 && b.rng.IntN(50) < over
}

// wearyFrom is the turns of a bot before it tires of its round: most
// rounds end well before (a bot has some 20 to 60 turns in a round that
// ends by itself).
const wearyFrom = 60

// count is the number of cards seat p holds, estimated with heimlich.
func count(v *View, p int) int {
	if c := v.Counts[p]; c >= 0 {
		return c
	}
	unseen := card.NumColors*v.MaxValue - len(v.Hand) - v.AsideLays - v.Lays
	return max(1, unseen/max(1, v.Active()-1))
}

// threat reports whether seat p is close enough to going out for a call
// on its lie to be worth it.
func (b *Bot) threat(v *View, p int) bool {
	return b.t.threat == 0 || count(v, p) <= b.t.threat
}

// weigh compares the cards a call risks with those the bot's coming lay
// risks. A wrong call takes the stack, and the caller then says "one" on
// an empty stack; a bluff the next player calls takes the stack and the
// card laid. A bluff with the last card is always called; one above the
// highest value in play is sure to be doubted, one within them on a share
// (nextCalls) of the chance that the next player doubts it; and a bot not
// about to go out is called a tenth as often, as the bots let its lies
// stand. A true last card is laid: it goes out.
func (b *Bot) weigh(v *View) bool {
	n := float64(len(v.Hand))
	if len(v.Hand) == 1 && b.holds(v, v.Claim) && !v.Reset {
		return false
	}
	k := float64(v.Lays)
	t := honest(v) * b.trust(v.LastSeat)
	costCall := t*k + b.risk(v, 1, 0, n)
	costLay := b.risk(v, v.Claim, k, n)
	if v.Reset {
		costLay = b.risk(v, 1, 0, n)
	}
	return costCall < costLay
}

// risk is what laying at claim on a stack of k cards costs, from a hand of
// n cards, in cards expected back; a true last card goes out and wins the
// stack's worth.
func (b *Bot) risk(v *View, claim int, k, n float64) float64 {
	if b.holds(v, claim) {
		if n == 1 {
			return -k - 1
		}
		return 0
	}
	q := doubt(v, n) * b.t.nextCalls
	if claim > v.MaxValue {
		q = 1
	}
	if b.t.threat > 0 && int(n) > b.t.threat {
		// The others let the bluff of a player who is not about to go
		// out stand, most of the time.
		q *= 0.1
	}
	if n == 1 {
		q = 1
	}
	return q * (k + 1)
}

// doubt is how likely the next player calls a lay from a hand of n cards:
// the chance that n cards drawn from the unseen ones hold none of the
// claim's matching cards.
func doubt(v *View, n float64) float64 {
	all := float64(card.NumColors)
	if v.Options.Farbe {
		all = 1
	}
	unseen := float64(card.NumColors*v.MaxValue - len(v.Hand))
	none := 1.0
	for i := 0.0; i < n && unseen-i > all; i++ {
		none *= (unseen - all - i) / (unseen - i)
	}
	return none
}

// holds reports whether the hand has a card that makes claim true.
func (b *Bot) holds(v *View, claim int) bool {
	for _, c := range v.Hand {
		if matches(v, c, claim) {
			return true
		}
	}
	return false
}

// lay picks the card (or two, with heimlich) to lay.
func (b *Bot) lay(v *View) Action {
	me, h, claim := v.Seat, v.Hand, v.Claim
	if len(h) == 0 {
		return Action{Seat: me, Kind: Pass}
	}
	if b.t.anyLay {
		if c, ok := b.offColour(v); ok {
			return LayOf(me, c)
		}
	}
	if b.t.anyLay {
		return LayOf(me, h[b.rng.IntN(len(h))])
	}
	var match []card.Card
	for _, c := range h {
		if matches(v, c, claim) {
			match = append(match, c)
		}
	}
	if b.t.keepOne && claim == 1 && len(match) == 1 && len(h) > 1 {
		// The last one is kept to go out with after a call; a bluff on
		// an empty stack risks one card.
		match = match[:0]
	}
	if keep := b.endCard(v); keep != card.None && len(h) > 1 {
		if i := idx(match, keep); i >= 0 {
			match = append(match[:i:i], match[i+1:]...)
		}
	}
	if len(match) > 0 {
		if b.t.double && v.Options.Heimlich && len(match) > 1 {
			return LayTwo(me, match[0], match[1])
		}
		return LayOf(me, match[0])
	}
	if b.chance(b.t.randLay) {
		if c, ok := b.offColour(v); ok {
			return LayOf(me, c)
		}
		return LayOf(me, h[b.rng.IntN(len(h))])
	}
	c, d := b.spare(v)
	if b.t.double && v.Options.Heimlich && len(h) > 2 && d != card.None {
		if idx(h, c) > idx(h, d) {
			c, d = d, c
		}
		return LayTwo(me, c, d)
	}
	return LayOf(me, c)
}

// endCard is the card a hard or normal bot keeps to go out with under
// farbe, where a claim has one true card: a last card goes out only when
// the claim it says is its value. A call lets the caller say "one", and a
// player in the rotation of n who is called on his last card says n once
// the caller's count comes round: so one, then n, then the lowest value.
func (b *Bot) endCard(v *View) card.Card {
	if !b.t.keepOne || !v.Options.Farbe {
		return card.None
	}
	best, score := card.None, 1<<20
	for _, c := range v.Hand {
		if c.Color() != v.Colour || c.Value() > v.MaxValue {
			continue
		}
		if c.Value() < score {
			best, score = c, c.Value()
		}
	}
	return best
}

// offColour is a random card of the hand not in the fixed colour (with
// farbe and more than one card): such a card is never true, so it is the
// one to bluff with, and the cards of the colour are kept for claims
// still to come.
func (b *Bot) offColour(v *View) (card.Card, bool) {
	if !v.Options.Farbe || len(v.Hand) < 2 {
		return card.None, false
	}
	n := 0
	for _, c := range v.Hand {
		if c.Color() != v.Colour {
			n++
		}
	}
	if n == 0 {
		return card.None, false
	}
	k := b.rng.IntN(n)
	for _, c := range v.Hand {
		if c.Color() != v.Colour {
			if k == 0 {
				return c, true
			}
			k--
		}
	}
	return card.None, false
}

func idx(h []card.Card, c card.Card) int {
	for i, x := range h {
		if x == c {
			return i
		}
	}
	return -1
}

// spare is the card needed last: the one whose value comes up latest (or
// never) in the bot's coming claims; the second is the next such card
// (card.None with a hand of one).
func (b *Bot) spare(v *View) (card.Card, card.Card) {
	n := max(1, v.Active())
	first, second := card.None, card.None
	firstAt, secondAt := -1, -1
	for _, c := range v.Hand {
		at := 1 << 20
		claim := v.Claim
		for k := 1; k*n <= 2*v.Top; k++ {
			claim += n
			if claim > v.Top {
				claim -= v.Top
			}
			if matches(v, c, claim) {
				at = k
				break
			}
		}
		if c == b.endCard(v) {
			at = 0
		} else if b.t.keepOne && matches(v, c, 1) {
			// A call lets the bot say "one" on its next turn: a true one
			// is its way out.
			at = 1
		}
		switch {
		case first == card.None || at > firstAt || (at == firstAt && c.Value() > first.Value()):
			second, secondAt = first, firstAt
			first, firstAt = c, at
		case second == card.None || at > secondAt || (at == secondAt && c.Value() > second.Value()):
			second, secondAt = c, at
		}
	}
	return first, second
}
