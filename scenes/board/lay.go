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

	"github.com/hajimehoshi/ebiten/v2"
)

// zoneKind is how the cards of a zone lie.
type zoneKind uint8

const (
	// zFan: side by side, overlapping when short of room (a hand).
	zFan zoneKind = iota
	// zPile: squared, the last card on top (a stack, a pile, won cards).
	zPile
	// zRow: side by side with gaps (open piles' tops, a trick).
	zRow
)

// zone is a group of cards as one seat sees it: a hand, a stack, a pile.
// A card.None stands for a card lying face down, whatever it is: the seat
// does not know it, so the table never learns it either.
type zone struct {
	owner int // the seat in front of which it lies, -1 for the middle
	kind  zoneKind
	cards []card.Card
	// label is said above the zone ("Stack 12").
	label string
	// place: the number ending the label is a seat's place ("Out – place
	// 2"), not a count of the zone's cards.
	place bool
	// list: the label lists values ("left: 3 7 11"), so none of its
	// numbers counts the cards while the deal runs.
	list bool
	// short is said instead of label where the label finds no room whole
	// (a narrow panel on an upright phone): the part that matters most,
	// such as the seat's name without what it is doing ("Bot 2" for "Bot
	// 2 · gewählt", the card lying there saying the rest).
	short string
	// private: the cards are the owner's secret (his hand). When several
	// people share the screen they lie face down until the owner has the
	// device.
	private bool
	// slots is the number of places a row keeps (open piles), 0 for as many
	// as it has cards.
	slots int
	// mark outlines the zone (the card just turned, the pile that fits).
	mark bool
	// src is the seat whose cards come into a zone of the middle, plus one
	// (0: any), so a card flies from that seat's place.
	src int
	// copies: the cards are shown to everybody although they now lie
	// elsewhere (Mogeln's card turned by a call, gone into a hand): they
	// are sprites of their own, drawn face up.
	copies bool
}

// choice is one thing the person on turn may do, in the table's terms:
// press a card (zone, index), a whole zone (index -1), or a button (zone
// -1); to, when set, is a second press that completes it (a card laid on a
// pile, two cards laid as one).
type choice struct {
	act        games.Action
	zone, card int
	to         *spot
	label      string // a button's label
	keyLabel   string // the label with its key, made on first use
	// key answers to the choice, none when 0 unless keyed: a window's
	// choice may carry a person's key, which may be ebiten.KeyA (0).
	key   ebiten.Key
	keyed bool
	// flip, when set, makes a button a switch of the game's board (Farben
	// sammeln's "Schluss" with the next lay) instead of an action: pressing
	// it calls flip and lays the table out again.
	flip func()
}

// hasKey reports whether a key answers to the choice.
func (c *choice) hasKey() bool { return c.key != 0 || c.keyed }

// Shown is the button's label: with its key, "Draw (D)", while a keyboard
// is in use. The keyed label is kept once made, so a frame allocates
// nothing.
func (c *choice) Shown(keyboard bool, tx *i18n.Text) string {
	if !keyboard || !c.hasKey() {
		return c.label
	}
	if c.keyLabel == "" {
		c.keyLabel = c.label + " (" + tx.KeyName(c.key) + ")"
	}
	return c.keyLabel
}

// spot is a place a person can press: a card of a zone, or the zone
// (card -1).
type spot struct{ zone, card int }

// tableau is everything the table shows of a round from one seat: the
// zones, the big word of the middle and the person's choices. A game's
// board fills it from the seat's view alone.
type tableau struct {
	zones []zone
	// big is said large over the middle (Mogeln's claim); bigSub under it.
	big, bigSub string
	// note is the status line's advice for the person on turn, in words
	// for tapping; keyNote is the same advice naming keys, said instead
	// while a keyboard is in use ("" when note names no key).
	note, keyNote string
	choices       []choice
	// held: the board holds the reveal of the last play (see
	// boardRevealer): the game lays out the cards it turned, face up, and
	// says the outcome in big and bigSub, until the hold ends.
	held bool
	// person: the seat laid out is played by a person at the screen, so
	// its own things are spoken of as his ("you are safe"); a bot's are
	// named by the seat's name.
	person bool
}

// seatSays is the line about seat p laid out in tb: you, when a person
// plays it, else f with the seat's name.
func (tb *tableau) seatSays(names []string, p int, f, you string) string {
	if tb.person || p < 0 || p >= len(names) {
		return you
	}
	return fmt.Sprintf(f, names[p])
}

// Reset empties the tableau, keeping its buffers.
func (tb *tableau) Reset() {
	for i := range tb.zones {
		tb.zones[i].cards = tb.zones[i].cards[:0]
	}
	tb.zones = tb.zones[:0]
	tb.choices = tb.choices[:0]
	tb.big, tb.bigSub, tb.note, tb.keyNote = "", "", "", ""
}

// add appends a zone and returns its index, reusing the card buffer left
// at that place by the last tableau.
//
// It is not inlined: a game's lay calls it a dozen times, and each copy of
// its zone literal would weigh on the browser's download for no speed a
// player could see (a board is laid out when its round changes).
//
//go:noinline
func (tb *tableau) add(owner int, kind zoneKind, label string, cards []card.Card) int {
	i := len(tb.zones)
	if i < cap(tb.zones) {
		tb.zones = tb.zones[:i+1]
		buf := tb.zones[i].cards[:0]
		tb.zones[i] = zone{owner: owner, kind: kind, label: label, cards: append(buf, cards...)}
	} else {
		tb.zones = append(tb.zones, zone{owner: owner, kind: kind, label: label, cards: append([]card.Card(nil), cards...)})
	}
	return i
}

// hidden appends a zone of n cards lying face down.
func (tb *tableau) hidden(owner int, kind zoneKind, label string, n int) int {
	i := tb.add(owner, kind, label, nil)
	z := &tb.zones[i]
	for range n {
		z.cards = append(z.cards, card.None)
	}
	return i
}

// secretOf is the seat whose secret a private zone is: its owner, or for a
// zone of the middle the seat it comes from.
func (z *zone) secretOf() int {
	if z.owner >= 0 {
		return z.owner
	}
	return z.src - 1
}

// from names the seat whose cards come into the middle zone i.
func (tb *tableau) from(i, seat int) { tb.zones[i].src = seat + 1 }

// pick adds a choice made by pressing a card (card -1: the zone).
//
// Not inlined, as add.
//
//go:noinline
func (tb *tableau) pick(a games.Action, zone, c int) *choice {
	tb.choices = append(tb.choices, choice{act: a, zone: zone, card: c})
	return &tb.choices[len(tb.choices)-1]
}

// Button adds a choice made by a button (and its key).
//
// Not inlined, as add.
//
//go:noinline
func (tb *tableau) Button(a games.Action, label string, key ebiten.Key) {
	tb.choices = append(tb.choices, choice{act: a, zone: -1, card: -1, label: label, key: key})
}

// toggle adds a button (and its key) that switches something of the
// game's board: flip is called when it is pressed.
//
// Not inlined, as add.
//
//go:noinline
func (tb *tableau) toggle(label string, key ebiten.Key, flip func()) {
	tb.choices = append(tb.choices, choice{zone: -1, card: -1, label: label, key: key, flip: flip})
}

// Sprite ids: a known card is its own index (as the rows table has it);
// a card lying face down is a place, never a card: hiddenBase plus its
// zone and its position there.
const (
	hiddenBase = 1000
	zoneSpan   = 128
)

func hiddenID(zone, i int) int { return hiddenBase + zone*zoneSpan + i }

// maxZones bounds a board's zones, so that copyBase stays low: Motion keeps
// its cards in a slice as long as the highest id, and walks it every tick.
const maxZones = 40

// copyBase starts the sprite ids of cards shown as copies (zone.copies),
// above every place of a face-down card.
const copyBase = hiddenBase + maxZones*zoneSpan

// spriteID is the sprite id of the card at position i of zone zi.
func spriteID(z *zone, zi, i int) int {
	switch c := z.cards[i]; {
	case c == card.None:
		return hiddenID(zi, i)
	case z.copies:
		return copyBase + c.Index()
	default:
		return c.Index()
	}
}

// boardGeom is the board's geometry for one screen size.
type boardGeom struct {
	LW, LH     float64
	seats      int     // other seats along the top
	panelY     float64 // the top panels
	panelH     float64
	panelW     float64
	panelGap   float64
	panelLeft  float64
	oppW       float64 // an opponent's card width
	midTop     float64 // the middle band
	midBottom  float64
	midW       float64 // a middle card's width
	logX, logW float64 // the log of plays at the right of the middle
	// logR is the log's place where the layout sets it (the narrow and
	// the short design; layLog places the wide one's), logOpen the
	// rectangle a narrow strip opens over.
	logR, logOpen ui.Rect
	handW         float64 // the bottom seat's card width
	handY         float64
	statusY       float64
	buttonsX      float64
	buttonW       float64
	buttonH       float64

	// narrow: the portrait design (game.Narrow), one column from the
	// opponents at the top to the hand at the bottom. The fields below
	// are its own; placeNarrow sets those that follow the tableau.
	narrow   bool
	cols     int     // opponents' panels a row
	nameLine bool    // the bottom seat's name has a line (people share the screen)
	infoY    float64 // the line of the round, the deal code and the rules link
	bigY     float64 // the big word's centre
	statusY2 float64 // the status box: its top and height
	statusH  float64
	buttonsY float64 // the row of buttons
	buttons  int     // how many buttons the row has now
	nameY    float64 // the bottom seat's name

	// short: the short landscape design (game.Short), for a phone held
	// sideways: a column at the left (the round, the deal code and the
	// menu link, the log, the status, Undo and the buttons, under the
	// left thumb) beside the main area (the opponents' panels in a row at
	// the top, the middle, the hand along the bottom). The fields below
	// are its own; placeShort sets those that follow the tableau.
	short      bool
	sideX      float64 // the column at the left
	sideW      float64
	sideTop    float64
	mainX      float64 // the main area right of the column
	mainW      float64
	panelsWide bool    // the panels' row spans the column too
	codeY      float64 // the deal code's line in the column (0: none)
	oppMax     float64 // the opponents' card width while the height allows
	slots      int     // the buttons the column keeps room for
	bigX, bigW float64 // the big word's centre and room
}

// Narrow layout constants, in logical units.
const (
	nMargin  = 10.0
	nGap     = 8.0
	nOppW    = 52.0 // 48 CSS px on the narrowest screen
	nPanelIn = 8.0  // a panel's padding
	nPanelTo = 50.0 // a panel's cards below its top: the name, then the labels under it
	nLabelH  = 22.0 // a zone's label over its cards
	nInfoH   = 24.0
	nStatusH = 44.0 // two lines of status
	nButtonH = 48.0
	nLineMin = 50.0 // a hand's second line below its first
	nBigH    = 56.0 // the big word and the line under it
)

// FitsNarrow tells the game that the board lays itself out for portrait
// and narrow windows: every game of the board, at every number of players
// (see placeNarrow and the board's layout tests).
func (b *Board) FitsNarrow() bool { return true }

// FitsShort tells the game that the board lays itself out for short
// landscape windows too: every game of the board, at every number of
// players (see placeShort and the board's short layout tests).
func (b *Board) FitsShort() bool { return true }

func newBoardGeom(lw, lh float64, seats int) boardGeom {
	g := boardGeom{LW: lw, LH: lh, seats: seats}
	if lh < game.DesignH && lw >= lh*game.NarrowRatio {
		// Only the short design is lower than DesignH and landscape
		// (game.FitShort).
		g.newShort()
		return g
	}
	if lw < game.DesignW {
		// Only the narrow design is narrower than DesignW (game.Fit).
		g.newNarrow()
		return g
	}
	g.panelY, g.panelH = 10, 142
	g.panelGap = 12
	g.panelW = math.Min(360, (lw-40-float64(seats-1)*g.panelGap)/float64(max(1, seats)))
	g.panelLeft = (lw - (g.panelW*float64(seats) + g.panelGap*float64(seats-1))) / 2
	g.oppW = 48
	g.handW = 88
	g.handY = lh - ui.CardH(g.handW) - 16
	g.statusY = g.handY - 56
	g.midTop = g.panelY + g.panelH + 40
	g.midBottom = g.statusY - 30
	g.logW = 300
	g.logX = lw - g.logW - 20
	g.midW = math.Min(96, math.Max(60, (g.midBottom-g.midTop-40)/ui.CardRatio))
	g.buttonW, g.buttonH = 200, 48
	g.buttonsX = lw - g.buttonW - 28
	return g
}

// panel is the box of the i-th other seat along the top.
func (g *boardGeom) panel(i int) ui.Rect {
	if g.short {
		return ui.Rect{X: g.panelLeft + float64(i)*(g.panelW+g.panelGap), Y: g.panelY, W: g.panelW, H: g.panelH}
	}
	if g.narrow {
		row, col := i/g.cols, i%g.cols
		// The last row is centred.
		n := min(g.cols, g.seats-row*g.cols)
		left := (g.LW - (g.panelW*float64(n) + g.panelGap*float64(n-1))) / 2
		return ui.Rect{X: left + float64(col)*(g.panelW+g.panelGap), Y: g.panelY + float64(row)*(g.panelH+g.panelGap), W: g.panelW, H: g.panelH}
	}
	return ui.Rect{X: g.panelLeft + float64(i)*(g.panelW+g.panelGap), Y: g.panelY, W: g.panelW, H: g.panelH}
}

// Button is the i-th button from the bottom in the right column.
func (g *boardGeom) Button(i int) ui.Rect {
	if g.short {
		// A column at the bottom of the side column, the first lowest.
		return ui.Rect{X: g.sideX, Y: g.LH - ui.SMargin - g.buttonH - float64(i)*(g.buttonH+ui.SGap), W: g.sideW, H: g.buttonH}
	}
	if g.narrow {
		// A row above the hand, the first at the left.
		n := max(1, g.buttons)
		w := (g.LW - 2*nMargin - float64(n-1)*nGap) / float64(n)
		return ui.Rect{X: nMargin + float64(i)*(w+nGap), Y: g.buttonsY, W: w, H: g.buttonH}
	}
	return ui.Rect{X: g.buttonsX, Y: g.LH - 30 - g.buttonH - float64(i)*(g.buttonH+12), W: g.buttonW, H: g.buttonH}
}

// zoneBox is where a zone's cards lie, with the poses of its cards.
type zoneBox struct {
	r     ui.Rect
	w     float64 // card width
	poses []sprites.Pose
}

// width is how wide a zone of n cards of width w lies, within room.
func zoneWidth(z *zone, w, room float64) float64 {
	n := len(z.cards)
	switch z.kind {
	case zPile:
		return w
	case zRow:
		k := max(n, z.slots, 1)
		return float64(k)*w + float64(k-1)*w*0.15
	}
	if n <= 1 {
		return w
	}
	return math.Min(room, w+float64(n-1)*w*1.06)
}

// layZones lays zones in a row from x (or centred on cx when center)
// within room, each card of width w, their tops at y.
func layZones(boxes []zoneBox, zones []zone, idx []int, x, y, w, room float64, center bool, z0 int) {
	layZonesGap(boxes, zones, idx, x, y, w, room, center, z0, w*0.35)
}

// layZonesGap is layZones with gap between the zones.
func layZonesGap(boxes []zoneBox, zones []zone, idx []int, x, y, w, room float64, center bool, z0 int, gap float64) {
	if len(idx) == 0 {
		return
	}
	total := 0.0
	// The fans share what the piles and rows leave.
	fixed, fans := 0.0, 0
	for _, i := range idx {
		if zones[i].kind == zFan {
			fans++
			continue
		}
		fixed += zoneWidth(&zones[i], w, room)
	}
	fanRoom := math.Max(w, (room-fixed-gap*float64(len(idx)-1))/float64(max(1, fans)))
	widths := make([]float64, len(idx))
	for k, i := range idx {
		widths[k] = zoneWidth(&zones[i], w, fanRoom)
		total += widths[k]
	}
	total += gap * float64(len(idx)-1)
	// Labels wider than their zones push the zones apart, as far as the
	// room allows, so that neighbouring labels do not run into each other.
	gaps := make([]float64, len(idx))
	spare := room - total
	for k := 1; k < len(idx) && spare > 0; k++ {
		need := (labelWidth(zones[idx[k-1]].label, 15)+labelWidth(zones[idx[k]].label, 15))/2 + 8
		extra := math.Min(spare, need-(widths[k-1]+widths[k])/2-gap)
		if extra > 0 {
			gaps[k] = extra
			spare -= extra
			total += extra
		}
	}
	if center {
		x -= total / 2
	}
	for k, i := range idx {
		z := &zones[i]
		b := &boxes[i]
		x += gaps[k]
		b.r = ui.Rect{X: x, Y: y, W: widths[k], H: ui.CardH(w)}
		b.w = w
		b.poses = b.poses[:0]
		n := len(z.cards)
		for j := range z.cards {
			p := sprites.Pose{X: x, Y: y, W: w, FaceUp: z.cards[j] != card.None, Z: z0 + i*zoneSpan + j}
			switch z.kind {
			case zPile:
				// A squared pile shows its height by a small offset.
				off := math.Min(float64(j), 12) * 0.4
				if n > 12 {
					off = float64(j) / float64(n-1) * 12 * 0.4
				}
				p.X -= off
				p.Y -= off
			case zRow:
				p.X += float64(j) * w * 1.15
			default:
				if n > 1 {
					step := math.Min(w*1.06, (widths[k]-w)/float64(n-1))
					p.X += float64(j) * step
				}
			}
			b.poses = append(b.poses, p)
		}
		x += widths[k] + gap
	}
}

// newNarrow sets the fixed part of the narrow design: the opponents'
// panels in rows at the top, as many a row as hold two cards side by
// side, and the sizes of the cards and buttons.
func (g *boardGeom) newNarrow() {
	g.narrow = true
	g.panelY, g.panelGap = 8, nGap
	g.oppW = nOppW
	least := 2*nOppW + nGap + 2*nPanelIn
	room := g.LW - 2*nMargin
	g.cols = max(1, min(g.seats, int((room+nGap)/(least+nGap))))
	g.panelW = math.Min(360, (room-float64(g.cols-1)*nGap)/float64(g.cols))
	g.panelH = nPanelTo + ui.CardH(nOppW) + nPanelIn
	rows := (max(1, g.seats) + g.cols - 1) / g.cols
	bottom := g.panelY + float64(rows)*(g.panelH+nGap) - nGap
	g.infoY = bottom + 4 + nInfoH/2
	g.midTop = g.infoY + nInfoH/2 + 4
	g.handW = math.Min(80, math.Max(60, room/6.5))
	g.midW = nOppW
	g.buttonH = nButtonH
	g.buttonW = room
	g.logX, g.logW = nMargin, room
	g.buttonsX = nMargin
}

// centerX is the middle of the table's centre: the screen's in the narrow
// design, left of the log in the landscape one.
func (g *boardGeom) centerX() float64 {
	if g.short {
		return g.mainX + g.mainW/2
	}
	if g.narrow {
		return g.LW / 2
	}
	return (g.logX - 20) / 2
}

// handLines is how a fan of n cards w wide lies in room: per line, the
// step between cards and the number of lines (up to four). A card's
// corner keeps a fingertip's room while the lines allow it.
func handLines(n int, w, room float64) (per int, step float64, lines int) {
	const tap = 48 // 44 CSS px on the narrowest screen
	if n <= 1 {
		return 1, w * 1.06, 1
	}
	step = math.Min(w*1.06, tap)
	per = 1 + int((room-w)/step)
	lines = min(4, (n+per-1)/per)
	per = (n + lines - 1) / lines
	if per > 1 {
		step = math.Min(w*1.06, (room-w)/float64(per-1))
	}
	return per, step, lines
}

// placeNarrow lays the tableau out in the narrow design (and reports
// whether it did): the opponents compact at the top, the centre sized to
// the width, the log's last lines and the status under it, the buttons in
// a row and the hand, in lines if need be, at the bottom.
func (b *Board) placeNarrow(own, fans, mid []int, seatZones [][]int) bool {
	g := &b.Geom
	if !g.narrow {
		return false
	}
	zs := b.tb.zones
	room := g.LW - 2*nMargin
	// The bottom seat: its piles at the left, the hand beside them.
	lines, per, step := 1, 0, 0.0
	ownW := math.Max(nOppW, g.handW*0.8)
	left := nMargin
	ownRoom := 0.0
	for _, i := range own {
		ownRoom += zoneWidth(&zs[i], ownW, room) + ownW*0.35
	}
	if len(own) > 0 {
		left += ownRoom + 12
	}
	fanRoom := g.LW - nMargin - left
	if len(fans) == 1 {
		per, step, lines = handLines(len(zs[fans[0]].cards), g.handW, fanRoom)
	}
	blockH := ui.CardH(g.handW) + float64(lines-1)*nLineMin
	g.handY = g.LH - nMargin - blockH
	layZones(b.boxes, zs, own, nMargin, g.handY+ui.CardH(g.handW)-ui.CardH(ownW), ownW, ownRoom, false, 2000)
	if len(fans) == 1 {
		// One hand: its cards at an even step, in lines if need be, so
		// each corner keeps a fingertip's room (a fan of its own would
		// squeeze a hand grouped by colour below that).
		layHandLines(&b.boxes[fans[0]], zs, fans[0], left, fanRoom, g.handY, g.handW, blockH, step, nLineMin, per)
	} else {
		layZones(b.boxes, zs, fans, left+fanRoom/2, g.handY, g.handW, fanRoom, true, 4000)
	}
	top := g.handY - nLabelH
	g.nameLine = b.Setup.Humans() > 1
	if g.nameLine {
		g.nameY = top - 12
		top -= 26
	}
	g.buttons = 0
	for _, c := range b.tb.choices {
		if c.zone < 0 {
			g.buttons++
		}
	}
	g.buttonsY = top - 6 - nButtonH
	g.statusH = nStatusH
	g.statusY2 = g.buttonsY - 10 - nStatusH
	g.statusY = g.statusY2 + nStatusH/2
	// The middle: the big word, then the zones in as few lines as hold
	// them at the least card width, as large as the height allows.
	bigH := 0.0
	if b.tb.big != "" {
		bigH = nBigH
	}
	rowsOf := func(w float64) [][]int { return middleRows(zs, mid, w, room, 3) }
	rows := rowsOf(nOppW)
	need := bigH + float64(len(rows))*(nLabelH+ui.CardH(nOppW)) + float64(max(0, len(rows)-1))*nGap
	// The log takes what the middle leaves: a strip of two rows at most,
	// which opens over the opponents and the middle, down to itself.
	rowsLog := 2
	for rowsLog > 0 && g.statusY2-4-boardLogStrip(rowsLog)-4-g.midTop < need {
		rowsLog--
	}
	// Without a row's room it is not shown (its width kept, see layLog).
	g.logR, g.logOpen = ui.Rect{X: nMargin, Y: g.statusY2 - 4, W: room, H: 0}, ui.Rect{}
	g.midBottom = g.statusY2 - 4 - 4
	if rowsLog > 0 {
		h := boardLogStrip(rowsLog)
		g.logR = ui.Rect{X: nMargin, Y: g.statusY2 - 4 - h, W: room, H: h}
		g.logOpen = ui.Rect{X: nMargin, Y: g.panelY, W: room, H: g.logR.Y + h - g.panelY}
		g.midBottom = g.logR.Y - 4
	}
	avail := g.midBottom - g.midTop - bigH - float64(max(0, len(rows)-1))*nGap
	w := nOppW
	if n := len(rows); n > 0 {
		w = math.Max(nOppW, math.Min(96, (avail/float64(n)-nLabelH)/ui.CardRatio))
		// As wide as every line still holds.
		for w > nOppW && len(rowsOf(w)) > n {
			w--
		}
		rows = rowsOf(w)
	}
	g.midW = w
	g.bigY = g.midTop + 18
	blockMid := float64(len(rows))*(nLabelH+ui.CardH(w)) + float64(max(0, len(rows)-1))*nGap
	y := g.midTop + bigH + math.Max(0, (g.midBottom-g.midTop-bigH-blockMid)/2) + nLabelH
	midY := y
	for _, r := range rows {
		layZones(b.boxes, zs, r, g.LW/2, y, w, room, true, 3000)
		y += ui.CardH(w) + nLabelH + nGap
	}
	for p, idx := range seatZones {
		if p == b.Bottom || len(idx) == 0 {
			continue
		}
		r := g.panel(b.opponent(p))
		layZonesGap(b.boxes, zs, idx, r.X+nPanelIn, r.Y+nPanelTo, g.oppW, r.W-2*nPanelIn, false, 1000, nGap)
	}
	if b.Sel >= 0 && b.Sel < len(b.tb.choices) {
		c := b.tb.choices[b.Sel]
		if c.zone >= 0 && c.card >= 0 && c.card < len(b.boxes[c.zone].poses) {
			b.boxes[c.zone].poses[c.card].Y -= 18
		}
	}
	b.deck = sprites.Pose{X: g.LW/2 - w/2, Y: midY, W: w, Z: 5000}
	b.move()
	return true
}

// sameLine reports whether two poses of a fan lie on one line of it (a
// selected card stands a little out of its line).
func sameLine(a, b sprites.Pose) bool { return math.Abs(a.Y-b.Y) < ui.CardH(a.W)/3 }

// middleRows breaks the middle zones mid of zs into lines that hold them
// at card width w in room units, a fan counted at most fan cards wide:
// every layout of the board fills its middle this way.
func middleRows(zs []zone, mid []int, w, room, fan float64) [][]int {
	var out [][]int
	var cur []int
	width := 0.0
	for _, i := range mid {
		zw := zoneWidth(&zs[i], w, room)
		if zs[i].kind == zFan {
			zw = math.Min(zw, fan*w)
		}
		if len(cur) > 0 && width+w*0.35+zw > room {
			out = append(out, cur)
			cur, width = nil, 0
		}
		if len(cur) > 0 {
			width += w * 0.35
		}
		cur = append(cur, i)
		width += zw
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// layHandLines lays zone i of zs, the one hand, into bx: per cards a line
// at step apart, lines lineStep apart, centred in room from left at y,
// cards w wide in a block h high. The narrow and the short layout share it.
func layHandLines(bx *zoneBox, zs []zone, i int, left, room, y, w, h, step, lineStep float64, per int) {
	cards := zs[i].cards
	bw := float64(per-1)*step + w
	x0 := left + (room-bw)/2
	bx.r = ui.Rect{X: x0, Y: y, W: bw, H: h}
	bx.w = w
	bx.poses = bx.poses[:0]
	for j, c := range cards {
		l, k := j/per, j%per
		bx.poses = append(bx.poses, sprites.Pose{X: x0 + float64(k)*step, Y: y + float64(l)*lineStep, W: w, FaceUp: c != card.None, Z: 4000 + i*zoneSpan + j})
	}
}
