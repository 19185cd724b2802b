package shell

import (
	"elferraus/engine/games"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/scenes/i18n"
	"elferraus/scenes/ui"
	"elferraus/sprites"
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
)

// Undo against bots. A single person playing against bots may take back his
// last decision: the round goes back to just before his latest action that
// was a real choice (more than one legal action, outside a real-time
// window), and every bot reply made since goes with it. One step only: after
// an undo the button stays away until he has decided again, so a round
// cannot be walked back decision by decision (that would turn every bot
// reply into a preview). It is not offered with two or more people at the
// screen, in Schnipp Schnapp (its own table, which has no undo), in
// Überall anschließen's "Stopp!" windows, in replays, once the round is
// over, nor for a decision made before the match was resumed from a save.
//
// Nor does an undo ever cross an action that showed the person a card he
// had not seen before: a bot's lay from its hand, a card he drew, the bids
// of a trick revealed, the cards of a guess turned up, a lay turned over on
// A call. What he has seen cannot be hidden from him again, and a choice
// made anew with it in mind would be a choice made with the cards of the
// others in sight. Both tables decide this here, in one place: after every
// action the cards the person's seat is shown (games.Shown, from the
// engine's own account of what a view shows) are added to the set of cards
// he has ever seen, and shown notes the position after the last action
// that made that set grow. The set only grows, so a position before shown
// is one where he had seen fewer cards than now, and one from shown on is
// one where he had seen them all: an undo may go back to the latter only.
// When his last decision lies behind such a reveal, the button stays away,
// and the key (or a press where the button would be) says why.
//
// The round is never copied: it is rebuilt from its own record, replayed
// through the engine up to that point, the way a save is resumed. The bots
// are rebuilt too. A bot's random choices come from one generator per seat
// and round that advances with every question it is asked (and some bots
// remember what they saw), so a bot made afresh would answer the same
// position differently than it did the first time, and a person could undo
// until the dice fall his way. The table therefore notes at which position
// each bot was asked, makes the bots anew from their seeds and asks them
// again at exactly those positions while the round is replayed: after an
// undo every bot is in the state it was in when the person made his move,
// and the same move brings the same replies.
//
// UndoState is that bookkeeping for one round at one table.
type UndoState struct {
	// From is the action count at which the round's bots were made (0 at
	// the deal, the saved position on a resume): the rebuild starts there.
	From int
	// Acts are the actions applied since from, in order.
	Acts []UndoAct
	// asks are the questions put to the bots since from, in order.
	asks []botAsk
	// floor: no undo goes back before this position (the last undo's), so
	// that an undo is one step.
	floor int
	// Pos is the action count of the round at the table now.
	Pos func() int
	// round is the engine's round at the table now; seat the person's.
	round func() games.Round
	seat  int
	// seen is every card the person's seat has been shown since from, and
	// shown the position after the last action that added a card to it
	// (from at first): no undo goes back before shown. Where the round
	// cannot tell what a view shows, every action counts as showing
	// something.
	seen  games.Cards
	shown int
}

// UndoBy is who made an action, as far as Undo cares: the person's own
// choice is what an undo goes back before; his other actions and the
// bots' replies go with it.
type UndoBy uint8

const (
	ByBot    UndoBy = iota // a bot's action
	ByPerson               // the person's, with nothing else legal
	ByChoice               // the person's own choice
)

// UndoWhy is whether an undo may go back now, and if not, why.
type UndoWhy uint8

const (
	// UndoNone: there is no decision to take back (none made, the last
	// one taken back already, or the bookkeeping is off).
	UndoNone UndoWhy = iota
	// UndoYes: the undo may go back.
	UndoYes
	// UndoShown: cards were shown since the last decision.
	UndoShown
)

// UndoAct is an action as the table applied it (a move at the table of
// rows, a games.Action at the board) and who made it.
type UndoAct struct {
	A  any
	By UndoBy
}

// botAsk is a bot asked for its choice: its seat and the round's action
// count then.
type botAsk struct{ seat, at int }

// askBot passes a bot's questions on and notes them.
type askBot struct {
	games.Bot
	seat int
	u    *UndoState
}

func (b *askBot) Choose(v games.View) games.Action {
	b.u.asks = append(b.u.asks, botAsk{b.seat, b.u.Pos()})
	return b.Bot.Choose(v)
}

// Reset starts the bookkeeping of a round whose fresh bots were made at
// action count from; the person sits in seat of round.
func (u *UndoState) Reset(from int, pos func() int, round func() games.Round, seat int) {
	*u = UndoState{From: from, Acts: u.Acts[:0], asks: u.asks[:0], Pos: pos, round: round, seat: seat, shown: from}
	games.Shown(round(), seat, &u.seen)
}

// Wrap returns the bots, each noting its questions (nil stays nil: a
// person's seat).
func (u *UndoState) Wrap(bots []games.Bot) []games.Bot {
	out := make([]games.Bot, len(bots))
	for p, b := range bots {
		if b != nil {
			out[p] = &askBot{Bot: b, seat: p, u: u}
		}
	}
	return out
}

// Note keeps an action just applied (nothing where there is no undo) and
// what it showed the person.
func (u *UndoState) Note(a any, by UndoBy) {
	if u.Pos == nil {
		return
	}
	u.Acts = append(u.Acts, UndoAct{a, by})
	var now games.Cards
	if !games.Shown(u.round(), u.seat, &now) || !u.seen.Covers(&now) {
		u.seen.Union(&now)
		u.shown = u.From + len(u.Acts)
	}
}

// Target is the position an undo goes back to, just before the person's
// latest own choice, and whether it may.
func (u *UndoState) Target(now int) (int, UndoWhy) {
	if u.Pos == nil || u.From+len(u.Acts) != now {
		// An action the table did not see: no undo rather than a wrong one.
		return 0, UndoNone
	}
	for i := len(u.Acts) - 1; i >= 0; i-- {
		if u.Acts[i].By == ByChoice {
			k := u.From + i
			switch {
			case k < u.floor:
				return k, UndoNone
			case k < u.shown:
				return k, UndoShown
			}
			return k, UndoYes
		}
	}
	return 0, UndoNone
}

// Reach counts what an undo back to position k takes back: the person's
// actions (his choice and any that had no alternative) and the others'.
func (u *UndoState) Reach(k int) (mine, replies int) {
	for _, a := range u.Acts[k-u.From:] {
		if a.By == ByBot {
			replies++
		} else {
			mine++
		}
	}
	return mine, replies
}

// UndoneText says how far an undo went back: the person's moves and the
// replies taken back with them.
func UndoneText(tx *i18n.Text, mine, replies int) string {
	moves := tx.UndoneMoves[0]
	if mine != 1 {
		moves = fmt.Sprintf(tx.UndoneMoves[1], mine)
	}
	switch {
	case replies == 1:
		moves = fmt.Sprintf(tx.UndoneReplies[0], moves)
	case replies > 1:
		moves = fmt.Sprintf(tx.UndoneReplies[1], moves, replies)
	}
	return fmt.Sprintf(tx.Undone, moves)
}

// UndoAsked reports whether the key or a press where the button sits asks
// for an undo.
func UndoAsked(in *game.Input, r ui.Rect, pressFree bool) bool {
	return undoKey(in) || in.Released && pressFree && r.Contains(in.X, in.Y)
}

// Rebuild steps a round from from to position k: before each action it
// asks the bots again what they were asked at that position (ask), then
// applies the action (apply), then lets after see it.
func (u *UndoState) Rebuild(k int, ask func(seat int), apply func(a any) error, after func(a any)) error {
	j := 0
	for i := u.From; i < k; i++ {
		for ; j < len(u.asks) && u.asks[j].at <= i; j++ {
			ask(u.asks[j].seat)
		}
		a := u.Acts[i-u.From].A
		if err := apply(a); err != nil {
			return fmt.Errorf("action %d of the round: %w", i+1, err)
		}
		if after != nil {
			after(a)
		}
	}
	return nil
}

// Undone forgets what came after position k, which the round is back at.
func (u *UndoState) Undone(k int) {
	u.Acts = u.Acts[:k-u.From]
	i := 0
	for i < len(u.asks) && u.asks[i].at < k {
		i++
	}
	u.asks = u.asks[:i]
	u.floor = k
}

// ErrUndoDiffers is a rebuilt round that is not the round its record says:
// the undo is refused rather than showing a wrong position.
var ErrUndoDiffers = errors.New("the rebuilt round differs from its record")

// ReadBack reads a record as a save would hold it.
func ReadBack(rec interface{ Marshal() []byte }) (*games.Game, games.Record, error) {
	return registry.Read(rec.Marshal())
}

// undoKey reports whether a key asking for an undo was pressed: U,
// Backspace, or Z (so Ctrl+Z works too). None of them does anything else
// at a table.
func undoKey(in *game.Input) bool {
	return in.Key(ebiten.KeyU) || in.Key(ebiten.KeyBackspace) || in.Key(ebiten.KeyZ)
}

// DrawUndoButton paints the Undo button.
func DrawUndoButton(ctx *game.Context, screen *ebiten.Image, r ui.Rect, label string) {
	s := ctx.Scale
	in := &ctx.Input
	st := sprites.Normal
	if ui.Hovered(ctx, r) {
		st = sprites.Hover
		if in.Down {
			st = sprites.Pressed
		}
	}
	ctx.Paint.DrawButton(screen, r.X*s, r.Y*s, r.W*s, r.H*s, label, UndoFace(label, r.W, s), st)
}

// undoFit keeps the Undo label's face: one button is on screen at a time,
// and a frame that draws it again measures nothing.
var undoFit ui.Fitted

// UndoPad is the room the Undo button keeps free at each end of its label.
const UndoPad = 8.0

// UndoFace is the face of the Undo button's label on a button w units
// wide: 18 units where the word fits between the button's ends, smaller
// down to 13 where it does not ("Rückgängig" filled the button to its
// rim).
func UndoFace(label string, w, s float64) *sprites.TextFace {
	return undoFit.FitFace(label, 18, 13, w-2*UndoPad, s, true)
}

// The table of rows.

// The board.
