package board

import (
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/scenes/ui"
	"fmt"
	"strings"
)

// The board's log of plays. Every action is told in words by the game's
// board (boardGame.say) as it is applied, and the lines go to a moveLog,
// which keeps them all, wraps them to its room and scrolls back through
// them. A round continued from its save, a round whose language changed
// and a round taken back by Undo are told again from the deal, action by
// action, through the same words: the log then reads as it read in play.

// boardLogStrip is the height of a strip of n rows of the log (its text at
// logSize, the panel's padding).
func boardLogStrip(n int) float64 {
	return float64(n)*(&ui.MoveLog{Size: ui.LogSize}).LineH() + ui.LogPad
}

// layLog places the log where the layout put it: in the wide design a
// column at the right of the middle, above the round's label and the rules
// link; in the narrow one a strip over the status that opens over the
// opponents and the middle; in the short one what the side column leaves.
func (b *Board) layLog() {
	g := &b.Geom
	r, open := g.logR, g.logOpen
	if !g.narrow && !g.short {
		// The text begins at logX, as the column's left.
		bottom := min(g.midBottom, b.RulesRect().Y-40)
		r = ui.Rect{X: g.logX - ui.LogPad, Y: g.midTop - 12, W: g.logW + ui.LogPad, H: bottom - g.midTop}
		open = ui.Rect{}
	}
	if r.H < boardLogStrip(1) {
		// No room for a row: the log is not shown, but keeps its width,
		// wrapping its lines for when it has room again.
		r.H, open = 0, ui.Rect{}
	}
	b.log.Layout(r, ui.LogSize)
	b.log.Fold(open)
}

// logShown reports whether the log has room on the screen.
func (b *Board) logShown() bool { return b.log.R.H > 0 && b.log.R.W > ui.LogPad+ui.LogRight }

// drawLog paints the log where it has room.
func (b *Board) drawLog(ctx *game.Context) {
	if b.logShown() {
		b.log.Draw(b.screen, ctx)
	}
}

// logTakes reports whether the log may have this tick's input: not while
// the device is being passed, nor a press on the end panel.
func (b *Board) logTakes(in *game.Input) bool {
	if b.Cover || !b.logShown() {
		return false
	}
	return !(b.round.IsOver() && b.EndShown && b.endRect().Contains(in.X, in.Y))
}

// boardTeller tells the actions of a round in the log's words, as the board
// told them in play: through a game's board of its own, which remembers
// what it showed (the stack it last saw, the places already told), laid
// out after every action as the board at the table was.
type boardTeller struct {
	b     *Board
	bg    boardGame
	tb    tableau
	lines []string
}

// newTeller is a teller of a round that is at r now.
func (b *Board) newTeller(id string, r games.Round) *boardTeller {
	t := &boardTeller{b: b, bg: Boards[id]()}
	t.bg.lay(&t.tb, r.View(b.Bottom), nil, b.text, b.names)
	return t
}

// told tells a, just applied to r.
func (t *boardTeller) told(a games.Action, r games.Round) {
	b := t.b
	v := r.View(b.Bottom)
	if line := t.bg.Say(b.text, a, v, b.names); line != "" {
		t.lines = append(t.lines, strings.Split(line, "\n")...)
	}
	t.tb.Reset()
	t.bg.lay(&t.tb, v, nil, b.text, b.names)
}

// tellRecord plays the first k actions of a record of game g from the
// deal, one at a time, each told as in play; it returns the round after
// them and the teller. The round is the record's own: one that would not
// be is refused.
func (b *Board) tellRecord(g *games.Game, rec games.Record, k int) (games.Round, *boardTeller, error) {
	if g.Action == nil {
		return nil, nil, fmt.Errorf("%s does not read its record line by line", g.ID)
	}
	r, err := g.Replay(rec, 0)
	if err != nil {
		return nil, nil, err
	}
	t := b.newTeller(g.ID, r)
	for i := range k {
		a, err := g.Action(rec, i)
		if err != nil {
			return nil, nil, fmt.Errorf("action %d of the round: %w", i+1, err)
		}
		if err := r.Apply(a); err != nil {
			return nil, nil, fmt.Errorf("action %d of the round: %w", i+1, err)
		}
		t.told(a, r)
	}
	return r, t, nil
}

// retellLog tells the running round's log anew from its record; with
// board, the game's board takes over what the teller's remembers (a round
// continued from its save, whose board has seen nothing yet). A round the
// record does not tell alike keeps its log.
func (b *Board) retellLog(board bool) {
	rec := b.round.Record(nil, b.rn)
	r, t, err := b.tellRecord(b.Match.Game, rec, rec.Len())
	if err != nil || !r.Equal(b.round) {
		return
	}
	if board {
		b.bg = t.bg
		b.LaidFor = -1
	}
	b.log.Reset(t.lines)
}
