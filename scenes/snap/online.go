package snap

import (
	"elferraus/engine/card"
	"elferraus/engine/games"
	"elferraus/engine/record"
	"elferraus/engine/registry"
	"elferraus/engine/snap"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"elferraus/sprites"
	"errors"
	"slices"
	"time"
)

// netSnap is the seat of an online room a Snap plays: the server runs the
// clock and the other seats; the table shows the seat's views, and sends
// the person's calls (or its own bot's, in a demonstration).
type netSnap struct {
	n     *shell.Net
	rd    *online.Round
	board netBoard
	bot   *snap.Bot
	// now is the tick the server plays about now: the last state's, counted
	// on a frame at a time.
	now snap.Tick
	// reveal is the tick of the last reveal, for the countdown of 3-2-1-los.
	reveal snap.Tick
	ended  bool
	// shown is, for each word, the match the table shows (the tick it
	// appeared) and when the state that first showed it was taken: the
	// frame drawn next shows it, and a call's reaction counts from there.
	shown [3]seenMatch
	// calling is the seat's call sent and not yet judged, shown at once.
	calling snap.Word
}

// seenMatch is a match the table showed: its tick, and when it came.
type seenMatch struct {
	at   snap.Tick
	when time.Time
}

// NewOnlineSnap is the table of a seat in an online room of Schnipp
// Schnapp, at the state st of a game being played.
func NewOnlineSnap(n *shell.Net, st online.Msg) (*Snap, error) {
	s, err := n.Setup()
	if err != nil {
		return nil, err
	}
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	rem, err := online.NewRemote(g, s.Options, s.Players, n.Seat)
	if err != nil {
		return nil, err
	}
	rd, err := online.NewRound(rem, st)
	if err != nil {
		return nil, err
	}
	t := &Snap{net: &netSnap{n: n, rd: rd}}
	t.init(s, nil)
	t.tab, t.bottom = &t.net.board, n.Seat
	t.hint = s.Humans() > 0
	if s.Human(n.Seat) {
		t.keyOf[n.Seat] = 0
	} else {
		t.net.bot = snap.NewBot(snap.Level(s.Level), card.Mix(uint64(st.Round), uint64(100+n.Seat)))
	}
	if err := t.netTake(st); err != nil {
		return nil, err
	}
	return t, nil
}

// Leave closes the connection to the room (see shell.Leaver).
func (t *Snap) Leave() {
	if t.net != nil {
		t.net.n.Leave()
	}
}

// pumpNet takes what the server sent since the last frame: states of the
// game, the next game's first state (a rematch), the record of the game
// just finished, refusals.
func (t *Snap) pumpNet() {
	ns := t.net
	msgs, relay := ns.n.Heard(t.text)
	if relay {
		// The names say who is away, in the table's language.
		t.Names = ns.n.Names(t.text)
	}
	for i, m := range msgs {
		switch m.T {
		case online.State:
			switch ns.n.Sort(m, 1, ns.rd.Actions(), t.tab.IsOver()) {
			case shell.StateAnew:
				// Back after missing the end of the game: the table of
				// the one being played.
				ns.n.Unread(msgs[i+1:])
				t.netNext(m)
				return
			case shell.StateStep:
				if err := t.netTake(m); err != nil {
					t.banner = callout{text: err.Error(), ttl: 150}
				}
			}
		case online.Record:
			if t.ctx != nil {
				ns.n.Keep(t.ctx.Store, m.Record)
			}
		case online.Error:
			ns.rd.Refused()
			t.banner = callout{text: m.Err, ttl: 150}
			if ns.calling != 0 {
				// The call shown at once was refused.
				ns.calling, t.callouts[ns.n.Seat].ttl = 0, 0
			}
		}
	}
	if s := ns.n.Status(t.text); s != "" {
		t.banner = callout{text: s, ttl: 2}
	}
}

// netTake lays out the state m and shows the calls it tells, judged on the
// table as the state before showed it.
func (t *Snap) netTake(m online.Msg) error {
	ns := t.net
	if err := ns.rd.Take(m); err != nil {
		return err
	}
	tv, ok := ns.rd.View(ns.n.Seat).(*snap.TickView)
	if !ok {
		return errors.New("the state holds no view of the seat")
	}
	prev := ns.board.v
	ns.now, ns.board.res = tv.Now, m.Result
	ns.board.take(&tv.View, t.motion)
	v := &ns.board.v
	if v.Reveals != prev.Reveals || prev.Players == 0 {
		ns.reveal = max(v.Last, 0)
	}
	for _, w := range [2]snap.Word{snap.Schnapp, snap.Schnipp} {
		switch ok, at := v.Match(w); {
		case !ok:
			ns.shown[w] = seenMatch{}
		case ns.shown[w].when.IsZero() || ns.shown[w].at != at:
			ns.shown[w] = seenMatch{at: at, when: time.Now()}
		}
	}
	if prev.Players == 0 {
		return nil
	}
	var ev, wrong []snap.Event
	var right [3][]int
	var react [snap.MaxPlayers]*float64
	for _, mv := range m.Moves {
		c, ok := ns.called(mv)
		if !ok {
			continue
		}
		if ok, _ := prev.Match(c.Word); ok {
			right[c.Word] = append(right[c.Word], c.Seat)
			react[c.Seat] = mv.React
		} else {
			wrong = append(wrong, snap.Event{Kind: snap.Mistake, Seat: c.Seat, Word: c.Word})
		}
	}
	for _, w := range [2]snap.Word{snap.Schnapp, snap.Schnipp} {
		switch who := right[w]; {
		case len(who) == 1 && react[who[0]] != nil:
			// The reaction the server judged, latency corrected.
			t.captured(who[0], t.word(w), *react[who[0]])
		case len(who) == 1:
			_, at := prev.Match(w)
			ev = append(ev, snap.Event{Kind: snap.Captured, Seat: who[0], Word: w, Reaction: v.Last - at})
		case len(who) > 1:
			ev = append(ev, snap.Event{Kind: snap.Tied, Seats: who, Word: w})
		}
	}
	for _, mv := range m.Late {
		// Slower than the winner: not played, told with its reaction.
		c, ok := ns.called(mv)
		if !ok {
			continue
		}
		sub := i18n.NetOf(t.text).Late
		if mv.React != nil {
			sub += " · " + reactionText(*mv.React)
		}
		t.callouts[c.Seat] = callout{text: t.word(c.Word), sub: sub, ttl: 90}
	}
	ev = append(ev, wrong...)
	for val := 1; val <= snap.Values; val++ {
		if v.Aside[val] != 0 && prev.Aside[val] == 0 {
			ev = append(ev, snap.Event{Kind: snap.QuartetOut, Seat: int(v.Aside[val]) - 1, Value: val})
		}
	}
	if ns.board.IsOver() && !ns.ended {
		ns.ended = true
		ev = append(ev, snap.Event{Kind: snap.Ended})
	}
	t.Show(ev)
	return nil
}

// netStep is a frame of the game at the server: the seat's call, from the
// person's keys and buttons or the demonstration's bot, goes to the
// server when the last state lists it, with the reaction this screen
// measured; the table shows it at once, and the state that tells the
// server's verdict corrects it.
func (t *Snap) netStep(in *game.Input) {
	ns := t.net
	ns.now++
	if t.tab.Options().Los {
		until := max(ns.reveal+snap.CountSteps*snap.NormalTempo-ns.now, 0)
		t.Count = snap.CountdownAt(until, snap.NormalTempo)
		t.countTones(until, snap.NormalTempo)
	}
	seat := ns.n.Seat
	var w snap.Word
	ok := false
	if ns.bot != nil {
		w, ok = ns.bot.Decide(&ns.board.v, ns.now)
	} else if w, ok = t.HumanCall(in, seat); ok {
		t.noteCall()
	}
	a := snap.Called{Seat: seat, Word: w}
	if !ok || !slices.Contains(ns.rd.Legal(seat), games.Action(a)) {
		return
	}
	msg, err := ns.rd.Remote().Move(a)
	if err != nil {
		return
	}
	// The reaction as this screen measured it, from the frame that first
	// showed the match: the server judges by it when it agrees with its
	// own estimate.
	sub := ""
	if sm := ns.shown[w]; !sm.when.IsZero() {
		ms := float64(time.Since(sm.when)) / float64(time.Millisecond)
		msg.React, sub = &ms, reactionText(ms)
	}
	if !ns.n.S.Send(msg) {
		t.banner = callout{text: i18n.NetOf(t.text).NotSent, ttl: 150}
		return
	}
	ns.rd.Sent()
	// Shown at once; the state that tells the verdict corrects it.
	ns.calling = w
	t.callouts[seat] = callout{text: t.word(w), sub: sub, ttl: 100}
}

// word is w's name in the table's language.
func (t *Snap) word(w snap.Word) string {
	if w == snap.Schnipp {
		return t.text.SnapSchnipp
	}
	return t.text.SnapSchnapp
}

// netEnd is the end of an online game: a rematch the host asks for (the
// others are told he decides), which comes from the server as a new
// table, or the menu, which leaves the room.
func (t *Snap) netEnd(ctx *game.Context) {
	n := t.net.n
	switch t.end.Update(&ctx.Input, t.EndButtons()) {
	case shell.EndNewMatch:
		if n.Host() {
			n.S.Send(online.Msg{T: online.Rematch})
		}
		t.banner = callout{text: i18n.NetOf(t.text).RematchWait, ttl: 240}
	case shell.EndToMenu:
		t.Leave()
		ctx.Switch(shell.ToMenu(t.setup))
		return
	}
	if nx := n.Next; nx != nil {
		n.Next = nil
		t.netNext(*nx)
	}
}

// netNext opens the table of the next game, at its state m.
func (t *Snap) netNext(m online.Msg) {
	sc, err := NewOnlineSnap(t.net.n, m)
	if err != nil {
		t.banner = callout{text: err.Error(), ttl: 240}
		return
	}
	t.ctx.Switch(sc)
}

// netBoard is the table as an online seat's views show it: the open tops,
// the sizes of stacks and piles, the quartets set aside. The cards nobody
// sees are named after cards not shown, kept from one view to the next, so
// that they lie and fly where the real ones do.
type netBoard struct {
	v      snap.View
	res    *record.Result
	stacks [snap.MaxPlayers][]card.Card // top first
	piles  [snap.MaxPlayers][]card.Card // bottom first
	centre []card.Card
}

func (b *netBoard) Options() snap.Options   { return b.v.Options }
func (b *netBoard) IsOver() bool            { return b.res != nil }
func (b *netBoard) Turn() int               { return b.v.Turn }
func (b *netBoard) Actions() int            { return b.v.Actions }
func (b *netBoard) Stack(p int) []card.Card { return b.stacks[p] }
func (b *netBoard) Pile(p int) []card.Card  { return b.piles[p] }
func (b *netBoard) Centre() []card.Card     { return b.centre }
func (b *netBoard) Quartets() []int         { return b.v.Quartets[:b.v.Players] }

func (b *netBoard) Aside(v int) int {
	if v < 1 || v > snap.Values {
		return -1
	}
	return int(b.v.Aside[v]) - 1
}

// Scores are the server's once the game is over, else the view's.
func (b *netBoard) Scores() []int {
	switch {
	case b.res != nil:
		return b.res.Scores
	case b.v.Options.Los:
		return b.v.Conquered[:b.v.Players]
	}
	return b.Quartets()
}

// open reports whether the last view showed c.
func (b *netBoard) open(c card.Card) bool {
	for p := range b.v.Players {
		if b.v.Piles[p].Top == c {
			return true
		}
	}
	return b.v.Centre.Top == c || b.v.Aside[c.Value()] != 0
}

// find is where c lies among the hidden places.
func (b *netBoard) find(c card.Card) *card.Card {
	for p := range b.v.Players {
		if i := slices.Index(b.stacks[p], c); i >= 0 {
			return &b.stacks[p][i]
		}
		if i := slices.Index(b.piles[p], c); i >= 0 {
			return &b.piles[p][i]
		}
	}
	if i := slices.Index(b.centre, c); i >= 0 {
		return &b.centre[i]
	}
	return nil
}

// take lays out the view v. A card turned up on a pile came from its
// seat's stack (or its pile, turned over): the hidden card the table
// showed there changes places with it unseen, so that the right card
// flies. The other hidden cards stay where they lay as far as the sizes
// allow; what is left fills the places that grew.
func (b *netBoard) take(v *snap.View, mo *sprites.Motion) {
	var used [card.Limit]bool
	for p := range v.Players {
		if c := v.Piles[p].Top; c != card.None {
			used[c.Index()] = true
		}
	}
	if c := v.Centre.Top; c != card.None {
		used[c.Index()] = true
	}
	for val := 1; val <= snap.Values; val++ {
		for _, col := range card.Colors {
			if v.Aside[val] != 0 {
				used[card.New(col, val).Index()] = true
			}
		}
	}
	for p := range v.Players {
		c := v.Piles[p].Top
		src := b.stacks[p]
		if len(src) == 0 && len(b.piles[p]) > 1 {
			src = b.piles[p]
		}
		if c == card.None || b.open(c) || len(src) == 0 || used[src[0].Index()] {
			continue
		}
		if at, to := b.find(c), &src[0]; at != nil {
			*at, *to = *to, c
			pa, _, okA := mo.Get(at.Index())
			pc, _, okC := mo.Get(c.Index())
			if okA && okC {
				mo.Place(at.Index(), pc)
				mo.Place(c.Index(), pa)
			}
		}
	}
	// The hidden cards that stay: a stack loses its top ones, a pile and
	// the centre those over the rest.
	keep := func(old []card.Card, n int, top bool) []card.Card {
		var out []card.Card
		for _, c := range old {
			if !used[c.Index()] {
				out = append(out, c)
			}
		}
		if len(out) > n {
			if top {
				out = out[len(out)-n:]
			} else {
				out = out[:n]
			}
		}
		for _, c := range out {
			used[c.Index()] = true
		}
		return out
	}
	var stacks, piles [snap.MaxPlayers][]card.Card
	for p := range v.Players {
		stacks[p] = keep(b.stacks[p], v.Stacks[p], true)
		piles[p] = keep(b.piles[p], max(v.Piles[p].Size-1, 0), false)
	}
	centre := keep(b.centre, max(v.Centre.Size-1, 0), false)
	// The rest in the order they lay, then those never laid out.
	var rest []card.Card
	for p := range b.v.Players {
		rest = append(append(rest, b.stacks[p]...), b.piles[p]...)
	}
	rest = append(append(rest, b.centre...), card.Deck(snap.Values, card.Colors[:]...)...)
	rest = slices.DeleteFunc(rest, func(c card.Card) bool {
		u := used[c.Index()]
		used[c.Index()] = true
		return u
	})
	fill := func(dst []card.Card, n int, top card.Card) []card.Card {
		k := min(max(n-len(dst), 0), len(rest))
		dst = append(dst, rest[:k]...)
		rest = rest[k:]
		if top != card.None {
			dst = append(dst, top)
		}
		return dst
	}
	for p := range v.Players {
		b.stacks[p] = fill(stacks[p], v.Stacks[p], card.None)
		b.piles[p] = fill(piles[p], v.Piles[p].Size-1, v.Piles[p].Top)
	}
	b.centre = fill(centre, v.Centre.Size-1, v.Centre.Top)
	b.v = *v
}

// called reads a told move as a call of a seat, and notes that this
// seat's own call, if it is one, has been answered.
func (ns *netSnap) called(mv online.Move) (snap.Called, bool) {
	a, err := ns.rd.Remote().Decode(mv.Action)
	c, ok := a.(snap.Called)
	if err != nil || !ok || c.Word == 0 || c.Seat < 0 || c.Seat >= snap.MaxPlayers {
		return snap.Called{}, false
	}
	if c.Seat == ns.n.Seat {
		ns.calling = 0
	}
	return c, true
}
