package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/engine/registry"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"errors"
	"fmt"
)

// NewOnlineTable is the table of a seat in an online room, at the state st
// of a round being played. The server holds the round: the table lays out
// the seat's view from each state, offers the seat's legal moves, sends
// the one chosen, and tells in its log the moves each state reports. The
// other seats are neither bots nor people here: the table waits for the
// server's next state.
func NewOnlineTable(n *shell.Net, st online.Msg) (*Table, error) {
	s, err := n.Setup()
	if err != nil {
		return nil, err
	}
	m, err := newSeries(s)
	if err != nil {
		return nil, err
	}
	t := &Table{Setup: s, Match: m, net: n, Code: n.Code}
	t.drawCardFn = t.drawCard
	if err := t.netRound(st); err != nil {
		return nil, err
	}
	return t, nil
}

// netRound puts the round of state st on the table.
func (t *Table) netRound(st online.Msg) error {
	rem, err := online.NewRemote(t.Match.m.Game, t.Setup.Options, t.Setup.Players, t.net.Seat)
	if err != nil {
		return err
	}
	rd, err := online.NewRound(rem, st)
	if err != nil {
		return err
	}
	if err := t.Match.Restore(st.Sheet); err != nil {
		return err
	}
	base := netSeat{net: t.net, rd: rd, seat: t.net.Seat, start: -1}
	if !t.Setup.Human(t.net.Seat) {
		// A demonstration: a bot of this screen plays the seat from its
		// view, as it would offline.
		rn := max(1, st.Round)
		base.bot = t.Match.m.Game.NewBot(t.Setup.Level, t.net.Seat, shell.BotSeed(t.Match.RoundSeed(rn), t.net.Seat))
	}
	var r netPlay
	switch rem.View().(type) {
	case *elfer.View:
		r = &netElfer{netSeat: base}
	case *master.View:
		r = &netMaster{netSeat: base}
	default:
		return fmt.Errorf("the table of rows does not play %s", t.Setup.Game)
	}
	if err := r.take(st); err != nil {
		return err
	}
	t.netRn, t.netFinal = max(1, st.Round), nil
	t.beginRound(r)
	return nil
}

// netPlay is a round of rows a server holds: the table's round over the
// seat's views, which takes each state the server sends.
type netPlay interface {
	round
	eventer
	// take reads the server's next state of the round: its view, legal
	// moves and the moves told since the last one.
	take(m online.Msg) error
	// waits reports that the seat's move went to the server, which has not
	// answered yet; refused that it refused it.
	waits() bool
	refused()
}

// errWaits is the answer to a second move while the first is on its way:
// nothing to say, the state that answers it comes soon.
var errWaits = errors.New("a move is on its way")

// errNotSent: the session's queue is full or closed.
var errNotSent = errors.New("not sent")

// netSeat is what the rounds of a server have in common: the room, the
// seat's reader of states, and where the moves told begin.
type netSeat struct {
	net  *shell.Net
	rd   *online.Round
	seat int
	// bot plays the seat in a demonstration (nil when a person does).
	bot games.Bot
	// start counts the actions before the first of the log (-1 before
	// the first state): a table that came in during the round was told
	// only the moves since then. missed counts those it was not told
	// later (states lost with a connection): the log goes on after them.
	start, missed int
	// sent: a move went out and no state answered yet; linked: it was a
	// connection card, whose card follows it at once.
	sent, linked bool
}

func (r *netSeat) Players() int             { return r.rd.Players() }
func (r *netSeat) Dealer() int              { return r.rd.Dealer() }
func (r *netSeat) IsOver() bool             { return r.rd.IsOver() }
func (r *netSeat) Actions() int             { return r.rd.Actions() }
func (r *netSeat) Revealed(int) []card.Card { return nil }
func (r *netSeat) SetBots([]games.Bot)      {}
func (r *netSeat) Engine() games.Round      { return r.rd }
func (r *netSeat) waits() bool              { return r.sent }
func (r *netSeat) refused()                 { r.sent, r.linked = false, false; r.rd.Refused() }

// Record is nil: the server sends the round's record once it is over.
func (r *netSeat) Record([]string, int) *record.Record { return nil }

// Scores are the server's, once the round is over (nil before).
func (r *netSeat) Scores() []int {
	if res := r.rd.Result(); res != nil {
		return res.Scores
	}
	return nil
}

func (r *netSeat) Refusal(tx *i18n.Text, err error, _ []string) string {
	if err == errNotSent {
		return i18n.NetOf(tx).NotSent
	}
	return err.Error()
}

// step takes state m and reports whether its moves follow on from the
// log, n moves long, and whether the log must start anew (the round went
// back, which no state of a server's round does).
func (r *netSeat) step(m online.Msg, n int) (follows, anew bool, err error) {
	if err := r.rd.Take(m); err != nil {
		return false, false, err
	}
	r.sent, r.linked = false, false
	at := m.Actions - len(m.Moves)
	if r.start < 0 {
		r.start = max(0, at)
	}
	known := r.start + r.missed + n
	switch {
	case at == known:
		return true, false, nil
	case m.Actions < known:
		r.start, r.missed = m.Actions, 0
		return false, true, nil
	}
	// Moves missed (a reconnection): the view is laid out as it is, and
	// the log goes on from here.
	r.missed += m.Actions - known
	return false, false, nil
}

// send sends the engine's action a of the seat. While one move is on its
// way no other goes, but the card a connection card demands.
func (r *netSeat) send(a games.Action, link bool, lay bool) error {
	if r.sent && !(r.linked && lay) {
		return errWaits
	}
	msg, err := r.rd.Remote().Move(a)
	if err != nil {
		return err
	}
	if !r.net.S.Send(msg) {
		return errNotSent
	}
	r.rd.Sent()
	r.sent, r.linked = true, link
	return nil
}

// tell appends the moves of m to log, in the game's action type A: another
// seat's draw comes with card.None, the cards this seat did not see.
func tell[A any](r *netSeat, log []A, m online.Msg, follows, anew bool) ([]A, error) {
	if anew {
		return log[:0], nil
	}
	if !follows {
		return log, nil
	}
	for _, mv := range m.Moves {
		a, err := r.rd.Remote().Decode(mv.Action)
		if err != nil {
			return log, err
		}
		x, ok := a.(A)
		if !ok {
			return log, fmt.Errorf("a move told is a %T", a)
		}
		log = append(log, x)
	}
	return log, nil
}

// netElfer is a round of Elfer raus! or a variant at a server.
type netElfer struct {
	netSeat
	v   *elfer.View
	log []elfer.Action
}

func (r *netElfer) take(m online.Msg) error {
	follows, anew, err := r.step(m, len(r.log))
	if err != nil {
		return err
	}
	v, ok := r.rd.View(r.seat).(*elfer.View)
	if !ok {
		return errors.New("the state holds no view of the seat")
	}
	r.v = v
	r.log, err = tell(&r.netSeat, r.log, m, follows, anew)
	return err
}

func (r *netElfer) ToMove() int {
	if r.IsOver() || r.v.Turn.Phase == elfer.Over {
		return -1
	}
	return r.v.Turn.ToMove
}

func (r *netElfer) TurnNumber() int          { return r.v.Turn.Number }
func (r *netElfer) Out() int                 { return r.v.Winner }
func (r *netElfer) Values() int              { return 20 }
func (r *netElfer) Rows() []card.Color       { return r.v.Options.Colors() }
func (r *netElfer) Notice(*i18n.Text) string { return "" }

func (r *netElfer) See(seat int, v *seatView) {
	fillElfer(v, r.v, seat)
	if seat == r.seat {
		v.Hands[seat] = append(v.Hands[seat], r.v.Hand...)
	}
}

func (r *netElfer) ShowSlot(col card.Color, val int) bool {
	c := card.New(col, val)
	if r.v.Table.Has(c) || !r.v.Fits(c) {
		return false
	}
	return !r.v.Table.Empty(col) || popcount(elfer.Starters(r.v.Options.Variant, r.v.Start)) <= 3
}

func (r *netElfer) AppendLegal(dst []Move, seat int) []Move {
	if r.sent {
		return dst
	}
	for _, a := range r.rd.Legal(seat) {
		if x, ok := a.(elfer.Action); ok {
			dst = append(dst, elferMove(x))
		}
	}
	return dst
}

func (r *netElfer) Apply(m Move) error {
	a, err := elferAction(r.seat, m)
	if err != nil {
		return err
	}
	return r.send(a, false, false)
}

func (r *netElfer) Bot(int) Move {
	a, _ := r.bot.Choose(r.v).(elfer.Action)
	return elferMove(a)
}

func (r *netElfer) LastMoves(tx *i18n.Text) [shell.MaxSeats]string { return lastMoves(tx, r.log) }

func (r *netElfer) Events(dst []logEvent) []logEvent {
	lot := -1
	if r.v.Options.Variant == elfer.AnyStart && r.start == 0 {
		lot = r.v.Turn.ToMove
		if len(r.log) > 0 {
			lot = r.log[0].Seat
		}
	}
	return elferEvents(dst, r.log, lot, r.IsOver(), r.v.Winner)
}

func (r *netElfer) Explain(tx *i18n.Text, _ int, c card.Card) string {
	return i18n.ExplainElfer(tx, r.v, c)
}

func (r *netElfer) Hint(tx *i18n.Text) string {
	if r.v.Turn.MustLay != card.None {
		return tx.MustLayDrawn
	}
	return ""
}

// netMaster is a round of Elfer raus! MASTER at a server.
type netMaster struct {
	netSeat
	v    *master.View
	log  []master.Action
	rows [master.NumRows]card.Color
}

func (r *netMaster) take(m online.Msg) error {
	follows, anew, err := r.step(m, len(r.log))
	if err != nil {
		return err
	}
	v, ok := r.rd.View(r.seat).(*master.View)
	if !ok {
		return errors.New("the state holds no view of the seat")
	}
	r.v = v
	r.log, err = tell(&r.netSeat, r.log, m, follows, anew)
	return err
}

func (r *netMaster) ToMove() int {
	if r.IsOver() || r.v.Turn.Phase == master.Over {
		return -1
	}
	return r.v.Turn.ToMove
}

func (r *netMaster) TurnNumber() int          { return r.v.Turn.Number }
func (r *netMaster) Out() int                 { return r.v.Out }
func (r *netMaster) Values() int              { return master.MaxValue }
func (r *netMaster) Notice(*i18n.Text) string { return "" }

func (r *netMaster) Rows() []card.Color {
	r.rows = r.v.Rows
	return r.rows[:]
}

func (r *netMaster) See(seat int, v *seatView) {
	fillMaster(v, r.v, seat)
	if seat == r.seat {
		v.Hands[seat] = append(v.Hands[seat], r.v.Hand...)
	}
}

func (r *netMaster) Extras(x *extraView) { masterExtras(x, r.v) }

func (r *netMaster) ShowSlot(col card.Color, val int) bool {
	return r.v.Table.Fits(card.New(col, val))
}

func (r *netMaster) AppendLegal(dst []Move, seat int) []Move {
	if r.sent {
		return dst
	}
	for _, a := range r.rd.Legal(seat) {
		if x, ok := a.(master.Action); ok {
			dst = append(dst, masterMove(x))
		}
	}
	return dst
}

// Apply sends the move; a connection card's demanded card goes right
// after it (see finishLink), before the state that answers the first.
func (r *netMaster) Apply(m Move) error {
	a, err := masterAction(r.seat, m)
	if err != nil {
		return err
	}
	return r.send(a, m.Kind == mConnect, m.Kind == MLay)
}

func (r *netMaster) Bot(int) Move {
	a, _ := r.bot.Choose(r.v).(master.Action)
	return masterMove(a)
}

func (r *netMaster) LastMoves(tx *i18n.Text) [shell.MaxSeats]string {
	return masterLastMoves(tx, r.log)
}

func (r *netMaster) Events(dst []logEvent) []logEvent {
	return masterEvents(dst, r.log, r.v.Table, master.BonusCards, r.IsOver(), r.v.Out)
}

func (r *netMaster) Explain(tx *i18n.Text, _ int, c card.Card) string {
	return i18n.ExplainMaster(tx, r.v, c)
}

func (r *netMaster) Hint(tx *i18n.Text) string {
	switch t := r.v.Turn; {
	case t.Pending != card.None:
		return fmt.Sprintf(tx.MasterPending, tx.CardName(t.Pending))
	case t.Laid >= master.MaxLaid:
		return tx.MasterFour
	}
	return ""
}

// Leave closes the connection to the room (see shell.Leaver).
func (t *Table) Leave() {
	if t.net != nil {
		t.net.Leave()
	}
}

// pumpNet takes what the server sent since the last tick: states of the
// round (the moves in them told in the log), a state of the next round or
// match (kept until the end of this one is shown), the record of a round
// just finished, refusals.
func (t *Table) pumpNet() {
	msgs, relay := t.net.Heard(t.text)
	if relay {
		// The names say who is away, in the table's language; the
		// status the clock's seconds and the connection.
		t.names = t.net.Names(t.text)
		t.key = viewKey{}
	}
	for _, m := range msgs {
		switch m.T {
		case online.State:
			switch t.net.Sort(m, t.netRn, t.State.Actions(), t.State.IsOver()) {
			case shell.StateAnew:
				if err := t.netRound(m); err != nil {
					t.announce(err.Error())
				}
			case shell.StateStep:
				t.netStep(m)
			}
		case online.Record:
			t.netRecord(m.Record)
		case online.Error:
			if r, ok := t.State.(netPlay); ok {
				r.refused()
			}
			t.key = viewKey{}
			t.announce(m.Err)
		}
	}
}

// netStep takes a state of the round at the table: the moves it reports
// are told as the table tells its own when they follow on from what it
// shows; else the new view is just laid out.
func (t *Table) netStep(m online.Msg) {
	r, ok := t.State.(netPlay)
	if !ok {
		return
	}
	if err := r.take(m); err != nil {
		t.announce(err.Error())
		return
	}
	t.key = viewKey{}
	if n := len(m.Moves); n > 0 {
		t.actor = m.Moves[n-1].Seat
		t.noteMove()
	}
}

// sendMove is Act at an online table: the move goes to the server, and
// the state that answers it shows it.
func (t *Table) sendMove(a Move) bool {
	if err := t.State.Apply(a); err != nil {
		if err != errWaits {
			t.Say(t.State.Refusal(t.text, err, t.names))
		}
		return false
	}
	t.legal = t.legal[:0]
	t.key = viewKey{}
	return true
}

// netWaits reports whether the seat on turn is not played here now: another
// seat's move, or the seat's own on its way, comes in a state.
func (t *Table) netWaits(p int) bool {
	r, ok := t.State.(netPlay)
	return !ok || p != t.net.Seat || r.waits()
}

// netRest is AtRest at an online table in play: it rests while it waits
// for the server, not while a clock counts or a connection is made again,
// nor while the bot of a demonstration is to move.
func (t *Table) netRest() bool {
	if trouble, _ := t.net.Trouble(); trouble || t.net.ClockLeft() >= 0 {
		return false
	}
	p := t.State.ToMove()
	if t.netWaits(p) {
		return true
	}
	return t.Setup.Human(p) && !t.onlyLegal(mEnd) && !t.onlyLegal(mPass)
}

// netRecord takes the record of a finished round: kept to watch again
// from the menu, and, when it is the table's round, replayed for the
// score sheet (every hand open, MASTER's bonus cards).
func (t *Table) netRecord(data string) {
	if t.ctx != nil {
		t.net.Keep(t.ctx.Store, data)
	}
	_, rec, err := registry.Read([]byte(data))
	if err != nil || rec.Head().Round != t.netRn || !t.State.IsOver() {
		return
	}
	if r, err := replayRound(rec, -1); err == nil && r.IsOver() {
		t.netFinal = r
	}
}

// netEnd is the end of a round at an online table, once it has been
// shown: the server's sheet (and the statistics at the end of the match),
// then the score sheet with the server's record of the round when it came
// in time. It reports false while it still waits for the record.
func (t *Table) netEnd(pause int) bool {
	if t.netFinal == nil && t.endWait < 200+2*pause {
		return false
	}
	_ = t.Match.Restore(t.net.Sheet)
	t.finished = true
	if t.Match.Over() && !t.counted {
		t.counted = true
		t.matchOver()
	}
	return true
}

// netNext is the score sheet's way on at an online table: the round the
// server dealt since, a rematch (the host asks for it; the others wait for
// it) or the menu. It reports what to say while there is nothing to go on
// to.
func (t *Table) netNext(asked bool) (string, bool) {
	w := i18n.NetOf(t.text)
	if nx := t.net.Next; nx != nil && (asked || t.Match.Over() || t.Setup.Humans() == 0) {
		t.net.Next = nil
		t.counted = t.counted && nx.Round != 1
		if err := t.netRound(*nx); err != nil {
			return err.Error(), false
		}
		return "", true
	}
	switch {
	case !asked:
		return "", false
	case t.Match.Over():
		if t.net.Host() {
			t.net.S.Send(online.Msg{T: online.Rematch})
		}
		return w.RematchWait, false
	}
	return w.NextSoon, false
}

// netTexts adds an online room's own words to the table's: its code where
// a deal code stands, the seconds left on the turn clock, a lost
// connection before everything else.
func (t *Table) netTexts() {
	tx := t.text
	w := i18n.NetOf(tx)
	t.codeStr = fmt.Sprintf(w.Room, t.net.Code)
	if left := t.net.ClockLeft(); left >= 0 && t.HumanTurn() {
		t.status += " · " + fmt.Sprintf(w.Seconds, left)
	}
	if s := t.net.Status(tx); s != "" {
		t.status = s
	}
}
