package board

import (
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// NewOnlineBoard is the board of a seat in an online room, at the state st
// of a round being played. The server holds the round: the board lays out
// the seat's view from each state, offers the seat's legal moves, sends
// the one chosen, and tells in its log the moves each state reports.
func NewOnlineBoard(n *shell.Net, st online.Msg) (*Board, error) {
	s, err := n.Setup()
	if err != nil {
		return nil, err
	}
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	newBG := Boards[g.ID]
	if newBG == nil {
		return nil, fmt.Errorf("%s is not played at the board", g.ID)
	}
	m, err := games.NewMatch(g, s.Options, s.Players, s.Rounds, 0)
	if err != nil {
		return nil, err
	}
	b := &Board{Setup: s, bg: newBG(), Match: m, net: n, code: n.Code}
	if err := b.netRound(st); err != nil {
		return nil, err
	}
	return b, nil
}

// netRound puts the round of state st on the table.
func (b *Board) netRound(st online.Msg) error {
	rem, err := online.NewRemote(b.Match.Game, b.Setup.Options, b.Setup.Players, b.net.Seat)
	if err != nil {
		return err
	}
	rd, err := online.NewRound(rem, st)
	if err != nil {
		return err
	}
	if err := b.Match.Restore(st.Sheet); err != nil {
		return err
	}
	b.bg = Boards[b.Match.Game.ID]()
	b.begin(rd, max(1, st.Round))
	return nil
}

// Leave closes the connection to the room (see shell.Leaver).
func (b *Board) Leave() {
	if b.net != nil {
		b.net.Leave()
	}
}

// pumpNet takes what the server sent since the last tick: states of the
// round (the moves in them told in the log), a state of the next round or
// match (kept until the end of this one is shown), the record of a round
// just finished, refusals.
func (b *Board) pumpNet() {
	msgs := b.net.Poll()
	if len(msgs) > 0 || b.netText != b.text {
		// The names say who is away, and in the table's language.
		b.netText = b.text
		b.names = b.net.Names(b.text)
		b.LaidFor = -1
	}
	for _, m := range msgs {
		switch m.T {
		case online.State:
			switch {
			case m.View == nil || m.Phase == "waiting":
			case b.round.IsOver() && m.Phase == "playing":
				// A new round or a rematch: it comes on once the person
				// has seen the end of this one.
				next := m
				b.net.Next = &next
			case m.Round != b.rn:
				// Back after missing the end of a round: the table
				// moves on to the one being played.
				if err := b.netRound(m); err != nil {
					b.Say(err.Error())
				}
			default:
				b.netStep(m)
			}
		case online.Record:
			b.keepNetRecord(m.Record)
		case online.Error:
			if rd, ok := b.round.(*online.Round); ok {
				rd.Refused()
			}
			b.LaidFor = -1
			b.Say(m.Err)
		}
	}
	trouble, tries := b.net.Trouble()
	said := [2]int{b.net.ClockLeft(), tries}
	if !trouble {
		said[1] = -1
	}
	if said != b.netSaid {
		// The seconds or the connection changed: the status says so.
		b.netSaid = said
		b.LaidFor = -1
	}
}

// netStep takes a state of the round at the table: the moves it reports
// since the last state are told, as the board tells its own, when they
// follow on from what the table shows.
func (b *Board) netStep(m online.Msg) {
	rd := b.round.(*online.Round)
	before := rd.View(b.Bottom)
	from := rd.Actions()
	follows := m.Actions-len(m.Moves) == from
	if err := rd.Take(m); err != nil {
		b.Say(err.Error())
		return
	}
	b.LaidFor = -1
	if m.Actions == from {
		return
	}
	for i, mv := range m.Moves {
		if !follows {
			break
		}
		a, err := rd.Remote().Decode(mv.Action)
		if err != nil {
			b.Say(err.Error())
			break
		}
		b.stepped(a, before, i == len(m.Moves)-1)
	}
}

// sendMove sends the person's move to the server; the state that answers
// it shows it.
func (b *Board) sendMove(a games.Action) {
	rd := b.round.(*online.Round)
	msg, err := rd.Remote().Move(a)
	if err != nil {
		b.Say(err.Error())
		return
	}
	if !b.net.S.Send(msg) {
		b.Say(i18n.NetOf(b.text).NotSent)
		return
	}
	rd.Sent()
	b.Sel = -1
	b.LaidFor = -1
}

// netEnd is the end of a round at an online table: the server's sheet,
// then, when the person goes on, the next round it dealt; at the end of
// the match the host's rematch or the menu.
func (b *Board) netEnd(ctx *game.Context) {
	in := &ctx.Input
	// A bot's seat (a demonstration) goes on by itself.
	next := b.Setup.Humans() == 0 || in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace) || (in.Released && b.nextButton().Contains(in.X, in.Y))
	if b.Match.Over() && b.Setup.Humans() == 0 {
		// A demonstration ends with its match when asked to (-exit).
		if ctx.Settings.Exit {
			ctx.Quit()
		}
		return
	}
	if b.Match.Over() {
		switch b.end.Update(in, b.EndButtons()) {
		case shell.EndNewMatch:
			if b.net.Host() {
				b.net.S.Send(online.Msg{T: online.Rematch})
			}
			b.Say(i18n.NetOf(b.text).RematchWait)
		case shell.EndToMenu:
			b.Leave()
			ctx.Switch(shell.ToMenu(b.Setup))
			return
		}
	} else if b.net.Next == nil && next && b.Setup.Humans() > 0 {
		b.Say(i18n.NetOf(b.text).NextSoon)
	}
	if nx := b.net.Next; nx != nil && (b.Match.Over() || next) {
		b.net.Next = nil
		b.counted = b.counted && nx.Round != 1
		if err := b.netRound(*nx); err != nil {
			b.Say(err.Error())
		}
	}
}

// keepNetRecord keeps a round the server finished to watch again from the
// menu, as the board keeps its own.
func (b *Board) keepNetRecord(rec string) {
	if b.ctx == nil || b.ctx.Store == nil || !strings.HasPrefix(strings.TrimSpace(rec), "{") {
		return
	}
	_ = shell.KeepRecent(b.ctx.Store, shell.RecentRound{When: time.Now().Format("2006-01-02 15:04"), Game: b.Setup.Game, Record: rec})
}

// netTexts adds an online room's own words to the table's: its code where
// a deal code stands, the seconds left on the turn clock, a lost
// connection before everything else.
func (b *Board) netTexts() {
	tx := b.text
	w := i18n.NetOf(tx)
	b.codeStr = fmt.Sprintf(w.Room, b.net.Code)
	if left := b.net.ClockLeft(); left >= 0 && b.CanAct() {
		b.status += " · " + fmt.Sprintf(w.Seconds, left)
		if b.statusKeys != "" {
			b.statusKeys += " · " + fmt.Sprintf(w.Seconds, left)
		}
	}
	if s := b.net.Status(tx); s != "" {
		b.status, b.statusKeys = s, ""
	}
}
