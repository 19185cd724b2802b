package scenes

import (
	"errors"
	"fmt"
	"math/bits"

	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/games"
	"elferraus/engine/master"
	"elferraus/engine/record"
	"elferraus/engine/registry"
)

// move is one action of a game of rows in the table's terms: a card laid at
// a slot, a connection card, a joker exchange, a draw, the end of a turn or a
// pass. Each game's round turns it into its engine's own action, so one
// table serves every game of the family.
type move struct {
	kind moveKind
	card card.Card  // lay: the card or joker laid; swap: the number card
	slot card.Card  // lay: the slot it goes to; connect: the slot the connection card lies at
	to   card.Color // connect: the neighbouring row it leads to
}

type moveKind uint8

const (
	mLay moveKind = iota + 1
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
	Hands [maxSeats][]card.Card
	// Sizes counts every seat's cards in hand; Pile the draw pile's.
	Sizes [maxSeats]int
	Pile  int
	// Placed are the cards of the middle with their slots.
	Placed []placed
}

// sees reports whether the view shows seat p's hand.
func (v *seatView) sees(p int) bool { return v.All || p == v.Seat && p >= 0 }

// reset starts the view of seat: it copies the hand and pile sizes and empties the hands the view does not
// see, keeping their buffers.
func (v *seatView) reset(seat int, sizes []int, pile int) {
	v.Seat, v.All, v.Pile = seat, false, pile
	v.Sizes = [maxSeats]int{}
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
	AppendLegal(dst []move, seat int) []move
	Apply(m move) error
	// Bot is the choice of the bot in seat p (which must be on turn).
	Bot(p int) move
	LastMoves(tx *Text) [maxSeats]string
	Refusal(tx *Text, err error, names []string) string
	Record(names []string, round int) *record.Record
	// SetBots gives the round its bots (nil for the seats of people);
	// Engine is the engine's round behind it.
	SetBots(b []games.Bot)
	Engine() games.Round
	// Notice is a message for the start of the round, or "".
	Notice(tx *Text) string
	// Hint is the status line's advice for the person on turn, or "".
	Hint(tx *Text) string
	// Explain says what card c means to seat: where it fits, or why not
	// yet, and what it costs left in the hand (a long press on it).
	Explain(tx *Text, seat int, c card.Card) string
}

// series is a match of a game of rows with its score sheet: the engine's
// match, which deals rounds through the registry, and the table's own round
// for each of them.
type series struct {
	m     *games.Match
	setup Setup
}

// newSeries starts the match the setup asks for.
func newSeries(s Setup) (*series, error) {
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
			bots[p] = e.m.Game.NewBot(e.setup.Level, p, botSeed(seed, p))
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
		return &elferRound{s: r.State(), g: r}, nil
	case *master.Round:
		return &masterRound{s: r.State(), g: r}, nil
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

// elferRound is a round of Elfer raus! or a variant.
type elferRound struct {
	s    *elfer.State
	g    *elfer.Round
	bots []games.Bot
	// view is the latest view made; legal the one legal moves come from.
	view, legal elfer.View
	buf         []elfer.Action
}

func (r *elferRound) Players() int                            { return r.s.Players() }
func (r *elferRound) Dealer() int                             { return r.s.Dealer() }
func (r *elferRound) ToMove() int                             { return r.s.ToMove() }
func (r *elferRound) IsOver() bool                            { return r.s.IsOver() }
func (r *elferRound) TurnNumber() int                         { return r.s.Turn().Number }
func (r *elferRound) Actions() int                            { return r.s.Actions() }
func (r *elferRound) Out() int                                { return r.s.Winner() }
func (r *elferRound) Scores() []int                           { return r.s.Scores() }
func (r *elferRound) Values() int                             { return 20 }
func (r *elferRound) Rows() []card.Color                      { return r.s.Options().Colors() }
func (r *elferRound) Record(n []string, i int) *record.Record { return r.s.Record(n, i) }

func (r *elferRound) See(seat int, v *seatView) {
	r.s.ViewInto(seat, &r.view)
	r.fill(v, seat)
	if seat >= 0 && seat < r.s.Players() {
		v.Hands[seat] = append(v.Hands[seat], r.view.Hand...)
	}
}

func (r *elferRound) SeeAll(v *seatView) {
	r.s.ViewInto(-1, &r.view)
	r.fill(v, -1)
	v.All = true
	for p := range r.s.Players() {
		v.Hands[p] = append(v.Hands[p], r.s.Hand(p)...)
	}
}

// fill copies what every seat sees from the view last made.
func (r *elferRound) fill(v *seatView, seat int) {
	w := &r.view
	v.reset(seat, w.HandSizes[:w.Players], w.PileSize)
	for col, m := range w.Table {
		for ; m != 0; m &= m - 1 {
			c := card.New(card.Color(col), bits.TrailingZeros32(m))
			v.Placed = append(v.Placed, placed{c, c})
		}
	}
}

func (r *elferRound) Revealed(p int) []card.Card {
	if !r.s.IsOver() {
		return nil
	}
	return r.s.Hand(p)
}

func (r *elferRound) ShowSlot(col card.Color, v int) bool {
	c := card.New(col, v)
	tbl := r.s.Table()
	if tbl.Has(c) || !r.s.Fits(c) {
		return false
	}
	// An empty row that many values could begin (the any-start opening)
	// would be a wall of slots: it shows none.
	starters := elfer.Starters(r.s.Options().Variant, r.s.Start())
	return !tbl.Empty(col) || popcount(starters) <= 3
}

func (r *elferRound) AppendLegal(dst []move, seat int) []move {
	if seat < 0 || seat >= r.s.Players() {
		return dst
	}
	r.s.ViewInto(seat, &r.legal)
	r.buf = r.legal.AppendLegal(r.buf[:0])
	for _, a := range r.buf {
		dst = append(dst, elferMove(a))
	}
	return dst
}

func elferMove(a elfer.Action) move {
	switch a.Kind {
	case elfer.Lay:
		return move{kind: mLay, card: a.Card, slot: a.Card}
	case elfer.Draw:
		return move{kind: mDraw}
	case elfer.End:
		return move{kind: mEnd}
	}
	return move{kind: mPass}
}

func (r *elferRound) Apply(m move) error {
	a := elfer.Action{Seat: r.s.ToMove(), Card: m.card}
	switch m.kind {
	case mLay:
		a.Kind = elfer.Lay
	case mDraw:
		a.Kind, a.Card = elfer.Draw, card.None
	case mEnd:
		a.Kind, a.Card = elfer.End, card.None
	case mPass:
		a.Kind, a.Card = elfer.Pass, card.None
	default:
		return errors.New("that is not a move of the Elfer raus! games")
	}
	return r.s.Apply(a)
}

func (r *elferRound) Bot(p int) move {
	r.s.ViewInto(p, &r.view)
	a, _ := r.bots[p].Choose(&r.view).(elfer.Action)
	return elferMove(a)
}

func (r *elferRound) SetBots(b []games.Bot) { r.bots = b }
func (r *elferRound) Engine() games.Round   { return r.g }

func (r *elferRound) LastMoves(tx *Text) [maxSeats]string { return lastMoves(tx, r.s.Log()) }

func (r *elferRound) Refusal(tx *Text, err error, names []string) string {
	return tx.Refusal(err, names)
}

func (r *elferRound) Notice(tx *Text) string {
	if r.s.Redealt() {
		return tx.Redealt
	}
	return ""
}

func (r *elferRound) Explain(tx *Text, seat int, c card.Card) string {
	r.s.ViewInto(seat, &r.view)
	return explainElfer(tx, &r.view, c)
}

func (r *elferRound) Hint(tx *Text) string {
	if r.s.Turn().MustLay != card.None {
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

// masterRound is a round of Elfer raus! MASTER.
type masterRound struct {
	s    *master.State
	g    *master.Round
	bots []games.Bot
	// view is the latest view made; legal the one legal moves come from.
	view, legal master.View
	buf         []master.Action
	rows        [master.NumRows]card.Color
}

func (r *masterRound) Players() int                            { return r.s.Players() }
func (r *masterRound) Dealer() int                             { return r.s.Dealer() }
func (r *masterRound) ToMove() int                             { return r.s.ToMove() }
func (r *masterRound) IsOver() bool                            { return r.s.IsOver() }
func (r *masterRound) TurnNumber() int                         { return r.s.Turn().Number }
func (r *masterRound) Actions() int                            { return r.s.Actions() }
func (r *masterRound) Out() int                                { return r.s.Out() }
func (r *masterRound) Scores() []int                           { return r.s.Scores() }
func (r *masterRound) Values() int                             { return master.MaxValue }
func (r *masterRound) Notice(*Text) string                     { return "" }
func (r *masterRound) Record(n []string, i int) *record.Record { return r.s.Record(n, i) }

func (r *masterRound) Rows() []card.Color {
	r.rows = r.s.Rows()
	return r.rows[:]
}

func (r *masterRound) See(seat int, v *seatView) {
	r.s.ViewInto(seat, &r.view)
	r.fill(v, seat)
	if seat >= 0 && seat < r.s.Players() {
		v.Hands[seat] = append(v.Hands[seat], r.view.Hand...)
	}
}

func (r *masterRound) SeeAll(v *seatView) {
	r.s.ViewInto(-1, &r.view)
	r.fill(v, -1)
	v.All = true
	for p := range r.s.Players() {
		v.Hands[p] = append(v.Hands[p], r.s.Hand(p)...)
	}
}

// fill copies what every seat sees from the view last made.
func (r *masterRound) fill(v *seatView, seat int) {
	w := &r.view
	v.reset(seat, w.HandSizes[:w.Players], w.PileSize)
	for slot, c := range w.Table.All() {
		v.Placed = append(v.Placed, placed{c, slot})
	}
}

func (r *masterRound) Revealed(p int) []card.Card {
	if !r.s.IsOver() {
		return nil
	}
	return r.s.Hand(p)
}

func (r *masterRound) ShowSlot(col card.Color, v int) bool {
	tbl := r.s.Table()
	return tbl.Fits(card.New(col, v))
}

func (r *masterRound) AppendLegal(dst []move, seat int) []move {
	if seat < 0 || seat >= r.s.Players() {
		return dst
	}
	r.s.ViewInto(seat, &r.legal)
	r.buf = r.legal.AppendLegal(r.buf[:0])
	for _, a := range r.buf {
		dst = append(dst, masterMove(a))
	}
	return dst
}

func masterMove(a master.Action) move {
	switch a.Kind {
	case master.Lay:
		slot := a.Card
		if a.Card.IsJoker() {
			slot = a.As
		}
		return move{kind: mLay, card: a.Card, slot: slot}
	case master.Connect:
		return move{kind: mConnect, slot: a.At, to: a.To}
	case master.Swap:
		return move{kind: mSwap, card: a.Card, slot: a.Card}
	case master.Draw:
		return move{kind: mDraw}
	case master.End:
		return move{kind: mEnd}
	}
	return move{kind: mPass}
}

func (r *masterRound) Apply(m move) error {
	a := master.Action{Seat: r.s.ToMove()}
	switch m.kind {
	case mLay:
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
		return errors.New("that is not a move of MASTER")
	}
	return r.s.Apply(a)
}

func (r *masterRound) Bot(p int) move {
	r.s.ViewInto(p, &r.view)
	a, _ := r.bots[p].Choose(&r.view).(master.Action)
	return masterMove(a)
}

func (r *masterRound) SetBots(b []games.Bot) { r.bots = b }
func (r *masterRound) Engine() games.Round   { return r.g }

func (r *masterRound) LastMoves(tx *Text) [maxSeats]string {
	return masterLastMoves(tx, r.s.Log())
}

func (r *masterRound) Refusal(tx *Text, err error, names []string) string {
	return tx.MasterRefusal(err, names)
}

func (r *masterRound) Explain(tx *Text, seat int, c card.Card) string {
	r.s.ViewInto(seat, &r.view)
	return explainMaster(tx, &r.view, c)
}

func (r *masterRound) Hint(tx *Text) string {
	t := r.s.Turn()
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
func masterLastMoves(tx *Text, log []master.Action) [maxSeats]string {
	var last [maxSeats]string
	for i, a := range log {
		if a.Seat < 0 || a.Seat >= maxSeats {
			continue
		}
		var w string
		switch a.Kind {
		case master.Lay:
			w = tx.masterCard(a.Card)
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
