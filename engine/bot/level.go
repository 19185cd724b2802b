package bot

import (
	"fmt"
	"strings"
)

// Level is a bot's strength. The zero value is Easy so that a forgotten
// setting gives the gentlest opponent, not the hardest.
type Level int

// The levels, weakest first.
const (
	Easy Level = iota
	Normal
	Hard
)

// Levels lists every level, weakest first, for menus and flags.
func Levels() []Level { return []Level{Easy, Normal, Hard} }

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

// ParseLevel reads a level name ("easy", "normal" or "hard", in any case),
// so that flags and saved settings name levels the same way.
func ParseLevel(s string) (Level, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, l := range Levels() {
		if t == l.String() {
			return l, nil
		}
	}
	return Easy, fmt.Errorf("%q is not a bot level (easy, normal or hard)", s)
}
