// Package scenes opens the program's screens. Its sub-packages hold them:
// i18n the words in both languages, ui the drawing kit every screen shares,
// shell what every table shares (the setup of a match, the way between
// screens, undo, saving, the sheet, the end of a match), rows, board and
// snap the three table layouts, menu the menu with its settings, rules,
// statistics and records; scenetest and gameloop serve their tests.
// Each table family and the menu register themselves with shell when they
// are loaded, so no table imports the menu nor the menu a table.
package scenes

import (
	"elferraus/engine/games"
	"elferraus/game"
	"elferraus/scenes/menu"
	"elferraus/scenes/shell"
)

// First is the scene the program opens with: the table when the command
// line asked for a game, else the menu.
func First(ctx *game.Context, s shell.Setup, direct bool) game.Scene {
	if direct && s.Humans() > 0 {
		// The same table asked for again (a page reloaded, a link opened
		// twice) continues its saved match instead of dealing anew.
		// The save is replayed only when it is this match: a page opened
		// for another game starts without replaying somebody's round.
		if ctx.Store != nil {
			_ = ctx.Store.Flush()
			if sv, err := ctx.Store.LoadSave(shell.SaveName); err == nil && s.SameMatch(sv) {
				if sc, err := shell.ResumeAny(sv); err == nil {
					return sc
				}
			}
		}
	}
	if direct {
		t, err := shell.NewGame(s)
		if err == nil {
			return t
		}
	}
	return menu.NewMenu(s)
}

// Setup is a match as the menu or the command line asks for it.
type Setup = shell.Setup

// Playable reports whether the window has a table for the game id.
func Playable(id string) bool { return shell.Playable(id) }

// PlayableIDs are the ids of the games the window plays, in menu order.
func PlayableIDs() []string { return shell.PlayableIDs() }

// ReplayOf opens a record read by the registry in the replay viewer of its
// table, returning to the menu of back.
func ReplayOf(g *games.Game, rec games.Record, back Setup) (game.Scene, error) {
	return shell.ReplayOf(g, rec, back)
}

// NewMenu is the menu with setup s chosen.
func NewMenu(s Setup) *menu.Menu { return menu.NewMenu(s) }

// JoinRoom is the lobby joining the online room code at once (a link, the
// -join flag); with demo a bot plays the seat.
func JoinRoom(s Setup, code, server, name string, demo bool) game.Scene {
	l := menu.NewLobbyJoin(s, code, server, name)
	l.Demo = demo
	return l
}
