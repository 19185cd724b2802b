package scenes

import (
	"errors"
	"fmt"

	"elferraus/engine/bot"
	"elferraus/engine/card"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/record"
)

// maxSeats is the most seats any table game has.
const maxSeats = elfer.MaxPlayers

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

// round is what the table needs of one round of a game of rows, whatever its
// rules: the seats and hands, the middle, the legal moves and the bots.
// Everything the table shows is read from here, so a second game of rows
// needs its own round, never its own table.
type round interface {
	Players() int
	Dealer() int
	ToMove() int
	IsOver() bool
	TurnNumber() int
	// Actions counts the actions so far: the table redraws when it changes.
	Actions() int
	Hand(p int) []card.Card
	Pile() []card.Card
	PileSize() int
	// Out is the seat that laid its last card, -1 if none.
	Out() int
	Scores() []int
	// Values is the highest slot of a row; Rows the rows in play, top down.
	Values() int
	Rows() []card.Color
	// Placed appends the cards of the middle with their slots.
	Placed(dst []placed) []placed
	// ShowSlot reports whether the empty slot (col, v) is worth showing as
	// a place where a card could go next.
	ShowSlot(col card.Color, v int) bool
	AppendLegal(dst []move, seat int) []move
	Apply(m move) error
	// Bot is the choice of the bot in seat p (which must be on turn).
	Bot(p int) move
	LastMoves(tx *Text) [maxSeats]string
	Refusal(tx *Text, err error, names []string) string
	Record(names []string, round int) *record.Record
	// Notice is a message for the start of the round, or "".
	Notice(tx *Text) string
	// Hint is the status line's advice for the person on turn, or "".
	Hint(tx *Text) string
}

// series is a match of rounds with its score sheet.
type series interface {
	Deal() (round, error)
	Finish(r round) error
	Played() int
	Rounds() int
	Over() bool
	Leaders() []int
	Totals() []int
	Sheet() [][]int
	Seed() uint64
	Players() int
	// HigherWins: MASTER counts points won, the others points lost.
	HigherWins() bool
	// Restore puts a saved score sheet back; AttachBots gives a round
	// replayed from a save the bots of round number n.
	Restore(sheet [][]int) error
	AttachBots(r round, n int)
	// RoundSeed and Dealer are how round n is dealt, to tell a saved round
	// of this match from one of another.
	RoundSeed(n int) uint64
	Dealer(n int) int
}

// checkSheet refuses a saved score sheet that does not fit the match.
func checkSheet(sheet [][]int, players, rounds int) error {
	if len(sheet) > rounds {
		return fmt.Errorf("the score sheet has %d rounds, the match %d", len(sheet), rounds)
	}
	for i, row := range sheet {
		if len(row) != players {
			return fmt.Errorf("round %d of the score sheet has %d seats, not %d", i+1, len(row), players)
		}
	}
	return nil
}

// newSeries starts the match the setup asks for.
func newSeries(s Setup) (series, error) {
	if s.master() {
		m, err := master.NewMatch(s.Players, s.Rounds, s.Seed)
		if err != nil {
			return nil, err
		}
		return &masterSeries{m: m, setup: s}, nil
	}
	m, err := elfer.NewMatch(s.Options, s.Players, s.Rounds, s.Seed)
	if err != nil {
		return nil, err
	}
	return &elferSeries{m: m, setup: s}, nil
}

// botSeed gives every bot of every round its own generator.
func botSeed(roundSeed uint64, p int) uint64 { return card.Mix(roundSeed, uint64(100+p)) }

// replayRound replays a record of any game of rows up to pos actions.
func replayRound(rec *record.Record, pos int) (round, error) {
	if rec.Header.Game == master.ID {
		s, err := master.Replay(rec, pos)
		if err != nil {
			return nil, err
		}
		return &masterRound{s: s}, nil
	}
	s, err := elfer.Replay(rec, pos)
	if err != nil {
		return nil, err
	}
	return &elferRound{s: s}, nil
}

// elferSeries is a match of classic Elfer raus! or one of its variants.
type elferSeries struct {
	m     *elfer.Match
	setup Setup
}

func (e *elferSeries) Deal() (round, error) {
	s, err := e.m.Deal()
	if err != nil {
		return nil, err
	}
	r := &elferRound{s: s}
	e.AttachBots(r, e.m.Played()+1)
	return r, nil
}

func (e *elferSeries) AttachBots(r round, n int) {
	er := r.(*elferRound)
	er.bots = make([]*bot.Elfer, e.setup.Players)
	seed := e.m.RoundSeed(n)
	for p := range er.bots {
		if !e.setup.Human(p) {
			er.bots[p] = bot.NewElfer(e.setup.Level, botSeed(seed, p))
		}
	}
}

func (e *elferSeries) Restore(sheet [][]int) error {
	if err := checkSheet(sheet, e.m.Players, e.m.Rounds); err != nil {
		return err
	}
	e.m.Sheet = sheet
	return nil
}

func (e *elferSeries) Finish(r round) error   { return e.m.Finish(r.(*elferRound).s) }
func (e *elferSeries) Played() int            { return e.m.Played() }
func (e *elferSeries) Rounds() int            { return e.m.Rounds }
func (e *elferSeries) Over() bool             { return e.m.Over() }
func (e *elferSeries) Leaders() []int         { return e.m.Leaders() }
func (e *elferSeries) Totals() []int          { return e.m.Totals() }
func (e *elferSeries) Sheet() [][]int         { return e.m.Sheet }
func (e *elferSeries) Seed() uint64           { return e.m.Seed }
func (e *elferSeries) Players() int           { return e.m.Players }
func (e *elferSeries) HigherWins() bool       { return false }
func (e *elferSeries) RoundSeed(n int) uint64 { return e.m.RoundSeed(n) }
func (e *elferSeries) Dealer(n int) int       { return e.m.Dealer(n) }

// elferRound is a round of Elfer raus! or a variant.
type elferRound struct {
	s    *elfer.State
	bots []*bot.Elfer
	view elfer.View
	buf  []elfer.Action
}

func (r *elferRound) Players() int                            { return r.s.Players() }
func (r *elferRound) Dealer() int                             { return r.s.Dealer() }
func (r *elferRound) ToMove() int                             { return r.s.ToMove() }
func (r *elferRound) IsOver() bool                            { return r.s.IsOver() }
func (r *elferRound) TurnNumber() int                         { return r.s.Turn().Number }
func (r *elferRound) Actions() int                            { return r.s.Actions() }
func (r *elferRound) Hand(p int) []card.Card                  { return r.s.Hand(p) }
func (r *elferRound) Pile() []card.Card                       { return r.s.Pile() }
func (r *elferRound) PileSize() int                           { return r.s.PileSize() }
func (r *elferRound) Out() int                                { return r.s.Winner() }
func (r *elferRound) Scores() []int                           { return r.s.Scores() }
func (r *elferRound) Values() int                             { return 20 }
func (r *elferRound) Rows() []card.Color                      { return r.s.Options().Colors() }
func (r *elferRound) Record(n []string, i int) *record.Record { return r.s.Record(n, i) }

func (r *elferRound) Placed(dst []placed) []placed {
	tbl := r.s.Table()
	for _, c := range tbl.Cards() {
		dst = append(dst, placed{c, c})
	}
	return dst
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
	r.buf = r.s.AppendLegal(r.buf[:0], seat)
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
	return elferMove(r.bots[p].Choose(&r.view))
}

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

// masterSeries is a match of Elfer raus! MASTER.
type masterSeries struct {
	m     *master.Match
	setup Setup
}

func (e *masterSeries) Deal() (round, error) {
	s, err := e.m.Deal()
	if err != nil {
		return nil, err
	}
	r := &masterRound{s: s}
	e.AttachBots(r, e.m.Played()+1)
	return r, nil
}

func (e *masterSeries) AttachBots(r round, n int) {
	mr := r.(*masterRound)
	mr.bots = make([]*bot.Master, e.setup.Players)
	seed := e.m.RoundSeed(n)
	for p := range mr.bots {
		if !e.setup.Human(p) {
			mr.bots[p] = bot.NewMaster(e.setup.Level, botSeed(seed, p))
		}
	}
}

func (e *masterSeries) Restore(sheet [][]int) error {
	if err := checkSheet(sheet, e.m.Players, e.m.Rounds); err != nil {
		return err
	}
	e.m.Sheet = sheet
	return nil
}

func (e *masterSeries) Finish(r round) error   { return e.m.Finish(r.(*masterRound).s) }
func (e *masterSeries) Played() int            { return e.m.Played() }
func (e *masterSeries) Rounds() int            { return e.m.Rounds }
func (e *masterSeries) Over() bool             { return e.m.Over() }
func (e *masterSeries) Leaders() []int         { return e.m.Leaders() }
func (e *masterSeries) Totals() []int          { return e.m.Totals() }
func (e *masterSeries) Sheet() [][]int         { return e.m.Sheet }
func (e *masterSeries) Seed() uint64           { return e.m.Seed }
func (e *masterSeries) Players() int           { return e.m.Players }
func (e *masterSeries) HigherWins() bool       { return true }
func (e *masterSeries) RoundSeed(n int) uint64 { return e.m.RoundSeed(n) }
func (e *masterSeries) Dealer(n int) int       { return e.m.Dealer(n) }

// masterRound is a round of Elfer raus! MASTER.
type masterRound struct {
	s    *master.State
	bots []*bot.Master
	view master.View
	buf  []master.Action
	rows [master.NumRows]card.Color
}

func (r *masterRound) Players() int                            { return r.s.Players() }
func (r *masterRound) Dealer() int                             { return r.s.Dealer() }
func (r *masterRound) ToMove() int                             { return r.s.ToMove() }
func (r *masterRound) IsOver() bool                            { return r.s.IsOver() }
func (r *masterRound) TurnNumber() int                         { return r.s.Turn().Number }
func (r *masterRound) Actions() int                            { return r.s.Actions() }
func (r *masterRound) Hand(p int) []card.Card                  { return r.s.Hand(p) }
func (r *masterRound) Pile() []card.Card                       { return r.s.Pile() }
func (r *masterRound) PileSize() int                           { return r.s.PileSize() }
func (r *masterRound) Out() int                                { return r.s.Out() }
func (r *masterRound) Scores() []int                           { return r.s.Scores() }
func (r *masterRound) Values() int                             { return master.MaxValue }
func (r *masterRound) Notice(*Text) string                     { return "" }
func (r *masterRound) Record(n []string, i int) *record.Record { return r.s.Record(n, i) }

func (r *masterRound) Rows() []card.Color {
	r.rows = r.s.Rows()
	return r.rows[:]
}

func (r *masterRound) Placed(dst []placed) []placed {
	tbl := r.s.Table()
	for slot, c := range tbl.All() {
		dst = append(dst, placed{c, slot})
	}
	return dst
}

func (r *masterRound) ShowSlot(col card.Color, v int) bool {
	tbl := r.s.Table()
	return tbl.Fits(card.New(col, v))
}

func (r *masterRound) AppendLegal(dst []move, seat int) []move {
	r.buf = r.s.AppendLegal(r.buf[:0], seat)
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
	return masterMove(r.bots[p].Choose(&r.view))
}

func (r *masterRound) LastMoves(tx *Text) [maxSeats]string {
	return masterLastMoves(tx, r.s.Log())
}

func (r *masterRound) Refusal(tx *Text, err error, names []string) string {
	return tx.MasterRefusal(err, names)
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

// masterLastMoves describes each seat's latest turn: the cards laid (a
// joker with the slot it took, a connection card as the bridge it made),
// exchanges, a draw or a pass.
func masterLastMoves(tx *Text, log []master.Action) [maxSeats]string {
	var last [maxSeats]string
	for i, a := range log {
		if a.Seat < 0 || a.Seat >= maxSeats {
			continue
		}
		var w string
		switch a.Kind {
		case master.Lay:
			w = a.Card.String()
			if a.Card.IsJoker() {
				w = "J→" + a.As.String()
			}
		case master.Connect:
			// The card laid next names the row the bridge leads to.
			w = a.At.String() + "↕"
		case master.Swap:
			w = tx.Swaps + " " + a.Card.String()
		case master.Draw:
			w = tx.DrewNoFit
		case master.Pass:
			w = tx.Passed
		case master.End:
			continue
		}
		if i > 0 && log[i-1].Seat == a.Seat && log[i-1].Kind != master.End && log[i-1].Kind != master.Draw && log[i-1].Kind != master.Pass {
			last[a.Seat] += " " + w
		} else {
			last[a.Seat] = w
		}
	}
	return last
}
