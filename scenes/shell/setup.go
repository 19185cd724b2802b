// Package shell holds what every table shares: the setup of a match, the
// registry of table layouts and the way to the menu and the rules
// (RegisterTable, RegisterScreens), the undo that never crosses a reveal,
// saving and resuming, the sheet with Continue, Rules and Leave, the end
// of a match, the pass-the-device cover and the keys of the real-time
// table. Each family of tables brings only the layout of its view.
package shell

import (
	"elferraus/engine/games"
	"elferraus/engine/level"
	"elferraus/engine/registry"
	"elferraus/game"
	"elferraus/game/store"
	"elferraus/online"
	"elferraus/scenes/i18n"
	"fmt"
	"strconv"
)

// TableKind is one table layout of the window with what opens it: a new
// game, a recorded round in the replay viewer (returning to the menu of
// back), a saved match; Keys marks a real-time table played with a key per
// person.
type TableKind struct {
	Open   func(s Setup) (game.Scene, error)
	Replay func(rec games.Record, back Setup) (game.Scene, error)
	Resume func(sv *store.Save) (game.Scene, error)
	// Online opens the table for a seat of an online room, at the state
	// st of a round being played.
	Online func(n *Net, st online.Msg) (game.Scene, error)
	Keys   bool
}

// Tables are the table layouts by the name a game's descriptor gives
// (games.Game.Table): a new game whose cards lie like an existing game's
// needs no entry here. Each family of tables registers its layout.
var Tables = map[string]*TableKind{}

// RegisterTable makes k the table of the games whose descriptor names
// layout; a family of tables calls it when its package is loaded.
func RegisterTable(layout string, k TableKind) { Tables[layout] = &k }

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

// TableGames are the games the window has a table for, in menu order.
func TableGames() []*games.Game {
	var out []*games.Game
	for _, g := range registry.All() {
		if Tables[g.Table] != nil {
			out = append(out, g)
		}
	}
	return out
}

// Playable reports whether the window has a table for the game id.
func Playable(id string) bool {
	g, ok := registry.Lookup(id)
	return ok && Tables[g.Table] != nil
}

// PlayableIDs are the ids of the games the window plays, in menu order.
func PlayableIDs() []string {
	var ids []string
	for _, g := range TableGames() {
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
	Seats  [MaxSeats]bool
	Level  level.Level
	Rounds int
	Seed   uint64
	// Daily is the date ("2006-01-02") when the match is that day's deal of
	// the day, which keeps its own results.
	Daily string
	// SeedAsked: the seed was asked for (by a flag, the page's address or
	// a deal code), so a saved match of another seed is not this match.
	SeedAsked bool
	// Online: the match is played in an online room, which the server
	// keeps; the statistics count it on its own.
	Online bool
}

// Names are the seat names shown on screen.
func (s Setup) Names(t *i18n.Text) []string {
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
	s.Seats = [MaxSeats]bool{}
	for p := 0; p < n && p < MaxSeats; p++ {
		s.Seats[p] = true
	}
}

// Desc is the chosen game's description (nil for an unknown id).
func (s Setup) Desc() *games.Game {
	g, _ := registry.Lookup(s.Game)
	return g
}

// Option reports whether the chosen game's switch name is on.
func (s Setup) Option(name string) bool { return games.On(s.Options, name) }

// NewGame starts the chosen game's table.
func NewGame(s Setup) (game.Scene, error) {
	g, err := registry.Find(s.Game)
	if err != nil {
		return nil, err
	}
	k := Tables[g.Table]
	if k == nil {
		return nil, fmt.Errorf("the window has no table for %s yet", g.ID)
	}
	return k.Open(s)
}

// SameMatch reports whether the saved match sv is a match of setup s: the
// same game, seats, level, options and length, and, where s asks for a
// seed, that seed.
func (s Setup) SameMatch(sv *store.Save) bool {
	if sv.Game != s.Game || sv.Players != s.Players || sv.Level != int(s.Level) || sv.Daily != s.Daily {
		return false
	}
	// The length counts only in a game played as a match of rounds.
	if g := s.Desc(); g != nil && g.Matches && sv.Rounds != s.Rounds {
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

// ReplayOf opens a record read by the registry in the replay viewer of its
// game's table, which returns to the menu of back; a game whose table has
// no viewer, or a record its engine refuses, is an error with the reason.
// (The command line's -replay opens records through it, as the list of
// recent rounds does.)
func ReplayOf(g *games.Game, rec games.Record, back Setup) (game.Scene, error) {
	k := Tables[g.Table]
	if k == nil || k.Replay == nil {
		return nil, fmt.Errorf("the replay viewer does not show %s yet", g.ID)
	}
	return k.Replay(rec, back)
}
