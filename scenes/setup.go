// Package scenes holds the screens of the program: the menu, the table, the
// score sheet, the rules and the hand-over screen between people sharing one
// device. Each scene reads the engine through a seat's view and turns input
// into engine actions; the engine decides, the scene only shows.
package scenes

import (
	"fmt"

	"elferraus/engine/bot"
	"elferraus/engine/elfer"
	"elferraus/game"
)

// Setup is a match as the menu or the command line asks for it.
type Setup struct {
	Options elfer.Options
	Players int
	// Seats marks the seats played by people at this screen; the others are
	// bots.
	Seats  [elfer.MaxPlayers]bool
	Level  bot.Level
	Rounds int
	Seed   uint64
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

// First is the scene the program opens with: the table when the command
// line asked for a game, else the menu.
func First(s Setup, direct bool) game.Scene {
	if direct {
		t, err := NewTable(s)
		if err == nil {
			return t
		}
	}
	return NewMenu(s)
}
