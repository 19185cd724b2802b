package game

// Lang is the language of every text on screen.
type Lang int

// The languages.
const (
	English Lang = iota
	German
)

// Speed scales how fast cards fly and bots play.
type Speed int

// The speeds, slowest first.
const (
	Slow Speed = iota
	Normal
	Fast
)

// Settings are the player's choices that outlive a scene.
type Settings struct {
	Lang  Lang
	Speed Speed
	// NoWait removes pauses between bot moves and at round ends (the -fast
	// flag) without making motion jump.
	NoWait bool
	// Exit quits the program when a match is over (the -exit flag).
	Exit bool
	// Shot names a PNG file the screen is saved to at tick ShotTick (the
	// -shot flag), for the README and for checking the look without a
	// person at the screen.
	Shot     string
	ShotTick int64
}

// MotionFactor scales animation durations: higher is slower.
func (s *Settings) MotionFactor() float64 {
	if s.NoWait {
		return 0.35
	}
	switch s.Speed {
	case Slow:
		return 1.5
	case Fast:
		return 0.6
	}
	return 1
}

// Pause is the number of ticks a bot waits before its move.
func (s *Settings) Pause() int {
	if s.NoWait {
		return 0
	}
	switch s.Speed {
	case Slow:
		return 60
	case Fast:
		return 14
	}
	return 32
}
