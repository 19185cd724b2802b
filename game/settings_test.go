package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"elferraus/game/store"
)

func TestSettingsPrefsRoundTrip(t *testing.T) {
	s := Settings{Lang: German, Speed: Fast, Volume: 30, Mute: true, Symbols: true,
		SnapKeys:    [3][2]ebiten.Key{{ebiten.KeyQ, ebiten.KeyW}, {ebiten.KeyArrowUp, ebiten.KeyArrowDown}, {ebiten.KeyDigit1, ebiten.KeyNumpad2}},
		SnapKeysSet: true}
	var back Settings
	back.Apply(s.Prefs())
	if back.key() != s.key() {
		t.Errorf("read back %+v, want %+v", back.key(), s.key())
	}
	p := s.Prefs()
	if _, err := p.Marshal(); err != nil {
		t.Errorf("the settings' own prefs are refused: %v", err)
	}
}

func TestSettingsApplyUnknownKeys(t *testing.T) {
	var s Settings
	s.Apply(store.Prefs{Lang: "de", Speed: "slow", Volume: 60, SnapKeys: [][2]string{{"A", "S"}, {"NoSuchKey", "L"}, {"Left", "Right"}}})
	if s.SnapKeysSet || s.Keys() != DefaultSnapKeys {
		t.Errorf("an unknown key name gave keys %v", s.Keys())
	}
	if s.Lang != German || s.Speed != Slow || s.Volume != 60 {
		t.Errorf("the rest was not applied: %+v", s)
	}
	s.Apply(store.Prefs{Lang: "en", Speed: "normal", Volume: 60, SnapKeys: [][2]string{{"A", "S"}}})
	if s.SnapKeysSet {
		t.Error("keys for one person replaced the keys of three")
	}
}

func TestSoundVolume(t *testing.T) {
	for _, c := range []struct {
		vol  int
		mute bool
		want float64
	}{{100, false, 1}, {40, false, 0.4}, {0, false, 0}, {80, true, 0}, {250, false, 1}, {-5, false, 0}} {
		s := Settings{Volume: c.vol, Mute: c.mute}
		if got := s.SoundVolume(); got != c.want {
			t.Errorf("volume %d, mute %v: %v, want %v", c.vol, c.mute, got, c.want)
		}
	}
}
