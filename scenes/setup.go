// Package scenes holds the screens of the program: the menu, the table, the
// score sheet, the rules and the hand-over screen between people sharing one
// device. Each scene reads the engine through a seat's view and turns input
// into engine actions; the engine decides, the scene only shows.
package scenes

import (
	"fmt"
	"strconv"

	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
)

// TableKind is one table layout of the window with what opens it: a new
// game, a recorded round in the replay viewer (returning to the menu of
// back), a saved match; Keys marks a real-time table played with a key per
// person.
type TableKind struct {
	Open   func(s Setup) (game.Scene, error)
	Replay func(rec games.Record, back Setup) (game.Scene, error)
	Resume func(sv *store.Save) (game.Scene, error)
	Keys   bool
}

// tables are the table layouts by the name a game's descriptor gives
// (games.Game.Table): a new game whose cards lie like an existing game's
// needs no entry here. Each family of tables registers its layout.
var tables = map[string]*TableKind{}

// RegisterTable makes k the table of the games whose descriptor names
// layout; a family of tables calls it when its package is loaded.
func RegisterTable(layout string, k TableKind) { tables[layout] = &k }

// screens are the screens outside the tables: a table leaves to the menu
// and opens the rules over itself through them, so no table needs the
// package of the menu, and the menu opens tables through RegisterTable's
// entries without needing theirs.
var screens struct {
	menu  func(s Setup) game.Scene
	rules func(over game.Scene, s Setup, id string) game.Scene
}

// RegisterScreens names the menu and the rules screen (over a table) for
// the tables to go to.
func RegisterScreens(menu func(s Setup) game.Scene, rules func(over game.Scene, s Setup, id string) game.Scene) {
	screens.menu, screens.rules = menu, rules
}

// ToMenu is the menu with setup s chosen.
func ToMenu(s Setup) game.Scene { return screens.menu(s) }

// RulesOver is the rules of game id shown over the table under, which
// they return to.
func RulesOver(under game.Scene, s Setup, id string) game.Scene { return screens.rules(under, s, id) }

// tableGames are the games the window has a table for, in menu order.
func tableGames() []*games.Game {
	var out []*games.Game
	for _, g := range registry.All() {
		if tables[g.Table] != nil {
			out = append(out, g)
		}
	}
	return out
}

// Playable reports whether the window has a table for the game id.
func Playable(id string) bool {
	g, ok := registry.Lookup(id)
	return ok && tables[g.Table] != nil
}

// PlayableIDs are the ids of the games the window plays, in menu order.
func PlayableIDs() []string {
	var ids []string
	for _, g := range tableGames() {
		ids = append(ids, g.ID)
	}
	return ids
}

// Setup is a match as the menu or the command line asks for it.
type Setup struct {
	// Game is a game id of the registry.
	Game string
	// Options are the game's switches as games.Game.CheckOptions returns
	// them.
	Options map[string]any
	Players int
	// Seats marks the seats played by people at this screen; the others are
	// bots.
	Seats  [maxSeats]bool
	Level  level.Level
	Rounds int
	Seed   uint64
	// Daily is the date ("2006-01-02") when the match is that day's deal of
	// the day, which keeps its own results.
	Daily string
	// SeedAsked: the seed was asked for (by a flag, the page's address or
	// a deal code), so a saved match of another seed is not this match.
	SeedAsked bool
}

// Names are the seat names shown on screen.
func (s Setup) Names(t *Text) []string {
	names := make([]string, s.Players)
	bots := 0
	humans := s.Humans()
	for p := range names {
		switch {
		case s.Seats[p] && humans == 1:
			names[p] = t.You
		case s.Seats[p]:
			names[p] = fmt.Sprintf(t.NameSeat, p+1)
		default:
			bots++
			names[p] = fmt.Sprintf(t.NameBot, bots)
		}
	}
	return names
}

// Human reports whether seat p is played at this screen.
func (s Setup) Human(p int) bool { return p >= 0 && p < s.Players && s.Seats[p] }

// Humans counts the seats played at this screen.
func (s Setup) Humans() int {
	n := 0
	for p := range s.Players {
		if s.Seats[p] {
			n++
		}
	}
	return n
}

// FirstHumans marks the first n seats as people's.
func (s *Setup) FirstHumans(n int) {
	s.Seats = [maxSeats]bool{}
	for p := 0; p < n && p < maxSeats; p++ {
		s.Seats[p] = true
	}
}

// game is the chosen game's description (nil for an unknown id).
func (s Setup) game() *games.Game {
	g, _ := registry.Lookup(s.Game)
	return g
}

// option reports whether the chosen game's switch name is on.
func (s Setup) option(name string) bool { return games.On(s.Options, name) }

// newGame starts the chosen game's table.
func newGame(s Setup) (game.Scene, error) {
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	k := tables[g.Table]
	if k == nil {
		return nil, fmt.Errorf("the window has no table for %s yet", g.ID)
	}
	return k.Open(s)
}

// sameMatch reports whether the saved match sv is a match of setup s: the
// same game, seats, level, options and length, and, where s asks for a
// seed, that seed.
func (s Setup) sameMatch(sv *store.Save) bool {
	if sv.Game != s.Game || sv.Players != s.Players || sv.Level != int(s.Level) || sv.Daily != s.Daily {
		return false
	}
	// The length counts only in a game played as a match of rounds.
	if g := s.game(); g != nil && g.Matches && sv.Rounds != s.Rounds {
		return false
	}
	if len(sv.Humans) != s.Players {
		return false
	}
	for p, h := range sv.Humans {
		if h != s.Seats[p] {
			return false
		}
	}
	if s.SeedAsked && sv.Seed != strconv.FormatUint(s.Seed, 10) {
		return false
	}
	// Options compare by what they say: a saved number comes back from
	// JSON as a float, an absent switch is off.
	said := func(m map[string]any, k string) string {
		v, ok := m[k]
		if !ok || v == false {
			return "false"
		}
		return fmt.Sprint(v)
	}
	for k := range s.Options {
		if said(s.Options, k) != said(sv.Options, k) {
			return false
		}
	}
	for k := range sv.Options {
		if said(s.Options, k) != said(sv.Options, k) {
			return false
		}
	}
	return true
}
