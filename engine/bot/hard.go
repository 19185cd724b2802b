package bot

import (
	"math"
	"math/bits"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
)

// hardParams are the weights of the hard bot's judgement of the table after
// its turn, in penalty points. They live in one value so that tests can try
// other settings; the bot plays with hardDefaults.
type hardParams struct {
	free      float64 // per kept card the bot can lay on its own later
	stuck     float64 // per kept card that waits for the others' cards
	dist      float64 // per unseen card in front of a waiting card
	lock      float64 // extra per waiting card behind the bot's own closed gate
	points    float64 // per point kept, times the danger that someone goes out
	dangerPow float64 // the danger is the smallest other hand to this negative power
	acc       float64 // per unseen card the others can reach by laying in a chain
	front     float64 // per place where the others can lay right now
	emptyPile float64 // blocking's share of its worth once the pile is empty
	safe      float64 // per safe move kept for later turns
	safeCap   int     // safe moves beyond this many are worth nothing more
}

// hardDefaults are the weights the hard bot plays the variant with. They
// were found by self-play against the normal bot: keeping a card one can lay
// alone costs little (it can go in the last turn), a card that waits for the
// others costs a lot, and every place opened to the others costs more than a
// waiting card. The false start opens eight places before the first card,
// so there each further place and each own gate is worth about three times
// as much, and blocking keeps its worth when the short pile runs out. A
// function, not a variable, so that nothing can change the weights of every
// bot at once.
func hardDefaults(v elfer.Variant) hardParams {
	if v == elfer.FalseStart {
		return hardParams{
			free:      0.14,
			stuck:     3.9,
			dist:      2.9,
			lock:      15.3,
			points:    0.07,
			dangerPow: 2,
			acc:       0.52,
			front:     29.5,
			emptyPile: 1,
			safe:      0.74,
			safeCap:   3,
		}
	}
	return hardParams{
		free:      0,
		stuck:     6.5,
		dist:      3.8,
		lock:      5.3,
		points:    0.1,
		dangerPow: 2,
		acc:       0.52,
		front:     10.6,
		emptyPile: 0.5,
		safe:      2.6,
		safeCap:   3,
	}
}

// maxSafe bounds the safe-move counts the plan search keeps apart.
const maxSafe = 8

// hard plays the best plan for the rest of the turn, one card at a time.
func (b *Elfer) hard(v *elfer.View) elfer.Action {
	if b.hp != nil {
		return b.hardWith(v, b.hp)
	}
	p := hardDefaults(v.Options.Variant)
	return b.hardWith(v, &p)
}

// hardWith is hard with explicit weights.
//
// A plan is the rows the bot leaves after its turn. Each colour's row grows
// on its own, so the search goes colour by colour through every row the bot
// can reach with its own cards, keeping for each (safe moves, laid a card)
// pair the best sum of the rows' scores. The safe moves are summed over the
// rows because their worth is capped; a card must be laid if none is yet.
func (b *Elfer) hardWith(v *elfer.View, p *hardParams) elfer.Action {
	var bd board
	bd.read(v)
	if v.Turn.Phase == elfer.Opening {
		return b.hardOpening(&bd, p)
	}
	if target, ok := bd.canGoOut(b.opts[:0]); ok {
		if a, ok := b.towards(&bd, &target); ok {
			return a
		}
	}
	ctx := bd.context(p)
	capSafe := min(p.safeCap, maxSafe)

	const none = -math.MaxFloat64
	type back struct{ opt, safe, laid int }
	var best [maxSafe + 1][2]float64
	var from [card.NumColors][maxSafe + 1][2]back
	for s := range best {
		best[s] = [2]float64{none, none}
	}
	best[0][0] = 0
	b.opts = b.opts[:0]
	for col := range bd.valid {
		lo := len(b.opts)
		b.opts = bd.options(col, b.opts)
		var next [maxSafe + 1][2]float64
		for s := range next {
			next[s] = [2]float64{none, none}
		}
		for i := lo; i < len(b.opts); i++ {
			o := b.opts[i]
			j := bd.judge(col, o, p, &ctx)
			laid := 0
			if o != bd.laid[col] {
				laid = 1
			}
			for s := 0; s <= capSafe; s++ {
				for l := range 2 {
					if best[s][l] == none {
						continue
					}
					ns, nl := min(s+j.safe, capSafe), l|laid
					if t := best[s][l] + j.score; t > next[ns][nl] {
						next[ns][nl] = t
						from[col][ns][nl] = back{opt: i, safe: s, laid: l}
					}
				}
			}
		}
		best = next
	}
	mustLay := v.Turn.Laid == 0
	es, el, bv := -1, -1, none
	for s := 0; s <= capSafe; s++ {
		for l := range 2 {
			if best[s][l] == none || (mustLay && l == 0) {
				continue
			}
			if t := best[s][l] + p.safe*float64(s); t > bv {
				es, el, bv = s, l, t
			}
		}
	}
	if es < 0 {
		return b.legal[0]
	}
	var target [card.NumColors]uint32
	for col := len(bd.valid) - 1; col >= 0; col-- {
		f := from[col][es][el]
		target[col] = b.opts[f.opt]
		es, el = f.safe, f.laid
	}
	if a, ok := b.towards(&bd, &target); ok {
		return a
	}
	if end, ok := b.endAction(); ok {
		return end
	}
	return b.legal[0]
}

// hardOpening picks the single card of an opening turn (three starting
// numbers, any starting card) by judging the table each choice leaves; in
// the any-start variant the card also fixes every row's starting value.
func (b *Elfer) hardOpening(bd *board, p *hardParams) elfer.Action {
	best, bestScore, found := elfer.Action{}, 0.0, false
	for _, a := range b.legal {
		if a.Kind != elfer.Lay {
			continue
		}
		t := *bd
		col, v := int(a.Card.Color()), a.Card.Value()
		if t.variant == elfer.AnyStart && t.start == 0 {
			t.start = v
		}
		t.laid[col] |= 1 << v
		t.mine[col] &^= 1 << v
		ctx := t.context(p)
		score, safe := 0.0, 0
		for c := range t.valid {
			j := t.judge(c, t.laid[c], p, &ctx)
			score += j.score
			safe += j.safe
		}
		score += p.safe * float64(min(safe, p.safeCap))
		if !found || score > bestScore {
			best, bestScore, found = a, score, true
		}
	}
	if !found {
		return b.legal[0]
	}
	return best
}

// hardContext holds the table-wide factors of the judgement, worked out
// once per decision from what the view tells beyond the rows.
type hardContext struct {
	danger float64 // how likely another seat goes out soon
	acc    float64 // the worth of an unseen card the others can reach
	front  float64 // the worth of a place where the others can lay
}

// context reads the danger from the smallest other hand: the fewer cards a
// seat holds, the sooner the points the bot keeps are scored. Blocking is
// worth less once the pile is empty, because a seat that cannot lay then
// passes instead of drawing up to three cards.
func (bd *board) context(p *hardParams) hardContext {
	m := max(bd.oppMin, 1)
	share := 1.0
	if bd.pile == 0 {
		share = p.emptyPile
	}
	return hardContext{
		danger: math.Pow(float64(m), -p.dangerPow),
		acc:    p.acc * share,
		front:  p.front * share,
	}
}

// judgement is what judge finds about one row.
type judgement struct {
	score float64
	safe  int // cards the bot can lay later without opening the row
}

// judge scores colour col's row after the turn if it holds laid.
//
// The unseen cards of the colour lie in other hands or in the pile. Those
// the others can reach from the row's open places by laying in a chain cost
// acc each, every open place front. The bot's own kept cards are free (it
// can lay them alone, at the latest in its last turn) or waiting: a waiting
// card costs stuck, dist per unseen card that must come before it, and lock
// more if the way to it is shut by the bot's own gate card, which the bot
// would have to open first. Safe moves are free cards whose laying opens
// nothing new: they let the bot lay a card in a later turn without helping
// anyone.
func (bd *board) judge(col int, laid uint32, p *hardParams, ctx *hardContext) judgement {
	mine := bd.mine[col] &^ laid
	un := bd.unseen[col]
	front := bd.fit(col, laid)
	oppReach := flood(front&un, un)
	free := flood(front&mine, mine)
	stuck := mine &^ free
	score := -p.free * float64(bits.OnesCount32(free))
	score -= p.points * ctx.danger * float64(sumValues(mine))
	score -= ctx.acc*float64(bits.OnesCount32(oppReach)) + ctx.front*float64(bits.OnesCount32(front&un))
	if stuck != 0 {
		missing := bd.valid[col] &^ laid
		progress := flood(front&un, missing)
		d := unseenBefore(front, missing, un)
		for m := stuck; m != 0; m &= m - 1 {
			v := bits.TrailingZeros32(m)
			score -= p.stuck + p.dist*float64(min(d[v], 10))
			if progress&(1<<v) == 0 {
				score -= p.lock
			}
		}
	}
	blocked := un &^ oppReach
	return judgement{
		score: score,
		safe:  bits.OnesCount32(free &^ (blocked<<1 | blocked>>1)),
	}
}

// unseenBefore counts, for every missing value, the fewest unseen cards on
// a way to it from an open place (the place itself included): how many of
// the others' cards must be laid before the bot's card there can follow.
// A way runs along missing values, so two sweeps over the row find it.
func unseenBefore(front, missing, un uint32) [22]int8 {
	const far = 99
	var d [22]int8
	for v := 1; v <= 20; v++ {
		d[v] = far
		if front&(1<<v) != 0 {
			d[v] = int8(un >> v & 1)
		}
	}
	for v := 2; v <= 20; v++ {
		if missing&(1<<v) != 0 && missing&(1<<(v-1)) != 0 {
			d[v] = min(d[v], d[v-1]+int8(un>>v&1))
		}
	}
	for v := 19; v >= 1; v-- {
		if missing&(1<<v) != 0 && missing&(1<<(v+1)) != 0 {
			d[v] = min(d[v], d[v+1]+int8(un>>v&1))
		}
	}
	return d
}
