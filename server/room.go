package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"time"

	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/online"
)

// event is one step of a room's life, as the journal keeps it. A room is
// its events applied in order: the bots' moves are events too, so applying
// them again needs no bot and gives the same room.
type event struct {
	// K is the kind: create, join, start, act, next, rematch.
	K    string       `json:"k"`
	Spec *online.Spec `json:"spec,omitempty"`
	Seed uint64       `json:"seed,omitempty"`
	Seat int          `json:"seat,omitempty"`
	Name string       `json:"name,omitempty"`
	// Tok is the SHA-256 of the seat's token: the journal never holds a
	// token a reader could play with.
	Tok    string          `json:"tok,omitempty"`
	Action json.RawMessage `json:"action,omitempty"`
	// Skip and Calls are a real-time game's ticks: Skip ticks in which
	// nobody called, then, with Calls, one tick with these moves.
	Skip  int               `json:"skip,omitempty"`
	Calls []json.RawMessage `json:"calls,omitempty"`
}

// told is an action taken, with the cards each seat saw just before or
// just after it: the only cards of it that seat is told.
type told struct {
	seat int
	a    games.Action
	seen []games.Cards
	// react is a real-time call's judged reaction in milliseconds.
	react *float64
}

// Room phases, as online.Msg.Phase names them.
const (
	waiting = "waiting"
	playing = "playing"
	between = "between"
	over    = "over"
)

// seat is one seat of a room.
type seat struct {
	name string
	tok  string // hash of the token of the person who took it
	bot  bool   // a bot plays it for good
	// conns are the person's open connections (a second tab, a reconnect
	// before the old connection noticed it was gone).
	conns map[*conn]bool
	// gone is when the last connection closed (zero while connected or
	// before anybody took the seat); standing, that a bot plays the seat
	// until the person is back.
	gone     time.Time
	standing bool
}

func (s *seat) person() bool { return s.tok != "" && !s.bot }

// room is one room: its setup, seats and match. Every field is guarded by
// mu; events change it only through apply.
type room struct {
	srv  *Server
	code string

	mu       sync.Mutex
	spec     online.Spec
	game     *games.Game
	options  map[string]any
	level    level.Level
	seed     uint64
	matches  int
	seats    []*seat
	watchers map[*conn]bool
	phase    string
	match    *games.Match
	round    games.Round
	bots     []games.Bot
	// changed is when the round last moved (bots think from it, the clock
	// runs from it); betweenUntil when the next round is dealt.
	changed      time.Time
	betweenUntil time.Time
	timer        *time.Timer
	// retryAt holds the timer's moves back after the journal refused
	// one: a bot's move or a deal that failed is tried again only then,
	// each time twice as late (retryWait, up to maxRetryWait), not in a
	// loop as fast as the journal answers.
	retryAt   time.Time
	retryWait time.Duration
	// pending are the calls of a real-time round's seats for its next
	// tick; ticking, that its ticker runs; quiet, the ticks played since
	// the journal last heard of one.
	pending map[int]json.RawMessage
	ticking bool
	quiet   int
	// fair judges the calls of a real-time round across latencies.
	fair fairRoom
	// ack is the connection whose move the next broadcast answers, with
	// the move's number.
	ack    *conn
	ackSeq int
	// told are the actions of the round not yet passed on in a State.
	told []told
	// sent is what each seat was last sent (-1: watchers at the end), so
	// an unchanged state is not sent again.
	closed bool
}

// checkSpec checks a room's setup and returns its game, options and level.
func checkSpec(sp *online.Spec) (*games.Game, map[string]any, level.Level, error) {
	g, err := registry.Find(sp.Game)
	if err != nil {
		return nil, nil, 0, err
	}
	opts, err := g.CheckOptions(sp.Options, sp.Players)
	if err != nil {
		return nil, nil, 0, err
	}
	if sp.Rounds < 0 || sp.Rounds > 20 {
		return nil, nil, 0, fmt.Errorf("a match has 1 to 20 rounds, not %d", sp.Rounds)
	}
	if len(sp.Bots) > sp.Players {
		return nil, nil, 0, fmt.Errorf("%d bot marks for %d seats", len(sp.Bots), sp.Players)
	}
	if sp.Clock < 0 || sp.Clock > 600 {
		return nil, nil, 0, fmt.Errorf("the clock runs 0 to 600 seconds, not %d", sp.Clock)
	}
	lvl := level.Normal
	if sp.Level != "" {
		if lvl, err = level.Parse(sp.Level); err != nil {
			return nil, nil, 0, err
		}
	}
	return g, opts, lvl, nil
}

// apply carries out ev, from a client, a timer or the journal alike. It
// refuses an event that does not fit the room and then changes nothing.
func (r *room) apply(ev event, now time.Time) error {
	if ev.K != "create" && r.game == nil {
		return fmt.Errorf("a %s before the room was made", ev.K)
	}
	if err := r.check(ev); err != nil {
		return err
	}
	return r.do(ev, now)
}

// do carries out ev, which check took (a create is checked here).
func (r *room) do(ev event, now time.Time) error {
	switch ev.K {
	case "create":
		g, opts, lvl, err := checkSpec(ev.Spec)
		if err != nil {
			return err
		}
		r.spec, r.game, r.options, r.level, r.seed = *ev.Spec, g, opts, lvl, ev.Seed
		if r.spec.Rounds == 0 {
			r.spec.Rounds = 1
			if g.Matches {
				r.spec.Rounds = 3
			}
		}
		if !g.Matches {
			r.spec.Rounds = 1
		}
		r.seats = make([]*seat, r.spec.Players)
		for p := range r.seats {
			r.seats[p] = &seat{conns: map[*conn]bool{}}
			if p < len(r.spec.Bots) && r.spec.Bots[p] {
				r.seats[p].bot = true
			}
		}
		r.phase = waiting
		return nil
	case "join":
		s := r.seats[ev.Seat]
		s.name, s.tok = ev.Name, ev.Tok
		s.gone = now // until the person's connection is attached
		return nil
	case "start":
		for _, s := range r.seats {
			if s.tok == "" {
				s.bot = true
			}
		}
		return r.newMatch(now)
	case "act":
		a, err := r.action(ev.Seat, ev.Action)
		if err != nil {
			return err
		}
		seen := r.shown(nil)
		if err := r.round.Apply(a); err != nil {
			return err
		}
		r.told = append(r.told, told{seat: ev.Seat, a: a, seen: r.shown(seen)})
		return r.moved(now)
	case "tick":
		for range ev.Skip {
			if err := r.tick1(nil); err != nil {
				return err
			}
		}
		if len(ev.Calls) > 0 {
			calls, err := r.decodeCalls(ev.Calls)
			if err != nil {
				return err
			}
			if err := r.tick1(calls); err != nil {
				return err
			}
		}
		return r.moved(now)
	case "next":
		return r.deal(now)
	case "rematch":
		r.matches++
		return r.newMatch(now)
	}
	return fmt.Errorf("unknown event %q", ev.K)
}

// shown adds to seen (made when nil) every card each seat's view shows now.
func (r *room) shown(seen []games.Cards) []games.Cards {
	if seen == nil {
		seen = make([]games.Cards, len(r.seats))
	}
	for p := range seen {
		games.Shown(r.round, p, &seen[p])
	}
	return seen
}

// moves are the actions told since the last broadcast as seat may see
// them: its own whole, another's without the cards it did not see.
func (r *room) moves(seat int) []online.Move {
	out := make([]online.Move, 0, len(r.told))
	for _, t := range r.told {
		keep := t.seen[seat].Has
		if t.seat == seat {
			keep = nil
		}
		data, err := online.EncodeMasked(t.a, keep)
		if err != nil {
			r.srv.logf("room %s: seat %d's move: %v", r.code, t.seat, err)
			return nil
		}
		out = append(out, online.Move{Seat: t.seat, Action: data, React: t.react})
	}
	return out
}

// moved takes note that the round moved: the clock restarts, and a round
// that is over enters the sheet.
func (r *room) moved(now time.Time) error {
	r.changed = now
	if r.round.IsOver() && r.phase == playing {
		if err := r.match.Finish(r.round); err != nil {
			return err
		}
		r.phase = between
		if r.match.Over() {
			r.phase = over
		}
		r.betweenUntil = now.Add(r.srv.cfg.Between)
	}
	return nil
}

func (r *room) newMatch(now time.Time) error {
	m, err := games.NewMatch(r.game, r.options, r.spec.Players, r.spec.Rounds, card.Mix(r.seed, uint64(r.matches)))
	if err != nil {
		return err
	}
	r.match = m
	return r.deal(now)
}

// deal deals the match's next round, with a bot for every seat (the seats
// of bots, and any person's while a bot stands in).
func (r *room) deal(now time.Time) error {
	rd, err := r.match.Deal()
	if err != nil {
		return err
	}
	r.round, r.told = rd, nil
	seed := r.match.RoundSeed(r.match.Played() + 1)
	r.bots = make([]games.Bot, r.spec.Players)
	for p := range r.bots {
		r.bots[p] = r.game.NewBot(r.level, p, card.Mix(seed, uint64(100+p)))
	}
	r.phase = playing
	r.changed = now
	return nil
}

// action reads data as a move of seat: one of its legal moves as the
// server listed it, or any value of the game's action type for that seat
// (a game lists a few of some moves, such as the orders a hand may be put
// in), which the engine then takes or refuses.
func (r *room) action(seat int, data json.RawMessage) (games.Action, error) {
	legal := r.round.Legal(seat)
	if len(legal) == 0 {
		return nil, refusal{why: online.RefusedNotYours, text: "you have no move now"}
	}
	for _, a := range legal {
		b, err := online.Encode(a)
		if err == nil && bytes.Equal(b, data) {
			return a, nil
		}
	}
	a, err := online.DecodeAs(data, reflect.TypeOf(legal[0]))
	if err != nil {
		return nil, fmt.Errorf("not a move: %v", err)
	}
	f := reflect.ValueOf(a).FieldByName("Seat")
	if !f.IsValid() || !f.CanInt() || f.Int() != int64(seat) {
		return nil, errors.New("a move for another seat")
	}
	return a, nil
}

// names are the seats' names as the tables and records show them.
func (r *room) names() []string {
	out := make([]string, len(r.seats))
	bots := 0
	for p, s := range r.seats {
		switch {
		case s.bot:
			bots++
			out[p] = fmt.Sprintf("Bot %d", bots)
		case s.name != "":
			out[p] = s.name
		default:
			out[p] = fmt.Sprintf("Seat %d", p+1)
		}
	}
	return out
}

// state is the room as seat (-1: a watcher) may see it.
func (r *room) state(seat int, now time.Time) online.Msg {
	m := online.Msg{T: online.State, Room: r.code, Seat: seat, Phase: r.phase, Game: r.game.ID}
	names := r.names()
	for p, s := range r.seats {
		m.Seats = append(m.Seats, online.Seat{Name: names[p], Bot: s.bot, Connected: len(s.conns) > 0, Standing: s.standing})
	}
	if r.match != nil {
		m.Sheet = r.match.Sheet
		m.Round = r.match.Played()
		if r.phase == playing {
			m.Round++
		}
	}
	if r.round == nil {
		return m
	}
	m.Actions, m.Dealer, m.Result = r.round.Actions(), r.round.Dealer(), r.round.Result()
	if r.phase == playing {
		m.ToMove = slices.Clone(r.round.ToMove())
	}
	if seat < 0 {
		m.Table = public(r.round)
	}
	if seat >= 0 {
		v, err := online.Encode(r.round.View(seat))
		if err != nil {
			r.srv.logf("room %s: seat %d's view: %v", r.code, seat, err)
		}
		m.View = v
		if r.phase == playing && slices.Contains(m.ToMove, seat) {
			for _, a := range r.round.Legal(seat) {
				b, err := online.Encode(a)
				if err != nil {
					r.srv.logf("room %s: seat %d's move: %v", r.code, seat, err)
					continue
				}
				m.Legal = append(m.Legal, b)
			}
			if r.spec.Clock > 0 && r.seats[seat].person() {
				left := r.changed.Add(time.Duration(r.spec.Clock) * time.Second).Sub(now)
				m.Clock = max(0, int(left.Seconds()+0.999))
			}
		}
	}
	return m
}

// public is what every seat of rd may see: the open cards of each place and
// the number of hidden ones, for a watcher, who holds no seat.
func public(rd games.Round) []online.Pile {
	au, ok := rd.(games.Audited)
	if !ok {
		return nil
	}
	var out []online.Pile
	au.Places(func(c card.Card, p games.Place) {
		i := slices.IndexFunc(out, func(q online.Pile) bool { return q.Zone == p.Zone && q.Seat == p.Seat })
		if i < 0 {
			out = append(out, online.Pile{Zone: p.Zone, Seat: p.Seat})
			i = len(out) - 1
		}
		if p.Open {
			out[i].Open = append(out[i].Open, int(c))
		} else {
			out[i].Hidden++
		}
	})
	return out
}

// broadcast sends every connection its state.
func (r *room) broadcast(now time.Time) {
	for p, s := range r.seats {
		if len(s.conns) == 0 {
			continue
		}
		m := r.state(p, now)
		m.Moves, m.Late = r.moves(p), r.fair.late
		for c := range s.conns {
			m.Seq = 0
			if c == r.ack {
				m.Seq = r.ackSeq
			}
			c.send(m)
		}
	}
	r.ack, r.ackSeq, r.told, r.fair.late = nil, 0, nil, nil
	if len(r.watchers) > 0 {
		m := r.state(-1, now)
		for c := range r.watchers {
			c.send(m)
		}
	}
}

// sendRecord sends everybody the record of the round just finished: the
// deal lies open once the round is over.
func (r *room) sendRecord() {
	rec := r.round.Record(r.names(), r.match.Played())
	m := online.Msg{T: online.Record, Room: r.code, Record: string(rec.Marshal())}
	for p, s := range r.seats {
		m.Seat = p
		for c := range s.conns {
			c.send(m)
		}
	}
	m.Seat = -1
	for c := range r.watchers {
		c.send(m)
	}
}

// due is what a timer must do now: the seats whose move a bot makes (a
// bot's seat, a seat a bot stands in for, a person whose clock ran out).
func (r *room) due(now time.Time) (next time.Time, movers []int, deal bool) {
	cfg := r.srv.cfg
	soonest := func(t time.Time) {
		if next.IsZero() || t.Before(next) {
			next = t
		}
	}
	for _, s := range r.seats {
		if s.person() && len(s.conns) == 0 && !s.standing && !s.gone.IsZero() {
			soonest(s.gone.Add(cfg.StandIn))
		}
	}
	switch r.phase {
	case between:
		soonest(r.betweenUntil)
		if !now.Before(r.betweenUntil) {
			deal = true
		}
	case playing:
		if r.realtime() {
			break // the ticker moves every seat, every tick
		}
		for _, p := range r.round.ToMove() {
			s := r.seats[p]
			at := r.changed.Add(cfg.Think)
			if s.person() && !s.standing {
				if r.spec.Clock == 0 {
					continue
				}
				at = r.changed.Add(time.Duration(r.spec.Clock) * time.Second)
			}
			soonest(at)
			if !now.Before(at) {
				movers = append(movers, p)
			}
		}
	}
	return next, movers, deal
}

// schedule sets the room's timer for what is next due.
func (r *room) schedule(now time.Time) {
	if r.closed {
		return
	}
	r.startTicks()
	next, _, _ := r.due(now)
	if !next.IsZero() && next.Before(r.retryAt) {
		next = r.retryAt
	}
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
	if next.IsZero() {
		return
	}
	r.timer = time.AfterFunc(max(next.Sub(now), 0), r.tick)
}

// tick does what is due: hands seats to bots, plays the bots' moves, deals
// the next round.
func (r *room) tick() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed {
		return
	}
	now := time.Now()
	for _, s := range r.seats {
		if s.person() && len(s.conns) == 0 && !s.standing && !s.gone.IsZero() && !now.Before(s.gone.Add(r.srv.cfg.StandIn)) {
			s.standing = true
		}
	}
	_, movers, deal := r.due(now)
	if now.Before(r.retryAt) {
		movers, deal = nil, false
	}
	refused := false
	switch {
	case deal:
		if err := r.record(event{K: "next"}, now); err != nil {
			r.srv.logf("room %s: %v", r.code, err)
			refused = true
		}
	case len(movers) > 0:
		for _, p := range movers {
			if r.phase != playing || !slices.Contains(r.round.ToMove(), p) {
				continue
			}
			a := r.bots[p].Choose(r.round.View(p))
			data, err := online.Encode(a)
			if err != nil {
				r.srv.logf("room %s: seat %d's bot: %v", r.code, p, err)
				continue
			}
			if err := r.record(event{K: "act", Seat: p, Action: data}, now); err != nil {
				var legal []string
				for _, a := range r.round.Legal(p) {
					b, _ := online.Encode(a)
					legal = append(legal, string(b))
				}
				r.srv.logf("room %s (%s): seat %d's bot chose %s %#v: %v; legal: %v", r.code, r.game.ID, p, data, a, err, legal)
				refused = true
			}
		}
	}
	switch {
	case refused:
		r.retryWait = min(max(2*r.retryWait, minRetryWait), maxRetryWait)
		r.retryAt = now.Add(r.retryWait)
	case deal || len(movers) > 0:
		r.retryWait, r.retryAt = 0, time.Time{}
	}
	r.broadcast(now)
	r.schedule(now)
}

// The waits before the timer tries again what the journal refused.
const (
	minRetryWait = 50 * time.Millisecond
	maxRetryWait = 5 * time.Second
)

// record journals ev and applies it: an event the journal did not take
// changes nothing, so the room never stands where a restart would not
// find it. A finished round's record goes to everybody.
func (r *room) record(ev event, now time.Time) error {
	if err := r.check(ev); err != nil {
		return err
	}
	if err := r.srv.journal.append(r.srv.ctx, r.code, ev); err != nil {
		return fmt.Errorf("the journal refused the move: %w", err)
	}
	running := r.round != nil && !r.round.IsOver()
	if err := r.do(ev, now); err != nil {
		// Checked above: only a defect gets here, and the journal now
		// holds an event a restart would refuse too.
		return err
	}
	if running && r.round.IsOver() {
		// The last state first: a client has seen the round to its
		// end before it gets the record of it.
		r.broadcast(now)
		r.sendRecord()
	}
	return nil
}

// check reports whether apply would take ev, without changing the room:
// the journal receives only events that apply.
func (r *room) check(ev event) error {
	switch ev.K {
	case "create":
		if r.game != nil {
			return errors.New("the room exists")
		}
		if ev.Spec == nil {
			return errors.New("a room needs its setup")
		}
		_, _, _, err := checkSpec(ev.Spec)
		return err
	case "act":
		if r.phase != playing || !slices.Contains(r.round.ToMove(), ev.Seat) {
			return refusal{why: online.RefusedNotYours, text: "it is not your move"}
		}
		a, err := r.action(ev.Seat, ev.Action)
		if err != nil {
			return err
		}
		if err := r.round.Clone().Apply(a); err != nil {
			return err
		}
	case "join":
		if r.phase != waiting || ev.Seat < 0 || ev.Seat >= len(r.seats) || r.seats[ev.Seat].tok != "" || r.seats[ev.Seat].bot {
			return errors.New("that seat is not free")
		}
	case "start":
		if r.phase != waiting {
			return errors.New("the match has begun")
		}
	case "tick":
		if r.phase != playing || !r.realtime() {
			return errors.New("no real-time round runs")
		}
	case "next":
		if r.phase != between {
			return errors.New("no round is waiting")
		}
	case "rematch":
		if r.phase != over {
			return errors.New("the match is not over")
		}
	default:
		return fmt.Errorf("unknown event %q", ev.K)
	}
	return nil
}
