//go:build !js

package game

// audioAtStart: natively the audio output opens with the first tone, so a
// game without tones never opens it.
const audioAtStart = false

// pageWaitsForTap: only a browser page has a first-tap screen.
func pageWaitsForTap() bool { return false }
