package snap

import (
	"errors"
	"fmt"
	"io"
	"slices"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/record"
)

// Game describes Schnipp Schnapp (los: the variant 3-2-1-los) for the
// registry. Three people can share one keyboard, two keys each.
func Game(los bool) *games.Game {
	id := ID
	if los {
		id = IDLos
	}
	return &games.Game{
		ID:         id,
		MinPlayers: MinPlayers,
		MaxPlayers: MaxPlayers,
		Numbers:    []games.Option{{Name: "timelimit"}},
		HigherWins: true,
		Table:      "snap",
		MaxHumans:  3,
		Deal: func(options map[string]any, players, dealer int, seed uint64) (games.Round, error) {
			o, err := ParseOptions(id, options)
			if err != nil {
				return nil, err
			}
			s, err := New(o, players, dealer, seed)
			if err != nil {
				return nil, err
			}
			return NewRound(s), nil
		},
		Read:   func(r io.Reader) (games.Record, error) { return ReadRecord(r) },
		Replay: games.Replayer(id, Replay, NewRound),
		NewBot: func(l level.Level, seat int, seed uint64) games.Bot { return player{NewBot(l, seed)} },
	}
}

// TickView is what a seat sees in a Round: the table and the tick it must
// act in, which a bot needs to time its calls.
type TickView struct {
	View
	Now Tick
}

// Round is a State as the registry's games.Round, played tick by tick at
// the normal tempo through a Clock. In every tick every seat acts once, with
// a Called naming its seat: a call of Schnapp or Schnipp the engine would
// accept, or no call (Word 0). When the last seat of the tick has acted,
// the tick's calls are resolved together and the clock turns a card when
// it is due. Views are *TickView; they show the table as it stood before
// the tick, the same for every seat acting in it.
//
// Actions and Len of its record count the engine's actions (reveals, calls,
// the end of time), not the seats' ticks without a call, so they stay
// bounded by MaxActions; Turns counts the cards revealed. The calls of a
// tick not yet resolved are in neither.
type Round struct {
	s     *State
	c     *Clock
	calls []Called // the calls of the tick so far
	acted [MaxPlayers]bool
	move  []int
	view  TickView
}

// NewRound wraps a state, its clock at the normal tempo set after its
// latest action.
func NewRound(s *State) *Round { return &Round{s: s, c: NewClock(s, NormalTempo)} }

// SeedDependent is the state's: the lines a replay refilled a stack on
// from the seed.
func (r *Round) SeedDependent() []int { return r.s.SeedDependent() }

// OlderLines names the lines of the record the round was replayed from that
// its record writes anew: a revealall without its cards (records written
// before the field) is written with them. It drops no line.
func (r *Round) OlderLines() (dropped, anew []int) { return nil, slices.Clone(r.s.uncarded) }

// State is the round's engine state.
func (r *Round) State() *State { return r.s }

// Clock is the round's clock.
func (r *Round) Clock() *Clock { return r.c }

func (r *Round) Players() int { return r.s.Players() }
func (r *Round) Dealer() int  { return r.s.Dealer() }
func (r *Round) IsOver() bool { return r.s.IsOver() }
func (r *Round) Actions() int { return r.s.Actions() }
func (r *Round) Turns() int   { return r.s.Reveals() }

// ToMove lists the seats that have not yet acted in the current tick.
func (r *Round) ToMove() []int {
	r.move = r.move[:0]
	if r.s.IsOver() {
		return r.move
	}
	for p := range r.s.Players() {
		if !r.acted[p] {
			r.move = append(r.move, p)
		}
	}
	return r.move
}

// Legal lists seat's actions in this tick: no call first, then each word
// the engine would accept.
func (r *Round) Legal(seat int) []games.Action {
	if r.s.IsOver() || seat < 0 || seat >= r.s.Players() || r.acted[seat] {
		return nil
	}
	out := []games.Action{Called{Seat: seat}}
	for _, w := range []Word{Schnapp, Schnipp} {
		if r.check(Called{seat, w}) == nil {
			out = append(out, Called{seat, w})
		}
	}
	return out
}

// check reports whether the engine would accept the call now.
func (r *Round) check(c Called) error {
	if lim := r.s.opts.TimeLimit; lim > 0 && r.c.Now() >= lim {
		return &Error{Why: WhyTimeUp, Seat: c.Seat, Tick: r.c.Now(), Last: lim}
	}
	return r.s.Check(CallOf(c.Seat, r.c.Now(), c.Word))
}

// Apply takes one seat's action of the tick (a Called; Word 0 is no call)
// and resolves the tick when it was the last seat's.
func (r *Round) Apply(a games.Action) error {
	c, ok := a.(Called)
	if !ok {
		return errors.New("that is not an action of Schnipp Schnapp")
	}
	switch {
	case r.s.IsOver():
		return &Error{Why: WhyOver, Seat: c.Seat, Tick: r.c.Now()}
	case c.Seat < 0 || c.Seat >= r.s.Players():
		return &Error{Why: WhyNotSeat, Seat: c.Seat, Tick: r.c.Now()}
	case r.acted[c.Seat]:
		return &Error{Why: WhyTwice, Seat: c.Seat, Tick: r.c.Now()}
	}
	if c.Word != 0 {
		if err := r.check(c); err != nil {
			return err
		}
	}
	r.acted[c.Seat] = true
	if c.Word != 0 {
		r.calls = append(r.calls, c)
	}
	if len(r.ToMove()) > 0 {
		return nil // other seats still act in this tick
	}
	if _, err := r.c.Step(r.calls); err != nil {
		// Each call was checked alone and each seat acts once, so the
		// batch is taken; should it not be, the round stays as it was.
		r.acted[c.Seat] = false
		if c.Word != 0 {
			r.calls = r.calls[:len(r.calls)-1]
		}
		return err
	}
	r.calls = r.calls[:0]
	r.acted = [MaxPlayers]bool{}
	return nil
}

// View is seat's view before the current tick, with the tick.
func (r *Round) View(seat int) games.View {
	r.s.ViewInto(seat, &r.view.View)
	r.view.Now = r.c.Now()
	return &r.view
}

func (r *Round) Result() *record.Result {
	if !r.s.IsOver() {
		return nil
	}
	return r.s.Result()
}

func (r *Round) Record(names []string, round int) games.Record { return r.s.Record(names, round) }

func (r *Round) Clone() games.Round {
	s := r.s.Clone()
	c := *r.c
	c.s = s
	return &Round{s: s, c: &c, calls: slices.Clone(r.calls), acted: r.acted}
}

// Equal compares the games and the calls of the current tick; the clock's
// next reveal is not compared, since a record does not hold it.
func (r *Round) Equal(o games.Round) bool {
	x, ok := o.(*Round)
	return ok && r.s.Equal(x.s) && r.acted == x.acted && slices.Equal(r.calls, x.calls)
}

// Deck is every card of the game.
func (r *Round) Deck() []card.Card { return card.Deck(Values, card.Colors[:]...) }

// Places reports every card: the stacks face down (nobody sees them, their
// owner neither), the piles and the centre with only their tops open, the
// quartets set aside open.
func (r *Round) Places(yield func(c card.Card, p games.Place)) {
	s := r.s
	for p := range s.players {
		for _, c := range s.stacks[p] {
			yield(c, games.Place{Zone: "stack", Seat: p, SeenBy: -1})
		}
		for i, c := range s.piles[p] {
			yield(c, games.Place{Zone: "pile", Seat: p, SeenBy: -1, Open: i == len(s.piles[p])-1})
		}
	}
	for i, c := range s.centre {
		yield(c, games.Place{Zone: "centre", Seat: -1, SeenBy: -1, Open: i == len(s.centre)-1})
	}
	for v := 1; v <= Values; v++ {
		if o := s.aside[v]; o != 0 {
			for _, col := range card.Colors {
				yield(card.New(col, v), games.Place{Zone: "quartets", Seat: int(o) - 1, SeenBy: -1, Open: true})
			}
		}
	}
}

// Seen reports every card seat's view shows.
func (r *Round) Seen(seat int, yield func(c card.Card)) {
	var v View
	r.s.ViewInto(seat, &v)
	for _, c := range v.Cards() {
		yield(c)
	}
}

// Garbage is any Called, legal or not: seats beyond the table, words that
// do not exist.
func (r *Round) Garbage(g *card.Rng) games.Action {
	return Called{Seat: g.IntN(r.s.Players()+3) - 1, Word: Word(g.IntN(4))}
}

// String is the round for failure messages.
func (r *Round) String() string {
	return fmt.Sprintf("%v\n tick %d, next reveal %d, calls so far %v", r.s, r.c.Now(), r.c.Next(), r.calls)
}

// player is the registry's bot: it decides from the *TickView the round
// hands it, calling when its Bot calls.
type player struct{ b *Bot }

func (p player) Choose(v games.View) games.Action {
	tv, ok := v.(*TickView)
	if !ok {
		return Called{Seat: -1}
	}
	w, call := p.b.Decide(&tv.View, tv.Now)
	if !call {
		w = 0
	}
	return Called{Seat: tv.Seat, Word: w}
}
