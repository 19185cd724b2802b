//go:build linux && !android

package game

import (
	"os"
	"path/filepath"
)

// audioAvailable reports whether a sound server or a sound card is there
// for the audio output to open: a PulseAudio (or PipeWire) socket, or an
// ALSA playback device.
func audioAvailable() bool {
	if os.Getenv("PULSE_SERVER") != "" {
		return true
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		if _, err := os.Stat(filepath.Join(dir, "pulse", "native")); err == nil {
			return true
		}
	}
	devices, _ := filepath.Glob("/dev/snd/pcmC*D*p")
	return len(devices) > 0
}
