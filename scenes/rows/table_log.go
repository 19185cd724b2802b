package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/scenes/i18n"
	"elferraus/sprites"
	"fmt"
	"slices"
	"strings"
)

// The move log of the table of rows. Its lines are told from the round's
// own account of its actions (the engine's log), event by event, through
// one function: in play, after an undo, in a replay, and for a round
// continued from a save, which the engine replayed from its record. So a
// continued match shows the log it showed before, and a line never tells
// more than the view on screen shows: a drawn card is named only to a view
// that sees the hand it went to.

// logKind is what an event of the move log tells.
type logKind uint8

const (
	evLot     logKind = iota + 1 // a seat was drawn by lot to open
	evLay                        // a number card laid
	evJoker                      // a joker laid (card: the slot it stands in)
	evLink                       // a connection card (card: the slot it lies at)
	evSwap                       // a number card exchanged for a joker
	evDraw                       // a card drawn (card: which, for its owner)
	evEnd                        // a turn ended: no line of its own
	evPass                       // a pass
	evBonus                      // a bonus card won
	evOut                        // the seat went out
	evBlocked                    // nobody could move
)

// logEvent is one event of the log: what, who, and the card or slot and
// row it concerns.
type logEvent struct {
	kind logKind
	seat int8
	card card.Card
	to   card.Color
}

// eventer is a round that tells its actions so far as events of the log.
type eventer interface {
	Events(dst []logEvent) []logEvent
}

// Events tells a round of the Elfer raus! family: who was drawn by lot to
// open (any starting card), every lay, draw and pass, and the end.
func (r *ElferRound) Events(dst []logEvent) []logEvent {
	log := r.S.Log()
	lot := -1
	if r.S.Options().Variant == elfer.AnyStart {
		// The seat on turn before any action is the one the lot chose.
		lot = r.S.ToMove()
		if len(log) > 0 {
			lot = log[0].Seat
		}
	}
	return elferEvents(dst, log, lot, r.S.IsOver(), r.S.Winner())
}

// elferEvents tells the actions of log, after the seat drawn by lot to
// open (-1: none), and how the round ended: the same for a round of this
// screen and the moves a server told.
func elferEvents(dst []logEvent, log []elfer.Action, lot int, over bool, winner int) []logEvent {
	if lot >= 0 {
		dst = append(dst, logEvent{kind: evLot, seat: int8(lot)})
	}
	for _, a := range log {
		e := logEvent{seat: int8(a.Seat), card: a.Card}
		switch a.Kind {
		case elfer.Lay:
			e.kind = evLay
		case elfer.Draw:
			e.kind = evDraw
		case elfer.End:
			e.kind = evEnd
		case elfer.Pass:
			e.kind = evPass
		default:
			continue
		}
		dst = append(dst, e)
	}
	return endEvents(dst, over, winner)
}

// The sides of a MASTER row whose completion wins a bonus card: the
// values 1 to 10 and 12 to 21.
const (
	lowSide  = uint32(1<<11 - 1<<1)
	highSide = uint32(1<<22 - 1<<12)
)

// Events tells a round of MASTER: lays, jokers, connection cards,
// exchanges, draws, passes, the bonus cards won, and the end. A bonus card
// goes with the lay that completes a side of a row while the supply lasts
// (the rule of the engine, master.State's Apply): the rows are walked from
// the slots that lay before the first action, which are the slots occupied
// now that no lay of the log filled.
func (r *MasterRound) Events(dst []logEvent) []logEvent {
	return masterEvents(dst, r.S.Log(), r.S.Table(), master.BonusCards, r.S.IsOver(), r.S.Out())
}

// masterEvents tells the actions of log, which led to the table tbl with
// supply bonus cards to win before them, and how the round ended: the
// same for a round of this screen and the moves a server told.
func masterEvents(dst []logEvent, log []master.Action, tbl master.Table, supply int, over bool, out int) []logEvent {
	var occ [card.NumColors]uint32
	for col := range occ {
		occ[col] = tbl.Occupied(card.Color(col))
	}
	for _, a := range log {
		if a.Kind == master.Lay {
			slot := laySlot(a)
			occ[slot.Color()&3] &^= 1 << slot.Value()
		}
	}
	for _, a := range log {
		e := logEvent{seat: int8(a.Seat), card: a.Card}
		switch a.Kind {
		case master.Lay:
			slot := laySlot(a)
			e.kind = evLay
			if a.Card.IsJoker() {
				e.kind, e.card = evJoker, slot
			}
			dst = append(dst, e)
			col, bit := slot.Color()&3, uint32(1)<<slot.Value()
			occ[col] |= bit
			if supply > 0 && (bit&lowSide != 0 && occ[col]&lowSide == lowSide || bit&highSide != 0 && occ[col]&highSide == highSide) {
				supply--
				dst = append(dst, logEvent{kind: evBonus, seat: int8(a.Seat)})
			}
			continue
		case master.Connect:
			e.kind, e.card, e.to = evLink, a.At, a.To
		case master.Swap:
			e.kind = evSwap
		case master.Draw:
			e.kind = evDraw
		case master.End:
			e.kind = evEnd
		case master.Pass:
			e.kind = evPass
		default:
			continue
		}
		dst = append(dst, e)
	}
	return endEvents(dst, over, out)
}

// laySlot is the slot a MASTER lay fills: the card's own, a joker's chosen.
func laySlot(a master.Action) card.Card {
	if a.Card.IsJoker() {
		return a.As
	}
	return a.Card
}

// endEvents adds how a round that is over ended: a seat out, or blocked.
func endEvents(dst []logEvent, over bool, out int) []logEvent {
	switch {
	case !over:
	case out >= 0:
		dst = append(dst, logEvent{kind: evOut, seat: int8(out)})
	default:
		dst = append(dst, logEvent{kind: evBlocked, seat: -1})
	}
	return dst
}

// logTold is what the log's lines were told for: the language and the
// view (whose drawn cards they name).
type logTold struct {
	text *i18n.Text
	seat int
	all  bool
}

// syncLog brings the move log up to the round: the events since it was
// last told are added, and when the round went back (an undo, a replay
// stepping back, a new round), the language or the view changed, the log
// is told anew. It runs when the screen's key changed, never at rest.
func (t *Table) syncLog() {
	ev, ok := t.State.(eventer)
	if !ok || t.text == nil || t.names == nil {
		return
	}
	t.events = ev.Events(t.events[:0])
	told := logTold{t.text, t.view.Seat, t.view.All}
	n := len(t.logged)
	if told != t.told || len(t.events) < n || !slices.Equal(t.events[:n], t.logged) {
		lines := make([]string, 0, len(t.events))
		for _, e := range t.events {
			if line := t.logLine(e); line != "" {
				lines = append(lines, line)
			}
		}
		t.log.Reset(lines)
	} else {
		for _, e := range t.events[n:] {
			if line := t.logLine(e); line != "" {
				t.log.Add(line)
			}
		}
	}
	t.logged = append(t.logged[:0], t.events...)
	t.told = told
	t.fresh = t.freshCard()
	// The tag's width is measured when there is a card to tag: measuring
	// sets its letters in bold, which the table's first frame has no other
	// use for.
	if t.fresh != card.None && (t.freshW == 0 || t.freshFor != t.text) {
		t.freshW, _ = sprites.MeasureText(t.text.NewCard, sprites.Face(freshTagSize, true))
		t.freshFor = t.text
	}
}

// isYou reports whether seat p is the one person at the screen, whom the
// log addresses as "you".
func (t *Table) isYou(p int) bool {
	return t.Rp == nil && t.Setup.Humans() == 1 && t.Setup.Human(p)
}

// logLine tells one event in words, "" for one without a line.
func (t *Table) logLine(e logEvent) string {
	tx := t.text
	p := int(e.seat)
	if e.kind == evBlocked {
		return tx.Blocked
	}
	if p < 0 || p >= len(t.names) {
		return ""
	}
	you := 0
	if t.isYou(p) {
		you = 1
	}
	name := t.names[p]
	switch e.kind {
	case evLot:
		return logf(tx.LogLot[you], name)
	case evLay:
		return logf(tx.LogLay[you], name, tx.CardName(e.card))
	case evJoker:
		return logf(tx.LogJoker[you], name, tx.CardName(e.card))
	case evLink:
		return logf(tx.LogLink[you], name, tx.CardName(e.card), tx.MoveRow[e.to&3])
	case evSwap:
		return logf(tx.LogSwap[you], name, tx.CardName(e.card))
	case evDraw:
		if e.card != card.None && t.view.sees(p) {
			return logf(tx.LogDrawCard[you], name, tx.CardName(e.card))
		}
		return logf(tx.LogDraw[you], name)
	case evPass:
		return logf(tx.LogPass[you], name)
	case evBonus:
		return logf(tx.LogBonus[you], name)
	case evOut:
		if you == 1 {
			return tx.YouWentOut
		}
		return logf(tx.WentOut, name)
	}
	return ""
}

// logf formats a line of the log. The person's own lines name nobody
// ("You pass"): such a line is taken as it is, where fmt.Sprintf would
// add the unused name after it as "%!(EXTRA ...)".
func logf(format string, args ...any) string {
	if !strings.Contains(format, "%") {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// freshCard is the card the bottom seat just drew, to be marked in his
// hand: his latest action was a draw and the card is still in his hand.
// None in a replay, at a table of bots, and while his hand is not shown.
func (t *Table) freshCard() card.Card {
	if t.Rp != nil || t.view.All || !t.view.sees(t.Bottom) || !t.Setup.Human(t.Bottom) {
		return card.None
	}
	for i := len(t.logged) - 1; i >= 0; i-- {
		e := t.logged[i]
		if int(e.seat) != t.Bottom || e.kind == evBonus || e.kind == evOut || e.kind == evLot {
			continue
		}
		if e.kind == evDraw && slices.Contains(t.view.Hands[t.Bottom], e.card) {
			return e.card
		}
		return card.None
	}
	return card.None
}

// lotNote is the note of who was drawn by lot to open, for the start of a
// round of any starting card; "" for any other round, or one under way.
func (t *Table) lotNote() string {
	if t.State.Actions() > 0 || len(t.logged) == 0 || t.logged[0].kind != evLot {
		return ""
	}
	return t.logLine(t.logged[0]) + "."
}
