package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/master"
	"elferraus/game"
	"elferraus/scenes/shell"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// pickMode is the step of a MASTER choice that takes more than one click.
type pickMode uint8

const (
	pickNone     pickMode = iota
	pickJoker             // a joker waits for the slot it will stand in
	pickLinkFrom          // a connection card waits for the card it lies at
	pickLinkTo            // ... for the neighbouring row it leads to
	pickLinkCard          // ... for the card it demands
)

// pick is a MASTER choice in progress. A connection card is only sent to
// the engine together with the card it demands, so until that card is
// chosen the whole connection can be taken back: nothing has happened yet.
type pick struct {
	mode  pickMode
	joker card.Card
	at    card.Card  // the slot the connection card lies at
	to    card.Color // the row it leads to
}

// demand is the slot a chosen connection leads to.
func (p pick) demand() card.Card { return card.New(p.to, p.at.Value()) }

// seatExtras are a MASTER seat's connection and bonus cards, in figures.
type seatExtras struct {
	links, bonus int
	linkStr      string
	bonusStr     string
}

// bonusBase is the first motion id of the bonus cards, after every card's.
const bonusBase = card.Limit

// picker is a round whose moves may take more than one step and whose seats
// hold more than cards (MASTER): a joker chooses its slot, a connection card
// leads to a neighbouring row and demands a card, bonus cards are won. The
// table asks its round once whether it is one; the choices themselves are
// the round's legal moves (mLay of a joker, mConnect), so the table's pick
// only walks through them.
type picker interface {
	// Extras fills x with the public figures of these extras.
	Extras(x *extraView)
}

// extraView is what every seat sees of a picker's extras.
type extraView struct {
	// Links counts each seat's connection cards left, Bonus the bonus
	// cards it won; Supply the bonus cards still to win.
	Links, Bonus [shell.MaxSeats]int
	Supply       int
	// Laid counts the cards laid this turn, at most MaxLaid; Over: the
	// round is over.
	Laid, MaxLaid int
	Over          bool
	// Bridges are the connection cards on the table; Jokers the slots the
	// jokers stand in.
	Bridges []bridge
	Jokers  []card.Card
}

// bridge is a connection card laid at a slot, leading to the row to.
type bridge struct {
	at card.Card
	to card.Color
}

// Extras gives MASTER's extras as its View shows them.
func (r *MasterRound) Extras(x *extraView) {
	r.S.ViewInto(-1, &r.view)
	masterExtras(x, &r.view)
}

// masterExtras fills x from the engine's view v (any seat's: the extras
// are public).
func masterExtras(x *extraView, v *master.View) {
	x.Links, x.Bonus = v.Connections, v.Bonus
	x.Supply, x.Laid, x.MaxLaid = v.Supply, v.Turn.Laid, master.MaxLaid
	x.Over = v.Turn.Phase == master.Over
	x.Bridges, x.Jokers = x.Bridges[:0], x.Jokers[:0]
	for i := range v.Table.NLinks {
		lk := v.Table.Links[i]
		x.Bridges = append(x.Bridges, bridge{lk.At, lk.To})
	}
	for n := 1; n < len(v.Table.JokerAt); n++ {
		if at := v.Table.JokerAt[n]; at != card.None {
			x.Jokers = append(x.Jokers, at)
		}
	}
}

func (t *Table) cancelPick() {
	t.pick = pick{}
	t.csel = 0
}

func (t *Table) startJoker(j card.Card) {
	for _, a := range t.legal {
		if a.Kind == MLay && a.card == j {
			t.pick = pick{mode: pickJoker, joker: j}
			t.csel = 0
			return
		}
	}
	t.Say(t.text.JokerNoSlot)
}

func (t *Table) toggleLink() {
	if t.pick.mode >= pickLinkFrom {
		t.cancelPick()
		return
	}
	t.startLink()
}

func (t *Table) startLink() {
	if t.pk == nil || !t.HumanTurn() {
		return
	}
	if !t.canDo(mConnect) {
		switch {
		case t.xv.Links[t.Bottom] == 0:
			t.Say(t.text.NoLinks)
		default:
			t.Say(t.text.NoLinkNow)
		}
		return
	}
	t.pick = pick{mode: pickLinkFrom}
	t.csel = 0
}

// chooseSlot answers the pick with a slot of the middle.
func (t *Table) chooseSlot(slot card.Card) {
	switch t.pick.mode {
	case pickJoker:
		j := t.pick.joker
		t.cancelPick()
		t.Act(Move{Kind: MLay, card: j, slot: slot})
	case pickLinkFrom:
		t.pick.at = slot
		t.pick.mode = pickLinkTo
		t.csel = 0
		// One row within reach needs no question.
		var to []card.Color
		for _, a := range t.legal {
			if a.Kind == mConnect && a.slot == slot && !slices.Contains(to, a.to) {
				to = append(to, a.to)
			}
		}
		if len(to) == 1 {
			t.pick.to = to[0]
			t.pick.mode = pickLinkCard
		}
	case pickLinkTo:
		t.pick.to = slot.Color()
		t.pick.mode = pickLinkCard
	}
}

// finishLink lays the connection card and the chosen card after it, in one
// go; a card that cannot follow leaves the connection waiting.
func (t *Table) finishLink(c card.Card) {
	p := t.pick
	want := p.demand()
	if c != want && !c.IsJoker() {
		t.Say(fmt.Sprintf(t.text.LinkNeeds, t.text.CardName(want)))
		return
	}
	t.cancelPick()
	if !t.Act(Move{Kind: mConnect, slot: p.at, to: p.to}) {
		return
	}
	t.Act(Move{Kind: MLay, card: c, slot: want})
}

// pickKeys lets the keyboard walk the offered slots: arrows choose, Enter
// takes the slot.
func (t *Table) pickKeys(in *game.Input) {
	n := len(t.cands)
	if n == 0 {
		return
	}
	switch {
	case in.Key(ebiten.KeyArrowLeft), in.Key(ebiten.KeyArrowUp):
		t.csel = (t.csel + n - 1) % n
		t.keys = true
	case in.Key(ebiten.KeyArrowRight), in.Key(ebiten.KeyArrowDown), in.Key(ebiten.KeyTab):
		t.csel = (t.csel + 1) % n
		t.keys = true
	case in.Key(ebiten.KeyEnter), in.Key(ebiten.KeySpace):
		t.chooseSlot(t.cands[min(t.csel, n-1)])
	case in.Key(ebiten.KeyC) && t.pick.mode >= pickLinkFrom:
		t.cancelPick()
	}
}

// refreshPick lists the slots the pick may choose now, and gives up a pick
// the position no longer allows (the turn went on, the joker was laid).
func (t *Table) refreshPick() {
	t.cands = t.cands[:0]
	if t.pick.mode == pickNone {
		return
	}
	if !t.HumanTurn() {
		t.cancelPick()
		return
	}
	for _, a := range t.legal {
		var slot card.Card
		switch {
		case t.pick.mode == pickJoker && a.Kind == MLay && a.card == t.pick.joker:
			slot = a.slot
		case t.pick.mode == pickLinkFrom && a.Kind == mConnect:
			slot = a.slot
		case t.pick.mode == pickLinkTo && a.Kind == mConnect && a.slot == t.pick.at:
			slot = card.New(a.to, a.slot.Value())
		case t.pick.mode == pickLinkCard && a.Kind == mConnect && a.slot == t.pick.at && a.to == t.pick.to:
			slot = t.pick.demand()
		default:
			continue
		}
		if !slices.Contains(t.cands, slot) {
			t.cands = append(t.cands, slot)
		}
	}
	if len(t.cands) == 0 {
		t.cancelPick()
	}
	t.csel = min(t.csel, max(0, len(t.cands)-1))
}

// pickStatus is the status line while a pick waits: what to choose now.
func (t *Table) pickStatus() string {
	tx := t.text
	switch t.pick.mode {
	case pickJoker:
		return tx.PickJoker
	case pickLinkFrom:
		return tx.PickLinkFrom
	case pickLinkTo:
		return tx.PickLinkTo
	case pickLinkCard:
		return fmt.Sprintf(tx.PickLinkCard, tx.CardName(t.pick.demand()))
	}
	return ""
}

// refreshMaster updates the figures of MASTER's extras: connection and
// bonus cards per seat, the supply, and the cards laid this turn.
func (t *Table) refreshMaster() {
	if t.pk == nil {
		return
	}
	tx := t.text
	x := &t.xv
	for p := range t.Setup.Players {
		e := &t.extras[p]
		if e.links != x.Links[p] || e.linkStr == "" {
			e.links = x.Links[p]
			e.linkStr = strconv.Itoa(e.links)
		}
		if e.bonus != x.Bonus[p] || e.bonusStr == "" {
			e.bonus = x.Bonus[p]
			e.bonusStr = strconv.Itoa(e.bonus)
		}
	}
	t.supply = fmt.Sprintf(tx.Supply, x.Supply)
	t.supplyNum = strconv.Itoa(x.Supply)
	t.linkLabel = fmt.Sprintf(tx.LinkButton, x.Links[t.Bottom])
	if t.pick.mode >= pickLinkFrom {
		t.linkLabel = tx.TakeBack
	}
	t.laidStr = ""
	if !x.Over && !t.dealing {
		t.laidStr = fmt.Sprintf(tx.LaidOf, x.Laid, x.MaxLaid)
		t.laidCount = laidCountOf(tx, x.Laid, x.MaxLaid)
	}
}

// bonusTrack follows the seven bonus cards as sprites: which seat holds
// each (-1: the supply) and when it was won, so a card once won stays the
// same sprite and never jumps to another seat when that seat wins one too
// (also when a replay steps back and forth).
type bonusTrack struct {
	owner [master.BonusCards]int8
	order [master.BonusCards]int
	next  int
	init  bool
}

// sync brings the owners in line with the seats' bonus counts: cards given
// back (a replay stepping back) return to the supply, the latest won first;
// cards won come from the top of the supply.
func (b *bonusTrack) sync(players int, count *[shell.MaxSeats]int) {
	if !b.init {
		for k := range b.owner {
			b.owner[k] = -1
		}
		b.init = true
	}
	for p := range players {
		held := 0
		for _, o := range b.owner {
			if int(o) == p {
				held++
			}
		}
		for ; held > count[p]; held-- {
			last := -1
			for k, o := range b.owner {
				if int(o) == p && (last < 0 || b.order[k] > b.order[last]) {
					last = k
				}
			}
			b.owner[last] = -1
		}
		for ; held < count[p]; held++ {
			top := -1
			for k, o := range b.owner {
				if o < 0 {
					top = k
				}
			}
			if top < 0 {
				return // more won than exist: the engine never allows it
			}
			b.owner[top], b.order[top] = int8(p), b.next
			b.next++
		}
	}
}

// placeBonus gives the seven bonus cards their places: the supply beside
// the rows, or the name plate of the seat that won them, so a won card
// flies there.
func (t *Table) placeBonus(first bool) {
	if t.pk == nil {
		return
	}
	l := &t.Lay
	b := &t.bonus
	b.sync(t.Setup.Players, &t.xv.Bonus)
	free := 0
	for k, o := range b.owner {
		if o < 0 {
			p := sprites.Pose{X: l.supply.X - float64(free)*1.5, Y: l.supply.Y - float64(free)*1.5, W: l.supply.W, FaceUp: true, Z: 150 + free}
			free++
			if first {
				t.Motion.Place(bonusBase+k, p)
			} else {
				t.moveID(bonusBase+k, p, 0)
			}
			continue
		}
		// Its place among its seat's cards, in the order they were won.
		i := 0
		for j, oo := range b.owner {
			if oo == o && b.order[j] < b.order[k] {
				i++
			}
		}
		x, y, w := t.bonusPlace(int(o), i)
		t.moveID(bonusBase+k, sprites.Pose{X: x, Y: y, W: w, FaceUp: true, Z: 500 + i}, 0)
	}
}

// bonusPlace is where seat p's i-th bonus card lies: fanned at the right of
// its name plate, or beside the bottom seat's name.
func (t *Table) bonusPlace(p, i int) (x, y, w float64) {
	l := &t.Lay
	w = 26
	if l.portrait || l.short {
		// Small, at the foot of the seat's stack of backs (the bottom
		// seat's: of the pile).
		w = 20
		if p == t.Bottom {
			return l.pile.X + l.pile.W - w + 6 - float64(i)*5, l.pile.Y + l.pile.H - ui.CardH(w) + 6, w
		}
		b := l.seatBox(t.opponentIndex(p))
		return b.X + 8 + l.oppCardW - w + 4 - float64(i)*5, b.Y + b.H - ui.CardH(w) - 2, w
	}
	if p == t.Bottom {
		return l.handLeft + 8 + 300 + float64(i)*10, l.statusY - ui.CardH(w)/2 + 4, w
	}
	b := l.seatBox(t.opponentIndex(p))
	return b.X + b.W - 12 - w - float64(i)*10, b.Y + b.H - ui.CardH(w) - 8, w
}

// drawBonusCard paints a bonus card: gold, worth eleven points.
func (t *Table) drawBonusCard(p sprites.Pose) {
	ctx := t.ctx
	s := ctx.Scale
	h := ui.CardH(p.W)
	ctx.Paint.DrawPanel(t.screen, (p.X+1)*s, (p.Y+2)*s, p.W*s, h*s, p.W*0.12*s, ui.SeatInk)
	ctx.Paint.DrawPanel(t.screen, p.X*s, p.Y*s, p.W*s, h*s, p.W*0.12*s, bonusInk)
	ctx.Paint.DrawPanel(t.screen, (p.X+p.W*0.1)*s, (p.Y+p.W*0.1)*s, p.W*0.8*s, (h-p.W*0.2)*s, p.W*0.08*s, bonusInner)
	ctx.Paint.DrawText(t.screen, "+11", sprites.Face(p.W*0.34*s, true), (p.X+p.W/2)*s, (p.Y+h/2)*s, ui.DarkText, sprites.Center)
}

// drawMaster paints what lies over the cards of a MASTER table: the
// connection cards between the rows, the slot each joker stands for, the
// slots a pick offers and the bridge it would make.
func (t *Table) drawMaster(ctx *game.Context) {
	if t.pk == nil {
		return
	}
	l := &t.Lay
	s := ctx.Scale
	for _, b := range t.xv.Bridges {
		t.drawLink(ctx, b.at, b.to, ui.LinkInk)
	}
	small := sprites.Face(l.slotW*0.3*s, true)
	if l.portrait || l.short {
		small = sprites.Face(math.Max(13, l.slotW*0.26)*s, true)
	}
	for _, at := range t.xv.Jokers {
		x, y := l.slot(at.Color(), at.Value())
		w := l.slotW * 0.62
		cx, cy := x+l.slotW/2, y+l.slotH-w*0.32
		if (l.portrait || l.short) && at.Value() < l.values {
			// In the part of the place the next card leaves.
			w = math.Max(l.slotX[at.Value()+1]-x, 28)
			cx = x + w/2
		}
		if l.short {
			// At the foot of the strip the next row leaves.
			cy = y + l.strip() - w*0.25 - 1
		}
		ctx.Paint.DrawPanel(t.screen, (cx-w/2)*s, (cy-w*0.25)*s, w*s, w*0.5*s, w*0.2*s, ui.ChipInk)
		ctx.Paint.DrawText(t.screen, valueLabel(at.Value()), small, cx*s, cy*s, colorInk(at.Color()), sprites.Center)
	}
	if t.pick.mode == pickLinkCard {
		t.drawLink(ctx, t.pick.at, t.pick.to, ui.ActiveInk)
	}
	for i, c := range t.cands {
		x, y := l.slot(c.Color(), c.Value())
		w := 3.0
		if t.keys && i == t.csel {
			w = 5
		}
		ctx.Art.DrawOutline(t.screen, (x-3)*s, (y-3)*s, (l.slotW+6)*s, (l.slotH+6)*s, w*s, ui.ActiveInk)
	}
	if t.pick.mode == pickLinkTo {
		// The slot already chosen stays marked while the row is chosen.
		x, y := l.slot(t.pick.at.Color(), t.pick.at.Value())
		ctx.Art.DrawOutline(t.screen, (x-3)*s, (y-3)*s, (l.slotW+6)*s, (l.slotH+6)*s, 5*s, ui.LinkInk)
	}
	if l.portrait || l.short {
		// The connection cards each seat has left, on its stack of backs
		// (drawn over the cards).
		for p := range t.Setup.Players {
			if p != t.Bottom {
				b := l.seatBox(t.opponentIndex(p))
				t.drawExtras(ctx, p, b.X+10, b.Y+16)
			}
		}
	}
	t.drawLaid(ctx)
}

// drawLink paints a connection card in the gap between the rows of at and
// the neighbouring row to.
func (t *Table) drawLink(ctx *game.Context, at card.Card, to card.Color, ink color.Color) {
	l := &t.Lay
	s := ctx.Scale
	x, y1 := l.slot(at.Color(), at.Value())
	_, y2 := l.slot(to, at.Value())
	gapY := (y1+y2)/2 + l.slotH/2
	// Narrow, so the cards' corner values stay readable beside it.
	w := l.slotW * 0.34
	h := l.rowStep - l.slotH + l.slotH*0.34
	cx := x + l.slotW/2
	if l.short {
		// The rows overlap downwards: the connection card lies under the
		// upper card's value, down to the lower card's top.
		w = math.Min(l.slotW*0.34, l.slotX[min(at.Value()+1, l.values)]-x-2)
		if at.Value() == l.values {
			w = l.slotW * 0.34
		}
		top := math.Min(y1, y2) + l.slotW*tCornerDown + 1
		bottom := math.Max(y1, y2) - 1
		h = bottom - top
		gapY = (top + bottom) / 2
		cx = x + 1 + w/2
	} else if l.portrait {
		// The narrow rows show only a strip of each card, its value at
		// the top: the connection card lies in the gap and over the foot
		// of the upper card's strip, clear of the lower card's value.
		w = math.Min(l.slotW*0.34, l.slotX[min(at.Value()+1, l.values)]-x-2)
		if at.Value() == l.values {
			w = l.slotW * 0.34
		}
		top := math.Min(y1, y2) + l.slotH*0.62
		bottom := math.Max(y1, y2) - 1
		h = bottom - top
		gapY = (top + bottom) / 2
		cx = x + 1 + w/2
	}
	ctx.Paint.DrawPanel(t.screen, (cx-w/2)*s, (gapY-h/2)*s, w*s, h*s, 5*s, ink)
	ctx.Paint.DrawText(t.screen, "↕", sprites.Face(h*0.8*s, true), cx*s, gapY*s, ui.DarkText, sprites.Center)
}

// drawExtras paints a seat's connection and bonus cards as two small
// figures: the connection cards it has left, the bonus cards it won.
func (t *Table) drawExtras(ctx *game.Context, p int, x, y float64) {
	if t.pk == nil {
		return
	}
	s := ctx.Scale
	e := &t.extras[p]
	face := sprites.Face(14*s, true)
	ctx.Paint.DrawPanel(t.screen, x*s, (y-10)*s, 16*s, 20*s, 3*s, ui.LinkInk)
	ctx.Paint.DrawText(t.screen, "↕", sprites.Face(13*s, true), (x+8)*s, y*s, ui.DarkText, sprites.Center)
	ctx.Paint.DrawText(t.screen, e.linkStr, face, (x+21)*s, y*s, ui.TextColor, sprites.Left)
}

// Inks of MASTER's extras, boxed once so drawing allocates nothing.
var (
	bonusInk   color.Color = color.NRGBA{201, 150, 36, 255}
	bonusInner color.Color = color.NRGBA{250, 222, 130, 255}
)

// rowInks are the colours' dark inks, for a joker's slot label.
var rowInks = [card.NumColors]color.NRGBA{
	card.Red:    {163, 22, 31, 255},
	card.Yellow: {143, 90, 0, 255},
	card.Green:  {20, 112, 58, 255},
	card.Blue:   {23, 63, 148, 255},
}

func colorInk(c card.Color) color.NRGBA { return rowInks[c&3] }

func valueLabel(v int) string {
	if v >= 1 && v < len(valueLabels) {
		return valueLabels[v]
	}
	return "?"
}

// slotNumbers are the values 0..21 as text, made once.
var slotNumbers = func() []string {
	out := make([]string, card.MaxValue+1)
	for v := range out {
		out[v] = strconv.Itoa(v)
	}
	return out
}()

// valueLabels are the slot values as text, made once.
var valueLabels = func() []string {
	out := make([]string, card.MaxValue+1)
	for v := range out {
		out[v] = "=" + strconv.Itoa(v)
	}
	return out
}()
