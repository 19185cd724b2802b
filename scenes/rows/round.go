package rows

import (
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/engine/registry"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"errors"
	"fmt"
	"math/bits"
)

// Move is one action of a game of rows in the table's terms: a card laid at
// a slot, a connection card, a joker exchange, a draw, the end of a turn or a
// pass. Each game's round turns it into its engine's own action, so one
// table serves every game of the family.
type Move struct {
	Kind moveKind
	card card.Card  // lay: the card or joker laid; swap: the number card
	slot card.Card  // lay: the slot it goes to; connect: the slot the connection card lies at
	to   card.Color // connect: the neighbouring row it leads to
}

type moveKind uint8

const (
	MLay moveKind = iota + 1
	mConnect
	mSwap
	mDraw
	mEnd
	mPass
)

// placed is a card lying in the middle and the slot it lies in (a joker's
// slot is the card it stands for).
type placed struct{ card, slot card.Card }

// seatView is what the table lays out and draws: one seat's view of the
// round, built from the engine's View of that seat and nothing else. The
// cards of the other hands and of the pile are only counted: the table
// cannot draw what it is never given.
type seatView struct {
	// Seat is whose view it is; -1 is nobody's, every hand hidden (while
	// the device is passed on at a table of several people).
	Seat int
	// All is a replay's view with every hand open (see openRound).
	All bool
	// Hands are the hands the view sees: Hands[Seat] alone, or every one in
	// the all-seeing view; the others are empty.
	Hands [shell.MaxSeats][]card.Card
	// Sizes counts every seat's cards in hand; Pile the draw pile's.
	Sizes [shell.MaxSeats]int
	Pile  int
	// Placed are the cards of the middle with their slots.
	Placed []placed
}

// sees reports whether the view shows seat p's hand.
func (v *seatView) sees(p int) bool { return v.All || p == v.Seat && p >= 0 }

// Reset starts the view of seat: it copies the hand and pile sizes and empties the hands the view does not
// see, keeping their buffers.
func (v *seatView) Reset(seat int, sizes []int, pile int) {
	v.Seat, v.All, v.Pile = seat, false, pile
	v.Sizes = [shell.MaxSeats]int{}
	copy(v.Sizes[:], sizes)
	for p := range v.Hands {
		v.Hands[p] = v.Hands[p][:0]
	}
	v.Placed = v.Placed[:0]
}

// round is what the table needs of one round of a game of rows, whatever its
// rules: the public facts of the round, one seat's view of it, the legal
// moves and the bots. Everything the table shows is read from here, so a
// second game of rows needs its own round, never its own table. No method
// gives a hand other than the viewer's, or the order of the pile.
type round interface {
	Players() int
	Dealer() int
	ToMove() int
	IsOver() bool
	TurnNumber() int
	// Actions counts the actions so far: the table redraws when it changes.
	Actions() int
	// See fills v with seat's view (seat -1: nobody's, every hand hidden).
	See(seat int, v *seatView)
	// Out is the seat that laid its last card, -1 if none.
	Out() int
	Scores() []int
	// Revealed is seat p's hand once the round is over and the hands are
	// laid open for the count; nil while it runs.
	Revealed(p int) []card.Card
	// Values is the highest slot of a row; Rows the rows in play, top down.
	Values() int
	Rows() []card.Color
	// ShowSlot reports whether the empty slot (col, v) is worth showing as
	// a place where a card could go next.
	ShowSlot(col card.Color, v int) bool
	// AppendLegal appends seat's legal moves, worked out from that seat's
	// view.
	AppendLegal(dst []Move, seat int) []Move
	Apply(m Move) error
	// Bot is the choice of the bot in seat p (which must be on turn).
	Bot(p int) Move
	LastMoves(tx *i18n.Text) [shell.MaxSeats]string
	Refusal(tx *i18n.Text, err error, names []string) string
	Record(names []string, round int) *record.Record
	// SetBots gives the round its bots (nil for the seats of people);
	// Engine is the engine's round behind it.
	SetBots(b []games.Bot)
	Engine() games.Round
	// Notice is a message for the start of the round, or "".
	Notice(tx *i18n.Text) string
	// Hint is the status line's advice for the person on turn, or "".
	Hint(tx *i18n.Text) string
	// Explain says what card c means to seat: where it fits, or why not
	// yet, and what it costs left in the hand (a long press on it).
	Explain(tx *i18n.Text, seat int, c card.Card) string
}

// series is a match of a game of rows with its score sheet: the engine's
// match, which deals rounds through the registry, and the table's own round
// for each of them.
type series struct {
	m     *games.Match
	setup shell.Setup
}

// newSeries starts the match the setup asks for.
func newSeries(s shell.Setup) (*series, error) {
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	m, err := games.NewMatch(g, s.Options, s.Players, s.Rounds, s.Seed)
	if err != nil {
		return nil, err
	}
	return &series{m: m, setup: s}, nil
}

// Deal deals the next round with its bots.
func (e *series) Deal() (round, error) {
	gr, err := e.m.Deal()
	if err != nil {
		return nil, err
	}
	r, err := rowsRound(gr)
	if err != nil {
		return nil, err
	}
	e.AttachBots(r, e.m.Played()+1)
	return r, nil
}

// AttachBots gives a round (dealt, or replayed from a save) the bots of
// round number n: every seat not played at this screen.
func (e *series) AttachBots(r round, n int) {
	seed := e.m.RoundSeed(n)
	bots := make([]games.Bot, e.setup.Players)
	for p := range bots {
		if !e.setup.Human(p) {
			bots[p] = e.m.Game.NewBot(e.setup.Level, p, shell.BotSeed(seed, p))
		}
	}
	r.SetBots(bots)
}

// Restore puts a saved score sheet back.
func (e *series) Restore(sheet [][]int) error { return e.m.Restore(sheet) }

func (e *series) Finish(r round) error   { return e.m.Finish(r.Engine()) }
func (e *series) Played() int            { return e.m.Played() }
func (e *series) Rounds() int            { return e.m.Rounds }
func (e *series) Over() bool             { return e.m.Over() }
func (e *series) Leaders() []int         { return e.m.Leaders() }
func (e *series) Totals() []int          { return e.m.Totals() }
func (e *series) Sheet() [][]int         { return e.m.Sheet }
func (e *series) Seed() uint64           { return e.m.Seed }
func (e *series) Players() int           { return e.m.Players }
func (e *series) HigherWins() bool       { return e.m.Game.HigherWins }
func (e *series) RoundSeed(n int) uint64 { return e.m.RoundSeed(n) }
func (e *series) Dealer(n int) int       { return e.m.Dealer(n) }

// rowsRound is the table's round over an engine round of a game of rows.
func rowsRound(gr games.Round) (round, error) {
	switch r := gr.(type) {
	case *elfer.Round:
		return &ElferRound{S: r.State(), g: r}, nil
	case *master.Round:
		return &MasterRound{S: r.State(), g: r}, nil
	}
	return nil, errors.New("the table of rows does not play this game")
}

// openRound is a round that can show every hand at once. Only the replay
// viewer asks for it: a round on record is public once played. The live
// table never does.
type openRound interface {
	SeeAll(v *seatView)
}

// replayRound replays a record of any game of rows up to pos actions.
func replayRound(rec games.Record, pos int) (round, error) {
	g, err := registry.Find(rec.Head().Game)
	if err != nil {
		return nil, err
	}
	gr, err := g.Replay(rec, pos)
	if err != nil {
		return nil, err
	}
	return rowsRound(gr)
}

// ElferRound is a round of Elfer raus! or a variant.
type ElferRound struct {
	S    *elfer.State
	g    *elfer.Round
	bots []games.Bot
	// view is the latest view made; legal the one legal moves come from.
	view, legal elfer.View
	buf         []elfer.Action
}

func (r *ElferRound) Players() int                            { return r.S.Players() }
func (r *ElferRound) Dealer() int                             { return r.S.Dealer() }
func (r *ElferRound) ToMove() int                             { return r.S.ToMove() }
func (r *ElferRound) IsOver() bool                            { return r.S.IsOver() }
func (r *ElferRound) TurnNumber() int                         { return r.S.Turn().Number }
func (r *ElferRound) Actions() int                            { return r.S.Actions() }
func (r *ElferRound) Out() int                                { return r.S.Winner() }
func (r *ElferRound) Scores() []int                           { return r.S.Scores() }
func (r *ElferRound) Values() int                             { return 20 }
func (r *ElferRound) Rows() []card.Color                      { return r.S.Options().Colors() }
func (r *ElferRound) Record(n []string, i int) *record.Record { return r.S.Record(n, i) }

func (r *ElferRound) See(seat int, v *seatView) {
	r.S.ViewInto(seat, &r.view)
	fillElfer(v, &r.view, seat)
	if seat >= 0 && seat < r.S.Players() {
		v.Hands[seat] = append(v.Hands[seat], r.view.Hand...)
	}
}

func (r *ElferRound) SeeAll(v *seatView) {
	r.S.ViewInto(-1, &r.view)
	fillElfer(v, &r.view, -1)
	v.All = true
	for p := range r.S.Players() {
		v.Hands[p] = append(v.Hands[p], r.S.Hand(p)...)
	}
}

// fillElfer copies what every seat sees from the engine's view w, for
// seat: the same for a round of this screen and one of a server.
func fillElfer(v *seatView, w *elfer.View, seat int) {
	v.Reset(seat, w.HandSizes[:w.Players], w.PileSize)
	for col, m := range w.Table {
		for ; m != 0; m &= m - 1 {
			c := card.New(card.Color(col), bits.TrailingZeros32(m))
			v.Placed = append(v.Placed, placed{c, c})
		}
	}
}

func (r *ElferRound) Revealed(p int) []card.Card {
	if !r.S.IsOver() {
		return nil
	}
	return r.S.Hand(p)
}

func (r *ElferRound) ShowSlot(col card.Color, v int) bool {
	c := card.New(col, v)
	tbl := r.S.Table()
	if tbl.Has(c) || !r.S.Fits(c) {
		return false
	}
	// An empty row that many values could begin (the any-start opening)
	// would be a wall of slots: it shows none.
	starters := elfer.Starters(r.S.Options().Variant, r.S.Start())
	return !tbl.Empty(col) || popcount(starters) <= 3
}

func (r *ElferRound) AppendLegal(dst []Move, seat int) []Move {
	if seat < 0 || seat >= r.S.Players() {
		return dst
	}
	r.S.ViewInto(seat, &r.legal)
	r.buf = r.legal.AppendLegal(r.buf[:0])
	for _, a := range r.buf {
		dst = append(dst, elferMove(a))
	}
	return dst
}

func elferMove(a elfer.Action) Move {
	switch a.Kind {
	case elfer.Lay:
		return Move{Kind: MLay, card: a.Card, slot: a.Card}
	case elfer.Draw:
		return Move{Kind: mDraw}
	case elfer.End:
		return Move{Kind: mEnd}
	}
	return Move{Kind: mPass}
}

func (r *ElferRound) Apply(m Move) error {
	a, err := elferAction(r.S.ToMove(), m)
	if err != nil {
		return err
	}
	return r.S.Apply(a)
}

// elferAction is the engine's action of seat for the move m: what a round
// of this screen applies and a round of a server sends.
func elferAction(seat int, m Move) (elfer.Action, error) {
	a := elfer.Action{Seat: seat, Card: m.card}
	switch m.Kind {
	case MLay:
		a.Kind = elfer.Lay
	case mDraw:
		a.Kind, a.Card = elfer.Draw, card.None
	case mEnd:
		a.Kind, a.Card = elfer.End, card.None
	case mPass:
		a.Kind, a.Card = elfer.Pass, card.None
	default:
		return a, errors.New("that is not a move of the Elfer raus! games")
	}
	return a, nil
}

func (r *ElferRound) Bot(p int) Move {
	r.S.ViewInto(p, &r.view)
	a, _ := r.bots[p].Choose(&r.view).(elfer.Action)
	return elferMove(a)
}

func (r *ElferRound) SetBots(b []games.Bot) { r.bots = b }
func (r *ElferRound) Engine() games.Round   { return r.g }

func (r *ElferRound) LastMoves(tx *i18n.Text) [shell.MaxSeats]string { return lastMoves(tx, r.S.Log()) }

func (r *ElferRound) Refusal(tx *i18n.Text, err error, names []string) string {
	return tx.Refusal(err, names)
}

func (r *ElferRound) Notice(tx *i18n.Text) string {
	if r.S.Redealt() {
		return tx.Redealt
	}
	return ""
}

func (r *ElferRound) Explain(tx *i18n.Text, seat int, c card.Card) string {
	r.S.ViewInto(seat, &r.view)
	return i18n.ExplainElfer(tx, &r.view, c)
}

func (r *ElferRound) Hint(tx *i18n.Text) string {
	if r.S.Turn().MustLay != card.None {
		return tx.MustLayDrawn
	}
	return ""
}

func popcount(x uint32) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// MasterRound is a round of Elfer raus! MASTER.
type MasterRound struct {
	S    *master.State
	g    *master.Round
	bots []games.Bot
	// view is the latest view made; legal the one legal moves come from.
	view, legal master.View
	buf         []master.Action
	rows        [master.NumRows]card.Color
}

func (r *MasterRound) Players() int                            { return r.S.Players() }
func (r *MasterRound) Dealer() int                             { return r.S.Dealer() }
func (r *MasterRound) ToMove() int                             { return r.S.ToMove() }
func (r *MasterRound) IsOver() bool                            { return r.S.IsOver() }
func (r *MasterRound) TurnNumber() int                         { return r.S.Turn().Number }
func (r *MasterRound) Actions() int                            { return r.S.Actions() }
func (r *MasterRound) Out() int                                { return r.S.Out() }
func (r *MasterRound) Scores() []int                           { return r.S.Scores() }
func (r *MasterRound) Values() int                             { return master.MaxValue }
func (r *MasterRound) Notice(*i18n.Text) string                { return "" }
func (r *MasterRound) Record(n []string, i int) *record.Record { return r.S.Record(n, i) }

func (r *MasterRound) Rows() []card.Color {
	r.rows = r.S.Rows()
	return r.rows[:]
}

func (r *MasterRound) See(seat int, v *seatView) {
	r.S.ViewInto(seat, &r.view)
	fillMaster(v, &r.view, seat)
	if seat >= 0 && seat < r.S.Players() {
		v.Hands[seat] = append(v.Hands[seat], r.view.Hand...)
	}
}

func (r *MasterRound) SeeAll(v *seatView) {
	r.S.ViewInto(-1, &r.view)
	fillMaster(v, &r.view, -1)
	v.All = true
	for p := range r.S.Players() {
		v.Hands[p] = append(v.Hands[p], r.S.Hand(p)...)
	}
}

// fillMaster copies what every seat sees from the engine's view w, for
// seat: the same for a round of this screen and one of a server.
func fillMaster(v *seatView, w *master.View, seat int) {
	v.Reset(seat, w.HandSizes[:w.Players], w.PileSize)
	for slot, c := range w.Table.All() {
		v.Placed = append(v.Placed, placed{c, slot})
	}
}

func (r *MasterRound) Revealed(p int) []card.Card {
	if !r.S.IsOver() {
		return nil
	}
	return r.S.Hand(p)
}

func (r *MasterRound) ShowSlot(col card.Color, v int) bool {
	tbl := r.S.Table()
	return tbl.Fits(card.New(col, v))
}

func (r *MasterRound) AppendLegal(dst []Move, seat int) []Move {
	if seat < 0 || seat >= r.S.Players() {
		return dst
	}
	r.S.ViewInto(seat, &r.legal)
	r.buf = r.legal.AppendLegal(r.buf[:0])
	for _, a := range r.buf {
		dst = append(dst, masterMove(a))
	}
	return dst
}

func masterMove(a master.Action) Move {
	switch a.Kind {
	case master.Lay:
		slot := a.Card
		if a.Card.IsJoker() {
			slot = a.As
		}
		return Move{Kind: MLay, card: a.Card, slot: slot}
	case master.Connect:
		return Move{Kind: mConnect, slot: a.At, to: a.To}
	case master.Swap:
		return Move{Kind: mSwap, card: a.Card, slot: a.Card}
	case master.Draw:
		return Move{Kind: mDraw}
	case master.End:
		return Move{Kind: mEnd}
	}
	return Move{Kind: mPass}
}

func (r *MasterRound) Apply(m Move) error {
	a, err := masterAction(r.S.ToMove(), m)
	if err != nil {
		return err
	}
	return r.S.Apply(a)
}

// masterAction is the engine's action of seat for the move m: what a
// round of this screen applies and a round of a server sends.
func masterAction(seat int, m Move) (master.Action, error) {
	a := master.Action{Seat: seat}
	switch m.Kind {
	case MLay:
		a.Kind, a.Card = master.Lay, m.card
		if m.card.IsJoker() {
			a.As = m.slot
		}
	case mConnect:
		a.Kind, a.At, a.To = master.Connect, m.slot, m.to
	case mSwap:
		a.Kind, a.Card = master.Swap, m.card
	case mDraw:
		a.Kind = master.Draw
	case mEnd:
		a.Kind = master.End
	case mPass:
		a.Kind = master.Pass
	default:
		return a, errors.New("that is not a move of MASTER")
	}
	return a, nil
}

func (r *MasterRound) Bot(p int) Move {
	r.S.ViewInto(p, &r.view)
	a, _ := r.bots[p].Choose(&r.view).(master.Action)
	return masterMove(a)
}

func (r *MasterRound) SetBots(b []games.Bot) { r.bots = b }
func (r *MasterRound) Engine() games.Round   { return r.g }

func (r *MasterRound) LastMoves(tx *i18n.Text) [shell.MaxSeats]string {
	return masterLastMoves(tx, r.S.Log())
}

func (r *MasterRound) Refusal(tx *i18n.Text, err error, names []string) string {
	return tx.MasterRefusal(err, names)
}

func (r *MasterRound) Explain(tx *i18n.Text, seat int, c card.Card) string {
	r.S.ViewInto(seat, &r.view)
	return i18n.ExplainMaster(tx, &r.view, c)
}

func (r *MasterRound) Hint(tx *i18n.Text) string {
	t := r.S.Turn()
	switch {
	case t.Pending != card.None:
		return fmt.Sprintf(tx.MasterPending, tx.CardName(t.Pending))
	case t.Laid >= master.MaxLaid:
		return tx.MasterFour
	}
	return ""
}

// masterLastMoves describes each seat's latest turn in words a newcomer
// reads: the cards laid ("red 3", "joker as red 3"), the connection card
// and the row it leads to, exchanges, a draw or a pass.
func masterLastMoves(tx *i18n.Text, log []master.Action) [shell.MaxSeats]string {
	var last [shell.MaxSeats]string
	for i, a := range log {
		if a.Seat < 0 || a.Seat >= shell.MaxSeats {
			continue
		}
		var w string
		switch a.Kind {
		case master.Lay:
			w = tx.MasterCard(a.Card)
			if a.Card.IsJoker() {
				w = fmt.Sprintf(tx.MoveJoker, tx.CardName(a.As))
			}
		case master.Connect:
			w = fmt.Sprintf(tx.MoveLink, tx.MoveAt[a.At.Color()&3], a.At.Value(), tx.MoveRow[a.To&3])
		case master.Swap:
			w = fmt.Sprintf(tx.MoveSwap, tx.CardName(a.Card))
		case master.Draw:
			w = tx.DrewNoFit
		case master.Pass:
			w = tx.Passed
		case master.End:
			continue
		}
		if i > 0 && log[i-1].Seat == a.Seat && log[i-1].Kind != master.End && log[i-1].Kind != master.Draw && log[i-1].Kind != master.Pass {
			last[a.Seat] += ", " + w
		} else {
			last[a.Seat] = w
		}
	}
	return last
}
