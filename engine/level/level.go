// Package level names the bots' levels, the same for every game: a menu, a
// flag or a save says "easy", "normal" or "hard" whatever the game.
package level

import (
	"fmt"
	"strings"
)

// Level is a bot's strength (or, in a real-time game, its speed and care).
// The zero value is Easy so that a forgotten setting gives the gentlest
// opponent, not the hardest.
type Level int

// The levels, weakest first.
const (
	Easy Level = iota
	Normal
	Hard
)

// All lists every level, weakest first, for menus and flags.
func All() []Level { return []Level{Easy, Normal, Hard} }

// String is the level's name as the command line and settings write it.
func (l Level) String() string {
	switch l {
	case Easy:
		return "easy"
	case Normal:
		return "normal"
	case Hard:
		return "hard"
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// Parse reads a level name ("easy", "normal" or "hard", in any case).
func Parse(s string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, l := range All() {
		if t == l.String() {
			return l, nil
		}
	}
	return Easy, fmt.Errorf("%q is not a bot level (easy, normal or hard)", s)
}
