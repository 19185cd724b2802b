//go:build !js

package store

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestPrefsRoundTrip(t *testing.T) {
	st, _ := openTemp(t)
	if p, err := st.LoadPrefs(); err != nil || !reflect.DeepEqual(p, DefaultPrefs()) {
		t.Fatalf("no settings yet: got %+v, %v; want the defaults", p, err)
	}
	want := Prefs{Lang: "de", Speed: "fast", Volume: 40, Mute: true, Symbols: true,
		SnapKeys: [][2]string{{"Q", "W"}, {"O", "P"}, {"Z", "X"}}}
	if err := st.SavePrefsLater(&want); err != nil {
		t.Fatal(err)
	}
	if err := st.Flush(); err != nil {
		t.Fatal(err)
	}
	got, err := st.LoadPrefs()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back %+v, want %+v", got, want)
	}
}

func TestPrefsRefused(t *testing.T) {
	for name, p := range map[string]Prefs{
		"language":   {Lang: "fr", Speed: "normal", Volume: 50},
		"speed":      {Lang: "en", Speed: "warp", Volume: 50},
		"loud":       {Lang: "en", Speed: "normal", Volume: 101},
		"negative":   {Lang: "en", Speed: "normal", Volume: -1},
		"twice":      {Lang: "en", Speed: "normal", SnapKeys: [][2]string{{"A", "S"}, {"S", "L"}}},
		"empty key":  {Lang: "en", Speed: "normal", SnapKeys: [][2]string{{"A", ""}}},
		"four folks": {Lang: "en", Speed: "normal", SnapKeys: make([][2]string, 4)},
	} {
		if _, err := p.Marshal(); err == nil {
			t.Errorf("%s: settings %+v were written", name, p)
		}
	}
}

// TestPrefsBroken: a settings file that cannot be read gives the defaults
// and a *BrokenError naming where the file is kept; the next load finds
// nothing and gives the defaults quietly.
func TestPrefsBroken(t *testing.T) {
	for name, content := range map[string]string{
		"garbage":       "\x00\x01 not json",
		"cut":           `{"version":"elferraus-settings/1","lang":"de","spe`,
		"no version":    `{"lang":"de","speed":"fast","volume":3}`,
		"later version": `{"version":"elferraus-settings/9","lang":"de"}`,
		"unknown field": `{"version":"elferraus-settings/1","lang":"de","speed":"fast","volume":3,"mute":false,"symbols":false,"colour":1}`,
		"bad value":     `{"version":"elferraus-settings/1","lang":"de","speed":"fast","volume":300,"mute":false,"symbols":false}`,
		"wrong type":    `{"version":"elferraus-settings/1","lang":"de","speed":"fast","volume":"loud","mute":false,"symbols":false}`,
	} {
		t.Run(name, func(t *testing.T) {
			st, dir := openTemp(t)
			if err := os.WriteFile(filepath.Join(dir, PrefsName), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			p, err := st.LoadPrefs()
			var b *BrokenError
			if !errors.As(err, &b) {
				t.Fatalf("got %v, want a BrokenError", err)
			}
			if !reflect.DeepEqual(p, DefaultPrefs()) {
				t.Errorf("broken settings gave %+v, want the defaults", p)
			}
			kept, rerr := os.ReadFile(filepath.Join(dir, b.SetAsideAs))
			if rerr != nil || string(kept) != content {
				t.Errorf("the broken file was not kept as %s: %v", b.SetAsideAs, rerr)
			}
			if !strings.Contains(err.Error(), PrefsName) {
				t.Errorf("the message %q does not name the file", err)
			}
			if p, err := st.LoadPrefs(); err != nil || !reflect.DeepEqual(p, DefaultPrefs()) {
				t.Errorf("after setting aside: %+v, %v", p, err)
			}
		})
	}
}
