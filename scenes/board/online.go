package board

import (
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"elferraus/scenes/shell"
	"fmt"

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
	b, err := newBoard(s)
	if err != nil {
		return nil, err
	}
	b.net, b.code = n, n.Code
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
	msgs, relay := b.net.Heard(b.text)
	if relay {
		// The names say who is away, in the table's language; the
		// status the clock's seconds and the connection.
		b.names = b.net.Names(b.text)
		b.LaidFor = -1
	}
	for _, m := range msgs {
		switch m.T {
		case online.State:
			switch b.net.Sort(m, b.rn, b.round.Actions(), b.round.IsOver()) {
			case shell.StateAnew:
				if err := b.netRound(m); err != nil {
					b.Say(err.Error())
				}
			case shell.StateStep:
				b.netStep(m)
			}
		case online.Record:
			if b.ctx != nil {
				b.net.Keep(b.ctx.Store, m.Record)
			}
		case online.Error:
			if rd, ok := b.round.(*online.Round); ok {
				rd.Refused()
			}
			b.LaidFor = -1
			b.Say(m.Err)
		}
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
