package bot

import lv "elferraus/engine/level"

// Level is a bot's strength: the same levels for every game (see package
// level).
type Level = lv.Level

// The levels, weakest first.
const (
	Easy   = lv.Easy
	Normal = lv.Normal
	Hard   = lv.Hard
)

// Levels lists every level, weakest first, for menus and flags.
func Levels() []Level { return lv.All() }

// ParseLevel reads a level name ("easy", "normal" or "hard", in any case).
func ParseLevel(s string) (Level, error) { return lv.Parse(s) }
