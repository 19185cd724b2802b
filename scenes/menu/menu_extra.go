package menu

import (
	"elferraus/engine/deal"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/scenes/shell"
	"errors"
	"fmt"
	"time"
)

// resume continues the saved match where it was left.
func (m *Menu) resume(ctx *game.Context) { ctx.Switch(m.saved) }

// extra carries out one of the smaller buttons.
func (m *Menu) extra(ctx *game.Context, i int) {
	switch i {
	case extraStats:
		m.openStats(ctx)
	case extraDaily:
		m.StartDaily(ctx, time.Now().Format(time.DateOnly))
	case ExtraDeal:
		m.openEntry(ctx)
	case extraWatch:
		ctx.Switch(NewRecords(m.setup))
	case extraSettings:
		ctx.Switch(NewSettings(m.setup))
	case ExtraOnline:
		ctx.Switch(NewLobby(m.setup))
	}
}

// openStats shows the statistics; a broken statistics file is set aside
// by the store and the screen says so.
func (m *Menu) openStats(ctx *game.Context) {
	st := store.NewStats()
	note := ""
	if ctx.Store != nil {
		got, err := ctx.Store.LoadStats()
		if got != nil {
			st = got
		}
		var b *store.BrokenError
		switch {
		case errors.As(err, &b):
			note = fmt.Sprintf(m.Text.StatsBroken, b.SetAsideAs)
		case err != nil:
			note = err.Error()
		}
	}
	ctx.Switch(NewStats(m.setup, st, note))
}

// StartDaily starts the deal of the day of the chosen game: everybody who
// plays it on that date gets the same cards.
func (m *Menu) StartDaily(ctx *game.Context, date string) {
	c, err := deal.Daily(date, m.setup.Game)
	m.startDeal(ctx, c, err, date)
}

// startCode starts the deal a typed code names.
func (m *Menu) startCode(ctx *game.Context, text string) {
	c, err := deal.Parse(text)
	m.startDeal(ctx, c, err, "")
}

// startDeal starts the match of a deal code (a deal of the day when daily
// is its date, in one round); what goes wrong is said in the menu.
func (m *Menu) startDeal(ctx *game.Context, c deal.Code, err error, daily string) {
	if err == nil && !m.replaceSave() {
		return
	}
	var s shell.Setup
	if err == nil {
		s, err = shell.SetupFromCode(m.setup, c)
	}
	if daily != "" {
		s.Daily, s.Rounds = daily, 1
	}
	var t game.Scene
	if err == nil {
		t, err = shell.NewGame(s)
	}
	if err != nil {
		m.Err = err.Error()
		return
	}
	ctx.Switch(t)
}
