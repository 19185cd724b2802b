// Package scenes holds the screens of the program: the menu, the table, the
// score sheet, the rules and the hand-over screen between people sharing one
// device. Each scene reads the engine through a seat's view and turns input
// into engine actions; the engine decides, the scene only shows.
package scenes

import (
	"fmt"

	"elferraus/engine/bot"
	"elferraus/engine/elfer"
	"elferraus/engine/master"
	"elferraus/engine/snap"
	"elferraus/game"
)

// numGames is the number of games the menu offers.
const numGames = 7

// gameIDs are the games the menu offers, in its order: the four Elfer raus!
// games (in elfer.Variant order), MASTER, then Schnipp Schnapp and its
// variant.
var gameIDs = [numGames]string{"elfer", "elfer-falscher-anfang", "elfer-drei-anfangszahlen", "elfer-beliebige-startkarte", master.ID, snap.ID, snap.IDLos}

// gameKind is which table plays a game.
type gameKind uint8

const (
	kindElfer  gameKind = iota // a game of rows on the elfer engine
	kindMaster                 // MASTER: rows of 21, jokers, connections
	kindSnap                   // the real-time Schnipp Schnapp table
)

// gameKinds is the kind of each game of gameIDs.
var gameKinds = [numGames]gameKind{kindElfer, kindElfer, kindElfer, kindElfer, kindMaster, kindSnap, kindSnap}

// Setup is a match as the menu or the command line asks for it.
type Setup struct {
	// Game is the index of the game in gameIDs.
	Game    int
	Options elfer.Options
	Players int
	// Seats marks the seats played by people at this screen; the others are
	// bots.
	Seats  [elfer.MaxPlayers]bool
	Level  bot.Level
	Rounds int
	Seed   uint64
	// Daily is the date ("2006-01-02") when the match is that day's deal of
	// the day, which keeps its own results.
	Daily string
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
	s.Seats = [elfer.MaxPlayers]bool{}
	for p := 0; p < n && p < elfer.MaxPlayers; p++ {
		s.Seats[p] = true
	}
}

// GameIndex finds a game id among the menu's games.
func GameIndex(id string) (int, bool) {
	for i, g := range gameIDs {
		if g == id {
			return i, true
		}
	}
	return 0, false
}

// kind is the kind of the chosen game.
func (s Setup) kind() gameKind {
	if s.Game < 0 || s.Game >= numGames {
		return kindElfer
	}
	return gameKinds[s.Game]
}

// snapGame reports whether the chosen game is Schnipp Schnapp, and which.
func (s Setup) snapGame() (snapGame, los bool) {
	return s.kind() == kindSnap, s.Game < numGames && gameIDs[s.Game] == snap.IDLos
}

// master reports whether the chosen game is Elfer raus! MASTER.
func (s Setup) master() bool { return s.kind() == kindMaster }

// newGame starts the chosen game's table.
func newGame(s Setup) (game.Scene, error) {
	if ok, los := s.snapGame(); ok {
		return NewSnap(s, los)
	}
	if s.kind() == kindElfer {
		s.Options.Variant = elfer.Variant(s.Game)
	}
	return NewTable(s)
}

// First is the scene the program opens with: the table when the command
// line asked for a game, else the menu.
func First(s Setup, direct bool) game.Scene {
	if direct {
		t, err := newGame(s)
		if err == nil {
			return t
		}
	}
	return NewMenu(s)
}
