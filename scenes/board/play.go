package board

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// CanAct reports whether the bottom seat is a person who may act now, with
// the device in his hands.
func (b *Board) CanAct() bool {
	if b.hold > 0 || b.Dealing || b.Cover || b.round.IsOver() || !b.Setup.Human(b.Bottom) {
		return false
	}
	if b.hotSeat() && b.Shown != b.Bottom {
		return false
	}
	if b.inWindow() {
		return false
	}
	return slices.Contains(b.round.ToMove(), b.Bottom)
}

// inWindow reports whether a real-time window is open.
func (b *Board) inWindow() bool {
	if t, ok := b.bg.(boardTimed); ok {
		_, open := t.window(b.round.View(b.Bottom))
		return open
	}
	return false
}

// Relay lays the table out again from the bottom seat's view when anything
// it shows may have changed.
func (b *Board) Relay() {
	if b.text == nil || b.Geom.LW == 0 {
		return
	}
	// A held reveal is laid out apart from what follows it.
	key := 2 * b.round.Actions()
	if b.hold > 0 {
		key++
	}
	if key == b.LaidFor {
		return
	}
	b.LaidFor = key
	v := b.round.View(b.Bottom)
	var legal []games.Action
	if b.CanAct() {
		legal = b.round.Legal(b.Bottom)
	}
	b.tb.Reset()
	b.tb.person = b.Setup.Human(b.Bottom)
	b.tb.held = b.hold > 0
	b.bg.lay(&b.tb, v, legal, b.text, b.names)
	for i := range b.tb.zones {
		z := &b.tb.zones[i]
		if z.private && z.secretOf() != b.Shown {
			// Not his device yet: his secrets lie face down.
			for j := range z.cards {
				z.cards[j] = card.None
			}
		}
	}
	if b.Sel >= len(b.tb.choices) {
		b.Sel = -1
	}
	b.place()
	b.layLog()
	b.texts()
}

// opponent is seat p's panel along the top, in turn order after the
// bottom seat.
func (b *Board) opponent(p int) int {
	return (p - b.Bottom - 1 + b.Setup.Players) % b.Setup.Players
}

// place computes every card's place and sends the sprites there: a card
// that stays flies on, a card that came from a face-down place (an
// opponent's hand, a stack) starts where that place was.
func (b *Board) place() {
	g := &b.Geom
	zs := b.tb.zones
	for len(b.boxes) < len(zs) {
		b.boxes = append(b.boxes, zoneBox{})
	}
	b.boxes = b.boxes[:len(zs)]
	var own, fans, mid []int
	seatZones := make([][]int, b.Setup.Players)
	for i, z := range zs {
		switch {
		case z.owner < 0:
			mid = append(mid, i)
		case z.owner == b.Bottom && z.kind == zFan:
			fans = append(fans, i)
		case z.owner == b.Bottom:
			own = append(own, i)
		default:
			seatZones[z.owner] = append(seatZones[z.owner], i)
		}
	}
	if b.placeNarrow(own, fans, mid, seatZones) || b.placeShort(own, fans, mid, seatZones) {
		return
	}
	ownW := g.handW * 0.8
	layZones(b.boxes, zs, own, 28, g.handY+ui.CardH(g.handW)-ui.CardH(ownW), ownW, 360, false, 2000)
	left := 28.0
	if len(own) > 0 {
		last := b.boxes[own[len(own)-1]].r
		left = last.X + last.W + 40
	}
	right := g.buttonsX - 28
	layZones(b.boxes, zs, fans, (left+right)/2, g.handY, g.handW, right-left, true, 4000)
	for p, idx := range seatZones {
		if p == b.Bottom || len(idx) == 0 {
			continue
		}
		r := g.panel(b.opponent(p))
		layZones(b.boxes, zs, idx, r.X+14, r.Y+r.H-ui.CardH(g.oppW)-12, g.oppW, r.W-28, false, 1000)
	}
	midY := g.midTop + (g.midBottom-g.midTop-ui.CardH(g.midW))/2 + 10
	layZones(b.boxes, zs, mid, (20+g.logX-20)/2, midY, g.midW, g.logX-60, true, 3000)
	// The selected card stands out of its hand.
	if b.Sel >= 0 && b.Sel < len(b.tb.choices) {
		c := b.tb.choices[b.Sel]
		if c.zone >= 0 && c.card >= 0 && c.card < len(b.boxes[c.zone].poses) {
			b.boxes[c.zone].poses[c.card].Y -= 18
		}
	}
	b.deck = sprites.Pose{X: (g.logX-20)/2 - g.midW/2 + 10, Y: midY, W: g.midW, Z: 5000}
	b.move()
}

// move hands the new places to Motion.
func (b *Board) move() {
	first := len(b.seen) == 0
	if first && ui.ProgramStart(b.ctx) {
		// As at the table of rows: the program's first frame shows the
		// board and its seats without cards, and the deal starts with the
		// next tick, so that frame does not wait for a deck's backs and
		// shadows to be rendered.
		b.LaidFor = -1
		return
	}
	now := make(map[int]sprites.Pose, len(b.seen)+8)
	type sprite struct {
		id, zone int
		pose     sprites.Pose
	}
	var order []sprite
	for i, z := range b.tb.zones {
		for j := range z.cards {
			id := spriteID(&b.tb.zones[i], i, j)
			p := b.boxes[i].poses[j]
			now[id] = p
			order = append(order, sprite{id, i, p})
		}
	}
	// What went: its last place is where a new card may come from.
	type gone struct {
		owner, zone int
		pose        sprites.Pose
	}
	var vanished []gone
	ids := make([]int, 0, len(b.seen))
	for id := range b.seen {
		// In id order, by insertion: a few dozen cards, and no generic
		// sort for them in the download.
		i := len(ids)
		ids = append(ids, id)
		for ; i > 0 && ids[i-1] > id; i-- {
			ids[i] = ids[i-1]
		}
		ids[i] = id
	}
	for _, id := range ids {
		if _, ok := now[id]; ok {
			continue
		}
		owner, zone := -1, -1
		if id >= hiddenBase && id < copyBase {
			if z := (id - hiddenBase) / zoneSpan; z < len(b.tb.zones) {
				owner, zone = b.tb.zones[z].owner, z
			}
		}
		if p, _, ok := b.Motion.Get(id); ok {
			vanished = append(vanished, gone{owner, zone, p})
		}
		b.Motion.Remove(id)
	}
	stagger := 2
	if b.ctx != nil && b.ctx.Settings.NoWait {
		stagger = 1
	}
	k := 0
	for _, s := range order {
		if first {
			at := b.deck
			at.Z = 5000 + k
			b.Motion.Place(s.id, at)
			b.Motion.MoveTo(s.id, s.pose, k*stagger, 20)
			k++
			continue
		}
		if _, ok := b.seen[s.id]; ok {
			b.Motion.MoveTo(s.id, s.pose, 0, 18)
			continue
		}
		if len(vanished) == 0 {
			b.Motion.Place(s.id, s.pose)
			continue
		}
		// A new card comes from what went: a card turned face up where
		// it lay from its own place, else preferably from its own seat's
		// place or the seat the zone names as its source.
		z := b.tb.zones[s.zone]
		pick := slices.IndexFunc(vanished, func(v gone) bool { return v.zone == s.zone })
		if pick < 0 {
			pick = 0
			for i, v := range vanished {
				if v.owner >= 0 && (v.owner == z.owner || v.owner == z.src-1) {
					pick = i
					break
				}
			}
		}
		from := vanished[pick].pose
		vanished = slices.Delete(vanished, pick, pick+1)
		from.Z = s.pose.Z + 500
		b.Motion.Place(s.id, from)
		b.Motion.MoveTo(s.id, s.pose, 0, 20)
	}
	if first && len(order) > 0 {
		b.Dealing = true
	}
	b.seen = now
}

// texts writes the status line and the labels.
func (b *Board) texts() {
	tx := b.text
	b.roundLabel = ""
	if b.Match.Rounds > 1 {
		b.roundLabel = fmt.Sprintf(tx.RoundOf, b.rn, b.Match.Rounds)
	}
	b.codeStr = ""
	if b.code != "" {
		b.codeStr = fmt.Sprintf(tx.DealCode, b.code)
	}
	to := b.round.ToMove()
	b.statusKeys = ""
	if b.rp != nil {
		b.roundLabel = fmt.Sprintf(tx.ReplayPos, b.rp.pos, b.rp.rec.Len()) + " · " + ui.ReplaySpeedNames[b.rp.speed]
	}
	switch {
	case b.hold > 0 && b.rp == nil:
		// The moment waits for the person, or passes by itself; the
		// last play's too, before the round's end is shown.
		b.status, b.statusKeys = i18n.WordsOf(tx).GoOnTap, i18n.WordsOf(tx).GoOn
	case b.round.IsOver():
		b.status = tx.RoundOver
		if res := b.round.Result(); res != nil && len(res.Winners) > 0 {
			b.status = fmt.Sprintf(tx.RoundWon, b.names[res.Winners[0]])
		}
	case b.Dealing:
		b.status = ""
	case b.inWindow() && b.tb.note != "":
		// A window says what everybody may do.
		b.status, b.statusKeys = b.tb.note, b.tb.keyNote
	case b.CanAct():
		b.status, b.statusKeys = b.tb.note, b.tb.keyNote
		if b.status == "" {
			b.status = tx.YourTurn
		}
	case len(to) > 1:
		b.status = i18n.WordsOf(tx).Waiting
	case len(to) == 1:
		b.status = fmt.Sprintf(tx.TurnOf, b.names[to[0]])
	default:
		b.status = ""
	}
	if b.net != nil {
		b.netTexts()
	}
}

// spotAt is the card (or zone) under a point, the topmost first.
func (b *Board) spotAt(x, y float64) (spot, bool) {
	best, bestZ := spot{-1, -1}, -1
	for i := range b.tb.zones {
		bx := &b.boxes[i]
		for j, p := range bx.poses {
			if (ui.Rect{X: p.X, Y: p.Y, W: p.W, H: ui.CardH(p.W)}).Contains(x, y) && p.Z > bestZ {
				best, bestZ = spot{i, j}, p.Z
			}
		}
		if bestZ < 0 && (ui.Rect{X: bx.r.X, Y: bx.r.Y, W: max(bx.r.W, bx.w), H: max(bx.r.H, ui.CardH(bx.w))}).Contains(x, y) {
			best = spot{i, -1}
		}
	}
	return best, best.zone >= 0
}

// matches reports whether pressing s makes a choice whose spot is (zone, c)
// (c -1: anywhere on the zone).
func matches(s spot, zone, c int) bool {
	return s.zone == zone && (c < 0 || s.card == c)
}

// press is a click, a tap or Enter on a spot: it completes the selected
// choice, makes a choice of its own, or selects a card whose choices need
// a second press.
func (b *Board) press(s spot) {
	cs := b.tb.choices
	if b.Sel >= 0 {
		from := cs[b.Sel]
		for _, c := range cs {
			if c.zone == from.zone && c.card == from.card && c.to != nil && matches(s, c.to.zone, c.to.card) {
				b.Apply(c.act)
				return
			}
		}
	}
	first := -1
	for i, c := range cs {
		if c.zone >= 0 && matches(s, c.zone, c.card) {
			if c.to == nil {
				b.Apply(c.act)
				return
			}
			if first < 0 {
				first = i
			}
		}
	}
	if first >= 0 && first != b.Sel {
		b.Sel = first
	} else {
		b.Sel = -1
	}
	b.LaidFor = -1
}

// Targets are the spots the keyboard cycles through: the cards that make a
// choice, or with a card selected, where it can go. The slice is reused
// by the next call.
func (b *Board) Targets() []spot {
	out := b.targetBuf[:0]
	defer func() { b.targetBuf = out[:0] }()
	cs := b.tb.choices
	for _, c := range cs {
		var s spot
		switch {
		case b.Sel >= 0:
			from := cs[b.Sel]
			if c.to == nil || c.zone != from.zone || c.card != from.card {
				continue
			}
			s = *c.to
		case c.zone >= 0:
			s = spot{c.zone, c.card}
		default:
			continue
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// updateHuman turns the person's clicks, taps and keys into his choices.
func (b *Board) updateHuman(ctx *game.Context) {
	in := &ctx.Input
	if b.updateDrag(in) {
		return
	}
	if t, ok := b.bg.(boardTyped); ok && t.typed(in) {
		b.LaidFor = -1
		return
	}
	k := 0
	for _, c := range b.tb.choices {
		if c.zone >= 0 {
			continue
		}
		if (c.hasKey() && in.Key(c.key)) || (in.Released && b.Geom.Button(k).Contains(in.X, in.Y)) {
			if c.flip != nil {
				c.flip()
				b.Sel = -1
				b.LaidFor = -1
				return
			}
			b.Apply(c.act)
			return
		}
		k++
	}
	ts := b.Targets()
	switch {
	case in.Key(ebiten.KeyArrowRight) || in.Key(ebiten.KeyTab):
		b.keys = true
		b.focus = (b.focus + 1) % max(1, len(ts))
		return
	case in.Key(ebiten.KeyArrowLeft):
		b.keys = true
		b.focus = (b.focus - 1 + max(1, len(ts))) % max(1, len(ts))
		return
	case in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace):
		if b.focus < len(ts) {
			b.keys = true
			sel := b.Sel
			b.press(ts[b.focus])
			if b.Sel != sel {
				b.focus = 0
			}
		}
		return
	}
	if in.Released {
		b.keys = false
		if s, ok := b.spotAt(in.X, in.Y); ok {
			b.press(s)
		} else if b.Sel >= 0 {
			b.Sel = -1
			b.LaidFor = -1
		}
	}
}

// countDealt writes the zones' labels as the deal has got so far: a label
// naming the number of its zone's cards names only those that have arrived,
// so no count runs ahead of the cards flying to it.
func (b *Board) countDealt() {
	b.dealt, b.dealtShort = b.dealt[:0], b.dealtShort[:0]
	for i, z := range b.tb.zones {
		n := len(z.cards)
		label, short := "", ""
		if (z.label != "" || z.short != "") && n > 0 && i < len(b.boxes) {
			arrived := 0
			for j := range z.cards {
				if b.Motion.Arrived(spriteID(&b.tb.zones[i], i, j)) {
					arrived++
				}
			}
			if arrived < n {
				if !z.list {
					label = recount(b.text, z.label, n, arrived)
				}
				short = recount(b.text, z.short, n, arrived)
			}
		}
		b.dealt = append(b.dealt, label)
		b.dealtShort = append(b.dealtShort, short)
	}
}

// recount is label with the number n it names replaced by m (the last
// standing alone, "" if it names none), and a noun after a one made
// singular.
func recount(tx *i18n.Text, label string, n, m int) string {
	num := strconv.Itoa(n)
	for at := strings.LastIndex(label, num); at >= 0; at = strings.LastIndex(label[:at], num) {
		end := at + len(num)
		if (at > 0 && isDigit(label[at-1])) || (end < len(label) && isDigit(label[end])) {
			continue
		}
		out := label[:at] + strconv.Itoa(m) + label[end:]
		if m == 1 {
			lang := 0
			if tx == &i18n.German {
				lang = 1
			}
			for _, forms := range i18n.CountNouns {
				f := forms[lang]
				if rest := out[at+1:]; strings.HasPrefix(rest, " "+f[1]) {
					out = out[:at+1] + " " + f[0] + rest[len(f[1])+1:]
					break
				}
			}
		}
		return out
	}
	return ""
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// updateExplain handles a long press: over a card or zone of the board it
// opens a bubble that says what lies there and whether it can be chosen
// now, and chooses nothing; the next tap (or key) only closes the bubble.
// It reports whether it used the tick's input.
func (b *Board) updateExplain(in *game.Input) bool {
	if b.Explain.Update(in) {
		return true
	}
	if !in.LongPress || b.Cover || b.Dealing || len(b.boxes) != len(b.tb.zones) {
		return false
	}
	s, ok := b.spotAt(in.X, in.Y)
	if !ok {
		return false
	}
	b.Explain.ShowAt(b.text, b.explainSpot(s), in.X, in.Y)
	return true
}

// explainSpot says what lies at s: the card's name (or that it lies face
// down), the zone's label with its owner, and whether the person can
// choose it now, in the board's language.
func (b *Board) explainSpot(s spot) string {
	w := i18n.WordsOf(b.text)
	z := &b.tb.zones[s.zone]
	var lines []string
	switch {
	case s.card >= 0 && s.card < len(z.cards) && z.cards[s.card] != card.None:
		lines = append(lines, b.text.CardName(z.cards[s.card]))
	case s.card >= 0:
		lines = append(lines, w.ExHidden)
	case len(z.cards) == 0:
		lines = append(lines, w.ExEmpty)
	}
	label := z.label
	if z.owner >= 0 && z.owner < len(b.names) {
		if label == "" {
			label = b.names[z.owner]
		} else {
			label = fmt.Sprintf(w.ExOf, b.names[z.owner], label)
		}
	}
	if label != "" {
		lines = append(lines, label)
	}
	lines = append(lines, b.bg.gist(b.text))
	switch {
	case !b.CanAct():
		lines = append(lines, w.ExOff)
	case b.choosable(s):
		lines = append(lines, w.ExCan)
	default:
		lines = append(lines, w.ExNot)
	}
	return strings.Join(lines, "\n")
}

// choosable reports whether pressing s now makes or continues a choice.
func (b *Board) choosable(s spot) bool {
	for _, c := range b.tb.choices {
		if c.zone >= 0 && s.zone == c.zone && (c.card < 0 || s.card == c.card || s.card < 0) {
			return true
		}
		if b.Sel >= 0 && c.to != nil && matches(s, c.to.zone, c.to.card) {
			return true
		}
	}
	return false
}

// dragState is a card the person presses: once the pointer has moved it
// away it is dragged, and where it is let go decides what it does.
type dragState struct {
	active, dragging bool
	from             spot
	id               int // its sprite
	// x0, y0 is where the press began; dx, dy the point's offset in the
	// card.
	x0, y0, dx, dy float64
}

// dragFrom reports whether the person may pick up the card at s: a card
// of his own, his card lying in the middle, or any card pressing which
// makes a choice.
func (b *Board) dragFrom(s spot) bool {
	if !b.CanAct() || s.card < 0 || s.card >= len(b.tb.zones[s.zone].cards) {
		return false
	}
	z := &b.tb.zones[s.zone]
	if z.owner == b.Bottom || (z.owner < 0 && z.src-1 == b.Bottom) {
		return true
	}
	for _, c := range b.tb.choices {
		if c.zone == s.zone && (c.card < 0 || c.card == s.card) {
			return true
		}
	}
	return false
}

// updateDrag follows a card the person presses and drags. It reports
// whether it used the tick's input: a drag under way or a drop; a press
// let go where it began is a click, for press.
func (b *Board) updateDrag(in *game.Input) bool {
	d := &b.drag
	if in.Pressed {
		b.dropDrag()
		if s, ok := b.spotAt(in.X, in.Y); ok && b.dragFrom(s) {
			id := spriteID(&b.tb.zones[s.zone], s.zone, s.card)
			p, _, _ := b.Motion.Get(id)
			*d = dragState{active: true, from: s, id: id, x0: in.X, y0: in.Y, dx: in.X - p.X, dy: in.Y - p.Y}
		}
	}
	switch {
	case !d.active:
		return false
	case in.Released:
		from, id, dragged := d.from, d.id, d.dragging
		*d = dragState{}
		if !dragged {
			return false
		}
		b.Motion.Release(id)
		b.drop(from, id, in.X, in.Y)
		return true
	case in.Down:
		if !d.dragging && math.Hypot(in.X-d.x0, in.Y-d.y0) > 8 {
			d.dragging = true
		}
		if d.dragging {
			b.Motion.Hold(d.id, in.X-d.dx, in.Y-d.dy)
		}
		return d.dragging
	}
	// Let go unseen (the window lost the pointer): it goes back.
	b.dropDrag()
	return false
}

// drop lets go of the card id dragged from spot from at (x, y): where a
// choice of it leads there, the choice is made; anywhere else the card
// flies back to its place at once and the reason is said.
func (b *Board) drop(from spot, id int, x, y float64) {
	n := b.round.Actions()
	to, on := b.spotAt(x, y)
	act, why := b.dropChoice(from, to, on, x, y)
	switch {
	case why != "":
		b.Say(why)
	case act != nil:
		b.Apply(act)
	}
	if b.round.Actions() == n {
		b.flyBack(id)
		b.LaidFor = -1
	}
}

// dropChoice is the choice a card dragged from spot from makes when let
// go at (x, y) on to (on: over a card or zone at all), or the reason it
// makes none ("" with no choice: it was put back where it lay).
func (b *Board) dropChoice(from, to spot, on bool, x, y float64) (games.Action, string) {
	w := i18n.WordsOf(b.text)
	if !b.CanAct() || from.zone >= len(b.tb.zones) {
		return nil, w.ExOff
	}
	home := on && to.zone == from.zone
	// Another seat's place takes none of the person's cards.
	theirs := on && b.tb.zones[to.zone].owner >= 0 && b.tb.zones[to.zone].owner != b.Bottom
	for i := range b.Setup.Players - 1 {
		theirs = theirs || b.Geom.panel(i).Contains(x, y)
	}
	has := false
	for _, c := range b.tb.choices {
		if c.zone != from.zone || (c.card >= 0 && c.card != from.card) || c.flip != nil {
			continue
		}
		has = true
		switch {
		case c.to != nil && on && matches(to, c.to.zone, c.to.card):
			return c.act, ""
		case c.to == nil && !home && !theirs:
			// A card played by pressing it: dragged off its place onto
			// the middle or the person's own side, it is played.
			return c.act, ""
		}
	}
	if z := &b.tb.zones[from.zone]; on && !home && z.owner < 0 {
		// A card of the middle laid where pressing chooses it (Überall
		// anschließen's turned card onto a pile).
		for _, c := range b.tb.choices {
			if c.zone == to.zone && c.card < 0 && c.to == nil && c.flip == nil {
				return c.act, ""
			}
		}
	}
	switch {
	case home:
		return nil, ""
	case !has:
		return nil, w.DropNot
	}
	return nil, w.DropThere
}

// dropDrag lets go of a pressed card; one that was dragged flies back to
// its place.
func (b *Board) dropDrag() {
	d := b.drag
	b.drag = dragState{}
	if !d.active {
		return
	}
	b.Motion.Release(d.id)
	if d.dragging {
		b.flyBack(d.id)
	}
}

// flyBack sends a card let go back to its place in the layout at once.
func (b *Board) flyBack(id int) {
	if p, ok := b.seen[id]; ok {
		b.Motion.MoveTo(id, p, 0, 18)
	}
}
