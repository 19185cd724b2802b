package rows

import (
	"elferraus/engine/registry"
	"elferraus/game/store"
	"elferraus/scenes/shell"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"
)

// keepRound keeps a finished round with a person at the table, to watch
// again from the menu.
// An online round is kept from the server's record (netRecord).
func (t *Table) keepRound() {
	if t.Rp != nil || t.net != nil || !shell.Keeps(t.ctx, t.Setup) {
		return
	}
	rec := t.State.Record(t.names, t.Match.Played())
	_ = shell.KeepRecent(t.ctx.Store, shell.RecentRound{When: time.Now().Format("2006-01-02 15:04"), Game: t.Setup.Game, Record: string(rec.Marshal())})
}

// saveOf is the match at this moment as a save: its settings, the finished
// rounds' points and the running round's record.
func (t *Table) saveOf() *store.Save {
	round := t.Match.Played() + 1
	if t.finished {
		round = t.Match.Played()
	}
	return shell.NewSave(t.Setup, slices.Clone(t.Match.Sheet()), t.State.Record(nil, round).Marshal())
}

// save keeps the match after every action, so that closing the window (or
// a crash) loses nothing. Only a match with a person at the table is kept,
// and never a replay, nor an online room (its server keeps it).
func (t *Table) save() {
	if t.Rp != nil || t.net != nil || !shell.Keeps(t.ctx, t.Setup) {
		return
	}
	if err := t.ctx.Store.SaveMatchLater(shell.SaveName, t.saveOf()); err != nil && !t.saveFailed {
		// Said once: the game goes on, it just cannot be resumed.
		t.saveFailed = true
		t.Say(fmt.Sprintf(t.text.SaveFailed, err))
	}
}

// matchOver forgets the finished match's save and counts it in the
// statistics of each person at the table.
func (t *Table) matchOver() {
	if t.Rp != nil {
		return
	}
	if msg := shell.FinishMatch(t.ctx, t.text, t.Setup, t.Match.Totals(), t.Match.Leaders(), t.Match.HigherWins()); msg != "" {
		t.Say(msg)
	}
}

// Resume rebuilds a saved match at the exact point it was saved: the same
// settings and score sheet, and the running round replayed from its record
// through the engine, with fresh bots (they keep no memory). A save the
// engine refuses is an error, never a half-restored table.
func Resume(sv *store.Save) (*Table, error) {
	s, err := shell.SetupOfSave(sv)
	if err != nil {
		return nil, err
	}
	m, err := newSeries(s)
	if err != nil {
		return nil, err
	}
	if err := m.Restore(sv.Sheet); err != nil {
		return nil, err
	}
	g, rec, err := registry.Read([]byte(sv.Record))
	if err != nil {
		return nil, fmt.Errorf("the saved round: %w", err)
	}
	h := rec.Head()
	if h.Game != sv.Game || h.Players != sv.Players {
		return nil, fmt.Errorf("the saved round is %s for %d, the match %s for %d", h.Game, h.Players, sv.Game, sv.Players)
	}
	played := m.Played()
	if h.Round != played+1 && h.Round != played {
		return nil, fmt.Errorf("the saved round is round %d, the score sheet has %d rounds", h.Round, played)
	}
	if h.Round == played && rec.Final() == nil {
		return nil, fmt.Errorf("round %d is on the score sheet but its record is not finished", h.Round)
	}
	// The round must be this match's: dealt from its seed by its dealer,
	// with its options.
	if seed, err := h.SeedValue(); err != nil || seed != m.RoundSeed(h.Round) || h.Dealer != m.Dealer(h.Round) {
		return nil, fmt.Errorf("the saved round %d was not dealt in this match", h.Round)
	}
	if o, err := g.CheckOptions(h.Options, h.Players); err != nil || !maps.Equal(o, s.Options) {
		return nil, errors.New("the saved round was played with other options than its match")
	}
	r, err := replayRound(rec, -1)
	if err != nil {
		return nil, fmt.Errorf("the saved round: %w", err)
	}
	if h.Round == played && m.Over() {
		return nil, errors.New("the saved match is already over")
	}
	t := &Table{Setup: s, Match: m, Code: shell.DealCode(s)}
	t.drawCardFn = t.drawCard
	if h.Round == played {
		// The round was already on the sheet: the next one is due.
		if err := t.startRound(); err != nil {
			return nil, err
		}
		return t, nil
	}
	m.AttachBots(r, h.Round)
	t.beginRound(r)
	return t, nil
}
