package game

import "github.com/hajimehoshi/ebiten/v2"

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
	// NoSave keeps the player's saves and statistics untouched (demos and
	// screenshots must not change what a person finds next time).
	NoSave bool
	// Shot names a PNG file the screen is saved to at tick ShotTick (the
	// -shot flag), for the README and for checking the look without a
	// person at the screen.
	Shot     string
	ShotTick int64
	// WindowW and WindowH are the window's first size (the -size flag), for
	// trying a phone's or a tablet's shape on a desktop; 0 is the default.
	WindowW, WindowH int
	// SnapKeys are the Schnapp and Schnipp keys of up to three people at
	// one keyboard, once they were chosen in the menu.
	SnapKeys    [3][2]ebiten.Key
	SnapKeysSet bool
}

// DefaultSnapKeys are the Schnapp and Schnipp keys before anybody chose:
// far apart on the keyboard, so three people fit at it.
var DefaultSnapKeys = [3][2]ebiten.Key{
	{ebiten.KeyA, ebiten.KeyS},
	{ebiten.KeyK, ebiten.KeyL},
	{ebiten.KeyArrowLeft, ebiten.KeyArrowRight},
}

// Keys returns the Schnapp and Schnipp keys in use.
func (s *Settings) Keys() [3][2]ebiten.Key {
	if s.SnapKeysSet {
		return s.SnapKeys
	}
	return DefaultSnapKeys
}

// KeyName is a key as the screen shows it: arrows as arrows.
func KeyName(k ebiten.Key) string {
	switch k {
	case ebiten.KeyArrowLeft:
		return "←"
	case ebiten.KeyArrowRight:
		return "→"
	case ebiten.KeyArrowUp:
		return "↑"
	case ebiten.KeyArrowDown:
		return "↓"
	}
	return k.String()
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
