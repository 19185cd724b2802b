package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game/store"
)

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
	// Volume is the loudness of the tones in percent (0 to 100); Mute
	// silences them without forgetting the volume.
	Volume int
	Mute   bool
	// Symbols draws the cards with larger colour symbols and a pattern in
	// the big one, for players who cannot tell the colours apart.
	Symbols bool
	// Server is the address of the online rooms' server the player chose
	// ("" for the default: the page's own server in the browser); Name
	// is the name he goes by in a room.
	Server, Name string
	// LangFixed: the language was given on the command line, so the kept
	// settings do not change it.
	LangFixed bool
	// Notice is why the kept settings could not be used, for the menu to
	// say once; nil when they could.
	Notice error

	kept    prefsKey // the settings as last loaded or written
	keptSet bool
}

// prefsKey is what of the settings is kept between sessions, as one
// comparable value, so noticing a change costs a comparison per tick.
type prefsKey struct {
	lang        Lang
	speed       Speed
	volume      int
	mute        bool
	symbols     bool
	snapKeys    [3][2]ebiten.Key
	snapKeysSet bool
	server      string
	name        string
}

func (s *Settings) key() prefsKey {
	return prefsKey{s.Lang, s.Speed, s.Volume, s.Mute, s.Symbols, s.SnapKeys, s.SnapKeysSet, s.Server, s.Name}
}

// speedNames are the speeds as the settings file names them.
var speedNames = [...]string{Slow: "slow", Normal: "normal", Fast: "fast"}

// Prefs are the settings as the store keeps them.
func (s *Settings) Prefs() store.Prefs {
	p := store.Prefs{Lang: "en", Speed: "normal", Volume: max(0, min(store.MaxVolume, s.Volume)), Mute: s.Mute, Symbols: s.Symbols,
		Server: s.Server, Name: s.Name}
	if s.Lang == German {
		p.Lang = "de"
	}
	if s.Speed >= Slow && s.Speed <= Fast {
		p.Speed = speedNames[s.Speed]
	}
	if s.SnapKeysSet {
		for _, pair := range s.SnapKeys {
			p.SnapKeys = append(p.SnapKeys, [2]string{pair[0].String(), pair[1].String()})
		}
	}
	return p
}

// Apply takes over settings the store kept (a language given on the
// command line stays). Keys it does not know, or too few of them, leave the
// default keys in place.
func (s *Settings) Apply(p store.Prefs) {
	if !s.LangFixed {
		s.Lang = English
		if p.Lang == "de" {
			s.Lang = German
		}
	}
	s.Speed = Normal
	for sp, name := range speedNames {
		if name == p.Speed {
			s.Speed = Speed(sp)
		}
	}
	s.Volume = max(0, min(store.MaxVolume, p.Volume))
	s.Mute, s.Symbols = p.Mute, p.Symbols
	s.Server, s.Name = p.Server, p.Name
	s.SnapKeys, s.SnapKeysSet = [3][2]ebiten.Key{}, false
	if len(p.SnapKeys) == len(s.SnapKeys) {
		var keys [3][2]ebiten.Key
		ok := true
		for i, pair := range p.SnapKeys {
			for j, name := range pair {
				if err := keys[i][j].UnmarshalText([]byte(name)); err != nil {
					ok = false
				}
			}
		}
		if ok {
			s.SnapKeys, s.SnapKeysSet = keys, true
		}
	}
}

// Load applies the settings kept in st and remembers them as kept. Settings
// that cannot be read leave the defaults and are the Notice.
func (s *Settings) Load(st *store.Store) {
	p, err := st.LoadPrefs()
	s.Apply(p)
	s.Notice = err
	s.kept, s.keptSet = s.key(), true
}

// Keep writes the settings to st in the background when they changed
// since they were loaded or last written, so a choice made anywhere (the
// settings screen, the menu) outlives the session. It returns the failure
// of a write, if any.
func (s *Settings) Keep(st *store.Store) error {
	k := s.key()
	if s.keptSet && k == s.kept {
		return nil
	}
	s.kept, s.keptSet = k, true
	p := s.Prefs()
	return st.SavePrefsLater(&p)
}

// SoundVolume is the volume tones are played at, 0 to 1: 0 when muted.
func (s *Settings) SoundVolume() float64 {
	if s.Mute {
		return 0
	}
	return float64(max(0, min(store.MaxVolume, s.Volume))) / store.MaxVolume
}

// DefaultVolume is the volume before the player chose one.
const DefaultVolume = store.MaxVolume

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
