package scenes

import (
	"elferraus/game"
)

// First is the scene the program opens with: the table when the command
// line asked for a game, else the menu.
func First(ctx *game.Context, s Setup, direct bool) game.Scene {
	if direct && s.Humans() > 0 {
		// The same table asked for again (a page reloaded, a link opened
		// twice) continues its saved match instead of dealing anew.
		// The save is replayed only when it is this match: a page opened
		// for another game starts without replaying somebody's round.
		if ctx.Store != nil {
			_ = ctx.Store.Flush()
			if sv, err := ctx.Store.LoadSave(saveName); err == nil && s.sameMatch(sv) {
				if sc, err := resumeAny(sv); err == nil {
					return sc
				}
			}
		}
	}
	if direct {
		t, err := newGame(s)
		if err == nil {
			return t
		}
	}
	return NewMenu(s)
}
