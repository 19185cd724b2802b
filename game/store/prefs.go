package store

import (
	"encoding/json"
	"errors"
	"fmt"
)

// PrefsVersion is the format of the settings file.
const PrefsVersion = "elferraus-settings/1"

// PrefsName is the entry the player's settings are kept under.
const PrefsName = "settings.json"

// MaxVolume is the loudest volume, in percent.
const MaxVolume = 100

// Prefs are the settings a player chose on the settings screen or in the
// menu, as they are kept between sessions. They are plain words and numbers
// (languages and speeds by name, keys by their names), so the store needs no
// Ebitengine and a file stays readable when the program's numbering changes.
type Prefs struct {
	Lang    string `json:"lang"`  // "en" or "de"
	Speed   string `json:"speed"` // "slow", "normal" or "fast"
	Volume  int    `json:"volume"`
	Mute    bool   `json:"mute"`
	Symbols bool   `json:"symbols"` // the larger colour symbols and patterns on cards
	// SnapKeys are the Schnapp and Schnipp keys of each person at one
	// keyboard, by key name; empty while nobody chose them.
	SnapKeys [][2]string `json:"snap_keys,omitempty"`
	// Server is the address of the online rooms' server ("" for the
	// default); Name the name the player goes by there.
	Server string `json:"server,omitempty"`
	Name   string `json:"name,omitempty"`
}

// prefsFile is the file's layout: the prefs and a version.
type prefsFile struct {
	Version string `json:"version"`
	Prefs
}

// DefaultPrefs are the settings before the player chose anything: full
// volume, normal speed, English (the caller picks the system's language).
func DefaultPrefs() Prefs {
	return Prefs{Lang: "en", Speed: "normal", Volume: MaxVolume}
}

// check refuses what the settings screen cannot have written, so a damaged
// file is set aside instead of half applied.
func (p *Prefs) check() error {
	switch p.Lang {
	case "en", "de":
	default:
		return fmt.Errorf("the settings name the language %q (en or de)", p.Lang)
	}
	switch p.Speed {
	case "slow", "normal", "fast":
	default:
		return fmt.Errorf("the settings name the speed %q (slow, normal or fast)", p.Speed)
	}
	if p.Volume < 0 || p.Volume > MaxVolume {
		return fmt.Errorf("the settings set the volume to %d, not 0 to %d", p.Volume, MaxVolume)
	}
	if len(p.Server) > 200 || len(p.Name) > 64 {
		return errors.New("the settings hold a server address or a name too long to be one")
	}
	if len(p.SnapKeys) > 3 {
		return fmt.Errorf("the settings name keys for %d people, at most 3 share a keyboard", len(p.SnapKeys))
	}
	seen := map[string]bool{}
	for _, pair := range p.SnapKeys {
		for _, k := range pair {
			if k == "" {
				return errors.New("the settings name an empty key")
			}
			if seen[k] {
				return fmt.Errorf("the settings give the key %q to two calls", k)
			}
			seen[k] = true
		}
	}
	return nil
}

// Marshal returns the settings as versioned JSON after checking them, so
// settings ParsePrefs would refuse are never written.
func (p *Prefs) Marshal() ([]byte, error) {
	if p == nil {
		return nil, errors.New("there are no settings to write")
	}
	if err := p.check(); err != nil {
		return nil, err
	}
	data, err := json.Marshal(&prefsFile{Version: PrefsVersion, Prefs: *p})
	if err != nil {
		return nil, fmt.Errorf("the settings cannot be written as JSON: %w", err)
	}
	return data, nil
}

// ParsePrefs reads settings written by Marshal and checks them.
func ParsePrefs(data []byte) (Prefs, error) {
	var probe struct {
		Version *string `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return Prefs{}, fmt.Errorf("the settings are not a JSON object: %w", err)
	}
	if probe.Version == nil || *probe.Version == "" {
		return Prefs{}, errors.New("the file has no version, so it is not an elferraus settings file")
	}
	if *probe.Version != PrefsVersion {
		return Prefs{}, fmt.Errorf("the settings have the format %q, but this program reads %q", *probe.Version, PrefsVersion)
	}
	var f prefsFile
	if err := decodeStrict(data, &f); err != nil {
		return Prefs{}, fmt.Errorf("the settings cannot be read: %w", err)
	}
	if err := f.Prefs.check(); err != nil {
		return Prefs{}, err
	}
	return f.Prefs, nil
}

// LoadPrefs reads the settings: absent ones are DefaultPrefs and no error.
// Settings that cannot be read are set aside (see SetAside) and DefaultPrefs
// come with a *BrokenError, so the player is told and his file is kept; any
// other failure returns DefaultPrefs and the error.
func (st *Store) LoadPrefs() (Prefs, error) {
	p := DefaultPrefs()
	err := st.getOrSetAside(PrefsName, func(data []byte) error {
		got, err := ParsePrefs(data)
		if err == nil {
			p = got
		}
		return err
	})
	if errors.Is(err, ErrNotFound) {
		return DefaultPrefs(), nil
	}
	if err != nil {
		return DefaultPrefs(), err
	}
	return p, nil
}

// SavePrefsLater writes the settings in the background (see PutLater), so
// a change on screen never waits for a disk.
func (st *Store) SavePrefsLater(p *Prefs) error {
	data, err := p.Marshal()
	if err != nil {
		return err
	}
	return st.PutLater(PrefsName, data)
}
