package shell

import (
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"fmt"
	"strings"
	"time"
)

// Net is a table's seat in an online room: the session that carries its
// moves, the room's setup, and the latest the server said of the seats. It
// is one more controller of a seat: the table plays its own seat as it
// plays a person's at the screen and waits for the others, whose moves
// come in the server's states.
type Net struct {
	S    *online.Session
	Code string
	Spec online.Spec
	Seat int
	// Demo: a bot at this screen plays the seat (a demonstration, a test).
	Demo bool
	// Seats, Phase and Sheet are the last state's.
	Seats []online.Seat
	Phase string
	Sheet [][]int
	// clockAt is when the seat's turn clock runs out (zero: none runs).
	clockAt time.Time
	buf     []online.Msg
	unread  []online.Msg
	// said is the clock's seconds and the failed dials the table last
	// showed (-1: connected), in the language saidIn.
	said   [2]int
	saidIn *i18n.Text
	// Next is a state of a round after the table's, kept until the table
	// has shown the end of its own.
	Next *online.Msg
}

// NewNet is the seat of the session s in room code, set up as spec.
func NewNet(s *online.Session, code string, spec online.Spec, seat int) *Net {
	// A table at rest waits for input; a message must wake it as input
	// does.
	s.Notify(func() { game.Wake(2) })
	return &Net{S: s, Code: code, Spec: spec, Seat: seat}
}

// Setup is the match as the table plays it: the room's game, options and
// rounds, this seat the only one played at the screen.
func (n *Net) Setup() (Setup, error) {
	g, err := registry.Find(n.Spec.Game)
	if err != nil {
		return Setup{}, err
	}
	opts, err := g.CheckOptions(n.Spec.Options, n.Spec.Players)
	if err != nil {
		return Setup{}, err
	}
	s := Setup{Game: g.ID, Options: opts, Players: n.Spec.Players, Rounds: max(1, n.Spec.Rounds), Level: level.Normal, Online: true}
	if n.Spec.Level != "" {
		if l, err := level.Parse(n.Spec.Level); err == nil {
			s.Level = l
		}
	}
	if n.Seat >= 0 && n.Seat < MaxSeats {
		s.Seats[n.Seat] = !n.Demo
	}
	return s, nil
}

// Poll is what arrived since the last Poll, each State noted; the slice
// is reused by the next Poll.
func (n *Net) Poll() []online.Msg {
	n.buf = append(n.buf[:0], n.unread...)
	n.unread = n.unread[:0]
	n.buf = n.S.Poll(n.buf)
	for i := range n.buf {
		if n.buf[i].T == online.State {
			n.Note(n.buf[i])
		}
	}
	return n.buf
}

// Heard is Poll for a table in language tx, with whether it must lay out
// anew: a message came (the names may say somebody left), the language
// changed, or the clock's seconds or the connection did (the status says
// so).
func (n *Net) Heard(tx *i18n.Text) (msgs []online.Msg, relay bool) {
	msgs = n.Poll()
	for i := range msgs {
		if msgs[i].T == online.Error {
			msgs[i].Err = Refusal(tx, msgs[i])
		}
	}
	trouble, tries := n.Trouble()
	said := [2]int{n.ClockLeft(), tries}
	if !trouble {
		said[1] = -1
	}
	relay = len(msgs) > 0 || said != n.said || tx != n.saidIn
	n.said, n.saidIn = said, tx
	return msgs, relay
}

// Refusal is what an Error from the server says in the language of tx:
// its reason (Msg.Why) in words of tx, or, for a reason this client does
// not know, the server's English.
func Refusal(tx *i18n.Text, m online.Msg) string {
	t, ok := i18n.NetOf(tx).Refused[m.Why]
	switch {
	case !ok:
		return m.Err
	case strings.Contains(t, "%s"):
		return fmt.Sprintf(t, m.Room)
	}
	return t
}

// How a table takes a state (Net.Sort).
const (
	// StateNone: nothing to lay out (the waiting room; no view).
	StateNone = iota
	// StateNext: the first state of the next round or match, kept in
	// Next until the table has shown the end of its own.
	StateNext
	// StateAnew: a round the table does not show, while its own has not
	// ended (back after missing an end): the table opens it at once.
	StateAnew
	// StateStep: the table's round moved on.
	StateStep
)

// Sort tells how a table showing round number round, after actions
// actions (over: ended), takes the state m; a StateNext is kept in Next.
func (n *Net) Sort(m online.Msg, round, actions int, over bool) int {
	switch {
	case m.T != online.State || m.View == nil || m.Phase == "waiting":
		return StateNone
	case over && m.Phase == "playing":
		next := m
		n.Next = &next
		return StateNext
	case m.Round != round || m.Actions < actions:
		// A rematch has the same round number, and fewer actions.
		return StateAnew
	}
	return StateStep
}

// Keep keeps the record of a round the server finished among the recent
// rounds, to watch again from the menu.
func (n *Net) Keep(st *store.Store, rec string) {
	if st == nil || !strings.HasPrefix(strings.TrimSpace(rec), "{") {
		return
	}
	_ = KeepRecent(st, RecentRound{When: time.Now().Format("2006-01-02 15:04"), Game: n.Spec.Game, Record: rec})
}

// Unread puts back messages read from the session before the table
// opened (those after the state it opened at): its first Poll returns
// them.
func (n *Net) Unread(ms []online.Msg) { n.unread = append(n.unread, ms...) }

// Note takes what a state says of the room.
func (n *Net) Note(m online.Msg) {
	n.Seats, n.Phase, n.Sheet = m.Seats, m.Phase, m.Sheet
	n.clockAt = time.Time{}
	if m.Clock > 0 {
		n.clockAt = time.Now().Add(time.Duration(m.Clock) * time.Second)
	}
}

// ClockLeft is the whole seconds left on the seat's turn clock, -1 when
// none runs.
func (n *Net) ClockLeft() int {
	if n.clockAt.IsZero() {
		return -1
	}
	return max(0, int(time.Until(n.clockAt).Seconds()+0.999))
}

// Names are the seats' names as the table shows them: the people's own,
// "you" for this seat, with a word for a person away or played by a bot.
func (n *Net) Names(tx *i18n.Text) []string {
	w := i18n.NetOf(tx)
	out := make([]string, n.Spec.Players)
	for p := range out {
		if p >= len(n.Seats) {
			out[p] = fmt.Sprintf(tx.NameSeat, p+1)
			continue
		}
		s := n.Seats[p]
		switch {
		case p == n.Seat:
			out[p] = tx.You
		case s.Bot:
			out[p] = s.Name
		case s.Standing:
			out[p] = s.Name + " (" + w.StandIn + ")"
		case !s.Connected:
			out[p] = s.Name + " (" + w.Away + ")"
		default:
			out[p] = s.Name
		}
	}
	return out
}

// Status is a line about the connection while it is not open ("" when it
// is).
func (n *Net) Status(tx *i18n.Text) string {
	on, tries, fatal := n.S.Status()
	w := i18n.NetOf(tx)
	switch {
	case fatal != nil:
		return fmt.Sprintf(w.Lost, fatal)
	case !on:
		return fmt.Sprintf(w.Reconnecting, tries+1)
	}
	return ""
}

// Trouble reports whether the connection is not open now (Status says
// why), with the failed dials since the last open one.
func (n *Net) Trouble() (bool, int) {
	on, tries, fatal := n.S.Status()
	return !on || fatal != nil, tries
}

// Host reports whether this seat is the room's host (who starts and asks
// for a rematch).
func (n *Net) Host() bool { return n.Seat == 0 }

// Leave closes the session: the server keeps the seat for its token, and
// a bot plays it meanwhile.
func (n *Net) Leave() {
	if n.S != nil {
		n.S.Close()
	}
}

// OpenOnline opens the table of the room's game for the seat of n, at the
// state st (a round being played).
func OpenOnline(n *Net, st online.Msg) (game.Scene, error) {
	g, err := registry.Find(n.Spec.Game)
	if err != nil {
		return nil, err
	}
	k := Tables[g.Table]
	if k == nil || k.Online == nil {
		return nil, fmt.Errorf("the window has no online table for %s yet", g.ID)
	}
	return k.Online(n, st)
}
